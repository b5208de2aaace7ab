//! A tactus process driven line by line, in real time: its standard input typed into, its output lines read on a
//! thread of their own (so every wait has a deadline), and its end by closing the input or by a signal.

use std::{
    io::{BufRead, BufReader, Read, Write},
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    sync::mpsc::{self, Receiver},
    thread,
    time::{Duration, Instant},
};

/// The longest wait for anything a running tactus is to do, on a loaded machine.
pub(crate) const PATIENCE: Duration = Duration::from_secs(60);

/// A running tactus: its standard input, its output lines as they come, and its standard error at the end.
pub(crate) struct Running {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every output line read so far.
    pub seen: Vec<String>,
    stderr: thread::JoinHandle<String>,
}

/// How a running tactus ended: every output line, standard error, and the exit status.
pub(crate) struct Ended {
    pub lines: Vec<String>,
    pub stderr: String,
    pub status: ExitStatus,
}

impl Ended {
    /// The output lines as JSON events.
    pub(crate) fn events(&self) -> Vec<serde_json::Value> {
        self.lines
            .iter()
            .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
            .collect()
    }
}

impl Running {
    /// Starts `command` with its three streams piped.
    pub(crate) fn start(command: &mut Command) -> Running {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command:?}: {e}"));
        let stdout = child.stdout.take().unwrap();
        let mut stderr = child.stderr.take().unwrap();
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        });
        Running {
            stdin: child.stdin.take(),
            child,
            lines,
            seen: Vec::new(),
            stderr,
        }
    }

    /// Types `text` (whole lines).
    pub(crate) fn type_lines(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("standard input is open");
        stdin.write_all(text.as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for an output line containing `wanted`; returns it.
    pub(crate) fn expect_line(&mut self, wanted: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(wanted) {
                        return line;
                    }
                }
                Err(_) => self.fail(&format!("no line with {wanted:?}")),
            }
        }
    }

    /// Types `text`, then waits for the JSON event named `name`; returns it.
    pub(crate) fn type_until(&mut self, text: &str, name: &str) -> serde_json::Value {
        self.type_lines(text);
        let line = self.expect_line(&format!(r#""event":"{name}""#));
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{line}: {e}"))
    }

    /// The process id, to signal it.
    pub(crate) fn id(&self) -> u32 {
        self.child.id()
    }

    /// Ends the input and waits for the end.
    pub(crate) fn finish(mut self) -> Ended {
        drop(self.stdin.take());
        self.wait_end()
    }

    /// Sends `signal` (a name for kill(1): "TERM", "INT", "HUP") with the input still open, and waits for the end.
    pub(crate) fn stop_with(self, signal: &str) -> Ended {
        let sent = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.id().to_string())
            .status()
            .expect("kill (procps) runs");
        assert!(sent.success(), "kill -{signal} failed");
        self.wait_end()
    }

    /// Kills the process at once (SIGKILL sent from here, with no other program started first, so that the kill
    /// falls when the caller chose), then collects every line it wrote before it died.
    pub(crate) fn kill_now(mut self) -> Ended {
        self.child.kill().expect("SIGKILL");
        self.wait_end()
    }

    /// Waits (at most [`PATIENCE`]) until the process ends, then collects what it wrote.
    fn wait_end(mut self) -> Ended {
        let deadline = Instant::now() + PATIENCE;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                self.fail("it did not end");
            }
            thread::sleep(Duration::from_millis(20));
        };
        self.seen.extend(self.lines.iter());
        let stderr = self.stderr.join().unwrap();
        Ended {
            lines: self.seen,
            stderr,
            status,
        }
    }

    /// Ends the process and fails the test with what it said.
    pub(crate) fn fail(&mut self, why: &str) -> ! {
        let _ = self.child.kill();
        let _ = self.child.wait();
        panic!("{why}; output so far:\n{}", self.seen.join("\n"));
    }
}
