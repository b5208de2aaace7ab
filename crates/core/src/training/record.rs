//! What a training journal holds: its start, then the lines handed to the session.

use serde::{Deserialize, Serialize};

/// One line of a training journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrainingRecord {
    /// What the session is and what it was started with; always the first record.
    Training(TrainingStart),
    /// A line handed to the session at `t` (a key's or a button's command as the line it stands for).
    Line {
        /// The instant in the run that handed it, in milliseconds.
        t: u64,
        /// The line.
        text: String,
    },
    /// The first `count` puzzles rated in this journal are in the rating history (written when a run ends).
    Rated {
        /// How many.
        count: usize,
    },
}

/// How a training session was started: enough to make the same session again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrainingStart {
    /// The command: `puzzle` or `endgame`.
    pub drill: String,
    /// Its arguments, as they would be typed after the command (the seed always given).
    pub args: Vec<String>,
    /// When it started (local time, ISO 8601).
    pub at: String,
    /// The first position presented, as FEN: a resume that would not start from it is refused.
    pub first: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_one_json_object_each() {
        let line = TrainingRecord::Line {
            t: 1500,
            text: "Qh5".into(),
        };
        assert_eq!(
            serde_json::to_string(&line).unwrap(),
            r#"{"line":{"t":1500,"text":"Qh5"}}"#
        );
        let start = TrainingRecord::Training(TrainingStart {
            drill: "endgame".into(),
            args: vec!["KQK".into(), "--seed".into(), "7".into()],
            at: "2026-11-27T23:00:00".into(),
            first: "8/8/8/8/8/8/8/K1k1Q3 w - - 0 1".into(),
        });
        let back: TrainingRecord =
            serde_json::from_str(&serde_json::to_string(&start).unwrap()).unwrap();
        assert_eq!(back, start);
    }
}
