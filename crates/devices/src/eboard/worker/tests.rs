//! The worker's rules, with a fake board on a fake clock (each wait for the board moves the clock on by its length).

use std::sync::{Arc, Mutex};

use super::*;
use crate::eboard::schedule::{RETRY_MS, WHOLE_EVERY_MS};
use tactus_core::BoardKind;
use tactus_core::SystemError;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";

fn placement(fen: &str) -> Placement {
    Placement::from_fen(fen).unwrap()
}

/// The fake board and the fake clock, shared by the test and the link.
#[derive(Debug)]
struct Board {
    now: u64,
    plugged: bool,
    answering: bool,
    placement: Placement,
    said: Vec<Heard>,
    /// What the board says just after its answers, in the same bytes.
    after: Vec<Heard>,
    opened: usize,
    asked: usize,
    unanswered: usize,
}

type Shared = Arc<Mutex<Board>>;

/// The fake port, absent.
fn no_such_port() -> BoardFailure {
    BoardFailure::Port {
        port: "/dev/fake".into(),
        problem: SystemError::NotFound,
    }
}

/// The fake port, closed under the link.
fn unplugged() -> BoardFailure {
    BoardFailure::PortClosed {
        port: "/dev/fake".into(),
    }
}

struct FakeLink(Shared);

impl OpenBoard for FakeLink {
    fn place(&self) -> String {
        "/dev/fake".into()
    }

    fn ask_whole(&mut self) -> Result<(), BoardFailure> {
        let mut board = self.0.lock().unwrap();
        if !board.plugged {
            return Err(unplugged());
        }
        board.asked += 1;
        board.unanswered += 1;
        Ok(())
    }

    fn receive(&mut self, wait: Duration) -> Result<Vec<Heard>, BoardFailure> {
        let mut board = self.0.lock().unwrap();
        board.now += u64::try_from(wait.as_millis()).unwrap();
        if !board.plugged {
            return Err(unplugged());
        }
        let mut heard: Vec<Heard> = board.said.drain(..).collect();
        if board.answering && board.unanswered > 0 {
            heard.extend((0..board.unanswered).map(|_| Heard::Whole(board.placement)));
            board.unanswered = 0;
            heard.append(&mut board.after);
        }
        Ok(heard)
    }
}

fn board(plugged: bool) -> Shared {
    Arc::new(Mutex::new(Board {
        now: 0,
        plugged,
        answering: true,
        placement: placement(START),
        said: Vec::new(),
        after: Vec::new(),
        opened: 0,
        asked: 0,
        unanswered: 0,
    }))
}

fn worker(board: &Shared, repeats: bool) -> Worker {
    let shared = Arc::clone(board);
    let connect: Connect = Box::new(move |_: &BoardAddress| {
        let mut state = shared.lock().unwrap();
        if !state.plugged {
            return Err(no_such_port());
        }
        state.opened += 1;
        state.unanswered = 0;
        Ok(Box::new(FakeLink(Arc::clone(&shared))) as Box<dyn OpenBoard>)
    });
    let address = BoardAddress {
        kind: BoardKind::Dgt,
        place: "/dev/fake".into(),
    };
    Worker::new(address, connect, repeats)
}

fn clock(board: &Shared) -> impl Fn() -> u64 + '_ {
    move || board.lock().unwrap().now
}

fn connected() -> BoardInput {
    BoardInput::Connected {
        kind: BoardKind::Dgt,
        place: "/dev/fake".into(),
    }
}

/// Turns in real time until the clock reaches `until`, collecting what is told (an idle wait moves the clock on).
fn turns_until(worker: &mut Worker, board: &Shared, until: u64) -> Vec<BoardInput> {
    let mut told = Vec::new();
    while board.lock().unwrap().now < until {
        let (more, idle) = worker.turn(&clock(board));
        told.extend(more);
        if let Some(idle) = idle {
            board.lock().unwrap().now += u64::try_from(idle.as_millis()).unwrap();
        }
    }
    told
}

#[test]
fn a_board_absent_at_the_start_is_lost_once_and_tried_every_two_seconds() {
    let board = board(false);
    let mut worker = worker(&board, false);
    let told = turns_until(&mut worker, &board, 3 * RETRY_MS + 10);
    assert_eq!(
        told,
        [BoardInput::Lost {
            reason: no_such_port()
        }]
    );
    board.lock().unwrap().plugged = true;
    let told = turns_until(&mut worker, &board, 4 * RETRY_MS + 100);
    assert_eq!(told, [connected(), BoardInput::Placement(placement(START))]);
    assert_eq!(board.lock().unwrap().opened, 1);
    assert_eq!(
        board.lock().unwrap().asked,
        1,
        "one whole-board request at connection"
    );
}

#[test]
fn in_real_time_changes_are_sent_once_and_the_board_is_read_whole_every_few_seconds() {
    let board = board(true);
    let mut worker = worker(&board, false);
    assert_eq!(turns_until(&mut worker, &board, 100).len(), 2);
    {
        let mut state = board.lock().unwrap();
        state.placement = placement(AFTER_E4);
        state.said = vec![
            Heard::Changed(placement(AFTER_E4)),
            Heard::Lever { right_high: true },
            Heard::Lever { right_high: true },
        ];
    }
    let told = turns_until(&mut worker, &board, 2 * WHOLE_EVERY_MS - 100);
    assert_eq!(
        told,
        [
            BoardInput::Placement(placement(AFTER_E4)),
            BoardInput::Lever { right_high: true }
        ]
    );
    assert_eq!(
        board.lock().unwrap().asked,
        2,
        "asked at connection and again after {WHOLE_EVERY_MS} ms"
    );
}

#[test]
fn a_board_unplugged_is_lost_once_and_read_whole_when_it_comes_back() {
    let board = board(true);
    let mut worker = worker(&board, false);
    turns_until(&mut worker, &board, 100);
    board.lock().unwrap().plugged = false;
    let told = turns_until(&mut worker, &board, 5000);
    assert_eq!(
        told,
        [BoardInput::Lost {
            reason: unplugged()
        }]
    );
    board.lock().unwrap().plugged = true;
    let told = turns_until(&mut worker, &board, 8000);
    assert_eq!(told, [connected(), BoardInput::Placement(placement(START))]);
}

#[test]
fn a_board_silent_for_two_seconds_is_lost() {
    let board = board(true);
    board.lock().unwrap().answering = false;
    let mut worker = worker(&board, false);
    let told = turns_until(&mut worker, &board, ANSWER_MS - 10);
    assert!(told.is_empty(), "{told:?}");
    let told = turns_until(&mut worker, &board, ANSWER_MS + 100);
    assert_eq!(told, [BoardInput::Lost { reason: silence() }]);
}

#[test]
fn when_asked_the_board_is_opened_asked_and_read_up_to_its_answer() {
    let board = board(true);
    let mut worker = worker(&board, true);
    assert_eq!(
        board.lock().unwrap().opened,
        0,
        "nothing is sent before the first request"
    );
    let told = worker.read_whole(&clock(&board));
    let start = BoardInput::Placement(placement(START));
    assert_eq!(told, [connected(), start.clone()]);
    assert_eq!(
        board.lock().unwrap().asked,
        1,
        "one request: the connection's read"
    );
    board.lock().unwrap().said = vec![Heard::Lever { right_high: false }];
    assert_eq!(
        worker.read_whole(&clock(&board)),
        [BoardInput::Lever { right_high: false }, start]
    );
    assert_eq!(board.lock().unwrap().asked, 2);
}

#[test]
fn when_asked_a_silent_board_is_lost_once_and_opened_again_at_the_next_request() {
    let board = board(true);
    let mut worker = worker(&board, true);
    board.lock().unwrap().answering = false;
    let told = worker.read_whole(&clock(&board));
    assert_eq!(told, [BoardInput::Lost { reason: silence() }]);
    assert!(board.lock().unwrap().now >= ANSWER_MS);
    board.lock().unwrap().plugged = false;
    assert_eq!(worker.read_whole(&clock(&board)), []);
    board.lock().unwrap().plugged = true;
    board.lock().unwrap().answering = true;
    let told = worker.read_whole(&clock(&board));
    assert_eq!(told[0], connected());
    assert_eq!(board.lock().unwrap().opened, 2);
}

#[test]
fn what_the_board_says_after_its_answer_waits_for_the_next_read() {
    let board = board(true);
    let mut worker = worker(&board, true);
    let start = BoardInput::Placement(placement(START));
    assert_eq!(
        worker.read_whole(&clock(&board)),
        [connected(), start.clone()]
    );
    board.lock().unwrap().after = vec![Heard::Changed(placement(AFTER_E4))];
    assert_eq!(worker.read_whole(&clock(&board)), [start]);
    let told = worker.read_whole(&clock(&board));
    assert_eq!(
        told.first(),
        Some(&BoardInput::Placement(placement(AFTER_E4))),
        "{told:?}"
    );
}
