//! A braille display through BRLTTY's BrlAPI, loaded at run time.
//!
//! The display shows each announcement and answer as it happens (the same written sentence the text output prints),
//! and the board cursor's rank in the braille chess code; its keys drive the same commands as the keyboard. The key
//! table is [`keys::TABLE`]:
//!
//! | key | in a game | while the board row shows | with `tactus clock` |
//! |---|---|---|---|
//! | routing key over a square | — | `cursor pick <square>` | — |
//! | line up / line down | `cursor up` / `cursor down` | the same | — |
//! | character left / right | `cursor left` / `cursor right` | the same | — |
//! | pan left / pan right | the previous / next window of the message | `cursor down` / `cursor up` | windows |
//! | home | `cursor` | `cursor` | `time` |
//! | F1 … F5 | `last`, `time`, `moves`, `press`, `board` | the same | `go`, `time`, `moves`, `press`, `pause` |
//! | typed characters, backspace | the typed line | the same | the same |
//! | enter | sends the typed line; nothing typed: `cursor pick` | the same | sends the typed line |
//! | escape | clears the typed line; nothing typed: `cursor cancel` | the same | clears the typed line |
//!
//! With `tactus listen` and `tactus analyse` the display keeps the move reached and the last evaluation asked, shown
//! together when the engine answers and again by the home key (`view/standing.rs`).
//!
//! Parts: `keys.rs` reads BrlAPI's key codes and holds the table, `view.rs` is what the display shows (pure and
//! tested), `link.rs` the thread that keeps the view and the connection's own thread that makes every BrlAPI call,
//! `library.rs` the library and its functions (with the `braille` feature).

// What the display does is built with the `braille` feature: without it there is no display to drive.
#[cfg(feature = "braille")]
mod bound;
#[cfg(feature = "braille")]
mod error;
#[cfg(feature = "braille")]
pub(crate) mod keys;
#[cfg(feature = "braille")]
mod library;
#[cfg(feature = "braille")]
pub(crate) mod link;
#[cfg(feature = "braille")]
pub(crate) mod view;

#[cfg(feature = "braille")]
use std::sync::mpsc;
use std::sync::mpsc::Sender;
use std::time::Duration;

use super::bindings::Controls;
#[cfg(feature = "braille")]
use link::Message;
#[cfg(feature = "braille")]
use tactus_core::Stamped;
use tactus_core::{EventSink, Incoming, VoicePack};

/// How long [`describe`] looks for a display at most.
pub(crate) const DESCRIBE_LIMIT: Duration = Duration::from_millis(1500);

/// Connects to BRLTTY in the background (retrying while there is none); the display's keys send commands to
/// `sender`, and what is told about the display (connected, lost) goes there as notices. The sink returned shows
/// the session's events; it never waits for the display.
#[cfg(feature = "braille")]
pub(crate) fn start(
    controls: Controls,
    sender: Sender<Incoming>,
    pack: VoicePack,
) -> Box<dyn EventSink> {
    let (own, messages) = mpsc::channel();
    let started = start_link(controls, sender, pack, own.clone(), messages);
    Box::new(Display {
        link: started.then_some(own),
    })
}

#[cfg(feature = "braille")]
fn start_link(
    controls: Controls,
    sender: Sender<Incoming>,
    pack: VoicePack,
    own: Sender<Message>,
    messages: mpsc::Receiver<Message>,
) -> bool {
    let link = link::Link::new(
        library::Brlapi,
        link::Timing::default(),
        controls,
        pack,
        sender,
        own,
        std::time::Instant::now(),
    );
    std::thread::Builder::new()
        .name("tactus-braille".into())
        .spawn(move || link.run(&messages))
        .is_ok()
}

/// Without the `braille` feature there is nothing to connect to; the sink shows nothing.
#[cfg(not(feature = "braille"))]
pub(crate) fn start(
    _controls: Controls,
    _sender: Sender<Incoming>,
    _pack: VoicePack,
) -> Box<dyn EventSink> {
    Box::new(NoDisplay)
}

/// The sink of a build without the `braille` feature: it shows nothing.
#[cfg(not(feature = "braille"))]
struct NoDisplay;

#[cfg(not(feature = "braille"))]
impl EventSink for NoDisplay {
    fn emit(&mut self, _event: &tactus_core::Stamped) -> std::io::Result<()> {
        Ok(())
    }
}

/// The sink side: hands each event to the link's thread.
#[cfg(feature = "braille")]
struct Display {
    /// The link's channel (`None` when there is no link).
    link: Option<Sender<Message>>,
}

#[cfg(feature = "braille")]
impl EventSink for Display {
    fn emit(&mut self, event: &Stamped) -> std::io::Result<()> {
        if let Some(link) = &self.link {
            if link.send(Message::Event(event.event.clone())).is_err() {
                // The link has ended (the session no longer listens to it): nothing more to show.
                self.link = None;
            }
        }
        Ok(())
    }
}

#[cfg(feature = "braille")]
impl Drop for Display {
    fn drop(&mut self) {
        if let Some(link) = &self.link {
            let _ = link.send(Message::Stop);
        }
    }
}

/// One sentence about the braille display for `tactus devices`, within `DESCRIBE_LIMIT`.
#[must_use]
pub fn describe() -> String {
    describe_within(DESCRIBE_LIMIT)
}

/// [`describe`] with another time limit.
#[cfg(feature = "braille")]
#[must_use]
pub(crate) fn describe_within(limit: Duration) -> String {
    let server = match std::env::var("BRLAPI_HOST") {
        Ok(host) if !host.is_empty() => format!("BRLTTY at {host}"),
        _ => "BRLTTY".to_string(),
    };
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("tactus-braille-survey".into())
        .spawn(move || {
            let found = library::Api::get().map(library::BrlapiConnection::open);
            let _ = tx.send(match found {
                Err(absent) => format!("braille display: {absent}"),
                Ok(Err(reason)) => format!("braille display: none (no {server} running: {reason})"),
                Ok(Ok(connection)) if connection.cells() == 0 => {
                    format!("braille display: none ({server} runs without a display)")
                }
                Ok(Ok(connection)) => format!(
                    "braille display: {} cells through {server}",
                    connection.cells()
                ),
            });
        });
    if let Err(e) = spawned {
        return format!("braille display: not looked at ({e})");
    }
    rx.recv_timeout(limit).unwrap_or_else(|_| {
        format!(
            "braille display: BRLTTY did not answer within {} ms",
            limit.as_millis()
        )
    })
}

/// [`describe`] without the `braille` feature.
#[cfg(not(feature = "braille"))]
#[must_use]
pub(crate) fn describe_within(_limit: Duration) -> String {
    "braille display: this build has no braille support".to_string()
}
