//! The sentences of a game's events: announcements, results, offers, claims, penalties, adjournment and
//! retracing, in the voice pack's words. The clock's are in `clock.rs`; the words for sides
//! and times that both use in `mod.rs`.

use crate::{
    clock::Side,
    rules::{Claim, GameResult, Score, Termination},
    voice::{PhraseKey, VoicePack, Word},
};

use crate::boundary::{ConfirmAction, Event};

use super::{side_words, time_words, times_words, Sentence};

/// "12." for White's move twelve, "12..." for Black's: the number as a scoresheet writes it.
#[must_use]
pub fn move_label(move_number: u32, side: Side) -> String {
    match side {
        Side::White => format!("{move_number}."),
        Side::Black => format!("{move_number}..."),
    }
}

/// The name of a claim ("threefold repetition").
pub(crate) fn claim_words(pack: &VoicePack, claim: Claim) -> Sentence {
    let key = match claim {
        Claim::ThreefoldRepetition => PhraseKey::ClaimThreefold,
        Claim::FiftyMoves => PhraseKey::ClaimFifty,
    };
    Sentence::phrase(pack, key, Vec::new())
}

/// The sentence of a game event; `None` for the clock's events (worded in `clock.rs`).
pub(super) fn sentence(pack: &VoicePack, event: &Event) -> Option<Sentence> {
    let side = |side: Side| side_words(pack, side);
    let phrase = |key, values| Sentence::phrase(pack, key, values);
    let times = |white: &Option<i64>, black: &Option<i64>| match (white, black) {
        (Some(white), Some(black)) => Some(times_words(pack, *white, *black)),
        _ => None,
    };
    Some(match event {
        Event::Game {
            white,
            black,
            mode,
            journal,
        } => Sentence::joined([
            Some(game_start(pack, white, black, mode_words(pack, mode))),
            Some(phrase(PhraseKey::GameHelp, Vec::new())),
            Some(phrase(
                PhraseKey::GameJournal,
                vec![("path", Sentence::figures(journal))],
            )),
        ]),
        Event::Resumed { journal, .. } => Sentence::joined([
            resumed(pack, event, false),
            Some(phrase(
                PhraseKey::GameJournal,
                vec![("path", Sentence::figures(journal))],
            )),
        ]),
        Event::Announce {
            move_number,
            side: mover,
            text,
            pending,
            correction,
            ..
        } => {
            let key = if *pending {
                PhraseKey::AnnouncePending
            } else {
                PhraseKey::AnnounceLine
            };
            let line = phrase(
                key,
                vec![
                    (
                        "number",
                        Sentence::figures(move_label(*move_number, *mover)),
                    ),
                    ("move", text.clone()),
                ],
            );
            if *correction {
                Sentence::words(pack, &[Word::Correction]).then(": ", line)
            } else {
                line
            }
        }
        Event::Result(result, detail) => result_in(
            pack,
            result,
            detail.as_ref(),
            (PhraseKey::ResultWin, PhraseKey::ResultDraw),
        ),
        Event::EnvelopeCode { code } => phrase(
            PhraseKey::EnvelopeCode,
            vec![("code", Sentence::figures(code))],
        ),
        Event::Confirm {
            action,
            side: who,
            about,
        } => {
            let key = match action {
                ConfirmAction::Resign => PhraseKey::ConfirmResign,
                ConfirmAction::Accept => PhraseKey::ConfirmAccept,
                ConfirmAction::Quit => PhraseKey::ConfirmQuit,
                ConfirmAction::Seal => PhraseKey::ConfirmSeal,
            };
            phrase(
                key,
                vec![
                    ("side", side(*who)),
                    ("problem", about.clone().unwrap_or_default()),
                ],
            )
        }
        Event::DrawOffer { side: who } => {
            phrase(PhraseKey::DrawOffered, vec![("side", side(*who))])
        }
        Event::DrawDeclined { side: who } => {
            phrase(PhraseKey::DrawDeclined, vec![("side", side(*who))])
        }
        Event::Claim {
            kind,
            valid,
            side: who,
        } => phrase(
            if *valid {
                PhraseKey::ClaimCorrect
            } else {
                PhraseKey::ClaimWrong
            },
            vec![("side", side(*who)), ("kind", claim_words(pack, *kind))],
        ),
        Event::Penalty {
            side: who,
            illegal_moves: None,
            added_ms: Some(added),
            ..
        } => phrase(
            PhraseKey::PenaltyClaim,
            vec![
                ("opponent", side(who.opposite())),
                ("time", time_words(pack, *added)),
            ],
        ),
        Event::Penalty {
            side: who,
            added_ms: Some(added),
            ..
        } => phrase(
            PhraseKey::PenaltyTime,
            vec![
                ("side", side(*who)),
                ("opponent", side(who.opposite())),
                ("time", time_words(pack, *added)),
            ],
        ),
        Event::Penalty { side: who, .. } => {
            phrase(PhraseKey::PenaltyNoClock, vec![("side", side(*who))])
        }
        Event::Adjourned {
            sealed_by,
            move_number,
            white_ms,
            black_ms,
            draw_offer,
            ..
        } => Sentence::joined([
            Some(phrase(
                PhraseKey::Adjourned,
                vec![
                    ("side", side(*sealed_by)),
                    ("number", Sentence::number(pack, *move_number)),
                ],
            )),
            times(white_ms, black_ms),
            draw_offer.map(|by| phrase(PhraseKey::DrawOffered, vec![("side", side(by))])),
        ]),
        Event::Takeback {
            last_move,
            white_ms,
            black_ms,
            cancelled,
            ..
        } => Sentence::joined([
            Some(match last_move {
                Some((number, who)) => phrase(
                    PhraseKey::Retraced,
                    vec![
                        ("side", side(*who)),
                        ("number", Sentence::number(pack, *number)),
                    ],
                ),
                None => phrase(PhraseKey::RetracedStart, Vec::new()),
            }),
            cancelled.map(|score| {
                phrase(
                    PhraseKey::ResultCancelled,
                    vec![("result", Sentence::score(score))],
                )
            }),
            times(white_ms, black_ms),
        ]),
        Event::Discrepancy {
            ply: _,
            move_number,
            side: mover,
            sheet,
            agree_until_ply,
            white_ms,
            black_ms,
            game_text,
            recorded_text,
            ..
        } => Sentence::joined([
            Some(phrase(
                PhraseKey::Discrepancy,
                vec![
                    ("sheet", side(*sheet)),
                    ("number", Sentence::number(pack, *move_number)),
                    ("side", side(*mover)),
                    ("game", game_text.clone()),
                    ("recorded", recorded_text.clone()),
                ],
            )),
            Some(phrase(
                PhraseKey::DiscrepancyRetrace,
                vec![("ply", Sentence::figures(agree_until_ply.to_string()))],
            )),
            times(white_ms, black_ms)
                .map(|times| phrase(PhraseKey::DiscrepancyTimes, vec![("times", times)])),
        ]),
        Event::Answer { text, .. }
        | Event::Eval { text, .. }
        | Event::Rate { text, .. }
        | Event::Cursor { text, .. }
        | Event::Board { text, .. }
        | Event::Review { text, .. } => text.clone(),
        Event::Notice { text } | Event::Left { text, .. } => text.clone(),
        Event::Error { message, .. } => message.clone(),
        Event::Start { .. }
        | Event::Press { .. }
        | Event::Pause { .. }
        | Event::Adjust { .. }
        | Event::Cue { .. }
        | Event::Flag { .. } => return None,
    })
}

/// "Game over, 1-0: White wins, checkmate"; "Game over, 1/2-1/2: draw, White's flag fell, but Black cannot
/// checkmate".
#[must_use]
pub(crate) fn result_sentence(
    pack: &VoicePack,
    result: &GameResult,
    detail: Option<&Sentence>,
) -> String {
    result_in(
        pack,
        result,
        detail,
        (PhraseKey::ResultWin, PhraseKey::ResultDraw),
    )
    .as_text()
    .to_string()
}

/// The result as it is said: in words, without the figures that read as punctuation ("Game over: White wins,
/// checkmate").
fn spoken_result(pack: &VoicePack, result: &GameResult, detail: Option<&Sentence>) -> Sentence {
    result_in(
        pack,
        result,
        detail,
        (PhraseKey::ResultWinSpoken, PhraseKey::ResultDrawSpoken),
    )
}

/// The result worded by `keys`, the phrase of a win and that of a draw.
fn result_in(
    pack: &VoicePack,
    result: &GameResult,
    detail: Option<&Sentence>,
    (win, draw): (PhraseKey, PhraseKey),
) -> Sentence {
    let phrase = |key, values| Sentence::phrase(pack, key, values);
    let by = || {
        let by = result.by.map(|c| side_words(pack, c.into()));
        vec![("side", by.unwrap_or_default())]
    };
    let mut reason = match result.termination {
        Termination::Checkmate => phrase(PhraseKey::EndingCheckmate, Vec::new()),
        Termination::Stalemate => phrase(PhraseKey::EndingStalemate, Vec::new()),
        Termination::InsufficientMaterial => {
            phrase(PhraseKey::EndingInsufficientMaterial, Vec::new())
        }
        Termination::FivefoldRepetition => phrase(PhraseKey::EndingFivefoldRepetition, Vec::new()),
        Termination::SeventyfiveMoves => phrase(PhraseKey::EndingSeventyfiveMoves, Vec::new()),
        Termination::DeadPosition => phrase(PhraseKey::EndingDeadPosition, Vec::new()),
        Termination::ThreefoldRepetition => phrase(PhraseKey::TerminationThreefold, Vec::new()),
        Termination::FiftyMoves => phrase(PhraseKey::TerminationFifty, Vec::new()),
        Termination::Agreement if result.by.is_none() => {
            phrase(PhraseKey::TerminationAgreement, Vec::new())
        }
        Termination::Agreement => phrase(PhraseKey::TerminationAccepted, by()),
        Termination::SealedMove => phrase(PhraseKey::TerminationSealedMove, by()),
        Termination::Arbiter => match detail {
            // The arbiter's reason, as typed.
            Some(detail) => phrase(
                PhraseKey::TerminationArbiterDetail,
                vec![("detail", detail.clone())],
            ),
            None => phrase(PhraseKey::TerminationArbiter, Vec::new()),
        },
        Termination::Server => phrase(
            PhraseKey::TerminationServer,
            vec![("detail", detail.cloned().unwrap_or_default())],
        ),
        Termination::Resignation => phrase(PhraseKey::TerminationResignation, by()),
        Termination::TimeForfeit => phrase(PhraseKey::TerminationTimeForfeit, by()),
        Termination::IllegalMoves => phrase(PhraseKey::TerminationIllegalMoves, by()),
    };
    if result.opponent_cannot_mate {
        let opponent = result
            .by
            .map(|c| side_words(pack, (!c).into()))
            .unwrap_or_default();
        reason = phrase(
            PhraseKey::TerminationCannotMate,
            vec![("reason", reason), ("side", opponent)],
        );
    }
    let score = Sentence::score(result.score);
    match result.score {
        Score::Draw => phrase(draw, vec![("result", score), ("reason", reason)]),
        Score::WhiteWins | Score::BlackWins => {
            let winner = match result.score {
                Score::WhiteWins => Side::White,
                _ => Side::Black,
            };
            phrase(
                win,
                vec![
                    ("result", score),
                    ("side", side_words(pack, winner)),
                    ("reason", reason),
                ],
            )
        }
    }
}

/// The start of a game in one sentence: the players with their colours and the mode, or only the mode when the
/// players have no names but their colours. The names are the players' own words, said as typed.
fn game_start(pack: &VoicePack, white: &str, black: &str, mode: Sentence) -> Sentence {
    let unnamed = white == super::side_name(pack, Side::White)
        && black == super::side_name(pack, Side::Black);
    if unnamed {
        Sentence::phrase(pack, PhraseKey::GameNewUnnamed, vec![("mode", mode)])
    } else {
        Sentence::phrase(
            pack,
            PhraseKey::GameNew,
            vec![
                ("white", Sentence::name(white)),
                ("black", Sentence::name(black)),
                ("mode", mode),
            ],
        )
    }
}

/// What is said aloud of an event whose printed line holds more than is worth hearing: a game's start is one short
/// sentence (the players and the mode; the journal's path and the way to help are only printed), a resumed game's
/// says where it stands and what to do (the path, the times and when they were recorded are only printed). `None` for the other events: their printed sentence is said.
pub(super) fn spoken(pack: &VoicePack, event: &Event) -> Option<Sentence> {
    match event {
        Event::Game {
            white, black, mode, ..
        } => Some(game_start(pack, white, black, mode_words(pack, mode))),
        Event::Resumed { .. } => resumed(pack, event, true),
        Event::Left { spoken, .. }
        | Event::Answer {
            spoken: Some(spoken),
            ..
        } => Some(spoken.clone()),
        Event::Result(result, detail) => Some(spoken_result(pack, result, detail.as_ref())),
        _ => None,
    }
}

/// A resumed game in one sentence: the move reached, who is to move, the times, what to do (go, or the sealed move),
/// a move waiting for its press, an offer standing, when the clocks were last recorded (the journal's path is only
/// printed). `aloud`, where it stands and then what to do: the times (`time` says them) and when they were recorded
/// (for the arbiter) are only printed. `None` for other events.
fn resumed(pack: &VoicePack, event: &Event, aloud: bool) -> Option<Sentence> {
    let Event::Resumed {
        move_number,
        side: to_move,
        white_ms,
        black_ms,
        sealed,
        pending,
        draw_offer,
        over,
        recorded_ago_ms,
        ..
    } = event
    else {
        return None;
    };
    let phrase = |key, values| Sentence::phrase(pack, key, values);
    if *over {
        return Some(phrase(PhraseKey::ResumeOver, Vec::new()));
    }
    let side = || side_words(pack, *to_move);
    let head = Some(phrase(
        PhraseKey::GameResumed,
        vec![
            ("number", Sentence::number(pack, *move_number)),
            ("side", side()),
        ],
    ));
    // The clocks wait for go; a sealed move is played by go and its code.
    let go = (white_ms.is_some() && !sealed).then(|| phrase(PhraseKey::ResumeGo, Vec::new()));
    let sealed = sealed.then(|| phrase(PhraseKey::ResumeSealed, vec![("side", side())]));
    let pending = pending
        .as_ref()
        .map(|mv| phrase(PhraseKey::ResumePending, vec![("move", mv.clone())]));
    let offer =
        draw_offer.map(|by| phrase(PhraseKey::ResumeOffer, vec![("side", side_words(pack, by))]));
    if aloud {
        return Some(Sentence::joined([head, pending, offer, go, sealed]));
    }
    let times = match (white_ms, black_ms) {
        (Some(white), Some(black)) => Some(times_words(pack, *white, *black)),
        _ => None,
    };
    let recorded = recorded_ago_ms.map(|ago| match ago / 60_000 {
        0 => phrase(PhraseKey::ResumeRecordedNow, Vec::new()),
        minutes => phrase(
            PhraseKey::ResumeRecorded,
            vec![(
                "time",
                time_words(pack, i64::try_from(minutes * 60_000).unwrap_or(i64::MAX)),
            )],
        ),
    });
    Some(Sentence::joined([
        head, times, go, sealed, pending, offer, recorded,
    ]))
}

/// The mode in words.
fn mode_words(pack: &VoicePack, mode: &str) -> Sentence {
    let key = if mode == "practice" {
        PhraseKey::ModePractice
    } else {
        PhraseKey::ModeTournament
    };
    Sentence::phrase(pack, key, Vec::new())
}

/// The words of a server's status that ends a game without the laws' name for it.
pub(crate) fn status_words(pack: &VoicePack, status: crate::online::Status) -> Sentence {
    use crate::online::Status;
    let key = match status {
        Status::Timeout => PhraseKey::OnlineStatusTimeout,
        Status::Cheat => PhraseKey::OnlineStatusCheat,
        Status::NoStart => PhraseKey::OnlineStatusNoStart,
        Status::Draw => PhraseKey::OnlineStatusDraw,
        other => {
            return Sentence::phrase(
                pack,
                PhraseKey::OnlineStatusOther,
                vec![("status", Sentence::figures(other.name()))],
            )
        }
    };
    Sentence::phrase(pack, key, Vec::new())
}
