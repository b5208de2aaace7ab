use std::collections::HashSet;

use shakmaty::{
    fen::Fen,
    san::{San, SanPlus, Suffix},
    CastlingMode, Chess, File, Position, Rank, Role, Square,
};

use super::*;

fn san(text: &str) -> SanPlus {
    SanPlus::from_ascii(text.as_bytes()).unwrap_or_else(|_| panic!("SAN {text}"))
}

fn is_six_dot_cell(c: char) -> bool {
    ('\u{2800}'..='\u{283f}').contains(&c)
}

/// SAN, the braille chess code, and the same cells in Braille ASCII.
const MOVES: &[(&str, &str, &str)] = &[
    // pawn push, piece move
    ("e4", "⠑⠲", "E4"),
    ("d5", "⠙⠢", "D5"),
    ("Nf3", "⠎⠋⠒", "SF3"),
    ("Bb5", "⠇⠃⠢", "LB5"),
    ("Qa5", "⠟⠁⠢", "QA5"),
    ("Ke8", "⠅⠑⠦", "KE8"),
    ("Rf4", "⠗⠋⠲", "RF4"),
    // captures by piece and pawn
    ("Bxc6", "⠇⠰⠉⠖", "L;C6"),
    ("Kxe2", "⠅⠰⠑⠆", "K;E2"),
    ("exd5", "⠑⠰⠙⠢", "E;D5"),
    ("cxd5", "⠉⠰⠙⠢", "C;D5"),
    // disambiguation by file, by rank, by both
    ("Nbd7", "⠎⠃⠙⠶", "SBD7"),
    ("Nce5", "⠎⠉⠑⠢", "SCE5"),
    ("R1e2", "⠗⠂⠑⠆", "R1E2"),
    ("N1c3", "⠎⠂⠉⠒", "S1C3"),
    ("Nb1c3", "⠎⠃⠂⠉⠒", "SB1C3"),
    ("Rdxd1", "⠗⠙⠰⠙⠂", "RD;D1"),
    // check, capture with check
    ("Qh5+", "⠟⠘⠓⠢", "Q^H5"),
    ("f5+", "⠘⠋⠢", "^F5"),
    ("Rxf4+", "⠗⠸⠋⠲", "R_F4"),
    ("gxh6+", "⠛⠸⠓⠖", "G_H6"),
    // mate
    ("Re8#", "⠗⠑⠦⠜⠍", "RE8>M"),
    ("Qxf7#", "⠟⠰⠋⠶⠜⠍", "Q;F7>M"),
    // castling
    ("O-O", "⠴⠤⠴", "0-0"),
    ("O-O-O", "⠴⠤⠴⠤⠴", "0-0-0"),
    ("O-O+", "⠘⠴⠤⠴", "^0-0"),
    ("O-O-O#", "⠴⠤⠴⠤⠴⠜⠍", "0-0-0>M"),
    // promotion, with and without capture and check
    ("e8=Q", "⠑⠦⠟", "E8Q"),
    ("exd8=N+", "⠑⠸⠙⠦⠎", "E_D8S"),
    ("bxa8=B", "⠃⠰⠁⠦⠇", "B;A8L"),
    ("a1=R#", "⠁⠂⠗⠜⠍", "A1R>M"),
    ("h8=Q+", "⠘⠓⠦⠟", "^H8Q"),
    // a drop and a null move (not chess on a board, but valid SAN)
    ("N@f3", "⠎⠈⠁⠋⠒", "S@AF3"),
    ("@e4", "⠈⠁⠑⠲", "@AE4"),
    ("Q@h7#", "⠟⠈⠁⠓⠶⠜⠍", "Q@AH7>M"),
    ("--", "⠤⠤", "--"),
];

#[test]
fn every_kind_of_move() {
    for (text, cells, brf) in MOVES {
        let got = braille_move(&san(text));
        assert_eq!(&got, cells, "{text}");
        assert_eq!(&to_brf(&got), brf, "{text} in BRF");
    }
}

#[test]
fn nf3_is_as_the_rules_file_writes_it() {
    assert_eq!(braille_move(&san("Nf3")), "⠎⠋⠒");
}

#[test]
fn en_passant_reads_as_an_ordinary_pawn_capture() {
    // 1. e4 a6 2. e5 d5: exd6 takes en passant.
    let fen: Fen = "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
        .parse()
        .expect("FEN");
    let pos: Chess = fen.into_position(CastlingMode::Standard).expect("position");
    let m = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.is_en_passant())
        .expect("en passant is legal");
    let san_plus = SanPlus::from_move(pos, m);
    assert_eq!(san_plus.to_string(), "exd6");
    assert_eq!(braille_move(&san_plus), "⠑⠰⠙⠖");
    assert_eq!(braille_move(&san_plus), braille_move(&san("exd6")));
}

#[test]
fn tables_agree_with_braille_ascii() {
    // The letter and digit tables are independent data from the BRF table: each must come out as
    // its own character.
    assert_eq!(
        to_brf(&LETTERS.iter().collect::<String>()),
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    );
    assert_eq!(
        to_brf(&LOWER_DIGITS.iter().collect::<String>()),
        "0123456789"
    );
    let pieces: String = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
    ]
    .into_iter()
    .map(piece)
    .collect();
    assert_eq!(pieces, "⠅⠟⠗⠇⠎");
    assert_eq!(to_brf(&pieces), "KQRLS");
}

#[test]
fn brf_of_every_sign_used() {
    let signs: &[(&str, String, &str)] = &[
        ("capture", CAPTURE.to_string(), ";"),
        ("check", CHECK.to_string(), "^"),
        ("capture and check", CAPTURE_CHECK.to_string(), "_"),
        ("mate", MATE.iter().collect(), ">M"),
        ("hyphen", HYPHEN.to_string(), "-"),
        ("black first", BLACK_FIRST.to_string(), "-"),
        ("at", AT.iter().collect(), "@A"),
        ("draw offer", DRAW_OFFER.iter().collect(), "\"<\"7\">"),
    ];
    for (name, cells, brf) in signs {
        assert!(cells.chars().all(is_six_dot_cell), "{name}");
        assert_eq!(&to_brf(cells), brf, "{name}");
    }
}

#[test]
fn brf_of_the_examples_and_the_blank() {
    for (cell, ascii) in [
        ('⠁', "A"),
        ('⠃', "B"),
        ('⠂', "1"),
        ('⠒', "3"),
        ('\u{2800}', " "),
        ('⠿', "="),
    ] {
        assert_eq!(to_brf(&cell.to_string()), ascii, "{cell}");
    }
    assert_eq!(to_brf("⠂ ⠑⠲ ⠑⠢"), "1 E4 E5");
    // Not six-dot cells: passed through.
    assert_eq!(to_brf("⠁\n⡁x"), "A\n⡁x");
}

#[test]
fn brf_maps_all_64_six_dot_cells_to_distinct_characters() {
    let mut seen = HashSet::new();
    for bits in 0..64u32 {
        let cell = char::from_u32(0x2800 + bits).expect("braille cell");
        let brf = to_brf(&cell.to_string());
        let mut chars = brf.chars();
        let c = chars.next().expect("one character");
        assert_eq!(chars.next(), None, "{cell}");
        assert!((' '..='_').contains(&c), "{cell} -> {c:?}");
        assert!(seen.insert(c), "{cell} -> {c:?} twice");
    }
    assert_eq!(seen.len(), 64);
}

#[test]
fn scoresheet_from_move_one() {
    let moves = [
        (san("e4"), false),
        (san("e5"), false),
        (san("Nf3"), false),
        (san("Nc6"), false),
        (san("Bb5"), false),
    ];
    let lines = braille_scoresheet(&moves, 1, false);
    assert_eq!(lines, ["⠂ ⠑⠲ ⠑⠢", "⠆ ⠎⠋⠒ ⠎⠉⠖", "⠒ ⠇⠃⠢"]);
    let brf: Vec<String> = lines.iter().map(|l| to_brf(l)).collect();
    assert_eq!(brf, ["1 E4 E5", "2 SF3 SC6", "3 LB5"]);
}

#[test]
fn scoresheet_black_first_past_move_ten_with_a_draw_offer() {
    let moves = [
        (san("Nf6"), false),
        (san("O-O"), true),
        (san("Qxd4+"), false),
        (san("Kh1"), false),
        (san("Qd1#"), false),
    ];
    let lines = braille_scoresheet(&moves, 9, true);
    assert_eq!(lines, ["⠔ ⠤⠎⠋⠖", "⠂⠴ ⠴⠤⠴⠐⠣⠐⠶⠐⠜ ⠟⠸⠙⠲", "⠂⠂ ⠅⠓⠂ ⠟⠙⠂⠜⠍",]);
    let brf: Vec<String> = lines.iter().map(|l| to_brf(l)).collect();
    assert_eq!(brf, ["9 -SF6", "10 0-0\"<\"7\"> Q_D4", "11 KH1 QD1>M"]);
}

#[test]
fn scoresheet_draw_offer_by_black_and_move_twelve() {
    let moves = [(san("c4"), false), (san("Nf6"), true)];
    assert_eq!(braille_scoresheet(&moves, 12, false), ["⠂⠆ ⠉⠲ ⠎⠋⠖⠐⠣⠐⠶⠐⠜"]);
}

#[test]
fn scoresheet_edges() {
    assert!(braille_scoresheet(&[], 1, false).is_empty());
    assert!(braille_scoresheet(&[], 7, true).is_empty());
    assert_eq!(
        braille_scoresheet(&[(san("e5"), false)], 1, true),
        ["⠂ ⠤⠑⠢"]
    );
    // The move number never overflows.
    let moves = [(san("a3"), false), (san("a6"), false), (san("b3"), false)];
    let lines = braille_scoresheet(&moves, u32::MAX, false);
    let brf: Vec<String> = lines.iter().map(|l| to_brf(l)).collect();
    assert_eq!(brf, ["4294967295 A3 A6", "4294967296 B3"]);
}

#[test]
fn any_san_gives_six_dot_cells_without_panicking() {
    let roles = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    let suffixes = [None, Some(Suffix::Check), Some(Suffix::Checkmate)];
    let mut sans = vec![
        San::Null,
        San::Castle(shakmaty::CastlingSide::KingSide),
        San::Castle(shakmaty::CastlingSide::QueenSide),
    ];
    for to in Square::ALL {
        for role in roles {
            sans.push(San::Put { role, to });
            for file in [None, Some(File::A), Some(File::H)] {
                for rank in [None, Some(Rank::First), Some(Rank::Eighth)] {
                    for capture in [false, true] {
                        for promotion in std::iter::once(None).chain(roles.map(Some)) {
                            sans.push(San::Normal {
                                role,
                                file,
                                rank,
                                capture,
                                to,
                                promotion,
                            });
                        }
                    }
                }
            }
        }
    }
    for san in sans {
        for suffix in suffixes {
            let cells = braille_move(&SanPlus { san, suffix });
            assert!(!cells.is_empty());
            assert!(
                cells.chars().all(is_six_dot_cell),
                "{san:?} {suffix:?}: {cells}"
            );
            assert!(to_brf(&cells).chars().all(|c| (' '..='_').contains(&c)));
        }
    }
}
