//! The events a session reports, as the command-line contract lists them (docs/cli.md, "Events"), and their JSON
//! lines.
//!
//! `tactus clock` and, later, `tactus play` share this one list, so a program reading the event stream sees the same
//! `press`, `cue` and `flag` objects from both. An event holds meaning, not wording: the sinks in `sink.rs` turn it
//! into a JSON object or a sentence of the voice pack. Answers and errors carry their text already worded, because
//! only the session knows what was asked.

use serde::ser::{Serialize, SerializeMap, Serializer};

use super::input::Interruption;
use super::refusal::{ErrorCode, Refusal};
use crate::{
    clock::{CueLevel, Side},
    rules::{Claim, GameResult, Score, Termination},
    voice::Sentence,
};

/// Something a session reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A clock was started (`go`): at the start, or after a pause.
    Start {
        /// Whose clock now runs.
        side: Side,
        /// White's remaining main time.
        white_ms: i64,
        /// Black's remaining main time.
        black_ms: i64,
    },
    /// A player pressed the clock, completing a move.
    Press {
        /// The half-move completed: 1 for White's first move.
        ply: u32,
        /// Who pressed.
        side: Side,
        /// White's remaining main time after the press (`None` in a game without a clock).
        white_ms: Option<i64>,
        /// Black's remaining main time after the press.
        black_ms: Option<i64>,
        /// Whether the sentence says both times (the stand-alone clock, practice); in a tournament game the times
        /// are told only on request (D.2.10), so the sentence only says the move is complete. Not in the JSON.
        say_times: bool,
    },
    /// The arbiter stopped both clocks.
    Pause {
        /// Whose turn it was.
        side: Side,
        /// White's remaining main time.
        white_ms: i64,
        /// Black's remaining main time.
        black_ms: i64,
    },
    /// The arbiter added or set a player's time.
    Adjust {
        /// Whose clock.
        side: Side,
        /// Its remaining main time now.
        remaining_ms: i64,
        /// White's remaining main time now.
        white_ms: i64,
        /// Black's remaining main time now.
        black_ms: i64,
    },
    /// A running clock reached a mark.
    Cue {
        /// Whose clock.
        side: Side,
        /// Which mark.
        level: CueLevel,
        /// The remaining main time at the mark.
        remaining_ms: i64,
    },
    /// A running clock reached zero.
    Flag {
        /// Whose flag fell.
        side: Side,
    },
    /// A game begins (`tactus play`).
    Game {
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
        /// `tournament` or `practice`.
        mode: String,
        /// Where the journal is written.
        journal: String,
    },
    /// A game was rebuilt from its journal (`tactus resume`).
    Resumed {
        /// Half-moves completed.
        ply: u32,
        /// The number of the move to be made next.
        move_number: u32,
        /// The side to move.
        side: Side,
        /// Remaining times, when the game has a clock.
        white_ms: Option<i64>,
        /// Black's remaining time.
        black_ms: Option<i64>,
        /// Whether a sealed move waits for `go`.
        sealed: bool,
        /// The journal, appended to from now on.
        journal: String,
        /// The move announced and waiting for `press`, numbered, in the pack's words.
        pending: Option<String>,
        /// A draw offer that stands, by whom.
        draw_offer: Option<Side>,
        /// Whether the game is over.
        over: bool,
        /// How long ago the journal was last written (the clocks' last record), for a game with a clock.
        recorded_ago_ms: Option<u64>,
    },
    /// A move was checked and announced.
    Announce {
        /// The half-move it is (or will be, once pressed).
        ply: u32,
        /// Its move number (the scoresheet's, which a game from a FEN may start above 1).
        move_number: u32,
        /// Who moves.
        side: Side,
        /// Standard algebraic notation, with check and mate signs.
        san: String,
        /// Coordinates (castling as the king's move).
        uci: String,
        /// The announcement in the voice pack's words (its move words, as data).
        text: Sentence,
        /// Whether it waits for `press` (tournament mode) or is already complete.
        pending: bool,
        /// Whether it replaces a move that waited for `press` (a slip of the tongue corrected, D.2.8): said with the
        /// pack's correction word first. In the JSON only when true.
        correction: bool,
        /// Whether it is a move of a game heard again (`tactus listen`), not one made now: said with its number.
        /// Not in the JSON.
        replayed: bool,
    },
    /// The game is over; with the arbiter's reason as given, when the arbiter decided it.
    Result(GameResult, Option<String>),
    /// A game-ending act waits for `yes` or `no`.
    Confirm {
        /// What would be done.
        action: ConfirmAction,
        /// Who does it.
        side: Side,
        /// Why it needs thinking over, in the voice pack's words (for sealing: what is wrong with the move). Not in
        /// the JSON.
        about: Option<String>,
    },
    /// A player offered a draw.
    DrawOffer {
        /// Who offered.
        side: Side,
    },
    /// The offer was declined.
    DrawDeclined {
        /// Who declined.
        side: Side,
    },
    /// A draw was claimed and checked.
    Claim {
        /// What was claimed.
        kind: Claim,
        /// Whether the claim is correct.
        valid: bool,
        /// Who claimed.
        side: Side,
    },
    /// Time given to the opponent of a player who made an illegal move (7.5, recorded by the arbiter) or an
    /// incorrect draw claim (9.5.3).
    Penalty {
        /// Who moved illegally or claimed.
        side: Side,
        /// Their illegal moves so far in this game; `None` for an incorrect claim.
        illegal_moves: Option<u32>,
        /// The time given to the opponent, when the game has a clock.
        added_ms: Option<i64>,
        /// The opponent's remaining time after it.
        opponent_ms: Option<i64>,
    },
    /// The game was adjourned with a sealed move (Guidelines I).
    Adjourned {
        /// Who sealed.
        sealed_by: Side,
        /// The number of the sealed move.
        move_number: u32,
        /// White's remaining time.
        white_ms: Option<i64>,
        /// Black's remaining time.
        black_ms: Option<i64>,
        /// The position before the sealed move.
        fen: String,
        /// A draw offer still open, by whom (it stands until answered at the resumption).
        draw_offer: Option<Side>,
    },
    /// The code that opens the envelope of an adjourned game: for the arbiter, printed and never spoken.
    EnvelopeCode {
        /// As written on the envelope (`K7QM2-XHD9P`).
        code: String,
    },
    /// The arbiter retraced the game to just after a ply (`arbiter takeback`).
    Takeback {
        /// The last ply kept (0: the start position).
        ply: u32,
        /// That ply's move number and who made it (`None` at the start position).
        last_move: Option<(u32, Side)>,
        /// White's restored time.
        white_ms: Option<i64>,
        /// Black's restored time.
        black_ms: Option<i64>,
        /// The result the retraced moves had reached, now cancelled (`cancelled_result` in the JSON, when there
        /// was one).
        cancelled: Option<Score>,
    },
    /// A player's scoresheet differs from the game (Appendix D.2.9).
    Discrepancy {
        /// The half-move where it differs.
        ply: u32,
        /// Its move number and whose move it is.
        move_number: u32,
        side: Side,
        /// Whose sheet.
        sheet: Side,
        /// The game's move there, in SAN.
        game: String,
        /// The sheet's entry there: SAN when it is a legal move, else as written.
        recorded: String,
        /// The last ply on which sheet and game agree.
        agree_until_ply: u32,
        /// The position after that ply.
        fen: String,
        /// The clock times recorded after that ply.
        white_ms: Option<i64>,
        black_ms: Option<i64>,
        /// The game's move and the sheet's entry in the voice pack's words.
        game_text: String,
        recorded_text: String,
    },
    /// Something the player should know that nobody asked for: a claimable draw in practice mode, a journal notice.
    Notice {
        /// The sentence.
        text: String,
    },
    /// The session was left: with `quit`, the game unfinished (how to go on), or stopped by a signal. A `notice` in
    /// the JSON.
    Left {
        /// The printed sentence, with the journal's path.
        text: String,
        /// The spoken sentence, without the path (a path is for the eyes); empty when nobody is left to hear it (the
        /// terminal was closed).
        spoken: String,
    },
    /// The answer to a question (`time`, `moves`, `help`).
    Answer {
        /// The question, by its command name.
        query: String,
        /// The answer in the voice pack's language.
        text: Sentence,
        /// Whether this line goes on with the answer of the line before (a board, rank by rank): it is heard after
        /// it, as one answer, never cutting it. In the JSON only when true.
        continued: bool,
        /// What is said for this line when it is a picture for the eyes (a row of `board visual`): the words in its
        /// place, or nothing when empty. `None`: the line is said as printed. Never in the JSON.
        spoken: Option<String>,
    },
    /// The board cursor (gamepad, braille display) moved, picked a piece, or offers a promotion piece.
    Cursor {
        /// The square under the cursor ("e4").
        square: String,
        /// What it says, in the voice pack's words ("Eva vier: white Bauer").
        text: Sentence,
        /// The cursor's rank in the braille chess code: eight cells, the first on the viewer's left.
        row: String,
        /// The side the board is seen from: White reads the row from file a, Black from file h.
        view: Side,
    },
    /// A command was refused; nothing changed.
    Error {
        /// What kind of refusal (a stable name in the JSON line).
        code: ErrorCode,
        /// Why, in the voice pack's language.
        message: String,
    },
}

/// A game-ending act that is done only after `yes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ConfirmAction {
    Resign,
    Accept,
    Quit,
    Seal,
}

impl From<Refusal> for Event {
    fn from(refusal: Refusal) -> Event {
        Event::Error {
            code: refusal.code,
            message: refusal.message,
        }
    }
}

impl Event {
    /// A one-line answer to `query`.
    #[must_use]
    pub fn answer(query: &str, text: impl Into<Sentence>) -> Event {
        Event::Answer {
            query: query.to_string(),
            text: text.into(),
            continued: false,
            spoken: None,
        }
    }

    /// An answer to `query` printed as `shown` (a picture made of characters) and said as `said` instead, line by
    /// line: the printed lines beyond the said ones say nothing, and the last printed line says what is left.
    #[must_use]
    pub fn answer_shown(query: &str, shown: Vec<String>, said: Vec<String>) -> Vec<Event> {
        let last = shown.len().saturating_sub(1);
        let mut said = said.into_iter();
        shown
            .into_iter()
            .enumerate()
            .map(|(index, text)| {
                let spoken = if index == last {
                    said.by_ref().collect::<Vec<_>>().join(". ")
                } else {
                    said.next().unwrap_or_default()
                };
                Event::Answer {
                    query: query.to_string(),
                    text: text.into(),
                    continued: index > 0,
                    spoken: Some(spoken),
                }
            })
            .collect()
    }

    /// The notice of a session stopped by a signal: `text` printed; `spoken` said, unless the terminal was closed
    /// (SIGHUP), when nobody is left to hear it.
    #[must_use]
    pub fn stopped(how: Interruption, text: String, spoken: String) -> Event {
        Event::Left {
            text,
            spoken: if how == Interruption::Hangup {
                String::new()
            } else {
                spoken
            },
        }
    }

    /// An answer to `query` of several lines, heard as one: each line after the first goes on with it.
    #[must_use]
    pub fn answer_lines<T: Into<Sentence>>(
        query: &str,
        lines: impl IntoIterator<Item = T>,
    ) -> Vec<Event> {
        lines
            .into_iter()
            .enumerate()
            .map(|(index, text)| Event::Answer {
                query: query.to_string(),
                text: text.into(),
                continued: index > 0,
                spoken: None,
            })
            .collect()
    }

    /// The event's name in the JSON stream.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        match self {
            Event::Start { .. } => "start",
            Event::Press { .. } => "press",
            Event::Pause { .. } => "pause",
            Event::Adjust { .. } => "adjust",
            Event::Cue { .. } => "cue",
            Event::Flag { .. } => "flag",
            Event::Answer { .. } => "answer",
            Event::Cursor { .. } => "cursor",
            Event::Game { .. } => "game",
            Event::Resumed { .. } => "resumed",
            Event::Announce { .. } => "announce",
            Event::Result(..) => "result",
            Event::Confirm { .. } => "confirm",
            Event::DrawOffer { .. } => "draw_offer",
            Event::DrawDeclined { .. } => "draw_declined",
            Event::Claim { .. } => "claim",
            Event::Penalty { .. } => "penalty",
            Event::Adjourned { .. } => "adjourned",
            Event::EnvelopeCode { .. } => "envelope_code",
            Event::Takeback { .. } => "takeback",
            Event::Notice { .. } | Event::Left { .. } => "notice",
            Event::Discrepancy { .. } => "discrepancy",
            Event::Error { .. } => "error",
        }
    }

    /// Writes the event's own fields (everything but `event` and `t_ms`) into a JSON map.
    fn write_fields<M: SerializeMap>(&self, map: &mut M) -> Result<(), M::Error> {
        match self {
            Event::Start {
                side,
                white_ms,
                black_ms,
            }
            | Event::Pause {
                side,
                white_ms,
                black_ms,
            } => {
                map.serialize_entry("side", side)?;
                map.serialize_entry("white_ms", white_ms)?;
                map.serialize_entry("black_ms", black_ms)
            }
            Event::Press {
                ply,
                side,
                white_ms,
                black_ms,
                ..
            } => {
                map.serialize_entry("ply", ply)?;
                map.serialize_entry("side", side)?;
                map.serialize_entry("white_ms", white_ms)?;
                map.serialize_entry("black_ms", black_ms)
            }
            Event::Adjust {
                side,
                remaining_ms,
                white_ms,
                black_ms,
            } => {
                map.serialize_entry("side", side)?;
                map.serialize_entry("white_ms", white_ms)?;
                map.serialize_entry("black_ms", black_ms)?;
                map.serialize_entry("remaining_ms", remaining_ms)
            }
            Event::Cue {
                side,
                level,
                remaining_ms,
            } => {
                map.serialize_entry("side", side)?;
                map.serialize_entry("level", level)?;
                map.serialize_entry("remaining_ms", remaining_ms)
            }
            Event::Flag { side } => map.serialize_entry("side", side),
            Event::Answer {
                query,
                text,
                continued,
                ..
            } => {
                map.serialize_entry("query", query)?;
                map.serialize_entry("text", text.as_text())?;
                if *continued {
                    map.serialize_entry("continued", continued)?;
                }
                Ok(())
            }
            Event::Cursor {
                square,
                text,
                row,
                view,
            } => {
                map.serialize_entry("square", square)?;
                map.serialize_entry("text", text.as_text())?;
                map.serialize_entry("row", row)?;
                map.serialize_entry("view", view)
            }
            Event::Error { code, message } => {
                map.serialize_entry("message", message)?;
                map.serialize_entry("code", code.name())
            }
            Event::Game {
                white,
                black,
                mode,
                journal,
            } => {
                map.serialize_entry("white", white)?;
                map.serialize_entry("black", black)?;
                map.serialize_entry("mode", mode)?;
                map.serialize_entry("journal", journal)
            }
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
            } => {
                map.serialize_entry("ply", ply)?;
                map.serialize_entry("move_number", move_number)?;
                map.serialize_entry("side", side)?;
                map.serialize_entry("white_ms", white_ms)?;
                map.serialize_entry("black_ms", black_ms)?;
                map.serialize_entry("sealed", sealed)?;
                map.serialize_entry("journal", journal)?;
                map.serialize_entry("pending", pending)?;
                map.serialize_entry("draw_offer", draw_offer)?;
                map.serialize_entry("over", over)?;
                map.serialize_entry("recorded_ago_ms", recorded_ago_ms)
            }
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
            } => {
                map.serialize_entry("ply", ply)?;
                map.serialize_entry("move_number", move_number)?;
                map.serialize_entry("side", side)?;
                map.serialize_entry("san", san)?;
                map.serialize_entry("uci", uci)?;
                map.serialize_entry("text", text.as_text())?;
                if *correction {
                    map.serialize_entry("correction", correction)?;
                }
                map.serialize_entry("pending", pending)
            }
            Event::Result(result, detail) => {
                map.serialize_entry("result", &result.score)?;
                map.serialize_entry("reason", &result.termination)?;
                if let Some(by) = result.by {
                    let by = by.fold_wb("white", "black");
                    map.serialize_entry("side", by)?;
                    // `by`: the side whose act it was (resigned, accepted, claimed, sealed).
                    if matches!(
                        result.termination,
                        Termination::Resignation
                            | Termination::Agreement
                            | Termination::ThreefoldRepetition
                            | Termination::FiftyMoves
                            | Termination::SealedMove
                    ) {
                        map.serialize_entry("by", by)?;
                    }
                }
                if let Some(detail) = detail {
                    map.serialize_entry("detail", detail)?;
                }
                Ok(())
            }
            Event::Confirm { action, side, .. } => {
                map.serialize_entry("action", action)?;
                map.serialize_entry("side", side)
            }
            Event::DrawOffer { side } | Event::DrawDeclined { side } => {
                map.serialize_entry("side", side)
            }
            Event::Claim { kind, valid, side } => {
                map.serialize_entry("kind", kind)?;
                map.serialize_entry("valid", valid)?;
                map.serialize_entry("side", side)
            }
            Event::Penalty {
                side,
                illegal_moves,
                added_ms,
                opponent_ms,
            } => {
                map.serialize_entry("side", side)?;
                match illegal_moves {
                    Some(count) => {
                        map.serialize_entry("reason", "illegal_move")?;
                        map.serialize_entry("illegal_moves", count)?;
                    }
                    None => map.serialize_entry("reason", "incorrect_claim")?,
                }
                map.serialize_entry("added_ms", added_ms)?;
                map.serialize_entry("opponent_ms", opponent_ms)
            }
            Event::Adjourned {
                sealed_by,
                move_number,
                white_ms,
                black_ms,
                fen,
                draw_offer,
            } => {
                map.serialize_entry("sealed_by", sealed_by)?;
                map.serialize_entry("move_number", move_number)?;
                map.serialize_entry("white_ms", white_ms)?;
                map.serialize_entry("black_ms", black_ms)?;
                map.serialize_entry("fen", fen)?;
                map.serialize_entry("draw_offer", draw_offer)
            }
            Event::Takeback {
                ply,
                last_move: _,
                white_ms,
                black_ms,
                cancelled,
            } => {
                map.serialize_entry("ply", ply)?;
                map.serialize_entry("white_ms", white_ms)?;
                map.serialize_entry("black_ms", black_ms)?;
                if let Some(score) = cancelled {
                    map.serialize_entry("cancelled_result", score)?;
                }
                Ok(())
            }
            Event::Notice { text } | Event::Left { text, .. } => map.serialize_entry("text", text),
            Event::EnvelopeCode { code } => map.serialize_entry("code", code),
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
                ..
            } => {
                map.serialize_entry("ply", ply)?;
                map.serialize_entry("sheet", sheet)?;
                map.serialize_entry("game", game)?;
                map.serialize_entry("recorded", recorded)?;
                map.serialize_entry("agree_until_ply", agree_until_ply)?;
                map.serialize_entry("move_number", move_number)?;
                map.serialize_entry("side", side)?;
                map.serialize_entry("fen", fen)?;
                map.serialize_entry("white_ms", white_ms)?;
                map.serialize_entry("black_ms", black_ms)
            }
        }
    }
}

/// An event with the instant it is reported at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamped {
    /// Milliseconds since the session started: the exact instant with virtual time, the instant it was reported in
    /// real time.
    pub t_ms: u64,
    /// What happened.
    pub event: Event,
}

impl Serialize for Stamped {
    /// `{"event": NAME, "t_ms": T, …fields}`, in that order.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("event", self.event.name())?;
        map.serialize_entry("t_ms", &self.t_ms)?;
        self.event.write_fields(&mut map)?;
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_lines_follow_the_contract() {
        let cases = [
            (
                Event::Press {
                    ply: 3,
                    side: Side::White,
                    white_ms: Some(297_000),
                    black_ms: Some(300_000),
                    say_times: true,
                },
                r#"{"event":"press","t_ms":42,"ply":3,"side":"white","white_ms":297000,"black_ms":300000}"#,
            ),
            (
                Event::Cue {
                    side: Side::Black,
                    level: CueLevel::FifteenMinutes,
                    remaining_ms: 900_000,
                },
                r#"{"event":"cue","t_ms":42,"side":"black","level":"15min","remaining_ms":900000}"#,
            ),
            (
                Event::Flag { side: Side::Black },
                r#"{"event":"flag","t_ms":42,"side":"black"}"#,
            ),
            (
                Event::answer("time", "White \"five\""),
                r#"{"event":"answer","t_ms":42,"query":"time","text":"White \"five\""}"#,
            ),
            (
                Event::answer_lines("board", ["one", "two"])[1].clone(),
                r#"{"event":"answer","t_ms":42,"query":"board","text":"two","continued":true}"#,
            ),
            (
                Event::Error {
                    code: ErrorCode::NoOffer,
                    message: "no".into(),
                },
                r#"{"event":"error","t_ms":42,"message":"no","code":"no_offer"}"#,
            ),
            (
                Event::Start {
                    side: Side::White,
                    white_ms: 1,
                    black_ms: 2,
                },
                r#"{"event":"start","t_ms":42,"side":"white","white_ms":1,"black_ms":2}"#,
            ),
            (
                Event::Pause {
                    side: Side::Black,
                    white_ms: 1,
                    black_ms: 2,
                },
                r#"{"event":"pause","t_ms":42,"side":"black","white_ms":1,"black_ms":2}"#,
            ),
            (
                Event::Adjust {
                    side: Side::White,
                    remaining_ms: 5,
                    white_ms: 5,
                    black_ms: 7,
                },
                r#"{"event":"adjust","t_ms":42,"side":"white","white_ms":5,"black_ms":7,"remaining_ms":5}"#,
            ),
        ];
        for (event, json) in cases {
            let stamped = Stamped { t_ms: 42, event };
            assert_eq!(serde_json::to_string(&stamped).unwrap(), json);
        }
    }
}
