//! Why no sound can be heard, in the voice pack's words: the outputs named as the options name them, the sound
//! system's own English left out.

use tactus_core::{PhraseKey, VoicePack};

#[cfg(feature = "audio")]
use super::audio::{AudioError, OPEN_TIMEOUT};
use super::SoundError;

impl SoundError {
    /// Why the outputs could not be opened, in `pack`'s words.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        match self {
            SoundError::NotBuilt => pack.phrase(PhraseKey::SoundNotBuilt, &[]),
            #[cfg(feature = "audio")]
            SoundError::Device(error) => audio_words(pack, error),
            #[cfg(feature = "audio")]
            SoundError::Output { output, source } => pack.phrase(
                PhraseKey::SoundOutput,
                &[("output", output), ("reason", &audio_words(pack, source))],
            ),
            SoundError::Neither(first, second) => pack.phrase(
                PhraseKey::SoundNeither,
                &[
                    ("first", &first.words(pack)),
                    ("second", &second.words(pack)),
                ],
            ),
            SoundError::TooFewLanes { one: true } => {
                pack.phrase(PhraseKey::SoundTooFewLanesOne, &[])
            }
            SoundError::TooFewLanes { one: false } => pack.phrase(PhraseKey::SoundTooFewLanes, &[]),
            SoundError::NoLane => pack.phrase(PhraseKey::SoundNoLane, &[]),
        }
    }
}

/// Why a sound device did not open, in `pack`'s words.
#[cfg(feature = "audio")]
fn audio_words(pack: &VoicePack, error: &AudioError) -> String {
    match error {
        AudioError::NoDevice => pack.phrase(PhraseKey::AudioNoDevice, &[]),
        AudioError::Unknown(name) => pack.phrase(PhraseKey::AudioUnknown, &[("name", name)]),
        AudioError::Device(_) => pack.phrase(PhraseKey::AudioDevice, &[]),
        AudioError::Format(format) => pack.phrase(PhraseKey::AudioFormat, &[("format", format)]),
        AudioError::Timeout => pack.phrase(
            PhraseKey::AudioTimeout,
            &[("seconds", &OPEN_TIMEOUT.as_secs().to_string())],
        ),
        AudioError::Thread(_) => pack.phrase(PhraseKey::AudioThread, &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pack_words_the_reasons() {
        let en = VoicePack::builtin("en").unwrap();
        let fr = VoicePack::builtin("fr").unwrap();
        let neither = SoundError::Neither(
            Box::new(SoundError::NotBuilt),
            Box::new(SoundError::TooFewLanes { one: true }),
        );
        assert_eq!(
            neither.words(&en),
            "this build has no audio; the device opened with too few lanes"
        );
        assert!(neither.words(&fr).starts_with("cette version"));
    }

    #[cfg(feature = "audio")]
    #[test]
    fn the_devices_own_message_is_left_out() {
        let en = VoicePack::builtin("en").unwrap();
        let failed = SoundError::Output {
            output: "hw:1".into(),
            source: AudioError::Device("ALSA function 'snd_pcm_open' failed".into()),
        };
        assert_eq!(
            failed.words(&en),
            "hw:1: the audio device cannot be used: check that it is connected and not held by another program"
        );
    }
}
