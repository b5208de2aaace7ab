//! What a driver does with a board, whatever its protocol: opens it (again after it was lost), asks for its whole
//! placement, and turns what it heard into what the loop is told — `Connected` when the first whole placement
//! answers, then placements and the lever; one `Lost` while the board stays lost. Time is passed in as a clock in
//! milliseconds; the link's waits are the only waits.

use std::time::Duration;

use tactus_core::{BoardFailure, BoardInput, Placement};

use super::schedule::{Due, Schedule, ANSWER_MS};
use super::BoardAddress;

/// How long one wait for the board's bytes lasts, so that the thread sees a request to stop soon.
pub(super) const POLL: Duration = Duration::from_millis(50);
/// The longest a thread with no board open waits before it looks again.
const IDLE: Duration = Duration::from_millis(100);
/// How many reads of what is already waiting a whole-board request drains at most before it asks.
const DRAIN_READS: usize = 64;

/// What a board said, as its protocol decoded it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Heard {
    /// The whole placement, answering a request for it.
    Whole(Placement),
    /// The whole placement after a change the board reported by itself.
    Changed(Placement),
    /// The clock's lever.
    Lever {
        /// The lever is up on the right player's side.
        right_high: bool,
    },
}

/// An open board, whatever its protocol.
pub(super) trait OpenBoard: Send {
    /// Where the board was reached (a port, a URL).
    fn place(&self) -> String;
    /// Asks for the whole placement.
    ///
    /// # Errors
    /// The board is gone, and why.
    fn ask_whole(&mut self) -> Result<(), BoardFailure>;
    /// What the board says within `wait` (nothing when it says nothing).
    ///
    /// # Errors
    /// The board is gone, and why.
    fn receive(&mut self, wait: Duration) -> Result<Vec<Heard>, BoardFailure>;
}

/// Opens the board at an address.
pub(super) type Connect =
    Box<dyn FnMut(&BoardAddress) -> Result<Box<dyn OpenBoard>, BoardFailure> + Send>;

/// One board kept connected and read.
pub(super) struct Worker {
    address: BoardAddress,
    connect: Connect,
    link: Option<Box<dyn OpenBoard>>,
    schedule: Schedule,
    unanswered: usize,
    connected: bool,
    lost_told: bool,
    lever: Option<bool>,
    last_placement: Option<Placement>,
    repeats: bool,
    /// What the board said after the answer to a whole read, in the same bytes: told at the next read, so that a
    /// read returns nothing the board said after its answer.
    held: Vec<Heard>,
}

impl Worker {
    /// A worker for the board at `address`, opened by `connect`; `repeats`: whether a placement equal to the last one
    /// told is told again (when asked, everything heard is returned; by itself, only changes are sent).
    #[must_use]
    pub(super) fn new(address: BoardAddress, connect: Connect, repeats: bool) -> Worker {
        Worker {
            address,
            connect,
            link: None,
            schedule: Schedule::new(),
            unanswered: 0,
            connected: false,
            lost_told: false,
            lever: None,
            last_placement: None,
            repeats,
            held: Vec::new(),
        }
    }

    /// One turn in real time: does what is due, then waits for the board's bytes (at most [`POLL`]). Returns what
    /// to tell, and how long to wait before the next turn when no board is open.
    pub(super) fn turn(&mut self, clock: &dyn Fn() -> u64) -> (Vec<BoardInput>, Option<Duration>) {
        let mut told = Vec::new();
        let now = clock();
        match self.schedule.due(now) {
            Some(Due::Open) => self.open(now, &mut told),
            Some(Due::AskWhole) => self.ask(now, &mut told),
            Some(Due::Silent) => self.lose(silence(), now, &mut told),
            None => {}
        }
        if self.link.is_some() {
            self.receive(POLL, clock, &mut told);
            return (told, None);
        }
        let until = self.schedule.next_due().saturating_sub(clock());
        (
            told,
            Some(Duration::from_millis(until).clamp(Duration::from_millis(1), IDLE)),
        )
    }

    /// Reads the board whole when asked: opens it if it is not open, takes what it already said, asks for the whole
    /// placement and returns everything heard up to and including the answer (a board silent for [`ANSWER_MS`] is
    /// lost).
    pub(super) fn read_whole(&mut self, clock: &dyn Fn() -> u64) -> Vec<BoardInput> {
        let mut told = Vec::new();
        for heard in std::mem::take(&mut self.held) {
            self.heard(heard, clock(), &mut told);
        }
        // A board opened now is asked once: its first answer is the whole read (one request per read, so that a
        // board's bytes and a script's lines meet in one order).
        if self.link.is_none() {
            self.open(clock(), &mut told);
            self.ask(clock(), &mut told);
        } else {
            for _ in 0..DRAIN_READS {
                if !self.receive(Duration::ZERO, clock, &mut told) {
                    break;
                }
            }
            self.ask(clock(), &mut told);
        }
        while self.link.is_some() && self.unanswered > 0 {
            if self.schedule.due(clock()) == Some(Due::Silent) {
                self.lose(silence(), clock(), &mut told);
                break;
            }
            self.receive_until_answered(clock, &mut told);
        }
        told
    }

    /// [`Worker::receive`] while a whole read waits for its answer: what came after the answer is held for the next.
    fn receive_until_answered(&mut self, clock: &dyn Fn() -> u64, told: &mut Vec<BoardInput>) {
        let Some(link) = self.link.as_mut() else {
            return;
        };
        match link.receive(POLL) {
            Ok(heard) => {
                let now = clock();
                for one in heard {
                    if self.unanswered == 0 {
                        self.held.push(one);
                    } else {
                        self.heard(one, now, told);
                    }
                }
            }
            Err(reason) => self.lose(reason, clock(), told),
        }
    }

    fn open(&mut self, now: u64, told: &mut Vec<BoardInput>) {
        match (self.connect)(&self.address) {
            Ok(link) => {
                self.link = Some(link);
                self.unanswered = 0;
                self.schedule.opened(now);
            }
            Err(reason) => self.lose(reason, now, told),
        }
    }

    fn ask(&mut self, now: u64, told: &mut Vec<BoardInput>) {
        let Some(link) = self.link.as_mut() else {
            return;
        };
        match link.ask_whole() {
            Ok(()) => {
                self.unanswered += 1;
                self.schedule.asked(now);
            }
            Err(reason) => self.lose(reason, now, told),
        }
    }

    /// Waits up to `wait` for the board; whether it said anything.
    fn receive(
        &mut self,
        wait: Duration,
        clock: &dyn Fn() -> u64,
        told: &mut Vec<BoardInput>,
    ) -> bool {
        let Some(link) = self.link.as_mut() else {
            return false;
        };
        match link.receive(wait) {
            Ok(heard) => {
                let said = !heard.is_empty();
                let now = clock();
                for one in heard {
                    self.heard(one, now, told);
                }
                said
            }
            Err(reason) => {
                self.lose(reason, clock(), told);
                false
            }
        }
    }

    fn heard(&mut self, heard: Heard, now: u64, told: &mut Vec<BoardInput>) {
        match heard {
            Heard::Whole(placement) => {
                self.unanswered = self.unanswered.saturating_sub(1);
                if self.unanswered == 0 {
                    self.schedule.answered(now);
                }
                if !self.connected {
                    self.connected = true;
                    self.lost_told = false;
                    self.lever = None;
                    self.last_placement = None;
                    let place = self
                        .link
                        .as_ref()
                        .map(|link| link.place())
                        .unwrap_or_default();
                    told.push(BoardInput::Connected {
                        kind: self.address.kind,
                        place,
                    });
                }
                self.placement(placement, told);
            }
            Heard::Changed(placement) if self.connected => self.placement(placement, told),
            Heard::Lever { right_high } if self.connected && self.lever != Some(right_high) => {
                self.lever = Some(right_high);
                told.push(BoardInput::Lever { right_high });
            }
            Heard::Changed(_) | Heard::Lever { .. } => {}
        }
    }

    fn placement(&mut self, placement: Placement, told: &mut Vec<BoardInput>) {
        if self.repeats || self.last_placement != Some(placement) {
            told.push(BoardInput::Placement(placement));
        }
        self.last_placement = Some(placement);
    }

    fn lose(&mut self, reason: BoardFailure, now: u64, told: &mut Vec<BoardInput>) {
        self.link = None;
        self.held.clear();
        self.unanswered = 0;
        self.connected = false;
        self.schedule.lost(now);
        if !self.lost_told {
            self.lost_told = true;
            told.push(BoardInput::Lost { reason });
        }
    }
}

fn silence() -> BoardFailure {
    BoardFailure::Silent {
        seconds: ANSWER_MS / 1000,
    }
}

#[cfg(test)]
mod tests;
