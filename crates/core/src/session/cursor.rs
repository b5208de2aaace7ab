//! The board cursor: a square the player moves over the board without typing (a gamepad's D-pad, a braille
//! display's keys), hearing at each step what stands there, and then picks a piece and its target to make a move.
//!
//! It is pure: each command is given the position and the side the board is seen from, and says what to report or
//! which move to make. Directions are the player's: up is away from them, left is their left, as on the tactile
//! board in front of them. The cursor starts on the square at the player's near left corner. A picked piece and a
//! promotion being chosen are dropped whenever the game changes (the session calls [`Cursor::reset`]).

use shakmaty::{Chess, Color, File, Position, Rank, Role, Square};

use super::mirror::{piece_sentence, square_words, Mirror};
use crate::{
    boundary::Refusal,
    notation::Intent,
    registry::Unreadable,
    voice::Sentence,
    voice::{PhraseKey, VoicePack},
};

/// The promotion pieces in the order they are offered: the queen first.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// One step of the cursor, from the player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Away from the player.
    Up,
    /// Towards the player.
    Down,
    /// To the player's left.
    Left,
    /// To the player's right.
    Right,
}

/// What a `cursor …` command asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CursorCommand {
    /// Where the cursor is and what stands there.
    Where,
    /// One square in a direction.
    Step(Direction),
    /// To a square (or the text that names none, refused when the cursor is asked to go).
    Go(Result<Square, Unreadable>),
    /// Read the rank the cursor stands on.
    Rank,
    /// Read the file the cursor stands on.
    File,
    /// To a rank, on the same file.
    ToRank(Result<Rank, Unreadable>),
    /// To a file, on the same rank.
    ToFile(Result<File, Unreadable>),
    /// The next piece of the same kind (`previous`: backwards), in the order the board is read.
    Next { backwards: bool },
    /// The next piece of a kind, of either side (`previous`: backwards), in the order the board is read.
    NextOf {
        piece: Result<Role, Unreadable>,
        backwards: bool,
    },
    /// Pick the piece under the cursor, or the target of the picked piece; with a square, go there first.
    Pick(Option<Result<Square, Unreadable>>),
    /// Drop the picked piece or the promotion being chosen.
    Cancel,
}

/// What a cursor command comes to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CursorOutcome {
    /// Say this about the cursor's square.
    Show { square: Square, text: Sentence },
    /// Make this move: the picked piece's square, the target, the promotion chosen.
    Play(Intent),
    /// Refused: why, and nothing changed.
    Refuse(Refusal),
}

/// A promotion whose piece is being chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Promotion {
    from: Square,
    to: Square,
    choice: usize,
}

/// The cursor's square, the piece picked to move, and a promotion being chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Cursor {
    square: Square,
    picked: Option<Square>,
    promotion: Option<Promotion>,
}

impl Cursor {
    /// A cursor at the near left corner of the player of `view`.
    #[must_use]
    pub(crate) fn new(view: Color) -> Cursor {
        Cursor {
            square: match view {
                Color::White => Square::A1,
                Color::Black => Square::H8,
            },
            picked: None,
            promotion: None,
        }
    }

    /// The square under the cursor.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn square(&self) -> Square {
        self.square
    }

    /// Forgets the picked piece and the promotion being chosen (the game changed).
    pub(crate) fn reset(&mut self) {
        self.picked = None;
        self.promotion = None;
    }

    /// Carries out `command` in `pos`, seen from the side of `view`, in `pack`'s words.
    pub(crate) fn apply(
        &mut self,
        command: &CursorCommand,
        pos: &Chess,
        view: Color,
        pack: &VoicePack,
    ) -> CursorOutcome {
        let mirror = Mirror::new(pos, pack, view);
        if let Some(promotion) = self.promotion {
            if let Some(outcome) = self.choose_promotion(promotion, command, pack) {
                return outcome;
            }
        }
        match command {
            CursorCommand::Where => self.show(mirror.describe_square(self.square)),
            CursorCommand::Step(direction) => match step(self.square, *direction, view) {
                Some(next) => {
                    self.square = next;
                    self.show(mirror.describe_square(next))
                }
                None => self.show(Sentence::phrase(
                    pack,
                    PhraseKey::CursorEdge,
                    vec![("square", mirror.describe_square(self.square))],
                )),
            },
            CursorCommand::Go(square) => match square {
                Ok(square) => {
                    self.square = *square;
                    self.show(mirror.describe_square(*square))
                }
                Err(problem) => CursorOutcome::Refuse(problem.refusal(pack)),
            },
            CursorCommand::Rank => self.show(mirror.describe_rank(self.square.rank())),
            CursorCommand::File => self.show(mirror.describe_file(self.square.file())),
            CursorCommand::Next { backwards } => {
                self.square = next_alike(pos, &mirror.board_order(), self.square, *backwards);
                self.show(mirror.describe_square(self.square))
            }
            CursorCommand::ToRank(rank) => match rank {
                Ok(rank) => self.go(Square::from_coords(self.square.file(), *rank), &mirror),
                Err(problem) => CursorOutcome::Refuse(problem.refusal(pack)),
            },
            CursorCommand::ToFile(file) => match file {
                Ok(file) => self.go(Square::from_coords(*file, self.square.rank()), &mirror),
                Err(problem) => CursorOutcome::Refuse(problem.refusal(pack)),
            },
            CursorCommand::NextOf { piece, backwards } => match piece {
                Ok(role) => {
                    let role = *role;
                    let order = mirror.board_order();
                    match next_of_kind(pos, &order, self.square, role, *backwards) {
                        Some(square) => self.go(square, &mirror),
                        None => self.show(Sentence::phrase(
                            pack,
                            PhraseKey::PiecesNone,
                            vec![(
                                "pieces",
                                Sentence::words(pack, &[crate::voice::Word::Piece(role)]),
                            )],
                        )),
                    }
                }
                Err(problem) => CursorOutcome::Refuse(problem.refusal(pack)),
            },
            CursorCommand::Pick(at) => {
                if let Some(square) = at {
                    match square {
                        Ok(square) => self.square = *square,
                        Err(problem) => return CursorOutcome::Refuse(problem.refusal(pack)),
                    }
                }
                self.pick(pos, pack)
            }
            CursorCommand::Cancel => {
                let had = self.picked.take().is_some();
                let key = if had {
                    PhraseKey::CursorDropped
                } else {
                    PhraseKey::CursorNothingPicked
                };
                self.show(Sentence::phrase(pack, key, Vec::new()))
            }
        }
    }

    /// While a promotion piece is chosen: steps change it, pick confirms it, cancel drops it, going to another
    /// square drops it and goes on (`None`); reading the rank or file (`None`) leaves it waiting.
    fn choose_promotion(
        &mut self,
        promotion: Promotion,
        command: &CursorCommand,
        pack: &VoicePack,
    ) -> Option<CursorOutcome> {
        let forward = match command {
            CursorCommand::Step(Direction::Up | Direction::Right)
            | CursorCommand::Next { backwards: false } => true,
            CursorCommand::Step(Direction::Down | Direction::Left)
            | CursorCommand::Next { backwards: true } => false,
            CursorCommand::Pick(None) => {
                self.reset();
                let role = PROMOTIONS[promotion.choice];
                return Some(CursorOutcome::Play(Intent::squares(
                    promotion.from,
                    promotion.to,
                    Some(role),
                )));
            }
            CursorCommand::Cancel => {
                self.reset();
                return Some(self.show(Sentence::phrase(
                    pack,
                    PhraseKey::CursorDropped,
                    Vec::new(),
                )));
            }
            CursorCommand::Where => {
                return Some(self.show(promotion_text(pack, promotion.choice)));
            }
            // Going elsewhere leaves the promotion: the pawn is no longer picked.
            CursorCommand::Go(_)
            | CursorCommand::Pick(Some(_))
            | CursorCommand::ToRank(_)
            | CursorCommand::ToFile(_)
            | CursorCommand::NextOf { .. } => {
                self.reset();
                return None;
            }
            CursorCommand::Rank | CursorCommand::File => return None,
        };
        let count = PROMOTIONS.len();
        let choice = if forward {
            (promotion.choice + 1) % count
        } else {
            (promotion.choice + count - 1) % count
        };
        self.promotion = Some(Promotion {
            choice,
            ..promotion
        });
        Some(self.show(promotion_text(pack, choice)))
    }

    /// Picks the piece under the cursor, or, with a piece picked, its target: the move, or the promotion piece to
    /// choose. Picking the picked piece again puts it back; picking another piece of the player's picks that one.
    fn pick(&mut self, pos: &Chess, pack: &VoicePack) -> CursorOutcome {
        let board = pos.board();
        let mover = pos.turn();
        let own = board.piece_at(self.square).filter(|p| p.color == mover);
        match (self.picked, own) {
            (Some(from), _) if from == self.square => {
                self.picked = None;
                self.show(Sentence::phrase(pack, PhraseKey::CursorDropped, Vec::new()))
            }
            (_, Some(piece)) => {
                self.picked = Some(self.square);
                self.show(Sentence::phrase(
                    pack,
                    PhraseKey::CursorPicked,
                    vec![
                        ("piece", piece_sentence(pack, piece)),
                        ("square", square_words(pack, self.square)),
                    ],
                ))
            }
            (Some(from), None) => {
                let to = self.square;
                let promotes = pos
                    .legal_moves()
                    .iter()
                    .any(|m| m.from() == Some(from) && m.to() == to && m.promotion().is_some());
                if promotes {
                    self.promotion = Some(Promotion {
                        from,
                        to,
                        choice: 0,
                    });
                    return self.show(promotion_text(pack, 0));
                }
                // Still picked if the move is refused; the session resets the cursor when the move is made.
                CursorOutcome::Play(Intent::squares(from, to, None))
            }
            (None, None) => CursorOutcome::Refuse(Refusal::new(
                pack,
                PhraseKey::ErrorCursorPick,
                &[
                    ("square", &pack.square(self.square)),
                    ("side", &side_word(pack, mover)),
                ],
            )),
        }
    }

    /// Moves to `square` and says what stands there.
    fn go(&mut self, square: Square, mirror: &Mirror) -> CursorOutcome {
        self.square = square;
        self.show(mirror.describe_square(square))
    }

    fn show(&self, text: Sentence) -> CursorOutcome {
        CursorOutcome::Show {
            square: self.square,
            text,
        }
    }
}

/// The square one step from `square` in `direction` for the player of `view`; `None` off the board.
fn step(square: Square, direction: Direction, view: Color) -> Option<Square> {
    let towards = |ahead: bool| {
        if ahead == (view == Color::White) {
            1
        } else {
            -1
        }
    };
    let (files, ranks) = match direction {
        Direction::Up => (0, towards(true)),
        Direction::Down => (0, towards(false)),
        Direction::Right => (towards(true), 0),
        Direction::Left => (towards(false), 0),
    };
    let file = File::try_from(i32::from(square.file()) + files).ok()?;
    let rank = Rank::try_from(i32::from(square.rank()) + ranks).ok()?;
    Some(Square::from_coords(file, rank))
}

/// The next square in `order` after `from` (wrapping) with the same piece as `from`, or with any piece when `from`
/// is empty; `from` itself when there is none.
fn next_alike(pos: &Chess, order: &[Square], from: Square, backwards: bool) -> Square {
    let board = pos.board();
    let wanted = board.piece_at(from);
    let at = order.iter().position(|sq| *sq == from).unwrap_or(0);
    let len = order.len();
    (1..len)
        .map(|k| {
            if backwards {
                order[(at + len - k) % len]
            } else {
                order[(at + k) % len]
            }
        })
        .find(|sq| match (wanted, board.piece_at(*sq)) {
            (Some(wanted), Some(found)) => found == wanted,
            (None, found) => found.is_some(),
            (Some(_), None) => false,
        })
        .unwrap_or(from)
}

/// The next square in `order` after `from` (wrapping) with a piece of kind `role` of either side: `from` itself when
/// it holds the only one, `None` when there is none.
fn next_of_kind(
    pos: &Chess,
    order: &[Square],
    from: Square,
    role: Role,
    backwards: bool,
) -> Option<Square> {
    let board = pos.board();
    let at = order.iter().position(|sq| *sq == from).unwrap_or(0);
    let len = order.len();
    (1..=len)
        .map(|k| {
            if backwards {
                order[(at + len - k % len) % len]
            } else {
                order[(at + k) % len]
            }
        })
        .find(|sq| board.piece_at(*sq).is_some_and(|piece| piece.role == role))
}

fn promotion_text(pack: &VoicePack, choice: usize) -> Sentence {
    let role = PROMOTIONS[choice % PROMOTIONS.len()];
    Sentence::phrase(
        pack,
        PhraseKey::CursorPromotion,
        vec![(
            "piece",
            Sentence::words(pack, &[crate::voice::Word::Piece(role)]),
        )],
    )
}

fn side_word(pack: &VoicePack, color: Color) -> String {
    crate::words::side_name(pack, color.into())
}

#[cfg(test)]
mod tests;
