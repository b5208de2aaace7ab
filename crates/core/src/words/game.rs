//! The sentences of a game's events: announcements, results, offers, claims, penalties, adjournment and
//! retracing, in the voice pack's words. The clock's are in `clock.rs`; the words for sides
//! and times that both use in `mod.rs`.

use crate::{
    clock::Side,
    rules::{Claim, GameResult, Score, Termination},
    voice::{PhraseKey, VoicePack, Word},
};

use crate::boundary::{ConfirmAction, Event};

use super::{both_times, side_name, spoken_time};

/// "12." for White's move twelve, "12..." for Black's: the number as a scoresheet writes it.
#[must_use]
pub fn move_label(move_number: u32, side: Side) -> String {
    match side {
        Side::White => format!("{move_number}."),
        Side::Black => format!("{move_number}..."),
    }
}

/// The name of a claim ("threefold repetition").
#[must_use]
pub fn claim_name(pack: &VoicePack, claim: Claim) -> String {
    match claim {
        Claim::ThreefoldRepetition => pack.phrase(PhraseKey::ClaimThreefold, &[]),
        Claim::FiftyMoves => pack.phrase(PhraseKey::ClaimFifty, &[]),
    }
}

/// The sentence of a game event; `None` for the clock's events (worded in `clock.rs`).
pub(super) fn sentence(pack: &VoicePack, event: &Event) -> Option<String> {
    let side = |side: Side| side_name(pack, side);
    let times = |white: &Option<i64>, black: &Option<i64>| match (white, black) {
        (Some(white), Some(black)) => Some(both_times(pack, *white, *black)),
        _ => None,
    };
    Some(match event {
        Event::Game {
            white,
            black,
            mode,
            journal,
        } => {
            let mode = mode_words(pack, mode);
            join([
                Some(game_start(pack, white, black, &mode)),
                Some(pack.phrase(PhraseKey::GameHelp, &[])),
                Some(pack.phrase(PhraseKey::GameJournal, &[("path", journal)])),
            ])
        }
        Event::Resumed { journal, .. } => join([
            resumed(pack, event),
            Some(pack.phrase(PhraseKey::GameJournal, &[("path", journal)])),
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
            let line = pack.phrase(
                key,
                &[
                    ("number", &move_label(*move_number, *mover)),
                    ("move", text),
                ],
            );
            if *correction {
                format!("{}: {line}", pack.word(Word::Correction).text)
            } else {
                line
            }
        }
        Event::Result(result, detail) => result_sentence(pack, result, detail.as_deref()),
        Event::EnvelopeCode { code } => pack.phrase(PhraseKey::EnvelopeCode, &[("code", code)]),
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
            pack.phrase(
                key,
                &[
                    ("side", &side(*who)),
                    ("problem", about.as_deref().unwrap_or_default()),
                ],
            )
        }
        Event::DrawOffer { side: who } => {
            pack.phrase(PhraseKey::DrawOffered, &[("side", &side(*who))])
        }
        Event::DrawDeclined { side: who } => {
            pack.phrase(PhraseKey::DrawDeclined, &[("side", &side(*who))])
        }
        Event::Claim {
            kind,
            valid,
            side: who,
        } => pack.phrase(
            if *valid {
                PhraseKey::ClaimCorrect
            } else {
                PhraseKey::ClaimWrong
            },
            &[("side", &side(*who)), ("kind", &claim_name(pack, *kind))],
        ),
        Event::Penalty {
            side: who,
            illegal_moves: None,
            added_ms: Some(added),
            ..
        } => pack.phrase(
            PhraseKey::PenaltyClaim,
            &[
                ("opponent", &side(who.opposite())),
                ("time", &spoken_time(pack, *added)),
            ],
        ),
        Event::Penalty {
            side: who,
            added_ms: Some(added),
            ..
        } => pack.phrase(
            PhraseKey::PenaltyTime,
            &[
                ("side", &side(*who)),
                ("opponent", &side(who.opposite())),
                ("time", &spoken_time(pack, *added)),
            ],
        ),
        Event::Penalty { side: who, .. } => {
            pack.phrase(PhraseKey::PenaltyNoClock, &[("side", &side(*who))])
        }
        Event::Adjourned {
            sealed_by,
            move_number,
            white_ms,
            black_ms,
            draw_offer,
            ..
        } => join([
            Some(pack.phrase(
                PhraseKey::Adjourned,
                &[
                    ("side", &side(*sealed_by)),
                    ("number", &pack.number(*move_number)),
                ],
            )),
            times(white_ms, black_ms),
            draw_offer.map(|by| pack.phrase(PhraseKey::DrawOffered, &[("side", &side(by))])),
        ]),
        Event::Takeback {
            last_move,
            white_ms,
            black_ms,
            cancelled,
            ..
        } => join([
            Some(match last_move {
                Some((number, who)) => pack.phrase(
                    PhraseKey::Retraced,
                    &[("side", &side(*who)), ("number", &pack.number(*number))],
                ),
                None => pack.phrase(PhraseKey::RetracedStart, &[]),
            }),
            cancelled.map(|score| {
                pack.phrase(PhraseKey::ResultCancelled, &[("result", score.as_str())])
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
        } => join([
            Some(pack.phrase(
                PhraseKey::Discrepancy,
                &[
                    ("sheet", &side(*sheet)),
                    ("number", &pack.number(*move_number)),
                    ("side", &side(*mover)),
                    ("game", game_text),
                    ("recorded", recorded_text),
                ],
            )),
            Some(pack.phrase(
                PhraseKey::DiscrepancyRetrace,
                &[("ply", &agree_until_ply.to_string())],
            )),
            times(white_ms, black_ms)
                .map(|times| pack.phrase(PhraseKey::DiscrepancyTimes, &[("times", &times)])),
        ]),
        Event::Notice { text }
        | Event::Left { text, .. }
        | Event::Answer { text, .. }
        | Event::Cursor { text, .. } => text.clone(),
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
pub fn result_sentence(pack: &VoicePack, result: &GameResult, detail: Option<&str>) -> String {
    result_in(
        pack,
        result,
        detail,
        (PhraseKey::ResultWin, PhraseKey::ResultDraw),
    )
}

/// The result as it is said: in words, without the figures that read as punctuation ("Game over: White wins,
/// checkmate").
fn spoken_result(pack: &VoicePack, result: &GameResult, detail: Option<&str>) -> String {
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
    detail: Option<&str>,
    (win, draw): (PhraseKey, PhraseKey),
) -> String {
    let by = result.by.map(|c| side_name(pack, c.into()));
    let by = by.as_deref().unwrap_or_default();
    let mut reason = match result.termination {
        Termination::Checkmate => pack.phrase(PhraseKey::EndingCheckmate, &[]),
        Termination::Stalemate => pack.phrase(PhraseKey::EndingStalemate, &[]),
        Termination::InsufficientMaterial => {
            pack.phrase(PhraseKey::EndingInsufficientMaterial, &[])
        }
        Termination::FivefoldRepetition => pack.phrase(PhraseKey::EndingFivefoldRepetition, &[]),
        Termination::SeventyfiveMoves => pack.phrase(PhraseKey::EndingSeventyfiveMoves, &[]),
        Termination::DeadPosition => pack.phrase(PhraseKey::EndingDeadPosition, &[]),
        Termination::ThreefoldRepetition => pack.phrase(PhraseKey::TerminationThreefold, &[]),
        Termination::FiftyMoves => pack.phrase(PhraseKey::TerminationFifty, &[]),
        Termination::Agreement if by.is_empty() => {
            pack.phrase(PhraseKey::TerminationAgreement, &[])
        }
        Termination::Agreement => pack.phrase(PhraseKey::TerminationAccepted, &[("side", by)]),
        Termination::SealedMove => pack.phrase(PhraseKey::TerminationSealedMove, &[("side", by)]),
        Termination::Arbiter => match detail {
            Some(detail) => pack.phrase(PhraseKey::TerminationArbiterDetail, &[("detail", detail)]),
            None => pack.phrase(PhraseKey::TerminationArbiter, &[]),
        },
        Termination::Resignation => pack.phrase(PhraseKey::TerminationResignation, &[("side", by)]),
        Termination::TimeForfeit => pack.phrase(PhraseKey::TerminationTimeForfeit, &[("side", by)]),
        Termination::IllegalMoves => {
            pack.phrase(PhraseKey::TerminationIllegalMoves, &[("side", by)])
        }
    };
    if result.opponent_cannot_mate {
        let opponent = result
            .by
            .map(|c| side_name(pack, (!c).into()))
            .unwrap_or_default();
        reason = pack.phrase(
            PhraseKey::TerminationCannotMate,
            &[("reason", &reason), ("side", &opponent)],
        );
    }
    let score = result.score.as_str();
    match result.score {
        Score::Draw => pack.phrase(draw, &[("result", score), ("reason", &reason)]),
        Score::WhiteWins | Score::BlackWins => {
            let winner = match result.score {
                Score::WhiteWins => Side::White,
                _ => Side::Black,
            };
            pack.phrase(
                win,
                &[
                    ("result", score),
                    ("side", &side_name(pack, winner)),
                    ("reason", &reason),
                ],
            )
        }
    }
}

/// Sentences joined with ". ", leaving out the missing ones (a sentence's own full stop is not doubled).
/// The start of a game in one sentence: the players with their colours and the mode, or only the mode when the
/// players have no names but their colours.
fn game_start(pack: &VoicePack, white: &str, black: &str, mode: &str) -> String {
    let unnamed = white == super::side_name(pack, Side::White)
        && black == super::side_name(pack, Side::Black);
    if unnamed {
        pack.phrase(PhraseKey::GameNewUnnamed, &[("mode", mode)])
    } else {
        pack.phrase(
            PhraseKey::GameNew,
            &[("white", white), ("black", black), ("mode", mode)],
        )
    }
}

/// What is said aloud of an event whose printed line holds more than is worth hearing: a game's start is one short
/// sentence (the players and the mode; the journal's path and the way to help are only printed), a resumed game's
/// leaves out the path. `None` for the other events: their printed sentence is said.
pub(super) fn spoken(pack: &VoicePack, event: &Event) -> Option<String> {
    match event {
        Event::Game {
            white, black, mode, ..
        } => Some(game_start(pack, white, black, &mode_words(pack, mode))),
        Event::Resumed { .. } => resumed(pack, event),
        Event::Left { spoken, .. }
        | Event::Answer {
            spoken: Some(spoken),
            ..
        } => Some(spoken.clone()),
        Event::Result(result, detail) => Some(spoken_result(pack, result, detail.as_deref())),
        _ => None,
    }
}

/// A resumed game in one sentence: the move reached, who is to move, the times and a sealed move to play (the
/// journal's path is only printed). `None` for other events.
fn resumed(pack: &VoicePack, event: &Event) -> Option<String> {
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
    if *over {
        return Some(pack.phrase(PhraseKey::ResumeOver, &[]));
    }
    let side = side_name(pack, *to_move);
    let recorded = recorded_ago_ms.map(|ago| match ago / 60_000 {
        0 => pack.phrase(PhraseKey::ResumeRecordedNow, &[]),
        minutes => pack.phrase(
            PhraseKey::ResumeRecorded,
            &[(
                "time",
                &spoken_time(pack, i64::try_from(minutes * 60_000).unwrap_or(i64::MAX)),
            )],
        ),
    });
    Some(join([
        Some(pack.phrase(
            PhraseKey::GameResumed,
            &[("number", &pack.number(*move_number)), ("side", &side)],
        )),
        match (white_ms, black_ms) {
            (Some(white), Some(black)) => Some(both_times(pack, *white, *black)),
            _ => None,
        },
        // The clocks wait for go; a sealed move is played by go and its code, said next.
        (white_ms.is_some() && !sealed).then(|| pack.phrase(PhraseKey::ResumeGo, &[])),
        sealed.then(|| pack.phrase(PhraseKey::ResumeSealed, &[("side", &side)])),
        pending
            .as_ref()
            .map(|mv| pack.phrase(PhraseKey::ResumePending, &[("move", mv)])),
        draw_offer.map(|by| pack.phrase(PhraseKey::ResumeOffer, &[("side", &side_name(pack, by))])),
        recorded,
    ]))
}

/// The mode in words.
fn mode_words(pack: &VoicePack, mode: &str) -> String {
    if mode == "practice" {
        pack.phrase(PhraseKey::ModePractice, &[])
    } else {
        pack.phrase(PhraseKey::ModeTournament, &[])
    }
}

fn join<const N: usize>(parts: [Option<String>; N]) -> String {
    parts
        .iter()
        .flatten()
        .map(|part| part.trim_end_matches('.'))
        .collect::<Vec<_>>()
        .join(". ")
}
