//! Comparison tables: each case is two sheets as typed and the expected agreement and first difference.

use super::*;
use crate::{notation::Notation, scoresheet::SheetError, voice::VoicePack};

fn reader() -> MoveReader {
    MoveReader::for_pack(Notation::En, &VoicePack::builtin("fide").unwrap())
}

fn sheet(text: &str) -> Sheet {
    Sheet::read(text.as_bytes(), &reader()).unwrap()
}

/// (sheet A, sheet B, agree_until_ply, first difference as (ply, a, a_legal, b, b_legal)).
type Case<'a> = (
    &'a str,
    &'a str,
    usize,
    Option<(usize, Option<&'a str>, bool, Option<&'a str>, bool)>,
);

#[test]
fn sheets_compare_move_by_move() {
    let cases: &[Case] = &[
        // Agreement to the end.
        ("1. e4 e5 2. Nf3 Nc6", "e4 e5 Nf3 Nc6", 4, None),
        // A different legal move.
        (
            "1. e4 e5 2. Nf3 Nc6",
            "1. e4 e5 2. Nc3 Nc6",
            2,
            Some((3, Some("Nf3"), true, Some("Nc3"), true)),
        ),
        // An illegal entry.
        (
            "1. e4 e5 2. Nf3",
            "1. e4 e5 2. Ke3",
            2,
            Some((3, Some("Nf3"), true, Some("Ke3"), false)),
        ),
        // An unreadable entry.
        (
            "1. e4 e5",
            "1. e4 xyz",
            1,
            Some((2, Some("e5"), true, Some("xyz"), false)),
        ),
        // An ambiguous entry: both knights can reach d2.
        (
            "1. d4 d5 2. Nf3 Nf6 3. Nbd2",
            "1. d4 d5 2. Nf3 Nf6 3. Nd2",
            4,
            Some((5, Some("Nbd2"), true, Some("Nd2"), false)),
        ),
        // A sheet that stops early.
        (
            "1. e4 e5 2. Nf3",
            "1. e4 e5",
            2,
            Some((3, Some("Nf3"), true, None, false)),
        ),
        // A sheet with an extra move.
        (
            "1. e4",
            "1. e4 c5",
            1,
            Some((2, None, false, Some("c5"), true)),
        ),
        // Different notations that mean the same moves: German and French letters, coordinates, FIDE zeros, words.
        (
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O",
            "1. e2e4 e7-e5\n2. Sf3\nspringer cesar sechs\n3. Lc4 Lc5 4. 0-0",
            7,
            None,
        ),
        // Two pawn moves typed on one line as squares.
        ("1. d4 d5 2. c4", "d4 d5\nc4", 3, None),
        // Both empty.
        ("", "", 0, None),
    ];
    for (a, b, agree, difference) in cases {
        let result = compare(&sheet(a), &sheet(b), &reader()).unwrap();
        assert_eq!(result.agree_until_ply, *agree, "{a:?} vs {b:?}");
        let got = result.first_difference.as_ref().map(|d| {
            (
                d.ply,
                d.a.text.as_deref(),
                d.a.legal(),
                d.b.text.as_deref(),
                d.b.legal(),
            )
        });
        assert_eq!(got, *difference, "{a:?} vs {b:?}");
    }
}

#[test]
fn the_difference_names_move_number_side_and_position() {
    let result = compare(
        &sheet("1. e4 e5 2. Nf3 Nc6"),
        &sheet("1. e4 e5 2. Nf3 Nf6"),
        &reader(),
    )
    .unwrap();
    let d = result.first_difference.clone().unwrap();
    assert_eq!((d.ply, d.move_number, d.side), (4, 2, Side::Black));
    assert_eq!(
        result.agreed.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!((result.plies_a, result.plies_b), (4, 4));
    let agreed: Vec<String> = result
        .agreed
        .plies()
        .iter()
        .map(|p| p.san.to_string())
        .collect();
    assert_eq!(agreed, ["e4", "e5", "Nf3"]);
    let json = serde_json::to_string(&result.json()).unwrap();
    assert_eq!(
        json,
        r#"{"agree_until_ply":3,"plies_a":4,"plies_b":4,"first_difference":{"ply":4,"move_number":2,"side":"black","a":"Nc6","b":"Nf6","a_legal":true,"b_legal":true},"fen_at_agreement":"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"}"#
    );
}

#[test]
fn pgn_sheets_and_their_start_positions() {
    let pgn =
        "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *\n";
    let result = compare(&sheet(pgn), &sheet("e4 Kd7"), &reader());
    // The plain sheet has no FEN: the PGN's start is used for both.
    assert_eq!(result.unwrap().agree_until_ply, 2);
    let other = "[FEN \"4k3/8/8/8/8/8/3P4/4K3 w - - 0 1\"]\n\n1. d4 *\n";
    assert!(matches!(
        compare(&sheet(pgn), &sheet(other), &reader()),
        Err(CompareError::DifferentStarts(..))
    ));
    // A PGN token that is not SAN becomes an entry and is pointed at.
    let bad = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Zz9 *\n";
    let result = compare(&sheet(bad), &sheet("e4 e5 Nf3 Nc6"), &reader()).unwrap();
    assert_eq!(result.agree_until_ply, 3);
    assert_eq!(
        result.first_difference.unwrap().a.text.as_deref(),
        Some("Zz9")
    );
}

#[test]
fn files_that_are_not_sheets_are_refused() {
    let reader = reader();
    assert_eq!(
        Sheet::read(b"\xff\xfe\x00", &reader),
        Err(SheetError::NotText)
    );
    assert_eq!(Sheet::read(b"e4\0e5", &reader), Err(SheetError::NotText));
    // pgn-reader reads an unterminated tag leniently: the moves after it are still the sheet's.
    assert_eq!(
        Sheet::read(b"[Event \"unterminated\n\n1. e4", &reader).map(|s| s.entries),
        Ok(vec!["e4".to_string()])
    );
    assert_eq!(
        Sheet::read(b"[Event \"x\"]\n", &reader).map(|s| s.entries),
        Ok(vec![])
    );
}

#[test]
fn french_letters_with_the_french_notation() {
    let fr = MoveReader::for_pack(Notation::Fr, &VoicePack::builtin("fr").unwrap());
    let read = |text: &str| Sheet::read(text.as_bytes(), &fr).unwrap();
    let result = compare(
        &read("1. e4 e5 2. Cf3 Cc6 3. Fc4"),
        &read("e4 e5 Nf3 Nc6 Bc4"),
        &fr,
    )
    .unwrap();
    assert_eq!(
        (result.agree_until_ply, result.first_difference.is_none()),
        (5, true)
    );
}
