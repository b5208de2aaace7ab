//! tactus played with a board double, in virtual time: `tactus play --virtual-time --format json --board
//! KIND:WHERE`, commands typed line by line, the board's pieces moved between them.
//!
//! Synchronisation: in virtual time tactus reads the board whole before each scripted line (the first read is the
//! connection: a game begins with [`CONNECT`], so that the board is read as it was set up), so after each line the
//! harness waits (at most [`READ_PATIENCE`]) until the double has answered one more whole read; while the board
//! does not answer (unplugged, silent) there is no read to wait for. Then, as a driver may read the bytes that came
//! just after its answer together with it (and at a (re)connection reads once more of its own), the line is followed
//! by a question ([`SYNC`]) whose answer shows that tactus has taken the line and every read before it: the bytes of
//! the next board action then always reach tactus between the same two lines, however loaded the machine.

use std::{
    path::{Path, PathBuf},
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;
use tempfile::TempDir;

use super::{hands::Hand, BoardDouble};
use crate::support::{
    running::{Ended, Running},
    tactus, NO_DEVICES,
};

/// The longest wait for tactus to read the board (real time: synchronisation, not the logic under test).
pub(crate) const READ_PATIENCE: Duration = Duration::from_secs(10);

/// The first line of every game: the board read whole as it was set up, and left to settle (longer than any settle
/// time the tests use, shorter than the difference time).
pub(crate) const CONNECT: &str = "wait 2s";

/// The question asked to wait for tactus while the board does not answer: it changes nothing in the game.
pub(crate) const SYNC: &str = "moves";

/// A game being played with a board double.
pub(crate) struct BoardGame<D: BoardDouble> {
    /// The board, for the test's hands.
    pub board: D,
    running: Running,
    /// Whether the board answered when the last line was taken: its reads can then be waited for.
    connected: bool,
    journal: PathBuf,
    folder: TempDir,
}

/// A game played to its end: the events, and the journal.
pub(crate) struct Played {
    /// The JSON events, in order.
    pub events: Vec<Value>,
    /// The journal's records, in order.
    pub records: Vec<Value>,
    /// The journal's path (in `folder`).
    pub journal: PathBuf,
    /// The folder the journal is in, alive as long as this.
    pub folder: TempDir,
}

impl<D: BoardDouble> BoardGame<D> {
    /// Starts `tactus play` with `board` (`--board KIND:WHERE`), a journal in a new temporary folder, and `options`;
    /// types [`CONNECT`].
    pub(crate) fn play(board: D, options: &[&str]) -> BoardGame<D> {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let journal = folder.path().join("j.jsonl");
        let mut command = tactus();
        command.arg("play").arg("--journal").arg(&journal);
        BoardGame::start(board, command, options, journal, folder)
    }

    /// Starts `tactus resume JOURNAL` (a copy of it in a new folder) with `board` and `options`; types [`CONNECT`].
    pub(crate) fn resume(board: D, journal: &Path, options: &[&str]) -> BoardGame<D> {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let copy = folder.path().join("j.jsonl");
        std::fs::copy(journal, &copy).expect("the journal copied");
        let mut command = tactus();
        command.arg("resume").arg(&copy);
        BoardGame::start(board, command, options, copy, folder)
    }

    /// Starts `command` (a `tactus online` game against a lichess double, its journal `journal` in `folder`) with
    /// `board`; types [`CONNECT`].
    #[cfg(feature = "online")]
    pub(crate) fn online(
        board: D,
        command: std::process::Command,
        journal: PathBuf,
        folder: TempDir,
    ) -> BoardGame<D> {
        BoardGame::start(board, command, &[], journal, folder)
    }

    /// Waits for a line of output containing `wanted` (an event that comes from elsewhere than the lines typed).
    #[cfg(feature = "online")]
    pub(crate) fn expect_line(&mut self, wanted: &str) -> String {
        self.running.expect_line(wanted)
    }

    fn start(
        board: D,
        mut command: std::process::Command,
        options: &[&str],
        journal: PathBuf,
        folder: TempDir,
    ) -> BoardGame<D> {
        command
            .args(NO_DEVICES)
            .args(["--virtual-time", "--script", "-", "--format", "json"])
            .arg("--board")
            .arg(format!("{}:{}", board.kind(), board.address()))
            .args(options);
        let mut game = BoardGame {
            running: Running::start(&mut command),
            connected: false,
            board,
            journal,
            folder,
        };
        game.line(CONNECT);
        game
    }

    /// Types `line` (without its newline), then waits for the board's whole read that comes before it and for tactus
    /// to have taken it.
    pub(crate) fn line(&mut self, line: &str) {
        let reads = self.board.whole_reads();
        self.running.type_lines(&format!("{line}\n"));
        if self.connected && self.board.answering() {
            self.await_read(reads, &format!("before {line:?}"));
        }
        self.running.type_lines(&format!("{SYNC}\n"));
        self.running.expect_line(r#""event":"answer""#);
        self.connected = self.board.answering();
    }

    /// Types each of `lines`, one after the other.
    pub(crate) fn lines(&mut self, lines: &[&str]) {
        for line in lines {
            self.line(line);
        }
    }

    /// The hands do `hand` on the board (its bytes sent at once).
    pub(crate) fn hand(&mut self, hand: Hand) {
        match hand {
            Hand::Lift(square) => self.board.lift(square),
            Hand::Place(square, piece) => self.board.place(square, piece),
        }
    }

    /// The hands do each of `hands`, one after the other, with no line between.
    pub(crate) fn hands(&mut self, hands: &[Hand]) {
        for &hand in hands {
            self.hand(hand);
        }
    }

    /// Ends the input and waits for tactus to end; it must succeed with nothing on standard error.
    pub(crate) fn finish(self) -> Played {
        let ended: Ended = self.running.finish();
        assert!(
            ended.status.success() && ended.stderr.is_empty(),
            "exit {:?}: {}\noutput:\n{}",
            ended.status,
            ended.stderr,
            ended.lines.join("\n")
        );
        let records = std::fs::read_to_string(&self.journal)
            .expect("the journal")
            .lines()
            .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
            .collect();
        Played {
            events: ended.events(),
            records,
            journal: self.journal,
            folder: self.folder,
        }
    }

    /// Waits until the board has answered more whole reads than `before`, when it answers at all.
    fn await_read(&mut self, before: u64, when: &str) {
        let deadline = Instant::now() + READ_PATIENCE;
        while self.board.answering() && self.board.whole_reads() <= before {
            if Instant::now() > deadline {
                self.running.fail(&format!(
                    "tactus did not read the {} board whole {when} within {READ_PATIENCE:?}",
                    self.board.kind()
                ));
            }
            thread::sleep(Duration::from_millis(2));
        }
    }
}
