//! The server's list of moves against the game as it stands. The server is the authority and sends every move so
//! far with each state, so the list is compared move by move from the start, never by its last move alone: the
//! game's moves are confirmed, the server's new ones (one or several) are to be played, fewer moves mean a takeback,
//! and a list that parts from the game says where. Castling is compared as a move, so the server's king to rook
//! (`e1h1`) and king two squares (`e1g1`) are the same.

use shakmaty::{uci::UciMove, CastlingMode, Chess, Move, Position};

/// The server's moves compared with the game's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Reconciled {
    /// The server has the game's moves, then these new ones (none: nothing new).
    Ahead(Vec<Move>),
    /// The server has the game's first moves and this many fewer: they were taken back.
    Behind(usize),
    /// The server's moves part from the game's at this half-move (0 for the first); the server's from there on.
    Differs {
        /// The first half-move that differs.
        ply: usize,
        /// The server's moves from that half-move on.
        moves: Vec<Move>,
    },
    /// The server's move at this half-move cannot be read or is not legal there.
    Unreadable {
        /// The half-move (0 for the first).
        ply: usize,
        /// The move as the server wrote it.
        text: String,
    },
}

/// The server's `moves` (UCI, separated by spaces) from `start`, against the game's moves `known` from the same start.
#[must_use]
pub(crate) fn reconcile(start: &Chess, known: &[Move], server_moves: &str) -> Reconciled {
    let mut position = start.clone();
    let mut server = Vec::new();
    for (ply, text) in server_moves.split_whitespace().enumerate() {
        let Some(mv) = text
            .parse::<UciMove>()
            .ok()
            .and_then(|uci| uci.to_move(&position).ok())
        else {
            return Reconciled::Unreadable {
                ply,
                text: text.to_string(),
            };
        };
        position.play_unchecked(mv);
        server.push(mv);
    }
    let same = known
        .iter()
        .zip(&server)
        .take_while(|(a, b)| a == b)
        .count();
    if same == known.len() {
        Reconciled::Ahead(server.split_off(same))
    } else if same == server.len() {
        Reconciled::Behind(known.len() - same)
    } else {
        Reconciled::Differs {
            ply: same,
            moves: server.split_off(same),
        }
    }
}

/// A move as it is sent to the server: UCI with castling as the king's two squares (which the server reads in
/// standard chess as it reads king to rook).
#[must_use]
pub(crate) fn server_uci(mv: Move) -> String {
    mv.to_uci(CastlingMode::Standard).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{fen::Fen, Square};

    fn moves(start: &Chess, uci: &str) -> Vec<Move> {
        match reconcile(start, &[], uci) {
            Reconciled::Ahead(moves) => moves,
            other => panic!("{uci}: {other:?}"),
        }
    }

    fn from_fen(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn new_moves_one_or_several_are_ahead_and_the_same_list_is_nothing_new() {
        let start = Chess::default();
        let known = moves(&start, "e2e4 e7e5");
        assert_eq!(
            reconcile(&start, &known, "e2e4 e7e5"),
            Reconciled::Ahead(vec![])
        );
        let Reconciled::Ahead(new) = reconcile(&start, &known, "e2e4 e7e5 g1f3 b8c6 f1b5") else {
            panic!("not ahead");
        };
        assert_eq!(new.len(), 3);
        assert_eq!(new[0].from(), Some(Square::G1));
        assert_eq!(new[2].to(), Square::B5);
    }

    #[test]
    fn castling_king_to_rook_and_king_two_squares_are_the_same_move() {
        let start = Chess::default();
        let before = "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5";
        let two_squares = moves(&start, &format!("{before} e1g1"));
        let to_rook = moves(&start, &format!("{before} e1h1"));
        assert_eq!(two_squares, to_rook);
        assert!(two_squares[6].is_castle());
        assert_eq!(
            reconcile(&start, &two_squares, &format!("{before} e1h1")),
            Reconciled::Ahead(vec![])
        );
        assert_eq!(server_uci(two_squares[6]), "e1g1");
        let long = from_fen("r3k3/8/8/8/8/8/8/4K3 b q - 0 1");
        assert_eq!(moves(&long, "e8a8"), moves(&long, "e8c8"));
        assert_eq!(server_uci(moves(&long, "e8a8")[0]), "e8c8");
    }

    #[test]
    fn promotion_and_en_passant_are_read() {
        let start = from_fen("8/4P3/8/3pP3/8/8/k7/4K3 w - d6 0 1");
        let read = moves(&start, "e5d6 a2b2 e7e8n");
        assert!(read[0].is_en_passant());
        assert_eq!(read[2].promotion(), Some(shakmaty::Role::Knight));
        assert_eq!(server_uci(read[2]), "e7e8n");
    }

    #[test]
    fn fewer_moves_are_a_takeback_and_a_different_move_is_where_the_lists_part() {
        let start = Chess::default();
        let known = moves(&start, "e2e4 e7e5 g1f3 b8c6");
        assert_eq!(
            reconcile(&start, &known, "e2e4 e7e5"),
            Reconciled::Behind(2)
        );
        assert_eq!(reconcile(&start, &known, ""), Reconciled::Behind(4));
        let Reconciled::Differs { ply, moves: new } =
            reconcile(&start, &known, "e2e4 e7e5 g1f3 g8f6 f3e5")
        else {
            panic!("not different");
        };
        assert_eq!(ply, 3);
        assert_eq!(new.len(), 2);
    }

    #[test]
    fn a_move_that_cannot_be_read_or_is_illegal_is_named() {
        let start = Chess::default();
        for (list, ply, text) in [
            ("e2e4 e7e6 e4e6", 2, "e4e6"),
            ("e2e4 zz", 1, "zz"),
            ("e7e5", 0, "e7e5"),
            ("e2e4 e7e5 e1h1", 2, "e1h1"),
        ] {
            assert_eq!(
                reconcile(&start, &[], list),
                Reconciled::Unreadable {
                    ply,
                    text: text.to_string()
                },
                "{list}"
            );
        }
    }
}
