//! A game scripted move by move on a board double: the harness's game, the position the moves reach (so that the
//! hands know which pieces to move), and what the events and the journal are expected to show.

use serde_json::Value;
use shakmaty::{san::SanPlus, Chess, Move, Position};

use crate::support::boards::{
    hands::{hands, legal_move, uci, Hand, Manner},
    session::{BoardGame, Played},
    BoardDouble,
};

/// The line that lets the board settle: longer than the settle time (250 ms by default), shorter than the difference
/// time (3 s).
pub(super) const SETTLE: &str = "wait 300ms";

/// A move of the game as the events should announce it: its SAN (with its check sign), its UCI, and whether it was
/// read from the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Announced {
    pub san: String,
    pub uci: String,
    pub from_board: bool,
}

/// A game played on a board double, with the position its moves reach.
pub(super) struct OnBoard<D: BoardDouble> {
    pub game: BoardGame<D>,
    pub position: Chess,
    /// The line that lets the board settle.
    pub settle: &'static str,
    /// Every move announced so far, as expected.
    pub expected: Vec<Announced>,
}

impl<D: BoardDouble> OnBoard<D> {
    /// `tactus play` with `board` and `options`, from the start position.
    pub(super) fn play(board: D, options: &[&str]) -> OnBoard<D> {
        OnBoard::from(BoardGame::play(board, options), Chess::default())
    }

    /// A game begun, at `position`.
    pub(super) fn from(game: BoardGame<D>, position: Chess) -> OnBoard<D> {
        OnBoard {
            game,
            position,
            settle: SETTLE,
            expected: Vec::new(),
        }
    }

    /// The hands that make `notation` in the position now, in `manner`.
    pub(super) fn hands_for(&self, notation: &str, manner: Manner) -> Vec<Hand> {
        hands(
            &self.position,
            &legal_move(&self.position, notation),
            manner,
        )
    }

    /// The sighted player's move made on the board in `manner`, left to settle, then completed by `press`.
    pub(super) fn sighted(&mut self, notation: &str, manner: Manner) {
        let made = self.hands_for(notation, manner);
        self.game.hands(&made);
        self.game.line(self.settle);
        self.game.line("press");
        self.advance(notation, true);
    }

    /// The blind player's move typed and completed by `press`, then executed on the board in `manner` and left to
    /// settle.
    pub(super) fn blind(&mut self, notation: &str, manner: Manner) {
        let executed = self.blind_typed(notation, manner);
        self.game.hands(&executed);
        self.game.line(self.settle);
    }

    /// The blind player's move typed and completed by `press`; returns the hands that execute it on the board.
    pub(super) fn blind_typed(&mut self, notation: &str, manner: Manner) -> Vec<Hand> {
        let executed = self.hands_for(notation, manner);
        self.game.line(notation);
        self.game.line("press");
        self.advance(notation, false);
        executed
    }

    /// The game's position moves on by `notation`, announced as expected.
    pub(super) fn advance(&mut self, notation: &str, from_board: bool) -> Move {
        let mv = legal_move(&self.position, notation);
        let san = SanPlus::from_move(self.position.clone(), mv).to_string();
        self.expected.push(Announced {
            san,
            uci: uci(&mv),
            from_board,
        });
        self.position.play_unchecked(mv);
        mv
    }

    /// Ends the game; returns what it showed.
    pub(super) fn finish(self) -> (Played, Vec<Announced>) {
        (self.game.finish(), self.expected)
    }
}

/// The events named `name`.
pub(super) fn of<'a>(events: &'a [Value], name: &str) -> Vec<&'a Value> {
    events
        .iter()
        .filter(|event| event["event"] == name)
        .collect()
}

/// The moves announced, in order.
pub(super) fn announced(events: &[Value]) -> Vec<Announced> {
    of(events, "announce")
        .into_iter()
        .map(|event| Announced {
            san: event["san"].as_str().unwrap_or_default().to_string(),
            uci: event["uci"].as_str().unwrap_or_default().to_string(),
            from_board: match &event["source"] {
                Value::Null => false,
                source => {
                    assert_eq!(source, "board", "an announcement's source: {event}");
                    true
                }
            },
        })
        .collect()
}

/// The board events' states, in order.
pub(super) fn board_states(events: &[Value]) -> Vec<String> {
    of(events, "board")
        .into_iter()
        .map(|event| event["state"].as_str().unwrap_or_default().to_string())
        .collect()
}

/// The journal's records of `kind` (`move`, `board`, …).
#[cfg(unix)]
pub(super) fn records<'a>(played: &'a Played, kind: &str) -> Vec<&'a Value> {
    played
        .records
        .iter()
        .filter(|record| record["record"] == kind)
        .collect()
}

/// The squares of a `differs` event or record, as `(square, shown, expected)` (pieces as FEN letters).
#[cfg(unix)]
pub(super) fn squares(event: &Value) -> Vec<(String, Option<String>, Option<String>)> {
    let letter = |value: &Value| value.as_str().map(str::to_string);
    event["squares"]
        .as_array()
        .unwrap_or_else(|| panic!("no squares in {event}"))
        .iter()
        .map(|square| {
            (
                square["square"].as_str().unwrap_or_default().to_string(),
                letter(&square["shown"]),
                letter(&square["expected"]),
            )
        })
        .collect()
}

/// The events, one a line, for a failure's message.
pub(super) fn listed(played: &Played) -> String {
    played
        .events
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join("\n")
}
