//! A real braille display server for tests: BRLTTY with its Virtual driver (`vr`), whose display is the test itself.
//!
//! BRLTTY is started per test in a folder of its own, serving BrlAPI on the local socket of a number no other
//! server uses (clients find it with `BRLAPI_HOST=:<N>`). The `vr` driver listens on `<folder>/vr.sock` for a
//! display and talks a line protocol: the display says `cells 40`, BRLTTY sends what it shows as
//! `Visual "<text>"` and `Braille "<dots>|<dots>|…"`, and the display sends keys as lines (`ROUTE 12`, `KEY_ENTER`,
//! `PASSCHAR 101`, `LNUP`). Measured quirks of BRLTTY 6.5: the display must connect before any client (BrlAPI calls
//! block while BRLTTY waits for a display); after a client enters TTY mode its first write shows only once the
//! display sends a key line (a `NOOP` does, and reaches no client); TERM does not end a BRLTTY that waits, so it is
//! ended with KILL. Every wait has a time limit.

use std::{
    fs,
    io::{BufRead, BufReader, Write},
    os::unix::net::UnixStream,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::{
        atomic::{AtomicU32, Ordering},
        Arc, Mutex,
    },
    thread,
    time::{Duration, Instant},
};

/// Where BrlAPI's local sockets are (`BRLAPI_SOCKETPATH`).
const SOCKETS: &str = "/var/lib/BrlAPI";

/// The programs and libraries a test needs, with their Debian packages.
const NEEDED: &[(&str, &str)] = &[
    ("/usr/sbin/brltty", "brltty"),
    ("/usr/lib/x86_64-linux-gnu/libbrlapi.so.0.8", "libbrlapi0.8"),
];

/// Whether BRLTTY and libbrlapi are here: true when they are; when not, fails under CI and otherwise says why the
/// test is skipped and returns false.
pub(crate) fn available(test: &str) -> bool {
    let missing: Vec<String> = NEEDED
        .iter()
        .filter(|(path, _)| !Path::new(path).exists() && !on_path(path))
        .map(|(path, package)| format!("{path} (Debian package {package})"))
        .collect();
    super::require(
        &format!("{test}: {}", missing.join(", ")),
        missing.is_empty(),
    )
}

/// Whether a program of that file name is on the PATH (another distribution may keep it elsewhere).
fn on_path(path: &str) -> bool {
    let name = Path::new(path).file_name().unwrap_or_default();
    std::env::var_os("PATH")
        .is_some_and(|dirs| std::env::split_paths(&dirs).any(|d| d.join(name).exists()))
}

/// A server number no running server uses: from the process id and a counter, skipping numbers whose socket
/// answers.
pub(crate) fn free_number() -> u32 {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let base = std::process::id() % 97 * 9;
    loop {
        let number = 100 + (base + NEXT.fetch_add(1, Ordering::SeqCst)) % 800;
        let socket = Path::new(SOCKETS).join(number.to_string());
        if UnixStream::connect(&socket).is_err() {
            return number;
        }
    }
}

/// One BRLTTY server with the Virtual driver, and the test's display connected to it.
pub(crate) struct Server {
    folder: tempfile::TempDir,
    number: u32,
    child: Option<Child>,
    /// The display, once connected.
    pub display: Display,
}

impl Server {
    /// Starts BRLTTY on server number `number` and connects a display of `cells` cells to it.
    pub(crate) fn start(number: u32, cells: usize) -> Server {
        let folder = tempfile::Builder::new()
            .prefix("tactus-brltty-")
            .tempdir()
            .expect("a temporary folder");
        let dir = folder.path();
        let log = fs::File::create(dir.join("brltty.log")).expect("BRLTTY's log file");
        let child = Command::new("brltty")
            .arg("-n")
            .arg("-e")
            .args(["-f", "/dev/null"])
            .args(["-b", "vr"])
            .arg("-d")
            .arg(format!("server:{}", dir.join("vr.sock").display()))
            .args(["-x", "no", "-s", "no"])
            .arg("-A")
            .arg(format!("auth=none,host=:{number}"))
            .arg("-P")
            .arg(dir.join("pid"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("brltty starts");
        let mut server = Server {
            folder,
            number,
            child: Some(child),
            display: Display::default(),
        };
        server.display = server.connect_display(cells);
        server
    }

    /// `BRLAPI_HOST` for this server.
    pub(crate) fn host(&self) -> String {
        format!(":{}", self.number)
    }

    /// BRLTTY's log so far.
    pub(crate) fn log(&self) -> String {
        fs::read_to_string(self.folder.path().join("brltty.log")).unwrap_or_default()
    }

    /// Connects to `vr.sock` once BRLTTY listens there (within 10 s), says how many cells, and reads what BRLTTY
    /// sends from then on.
    fn connect_display(&mut self, cells: usize) -> Display {
        let path = self.folder.path().join("vr.sock");
        let deadline = Instant::now() + Duration::from_secs(10);
        let stream = loop {
            if let Ok(stream) = UnixStream::connect(&path) {
                break stream;
            }
            if let Some(status) = self
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten())
            {
                panic!("brltty ended at once ({status}): {}", self.log());
            }
            assert!(
                Instant::now() < deadline,
                "brltty did not listen on {} within 10 s: {}",
                path.display(),
                self.log()
            );
            thread::sleep(Duration::from_millis(20));
        };
        let display = Display {
            shown: Arc::new(Mutex::new(Vec::new())),
            keys: Some(Arc::new(Mutex::new(KeyLine {
                socket: stream.try_clone().expect("the socket"),
                last: None,
            }))),
        };
        display.send(&format!("cells {cells}"));
        let shown = Arc::clone(&display.shown);
        thread::spawn(move || read_display(stream, &shown));
        // BRLTTY's own greeting shows first: the display is ready for clients then.
        display.wait_for("BRLTTY's greeting", Duration::from_secs(10), |s| {
            s.text.starts_with("BRLTTY")
        });
        display
    }

    /// Ends BRLTTY at once, as a crash would.
    pub(crate) fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        // Its sockets stay behind; a client then finds nobody there.
        for name in [self.number.to_string(), format!(".{}", self.number)] {
            let _ = fs::remove_file(Path::new(SOCKETS).join(name));
        }
    }

    /// The server's folder.
    pub(crate) fn folder(&self) -> PathBuf {
        self.folder.path().to_path_buf()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// What the display showed at one moment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Shown {
    /// The text (`Visual`), without the blanks that fill the line.
    pub text: String,
    /// The dots of each cell (`Braille`), as digits ("12347"; "" for a blank cell).
    pub dots: Vec<String>,
}

/// The test's side of the display: what BRLTTY has shown, and keys to send.
#[derive(Clone, Default)]
pub(crate) struct Display {
    shown: Arc<Mutex<Vec<Shown>>>,
    keys: Option<Arc<Mutex<KeyLine>>>,
}

/// The socket the display's key lines go out on, and when the last one went.
struct KeyLine {
    socket: UnixStream,
    last: Option<Instant>,
}

/// The least time between two key lines. The Virtual driver takes one line each time its socket becomes readable, and
/// lines that arrive together wait (measured: of four lines sent at once, one was taken); so a line is sent only once
/// BRLTTY has read the one before ([`read_by_brltty`]), however busy the machine, and this gap only paces the keys.
const KEY_GAP: Duration = Duration::from_millis(60);

/// Waits until BRLTTY has read every byte sent on `socket` (the socket's send queue is empty: `SIOCOUTQ`), so that the
/// next line arrives alone; fails the test if it has not after a backstop far beyond what a busy machine takes.
fn read_by_brltty(socket: &UnixStream) {
    use std::os::fd::AsRawFd;
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let mut unread: libc::c_int = 0;
        // SAFETY: SIOCOUTQ writes one int to the pointer given, for the socket's own descriptor.
        let asked = unsafe { libc::ioctl(socket.as_raw_fd(), libc::TIOCOUTQ, &mut unread) };
        // BRLTTY gone (a test kills it): nothing will be read, and the test looks at what follows.
        if asked != 0 || unread == 0 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "BRLTTY did not read its key line ({unread} bytes unread)"
        );
        thread::sleep(Duration::from_millis(2));
    }
}

impl Display {
    /// Sends one line of the protocol (a key: `ROUTE 6`, `KEY_ENTER`, `PASSCHAR 101`, `NOOP`).
    pub(crate) fn send(&self, line: &str) {
        let keys = self.keys.as_ref().expect("a connected display");
        let mut keys = keys.lock().unwrap();
        if let Some(wait) = keys.last.and_then(|at| KEY_GAP.checked_sub(at.elapsed())) {
            thread::sleep(wait);
        }
        // BRLTTY may be gone (a test kills it): the test looks at what follows, not at this write.
        let _ = keys.socket.write_all(format!("{line}\n").as_bytes());
        read_by_brltty(&keys.socket);
        keys.last = Some(Instant::now());
    }

    /// Types `text` on the braille keyboard, a character at a time.
    pub(crate) fn type_text(&self, text: &str) {
        for c in text.chars() {
            self.send(&format!("PASSCHAR {}", u32::from(c)));
        }
    }

    /// Everything shown so far, in order.
    pub(crate) fn history(&self) -> Vec<Shown> {
        self.shown.lock().unwrap().clone()
    }

    /// What shows now.
    pub(crate) fn now(&self) -> Shown {
        self.history().last().cloned().unwrap_or_default()
    }

    /// Waits until what shows satisfies `check` (within `limit`), and returns it; fails saying `what` was awaited
    /// and what showed.
    pub(crate) fn wait_for(
        &self,
        what: &str,
        limit: Duration,
        check: impl Fn(&Shown) -> bool,
    ) -> Shown {
        let deadline = Instant::now() + limit;
        loop {
            let now = self.now();
            if check(&now) {
                return now;
            }
            assert!(
                Instant::now() < deadline,
                "the display did not show {what} within {limit:?}; it showed: {:#?}",
                self.history()
            );
            thread::sleep(Duration::from_millis(10));
        }
    }
}

/// Reads BRLTTY's lines until the socket closes; a `Visual` line and the `Braille` line after it make one entry.
fn read_display(stream: UnixStream, shown: &Mutex<Vec<Shown>>) {
    let mut text = None;
    for line in BufReader::new(stream).lines() {
        let Ok(line) = line else { return };
        if let Some(visual) = quoted(&line, "Visual") {
            text = Some(visual.trim_end().to_string());
        } else if let Some(braille) = quoted(&line, "Braille") {
            let dots = braille.split('|').map(|cell| cell.trim().to_string());
            let mut dots: Vec<String> = dots.collect();
            // The line ends with a separator.
            if dots.last().is_some_and(String::is_empty) && braille.ends_with('|') {
                dots.pop();
            }
            shown.lock().unwrap().push(Shown {
                text: text.take().unwrap_or_default(),
                dots,
            });
        }
    }
}

/// The quoted value of a `Name "value"` line (backslash escapes undone).
fn quoted<'a>(line: &'a str, name: &str) -> Option<std::borrow::Cow<'a, str>> {
    let value = line
        .strip_prefix(name)?
        .trim_start()
        .strip_prefix('"')?
        .strip_suffix('"')?;
    if !value.contains('\\') {
        return Some(value.into());
    }
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        out.push(if c == '\\' {
            chars.next().unwrap_or('\\')
        } else {
            c
        });
    }
    Some(out.into())
}

/// The dots of a Unicode braille cell as the display writes them ("12347"; "" for a blank).
pub(crate) fn dots_of(cell: char) -> String {
    let bits = u32::from(cell).wrapping_sub(0x2800);
    assert!(bits < 0x100, "{cell:?} is no braille cell");
    (0..8)
        .filter(|dot| bits & (1 << dot) != 0)
        .map(|dot| char::from(b'1' + dot as u8))
        .collect()
}
