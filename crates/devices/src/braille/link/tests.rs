//! The link with a fake display: connecting, keys and screens, losses, retries and calls that never return.

use std::{
    collections::VecDeque,
    sync::{mpsc::Receiver, Mutex},
};

use super::super::error::BrlapiFailure;
use super::*;
use tactus_core::Input;

/// What the fake server does when asked to connect.
#[derive(Clone, Copy, Debug)]
enum Answer {
    /// A display of this many cells.
    Display(usize),
    /// Refused, at once.
    Refuse,
    /// Never answers (until the test ends).
    Hang,
}

#[derive(Default)]
struct World {
    /// Answers to connection attempts in turn; refused when none is left.
    answers: VecDeque<Answer>,
    attempts: usize,
    /// Keys the display will give, in turn.
    keys: VecDeque<u64>,
    /// The texts written, in order.
    written: Vec<String>,
    /// The server has gone: every call fails.
    gone: bool,
    /// Writes never return.
    hang_writes: bool,
    /// Calls now hanging (until released).
    hanging: usize,
    /// Ends every hanging call.
    released: bool,
}

#[derive(Clone, Default)]
struct Fake(Arc<Mutex<World>>);

impl Fake {
    fn with(&self, f: impl FnOnce(&mut World)) {
        f(&mut self.0.lock().unwrap());
    }

    fn get<T>(&self, f: impl FnOnce(&World) -> T) -> T {
        f(&self.0.lock().unwrap())
    }

    /// Waits (a call that hangs) until the test releases it.
    fn hang(&self) {
        self.with(|w| w.hanging += 1);
        while !self.get(|w| w.released) {
            thread::sleep(Duration::from_millis(5));
        }
        self.with(|w| w.hanging -= 1);
    }
}

struct FakeConnection(Fake);

impl Connection for FakeConnection {
    fn write(&mut self, screen: &Screen) -> Result<(), BrailleError> {
        if self.0.get(|w| w.hang_writes) {
            self.0.hang();
        }
        if self.0.get(|w| w.gone) {
            return Err(BrailleError::Brlapi(BrlapiFailure::Closed));
        }
        self.0.with(|w| w.written.push(screen.text()));
        Ok(())
    }

    fn read_key(&mut self, limit: Duration) -> Result<Option<u64>, BrailleError> {
        if self.0.get(|w| w.gone) {
            return Err(BrailleError::Brlapi(BrlapiFailure::Closed));
        }
        if let Some(key) = self.0 .0.lock().unwrap().keys.pop_front() {
            return Ok(Some(key));
        }
        thread::sleep(limit);
        Ok(None)
    }
}

impl Connector for Fake {
    type Link = FakeConnection;

    fn connect(&self) -> Result<(FakeConnection, usize), BrailleError> {
        let answer = {
            let mut world = self.0.lock().unwrap();
            world.attempts += 1;
            if world.gone {
                Answer::Refuse
            } else {
                world.answers.pop_front().unwrap_or(Answer::Refuse)
            }
        };
        match answer {
            Answer::Display(cells) => Ok((FakeConnection(self.clone()), cells)),
            Answer::Refuse => Err(BrailleError::Brlapi(BrlapiFailure::Refused)),
            Answer::Hang => {
                self.hang();
                Err(BrailleError::Brlapi(BrlapiFailure::Refused))
            }
        }
    }
}

fn fast() -> Timing {
    Timing {
        retry: Duration::from_millis(50),
        stall: Duration::from_millis(300),
        key_wait: Duration::from_millis(5),
        tick: Duration::from_millis(10),
        workers: 3,
    }
}

/// A running link on `fake`, with the channel of what it sends to the session and its own.
struct Running {
    fake: Fake,
    incoming: Receiver<Incoming>,
    own: Sender<Message>,
    thread: Option<thread::JoinHandle<()>>,
}

fn run(fake: &Fake, controls: Controls) -> Running {
    let (sender, incoming) = mpsc::channel();
    let (own, messages) = mpsc::channel();
    let link = Link::new(
        fake.clone(),
        fast(),
        controls,
        crate::shipped_voices::pack("en"),
        sender,
        own.clone(),
        Instant::now(),
    );
    let thread = thread::spawn(move || link.run(&messages));
    Running {
        fake: fake.clone(),
        incoming,
        own,
        thread: Some(thread),
    }
}

impl Running {
    /// The next thing sent to the session, within 3 s.
    fn next(&self) -> Incoming {
        self.incoming
            .recv_timeout(Duration::from_secs(3))
            .expect("the link sends something within 3 s")
    }

    /// Waits until `check` holds, within 3 s.
    fn until(&self, what: &str, check: impl Fn(&World) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(3);
        while !self.fake.get(&check) {
            assert!(Instant::now() < deadline, "not within 3 s: {what}");
            thread::sleep(Duration::from_millis(5));
        }
    }

    fn event(&self, event: Event) {
        self.own.send(Message::Event(event)).unwrap();
    }

    fn stop(mut self) {
        self.own.send(Message::Stop).unwrap();
        self.thread.take().unwrap().join().unwrap();
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.fake.with(|w| w.released = true);
    }
}

/// A link stepped by the test on a clock of its own: the link's decisions (when to try again, when a call has
/// stalled) follow the test's instants; only the connection threads run for real, and the test waits for what they
/// report.
struct Stepped {
    link: Link<Fake>,
    fake: Fake,
    now: Instant,
    incoming: Receiver<Incoming>,
    messages: Receiver<Message>,
}

impl Stepped {
    fn new(fake: &Fake, controls: Controls) -> Stepped {
        let (sender, incoming) = mpsc::channel();
        let (own, messages) = mpsc::channel();
        let now = Instant::now();
        let link = Link::new(
            fake.clone(),
            fast(),
            controls,
            crate::shipped_voices::pack("en"),
            sender,
            own,
            now,
        );
        let mut link = link;
        // The first attempt, at once.
        assert!(link.step(None, now));
        Stepped {
            link,
            fake: fake.clone(),
            now,
            incoming,
            messages,
        }
    }

    /// The clock moves on by `by`; the link looks at its worker then.
    fn advance(&mut self, by: Duration) {
        self.now += by;
        assert!(self.link.step(None, self.now));
    }

    /// Waits (for real, up to 3 s) for the next report of a connection thread and hands it to the link now.
    fn report(&mut self) {
        let message = self
            .messages
            .recv_timeout(Duration::from_secs(3))
            .expect("a connection reports within 3 s");
        assert!(self.link.step(Some(message), self.now));
    }

    /// Waits (for real, up to 3 s) until the fake world is so.
    fn until(&self, what: &str, check: impl Fn(&World) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(3);
        while !self.fake.get(&check) {
            assert!(Instant::now() < deadline, "not within 3 s: {what}");
            thread::sleep(Duration::from_millis(2));
        }
    }

    /// Waits (for real, up to 3 s) until the link's connection thread, if any, has made its first call.
    fn started(&self) {
        let deadline = Instant::now() + Duration::from_secs(3);
        while !self.link.worker_started() {
            assert!(Instant::now() < deadline, "no call within 3 s");
            thread::sleep(Duration::from_millis(2));
        }
    }

    /// What the link has told the session so far.
    fn told(&self) -> Vec<Incoming> {
        self.incoming.try_iter().collect()
    }
}

impl Drop for Stepped {
    fn drop(&mut self) {
        self.fake.with(|w| w.released = true);
    }
}

fn notice(text: &str) -> Incoming {
    Incoming::Notice(text.into())
}

fn answer(text: &str) -> Event {
    Event::answer("time", tactus_core::Sentence::text(text))
}

#[test]
fn a_display_connects_shows_events_and_sends_its_keys() {
    let fake = Fake::default();
    fake.with(|w| w.answers.push_back(Answer::Display(20)));
    let running = run(&fake, Controls::Play);
    assert_eq!(
        running.next(),
        notice("braille display connected: 20 cells")
    );
    running.event(answer("White to move"));
    running.until("the answer is written", |w| {
        w.written.iter().any(|t| t == "White to move")
    });
    // Typed "e4": the line shows as it grows (only the newest screen is written when several wait).
    fake.with(|w| w.keys.extend([0x65, 0x34]));
    running.until("the typed line", |w| w.written.iter().any(|t| t == "e4"));
    // Enter sends it; then F2.
    fake.with(|w| w.keys.extend([0xff0d, 0xffbf]));
    assert_eq!(running.next(), Incoming::Input(Input::Typed("e4".into())));
    assert_eq!(
        running.next(),
        Incoming::Input(Input::Command(
            crate::bindings::bind(Controls::Play, "time")
                .unwrap()
                .unwrap()
        ))
    );
    running.stop();
}

#[test]
fn no_server_costs_nothing_and_says_nothing() {
    let fake = Fake::default();
    let mut link = Stepped::new(&fake, Controls::Play);
    link.link
        .step(Some(Message::Event(answer("White to move"))), link.now);
    // An attempt at once, then one every 50 ms: at 0, 50, …, 400 ms.
    link.report();
    for _ in 0..40 {
        link.advance(Duration::from_millis(10));
        if link.link.working() {
            link.report();
        }
    }
    assert_eq!(fake.get(|w| w.attempts), 9);
    assert_eq!(link.told(), []);
}

#[test]
fn with_no_display_the_link_waits_until_the_next_attempt() {
    let fake = Fake::default();
    let mut link = Stepped::new(&fake, Controls::Play);
    // The first attempt's worker is alive: the link looks at it every tick.
    assert_eq!(link.link.wait(link.now), fast().tick);
    link.report();
    // Refused at 0 ms: the next attempt is at 50 ms, and nothing is to be done before.
    assert_eq!(link.link.wait(link.now), Duration::from_millis(50));
    link.now += Duration::from_millis(20);
    assert_eq!(link.link.wait(link.now), Duration::from_millis(30));
    // Its time come (or past), the link is not to wait at all.
    assert_eq!(
        link.link.wait(link.now + Duration::from_millis(60)),
        Duration::ZERO
    );
}

#[test]
fn with_every_worker_stuck_the_link_looks_every_tick() {
    let fake = Fake::default();
    fake.with(|w| w.answers.extend([Answer::Hang; 3]));
    let mut link = Stepped::new(&fake, Controls::Play);
    for _ in 0..150 {
        link.started();
        link.until("the attempt hangs", |w| w.hanging == w.attempts);
        link.advance(Duration::from_millis(10));
    }
    assert_eq!(fake.get(|w| w.attempts), 3);
    assert!(!link.link.working());
    // Three workers stuck: the next attempt's time is past, but none may start until a stuck one ends.
    assert_eq!(link.link.wait(link.now), fast().tick);
}

#[test]
fn a_lost_display_is_told_once_and_comes_back() {
    let fake = Fake::default();
    fake.with(|w| w.answers.push_back(Answer::Display(40)));
    let mut link = Stepped::new(&fake, Controls::Play);
    link.report();
    assert_eq!(link.told(), [notice("braille display connected: 40 cells")]);
    link.link
        .step(Some(Message::Event(answer("Eva vier"))), link.now);
    link.until("written", |w| w.written.iter().any(|t| t == "Eva vier"));
    fake.with(|w| w.gone = true);
    link.report();
    assert_eq!(
        link.told(),
        [notice(
            "braille display lost (end of file); the game goes on"
        )]
    );
    // Attempts go on quietly while the server is away: one every 50 ms.
    for _ in 0..3 {
        link.advance(Duration::from_millis(50));
        link.report();
    }
    assert_eq!(fake.get(|w| w.attempts), 4);
    assert_eq!(link.told(), []);
    // Back: connected again, and the display shows what it showed.
    fake.with(|w| {
        w.gone = false;
        w.written.clear();
        w.answers.push_back(Answer::Display(40));
    });
    link.advance(Duration::from_millis(50));
    link.report();
    assert_eq!(link.told(), [notice("braille display connected: 40 cells")]);
    link.until("shown again", |w| w.written.iter().any(|t| t == "Eva vier"));
}

#[test]
fn a_stalled_write_gives_the_connection_up() {
    let fake = Fake::default();
    fake.with(|w| {
        w.answers.push_back(Answer::Display(40));
        w.answers.push_back(Answer::Display(40));
    });
    let mut link = Stepped::new(&fake, Controls::Clock);
    link.report();
    assert_eq!(link.told(), [notice("braille display connected: 40 cells")]);
    fake.with(|w| w.hang_writes = true);
    link.link
        .step(Some(Message::Event(answer("White five minutes"))), link.now);
    link.until("the write hangs", |w| w.hanging == 1);
    // The link sees the call running, and gives it up only once it has run longer than 300 ms.
    link.advance(Duration::from_millis(10));
    link.advance(Duration::from_millis(300));
    assert_eq!(link.told(), []);
    link.advance(Duration::from_millis(10));
    let told: [Incoming; 1] = link.told().try_into().expect("one notice");
    let [Incoming::Notice(lost)] = told else {
        panic!("a notice expected");
    };
    assert_eq!(
        lost,
        "braille display lost (it has not answered for 0 seconds); the clock goes on"
    );
    // The next connection is made beside the stuck one, 50 ms later.
    fake.with(|w| w.hang_writes = false);
    link.advance(Duration::from_millis(40));
    assert_eq!(fake.get(|w| w.attempts), 1);
    link.advance(Duration::from_millis(10));
    link.report();
    assert_eq!(link.told(), [notice("braille display connected: 40 cells")]);
}

#[test]
fn connections_that_hang_are_abandoned_quietly_and_do_not_pile_up() {
    let fake = Fake::default();
    fake.with(|w| w.answers.extend([Answer::Hang; 10]));
    let mut link = Stepped::new(&fake, Controls::Play);
    // 1.5 s: each hanging connection is given up after 300 ms and another tried 50 ms later — about five, were it
    // not for the limit of three workers alive.
    for _ in 0..150 {
        link.started();
        link.until("the attempt hangs", |w| w.hanging == w.attempts);
        link.advance(Duration::from_millis(10));
    }
    assert_eq!(fake.get(|w| w.attempts), 3);
    assert_eq!(link.told(), []);
    // Once they return, attempts resume; a display then connects.
    fake.with(|w| {
        w.answers.clear();
        w.answers.push_back(Answer::Display(12));
        w.released = true;
    });
    link.until("the hanging calls return", |w| w.hanging == 0);
    // The abandoned workers' reports no longer count; a new attempt starts once they have ended.
    let deadline = Instant::now() + Duration::from_secs(3);
    while !link
        .told()
        .contains(&notice("braille display connected: 12 cells"))
    {
        assert!(Instant::now() < deadline, "no display connected within 3 s");
        while let Ok(message) = link.messages.try_recv() {
            assert!(link.link.step(Some(message), link.now));
        }
        link.advance(Duration::from_millis(10));
        thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn the_link_ends_when_the_session_stops_listening() {
    let fake = Fake::default();
    fake.with(|w| w.answers.push_back(Answer::Display(40)));
    let mut running = run(&fake, Controls::Play);
    assert_eq!(
        running.next(),
        notice("braille display connected: 40 cells")
    );
    let (_, closed) = mpsc::channel();
    running.incoming = closed;
    fake.with(|w| w.keys.push_back(0xffbe));
    let thread = running.thread.take().unwrap();
    let deadline = Instant::now() + Duration::from_secs(3);
    while !thread.is_finished() {
        assert!(Instant::now() < deadline, "the link still runs");
        thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_analysis_board_shows_the_engines_evaluation_after_the_move() {
    let fake = Fake::default();
    fake.with(|w| w.answers.push_back(Answer::Display(80)));
    let running = run(&fake, Controls::Analyse);
    assert_eq!(
        running.next(),
        notice("braille display connected: 80 cells")
    );
    running.event(Event::Announce {
        ply: 1,
        move_number: 1,
        side: tactus_core::Side::White,
        san: "e4".into(),
        uci: "e2e4".into(),
        text: tactus_core::Sentence::text("Eva vier"),
        correction: false,
        pending: false,
        replayed: true,
        source: None,
        line: None,
        game: None,
    });
    running.until("the move is written", |w| {
        w.written.iter().any(|t| t.contains("Eva vier"))
    });
    running.event(Event::Eval {
        cp: Some(30),
        mate: None,
        depth: 18,
        pv: vec!["e7e5".into()],
        multipv: None,
        text: tactus_core::Sentence::text("White is slightly better"),
    });
    running.until("the move and its evaluation are written", |w| {
        w.written
            .iter()
            .any(|t| t.contains("Eva vier") && t.ends_with(" | White is slightly better"))
    });
    running.stop();
}
