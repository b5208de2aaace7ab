//! The sentences of the clock's events: started, pressed, paused, adjusted, a cue, a flag.

use crate::{
    boundary::Event,
    clock::Side,
    voice::{PhraseKey, VoicePack},
};

use super::{side_words, time_words, times_words, Sentence};

/// The sentence of a clock event; `None` for the game's events.
pub(super) fn sentence(pack: &VoicePack, event: &Event) -> Option<Sentence> {
    let side = |side: Side| side_words(pack, side);
    let phrase = |key, values| Sentence::phrase(pack, key, values);
    Some(match event {
        Event::Start { side: who, .. } => {
            phrase(PhraseKey::ClockStarted, vec![("side", side(*who))])
        }
        Event::Press {
            side: who,
            white_ms: Some(white_ms),
            black_ms: Some(black_ms),
            say_times: true,
            ..
        } => phrase(
            PhraseKey::ClockPressed,
            vec![
                ("side", side(*who)),
                ("times", times_words(pack, *white_ms, *black_ms)),
            ],
        ),
        Event::Press { side: who, .. } => {
            phrase(PhraseKey::MoveCompleted, vec![("side", side(*who))])
        }
        Event::Pause {
            white_ms, black_ms, ..
        } => phrase(
            PhraseKey::ClockPaused,
            vec![("times", times_words(pack, *white_ms, *black_ms))],
        ),
        Event::Adjust {
            side: who,
            remaining_ms,
            ..
        } => phrase(
            PhraseKey::ClockAdjusted,
            vec![
                ("side", side(*who)),
                ("time", time_words(pack, *remaining_ms)),
            ],
        ),
        Event::Cue {
            side: who,
            remaining_ms,
            ..
        } => phrase(
            PhraseKey::ClockCue,
            vec![
                ("side", side(*who)),
                ("time", time_words(pack, *remaining_ms)),
            ],
        ),
        Event::Flag { side: who } => phrase(PhraseKey::ClockFlag, vec![("side", side(*who))]),
        _ => return None,
    })
}
