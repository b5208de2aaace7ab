//! `tactus announce --speech …` and `--wav FILE`: the announced moves also spoken, or recorded with the built-in
//! voice. Announcing is a batch job, so nothing is spoken unless asked for; speech follows the printed lines and the
//! command ends when it has been said (or the speech failed). Notices go to standard error, because
//! standard output holds the announcements.

use crate::cli::{AnnounceArgs, Speech};
use crate::commands::{running, Failure};
use tactus_core::{session::export::NumberedMove, voice::VoicePack};
use tactus_devices::{
    recording::{record_wav, scoresheet_sentences},
    spoken_moves::speak_moves,
};

/// Whether the moves are to be spoken or recorded too.
pub(super) fn wanted(args: &AnnounceArgs) -> bool {
    args.wav.is_some()
        || args
            .sound
            .speech
            .is_some_and(|speech| speech != Speech::Off)
}

/// Speaks the moves with `--speech` and records them with `--wav`.
///
/// # Errors
/// A [`Failure`] when the recording cannot be made (no clips for the pack, a file that cannot be written).
pub(super) fn speak_and_record(
    args: &AnnounceArgs,
    pack: &VoicePack,
    moves: &[NumberedMove],
) -> Result<(), Failure> {
    if let Some(speech) = args.sound.speech.filter(|speech| *speech != Speech::Off) {
        speak_moves(
            &args.sound.settings(),
            speech.into(),
            pack,
            &running::clip_folders(pack),
            moves,
            |notice| eprintln!("tactus: {notice}"),
        );
    }
    if let Some(path) = &args.wav {
        let library = running::clip_folders(pack).load(pack)?;
        let sentences = scoresheet_sentences(pack, moves);
        record_wav(&library, pack, &sentences, path)?;
    }
    Ok(())
}
