//! The keyboard at a real terminal: `tactus play` in a tmux pane, moves and keys typed with `tmux send-keys`, text
//! pasted, the pane read with `capture-pane`. Checked: the announcements, the typed text coming back after output
//! that arrives while typing, history and Tab completion, the bytes written for a change in the middle of the typed
//! line and for leaving key mode (recorded with `pipe-pane`), key mode's navigation and moves, a pasted move list, a
//! resized terminal, `TERM=dumb`, and a sane terminal (canonical mode and echo back) after `quit`, Ctrl+C, SIGINT and
//! SIGTERM. Real time throughout: nothing here depends on how fast the machine is, only on what the pane shows.

use crate::support;

use std::path::Path;

use crate::support::tmux::{self, quoted, Tmux};

/// What `stty -a` must show after tactus ended: the terminal back in canonical mode with echo and signals.
const SANE: [&str; 4] = ["icanon", "echo", "isig", "opost"];

/// A tmux pane running `tactus ARGS` (with its own journal, config and no speech), then printing its exit code and
/// the terminal's modes, then waiting to be read.
fn pane(dir: &Path, args: &str, env: &str) -> Tmux {
    let tactus = tactus_line(dir, args, env);
    let command = format!(
        "{tactus} --journal {journal}; {MODES}; echo 'modes shown'; sleep 600",
        journal = quoted(&dir.join("game.jsonl").display().to_string()),
    );
    Tmux::start(&command, 100, 30)
}

/// Prints tactus's exit code and the terminal's modes that matter (`stty -a`), on one line.
const MODES: &str = "echo \"exit code $?\"; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo|isig|opost)$' | tr '\\n' ' '; echo";

/// The shell's words for `tactus ARGS` with the test's own data folder and config, and no speech.
fn tactus_line(dir: &Path, args: &str, env: &str) -> String {
    tmux::tactus_line(dir, args, env, &crate::support::NO_DEVICES)
}

/// Skips (or fails under CI) without tmux.
fn tmux_found() -> bool {
    support::require("tmux", tmux::available())
}

/// Waits for tactus to end; checks its exit code and that the terminal is sane again.
fn ends_sane(pane: &Tmux, code: u8) {
    let screen = pane.wait_text("modes shown");
    assert!(
        screen.contains(&format!("exit code {code}")),
        "expected exit code {code}:\n{screen}"
    );
    let modes = screen
        .lines()
        .rfind(|line| line.contains("icanon"))
        .unwrap_or_else(|| panic!("no terminal modes shown:\n{screen}"));
    for mode in SANE {
        assert!(
            modes.split_whitespace().any(|m| m == mode),
            "{mode} is off after tactus ended: {modes}\n{screen}"
        );
    }
}

/// The last line of the pane.
fn last_line(pane: &Tmux) -> String {
    pane.lines().last().cloned().unwrap_or_default()
}

fn typed_moves_history_and_completion_then_quit_leaves_the_terminal_sane() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pane = pane(dir.path(), "play", "");
    pane.wait_text("White to move>");
    pane.type_text("Nf4");
    pane.keys(&["BSpace"]);
    pane.type_text("3");
    pane.keys(&["Enter"]);
    pane.wait_text("1. Springer Felix drei");
    pane.wait_text("White to press the clock>");
    // Escape clears what was typed; Up brings back the line typed before.
    pane.type_text("xyz");
    pane.keys(&["Escape"]);
    pane.wait_for("the line cleared", |s| {
        s.ends_with("White to press the clock>")
    });
    pane.keys(&["Up"]);
    pane.wait_for("the last line again", |s| {
        s.ends_with("White to press the clock> Nf3")
    });
    pane.keys(&["Escape"]);
    // Escape and the next letters read together are Alt and a letter, as at any terminal: the clearing is seen first.
    pane.wait_for("the line cleared again", |s| {
        s.ends_with("White to press the clock>")
    });
    // Tab completes a command word; Home, Delete and End edit the line.
    pane.type_text("tim");
    pane.keys(&["Tab"]);
    pane.wait_for("time completed", |s| s.ends_with("> time"));
    pane.keys(&["Home"]);
    pane.type_text("xy");
    pane.wait_for("typed at the start", |s| s.ends_with("> xytime"));
    pane.keys(&["Left", "Delete", "BSpace", "End", "Enter"]);
    pane.wait_text("This game has no clock");
    // Tab with several words that fit lists them.
    pane.type_text("cursor p");
    pane.keys(&["Tab"]);
    pane.wait_text("pick, previous");
    assert_eq!(last_line(&pane), "White to press the clock> cursor p");
    pane.keys(&["C-u"]);
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("Leave the game? Say yes or no");
    pane.type_text("yes");
    pane.keys(&["Enter"]);
    ends_sane(&pane, 0);
    let plain = pane.screen_with_attributes();
    assert!(
        !plain.contains('\u{1b}'),
        "colour or attributes written:\n{plain}"
    );
}

fn output_arriving_while_typing_goes_on_its_own_line_and_the_typed_text_comes_back() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // A 20-second game: White's ten-second cue comes ten seconds after go.
    let pane = pane(dir.path(), "play --time-control 20", "");
    pane.wait_text("White to move>");
    pane.type_text("go");
    pane.keys(&["Enter"]);
    pane.wait_text("White's clock is running");
    pane.type_text("Nf");
    let before = pane.wait_for("the typed text", |s| s.ends_with("White to move> Nf"));
    assert!(
        !before.contains("ten seconds left"),
        "the cue came before the typing: the test cannot tell\n{before}"
    );
    let screen = pane.wait_text("ten seconds left");
    let lines: Vec<&str> = screen.lines().collect();
    let cue = lines
        .iter()
        .position(|l| l.contains("ten seconds left"))
        .unwrap();
    assert_eq!(lines[cue], "Cue: White, ten seconds left", "{screen}");
    assert_eq!(lines[cue - 1], "White's clock is running", "{screen}");
    pane.wait_for("the typed text after the cue", |s| {
        s.lines().last() == Some("White to move> Nf")
    });
    pane.type_text("3");
    pane.keys(&["Enter"]);
    pane.wait_text("1. Springer Felix drei");
    pane.keys(&["C-c"]);
    ends_sane(&pane, 130);
}

fn key_mode_explores_the_board_and_makes_a_move() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("config.toml"),
        "[keys.game]\nx = \"moves\"\n",
    )
    .unwrap();
    let pane = pane(dir.path(), "play", "");
    pane.wait_text("White to move>");
    pane.keys(&["F2"]);
    pane.wait_text("key mode: arrows move over the board");
    pane.keys(&["Up"]);
    pane.wait_text("Anna zwei: white Bauer");
    pane.keys(&["Right"]);
    pane.wait_text("Bella zwei: white Bauer");
    pane.keys(&["e", "4"]);
    pane.wait_text("Eva vier: empty");
    pane.keys(&["n"]);
    pane.wait_text("Bella acht: black Springer");
    pane.keys(&["N"]);
    pane.wait_text("Gustav eins: white Springer");
    pane.keys(&["Enter"]);
    pane.wait_text("picked");
    pane.keys(&["f", "3", "Enter"]);
    pane.wait_text("1. Springer Felix drei");
    pane.keys(&["Space"]);
    pane.wait_text("White's move is complete");
    pane.keys(&["."]);
    pane.wait_for("the last thing said again", |s| {
        s.matches("White's move is complete").count() == 2
    });
    pane.keys(&["o"]);
    pane.wait_for("the last move", |s| {
        s.lines().last() == Some("1. Springer Felix drei")
    });
    // x is the user's own key, from the config file.
    pane.keys(&["x"]);
    pane.wait_text("Moves completed: White one, Black zero");
    pane.keys(&["z"]);
    pane.wait_text("z does nothing in key mode");
    pane.keys(&["?"]);
    pane.wait_text("a to h: cursor file a to h");
    let screen = pane.screen();
    assert!(!screen.contains("> "), "no prompt in key mode:\n{screen}");
    pane.keys(&["Escape"]);
    pane.wait_text("typing");
    pane.wait_for("the prompt back", |s| s.ends_with("Black to move>"));
    pane.type_text("e5");
    pane.keys(&["Enter"]);
    pane.wait_text("1... Eva fuenf");
    pane.type_text("keys");
    pane.keys(&["Enter"]);
    pane.wait_for("key mode again", |s| {
        s.ends_with("Black to press the clock> keys\nkey mode: arrows move over the board, Enter picks, ? lists the keys, Escape goes back to typing")
    });
    pane.keys(&["C-c"]);
    ends_sane(&pane, 130);
}

fn key_mode_walks_the_analysis_board_into_a_variation() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/listen-games.pgn");
    let args = format!(
        "analyse {} --game 1 --move 1",
        quoted(&games.display().to_string())
    );
    let pane = pane(dir.path(), &args, "");
    pane.wait_text("After 1. Eva vier");
    pane.keys(&["F2"]);
    pane.wait_text("key mode: arrows move through the game");
    // Right steps on twice; PageDown enters the second line where the game branches (2... Nf6 beside 2... Nc6).
    pane.keys(&["Right"]);
    pane.wait_text("1... Eva fuenf");
    pane.keys(&["Right"]);
    pane.wait_text("2. Laeufer Cesar vier");
    pane.keys(&["PageDown"]);
    pane.wait_text("2... Springer Felix sechs, line 2 of 2");
    // PageUp leaves it; Left steps back.
    pane.keys(&["PageUp"]);
    pane.wait_text("Back where the line branched, after 2. Laeufer Cesar vier");
    pane.keys(&["Left"]);
    pane.wait_text("Back one move: the last move is now 1... Eva fuenf");
    pane.keys(&["C-c"]);
    ends_sane(&pane, 130);
}

fn a_change_in_the_typed_line_sends_only_what_changed() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pane = pane(dir.path(), "play", "");
    pane.wait_text("White to move>");
    let raw = dir.path().join("raw");
    pane.record(&raw);
    pane.type_text("Nf3");
    pane.wait_for("the typed text", |s| s.ends_with("White to move> Nf3"));
    pane.keys(&["Left", "Left", "b"]);
    pane.wait_for("an insert", |s| s.ends_with("White to move> Nbf3"));
    pane.keys(&["BSpace"]);
    pane.wait_for("a delete", |s| s.ends_with("White to move> Nf3"));
    pane.keys(&["F2"]);
    pane.wait_text("key mode: arrows move over the board");
    pane.keys(&["Escape"]);
    pane.wait_for("typing again", |s| {
        s.ends_with("typing\nWhite to move> Nf3")
    });
    // The prompt is written once, after the notice; each change writes from where it is to the end of the line.
    let expected = "Nf3\x1b[1D\x1b[1Dbf3\x1b[2D\x1b[1Df3\x1b[K\x1b[2D\r\x1b[J\
        key mode: arrows move over the board, Enter picks, ? lists the keys, Escape goes back to typing\r\n\
        typing\r\nWhite to move> Nf3\x1b[2D";
    let start = std::time::Instant::now();
    loop {
        let written = std::fs::read(&raw).unwrap_or_default();
        if written == expected.as_bytes() || start.elapsed() > tmux::DEADLINE {
            assert_eq!(String::from_utf8_lossy(&written), expected);
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    pane.keys(&["C-c"]);
    ends_sane(&pane, 130);
}

fn a_pasted_move_list_is_played_in_order() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pane = pane(dir.path(), "play --mode practice", "");
    pane.wait_text("White to move>");
    pane.paste("e4\ne5\nNf3\nNc6\nBb");
    pane.wait_text("2... Springer Cesar sechs");
    pane.wait_for("the unfinished line kept", |s| {
        s.ends_with("White to move> Bb")
    });
    pane.type_text("5");
    pane.keys(&["Enter"]);
    let screen = pane.wait_text("3. Laeufer Bella fuenf");
    let order: Vec<usize> = [
        "1. Eva vier",
        "1... Eva fuenf",
        "2. Springer Felix drei",
        "2... Springer Cesar sechs",
        "3. Laeufer Bella fuenf",
    ]
    .iter()
    .map(|m| {
        screen
            .find(m)
            .unwrap_or_else(|| panic!("{m} missing:\n{screen}"))
    })
    .collect();
    assert!(
        order.windows(2).all(|w| w[0] < w[1]),
        "out of order:\n{screen}"
    );
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("Leave the game? Say yes or no");
    pane.type_text("yes");
    pane.keys(&["Enter"]);
    ends_sane(&pane, 0);
}

fn a_resized_terminal_keeps_the_typed_line() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pane = pane(dir.path(), "play", "");
    pane.wait_text("White to move>");
    pane.type_text("square e");
    pane.wait_for("typed", |s| s.ends_with("> square e"));
    pane.resize(40, 20);
    pane.type_text("4");
    pane.keys(&["Enter"]);
    pane.wait_text("Eva vier: empty");
    pane.resize(120, 30);
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("Leave the game? Say yes or no");
    pane.type_text("yes");
    pane.keys(&["Enter"]);
    ends_sane(&pane, 0);
}

/// One key typed after a resize shows at once: the resize must not hold it back until the next key comes.
fn a_key_typed_after_a_resize_shows_without_another_key() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pane = pane(dir.path(), "play", "");
    pane.wait_text("White to move>");
    pane.type_text("square e");
    pane.wait_for("typed", |s| s.ends_with("> square e"));
    // The resize is seen once the edit line is written again for the new width.
    let written = dir.path().join("written");
    pane.record(&written);
    pane.resize(60, 20);
    pane.wait_for("the edit line written again", |_| {
        std::fs::read(&written).is_ok_and(|bytes| !bytes.is_empty())
    });
    pane.type_text("4");
    pane.wait_for("the one key typed", |s| s.ends_with("> square e4"));
    pane.keys(&["Enter"]);
    pane.wait_text("Eva vier: empty");
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("Leave the game? Say yes or no");
    pane.type_text("yes");
    pane.keys(&["Enter"]);
    ends_sane(&pane, 0);
}

fn sigint_and_sigterm_end_the_game_and_restore_the_terminal() {
    if !tmux_found() {
        return;
    }
    // Twice at once: the second comes while the first is being handled, and ends the process the default way,
    // which must give the terminal back too.
    for (signal, times, code) in [("-INT", 1, 130), ("-TERM", 1, 143), ("-TERM", 2, 143)] {
        let dir = tempfile::tempdir().unwrap();
        let pane = pane(dir.path(), "play", "");
        pane.wait_text("White to move>");
        pane.type_text("e4");
        let pid = tactus_in(&pane);
        // The later ones may find tactus gone already.
        let again = format!("kill {signal} {pid} 2>/dev/null || true");
        let line = format!("kill {signal} {pid} && for _ in $(seq 2 {times}); do {again}; done");
        let killed = std::process::Command::new("sh")
            .args(["-c", &line])
            .status()
            .unwrap();
        assert!(killed.success());
        ends_sane(&pane, code);
    }
}

/// The process ids of tactus in `pane` (the shell's one child).
fn tactus_in(pane: &Tmux) -> String {
    let tactus = support::tmux::children(pane.pane_pid());
    assert_eq!(
        tactus.len(),
        1,
        "tactus among the shell's children: {tactus:?}"
    );
    tactus[0].to_string()
}

fn a_terminal_left_without_echo_by_a_killed_tactus_is_sane_after_resume() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let journal = quoted(&dir.path().join("game.jsonl").display().to_string());
    // kill -9 skips every clean-up: the terminal stays raw. The shell then shows the modes and resumes the game.
    let command = format!(
        "{play} --journal {journal}; {MODES}; echo 'after the kill'; {resume}; {MODES}; echo 'modes shown'; sleep 600",
        play = tactus_line(dir.path(), "play", ""),
        resume = tactus_line(dir.path(), &format!("resume {journal}"), ""),
    );
    let pane = Tmux::start(&command, 100, 30);
    pane.wait_text("White to move>");
    pane.type_text("e4");
    pane.keys(&["Enter"]);
    pane.wait_text("White to press the clock>");
    let killed = std::process::Command::new("kill")
        .args(["-KILL", &tactus_in(&pane)])
        .status()
        .unwrap();
    assert!(killed.success());
    let screen = pane.wait_text("after the kill");
    let broken = screen
        .lines()
        .find(|line| line.contains("icanon"))
        .unwrap_or_default();
    assert!(
        broken.contains("-icanon") && broken.contains("-echo"),
        "the killed tactus left the terminal raw: {broken}\n{screen}"
    );
    pane.wait_text("waits for the press");
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("Leave the game? Say yes or no");
    pane.type_text("yes");
    pane.keys(&["Enter"]);
    ends_sane(&pane, 0);
}

fn a_dumb_terminal_reads_plain_lines() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let pane = pane(dir.path(), "play", "TERM=dumb");
    pane.wait_text("White to move>");
    pane.type_text("e4");
    pane.keys(&["Enter"]);
    pane.wait_text("1. Eva vier");
    // No line editor: F2 is not key mode, and the line is read as the terminal's own editing gives it.
    pane.type_text("quit");
    pane.keys(&["Enter"]);
    pane.wait_text("Leave the game? Say yes or no");
    pane.type_text("yes");
    pane.keys(&["Enter"]);
    ends_sane(&pane, 0);
    let screen = pane.screen();
    assert!(!screen.contains("key mode"), "{screen}");
}

fn a_terminal_that_goes_away_ends_tactus_without_spinning() {
    if !tmux_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // In a session of its own, tactus gets no SIGHUP when the terminal closes: only the keyboard can tell.
    let pane = pane(dir.path(), "play", "setsid");
    pane.wait_text("White to move>");
    pane.type_text("e4");
    pane.wait_for("typed", |s| s.ends_with("> e4"));
    let tactus = support::tmux::children(pane.pane_pid());
    assert_eq!(
        tactus.len(),
        1,
        "tactus among the shell's children: {tactus:?}"
    );
    pane.kill_server();
    let start = std::time::Instant::now();
    while !support::tmux::ended(tactus[0]) {
        assert!(
            start.elapsed() < tmux::DEADLINE,
            "tactus still runs {:?} after its terminal went away",
            tmux::DEADLINE
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial("keyboard::typed_moves_history_and_completion_then_quit_leaves_the_terminal_sane", typed_moves_history_and_completion_then_quit_leaves_the_terminal_sane),
        crate::trial("keyboard::output_arriving_while_typing_goes_on_its_own_line_and_the_typed_text_comes_back", output_arriving_while_typing_goes_on_its_own_line_and_the_typed_text_comes_back),
        crate::trial("keyboard::key_mode_explores_the_board_and_makes_a_move", key_mode_explores_the_board_and_makes_a_move),
        crate::trial("keyboard::key_mode_walks_the_analysis_board_into_a_variation", key_mode_walks_the_analysis_board_into_a_variation),
        crate::trial("keyboard::a_change_in_the_typed_line_sends_only_what_changed", a_change_in_the_typed_line_sends_only_what_changed),
        crate::trial("keyboard::a_pasted_move_list_is_played_in_order", a_pasted_move_list_is_played_in_order),
        crate::trial("keyboard::a_resized_terminal_keeps_the_typed_line", a_resized_terminal_keeps_the_typed_line),
        crate::trial("keyboard::a_key_typed_after_a_resize_shows_without_another_key", a_key_typed_after_a_resize_shows_without_another_key),
        crate::trial("keyboard::sigint_and_sigterm_end_the_game_and_restore_the_terminal", sigint_and_sigterm_end_the_game_and_restore_the_terminal),
        crate::trial("keyboard::a_terminal_left_without_echo_by_a_killed_tactus_is_sane_after_resume", a_terminal_left_without_echo_by_a_killed_tactus_is_sane_after_resume),
        crate::trial("keyboard::a_dumb_terminal_reads_plain_lines", a_dumb_terminal_reads_plain_lines),
        crate::trial("keyboard::a_terminal_that_goes_away_ends_tactus_without_spinning", a_terminal_that_goes_away_ends_tactus_without_spinning),
    ];
    trials
}
