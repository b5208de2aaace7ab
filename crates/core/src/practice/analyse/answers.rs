//! The engine's answers in words: the evaluation, the best move or line, the best lines, the threat; and the
//! evaluation a file recorded, when no engine runs.

use shakmaty::{uci::UciMove, Chess, Color, Move, Position};

use super::{Question, LINE_PLIES};
use crate::{
    analysis::CommentEval,
    boundary::Event,
    engine::{Evaluation, PrincipalVariation},
    voice::{announce, PhraseKey, Sentence, Style, VoicePack},
    words::{evaluation_sentence, move_label},
};

/// The position with the other side to move, for `threat`; `None` in check, where it would not be legal.
pub(super) fn threat_position(position: &Chess) -> Option<Chess> {
    if position.is_check() {
        return None;
    }
    position.clone().swap_turn().ok()
}

/// The evaluation a file recorded after the move reached (`[%eval]`), said as from the file.
pub(super) fn recorded_eval(pack: &VoicePack, recorded: CommentEval) -> Event {
    let eval = match recorded {
        CommentEval::Pawns(cp) => Evaluation::Pawns(cp),
        CommentEval::Mate(n) => Evaluation::Mate(n),
    };
    Event::answer(
        "eval",
        Sentence::phrase(
            pack,
            PhraseKey::AnalyseRecorded,
            vec![("evaluation", evaluation_sentence(pack, eval, None))],
        ),
    )
}

/// The answer to `question` about `position` from the engine's `lines` (best first), one event per line said.
pub(super) fn answer(
    pack: &VoicePack,
    style: Style,
    position: &Chess,
    question: Question,
    lines: &[PrincipalVariation],
) -> Vec<Event> {
    let asked_about = match question {
        Question::Threat => {
            super::answers::threat_position(position).unwrap_or_else(|| position.clone())
        }
        _ => position.clone(),
    };
    let mover = asked_about.turn();
    let Some(best) = lines.first() else {
        return vec![Event::answer(
            "eval",
            Sentence::phrase(pack, PhraseKey::ErrorAnalyseNoMoves, Vec::new()),
        )];
    };
    match question {
        Question::Eval => vec![eval_event(pack, best, mover, None, None)],
        Question::Best { .. } | Question::Threat => {
            let (key, name, plies) = match question {
                Question::Best { line: true } => (PhraseKey::AnalyseBestLine, "moves", LINE_PLIES),
                Question::Threat => (PhraseKey::AnalyseThreat, "move", 1),
                _ => (PhraseKey::AnalyseBest, "move", 1),
            };
            let text = Sentence::phrase(
                pack,
                key,
                vec![
                    (
                        name,
                        moves_said(pack, style, &asked_about, &best.moves, plies),
                    ),
                    ("evaluation", said(pack, best, mover)),
                ],
            );
            vec![eval_event(pack, best, mover, None, Some(text))]
        }
        Question::Lines(_) => lines
            .iter()
            .map(|line| {
                let text = Sentence::phrase(
                    pack,
                    PhraseKey::AnalyseLineRank,
                    vec![
                        ("rank", Sentence::figures(line.rank.to_string())),
                        (
                            "move",
                            moves_said(pack, style, &asked_about, &line.moves, 1),
                        ),
                        ("evaluation", said(pack, line, mover)),
                    ],
                );
                eval_event(pack, line, mover, Some(line.rank), Some(text))
            })
            .collect(),
    }
}

/// A line's evaluation with its depth, in words.
fn said(pack: &VoicePack, line: &PrincipalVariation, mover: Color) -> Sentence {
    evaluation_sentence(
        pack,
        Evaluation::from_mover(line.score, mover),
        Some(line.depth),
    )
}

/// The `eval` event of `line`: its score from White's side, its depth and moves, and `text` (the evaluation alone
/// when `None`).
fn eval_event(
    pack: &VoicePack,
    line: &PrincipalVariation,
    mover: Color,
    rank: Option<u8>,
    text: Option<Sentence>,
) -> Event {
    let eval = Evaluation::from_mover(line.score, mover);
    let (cp, mate) = match eval {
        Evaluation::Pawns(cp) => (Some(cp), None),
        Evaluation::Mate(n) => (None, Some(n)),
    };
    Event::Eval {
        cp,
        mate,
        depth: line.depth,
        pv: line.moves.iter().map(ToString::to_string).collect(),
        multipv: rank,
        text: text.unwrap_or_else(|| said(pack, line, mover)),
    }
}

/// The first `most` moves of `moves` from `position` in the pack's words, numbered ("12. Springer Felix drei,
/// Springer Felix sechs"): a move the position does not allow ends the line there.
fn moves_said(
    pack: &VoicePack,
    style: Style,
    position: &Chess,
    moves: &[UciMove],
    most: usize,
) -> Sentence {
    let mut pos = position.clone();
    let mut said = Vec::new();
    for (index, uci) in moves.iter().take(most).enumerate() {
        let Ok(mv) = uci.to_move(&pos) else {
            break;
        };
        said.push(numbered(
            pack,
            style,
            &pos,
            mv,
            index == 0 || pos.turn() == Color::White,
        ));
        pos.play_unchecked(mv);
    }
    let separator = Sentence::phrase(pack, PhraseKey::ListSeparator, Vec::new());
    Sentence::separated(said, &separator)
}

/// A move in the pack's words, with its number when `numbered`.
fn numbered(pack: &VoicePack, style: Style, before: &Chess, mv: Move, numbered: bool) -> Sentence {
    let words = Sentence::words(pack, &announce(before, mv, style));
    if !numbered {
        return words;
    }
    Sentence::phrase(
        pack,
        PhraseKey::AnnounceLine,
        vec![
            (
                "number",
                Sentence::figures(move_label(before.fullmoves().get(), before.turn().into())),
            ),
            ("move", words),
        ],
    )
}
