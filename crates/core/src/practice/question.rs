//! A drill's questions: what stands on a square, where the pieces of a kind are, which squares a piece can reach,
//! and a square's colour (then its diagonals); and the openings' (`opening_question.rs`). Each is made from a position and a seeded `Rng`, asked in the voice
//! pack's words, checked against an answer typed in any form, and answered in words.

use std::collections::BTreeSet;

use shakmaty::{Chess, Color, File, Piece, Position, Rank, Role, Square};

use super::{answers::AnswerWords, opening_question, positions::Positions, rng::Rng};
use crate::{
    boundary::Refusal,
    openings::Opening,
    session::mirror::{piece_sentence, square_words, Mirror},
    voice::{PhraseKey, Sentence, VoicePack},
};

/// The kinds of question, in the order a mixed drill takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// What stands on a square?
    Square,
    /// Where are the pieces of a kind?
    Pieces,
    /// Which squares can a piece reach?
    Reach,
    /// A square's colour, then its diagonals.
    Name,
    /// An opening's name heard: its moves?
    OpeningMoves,
    /// An opening's moves heard: its name?
    OpeningName,
}

impl Kind {
    /// Every kind about the board, in turn.
    pub const ALL: [Kind; 4] = [Kind::Square, Kind::Pieces, Kind::Reach, Kind::Name];
    /// The kinds of the openings drill, in turn.
    pub const OPENINGS: [Kind; 2] = [Kind::OpeningMoves, Kind::OpeningName];
}

/// One question with what it is asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Question {
    /// What stands on `square` in `pos`?
    Square { pos: Chess, square: Square },
    /// On which squares of `pos` does `piece` stand?
    Pieces { pos: Chess, piece: Piece },
    /// Which squares can the piece on `from` reach in `pos` (by a legal move of the side to move)?
    Reach { pos: Chess, from: Square },
    /// Is `square` light or dark?
    Name { square: Square },
    /// The moves of `opening`, heard by its name?
    OpeningMoves { opening: Opening },
    /// The name of `opening`, heard by its moves?
    OpeningName { opening: Opening },
}

/// How many positions are tried for a reach question before another kind of position is taken.
const TRIES: usize = 50;

/// Roles in the order pieces are chosen from for a question about where pieces stand: kings only rarely.
const ROLES: [Role; 5] = [
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

impl Question {
    /// A new question of `kind` about a position of `positions`.
    pub(crate) fn new(kind: Kind, positions: &Positions, rng: &mut Rng) -> Question {
        match kind {
            Kind::Square => {
                let pos = positions.pick(rng);
                let occupied: Vec<Square> = pos.board().occupied().into_iter().collect();
                // Mostly an occupied square, sometimes any square (and then often an empty one).
                let square = match rng.chance(70).then(|| rng.pick(&occupied)).flatten() {
                    Some(square) => *square,
                    None => any_square(rng),
                };
                Question::Square { pos, square }
            }
            Kind::Pieces => {
                let pos = positions.pick(rng);
                let color = if rng.chance(50) {
                    Color::White
                } else {
                    Color::Black
                };
                let present: Vec<Role> = ROLES
                    .into_iter()
                    .filter(|role| !(pos.board().by_piece(Piece { color, role: *role })).is_empty())
                    .collect();
                // Mostly a kind the side has; sometimes any kind (kings too), which may be none.
                let role = match rng.chance(85).then(|| rng.pick(&present)).flatten() {
                    Some(role) => *role,
                    None => *rng
                        .pick(&[
                            Role::King,
                            Role::Queen,
                            Role::Rook,
                            Role::Bishop,
                            Role::Knight,
                            Role::Pawn,
                        ])
                        .unwrap_or(&Role::Knight),
                };
                Question::Pieces {
                    pos,
                    piece: Piece { color, role },
                }
            }
            Kind::Reach => {
                for _ in 0..TRIES {
                    let pos = positions.pick(rng);
                    let movable = movable_pieces(&pos);
                    let officers: Vec<Square> = movable
                        .iter()
                        .copied()
                        .filter(|sq| pos.board().role_at(*sq) != Some(Role::Pawn))
                        .collect();
                    let choice = if rng.chance(80) && !officers.is_empty() {
                        rng.pick(&officers)
                    } else {
                        rng.pick(&movable)
                    };
                    if let Some(from) = choice {
                        return Question::Reach { pos, from: *from };
                    }
                }
                // Positions where nothing can move (every one a mate or stalemate): ask about the start position.
                Question::Reach {
                    pos: Chess::default(),
                    from: Square::G1,
                }
            }
            Kind::Name => Question::Name {
                square: any_square(rng),
            },
            Kind::OpeningMoves => Question::OpeningMoves {
                opening: opening_question::pick(rng),
            },
            Kind::OpeningName => Question::OpeningName {
                opening: opening_question::pick(rng),
            },
        }
    }

    /// The position asked about, if any (the colour of a square needs none).
    #[must_use]
    pub(crate) fn position(&self) -> Option<&Chess> {
        match self {
            Question::Square { pos, .. }
            | Question::Pieces { pos, .. }
            | Question::Reach { pos, .. } => Some(pos),
            Question::Name { .. }
            | Question::OpeningMoves { .. }
            | Question::OpeningName { .. } => None,
        }
    }

    /// The question in words: "What stands on Eva vier?".
    #[must_use]
    pub(crate) fn ask(&self, pack: &VoicePack) -> Sentence {
        let phrase = |key, values| Sentence::phrase(pack, key, values);
        match self {
            Question::Square { square, .. } => phrase(
                PhraseKey::DrillAskSquare,
                vec![("square", square_words(pack, *square))],
            ),
            Question::Pieces { piece, .. } => phrase(
                PhraseKey::DrillAskPieces,
                vec![("pieces", piece_sentence(pack, *piece))],
            ),
            Question::Reach { pos, from } => phrase(
                PhraseKey::DrillAskReach,
                vec![
                    ("piece", piece_on(pack, pos, *from)),
                    ("square", square_words(pack, *from)),
                ],
            ),
            Question::Name { square } => phrase(
                PhraseKey::DrillAskName,
                vec![("square", square_words(pack, *square))],
            ),
            Question::OpeningMoves { opening } => phrase(
                PhraseKey::DrillAskOpeningMoves,
                vec![("name", Sentence::english(opening.name.clone()))],
            ),
            Question::OpeningName { opening } => phrase(
                PhraseKey::DrillAskOpeningName,
                vec![("moves", opening_question::moves(pack, opening))],
            ),
        }
    }

    /// Whether `input` is the right answer.
    ///
    /// # Errors
    /// The refusal sentence when `input` cannot be read as this kind of answer (nothing is counted then).
    pub(crate) fn check(
        &self,
        input: &str,
        words: &AnswerWords,
        pack: &VoicePack,
    ) -> Result<bool, Refusal> {
        let refuse = |key: PhraseKey| Refusal::new(pack, key, &[("input", input.trim())]);
        match self {
            Question::Square { pos, square } => words
                .piece(input)
                .map(|given| given == piece_at(pos, *square))
                .ok_or_else(|| refuse(PhraseKey::ErrorDrillPiece)),
            Question::Pieces { pos, piece } => words
                .squares(input)
                .map(|given| given == pos.board().by_piece(*piece).into_iter().collect())
                .ok_or_else(|| refuse(PhraseKey::ErrorDrillSquares)),
            Question::Reach { pos, from } => words
                .squares(input)
                .map(|given| given == reach(pos, *from))
                .ok_or_else(|| refuse(PhraseKey::ErrorDrillSquares)),
            Question::Name { square } => words
                .colour(input)
                .map(|light| light == square.is_light())
                .ok_or_else(|| refuse(PhraseKey::ErrorDrillColour)),
            Question::OpeningMoves { opening } => {
                opening_question::check_moves(input, opening, pack, words.notation())
            }
            Question::OpeningName { opening } => Ok(opening_question::check_name(input, opening)),
        }
    }

    /// The right answer in words: "Eva vier: white Springer"; for a square's colour, its diagonals too.
    #[must_use]
    pub(crate) fn answer(&self, pack: &VoicePack) -> Sentence {
        match self {
            Question::Square { pos, square } => {
                Mirror::new(pos, pack, Color::White).describe_square(*square)
            }
            // The pieces' lines are worded by the board's mirror as text.
            Question::Pieces { pos, piece } => Sentence::text(
                Mirror::new(pos, pack, Color::White)
                    .pieces(
                        Some(piece.color.into()),
                        Some(&piece.role.char().to_string()),
                    )
                    .unwrap_or_default()
                    .join(". "),
            ),
            Question::Reach { pos, from } => {
                let targets: Vec<Sentence> = reach(pos, *from)
                    .into_iter()
                    .map(|sq| square_words(pack, sq))
                    .collect();
                let mut values = vec![
                    ("piece", piece_on(pack, pos, *from)),
                    ("square", square_words(pack, *from)),
                ];
                if targets.is_empty() {
                    Sentence::phrase(pack, PhraseKey::HintNoMoves, values)
                } else {
                    values.push(("targets", listed(pack, targets)));
                    Sentence::phrase(pack, PhraseKey::HintMoves, values)
                }
            }
            Question::Name { square } => square_facts(pack, *square),
            Question::OpeningMoves { opening } | Question::OpeningName { opening } => {
                opening_question::line(pack, opening)
            }
        }
    }
}

/// The piece on `square` with its colour ("white Springer"), or nothing.
fn piece_on(pack: &VoicePack, pos: &Chess, square: Square) -> Sentence {
    piece_at(pos, square).map_or_else(Sentence::default, |p| piece_sentence(pack, p))
}

/// Items in a list: "Anna drei, Bella vier or Cesar fuenf".
fn listed(pack: &VoicePack, mut items: Vec<Sentence>) -> Sentence {
    let Some(last) = items.pop() else {
        return Sentence::default();
    };
    if items.is_empty() {
        return last;
    }
    let separator = Sentence::phrase(pack, PhraseKey::ListSeparator, Vec::new());
    let last_separator = Sentence::phrase(pack, PhraseKey::ListLastSeparator, Vec::new());
    Sentence::separated(items, &separator)
        .append(last_separator)
        .append(last)
}

/// "Cesar fuenf is a dark square. Its diagonals run from Anna drei to Felix acht and from Anna sieben to Gustav
/// eins": the colour, and each diagonal through the square from one edge of the board to the other.
#[must_use]
pub(crate) fn square_facts(pack: &VoicePack, square: Square) -> Sentence {
    let name = square_words(pack, square);
    let key = if square.is_light() {
        PhraseKey::DrillLightSquare
    } else {
        PhraseKey::DrillDarkSquare
    };
    let colour = Sentence::phrase(pack, key, vec![("square", name)]);
    let diagonals: Vec<(Square, Square)> = [(1, 1), (1, -1)]
        .into_iter()
        .map(|(df, dr)| (edge(square, -df, -dr), edge(square, df, dr)))
        .filter(|(a, b)| a != b)
        .collect();
    let words = |(a, b): (Square, Square)| (square_words(pack, a), square_words(pack, b));
    let diagonals = match diagonals.as_slice() {
        [first, second] => {
            let ((a, b), (c, d)) = (words(*first), words(*second));
            Sentence::phrase(
                pack,
                PhraseKey::DrillDiagonals,
                vec![("a", a), ("b", b), ("c", c), ("d", d)],
            )
        }
        [only] => {
            let (a, b) = words(*only);
            Sentence::phrase(pack, PhraseKey::DrillDiagonalOne, vec![("a", a), ("b", b)])
        }
        _ => Sentence::default(),
    };
    Sentence::joined([Some(colour)]).then(". ", diagonals)
}

/// The last square from `square` in the direction (`df` files, `dr` ranks) before the edge of the board.
fn edge(square: Square, df: i32, dr: i32) -> Square {
    let mut current = square;
    loop {
        let file = i32::from(current.file()) + df;
        let rank = i32::from(current.rank()) + dr;
        match (u32::try_from(file), u32::try_from(rank)) {
            (Ok(file), Ok(rank)) if file < 8 && rank < 8 => {
                current = Square::from_coords(File::new(file), Rank::new(rank));
            }
            _ => return current,
        }
    }
}

fn any_square(rng: &mut Rng) -> Square {
    Square::ALL[rng.below(Square::ALL.len())]
}

fn piece_at(pos: &Chess, square: Square) -> Option<Piece> {
    pos.board().piece_at(square)
}

/// The squares of the side to move's pieces that have a legal move.
fn movable_pieces(pos: &Chess) -> Vec<Square> {
    let mut from: Vec<Square> = pos.legal_moves().iter().filter_map(|m| m.from()).collect();
    from.sort_unstable();
    from.dedup();
    from
}

/// Where the piece on `from` can go by a legal move: castling counts as the king's square of arrival.
#[must_use]
pub(crate) fn reach(pos: &Chess, from: Square) -> BTreeSet<Square> {
    pos.legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| {
            m.castling_side()
                .map_or_else(|| m.to(), |side| side.king_to(pos.turn()))
        })
        .collect()
}

#[cfg(test)]
mod tests;
