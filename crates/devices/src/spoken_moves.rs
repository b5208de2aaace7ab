//! `tactus announce --speech …`: the announced moves spoken through the speech chain (no tones), each as a move's
//! announcement, until all has been said or the speech failed.

use tactus_core::{Event, NumberedMove, Sentence, Stamped, VoicePack};

use crate::{
    clips::ClipFolders,
    sound::{self, SoundOptions, Speech},
};

/// Speaks each of `moves` with `speech` on the outputs of `options` (its tones left out), waiting until all has been
/// said; what could not be opened or said is handed to `notice`.
pub(crate) fn speak_moves(
    options: &SoundOptions,
    speech: Speech,
    pack: &VoicePack,
    clips: &ClipFolders,
    moves: &[NumberedMove],
    mut notice: impl FnMut(&str),
) {
    let options = SoundOptions {
        tones: false,
        ..options.clone()
    };
    let heard = sound::open(&options, speech, pack, clips);
    heard.notices.iter().for_each(|text| notice(text));
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
            line: None,
            game: None,
        };
        for sink in &mut sinks {
            let _spoken = sink.emit(&Stamped {
                t_ms: 0,
                event: event.clone(),
            });
            sink.poll().iter().for_each(|text| notice(text));
        }
    }
    for sink in &mut sinks {
        sink.finish();
        sink.poll().iter().for_each(|text| notice(text));
    }
}
