//! The openings drill's questions: hear an opening's name and type its moves ("name → moves"), or hear its moves
//! and type its name ("moves → name").
//!
//! The openings asked about are the tables' names, each by its shortest line (every name has one), of at most
//! [`MOST_PLIES`] moves of either side, so that a line can be heard and typed whole. Moves are right when they reach
//! the named position from the start (a transposition is the same opening), typed in any notation or the FIDE words
//! of any pack, a comma after each move in words. A name is right when it is the name or near it
//! ([`Opening::matches`]): the case, accents, punctuation, the variation's word order, or the family left out.

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::{Chess, Position};

use super::rng::Rng;
use crate::{
    boundary::Refusal,
    notation::{is_move_number_or_result, split_movetext, MoveReader, Notation},
    openings::{openings, NameMatch, Opening},
    voice::{announce, PhraseKey, Sentence, Style, VoicePack},
};

/// The longest line asked about, in moves of either side.
pub(crate) const MOST_PLIES: usize = 10;

/// The openings a drill asks about: each name once, by its shortest line, in the tables' order.
fn askable() -> &'static [Opening] {
    static ASKABLE: OnceLock<Vec<Opening>> = OnceLock::new();
    ASKABLE.get_or_init(|| {
        let mut shortest: HashMap<&str, &Opening> = HashMap::new();
        for opening in openings().lines() {
            let kept = shortest.entry(&opening.name).or_insert(opening);
            if opening.moves.len() < kept.moves.len() {
                *kept = opening;
            }
        }
        openings()
            .lines()
            .iter()
            .filter(|opening| {
                shortest.get(opening.name.as_str()) == Some(opening)
                    && opening.moves.len() <= MOST_PLIES
            })
            .cloned()
            .collect()
    })
}

/// An opening drawn with `rng`.
pub(crate) fn pick(rng: &mut Rng) -> Opening {
    let all = askable();
    all[rng.below(all.len())].clone()
}

/// The opening's moves in the pack's words, numbered: "1. e4 c5 2. Nf3" said as the pack says moves.
pub(crate) fn moves(pack: &VoicePack, opening: &Opening) -> Sentence {
    let mut pos = Chess::default();
    let mut out = Sentence::default();
    for (index, mv) in opening.moves.iter().enumerate() {
        let item = Sentence::words(pack, &announce(&pos, *mv, Style::Short));
        let item = if index % 2 == 0 {
            Sentence::figures(format!("{}.", index / 2 + 1)).then(" ", item)
        } else {
            item
        };
        out = if index == 0 {
            item
        } else {
            out.then(", ", item)
        };
        pos.play_unchecked(*mv);
    }
    out
}

/// "Sicilian Defense: moves 1. e4 c5": the name and its moves, as the answer of either question.
pub(crate) fn line(pack: &VoicePack, opening: &Opening) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::DrillOpeningLine,
        vec![
            ("name", Sentence::english(opening.name.clone())),
            ("moves", moves(pack, opening)),
        ],
    )
}

/// Whether the moves typed in `input` reach the opening's position from the start.
///
/// # Errors
/// The refusal when a move cannot be read or is not legal where it stands, or nothing is typed.
pub(crate) fn check_moves(
    input: &str,
    opening: &Opening,
    pack: &VoicePack,
    notation: Notation,
) -> Result<bool, Refusal> {
    let refuse = || Refusal::new(pack, PhraseKey::ErrorDrillMoves, &[("input", input.trim())]);
    let reader = MoveReader::for_pack(notation, pack);
    // Two squares alone ("d4 d5") read as one move from the first to the second: then as two moves.
    let one_by_one: Vec<String> = input
        .split([' ', ','])
        .filter(|token| !token.is_empty() && !is_move_number_or_result(token))
        .map(str::to_string)
        .collect();
    let pos = [split_movetext(&reader, input), one_by_one]
        .into_iter()
        .find_map(|typed| played(&reader, &typed))
        .ok_or_else(refuse)?;
    let mut end = Chess::default();
    for mv in &opening.moves {
        end.play_unchecked(*mv);
    }
    Ok(crate::openings::key(&pos) == crate::openings::key(&end))
}

/// The position `typed` reaches from the start, if every move reads and is legal.
fn played(reader: &MoveReader, typed: &[String]) -> Option<Chess> {
    if typed.is_empty() {
        return None;
    }
    let mut pos = Chess::default();
    for text in typed {
        let mv = reader.read(&pos, text).ok()?;
        pos.play_unchecked(mv);
    }
    Some(pos)
}

/// Whether the name typed is the opening's or near it.
pub(crate) fn check_name(input: &str, opening: &Opening) -> bool {
    opening.matches(input) != NameMatch::Other
}
