//! What the display keeps while a game is walked through (`tactus listen`, `tactus analyse`): the move reached, with
//! its "line i of n" where the game branches, and the last evaluation asked of the engine, shown together as one
//! line when an evaluation comes and again by the Home key.

use tactus_core::Event;

/// Between the move and its evaluation on the one line.
const BETWEEN: &str = " | ";

/// The move reached and the last evaluation asked, as written sentences.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Standing {
    /// The last move announced (its first line).
    reached: Option<String>,
    /// The engine's evaluation there: its best line's (the only line, or line 1 of `lines 3`).
    evaluation: Option<String>,
}

impl Standing {
    /// Takes an event in and says what the display shows for it: `Some` for an evaluation of the position's best
    /// line (the move and the evaluation on one line), `None` for the event's own sentence. A move announced
    /// forgets the evaluation of the move before.
    pub(super) fn take(&mut self, event: &Event, sentence: &str) -> Option<String> {
        let first = sentence
            .lines()
            .map(str::trim)
            .find(|line| !line.is_empty())?
            .to_string();
        match event {
            Event::Announce { .. } => {
                self.reached = Some(first);
                self.evaluation = None;
                None
            }
            Event::Eval { multipv, .. } if multipv.is_none_or(|rank| rank <= 1) => {
                self.evaluation = Some(first);
                self.line()
            }
            _ => None,
        }
    }

    /// The move reached and its evaluation on one line, either alone when the other is not known; `None` before
    /// the first of them.
    pub(super) fn line(&self) -> Option<String> {
        match (&self.reached, &self.evaluation) {
            (Some(reached), Some(evaluation)) => Some(format!("{reached}{BETWEEN}{evaluation}")),
            (Some(one), None) | (None, Some(one)) => Some(one.clone()),
            (None, None) => None,
        }
    }
}
