//! The variations of a game heard: the lines that start where the listener stands, one entered, left again, the
//! main line found, and the clocks the file recorded with the moves.

use shakmaty::Color;

use super::ListenSession;
use crate::{
    analysis::NodeId,
    boundary::{Event, Refusal},
    voice::{PhraseKey, Sentence},
    words,
};

impl ListenSession {
    /// `lines`: each move that starts a line here, numbered ("1: Springer Felix drei; 2: …").
    pub(crate) fn lines_here(&self, query: &str) -> Event {
        let tree = &self.game.tree;
        let moves = tree.children(self.at);
        if moves.is_empty() {
            return self.at_end_refusal();
        }
        let items = moves.iter().enumerate().map(|(index, &node)| {
            Sentence::phrase(
                &self.pack,
                PhraseKey::ListenLineItem,
                vec![
                    ("number", Sentence::figures((index + 1).to_string())),
                    ("move", self.move_text(node).unwrap_or_default()),
                ],
            )
        });
        let separator = Sentence::phrase(&self.pack, PhraseKey::ListSeparator, Vec::new());
        let listed = Sentence::separated(items.collect::<Vec<_>>(), &separator);
        let text = match moves {
            [only] => Sentence::phrase(
                &self.pack,
                PhraseKey::ListenOneLine,
                vec![("move", self.move_text(*only).unwrap_or_default())],
            ),
            _ => Sentence::phrase(
                &self.pack,
                PhraseKey::ListenLinesHere,
                vec![
                    ("count", Sentence::figures(moves.len().to_string())),
                    ("lines", listed),
                ],
            ),
        };
        Event::answer(query, text)
    }

    /// `line N`: the line's first move heard, and the listener on it.
    pub(crate) fn enter_line(&mut self, number: u32, now: u64) -> Vec<Event> {
        let moves = self.game.tree.children(self.at);
        let chosen = usize::try_from(number)
            .ok()
            .and_then(|n| n.checked_sub(1))
            .and_then(|index| moves.get(index).copied());
        match chosen {
            Some(node) => self.step_to(node, now),
            None if moves.is_empty() => vec![self.at_end_refusal()],
            None if moves.len() == 1 => vec![Refusal::phrase(
                &self.pack,
                PhraseKey::ErrorListenOnlyOneLine,
                vec![("number", Sentence::figures(number.to_string()))],
            )
            .into()],
            None => vec![Refusal::phrase(
                &self.pack,
                PhraseKey::ErrorListenNoLine,
                vec![
                    ("number", Sentence::figures(number.to_string())),
                    ("count", Sentence::figures(moves.len().to_string())),
                ],
            )
            .into()],
        }
    }

    /// `up`: out of the variation reached, to the position it branched from.
    pub(crate) fn up(&mut self, now: u64) -> Vec<Event> {
        let tree = &self.game.tree;
        let Some(branched) = tree
            .line_start(self.at)
            .and_then(|start| tree.parent(start))
        else {
            return vec![self.error(PhraseKey::ErrorListenOnMainLine, &[])];
        };
        self.go_to(branched, now);
        vec![self.stand_answer("up", PhraseKey::ListenUp)]
    }

    /// `main`: back to the main line, where the line reached left it.
    pub(crate) fn main(&mut self, now: u64) -> Vec<Event> {
        let tree = &self.game.tree;
        if tree.is_main_line(self.at) {
            return vec![self.error(PhraseKey::ErrorListenOnMainLine, &[])];
        }
        let mut node = self.at;
        while let Some(parent) = tree.line_start(node).and_then(|start| tree.parent(start)) {
            node = parent;
        }
        self.go_to(node, now);
        vec![self.stand_answer("main", PhraseKey::ListenMain)]
    }

    /// Where the listener now stands, said with `key` ("Back where the line branched, after 12. Springer Felix
    /// drei"), or the start.
    fn stand_answer(&self, query: &str, key: PhraseKey) -> Event {
        let text = match self.move_text(self.at) {
            Some(last) => Sentence::phrase(&self.pack, key, vec![("last", last)]),
            None => self.start_text(),
        };
        Event::answer(query, text)
    }

    /// `clock`: the times the file recorded (`[%clk]`) for each side at its last move up to here.
    pub(crate) fn clocks(&self, query: &str) -> Event {
        let tree = &self.game.tree;
        let last_clock = |side: Color| {
            tree.path(self.at)
                .into_iter()
                .rev()
                .filter(|&node| tree.parent(node).is_some() && tree.move_number(node).1 == side)
                .find_map(|node| tree.clock_ms(node))
        };
        let said: Vec<Sentence> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|side| {
                let ms = last_clock(side)?;
                Some(Sentence::phrase(
                    &self.pack,
                    PhraseKey::ListenClockLeft,
                    vec![
                        ("side", words::side_words(&self.pack, side.into())),
                        (
                            "time",
                            words::time_words(&self.pack, i64::try_from(ms).unwrap_or(i64::MAX)),
                        ),
                    ],
                ))
            })
            .collect();
        if said.is_empty() {
            return self.error(PhraseKey::ErrorListenNoClock, &[]);
        }
        let separator = Sentence::phrase(&self.pack, PhraseKey::ListSeparator, Vec::new());
        Event::answer(query, Sentence::separated(said, &separator))
    }

    /// The move reached, for the sessions built on listening.
    pub(crate) fn reached(&self) -> NodeId {
        self.at
    }
}
