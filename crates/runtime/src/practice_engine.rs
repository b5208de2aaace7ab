//! The engine of `tactus play --engine`: practice only; started and greeted before the journal is made, on a thread
//! of its own that answers through the commands' channel.

use std::sync::mpsc::Sender;

use tactus_core::{engine_failure, EngineSeat, EngineSetup, Incoming, Mode, PhraseKey, VoicePack};

use crate::{engine::seat, Worded};

/// The seat of `engine` in a game of `mode`, answering through `replies`; none without an engine.
///
/// # Errors
/// An engine in tournament mode, or one that cannot be started or greeted; in `pack`'s words.
pub fn practice_engine(
    engine: Option<&EngineSetup>,
    mode: Mode,
    pack: &VoicePack,
    replies: Sender<Incoming>,
) -> Result<Option<EngineSeat>, Worded> {
    let Some(engine) = engine else {
        return Ok(None);
    };
    if mode != Mode::Practice {
        return Err(Worded(pack.phrase(PhraseKey::ErrorPracticeOnly, &[])));
    }
    seat(&engine.command, engine.level, engine.plays, replies)
        .map(Some)
        .map_err(|e| Worded(engine_failure(pack, &e).to_string()))
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    fn engine() -> EngineSetup {
        EngineSetup {
            command: "/nonexistent/engine".into(),
            plays: None,
            level: 10,
        }
    }

    #[test]
    fn no_engine_is_no_seat() {
        let pack = crate::voices::load("en").unwrap();
        let (replies, _) = mpsc::channel();
        assert!(practice_engine(None, Mode::Tournament, &pack, replies)
            .unwrap()
            .is_none());
    }

    #[test]
    fn an_engine_is_for_practice_only() {
        let pack = crate::voices::load("en").unwrap();
        let (replies, _) = mpsc::channel();
        let refused = practice_engine(Some(&engine()), Mode::Tournament, &pack, replies);
        assert_eq!(
            refused.err(),
            Some(Worded(pack.phrase(PhraseKey::ErrorPracticeOnly, &[])))
        );
    }

    #[test]
    fn an_engine_that_does_not_start_is_told() {
        let pack = crate::voices::load("en").unwrap();
        let (replies, _) = mpsc::channel();
        let failed = practice_engine(Some(&engine()), Mode::Practice, &pack, replies);
        assert!(failed.is_err_and(|told| !told.0.is_empty()));
    }
}
