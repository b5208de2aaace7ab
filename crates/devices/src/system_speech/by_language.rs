//! Which connection speaks a language, shared by the engines (`ssip/engine.rs`, `tts_engine.rs`), which differ only
//! in what a connection is. Connection 0 speaks with the engine's default voice; the others each with the voice for
//! one language, opened by a helper thread that looks the voices up off the way of any utterance. Until a language's
//! connection has come, its words go to connection 0 (and the [`VoiceBook`] tells the speech sink to give them to the
//! built-in voice meanwhile).

use std::collections::HashMap;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};

use super::voice_book::{normalize, VoiceBook};

/// What the helper thread sends back for a language asked for.
pub(super) enum Found<P> {
    /// The makings of a connection speaking `language` with its voice.
    Ready { language: String, voice: P },
    /// The engine has no voice for `language` (or it could not be set): the default voice speaks it.
    NoVoice(String),
    /// The voices cannot be listed: the default voice speaks everything.
    Unavailable,
}

/// How a language is spoken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Voicing {
    /// Its voice is being looked for.
    Asked,
    /// Through this connection.
    Connection(usize),
    /// By the default voice.
    Default,
}

struct Helper<P> {
    requests: Sender<String>,
    replies: Receiver<Found<P>>,
}

/// The connections of an engine by language; `C` is a connection, `P` what the helper sends to make one.
pub(super) struct ByLanguage<C, P> {
    connections: Vec<C>,
    languages: HashMap<String, Voicing>,
    /// Languages asked for and not yet sent to the helper.
    to_ask: Vec<String>,
    helper: Option<Helper<P>>,
    /// False once the helper cannot help (no voices, or none to list).
    possible: bool,
    book: VoiceBook,
}

impl<C, P> ByLanguage<C, P> {
    /// `main` speaking every language, and voices per language to be looked up when `possible`; `book` is told when
    /// there will be none.
    pub(super) fn new(main: C, book: VoiceBook, possible: bool) -> Self {
        if !possible {
            book.one_voice();
        }
        ByLanguage {
            connections: vec![main],
            languages: HashMap::new(),
            to_ask: Vec::new(),
            helper: None,
            possible,
            book,
        }
    }

    /// The connection that speaks `language` now (0 until its own has come); asks for its voice the first time.
    pub(super) fn connection_for(&mut self, language: &str) -> usize {
        let key = normalize(language);
        if key.is_empty() || !self.possible {
            return 0;
        }
        match self.languages.get(&key) {
            Some(Voicing::Connection(index)) => *index,
            Some(Voicing::Asked | Voicing::Default) => 0,
            None => {
                self.languages.insert(key.clone(), Voicing::Asked);
                self.to_ask.push(key);
                0
            }
        }
    }

    /// Takes in the helper's answers; `attach` makes a connection numbered `index` from what the helper sent, or
    /// `None` when it cannot (the language is then spoken by the default voice).
    pub(super) fn collect(&mut self, mut attach: impl FnMut(P, usize) -> Option<C>) {
        loop {
            let Some(helper) = &self.helper else {
                return;
            };
            let found = match helper.replies.try_recv() {
                Ok(found) => found,
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => Found::Unavailable,
            };
            match found {
                Found::Ready { language, voice } => {
                    let index = self.connections.len();
                    let voicing = match attach(voice, index) {
                        Some(connection) => {
                            self.connections.push(connection);
                            Voicing::Connection(index)
                        }
                        None => Voicing::Default,
                    };
                    self.languages.insert(language, voicing);
                }
                Found::NoVoice(language) => {
                    self.languages.insert(language, Voicing::Default);
                }
                Found::Unavailable => self.give_up(),
            }
        }
    }

    /// Sends the helper the languages asked for, starting it the first time with `spawn` (given the requests to
    /// read and where to answer; an error when no thread could be made).
    pub(super) fn ask_helper(
        &mut self,
        spawn: impl FnOnce(Receiver<String>, Sender<Found<P>>) -> std::io::Result<()>,
    ) {
        if self.to_ask.is_empty() || !self.possible {
            return;
        }
        if self.helper.is_none() {
            let (requests, requests_rx) = mpsc::channel();
            let (replies_tx, replies) = mpsc::channel();
            if spawn(requests_rx, replies_tx).is_err() {
                self.give_up();
                return;
            }
            self.helper = Some(Helper { requests, replies });
        }
        if let Some(helper) = &self.helper {
            for language in self.to_ask.drain(..) {
                let _ = helper.requests.send(language);
            }
        }
    }

    /// Every language by the default voice from now on.
    fn give_up(&mut self) {
        self.book.one_voice();
        self.helper = None;
        self.possible = false;
        for voicing in self.languages.values_mut() {
            if *voicing == Voicing::Asked {
                *voicing = Voicing::Default;
            }
        }
    }

    /// Connection `index`, if it is open.
    pub(super) fn get_mut(&mut self, index: usize) -> Option<&mut C> {
        self.connections.get_mut(index)
    }

    /// Every open connection, to change a setting on each.
    pub(super) fn each_mut(&mut self) -> impl Iterator<Item = &mut C> {
        self.connections.iter_mut()
    }

    /// Lets the helper go and hands over every connection, to be closed.
    pub(super) fn close(&mut self) -> Vec<C> {
        self.helper = None;
        std::mem::take(&mut self.connections)
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::rc::Rc;

    use super::*;

    type Voices = ByLanguage<&'static str, &'static str>;

    fn voices(possible: bool) -> (Voices, VoiceBook) {
        let book = VoiceBook::default();
        (ByLanguage::new("main", book.clone(), possible), book)
    }

    /// The helper's two ends, kept by the test, which answers in its place.
    type Ends = Rc<RefCell<Option<(Receiver<String>, Sender<Found<&'static str>>)>>>;

    fn helper_kept_in(
        ends: &Ends,
    ) -> impl FnOnce(Receiver<String>, Sender<Found<&'static str>>) -> std::io::Result<()> + '_
    {
        move |requests, replies| {
            *ends.borrow_mut() = Some((requests, replies));
            Ok(())
        }
    }

    #[test]
    fn a_language_is_spoken_by_the_default_voice_until_its_own_comes() {
        let (mut voices, _) = voices(true);
        let ends = Ends::default();
        assert_eq!(voices.connection_for("de-DE"), 0);
        voices.ask_helper(helper_kept_in(&ends));
        assert_eq!(voices.connection_for("fr-FR"), 0);
        voices.ask_helper(|_, _| panic!("the helper is started once"));
        let (requests, replies) = ends.borrow_mut().take().unwrap();
        let asked: Vec<String> = requests.try_iter().collect();
        assert_eq!(asked, [normalize("de-DE"), normalize("fr-FR")]);
        replies
            .send(Found::Ready {
                language: asked[0].clone(),
                voice: "german",
            })
            .unwrap();
        replies.send(Found::NoVoice(asked[1].clone())).unwrap();
        voices.collect(|voice, index| {
            assert_eq!(index, 1);
            Some(voice)
        });
        assert_eq!(voices.connection_for("de-DE"), 1);
        assert_eq!(voices.connection_for("fr-FR"), 0, "no voice: the default");
        assert_eq!(voices.close(), ["main", "german"]);
    }

    #[test]
    fn a_connection_that_cannot_be_made_leaves_the_language_to_the_default_voice() {
        let (mut voices, _) = voices(true);
        let ends = Ends::default();
        voices.connection_for("de");
        voices.ask_helper(helper_kept_in(&ends));
        let (_requests, replies) = ends.borrow_mut().take().unwrap();
        replies
            .send(Found::Ready {
                language: "de".into(),
                voice: "german",
            })
            .unwrap();
        voices.collect(|_, _| None);
        assert_eq!(voices.connection_for("de"), 0);
        assert_eq!(voices.connections.len(), 1);
    }

    #[test]
    fn a_helper_that_ends_or_cannot_start_leaves_everything_to_the_default_voice() {
        let (mut voices, book) = voices(true);
        let ends = Ends::default();
        voices.connection_for("de");
        voices.ask_helper(helper_kept_in(&ends));
        drop(ends.borrow_mut().take());
        voices.collect(|voice, _| Some(voice));
        assert_eq!(voices.connection_for("de"), 0);
        assert_eq!(voices.connection_for("fr"), 0);
        assert!(book.single());

        let (mut voices, book) = self::voices(true);
        voices.connection_for("de");
        voices.ask_helper(|_, _| Err(std::io::Error::other("no threads")));
        assert_eq!(voices.connection_for("de"), 0);
        assert!(book.single());

        let (mut none, book) = self::voices(false);
        assert_eq!(none.connection_for("de"), 0);
        assert!(book.single());
    }
}
