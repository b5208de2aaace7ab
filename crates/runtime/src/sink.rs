//! Where events go: the output side of the event loop, as one small trait.
//!
//! Today there are two sinks, text lines for people (plain sentences a screen reader reads once: no colour, no
//! cursor movement) and JSON lines for programs. Sound cues and speech will be further sinks attached with [`Sinks`],
//! without touching the loop. Every line is flushed at once: a cue printed late is a cue missed.

use std::io::{self, Write};

use tactus_core::{EventSink, JsonLine, Stamped, VoicePack};

/// One JSON object per line (docs/cli.md, "Events").
pub struct JsonLines<W: Write> {
    out: W,
}

impl<W: Write> JsonLines<W> {
    /// JSON lines written to `out`.
    pub fn new(out: W) -> Self {
        JsonLines { out }
    }
}

impl<W: Write> EventSink for JsonLines<W> {
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        serde_json::to_writer(&mut self.out, &JsonLine::from(event))?;
        self.out.write_all(b"\n")?;
        self.out.flush()
    }
}

/// One sentence per line in the voice pack's language.
///
/// At the keyboard it also shows a prompt ("White to move> ") at the end of the output, without a line break, so
/// what is typed follows it; an event arriving while the prompt shows (a clock cue) starts on a line of its own,
/// and the prompt is shown again after the next command.
pub struct TextLines<W: Write> {
    out: W,
    pack: VoicePack,
    prompts: bool,
    prompt_showing: bool,
}

impl<W: Write> TextLines<W> {
    /// Sentences of `pack` written to `out`.
    pub fn new(out: W, pack: VoicePack) -> Self {
        TextLines {
            out,
            pack,
            prompts: false,
            prompt_showing: false,
        }
    }

    /// The same, showing prompts (for a person typing at the terminal).
    pub fn with_prompts(out: W, pack: VoicePack) -> Self {
        TextLines {
            prompts: true,
            ..TextLines::new(out, pack)
        }
    }
}

impl<W: Write> EventSink for TextLines<W> {
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        if std::mem::take(&mut self.prompt_showing) {
            writeln!(self.out)?;
        }
        writeln!(
            self.out,
            "{}",
            tactus_core::event_sentence(&self.pack, &event.event)
        )?;
        self.out.flush()
    }

    fn prompt(&mut self, text: &str) -> io::Result<()> {
        if !self.prompts || self.prompt_showing {
            return Ok(());
        }
        write!(self.out, "{text}> ")?;
        self.prompt_showing = true;
        self.out.flush()
    }

    fn line_entered(&mut self) {
        self.prompt_showing = false;
    }
}

/// Several sinks, each given every event in turn.
#[derive(Default)]
pub struct Sinks {
    sinks: Vec<Box<dyn EventSink>>,
    /// Notices from before the session started (a missing sound device), reported by the first poll.
    notices: Vec<String>,
}

impl Sinks {
    /// No sinks yet.
    #[must_use]
    pub fn new() -> Self {
        Sinks::default()
    }

    /// Adds a sink after the others.
    pub fn attach(&mut self, sink: Box<dyn EventSink>) {
        self.sinks.push(sink);
    }

    /// Keeps a notice for the first poll ("no sound: …").
    pub fn notice(&mut self, text: String) {
        self.notices.push(text);
    }
}

impl EventSink for Sinks {
    /// Gives the event to every sink, even after one failed; returns the first failure.
    fn emit(&mut self, event: &Stamped) -> io::Result<()> {
        let mut result = Ok(());
        for sink in &mut self.sinks {
            let emitted = sink.emit(event);
            if result.is_ok() {
                result = emitted;
            }
        }
        result
    }

    fn prompt(&mut self, text: &str) -> io::Result<()> {
        self.sinks.iter_mut().try_for_each(|sink| sink.prompt(text))
    }

    fn line_entered(&mut self) {
        self.sinks.iter_mut().for_each(|sink| sink.line_entered());
    }

    fn action_begins(&mut self, cause: tactus_core::Cause) {
        self.sinks
            .iter_mut()
            .for_each(|sink| sink.action_begins(cause));
    }

    fn speaking(&mut self) -> bool {
        self.sinks.iter_mut().any(|sink| sink.speaking())
    }

    fn poll(&mut self) -> Vec<String> {
        let mut notices = std::mem::take(&mut self.notices);
        for sink in &mut self.sinks {
            notices.extend(sink.poll());
        }
        notices
    }

    fn needs_polling(&self) -> bool {
        self.sinks.iter().any(|sink| sink.needs_polling())
    }

    fn session_ended(&mut self) {
        self.sinks.iter_mut().for_each(|sink| sink.session_ended());
    }

    fn finish(&mut self) {
        for sink in &mut self.sinks {
            sink.finish();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactus_core::{Event, Side};

    #[test]
    fn text_and_json_lines() {
        let event = Stamped {
            t_ms: 7,
            event: Event::Flag { side: Side::Black },
        };
        let mut text = TextLines::new(Vec::new(), crate::voices::load("en").unwrap());
        text.emit(&event).unwrap();
        assert_eq!(
            String::from_utf8(text.out).unwrap(),
            "Black's flag has fallen\n"
        );
        let mut json = JsonLines::new(Vec::new());
        json.emit(&event).unwrap();
        assert_eq!(
            String::from_utf8(json.out).unwrap(),
            "{\"event\":\"flag\",\"t_ms\":7,\"side\":\"black\"}\n"
        );
    }
}
