//! A journal read back into the game it records: every record goes through [`GameState::apply`] again, exactly as
//! when it was first made, so the resumed or exported game is the one that was played.
//!
//! A record that does not fit (a move that is not legal there, instants that go backwards, a journal without its
//! setup) means the file was damaged or edited by hand: the replay stops with the line and the reason, and the file
//! is left as it is.

use std::sync::Arc;

use crate::voice::{PhraseKey, VoicePack};

use super::{record::Record, state::GameState, wording::Wording};

/// Why a journal's records do not make a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The setup record is missing.
    #[error("it holds no game setup (its second line should be the setup record)")]
    NoSetup,
    /// A record cannot be replayed on the game so far.
    #[error("line {line} does not fit the game: {problem}")]
    Misfit {
        /// The record's line in the journal, from 1.
        line: usize,
        /// Why it does not fit, in the pack's words.
        problem: String,
    },
}

impl ReplayError {
    /// The error in `pack`'s words (a misfit's reason is worded by the pack already).
    #[must_use]
    pub fn worded(&self, pack: &VoicePack) -> String {
        match self {
            ReplayError::NoSetup => pack.phrase(PhraseKey::JournalNoSetup, &[]),
            ReplayError::Misfit { line, problem } => pack.phrase(
                PhraseKey::JournalMisfit,
                &[("line", &line.to_string()), ("problem", problem)],
            ),
        }
    }
}

/// The game the records make, and the last instant on its timeline.
///
/// # Errors
/// [`ReplayError`] naming the journal line (the header is line 1, the setup line 2) and the reason.
pub fn replay(records: &[Record], wording: Arc<Wording>) -> Result<(GameState, u64), ReplayError> {
    let Some((Record::Setup(setup), rest)) = records.split_first() else {
        return Err(ReplayError::NoSetup);
    };
    let reader = wording.sheet_reader(setup.notation);
    let mut state =
        GameState::new(setup.clone(), reader).map_err(|refused| ReplayError::Misfit {
            line: 2,
            problem: wording.refusal(&refused).message.to_string(),
        })?;
    let mut last = 0;
    for (index, record) in rest.iter().enumerate() {
        let line = index + 3;
        let t = record.t();
        if t < last {
            return Err(ReplayError::Misfit {
                line,
                problem: wording.pack.phrase(
                    PhraseKey::JournalEarlier,
                    &[("t", &t.to_string()), ("last", &last.to_string())],
                ),
            });
        }
        if matches!(record, Record::Setup(_)) {
            return Err(ReplayError::Misfit {
                line,
                problem: wording.pack.phrase(PhraseKey::JournalSecondSetup, &[]),
            });
        }
        // Cues and flags are not state: a flag that ended the game has its own record.
        state.clock_events_until(t);
        // A journal written while an offer lapsed at the next press may hold a new offer while the old one would
        // stand today: the old one had lapsed then. (Today an offer is recorded only when none stands.)
        if matches!(record, Record::Draw { .. }) {
            state.lapse_offer();
        }
        state.apply(record).map_err(|refused| ReplayError::Misfit {
            line,
            problem: wording.refusal(&refused).message.to_string(),
        })?;
        last = t;
    }
    Ok((state, last))
}
