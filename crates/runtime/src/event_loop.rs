//! The event loop: wait for the next command line or the next instant something is due, whichever comes first;
//! hand it to the session; report what happens.
//!
//! It knows nothing of clocks or chess: a [`Session`] says when it next needs waking and what a line or an instant
//! does, the [`TimeSource`] says what time it is and how to wait, and the [`EventSink`] reports. `tactus clock` runs
//! its clock session here; `tactus play` will run the game session on the same loop.

use std::{io, sync::mpsc::Receiver};

/// How often, in real time, devices that may fail at any moment are looked at while nothing happens.
const POLL_MS: u64 = 250;

/// How often, in real time, the outputs are asked whether they are still speaking while the session waits for its
/// words to be heard.
const HEARD_POLL_MS: u64 = 50;

use tactus_core::Sentence;
use tactus_core::{
    BoardLink, Cause, Ending, Event, EventSink, Flow, Incoming, Input, Session, Stamped,
};

use crate::time::{Next, TimeSource};

/// After [`run`], once its commands are closed (so that a signal meanwhile ends the process): lets the last words
/// be heard, however long they are (a device that stops working gives up by its own time limits), then writes what a device found missing or failing meanwhile (system speech that never came up,
/// noticed only now in a short script).
///
/// # Errors
/// The sink's error (e.g. output closed).
pub fn last_words(now: u64, sink: &mut dyn EventSink) -> io::Result<()> {
    sink.session_ended();
    sink.finish();
    report_notices(now, sink)
}

/// Runs `session` until the input ends, it quits or a signal stops it. With virtual time the end of the input ends
/// the session at once; what is due at that instant is still reported. With virtual time and an electronic `board`,
/// the board is read whole at the start and before each scripted line, so the script and the board's reports meet in
/// one order.
///
/// # Errors
/// The sink's error (e.g. output closed), or the input's failure as [`io::ErrorKind::Other`].
pub fn run(
    session: &mut dyn Session,
    time: &mut dyn TimeSource,
    input: &Receiver<Incoming>,
    sink: &mut dyn EventSink,
    board: Option<&mut dyn BoardLink>,
) -> io::Result<Ending> {
    let ending = serve(session, time, input, sink, board)?;
    // A device may have had something to tell after the last command (a hand-over during it). After a signal the
    // output may be gone with the terminal: what the session had to write is written, so that is no failure.
    let told = report_notices(time.now_ms(), sink);
    match ending {
        Ending::Finished => told.map(|()| ending),
        Ending::Interrupted(_) => Ok(ending),
    }
}

/// Runs `session` as [`run`] on the commands of `input`, which is closed as soon as the loop ends, then lets its last
/// words be heard ([`last_words`]): a signal that comes while the session is wound up (the last words said, an engine
/// ended) then finds nobody listening and ends the process the default way (`watch_signals`), instead of waiting in
/// a channel nobody reads.
///
/// # Errors
/// Those of [`run`].
pub fn run_and_close(
    session: &mut dyn Session,
    time: &mut dyn TimeSource,
    input: Receiver<Incoming>,
    sink: &mut dyn EventSink,
    board: Option<&mut dyn BoardLink>,
) -> io::Result<Ending> {
    let ending = run(session, time, &input, sink, board);
    drop(input);
    let told = last_words(time.now_ms(), sink);
    match ending {
        Ok(Ending::Finished) => told.map(|()| Ending::Finished),
        // After a signal the output may be gone with the terminal.
        other => other,
    }
}

/// The loop itself, until the input ends, the session quits or a signal stops it.
fn serve(
    session: &mut dyn Session,
    time: &mut dyn TimeSource,
    input: &Receiver<Incoming>,
    sink: &mut dyn EventSink,
    mut board: Option<&mut dyn BoardLink>,
) -> io::Result<Ending> {
    if let Some(prompt) = session.prompt() {
        sink.prompt(&prompt)?;
    }
    // In virtual time the board is read whole once at the start (it connects), then before each scripted line.
    if let (Some(board), true) = (board.as_deref_mut(), time.is_virtual()) {
        for reported in board.read_whole() {
            hand_over(
                session,
                Input::Board(reported),
                Cause::Program,
                time.now_ms(),
                sink,
            )?;
        }
    }
    loop {
        report_due(session, time, time.now_ms(), sink)?;
        report_notices(time.now_ms(), sink)?;
        if session.waits_to_be_heard() && !sink.speaking() {
            session.heard(time.now_ms());
        }
        let next = time.next_input(input, wake_at(session, time, sink));
        // One reading of the time for what fell due and for the command: a flag that falls after it is handled
        // after the command, so nothing is ever stamped earlier than what came before.
        let now = time.now_ms();
        if matches!(next, Next::Line(_) | Next::Scripted(_)) {
            sink.line_entered();
        }
        report_due(session, time, now, sink)?;
        if let (Next::Scripted(_), Some(board), true) =
            (&next, board.as_deref_mut(), time.is_virtual())
        {
            for reported in board.read_whole() {
                hand_over(session, Input::Board(reported), Cause::Program, now, sink)?;
            }
        }
        let (input, cause) = match next {
            Next::Due => continue,
            Next::End => return Ok(Ending::Finished),
            Next::Failed(failure) => return Err(io::Error::other(failure)),
            Next::Interrupted(how) => {
                // The session writes what it must first; its words may meet an output that went with the terminal
                // (SIGHUP), which is then no failure.
                sink.action_begins(Cause::Program);
                for event in session.interrupt(how, now) {
                    if sink.emit(&Stamped { t_ms: now, event }).is_err() {
                        break;
                    }
                }
                return Ok(Ending::Interrupted(how));
            }
            Next::Notice(text) => {
                sink.action_begins(Cause::Program);
                sink.emit(&Stamped {
                    t_ms: now,
                    event: Event::Notice {
                        text: Sentence::text(text),
                    },
                })?;
                continue;
            }
            Next::Line(line) => (Input::Typed(line), Cause::User),
            Next::Scripted(line) => (Input::Typed(line), Cause::Script),
            Next::Input(
                input @ (Input::Engine(_)
                | Input::Board(_)
                | Input::Server(_)
                | Input::Broadcast(_)),
            ) => (input, Cause::Program),
            Next::Input(input) => (input, Cause::User),
        };
        let reply = session.handle(input, now);
        // A program's input answered with nothing (a stream's keep-alive) begins no action and shows no prompt
        // again: the outputs never hear of it.
        let unheard =
            cause == Cause::Program && reply.events.is_empty() && reply.flow == Flow::Continue;
        if !unheard {
            sink.action_begins(cause);
        }
        for event in reply.events {
            sink.emit(&Stamped { t_ms: now, event })?;
        }
        if reply.flow == Flow::Quit {
            return Ok(Ending::Finished);
        }
        if let Some(prompt) = session.prompt().filter(|_| !unheard) {
            sink.prompt(&prompt)?;
        }
        match reply.flow {
            Flow::Continue => {}
            Flow::Quit => return Ok(Ending::Finished),
            Flow::Wait(ms) => {
                time.advance(ms);
            }
        }
    }
}

/// Hands an input that cannot quit or wait (the board's report) to `session` at `now` and reports its reply.
fn hand_over(
    session: &mut dyn Session,
    input: Input,
    cause: Cause,
    now: u64,
    sink: &mut dyn EventSink,
) -> io::Result<()> {
    sink.action_begins(cause);
    let reply = session.handle(input, now);
    for event in reply.events {
        sink.emit(&Stamped { t_ms: now, event })?;
    }
    Ok(())
}

/// When to wake without a line: when the session has something due, and in real time also soon enough to look at
/// devices that may fail, and to tell a session waiting for its words to be heard that they were.
fn wake_at(session: &dyn Session, time: &dyn TimeSource, sink: &dyn EventSink) -> Option<u64> {
    let due = session.next_due();
    if time.is_virtual() {
        return due;
    }
    let poll = if session.waits_to_be_heard() {
        HEARD_POLL_MS
    } else if sink.needs_polling() {
        POLL_MS
    } else {
        return due;
    };
    let poll = time.now_ms().saturating_add(poll);
    Some(due.map_or(poll, |due| due.min(poll)))
}

/// Reports the sinks' notices about their devices.
fn report_notices(now: u64, sink: &mut dyn EventSink) -> io::Result<()> {
    let notices = sink.poll();
    if !notices.is_empty() {
        sink.action_begins(Cause::Program);
    }
    for text in notices {
        sink.emit(&Stamped {
            t_ms: now,
            event: Event::Notice {
                text: Sentence::text(text),
            },
        })?;
    }
    Ok(())
}

/// Reports what the session has due by `now`, stamped by the time source.
fn report_due(
    session: &mut dyn Session,
    time: &dyn TimeSource,
    now: u64,
    sink: &mut dyn EventSink,
) -> io::Result<()> {
    let due = session.advance_to(now);
    if !due.is_empty() {
        sink.action_begins(Cause::Program);
    }
    for (at_ms, event) in due {
        sink.emit(&Stamped {
            t_ms: time.stamp(at_ms, now),
            event,
        })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;
    use crate::{
        fakes::{Screen, Stoppable},
        time::VirtualTime,
    };
    use tactus_core::Interruption;

    fn run_with(incoming: Vec<Incoming>, screen: &mut Screen) -> io::Result<Ending> {
        let (sender, receiver) = mpsc::channel();
        incoming.into_iter().for_each(|i| sender.send(i).unwrap());
        run(
            &mut Stoppable,
            &mut VirtualTime::new(),
            &receiver,
            screen,
            None,
        )
    }

    #[test]
    fn a_signal_ends_the_loop_after_the_sessions_last_words() {
        let mut screen = Screen::default();
        let incoming = vec![
            Incoming::Line("e4".into()),
            Incoming::Interrupted(Interruption::Terminate),
            Incoming::Line("never read".into()),
        ];
        let ending = run_with(incoming, &mut screen).unwrap();
        assert_eq!(ending, Ending::Interrupted(Interruption::Terminate));
        assert_eq!(screen.shown, ["e4", "stopping on SIGTERM"]);
    }

    /// Answers a typed line with a notice and anything else with nothing; always prompts.
    struct Prompting;

    impl Session for Prompting {
        fn handle(&mut self, input: Input, _now: u64) -> tactus_core::Reply {
            match input {
                Input::Typed(text) => tactus_core::Reply::event(Event::Notice {
                    text: tactus_core::Sentence::name(text),
                }),
                _ => tactus_core::Reply {
                    events: Vec::new(),
                    flow: Flow::Continue,
                },
            }
        }

        fn prompt(&self) -> Option<String> {
            Some("to move".into())
        }
    }

    /// What the outputs were told, in order.
    #[derive(Default)]
    struct Told(Vec<String>);

    impl EventSink for Told {
        fn emit(&mut self, event: &Stamped) -> io::Result<()> {
            self.0.push(format!("{:?}", event.event));
            Ok(())
        }

        fn prompt(&mut self, text: &str) -> io::Result<()> {
            self.0.push(format!("prompt {text}"));
            Ok(())
        }

        fn action_begins(&mut self, cause: Cause) {
            self.0.push(format!("action {cause:?}"));
        }
    }

    #[test]
    fn a_programs_input_answered_with_nothing_reaches_no_output() {
        let (sender, receiver) = mpsc::channel();
        let keep_alive = Input::Server(tactus_core::ServerInput::KeepAlive);
        for incoming in [Incoming::Input(keep_alive), Incoming::Line("e4".into())] {
            sender.send(incoming).unwrap();
        }
        drop(sender);
        let mut told = Told::default();
        run(
            &mut Prompting,
            &mut VirtualTime::new(),
            &receiver,
            &mut told,
            None,
        )
        .unwrap();
        assert_eq!(
            told.0,
            [
                "prompt to move",
                "action User",
                r#"Notice { text: "e4" }"#,
                "prompt to move"
            ]
        );
    }

    #[test]
    fn an_output_gone_with_the_terminal_is_no_failure_after_a_signal() {
        let mut screen = Screen {
            broken: true,
            ..Screen::default()
        };
        let incoming = vec![Incoming::Interrupted(Interruption::Hangup)];
        let ending = run_with(incoming, &mut screen).unwrap();
        assert_eq!(ending, Ending::Interrupted(Interruption::Hangup));
        // Without a signal the same output failure ends the loop with the error.
        let incoming = vec![Incoming::Line("e4".into())];
        assert!(run_with(incoming, &mut screen).is_err());
    }

    #[test]
    fn the_commands_channel_closes_when_the_loop_ends() {
        let (sender, receiver) = mpsc::channel();
        sender.send(Incoming::Ended).unwrap();
        let ending = run_and_close(
            &mut Stoppable,
            &mut VirtualTime::new(),
            receiver,
            &mut Screen::default(),
            None,
        )
        .unwrap();
        assert_eq!(ending, Ending::Finished);
        // What the signal thread sends now fails, so it lets the signal do what it does by default, while the
        // outputs are still finishing.
        assert!(sender
            .send(Incoming::Interrupted(Interruption::Terminate))
            .is_err());
    }
}
