//! Every end of game the server reports, as a result with its reason: the score from `status` and `winner` (absent on
//! a draw), the laws' termination where the server's status names one, and the status itself, which the result's
//! words say. An aborted game and one never started have no result.

use crate::rules::{Score, Termination};

use super::messages::{ServerState, Status};

/// How the server says a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ServerEnding {
    /// The game has a result.
    Result {
        /// The score.
        score: Score,
        /// The laws' name for the ending, where the server's status is one of them.
        termination: Option<Termination>,
        /// The server's status.
        status: Status,
    },
    /// The game ended without a result (aborted, never started).
    Void(Status),
}

/// How the game in `state` ended, if it did.
#[must_use]
pub(crate) fn ending(state: &ServerState) -> Option<ServerEnding> {
    let winner = match state.winner.as_deref() {
        Some("white") => Some(Score::WhiteWins),
        Some("black") => Some(Score::BlackWins),
        _ => None,
    };
    let scored = |termination| ServerEnding::Result {
        score: winner.unwrap_or(Score::Draw),
        termination,
        status: state.status,
    };
    Some(match state.status {
        Status::Created | Status::Started => return None,
        Status::Aborted => ServerEnding::Void(state.status),
        Status::NoStart if winner.is_none() => ServerEnding::Void(state.status),
        Status::Mate => scored(Some(Termination::Checkmate)),
        Status::Resign => scored(Some(Termination::Resignation)),
        Status::Stalemate => ServerEnding::Result {
            score: Score::Draw,
            termination: Some(Termination::Stalemate),
            status: state.status,
        },
        Status::OutOfTime => scored(Some(Termination::TimeForfeit)),
        Status::InsufficientMaterialClaim => ServerEnding::Result {
            score: Score::Draw,
            termination: Some(Termination::InsufficientMaterial),
            status: state.status,
        },
        Status::Draw
        | Status::NoStart
        | Status::Timeout
        | Status::Cheat
        | Status::UnknownFinish
        | Status::VariantEnd
        | Status::Other => scored(None),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(status: Status, winner: Option<&str>) -> ServerState {
        ServerState {
            moves: String::new(),
            wtime: 0,
            btime: 0,
            winc: 0,
            binc: 0,
            status,
            winner: winner.map(str::to_string),
            wdraw: false,
            bdraw: false,
            wtakeback: false,
            btakeback: false,
            expiration: None,
        }
    }

    #[test]
    fn every_status_is_a_result_with_its_reason_or_no_result() {
        use Score::{BlackWins, Draw, WhiteWins};
        use Termination as T;
        let result = |score, termination, status| {
            Some(ServerEnding::Result {
                score,
                termination,
                status,
            })
        };
        let table = [
            (Status::Created, None, None),
            (Status::Started, Some("white"), None),
            (
                Status::Aborted,
                None,
                Some(ServerEnding::Void(Status::Aborted)),
            ),
            (
                Status::NoStart,
                None,
                Some(ServerEnding::Void(Status::NoStart)),
            ),
            (
                Status::NoStart,
                Some("black"),
                result(BlackWins, None, Status::NoStart),
            ),
            (
                Status::Mate,
                Some("white"),
                result(WhiteWins, Some(T::Checkmate), Status::Mate),
            ),
            (
                Status::Resign,
                Some("black"),
                result(BlackWins, Some(T::Resignation), Status::Resign),
            ),
            (
                Status::Stalemate,
                None,
                result(Draw, Some(T::Stalemate), Status::Stalemate),
            ),
            (
                Status::Timeout,
                Some("white"),
                result(WhiteWins, None, Status::Timeout),
            ),
            (Status::Timeout, None, result(Draw, None, Status::Timeout)),
            (Status::Draw, None, result(Draw, None, Status::Draw)),
            (
                Status::OutOfTime,
                Some("black"),
                result(BlackWins, Some(T::TimeForfeit), Status::OutOfTime),
            ),
            (
                Status::OutOfTime,
                None,
                result(Draw, Some(T::TimeForfeit), Status::OutOfTime),
            ),
            (
                Status::Cheat,
                Some("white"),
                result(WhiteWins, None, Status::Cheat),
            ),
            (
                Status::UnknownFinish,
                None,
                result(Draw, None, Status::UnknownFinish),
            ),
            (
                Status::InsufficientMaterialClaim,
                None,
                result(
                    Draw,
                    Some(T::InsufficientMaterial),
                    Status::InsufficientMaterialClaim,
                ),
            ),
            (
                Status::VariantEnd,
                Some("black"),
                result(BlackWins, None, Status::VariantEnd),
            ),
            (Status::Other, None, result(Draw, None, Status::Other)),
        ];
        for (status, winner, expected) in table {
            assert_eq!(
                ending(&state(status, winner)),
                expected,
                "{status:?} {winner:?}"
            );
        }
    }
}
