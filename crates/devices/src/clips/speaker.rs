//! The built-in voice as a [`Speaker`]: sentences rendered from clips and queued on a [`Player`] for each route.
//!
//! Each route has its own player (the blind player's output and the public announcements; they may be lanes of one
//! sound device). A sentence is rendered at its player's rate and handed over in pieces of [`PIECE_MS`], as many as
//! the player has room for; the rest waits here and follows whenever the speaker is called again (`say`, `check`,
//! `finish`), so a long sentence never needs a long queue and nothing is lost when the queue is full. The speaker
//! keeps, for each route, what it queued and how long it is, and compares that with what the player has not yet
//! played: a new sentence that [interrupts](Priority::interrupts) every sentence still unplayed on its route stops
//! them (the player drops its queue); otherwise it waits its turn. A player that reports a failure ends the speaker:
//! the failure carries every sentence not yet played to its end, oldest first.

use std::{
    collections::VecDeque,
    thread,
    time::{Duration, Instant},
};

use super::{joiner::render, library::ClipLibrary};
use crate::{tones::samples, Player, Priority, Route, Speaker, SpeakerFailure, Utterance};

/// The longest piece of a sentence handed to a player at once, in milliseconds.
pub const PIECE_MS: u32 = 100;

/// How long `finish` sleeps between looks at the players.
const FINISH_POLL: Duration = Duration::from_millis(10);

/// The built-in recorded voice.
pub struct ClipSpeaker {
    library: ClipLibrary,
    player: Lane,
    announce: Lane,
    /// How many utterances were given: orders the unsaid ones of both routes.
    said: u64,
    /// Set once a failure has been reported: the speaker says nothing more.
    failed: Option<String>,
}

/// One route: its player and the sentences given to it that it has not finished playing.
struct Lane {
    player: Box<dyn Player>,
    queue: VecDeque<Queued>,
}

/// A sentence given to a lane.
struct Queued {
    order: u64,
    utterance: Utterance,
    samples: Vec<f32>,
    /// How many of `samples` the player has been given.
    handed: usize,
}

impl Lane {
    fn new(player: Box<dyn Player>) -> Self {
        Lane {
            player,
            queue: VecDeque::new(),
        }
    }

    /// Forgets the sentences the player has played to their end.
    fn forget_played(&mut self) {
        let handed: usize = self.queue.iter().map(|q| q.handed).sum();
        let mut played = handed.saturating_sub(self.player.unplayed());
        while let Some(front) = self.queue.front() {
            if front.handed < front.samples.len() || front.handed > played {
                break;
            }
            played -= front.handed;
            self.queue.pop_front();
        }
    }

    /// Hands the player each sentence whole when it has room for it (a sentence split in two could be heard with a
    /// gap), else as many pieces as it has room for, in order.
    fn feed(&mut self) {
        let piece = samples(PIECE_MS, self.player.sample_rate()).max(1);
        for queued in &mut self.queue {
            if queued.handed < queued.samples.len()
                && self.player.play(&queued.samples[queued.handed..])
            {
                queued.handed = queued.samples.len();
            }
            while queued.handed < queued.samples.len() {
                let end = (queued.handed + piece).min(queued.samples.len());
                if !self.player.play(&queued.samples[queued.handed..end]) {
                    return;
                }
                queued.handed = end;
            }
        }
    }

    /// Looks at the player: forgets what it played, hands it more; its failure, if any.
    fn update(&mut self) -> Option<String> {
        self.forget_played();
        if let Some(reason) = self.player.failure() {
            return Some(reason);
        }
        self.feed();
        None
    }

    /// Stops the player and returns the sentences it had not played to their end.
    fn abandon(&mut self) -> Vec<Queued> {
        self.player.interrupt();
        self.queue.drain(..).collect()
    }

    /// Whether every sentence given has been played.
    fn idle(&self) -> bool {
        self.queue.is_empty() && self.player.unplayed() == 0
    }
}

impl ClipSpeaker {
    /// A speaker saying sentences with `library`'s clips: the player's own output on `player`, public
    /// announcements on `announce`.
    #[must_use]
    pub fn new(
        library: ClipLibrary,
        player: Box<dyn Player>,
        announce: Box<dyn Player>,
    ) -> ClipSpeaker {
        ClipSpeaker {
            library,
            player: Lane::new(player),
            announce: Lane::new(announce),
            said: 0,
            failed: None,
        }
    }

    fn lane(&mut self, route: Route) -> &mut Lane {
        match route {
            Route::Player => &mut self.player,
            Route::Announce => &mut self.announce,
        }
    }

    /// Looks at both players; on a failure, ends the speaker and returns it with everything unsaid (and `extra`).
    fn update(&mut self, extra: Option<Utterance>) -> Result<(), SpeakerFailure> {
        if let Some(reason) = &self.failed {
            return match extra {
                Some(utterance) => Err(SpeakerFailure {
                    reason: reason.clone(),
                    unsaid: vec![utterance],
                }),
                None => Ok(()),
            };
        }
        let failure = self.player.update().or_else(|| self.announce.update());
        let Some(reason) = failure else {
            return Ok(());
        };
        // The other player is stopped too: the next speaker says everything unsaid, in order.
        self.announce.forget_played();
        let mut unsaid = self.player.abandon();
        unsaid.extend(self.announce.abandon());
        unsaid.sort_by_key(|q| q.order);
        let mut unsaid: Vec<Utterance> = unsaid.into_iter().map(|q| q.utterance).collect();
        unsaid.extend(extra);
        self.failed = Some(reason.clone());
        Err(SpeakerFailure { reason, unsaid })
    }
}

impl Speaker for ClipSpeaker {
    fn name(&self) -> &'static str {
        "the built-in voice"
    }

    fn say(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure> {
        if self.failed.is_some()
            || self.player.player.failure().is_some()
            || self.announce.player.failure().is_some()
        {
            return self.update(Some(utterance));
        }
        let rate = self.lane(utterance.route).player.sample_rate();
        let mut rendered = render(&self.library, &utterance.text, rate);
        let lane = self.lane(utterance.route);
        lane.forget_played();
        let priority: Priority = utterance.priority;
        // A sentence with nothing to say stops nothing.
        if !rendered.samples.is_empty()
            && !lane.queue.is_empty()
            && lane
                .queue
                .iter()
                .all(|q| priority.interrupts(q.utterance.priority))
        {
            lane.player.interrupt();
            lane.queue.clear();
        }
        if utterance.after_ms > 0 && !rendered.samples.is_empty() {
            let mut samples = vec![0.0; samples(utterance.after_ms, rate)];
            samples.append(&mut rendered.samples);
            rendered.samples = samples;
        }
        self.said += 1;
        let order = self.said;
        if !rendered.samples.is_empty() {
            self.lane(utterance.route).queue.push_back(Queued {
                order,
                utterance,
                samples: rendered.samples,
                handed: 0,
            });
        }
        self.update(None)
    }

    fn check(&mut self) -> Result<(), SpeakerFailure> {
        self.update(None)
    }

    fn finish(&mut self, limit: Duration) -> bool {
        let start = Instant::now();
        loop {
            // A failure is left for `check` to report.
            if self.failed.is_some()
                || self.player.player.failure().is_some()
                || self.announce.player.failure().is_some()
            {
                return false;
            }
            for lane in [&mut self.player, &mut self.announce] {
                lane.forget_played();
                lane.feed();
            }
            if self.player.idle() && self.announce.idle() {
                return true;
            }
            let waited = start.elapsed();
            if waited >= limit {
                return false;
            }
            thread::sleep(FINISH_POLL.min(limit - waited));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clips::render;
    use std::{
        collections::HashMap,
        sync::{Arc, Mutex},
    };

    /// What a fake player was given and has not played, what it played, and how it behaves.
    #[derive(Default)]
    struct Device {
        queue: Vec<f32>,
        played: Vec<f32>,
        interrupts: usize,
        /// How many samples its queue holds at most.
        room: Option<usize>,
        failure: Option<String>,
    }

    #[derive(Clone)]
    struct FakePlayer {
        rate: u32,
        device: Arc<Mutex<Device>>,
    }

    impl FakePlayer {
        fn new(rate: u32) -> Self {
            FakePlayer {
                rate,
                device: Arc::default(),
            }
        }

        /// The device plays `n` queued samples (all with `usize::MAX`).
        fn play_out(&self, n: usize) {
            let mut device = self.device.lock().unwrap();
            let n = n.min(device.queue.len());
            let played: Vec<f32> = device.queue.drain(..n).collect();
            device.played.extend(played);
        }

        fn queued(&self) -> Vec<f32> {
            self.device.lock().unwrap().queue.clone()
        }

        fn played(&self) -> Vec<f32> {
            self.device.lock().unwrap().played.clone()
        }

        fn interrupts(&self) -> usize {
            self.device.lock().unwrap().interrupts
        }

        fn set(&self, change: impl FnOnce(&mut Device)) {
            change(&mut self.device.lock().unwrap());
        }
    }

    impl Player for FakePlayer {
        fn play(&mut self, samples: &[f32]) -> bool {
            let mut device = self.device.lock().unwrap();
            if device
                .room
                .is_some_and(|room| device.queue.len() + samples.len() > room)
            {
                return false;
            }
            device.queue.extend_from_slice(samples);
            true
        }

        fn unplayed(&self) -> usize {
            self.device.lock().unwrap().queue.len()
        }

        fn interrupt(&mut self) {
            let mut device = self.device.lock().unwrap();
            device.queue.clear();
            device.interrupts += 1;
        }

        fn failure(&self) -> Option<String> {
            self.device.lock().unwrap().failure.clone()
        }

        fn sample_rate(&self) -> u32 {
            self.rate
        }
    }

    fn library() -> ClipLibrary {
        let clips: HashMap<String, Vec<i16>> = [
            ("eva", vec![8000; 800]),
            ("vier", vec![-8000; 600]),
            ("time", vec![4000; 500]),
            ("flag", vec![12000; 700]),
        ]
        .into_iter()
        .map(|(k, c)| (k.to_string(), c))
        .collect();
        ClipLibrary::new(8000, clips, Vec::new())
    }

    fn utterance(text: &str, route: Route, priority: Priority) -> Utterance {
        Utterance {
            text: text.to_string(),
            language: "de".to_string(),
            route,
            priority,
            after_ms: 0,
        }
    }

    fn move_words(text: &str) -> Utterance {
        utterance(text, Route::Announce, Priority::Announcement)
    }

    fn answer(text: &str) -> Utterance {
        utterance(text, Route::Player, Priority::Answer)
    }

    fn alert(text: &str) -> Utterance {
        utterance(text, Route::Player, Priority::Alert)
    }

    /// A speaker with the player's output at 8 kHz and the announcements at 16 kHz.
    fn new_speaker() -> (ClipSpeaker, FakePlayer, FakePlayer) {
        let (player, announce) = (FakePlayer::new(8000), FakePlayer::new(16_000));
        let speaker = ClipSpeaker::new(
            library(),
            Box::new(player.clone()),
            Box::new(announce.clone()),
        );
        (speaker, player, announce)
    }

    fn rendered(text: &str, rate: u32) -> Vec<f32> {
        render(&library(), text, rate).samples
    }

    #[test]
    fn each_route_is_rendered_at_its_players_rate_and_queued() {
        let (mut speaker, player, announce) = new_speaker();
        assert_eq!(speaker.name(), "the built-in voice");
        speaker.say(move_words("Eva vier")).unwrap();
        speaker.say(answer("time")).unwrap();
        assert_eq!(announce.queued(), rendered("Eva vier", 16_000));
        assert_eq!(player.queued(), rendered("time", 8000));
        // A second utterance of the same urgency waits its turn.
        speaker.say(move_words("vier")).unwrap();
        let both = [rendered("Eva vier", 16_000), rendered("vier", 16_000)].concat();
        assert_eq!(announce.queued(), both);
        // Nothing that can be said: nothing queued.
        speaker.say(move_words("Magnus")).unwrap();
        assert_eq!(announce.queued(), both);
        assert_eq!((player.interrupts(), announce.interrupts()), (0, 0));
    }

    #[test]
    fn a_sentence_waits_in_silence_for_its_events_tone() {
        let (mut speaker, player, _) = new_speaker();
        let mut cue = alert("time");
        cue.after_ms = 250;
        speaker.say(cue).unwrap();
        let expected = [vec![0.0; 2000], rendered("time", 8000)].concat();
        assert_eq!(player.queued(), expected);
    }

    #[test]
    fn a_more_urgent_utterance_interrupts_what_is_unplayed() {
        let (mut speaker, player, announce) = new_speaker();
        speaker.say(answer("time")).unwrap();
        player.play_out(100);
        // An answer replaces an answer, even half said.
        speaker.say(answer("eva")).unwrap();
        assert_eq!(player.interrupts(), 1);
        assert_eq!(player.queued(), rendered("eva", 8000));
        // An alert interrupts an answer.
        speaker.say(alert("flag")).unwrap();
        assert_eq!(player.interrupts(), 2);
        assert_eq!(player.queued(), rendered("flag", 8000));
        // An answer does not interrupt an alert, nor an alert an alert.
        speaker.say(answer("time")).unwrap();
        speaker.say(alert("vier")).unwrap();
        assert_eq!(player.interrupts(), 2);
        let three = [
            rendered("flag", 8000),
            rendered("time", 8000),
            rendered("vier", 8000),
        ]
        .concat();
        assert_eq!(player.queued(), three);
        // Nor an utterance that is more urgent than only some of what is unplayed.
        speaker
            .say(utterance("eva", Route::Player, Priority::Announcement))
            .unwrap();
        assert_eq!(player.interrupts(), 2);
        // The other route is another queue; there a move is said to its end, the alert after it.
        speaker.say(move_words("Eva")).unwrap();
        speaker
            .say(utterance("flag", Route::Announce, Priority::Alert))
            .unwrap();
        assert_eq!((player.interrupts(), announce.interrupts()), (2, 0));
        let both = [rendered("Eva", 16_000), rendered("flag", 16_000)].concat();
        assert_eq!(announce.queued(), both);
    }

    #[test]
    fn what_was_played_no_longer_counts() {
        let flag = rendered("flag", 8000).len();
        let (mut speaker, player, _) = new_speaker();
        speaker.say(alert("flag")).unwrap();
        player.play_out(flag);
        speaker.say(answer("time")).unwrap();
        // Only the answer is unplayed: an announcement interrupts it, the played alert notwithstanding.
        speaker
            .say(utterance("eva", Route::Player, Priority::Announcement))
            .unwrap();
        assert_eq!(player.interrupts(), 1);
        assert_eq!(player.queued(), rendered("eva", 8000));
        assert_eq!(player.played(), rendered("flag", 8000));

        // With the alert one sample short of played, the announcement waits.
        let (mut speaker, player, _) = new_speaker();
        speaker.say(alert("flag")).unwrap();
        player.play_out(flag - 1);
        speaker
            .say(utterance("eva", Route::Player, Priority::Announcement))
            .unwrap();
        assert_eq!(player.interrupts(), 0);
        assert_eq!(player.queued().len(), 1 + rendered("eva", 8000).len());
        // Nothing unplayed: nothing to interrupt.
        player.play_out(usize::MAX);
        speaker.say(alert("vier")).unwrap();
        assert_eq!(player.interrupts(), 0);
        assert_eq!(player.queued(), rendered("vier", 8000));
    }

    #[test]
    fn a_full_player_gets_the_rest_later_in_order() {
        let (mut speaker, _, announce) = new_speaker();
        let piece = samples(PIECE_MS, 16_000);
        announce.set(|d| d.room = Some(2 * piece + 10));
        speaker.say(move_words("Eva vier, time flag.")).unwrap();
        speaker.say(move_words("flag eva")).unwrap();
        let whole = [
            rendered("Eva vier, time flag.", 16_000),
            rendered("flag eva", 16_000),
        ]
        .concat();
        assert!(whole.len() > 10 * piece);
        assert_eq!(announce.queued(), whole[..2 * piece]);
        assert!(!speaker.finish(Duration::from_millis(20)));
        for _ in 0..whole.len() / piece + 1 {
            announce.play_out(piece);
            speaker.check().unwrap();
        }
        assert_eq!(announce.played(), whole);
        assert!(speaker.finish(Duration::ZERO));
    }

    #[test]
    fn an_interruption_drops_what_was_not_yet_handed_over() {
        let (mut speaker, player, _) = new_speaker();
        let piece = samples(PIECE_MS, 8000);
        player.set(|d| d.room = Some(piece));
        speaker.say(answer("eva vier time flag")).unwrap();
        player.play_out(piece);
        speaker.say(alert("time")).unwrap();
        player.play_out(usize::MAX);
        for _ in 0..20 {
            speaker.check().unwrap();
            player.play_out(usize::MAX);
        }
        let said = rendered("eva vier time flag", 8000);
        assert_eq!(
            player.played(),
            [&said[..piece], &rendered("time", 8000)[..]].concat()
        );
    }

    #[test]
    fn a_failing_player_hands_back_everything_unsaid() {
        let (mut speaker, player, announce) = new_speaker();
        speaker.say(move_words("Eva vier")).unwrap();
        speaker.say(answer("time")).unwrap();
        speaker.say(move_words("vier")).unwrap();
        announce.play_out(rendered("Eva vier", 16_000).len());
        announce.set(|d| d.failure = Some("the sound device went away".into()));
        let failure = speaker.say(alert("flag")).unwrap_err();
        assert_eq!(failure.reason, "the sound device went away");
        assert_eq!(
            failure.unsaid,
            [answer("time"), move_words("vier"), alert("flag")]
        );
        // The player that still works is stopped: the next speaker says it all.
        assert!(player.queued().is_empty());
        assert_eq!(player.interrupts(), 1);
        // Reported once; then the speaker says nothing and hands back each new utterance.
        assert_eq!(speaker.check(), Ok(()));
        let again = speaker.say(answer("eva")).unwrap_err();
        assert_eq!(again.reason, "the sound device went away");
        assert_eq!(again.unsaid, [answer("eva")]);
        assert!(!speaker.finish(Duration::from_millis(5)));
        assert!(player.queued().is_empty());
    }

    #[test]
    fn check_reports_a_failure_once_and_finish_leaves_it_to_check() {
        let (mut speaker, player, _) = new_speaker();
        speaker.say(answer("time")).unwrap();
        assert_eq!(speaker.check(), Ok(()));
        player.set(|d| d.failure = Some("unplugged".into()));
        assert!(!speaker.finish(Duration::from_millis(5)));
        let failure = speaker.check().unwrap_err();
        assert_eq!(failure.reason, "unplugged");
        assert_eq!(failure.unsaid, [answer("time")]);
        assert_eq!(speaker.check(), Ok(()));
    }

    #[test]
    fn finish_waits_until_both_players_have_played_everything() {
        let (mut speaker, player, announce) = new_speaker();
        assert!(speaker.finish(Duration::ZERO));
        speaker.say(move_words("Eva")).unwrap();
        speaker.say(answer("time")).unwrap();
        let started = Instant::now();
        assert!(!speaker.finish(Duration::from_millis(30)));
        assert!(started.elapsed() >= Duration::from_millis(30));
        let device = player.clone();
        let playing = thread::spawn(move || {
            thread::sleep(Duration::from_millis(20));
            device.play_out(usize::MAX);
        });
        announce.play_out(usize::MAX);
        assert!(speaker.finish(Duration::from_secs(5)));
        playing.join().unwrap();
        assert_eq!(player.played(), rendered("time", 8000));
    }
}
