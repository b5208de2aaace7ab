//! An event as one JSON line of the event stream (docs/cli.md, "Events"): `{"event": NAME, "t_ms": T, …fields}` in
//! that order.
//!
//! The fields are the event's own, serialized by [`Event`] itself (its variants are written without their name,
//! which the line's `event` says); this module adds the name and the instant, and holds how the fields not written
//! as they are kept are written: a sentence as its printed text, a refusal's kind by its stable name, a square where
//! the board differs, a result, a penalty's reason.

use serde::{ser::SerializeStruct, Serialize, Serializer};

use super::{
    event::{Event, Stamped},
    refusal::ErrorCode,
    verdict::MoveVerdict,
};
use crate::{
    eboard::SquareDifference, engine::Evaluation, rules::GameResult, rules::Termination,
    voice::Sentence,
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
    fields: &'a Event,
}

impl<'a> From<&'a Stamped> for JsonLine<'a> {
    fn from(stamped: &'a Stamped) -> Self {
        JsonLine {
            event: stamped.event.name(),
            t_ms: stamped.t_ms,
            fields: &stamped.event,
        }
    }
}

/// Whether a flag is false: such a flag is left out of the line.
#[allow(clippy::trivially_copy_pass_by_ref)] // serde hands a reference
pub(super) fn is_false(flag: &bool) -> bool {
    !flag
}

/// A sentence as its printed text.
pub(super) fn printed<S: Serializer>(
    sentence: &Sentence,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(sentence.as_text())
}

/// A sentence that may be missing: its printed text, or `null`.
#[allow(clippy::ref_option)] // serde hands a reference
pub(super) fn printed_or_null<S: Serializer>(
    sentence: &Option<Sentence>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match sentence {
        Some(sentence) => serializer.serialize_some(sentence.as_text()),
        None => serializer.serialize_none(),
    }
}

/// A square by its name ("e4").
#[allow(clippy::trivially_copy_pass_by_ref)] // serde hands a reference
pub(super) fn square_name<S: Serializer>(
    square: &shakmaty::Square,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_str(square)
}

/// An evaluation from White's point of view: `{"cp": 35}` in centipawns, or `{"mate": -3}` (Black mates in 3).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde hands a reference
pub(super) fn evaluation_fields<S: Serializer>(
    evaluation: &Evaluation,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut fields = serializer.serialize_struct("Evaluation", 1)?;
    match *evaluation {
        Evaluation::Pawns(cp) => fields.serialize_field("cp", &cp)?,
        Evaluation::Mate(n) => fields.serialize_field("mate", &n)?,
    }
    fields.end()
}

/// A reviewed move's verdict by its name (`blunder`).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde hands a reference
pub(super) fn verdict_name<S: Serializer>(
    verdict: &MoveVerdict,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(verdict.name())
}

/// A refusal's kind by its stable name.
#[allow(clippy::trivially_copy_pass_by_ref)] // serde hands a reference
pub(super) fn code_name<S: Serializer>(code: &ErrorCode, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(code.name())
}

/// The squares where the board and the game differ: `{"square": "f3", "shown": "N", "expected": null}` each, pieces
/// as FEN letters (White's in capitals), `null` for an empty square.
pub(super) fn square_differences<S: Serializer>(
    squares: &[SquareDifference],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    /// One square, as the line writes it.
    #[derive(Serialize)]
    struct SquareFields {
        square: String,
        shown: Option<char>,
        expected: Option<char>,
    }
    serializer.collect_seq(squares.iter().map(|difference| SquareFields {
        square: difference.square.to_string(),
        shown: difference.shown.map(shakmaty::Piece::char),
        expected: difference.expected.map(shakmaty::Piece::char),
    }))
}

/// A penalty's reason, and for an illegal move how many the player has made: `"reason": "illegal_move",
/// "illegal_moves": 2` or `"reason": "incorrect_claim"`.
#[allow(clippy::ref_option)] // serde hands a reference
pub(super) fn penalty_reason<S: Serializer>(
    illegal_moves: &Option<u32>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut fields =
        serializer.serialize_struct("Penalty", 1 + usize::from(illegal_moves.is_some()))?;
    match illegal_moves {
        Some(count) => {
            fields.serialize_field("reason", "illegal_move")?;
            fields.serialize_field("illegal_moves", count)?;
        }
        None => fields.serialize_field("reason", "incorrect_claim")?,
    }
    fields.end()
}

/// The end of a game: `result`, `reason`, `side` for the side whose act or fault ended the game, `by` besides when it
/// was an act (resigned, accepted, claimed, sealed), `detail` for the arbiter's reason.
#[allow(clippy::ref_option)] // serde hands a reference
pub(super) fn result_fields<S: Serializer>(
    result: &GameResult,
    detail: &Option<Sentence>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let side = result.by.map(|by| by.fold_wb("white", "black"));
    let an_act = matches!(
        result.termination,
        Termination::Resignation
            | Termination::Agreement
            | Termination::ThreefoldRepetition
            | Termination::FiftyMoves
            | Termination::SealedMove
    );
    let by = side.filter(|_| an_act);
    let present = [side.is_some(), by.is_some(), detail.is_some()];
    let mut fields =
        serializer.serialize_struct("Result", 2 + present.iter().filter(|&&is| is).count())?;
    fields.serialize_field("result", &result.score)?;
    fields.serialize_field("reason", &result.termination)?;
    if let Some(side) = side {
        fields.serialize_field("side", side)?;
    }
    if let Some(by) = by {
        fields.serialize_field("by", by)?;
    }
    if let Some(detail) = detail {
        fields.serialize_field("detail", detail.as_text())?;
    }
    fields.end()
}

#[cfg(test)]
mod tests;
