//! The events a session reports, as the command-line contract lists them (docs/cli.md, "Events"); serde writes each
//! as the fields of its JSON line (`json.rs` adds the name and the instant).
//!
//! `tactus clock` and, later, `tactus play` share this one list, so a program reading the event stream sees the same
//! `press`, `cue` and `flag` objects from both. An event holds meaning, not wording: the sinks turn it into a JSON line
//! (`json.rs`) or a sentence of the voice pack. Answers and errors carry their text already worded, because
//! only the session knows what was asked.

use serde::Serialize;

use super::input::Interruption;
use super::json::{
    code_name, evaluation_fields, is_false, penalty_reason, printed, printed_or_null,
    result_fields, square_differences, square_name, verdict_name,
};
use super::refusal::{ErrorCode, Refusal};
use super::verdict::MoveVerdict;
use crate::{
    clock::{CueLevel, Side},
    eboard::{BoardKind, SquareDifference},
    engine::Evaluation,
    rules::{Claim, GameResult, Score},
    voice::Sentence,
};

/// Which of the lines that start at a position a move is: line 2 of 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineOfMany {
    /// Its number, from 1 (the main continuation).
    pub line: u32,
    /// How many lines start there.
    pub lines: u32,
}

impl Serialize for LineOfMany {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&format!("{} of {}", self.line, self.lines))
    }
}

/// The broadcast game a move was played in (`tactus follow`): its board in the round and its address on lichess
/// (`game` in the JSON: `{"board": 2, "url": "…"}`, the address left out when the broadcast gives none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BroadcastGame {
    /// The board, from 1.
    pub board: u32,
    /// The game's address (`[GameURL]`), when the broadcast gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// Whether it is the current game, the one the questions are about: a braille display keeps showing its last
    /// move while the others' are heard. Not in the JSON.
    #[serde(skip)]
    pub current: bool,
}

/// Something a session reports.
///
/// Serialized as the fields of its JSON line, without its name ([`Event::name`]): each variant's fields are declared
/// in the order of the line; a field the line leaves out is skipped, a flag shown only when true is skipped when false,
/// and a time the game does not have is written as `null`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
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
        #[serde(skip)]
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
        /// White's remaining main time now.
        white_ms: i64,
        /// Black's remaining main time now.
        black_ms: i64,
        /// Its remaining main time now.
        remaining_ms: i64,
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
        #[serde(serialize_with = "printed_or_null")]
        pending: Option<Sentence>,
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
        #[serde(serialize_with = "printed")]
        text: Sentence,
        /// Whether it replaces a move that waited for `press` (a slip of the tongue corrected, D.2.8): said with the
        /// pack's correction word first. In the JSON only when true.
        #[serde(skip_serializing_if = "is_false")]
        correction: bool,
        /// Whether it waits for `press` (tournament mode) or is already complete.
        pending: bool,
        /// Whether it is a move of a game heard again (`tactus listen`), not one made now: said with its number.
        /// Not in the JSON.
        #[serde(skip)]
        replayed: bool,
        /// Where it came from when it was not typed: the sighted player's electronic board, the server of an online
        /// game, or a broadcast followed live (`"source": "board"`, `"server"` or `"broadcast"` in the JSON).
        #[serde(skip_serializing_if = "Option::is_none")]
        source: Option<MoveSource>,
        /// Where a game heard again branches: which of the lines here this move is ("2 of 3" in the JSON).
        #[serde(skip_serializing_if = "Option::is_none")]
        line: Option<LineOfMany>,
        /// The broadcast game it was played in, when it is one followed live (`tactus follow`).
        #[serde(skip_serializing_if = "Option::is_none")]
        game: Option<BroadcastGame>,
    },
    /// The sighted player's electronic board: connected, ready, lost, differing from the game, or gone back.
    Board {
        /// What happened.
        state: BoardState,
        /// Which kind of board, where it is known.
        #[serde(skip_serializing_if = "Option::is_none")]
        kind: Option<BoardKind>,
        /// Where it was reached (a port or a URL), where it is known (`where` in the JSON).
        #[serde(rename = "where", skip_serializing_if = "Option::is_none")]
        place: Option<String>,
        /// For `differs`: each square with what the board shows and what the game has.
        #[serde(
            skip_serializing_if = "Vec::is_empty",
            serialize_with = "square_differences"
        )]
        squares: Vec<SquareDifference>,
        /// For `takeback`: how many half-moves back the board went.
        #[serde(skip_serializing_if = "Option::is_none")]
        plies: Option<u32>,
        /// The sentence in the voice pack's words.
        #[serde(serialize_with = "printed")]
        text: Sentence,
    },
    /// The game is over; with the arbiter's reason as given, when the arbiter decided it (`detail` in the JSON).
    #[serde(serialize_with = "result_fields")]
    Result(GameResult, Option<Sentence>),
    /// A game-ending act waits for `yes` or `no`.
    Confirm {
        /// What would be done.
        action: ConfirmAction,
        /// Who does it.
        side: Side,
        /// Why it needs thinking over, in the voice pack's words (for sealing: what is wrong with the move). Not in
        /// the JSON.
        #[serde(skip)]
        about: Option<Sentence>,
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
        /// Their illegal moves so far in this game; `None` for an incorrect claim. In the JSON after the `reason` it
        /// gives: `illegal_move` or `incorrect_claim`.
        #[serde(flatten, serialize_with = "penalty_reason")]
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
        /// That ply's move number and who made it (`None` at the start position). Not in the JSON.
        #[serde(skip)]
        last_move: Option<(u32, Side)>,
        /// White's restored time.
        white_ms: Option<i64>,
        /// Black's restored time.
        black_ms: Option<i64>,
        /// The result the retraced moves had reached, now cancelled (`cancelled_result` in the JSON, when there
        /// was one).
        #[serde(rename = "cancelled_result", skip_serializing_if = "Option::is_none")]
        cancelled: Option<Score>,
    },
    /// A player's scoresheet differs from the game (Appendix D.2.9).
    Discrepancy {
        /// The half-move where it differs.
        ply: u32,
        /// Whose sheet.
        sheet: Side,
        /// The game's move there, in SAN.
        game: String,
        /// The sheet's entry there: SAN when it is a legal move, else as written.
        recorded: String,
        /// The last ply on which sheet and game agree.
        agree_until_ply: u32,
        /// Its move number.
        move_number: u32,
        /// Whose move it is.
        side: Side,
        /// The position after that ply.
        fen: String,
        /// White's time recorded after that ply, in milliseconds, when the game has a clock.
        white_ms: Option<i64>,
        /// Black's time recorded after that ply, in milliseconds.
        black_ms: Option<i64>,
        /// The game's move in the voice pack's words. Not in the JSON.
        #[serde(skip)]
        game_text: Sentence,
        /// The sheet's entry in the voice pack's words. Not in the JSON.
        #[serde(skip)]
        recorded_text: Sentence,
    },
    /// Something the player should know that nobody asked for: a claimable draw in practice mode, a journal notice.
    Notice {
        /// The sentence.
        #[serde(serialize_with = "printed")]
        text: Sentence,
    },
    /// The session was left: with `quit`, the game unfinished (how to go on), or stopped by a signal. A `notice` in
    /// the JSON.
    Left {
        /// The printed sentence, with the journal's path.
        #[serde(serialize_with = "printed")]
        text: Sentence,
        /// The spoken sentence, without the path (a path is for the eyes); empty when nobody is left to hear it (the
        /// terminal was closed). Not in the JSON.
        #[serde(skip)]
        spoken: Sentence,
    },
    /// The answer to a question (`time`, `moves`, `help`).
    Answer {
        /// The question, by its command name.
        query: String,
        /// The answer in the voice pack's language.
        #[serde(serialize_with = "printed")]
        text: Sentence,
        /// Whether this line goes on with the answer of the line before (a board, rank by rank): it is heard after
        /// it, as one answer, never cutting it. In the JSON only when true.
        #[serde(skip_serializing_if = "is_false")]
        continued: bool,
        /// What is said for this line when it is a picture for the eyes (a row of `board visual`): the words in its
        /// place, or nothing when empty. `None`: the line is said as printed. Never in the JSON.
        #[serde(skip)]
        spoken: Option<Sentence>,
    },
    /// The engine's answer on the analysis board: an evaluation, with the line it expects.
    Eval {
        /// The score in hundredths of a pawn, from White's side; absent when the engine sees a mate.
        #[serde(skip_serializing_if = "Option::is_none")]
        cp: Option<i32>,
        /// Mate in this many moves: White mates when positive, Black when negative.
        #[serde(skip_serializing_if = "Option::is_none")]
        mate: Option<i32>,
        /// How deep the engine searched, in plies.
        depth: u8,
        /// The line it expects, in UCI.
        pv: Vec<String>,
        /// The line's rank when several were asked for (`lines 3`).
        #[serde(skip_serializing_if = "Option::is_none")]
        multipv: Option<u8>,
        /// What is said, in the voice pack's words.
        #[serde(serialize_with = "printed")]
        text: Sentence,
    },
    /// The speech rate was changed; what follows (this sentence first) is said at it.
    Rate {
        /// The new rate, in percent of the voice's normal pace.
        percent: u32,
        /// What is said, in the voice pack's words ("Speech rate 150 percent").
        #[serde(serialize_with = "printed")]
        text: Sentence,
    },
    /// The board cursor (gamepad, braille display) moved, picked a piece, or offers a promotion piece.
    Cursor {
        /// The square under the cursor, written "e4".
        #[serde(serialize_with = "square_name")]
        square: shakmaty::Square,
        /// What it says, in the voice pack's words ("Eva vier: white Bauer").
        #[serde(serialize_with = "printed")]
        text: Sentence,
        /// The cursor's rank in the braille chess code: eight cells, the first on the viewer's left.
        row: String,
        /// The side the board is seen from: White reads the row from file a, Black from file h.
        view: Side,
    },
    /// A move of a game reviewed (`tactus review`) that was not good enough.
    Review {
        /// The half-move it completed, counted from the game's start: 1 for the first move.
        ply: u32,
        /// Who played it.
        side: Side,
        /// The move in standard algebraic notation.
        san: String,
        /// What it was: `inaccuracy`, `mistake` or `blunder`.
        #[serde(serialize_with = "verdict_name")]
        verdict: MoveVerdict,
        /// The engine's best move in the position before it, in SAN (`null` when the engine gave none).
        best: Option<String>,
        /// The evaluation before it, from White's point of view: `{"cp": 35}` or `{"mate": -3}`.
        #[serde(serialize_with = "evaluation_fields")]
        before: Evaluation,
        /// The evaluation after it.
        #[serde(serialize_with = "evaluation_fields")]
        after: Evaluation,
        /// The move reviewed in the voice pack's words.
        #[serde(serialize_with = "printed")]
        text: Sentence,
    },
    /// A command was refused; nothing changed.
    Error {
        /// Why, in the voice pack's language.
        #[serde(serialize_with = "printed")]
        message: Sentence,
        /// What kind of refusal (a stable name in the JSON line).
        #[serde(serialize_with = "code_name")]
        code: ErrorCode,
    },
}

/// A game-ending act that is done only after `yes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ConfirmAction {
    /// Resign.
    Resign,
    /// Accept the draw offer.
    Accept,
    /// End the session.
    Quit,
    /// Seal the move and adjourn.
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
    pub fn answer(query: &str, text: Sentence) -> Event {
        Event::Answer {
            query: query.to_string(),
            text,
            continued: false,
            spoken: None,
        }
    }

    /// An answer to `query` printed as `shown` (a picture made of characters) and said as `said` instead, line by
    /// line: the printed lines beyond the said ones say nothing, and the last printed line says what is left.
    #[must_use]
    pub(crate) fn answer_shown(query: &str, shown: Vec<String>, said: Vec<Sentence>) -> Vec<Event> {
        let last = shown.len().saturating_sub(1);
        let mut said = said.into_iter();
        shown
            .into_iter()
            .enumerate()
            .map(|(index, text)| {
                let spoken = if index == last {
                    let rest = said.by_ref().reduce(|all, next| all.then(". ", next));
                    rest.unwrap_or_default()
                } else {
                    said.next().unwrap_or_default()
                };
                Event::Answer {
                    query: query.to_string(),
                    text: Sentence::figures(text),
                    continued: index > 0,
                    spoken: Some(spoken),
                }
            })
            .collect()
    }

    /// The notice of a session stopped by a signal: `text` printed; `spoken` said, unless the terminal was closed
    /// (SIGHUP), when nobody is left to hear it.
    #[must_use]
    pub(crate) fn stopped(how: Interruption, text: Sentence, spoken: Sentence) -> Event {
        Event::Left {
            text,
            spoken: if how == Interruption::Hangup {
                Sentence::default()
            } else {
                spoken
            },
        }
    }

    /// An answer to `query` of several lines, heard as one: each line after the first goes on with it.
    #[must_use]
    pub(crate) fn answer_lines(
        query: &str,
        lines: impl IntoIterator<Item = Sentence>,
    ) -> Vec<Event> {
        lines
            .into_iter()
            .enumerate()
            .map(|(index, text)| Event::Answer {
                query: query.to_string(),
                text,
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
            Event::Eval { .. } => "eval",
            Event::Rate { .. } => "rate",
            Event::Cursor { .. } => "cursor",
            Event::Game { .. } => "game",
            Event::Resumed { .. } => "resumed",
            Event::Announce { .. } => "announce",
            Event::Board { .. } => "board",
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
            Event::Review { .. } => "review",
            Event::Error { .. } => "error",
        }
    }
}

/// What an electronic board's event tells (`state` in the JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardState {
    /// The board answered (at the start, or again after it was lost).
    Connected,
    /// The board shows the game's position: its moves are read from now on.
    Ready,
    /// The board stopped answering: the game goes on by typing.
    Lost,
    /// The board settled on a position other than the game's (D.2.9).
    Differs,
    /// The board went back to an earlier position of the game: said, not applied.
    Takeback,
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

/// Where a move came from, when it was not typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveSource {
    /// Read from the sighted player's electronic board.
    Board,
    /// Played on the server of an online game (the opponent's move, or the player's own made elsewhere).
    Server,
    /// Played in a broadcast game followed live (`tactus follow`).
    Broadcast,
}
