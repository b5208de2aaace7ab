//! A UCI engine as a child process: started, greeted, set to a strength, asked for moves, and stopped — every wait
//! with a time limit, so an engine that crashes, hangs or writes nonsense is a clear error and never a hang.
//!
//! The engine's standard output is read on a thread of its own into a channel; standard error is discarded.

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    thread,
    time::{Duration, Instant},
};

use super::command_line::{self, CommandLineProblem};
use super::greeting::{Greeting, Setup};
use tactus_core::{
    read_engine_line, DeepestLines, EngineLine, EngineScore, PrincipalVariation, SystemError,
};

/// How much longer than the thinking time an engine may take to give its move.
const GRACE: Duration = Duration::from_secs(5);

/// Why the engine cannot be used: the core's typed failure, worded by the pack where it is shown.
pub use tactus_core::EngineFailure as EngineError;

/// What the engine thought: its move as written, and its last evaluation (from the mover's side).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The move, as the engine wrote it (UCI, checked later against the position).
    pub(crate) best: String,
    /// The last score the engine gave, if any.
    pub score: Option<EngineScore>,
}

/// A running engine.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    name: String,
    /// The number of lines the engine gives (UCI `MultiPV`), as last set.
    multipv: u8,
}

impl Engine {
    /// Starts `command` (a program and its arguments, read as `command_line` says: the whole text when it names
    /// an existing file, else words with double quotes grouping), greets it with `uci`, sets its strength to `level`
    /// (1–20), and waits until it is ready.
    ///
    /// # Errors
    /// [`EngineError`] when the command is empty or leaves a quote open, or the engine cannot start, ends, or does
    /// not answer in time.
    pub fn start(command: &str, level: u8) -> Result<Engine, EngineError> {
        Engine::start_as(command, Setup::Strength(level))
    }

    /// Starts `command` (read as [`Engine::start`] reads it) for analysis: at full strength (no skill level, no
    /// limited strength), on `threads` threads with 64 MB of hash where the engine has those options.
    ///
    /// # Errors
    /// As [`Engine::start`].
    pub fn start_for_analysis(command: &str, threads: u8) -> Result<Engine, EngineError> {
        Engine::start_as(command, Setup::Analysis { threads })
    }

    /// Starts `command` and greets it for `setup`.
    fn start_as(command: &str, setup: Setup) -> Result<Engine, EngineError> {
        let line =
            command_line::parse(command, Path::is_file).map_err(|problem| match problem {
                CommandLineProblem::Empty => EngineError::NoCommand,
                CommandLineProblem::UnclosedQuote => EngineError::UnclosedQuote {
                    command: command.trim().to_string(),
                },
            })?;
        let program = line.program.as_str();
        let command_given = command.trim().to_string();
        let mut command_line = Command::new(program);
        command_line
            .args(&line.arguments)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // Ctrl-C at the terminal signals the whole foreground group: the engine is kept out of it, so that it is
        // tactus that stops cleanly (the runtime's interruption.rs) and the engine that is ended with it.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command_line, 0);
        let mut child = command_line.spawn().map_err(|e| EngineError::Spawn {
            command: command_given.clone(),
            problem: SystemError::from(&e),
            split_path: split_path(&e, command, &line.arguments),
        })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::NoPipes {
                command: command_given,
            });
        };
        let (sender, lines) = mpsc::channel();
        thread::Builder::new()
            .name("tactus-engine-output".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { return };
                    if sender.send(line).is_err() {
                        return;
                    }
                }
            })
            .map_err(|e| EngineError::NoThread {
                command: command_given,
                problem: SystemError::from(&e),
            })?;
        let mut engine = Engine {
            child,
            stdin,
            lines,
            name: program.to_string(),
            multipv: 1,
        };
        engine.greet(setup)?;
        Ok(engine)
    }

    /// The engine's name (from `id name`, else its program).
    #[must_use]
    pub(crate) fn name(&self) -> &str {
        &self.name
    }

    /// `uci` … `uciok`, the strength, `isready` … `readyok`: the [`Greeting`] decides, this only sends its lines,
    /// hands it the engine's and waits at most until its deadline.
    fn greet(&mut self, setup: Setup) -> Result<(), EngineError> {
        let (mut greeting, send) = Greeting::start(setup, Instant::now());
        for line in send {
            self.send(&line)?;
        }
        while let Some(deadline) = greeting.next_deadline() {
            let received = self
                .lines
                .recv_timeout(deadline.saturating_duration_since(Instant::now()));
            let now = Instant::now();
            match received {
                Ok(line) => {
                    for line in greeting.line(read_engine_line(&line), now) {
                        self.send(&line)?;
                    }
                    if let Some(name) = greeting.name() {
                        self.name = name.to_string();
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    if let Some(what) = greeting.overdue(now) {
                        return Err(EngineError::Silent {
                            name: self.name.clone(),
                            what,
                            seconds: super::greeting::HANDSHAKE.as_secs(),
                        });
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Ended {
                        name: self.name.clone(),
                    })
                }
            }
        }
        Ok(())
    }

    /// Asks for a move in the position after `moves` (UCI) from `start_fen`, thinking `movetime`.
    ///
    /// # Errors
    /// [`EngineError`] when the engine ends or gives no move in time.
    pub(crate) fn think(
        &mut self,
        start_fen: &str,
        moves: &[String],
        movetime: Duration,
    ) -> Result<Thought, EngineError> {
        self.send(&position_command(start_fen, moves))?;
        self.send(&format!("go movetime {}", movetime.as_millis().max(1)))?;
        let mut score = None;
        let mut best = None;
        self.wait_for("go", movetime + GRACE, |line| match line {
            EngineLine::Info(line) if line.rank == 1 => {
                score = Some(line.score);
                false
            }
            EngineLine::BestMove(mv) => {
                best = Some(mv);
                true
            }
            _ => false,
        })?;
        Ok(Thought {
            best: best.unwrap_or_default(),
            score,
        })
    }

    /// The analysis of the position after `moves` (UCI) from `start_fen`: `lines` lines (1–5), searched to `depth`
    /// or for `movetime`, whichever ends first. The answer is the deepest complete set of lines, ranked (fewer when
    /// the position has fewer moves, or the lines it has when the engine ends early); none on a board without a
    /// legal move, where the engine is not asked.
    ///
    /// # Errors
    /// [`EngineError`] when the engine ends or does not finish in time.
    pub fn analyse(
        &mut self,
        start_fen: &str,
        moves: &[String],
        lines: u8,
        depth: u8,
        movetime: Duration,
    ) -> Result<Vec<PrincipalVariation>, EngineError> {
        let legal = super::legal::legal_move_count(start_fen, moves);
        if legal == Some(0) {
            return Ok(Vec::new());
        }
        let lines = lines.clamp(1, tactus_core::MOST_ANALYSIS_LINES);
        if lines != self.multipv {
            self.send(&format!("setoption name MultiPV value {lines}"))?;
            self.multipv = lines;
        }
        let count = legal.map_or(lines, |legal| {
            lines.min(u8::try_from(legal).unwrap_or(u8::MAX))
        });
        self.send(&position_command(start_fen, moves))?;
        self.send(&go_command(depth, movetime))?;
        let mut found = DeepestLines::new(count);
        self.wait_for("go", movetime + GRACE, |line| match line {
            EngineLine::Info(line) => {
                found.line(line);
                false
            }
            EngineLine::BestMove(_) => true,
            _ => false,
        })?;
        Ok(found.finish())
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::BrokenPipe => EngineError::Ended {
                    name: self.name.clone(),
                },
                _ => EngineError::Write {
                    name: self.name.clone(),
                    problem: SystemError::from(&e),
                },
            })
    }

    /// Reads lines until `done` says so, at most `limit`.
    fn wait_for(
        &mut self,
        what: &'static str,
        limit: Duration,
        mut done: impl FnMut(EngineLine) -> bool,
    ) -> Result<(), EngineError> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    if done(read_engine_line(&line)) {
                        return Ok(());
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineError::Silent {
                        name: self.name.clone(),
                        what,
                        seconds: limit.as_secs().max(1),
                    })
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(EngineError::Ended {
                        name: self.name.clone(),
                    })
                }
            }
        }
    }
}

/// The UCI `position` command for the position after `moves` from `start_fen`.
pub(crate) fn position_command(start_fen: &str, moves: &[String]) -> String {
    let mut position = format!("position fen {start_fen}");
    if !moves.is_empty() {
        position.push_str(" moves ");
        position.push_str(&moves.join(" "));
    }
    position
}

/// The UCI `go` command of an analysis: to `depth` (at least 1) or for `movetime`, whichever ends first.
pub(crate) fn go_command(depth: u8, movetime: Duration) -> String {
    format!(
        "go depth {} movetime {}",
        depth.max(1),
        movetime.as_millis().max(1)
    )
}

/// How long an engine asked to quit is given before it is ended.
const QUIT_LIMIT: Duration = Duration::from_millis(300);

impl Drop for Engine {
    /// Asks the engine to quit, and ends it if it has not within a moment. Its output ends when it exits: that is
    /// waited for on the reader's channel (what it still says is let go), never polled.
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
        let deadline = Instant::now() + QUIT_LIMIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() || self.lines.recv_timeout(left).is_err() {
                break;
            }
        }
        if matches!(self.child.try_wait(), Ok(Some(_))) {
            return;
        }
        // Still running, or closing down after its output: ended (a process already gone is only collected).
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether the program, not found while more words followed it and no quotes were written, perhaps has a path
/// holding spaces that was split.
fn split_path(error: &std::io::Error, command: &str, arguments: &[String]) -> bool {
    error.kind() == std::io::ErrorKind::NotFound && !arguments.is_empty() && !command.contains('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_program_is_a_clear_error() {
        let err = Engine::start("/nonexistent/engine --flag", 5)
            .err()
            .expect("no engine");
        let text = err.to_string();
        assert!(
            text.starts_with("cannot start the engine /nonexistent/engine --flag"),
            "{text}"
        );
        assert!(
            text.ends_with("a program whose path holds spaces is written in double quotes when arguments follow it"),
            "{text}"
        );
        let alone = Engine::start("/nonexistent/engine", 5)
            .err()
            .expect("no engine");
        assert!(!alone.to_string().contains("double quotes"), "{alone}");
        assert_eq!(Engine::start("   ", 5).err(), Some(EngineError::NoCommand));
        assert!(EngineError::NoCommand
            .to_string()
            .contains("for example /usr/games/stockfish"));
    }

    #[test]
    fn an_open_quote_is_a_clear_error() {
        let err = Engine::start(r#""C:\Program Files\sf.exe --threads 2"#, 5)
            .err()
            .expect("no engine");
        assert_eq!(
            err.to_string(),
            r#"the engine command "C:\Program Files\sf.exe --threads 2 opens a double quote that is never closed; a program whose path holds spaces is written in double quotes, then its arguments"#
        );
    }

    /// A program in a folder whose name holds a space, started as a whole path and quoted with an argument.
    #[cfg(unix)]
    #[test]
    fn a_program_whose_path_holds_spaces_starts() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("my engines");
        std::fs::create_dir(&folder).unwrap();
        let program = folder.join("fake engine");
        write_program(
            &program,
            "#!/bin/sh\nwhile read line; do case \"$line\" in\n\
             uci) echo \"id name ${1:-Plain}\"; echo uciok;;\n\
             isready) echo readyok;;\n\
             quit) exit 0;;\n\
             esac; done\n",
        );
        let path = program.display().to_string();
        let whole = Engine::start(&path, 5).unwrap();
        assert_eq!(whole.name(), "Plain");
        let quoted = Engine::start(&format!("\"{path}\" Deep"), 5).unwrap();
        assert_eq!(quoted.name(), "Deep");
    }

    /// A fake engine in `dir` that answers the greeting and does `on_quit` when asked to quit.
    #[cfg(target_os = "linux")]
    fn fake_engine(dir: &std::path::Path, on_quit: &str) -> String {
        let program = dir.join("engine");
        write_program(
            &program,
            &format!(
                "#!/bin/sh\nwhile read line; do case \"$line\" in\n\
                 uci) echo \"id name Fake\"; echo uciok;;\n\
                 isready) echo readyok;;\n\
                 quit) {on_quit};;\n\
                 esac; done\n"
            ),
        );
        program.display().to_string()
    }

    /// Writes an executable script at `program` through a child process (`install`), never through a
    /// file this test process holds open for writing: a test on another thread that forks at that moment
    /// would inherit the open file until its exec, and starting the script would fail with "text file
    /// busy" (ETXTBSY).
    #[cfg(unix)]
    fn write_program(program: &std::path::Path, text: &str) {
        let source = program.with_extension("txt");
        std::fs::write(&source, text).unwrap();
        let installed = std::process::Command::new("install")
            .args(["-m", "755"])
            .arg(&source)
            .arg(program)
            .status()
            .unwrap();
        assert!(installed.success(), "install {}", program.display());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_dropped_engine_is_gone_whether_it_quits_or_not() {
        let dir = tempfile::tempdir().unwrap();
        for on_quit in ["exit 0", "echo still here"] {
            let engine = Engine::start(&fake_engine(dir.path(), on_quit), 5).unwrap();
            let process = std::path::PathBuf::from(format!("/proc/{}", engine.child.id()));
            assert!(process.exists(), "{on_quit}");
            drop(engine);
            // Collected: no process, not even a zombie, is left behind.
            assert!(!process.exists(), "{on_quit}");
        }
    }
}
