//! The clock's events as sound: a cue by its level, the flag, a refused command and, softly, a press.
//!
//! The sink renders every signal once, when it is made, so reporting an event only copies ready samples to the
//! [`Player`]. Sound is an extra, never a reason to stop: when the player has no room, the signal is dropped and the
//! loop goes on; the text or JSON lines still report the event.

use std::io;

use tactus_core::{EventSink, PhraseKey, Stamped, VoicePack};

use tactus_core::{render_signal, signal_for, Signal};

use super::Player;

/// Every signal, rendered at one sample rate.
struct Rendered {
    five_minutes: Vec<f32>,
    fifteen_minutes: Vec<f32>,
    minute: Vec<f32>,
    seconds: Vec<f32>,
    flag: Vec<f32>,
    error: Vec<f32>,
    press: Vec<f32>,
}

impl Rendered {
    fn new(sample_rate: u32) -> Self {
        let at = |signal| render_signal(&signal, sample_rate);
        Rendered {
            five_minutes: at(Signal::FIVE_MINUTES),
            fifteen_minutes: at(Signal::FIFTEEN_MINUTES),
            minute: at(Signal::MINUTE),
            seconds: at(Signal::SECONDS),
            flag: at(Signal::FLAG),
            error: at(Signal::ERROR),
            press: at(Signal::PRESS),
        }
    }

    fn samples(&self, signal: Signal) -> &[f32] {
        [
            (Signal::FIVE_MINUTES, &self.five_minutes),
            (Signal::FIFTEEN_MINUTES, &self.fifteen_minutes),
            (Signal::MINUTE, &self.minute),
            (Signal::SECONDS, &self.seconds),
            (Signal::FLAG, &self.flag),
            (Signal::ERROR, &self.error),
            (Signal::PRESS, &self.press),
        ]
        .into_iter()
        .find(|(known, _)| *known == signal)
        .map_or(&[], |(_, samples)| samples.as_slice())
    }
}

/// An [`EventSink`] that plays each event's signal on a [`Player`].
pub struct ToneSink<P: Player> {
    player: P,
    rendered: Rendered,
    /// The device stopped playing and the user was told.
    failed: bool,
    /// The notices' words.
    pack: VoicePack,
}

impl<P: Player> ToneSink<P> {
    /// A sink playing on `player`, every signal rendered at its rate.
    pub fn new(player: P, pack: &VoicePack) -> Self {
        ToneSink {
            rendered: Rendered::new(player.sample_rate()),
            player,
            failed: false,
            pack: pack.clone(),
        }
    }

    /// The player, e.g. to read what a recording player was given.
    pub fn player(&self) -> &P {
        &self.player
    }
}

impl<P: Player> EventSink for ToneSink<P> {
    /// Queues the event's signal; never fails, and a signal without room is dropped.
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        if self.failed {
            return Ok(());
        }
        if let Some(signal) = signal_for(&event.event) {
            let _queued = self.player.play(self.rendered.samples(signal));
        }
        Ok(())
    }

    /// Says once that the device stopped playing; the tones stop then.
    fn poll(&mut self) -> Vec<String> {
        if self.failed {
            return Vec::new();
        }
        match self.player.failure() {
            Some(why) => {
                self.failed = true;
                vec![self.pack.phrase(
                    PhraseKey::NoticeNoMoreTones,
                    &[("reason", &why.words(&self.pack))],
                )]
            }
            None => Vec::new(),
        }
    }

    fn needs_polling(&self) -> bool {
        !self.failed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactus_core::{CueLevel, Event, Side};

    /// Records what it is given, with room for `room` samples in all.
    struct Recorder {
        played: Vec<Vec<f32>>,
        room: usize,
    }

    impl Player for Recorder {
        fn play(&mut self, samples: &[f32]) -> bool {
            if samples.len() > self.room {
                return false;
            }
            self.room -= samples.len();
            self.played.push(samples.to_vec());
            true
        }

        fn sample_rate(&self) -> u32 {
            48_000
        }

        fn failure(&self) -> Option<crate::PlayerFailure> {
            (self.room == 0).then(|| crate::PlayerFailure::Stalled {
                device: "default".into(),
            })
        }
    }

    fn cue(level: CueLevel) -> Event {
        Event::Cue {
            side: Side::White,
            level,
            remaining_ms: 0,
        }
    }

    #[test]
    fn each_event_has_its_signal() {
        let press = Event::Press {
            ply: 1,
            side: Side::White,
            white_ms: Some(1),
            black_ms: Some(2),
            say_times: true,
        };
        let cases = [
            (cue(CueLevel::FiveMinutes), Some(Signal::FIVE_MINUTES)),
            (cue(CueLevel::FifteenMinutes), Some(Signal::FIFTEEN_MINUTES)),
            (cue(CueLevel::Minute), Some(Signal::MINUTE)),
            (cue(CueLevel::Seconds), Some(Signal::SECONDS)),
            (Event::Flag { side: Side::Black }, Some(Signal::FLAG)),
            (
                Event::Error {
                    code: tactus_core::ErrorCode::NoOffer,
                    message: tactus_core::Sentence::text("no"),
                },
                Some(Signal::ERROR),
            ),
            (press, Some(Signal::PRESS)),
            (
                Event::Start {
                    side: Side::White,
                    white_ms: 1,
                    black_ms: 1,
                },
                None,
            ),
            (
                Event::answer("time", tactus_core::Sentence::text("five")),
                None,
            ),
        ];
        for (event, signal) in cases {
            assert_eq!(signal_for(&event), signal, "{event:?}");
        }
    }

    #[test]
    fn plays_rendered_signals_in_order_and_drops_what_does_not_fit() {
        let recorder = Recorder {
            played: Vec::new(),
            room: 52_000,
        };
        let mut sink = ToneSink::new(recorder, &VoicePack::default_pack());
        for event in [
            cue(CueLevel::FifteenMinutes),
            Event::Adjust {
                side: Side::White,
                remaining_ms: 1,
                white_ms: 1,
                black_ms: 2,
            },
            Event::Flag { side: Side::White },
            cue(CueLevel::FiveMinutes),
        ] {
            sink.emit(&Stamped { t_ms: 0, event }).unwrap();
        }
        // After the fifteen-minute signal (35,040 samples) the flag (51,840) does not fit; the five-minute one
        // (15,840) still does.
        let played = &sink.player().played;
        assert_eq!(played.len(), 2);
        assert_eq!(played[0], render_signal(&Signal::FIFTEEN_MINUTES, 48_000));
        assert_eq!(played[1], render_signal(&Signal::FIVE_MINUTES, 48_000));
    }

    #[test]
    fn a_device_that_went_away_is_told_once_and_then_left_alone() {
        let recorder = Recorder {
            played: Vec::new(),
            room: 0,
        };
        let mut sink = ToneSink::new(recorder, &VoicePack::default_pack());
        assert!(sink.needs_polling());
        assert_eq!(
            sink.poll(),
            ["no more tones: the sound device default stopped playing"]
        );
        assert!(sink.poll().is_empty());
        assert!(!sink.needs_polling());
        let flag = Event::Flag { side: Side::White };
        sink.emit(&Stamped {
            t_ms: 0,
            event: flag,
        })
        .unwrap();
        assert!(sink.player().played.is_empty());
    }
}
