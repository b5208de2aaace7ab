//! The engine's evaluations of a game's positions, kept as text beside the journal so that a second review of the
//! same game is immediate.
//!
//! The first line says what the rest is: `tactus-evaluations 1`, the depth, the game's moves (UCI) and the engine's
//! name, separated by tabs; then one line per position from the start (ply 0): the ply, the depth reached, `cp N` or
//! `mate N` (White's view), and the engine's best move (UCI) or `-` when it gave none (the game is over there).
//! A cache of another game, another depth or another format is refused, and so is a damaged one: each by its own
//! [`EvaluationsError`], and the game is analysed again.

use std::fmt::Write as _;

use crate::Evaluation;

/// The first word of the first line.
const MAGIC: &str = "tactus-evaluations";

/// The format this module writes and reads.
const FORMAT_VERSION: u32 = 1;

/// What the engine said of one position of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEvaluation {
    /// The evaluation, from White's point of view.
    pub evaluation: Evaluation,
    /// The depth the engine reached.
    pub depth: u8,
    /// Its best move in UCI ("g1f3"), when it gave one.
    pub best: Option<String>,
}

/// The engine's evaluations of a game's positions, from the start (ply 0) on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEvaluations {
    /// The engine's name, as it gave it.
    pub engine: String,
    /// The depth the review asked for.
    pub depth: u8,
    /// The game's moves in UCI, the positions' moves.
    pub moves: Vec<String>,
    /// One per position reached, from the start: at most one more than the moves (a review cut short has fewer).
    pub positions: Vec<PositionEvaluation>,
}

/// Why a cache of evaluations is not used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EvaluationsError {
    /// The text does not start as a cache of evaluations does.
    #[error("not a file of evaluations")]
    NotEvaluations,
    /// It was written in a format this version does not read.
    #[error("evaluations in format {0}, which this version does not read")]
    Version(String),
    /// It is the evaluations of another game.
    #[error("the evaluations of another game")]
    OtherGame,
    /// It was analysed at another depth.
    #[error("evaluations at depth {found}, not {wanted}")]
    OtherDepth {
        /// The cache's depth.
        found: u8,
        /// The depth asked for.
        wanted: u8,
    },
    /// A line is damaged (counted from 1, the first line too).
    #[error("line {0} of the evaluations is damaged")]
    Damaged(usize),
    /// There are more positions than the game has, or a ply out of order.
    #[error("line {0} of the evaluations is out of place")]
    OutOfPlace(usize),
}

/// The cache as text.
#[must_use]
pub fn write_evaluations(evaluations: &GameEvaluations) -> String {
    let mut text = format!(
        "{MAGIC} {FORMAT_VERSION}\tdepth {}\tmoves {}\tengine {}\n",
        evaluations.depth,
        evaluations.moves.join(" "),
        one_line(&evaluations.engine),
    );
    for (ply, position) in evaluations.positions.iter().enumerate() {
        let score = match position.evaluation {
            Evaluation::Pawns(cp) => format!("cp {cp}"),
            Evaluation::Mate(n) => format!("mate {n}"),
        };
        let best = position.best.as_deref().unwrap_or("-");
        // Writing to a String cannot fail.
        let _ = writeln!(text, "{ply} {} {score} {best}", position.depth);
    }
    text
}

/// The engine's name on one line, its tabs as spaces.
fn one_line(name: &str) -> String {
    name.replace(['\n', '\r', '\t'], " ")
}

/// The cache in `text`, if it is the evaluations of `game` (its moves in UCI) at `depth`.
///
/// # Errors
/// A cache of another format, game or depth, or a damaged one: see [`EvaluationsError`].
pub fn read_evaluations(
    text: &str,
    game: &[String],
    depth: u8,
) -> Result<GameEvaluations, EvaluationsError> {
    let mut lines = text.lines();
    let header = lines.next().ok_or(EvaluationsError::NotEvaluations)?;
    let (engine, found_depth, moves) = read_header(header)?;
    if moves != game {
        return Err(EvaluationsError::OtherGame);
    }
    if found_depth != depth {
        return Err(EvaluationsError::OtherDepth {
            found: found_depth,
            wanted: depth,
        });
    }
    let mut positions = Vec::new();
    for (index, line) in lines.enumerate() {
        let number = index + 2;
        let (ply, position) = read_position(line).ok_or(EvaluationsError::Damaged(number))?;
        if ply != positions.len() || ply > game.len() {
            return Err(EvaluationsError::OutOfPlace(number));
        }
        positions.push(position);
    }
    Ok(GameEvaluations {
        engine,
        depth,
        moves,
        positions,
    })
}

/// The header's engine, depth and moves.
fn read_header(header: &str) -> Result<(String, u8, Vec<String>), EvaluationsError> {
    let mut fields = header.split('\t');
    let mut first = fields.next().unwrap_or_default().split(' ');
    if first.next() != Some(MAGIC) {
        return Err(EvaluationsError::NotEvaluations);
    }
    let version = first.next().unwrap_or_default();
    if version != FORMAT_VERSION.to_string() || first.next().is_some() {
        return Err(EvaluationsError::Version(version.to_string()));
    }
    let damaged = || EvaluationsError::Damaged(1);
    let depth = fields
        .next()
        .and_then(|field| field.strip_prefix("depth "))
        .and_then(|depth| depth.parse().ok())
        .ok_or_else(damaged)?;
    let moves = fields
        .next()
        .and_then(|field| field.strip_prefix("moves"))
        .ok_or_else(damaged)?
        .split_whitespace()
        .map(str::to_string)
        .collect();
    let engine = fields
        .next()
        .and_then(|field| field.strip_prefix("engine "))
        .ok_or_else(damaged)?
        .to_string();
    if fields.next().is_some() {
        return Err(damaged());
    }
    Ok((engine, depth, moves))
}

/// One position's line: its ply and what the engine said.
fn read_position(line: &str) -> Option<(usize, PositionEvaluation)> {
    let words: Vec<&str> = line.split(' ').collect();
    let [ply, depth, kind, value, best] = words.as_slice() else {
        return None;
    };
    let value: i32 = value.parse().ok()?;
    let evaluation = match *kind {
        "cp" => Evaluation::Pawns(value),
        "mate" => Evaluation::Mate(value),
        _ => return None,
    };
    let best = match *best {
        "-" => None,
        uci if (4..=5).contains(&uci.len()) && uci.is_ascii() => Some(uci.to_string()),
        _ => return None,
    };
    Some((
        ply.parse().ok()?,
        PositionEvaluation {
            evaluation,
            depth: depth.parse().ok()?,
            best,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Vec<String> {
        ["e2e4", "e7e5", "d1h5"].map(String::from).to_vec()
    }

    fn sample() -> GameEvaluations {
        let at = |evaluation, best: Option<&str>| PositionEvaluation {
            evaluation,
            depth: 14,
            best: best.map(String::from),
        };
        GameEvaluations {
            engine: "Stockfish 16.1".into(),
            depth: 14,
            moves: game(),
            positions: vec![
                at(Evaluation::Pawns(30), Some("e2e4")),
                at(Evaluation::Pawns(25), Some("c7c5")),
                at(Evaluation::Pawns(-35), Some("g1f3")),
                at(Evaluation::Mate(-7), None),
            ],
        }
    }

    #[test]
    fn a_cache_written_reads_back_the_same() {
        let text = write_evaluations(&sample());
        assert!(text.starts_with(
            "tactus-evaluations 1\tdepth 14\tmoves e2e4 e7e5 d1h5\tengine Stockfish 16.1\n"
        ));
        assert!(text.contains("\n3 14 mate -7 -\n"), "{text}");
        assert_eq!(read_evaluations(&text, &game(), 14), Ok(sample()));
    }

    #[test]
    fn a_review_cut_short_reads_back_as_far_as_it_went() {
        let mut short = sample();
        short.positions.truncate(2);
        let text = write_evaluations(&short);
        assert_eq!(read_evaluations(&text, &game(), 14), Ok(short));
    }

    #[test]
    fn another_game_or_depth_is_refused() {
        let text = write_evaluations(&sample());
        let other: Vec<String> = ["e2e4", "c7c5"].map(String::from).to_vec();
        assert_eq!(
            read_evaluations(&text, &other, 14),
            Err(EvaluationsError::OtherGame)
        );
        assert_eq!(
            read_evaluations(&text, &game(), 18),
            Err(EvaluationsError::OtherDepth {
                found: 14,
                wanted: 18
            })
        );
    }

    #[test]
    fn damaged_text_is_refused_by_what_is_wrong() {
        let text = write_evaluations(&sample());
        assert_eq!(
            read_evaluations("", &game(), 14),
            Err(EvaluationsError::NotEvaluations)
        );
        assert_eq!(
            read_evaluations("[Event \"?\"]\n", &game(), 14),
            Err(EvaluationsError::NotEvaluations)
        );
        let newer = text.replacen("tactus-evaluations 1", "tactus-evaluations 2", 1);
        assert_eq!(
            read_evaluations(&newer, &game(), 14),
            Err(EvaluationsError::Version("2".into()))
        );
        let torn = text.replacen("\tengine Stockfish 16.1", "", 1);
        assert_eq!(
            read_evaluations(&torn, &game(), 14),
            Err(EvaluationsError::Damaged(1))
        );
        let garbled = text.replacen("cp 25", "cp twenty", 1);
        assert_eq!(
            read_evaluations(&garbled, &game(), 14),
            Err(EvaluationsError::Damaged(3))
        );
        let cut = &text[..text.len() - 4];
        assert_eq!(
            read_evaluations(cut, &game(), 14),
            Err(EvaluationsError::Damaged(5))
        );
        let swapped = text.replacen("\n1 14", "\n2 14", 1);
        assert_eq!(
            read_evaluations(&swapped, &game(), 14),
            Err(EvaluationsError::OutOfPlace(3))
        );
        let extra = format!("{text}4 14 cp 0 -\n");
        assert_eq!(
            read_evaluations(&extra, &game(), 14),
            Err(EvaluationsError::OutOfPlace(6))
        );
    }
}
