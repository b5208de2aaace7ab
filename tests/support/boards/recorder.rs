//! A serial port where no board is: a device on a pseudo-terminal that records every byte written to it, standing for
//! a braille display on a USB-serial adapter, a modem or a microcontroller, to show what tactus sends to a port that
//! never asked for anything.

use std::{
    path::PathBuf,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use super::pty::Port;

/// A device that answers nothing and keeps what it is sent.
pub(crate) struct Recorder {
    port: Port,
    heard: Arc<Mutex<Vec<u8>>>,
}

impl Recorder {
    /// A device plugged in, having heard nothing.
    pub(crate) fn new() -> Recorder {
        let heard = Arc::new(Mutex::new(Vec::new()));
        let keeping = Arc::clone(&heard);
        let port = Port::new(move |_, bytes| {
            keeping
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .extend_from_slice(bytes);
        });
        Recorder { port, heard }
    }

    /// Its port's path.
    pub(crate) fn path(&self) -> PathBuf {
        self.port.path()
    }

    /// Every byte written to it so far.
    pub(crate) fn heard_now(&self) -> Vec<u8> {
        self.heard
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// Every byte written to it, once its reader has taken what the port holds (synchronisation: the bytes a process
    /// wrote before it ended are read within a poll; nothing waits for the logic under test).
    pub(crate) fn heard(&self) -> Vec<u8> {
        let take = || self.heard_now();
        let deadline = Instant::now() + Duration::from_secs(2);
        let mut last = take();
        loop {
            std::thread::sleep(Duration::from_millis(100));
            let now = take();
            if now == last || Instant::now() > deadline {
                return now;
            }
            last = now;
        }
    }
}
