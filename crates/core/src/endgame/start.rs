//! Random start positions for a material: legal, the player (White) to move, no piece of the player's hanging, and
//! won for the player by the tables; the same seed gives the same position.

use shakmaty::{Bitboard, Board, Chess, Color, FromSetup, Piece, Position, Rank, Role, Square};

use super::{Material, ProbeError, Tablebase, Verdict};
use crate::practice::rng::Rng;

/// How many placements are tried before a material is said to have no won start.
const TRIES: u32 = 20_000;

/// Why no start position was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The tables could not be asked.
    Probe(ProbeError),
    /// No placement tried was won for the player (KNNK, say, or KK).
    NoWin,
}

/// A start position for `material` drawn from `seed`, White (the player) to move.
///
/// # Errors
/// [`StartError::Probe`] when the tables for the material are missing; [`StartError::NoWin`] when none of the
/// placements tried is won for the player.
pub fn random_start(
    material: &Material,
    seed: u64,
    tables: &dyn Tablebase,
) -> Result<Chess, StartError> {
    let mut rng = Rng::new(seed);
    for _ in 0..TRIES {
        let Some(pos) = placement(material, &mut rng) else {
            continue;
        };
        if hanging(&pos) {
            continue;
        }
        match tables.probe(&pos) {
            Ok(probe) if probe.verdict == Verdict::Win && probe.dtz > 1 => return Ok(pos),
            Ok(_) => {}
            Err(problem) => return Err(StartError::Probe(problem)),
        }
    }
    Err(StartError::NoWin)
}

/// The pieces put on random empty squares (pawns off the first and last ranks); `None` when that is not a legal
/// position with White to move.
fn placement(material: &Material, rng: &mut Rng) -> Option<Chess> {
    let mut board = Board::empty();
    let sides = [
        (Color::White, &material.strong),
        (Color::Black, &material.weak),
    ];
    for (color, roles) in sides {
        for role in roles.iter() {
            let free: Vec<Square> = Square::ALL
                .into_iter()
                .filter(|square| board.piece_at(*square).is_none())
                .filter(|square| {
                    *role != Role::Pawn || !matches!(square.rank(), Rank::First | Rank::Eighth)
                })
                .collect();
            let square = *rng.pick(&free)?;
            board.set_piece_at(square, Piece { color, role: *role });
        }
    }
    let setup = shakmaty::Setup {
        board,
        ..shakmaty::Setup::empty()
    };
    Chess::from_setup(setup, shakmaty::CastlingMode::Standard).ok()
}

/// Whether a piece of the player's (not the king) stands attacked by the defender and undefended, or attacked by
/// a piece worth less.
fn hanging(pos: &Chess) -> bool {
    let board = pos.board();
    let occupied = board.occupied();
    let player = board.by_color(Color::White) & !board.kings();
    player.into_iter().any(|square| {
        let attackers = board.attacks_to(square, Color::Black, occupied);
        if attackers.is_empty() {
            return false;
        }
        let defenders: Bitboard = board.attacks_to(square, Color::White, occupied);
        let cheaper = attackers.into_iter().any(|from| {
            board.role_at(from).is_some_and(|attacker| {
                attacker != Role::King
                    && worth(attacker) < worth(board.role_at(square).unwrap_or(Role::Pawn))
            })
        });
        defenders.is_empty() || cheaper
    })
}

fn worth(role: Role) -> u8 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 100,
    }
}
