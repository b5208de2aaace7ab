//! An event as one JSON line of the event stream (docs/cli.md, "Events"): a view of a [`Stamped`] event that serde
//! writes, `{"event": NAME, "t_ms": T, …fields}` in that order.
//!
//! The view borrows the event and holds exactly what the contract shows: the fields the JSON leaves out (how a line
//! is said, whether a move is heard again) are not in it, a flag shown only when true is skipped when false, and a
//! time the game does not have is kept as `null`. Each kind of event is a variant of [`Fields`], written without its
//! name (the line's `event` says it), so the order of a variant's fields is the order of the line. A field in the voice
//! pack's words is a [`Cow`]: the event's own text borrowed, or a sentence worded for the line.

use std::borrow::Cow;

use serde::Serialize;

use super::event::{BoardState, ConfirmAction, Event, MoveSource, Stamped};
use crate::{
    clock::{CueLevel, Side},
    eboard::{BoardKind, SquareDifference},
    rules::{Claim, Score, Termination},
};

/// One line of the event stream.
#[derive(Debug, Serialize)]
pub struct JsonLine<'a> {
    /// The event's name.
    event: &'static str,
    /// Milliseconds since the session started.
    t_ms: u64,
    /// The event's own fields.
    #[serde(flatten)]
    fields: Fields<'a>,
}

impl<'a> From<&'a Stamped> for JsonLine<'a> {
    fn from(stamped: &'a Stamped) -> Self {
        JsonLine {
            event: stamped.event.name(),
            t_ms: stamped.t_ms,
            fields: Fields::from(&stamped.event),
        }
    }
}

/// Whether a flag is false: such a flag is left out of the line.
#[allow(clippy::trivially_copy_pass_by_ref)] // serde hands a reference
fn is_false(flag: &bool) -> bool {
    !flag
}

/// The fields of each kind of event, in the order of the line.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum Fields<'a> {
    /// `start`, `pause`.
    Clocks {
        side: Side,
        white_ms: i64,
        black_ms: i64,
    },
    /// `press`.
    Press {
        ply: u32,
        side: Side,
        white_ms: Option<i64>,
        black_ms: Option<i64>,
    },
    /// `adjust`.
    Adjust {
        side: Side,
        white_ms: i64,
        black_ms: i64,
        remaining_ms: i64,
    },
    /// `cue`.
    Cue {
        side: Side,
        level: CueLevel,
        remaining_ms: i64,
    },
    /// `flag`, `draw_offer`, `draw_declined`.
    OfSide { side: Side },
    /// `answer`.
    Answer {
        query: &'a str,
        text: Cow<'a, str>,
        #[serde(skip_serializing_if = "is_false")]
        continued: bool,
    },
    /// `rate`.
    Rate { percent: u32, text: Cow<'a, str> },
    /// `cursor`.
    Cursor {
        square: &'a str,
        text: Cow<'a, str>,
        row: &'a str,
        view: Side,
    },
    /// `error`: the code by its stable name.
    Error {
        message: Cow<'a, str>,
        code: &'static str,
    },
    /// `game`.
    Game {
        white: &'a str,
        black: &'a str,
        mode: &'a str,
        journal: &'a str,
    },
    /// `resumed`.
    Resumed {
        ply: u32,
        move_number: u32,
        side: Side,
        white_ms: Option<i64>,
        black_ms: Option<i64>,
        sealed: bool,
        journal: &'a str,
        pending: Option<Cow<'a, str>>,
        draw_offer: Option<Side>,
        over: bool,
        recorded_ago_ms: Option<u64>,
    },
    /// `announce`.
    Announce {
        ply: u32,
        move_number: u32,
        side: Side,
        san: &'a str,
        uci: &'a str,
        text: Cow<'a, str>,
        #[serde(skip_serializing_if = "is_false")]
        correction: bool,
        pending: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        source: Option<&'static str>,
    },
    /// `board`: `where` and `kind` when known, `squares` for `differs`, `plies` for `takeback`.
    Board {
        state: BoardState,
        #[serde(skip_serializing_if = "Option::is_none")]
        kind: Option<BoardKind>,
        #[serde(rename = "where", skip_serializing_if = "Option::is_none")]
        place: Option<&'a str>,
        #[serde(skip_serializing_if = "Vec::is_empty")]
        squares: Vec<SquareFields>,
        #[serde(skip_serializing_if = "Option::is_none")]
        plies: Option<u32>,
        text: Cow<'a, str>,
    },
    /// `result`: `side` for the side whose act or fault ended the game, `by` besides when it was an act
    /// (resigned, accepted, claimed, sealed), `detail` for the arbiter's reason.
    Result {
        result: Score,
        reason: Termination,
        #[serde(skip_serializing_if = "Option::is_none")]
        side: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        by: Option<&'static str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        detail: Option<&'a str>,
    },
    /// `confirm`.
    Confirm { action: ConfirmAction, side: Side },
    /// `claim`.
    Claim {
        kind: Claim,
        valid: bool,
        side: Side,
    },
    /// `penalty`: `illegal_moves` only for an illegal move.
    Penalty {
        side: Side,
        reason: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        illegal_moves: Option<u32>,
        added_ms: Option<i64>,
        opponent_ms: Option<i64>,
    },
    /// `adjourned`.
    Adjourned {
        sealed_by: Side,
        move_number: u32,
        white_ms: Option<i64>,
        black_ms: Option<i64>,
        fen: &'a str,
        draw_offer: Option<Side>,
    },
    /// `takeback`: `cancelled_result` only when there was one.
    Takeback {
        ply: u32,
        white_ms: Option<i64>,
        black_ms: Option<i64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        cancelled_result: Option<Score>,
    },
    /// `notice`.
    Text { text: Cow<'a, str> },
    /// `envelope_code`.
    Code { code: &'a str },
    /// `discrepancy`.
    Discrepancy {
        ply: u32,
        sheet: Side,
        game: &'a str,
        recorded: &'a str,
        agree_until_ply: u32,
        move_number: u32,
        side: Side,
        fen: &'a str,
        white_ms: Option<i64>,
        black_ms: Option<i64>,
    },
}

/// A square where the board and the game differ: `{"square": "f3", "shown": "N", "expected": null}`, pieces as FEN
/// letters (White's in capitals), `null` for an empty square.
#[derive(Debug, Serialize)]
struct SquareFields {
    square: String,
    shown: Option<char>,
    expected: Option<char>,
}

impl From<&SquareDifference> for SquareFields {
    fn from(difference: &SquareDifference) -> Self {
        SquareFields {
            square: difference.square.to_string(),
            shown: difference.shown.map(shakmaty::Piece::char),
            expected: difference.expected.map(shakmaty::Piece::char),
        }
    }
}

impl<'a> From<&'a Event> for Fields<'a> {
    #[allow(clippy::too_many_lines)] // one arm per kind of event, each a copy of its fields
    fn from(event: &'a Event) -> Self {
        match event {
            Event::Start {
                side,
                white_ms,
                black_ms,
            }
            | Event::Pause {
                side,
                white_ms,
                black_ms,
            } => Fields::Clocks {
                side: *side,
                white_ms: *white_ms,
                black_ms: *black_ms,
            },
            Event::Press {
                ply,
                side,
                white_ms,
                black_ms,
                say_times: _,
            } => Fields::Press {
                ply: *ply,
                side: *side,
                white_ms: *white_ms,
                black_ms: *black_ms,
            },
            Event::Adjust {
                side,
                remaining_ms,
                white_ms,
                black_ms,
            } => Fields::Adjust {
                side: *side,
                white_ms: *white_ms,
                black_ms: *black_ms,
                remaining_ms: *remaining_ms,
            },
            Event::Cue {
                side,
                level,
                remaining_ms,
            } => Fields::Cue {
                side: *side,
                level: *level,
                remaining_ms: *remaining_ms,
            },
            Event::Flag { side } | Event::DrawOffer { side } | Event::DrawDeclined { side } => {
                Fields::OfSide { side: *side }
            }
            Event::Answer {
                query,
                text,
                continued,
                spoken: _,
            } => Fields::Answer {
                query,
                text: Cow::Borrowed(text.as_text()),
                continued: *continued,
            },
            Event::Rate { percent, text } => Fields::Rate {
                percent: *percent,
                text: Cow::Borrowed(text.as_text()),
            },
            Event::Cursor {
                square,
                text,
                row,
                view,
            } => Fields::Cursor {
                square,
                text: Cow::Borrowed(text.as_text()),
                row,
                view: *view,
            },
            Event::Error { code, message } => Fields::Error {
                message: Cow::Borrowed(message),
                code: code.name(),
            },
            Event::Game {
                white,
                black,
                mode,
                journal,
            } => Fields::Game {
                white,
                black,
                mode,
                journal,
            },
            Event::Resumed {
                ply,
                move_number,
                side,
                white_ms,
                black_ms,
                sealed,
                journal,
                pending,
                draw_offer,
                over,
                recorded_ago_ms,
            } => Fields::Resumed {
                ply: *ply,
                move_number: *move_number,
                side: *side,
                white_ms: *white_ms,
                black_ms: *black_ms,
                sealed: *sealed,
                journal,
                pending: pending.as_deref().map(Cow::Borrowed),
                draw_offer: *draw_offer,
                over: *over,
                recorded_ago_ms: *recorded_ago_ms,
            },
            Event::Announce {
                ply,
                move_number,
                side,
                san,
                uci,
                text,
                pending,
                correction,
                replayed: _,
                source,
            } => Fields::Announce {
                ply: *ply,
                move_number: *move_number,
                side: *side,
                san,
                uci,
                text: Cow::Borrowed(text.as_text()),
                correction: *correction,
                pending: *pending,
                source: source.map(|source| match source {
                    MoveSource::Board => "board",
                    MoveSource::Server => "server",
                }),
            },
            Event::Board {
                state,
                kind,
                place,
                squares,
                plies,
                text,
            } => Fields::Board {
                state: *state,
                kind: *kind,
                place: place.as_deref(),
                squares: squares.iter().map(SquareFields::from).collect(),
                plies: *plies,
                text: Cow::Borrowed(text.as_text()),
            },
            Event::Result(result, detail) => {
                let side = result.by.map(|by| by.fold_wb("white", "black"));
                let an_act = matches!(
                    result.termination,
                    Termination::Resignation
                        | Termination::Agreement
                        | Termination::ThreefoldRepetition
                        | Termination::FiftyMoves
                        | Termination::SealedMove
                );
                Fields::Result {
                    result: result.score,
                    reason: result.termination,
                    side,
                    by: side.filter(|_| an_act),
                    detail: detail.as_deref(),
                }
            }
            Event::Confirm {
                action,
                side,
                about: _,
            } => Fields::Confirm {
                action: *action,
                side: *side,
            },
            Event::Claim { kind, valid, side } => Fields::Claim {
                kind: *kind,
                valid: *valid,
                side: *side,
            },
            Event::Penalty {
                side,
                illegal_moves,
                added_ms,
                opponent_ms,
            } => Fields::Penalty {
                side: *side,
                reason: if illegal_moves.is_some() {
                    "illegal_move"
                } else {
                    "incorrect_claim"
                },
                illegal_moves: *illegal_moves,
                added_ms: *added_ms,
                opponent_ms: *opponent_ms,
            },
            Event::Adjourned {
                sealed_by,
                move_number,
                white_ms,
                black_ms,
                fen,
                draw_offer,
            } => Fields::Adjourned {
                sealed_by: *sealed_by,
                move_number: *move_number,
                white_ms: *white_ms,
                black_ms: *black_ms,
                fen,
                draw_offer: *draw_offer,
            },
            Event::Takeback {
                ply,
                last_move: _,
                white_ms,
                black_ms,
                cancelled,
            } => Fields::Takeback {
                ply: *ply,
                white_ms: *white_ms,
                black_ms: *black_ms,
                cancelled_result: *cancelled,
            },
            Event::Notice { text } | Event::Left { text, spoken: _ } => Fields::Text {
                text: Cow::Borrowed(text),
            },
            Event::EnvelopeCode { code } => Fields::Code { code },
            Event::Discrepancy {
                ply,
                move_number,
                side,
                sheet,
                game,
                recorded,
                agree_until_ply,
                fen,
                white_ms,
                black_ms,
                game_text: _,
                recorded_text: _,
            } => Fields::Discrepancy {
                ply: *ply,
                sheet: *sheet,
                game,
                recorded,
                agree_until_ply: *agree_until_ply,
                move_number: *move_number,
                side: *side,
                fen,
                white_ms: *white_ms,
                black_ms: *black_ms,
            },
        }
    }
}

#[cfg(test)]
#[path = "json_tests.rs"]
mod tests;
