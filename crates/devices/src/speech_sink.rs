//! Events as speech, through the first speaker that works, handing over to the next when one fails.
//!
//! `--speech auto` gives a chain (system speech, then the built-in voice); a chosen output is a chain of one. When
//! the speaker in use fails (the engine stopped answering, the sound device went away), what it had not said is said
//! by the next, and one notice tells the user what happened; when none is left, the game goes on in text alone.

use std::{
    io,
    time::{Duration, Instant},
};

use tactus_core::{Cause, Event, EventSink, PhraseKey, Stamped, VoicePack};

use crate::{Speaker, SpeakerFailure, VoiceReady};
use tactus_core::{utterance_for, utterance_without_tones, Origin, Utterance};

/// How long the sink waits for the last words when it is dropped without its session's end (where
/// [`EventSink::finish`] waits as long as they take).
pub(crate) const DROP_LIMIT: Duration = Duration::from_secs(8);

/// An [`EventSink`] that speaks.
pub struct SpeechSink {
    /// The speaker in use first, then the ones to hand over to.
    speakers: Vec<Box<dyn Speaker>>,
    pack: VoicePack,
    notices: Vec<String>,
    /// Whether the events' tones play: then each sentence waits for its tone.
    after_tones: bool,
    /// Whether a speaker that never came up is passed over without a notice (`--speech auto`).
    quiet_about_start: bool,
    /// Why the outputs left out at the start were left out: told when the last speaker fails before it came up.
    passed_over: Vec<String>,
    /// Whether the session's end already waited for the last words (then dropping the sink does not wait again).
    finished: bool,
    /// The action what is reported now answers (the session's opening is the program's first).
    origin: Origin,
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
            quiet_about_start: false,
            passed_over: Vec::new(),
            finished: false,
            origin: Origin::default(),
        }
    }

    /// Passes over a speaker that never came up without a notice, as long as another one speaks (`--speech auto`
    /// says nothing of what it passed over); `passed_over` are the reasons the other outputs were left out, told if
    /// in the end nothing speaks.
    #[must_use]
    pub fn quiet_about_start(mut self, quiet: bool, passed_over: Vec<String>) -> Self {
        self.quiet_about_start = quiet;
        self.passed_over = passed_over;
        self
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

    /// Says `utterance` with the speaker in use, or, while that one has no voice ready for one of its languages,
    /// with the first of the next speakers that has (the built-in voice while system speech looks up its German
    /// voice): no word goes to a voice of another language.
    fn say(&mut self, utterance: Utterance) {
        let ready = |speaker: &dyn Speaker| {
            utterance
                .languages()
                .iter()
                .all(|language| speaker.voice_for(language) == VoiceReady::Ready)
        };
        let stand_in = match self.speakers.split_first() {
            Some((first, rest)) if !ready(first.as_ref()) => {
                rest.iter().position(|speaker| ready(speaker.as_ref()))
            }
            _ => None,
        };
        if let Some(index) = stand_in {
            if self.speakers[index + 1].say(utterance.clone()).is_ok() {
                return;
            }
        }
        self.say_in_turn(utterance);
    }

    /// Says `utterance` with the speaker in use, handing over as long as speakers fail.
    fn say_in_turn(&mut self, utterance: Utterance) {
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

    /// Hands what the speaker in use had not said over to the next one when it has failed; true when it had.
    fn look_after_failure(&mut self) -> bool {
        let Some(Err(failure)) = self.speakers.first_mut().map(|speaker| speaker.check()) else {
            return false;
        };
        let unsaid = failure.unsaid.clone();
        self.hand_over(&failure);
        for utterance in unsaid {
            self.say(utterance);
        }
        true
    }

    /// Waits, at most `limit` (with none, as long as they take), until the last words have been said: a speaker that
    /// fails meanwhile (system speech that never came up, a device that went away) hands them over to the next, which
    /// says them in the time left.
    fn finish_within(&mut self, limit: Option<Duration>) {
        let deadline = limit.and_then(|limit| Instant::now().checked_add(limit));
        while let Some(speaker) = self.speakers.first_mut() {
            let left = deadline.map(|deadline| deadline.saturating_duration_since(Instant::now()));
            if speaker.finish(left) {
                return;
            }
            if !self.look_after_failure() {
                // The time is up.
                return;
            }
        }
    }

    /// A speaker's name in the pack's words.
    fn spoken_name(&self, speaker: &dyn Speaker) -> String {
        speaker.spoken_name().map_or_else(
            || speaker.name().to_string(),
            |key| self.pack.phrase(key, &[]),
        )
    }

    /// Drops the failed speaker and says so once: "no system speech: …" for one that never came up, "… stopped: …"
    /// for one that spoke.
    fn hand_over(&mut self, failure: &SpeakerFailure) {
        let failed = self.speakers.remove(0);
        let next = match self.speakers.first() {
            Some(next) => self.pack.phrase(
                PhraseKey::NoticeNextSpeaker,
                &[("speaker", &self.spoken_name(next.as_ref()))],
            ),
            None => self.pack.phrase(PhraseKey::NoticeTextOnly, &[]),
        };
        let key = if failed.started() {
            PhraseKey::NoticeSpeakerStopped
        } else if self.quiet_about_start && !self.speakers.is_empty() {
            return;
        } else {
            PhraseKey::NoticeSpeakerMissing
        };
        let notice = self.pack.phrase(
            key,
            &[
                ("speaker", &self.spoken_name(failed.as_ref())),
                ("reason", &failure.reason.words(&self.pack)),
                ("next", &next),
            ],
        );
        if self.speakers.is_empty() {
            self.notices.append(&mut self.passed_over);
        }
        self.notices.push(notice);
    }
}

impl EventSink for SpeechSink {
    /// Speaks the event's sentence, if it is spoken; never fails and never waits for the speech. A new speech rate
    /// goes to every speaker first, so that it is said at that rate.
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        if let Event::Rate { percent, .. } = &event.event {
            for speaker in &mut self.speakers {
                speaker.set_rate(*percent);
            }
        }
        let utterance = utterance_for(&self.pack, &event.event).or_else(|| {
            // Without the tones a press is said, or it would not be heard at all.
            (!self.after_tones)
                .then(|| utterance_without_tones(&self.pack, &event.event))
                .flatten()
        });
        if let Some(mut utterance) = utterance {
            if !self.after_tones {
                utterance.after_ms = 0;
            }
            utterance.origin = self.origin;
            self.say(utterance);
        }
        Ok(())
    }

    fn action_begins(&mut self, cause: Cause) {
        self.origin = Origin {
            number: self.origin.number + 1,
            cause,
        };
    }

    fn speaking(&mut self) -> bool {
        self.speakers.iter_mut().any(|speaker| speaker.speaking())
    }

    fn poll(&mut self) -> Vec<String> {
        self.look_after_failure();
        std::mem::take(&mut self.notices)
    }

    fn needs_polling(&self) -> bool {
        !self.speakers.is_empty()
    }

    /// Lets the last words be said to their end, however long they are (a drill's last verdict and its score): only
    /// a speaker that stops working ends the wait, by its own time limits. When the user acted last, what that action
    /// says is heard, and an answer to an earlier one is over (`quit`, which says nothing in listen, ends the board
    /// being read).
    fn finish(&mut self) {
        if self.origin.cause == Cause::User {
            for speaker in &mut self.speakers {
                speaker.cut_answers_before(self.origin.number);
            }
        }
        self.finish_within(None);
        self.finished = true;
    }
}

impl Drop for SpeechSink {
    /// Lets the last words be said (at most `DROP_LIMIT`).
    fn drop(&mut self) {
        if !self.finished {
            self.finish_within(Some(DROP_LIMIT));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SystemSpeechProblem;
    use std::sync::{Arc, Mutex};
    use tactus_core::Side;
    use tactus_core::{Priority, Route};

    /// A speaker writing what it says into a shared list; fails on the `fail_at`-th utterance (counting from 1),
    /// returning the last `unsaid` of what it had said as unsaid.
    struct Fake {
        name: &'static str,
        said: Arc<Mutex<Vec<String>>>,
        fail_at: Option<usize>,
        unsaid: usize,
        count: usize,
        came_up: bool,
        /// Languages it has no voice ready for.
        not_ready: Vec<&'static str>,
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
                    reason: SystemSpeechProblem::Vanished.into(),
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

        fn finish(&mut self, _limit: Option<Duration>) -> bool {
            true
        }

        fn started(&self) -> bool {
            self.came_up
        }

        fn voice_for(&self, language: &str) -> VoiceReady {
            if self.not_ready.contains(&language) {
                VoiceReady::Soon
            } else {
                VoiceReady::Ready
            }
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
            came_up: true,
            not_ready: Vec::new(),
        })
    }

    /// A speaker like [`fake`] that fails at once, before it ever came up (an engine that did not start).
    fn never_started(name: &'static str, said: &Arc<Mutex<Vec<String>>>) -> Box<dyn Speaker> {
        Box::new(Fake {
            name,
            said: Arc::clone(said),
            fail_at: Some(1),
            unsaid: 0,
            count: 0,
            came_up: false,
            not_ready: Vec::new(),
        })
    }

    fn answer(text: &str) -> Stamped {
        Stamped {
            t_ms: 0,
            event: Event::answer("time", tactus_core::Sentence::text(text)),
        }
    }

    #[test]
    fn words_whose_voice_is_not_ready_go_to_the_next_speaker() {
        let said = Arc::new(Mutex::new(Vec::new()));
        let pack = crate::shipped_voices::pack("fide");
        let system = Box::new(Fake {
            name: "system",
            said: Arc::clone(&said),
            fail_at: None,
            unsaid: 0,
            count: 0,
            came_up: true,
            not_ready: vec!["de"],
        });
        let mut sink = SpeechSink::new(vec![system, fake("clips", &said, None)], pack);
        sink.emit(&answer("five minutes")).unwrap();
        sink.emit(&answer("Rank vier: white Turm Anna")).unwrap();
        let announce = Event::Announce {
            ply: 1,
            move_number: 1,
            side: Side::White,
            san: "e4".into(),
            uci: "e2e4".into(),
            text: tactus_core::Sentence::words(
                &VoicePack::builtin("fide").unwrap(),
                &[
                    tactus_core::Word::File(shakmaty::File::E),
                    tactus_core::Word::Rank(shakmaty::Rank::Fourth),
                ],
            ),
            pending: true,
            correction: false,
            replayed: false,
            source: None,
            line: None,
            game: None,
        };
        sink.emit(&Stamped {
            t_ms: 0,
            event: announce,
        })
        .unwrap();
        assert_eq!(
            *said.lock().unwrap(),
            [
                "system:five minutes",
                "clips:Rank vier: white Turm Anna",
                "clips:Eva vier"
            ]
        );
    }

    #[test]
    fn a_failing_speaker_hands_over_what_it_had_not_said_with_one_notice() {
        let said = Arc::new(Mutex::new(Vec::new()));
        let pack = crate::shipped_voices::pack("en");
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
            ["first stopped: the system speech stopped working unexpectedly; second speaks from now on"]
        );
        assert!(sink.poll().is_empty());
        assert_eq!(sink.speaking_with(), Some("second"));
    }

    #[test]
    fn when_every_speaker_failed_the_game_goes_on_in_text() {
        let said = Arc::new(Mutex::new(Vec::new()));
        let pack = crate::shipped_voices::pack("en");
        let mut sink = SpeechSink::new(vec![fake("only", &said, Some(1))], pack);
        sink.emit(&answer("one")).unwrap();
        sink.emit(&answer("two")).unwrap();
        assert_eq!(
            sink.poll(),
            ["only stopped: the system speech stopped working unexpectedly; text only from now on"]
        );
        assert!(!sink.needs_polling());
        assert!(said.lock().unwrap().is_empty());
    }

    /// System speech still starting when the session ends: it keeps what it is given, and fails once it is asked
    /// to finish (the engine never came up within its limit).
    #[derive(Default)]
    struct StillStarting {
        kept: Vec<Utterance>,
        gave_up: bool,
    }

    impl Speaker for StillStarting {
        fn name(&self) -> &'static str {
            "system speech"
        }

        fn say(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure> {
            self.kept.push(utterance);
            Ok(())
        }

        fn check(&mut self) -> Result<(), SpeakerFailure> {
            if self.gave_up && !self.kept.is_empty() {
                return Err(SpeakerFailure {
                    reason: SystemSpeechProblem::StartTimedOut {
                        engine: "Speech Dispatcher",
                        limit: std::time::Duration::from_secs(5),
                    }
                    .into(),
                    unsaid: std::mem::take(&mut self.kept),
                });
            }
            Ok(())
        }

        fn finish(&mut self, _limit: Option<Duration>) -> bool {
            self.gave_up = true;
            false
        }

        fn started(&self) -> bool {
            false
        }
    }

    #[test]
    fn the_last_words_of_a_speaker_failing_at_the_end_are_said_by_the_next() {
        let pack = crate::shipped_voices::pack("en");
        let said = Arc::new(Mutex::new(Vec::new()));
        let speakers: Vec<Box<dyn Speaker>> = vec![
            Box::new(StillStarting::default()),
            fake("clips", &said, None),
        ];
        let mut sink = SpeechSink::new(speakers, pack).quiet_about_start(true, Vec::new());
        sink.emit(&answer("one")).unwrap();
        sink.emit(&answer("two")).unwrap();
        assert!(sink.poll().is_empty());
        assert!(
            said.lock().unwrap().is_empty(),
            "still waiting for the engine"
        );
        drop(sink);
        assert_eq!(*said.lock().unwrap(), ["clips:one", "clips:two"]);
    }

    #[test]
    fn a_speaker_that_never_came_up_is_passed_over_quietly_only_when_asked_and_another_speaks() {
        let pack = crate::shipped_voices::pack("en");
        let said = Arc::new(Mutex::new(Vec::new()));
        let speakers = vec![
            never_started("system speech", &said),
            fake("clips", &said, None),
        ];
        let mut sink = SpeechSink::new(speakers, pack.clone()).quiet_about_start(true, Vec::new());
        sink.emit(&answer("one")).unwrap();
        assert_eq!(*said.lock().unwrap(), ["clips:one"]);
        assert!(sink.poll().is_empty());

        let speakers = vec![
            never_started("system speech", &said),
            fake("clips", &said, None),
        ];
        let mut sink = SpeechSink::new(speakers, pack.clone());
        sink.emit(&answer("two")).unwrap();
        assert_eq!(
            sink.poll(),
            ["no system speech: the system speech stopped working unexpectedly; clips speaks from now on"]
        );

        // Quiet or not, the last speaker gone is always told, with why the others were left out at the start.
        let passed_over = vec!["no built-in voice: there is no sound device".to_string()];
        let mut sink = SpeechSink::new(vec![never_started("system speech", &said)], pack)
            .quiet_about_start(true, passed_over);
        sink.emit(&answer("three")).unwrap();
        assert_eq!(
            sink.poll(),
            [
                "no built-in voice: there is no sound device",
                "no system speech: the system speech stopped working unexpectedly; text only from now on"
            ]
        );
    }

    #[test]
    fn a_press_is_said_when_no_tone_is_heard_for_it() {
        let press = Stamped {
            t_ms: 0,
            event: Event::Press {
                ply: 1,
                side: Side::Black,
                white_ms: Some(1),
                black_ms: Some(2),
                say_times: false,
            },
        };
        for (tones, expected) in [(true, vec![]), (false, vec!["a:Black's move is complete"])] {
            let said = Arc::new(Mutex::new(Vec::new()));
            let pack = crate::shipped_voices::pack("en");
            let mut sink = SpeechSink::new(vec![fake("a", &said, None)], pack).after_tones(tones);
            sink.emit(&press).unwrap();
            assert_eq!(*said.lock().unwrap(), expected, "tones {tones}");
        }
    }

    #[test]
    fn the_flag_is_public_and_urgent() {
        let utterance = utterance_for(
            &crate::shipped_voices::pack("en"),
            &Event::Flag { side: Side::White },
        )
        .unwrap();
        assert_eq!(utterance.route, Route::Announce);
        assert_eq!(utterance.priority, Priority::Alert);
    }
}
