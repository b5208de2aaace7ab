//! Piece letters follow the voice pack's language: the French pack reads R D T F C (R the king), `--notation` still
//! chooses, the journal keeps the letters for `resume`, and a move refused in one notation that the other reads as a
//! piece move says how to type it (in the pack's language), changing nothing.

use super::{announced, errors, moves, names, pgn, pgn_moves, play, resume};

fn the_french_pack_reads_french_letters() {
    let script = "e4\nappuyer\ne5\nappuyer\nCc3\nappuyer\nCc6\nappuyer\nFb5\nappuyer\nRe7\n";
    let game = play(&["--voice", "fr"], script);
    let sans: Vec<String> = announced(&game.events)
        .into_iter()
        .map(|(_, san, _)| san)
        .collect();
    assert_eq!(sans, ["e4", "e5", "Nc3", "Nc6", "Bb5", "Ke7"]);
    let journal = std::fs::read_to_string(&game.journal).expect("the journal is readable");
    let setup = journal.lines().nth(1).expect("a setup record");
    assert!(
        setup.contains("\"notation\":\"fr\""),
        "the setup keeps the French letters: {setup}"
    );
    // Resumed without options, the game keeps its letters: T is a rook, R the king.
    let events = resume(&game.journal, &[], "appuyer\nTb1\n");
    let sans: Vec<String> = announced(&events)
        .into_iter()
        .map(|(_, san, _)| san)
        .collect();
    assert_eq!(sans, ["Rb1"], "{events:#?}");
}

fn notation_overrides_the_packs_letters() {
    // In English letters C is the c-file: Cc3 is the pawn's step c2-c3, and R the rook.
    let game = play(
        &["--voice", "fr", "--notation", "en"],
        &format!("{}Ra3\n", moves(&["e4", "e5", "Cc3", "Nc6", "a4", "d6"])),
    );
    let sans: Vec<String> = announced(&game.events)
        .into_iter()
        .map(|(_, san, _)| san)
        .collect();
    assert_eq!(sans, ["e4", "e5", "c3", "Nc6", "a4", "d6", "Ra3"]);
}

fn a_french_letter_in_english_says_how_to_type_it() {
    let opening = moves(&["e4", "e5"]);
    let game = play(&["--voice", "en"], &format!("{opening}Fb5\nlast\n"));
    assert_eq!(
        errors(&game.events),
        ["\"Fb5\" is illegal: no White Pawn can move to Bella five; in French notation F is the Bishop: type Bb5 here"]
    );
    assert_eq!(
        names(&game.events).last(),
        Some(&"answer"),
        "nothing was played"
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5"]);

    let game = play(&["--voice", "de"], &format!("{opening}Fb5\n"));
    assert_eq!(
        errors(&game.events),
        ["„Fb5“ ist unzulässig: Weiß kann nicht Bauer nach Bella fünf ziehen; in französischer Notation steht F für \
          Läufer: hier Lb5 eingeben"]
    );
    // A pawn move that is only a pawn move is refused alone.
    let game = play(&["--voice", "en"], &format!("{opening}e5\n"));
    assert!(
        !errors(&game.events)[0].contains("notation"),
        "{:?}",
        errors(&game.events)
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "play::letters::the_french_pack_reads_french_letters",
            the_french_pack_reads_french_letters,
        ),
        crate::trial(
            "play::letters::notation_overrides_the_packs_letters",
            notation_overrides_the_packs_letters,
        ),
        crate::trial(
            "play::letters::a_french_letter_in_english_says_how_to_type_it",
            a_french_letter_in_english_says_how_to_type_it,
        ),
    ]
}
