//! Tests of the wrapper around shakmaty: repetition, the move-count rules, endings, going back.

use shakmaty::{san::San, uci::UciMove, Color, Move};

use super::{Claim, Ending, Game};

fn play_san(game: &mut Game, moves: &str) {
    for san in moves.split_whitespace() {
        let m = san
            .parse::<San>()
            .unwrap()
            .to_move(game.position())
            .unwrap_or_else(|e| panic!("{san}: {e}"));
        game.play(m);
    }
}

fn mv(game: &Game, uci: &str) -> Move {
    uci.parse::<UciMove>()
        .unwrap()
        .to_move(game.position())
        .unwrap()
}

#[test]
fn a_pinned_pawns_en_passant_does_not_make_positions_differ() {
    // After 1. e4 the black d4-pawn could take en passant, were it not pinned by the rook on d1:
    // the position is the same as when the white pawn arrives later (article 9.2.3).
    let mut game = Game::from_fen("3k4/8/8/8/3p4/8/4P3/3R3K w - - 0 1").unwrap();
    play_san(&mut game, "e4");
    assert_eq!(game.repetitions(), 1);
    assert_eq!(
        game.fen(),
        "3k4/8/8/8/3pP3/8/8/3R3K b - - 0 1",
        "no en-passant square in the FEN"
    );
    play_san(&mut game, "Kc8 Rd2 Kd8 Rd1");
    assert_eq!(game.repetitions(), 2);
    assert!(game.claimable().is_empty());
    play_san(&mut game, "Kc8 Rd2 Kd8 Rd1");
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.claimable(), vec![Claim::ThreefoldRepetition]);
}

#[test]
fn a_legal_en_passant_makes_the_first_position_differ() {
    let mut game = Game::from_fen("3k4/8/8/8/3p4/8/4P3/R6K w - - 0 1").unwrap();
    play_san(&mut game, "e4");
    assert_eq!(game.fen(), "3k4/8/8/8/3pP3/8/8/R6K b - e3 0 1");
    play_san(&mut game, "Kc8 Ra2 Kd8 Ra1");
    assert_eq!(
        game.repetitions(),
        1,
        "the en-passant right was lost, so this is a new position"
    );
    play_san(&mut game, "Kc8 Ra2 Kd8 Ra1");
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn fivefold_repetition_ends_the_game() {
    let mut game = Game::default();
    for round in 1..=4 {
        play_san(&mut game, "Nf3 Nf6 Ng1 Ng8");
        assert_eq!(game.repetitions(), round + 1);
        let expected = if round + 1 >= 5 {
            Some(Ending::FivefoldRepetition)
        } else {
            None
        };
        assert_eq!(game.ending(), expected, "round {round}");
    }
}

#[test]
fn fifty_and_seventyfive_move_boundaries() {
    let cases = [
        (98, vec![], None),
        (99, vec![Claim::FiftyMoves], None),
        (148, vec![Claim::FiftyMoves], None),
        (149, vec![Claim::FiftyMoves], Some(Ending::SeventyfiveMoves)),
    ];
    for (halfmoves, claims, ending) in cases {
        let mut game =
            Game::from_fen(&format!("4k3/8/8/8/8/8/8/R3K3 w - - {halfmoves} 80")).unwrap();
        play_san(&mut game, "Ra2");
        assert_eq!(game.claimable(), claims, "after {halfmoves} + 1 half-moves");
        assert_eq!(game.ending(), ending, "after {halfmoves} + 1 half-moves");
    }
}

#[test]
fn a_pawn_move_or_capture_resets_the_count() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/P7/R3K3 w - - 149 80").unwrap();
    play_san(&mut game, "a3");
    assert_eq!(game.ending(), None);
    assert!(game.claimable().is_empty());
}

#[test]
fn mate_on_the_seventyfifth_move_is_mate() {
    let mut game = Game::from_fen("5rk1/6p1/6K1/8/8/8/8/7Q w - - 149 120").unwrap();
    play_san(&mut game, "Qh7#");
    assert_eq!(game.ending(), Some(Ending::Checkmate));
}

#[test]
fn endings_in_order() {
    let cases = [
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Some(Ending::Stalemate)),
        (
            "7k/8/6K1/8/8/8/8/8 b - - 0 1",
            Some(Ending::InsufficientMaterial),
        ),
        (
            "7k/8/6K1/8/8/8/8/5B2 b - - 0 1",
            Some(Ending::InsufficientMaterial),
        ),
        ("7k/8/6K1/8/8/8/8/5R2 b - - 0 1", None),
    ];
    for (fen, ending) in cases {
        assert_eq!(Game::from_fen(fen).unwrap().ending(), ending, "{fen}");
    }
}

#[test]
fn can_mate_for_flag_fall() {
    let game = Game::from_fen("7k/8/6K1/8/8/8/8/5N2 w - - 0 1").unwrap();
    assert!(!game.can_mate(Color::White), "a lone knight cannot mate");
    assert!(!game.can_mate(Color::Black), "a lone king cannot mate");
    let game = Game::from_fen("7k/7p/6K1/8/8/8/8/5N2 w - - 0 1").unwrap();
    assert!(game.can_mate(Color::White), "knight against pawn can mate");
}

#[test]
fn truncate_restores_position_and_counts() {
    let mut game = Game::default();
    play_san(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(game.repetitions(), 3);
    let fen_after_two = {
        let mut g = Game::default();
        play_san(&mut g, "Nf3 Nf6");
        g.fen()
    };
    game.truncate(2);
    assert_eq!(game.plies().len(), 2);
    assert_eq!(game.fen(), fen_after_two);
    assert_eq!(game.repetitions(), 1);
    play_san(&mut game, "Ng1 Ng8");
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn the_sans_suffix_and_the_ending_come_from_one_look_at_the_legal_moves() {
    // Fool's mate, then a stalemate: the suffix is shakmaty's own, and going back undoes the ending.
    let mut game = Game::default();
    let mut reference = shakmaty::Chess::default();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let m = mv(&game, uci);
        let expected = shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut reference, m);
        assert_eq!(game.play(m).san, expected, "{uci}");
    }
    assert_eq!(game.plies()[3].san.to_string(), "Qh4#");
    assert_eq!(game.ending(), Some(Ending::Checkmate));
    game.truncate(3);
    assert_eq!(game.ending(), None);
    play_san(&mut game, "Qg5");
    assert_eq!(game.plies()[3].san.to_string(), "Qg5");

    let mut game = Game::from_fen("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1").unwrap();
    play_san(&mut game, "Qf7");
    assert_eq!(game.plies()[0].san.to_string(), "Qf7");
    assert_eq!(game.ending(), Some(Ending::Stalemate));
    game.truncate(0);
    assert_eq!(game.ending(), None);
    play_san(&mut game, "Qh4+");
    assert_eq!(game.plies()[0].san.to_string(), "Qh4+");
}

#[test]
fn claim_with_an_intended_move_looks_at_the_position_after_it() {
    let mut game = Game::default();
    play_san(&mut game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
    assert!(game.claimable().is_empty());
    assert_eq!(
        game.claimable_after(mv(&game, "f6g8")),
        vec![Claim::ThreefoldRepetition]
    );
    assert!(game.claimable_after(mv(&game, "e7e5")).is_empty());
}

#[test]
fn bad_fens_are_refused_with_the_reason() {
    assert!(matches!(
        Game::from_fen("not a fen"),
        Err(super::FenError::Unreadable(..))
    ));
    assert!(matches!(
        Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1"),
        Err(super::FenError::Illegal(..))
    ));
}
