//! The keyboard as a pure state machine: keys in, lines, commands and notices out. In line entry the keys go to the
//! [`Editor`]; in key mode each key of the table sends its command line, as a gamepad's button does.
//!
//! The toggle key (or typing `keys`) enters key mode; the toggle key or the leave key goes back. Ctrl+C asks to stop
//! in both modes. `help` typed at the prompt is sent to the session and then the keys are listed too, as the help key
//! lists them in key mode.

use super::{
    editor::{Edit, Editor},
    key::Key,
    keys::KeyTable,
};
use tactus_core::{Command, Keyword, PhraseKey, SessionKind, Topic, Verb, VoicePack};

/// What the keyboard asks for after a key or a paste.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Out {
    /// A typed line for the session.
    Line(String),
    /// A typed line the keyboard took itself (`keys`): it stays on the screen as typed, and is not sent.
    Taken(String),
    /// A key mode command for the session (nothing was typed).
    Command(Command),
    /// A sentence to tell the user, on a line of its own.
    Notice(String),
    /// The line being typed changed: show it again.
    Show,
    /// Nothing could be done.
    Bell,
    /// Key mode began (`true`) or ended.
    Mode(bool),
    /// Ctrl+C: stop the program.
    Interrupt,
    /// Ctrl+D on an empty line: the typing ended.
    End,
}

/// The line typed to enter key mode in every pack, besides the keys topic's own words (`keys`, `tasten`,
/// `touches`) and the pack's own name of key mode (`Tastenmodus`, `mode touches`).
const KEY_MODE: &str = "key mode";
/// The keys' help topic.
const KEYS: Keyword = Keyword::Topic(Topic::Keys);

/// Whether `words` (lower case) ask for key mode: the keys topic's word alone, `key mode`, or the pack's name of it.
fn asks_for_key_mode(words: &[&str], pack: &VoicePack) -> bool {
    match words {
        [topic] if tactus_core::keyword_after(Verb::Help, topic) == Some(KEYS) => true,
        _ => {
            let typed = words.join(" ");
            let own = pack.phrase(PhraseKey::KeyModeWord, &[]).to_lowercase();
            typed == KEY_MODE || typed == own.split_whitespace().collect::<Vec<_>>().join(" ")
        }
    }
}

/// Whether `words` (lower case) ask for the keys' help: a help word and the keys topic (`help keys`, `hilfe tasten`).
fn asks_for_keys_help(words: &[&str]) -> bool {
    matches!(words, [help, topic]
        if tactus_core::find_command(help, SessionKind::Play).is_some_and(|spec| spec.verb == Verb::Help)
            && tactus_core::keyword_after(Verb::Help, topic) == Some(KEYS))
}

/// Line entry or key mode, with the line editor and the key table; its notices in the pack's words.
#[derive(Clone, Debug)]
pub(crate) struct Keyboard {
    editor: Editor,
    table: KeyTable,
    keys: bool,
    pack: VoicePack,
}

impl Keyboard {
    /// Line entry, completing `words`, with `table`'s keys for key mode, telling its notices in `pack`'s words.
    #[must_use]
    pub(crate) fn new(words: Vec<String>, table: KeyTable, pack: VoicePack) -> Keyboard {
        Keyboard {
            editor: Editor::new(words),
            table,
            keys: false,
            pack,
        }
    }

    /// The line editor (what is typed, where the cursor is).
    #[must_use]
    pub(crate) fn editor(&self) -> &Editor {
        &self.editor
    }

    /// Whether key mode is on.
    #[must_use]
    #[cfg(test)]
    pub(crate) fn in_key_mode(&self) -> bool {
        self.keys
    }

    /// One key.
    pub(crate) fn key(&mut self, key: Key) -> Vec<Out> {
        if key == Key::ctrl('c') {
            return vec![Out::Interrupt];
        }
        if self.keys {
            return self.key_mode(key);
        }
        if Some(key) == self.table.toggle {
            return self.switch(true);
        }
        match self.editor.key(key) {
            Edit::Changed => vec![Out::Show],
            Edit::Unchanged => Vec::new(),
            Edit::Submit(line) => self.submitted(line),
            Edit::Interrupt => vec![Out::Interrupt],
            Edit::End => vec![Out::End],
            Edit::Bell => vec![Out::Bell],
            Edit::Candidates(words) => vec![Out::Notice(words.join(", "))],
        }
    }

    /// Pasted text: typed in, in either mode, each line submitted in order.
    pub(crate) fn paste(&mut self, text: &str) -> Vec<Out> {
        let mut outs = Vec::new();
        for edit in self.editor.paste(text) {
            match edit {
                Edit::Submit(line) => outs.extend(self.submitted(line)),
                Edit::Changed if !self.keys => outs.push(Out::Show),
                _ => {}
            }
        }
        outs
    }

    fn key_mode(&mut self, key: Key) -> Vec<Out> {
        if Some(key) == self.table.toggle || Some(key) == self.table.leave {
            return self.switch(false);
        }
        if Some(key) == self.table.help {
            return self
                .table
                .describe(&self.pack)
                .into_iter()
                .map(Out::Notice)
                .collect();
        }
        match self.table.command(key) {
            Some(command) => vec![Out::Command(command.clone())],
            None => {
                let name = key.to_string();
                let leave = self
                    .table
                    .leave
                    .or(self.table.toggle)
                    .map(|k| k.to_string());
                let help = self.table.help.map(|k| k.to_string());
                let notice = match (help, leave) {
                    (None, None) => self
                        .pack
                        .phrase(PhraseKey::KeyModeUnbound, &[("key", &name)]),
                    (Some(help), None) => self.pack.phrase(
                        PhraseKey::KeyModeUnboundHelp,
                        &[("key", &name), ("help", &help)],
                    ),
                    (None, Some(leave)) => self.pack.phrase(
                        PhraseKey::KeyModeUnboundLeave,
                        &[("key", &name), ("leave", &leave)],
                    ),
                    (Some(help), Some(leave)) => self.pack.phrase(
                        PhraseKey::KeyModeUnboundBoth,
                        &[("key", &name), ("help", &help), ("leave", &leave)],
                    ),
                };
                vec![Out::Notice(notice)]
            }
        }
    }

    fn switch(&mut self, keys: bool) -> Vec<Out> {
        self.keys = keys;
        let said = if keys {
            self.table.on
        } else {
            PhraseKey::KeyModeOff
        };
        vec![Out::Mode(keys), Out::Notice(self.pack.phrase(said, &[]))]
    }

    /// A line submitted: `keys` enters key mode, `help keys` is sent and followed by the keys, others are sent.
    fn submitted(&mut self, line: String) -> Vec<Out> {
        let lower = line.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        if asks_for_key_mode(&words, &self.pack) {
            let mut outs = vec![Out::Taken(line)];
            if !self.keys {
                outs.extend(self.switch(true));
            }
            return outs;
        }
        let help = asks_for_keys_help(&words);
        let mut outs = vec![Out::Line(line)];
        if help {
            outs.extend(self.table.describe(&self.pack).into_iter().map(Out::Notice));
        }
        outs
    }
}

#[cfg(test)]
mod tests;
