//! The engine opponent as the session sees it: a seat at the board that is asked for moves and hints and answers
//! later, through the command channel, with `engine …` lines. The session stays pure: it only hands requests to an
//! [`Opponent`] (a UCI engine process on its own thread, or a fake in tests) and reads the replies like commands.

use crate::clock::Side;

/// A score from the engine's point of view (the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Hundredths of a pawn.
    Centipawns(i32),
    /// Mate in this many moves; negative when the side to move is mated.
    Mate(i32),
}

/// What an answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The engine's own move.
    Move,
    /// A suggestion for the player (`hint best`).
    Hint,
}

impl Purpose {
    /// The word in the reply line (`engine move …`, `engine hint …`).
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Purpose::Move => "move",
            Purpose::Hint => "hint",
        }
    }
}

/// A question for the engine about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineRequest {
    /// Matches the reply to the question; replies to older questions are ignored.
    pub id: u64,
    /// Move or hint.
    pub purpose: Purpose,
    /// The game's start position.
    pub start_fen: String,
    /// The moves played since, in UCI.
    pub moves: Vec<String>,
    /// How long to think, in milliseconds.
    pub movetime_ms: u64,
}

/// Whoever answers the requests: the engine's process, or a fake.
pub trait Opponent {
    /// The engine's name, as the player hears it ("Stockfish 15.1").
    fn name(&self) -> &str;
    /// Hands over a request; never waits. The answer comes later as a command line (see [`reply_line`]).
    fn ask(&mut self, request: EngineRequest);
}

/// The engine's seat: who it is, which side it plays, how strong, and what it was last asked.
pub struct EngineSeat {
    pub opponent: Box<dyn Opponent>,
    /// The side it plays; `None` when it only gives hints.
    pub side: Option<Side>,
    pub level: u8,
    /// The move request being thought about, if any.
    pub awaiting_move: Option<u64>,
    /// The hint request being thought about, if any.
    pub awaiting_hint: Option<u64>,
    next_id: u64,
}

impl EngineSeat {
    /// A seat for `opponent` playing `side` (or only hinting) at `level` (1–20).
    #[must_use]
    pub fn new(opponent: Box<dyn Opponent>, side: Option<Side>, level: u8) -> EngineSeat {
        EngineSeat {
            opponent,
            side,
            level,
            awaiting_move: None,
            awaiting_hint: None,
            next_id: 1,
        }
    }

    /// A new request number.
    pub fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }
}

/// An engine's reply, as read from its command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineReply {
    /// `engine move|hint ID MOVE [cp N | mate N]`: a move and the evaluation from the mover's side.
    Thought {
        purpose: Purpose,
        id: u64,
        best: String,
        score: Option<Score>,
    },
    /// `engine failed ID PROBLEM`: the engine cannot go on.
    Failed { id: u64, problem: String },
}

/// The command line that carries a reply into the session.
#[must_use]
pub fn reply_line(reply: &EngineReply) -> String {
    match reply {
        EngineReply::Thought {
            purpose,
            id,
            best,
            score,
        } => {
            let score = match score {
                Some(Score::Centipawns(cp)) => format!(" cp {cp}"),
                Some(Score::Mate(n)) => format!(" mate {n}"),
                None => String::new(),
            };
            format!("engine {} {id} {best}{score}", purpose.word())
        }
        EngineReply::Failed { id, problem } => format!("engine failed {id} {problem}"),
    }
}

/// Reads the arguments of an `engine …` line (after the word `engine`); `None` when it is not a reply.
#[must_use]
pub fn read_reply(args: &[&str], rest: &str) -> Option<EngineReply> {
    match args {
        ["failed", id, ..] => {
            let problem = rest
                .splitn(3, char::is_whitespace)
                .nth(2)
                .unwrap_or("")
                .trim();
            Some(EngineReply::Failed {
                id: id.parse().ok()?,
                problem: problem.to_string(),
            })
        }
        [purpose @ ("move" | "hint"), id, best, score @ ..] => {
            let score = match score {
                [] => None,
                ["cp", n] => Some(Score::Centipawns(n.parse().ok()?)),
                ["mate", n] => Some(Score::Mate(n.parse().ok()?)),
                _ => return None,
            };
            Some(EngineReply::Thought {
                purpose: if *purpose == "move" {
                    Purpose::Move
                } else {
                    Purpose::Hint
                },
                id: id.parse().ok()?,
                best: (*best).to_string(),
                score,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(reply: EngineReply) {
        let line = reply_line(&reply);
        let lower = line.to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().skip(1).collect();
        let rest = line.split_once(' ').map_or("", |(_, r)| r);
        assert_eq!(read_reply(&words, rest), Some(reply), "{line}");
    }

    #[test]
    fn replies_survive_their_line() {
        round_trip(EngineReply::Thought {
            purpose: Purpose::Move,
            id: 3,
            best: "e7e5".into(),
            score: Some(Score::Centipawns(-35)),
        });
        round_trip(EngineReply::Thought {
            purpose: Purpose::Hint,
            id: 12,
            best: "d8h4".into(),
            score: Some(Score::Mate(1)),
        });
        round_trip(EngineReply::Thought {
            purpose: Purpose::Move,
            id: 1,
            best: "(none)".into(),
            score: None,
        });
        round_trip(EngineReply::Failed {
            id: 4,
            problem: "the engine stockfish has stopped".into(),
        });
    }

    #[test]
    fn malformed_replies_are_not_replies() {
        assert_eq!(read_reply(&["move", "x", "e2e4"], "move x e2e4"), None);
        assert_eq!(read_reply(&["move", "1"], "move 1"), None);
        assert_eq!(
            read_reply(&["move", "1", "e2e4", "cp"], "move 1 e2e4 cp"),
            None
        );
        assert_eq!(read_reply(&["think"], "think"), None);
    }
}
