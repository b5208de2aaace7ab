//! Events as speech, through the first speaker that works, handing over to the next when one fails.
//!
//! `--speech auto` gives a chain (system speech, then the built-in voice); a chosen output is a chain of one. When
//! the speaker in use fails (the engine stopped answering, the sound device went away), what it had not said is said
//! by the next, and one notice tells the user what happened; when none is left, the game goes on in text alone.

use std::{io, time::Duration};

use crate::{
    app::{EventSink, Stamped},
    voice::VoicePack,
};

use super::{
    speech::{Speaker, SpeakerFailure, Utterance},
    utterance::utterance_for,
};

/// How long the end of a session waits for the last words to be said.
pub const FINISH_LIMIT: Duration = Duration::from_secs(8);

/// An [`EventSink`] that speaks.
pub struct SpeechSink {
    /// The speaker in use first, then the ones to hand over to.
    speakers: Vec<Box<dyn Speaker>>,
    pack: VoicePack,
    notices: Vec<String>,
    /// Whether the events' tones play: then each sentence waits for its tone.
    after_tones: bool,
}

impl SpeechSink {
    /// Speaks `pack`'s sentences through the first of `speakers`, then the next ones as each fails.
    #[must_use]
    pub fn new(speakers: Vec<Box<dyn Speaker>>, pack: VoicePack) -> Self {
        SpeechSink {
            speakers,
            pack,
            notices: Vec::new(),
            after_tones: false,
        }
    }

    /// Lets each sentence wait for its event's tone (when the tones play).
    #[must_use]
    pub fn after_tones(mut self, after_tones: bool) -> Self {
        self.after_tones = after_tones;
        self
    }

    /// The name of the speaker in use, if any is left.
    #[must_use]
    pub fn speaking_with(&self) -> Option<&'static str> {
        self.speakers.first().map(|speaker| speaker.name())
    }

    /// Says `utterance` with the speaker in use, handing over as long as speakers fail.
    fn say(&mut self, utterance: Utterance) {
        let mut pending = vec![utterance];
        while let Some(speaker) = self.speakers.first_mut() {
            let failure = match speaker.check() {
                Err(failure) => Some(failure),
                Ok(()) => {
                    let mut failure = None;
                    while failure.is_none() && !pending.is_empty() {
                        failure = speaker.say(pending.remove(0)).err();
                    }
                    failure
                }
            };
            match failure {
                None => return,
                Some(failure) => {
                    // What the failed speaker had not said comes first, then what was not yet given to it.
                    let mut unsaid = failure.unsaid.clone();
                    unsaid.append(&mut pending);
                    pending = unsaid;
                    self.hand_over(&failure);
                }
            }
        }
    }

    /// Drops the failed speaker and says so once.
    fn hand_over(&mut self, failure: &SpeakerFailure) {
        let failed = self.speakers.remove(0);
        let next = match self.speakers.first() {
            Some(next) => format!("{} speaks from now on", next.name()),
            None => "text only from now on".to_string(),
        };
        self.notices.push(format!(
            "{} stopped: {}; {next}",
            failed.name(),
            failure.reason
        ));
    }
}

impl EventSink for SpeechSink {
    /// Speaks the event's sentence, if it is spoken; never fails and never waits for the speech.
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        if let Some(mut utterance) = utterance_for(&self.pack, &event.event) {
            if !self.after_tones {
                utterance.after_ms = 0;
            }
            self.say(utterance);
        }
        Ok(())
    }

    fn poll(&mut self) -> Vec<String> {
        if let Some(speaker) = self.speakers.first_mut() {
            if let Err(failure) = speaker.check() {
                let unsaid = failure.unsaid.clone();
                self.hand_over(&failure);
                for utterance in unsaid {
                    self.say(utterance);
                }
            }
        }
        std::mem::take(&mut self.notices)
    }

    fn needs_polling(&self) -> bool {
        !self.speakers.is_empty()
    }

    fn finish(&mut self, limit: Duration) {
        if let Some(speaker) = self.speakers.first_mut() {
            speaker.finish(limit);
        }
    }
}

impl Drop for SpeechSink {
    /// Lets the last words be said (at most [`FINISH_LIMIT`]).
    fn drop(&mut self) {
        if let Some(speaker) = self.speakers.first_mut() {
            speaker.finish(FINISH_LIMIT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        app::Event,
        clock::Side,
        devices::speech::{Priority, Route},
    };
    use std::sync::{Arc, Mutex};

    /// A speaker writing what it says into a shared list; fails on the `fail_at`-th utterance (counting from 1),
    /// returning the last `unsaid` of what it had said as unsaid.
    struct Fake {
        name: &'static str,
        said: Arc<Mutex<Vec<String>>>,
        fail_at: Option<usize>,
        unsaid: usize,
        count: usize,
    }

    impl Speaker for Fake {
        fn name(&self) -> &'static str {
            self.name
        }

        fn say(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure> {
            self.count += 1;
            if self.fail_at == Some(self.count) {
                let said = self.said.lock().unwrap();
                let mut unsaid: Vec<Utterance> = said[said.len().saturating_sub(self.unsaid)..]
                    .iter()
                    .map(|text| Utterance {
                        text: text.split_once(':').unwrap().1.to_string(),
                        ..utterance.clone()
                    })
                    .collect();
                unsaid.push(utterance);
                return Err(SpeakerFailure {
                    reason: "it broke".into(),
                    unsaid,
                });
            }
            self.said
                .lock()
                .unwrap()
                .push(format!("{}:{}", self.name, utterance.text));
            Ok(())
        }

        fn check(&mut self) -> Result<(), SpeakerFailure> {
            Ok(())
        }

        fn finish(&mut self, _limit: Duration) -> bool {
            true
        }
    }

    fn fake(
        name: &'static str,
        said: &Arc<Mutex<Vec<String>>>,
        fail_at: Option<usize>,
    ) -> Box<dyn Speaker> {
        Box::new(Fake {
            name,
            said: Arc::clone(said),
            fail_at,
            unsaid: 1,
            count: 0,
        })
    }

    fn answer(text: &str) -> Stamped {
        Stamped {
            t_ms: 0,
            event: Event::Answer {
                query: "time".into(),
                text: text.into(),
            },
        }
    }

    #[test]
    fn a_failing_speaker_hands_over_what_it_had_not_said_with_one_notice() {
        let said = Arc::new(Mutex::new(Vec::new()));
        let pack = VoicePack::load("en").unwrap();
        let mut sink = SpeechSink::new(
            vec![fake("first", &said, Some(3)), fake("second", &said, None)],
            pack,
        );
        for text in ["one", "two", "three", "four"] {
            sink.emit(&answer(text)).unwrap();
        }
        assert_eq!(
            *said.lock().unwrap(),
            [
                "first:one",
                "first:two",
                "second:two",
                "second:three",
                "second:four"
            ]
        );
        assert_eq!(
            sink.poll(),
            ["first stopped: it broke; second speaks from now on"]
        );
        assert!(sink.poll().is_empty());
        assert_eq!(sink.speaking_with(), Some("second"));
    }

    #[test]
    fn when_every_speaker_failed_the_game_goes_on_in_text() {
        let said = Arc::new(Mutex::new(Vec::new()));
        let pack = VoicePack::load("en").unwrap();
        let mut sink = SpeechSink::new(vec![fake("only", &said, Some(1))], pack);
        sink.emit(&answer("one")).unwrap();
        sink.emit(&answer("two")).unwrap();
        assert_eq!(
            sink.poll(),
            ["only stopped: it broke; text only from now on"]
        );
        assert!(!sink.needs_polling());
        assert!(said.lock().unwrap().is_empty());
    }

    #[test]
    fn the_flag_is_public_and_urgent() {
        let utterance = utterance_for(
            &VoicePack::load("en").unwrap(),
            &Event::Flag { side: Side::White },
        )
        .unwrap();
        assert_eq!(utterance.route, Route::Announce);
        assert_eq!(utterance.priority, Priority::Alert);
    }
}
