//! Questions the blind player asks (D.2.6, D.2.10: the time and the number of moves, only when asked) and the board
//! read aloud: answered from the game, never written to the journal, never changing anything.

use super::{answers, errors, names, play, records};

fn time_answers_both_clocks_or_says_there_is_no_clock() {
    let game = play(
        &["--time", "5"],
        "time\ngo\nwait 30s\nt\ne4\npress\nwait 1m\ntime\n",
    );
    assert_eq!(
        answers(&game.events),
        [
            "White five minutes, Black five minutes",
            "White four minutes thirty seconds, Black five minutes",
            "White four minutes thirty seconds, Black four minutes",
        ]
    );
    let game = play(&[], "time\ne4\npress\nt\n");
    assert_eq!(
        answers(&game.events),
        ["This game has no clock", "This game has no clock"]
    );
}

fn moves_counts_the_completed_moves_of_each_side() {
    let script = "moves\ne4\npress\nn\ne5\nmoves\npress\nmoves\nNf3\npress\nmoves\n";
    let game = play(&[], script);
    assert_eq!(
        answers(&game.events),
        [
            "Moves completed: White zero, Black zero",
            "Moves completed: White one, Black zero",
            "Moves completed: White one, Black zero",
            "Moves completed: White one, Black one",
            "Moves completed: White two, Black one",
        ]
    );
}

fn last_repeats_the_last_announcement() {
    let script = "last\ne4\nl\npress\nlast\nNc6\npress\nlast\n";
    let game = play(&[], script);
    assert_eq!(
        answers(&game.events),
        [
            "No move has been made yet",
            "1. Eva vier, press the clock to complete it",
            "1. Eva vier",
            "1... Springer Cesar sechs",
        ]
    );
}

fn square_rank_and_file_say_what_stands_there() {
    let script =
        "e4\npress\nsquare e4\nsq Eva vier\nsquare e2\nrank 2\nrank acht\nfile e\nfile Hector\n\
                  square z9\nrank 9\nfile k\n";
    let game = play(&[], script);
    assert_eq!(
        answers(&game.events),
        [
            "Eva vier: white Bauer",
            "Eva vier: white Bauer",
            "Eva zwei: empty",
            // Seven pawns, each named by its file; the colour and the kind said once.
            "Rank zwei: white Bauer Anna, Bella, Cesar, David, Felix, Gustav, Hector",
            "Rank acht: black Turm Anna, Springer Bella, Laeufer Cesar, Dame David, Koenig Eva, Laeufer Felix, \
             Springer Gustav, Turm Hector",
            "File Eva: white Koenig eins, Bauer vier, black Bauer sieben, Koenig acht",
            "File Hector: white Turm eins, Bauer zwei, black Bauer sieben, Turm acht",
        ]
    );
    assert_eq!(
        errors(&game.events),
        [
            "cannot read \"z9\" as a square: write it like e4 or Eva vier",
            "cannot read \"9\" as a rank: write a number from 1 to 8, or its word",
            "cannot read \"k\" as a file: write a letter from a to h, or its word",
        ]
    );
}

fn board_reads_eight_ranks_from_the_players_side() {
    let fen = "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1";
    let game = play(&["--fen", fen], "board\n");
    assert_eq!(
        answers(&game.events),
        [
            "Rank eins: white Springer Bella, Koenig Eva, Springer Gustav",
            "Ranks zwei to sieben: empty",
            "Rank acht: black Koenig Eva",
        ]
    );
    // Black's side: rank 8 first, each rank from Black's left (the h-file).
    let game = play(&["--fen", fen, "--blind", "black"], "b\n");
    assert_eq!(
        answers(&game.events),
        [
            "Rank acht: black Koenig Eva",
            "Ranks sieben to zwei: empty",
            "Rank eins: white Springer Gustav, Koenig Eva, Springer Bella",
        ]
    );
}

fn pieces_says_where_the_pieces_of_a_kind_stand() {
    let fen = "r3k3/pp6/8/8/8/8/8/1N2K1N1 w q - 0 1";
    let script = "pieces\npieces white knight\npieces black Turm\np black\npieces white queen\npieces white xyz\n";
    let game = play(&["--fen", fen], script);
    assert_eq!(
        answers(&game.events),
        [
            // The colour said on its first line only.
            "white Koenig: Eva eins",
            "Springer: Bella eins, Gustav eins",
            "black Koenig: Eva acht",
            "Turm: Anna acht",
            "Bauer: Anna sieben, Bella sieben",
            "white Springer: Bella eins, Gustav eins",
            "black Turm: Anna acht",
            "black Koenig: Eva acht",
            "Turm: Anna acht",
            "Bauer: Anna sieben, Bella sieben",
            "No white Dame",
        ]
    );
    assert_eq!(
        errors(&game.events),
        ["cannot read \"xyz\" as a piece: write its name or letter, like knight or N"]
    );
}

fn verify_compares_a_described_board_with_the_game() {
    let script = "verify rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\ne4\npress\n\
                  verify rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR\n\
                  verify rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n\
                  verify rnbqkbnr/pppppppp/8/8/3P4/8/PPPP1PPP/RNBQKBNR\n\
                  verify rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR\n";
    let game = play(&[], script);
    assert_eq!(
        answers(&game.events),
        [
            "The described board matches the game",
            "The described board matches the game",
            "2 squares differ: Eva zwei: nothing in the game, white Bauer on your board; \
             Eva vier: white Bauer in the game, nothing on your board",
            "2 squares differ: David vier: nothing in the game, white Bauer on your board; \
             Eva vier: white Bauer in the game, nothing on your board",
        ]
    );
    let errors = errors(&game.events);
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0].starts_with("cannot read the described board: it has 7 ranks instead of 8"),
        "{}",
        errors[0]
    );
}

fn board_visual_draws_the_diagram_from_the_players_side() {
    let game = play(&[], "e4\npress\nboard visual\n");
    assert_eq!(
        answers(&game.events),
        [
            "8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜",
            "7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟",
            "6 · · · · · · · ·",
            "5 · · · · · · · ·",
            "4 · · · · ♙ · · ·",
            "3 · · · · · · · ·",
            "2 ♙ ♙ ♙ ♙ · ♙ ♙ ♙",
            "1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖",
            "  a b c d e f g h",
        ]
    );
    let game = play(&["--blind", "black"], "board visual\n");
    let lines = answers(&game.events);
    assert_eq!(lines[0], "1 ♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖");
    assert_eq!(lines[8], "  h g f e d c b a");
}

fn questions_are_not_written_to_the_journal() {
    let script = "time\nmoves\nlast\nsquare e4\nrank 1\nfile a\nboard\nboard visual\npieces\n\
                  verify 8/8/8/8/8/8/8/8\nverify rank 1 Turm Anna\nhelp\nhelp draws\n";
    let game = play(&["--time", "90"], script);
    assert!(records(&game.journal).is_empty());
    assert!(names(&game.events)
        .iter()
        .all(|n| *n == "answer" || *n == "error"));
    let answers = answers(&game.events);
    let topics = answers
        .iter()
        .position(|a| {
            a.starts_with("Help topics: moves, clock, draws, board, sheets, arbiter, keys, online.")
        })
        .expect("the topics");
    // help draws: a few short lines, each its own answer line.
    let draws = &answers[topics + 1..];
    assert_eq!(draws.len(), 4, "{draws:?}");
    assert!(
        draws[2].starts_with("claim threefold or claim fifty, on your turn"),
        "{draws:?}"
    );
}

fn help_is_given_by_topic_in_the_packs_language() {
    let game = play(
        &["--voice", "de"],
        "hilfe\nhilfe uhr\nhelp clock\nhilfe nichts\n",
    );
    let answers = answers(&game.events);
    assert!(
        answers[0].starts_with("Hilfethemen: züge, uhr, remis"),
        "{answers:?}"
    );
    assert_eq!(answers[1], "los startet die Uhr des Spielers am Zug.");
    assert_eq!(answers[1..5], answers[5..9]);
    assert_eq!(
        errors(&game.events),
        ["bitte so schreiben: hilfe, oder hilfe und ein Thema: züge, uhr, remis, brett, formular, schiedsrichter oder tasten"]
    );
}

/// `score` reads the game's moves back, numbered, in the pack's words (the blind player's scoresheet, D.2.7): all,
/// the last N, or from move N, with the move waiting for the press; heard whole, as one answer.
fn score_reads_the_moves_back() {
    let script = "score\ne4\npress\ne5\npress\nNf3\ndraw\npress\nNc6\npress\nBb5\nscore\nscore last 1\nscore from 2\nscore last x\n";
    let game = play(&[], script);
    let scores: Vec<Vec<String>> =
        game.events
            .iter()
            .filter(|e| e["query"] == "score")
            .fold(Vec::new(), |mut all, e| {
                if e["continued"] != true {
                    all.push(Vec::new());
                }
                all.last_mut()
                    .unwrap()
                    .push(e["text"].as_str().unwrap().to_string());
                all
            });
    assert_eq!(
        scores,
        [
            vec!["No move has been made yet".to_string()],
            vec![
                "1. Eva vier, Eva fuenf".into(),
                "2. Springer Felix drei (=), Springer Cesar sechs".into(),
                "3. Laeufer Bella fuenf, press the clock to complete it".into()
            ],
            vec![
                "2. Springer Felix drei (=), Springer Cesar sechs".into(),
                "3. Laeufer Bella fuenf, press the clock to complete it".into()
            ],
            vec![
                "2. Springer Felix drei (=), Springer Cesar sechs".into(),
                "3. Laeufer Bella fuenf, press the clock to complete it".into()
            ],
        ]
    );
    assert_eq!(
        errors(&game.events),
        ["write it as score, score last 5, or score from 12"]
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::queries::score_reads_the_moves_back",
            score_reads_the_moves_back,
        ),
        crate::trial(
            "play::queries::help_is_given_by_topic_in_the_packs_language",
            help_is_given_by_topic_in_the_packs_language,
        ),
        crate::trial(
            "play::queries::time_answers_both_clocks_or_says_there_is_no_clock",
            time_answers_both_clocks_or_says_there_is_no_clock,
        ),
        crate::trial(
            "play::queries::moves_counts_the_completed_moves_of_each_side",
            moves_counts_the_completed_moves_of_each_side,
        ),
        crate::trial(
            "play::queries::last_repeats_the_last_announcement",
            last_repeats_the_last_announcement,
        ),
        crate::trial(
            "play::queries::square_rank_and_file_say_what_stands_there",
            square_rank_and_file_say_what_stands_there,
        ),
        crate::trial(
            "play::queries::board_reads_eight_ranks_from_the_players_side",
            board_reads_eight_ranks_from_the_players_side,
        ),
        crate::trial(
            "play::queries::pieces_says_where_the_pieces_of_a_kind_stand",
            pieces_says_where_the_pieces_of_a_kind_stand,
        ),
        crate::trial(
            "play::queries::verify_compares_a_described_board_with_the_game",
            verify_compares_a_described_board_with_the_game,
        ),
        crate::trial(
            "play::queries::board_visual_draws_the_diagram_from_the_players_side",
            board_visual_draws_the_diagram_from_the_players_side,
        ),
        crate::trial(
            "play::queries::questions_are_not_written_to_the_journal",
            questions_are_not_written_to_the_journal,
        ),
    ];
    trials
}
