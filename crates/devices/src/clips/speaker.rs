//! The built-in voice as a [`Speaker`]: sentences rendered from clips and played on a [`Player`] for each route,
//! or on one player for both, as the core's speech policy ([`SpeechQueue`]) decides.
//!
//! Two different outputs (the blind player's earphone and the public announcements, on two devices or on the two
//! channels of one) each have their own player and their own lane of the policy: they are heard side by side. When
//! both routes go to the same output, one voice says everything, one sentence at a time, on one player and one lane
//! of the policy ([`Lanes::Shared`], as system speech): a move said while an answer is read is not heard over it
//! (the answer is cut or paused as the policy says). A sentence is rendered at its player's rate when it is given.
//! The player is handed what the policy has its lane say, in the policy's order ([`SpeechQueue::order`]): the
//! sentence being said, then those
//! waiting, each after the silence left of its event's tone, so that sentences follow each other without a gap even
//! when nobody calls the speaker in between. Sentences are handed in pieces of [`PIECE_MS`], as many as the player has
//! room for; the rest follows whenever the speaker is called again (`say`, `check`, `finish`), so a long sentence
//! never needs a long queue and nothing is lost when the queue is full. When the policy's order changes (it stops the
//! sentence being said, drops a waiting answer, puts an alert first), the player drops its queue
//! ([`Player::interrupt`]) and is handed again the unplayed part of what is still to be said. A sentence the player
//! has played to its end is over: the policy is told. A player that reports a failure ends the speaker: the failure
//! carries every sentence not yet played to its end, oldest first.
//!
//! The speaker's logic takes the time in milliseconds; [`Speaker`]'s methods read it from the speaker's [`Clock`]
//! (the wall clock, or the tests' fake one), and `finish` waits on that clock.

use std::{
    collections::{BTreeMap, VecDeque},
    thread,
    time::{Duration, Instant},
};

use super::{joiner::render_utterance, library::ClipLibrary, pace::Paces};
use crate::{Player, PlayerFailure, Speaker, SpeakerFailure};
use tactus_core::sample_count;
use tactus_core::{Action, Id, Lanes, PhraseKey, QueuePlacement, Route, SpeechQueue, Utterance};

/// The longest piece of a sentence handed to a player at once, in milliseconds.
pub(crate) const PIECE_MS: u32 = 100;

/// How long `finish` waits between looks at the players.
const FINISH_POLL: Duration = Duration::from_millis(10);

/// The time of the built-in voice: milliseconds since its start, and a way to let time pass.
pub(crate) trait Clock: Send {
    /// Milliseconds since the speaker started.
    fn now_ms(&self) -> u64;
    /// Lets `duration` pass (`finish` between its looks at the players).
    fn wait(&self, duration: Duration);
}

/// The system's monotonic clock.
struct WallClock(Instant);

impl Clock for WallClock {
    fn now_ms(&self) -> u64 {
        u64::try_from(self.0.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn wait(&self, duration: Duration) {
        thread::sleep(duration);
    }
}

/// The built-in recorded voice.
pub struct ClipSpeaker {
    /// The clips at every pace prepared, and the one in use.
    voices: Paces,
    /// The player's route first; the announcements' second, when they have an output of their own.
    lanes: Vec<Lane>,
    policy: SpeechQueue,
    /// Every sentence given and not yet over, by its number (the order of `say`): the policy's ids.
    sentences: BTreeMap<Id, Sentence>,
    next: Id,
    clock: Box<dyn Clock>,
    /// Set once a failure has been reported: the speaker says nothing more.
    failed: Option<PlayerFailure>,
}

/// A sentence given and not yet over.
struct Sentence {
    utterance: Utterance,
    /// Its words, rendered at its player's rate.
    words: Vec<f32>,
}

/// One route: its player and what it was handed.
struct Lane {
    player: Box<dyn Player>,
    /// What the player was given (or is to be given as it has room), in order: the beginning of what the policy
    /// has the route say, the first one being heard.
    handed: VecDeque<Handed>,
}

/// A sentence for a player, with the silence before it.
struct Handed {
    id: Id,
    samples: Vec<f32>,
    /// How many of `samples` the player has been given.
    handed: usize,
}

impl Lane {
    fn new(player: Box<dyn Player>) -> Self {
        Lane {
            player,
            handed: VecDeque::new(),
        }
    }

    /// How many of the samples handed over have been played.
    fn played(&self) -> usize {
        let handed: usize = self.handed.iter().map(|h| h.handed).sum();
        handed.saturating_sub(self.player.unplayed())
    }

    /// Forgets the sentences the player has played to their end; returns them, in order.
    fn take_played(&mut self) -> Vec<Id> {
        let mut played = self.played();
        let mut done = Vec::new();
        while let Some(front) = self.handed.front() {
            if front.handed < front.samples.len() || front.handed > played {
                break;
            }
            played -= front.handed;
            done.push(front.id);
            self.handed.pop_front();
        }
        done
    }

    /// Hands the player each sentence whole when it has room for it (a sentence split in two could be heard with a
    /// gap), else as many pieces as it has room for, in order.
    fn feed(&mut self) {
        let piece = sample_count(PIECE_MS, self.player.sample_rate()).max(1);
        for sentence in &mut self.handed {
            if sentence.handed < sentence.samples.len()
                && self.player.play(&sentence.samples[sentence.handed..])
            {
                sentence.handed = sentence.samples.len();
            }
            while sentence.handed < sentence.samples.len() {
                let end = (sentence.handed + piece).min(sentence.samples.len());
                if !self.player.play(&sentence.samples[sentence.handed..end]) {
                    return;
                }
                sentence.handed = end;
            }
        }
    }

    /// Makes what the player holds follow `order`, the policy's order for this route: keeps what agrees with its
    /// beginning, takes back the rest (the player drops its queue and is handed again the unplayed part of what is
    /// kept), and adds what follows, each made by `make` from its id and the samples ahead of it.
    fn follow(&mut self, order: &[Id], mut make: impl FnMut(Id, usize) -> Vec<f32>) {
        let kept = self
            .handed
            .iter()
            .zip(order)
            .take_while(|(handed, id)| handed.id == **id)
            .count();
        if self.handed.iter().skip(kept).any(|h| h.handed > 0) {
            let mut played = self.played();
            self.player.interrupt();
            for sentence in self.handed.iter_mut().take(kept) {
                let heard = played.min(sentence.handed);
                played -= heard;
                sentence.samples.drain(..heard);
                sentence.handed = 0;
            }
        }
        self.handed.truncate(kept);
        for &id in &order[kept..] {
            let ahead: usize = self
                .handed
                .iter()
                .map(|h| h.samples.len())
                .sum::<usize>()
                .saturating_sub(self.played());
            let samples = make(id, ahead);
            self.handed.push_back(Handed {
                id,
                samples,
                handed: 0,
            });
        }
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
        Self::with_clock(
            library,
            player,
            announce,
            Box::new(WallClock(Instant::now())),
        )
    }

    /// Like [`ClipSpeaker::new`], on `clock`.
    pub(crate) fn with_clock(
        library: ClipLibrary,
        player: Box<dyn Player>,
        announce: Box<dyn Player>,
        clock: Box<dyn Clock>,
    ) -> ClipSpeaker {
        ClipSpeaker {
            voices: Paces::new(library, super::pace::RECORDED),
            lanes: vec![Lane::new(player), Lane::new(announce)],
            policy: SpeechQueue::new(Lanes::PerRoute),
            sentences: BTreeMap::new(),
            next: 0,
            clock,
            failed: None,
        }
    }

    /// A speaker saying both routes' sentences with one voice on `player`, one at a time: the outputs of both routes
    /// are one (the same device and channels), where two voices would be heard on top of each other.
    #[must_use]
    pub fn one_voice(library: ClipLibrary, player: Box<dyn Player>) -> ClipSpeaker {
        Self::one_voice_with_clock(library, player, Box::new(WallClock(Instant::now())))
    }

    /// Like [`ClipSpeaker::one_voice`], on `clock`.
    pub(crate) fn one_voice_with_clock(
        library: ClipLibrary,
        player: Box<dyn Player>,
        clock: Box<dyn Clock>,
    ) -> ClipSpeaker {
        ClipSpeaker {
            voices: Paces::new(library, super::pace::RECORDED),
            lanes: vec![Lane::new(player)],
            policy: SpeechQueue::new(Lanes::Shared),
            sentences: BTreeMap::new(),
            next: 0,
            clock,
            failed: None,
        }
    }

    /// The speaker saying its words at `percent` of their recorded pace (from 50 to 300), the clips stretched for it
    /// now, before anything is said.
    #[must_use]
    pub fn at_pace(mut self, percent: u32) -> ClipSpeaker {
        self.voices.choose(percent);
        self
    }

    /// How many bytes the clips of every pace prepared take.
    #[must_use]
    pub fn clip_bytes(&self) -> usize {
        self.voices.samples() * std::mem::size_of::<i16>()
    }

    /// The lane of `route`'s sentences: the only one when one voice says both routes.
    fn lane(&mut self, route: Route) -> &mut Lane {
        let index = match route {
            Route::Player => 0,
            Route::Announce => self.lanes.len() - 1,
        };
        &mut self.lanes[index]
    }

    /// Each lane with the route whose order (the policy's) it follows.
    fn routes(&self) -> &'static [Route] {
        if self.lanes.len() == 1 {
            &[Route::Player]
        } else {
            &[Route::Player, Route::Announce]
        }
    }

    fn failure(&self) -> Option<PlayerFailure> {
        self.lanes.iter().find_map(|lane| lane.player.failure())
    }

    fn any_failure(&self) -> bool {
        self.failed.is_some() || self.failure().is_some()
    }

    /// Gives `utterance` to the policy at `now_ms`.
    fn say_at(&mut self, utterance: Utterance, now_ms: u64) -> Result<(), SpeakerFailure> {
        if self.any_failure() {
            return self.update(Some(utterance), now_ms);
        }
        // The policy decides on what is really still playing.
        self.advance(now_ms);
        let rate = self.lane(utterance.route).player.sample_rate();
        let words = render_utterance(self.voices.current(), &utterance, rate).samples;
        let mut placement = QueuePlacement::of(&utterance);
        // What the voice has no words for is, to the policy, nothing to say.
        placement.blank |= words.is_empty();
        let id = self.next;
        self.next += 1;
        if !placement.blank {
            self.sentences.insert(id, Sentence { utterance, words });
        }
        let actions = self.policy.add(id, placement, now_ms);
        self.carry_out(actions);
        self.update(None, now_ms)
    }

    /// Does what the policy decided: forgets what it stopped or dropped (what it paused is kept, to be said again
    /// from its beginning). What it starts is what the players are handed in its order ([`ClipSpeaker::follow`]).
    fn carry_out(&mut self, actions: Vec<Action>) {
        for action in actions {
            if let Action::Drop(id) | Action::Stop(id) = action {
                self.sentences.remove(&id);
            }
        }
    }

    /// Hands each player what the policy has its route say, in order, each sentence after the silence left of its
    /// tone when it is expected to start (from the samples ahead of it).
    fn follow(&mut self, now_ms: u64) {
        for (index, &route) in self.routes().iter().enumerate() {
            let order = self.policy.order(route);
            let ids: Vec<Id> = order.iter().map(|(id, _)| *id).collect();
            let sentences = &self.sentences;
            let lane = &mut self.lanes[index];
            let rate = lane.player.sample_rate();
            lane.follow(&ids, |id, ahead| {
                let not_before = order
                    .iter()
                    .find(|(o, _)| *o == id)
                    .map_or(0, |(_, at)| *at);
                let ahead_ms = u64::try_from(ahead)
                    .unwrap_or(u64::MAX)
                    .saturating_mul(1000)
                    / u64::from(rate.max(1));
                let silence = not_before.saturating_sub(now_ms.saturating_add(ahead_ms));
                let silence = u32::try_from(silence).unwrap_or(u32::MAX);
                let mut samples = vec![0.0; sample_count(silence, rate)];
                if let Some(sentence) = sentences.get(&id) {
                    samples.extend_from_slice(&sentence.words);
                }
                samples
            });
        }
    }

    /// Moves both players on at `now_ms`: what was played to its end is over (the policy is told), the rest is
    /// handed over as room allows. On a failure, ends the speaker and returns it with everything unsaid (and `extra`).
    fn update(&mut self, extra: Option<Utterance>, now_ms: u64) -> Result<(), SpeakerFailure> {
        if let Some(reason) = &self.failed {
            return match extra {
                Some(utterance) => Err(SpeakerFailure {
                    reason: reason.clone().into(),
                    unsaid: vec![utterance],
                }),
                None => Ok(()),
            };
        }
        if let Some(reason) = self.failure() {
            // What was played to its end is said; every player is stopped and the next speaker says the rest.
            for lane in &mut self.lanes {
                for id in lane.take_played() {
                    self.sentences.remove(&id);
                }
                lane.player.interrupt();
                lane.handed.clear();
            }
            let mut unsaid: Vec<Utterance> = std::mem::take(&mut self.sentences)
                .into_values()
                .map(|sentence| sentence.utterance)
                .collect();
            unsaid.extend(extra);
            self.failed = Some(reason.clone());
            return Err(SpeakerFailure {
                reason: reason.into(),
                unsaid,
            });
        }
        self.advance(now_ms);
        Ok(())
    }

    /// Tells the policy what the players have played to their end at `now_ms`, and hands them what follows.
    fn advance(&mut self, now_ms: u64) {
        loop {
            self.follow(now_ms);
            let mut done = Vec::new();
            for lane in &mut self.lanes {
                lane.feed();
                done.extend(lane.take_played());
            }
            if done.is_empty() {
                break;
            }
            for id in done {
                self.sentences.remove(&id);
                let actions = self.policy.finished(id, now_ms);
                self.carry_out(actions);
            }
        }
    }
}

impl Speaker for ClipSpeaker {
    fn name(&self) -> &'static str {
        "the built-in voice"
    }

    fn spoken_name(&self) -> Option<PhraseKey> {
        Some(PhraseKey::SpeakerBuiltIn)
    }

    fn say(&mut self, utterance: Utterance) -> Result<(), SpeakerFailure> {
        let now = self.clock.now_ms();
        self.say_at(utterance, now)
    }

    fn check(&mut self) -> Result<(), SpeakerFailure> {
        let now = self.clock.now_ms();
        self.update(None, now)
    }

    fn set_rate(&mut self, percent: u32) {
        self.voices.choose(percent);
    }

    fn cut_answers_before(&mut self, action: u64) {
        let now = self.clock.now_ms();
        let actions = self.policy.cut_answers_before(action, now);
        self.carry_out(actions);
        let _ = self.update(None, now);
    }

    fn speaking(&mut self) -> bool {
        if self.any_failure() {
            return false;
        }
        let now = self.clock.now_ms();
        self.advance(now);
        !self.policy.is_idle()
    }

    /// Without a limit it waits as long as the players play: a sound device that stops playing fails its player.
    fn finish(&mut self, limit: Option<Duration>) -> bool {
        let limit_ms = limit.map_or(u64::MAX, |limit| {
            u64::try_from(limit.as_millis()).unwrap_or(u64::MAX)
        });
        let deadline = self.clock.now_ms().saturating_add(limit_ms);
        loop {
            // A failure is left for `check` to report.
            if self.any_failure() {
                return false;
            }
            let now = self.clock.now_ms();
            self.advance(now);
            if self.policy.is_idle() {
                return true;
            }
            if now >= deadline {
                return false;
            }
            self.clock
                .wait(FINISH_POLL.min(Duration::from_millis(deadline - now)));
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
    use tactus_core::Priority;

    /// What a fake clock does after a wait, given the new time.
    type OnWait = Box<dyn FnMut(u64) + Send>;

    /// Time that moves only when the speaker waits; each wait may let the fake devices play.
    #[derive(Clone, Default)]
    struct FakeClock {
        now: Arc<Mutex<u64>>,
        on_wait: Arc<Mutex<Option<OnWait>>>,
    }

    impl FakeClock {
        fn now(&self) -> u64 {
            *self.now.lock().unwrap()
        }

        fn advance(&self, ms: u64) {
            *self.now.lock().unwrap() += ms;
        }

        /// Runs `call` with the new time after each wait.
        fn on_wait(&self, call: impl FnMut(u64) + Send + 'static) {
            *self.on_wait.lock().unwrap() = Some(Box::new(call));
        }
    }

    impl Clock for FakeClock {
        fn now_ms(&self) -> u64 {
            self.now()
        }

        fn wait(&self, duration: Duration) {
            self.advance(u64::try_from(duration.as_millis()).unwrap());
            let now = self.now();
            if let Some(call) = self.on_wait.lock().unwrap().as_mut() {
                call(now);
            }
        }
    }

    /// What a fake player was given and has not played, what it played, and how it behaves.
    #[derive(Default)]
    struct Device {
        queue: Vec<f32>,
        played: Vec<f32>,
        interrupts: usize,
        /// How many samples its queue holds at most.
        room: Option<usize>,
        failure: Option<PlayerFailure>,
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

        fn failure(&self) -> Option<PlayerFailure> {
            self.device.lock().unwrap().failure.clone()
        }

        fn sample_rate(&self) -> u32 {
            self.rate
        }
    }

    /// The announcements' device, gone.
    fn went_away() -> PlayerFailure {
        PlayerFailure::Stalled {
            device: "announce".into(),
        }
    }

    /// The player's device, unplugged.
    fn unplugged() -> PlayerFailure {
        PlayerFailure::DeviceError {
            device: "player".into(),
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

    /// An utterance made by a new action of the user's (one for each text).
    fn utterance(text: &str, route: Route, priority: Priority) -> Utterance {
        let number = text
            .bytes()
            .fold(7_u64, |hash, byte| hash.wrapping_mul(31) ^ u64::from(byte));
        Utterance {
            origin: tactus_core::Origin {
                number,
                cause: tactus_core::Cause::User,
            },
            ..Utterance::new(text, "de", route, priority)
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
        let (speaker, player, announce, _) = new_speaker_and_clock();
        (speaker, player, announce)
    }

    /// A speaker like [`new_speaker`], and its clock.
    fn new_speaker_and_clock() -> (ClipSpeaker, FakePlayer, FakePlayer, FakeClock) {
        let (player, announce) = (FakePlayer::new(8000), FakePlayer::new(16_000));
        let clock = FakeClock::default();
        let speaker = ClipSpeaker::with_clock(
            library(),
            Box::new(player.clone()),
            Box::new(announce.clone()),
            Box::new(clock.clone()),
        );
        (speaker, player, announce, clock)
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
        // Given while a move is said, the flag keeps only what is left of its tone when it is expected to start.
        let (mut speaker, _, announce, clock) = new_speaker_and_clock();
        clock.advance(1000);
        speaker.say(move_words("Eva")).unwrap();
        let eva = rendered("Eva", 16_000);
        let eva_ms = eva.len() / 16;
        let mut flag = utterance("flag", Route::Announce, Priority::Alert);
        flag.after_ms = u32::try_from(eva_ms).unwrap() + 200;
        speaker.say(flag).unwrap();
        let expected = [eva, vec![0.0; 3200], rendered("flag", 16_000)].concat();
        assert_eq!(announce.queued(), expected);
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
        // An answer does not interrupt an alert, nor an alert an alert, nor a move an alert: nothing of the
        // alert being said is lost. What waits is said most urgent first: the second alert goes before the move
        // (the player is handed the rest again in that order); the answer that waited is over, since the user
        // acted again meanwhile.
        speaker.say(answer("time")).unwrap();
        let flag_before = player.queued();
        speaker.say(alert("vier")).unwrap();
        speaker
            .say(utterance("eva", Route::Player, Priority::Announcement))
            .unwrap();
        let heard = [
            flag_before[..rendered("flag", 8000).len()].to_vec(),
            rendered("vier", 8000),
            rendered("eva", 8000),
        ]
        .concat();
        assert_eq!(player.queued(), heard);
        // The other route is another queue; there a move is said to its end, the alert after it.
        speaker.say(move_words("Eva")).unwrap();
        speaker
            .say(utterance("flag", Route::Announce, Priority::Alert))
            .unwrap();
        assert_eq!(announce.interrupts(), 0);
        let both = [rendered("Eva", 16_000), rendered("flag", 16_000)].concat();
        assert_eq!(announce.queued(), both);
    }

    #[test]
    fn an_answer_paused_by_the_clock_is_handed_again_whole_after_the_cue() {
        let (mut speaker, player, _) = new_speaker();
        speaker.say(answer("time")).unwrap();
        player.play_out(100);
        // The clock's cue is the program's own: the answer is paused, not cut.
        let cue = Utterance {
            origin: tactus_core::Origin {
                number: 0,
                cause: tactus_core::Cause::Program,
            },
            ..utterance("flag", Route::Player, Priority::Alert)
        };
        speaker.say(cue).unwrap();
        assert_eq!(player.interrupts(), 1);
        let heard = [rendered("flag", 8000), rendered("time", 8000)].concat();
        assert_eq!(player.queued(), heard);
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
        let piece = sample_count(PIECE_MS, 16_000);
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
        assert!(!speaker.finish(Some(Duration::from_millis(20))));
        for _ in 0..whole.len() / piece + 1 {
            announce.play_out(piece);
            speaker.check().unwrap();
        }
        assert_eq!(announce.played(), whole);
        assert!(speaker.finish(Some(Duration::ZERO)));
    }

    #[test]
    fn an_interruption_drops_what_was_not_yet_handed_over() {
        let (mut speaker, player, _) = new_speaker();
        let piece = sample_count(PIECE_MS, 8000);
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
        announce.set(|d| d.failure = Some(went_away()));
        let failure = speaker.say(alert("flag")).unwrap_err();
        assert_eq!(failure.reason, went_away().into());
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
        assert_eq!(again.reason, went_away().into());
        assert_eq!(again.unsaid, [answer("eva")]);
        assert!(!speaker.finish(Some(Duration::from_millis(5))));
        assert!(player.queued().is_empty());
    }

    #[test]
    fn check_reports_a_failure_once_and_finish_leaves_it_to_check() {
        let (mut speaker, player, _) = new_speaker();
        speaker.say(answer("time")).unwrap();
        assert_eq!(speaker.check(), Ok(()));
        player.set(|d| d.failure = Some(unplugged()));
        assert!(!speaker.finish(Some(Duration::from_millis(5))));
        let failure = speaker.check().unwrap_err();
        assert_eq!(failure.reason, unplugged().into());
        assert_eq!(failure.unsaid, [answer("time")]);
        assert_eq!(speaker.check(), Ok(()));
    }

    /// A speaker saying both routes with one voice on a fake player at 8 kHz.
    fn one_voice() -> (ClipSpeaker, FakePlayer) {
        let player = FakePlayer::new(8000);
        let speaker = ClipSpeaker::one_voice_with_clock(
            library(),
            Box::new(player.clone()),
            Box::new(FakeClock::default()),
        );
        (speaker, player)
    }

    /// One voice for both routes: a move given while an answer is read is not heard over it. Given by the program
    /// (the engine's move), it goes first and the cut answer is said again after it; given by the user, it cuts the
    /// answer; of one action, the sentences follow each other on whichever route.
    #[test]
    fn one_voice_says_one_sentence_at_a_time() {
        let (mut speaker, player) = one_voice();
        speaker.say(answer("time")).unwrap();
        player.play_out(100);
        let mut engine = move_words("Eva vier");
        engine.origin.cause = tactus_core::Cause::Program;
        speaker.say(engine).unwrap();
        assert_eq!(player.interrupts(), 1);
        let heard = [rendered("Eva vier", 8000), rendered("time", 8000)].concat();
        assert_eq!(player.queued(), heard);

        let (mut speaker, player) = one_voice();
        speaker.say(answer("time flag")).unwrap();
        player.play_out(100);
        speaker.say(move_words("vier")).unwrap();
        assert_eq!(player.interrupts(), 1);
        assert_eq!(player.queued(), rendered("vier", 8000));

        let (mut speaker, player) = one_voice();
        let moved = move_words("Eva");
        let mut then = answer("flag");
        then.origin = moved.origin;
        speaker.say(moved).unwrap();
        speaker.say(then).unwrap();
        let heard = [rendered("Eva", 8000), rendered("flag", 8000)].concat();
        assert_eq!(player.queued(), heard);
        assert_eq!(player.interrupts(), 0);
    }

    #[test]
    fn finish_waits_until_both_players_have_played_everything() {
        let (mut speaker, player, announce, clock) = new_speaker_and_clock();
        assert!(speaker.finish(Some(Duration::ZERO)));
        speaker.say(move_words("Eva")).unwrap();
        speaker.say(answer("time")).unwrap();
        let started = clock.now();
        assert!(!speaker.finish(Some(Duration::from_millis(30))));
        assert_eq!(clock.now() - started, 30, "it waited its limit");
        announce.play_out(usize::MAX);
        // The device plays the answer 20 ms into the wait.
        let device = player.clone();
        let from = clock.now();
        clock.on_wait(move |now| {
            if now >= from + 20 {
                device.play_out(usize::MAX);
            }
        });
        assert!(speaker.finish(Some(Duration::from_secs(5))));
        assert_eq!(
            clock.now() - from,
            20,
            "it ended when everything was played"
        );
        assert_eq!(player.played(), rendered("time", 8000));
    }
}
