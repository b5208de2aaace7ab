//! The journal carries a game across sessions: an adjournment with a sealed move (Guidelines I) resumed later, a
//! session interrupted with a move pending, and the arbiter retracing the game (D.2.9) with the clocks restored.
//! While adjourned a draw offer can be made and answered and a player can resign (the game then never resumes); an
//! offer open at the adjournment stands across the sealed move.

use serde_json::{json, Value};

use super::{
    announced, answers, errors, moves, names, of, pgn, pgn_moves, pick, plain, play, play_output,
    pressed, records, result, resume, stdout, support, texts, M, NINETY,
};

/// The code that opens the envelope of the game's adjournment, as shown to the arbiter.
fn envelope_code(events: &[Value]) -> String {
    let code = of(events, "envelope_code")[0]["code"]
        .as_str()
        .expect("a code")
        .to_string();
    assert_eq!(code.len(), 11, "{code}");
    code
}

/// 1. e4 (after a minute) e5 (after two more), then White thinks for 30 seconds: White 88:30, Black 88:00.
const OPENING: &str = "go\nwait 1m\ne4\npress\nwait 2m\ne5\npress\nwait 30s\n";
const WHITE_AT_SEAL: i64 = NINETY - M - 30_000;
const BLACK_AT_SEAL: i64 = NINETY - 2 * M;
const FEN_AFTER_E5: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

fn adjourning_seals_the_move_without_announcing_it() {
    // An illegal sealed move is sealed only after yes (here: no). While adjourned, moves, presses, claims and a
    // second sealed move are refused (an offer can still be answered and a player can still resign: see the tests
    // below).
    let script = format!(
        "{OPENING}adjourn Nbd2\nno\nadjourn Ke3\nno\nadjourn Nf3\nNf3\npress\nclaim threefold\n\
         claim fifty Nc3\nadjourn Nc3\ntime\n"
    );
    let game = play(&["--time", "90"], &script);
    assert_eq!(
        names(&game.events)[5..],
        [
            "confirm",
            "notice",
            "confirm",
            "notice",
            "adjourned",
            "envelope_code",
            "error",
            "error",
            "error",
            "error",
            "error",
            "answer"
        ]
    );
    let adjourned = of(&game.events, "adjourned")[0];
    assert_eq!(adjourned["t_ms"], 3 * M + 30_000);
    assert_eq!(
        plain(adjourned),
        json!({"event": "adjourned", "sealed_by": "white", "move_number": 2, "white_ms": WHITE_AT_SEAL,
               "black_ms": BLACK_AT_SEAL, "fen": FEN_AFTER_E5, "draw_offer": null})
    );
    assert_eq!(
        plain(of(&game.events, "confirm")[0]),
        json!({"event": "confirm", "action": "seal", "side": "white"})
    );
    let messages = errors(&game.events);
    assert_eq!(messages.len(), 5);
    for message in &messages {
        assert!(message.starts_with("the game is adjourned"), "{message}");
    }
    // The clocks stopped at the adjournment.
    assert_eq!(
        answers(&game.events),
        ["White one hour twenty-eight minutes, Black one hour twenty-eight minutes"]
    );
    assert_eq!(
        announced(&game.events).len(),
        2,
        "the sealed move is not announced"
    );
    // The envelope is in the journal, readable but for the sealed move, which is enciphered (the journal is on a
    // player's computer); the score has only the moves played.
    let sealed = records(&game.journal)
        .into_iter()
        .find(|r| r.contains("\"record\":\"adjourn\""))
        .expect("an adjourn record");
    assert!(sealed.contains("\"secret\":{\"salt\""), "{sealed}");
    assert!(
        sealed.contains(&format!("\"fen\":\"{FEN_AFTER_E5}\"")),
        "{sealed}"
    );
    assert!(
        !sealed.contains("g1f3") && !sealed.contains("Nf3"),
        "{sealed}"
    );
    let code = envelope_code(&game.events);
    assert!(!std::fs::read_to_string(&game.journal)
        .unwrap()
        .contains(&code));
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5"]);
}

fn an_illegal_or_ambiguous_sealed_move_is_sealed_after_yes_and_loses() {
    // Guidelines I: an ambiguous, false or illegal sealed move loses, when the envelope is opened.
    let fen = "4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1";
    let game = play(&["--fen", fen], "adjourn xyz\nadjourn Ne4\nyes\ngo\n");
    assert_eq!(
        names(&game.events),
        ["error", "confirm", "adjourned", "envelope_code", "error"]
    );
    assert_eq!(of(&game.events, "error")[1]["code"], "envelope_closed");
    let code = envelope_code(&game.events);
    let events = resume(&game.journal, &[], &format!("go {code}\nKe2\n"));
    assert_eq!(names(&events), ["resumed", "result", "error"]);
    assert_eq!(
        plain(of(&events, "result")[0]),
        json!({"event": "result", "result": "0-1", "reason": "sealed_move", "side": "white", "by": "white"})
    );
    // Said in words: what is wrong with the move, before it is sealed.
    let out = play_output(
        &["--fen", fen],
        &["--virtual-time", "--script", "-"],
        "adjourn Ne4\nno\n",
    )
    .0;
    let text = stdout(&out);
    assert!(
        text.contains("\"Ne4\" is ambiguous")
            && text.contains("sealed, it loses the game. Seal it for White? Say yes or no"),
        "{text}"
    );
    assert!(text.contains("Cancelled; nothing changed"), "{text}");
}

fn an_announced_move_is_the_move_sealed() {
    // I.1.1 with D.2.3: a move announced is made; sealing another is refused, sealing it adjourns.
    let game = play(
        &["--time", "90"],
        "e4\npress\ne5\nadjourn Nc6\nadjourn e5\n",
    );
    assert_eq!(
        names(&game.events),
        [
            "announce",
            "press",
            "announce",
            "error",
            "adjourned",
            "envelope_code"
        ]
    );
    assert_eq!(
        errors(&game.events),
        ["the announced move Eva fuenf is made: seal that move"]
    );
    let code = envelope_code(&game.events);
    let events = resume(&game.journal, &[], &format!("go {code}\n"));
    assert_eq!(announced(&events), [(2, "e5".into(), false)]);
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5"]);
}

fn resuming_an_adjourned_game_plays_the_sealed_move_on_go() {
    let game = play(&["--time", "90"], &format!("{OPENING}adjourn Nf3\n"));
    let code = envelope_code(&game.events);
    // Only the envelope's code opens it: go alone, or a wrong code, is refused.
    let events = resume(
        &game.journal,
        &[],
        &format!("time\nlast\nNc3\ngo\ngo ZZZZZ-ZZZZZ\ngo {code}\nwait 10s\nNc6\npress\nlast\n"),
    );
    assert_eq!(
        names(&events),
        [
            "resumed", "answer", "answer", "error", "error", "error", "announce", "press",
            "announce", "press", "answer"
        ]
    );
    assert_eq!(
        texts(&events, "error", "code"),
        ["adjourned", "envelope_closed", "envelope_code"]
    );
    let mut opening = plain(&events[0]);
    assert!(opening["recorded_ago_ms"].as_u64().is_some(), "{opening}");
    opening.as_object_mut().unwrap().remove("recorded_ago_ms");
    assert_eq!(
        opening,
        json!({"event": "resumed", "ply": 2, "move_number": 2, "side": "white", "white_ms": WHITE_AT_SEAL,
               "black_ms": BLACK_AT_SEAL, "sealed": true, "journal": game.journal.display().to_string(),
               "pending": null, "draw_offer": null, "over": false})
    );
    assert_eq!(
        plain(of(&events, "announce")[0]),
        json!({"event": "announce", "ply": 3, "move_number": 2, "side": "white", "san": "Nf3", "uci": "g1f3",
               "text": "Springer Felix drei", "pending": false})
    );
    let presses: Vec<_> = of(&events, "press").into_iter().map(plain).collect();
    assert_eq!(
        presses,
        [
            json!({"event": "press", "ply": 3, "side": "white", "white_ms": WHITE_AT_SEAL,
                   "black_ms": BLACK_AT_SEAL}),
            json!({"event": "press", "ply": 4, "side": "black", "white_ms": WHITE_AT_SEAL,
                   "black_ms": BLACK_AT_SEAL - 10_000}),
        ]
    );
    assert_eq!(
        answers(&events),
        [
            "White one hour twenty-eight minutes, Black one hour twenty-eight minutes",
            "1... Eva fuenf",
            "2... Springer Cesar sechs"
        ]
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5", "Nf3", "Nc6"]);
}

fn a_session_interrupted_with_a_move_pending_resumes_with_it() {
    let script = "go\nwait 1m\ne4\npress\nwait 2m\ne5\nquit\nyes\nNf3\n";
    let game = play(&["--time", "90"], script);
    assert_eq!(announced(&game.events).len(), 2, "nothing after quit");
    let events = resume(
        &game.journal,
        &[],
        "last\ntime\nwait 1m\ntime\npress\ngo\nwait 5s\npress\nwait 10s\nNf3\npress\n",
    );
    // What stands is said: the move waiting for the press.
    let mut opening = plain(&events[0]);
    assert!(opening["recorded_ago_ms"].as_u64().is_some(), "{opening}");
    opening.as_object_mut().unwrap().remove("recorded_ago_ms");
    assert_eq!(
        opening,
        json!({"event": "resumed", "ply": 1, "move_number": 1, "side": "black", "white_ms": NINETY - M,
               "black_ms": NINETY - 2 * M, "sealed": false, "journal": game.journal.display().to_string(),
               "pending": "1... Eva fuenf", "draw_offer": null, "over": false})
    );
    assert_eq!(
        answers(&events),
        [
            "1... Eva fuenf, press the clock to complete it",
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
            // The clocks stay stopped until go.
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
        ]
    );
    // The clocks start again with go; a press before it is refused.
    assert_eq!(
        errors(&events),
        ["the clocks are stopped: type go to restart the clock of the player to move"]
    );
    let presses: Vec<_> = of(&events, "press").into_iter().map(plain).collect();
    assert_eq!(
        presses,
        [
            json!({"event": "press", "ply": 2, "side": "black", "white_ms": NINETY - M,
                   "black_ms": NINETY - 2 * M - 5_000}),
            json!({"event": "press", "ply": 3, "side": "white", "white_ms": NINETY - M - 10_000,
                   "black_ms": NINETY - 2 * M - 5_000}),
        ]
    );
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5", "Nf3"]);
    // Without a clock, press completes the pending move at once.
    let game = play(&[], "e4\npress\ne5\n");
    let events = resume(&game.journal, &[], "last\npress\nlast\n");
    assert_eq!(names(&events), ["resumed", "answer", "press", "answer"]);
    assert_eq!(answers(&events)[1], "1... Eva fuenf");
}

fn takeback_retraces_to_a_ply_with_the_times_recorded_then() {
    let script = format!(
        "{OPENING}Nf3\npress\nwait 10s\nNc6\npress\nwait 5s\narbiter takeback 9\narbiter takeback 2\n\
         time\nsquare f3\nmoves\nNc3\npress\nwait 1m\ntime\ngo\nwait 20s\npress\nd5\npress\n"
    );
    let game = play(&["--time", "90"], &script);
    let takeback = of(&game.events, "takeback");
    assert_eq!(takeback.len(), 1);
    assert_eq!(
        plain(takeback[0]),
        json!({"event": "takeback", "ply": 2, "white_ms": NINETY - M, "black_ms": NINETY - 2 * M})
    );
    assert_eq!(
        errors(&game.events),
        [
            "cannot retrace to half-move 9: the game has 4 half-moves",
            "the clocks are stopped: type go to restart the clock of the player to move",
        ]
    );
    assert_eq!(
        answers(&game.events),
        [
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
            "Felix drei: empty",
            "Moves completed: White one, Black one",
            "White one hour twenty-nine minutes, Black one hour twenty-eight minutes",
        ]
    );
    let after: Vec<_> = names(&game.events)
        .into_iter()
        .skip_while(|n| *n != "takeback")
        .collect();
    assert_eq!(
        after,
        [
            "takeback", "answer", "answer", "answer", "announce", "error", "answer", "start",
            "press", "announce", "press"
        ]
    );
    let presses = pressed(&game.events);
    assert_eq!(
        presses[presses.len() - 2..],
        [(3, "white".into()), (4, "black".into())]
    );
    let press = of(&game.events, "press")[4];
    assert_eq!(press["white_ms"], NINETY - M - 20_000);
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5", "Nc3", "d5"]);
}

fn takeback_to_the_start_and_after_the_end() {
    let script = format!(
        "{}arbiter takeback 0\nmoves\ntime\ngo\n{}",
        moves(&["f3", "e5", "g4", "Qh4"]),
        moves(&["e4"])
    );
    let game = play(&["--time", "5"], &script);
    assert_eq!(
        plain(of(&game.events, "takeback")[0]),
        json!({"event": "takeback", "ply": 0, "white_ms": 5 * M, "black_ms": 5 * M, "cancelled_result": "0-1"})
    );
    // In words: the result is said to be cancelled.
    let out = play_output(
        &["--time", "5"],
        &["--virtual-time", "--script", "-"],
        &format!("{}arbiter takeback 0\n", moves(&["f3", "e5", "g4", "Qh4"])),
    )
    .0;
    assert!(
        stdout(&out).contains(
            "Retraced to the start position; the clocks are stopped, type go to restart. The result 0-1 is \
             cancelled"
        ),
        "{}",
        stdout(&out)
    );
    assert_eq!(
        answers(&game.events)[..2],
        [
            "Moves completed: White zero, Black zero",
            "White five minutes, Black five minutes"
        ]
    );
    // Retracing past the mate reopens the game.
    assert_eq!(of(&game.events, "result").len(), 1);
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4"]);
    assert!(pgn(&game.journal).contains("[Result \"*\"]"));
}

/// The opening 1. e4 e5 2. Nf3 with a draw offer (White, after a minute), then Black seals Nc6 after two minutes: the
/// offer stays open.
const OFFER_THEN_SEAL: &str =
    "go\ne4\npress\ne5\npress\nwait 1m\nNf3\ndraw\npress\nwait 2m\nadjourn Nc6\n";

fn an_offer_open_at_the_adjournment_can_be_accepted_before_the_resumption() {
    let game = play(
        &["--time", "90"],
        &format!("{OFFER_THEN_SEAL}accept black\nyes\ndecline black\n"),
    );
    assert_eq!(
        names(&game.events)[5..],
        [
            "announce",
            "draw_offer",
            "press",
            "adjourned",
            "envelope_code",
            "confirm",
            "result",
            "error"
        ]
    );
    assert_eq!(of(&game.events, "adjourned")[0]["draw_offer"], "white");
    assert_eq!(
        plain(of(&game.events, "result")[0]),
        json!({"event": "result", "result": "1/2-1/2", "reason": "agreement", "side": "black", "by": "black"})
    );
    assert_eq!(
        errors(&game.events),
        ["the game is over (1/2-1/2); questions and export still work"]
    );
    // The game ended before the resumption: the sealed move is never played.
    let exported = pgn(&game.journal);
    assert!(exported.contains("[Result \"1/2-1/2\"]"), "{exported}");
    assert_eq!(pgn_moves(&exported), ["e4", "e5", "Nf3"]);
    let events = resume(&game.journal, &[], "go\nlast\n");
    assert_eq!(names(&events), ["resumed", "result", "error", "answer"]);
    assert_eq!(
        errors(&events),
        ["the game is over (1/2-1/2); questions and export still work"]
    );
    assert_eq!(answers(&events), ["2. Springer Felix drei"]);
    assert_eq!(pgn_moves(&pgn(&game.journal)), ["e4", "e5", "Nf3"]);
}

fn the_offer_open_at_the_adjournment_survives_the_sealed_move() {
    let game = play(&["--time", "90"], OFFER_THEN_SEAL);
    assert_eq!(of(&game.events, "adjourned")[0]["draw_offer"], "white");
    // The sealed move, played by go, does not answer the offer: Black can still accept it.
    let code = envelope_code(&game.events);
    let events = resume(
        &game.journal,
        &[],
        &format!("go {code}\nwait 10s\naccept black\nyes\n"),
    );
    assert_eq!(
        names(&events),
        ["resumed", "announce", "press", "confirm", "result"]
    );
    assert_eq!(announced(&events), [(4, "Nc6".into(), false)]);
    assert_eq!(result(&events), ("1/2-1/2".into(), "agreement".into()));
    assert!(pgn(&game.journal)
        .replace('\n', " ")
        .contains("2. Nf3 {[%clk 1:29:00]} {(=)} 2... Nc6"));
    // Or decline it, and the game goes on.
    let game = play(&["--time", "90"], OFFER_THEN_SEAL);
    let code = envelope_code(&game.events);
    let events = resume(
        &game.journal,
        &[],
        &format!("go {code}\nwait 10s\ndecline black\nBb5\npress\naccept black\n"),
    );
    assert_eq!(
        names(&events),
        [
            "resumed",
            "announce",
            "press",
            "draw_declined",
            "announce",
            "press",
            "error"
        ]
    );
    assert_eq!(
        plain(of(&events, "draw_declined")[0]),
        json!({"event": "draw_declined", "side": "black"})
    );
    assert_eq!(errors(&events), ["there is no draw offer to answer"]);
}

fn an_offer_can_be_made_and_answered_while_adjourned() {
    // The sealed move is made (Guidelines I): both players have moved, and a draw can be agreed.
    let game = play(
        &[],
        "e4\npress\nadjourn e5\ndraw\ndecline black\ndraw\naccept black\nyes\n",
    );
    assert_eq!(
        names(&game.events),
        [
            "announce",
            "press",
            "adjourned",
            "envelope_code",
            "draw_offer",
            "draw_declined",
            "draw_offer",
            "confirm",
            "result"
        ]
    );
    assert_eq!(of(&game.events, "adjourned")[0]["draw_offer"], Value::Null);
    // White made the last move: the offer is White's, and Black answers it.
    assert_eq!(
        of(&game.events, "draw_offer")
            .into_iter()
            .map(plain)
            .collect::<Vec<_>>(),
        [
            json!({"event": "draw_offer", "side": "white"}),
            json!({"event": "draw_offer", "side": "white"})
        ]
    );
    assert_eq!(
        plain(of(&game.events, "draw_declined")[0]),
        json!({"event": "draw_declined", "side": "black"})
    );
    assert_eq!(result(&game.events), ("1/2-1/2".into(), "agreement".into()));
}

fn a_resignation_before_the_resumption_ends_the_game() {
    // The player who sealed resigns, or the other one.
    for (line, score, loser) in [("resign black", "1-0", "black"), ("resign", "0-1", "white")] {
        let game = play(
            &["--time", "90"],
            &format!("go\ne4\npress\nadjourn e5\n{line}\nyes\ne5\n"),
        );
        assert_eq!(
            names(&game.events),
            [
                "start",
                "announce",
                "press",
                "adjourned",
                "envelope_code",
                "confirm",
                "result",
                "error"
            ],
            "{line}"
        );
        assert_eq!(
            plain(of(&game.events, "result")[0]),
            json!({"event": "result", "result": score, "reason": "resignation", "side": loser, "by": loser}),
            "{line}"
        );
        let over = format!("the game is over ({score}); questions and export still work");
        assert_eq!(errors(&game.events), [over.as_str()], "{line}");
        // Resuming finds the game over: go does not play the sealed move, and nothing more can be played.
        let events = resume(&game.journal, &[], "go\ne5\nlast\n");
        assert_eq!(
            names(&events),
            ["resumed", "result", "error", "error", "answer"],
            "{line}: {events:#?}"
        );
        assert_eq!(errors(&events), [over.clone(), over], "{line}");
        assert_eq!(answers(&events), ["1. Eva vier"], "{line}");
        let exported = pgn(&game.journal);
        assert_eq!(pgn_moves(&exported), ["e4"], "{line}: {exported}");
        assert!(
            exported.contains(&format!("[Result \"{score}\"]")),
            "{exported}"
        );
    }
}

/// A journal written when an offer lapsed at the next press (tests/data/journal-v1-offer-lapsed-at-press.jsonl:
/// Black offers while White's 2. Nf3 waits for the press, then again with 2... Nc6) still exports and resumes; today
/// the first offer would stand, which must not make the second one a misfit.
fn a_journal_with_an_offer_made_again_after_a_press_still_replays() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("offers.jsonl");
    std::fs::copy(
        support::path("tests/data/journal-v1-offer-lapsed-at-press.jsonl"),
        &journal,
    )
    .unwrap();
    let movetext = pgn(&journal)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        movetext.contains("2... Nc6 {[%clk 1:30:00]} {(=)}"),
        "{movetext}"
    );
    let events = resume(&journal, &[], "accept white\nyes\n");
    assert_eq!(names(&events), ["resumed", "confirm", "result"]);
    assert_eq!(events[0]["draw_offer"], "black");
}

/// A journal written before the workspace and the typed boundary (tests/data/journal-v1-adjourned.jsonl: a
/// tournament game at 90+30 with offers, a clock adjustment, a wrong claim and an adjournment with a sealed move)
/// still exports the same PGN and resumes.
fn a_journal_from_before_still_exports_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("adjourned.jsonl");
    std::fs::copy(
        support::path("tests/data/journal-v1-adjourned.jsonl"),
        &journal,
    )
    .unwrap();
    let expected =
        std::fs::read_to_string(support::path("tests/data/journal-v1-adjourned.pgn")).unwrap();
    assert_eq!(pgn(&journal), expected);
    let events = resume(&journal, &[], "go\nwait 5s\nb5\npress\n");
    assert_eq!(
        names(&events),
        ["resumed", "announce", "press", "announce", "press"]
    );
    assert_eq!(
        pick(&events[0], &["side", "sealed", "white_ms", "black_ms"]),
        json!({"side": "white", "sealed": true, "white_ms": 5_640_000, "black_ms": 5_635_000})
    );
    assert_eq!(texts(&events, "announce", "san"), ["O-O", "b5"]);
    assert_eq!(
        pgn_moves(&pgn(&journal)),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "b5"]
    );
}

/// `quit` asks first while the game is unfinished; then a running clock is paused in the journal, so the resumed
/// game has the time it had at quit, and the player is told how to go on.
fn quit_keeps_the_time_and_says_how_to_resume() {
    let game = play(
        &["--time", "5", "--cues", "off"],
        "go\nwait 1m\nquit\nno\ne4\nquit\nyes\npress\n",
    );
    assert_eq!(
        names(&game.events),
        ["start", "confirm", "notice", "announce", "confirm", "pause", "notice"]
    );
    assert_eq!(
        plain(of(&game.events, "confirm")[0]),
        json!({"event": "confirm", "action": "quit", "side": "white"})
    );
    assert_eq!(
        of(&game.events, "notice")[1]["text"],
        format!(
            "Game left with the clocks stopped: tactus resume {} continues it",
            game.journal.display()
        )
    );
    let events = resume(&game.journal, &[], "time\nlast\n");
    assert_eq!(
        answers(&events),
        [
            "White four minutes, Black five minutes",
            "1. Eva vier, press the clock to complete it"
        ]
    );
    // A finished game is left at once.
    let game = play(
        &[],
        "f3\npress\ne5\npress\ng4\npress\nQh4\npress\nquit\ntime\n",
    );
    assert_eq!(names(&game.events).last(), Some(&"result"));
}

/// The speech rate chosen during a game is journalled and resumed with the game (`rate faster` goes on from it),
/// unless `--speech-rate` is given again; a rate that is not a number is refused and changes nothing.
fn a_resumed_game_keeps_its_speech_rate() {
    let game = play(
        &["--speech-rate", "125"],
        "rate faster\nrate 9x\nrate 150\n",
    );
    let rates = |events: &[serde_json::Value]| -> Vec<u64> {
        events
            .iter()
            .filter(|e| e["event"] == "rate")
            .map(|e| e["percent"].as_u64().unwrap())
            .collect()
    };
    assert_eq!(rates(&game.events), [150, 150]);
    assert!(names(&game.events).contains(&"error"));
    let resumed = |args: &[&str]| {
        let out = support::run_with_stdin(
            support::tactus()
                .arg("resume")
                .arg(&game.journal)
                .args([
                    "--sound", "off", "--speech", "off", "--script", "-", "--format", "json",
                ])
                .args(args),
            "rate faster\n",
        );
        assert!(out.status.success(), "{}", super::stderr(&out));
        rates(&super::events(&out))
    };
    assert_eq!(resumed(&[]), [175]);
    assert_eq!(resumed(&["--speech-rate", "100"]), [125]);
}

/// The config file's `[speech]` `rate` is the rate a game starts at (`rate faster` goes on from it), unless
/// `--speech-rate` is given.
fn the_config_files_speech_rate_is_the_start() {
    let dir = tempfile::tempdir().expect("a folder");
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "[speech]\nrate = 150\n").expect("written");
    let faster = |args: &[&str]| -> Vec<u64> {
        let out = support::run_with_stdin(
            support::tactus()
                .env("TACTUS_CONFIG", &config)
                .arg("play")
                .arg("--journal")
                .arg(dir.path().join(format!("{}.jsonl", args.len())))
                .args(support::NO_DEVICES)
                .args(["--script", "-", "--format", "json"])
                .args(args),
            "rate faster\n",
        );
        assert!(out.status.success(), "{}", super::stderr(&out));
        super::events(&out)
            .iter()
            .filter(|e| e["event"] == "rate")
            .map(|e| e["percent"].as_u64().unwrap_or(0))
            .collect()
    };
    assert_eq!(faster(&[]), [175]);
    assert_eq!(faster(&["--speech-rate", "100"]), [125]);
}

/// A resumed game keeps the settings it was started with (voice, style), unless given again, and says what stands:
/// the clock waiting for go, the move waiting for the press, the open offer, and when the clocks were last recorded.
fn a_resumed_game_keeps_its_settings_and_says_what_stands() {
    let game = play(
        &["--voice", "de", "--style", "long", "--time", "90"],
        "e4\npress\ne5\ndraw\n",
    );
    let text = |args: &[&str]| {
        let out = support::run_with_stdin(
            support::tactus()
                .arg("resume")
                .arg(&game.journal)
                .args(["--sound", "off", "--speech", "off", "--script", "-"])
                .args(args),
            "last\n",
        );
        assert!(out.status.success(), "{}", super::stderr(&out));
        stdout(&out)
    };
    let german = text(&[]);
    assert!(
        german.starts_with(
            "Partie bei Zug eins fortgesetzt, Schwarz ist am Zug. Weiß eine Stunde dreißig Minuten, Schwarz eine \
             Stunde dreißig Minuten. Die Uhr startet mit los. 1... Bauer Eva sieben Eva fünf wartet auf das \
             Drücken der Uhr. Das \
             Remisangebot von Weiß steht. Die Uhren wurden vor weniger als einer Minute zuletzt festgehalten."
        ),
        "{german}"
    );
    assert!(
        german.contains("\n1... Bauer Eva sieben Eva fünf; die Uhr drücken"),
        "{german}"
    );
    let english = text(&["--voice", "en", "--style", "short"]);
    assert!(
        english.contains("1... Eva five waits for the press. White's draw offer stands."),
        "{english}"
    );
    // A finished game says so, and only so, before its result.
    let game = play(&[], "f3\npress\ne5\npress\ng4\npress\nQh4\npress\n");
    let events = resume(&game.journal, &[], "");
    assert_eq!(names(&events), ["resumed", "result"]);
    assert_eq!(events[0]["over"], true);
}

/// Games in the user's games folder are named after the moment and the players; `tactus games` lists them newest
/// first with players, date, moves and state, and `tactus resume` alone continues the latest unfinished one.
fn the_latest_unfinished_game_resumes_without_a_path() {
    let data = tempfile::tempdir().unwrap();
    let in_data = |args: &[&str], script: &str| {
        support::run_with_stdin(
            support::tactus()
                .env("XDG_DATA_HOME", data.path())
                .args(args)
                .args(["--sound", "off", "--speech", "off", "--script", "-"]),
            script,
        )
    };
    let adjourned = in_data(
        &["play", "--white", "Ana Berg", "--black", "Ben"],
        "e4\npress\ne5\npress\nadjourn Nf3\n",
    );
    assert!(adjourned.status.success(), "{}", super::stderr(&adjourned));
    // Written an hour ago (the listing goes by the journals' last writes); then a finished game.
    let folder = data.path().join("tactus").join("games");
    let first = std::fs::read_dir(&folder)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    std::fs::File::options()
        .append(true)
        .open(&first)
        .unwrap()
        .set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(3600))
        .unwrap();
    let finished = in_data(&["play"], "f3\npress\ne5\npress\ng4\npress\nQh4\npress\n");
    assert!(finished.status.success());
    let games = support::run_with_stdin(
        support::tactus()
            .env("XDG_DATA_HOME", data.path())
            .arg("games"),
        "",
    );
    let listing = stdout(&games);
    let lines: Vec<&str> = listing.lines().collect();
    assert_eq!(lines.len(), 2, "{listing}");
    assert!(lines[0].starts_with("White against Black, "), "{listing}");
    assert!(
        lines[0].contains(", moves played: 2, finished 0-1: "),
        "{listing}"
    );
    assert!(lines[1].starts_with("Ana Berg against Ben, "), "{listing}");
    assert!(
        lines[1].contains(", moves played: 1, adjourned: "),
        "{listing}"
    );
    assert!(lines[1].ends_with("-ana-berg-ben.jsonl"), "{listing}");
    let resumed = in_data(&["resume"], "last\n");
    assert!(resumed.status.success(), "{}", super::stderr(&resumed));
    assert!(
        stdout(&resumed).starts_with("Game resumed at move two, White to move."),
        "{}",
        stdout(&resumed)
    );
    // With none unfinished, resume says where it looked.
    let empty = tempfile::tempdir().unwrap();
    let none = support::run_with_stdin(
        support::tactus()
            .env("XDG_DATA_HOME", empty.path())
            .args(["resume", "--script", "-"]),
        "",
    );
    assert!(!none.status.success());
    assert!(
        super::stderr(&none).contains("No unfinished game in "),
        "{}",
        super::stderr(&none)
    );
}

/// One tactus per game: while a game is open, another `tactus resume` of its journal is refused with the process that
/// holds it, and writes nothing; once the first has ended (however), the game resumes and no lock is left behind.
fn a_game_open_in_one_tactus_is_refused_to_another() {
    use std::io::{BufRead, BufReader, Write};
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("j.jsonl");
    let mut first = support::tactus()
        .arg("play")
        .arg("--journal")
        .arg(&journal)
        .args(super::SESSION)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("tactus starts");
    let mut input = first.stdin.take().unwrap();
    let mut output = BufReader::new(first.stdout.take().unwrap());
    input.write_all(b"e4\n").unwrap();
    input.flush().unwrap();
    let mut line = String::new();
    while !line.contains("\"announce\"") {
        line.clear();
        assert!(
            output.read_line(&mut line).unwrap() > 0,
            "the first tactus ended"
        );
    }
    let before = std::fs::read(&journal).unwrap();
    let second = super::resume_output(&journal, &[], "press\ne5\n");
    assert!(!second.status.success());
    let message = super::stderr(&second);
    assert!(
        message.contains(&format!(
            "is open in another tactus, process {}: quit that one first",
            first.id()
        )),
        "{message}"
    );
    assert_eq!(std::fs::read(&journal).unwrap(), before, "nothing written");
    // The first goes on, then ends; killed, it would release the lock just the same.
    input.write_all(b"press\n").unwrap();
    drop(input);
    assert!(first.wait().unwrap().success());
    assert!(!tactus_runtime::journal_lock_path(&journal).exists());
    let events = resume(&journal, &[], "e5\n");
    assert_eq!(announced(&events), [(2, "e5".into(), true)]);
    let mut killed = support::tactus()
        .arg("resume")
        .arg(&journal)
        .args(super::SESSION)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut output = BufReader::new(killed.stdout.take().unwrap());
    let mut line = String::new();
    output.read_line(&mut line).unwrap();
    killed.kill().unwrap();
    killed.wait().unwrap();
    let events = resume(&journal, &[], "e5\npress\n");
    assert_eq!(pressed(&events), [(2, "black".into())]);
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "play::journal::a_resumed_game_keeps_its_speech_rate",
            a_resumed_game_keeps_its_speech_rate,
        ),
        crate::trial(
            "play::journal::the_config_files_speech_rate_is_the_start",
            the_config_files_speech_rate_is_the_start,
        ),
        crate::trial(
            "play::journal::adjourning_seals_the_move_without_announcing_it",
            adjourning_seals_the_move_without_announcing_it,
        ),
        crate::trial(
            "play::journal::an_illegal_or_ambiguous_sealed_move_is_sealed_after_yes_and_loses",
            an_illegal_or_ambiguous_sealed_move_is_sealed_after_yes_and_loses,
        ),
        crate::trial(
            "play::journal::quit_keeps_the_time_and_says_how_to_resume",
            quit_keeps_the_time_and_says_how_to_resume,
        ),
        crate::trial(
            "play::journal::a_resumed_game_keeps_its_settings_and_says_what_stands",
            a_resumed_game_keeps_its_settings_and_says_what_stands,
        ),
        crate::trial(
            "play::journal::the_latest_unfinished_game_resumes_without_a_path",
            the_latest_unfinished_game_resumes_without_a_path,
        ),
        crate::trial(
            "play::journal::a_game_open_in_one_tactus_is_refused_to_another",
            a_game_open_in_one_tactus_is_refused_to_another,
        ),
        crate::trial(
            "play::journal::an_announced_move_is_the_move_sealed",
            an_announced_move_is_the_move_sealed,
        ),
        crate::trial(
            "play::journal::resuming_an_adjourned_game_plays_the_sealed_move_on_go",
            resuming_an_adjourned_game_plays_the_sealed_move_on_go,
        ),
        crate::trial(
            "play::journal::a_session_interrupted_with_a_move_pending_resumes_with_it",
            a_session_interrupted_with_a_move_pending_resumes_with_it,
        ),
        crate::trial(
            "play::journal::takeback_retraces_to_a_ply_with_the_times_recorded_then",
            takeback_retraces_to_a_ply_with_the_times_recorded_then,
        ),
        crate::trial(
            "play::journal::takeback_to_the_start_and_after_the_end",
            takeback_to_the_start_and_after_the_end,
        ),
        crate::trial(
            "play::journal::an_offer_open_at_the_adjournment_can_be_accepted_before_the_resumption",
            an_offer_open_at_the_adjournment_can_be_accepted_before_the_resumption,
        ),
        crate::trial(
            "play::journal::the_offer_open_at_the_adjournment_survives_the_sealed_move",
            the_offer_open_at_the_adjournment_survives_the_sealed_move,
        ),
        crate::trial(
            "play::journal::an_offer_can_be_made_and_answered_while_adjourned",
            an_offer_can_be_made_and_answered_while_adjourned,
        ),
        crate::trial(
            "play::journal::a_resignation_before_the_resumption_ends_the_game",
            a_resignation_before_the_resumption_ends_the_game,
        ),
        crate::trial(
            "play::journal::a_journal_with_an_offer_made_again_after_a_press_still_replays",
            a_journal_with_an_offer_made_again_after_a_press_still_replays,
        ),
        crate::trial(
            "play::journal::a_journal_from_before_still_exports_and_resumes",
            a_journal_from_before_still_exports_and_resumes,
        ),
    ];
    trials
}
