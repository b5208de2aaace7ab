//! When a driver acts, on the time passed in (milliseconds from any start): open a board that is not open (at once,
//! then every [`RETRY_MS`] while it stays lost), ask an open board for its whole placement every [`WHOLE_EVERY_MS`]
//! (to catch a field update lost on the way), and call a board silent when [`ANSWER_MS`] pass without the answer.

/// How long after a failed opening, or a board lost, it is opened again.
pub(super) const RETRY_MS: u64 = 2000;
/// How long after a whole placement the board is asked for the next one.
pub(super) const WHOLE_EVERY_MS: u64 = 3000;
/// How long a board may take to answer a request for its whole placement before it is called silent.
pub(super) const ANSWER_MS: u64 = 2000;

/// What falls due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Due {
    /// Open the board.
    Open,
    /// Ask the open board for its whole placement.
    AskWhole,
    /// The board did not answer in time: it is lost.
    Silent,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Closed {
        retry_at: u64,
    },
    Open {
        asked_at: Option<u64>,
        next_whole_at: u64,
    },
}

/// The driver's timetable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Schedule {
    phase: Phase,
}

impl Default for Schedule {
    fn default() -> Schedule {
        Schedule::new()
    }
}

impl Schedule {
    /// A board not yet opened: opening is due at once.
    #[must_use]
    pub(super) fn new() -> Schedule {
        Schedule {
            phase: Phase::Closed { retry_at: 0 },
        }
    }

    /// What is due at `now`, if anything.
    #[must_use]
    pub(super) fn due(&self, now: u64) -> Option<Due> {
        match self.phase {
            Phase::Closed { retry_at } => (now >= retry_at).then_some(Due::Open),
            Phase::Open {
                asked_at: Some(asked),
                ..
            } => (now >= asked + ANSWER_MS).then_some(Due::Silent),
            Phase::Open {
                asked_at: None,
                next_whole_at,
            } => (now >= next_whole_at).then_some(Due::AskWhole),
        }
    }

    /// When something falls due next.
    #[must_use]
    pub(super) fn next_due(&self) -> u64 {
        match self.phase {
            Phase::Closed { retry_at } => retry_at,
            Phase::Open {
                asked_at: Some(asked),
                ..
            } => asked + ANSWER_MS,
            Phase::Open {
                asked_at: None,
                next_whole_at,
            } => next_whole_at,
        }
    }

    /// Whether the board is open.
    #[must_use]
    pub(super) fn is_open(&self) -> bool {
        matches!(self.phase, Phase::Open { .. })
    }

    /// The board was opened at `now`: its whole placement is to be asked for at once.
    pub(super) fn opened(&mut self, now: u64) {
        self.phase = Phase::Open {
            asked_at: None,
            next_whole_at: now,
        };
    }

    /// The board was asked for its whole placement at `now` (an earlier request still unanswered keeps its time).
    pub(super) fn asked(&mut self, now: u64) {
        if let Phase::Open { asked_at, .. } = &mut self.phase {
            asked_at.get_or_insert(now);
        }
    }

    /// The board answered every request at `now`: the next is due after [`WHOLE_EVERY_MS`].
    pub(super) fn answered(&mut self, now: u64) {
        if self.is_open() {
            self.phase = Phase::Open {
                asked_at: None,
                next_whole_at: now + WHOLE_EVERY_MS,
            };
        }
    }

    /// The board was lost, or could not be opened, at `now`: it is opened again after [`RETRY_MS`].
    pub(super) fn lost(&mut self, now: u64) {
        self.phase = Phase::Closed {
            retry_at: now + RETRY_MS,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_is_opened_at_once_then_asked_whole_at_once() {
        let mut schedule = Schedule::new();
        assert_eq!(schedule.due(0), Some(Due::Open));
        schedule.opened(10);
        assert!(schedule.is_open());
        assert_eq!(schedule.due(10), Some(Due::AskWhole));
        schedule.asked(10);
        assert_eq!(schedule.due(11), None);
        assert_eq!(schedule.next_due(), 10 + ANSWER_MS);
    }

    #[test]
    fn an_answered_board_is_asked_again_every_few_seconds() {
        let mut schedule = Schedule::new();
        schedule.opened(0);
        schedule.asked(0);
        schedule.answered(150);
        assert_eq!(schedule.due(150 + WHOLE_EVERY_MS - 1), None);
        assert_eq!(schedule.due(150 + WHOLE_EVERY_MS), Some(Due::AskWhole));
    }

    #[test]
    fn a_board_that_does_not_answer_in_time_is_silent() {
        let mut schedule = Schedule::new();
        schedule.opened(0);
        schedule.asked(100);
        schedule.asked(900);
        assert_eq!(schedule.due(100 + ANSWER_MS - 1), None);
        assert_eq!(schedule.due(100 + ANSWER_MS), Some(Due::Silent));
    }

    #[test]
    fn a_lost_board_is_opened_again_every_two_seconds() {
        let mut schedule = Schedule::new();
        schedule.lost(500);
        assert!(!schedule.is_open());
        assert_eq!(schedule.due(500 + RETRY_MS - 1), None);
        assert_eq!(schedule.due(500 + RETRY_MS), Some(Due::Open));
        assert_eq!(schedule.next_due(), 500 + RETRY_MS);
        schedule.answered(600);
        schedule.asked(600);
        assert_eq!(
            schedule.due(600),
            None,
            "a closed board is neither asked nor answered"
        );
    }
}
