//! Records land at the end the journal knows, and a failed one is cut off again.

use std::io::{self, Cursor, Seek, SeekFrom, Write};

use super::*;

/// A file in memory whose writes can be made to fail after some bytes, as a full disk does.
struct Disk {
    bytes: Cursor<Vec<u8>>,
    room: Option<usize>,
    sync_fails: bool,
}

impl Disk {
    fn holding(bytes: &[u8]) -> Disk {
        Disk {
            bytes: Cursor::new(bytes.to_vec()),
            room: None,
            sync_fails: false,
        }
    }

    fn contents(&self) -> &[u8] {
        self.bytes.get_ref()
    }
}

impl Write for Disk {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self.room {
            Some(0) => Err(io::Error::other("no space left on device")),
            Some(room) => {
                let n = self.bytes.write(&buf[..buf.len().min(room)])?;
                self.room = Some(room - n);
                Ok(n)
            }
            None => self.bytes.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Seek for Disk {
    fn seek(&mut self, pos: SeekFrom) -> io::Result<u64> {
        self.bytes.seek(pos)
    }
}

impl Cut for Disk {
    fn cut(&mut self, len: u64) -> io::Result<()> {
        self.bytes
            .get_mut()
            .truncate(usize::try_from(len).expect("small"));
        Ok(())
    }

    fn sync(&mut self) -> io::Result<()> {
        if self.sync_fails {
            Err(io::Error::other("input/output error"))
        } else {
            Ok(())
        }
    }
}

#[test]
fn what_follows_the_good_length_is_dropped() {
    let tail = Tail::new(Disk::holding(b"one\ntwo\nthr"), 8).unwrap();
    assert_eq!(tail.file.contents(), b"one\ntwo\n");
    assert_eq!(tail.len, 8);
}

#[test]
fn records_land_at_the_end_wherever_the_position_was() {
    let mut tail = Tail::new(Disk::holding(b"one\n"), 4).unwrap();
    tail.file.seek(SeekFrom::Start(0)).unwrap();
    tail.push(b"two\n").unwrap();
    tail.push(b"three\n").unwrap();
    assert_eq!(tail.file.contents(), b"one\ntwo\nthree\n");
    assert_eq!(tail.len, 14);
}

#[test]
fn a_half_written_record_is_cut_off_and_the_next_goes_in_its_place() {
    let mut tail = Tail::new(Disk::holding(b"one\n"), 4).unwrap();
    tail.file.room = Some(2);
    assert!(tail.push(b"two\n").is_err());
    assert_eq!(tail.file.contents(), b"one\n");
    assert_eq!(tail.len, 4);
    tail.file.room = None;
    tail.push(b"three\n").unwrap();
    assert_eq!(tail.file.contents(), b"one\nthree\n");
}

#[test]
fn a_record_that_could_not_be_synced_is_cut_off() {
    let mut tail = Tail::new(Disk::holding(b"one\n"), 4).unwrap();
    tail.file.sync_fails = true;
    assert!(tail.push(b"two\n").is_err());
    assert_eq!(tail.file.contents(), b"one\n");
    tail.file.sync_fails = false;
    tail.push(b"three\n").unwrap();
    assert_eq!(tail.file.contents(), b"one\nthree\n");
}
