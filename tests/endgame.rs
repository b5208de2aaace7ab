//! `tactus endgame` through the real binary in virtual time, against the shipped tables: a KQK drill played to mate
//! (the test picks the player's moves and foresees the defence by probing the same tables), a move that throws the
//! win away said as such, `how far` as the tables give it, and a missing table said plainly.

use shakmaty::{fen::Fen, san::San, CastlingMode, Chess, Position};
use tactus_core::{Tablebase, Verdict, VoicePack};
use tactus_runtime::{Surroundings, Tables};

use crate::support::{json_events, path, run_with_stdin, tactus};

/// No sound, speech or devices; virtual time; commands from standard input.
const SESSION: [&str; 11] = [
    "--sound",
    "off",
    "--speech",
    "off",
    "--gamepad",
    "off",
    "--braille",
    "off",
    "--virtual-time",
    "--script",
    "-",
];

fn tables() -> Tables {
    Tables::open(Some(&path("tables/syzygy")), &Surroundings::here())
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("legal")
}

/// The kind and text (an announced move's SAN) of each event of a drill from `fen` with `script`, in English.
fn drill(fen: &str, script: &str) -> Vec<(String, String)> {
    let out = run_with_stdin(
        tactus()
            .args(["endgame", fen, "--voice", "en", "--format", "json"])
            .args(SESSION),
        script,
    );
    json_events(&out)
        .into_iter()
        .map(|event| {
            (
                event["event"].as_str().unwrap_or_default().to_string(),
                event["san"]
                    .as_str()
                    .or(event["text"].as_str())
                    .or(event["message"].as_str())
                    .unwrap_or_default()
                    .to_string(),
            )
        })
        .collect()
}

fn kqk_is_played_to_mate_against_the_tables_defence() {
    let tables = tables();
    let mut pos = position("8/8/8/4k3/8/8/8/KQ6 w - - 0 1");
    let mut script = String::new();
    let mut replies = Vec::new();
    while !pos.is_checkmate() {
        assert!(replies.len() < 50, "no mate found: {script}");
        let best = tables.best_move(&pos).expect("probed").expect("a move");
        script.push_str(&format!("{}\n", San::from_move(&pos, best)));
        pos.play_unchecked(best);
        if pos.is_checkmate() {
            break;
        }
        let reply = tables.best_move(&pos).expect("probed").expect("a reply");
        replies.push(San::from_move(&pos, reply).to_string());
        pos.play_unchecked(reply);
    }
    let events = drill("8/8/8/4k3/8/8/8/KQ6 w - - 0 1", &script);
    let announced: Vec<&(String, String)> = events
        .iter()
        .filter(|(kind, _)| kind == "announce")
        .collect();
    assert_eq!(announced.len(), replies.len(), "{events:?}");
    let notices: Vec<&str> = events
        .iter()
        .filter(|(kind, _)| kind == "notice")
        .map(|(_, text)| text.as_str())
        .collect();
    // The start, then nothing but the replies, then mate and what may follow.
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert_eq!(notices[1], "Checkmate: you win");
    assert!(events.iter().all(|(kind, _)| kind != "error"), "{events:?}");
}

fn a_move_that_throws_the_win_away_is_said() {
    // Qh7+?? hangs the queen: the tables call it a draw, the king takes, and nobody can mate.
    let events = drill("7k/8/8/8/8/8/8/KQ6 w - - 0 1", "Qh7\n");
    let texts: Vec<&str> = events.iter().map(|(_, text)| text.as_str()).collect();
    assert!(
        texts.contains(&"That lets a win go: now a draw"),
        "{texts:?}"
    );
    assert!(
        texts.contains(&"Nobody can mate any more: a draw"),
        "{texts:?}"
    );
    let announced: Vec<&str> = events
        .iter()
        .filter(|(kind, _)| kind == "announce")
        .map(|(_, text)| text.as_str())
        .collect();
    assert_eq!(announced, ["Kxh7"], "{events:?}");
}

fn how_far_says_the_moves_to_mate_of_three_men() {
    // Three men and no pawn: the next capture, pawn move or mate is the mate, so the tables' DTZ is its distance.
    let fen = "8/8/8/8/8/8/8/R3K2k w - - 0 1";
    let probe = tables().probe(&position(fen)).expect("KRvK");
    assert_eq!(probe.verdict, Verdict::Win);
    let pack = VoicePack::builtin("en").expect("en");
    let moves = pack.number(probe.dtz.div_ceil(2));
    let events = drill(fen, "how far\n");
    let expected = format!("Win: mate in {moves} moves with best play");
    assert!(
        events.iter().any(|(_, text)| *text == expected),
        "{expected}: {events:?}"
    );
}

/// Whether the side to move mates within `moves` moves, by trying every line (no tables): an oracle for short mates.
fn mates_within(pos: &Chess, moves: u32) -> bool {
    pos.legal_moves().into_iter().any(|mv| {
        let mut after = pos.clone();
        after.play_unchecked(mv);
        after.is_checkmate()
            || (moves > 1
                && !after.legal_moves().is_empty()
                && after.legal_moves().into_iter().all(|reply| {
                    let mut then = after.clone();
                    then.play_unchecked(reply);
                    mates_within(&then, moves - 1)
                }))
    })
}

fn how_far_says_mate_in_n_for_four_men_where_dtz_says_a_capture() {
    // KQ against KR: the rook can be taken at once (DTZ one move), but the mate comes in two.
    let fen = "k7/8/2K5/8/1r6/1Q6/8/8 w - - 0 1";
    let pos = position(fen);
    assert!(!mates_within(&pos, 1) && mates_within(&pos, 2));
    assert_eq!(tables().probe(&pos).expect("KQvKR").dtz, 1);
    let events = drill(fen, "how far\n");
    assert!(
        events
            .iter()
            .any(|(_, text)| text == "Win: mate in two moves with best play"),
        "{events:?}"
    );
}

/// At mate the session stays: the result, then what may follow; `again` plays the same start, `next` a new start of
/// the same material, and `quit` says that the drill is left.
fn the_session_stays_after_mate_for_again_next_and_quit() {
    let fen = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1";
    let out = run_with_stdin(
        tactus()
            .args(["endgame", fen, "--voice", "en", "--format", "json"])
            .args(SESSION),
        "Qb8\nagain\nQb8\nnext\nhow far\nquit\n",
    );
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let texts: Vec<String> = json_events(&out)
        .iter()
        .filter(|event| event.get("continued").is_none() && event["query"] != "board")
        .map(|event| event["text"].as_str().unwrap_or_default().to_string())
        .collect();
    let start = "Endgame KQvK: White to move, a win";
    let after = "again: the same start, next: a new one, quit: leave";
    assert_eq!(
        texts.iter().filter(|t| *t == "Checkmate: you win").count(),
        2,
        "{texts:?}"
    );
    assert_eq!(texts.iter().filter(|t| *t == after).count(), 2, "{texts:?}");
    assert_eq!(texts.iter().filter(|t| *t == start).count(), 3, "{texts:?}");
    assert!(
        texts[texts.len() - 2].starts_with("Win: mate in"),
        "{texts:?}"
    );
    assert_eq!(texts.last().map(String::as_str), Some("Endgame left"));
}

/// The start says the material, the side to move and the result, then the position: no commands, no seed (six
/// words before the board, from 35); `help` gives the seed.
fn the_start_is_the_position_and_help_gives_the_seed() {
    let out = run_with_stdin(
        tactus()
            .args([
                "endgame", "KQK", "--seed", "3", "--voice", "en", "--format", "json",
            ])
            .args(SESSION),
        "help\n",
    );
    let events = json_events(&out);
    assert_eq!(
        events[0]["text"], "Endgame KQvK: White to move, a win",
        "{events:?}"
    );
    assert_eq!(events[1]["query"], "board", "{events:?}");
    let help = events
        .iter()
        .find(|e| e["query"] == "help")
        .and_then(|e| e["text"].as_str())
        .expect("help");
    assert!(help.ends_with("Seed 3, which --seed repeats."), "{help}");
}

fn a_missing_table_is_said_plainly() {
    let empty = tempfile::tempdir().expect("a folder");
    let out = run_with_stdin(
        tactus()
            .args([
                "endgame",
                "KRPKR",
                "--seed",
                "1",
                "--voice",
                "en",
                "--tablebases",
            ])
            .arg(empty.path())
            .args(SESSION),
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(
            "tactus: No tablebase for KRPvKR here: put KRPvKR.rtbw and KRPvKR.rtbz in "
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    // More pieces than any tablebase holds: no table is missing, there is none.
    let out = run_with_stdin(
        tactus()
            .args([
                "endgame",
                "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1",
                "--voice",
                "en",
            ])
            .args(SESSION),
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "tactus: The position has 10 pieces: tablebases hold positions of seven pieces at most"
    );
}

pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "endgame::kqk_is_played_to_mate_against_the_tables_defence",
            kqk_is_played_to_mate_against_the_tables_defence,
        ),
        crate::trial(
            "endgame::a_move_that_throws_the_win_away_is_said",
            a_move_that_throws_the_win_away_is_said,
        ),
        crate::trial(
            "endgame::how_far_says_the_moves_to_mate_of_three_men",
            how_far_says_the_moves_to_mate_of_three_men,
        ),
        crate::trial(
            "endgame::how_far_says_mate_in_n_for_four_men_where_dtz_says_a_capture",
            how_far_says_mate_in_n_for_four_men_where_dtz_says_a_capture,
        ),
        crate::trial(
            "endgame::the_session_stays_after_mate_for_again_next_and_quit",
            the_session_stays_after_mate_for_again_next_and_quit,
        ),
        crate::trial(
            "endgame::the_start_is_the_position_and_help_gives_the_seed",
            the_start_is_the_position_and_help_gives_the_seed,
        ),
        crate::trial(
            "endgame::a_missing_table_is_said_plainly",
            a_missing_table_is_said_plainly,
        ),
    ]
}
