//! The lines of the UCI protocol an engine writes, read into what tactus needs: its name, its strength options,
//! the handshake replies, its evaluation, and its move. Pure, so every odd line an engine may write is tested here.

use super::{info::principal_variation, PrincipalVariation};

/// A spin option's range (`option name Skill Level type spin default 20 min 0 max 20`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpinOption {
    /// The option's name as the engine writes it.
    pub name: String,
    /// Its smallest value.
    pub min: i64,
    /// Its largest value.
    pub max: i64,
}

/// One line from the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineLine {
    /// `id name …`.
    Name(String),
    /// `option name … type spin … min … max …`.
    Spin(SpinOption),
    /// `option name … type check …`.
    Check(String),
    /// `uciok`.
    UciOk,
    /// `readyok`.
    ReadyOk,
    /// `info … score …` with an exact score: one line of analysis (its rank 1 when the engine gives no `multipv`).
    /// Its score is also the latest evaluation of the engine's best line so far, as a practice move is given.
    Info(PrincipalVariation),
    /// `bestmove MOVE …`, the move as written (checked later against the position).
    BestMove(String),
    /// Anything else (`info` without an exact score, `info string`, `id author`, copyright lines).
    Other,
}

/// Reads one line.
#[must_use]
///
/// ```
/// use tactus_core::{read_engine_line, EngineLine, EngineScore};
///
/// let EngineLine::Info(line) = read_engine_line("info depth 12 score cp 34 nodes 9000 pv e2e4 e7e5") else {
///     panic!("an info line");
/// };
/// assert_eq!((line.rank, line.depth, line.score), (1, 12, EngineScore::Centipawns(34)));
/// assert_eq!(line.moves.len(), 2);
/// assert_eq!(
///     read_engine_line("bestmove g1f3 ponder g8f6"),
///     EngineLine::BestMove("g1f3".into())
/// );
/// ```
pub fn read_line(line: &str) -> EngineLine {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["uciok"] => EngineLine::UciOk,
        ["readyok"] => EngineLine::ReadyOk,
        ["id", "name", name @ ..] if !name.is_empty() => EngineLine::Name(name.join(" ")),
        ["bestmove", mv, ..] => EngineLine::BestMove((*mv).to_string()),
        ["option", "name", rest @ ..] => option(rest),
        ["info", rest @ ..] => {
            principal_variation(rest).map_or(EngineLine::Other, EngineLine::Info)
        }
        _ => EngineLine::Other,
    }
}

/// `option name NAME… type spin default D min A max B`, or `type check`.
fn option(words: &[&str]) -> EngineLine {
    let Some(type_at) = words.iter().position(|w| *w == "type") else {
        return EngineLine::Other;
    };
    let name = words[..type_at].join(" ");
    let value_after = |key: &str| -> Option<i64> {
        let at = words.iter().position(|w| *w == key)?;
        words.get(at + 1)?.parse().ok()
    };
    match words.get(type_at + 1) {
        Some(&"spin") => match (value_after("min"), value_after("max")) {
            (Some(min), Some(max)) if min <= max && !name.is_empty() => {
                EngineLine::Spin(SpinOption { name, min, max })
            }
            _ => EngineLine::Other,
        },
        Some(&"check") if !name.is_empty() => EngineLine::Check(name),
        _ => EngineLine::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::EngineScore;

    /// The line's score, when it is an `info` line with one.
    fn score(line: &str) -> Option<EngineScore> {
        match read_line(line) {
            EngineLine::Info(line) => Some(line.score),
            _ => None,
        }
    }

    #[test]
    fn handshake_lines() {
        assert_eq!(
            read_line("id name Stockfish 15.1"),
            EngineLine::Name("Stockfish 15.1".into())
        );
        assert_eq!(read_line("uciok"), EngineLine::UciOk);
        assert_eq!(read_line("  readyok \r"), EngineLine::ReadyOk);
        assert_eq!(
            read_line("id author the Stockfish developers"),
            EngineLine::Other
        );
        assert_eq!(read_line(""), EngineLine::Other);
    }

    #[test]
    fn strength_options() {
        assert_eq!(
            read_line("option name Skill Level type spin default 20 min 0 max 20"),
            EngineLine::Spin(SpinOption {
                name: "Skill Level".into(),
                min: 0,
                max: 20
            })
        );
        assert_eq!(
            read_line("option name UCI_LimitStrength type check default false"),
            EngineLine::Check("UCI_LimitStrength".into())
        );
        assert_eq!(
            read_line("option name UCI_Elo type spin default 1320 min 1320 max 3190"),
            EngineLine::Spin(SpinOption {
                name: "UCI_Elo".into(),
                min: 1320,
                max: 3190
            })
        );
        assert_eq!(
            read_line("option name Broken type spin min x max 3"),
            EngineLine::Other
        );
        assert_eq!(
            read_line("option name Backwards type spin min 9 max 3"),
            EngineLine::Other
        );
        assert_eq!(
            read_line("option name type spin min 1 max 3"),
            EngineLine::Other
        );
    }

    #[test]
    fn scores_and_moves() {
        let info = "info depth 12 seldepth 15 multipv 1 score cp -35 nodes 1000 pv e7e5 g1f3";
        assert_eq!(score(info), Some(EngineScore::Centipawns(-35)));
        assert_eq!(
            score("info depth 9 score mate 3 pv d8h4"),
            Some(EngineScore::Mate(3))
        );
        assert_eq!(
            read_line("info depth 9 score cp 20 lowerbound"),
            EngineLine::Other
        );
        assert_eq!(
            read_line("info string NNUE evaluation enabled"),
            EngineLine::Other
        );
        assert_eq!(read_line("info score cp lots"), EngineLine::Other);
        assert_eq!(
            read_line("bestmove e2e4 ponder e7e5"),
            EngineLine::BestMove("e2e4".into())
        );
        assert_eq!(
            read_line("bestmove (none)"),
            EngineLine::BestMove("(none)".into())
        );
        assert_eq!(read_line("bestmove"), EngineLine::Other);
    }
}
