use super::*;

#[test]
fn a_game_full_is_read_with_its_players_clock_and_state() {
    let line = r#"{"id":"5IrD6Gzz","variant":{"key":"standard","name":"Standard","short":"Std"},"clock":{"initial":1200000,"increment":10000},"speed":"classical","perf":{"name":"Classical"},"rated":true,"createdAt":1523825103562,"white":{"id":"lovlas","name":"lovlas","provisional":false,"rating":2500,"title":"IM"},"black":{"aiLevel":3},"initialFen":"startpos","type":"gameFull","state":{"type":"gameState","moves":"e2e4 c7c5 f2f4","wtime":7598040,"btime":8395220,"winc":10000,"binc":10000,"status":"started"}}"#;
    let GameLine::GameFull(full) = game_line(line).unwrap() else {
        panic!("not a gameFull");
    };
    assert_eq!(full.id, "5IrD6Gzz");
    assert_eq!(full.white.name.as_deref(), Some("lovlas"));
    assert_eq!(full.white.rating, Some(2500));
    assert_eq!(full.black.ai_level, Some(3));
    assert_eq!(
        full.clock,
        Some(ClockSpec {
            initial: 1_200_000,
            increment: 10_000
        })
    );
    assert!(full.rated);
    assert_eq!(full.state.moves, "e2e4 c7c5 f2f4");
    assert_eq!((full.state.wtime, full.state.btime), (7_598_040, 8_395_220));
    assert_eq!(full.state.status, Status::Started);
    assert!(!full.state.wdraw && !full.state.bdraw);
}

#[test]
fn a_correspondence_game_full_has_no_clock_and_may_start_elsewhere() {
    let line = r#"{"type":"gameFull","id":"x","white":{"id":"a","name":"A"},"black":{"id":"b","name":"B"},"clock":null,"daysPerTurn":3,"speed":"correspondence","initialFen":"8/8/8/8/8/8/4k3/4K2R w K - 0 1","state":{"type":"gameState","moves":"","wtime":2147483647,"btime":2147483647,"winc":0,"binc":0,"status":"started"}}"#;
    let GameLine::GameFull(full) = game_line(line).unwrap() else {
        panic!("not a gameFull");
    };
    assert_eq!(full.clock, None);
    assert_eq!(full.days_per_turn, Some(3));
    assert_eq!(full.initial_fen, "8/8/8/8/8/8/4k3/4K2R w K - 0 1");
}

#[test]
fn game_states_carry_offers_winner_and_every_status() {
    let line = r#"{"type":"gameState","moves":"e2e4 e7e5","wtime":900000,"btime":899000,"winc":0,"binc":0,"status":"started","bdraw":true,"wtakeback":true}"#;
    let GameLine::GameState(state) = game_line(line).unwrap() else {
        panic!("not a gameState");
    };
    assert!(state.bdraw && state.wtakeback && !state.wdraw && !state.btakeback);
    for (name, status) in [
        ("created", Status::Created),
        ("started", Status::Started),
        ("aborted", Status::Aborted),
        ("mate", Status::Mate),
        ("resign", Status::Resign),
        ("stalemate", Status::Stalemate),
        ("timeout", Status::Timeout),
        ("draw", Status::Draw),
        ("outoftime", Status::OutOfTime),
        ("cheat", Status::Cheat),
        ("noStart", Status::NoStart),
        ("unknownFinish", Status::UnknownFinish),
        (
            "insufficientMaterialClaim",
            Status::InsufficientMaterialClaim,
        ),
        ("variantEnd", Status::VariantEnd),
        ("somethingNew", Status::Other),
    ] {
        let line = format!(
            r#"{{"type":"gameState","moves":"","wtime":1,"btime":1,"status":"{name}","winner":"black"}}"#
        );
        let GameLine::GameState(state) = game_line(&line).unwrap() else {
            panic!("not a gameState");
        };
        assert_eq!(state.status, status, "{name}");
        assert_eq!(state.winner.as_deref(), Some("black"));
        if status != Status::Other {
            assert_eq!(status.name(), name);
        }
        assert_eq!(
            status.is_playing(),
            matches!(status, Status::Created | Status::Started)
        );
    }
}

#[test]
fn chat_and_the_opponent_leaving_are_read() {
    assert_eq!(
        game_line(r#"{"type":"chatLine","username":"thibault","text":"Good luck, have fun","room":"player"}"#).unwrap(),
        GameLine::ChatLine(ChatLine {
            room: "player".into(),
            username: "thibault".into(),
            text: "Good luck, have fun".into()
        })
    );
    assert_eq!(
        game_line(r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":8}"#).unwrap(),
        GameLine::OpponentGone(OpponentGone {
            gone: true,
            claim_win_in_seconds: Some(8)
        })
    );
    assert_eq!(
        game_line(r#"{"type":"opponentGone","gone":false}"#).unwrap(),
        GameLine::OpponentGone(OpponentGone {
            gone: false,
            claim_win_in_seconds: None
        })
    );
}

#[test]
fn an_unknown_type_is_other_and_bad_lines_are_refused_with_a_reason() {
    assert_eq!(
        game_line(r#"{"type":"somethingNew","x":1}"#).unwrap(),
        GameLine::Other
    );
    assert_eq!(
        event_line(r#"{"type":"somethingNew"}"#).unwrap(),
        EventLine::Other
    );
    for bad in [
        "<html>",
        "{",
        r#"{"type":"gameState"}"#,
        r#"{"moves":""}"#,
        "[]",
    ] {
        let error = game_line(bad).unwrap_err();
        assert!(!error.reason.to_string().is_empty(), "{bad}");
        assert!(error
            .to_string()
            .starts_with("the server sent a line tactus cannot read"));
    }
}

#[test]
fn the_event_stream_names_games_and_challenges() {
    let start = r#"{"type":"gameStart","game":{"fullId":"abcdefgh1234","gameId":"abcdefgh","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","color":"white","lastMove":"","source":"lobby","status":{"id":20,"name":"started"},"variant":{"key":"standard","name":"Standard"},"speed":"rapid","perf":"rapid","rated":true,"hasMoved":false,"opponent":{"id":"maia1","username":"BOT maia1","rating":1530},"isMyTurn":true,"secondsLeft":600,"compat":{"bot":false,"board":true},"id":"abcdefgh"}}"#;
    let EventLine::GameStart { game } = event_line(start).unwrap() else {
        panic!("not a gameStart");
    };
    assert_eq!(game.game_id, "abcdefgh");
    assert_eq!(game.color.as_deref(), Some("white"));
    assert_eq!(game.opponent.unwrap().name.as_deref(), Some("BOT maia1"));
    assert_eq!(game.compat.map(|c| c.board), Some(true));
    assert_eq!(
        (game.is_my_turn, game.speed.as_deref()),
        (Some(true), Some("rapid"))
    );

    let challenge = r#"{"type":"challenge","challenge":{"id":"VU0nyvsW","url":"https://lichess.org/VU0nyvsW","color":"random","direction":"out","timeControl":{"increment":5,"limit":300,"show":"5+5","type":"clock"},"variant":{"key":"standard"},"challenger":{"id":"thibot","name":"thibot","rating":1940},"destUser":{"id":"leelachess","name":"LeelaChess","rating":2670,"title":"BOT"},"perf":{"name":"Blitz"},"rated":true,"speed":"blitz","status":"created"}}"#;
    let EventLine::Challenge { challenge } = event_line(challenge).unwrap() else {
        panic!("not a challenge");
    };
    assert_eq!(challenge.id, "VU0nyvsW");
    assert_eq!(
        challenge.challenger.unwrap().name.as_deref(),
        Some("thibot")
    );
    assert_eq!(challenge.dest_user.unwrap().rating, Some(2670));
    let control = challenge.time_control.unwrap();
    assert_eq!(
        (control.kind.as_str(), control.limit, control.increment),
        ("clock", Some(300), Some(5))
    );

    let declined =
        r#"{"type":"challengeDeclined","challenge":{"id":"H9fIRZUk","status":"declined"}}"#;
    assert!(
        matches!(event_line(declined).unwrap(), EventLine::ChallengeDeclined { challenge } if challenge.id == "H9fIRZUk")
    );
    let finish = r#"{"type":"gameFinish","game":{"gameId":"abcdefgh","color":"black"}}"#;
    assert!(
        matches!(event_line(finish).unwrap(), EventLine::GameFinish { game } if game.game_id == "abcdefgh")
    );
}
