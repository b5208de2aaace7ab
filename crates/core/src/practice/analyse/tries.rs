//! Moves tried on the analysis board: a move typed that is not the next one makes a new line where the board
//! stands, said as such; `delete` takes the line reached away.

use super::AnalyseSession;
use crate::{
    boundary::{Event, Refusal, Reply},
    notation::MoveError,
    registry::SessionKind,
    voice::{PhraseKey, Sentence},
};

use super::super::listen_command::ListenCommandError;

impl AnalyseSession {
    /// `text` read as a move where the board stands: the next move heard, or a new line made and heard.
    pub(super) fn try_move(&mut self, text: &str, now: u64) -> Reply {
        let at = self.listen.reached();
        let position = self.listen.game().tree.position(at).clone();
        let mv = match self.reader.read(&position, text) {
            Ok(mv) => mv,
            Err(MoveError::Unreadable) => {
                return Reply::event(self.listen.unreadable_in(
                    &ListenCommandError::Unknown(text.into()),
                    SessionKind::Analyse,
                ))
            }
            Err(problem) => {
                return Reply::event(Refusal::of_typed_move(self.pack(), text, &problem).into())
            }
        };
        let had_moves = !self.listen.game().tree.children(at).is_empty();
        let (node, made) = self.listen.game_mut().tree.add_move(at, mv);
        let mut events = Vec::new();
        if made {
            let key = if had_moves {
                PhraseKey::AnalyseNewLine
            } else {
                PhraseKey::AnalyseNewMove
            };
            events.push(Event::Notice {
                text: Sentence::phrase(self.pack(), key, Vec::new()),
            });
        }
        events.extend(self.listen.step_to_saying(node, now, !made));
        Reply::events(events)
    }

    /// `delete`: the variation reached taken away; the board goes back to where it branched.
    pub(super) fn delete(&mut self, now: u64) -> Reply {
        let tree = &self.listen.game().tree;
        let Some(start) = tree.line_start(self.listen.reached()) else {
            return Reply::event(
                Refusal::phrase(self.pack(), PhraseKey::ErrorAnalyseDeleteMain, Vec::new()).into(),
            );
        };
        let first = self.listen.move_text(start).unwrap_or_default();
        let Some(branched) = self.listen.game_mut().tree.delete(start) else {
            return Reply::events(Vec::new());
        };
        self.listen.go_to(branched, now);
        let text = Sentence::phrase(
            self.pack(),
            PhraseKey::AnalyseDeleted,
            vec![("first", first)],
        );
        Reply::event(Event::answer("delete", text))
    }
}
