//! `tactus announce --speech …` and `--wav FILE`: the announced moves also spoken, or recorded with the built-in
//! voice. Announcing is a batch job, so nothing is spoken unless asked for; speech follows the printed lines and the
//! command ends when it has been said (or the speech failed). Notices go to standard error, because
//! standard output holds the announcements.

use crate::cli::{AnnounceArgs, SoundOptions, Speech};
use crate::commands::{running, Failure};
use tactus_core::{
    boundary::Event, boundary::Stamped, session::export::NumberedMove, voice::VoicePack,
    words::Sentence,
};
use tactus_devices::{
    recording::{record_wav, scoresheet_sentences},
    sound,
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
        speak(&args.sound, speech, pack, moves);
    }
    if let Some(path) = &args.wav {
        let library = running::clip_folders(pack).load(pack)?;
        let sentences = scoresheet_sentences(pack, moves);
        record_wav(&library, pack, &sentences, path)?;
    }
    Ok(())
}

/// Each move's announcement through the speech chain (no tones), waiting until it has been said.
fn speak(options: &SoundOptions, speech: Speech, pack: &VoicePack, moves: &[NumberedMove]) {
    let options = tactus_devices::sound::SoundOptions {
        tones: false,
        ..options.settings()
    };
    let heard = sound::open(&options, speech.into(), pack, &running::clip_folders(pack));
    for notice in &heard.notices {
        eprintln!("tactus: {notice}");
    }
    let mut sinks = heard.sinks;
    for (index, played) in moves.iter().enumerate() {
        let event = Event::Announce {
            ply: u32::try_from(index + 1).unwrap_or(u32::MAX),
            move_number: played.number,
            side: played.side,
            san: String::new(),
            uci: String::new(),
            text: Sentence::text(played.text.clone()),
            pending: false,
            correction: false,
            replayed: false,
            source: None,
        };
        for sink in &mut sinks {
            let _spoken = sink.emit(&Stamped {
                t_ms: 0,
                event: event.clone(),
            });
            for notice in sink.poll() {
                eprintln!("tactus: {notice}");
            }
        }
    }
    for sink in &mut sinks {
        sink.finish();
        for notice in sink.poll() {
            eprintln!("tactus: {notice}");
        }
    }
}
