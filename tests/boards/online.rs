//! An online game with the user's own electronic board: the user makes both sides' moves on it, their own read from
//! it and sent to lichess on `press`, the opponent's coming from lichess (a lichess double on 127.0.0.1) and checked
//! against the board as the blind player's are at a tournament board.

use shakmaty::Chess;

use super::script::{of, OnBoard};
use crate::support::{
    boards::{dgt::DgtDouble, hands::Manner, session::BoardGame},
    lichess::{game_full, game_state, line, Lichess, TOKEN},
    tactus,
};

pub(super) fn the_users_moves_are_read_from_their_board_and_sent() {
    let server = Lichess::start();
    let folder = tempfile::tempdir().unwrap();
    let journal = folder.path().join("j.jsonl");
    let stream = server.game_stream();
    stream
        .send(line(&game_full(&game_state(
            "", 900_000, 900_000, "started", "",
        ))))
        .unwrap();
    let mut command = tactus();
    command
        .args([
            "online",
            "resume",
            "g1",
            "--server",
            &server.url,
            "--journal",
        ])
        .arg(&journal)
        .env("TACTUS_LICHESS_TOKEN", TOKEN)
        .env("XDG_CONFIG_HOME", folder.path());
    // The account (Bo) has Black.
    let game = BoardGame::online(DgtDouble::new(), command, journal, folder);
    let mut on = OnBoard::from(game, Chess::default());
    // White's move comes from lichess, and the user makes it on their board.
    stream
        .send(line(&game_state("e2e4", 900_000, 900_000, "started", "")))
        .unwrap();
    on.game.expect_line(r#""uci":"e2e4""#);
    let white = on.hands_for("e4", Manner::Usual);
    on.game.hands(&white);
    on.game.line(on.settle);
    on.advance("e4", false);
    // The user's reply made on the board is announced from it and waits for press, which sends it.
    let black = on.hands_for("e5", Manner::Usual);
    on.game.hands(&black);
    on.game.line(on.settle);
    on.game.line("press");
    let sent = server.wait_request("POST /api/board/game/g1/move/", 1);
    assert!(
        sent.starts_with("POST /api/board/game/g1/move/e7e5?offeringDraw=false"),
        "{sent}"
    );
    stream
        .send(line(&game_state(
            "e2e4 e7e5",
            900_000,
            895_000,
            "started",
            "",
        )))
        .unwrap();
    on.game.expect_line(r#""event":"press""#);
    // A move of White's made on the board before lichess has it is not played: lichess plays White.
    let early = hands_after(&on, "e5", "Nf3");
    on.game.hands(&early);
    on.game.line(on.settle);
    on.game.line("moves");
    let played = on.game.finish();
    let sources: Vec<(String, String)> = of(&played.events, "announce")
        .iter()
        .map(|event| {
            (
                event["uci"].as_str().unwrap_or_default().to_string(),
                event["source"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect();
    assert_eq!(
        sources,
        [
            ("e2e4".to_string(), "server".to_string()),
            ("e7e5".to_string(), "board".to_string()),
        ],
        "{:?}",
        played.events
    );
    // Both moves completed, each once lichess had it; nothing sent but the user's move.
    assert_eq!(of(&played.events, "press").len(), 2);
    let moves_sent = server
        .requests()
        .iter()
        .filter(|r| r.contains("/move/"))
        .count();
    assert_eq!(moves_sent, 1);
    drop(stream);
}

/// The hands for `notation` in the position after `after` is played from the script's position.
fn hands_after(
    on: &OnBoard<DgtDouble>,
    after: &str,
    notation: &str,
) -> Vec<crate::support::boards::hands::Hand> {
    use shakmaty::Position;
    let reply = crate::support::boards::hands::legal_move(&on.position, after);
    let position = on.position.clone().play(reply).unwrap();
    let mv = crate::support::boards::hands::legal_move(&position, notation);
    crate::support::boards::hands::hands(&position, &mv, Manner::Usual)
}
