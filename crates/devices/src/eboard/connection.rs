//! A board kept connected on a thread of its own: [`BoardConnection::open`] never fails (a board absent at the start
//! is reported lost and tried again), and dropping the connection stops the thread within a bounded time.
//!
//! In real time ([`Delivery::Spontaneous`]) the thread sends what the board reports into the loop's channel by itself;
//! in virtual time ([`Delivery::OnRequest`]) nothing is sent or read until the loop asks ([`BoardLink::read_whole`]).
//! The thread is the only place that reads the clock.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use tactus_core::SystemError;
use tactus_core::{BoardFailure, BoardInput, BoardKind, BoardLink, PortHolder};
use tactus_core::{Incoming, Input};

use super::schedule::ANSWER_MS;
use super::worker::{Connect, OpenBoard, Worker};
use super::{find, held, livechess_link, serial, BoardAddress};

/// The longest a read asked for may take beyond the board's own limit (opening the port or the connection).
const READ_MARGIN: Duration = Duration::from_secs(4);
/// The longest dropping a connection waits for its thread to end; a thread still held up by the system is left to
/// end by itself.
const STOP_WAIT: Duration = Duration::from_secs(3);

/// How what the board reports reaches the loop.
pub(crate) enum Delivery {
    /// By itself, as it comes (real time): each report is sent as an `Incoming::Input(Input::Board(…))`.
    Spontaneous(Sender<Incoming>),
    /// Only when the loop asks ([`BoardLink::read_whole`], virtual time).
    OnRequest,
}

/// A request to the thread: read the board whole and send back what was heard.
type ReadRequest = Sender<Vec<BoardInput>>;

/// A board, connected on a thread of its own.
pub(crate) struct BoardConnection {
    requests: Option<Sender<ReadRequest>>,
    finished: Receiver<()>,
    thread: Option<JoinHandle<()>>,
    on_request: bool,
    failure: Option<BoardFailure>,
}

impl BoardConnection {
    /// Starts reading the board at `address`, delivering what it reports as `delivery` says.
    #[must_use]
    pub(crate) fn open(address: BoardAddress, delivery: Delivery) -> BoardConnection {
        let by_itself = matches!(delivery, Delivery::Spontaneous(_));
        let connect: Connect = Box::new(move |address: &BoardAddress| connect(address, by_itself));
        BoardConnection::with_connect(address, delivery, connect)
    }

    /// [`BoardConnection::open`], with the board opened by `connect`.
    fn with_connect(
        address: BoardAddress,
        delivery: Delivery,
        connect: Connect,
    ) -> BoardConnection {
        let kind = address.kind;
        let (requests, requested) = mpsc::channel::<ReadRequest>();
        let (finishing, finished) = mpsc::channel::<()>();
        let on_request = matches!(delivery, Delivery::OnRequest);
        let worker = Worker::new(address, connect, on_request);
        let spawned = std::thread::Builder::new()
            .name(format!("{} board", kind.name()))
            .spawn(move || {
                let _finishing = finishing;
                let start = Instant::now();
                let clock = move || u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
                match delivery {
                    Delivery::Spontaneous(loop_input) => {
                        report_by_itself(worker, &requested, &loop_input, &clock)
                    }
                    Delivery::OnRequest => answer_requests(worker, &requested, &clock),
                }
            });
        let (thread, failure) = match spawned {
            Ok(thread) => (Some(thread), None),
            Err(error) => (
                None,
                Some(BoardFailure::NoThread {
                    problem: SystemError::from(&error),
                }),
            ),
        };
        BoardConnection {
            requests: Some(requests),
            finished,
            thread,
            on_request,
            failure,
        }
    }
}

impl BoardLink for BoardConnection {
    fn read_whole(&mut self) -> Vec<BoardInput> {
        if let Some(reason) = self.failure.take() {
            return vec![BoardInput::Lost { reason }];
        }
        if !self.on_request {
            return Vec::new();
        }
        let (answer, answered) = mpsc::channel();
        let sent = self
            .requests
            .as_ref()
            .is_some_and(|requests| requests.send(answer).is_ok());
        if !sent {
            return Vec::new();
        }
        answered
            .recv_timeout(Duration::from_millis(ANSWER_MS) + READ_MARGIN)
            .unwrap_or_else(|_| {
                vec![BoardInput::Lost {
                    reason: BoardFailure::ReaderSilent,
                }]
            })
    }
}

impl Drop for BoardConnection {
    fn drop(&mut self) {
        self.requests.take();
        if let Some(thread) = self.thread.take() {
            if matches!(
                self.finished.recv_timeout(STOP_WAIT),
                Err(RecvTimeoutError::Disconnected)
            ) {
                let _ = thread.join();
            }
        }
    }
}

/// Opens the board at `address`: a serial board on its port (the first port that answers as its kind when none is
/// named), LiveChess at its URL.
fn connect(address: &BoardAddress, by_itself: bool) -> Result<Box<dyn OpenBoard>, BoardFailure> {
    match address.kind {
        BoardKind::LiveChess => Ok(Box::new(livechess_link::open(&address.place)?)),
        kind if address.place.is_empty() => {
            let place = find::first_port(kind).ok_or(BoardFailure::NoSerialBoard { kind })?;
            Ok(Box::new(serial::open(kind, &place, by_itself)?))
        }
        kind => {
            // The user's own port too is never written to while BRLTTY or another program holds it (a braille
            // display's port named by mistake); it is looked at again at the next try.
            if let Some(holder) = held::Holders::look().holder(&address.place) {
                return Err(BoardFailure::PortHeld {
                    port: address.place.clone(),
                    holder: match holder {
                        held::Holder::Brltty => PortHolder::Brltty,
                        held::Holder::Process(pid) => PortHolder::Process(pid),
                    },
                });
            }
            Ok(Box::new(serial::open(kind, &address.place, by_itself)?))
        }
    }
}

/// Real time: turns until the connection is dropped or the loop's channel closes.
fn report_by_itself(
    mut worker: Worker,
    requested: &Receiver<ReadRequest>,
    loop_input: &Sender<Incoming>,
    clock: &dyn Fn() -> u64,
) {
    loop {
        match requested.try_recv() {
            Err(TryRecvError::Disconnected) => return,
            Ok(answer) => drop(answer.send(Vec::new())),
            Err(TryRecvError::Empty) => {}
        }
        let (told, idle) = worker.turn(clock);
        for input in told {
            if loop_input
                .send(Incoming::Input(Input::Board(input)))
                .is_err()
            {
                return;
            }
        }
        if let Some(idle) = idle {
            match requested.recv_timeout(idle) {
                Err(RecvTimeoutError::Disconnected) => return,
                Ok(answer) => drop(answer.send(Vec::new())),
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }
}

/// Virtual time: reads the board whole at each request, until the connection is dropped.
fn answer_requests(mut worker: Worker, requested: &Receiver<ReadRequest>, clock: &dyn Fn() -> u64) {
    while let Ok(answer) = requested.recv() {
        let _ = answer.send(worker.read_whole(clock));
    }
}

#[cfg(test)]
mod tests;

#[cfg(all(test, unix))]
mod serial_tests;
