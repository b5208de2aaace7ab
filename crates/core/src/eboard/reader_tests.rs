//! The move reader's rules, one test each, on a fake clock.

use shakmaty::{fen::Fen, san::San, CastlingMode, Chess, Color, Move, Piece, Position, Square};

use super::{
    successors::Successors, BoardReader, Expectation, Placement, ReadSettings, Reading,
    SquareDifference,
};

/// The settle and difference times of the tests (the defaults).
const SETTLE: u64 = 250;
const DIFFER: u64 = 3000;
/// How long a hand takes between lifting a piece and setting it down (less than the settle time).
const HAND: u64 = 100;

const CASTLING: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R";
const PROMOTION: &str = "1r5k/P7/8/8/8/8/8/K7 w - - 0 1";

/// The game as a session holds it: its positions, the pending and announced moves, and the sighted player's side.
struct Game {
    positions: Vec<Chess>,
    pending: Option<Move>,
    announced: Option<Move>,
    sighted: Color,
}

impl Game {
    fn new(fen: &str, sighted: Color) -> Game {
        let fen: Fen = fen.parse().unwrap();
        Game {
            positions: vec![fen.into_position(CastlingMode::Standard).unwrap()],
            pending: None,
            announced: None,
            sighted,
        }
    }

    /// The standard game after `sans`, the sighted player White.
    fn after(sans: &[&str]) -> Game {
        let mut game = Game {
            positions: vec![Chess::default()],
            pending: None,
            announced: None,
            sighted: Color::White,
        };
        for san in sans {
            game.complete(san);
        }
        game
    }

    fn now(&self) -> &Chess {
        self.positions.last().unwrap()
    }

    /// The moves `sans`, each played after the one before, from the game's position.
    fn moves(&self, sans: &[&str]) -> Vec<Move> {
        let mut position = self.now().clone();
        sans.iter()
            .map(|san| {
                let m = san.parse::<San>().unwrap().to_move(&position).unwrap();
                position.play_unchecked(m);
                m
            })
            .collect()
    }

    fn mv(&self, san: &str) -> Move {
        self.moves(&[san])[0]
    }

    /// Plays `san` as completed (a pending move is dropped).
    fn complete(&mut self, san: &str) {
        let after = self.now().clone().play(self.mv(san)).unwrap();
        self.positions.push(after);
        self.pending = None;
    }

    fn expectation(&self) -> Expectation<'_> {
        Expectation {
            positions: &self.positions,
            pending: self.pending.as_ref(),
            board_moves: self.now().turn() == self.sighted,
            announced: self.announced.as_ref(),
        }
    }

    /// What the board should show: the game's position with the pending move played.
    fn shows(&self) -> Placement {
        let mut position = self.now().clone();
        if let Some(pending) = self.pending {
            position.play_unchecked(pending);
        }
        Placement::of(position.board())
    }
}

/// A board on the table, its pieces in the game's squares, read as a session reads it on a fake clock.
struct Table {
    reader: BoardReader,
    now: u64,
    pieces: Placement,
    turned: bool,
    said: Vec<Reading>,
}

impl Table {
    /// A board just connected, showing `pieces` (turned round when `turned`), reported at 0.
    fn connected(game: &Game, pieces: Placement, turned: bool) -> Table {
        let mut table = Table {
            reader: BoardReader::new(ReadSettings::default()),
            now: 0,
            pieces,
            turned,
            said: Vec::new(),
        };
        table.report(game);
        table
    }

    /// A board connected showing the game, once it is ready.
    fn ready(game: &Game) -> Table {
        let mut table = Table::connected(game, game.shows(), false);
        table.pass(game, SETTLE);
        assert_eq!(table.take(), [Reading::Ready { turned: false }]);
        table
    }

    /// The board reports its pieces (in its own squares) now, and the session reads it.
    fn report(&mut self, game: &Game) {
        let reported = if self.turned {
            self.pieces.turned()
        } else {
            self.pieces
        };
        self.reader.seen(reported, self.now);
        self.read(game);
    }

    /// The session reads the board now (after a placement, at a due instant, after the game changed).
    fn read(&mut self, game: &Game) {
        if let Some(reading) = self.reader.read(&game.expectation(), self.now) {
            self.said.push(reading);
        }
    }

    /// `ms` pass, the board read at each instant the reader names within them.
    fn pass(&mut self, game: &Game, ms: u64) {
        let end = self.now + ms;
        while let Some(due) = self.reader.next_due().filter(|&due| due <= end) {
            self.now = self.now.max(due);
            self.read(game);
            assert_ne!(
                self.reader.next_due(),
                Some(due),
                "still due at {due} after reading"
            );
        }
        self.now = end;
    }

    /// `square` emptied, then a hand's time passes.
    fn lift(&mut self, game: &Game, square: &str) {
        self.pieces.set(sq(square), None);
        self.report(game);
        self.pass(game, HAND);
    }

    /// `piece` (a FEN letter) set down on `square`, then a hand's time passes.
    fn put(&mut self, game: &Game, square: &str, piece: char) {
        self.pieces
            .set(sq(square), Some(Piece::from_char(piece).unwrap()));
        self.report(game);
        self.pass(game, HAND);
    }

    /// The piece on `from` lifted and set down on `to` (replacing what stood there).
    fn carry(&mut self, game: &Game, from: &str, to: &str) {
        let piece = self.pieces.piece_at(sq(from)).unwrap().char();
        self.lift(game, from);
        self.put(game, to, piece);
    }

    fn take(&mut self) -> Vec<Reading> {
        std::mem::take(&mut self.said)
    }
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Differences as (square, shown, expected), FEN letters for pieces.
fn differences(squares: &[(&str, Option<char>, Option<char>)]) -> Vec<SquareDifference> {
    let piece = |letter: Option<char>| letter.map(|letter| Piece::from_char(letter).unwrap());
    squares
        .iter()
        .map(|&(square, shown, expected)| SquareDifference {
            square: sq(square),
            shown: piece(shown),
            expected: piece(expected),
        })
        .collect()
}

#[test]
fn a_move_is_read_once_settled_and_never_while_a_piece_is_in_the_air() {
    let game = Game::after(&[]);
    let mut table = Table::ready(&game);
    table.lift(&game, "e2");
    table.pass(&game, DIFFER - HAND - 1);
    assert_eq!(table.take(), []);
    table.put(&game, "e4", 'P');
    assert_eq!(table.reader.next_due(), Some(table.now - HAND + SETTLE));
    table.pass(&game, SETTLE - HAND - 1);
    assert_eq!(table.take(), []);
    table.pass(&game, 1);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["e4"]))]);
    table.pass(&game, 2 * DIFFER);
    table.report(&game);
    assert_eq!(table.take(), [], "a settled move is read once");
}

#[test]
fn a_board_matching_the_pending_move_is_in_step() {
    let mut game = Game::after(&[]);
    let mut table = Table::ready(&game);
    table.carry(&game, "g1", "f3");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["Nf3"]))]);
    game.pending = Some(game.mv("Nf3"));
    table.read(&game);
    game.complete("Nf3");
    table.read(&game);
    table.pass(&game, 2 * DIFFER);
    assert_eq!(table.take(), []);
}

#[test]
fn a_move_read_then_put_back_differs_after_the_difference_time() {
    let mut game = Game::after(&[]);
    let mut table = Table::ready(&game);
    table.carry(&game, "e2", "e4");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["e4"]))]);
    game.pending = Some(game.mv("e4"));
    table.read(&game);
    table.carry(&game, "e4", "e2");
    table.pass(&game, DIFFER - HAND - 1);
    assert_eq!(
        table.take(),
        [],
        "not a takeback: the move is not completed"
    );
    table.pass(&game, 1);
    let expected = differences(&[("e2", Some('P'), None), ("e4", None, Some('P'))]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
}

/// The four castlings made rook first: (side to move, sighted side, [rook from, rook to, king from, king to], [the
/// rook's move, the castling]).
const ROOK_FIRST: [(&str, Color, [&str; 4], [&str; 2]); 4] = [
    ("w", Color::White, ["h1", "f1", "e1", "g1"], ["Rf1", "O-O"]),
    (
        "w",
        Color::White,
        ["a1", "d1", "e1", "c1"],
        ["Rd1", "O-O-O"],
    ),
    ("b", Color::Black, ["h8", "f8", "e8", "g8"], ["Rf8", "O-O"]),
    (
        "b",
        Color::Black,
        ["a8", "d8", "e8", "c8"],
        ["Rd8", "O-O-O"],
    ),
];

#[test]
fn castling_with_the_rook_first_and_a_pause_is_read_only_as_castling() {
    for (turn, side, [rook_from, rook_to, king_from, king_to], [_, castling]) in ROOK_FIRST {
        let game = Game::new(&format!("{CASTLING} {turn} KQkq - 0 1"), side);
        let mut table = Table::ready(&game);
        table.carry(&game, rook_from, rook_to);
        // The king lifted 0.4 s after the rook was set down: long past the settle time, within the follow time.
        table.pass(&game, 400 - HAND);
        assert_eq!(table.take(), [], "{castling} {side:?}: the rook waits");
        table.carry(&game, king_from, king_to);
        table.pass(&game, SETTLE);
        assert_eq!(
            table.take(),
            [Reading::Moves(game.moves(&[castling]))],
            "{castling} {side:?}"
        );
    }
}

#[test]
fn a_rook_left_on_its_castled_square_is_read_after_the_follow_time_then_corrected() {
    for (turn, side, [rook_from, rook_to, king_from, king_to], [rook_move, castling]) in ROOK_FIRST
    {
        let mut game = Game::new(&format!("{CASTLING} {turn} KQkq - 0 1"), side);
        let mut table = Table::ready(&game);
        table.carry(&game, rook_from, rook_to);
        table.pass(&game, ReadSettings::FOLLOW_MS - HAND - 1);
        assert_eq!(table.take(), [], "{castling} {side:?}: not yet");
        table.pass(&game, 1);
        assert_eq!(
            table.take(),
            [Reading::Moves(game.moves(&[rook_move]))],
            "{castling} {side:?}: read at the follow time"
        );
        game.pending = Some(game.mv(rook_move));
        table.read(&game);
        table.carry(&game, king_from, king_to);
        table.pass(&game, SETTLE);
        assert_eq!(
            table.take(),
            [Reading::Moves(game.moves(&[castling]))],
            "{castling} {side:?}"
        );
    }
}

#[test]
fn a_rook_move_that_cannot_become_castling_is_read_at_the_settle_time() {
    // The right to castle that way gone, or the rook on another square than its castled one, or the king away
    // from home: a plain move, read when it settles.
    let cases = [
        (
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Qkq - 0 1",
            "h1",
            "f1",
            "Rf1",
        ),
        (
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            "h1",
            "g1",
            "Rg1",
        ),
        (
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            "a1",
            "b1",
            "Rb1",
        ),
        (
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w kq - 0 1",
            "h1",
            "f1",
            "Rf1",
        ),
    ];
    for (fen, from, to, rook_move) in cases {
        let game = Game::new(fen, Color::White);
        let mut table = Table::ready(&game);
        table.carry(&game, from, to);
        table.pass(&game, SETTLE - HAND);
        assert_eq!(
            table.take(),
            [Reading::Moves(game.moves(&[rook_move]))],
            "{fen} {rook_move}"
        );
    }
}

#[test]
fn a_rook_on_its_castled_square_waits_while_the_right_is_kept_even_when_castling_is_not_legal_now()
{
    // f1 attacked by a knight on h2: O-O is not legal, but a player who tries it sets the rook down first all the
    // same; the rook waits for the king, and the king set down is a board that differs, not a rook's move heard.
    let game = Game::new(
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPn/R3K2R w KQkq - 0 1",
        Color::White,
    );
    let mut table = Table::ready(&game);
    table.carry(&game, "h1", "f1");
    table.pass(&game, 400 - HAND);
    assert_eq!(table.take(), []);
    table.carry(&game, "e1", "g1");
    table.pass(&game, ReadSettings::FOLLOW_MS);
    assert_eq!(table.take(), [], "nothing but the difference, later");
    table.pass(&game, DIFFER);
    assert!(
        matches!(table.take().as_slice(), [Reading::Differs(_)]),
        "the tried castling differs"
    );
}

#[test]
fn a_settle_time_longer_than_the_follow_time_is_kept() {
    let game = Game::new(&format!("{CASTLING} w KQkq - 0 1"), Color::White);
    let settings = ReadSettings {
        settle_ms: 2000,
        ..ReadSettings::default()
    };
    let mut table = Table::connected(&game, game.shows(), false);
    table.reader = BoardReader::new(settings);
    table.report(&game);
    table.pass(&game, 2000);
    assert_eq!(table.take(), [Reading::Ready { turned: false }]);
    table.carry(&game, "h1", "f1");
    table.pass(&game, 2000 - HAND - 1);
    assert_eq!(table.take(), []);
    table.pass(&game, 1);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["Rf1"]))]);
}

#[test]
fn castling_with_the_king_first_is_read_once_the_rook_is_set_down() {
    let cases = [
        ("w", Color::White, ["e1", "g1", "h1", "f1"], "O-O"),
        ("w", Color::White, ["e1", "c1", "a1", "d1"], "O-O-O"),
        ("b", Color::Black, ["e8", "g8", "h8", "f8"], "O-O"),
        ("b", Color::Black, ["e8", "c8", "a8", "d8"], "O-O-O"),
    ];
    for (turn, side, [king_from, king_to, rook_from, rook_to], castling) in cases {
        let game = Game::new(&format!("{CASTLING} {turn} KQkq - 0 1"), side);
        let mut table = Table::ready(&game);
        table.carry(&game, king_from, king_to);
        table.pass(&game, 1000);
        assert_eq!(
            table.take(),
            [],
            "{castling} {side:?}: the king alone is no move"
        );
        table.carry(&game, rook_from, rook_to);
        table.pass(&game, SETTLE);
        assert_eq!(
            table.take(),
            [Reading::Moves(game.moves(&[castling]))],
            "{castling} {side:?}"
        );
    }
}

#[test]
fn a_capture_is_read_whichever_piece_is_lifted_first() {
    let game = Game::after(&["e4", "d5"]);
    let mut captured_first = Table::ready(&game);
    captured_first.lift(&game, "d5");
    captured_first.pass(&game, 1000);
    captured_first.carry(&game, "e4", "d5");
    captured_first.pass(&game, SETTLE);
    assert_eq!(
        captured_first.take(),
        [Reading::Moves(game.moves(&["exd5"]))]
    );

    let mut capturing_first = Table::ready(&game);
    capturing_first.lift(&game, "e4");
    capturing_first.lift(&game, "d5");
    capturing_first.pass(&game, 1000);
    capturing_first.put(&game, "d5", 'P');
    capturing_first.pass(&game, SETTLE);
    assert_eq!(
        capturing_first.take(),
        [Reading::Moves(game.moves(&["exd5"]))]
    );
}

#[test]
fn en_passant_is_read_when_the_captured_pawn_is_removed_last() {
    let game = Game::after(&["e4", "a6", "e5", "d5"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "e5", "d6");
    table.pass(&game, 2000);
    assert_eq!(table.take(), [], "the pawn on d5 still stands");
    table.lift(&game, "d5");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["exd6"]))]);
}

#[test]
fn a_promotion_is_read_by_the_piece_set_down_with_or_without_capture() {
    let cases = [
        ("a8", 'Q', "a8=Q"),
        ("b8", 'Q', "axb8=Q"),
        ("a8", 'N', "a8=N"),
        ("b8", 'R', "axb8=R"),
    ];
    for (to, piece, san) in cases {
        let game = Game::new(PROMOTION, Color::White);
        let mut table = Table::ready(&game);
        if to == "b8" {
            table.lift(&game, "b8");
        }
        table.lift(&game, "a7");
        table.put(&game, to, 'P');
        table.pass(&game, 1000);
        assert_eq!(
            table.take(),
            [],
            "{san}: a pawn on the last rank is no move"
        );
        table.lift(&game, to);
        table.put(&game, to, piece);
        table.pass(&game, SETTLE);
        assert_eq!(table.take(), [Reading::Moves(game.moves(&[san]))], "{san}");
    }
}

#[test]
fn a_piece_slid_across_squares_is_read_where_it_stops() {
    let game = Game::after(&["d4", "d5"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "c1", "d2");
    table.carry(&game, "d2", "e3");
    table.carry(&game, "e3", "f4");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["Bf4"]))]);
}

#[test]
fn a_slide_that_stands_on_the_way_is_read_then_corrected() {
    let mut game = Game::after(&["d4", "d5"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "c1", "e3");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["Be3"]))]);
    game.pending = Some(game.mv("Be3"));
    table.read(&game);
    table.carry(&game, "e3", "f4");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["Bf4"]))]);
}

#[test]
fn a_piece_nudged_and_put_back_says_nothing() {
    let game = Game::after(&["e4", "e5"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "g1", "g1");
    table.lift(&game, "e4");
    table.pass(&game, 1000);
    table.put(&game, "e4", 'P');
    table.pass(&game, 2 * DIFFER);
    assert_eq!(table.take(), []);
}

#[test]
fn a_knocked_over_piece_differs_after_the_difference_time_and_is_ready_when_put_right() {
    let game = Game::after(&["e4"]);
    let mut table = Table::ready(&game);
    table.lift(&game, "d7");
    table.pass(&game, DIFFER - HAND - 1);
    assert_eq!(table.take(), []);
    table.pass(&game, 1);
    assert_eq!(
        table.take(),
        [Reading::Differs(differences(&[("d7", None, Some('p'))]))]
    );
    table.pass(&game, 2 * DIFFER);
    assert_eq!(table.take(), [], "a difference is said once");
    table.put(&game, "d7", 'p');
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Ready { turned: false }]);
    assert!(table.reader.is_ready());
}

#[test]
fn a_board_turned_round_is_ready_turned_and_its_moves_are_read_through_the_turn() {
    let game = Game::after(&[]);
    let mut table = Table::connected(&game, game.shows(), true);
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Ready { turned: true }]);
    table.carry(&game, "e2", "e4");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["e4"]))]);
}

#[test]
fn a_board_not_in_the_game_position_differs_by_square_until_it_is_put_right() {
    let game = Game::after(&[]);
    let mut wrong = game.shows();
    wrong.set(sq("g1"), None);
    wrong.set(sq("h3"), Piece::from_char('N'));
    let mut table = Table::connected(&game, wrong, false);
    table.pass(&game, DIFFER - 1);
    assert_eq!(table.take(), []);
    table.pass(&game, 1);
    let expected = differences(&[("g1", None, Some('N')), ("h3", Some('N'), None)]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
    assert!(!table.reader.is_ready());
    table.lift(&game, "h3");
    table.pass(&game, DIFFER);
    assert_eq!(
        table.take(),
        [Reading::Differs(differences(&[("g1", None, Some('N'))]))],
        "each new wrong placement differs again"
    );
    table.put(&game, "g1", 'N');
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Ready { turned: false }]);
}

#[test]
fn a_turned_board_not_in_the_game_position_names_the_game_squares() {
    let game = Game::after(&[]);
    let mut wrong = game.shows();
    wrong.set(sq("b8"), None);
    let mut table = Table::connected(&game, wrong, true);
    table.pass(&game, DIFFER);
    assert_eq!(
        table.take(),
        [Reading::Differs(differences(&[("b8", None, Some('n'))]))]
    );
}

#[test]
fn no_move_is_read_before_the_board_is_ready() {
    let game = Game::after(&[]);
    let mut moved = game.shows();
    moved.set(sq("e2"), None);
    moved.set(sq("e4"), Piece::from_char('P'));
    let mut table = Table::connected(&game, moved, false);
    table.pass(&game, DIFFER);
    let expected = differences(&[("e2", None, Some('P')), ("e4", Some('P'), None)]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
}

#[test]
fn two_moves_made_before_the_board_settles_are_both_read() {
    let game = Game::after(&["Nf3", "Nf6"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "e2", "e4");
    table.carry(&game, "f6", "e4");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["e4", "Nxe4"]))]);
}

#[test]
fn a_board_taken_back_one_ply_then_two_is_said_once_each_and_not_applied() {
    let game = Game::after(&["e4", "e5", "Nf3"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "f3", "g1");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Takeback { plies: 1 }]);
    table.pass(&game, 2 * DIFFER);
    assert_eq!(table.take(), [], "a takeback is said once");
    table.carry(&game, "e5", "e7");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Takeback { plies: 2 }]);
    table.carry(&game, "e7", "e5");
    table.pass(&game, DIFFER);
    assert_eq!(table.take(), [], "going forward again follows the game");
    table.carry(&game, "g1", "f3");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Ready { turned: false }]);
}

#[test]
fn a_board_taken_back_two_plies_at_once_is_one_takeback() {
    let game = Game::after(&["e4", "e5", "Nf3"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "f3", "g1");
    table.carry(&game, "e5", "e7");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Takeback { plies: 2 }]);
}

#[test]
fn an_arbiters_takeback_in_the_game_brings_it_to_the_board() {
    let mut game = Game::after(&["e4", "e5", "Nf3"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "f3", "g1");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Takeback { plies: 1 }]);
    game.positions.truncate(3);
    table.read(&game);
    assert_eq!(
        table.take(),
        [Reading::Ready { turned: false }],
        "the board and the game agree again"
    );
}

#[test]
fn an_arbiters_takeback_behind_the_board_differs_by_square() {
    let mut game = Game::after(&["e4", "e5", "Nf3"]);
    let mut table = Table::ready(&game);
    game.positions.truncate(2);
    table.read(&game);
    table.pass(&game, DIFFER);
    let expected = differences(&[
        ("g1", None, Some('N')),
        ("f3", Some('N'), None),
        ("e5", Some('p'), None),
        ("e7", None, Some('p')),
    ]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
}

#[test]
fn the_blind_players_move_executed_wrongly_differs_at_once() {
    let mut game = Game::after(&["e4"]);
    game.sighted = Color::White;
    let mut table = Table::ready(&game);
    let announced = game.mv("Nf6");
    game.pending = Some(announced);
    game.announced = Some(announced);
    table.read(&game);
    table.carry(&game, "g8", "h6");
    table.pass(&game, SETTLE);
    let expected = differences(&[("f6", None, Some('n')), ("h6", Some('n'), None)]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
    table.carry(&game, "h6", "f6");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Ready { turned: false }]);
}

#[test]
fn the_blind_players_completed_move_executed_wrongly_differs_at_once() {
    let mut game = Game::after(&["e4"]);
    let mut table = Table::ready(&game);
    let announced = game.mv("Nf6");
    game.complete("Nf6");
    game.announced = Some(announced);
    table.read(&game);
    table.carry(&game, "g8", "h6");
    table.pass(&game, SETTLE);
    let expected = differences(&[("f6", None, Some('n')), ("h6", Some('n'), None)]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
}

#[test]
fn a_board_behind_the_game_is_silent() {
    let mut game = Game::after(&["e4"]);
    let mut table = Table::ready(&game);
    let announced = game.mv("Nf6");
    game.complete("Nf6");
    game.announced = Some(announced);
    table.read(&game);
    table.pass(&game, 3 * DIFFER);
    table.lift(&game, "g8");
    table.pass(&game, 1000);
    table.put(&game, "f6", 'n');
    table.pass(&game, 3 * DIFFER);
    assert_eq!(table.take(), [], "the move not yet executed, then executed");
    table.carry(&game, "f6", "g8");
    table.pass(&game, SETTLE);
    assert_eq!(
        table.take(),
        [Reading::Takeback { plies: 1 }],
        "then taken back"
    );
}

#[test]
fn the_blind_players_castling_executed_rook_first_says_nothing() {
    let cases = [
        (["h8", "f8", "e8", "g8"], "O-O"),
        (["a8", "d8", "e8", "c8"], "O-O-O"),
    ];
    for ([rook_from, rook_to, king_from, king_to], castling) in cases {
        let mut game = Game::new(&format!("{CASTLING} b KQkq - 0 1"), Color::White);
        let mut table = Table::ready(&game);
        game.pending = Some(game.mv(castling));
        game.announced = game.pending;
        table.read(&game);
        table.carry(&game, rook_from, rook_to);
        table.pass(&game, 1000);
        assert_eq!(table.take(), [], "{castling}: the rook is part of it");
        table.carry(&game, king_from, king_to);
        table.pass(&game, 2 * DIFFER);
        assert_eq!(table.take(), [], "{castling}");
    }
}

#[test]
fn a_reply_executed_after_the_sighted_players_move_was_read_waits_for_its_typing() {
    let mut game = Game::after(&[]);
    let mut table = Table::ready(&game);
    table.carry(&game, "e2", "e4");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["e4"]))]);
    game.pending = Some(game.mv("e4"));
    table.read(&game);
    table.carry(&game, "e7", "e5");
    table.pass(&game, 1000);
    assert_eq!(
        table.take(),
        [],
        "not read as two moves: e4 was read already"
    );
    game.complete("e4");
    game.pending = Some(game.mv("e5"));
    game.announced = game.pending;
    table.read(&game);
    table.pass(&game, 2 * DIFFER);
    assert_eq!(table.take(), []);
}

#[test]
fn the_blind_players_move_executed_before_it_is_typed_waits() {
    let mut game = Game::after(&["e4"]);
    let mut table = Table::ready(&game);
    table.carry(&game, "g8", "f6");
    table.pass(&game, DIFFER - 2 * HAND - 1);
    assert_eq!(table.take(), []);
    game.pending = Some(game.mv("Nf6"));
    game.announced = game.pending;
    table.read(&game);
    table.pass(&game, 2 * DIFFER);
    assert_eq!(table.take(), [], "typed in time: in step");

    let mut late = Game::after(&["e4"]);
    let mut table = Table::ready(&late);
    table.carry(&late, "g8", "f6");
    table.pass(&late, DIFFER);
    let expected = differences(&[("f6", Some('n'), None), ("g8", None, Some('n'))]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
    late.pending = Some(late.mv("Nf6"));
    late.announced = late.pending;
    table.read(&late);
    assert_eq!(
        table.take(),
        [Reading::Ready { turned: false }],
        "typed late: the boards agree again"
    );
}

#[test]
fn a_difference_is_said_once_the_game_has_stood_the_difference_time_too() {
    let mut game = Game::after(&["e4"]);
    let mut table = Table::ready(&game);
    table.lift(&game, "a7");
    table.pass(&game, DIFFER);
    assert_eq!(
        table.take(),
        [Reading::Differs(differences(&[("a7", None, Some('p'))]))]
    );
    game.pending = Some(game.mv("Nf6"));
    game.announced = game.pending;
    table.read(&game);
    table.pass(&game, DIFFER - 1);
    assert_eq!(table.take(), [], "time for the move to be executed");
    table.pass(&game, 1);
    let expected = differences(&[
        ("f6", None, Some('n')),
        ("a7", None, Some('p')),
        ("g8", Some('n'), None),
    ]);
    assert_eq!(table.take(), [Reading::Differs(expected)]);
}

#[test]
fn the_same_difference_is_not_said_again_when_the_game_moves_on() {
    let mut game = Game::after(&["e4"]);
    let mut table = Table::ready(&game);
    game.pending = Some(game.mv("Nf6"));
    game.announced = game.pending;
    table.read(&game);
    table.carry(&game, "g8", "f6");
    table.lift(&game, "a7");
    table.pass(&game, DIFFER);
    assert_eq!(
        table.take(),
        [Reading::Differs(differences(&[("a7", None, Some('p'))]))]
    );
    game.complete("Nf6");
    table.read(&game);
    table.pass(&game, 2 * DIFFER);
    assert_eq!(
        table.take(),
        [],
        "the move completed: the same square differs as before"
    );
}

#[test]
fn a_reconnected_board_must_be_ready_again_before_moves_are_read() {
    let game = Game::after(&["e4", "e5"]);
    let mut table = Table::ready(&game);
    table.reader.reconnected();
    assert!(!table.reader.is_ready());
    table.pieces.set(sq("g1"), None);
    table.pieces.set(sq("f3"), Piece::from_char('N'));
    table.report(&game);
    table.pass(&game, DIFFER);
    let expected = differences(&[("g1", None, Some('N')), ("f3", Some('N'), None)]);
    assert_eq!(
        table.take(),
        [Reading::Differs(expected)],
        "no move read while not ready"
    );
    table.carry(&game, "f3", "g1");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Ready { turned: false }]);
    table.carry(&game, "g1", "f3");
    table.pass(&game, SETTLE);
    assert_eq!(table.take(), [Reading::Moves(game.moves(&["Nf3"]))]);
}

#[test]
fn a_board_that_reported_before_it_was_known_to_be_back_is_ready_again() {
    let game = Game::after(&["e4", "e5"]);
    let mut table = Table::ready(&game);
    table.pass(&game, DIFFER);
    table.reader.reconnected();
    assert_eq!(
        table.reader.next_due(),
        Some(SETTLE),
        "the latest placement is judged again"
    );
    table.pass(&game, 0);
    assert_eq!(table.take(), [Reading::Ready { turned: false }]);
}

#[test]
fn a_game_without_positions_reads_nothing() {
    let mut reader = BoardReader::new(ReadSettings::default());
    reader.seen(Placement::empty(), 0);
    let expected = Expectation {
        positions: &[],
        pending: None,
        board_moves: true,
        announced: None,
    };
    assert_eq!(reader.read(&expected, 10 * DIFFER), None);
}

#[test]
fn the_move_and_reply_placements_are_built_only_when_one_move_does_not_match() {
    let start = Chess::default();
    let mut slot = None;
    let successors = Successors::kept(&mut slot, &start);
    let e4 = Placement::of(
        start
            .clone()
            .play(Game::after(&[]).mv("e4"))
            .unwrap()
            .board(),
    );
    assert!(successors.one_move_to(&e4).is_some());
    assert_eq!(successors.two_move_count(), None);
    assert_eq!(successors.two_moves_to(&Placement::empty()), None);
    assert_eq!(successors.two_move_count(), Some(400));
    assert_eq!(
        Successors::kept(&mut slot, &start).two_move_count(),
        Some(400),
        "kept for the position"
    );
}
