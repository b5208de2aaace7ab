//! When the running clock's cues and flag fall happen, as exact instants rather than by polling: the event loop sleeps
//! until [`ChessClock::next_event_at`] and then collects what [`ChessClock::advance_to`] reports.
//!
//! A running turn keeps a *ceiling*: cues are due for the marks strictly below it. It starts at the remaining time when
//! the turn begins (so a clock that starts at or below a mark does not cue for it) and is reset to the new time when
//! the arbiter changes it (so a clock lifted above a mark cues only when it runs down to it again). Each cue reported
//! lowers the ceiling to its mark; the flag, last, clears it. A mark reached at the very instant of a press or pause was
//! reached while running: every operation first collects what fell due up to its instant, so such a cue is reported.

use super::chess_clock::{ChessClock, Phase};
use super::cues::{ClockEvent, CueSchedule};

impl ChessClock {
    /// The instant of the next cue or flag fall of the running clock, or of an event already due and not yet
    /// collected; `None` when nothing will happen without another command.
    #[must_use]
    pub fn next_event_at(&self) -> Option<u64> {
        self.pending
            .first()
            .map(ClockEvent::at_ms)
            .or_else(|| self.scheduled().map(|event| event.at_ms()))
    }

    /// Every cue and flag fall whose instant is at or before `now` and that was not reported yet, in order, each with
    /// its exact instant.
    ///
    /// ```
    /// use tactus_core::{ChessClock, ClockEvent, CueLevel, Side, TimeControl};
    ///
    /// let mut clock = ChessClock::new(TimeControl::parse_minutes("20").unwrap());
    /// clock.start(Side::White, 0).unwrap();
    /// // The tactile clock's 15-minute cue falls five minutes in: the loop sleeps until then.
    /// assert_eq!(clock.next_event_at(), Some(300_000));
    /// let due = clock.advance_to(300_000);
    /// assert!(matches!(
    ///     due.as_slice(),
    ///     [ClockEvent::Cue { at_ms: 300_000, side: Side::White, level: CueLevel::FifteenMinutes, .. }]
    /// ));
    /// ```
    pub fn advance_to(&mut self, now: u64) -> Vec<ClockEvent> {
        self.collect_until(now);
        std::mem::take(&mut self.pending)
    }

    /// Moves every event due by `now` into `pending`, lowering the running turn's ceiling past it.
    pub(super) fn collect_until(&mut self, now: u64) {
        while let Some(event) = self.scheduled().filter(|event| event.at_ms() <= now) {
            if let Phase::Running(turn) = &mut self.phase {
                turn.cue_ceiling_ms = match event {
                    ClockEvent::Cue { remaining_ms, .. } => Some(remaining_ms),
                    ClockEvent::Flag { .. } => None,
                };
            }
            if let ClockEvent::Cue {
                side, remaining_ms, ..
            } = event
            {
                self.fired[side.index()].push(remaining_ms);
            }
            self.pending.push(event);
        }
    }

    /// The running clock's next event, whenever it falls.
    fn scheduled(&self) -> Option<ClockEvent> {
        let Phase::Running(turn) = self.phase else {
            return None;
        };
        let mut ceiling = turn.cue_ceiling_ms?;
        let side = turn.side;
        let main = self.main_ms[side.index()];
        // Marks that fired and were not lifted a whole step above since are passed over.
        let next = loop {
            match CueSchedule.next_below(ceiling) {
                Some((mark, _)) if !self.armed(side, mark) => ceiling = mark,
                other => break other,
            }
        };
        match next {
            Some((mark, level)) => {
                // Main time runs only after the delay left; the mark lies below `main` once earlier events are
                // collected, so the difference is the running time to it.
                let to_mark = (main - mark).max(0).unsigned_abs();
                let start = turn
                    .since_ms
                    .saturating_add(turn.delay_left_ms.max(0).unsigned_abs());
                Some(ClockEvent::Cue {
                    at_ms: start.saturating_add(to_mark),
                    side,
                    level,
                    remaining_ms: mark,
                })
            }
            None => Some(ClockEvent::Flag {
                at_ms: self.flag_instant_of(&turn),
                side,
            }),
        }
    }
}

#[cfg(test)]
mod tests;
