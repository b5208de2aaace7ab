use super::*;

/// A game of the round between `white` and `black` at `url`, with `moves` and `result`.
fn game(url: Option<&str>, white: &str, black: &str, moves: &str, result: &str) -> String {
    let url = url.map_or(String::new(), |url| format!("[GameURL \"{url}\"]\n"));
    format!("[White \"{white}\"]\n[Black \"{black}\"]\n{url}[Result \"{result}\"]\n\n{moves} {result}\n\n")
}

/// A round of two games, Carlsen–Nepo at move 2 and Ding–Gukesh at the start, read.
fn round() -> Round {
    let mut round = Round::new();
    let first = game(
        Some("https://lichess.org/a"),
        "Carlsen",
        "Nepo",
        "1. e4 e5 2. Nf3",
        "*",
    );
    let second = game(Some("https://lichess.org/b"), "Ding", "Gukesh", "", "*");
    assert_eq!(round.read(&first), [RoundNews::Appeared { board: 1 }]);
    assert_eq!(round.read(&second), [RoundNews::Appeared { board: 2 }]);
    round
}

#[test]
fn the_games_first_sent_are_listed_in_board_order() {
    let round = round();
    let games = round.games();
    assert_eq!(games.len(), 2);
    assert_eq!(
        (games[0].board(), games[0].white(), games[0].black()),
        (1, "Carlsen", "Nepo")
    );
    assert_eq!(games[0].url(), Some("https://lichess.org/a"));
    assert_eq!(games[0].moves().len(), 3);
    assert_eq!(games[1].moves().len(), 0);
    assert_eq!(round.game(2).map(RoundGame::white), Some("Ding"));
    assert!(round.game(0).is_none() && round.game(3).is_none());
    assert!(!round.is_over());
}

#[test]
fn a_game_sent_again_says_only_its_new_moves() {
    let mut round = round();
    let again = game(
        Some("https://lichess.org/a"),
        "Carlsen",
        "Nepo",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5",
        "*",
    );
    assert_eq!(round.read(&again), [RoundNews::Moves { board: 1, from: 3 }]);
    let game = round.game(1).expect("board 1");
    let sans: Vec<String> = game.moves()[3..]
        .iter()
        .filter_map(|&node| game.tree().san(node).map(|san| san.to_string()))
        .collect();
    assert_eq!(sans, ["Nc6", "Bb5"]);
    assert_eq!(round.read(&again), [], "the same game again is nothing new");
}

#[test]
fn a_replaced_move_is_a_correction() {
    let mut round = round();
    let fixed = game(
        Some("https://lichess.org/a"),
        "Carlsen",
        "Nepo",
        "1. e4 e5 2. Nc3 Nf6",
        "*",
    );
    assert_eq!(
        round.read(&fixed),
        [RoundNews::Corrected {
            board: 1,
            from: 2,
            replaced: 1
        }]
    );
    assert_eq!(round.game(1).map(|g| g.moves().len()), Some(4));
    let taken_back = game(
        Some("https://lichess.org/a"),
        "Carlsen",
        "Nepo",
        "1. e4 e5",
        "*",
    );
    assert_eq!(
        round.read(&taken_back),
        [RoundNews::Corrected {
            board: 1,
            from: 2,
            replaced: 2
        }]
    );
}

#[test]
fn a_result_is_said_once_and_the_round_ends_with_its_last_game() {
    let mut round = round();
    let won = game(
        Some("https://lichess.org/a"),
        "Carlsen",
        "Nepo",
        "1. e4 e5 2. Nf3 Nc6",
        "1-0",
    );
    assert_eq!(
        round.read(&won),
        [
            RoundNews::Moves { board: 1, from: 3 },
            RoundNews::Finished { board: 1 }
        ]
    );
    assert_eq!(round.game(1).and_then(RoundGame::result), Some("1-0"));
    assert_eq!(round.read(&won), []);
    assert!(!round.is_over());
    let drawn = game(
        Some("https://lichess.org/b"),
        "Ding",
        "Gukesh",
        "",
        "1/2-1/2",
    );
    assert_eq!(round.read(&drawn), [RoundNews::Finished { board: 2 }]);
    assert!(round.is_over());
}

#[test]
fn without_an_address_games_are_told_apart_by_their_players() {
    let mut round = Round::new();
    round.read(&game(None, "A", "B", "1. e4", "*"));
    round.read(&game(None, "C", "D", "1. d4", "*"));
    assert_eq!(
        round.read(&game(None, "C", "D", "1. d4 d5", "*")),
        [RoundNews::Moves { board: 2, from: 1 }]
    );
    assert_eq!(round.game(2).and_then(RoundGame::url), None);
}

#[test]
fn each_side_s_clock_is_its_latest_written() {
    let mut round = Round::new();
    let text = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 { [%clk 1:30:00] } e5 { [%clk 1:29:50] } \
                2. Nf3 { [%clk 1:29:01] } *\n\n";
    round.read(text);
    let clocks = round.game(1).map(RoundGame::clocks);
    assert_eq!(clocks, Some((Some(5_341_000), Some(5_390_000))));
}

#[test]
fn an_unreadable_game_changes_nothing() {
    let mut round = round();
    let broken = game(
        Some("https://lichess.org/a"),
        "Carlsen",
        "Nepo",
        "1. e4 e5 2. Ke3",
        "*",
    );
    let news = round.read(&broken);
    assert!(
        matches!(news.as_slice(), [RoundNews::Unreadable(_)]),
        "{news:?}"
    );
    assert_eq!(round.game(1).map(|g| g.moves().len()), Some(3));
}
