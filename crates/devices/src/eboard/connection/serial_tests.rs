//! The serial drivers through their real links: boards played by small doubles on pseudo-terminals (opened by path,
//! as a board's port is; Unix only). The waits here are for the driver's thread to act; no test measures time.

use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use serialport::{SerialPort, TTYPort};
use shakmaty::Square;
use tactus_core::Placement;

use super::tests::{address, board_inputs};
use super::*;
use crate::eboard::dgt::{code_of, field_of};
use crate::eboard::millennium::status_message;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";

fn placement(fen: &str) -> Placement {
    Placement::from_fen(fen).unwrap()
}

fn dgt_dump(placement: &Placement) -> Vec<u8> {
    let mut bytes = vec![0x86, 0x00, 0x43];
    bytes.extend((0..64u32).map(|field| code_of(placement.piece_at(Square::new(field ^ 56)))));
    bytes
}

/// A Millennium status as a link that passes the parity bit on delivers it: odd parity in the high bit.
fn millennium_status(placement: &Placement) -> Vec<u8> {
    status_message(placement)
        .into_iter()
        .map(|byte| {
            if byte.count_ones() % 2 == 0 {
                byte | 0x80
            } else {
                byte
            }
        })
        .collect()
}

/// A board on the master side of a pseudo-terminal: answers each request byte with its placement, keeps what it
/// was sent, and can be unplugged (its side closed).
struct Double {
    placement: Arc<Mutex<Placement>>,
    received: Arc<Mutex<Vec<u8>>>,
    writer: TTYPort,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    _slave: TTYPort,
    path: String,
}

impl Double {
    fn new(request: u8, answer: fn(&Placement) -> Vec<u8>) -> Double {
        let (mut master, slave) = TTYPort::pair().unwrap();
        let path = slave.name().unwrap();
        let writer = master.try_clone_native().unwrap();
        let placement = Arc::new(Mutex::new(placement(START)));
        let received = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (placement, received, stop) = (
                Arc::clone(&placement),
                Arc::clone(&received),
                Arc::clone(&stop),
            );
            master.set_timeout(Duration::from_millis(20)).unwrap();
            std::thread::spawn(move || {
                let mut buffer = [0u8; 64];
                while !stop.load(Ordering::SeqCst) {
                    let Ok(count) = master.read(&mut buffer) else {
                        continue;
                    };
                    for byte in &buffer[..count] {
                        received.lock().unwrap().push(*byte);
                        if *byte == request {
                            let bytes = answer(&placement.lock().unwrap());
                            if master.write_all(&bytes).is_err() {
                                return;
                            }
                        }
                    }
                }
            })
        };
        Double {
            placement,
            received,
            writer,
            stop,
            thread: Some(thread),
            _slave: slave,
            path,
        }
    }

    fn dgt() -> Double {
        Double::new(0x42, dgt_dump)
    }

    fn says(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).unwrap();
    }

    fn set(&self, fen: &str) {
        *self.placement.lock().unwrap() = placement(fen);
    }

    fn received(&self) -> Vec<u8> {
        self.received.lock().unwrap().clone()
    }

    fn unplug(mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            thread.join().unwrap();
        }
    }
}

#[test]
fn a_dgt_board_read_when_asked_gives_what_it_said_up_to_its_dump() {
    let mut board = Double::dgt();
    let mut connection =
        BoardConnection::open(address(BoardKind::Dgt, &board.path), Delivery::OnRequest);
    let start = BoardInput::Placement(placement(START));
    let connected = BoardInput::Connected {
        kind: BoardKind::Dgt,
        place: board.path.clone(),
    };
    assert_eq!(connection.read_whole(), [connected, start]);
    assert_eq!(
        board.received(),
        [0x4b, 0x42],
        "updates asked for, then one dump: the connection's read"
    );

    let mut lifted = placement(START);
    lifted.set(Square::E2, None);
    board.set(AFTER_E4);
    board.says(&[0x8e, 0x00, 0x05, field_of(Square::E2), 0x00, 0x13]);
    board.says(&[0x8d, 0x00, 0x0a, 0x00, 0x05, 0x00, 0x00, 0x04, 0x59, 0x03]);
    board.says(&[0x91, 0x00, 0x08, 0x01, 0x02, 0x03, 0x04, 0x05]);
    board.says(&[0x8e, 0x00, 0x05, field_of(Square::E4), 0x01]);
    let after = BoardInput::Placement(placement(AFTER_E4));
    assert_eq!(
        connection.read_whole(),
        [
            BoardInput::Placement(lifted),
            BoardInput::Lever { right_high: true },
            after.clone(),
            after
        ]
    );
    assert_eq!(board.received(), [0x4b, 0x42, 0x42]);
    drop(connection);
    board.unplug();
}

#[test]
fn a_millennium_board_is_read_with_the_parity_bit_masked_off() {
    let board = Double::new(b'S', millennium_status);
    let mut connection = BoardConnection::open(
        address(BoardKind::Millennium, &board.path),
        Delivery::OnRequest,
    );
    let told = connection.read_whole();
    assert_eq!(told.len(), 2, "{told:?}");
    assert_eq!(told[1], BoardInput::Placement(placement(START)));
    board.set(AFTER_E4);
    assert_eq!(
        connection.read_whole(),
        [BoardInput::Placement(placement(AFTER_E4))]
    );
    assert_eq!(
        board.received(),
        b"S53S53",
        "no automatic reports asked for in virtual time"
    );
    drop(connection);
    board.unplug();
}

#[test]
fn a_dgt_board_in_real_time_reports_changes_is_lost_once_when_unplugged_and_read_whole_when_back() {
    let folder = tempfile::tempdir().unwrap();
    let link = folder.path().join("board");
    let mut board = Double::dgt();
    std::os::unix::fs::symlink(&board.path, &link).unwrap();
    let place = link.display().to_string();
    let (input, incoming) = mpsc::channel();
    let connection = BoardConnection::open(
        address(BoardKind::Dgt, &place),
        Delivery::Spontaneous(input),
    );
    let connected = BoardInput::Connected {
        kind: BoardKind::Dgt,
        place: place.clone(),
    };
    let start = BoardInput::Placement(placement(START));
    assert_eq!(
        board_inputs(&incoming, 2),
        [connected.clone(), start.clone()]
    );

    let mut lifted = placement(START);
    lifted.set(Square::E2, None);
    board.set(&lifted.fen());
    board.says(&[0x8e, 0x00, 0x05, field_of(Square::E2), 0x00]);
    assert_eq!(board_inputs(&incoming, 1), [BoardInput::Placement(lifted)]);

    board.unplug();
    let lost = board_inputs(&incoming, 1);
    assert!(
        matches!(&lost[0], BoardInput::Lost { reason } if reason.to_string().contains(&place)),
        "{lost:?}"
    );

    let board = Double::dgt();
    std::fs::remove_file(&link).unwrap();
    std::os::unix::fs::symlink(&board.path, &link).unwrap();
    assert_eq!(board_inputs(&incoming, 2), [connected, start]);
    drop(connection);
    board.unplug();
}

#[test]
fn a_port_is_probed_as_the_kind_of_board_that_answers_on_it() {
    let dgt = Double::dgt();
    let millennium = Double::new(b'S', millennium_status);
    let found = find::probe_ports(vec![
        (dgt.path.clone(), "USB 045b:81f5".into()),
        (millennium.path.clone(), String::new()),
        ("/dev/no-such-port".into(), String::new()),
    ]);
    assert_eq!(found[0].kind, Some(BoardKind::Dgt));
    assert_eq!(found[0].line(), format!("dgt:{} (USB 045b:81f5)", dgt.path));
    assert_eq!(
        found[1].address(),
        Some(address(BoardKind::Millennium, &millennium.path))
    );
    assert_eq!(found[2].line(), "/dev/no-such-port: no board answered");
    dgt.unplug();
    millennium.unplug();
}

#[test]
fn only_ports_that_are_boards_are_probed_unless_every_one_is_asked_and_never_one_brltty_holds() {
    use crate::eboard::held::{Holder, Holders, Places};
    use crate::eboard::ports::{SerialPortSeen, UsbSeen};
    use find::{NotProbed, Probing};
    let dgt = Double::dgt();
    let unknown = Double::dgt();
    let held = Double::dgt();
    let identified = SerialPortSeen {
        usb: Some(UsbSeen {
            vid: 0x045b,
            pid: 0x8111,
            ..UsbSeen::default()
        }),
        ..SerialPortSeen::named(&dgt.path)
    };
    let ports = vec![
        identified,
        SerialPortSeen::named(&unknown.path),
        SerialPortSeen::named(&held.path),
    ];
    // A system where BRLTTY runs with the third port open.
    let system = tempfile::tempdir().unwrap();
    let fds = system.path().join("proc/321/fd");
    std::fs::create_dir_all(&fds).unwrap();
    std::fs::write(system.path().join("proc/321/comm"), "brltty\n").unwrap();
    std::fs::write(system.path().join("proc/321/cmdline"), "brltty\0-n").unwrap();
    std::os::unix::fs::symlink(std::fs::canonicalize(&held.path).unwrap(), fds.join("5")).unwrap();
    let holders = Holders::look_in(&Places {
        proc: system.path().join("proc"),
        brltty_config: system.path().join("brltty.conf"),
        lock_folders: Vec::new(),
    });
    let kinds = |found: &[find::FoundBoard]| {
        found
            .iter()
            .map(|board| (board.place.clone(), board.kind, board.not_probed.clone()))
            .collect::<Vec<_>>()
    };
    let found = find::search_ports(ports.clone(), &holders, Probing::Boards);
    let brltty = Some(NotProbed::Held(Holder::Brltty));
    assert_eq!(
        kinds(&found),
        [
            (dgt.path.clone(), Some(BoardKind::Dgt), None),
            (unknown.path.clone(), None, Some(NotProbed::NotABoard)),
            (held.path.clone(), None, brltty.clone()),
        ]
    );
    assert_eq!(
        found[2].line(),
        format!("{}: held by BRLTTY, not probed", held.path)
    );
    let found = find::search_ports(ports, &holders, Probing::Every);
    assert_eq!(
        kinds(&found),
        [
            (dgt.path.clone(), Some(BoardKind::Dgt), None),
            (unknown.path.clone(), Some(BoardKind::Dgt), None),
            (held.path.clone(), None, brltty),
        ]
    );
    assert!(
        held.received.lock().unwrap().is_empty(),
        "a byte written to BRLTTY's port"
    );
    dgt.unplug();
    unknown.unplug();
    held.unplug();
}
