//! A real terminal for the keyboard tests: a tmux server of the test's own (`tmux -L SOCKET`), one pane running a
//! command, keys sent with `send-keys`, text pasted with `paste-buffer -p` (bracketed paste), and the pane read with
//! `capture-pane`. Waits poll the pane until a deadline, never sleep a fixed time. The server is killed when the
//! value is dropped.

use std::{
    process::{Command, Stdio},
    sync::atomic::{AtomicUsize, Ordering},
    time::{Duration, Instant},
};

/// How long a wait for the pane may take before the test fails (a loaded 2-core machine builds and runs other
/// tests meanwhile).
pub(crate) const DEADLINE: Duration = Duration::from_secs(40);

/// Tells the servers of one test binary apart.
static SERVERS: AtomicUsize = AtomicUsize::new(0);

/// Single quotes for the shell that runs a pane's command.
pub(crate) fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', "'\\''"))
}

/// The shell's words for `tactus ARGS` with the test's own data folder (in `dir`) and an empty config, `env` set
/// before it (`NAME=value …`, quoted) and `devices` after (which devices it uses, like `--speech off`).
pub(crate) fn tactus_line(
    dir: &std::path::Path,
    args: &str,
    env: &str,
    devices: &[&str],
) -> String {
    let config = dir.join("config.toml");
    if !config.exists() {
        std::fs::write(&config, "").unwrap();
    }
    format!(
        "env XDG_DATA_HOME={data} TACTUS_CONFIG={config} {env} {tactus} {args} {devices}",
        data = quoted(&dir.join("data").display().to_string()),
        config = quoted(&config.display().to_string()),
        tactus = quoted(env!("CARGO_BIN_EXE_tactus")),
        devices = devices.join(" "),
    )
}

/// Whether tmux can be run.
pub(crate) fn available() -> bool {
    Command::new("tmux")
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A tmux server with one pane.
pub(crate) struct Tmux {
    socket: String,
}

impl Tmux {
    /// Starts a server whose one pane, `width` × `height`, runs `shell_command` with `sh -c`.
    pub(crate) fn start(shell_command: &str, width: u16, height: u16) -> Tmux {
        let socket = format!(
            "tactus-test-{}-{}",
            std::process::id(),
            SERVERS.fetch_add(1, Ordering::SeqCst)
        );
        let tmux = Tmux { socket };
        let (w, h) = (width.to_string(), height.to_string());
        tmux.run(&[
            "new-session",
            "-d",
            "-x",
            &w,
            "-y",
            &h,
            "sh",
            "-c",
            shell_command,
        ]);
        // The pane keeps its size whatever clients attach (none do).
        tmux.run(&["set-option", "-g", "window-size", "manual"]);
        tmux
    }

    fn command(&self) -> Command {
        let mut command = Command::new("tmux");
        command.args(["-L", &self.socket, "-f", "/dev/null"]);
        command
    }

    /// Runs a tmux command; its standard output.
    pub(crate) fn run(&self, args: &[&str]) -> String {
        let output = self
            .command()
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("cannot run tmux {args:?}: {e}"));
        assert!(
            output.status.success(),
            "tmux {args:?} failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Sends keys by tmux's names ("Enter", "Up", "F2", "C-c") or as text.
    pub(crate) fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "0"];
        args.extend(keys);
        self.run(&args);
    }

    /// Types `text` literally.
    pub(crate) fn type_text(&self, text: &str) {
        self.run(&["send-keys", "-t", "0", "-l", text]);
    }

    /// Pastes `text` as a terminal does, bracketed when the program asked for it; line feeds stay line feeds.
    pub(crate) fn paste(&self, text: &str) {
        self.run(&["set-buffer", "-b", "test", text]);
        self.run(&["paste-buffer", "-p", "-r", "-d", "-b", "test", "-t", "0"]);
    }

    /// The pane's text, wrapped lines joined, trailing blank lines left out.
    pub(crate) fn screen(&self) -> String {
        let text = self.run(&["capture-pane", "-p", "-J", "-t", "0"]);
        text.trim_end().to_string()
    }

    /// The pane's text with its escape sequences (colours and attributes, if any were written).
    pub(crate) fn screen_with_attributes(&self) -> String {
        self.run(&["capture-pane", "-p", "-e", "-t", "0"])
    }

    /// The pane's lines.
    pub(crate) fn lines(&self) -> Vec<String> {
        self.screen().lines().map(str::to_string).collect()
    }

    /// Waits until the pane shows what `ready` accepts; its text then. Fails the test, showing the pane, at the
    /// deadline.
    pub(crate) fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "waited {DEADLINE:?} for {what}; the pane shows:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the pane contains `text`.
    pub(crate) fn wait_text(&self, text: &str) -> String {
        self.wait_for(&format!("{text:?}"), |screen| screen.contains(text))
    }

    /// The process id of the pane's shell.
    pub(crate) fn pane_pid(&self) -> u32 {
        self.run(&["display-message", "-p", "-t", "0", "#{pane_pid}"])
            .trim()
            .parse()
            .expect("a pane pid")
    }

    /// Appends what the pane's program writes from now on, its bytes as written, to the file `path`.
    pub(crate) fn record(&self, path: &std::path::Path) {
        let command = format!(
            "cat >> '{}'",
            path.display().to_string().replace('\'', "'\\''")
        );
        self.run(&["pipe-pane", "-o", "-t", "0", &command]);
    }

    /// Resizes the pane's window.
    pub(crate) fn resize(&self, width: u16, height: u16) {
        let (w, h) = (width.to_string(), height.to_string());
        self.run(&["resize-window", "-t", "0", "-x", &w, "-y", &h]);
    }
}

impl Tmux {
    /// Ends the server, closing the pane's terminal (its processes get SIGHUP unless they left its session).
    pub(crate) fn kill_server(&self) {
        let _ = self
            .command()
            .arg("kill-server")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.kill_server();
    }
}

/// Whether process `pid` has ended (gone, or a zombie nobody reaped yet).
pub(crate) fn ended(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).map_or(true, |stat| {
        stat.rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state == "Z" || state == "X")
    })
}

/// The children of process `parent`, from /proc.
pub(crate) fn children(parent: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
                // The command name is in parentheses and may hold spaces; the parent follows the state.
                stat.rsplit_once(')')
                    .and_then(|(_, rest)| rest.split_whitespace().nth(1)?.parse::<u32>().ok())
                    == Some(parent)
            })
        })
        .collect()
}
