//! The training sessions a command line asks for, made at their start with the arguments that make them again (for
//! a resumed journal or an export): a puzzle session (`puzzle_start`) and an endgame drill (`endgame_start`); and what
//! a journal's lines played in one, as PGN.

use std::path::{self, Path};

use tactus_core::{
    replay_training, AfterWrong, EndgameSession, Exported, MoveReader, PgnGame, PuzzleSession,
    Session, TrainingRecord, VoicePack,
};

use crate::{
    endgame_start::endgame_session,
    puzzle_start::{puzzle_session, PuzzleChoice},
    training_journal::{Prepared, Remade},
    Worded,
};

/// The puzzle session `choice` makes with `pack` (named `voice` on the command line), at its first puzzle.
///
/// # Errors
/// As `puzzle_session`.
pub fn puzzle(
    choice: PuzzleChoice<'_>,
    voice: &str,
    pack: VoicePack,
    reader: MoveReader,
) -> Result<Prepared<PuzzleSession>, Worded> {
    let chosen = puzzle_choice_args(&choice, voice);
    let (mut session, seed) = puzzle_session(choice, &pack, reader)?;
    let first = session.puzzle().fen.clone();
    let opening = session.opening();
    let args = ["--seed".to_string(), seed.to_string()]
        .into_iter()
        .chain(chosen)
        .collect();
    Ok(Prepared {
        session,
        opening,
        remade: Remade {
            drill: "puzzle",
            args,
            first,
        },
        pack,
    })
}

/// The endgame drill of `target` (material or a FEN) drawn with `seed`, with the tables of `tablebases` too, and
/// `pack` (named `voice` on the command line), at its start.
///
/// # Errors
/// As `endgame_session`.
pub fn endgame(
    target: &str,
    seed: Option<u64>,
    tablebases: Option<&Path>,
    voice: &str,
    pack: VoicePack,
    reader: MoveReader,
) -> Result<Prepared<EndgameSession>, Worded> {
    let (mut session, first, seed) = endgame_session(target, seed, tablebases, &pack, reader)?;
    let opening = session.opening();
    Ok(Prepared {
        session,
        opening,
        remade: Remade {
            drill: "endgame",
            args: endgame_args(target, seed, tablebases, voice),
            first,
        },
        pack,
    })
}

/// What `prepared` plays when a journal's `records` are handed to it, as PGN (one game per puzzle, or the endgame).
#[must_use]
pub fn played<S: Session + Exported>(prepared: Prepared<S>, records: &[TrainingRecord]) -> String {
    let mut session = prepared.session;
    replay_training(&mut session, records);
    session.games().iter().map(PgnGame::write).collect()
}

/// The arguments of `tactus puzzle` that choose the same puzzles again, but for the seed: the choice, the file read
/// (its absolute path), what follows a wrong move and the voice.
fn puzzle_choice_args(choice: &PuzzleChoice<'_>, voice: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut given = |flag: &str, value: Option<String>| {
        if let Some(value) = value {
            words.extend([flag.to_string(), value]);
        }
    };
    given("--theme", choice.theme.clone());
    given("--rating", choice.rating.map(str::to_string));
    given("--opening", choice.opening.clone());
    given("--puzzles", choice.file.map(absolute));
    given(
        "--after-wrong",
        Some(match choice.after_wrong {
            AfterWrong::Retry => "retry".into(),
            AfterWrong::Next => "next".into(),
        }),
    );
    given("--voice", Some(voice.to_string()));
    words
}

/// The arguments of `tactus endgame` that make the same drill again: the target, the seed drawn (none for a FEN),
/// the tables' folder (its absolute path) and the voice.
fn endgame_args(
    target: &str,
    seed: Option<u64>,
    tablebases: Option<&Path>,
    voice: &str,
) -> Vec<String> {
    let mut words = vec![target.to_string()];
    if let Some(seed) = seed {
        words.extend(["--seed".to_string(), seed.to_string()]);
    }
    if let Some(dir) = tablebases {
        words.extend(["--tablebases".to_string(), absolute(dir)]);
    }
    words.extend(["--voice".to_string(), voice.to_string()]);
    words
}

/// `path` made absolute (as it is when that fails), as text.
fn absolute(path: &Path) -> String {
    path::absolute(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice<'a>() -> PuzzleChoice<'a> {
        PuzzleChoice {
            theme: None,
            rating: None,
            opening: None,
            file: None,
            seed: Some(7),
            after_wrong: AfterWrong::Retry,
        }
    }

    #[test]
    fn a_puzzle_choice_names_only_what_was_chosen() {
        assert_eq!(
            puzzle_choice_args(&choice(), "en"),
            ["--after-wrong", "retry", "--voice", "en"]
        );
        let chosen = PuzzleChoice {
            theme: Some("fork".into()),
            rating: Some("1200-1600"),
            opening: Some("French".into()),
            after_wrong: AfterWrong::Next,
            ..choice()
        };
        assert_eq!(
            puzzle_choice_args(&chosen, "fide"),
            [
                "--theme",
                "fork",
                "--rating",
                "1200-1600",
                "--opening",
                "French",
                "--after-wrong",
                "next",
                "--voice",
                "fide"
            ]
        );
    }

    #[test]
    fn a_puzzle_file_is_named_by_its_absolute_path() {
        let file = Path::new("puzzles.csv");
        let chosen = PuzzleChoice {
            file: Some(file),
            ..choice()
        };
        let args = puzzle_choice_args(&chosen, "en");
        let named = Path::new(&args[1]);
        assert_eq!(args[0], "--puzzles");
        assert!(named.is_absolute());
        assert!(named.ends_with("puzzles.csv"));
    }

    #[test]
    fn an_endgame_names_its_target_seed_tables_and_voice() {
        assert_eq!(
            endgame_args("KQK", Some(3), None, "de"),
            ["KQK", "--seed", "3", "--voice", "de"]
        );
        let args = endgame_args(
            "8/8/8/8/8/8/8/K1k5 w - - 0 1",
            None,
            Some(Path::new("t")),
            "en",
        );
        assert_eq!(args[1], "--tablebases");
        assert!(Path::new(&args[2]).is_absolute());
        assert_eq!(args[3..], ["--voice", "en"]);
    }
}
