//! A session run whole: what it says first reported at instant 0, the event loop on real or virtual time until the
//! commands end, `quit` or a signal, and then what the end of the commands leaves to say (a drill's score).

use std::{io, sync::mpsc::Receiver};

use tactus_core::{BoardLink, Ending, Event, EventSink, Incoming, Session, Stamped};

use crate::{run_and_close, time_source};

/// Runs `session` on real time, or virtual time when `virtual_time`, reading `input` (and `board`), telling `sink`:
/// `opening` first, then the loop ([`run_and_close`]), then `then` is given the session, the time and `sink`.
///
/// # Errors
/// Output or input that fails.
pub fn run_session<S: Session>(
    session: &mut S,
    virtual_time: bool,
    input: Receiver<Incoming>,
    sink: &mut dyn EventSink,
    board: Option<&mut dyn BoardLink>,
    opening: impl IntoIterator<Item = Event>,
    then: impl FnOnce(&S, u64, &mut dyn EventSink) -> io::Result<()>,
) -> io::Result<Ending> {
    let mut time = time_source(virtual_time);
    for event in opening {
        sink.emit(&Stamped { t_ms: 0, event })?;
    }
    let ending = run_and_close(session, time.as_mut(), input, sink, board)?;
    then(session, time.now_ms(), sink)?;
    Ok(ending)
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use tactus_core::{Flow, Input, Reply};

    use super::*;
    use crate::fakes::Screen;

    /// Answers a typed line with a notice of it.
    struct Echo;

    impl Session for Echo {
        fn handle(&mut self, input: Input, _now: u64) -> Reply {
            match input {
                Input::Typed(text) => Reply::event(Event::Notice {
                    text: tactus_core::Sentence::text(text),
                }),
                _ => Reply {
                    events: Vec::new(),
                    flow: Flow::Continue,
                },
            }
        }
    }

    fn notice(text: &str) -> Event {
        Event::Notice {
            text: tactus_core::Sentence::text(text),
        }
    }

    #[test]
    fn the_opening_comes_first_and_the_end_last() {
        let (sender, receiver) = mpsc::channel();
        sender.send(Incoming::Line("typed".into())).unwrap();
        drop(sender);
        let mut screen = Screen::default();
        let ending = run_session(
            &mut Echo,
            true,
            receiver,
            &mut screen,
            None,
            [notice("first")],
            |_, now, sink| {
                sink.emit(&Stamped {
                    t_ms: now,
                    event: notice("last"),
                })
            },
        );
        assert!(matches!(ending, Ok(Ending::Finished)));
        assert_eq!(screen.shown.first().map(String::as_str), Some("first"));
        assert!(screen.shown.iter().any(|shown| shown == "typed"));
        assert_eq!(screen.shown.last().map(String::as_str), Some("last"));
    }

    #[test]
    fn an_opening_that_cannot_be_told_ends_the_run() {
        let (_sender, receiver) = mpsc::channel();
        let mut screen = Screen {
            broken: true,
            ..Screen::default()
        };
        let ran = run_session(
            &mut Echo,
            true,
            receiver,
            &mut screen,
            None,
            [notice("first")],
            |_, _, _| Ok(()),
        );
        assert!(ran.is_err());
    }
}
