use super::*;
use crate::registry::BoardWords as Reader;
use shakmaty::{fen::Fen, CastlingMode};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// White: King e1, Rook a1, Knight c4, Pawn e4; Black: King e8.
const SPARSE: &str = "4k3/8/8/8/2N1P3/8/8/R3K3 w Q - 0 1";

fn position(fen: &str) -> Chess {
    let fen: Fen = fen.parse().unwrap();
    fen.into_position(CastlingMode::Standard).unwrap()
}

fn pack(name: &str) -> VoicePack {
    VoicePack::builtin(name).unwrap()
}

#[test]
fn squares_are_read_as_letters_or_any_packs_words() {
    let en = pack("en");
    let reader = Reader::new(&en);
    let cases = [
        ("e4", Some(Square::E4)),
        ("E4", Some(Square::E4)),
        ("  e4 ", Some(Square::E4)),
        ("e 4", Some(Square::E4)),
        ("Eva vier", Some(Square::E4)),
        ("eva VIER", Some(Square::E4)),
        ("e vier", Some(Square::E4)),
        ("Eva 4", Some(Square::E4)),
        ("echo four", Some(Square::E4)),
        ("Echo  Four", Some(Square::E4)),
        ("Eva fünf", Some(Square::E5)),
        ("eva funf", Some(Square::E5)),
        ("eva fuenf", Some(Square::E5)),
        ("Cäsar drei", Some(Square::C3)),
        ("caesar drei", Some(Square::C3)),
        ("César cinq", Some(Square::C5)),
        ("Hector huit", Some(Square::H8)),
        ("foxtrot 3", Some(Square::F3)),
        ("a one", Some(Square::A1)),
        ("", None),
        ("e9", None),
        ("i4", None),
        ("4e", None),
        ("ee4", None),
        ("Eva", None),
        ("vier", None),
        ("Eva vier acht", None),
        ("Zebra vier", None),
    ];
    for (input, expected) in cases {
        assert_eq!(reader.square(input), expected, "{input:?}");
    }
}

#[test]
fn ranks_files_and_pieces_are_read_in_every_form() {
    let en = pack("en");
    let reader = Reader::new(&en);
    let ranks = [
        ("4", Some(Rank::Fourth)),
        ("vier", Some(Rank::Fourth)),
        ("Four", Some(Rank::Fourth)),
        ("quatre", Some(Rank::Fourth)),
        ("FÜNF", Some(Rank::Fifth)),
        ("funf", Some(Rank::Fifth)),
        ("fuenf", Some(Rank::Fifth)),
        ("un", Some(Rank::First)),
        ("eight", Some(Rank::Eighth)),
        ("9", None),
        ("0", None),
        ("e", None),
        ("", None),
        ("vier vier", None),
    ];
    for (input, expected) in ranks {
        assert_eq!(reader.rank(input), expected, "rank {input:?}");
    }
    let files = [
        ("e", Some(File::E)),
        ("E", Some(File::E)),
        ("Eva", Some(File::E)),
        ("echo", Some(File::E)),
        ("Cäsar", Some(File::C)),
        ("casar", Some(File::C)),
        ("cesar", Some(File::C)),
        ("hotel", Some(File::H)),
        ("i", None),
        ("4", None),
        ("Evan", None),
        ("", None),
    ];
    for (input, expected) in files {
        assert_eq!(reader.file(input), expected, "file {input:?}");
    }
    use Role::*;
    let pieces = [
        ("Springer", Some(Knight)),
        ("knight", Some(Knight)),
        ("knights", Some(Knight)),
        ("Cavalier", Some(Knight)),
        ("cavaliers", Some(Knight)),
        ("Dame", Some(Queen)),
        ("queen", Some(Queen)),
        ("queens", Some(Queen)),
        ("Damen", Some(Queen)),
        ("rooks", Some(Rook)),
        ("Turm", Some(Rook)),
        ("Türme", Some(Rook)),
        ("Tour", Some(Rook)),
        ("bishops", Some(Bishop)),
        ("Läufer", Some(Bishop)),
        ("Laeufer", Some(Bishop)),
        ("laufer", Some(Bishop)),
        ("Fou", Some(Bishop)),
        ("pawns", Some(Pawn)),
        ("Bauer", Some(Pawn)),
        ("Bauern", Some(Pawn)),
        ("Pion", Some(Pawn)),
        ("kings", Some(King)),
        ("König", Some(King)),
        ("Koenig", Some(King)),
        ("Roi", Some(King)),
        ("K", Some(King)),
        ("Q", Some(Queen)),
        ("R", Some(Rook)),
        ("B", Some(Bishop)),
        ("N", Some(Knight)),
        ("n", Some(Knight)),
        ("P", Some(Pawn)),
        ("S", Some(Knight)),
        ("L", Some(Bishop)),
        ("T", Some(Rook)),
        ("D", Some(Queen)),
        ("C", Some(Knight)),
        ("F", Some(Bishop)),
        ("X", None),
        ("Springerin", None),
        ("zebra", None),
        ("", None),
    ];
    for (input, expected) in pieces {
        assert_eq!(reader.piece(input), expected, "piece {input:?}");
    }
}

#[test]
fn a_square_is_said_with_its_piece_or_as_empty() {
    let en = pack("en");
    let pos = position(SPARSE);
    let mirror = Mirror::new(&pos, &en, Color::White);
    let long = "x".repeat(100);
    let cases = [
        ("e4", Ok("Eva four: white Pawn".to_string())),
        ("Eva acht", Ok("Eva eight: black King".to_string())),
        ("d4", Ok("David four: empty".to_string())),
        (
            " e9 ",
            Err("cannot read \"e9\" as a square: write it like e4 or Eva four".to_string()),
        ),
        (
            &long,
            Err(format!(
                "cannot read \"{}…\" as a square: write it like e4 or Eva four",
                "x".repeat(60)
            )),
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(
            mirror
                .square(input)
                .map(|sentence| sentence.to_string())
                .map_err(|r| r.message.to_string()),
            expected,
            "{input:?}"
        );
    }
    let fide = pack("fide");
    let mirror = Mirror::new(&pos, &fide, Color::Black);
    assert_eq!(mirror.square("echo four").unwrap(), "Eva vier: white Bauer");
}

#[test]
fn ranks_and_files_are_said_from_the_viewers_side() {
    let en = pack("en");
    let pos = position(SPARSE);
    let white = Mirror::new(&pos, &en, Color::White);
    let black = Mirror::new(&pos, &en, Color::Black);
    type Ask = fn(&Mirror, &str) -> Result<String, String>;
    let rank: Ask = |m, s| {
        m.rank(s)
            .map(|r| r.to_string())
            .map_err(|r| r.message.to_string())
    };
    let file: Ask = |m, s| {
        m.file(s)
            .map(|f| f.to_string())
            .map_err(|r| r.message.to_string())
    };
    let cases: [(Ask, &str, &Mirror, Result<&str, &str>); 10] = [
        (
            rank,
            "4",
            &white,
            Ok("Rank four: white Knight Cesar, Pawn Eva"),
        ),
        (
            rank,
            "vier",
            &black,
            Ok("Rank four: white Pawn Eva, Knight Cesar"),
        ),
        (rank, "1", &white, Ok("Rank one: white Rook Anna, King Eva")),
        (rank, "five", &white, Ok("Rank five: empty")),
        (
            rank,
            "9",
            &white,
            Err("cannot read \"9\" as a rank: write a number from 1 to 8, or its word"),
        ),
        (
            file,
            "e",
            &white,
            Ok("File Eva: white King one, Pawn four, black King eight"),
        ),
        (
            file,
            "Echo",
            &black,
            Ok("File Eva: black King eight, white Pawn four, King one"),
        ),
        (file, "Cäsar", &black, Ok("File Cesar: white Knight four")),
        (file, "b", &white, Ok("File Bella: empty")),
        (
            file,
            "j",
            &black,
            Err("cannot read \"j\" as a file: write a letter from a to h, or its word"),
        ),
    ];
    for (ask, input, mirror, expected) in cases {
        let expected = expected.map(str::to_string).map_err(str::to_string);
        assert_eq!(
            ask(mirror, input),
            expected,
            "{input:?} for {:?}",
            mirror.viewer
        );
    }
    let de = pack("de");
    let mirror = Mirror::new(&pos, &de, Color::White);
    assert_eq!(
        mirror.rank("4").unwrap(),
        "Reihe vier: Weiß Springer Cäsar, Bauer Eva"
    );
    assert_eq!(mirror.file("h").unwrap(), "Linie Hector: leer");
}

#[test]
fn the_board_starts_with_the_viewers_own_back_rank() {
    let en = pack("en");
    let pos = position(SPARSE);
    let white = Mirror::new(&pos, &en, Color::White).board();
    assert_eq!(
        white,
        [
            "Rank one: white Rook Anna, King Eva",
            "Ranks two to three: empty",
            "Rank four: white Knight Cesar, Pawn Eva",
            "Ranks five to seven: empty",
            "Rank eight: black King Eva",
        ]
    );
    let black = Mirror::new(&pos, &en, Color::Black).board();
    assert_eq!(
        black,
        [
            "Rank eight: black King Eva",
            "Ranks seven to five: empty",
            "Rank four: white Pawn Eva, Knight Cesar",
            "Ranks three to two: empty",
            "Rank one: white King Eva, Rook Anna",
        ]
    );
}

#[test]
fn a_run_of_one_kind_names_the_piece_once() {
    let en = pack("en");
    let pos = position("rnbqkbnr/pp2pppp/8/2pp4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    let board = Mirror::new(&pos, &en, Color::White).board();
    assert_eq!(
        board[1],
        "Rank two: white Pawn Anna, Bella, Cesar, David, Felix, Gustav, Hector"
    );
    assert_eq!(board[4], "Rank five: black Pawn Cesar, David");
    assert_eq!(
        board[6],
        "Rank seven: black Pawn Anna, Bella, Eva, Felix, Gustav, Hector"
    );
    // A kind said again after another kind between: "Rook Anna, Knight Bella, …, Rook Hector".
    assert_eq!(
        board[0],
        "Rank one: white Rook Anna, Knight Bella, Bishop Cesar, Queen David, King Eva, Bishop Felix, Knight Gustav, \
         Rook Hector"
    );
}

#[test]
fn the_diagram_is_drawn_from_the_viewers_side() {
    let en = pack("en");
    let pos = position(START);
    let cases = [
        (
            Color::White,
            [
                "8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜",
                "7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟",
                "6 · · · · · · · ·",
                "5 · · · · · · · ·",
                "4 · · · · · · · ·",
                "3 · · · · · · · ·",
                "2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙",
                "1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖",
                "  a b c d e f g h",
            ],
        ),
        (
            Color::Black,
            [
                "1 ♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖",
                "2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙",
                "3 · · · · · · · ·",
                "4 · · · · · · · ·",
                "5 · · · · · · · ·",
                "6 · · · · · · · ·",
                "7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟",
                "8 ♜ ♞ ♝ ♚ ♛ ♝ ♞ ♜",
                "  h g f e d c b a",
            ],
        ),
    ];
    for (viewer, expected) in cases {
        assert_eq!(
            Mirror::new(&pos, &en, viewer).visual(),
            expected,
            "{viewer:?}"
        );
    }
}

/// Position, viewer, side and piece asked for, and the lines said (or the refusal).
type PiecesCase<'a> = (
    &'a Chess,
    Color,
    Option<Side>,
    Option<&'a str>,
    Result<Vec<&'a str>, &'a str>,
);

#[test]
fn pieces_are_listed_by_side_and_kind() {
    let en = pack("en");
    let sparse = position(SPARSE);
    let start = position(START);
    let cases: [PiecesCase; 10] = [
        (
            &sparse,
            Color::White,
            None,
            None,
            Ok(vec![
                "white King: Eva one",
                "Rook: Anna one",
                "Knight: Cesar four",
                "Pawn: Eva four",
                "black King: Eva eight",
            ]),
        ),
        (&sparse, Color::White, None, Some(" "), Ok(vec![
            "white King: Eva one",
            "Rook: Anna one",
            "Knight: Cesar four",
            "Pawn: Eva four",
            "black King: Eva eight",
        ])),
        (&sparse, Color::White, Some(Side::Black), None, Ok(vec!["black King: Eva eight"])),
        (
            &sparse,
            Color::White,
            None,
            Some("queen"),
            Ok(vec!["No white Queen", "No black Queen"]),
        ),
        (
            &sparse,
            Color::Black,
            None,
            Some("knights"),
            Ok(vec!["white Knight: Cesar four", "No black Knight"]),
        ),
        (&sparse, Color::White, Some(Side::White), Some("N"), Ok(vec!["white Knight: Cesar four"])),
        (&sparse, Color::White, Some(Side::Black), Some("Bauer"), Ok(vec!["No black Pawn"])),
        (
            &start,
            Color::White,
            Some(Side::White),
            Some("P"),
            Ok(vec![
                "white Pawn: Anna two, Bella two, Cesar two, David two, Eva two, Felix two, Gustav two, Hector two",
            ]),
        ),
        (
            &start,
            Color::Black,
            None,
            Some("Springer"),
            Ok(vec!["white Knight: Gustav one, Bella one", "black Knight: Gustav eight, Bella eight"]),
        ),
        (
            &start,
            Color::White,
            None,
            Some("zebra"),
            Err("cannot read \"zebra\" as a piece: write its name or letter, like knight or N"),
        ),
    ];
    for (pos, viewer, side, piece, expected) in cases {
        let got = Mirror::new(pos, &en, viewer)
            .pieces(side, piece)
            .map_err(|r| r.message.to_string());
        let expected = expected
            .map(|lines| lines.into_iter().map(str::to_string).collect::<Vec<_>>())
            .map_err(str::to_string);
        assert_eq!(got, expected, "{side:?} {piece:?} for {viewer:?}");
    }
    let de = pack("de");
    let mirror = Mirror::new(&sparse, &de, Color::White);
    assert_eq!(
        mirror
            .pieces(Some(Side::White), Some("S"))
            .map_err(|r| r.message.to_string()),
        Ok(vec!["Springer von Weiß: Cäsar vier".to_string()])
    );
    assert_eq!(
        mirror
            .pieces(None, Some("Q"))
            .map_err(|r| r.message.to_string()),
        Ok(vec![
            "Dame von Weiß: nicht auf dem Brett".to_string(),
            "Dame von Schwarz: nicht auf dem Brett".to_string(),
        ])
    );
    assert_eq!(
        mirror.pieces(None, Some("Zebra")).unwrap_err().message,
        "„Zebra“ kann nicht als Figur gelesen werden: bitte Namen oder Buchstaben schreiben, wie Springer oder S"
    );
}
