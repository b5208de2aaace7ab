//! The link to the display: a thread that keeps the [`View`], and a worker thread per connection that makes every
//! BrlAPI call, so that nothing the library does can hold up the game.
//!
//! The game loop's sink only puts events into the link's channel. The link turns them into screens for the worker
//! and the worker's keys into command lines for the game. With no display it tries to connect every
//! [`Timing::retry`], quietly. A connection that fails or ends is told once ("braille display lost"); a call that
//! has not returned within [`Timing::stall`] (a server that accepts but does not answer) is abandoned the same way:
//! the link forgets that worker (its generation no longer counts), and the worker, should its call ever return,
//! finds nobody listening and closes its connection. A few stuck workers at most are allowed at a time, so a server
//! that hangs every connection cannot pile up threads.
//!
//! The link decides at the instant it is given ([`Link::step`]): its thread's loop is the one place that reads the
//! clock, and a worker only counts its calls, so the tests step a clock of their own.

use std::{
    sync::{
        atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering},
        mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError},
        Arc,
    },
    thread,
    time::{Duration, Instant},
};

use super::{
    error::BrailleError,
    keys,
    view::{Screen, View},
};
use crate::bindings::Controls;
use tactus_core::{Event, Incoming, PhraseKey, VoicePack};

/// A connection to a display (BrlAPI's, or a fake in tests). Dropping it closes it.
pub(crate) trait Connection {
    /// Shows `screen`, padded to the display's width.
    ///
    /// # Errors
    /// Why the display cannot be written to; the connection is then given up.
    fn write(&mut self, screen: &Screen) -> Result<(), BrailleError>;

    /// Waits at most `limit` for a key; `Ok(None)` when none came.
    ///
    /// # Errors
    /// Why no key can be read; the connection is then given up.
    fn read_key(&mut self, limit: Duration) -> Result<Option<u64>, BrailleError>;
}

/// Makes connections: opens one, learns the display's width and takes a terminal for tactus's own output.
pub(crate) trait Connector: Send + Sync + 'static {
    /// The connection it makes.
    type Link: Connection;

    /// Connects; returns the connection and the display's width in cells.
    ///
    /// # Errors
    /// Why no display could be reached (no server, refused, no library).
    fn connect(&self) -> Result<(Self::Link, usize), BrailleError>;
}

/// The link's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Timing {
    /// Between connection attempts while no display is connected.
    pub retry: Duration,
    /// How long one call may take before its connection is given up.
    pub stall: Duration,
    /// How long the worker waits for a key before it looks for something to show.
    pub key_wait: Duration,
    /// How often the link looks at its worker when nothing else happens while one is alive (see [`Link::wait`]).
    pub tick: Duration,
    /// How many workers may be alive at once, counting those stuck in a call.
    pub workers: usize,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            retry: Duration::from_secs(2),
            stall: Duration::from_secs(4),
            key_wait: Duration::from_millis(40),
            tick: Duration::from_millis(100),
            workers: 3,
        }
    }
}

/// What the link is told.
#[derive(Debug)]
pub(crate) enum Message {
    /// An event of the session, to show.
    Event(Event),
    /// The worker of connection `generation` reports.
    Worker {
        /// Which connection.
        generation: u64,
        /// What happened.
        report: Report,
    },
    /// The session is over.
    Stop,
}

/// What a worker reports.
#[derive(Debug)]
pub(crate) enum Report {
    /// Connected to a display this many cells wide.
    Connected(usize),
    /// Could not connect (quietly retried).
    Failed,
    /// A key was pressed.
    Key(u64),
    /// The connection ended.
    Lost(BrailleError),
}

/// What the link knows of the connection.
enum State {
    /// No connection; the next attempt not before this instant.
    Waiting(Instant),
    /// A worker is connecting or connected.
    Working {
        worker: WorkerHandle,
        /// The display's width, once connected.
        cells: Option<usize>,
        /// The worker's call seen running, and when the link first saw it so.
        watched: Option<(u64, Instant)>,
    },
}

/// The link's side of a worker.
struct WorkerHandle {
    screens: Sender<Screen>,
    busy: Arc<Busy>,
}

/// Which of the worker's calls is running, if one is. The worker only counts its calls; the link, which is given
/// the time, sees how long the same call has been running.
struct Busy {
    calls: AtomicU64,
    running: AtomicBool,
}

impl Busy {
    /// Runs one call, marked as running.
    fn call<T>(&self, f: impl FnOnce() -> T) -> T {
        self.calls.fetch_add(1, Ordering::SeqCst);
        self.running.store(true, Ordering::SeqCst);
        let result = f();
        self.running.store(false, Ordering::SeqCst);
        result
    }

    /// The number of the call running now, if one is.
    fn running(&self) -> Option<u64> {
        self.running
            .load(Ordering::SeqCst)
            .then(|| self.calls.load(Ordering::SeqCst))
    }
}

/// Counts a live worker until dropped.
struct Alive(Arc<AtomicUsize>);

impl Drop for Alive {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The link: the view, the connection's state, and where commands and notices go.
pub(crate) struct Link<C: Connector> {
    connector: Arc<C>,
    timing: Timing,
    view: View,
    pack: VoicePack,
    controls: Controls,
    sender: Sender<Incoming>,
    /// The link's own channel, for the workers' reports.
    own: Sender<Message>,
    state: State,
    generation: u64,
    alive: Arc<AtomicUsize>,
}

impl<C: Connector> Link<C> {
    /// A link that shows `pack`'s sentences and sends commands of `controls` to `sender`; `own` is the sender of
    /// the channel it will run on; it first tries to connect at `now`.
    pub(crate) fn new(
        connector: C,
        timing: Timing,
        controls: Controls,
        pack: VoicePack,
        sender: Sender<Incoming>,
        own: Sender<Message>,
        now: Instant,
    ) -> Self {
        Link {
            connector: Arc::new(connector),
            timing,
            view: View::new(controls, 40),
            pack,
            controls,
            sender,
            own,
            state: State::Waiting(now),
            generation: 0,
            alive: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Runs until the session stops, the channel closes, or nobody takes the commands any more. The one place the
    /// link reads the clock.
    pub(crate) fn run(mut self, messages: &Receiver<Message>) {
        loop {
            let message = match messages.recv_timeout(self.wait(Instant::now())) {
                Ok(message) => Some(message),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return,
            };
            if !self.step(message, Instant::now()) {
                return;
            }
        }
    }

    /// How long the link may wait at `now` for a message before it has something to do: with no display and a
    /// worker free, until the next connection attempt; else one [`Timing::tick`], as a worker does not say when a
    /// call begins (the link looks to see one that does not return) nor a stuck worker when it ends.
    #[must_use]
    pub(crate) fn wait(&self, now: Instant) -> Duration {
        match self.state {
            State::Waiting(when) if self.alive.load(Ordering::SeqCst) < self.timing.workers => {
                when.saturating_duration_since(now)
            }
            _ => self.timing.tick,
        }
    }

    /// Handles a message (or none, when the tick passed) at `now`, then looks at the worker; false when the link is
    /// to end (the session stopped, or nobody takes the commands any more).
    pub(crate) fn step(&mut self, message: Option<Message>, now: Instant) -> bool {
        let going = match message {
            Some(Message::Stop) => false,
            // The envelope's code is for the arbiter's eyes, not for a player's fingers.
            Some(Message::Event(tactus_core::Event::EnvelopeCode { .. })) => true,
            Some(Message::Event(event)) => {
                let sentence = tactus_core::event_sentence(&self.pack, &event);
                self.view.show(&event, &sentence);
                self.refresh();
                true
            }
            Some(Message::Worker { generation, report }) => {
                generation != self.generation || self.on_report(report, now)
            }
            None => true,
        };
        going && self.look(now)
    }

    /// Handles the current worker's report; false when the session no longer listens.
    fn on_report(&mut self, report: Report, now: Instant) -> bool {
        match report {
            Report::Connected(cells) => {
                if let State::Working { cells: known, .. } = &mut self.state {
                    *known = Some(cells);
                }
                self.view.set_width(cells);
                self.refresh();
                let cells = cells.to_string();
                let problems: Vec<String> = self
                    .view
                    .problems()
                    .iter()
                    .map(|unbound| unbound.words(&self.pack))
                    .collect();
                self.tell(PhraseKey::NoticeBrailleConnected, &[("cells", &cells)])
                    && problems.iter().all(|problem| {
                        self.tell(PhraseKey::NoticeKeySettings, &[("problem", problem)])
                    })
            }
            Report::Failed => {
                self.give_up(now);
                true
            }
            Report::Key(code) => {
                let Some(key) = keys::decode(code) else {
                    return true;
                };
                let command = self.view.key(key);
                self.refresh();
                match command {
                    Some(input) => self.sender.send(Incoming::Input(input)).is_ok(),
                    None => true,
                }
            }
            Report::Lost(reason) => self.lose(&reason, now),
        }
    }

    /// Checks on the worker and starts a connection when it is time; false when the session no longer listens.
    fn look(&mut self, now: Instant) -> bool {
        let stall = self.timing.stall;
        match &mut self.state {
            State::Waiting(when) => {
                if now >= *when && self.alive.load(Ordering::SeqCst) < self.timing.workers {
                    self.spawn(now);
                }
                true
            }
            State::Working {
                worker, watched, ..
            } => match (worker.busy.running(), *watched) {
                (None, _) => {
                    *watched = None;
                    true
                }
                (Some(call), Some((seen, since))) if call == seen => {
                    let running = now.saturating_duration_since(since);
                    if running > stall {
                        self.lose(&BrailleError::Silent(running), now)
                    } else {
                        true
                    }
                }
                (Some(call), _) => {
                    *watched = Some((call, now));
                    true
                }
            },
        }
    }

    /// Whether a connection thread is working (for tests that step the clock).
    #[cfg(test)]
    fn working(&self) -> bool {
        matches!(self.state, State::Working { .. })
    }

    /// Whether the connection thread, if there is one, has made its first call (for tests that step the clock).
    #[cfg(test)]
    fn worker_started(&self) -> bool {
        match &self.state {
            State::Waiting(_) => true,
            State::Working { worker, .. } => worker.busy.calls.load(Ordering::SeqCst) > 0,
        }
    }

    /// Forgets the connection: told once when a display was connected; false when the session no longer listens.
    fn lose(&mut self, reason: &BrailleError, now: Instant) -> bool {
        let was_connected = matches!(self.state, State::Working { cells: Some(_), .. });
        self.give_up(now);
        if !was_connected {
            return true;
        }
        let key = match self.controls {
            Controls::Clock => PhraseKey::NoticeBrailleLostClock,
            _ => PhraseKey::NoticeBrailleLostGame,
        };
        self.tell(key, &[("reason", &reason.words(&self.pack))])
    }

    /// Drops the worker (its generation no longer counts) and waits for the next attempt.
    fn give_up(&mut self, now: Instant) {
        self.generation += 1;
        self.state = State::Waiting(now + self.timing.retry);
    }

    /// A notice in the pack's words; false when nobody listens any more.
    fn tell(&self, key: PhraseKey, values: &[(&str, &str)]) -> bool {
        let notice = self.pack.phrase(key, values);
        self.sender.send(Incoming::Notice(notice)).is_ok()
    }

    /// Hands the current screen to a connected worker.
    fn refresh(&self) {
        if let State::Working {
            worker,
            cells: Some(_),
            ..
        } = &self.state
        {
            // A worker that has gone reports it; nothing to do here.
            let _ = worker.screens.send(self.view.screen());
        }
    }

    /// Starts a worker for a new connection.
    fn spawn(&mut self, now: Instant) {
        self.generation += 1;
        let generation = self.generation;
        let (screens, screens_in) = mpsc::channel();
        let busy = Arc::new(Busy {
            calls: AtomicU64::new(0),
            running: AtomicBool::new(false),
        });
        let worker = Worker {
            generation,
            connector: Arc::clone(&self.connector),
            reports: self.own.clone(),
            screens: screens_in,
            busy: Arc::clone(&busy),
            key_wait: self.timing.key_wait,
        };
        self.alive.fetch_add(1, Ordering::SeqCst);
        let alive = Alive(Arc::clone(&self.alive));
        let started = thread::Builder::new()
            .name("tactus-braille-connection".into())
            .spawn(move || {
                let _alive = alive;
                worker.run();
            });
        self.state = match started {
            Ok(_) => State::Working {
                worker: WorkerHandle { screens, busy },
                cells: None,
                watched: None,
            },
            Err(_) => State::Waiting(now + self.timing.retry),
        };
    }
}

/// One connection's thread: every BrlAPI call of that connection happens here.
struct Worker<C: Connector> {
    generation: u64,
    connector: Arc<C>,
    reports: Sender<Message>,
    screens: Receiver<Screen>,
    busy: Arc<Busy>,
    key_wait: Duration,
}

impl<C: Connector> Worker<C> {
    fn report(&self, report: Report) -> bool {
        self.reports
            .send(Message::Worker {
                generation: self.generation,
                report,
            })
            .is_ok()
    }

    fn run(self) {
        let connected = self.busy.call(|| self.connector.connect());
        let (mut connection, cells) = match connected {
            Ok(made) => made,
            Err(_) => {
                self.report(Report::Failed);
                return;
            }
        };
        if !self.report(Report::Connected(cells)) {
            return;
        }
        loop {
            // The newest screen only: older ones would be overwritten at once.
            let mut newest = None;
            loop {
                match self.screens.try_recv() {
                    Ok(screen) => newest = Some(screen),
                    Err(TryRecvError::Empty) => break,
                    // The link has given this connection up, or the session is over.
                    Err(TryRecvError::Disconnected) => return,
                }
            }
            if let Some(screen) = newest {
                if let Err(reason) = self.busy.call(|| connection.write(&screen)) {
                    self.report(Report::Lost(reason));
                    return;
                }
            }
            match self.busy.call(|| connection.read_key(self.key_wait)) {
                Ok(Some(code)) => {
                    if !self.report(Report::Key(code)) {
                        return;
                    }
                }
                Ok(None) => {}
                Err(reason) => {
                    self.report(Report::Lost(reason));
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
