//! The sentences of the clock's events: started, pressed, paused, adjusted, a cue, a flag.

use crate::{
    boundary::Event,
    clock::Side,
    voice::{PhraseKey, VoicePack},
};

use super::{both_times, side_name, spoken_time};

/// The sentence of a clock event; `None` for the game's events.
pub(super) fn sentence(pack: &VoicePack, event: &Event) -> Option<String> {
    let side = |side: Side| side_name(pack, side);
    Some(match event {
        Event::Start { side: who, .. } => {
            pack.phrase(PhraseKey::ClockStarted, &[("side", &side(*who))])
        }
        Event::Press {
            side: who,
            white_ms: Some(white_ms),
            black_ms: Some(black_ms),
            say_times: true,
            ..
        } => pack.phrase(
            PhraseKey::ClockPressed,
            &[
                ("side", &side(*who)),
                ("times", &both_times(pack, *white_ms, *black_ms)),
            ],
        ),
        Event::Press { side: who, .. } => {
            pack.phrase(PhraseKey::MoveCompleted, &[("side", &side(*who))])
        }
        Event::Pause {
            white_ms, black_ms, ..
        } => pack.phrase(
            PhraseKey::ClockPaused,
            &[("times", &both_times(pack, *white_ms, *black_ms))],
        ),
        Event::Adjust {
            side: who,
            remaining_ms,
            ..
        } => pack.phrase(
            PhraseKey::ClockAdjusted,
            &[
                ("side", &side(*who)),
                ("time", &spoken_time(pack, *remaining_ms)),
            ],
        ),
        Event::Cue {
            side: who,
            remaining_ms,
            ..
        } => pack.phrase(
            PhraseKey::ClockCue,
            &[
                ("side", &side(*who)),
                ("time", &spoken_time(pack, *remaining_ms)),
            ],
        ),
        Event::Flag { side: who } => pack.phrase(PhraseKey::ClockFlag, &[("side", &side(*who))]),
        _ => return None,
    })
}
