//! A whole game on the DGT board double, the blind player Black: White's moves made on the board and heard as
//! they settle (D.2.8: pending until pressed), Black's typed and executed on the board by the sighted player. Every
//! hard way of moving pieces comes in it once; castling every way comes in short games of its own.

use shakmaty::{fen::Fen, CastlingMode, Chess, Color, Piece, Position, Role, Square};

use super::script::{announced, board_states, listed, of, records, Announced, OnBoard};
use crate::support::boards::{
    dgt::DgtDouble,
    hands::{Hand, Manner},
    BoardDouble,
};

/// The game's moves after the 28th ply where nothing special happens: the bishops walk to and fro.
const QUIET_ENDING: &str =
    "Ba7 Ba2 Bb6 Bb1 Ba5 Ba2 Bb4 Bb1 Ba3 Ba2 Bb2 Bb1 Ba3 Ba2 Bb2 Bb3 Bc1 Ba4 Ba3 Bb3 Bb2 Ba2 \
                            Ba3 Bb1 Bb2 Ba2 Ba3 Bb1";

fn piece(color: Color, role: Role) -> Piece {
    Piece { color, role }
}

pub(super) fn a_whole_game_on_the_board_reads_every_way_of_moving_pieces() {
    use Manner::{MoverFirst, Usual};
    let mut on = OnBoard::play(DgtDouble::new(), &["--blind", "black"]);
    // 1. e4, the pawn held in the air a second first: a lifted piece says nothing.
    on.game.hand(Hand::Lift(Square::E2));
    on.game.line("wait 1s");
    on.game
        .hand(Hand::Place(Square::E4, piece(Color::White, Role::Pawn)));
    on.game.lines(&[on.settle, "press"]);
    on.advance("e4", true);
    on.blind("c5", Usual);
    on.sighted("Nf3", Usual);
    // Two moves made together: Black's ...d6 executed and White's d4 made at once, read as both.
    let executed = on.blind_typed("d6", Usual);
    let made = on.hands_for("d4", Usual);
    on.game.hands(&[executed, made].concat());
    on.game.lines(&[on.settle, "press"]);
    on.advance("d4", true);
    // Captures both ways: the captured piece taken first, the capturing piece lifted first.
    on.blind("cxd4", Usual);
    on.sighted("Nxd4", MoverFirst);
    on.blind("Nf6", Usual);
    on.sighted("Nc3", Usual);
    on.blind("a6", Usual);
    // A piece nudged to a neighbouring square and put back: nothing said.
    on.game.hands(&[
        Hand::Lift(Square::C3),
        Hand::Place(Square::C4, piece(Color::White, Role::Knight)),
    ]);
    on.game.line("wait 2s");
    on.game.hands(&[
        Hand::Lift(Square::C4),
        Hand::Place(Square::C3, piece(Color::White, Role::Knight)),
    ]);
    // A piece slid across squares, 100 ms on d2 (where Bd2 would be a move): only where it stops is read.
    let bishop = piece(Color::White, Role::Bishop);
    on.game
        .hands(&[Hand::Lift(Square::C1), Hand::Place(Square::D2, bishop)]);
    on.game.line("wait 100ms");
    on.game
        .hands(&[Hand::Lift(Square::D2), Hand::Place(Square::E3, bishop)]);
    on.game.lines(&[on.settle, "press"]);
    on.advance("Be3", true);
    on.blind("e5", Usual);
    // A piece knocked over (not on its square) for two seconds, then set up again: nothing said.
    on.game.hand(Hand::Lift(Square::D8));
    on.game.line("wait 2s");
    on.game
        .hand(Hand::Place(Square::D8, piece(Color::Black, Role::Queen)));
    on.sighted("Nb3", Usual);
    on.blind("Be6", Usual);
    on.sighted("f3", Usual);
    on.blind("Be7", Usual);
    on.sighted("Qd2", Usual);
    // Black's castling executed rook first, 100 ms between rook and king: nothing said.
    let executed = on.blind_typed("O-O", Manner::RookFirst);
    on.game.hands(&executed[..2]);
    on.game.line("wait 100ms");
    on.game.hands(&executed[2..]);
    on.game.line(on.settle);
    on.sighted("O-O-O", Usual);
    on.blind("Nbd7", Usual);
    on.sighted("g4", Usual);
    on.blind("b5", Usual);
    on.sighted("g5", Usual);
    on.blind("b4", Usual);
    on.sighted("Ne2", Usual);
    // A takeback on the board: the knight back on c3 (the position before Ne2) is said, not applied; then redone.
    let knight = piece(Color::White, Role::Knight);
    on.game
        .hands(&[Hand::Lift(Square::E2), Hand::Place(Square::C3, knight)]);
    on.game.line(on.settle);
    on.game
        .hands(&[Hand::Lift(Square::C3), Hand::Place(Square::E2, knight)]);
    on.game.line(on.settle);
    on.blind("Ne8", Usual);
    on.sighted("h4", Usual);
    on.blind("h5", Usual);
    // En passant, the taken pawn removed last, by White on the board and by Black executed.
    on.sighted("gxh6", Usual);
    on.blind("a5", Usual);
    on.sighted("hxg7", Usual);
    on.blind("a4", Usual);
    // Promotions: under-promotion with capture (White), with capture to a queen (Black), under-promotion without
    // capture (Black), to a queen without capture (White).
    on.sighted("gxf8=N", MoverFirst);
    on.blind("Kxf8", Usual);
    on.sighted("c4", Usual);
    on.blind("bxc3", Usual);
    on.sighted("Kb1", Usual);
    on.blind("cxb2", MoverFirst);
    on.sighted("Qc1", Usual);
    on.blind("bxc1=Q+", MoverFirst);
    on.sighted("Rxc1", Usual);
    on.blind("axb3", Usual);
    on.sighted("h5", Usual);
    on.blind("bxa2+", Usual);
    on.sighted("Kb2", Usual);
    on.blind("a1=R", Usual);
    on.sighted("Rxa1", MoverFirst);
    on.blind("Rxa1", Usual);
    on.sighted("Kxa1", Usual);
    on.blind("Bf6", Usual);
    on.sighted("h6", Usual);
    on.blind("Kg8", Usual);
    on.sighted("h7+", Usual);
    on.blind("Kg7", Usual);
    on.sighted("h8=Q+", Usual);
    on.blind("Kg6", Usual);
    for (ply, notation) in QUIET_ENDING.split_whitespace().enumerate() {
        if ply % 2 == 0 {
            on.sighted(notation, Usual);
        } else {
            on.blind(notation, Usual);
        }
    }
    let (played, expected) = on.finish();
    assert!(expected.len() >= 80, "{} plies", expected.len());
    // Every move announced once, in order: White's read from the board, Black's typed; nothing else (no lifted
    // piece, no square a slid piece passed, no nudge, no knocked-over piece, no half-made castling).
    assert_eq!(announced(&played.events), expected, "{}", listed(&played));
    for announce in of(&played.events, "announce") {
        assert_eq!(
            announce["pending"], true,
            "completed only by press: {announce}"
        );
        assert!(announce.get("correction").is_none(), "{announce}");
    }
    // The board connected, was ready at the start, and went back one ply once; it never differed.
    let states = board_states(&played.events);
    assert_eq!(states[..2], ["connected", "ready"], "{states:?}");
    let takebacks = of(&played.events, "board")
        .into_iter()
        .filter(|event| event["state"] == "takeback")
        .collect::<Vec<_>>();
    assert_eq!(takebacks.len(), 1, "{states:?}");
    assert_eq!(takebacks[0]["plies"], 1);
    assert!(
        !states
            .iter()
            .any(|state| state == "differs" || state == "lost"),
        "{}",
        listed(&played)
    );
    // The journal: every move with its source, the board's readiness and its takeback.
    let moves = records(&played, "move");
    assert_eq!(moves.len(), expected.len());
    for (record, move_) in moves.iter().zip(&expected) {
        assert_eq!(record["uci"], move_.uci.as_str(), "{record}");
        let source = if move_.from_board { "board" } else { "" };
        assert_eq!(record["source"].as_str().unwrap_or(""), source, "{record}");
    }
    let journaled: Vec<_> = records(&played, "board")
        .iter()
        .map(|record| record["state"].as_str().unwrap_or_default().to_string())
        .collect();
    assert!(journaled.contains(&"ready".to_string()), "{journaled:?}");
    assert!(journaled.contains(&"takeback".to_string()), "{journaled:?}");
}

/// Castling both ways on both wings, for both colours, from a position where every castling is possible: White's
/// made on the board (rook first and left there longer than a king takes to follow, 2 s: the rook's move is heard,
/// then the castling as its correction), Black's typed and executed (rook first, the king set down before the board
/// settles: nothing said but the castling's).
pub(super) fn castling_is_read_rook_first_and_king_first() {
    let games = [
        ("O-O", Manner::RookFirst, "O-O", Manner::Usual),
        ("O-O", Manner::Usual, "O-O", Manner::RookFirst),
        ("O-O-O", Manner::RookFirst, "O-O-O", Manner::Usual),
        ("O-O-O", Manner::Usual, "O-O-O", Manner::RookFirst),
    ];
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    for (white, white_manner, black, black_manner) in games {
        let mut on = castling_game(fen);
        let made = on.hands_for(white, white_manner);
        let mut expected = Vec::new();
        if white_manner == Manner::RookFirst {
            on.game.hands(&made[..2]);
            on.game.line("wait 2s");
            let rook_move = if white == "O-O" { "Rf1" } else { "Rd1" };
            expected.push(announced_from_board(&on.position, rook_move));
            on.game.hands(&made[2..]);
        } else {
            on.game.hands(&made);
        }
        on.game.lines(&[on.settle, "press"]);
        on.advance(white, true);
        expected.push(on.expected[0].clone());
        on.blind(black, black_manner);
        expected.push(on.expected[1].clone());
        let (played, _) = on.finish();
        let what = format!("{white} {white_manner:?}, {black} {black_manner:?}");
        assert_eq!(announced(&played.events), expected, "{what}");
        let corrections: Vec<bool> = of(&played.events, "announce")
            .iter()
            .map(|event| event["correction"] == true)
            .collect();
        let mut wanted = vec![false; expected.len()];
        if white_manner == Manner::RookFirst {
            wanted[1] = true;
        }
        assert_eq!(corrections, wanted, "{what}");
        assert!(
            !board_states(&played.events).contains(&"differs".to_string()),
            "{what}"
        );
    }
}

/// A game on a DGT double from `fen`, the user playing Black and White's moves made on the board.
fn castling_game(fen: &str) -> OnBoard<DgtDouble> {
    let start: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let mut board = DgtDouble::new();
    board.set_position(start.board());
    let game = crate::support::boards::session::BoardGame::play(
        board,
        &["--blind", "black", "--fen", fen],
    );
    OnBoard::from(game, start)
}

/// Castling made rook first with a person's pause (the rook set down, the king lifted 0.4 s later), on both wings: the
/// rook on its castled square may still become castling, so it waits for the king and only the castling is heard,
/// never the rook's move that was not played (no correction either).
pub(super) fn castling_rook_first_with_a_pause_is_heard_only_as_castling() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    for castling in ["O-O", "O-O-O"] {
        let mut on = castling_game(fen);
        let made = on.hands_for(castling, Manner::RookFirst);
        on.game.hands(&made[..2]);
        on.game.line("wait 400ms");
        on.game.hands(&made[2..]);
        on.game.lines(&[on.settle, "press"]);
        on.advance(castling, true);
        let (played, expected) = on.finish();
        assert_eq!(
            announced(&played.events),
            expected,
            "{castling}: {}",
            listed(&played)
        );
        for announce in of(&played.events, "announce") {
            assert!(announce.get("correction").is_none(), "{announce}");
        }
    }
}

/// The move `notation` as announced from the board in a position (for a move heard and then corrected).
fn announced_from_board(position: &Chess, notation: &str) -> Announced {
    let mv = crate::support::boards::hands::legal_move(position, notation);
    Announced {
        san: shakmaty::san::SanPlus::from_move(position.clone(), mv).to_string(),
        uci: crate::support::boards::hands::uci(&mv),
        from_board: true,
    }
}
