//! `tactus announce --speech …` and `--wav FILE`: the announced moves also spoken, or recorded with the built-in
//! voice. Announcing is a batch job, so nothing is spoken unless asked for; speech follows the printed lines and the
//! command ends when it has been said (or the speech failed).

use std::path::Path;

use tactus_core::{NumberedMove, VoicePack};

use crate::{
    clips::{ClipFolders, ClipsError},
    recording::{record_wav, scoresheet_sentences, RecordingError},
    sound::{SoundOptions, Speech},
    spoken_moves::speak_moves,
};

/// Why the moves could not be recorded.
#[derive(Debug, thiserror::Error)]
pub enum AloudError {
    /// The pack's clips cannot be used.
    #[error(transparent)]
    Clips(#[from] ClipsError),
    /// The file cannot be written.
    #[error(transparent)]
    Recording(#[from] RecordingError),
}

/// Whether the moves are to be spoken (with a `speech` other than off) or recorded (`wav`) too.
#[must_use]
pub fn wanted(speech: Option<Speech>, wav: bool) -> bool {
    wav || speech.is_some_and(|speech| speech != Speech::Off)
}

/// Speaks `moves` with `speech` (none or off says nothing) on the outputs of `options`, what could not be opened or
/// said handed to `notice`; then records them into the WAV file `wav`, when given, with the clips of `clips`.
///
/// # Errors
/// The recording cannot be made (no clips for the pack, a file that cannot be written).
pub fn speak_and_record(
    options: &SoundOptions,
    speech: Option<Speech>,
    wav: Option<&Path>,
    pack: &VoicePack,
    clips: &ClipFolders,
    moves: &[NumberedMove],
    notice: impl FnMut(&str),
) -> Result<(), AloudError> {
    if let Some(speech) = speech.filter(|speech| *speech != Speech::Off) {
        speak_moves(options, speech, pack, clips, moves, notice);
    }
    if let Some(path) = wav {
        let library = clips.load(pack)?;
        record_wav(&library, pack, &scoresheet_sentences(pack, moves), path)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_heard_only_when_asked_for() {
        assert!(!wanted(None, false));
        assert!(!wanted(Some(Speech::Off), false));
        assert!(wanted(Some(Speech::Off), true));
        assert!(wanted(Some(Speech::Auto), false));
        assert!(wanted(None, true));
    }
}
