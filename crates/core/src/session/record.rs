//! What the journal keeps of a game: its setup, then one record per change, each stamped with its instant on the
//! game's timeline (milliseconds since the game began, continued across resumptions).
//!
//! Records hold meaning, not typing: a move is kept as coordinates (with its SAN for people reading the file), so a
//! journal replays the same whatever voice pack or notation the resumed session uses. Replaying every record through
//! the same transitions as the live session rebuilds the exact game: position, pending move, clocks, offers,
//! penalties, result.

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;

pub(crate) use crate::boundary::MoveSource;
use crate::{
    arguments::Adjustment,
    clock::{Side, TimeControl},
    online::Status,
    options::{Blind, Cues, Mode},
    rules::{Claim, Score},
};

/// How the game was set up (the journal's first record).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Which player uses tactus.
    pub blind: Blind,
    /// Strict laws, or practice with hints.
    pub mode: Mode,
    /// Whose clocks give cues.
    pub cues: Cues,
    /// Which marks cue (`--cues own,15min`); every mark in a journal written before the choice existed.
    #[serde(default)]
    pub cue_marks: crate::clock::CueMarks,
    /// The time control; `None` for a game without a clock.
    pub control: Option<TimeControl>,
    /// The competition's category when its regulations decide (`--category`); else the control's, by the 2023
    /// definitions.
    #[serde(default)]
    pub category: Option<crate::clock::Pace>,
    /// The start position, when not the initial one.
    pub fen: Option<String>,
    /// The time control's moves are counted from the start position's move number (`40/90,30` from move 39: the
    /// second period after move 40); journals written before counted them from the first move played.
    #[serde(default)]
    pub moves_from_move_number: bool,
    /// The piece letters accepted in typed moves (scoresheet entries are read with them again on replay).
    #[serde(default)]
    pub notation: crate::notation::Notation,
    /// The voice pack the game was started with, restored on resume unless another is given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub voice: Option<String>,
    /// The announcement style the game was started with, restored on resume unless another is given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<crate::voice::Style>,
    /// The event's name, for the scoresheet's header.
    #[serde(default)]
    pub event: String,
    /// Where the game is played, for the scoresheet's header.
    #[serde(default)]
    pub site: String,
    /// The round, for the scoresheet's header.
    #[serde(default)]
    pub round: String,
    /// The date the game began, `YYYY.MM.DD` (UTC).
    pub date: String,
    /// When the game began, ISO 8601 (UTC), for people reading the journal.
    #[serde(default)]
    pub started: String,
    /// The practice engine the game was played with, started again on resume.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub engine: Option<EngineSetup>,
}

/// The practice engine of a game, as `--engine`, `--engine-plays` and `--engine-level` gave it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineSetup {
    /// The command that starts it, as given.
    pub command: String,
    /// The side it plays; `None` when it only gives hints.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plays: Option<Side>,
    /// Its strength, 1 to 20.
    pub level: u8,
}

/// A move as the journal keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    /// Coordinates, castling as the king's move (e1g1): what replay reads.
    #[serde(with = "uci_text")]
    pub(crate) uci: UciMove,
    /// Standard notation, for people reading the journal.
    pub san: String,
}

/// What the envelope of an adjourned game shows (Guidelines I of the laws); kept whole in the journal so that the
/// arbiter can read it there without any program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The position before the sealed move.
    pub fen: String,
    pub(crate) sealed_by: Side,
    /// The number of the sealed move.
    pub move_number: u32,
    /// Remaining times, when the game has a clock.
    pub(crate) white_ms: Option<i64>,
    pub(crate) black_ms: Option<i64>,
    /// Time used by each player, when the game has a clock.
    pub(crate) white_used_ms: Option<i64>,
    pub(crate) black_used_ms: Option<i64>,
    /// A draw offer still open, by whom.
    pub(crate) draw_offer: Option<Side>,
    /// The date, time and place of resumption, as given.
    pub(crate) resumption: Option<String>,
    /// When the game was adjourned (ISO 8601, UTC).
    pub(crate) adjourned_at: String,
}

/// One line of the journal after its header.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "record", rename_all = "snake_case")]
pub enum Record {
    /// The game's setup; always the first record.
    Setup(Setup),
    /// A move was announced: pending until `press` in tournament mode, complete at once in practice mode.
    Move {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The move announced.
        #[serde(flatten)]
        mv: MoveRecord,
        /// Where it came from, when not typed: `board` for a move read from the sighted player's electronic board.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        source: Option<MoveSource>,
    },
    /// The pending move was completed and the clock pressed.
    Press {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
    },
    /// The clock of the player to move was started (or the sealed move played, opened with the envelope's code).
    Go {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The envelope's code, when the sealed move is played.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<String>,
    },
    /// The arbiter stopped the clocks.
    Pause {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
    },
    /// The arbiter changed a clock.
    Adjust {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Whose clock.
        side: Side,
        /// The time added, taken or set.
        adjustment: Adjustment,
    },
    /// The arbiter recorded a completed illegal move.
    Illegal {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Who made the illegal move.
        side: Side,
    },
    /// A draw offer.
    Draw {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Who offered.
        side: Side,
    },
    /// The offer was accepted.
    Accept {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Who accepted.
        side: Side,
    },
    /// The offer was declined.
    Decline {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Who declined.
        side: Side,
    },
    /// A draw claim, with the intended move if any.
    Claim {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Who claimed.
        side: Side,
        /// The draw claimed (article 9.2 or 9.3).
        kind: Claim,
        /// The move the claimant intends to make, when the claim rests on it.
        intended: Option<MoveRecord>,
        /// An intended move that is not legal, as written: the claim is incorrect (9.5.3).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        illegal: Option<String>,
        /// Whether an incorrect claim stands as a draw offer (9.1.2.3); journals written before it did, don't.
        #[serde(default)]
        offer: bool,
    },
    /// A resignation.
    Resign {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Who resigned.
        side: Side,
    },
    /// The game was adjourned with a sealed move: enciphered (`secret`), or in clear in journals written before.
    Adjourn {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The sealed move in clear (journals written before it was enciphered).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        sealed: Option<MoveRecord>,
        /// What the envelope shows.
        envelope: Envelope,
        /// The sealed move, enciphered.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        secret: Option<super::envelope::SealedSecret>,
    },
    /// The arbiter retraced the game to just after this ply.
    Takeback {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The half-move just after which the game goes on.
        ply: u32,
    },
    /// The arbiter's decision on the result, with the reason as given.
    Verdict {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The result decided.
        score: Score,
        /// The reason, as the arbiter gave it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<String>,
    },
    /// A flag fell.
    Flag {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// Whose flag fell.
        side: Side,
    },
    /// The arbiter introduced an increment of `ms` for both players, for every move from now on (Guidelines III.4).
    Increment {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The increment per move, in milliseconds.
        ms: u64,
    },
    /// The speech rate was changed.
    Rate {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The new rate, in percent of the voice's normal pace.
        percent: u32,
    },
    /// The envelope was lost: the sealed move is dropped, and the game goes on from the adjournment with the times
    /// then; the player who sealed makes the move again (Guidelines I.11).
    Unseal {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
    },
    /// The sighted player's electronic board as it was read: ready, differing from the game (with the squares and
    /// the placement it showed), lost, back, or gone back to an earlier position. Changes nothing in the game: kept
    /// so that a retrace shows where the boards parted.
    Board {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// What happened.
        state: crate::boundary::BoardState,
        /// For `differs`: the squares that differ (`f3`).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        squares: Vec<String>,
        /// For `differs`: the placement the board showed (a FEN's first field).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        placement: Option<String>,
    },
    /// Entries written on a player's scoresheet, as written.
    Sheet {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The half-move (0 for the game's first) from which the entries replace what the sheet held; `None`: they
        /// are added after it (and in journals written before).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<u32>,
        /// Whose scoresheet.
        side: Side,
        /// The entries, one per half-move, as written.
        entries: Vec<String>,
    },
    /// The game is played online: on this server, with this id, the user playing this side. Written after the setup.
    Online {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The server's address (`https://lichess.org`).
        server: String,
        /// The game's id on the server.
        game: String,
        /// The side the user plays.
        side: Side,
    },
    /// The server's clocks, which an online game's clock follows.
    Clocks {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// White's time left.
        white_ms: i64,
        /// Black's time left.
        black_ms: i64,
    },
    /// The server ended the online game: with a score, or none (aborted, never started); its status as the server
    /// names it (`timeout`, `cheat`, `aborted` …).
    Finished {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// The score, when the game has one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        score: Option<Score>,
        /// The server's status.
        status: Status,
    },
    /// The game was resumed from this journal; the clocks stop here until `go`.
    Resumed {
        /// The instant on the game's timeline, in milliseconds.
        t: u64,
        /// When the game was resumed (ISO 8601, UTC), for people reading the journal.
        #[serde(default)]
        at: String,
    },
}

impl Record {
    /// The record's instant on the game's timeline (the setup's is 0).
    #[must_use]
    pub(crate) fn t(&self) -> u64 {
        match self {
            Record::Setup(_) => 0,
            Record::Move { t, .. }
            | Record::Press { t }
            | Record::Go { t, .. }
            | Record::Pause { t }
            | Record::Adjust { t, .. }
            | Record::Illegal { t, .. }
            | Record::Draw { t, .. }
            | Record::Accept { t, .. }
            | Record::Decline { t, .. }
            | Record::Claim { t, .. }
            | Record::Resign { t, .. }
            | Record::Adjourn { t, .. }
            | Record::Takeback { t, .. }
            | Record::Verdict { t, .. }
            | Record::Flag { t, .. }
            | Record::Increment { t, .. }
            | Record::Rate { t, .. }
            | Record::Unseal { t }
            | Record::Board { t, .. }
            | Record::Sheet { t, .. }
            | Record::Online { t, .. }
            | Record::Clocks { t, .. }
            | Record::Finished { t, .. }
            | Record::Resumed { t, .. } => *t,
        }
    }
}

impl Record {
    /// The same act at instant `t` (a confirmed act happens when it is confirmed).
    #[must_use]
    pub(crate) fn at(&self, t: u64) -> Record {
        let mut record = self.clone();
        match &mut record {
            Record::Setup(_) => {}
            Record::Move { t: at, .. }
            | Record::Press { t: at }
            | Record::Go { t: at, .. }
            | Record::Pause { t: at }
            | Record::Adjust { t: at, .. }
            | Record::Illegal { t: at, .. }
            | Record::Draw { t: at, .. }
            | Record::Accept { t: at, .. }
            | Record::Decline { t: at, .. }
            | Record::Claim { t: at, .. }
            | Record::Resign { t: at, .. }
            | Record::Adjourn { t: at, .. }
            | Record::Takeback { t: at, .. }
            | Record::Verdict { t: at, .. }
            | Record::Flag { t: at, .. }
            | Record::Increment { t: at, .. }
            | Record::Rate { t: at, .. }
            | Record::Unseal { t: at }
            | Record::Board { t: at, .. }
            | Record::Sheet { t: at, .. }
            | Record::Online { t: at, .. }
            | Record::Clocks { t: at, .. }
            | Record::Finished { t: at, .. }
            | Record::Resumed { t: at, .. } => *at = t,
        }
        record
    }
}

/// Why a record could not be written: what the system said (a full or read-only disk), put into the pack's sentence
/// about the journal in the pack's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{problem}")]
pub struct WriteError {
    /// The system's error, by its kind.
    pub problem: crate::SystemError,
}

/// Where a session's journal records go before their effect is announced: the journal file, or a list in tests. A
/// game writes its [`Record`]s through it, a training session its `TrainingRecord`s.
pub trait JournalWriter<R> {
    /// Writes one record durably.
    ///
    /// # Errors
    /// The writer's [`WriteError`]; the caller then changes nothing.
    fn write(&mut self, record: &R) -> Result<(), WriteError>;

    /// Where the records are kept, to tell the user, if they are kept in a file.
    fn location(&self) -> Option<String> {
        None
    }
}

impl<R: Clone> JournalWriter<R> for Vec<R> {
    fn write(&mut self, record: &R) -> Result<(), WriteError> {
        self.push(record.clone());
        Ok(())
    }
}

/// A move's coordinates written as text in the journal ("e1g1"), read back when the journal is opened.
pub(crate) mod uci_text {
    use serde::{de::Error, Deserialize, Deserializer, Serializer};
    use shakmaty::uci::UciMove;

    pub(crate) fn serialize<S: Serializer>(uci: &UciMove, out: S) -> Result<S::Ok, S::Error> {
        out.collect_str(uci)
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(input: D) -> Result<UciMove, D::Error> {
        let text = String::deserialize(input)?;
        text.parse().map_err(D::Error::custom)
    }

    /// Coordinates that may be missing, written as text or `null`.
    pub(crate) mod optional {
        use serde::{de::Error, Deserialize, Deserializer, Serializer};
        use shakmaty::uci::UciMove;

        #[allow(clippy::ref_option)]
        pub(crate) fn serialize<S: Serializer>(
            uci: &Option<UciMove>,
            out: S,
        ) -> Result<S::Ok, S::Error> {
            match uci {
                Some(uci) => out.collect_str(uci),
                None => out.serialize_none(),
            }
        }

        pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
            input: D,
        ) -> Result<Option<UciMove>, D::Error> {
            Option::<String>::deserialize(input)?
                .map(|text| text.parse().map_err(D::Error::custom))
                .transpose()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_one_json_object_each() {
        let record = Record::Move {
            t: 1500,
            mv: MoveRecord {
                uci: "g1f3".parse().unwrap(),
                san: "Nf3".into(),
            },
            source: None,
        };
        let json = serde_json::to_string(&record).unwrap();
        assert_eq!(
            json,
            r#"{"record":"move","t":1500,"uci":"g1f3","san":"Nf3"}"#
        );
        assert_eq!(serde_json::from_str::<Record>(&json).unwrap(), record);
        let adjust = Record::Adjust {
            t: 9,
            side: Side::Black,
            adjustment: Adjustment::Add(-30_000),
        };
        let json = serde_json::to_string(&adjust).unwrap();
        assert_eq!(serde_json::from_str::<Record>(&json).unwrap(), adjust);
        assert!(serde_json::from_str::<Record>(r#"{"record":"teleport","t":1}"#).is_err());
        // The server's status is written by its name in the API, as the journal always had it.
        for (status, name) in [
            (Status::NoStart, "noStart"),
            (Status::OutOfTime, "outoftime"),
            (Status::Other, "other"),
        ] {
            let finished = Record::Finished {
                t: 3,
                score: None,
                status,
            };
            let json = serde_json::to_string(&finished).unwrap();
            assert_eq!(
                json,
                format!(r#"{{"record":"finished","t":3,"status":"{name}"}}"#)
            );
            assert_eq!(serde_json::from_str::<Record>(&json).unwrap(), finished);
        }
        assert!(serde_json::from_str::<Record>(
            r#"{"record":"move","t":1,"uci":"g1","san":"Nf3"}"#
        )
        .is_err());
    }
}
