//! How a game ended: the score, the reason (docs/cli.md `result` event) and who caused it.
//!
//! Endings the rules reach by themselves come from [`Ending`]; the others are what players and
//! the arbiter do: claims, agreement, resignation, flag fall and a second illegal move. The laws
//! turn the last three into a draw when the opponent cannot checkmate by any series of legal
//! moves (articles 5.1.2, 6.9 and 7.5.5); [`GameResult::forfeit`] applies that.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::{Claim, Ending};

/// The score of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Score {
    /// White won.
    #[serde(rename = "1-0")]
    WhiteWins,
    /// Black won.
    #[serde(rename = "0-1")]
    BlackWins,
    /// Drawn.
    #[serde(rename = "1/2-1/2")]
    Draw,
}

impl Score {
    /// As written in PGN and in the `result` event.
    pub fn as_str(self) -> &'static str {
        match self {
            Score::WhiteWins => "1-0",
            Score::BlackWins => "0-1",
            Score::Draw => "1/2-1/2",
        }
    }

    /// The score a PGN result marker or Result tag writes (`1-0`, `0-1`, `1/2-1/2`, `½-½`); `None` for `*` and
    /// anything else.
    #[must_use]
    pub fn from_pgn(text: &str) -> Option<Score> {
        match text.trim() {
            "1-0" => Some(Score::WhiteWins),
            "0-1" => Some(Score::BlackWins),
            "1/2-1/2" | "½-½" => Some(Score::Draw),
            _ => None,
        }
    }

    /// A win for `color`.
    pub(crate) fn win_for(color: Color) -> Score {
        match color {
            Color::White => Score::WhiteWins,
            Color::Black => Score::BlackWins,
        }
    }

    /// The winner, if the game was not drawn.
    pub fn winner(self) -> Option<Color> {
        match self {
            Score::WhiteWins => Some(Color::White),
            Score::BlackWins => Some(Color::Black),
            Score::Draw => None,
        }
    }
}

/// Why a game ended, by its name in the `result` event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Termination {
    /// The player to move is checkmated (article 5.1.1).
    Checkmate,
    /// The player to move has no legal move and is not in check (article 5.2.1).
    Stalemate,
    /// Neither player can checkmate by any series of legal moves (article 5.2.2).
    InsufficientMaterial,
    /// The same position for the fifth time (article 9.6.1).
    FivefoldRepetition,
    /// Seventy-five moves by each player without a pawn move or capture (article 9.6.2).
    SeventyfiveMoves,
    /// A correct claim of threefold repetition (article 9.2).
    ThreefoldRepetition,
    /// A correct claim under the fifty-move rule (article 9.3).
    FiftyMoves,
    /// The players agreed a draw (article 9.1).
    Agreement,
    /// A player resigned (article 5.1.2).
    Resignation,
    /// A flag fell (article 6.9).
    TimeForfeit,
    /// A second completed illegal move (article 7.5.5).
    IllegalMoves,
    /// A dead position with enough material: a blockade no series of legal moves can break (article 5.2.2).
    DeadPosition,
    /// An illegal or ambiguous sealed move, found when the envelope was opened (Guidelines I.8).
    SealedMove,
    /// The arbiter's decision.
    Arbiter,
    /// The online server's decision, for an ending the laws do not name (an opponent who left, a cheat found).
    Server,
}

impl Termination {
    /// The name in JSON output.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyfiveMoves => "seventyfive_moves",
            Termination::ThreefoldRepetition => "threefold_repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::Agreement => "agreement",
            Termination::Resignation => "resignation",
            Termination::TimeForfeit => "time_forfeit",
            Termination::IllegalMoves => "illegal_moves",
            Termination::DeadPosition => "dead_position",
            Termination::SealedMove => "sealed_move",
            Termination::Arbiter => "arbiter",
            Termination::Server => "server",
        }
    }

    /// The PGN Termination tag's value.
    pub fn pgn(self) -> &'static str {
        match self {
            Termination::TimeForfeit => "time forfeit",
            Termination::IllegalMoves | Termination::SealedMove => "rules infraction",
            Termination::Arbiter => "adjudication",
            _ => "normal",
        }
    }
}

impl From<Ending> for Termination {
    fn from(ending: Ending) -> Self {
        match ending {
            Ending::Checkmate => Termination::Checkmate,
            Ending::InsufficientMaterial => Termination::InsufficientMaterial,
            Ending::Stalemate => Termination::Stalemate,
            Ending::SeventyfiveMoves => Termination::SeventyfiveMoves,
            Ending::FivefoldRepetition => Termination::FivefoldRepetition,
            Ending::DeadPosition => Termination::DeadPosition,
        }
    }
}

impl From<Claim> for Termination {
    fn from(claim: Claim) -> Self {
        match claim {
            Claim::ThreefoldRepetition => Termination::ThreefoldRepetition,
            Claim::FiftyMoves => Termination::FiftyMoves,
        }
    }
}

/// A finished game: the score, why, and the player whose act ended it (who mated, resigned,
/// claimed, let the flag fall or moved illegally), when there is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The score.
    pub score: Score,
    /// Why the game ended.
    pub termination: Termination,
    /// The player whose act ended the game, when there is one.
    pub by: Option<Color>,
    /// Set when a loss was turned into a draw because the opponent could not checkmate.
    pub opponent_cannot_mate: bool,
}

impl GameResult {
    /// The end the rules reached after `mover`'s move.
    pub(crate) fn ending(ending: Ending, mover: Color) -> GameResult {
        GameResult {
            score: if ending.is_draw() {
                Score::Draw
            } else {
                Score::win_for(mover)
            },
            termination: ending.into(),
            by: Some(mover),
            opponent_cannot_mate: false,
        }
    }

    /// A draw by claim or agreement.
    pub(crate) fn draw(termination: Termination, by: Option<Color>) -> GameResult {
        GameResult {
            score: Score::Draw,
            termination,
            by,
            opponent_cannot_mate: false,
        }
    }

    /// `loser` loses by resignation, flag fall or illegal moves, unless the opponent cannot
    /// checkmate by any series of legal moves: then the game is drawn.
    pub(crate) fn forfeit(
        loser: Color,
        termination: Termination,
        opponent_can_mate: bool,
    ) -> GameResult {
        GameResult {
            score: if opponent_can_mate {
                Score::win_for(!loser)
            } else {
                Score::Draw
            },
            termination,
            by: Some(loser),
            opponent_cannot_mate: !opponent_can_mate,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forfeits_are_draws_when_the_opponent_cannot_mate() {
        let lost = GameResult::forfeit(Color::White, Termination::TimeForfeit, true);
        assert_eq!(lost.score, Score::BlackWins);
        assert!(!lost.opponent_cannot_mate);
        let drawn = GameResult::forfeit(Color::Black, Termination::Resignation, false);
        assert_eq!(drawn.score, Score::Draw);
        assert!(drawn.opponent_cannot_mate);
        assert_eq!(
            GameResult::ending(Ending::Checkmate, Color::Black).score,
            Score::BlackWins
        );
        assert_eq!(
            GameResult::ending(Ending::Stalemate, Color::Black).score,
            Score::Draw
        );
    }

    #[test]
    fn names_follow_the_contract() {
        assert_eq!(
            Termination::from(Ending::FivefoldRepetition).as_str(),
            "fivefold_repetition"
        );
        assert_eq!(Termination::from(Claim::FiftyMoves).as_str(), "fifty_moves");
        assert_eq!(Termination::TimeForfeit.pgn(), "time forfeit");
        assert_eq!(serde_json::to_string(&Score::Draw).unwrap(), "\"1/2-1/2\"");
    }
}
