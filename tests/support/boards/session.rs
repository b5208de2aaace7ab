//! tactus played with a board double, in virtual time: `tactus play --virtual-time --format json --board
//! KIND:WHERE`, commands typed line by line, the board's pieces moved between them.
//!
//! Synchronisation: in virtual time tactus reads the board whole once when it connects at the start and before each
//! scripted line, so after each line the harness waits (at most [`READ_PATIENCE`]) until the double has answered one more
//! whole read before the hands move again: the bytes of a board action then always reach tactus between the same two
//! lines, however loaded the machine. While the board does not answer (unplugged, silent), nothing is awaited.

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
pub const READ_PATIENCE: Duration = Duration::from_secs(10);

/// A game being played with a board double.
pub struct BoardGame<D: BoardDouble> {
    /// The board, for the test's hands.
    pub board: D,
    running: Running,
    journal: PathBuf,
    folder: TempDir,
}

/// A game played to its end: the events, and the journal.
pub struct Played {
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
    /// waits for the board's first whole read, then lets two seconds pass (longer than any settle time the tests use) so that the board, set up before
    /// the round, has settled (ready) before the first move.
    pub fn play(board: D, options: &[&str]) -> BoardGame<D> {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let journal = folder.path().join("j.jsonl");
        let mut command = tactus();
        command.arg("play").arg("--journal").arg(&journal);
        let mut game = BoardGame::start(board, command, options, journal, folder);
        game.line("wait 2s");
        game
    }

    /// Starts `tactus resume JOURNAL` (a copy of it in a new folder) with `board` and `options`; waits for the
    /// board's first whole read.
    pub fn resume(board: D, journal: &Path, options: &[&str]) -> BoardGame<D> {
        let folder = tempfile::tempdir().expect("a temporary folder");
        let copy = folder.path().join("j.jsonl");
        std::fs::copy(journal, &copy).expect("the journal copied");
        let mut command = tactus();
        command.arg("resume").arg(&copy);
        BoardGame::start(board, command, options, copy, folder)
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
        let reads = board.whole_reads();
        let mut game = BoardGame {
            running: Running::start(&mut command),
            board,
            journal,
            folder,
        };
        game.await_read(reads, "when it connected");
        game
    }

    /// Types `line` (without its newline), then waits for the board's whole read that comes before it.
    pub fn line(&mut self, line: &str) {
        let reads = self.board.whole_reads();
        self.running.type_lines(&format!("{line}\n"));
        self.await_read(reads, &format!("before {line:?}"));
    }

    /// Types `line` and waits for the JSON event `name` it makes: the order of a line while the board is unplugged
    /// or silent, when there is no whole read to wait for.
    pub fn line_until(&mut self, line: &str, name: &str) {
        self.running.type_until(&format!("{line}\n"), name);
    }

    /// Types each of `lines`, one after the other.
    pub fn lines(&mut self, lines: &[&str]) {
        for line in lines {
            self.line(line);
        }
    }

    /// The hands do `hand` on the board (its bytes sent at once).
    pub fn hand(&mut self, hand: Hand) {
        match hand {
            Hand::Lift(square) => self.board.lift(square),
            Hand::Place(square, piece) => self.board.place(square, piece),
        }
    }

    /// The hands do each of `hands`, one after the other, with no line between.
    pub fn hands(&mut self, hands: &[Hand]) {
        for &hand in hands {
            self.hand(hand);
        }
    }

    /// Ends the input and waits for tactus to end; it must succeed with nothing on standard error.
    pub fn finish(self) -> Played {
        let ended: Ended = self.running.finish();
        // TACTUS_BOARD_DEBUG=1 shows what tactus wrote, for a failing board test.
        if std::env::var_os("TACTUS_BOARD_DEBUG").is_some() {
            eprintln!("{}", ended.lines.join("\n"));
        }
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
