use shakmaty::{san::San, Chess, Position};

use super::*;

/// The positions of a game played from the start by `moves` (SAN), the start first.
fn positions(moves: &str) -> Vec<Chess> {
    let mut pos = Chess::default();
    let mut out = vec![pos.clone()];
    for san in moves.split_whitespace() {
        let mv = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(mv);
        out.push(pos.clone());
    }
    out
}

fn named(moves: &str) -> Option<String> {
    openings()
        .of_game(positions(moves).iter())
        .map(|opening| format!("{} {}", opening.eco, opening.name))
}

#[test]
fn every_shipped_line_parses_and_replays_legally() {
    let all = openings();
    assert!(all.lines().len() > 3_000, "{} lines", all.lines().len());
    for opening in all.lines() {
        let mut pos = Chess::default();
        for mv in &opening.moves {
            assert!(pos.is_legal(*mv), "{}: {mv}", opening.name);
            pos.play_unchecked(*mv);
        }
        assert!(
            all.at(&pos).is_some(),
            "{} is not found at its own end",
            opening.name
        );
    }
}

#[test]
fn a_line_is_named_at_its_end() {
    assert_eq!(
        named("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6").as_deref(),
        Some("B90 Sicilian Defense: Najdorf Variation")
    );
}

#[test]
fn a_transposition_is_named_as_the_line_it_reaches() {
    // The Queen's Gambit Declined reached with the knight first.
    let direct = named("d4 d5 c4 e6 Nc3 Nf6");
    let transposed = named("d4 Nf6 c4 e6 Nc3 d5");
    assert_eq!(
        direct.as_deref(),
        Some("D35 Queen's Gambit Declined: Normal Defense")
    );
    assert_eq!(direct, transposed);
}

#[test]
fn a_game_after_the_named_line_keeps_its_last_name() {
    let book = named("e4 e5 Nf3 Nc6 Bb5 a6");
    assert_eq!(book.as_deref(), Some("C70 Ruy Lopez: Morphy Defense"));
    // Moves no table names keep the name of the last named position.
    assert_eq!(named("e4 e5 Nf3 Nc6 Bb5 a6 h4 h5 Rh3 Rh6"), book);
}

#[test]
fn an_odd_first_move_is_named_only_if_the_tables_name_it() {
    assert_eq!(named(""), None);
    assert_eq!(named("e4").as_deref(), Some("B00 King's Pawn Game"));
    assert_eq!(named("Nh3").as_deref(), Some("A00 Amar Opening"));
    // Moves that leave every named position behind at once: no position after 1. a3 is named, so the first
    // move's name stays.
    let odd = positions("a3 h6 h3 a6");
    assert!(odd[2..].iter().all(|pos| openings().at(pos).is_none()));
    assert_eq!(
        named("a3 h6 h3 a6").as_deref(),
        Some("A00 Anderssen's Opening")
    );
}

#[test]
fn the_en_passant_square_counts_only_where_a_capture_is_legal() {
    // After 1. e4 no black pawn can take en passant: the key is that of the position without the square.
    let pos = positions("e4").pop().unwrap();
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let without: Chess = fen
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    assert_eq!(table::key(&pos), table::key(&without));
}

#[test]
fn a_table_row_that_is_no_line_is_refused_with_its_place() {
    let error = Openings::read([("x.tsv", "eco\tname\tpgn\nA00\tBad\t1. e5\n")]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "x.tsv, line 2: \"e5\" is not legal there"
    );
    let error = Openings::read([("x.tsv", "eco\tname\tpgn\nA00\tBad\n")]).unwrap_err();
    assert_eq!(error.line, 2);
}

#[test]
fn typed_names_exact_near_and_other() {
    let najdorf = openings()
        .lines()
        .iter()
        .find(|o| o.name == "Sicilian Defense: Najdorf Variation, English Attack")
        .unwrap();
    assert_eq!(
        najdorf.matches("sicilian defense: najdorf variation, english attack"),
        NameMatch::Exact
    );
    for near in [
        "Sicilian Defense Najdorf Variation English Attack",
        "sicilian defense: english attack, najdorf variation",
        "Najdorf Variation, English Attack",
        "english attack najdorf variation",
    ] {
        assert_eq!(najdorf.matches(near), NameMatch::Near, "{near}");
    }
    for other in [
        "Najdorf",
        "Sicilian Defense",
        "English Attack",
        "Sicilian Defense: Najdorf Variation",
    ] {
        assert_eq!(najdorf.matches(other), NameMatch::Other, "{other}");
    }
    let reti = openings()
        .lines()
        .iter()
        .find(|o| o.name == "Réti Opening")
        .unwrap();
    assert_eq!(reti.matches("Reti Opening"), NameMatch::Near);
    let kings = openings()
        .lines()
        .iter()
        .find(|o| o.name == "King's Pawn Game")
        .unwrap();
    assert_eq!(kings.matches("kings pawn game"), NameMatch::Near);
    // A name without a variation cannot be given by its (empty) variation alone.
    assert_eq!(kings.matches(""), NameMatch::Other);
}

#[test]
#[ignore = "a measurement: run with --ignored --nocapture"]
fn lookup_time() {
    let start = std::time::Instant::now();
    let all = openings();
    let read = start.elapsed();
    let game =
        positions("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7");
    let start = std::time::Instant::now();
    let rounds = 10_000;
    for _ in 0..rounds {
        assert!(all.of_game(game.iter()).is_some());
    }
    println!(
        "tables read in {read:?}; a 20-ply game named in {:?}",
        start.elapsed() / rounds
    );
}
