//! The standalone clock as a [`Session`]: the chess clock, the players' cue choice and the voice pack, driven by
//! command lines and instants from the event loop.
//!
//! It is pure like the clock it wraps: `now` comes in with every call, so scripted sessions and unit tests replay to
//! the millisecond. A refused command reports an `error` event and changes nothing. There is no board, so a flag fall
//! is reported and nothing more: the game result on time belongs to `tactus play`.

use crate::voice::Sentence;
use crate::{
    boundary::Event,
    boundary::Flow,
    boundary::Interruption,
    boundary::Reply,
    boundary::Session,
    boundary::{ErrorCode, Input, Refusal},
    clock::{ChessClock, ClockError, ClockEvent, ClockState, CueFilter, CueMarks, Side},
    voice::{PhraseKey, VoicePack},
    words,
};

use super::command::{self, ClockCommand, CommandError};
use crate::arguments::Adjustment;
use crate::registry::{self, SessionKind};

/// A talking chess clock for any board.
pub struct ClockSession {
    clock: ChessClock,
    cues: CueFilter,
    pack: VoicePack,
    virtual_time: bool,
    /// Whether a press says both times (`--press-times`).
    press_times: bool,
    /// Which marks cue.
    marks: CueMarks,
}

impl ClockSession {
    /// A stopped clock; `virtual_time` says whether `wait` may move time on.
    #[must_use]
    pub fn new(clock: ChessClock, cues: CueFilter, pack: VoicePack, virtual_time: bool) -> Self {
        ClockSession {
            clock,
            cues,
            pack,
            virtual_time,
            press_times: false,
            marks: CueMarks::ALL,
        }
    }

    /// Cues only at `marks` (`--cues own,15min`).
    #[must_use]
    pub fn with_marks(mut self, marks: CueMarks) -> Self {
        self.marks = marks;
        self
    }

    /// Says both times at every press (`--press-times`); without it a press is a click and the times are said on
    /// request (`time`), so that in fast play no sentence is cut off by the next press.
    #[must_use]
    pub fn with_press_times(mut self, press_times: bool) -> Self {
        self.press_times = press_times;
        self
    }

    /// The greeting at the keyboard: both starting times and how to begin.
    #[must_use]
    pub fn ready(&self) -> Event {
        let times = words::times_words(
            &self.pack,
            self.clock.remaining(Side::White, 0),
            self.clock.remaining(Side::Black, 0),
        );
        Event::answer(
            "ready",
            Sentence::phrase(&self.pack, PhraseKey::ClockReady, vec![("times", times)]),
        )
    }

    fn execute(&mut self, command: ClockCommand, now: u64) -> Reply {
        let done = match command {
            ClockCommand::Go => self.go(now),
            ClockCommand::Press => self
                .clock
                .press(now)
                .map(|press| self.pressed(press.side, now)),
            // As on a real clock, Black's button starts White's clock before the game; it completes no move.
            ClockCommand::PressBy(Side::Black) if self.clock.state() == ClockState::NotStarted => {
                self.go(now)
            }
            ClockCommand::PressBy(side) => self
                .clock
                .press_by(side, now)
                .map(|press| self.pressed(press.side, now)),
            ClockCommand::Pause => self.pause(now),
            ClockCommand::Arbiter(side, adjustment) => Ok(self.adjust(side, adjustment, now)),
            ClockCommand::Time => Ok(self.answer(command, self.times_text(now))),
            ClockCommand::Moves => Ok(self.answer(command, self.moves_text())),
            ClockCommand::Help => {
                let help = Sentence::phrase(&self.pack, PhraseKey::HelpClock, Vec::new());
                Ok(self.answer(command, help))
            }
            ClockCommand::Wait(ms) if self.virtual_time => {
                return Reply::with_flow(Vec::new(), Flow::Wait(ms))
            }
            ClockCommand::Wait(_) => Ok(self.error(PhraseKey::ErrorWaitRealTime, &[])),
            ClockCommand::Quit => return Reply::with_flow(vec![self.left(now)], Flow::Quit),
        };
        Reply::event(done.unwrap_or_else(|refused| self.refusal(refused)))
    }

    /// `quit`: the clock is left saying so, with both times as they stand, as a game's `quit` does.
    fn left(&self, now: u64) -> Event {
        let text = Sentence::phrase(
            &self.pack,
            PhraseKey::ClockPaused,
            vec![("times", self.times_text(now))],
        );
        Event::Left {
            spoken: text.clone(),
            text,
        }
    }

    fn go(&mut self, now: u64) -> Result<Event, ClockError> {
        let side = match self.clock.state() {
            ClockState::NotStarted => Side::White,
            ClockState::Paused(side) => side,
            ClockState::Running(side) => return Err(ClockError::AlreadyRunning(side)),
        };
        self.clock.start(side, now)?;
        Ok(Event::Start {
            side,
            white_ms: self.clock.remaining(Side::White, now),
            black_ms: self.clock.remaining(Side::Black, now),
        })
    }

    fn pause(&mut self, now: u64) -> Result<Event, ClockError> {
        self.clock.pause(now)?;
        let side = match self.clock.state() {
            ClockState::Paused(side) | ClockState::Running(side) => side,
            ClockState::NotStarted => Side::White,
        };
        Ok(Event::Pause {
            side,
            white_ms: self.clock.remaining(Side::White, now),
            black_ms: self.clock.remaining(Side::Black, now),
        })
    }

    fn pressed(&self, side: Side, now: u64) -> Event {
        let ply = Side::ALL
            .iter()
            .map(|&s| self.clock.moves_completed(s))
            .fold(0u32, u32::saturating_add);
        Event::Press {
            ply,
            side,
            white_ms: Some(self.clock.remaining(Side::White, now)),
            black_ms: Some(self.clock.remaining(Side::Black, now)),
            say_times: self.press_times,
        }
    }

    fn adjust(&mut self, side: Side, adjustment: Adjustment, now: u64) -> Event {
        let remaining_ms = match adjustment {
            Adjustment::Add(ms) => self.clock.add(side, ms, now),
            Adjustment::Set(ms) => self.clock.set(side, ms, now),
        };
        Event::Adjust {
            side,
            remaining_ms,
            white_ms: self.clock.remaining(Side::White, now),
            black_ms: self.clock.remaining(Side::Black, now),
        }
    }

    fn times_text(&self, now: u64) -> Sentence {
        words::times_words(
            &self.pack,
            self.clock.remaining(Side::White, now),
            self.clock.remaining(Side::Black, now),
        )
    }

    fn moves_text(&self) -> Sentence {
        words::moves_words(
            &self.pack,
            self.clock.moves_completed(Side::White),
            self.clock.moves_completed(Side::Black),
            Some(&self.clock),
        )
    }

    fn answer(&self, command: ClockCommand, text: Sentence) -> Event {
        Event::answer(command.name(), text)
    }

    fn error(&self, key: PhraseKey, values: &[(&'static str, &str)]) -> Event {
        Refusal::new(&self.pack, key, values).into()
    }

    /// A clock's refusal in the pack's words.
    fn refusal(&self, refused: ClockError) -> Event {
        Event::Error {
            code: ErrorCode::of_clock(refused),
            message: words::clock_refusal(&self.pack, refused),
        }
    }

    /// A line that is not a command, in the pack's words.
    fn unreadable(&self, problem: &CommandError) -> Event {
        match problem {
            CommandError::Unknown(input) => self.error(
                PhraseKey::ErrorUnknownCommand,
                &[
                    ("input", input),
                    (
                        "commands",
                        &registry::names_in(SessionKind::Clock, &self.pack.phrase_language),
                    ),
                ],
            ),
            CommandError::Usage(usage) => {
                let usage = usage.written_in(&self.pack.phrase_language);
                self.error(PhraseKey::ErrorUsage, &[("usage", &usage)])
            }
            CommandError::Duration(input) => {
                self.error(PhraseKey::ErrorDuration, &[("input", input)])
            }
        }
    }
}

impl Session for ClockSession {
    fn next_due(&self) -> Option<u64> {
        self.clock.next_event_at()
    }

    fn advance_to(&mut self, now: u64) -> Vec<(u64, Event)> {
        let cues = self.cues;
        let marks = self.marks;
        self.clock
            .advance_to(now)
            .into_iter()
            .filter(|event| cues.allows(event) && marks.allows(event))
            .map(|event| (event.at_ms(), clock_event(event)))
            .collect()
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        let command = match input {
            Input::Typed(line) => command::parse(&line),
            Input::Command(command) => command::from_command(&command).map(Some),
            // The clock alone has no engine and reads no board.
            Input::Engine(_) | Input::Board(_) | Input::Server(_) | Input::Broadcast(_) => Ok(None),
        };
        match command {
            Ok(Some(command)) => self.execute(command, now),
            Ok(None) => Reply::events(Vec::new()),
            Err(problem) => Reply::event(self.unreadable(&problem)),
        }
    }

    fn interrupt(&mut self, how: Interruption, _now: u64) -> Vec<Event> {
        let text = Sentence::phrase(
            &self.pack,
            PhraseKey::Stopped,
            vec![("signal", Sentence::figures(how.signal_name()))],
        );
        vec![Event::stopped(how, text.clone(), text)]
    }
}

fn clock_event(event: ClockEvent) -> Event {
    match event {
        ClockEvent::Cue {
            side,
            level,
            remaining_ms,
            ..
        } => Event::Cue {
            side,
            level,
            remaining_ms,
        },
        ClockEvent::Flag { side, .. } => Event::Flag { side },
    }
}

#[cfg(test)]
mod tests;
