//! Faults around a game: the journal's disk full or read-only (before the game and in the middle of it), the
//! commands' input closing and the output going away mid-game. Each must end in a clear message, with nothing the
//! program acknowledged lost.
//!
//! Full and read-only disks are real: a tmpfs of one page mounted in a private mount namespace (`unshare --mount
//! --map-root-user`, util-linux), so the kernel itself answers "No space left on device" and "Read-only file system",
//! also to root (told in the pack's words), and the mount vanishes with the test's shell.

use crate::support;

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Command, Output, Stdio},
};

use crate::support::{json_events, require, running::Running, tactus, NO_DEVICES};

/// `tactus SUBCOMMAND` reading a script from standard input and writing JSON events, without devices.
fn scripted(subcommand: &str) -> Command {
    let mut command = tactus();
    command
        .args([subcommand, "--format", "json", "--script", "-"])
        .args(NO_DEVICES);
    command
}

/// Whether private mounts can be made here (util-linux's unshare, and user namespaces or root).
fn can_mount(test: &str) -> bool {
    let works = Command::new("unshare")
        .args(["--mount", "--map-root-user", "sh", "-c"])
        .arg("mount -t tmpfs -o size=4k tmpfs /mnt")
        .output()
        .is_ok_and(|out| out.status.success());
    require(&format!("{test}: private tmpfs mounts (unshare)"), works)
}

/// Runs a scripted `tactus play --journal DISK/game.tactus` with `script` on standard input, inside a namespace where `DISK` is
/// a one-page tmpfs mounted with `options` after `prepare` ran on it (a shell line, `$disk` is the disk); then copies
/// whatever journal is there to `out_dir`.
fn on_small_disk(options: &str, prepare: &str, script: &str, out_dir: &Path) -> Output {
    let disk = out_dir.join("disk");
    std::fs::create_dir_all(&disk).unwrap();
    let line = format!(
        "disk=$1 program=$2 out=$3; shift 3; mount -t tmpfs -o size=4k tmpfs \"$disk\" && {prepare} && \
         mount -o remount,{options} \"$disk\" && \"$program\" \"$@\"; code=$?; \
         cp \"$disk\"/*.tactus \"$out\" 2>/dev/null; exit $code"
    );
    let mut command = Command::new("unshare");
    command
        .args(["--mount", "--map-root-user", "sh", "-c", &line, "sh"])
        .arg(&disk)
        .arg(env!("CARGO_BIN_EXE_tactus"))
        .arg(out_dir)
        .args(scripted("play").get_args())
        .args(["--virtual-time", "--time", "90", "--journal"])
        .arg(disk.join("game.tactus"))
        .env("XDG_DATA_HOME", support::path("target/test-data"));
    support::run_with_stdin(&mut command, script)
}

/// The game in `journal` as PGN, by `tactus export`.
fn exported_pgn(journal: &Path) -> String {
    let export = tactus()
        .args(["export", "--to", "pgn"])
        .arg(journal)
        .output()
        .unwrap();
    assert!(export.status.success(), "{}", stderr(&export));
    String::from_utf8(export.stdout).expect("UTF-8 PGN")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn a_read_only_journal_folder_is_refused_before_the_game_starts() {
    let dir = tempfile::tempdir().unwrap();
    if !can_mount("read-only journal folder") {
        return;
    }
    let out = on_small_disk("ro", "true", "go\ne4\n", dir.path());
    let told = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{told}");
    assert!(
        out.stdout.is_empty(),
        "no game may start: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        told.starts_with("tactus: cannot write the journal ")
            && told.contains("game.tactus: the disk is read-only"),
        "{told}"
    );
    assert_eq!(told.lines().count(), 1, "{told}");
}

fn a_full_disk_is_refused_before_the_game_starts_and_leaves_no_file() {
    let dir = tempfile::tempdir().unwrap();
    if !can_mount("full disk before the game") {
        return;
    }
    let fill = "head -c 4096 /dev/zero > \"$disk/filler\"";
    let out = on_small_disk("rw", fill, "go\ne4\n", dir.path());
    let told = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{told}");
    assert!(out.stdout.is_empty());
    assert!(
        told.contains("game.tactus: no space left on the disk"),
        "{told}"
    );
    // The empty file would have made the next try fail with "already exists".
    assert!(
        !dir.path().join("game.tactus").exists(),
        "a journal was left behind"
    );
}

/// The disk fills up in the middle of a game: the change that no longer fits is refused with a message saying so
/// and nothing changes; questions are still answered; the journal holds every acknowledged record, whole.
fn a_disk_filling_up_mid_game_refuses_the_change_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    if !can_mount("disk filling up mid-game") {
        return;
    }
    // Each pause and go is a record of about 30 bytes: the page fills after some 100 of them.
    let mut script = String::from("go\ne4\npress\ne5\npress\n");
    script.push_str(&"pause\ngo\n".repeat(100));
    script.push_str("Nf3\nlast\nmoves\n");
    let out = on_small_disk("rw", "true", &script, dir.path());
    let events = json_events(&out);
    let errors: Vec<&str> = events
        .iter()
        .filter(|e| e["event"] == "error")
        .map(|e| e["message"].as_str().unwrap())
        .collect();
    assert!(!errors.is_empty(), "the page never filled: {events:?}");
    // The first refusal is the full disk's; after it a go or a pause may also be refused as out of turn (the one
    // before it was not made); Nf3 at the end meets the full disk again.
    let full_disk = |message: &str| {
        message.starts_with("the journal could not be written, so nothing was changed: ")
            && message.contains("no space left on the disk")
    };
    assert!(full_disk(errors[0]), "{errors:?}");
    assert!(full_disk(errors[errors.len() - 1]), "{errors:?}");
    // Nf3 was refused too (the disk is still full), so the last move is still Black's e5 and only two were played.
    let answers: Vec<&str> = events
        .iter()
        .filter(|e| e["event"] == "answer")
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    assert_eq!(answers.len(), 2, "{events:?}");
    assert!(answers[0].contains("Eva fuenf"), "{answers:?}");
    assert!(!events.iter().any(|e| e["san"] == "Nf3"), "{events:?}");

    // Every record acknowledged before the disk filled is in the journal, and the journal reads whole.
    let journal = dir.path().join("game.tactus");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.ends_with('\n'), "a torn last line");
    let acknowledged = events.iter().filter(|e| e["event"] == "pause").count();
    assert_eq!(text.matches(r#""record":"pause""#).count(), acknowledged);
    let pgn = exported_pgn(&journal);
    assert!(
        pgn.contains("1. e4 ") && pgn.contains("1... e5 ") && !pgn.contains("Nf3"),
        "{pgn}"
    );
}

/// Standard input closes in the middle of a game in real time (the terminal or the program feeding tactus went
/// away): the session ends cleanly, and the game resumes with every move.
fn standard_input_closing_mid_game_ends_cleanly_and_the_game_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.tactus");
    let mut game = Running::start(
        scripted("play")
            .args(["--time", "5", "--journal"])
            .arg(&journal),
    );
    game.type_until("go\ne4\npress\n", "press");
    let ended = game.finish();
    assert!(
        ended.status.success(),
        "{:?} {}",
        ended.status,
        ended.stderr
    );

    let out = support::run_with_stdin(
        scripted("resume").arg("--virtual-time").arg(&journal),
        "go\ne5\npress\nmoves\n",
    );
    let events = json_events(&out);
    assert!(events.iter().any(|e| e["san"] == "e5"), "{events:?}");
}

/// Standard output goes away mid-game (piped into a reader that quits): tactus ends quietly, and every move it
/// acknowledged before is in the journal.
fn output_closing_mid_game_ends_quietly_and_keeps_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("game.tactus");
    let mut child = scripted("play")
        .arg("--virtual-time")
        .arg("--journal")
        .arg(&journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"go\ne4\npress\n").unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let pressed = lines
        .by_ref()
        .map(Result::unwrap)
        .any(|line| line.contains(r#""event":"press""#));
    assert!(pressed);
    drop(lines);
    // What is typed now is answered into a closed output: the first write fails and tactus ends.
    let _ = stdin.write_all("e5\npress\ntime\n".repeat(50).as_bytes());
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?} {}", out.status, stderr(&out));
    assert!(out.stderr.is_empty(), "{}", stderr(&out));
    let pgn = exported_pgn(&journal);
    assert!(pgn.contains("1. e4"), "{pgn}");
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "faults::a_read_only_journal_folder_is_refused_before_the_game_starts",
            a_read_only_journal_folder_is_refused_before_the_game_starts,
        ),
        crate::trial(
            "faults::a_full_disk_is_refused_before_the_game_starts_and_leaves_no_file",
            a_full_disk_is_refused_before_the_game_starts_and_leaves_no_file,
        ),
        crate::trial(
            "faults::a_disk_filling_up_mid_game_refuses_the_change_and_loses_nothing",
            a_disk_filling_up_mid_game_refuses_the_change_and_loses_nothing,
        ),
        crate::trial(
            "faults::standard_input_closing_mid_game_ends_cleanly_and_the_game_resumes",
            standard_input_closing_mid_game_ends_cleanly_and_the_game_resumes,
        ),
        crate::trial(
            "faults::output_closing_mid_game_ends_quietly_and_keeps_the_journal",
            output_closing_mid_game_ends_quietly_and_keeps_the_journal,
        ),
    ];
    trials
}
