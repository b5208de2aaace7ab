//! Training sessions journaled like a game (`tactus_runtime::Journaling`): a run writes its journal, or a
//! resumed one's lines are handed again; `tactus resume` of such a journal makes the same session again from its
//! start through the command line it names; `tactus export` replays it and writes what was played as PGN.

use std::{path::Path, process::ExitCode};

use clap::Parser;
use tactus_core::{Exported, Journaled, Session, TrainingRecord, VoicePack};
use tactus_runtime::{
    read_training, training_played, training_unreadable, JournalLock, Journaling, Prepared,
};

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::{Cli, Command, ResumeArgs};

/// Runs `prepared` journaled. After the run, `after` is given the session and the count of its puzzles already rated
/// in the history, and returns the count to note in the journal, if any.
///
/// # Errors
/// A [`Failure`] for a journal that cannot be created or resumed, a resumed journal whose session starts elsewhere
/// (its data changed), and the reasons of [`Runner::run`].
pub(crate) fn run<S: Session + Exported>(
    prepared: Prepared<S>,
    journaling: Journaling,
    runner: Runner<'_>,
    showing: Showing,
    after: impl FnOnce(&S, usize) -> Option<usize>,
) -> Result<ExitCode, Failure> {
    run_ready(prepared, journaling, runner, showing, |_, _| {}, after)
}

/// Runs `prepared` journaled as [`run`] does; `ready` is given the session once a resumed journal's lines have been
/// handed to it, with the runner, before the run (the analysis board's engine is attached there, so the lines
/// handed again ask it nothing).
///
/// # Errors
/// As [`run`].
pub(crate) fn run_ready<S: Session>(
    prepared: Prepared<S>,
    journaling: Journaling,
    runner: Runner<'_>,
    showing: Showing,
    ready: impl FnOnce(&mut S, &Runner<'_>),
    after: impl FnOnce(&S, usize) -> Option<usize>,
) -> Result<ExitCode, Failure> {
    let pack = showing.pack.clone();
    let rated = journaling.rated();
    let Prepared {
        mut session,
        opening,
        remade,
        pack: _,
    } = prepared;
    let (journal, opening) = journaling.open(&mut session, remade, opening, &pack)?;
    ready(&mut session, &runner);
    let mut journaled = Journaled::new(session, Box::new(journal), pack);
    let code = runner.run(&mut journaled, showing, opening)?;
    if let Some(count) = after(journaled.session(), rated) {
        // A note that cannot be written only means the history may be told these puzzles again on a resume.
        journaled.note(&TrainingRecord::Rated { count });
    }
    Ok(code)
}

/// The records of the training journal at `path`, and the command that makes its session again.
fn remade(path: &Path, pack: &VoicePack) -> Result<(Vec<TrainingRecord>, Command), Failure> {
    let (records, start) = read_training(path, pack)?;
    let words = ["tactus", start.drill.as_str()]
        .into_iter()
        .map(String::from)
        .chain(start.args.iter().cloned());
    let command = Cli::try_parse_from(words)
        .ok()
        .and_then(|cli| cli.command)
        .ok_or_else(|| training_unreadable(path, pack))?;
    Ok((records, command))
}

/// `tactus resume JOURNAL` for a training journal: the same session, its lines handed again, then played on with
/// this command line's run options (script, output, devices) and, when given, its voice.
///
/// # Errors
/// A [`Failure`] for a journal that cannot be read or remade, and the reasons of [`run`].
pub(crate) fn resume(
    path: &Path,
    lock: JournalLock,
    args: &ResumeArgs,
) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.session.common.voice)?;
    let (records, command) = remade(path, &pack)?;
    let journaling = Journaling::Resumed {
        path: path.to_path_buf(),
        lock,
        records,
    };
    let given = |session: &mut crate::cli::SessionOptions| {
        let voice = session.common.voice.clone();
        *session = args.session.clone();
        if !args.given.voice {
            session.common.voice = voice;
        }
    };
    match command {
        Command::Puzzle(mut puzzle) => {
            given(&mut puzzle.session);
            super::puzzle::run_with(&puzzle, journaling)
        }
        Command::Endgame(mut endgame) => {
            given(&mut endgame.session);
            super::endgame::run_with(&endgame, journaling)
        }
        Command::Analyse(mut analyse) => {
            given(&mut analyse.session);
            super::analyse::run_with(&analyse, journaling)
        }
        _ => Err(training_unreadable(path, &pack).into()),
    }
}

/// The PGN of the training journal at `path`: its session made again and its lines handed to it.
///
/// # Errors
/// A [`Failure`] for a journal that cannot be read or remade.
pub(crate) fn pgn(path: &Path, pack: &VoicePack) -> Result<String, Failure> {
    let (records, command) = remade(path, pack)?;
    Ok(match command {
        Command::Puzzle(puzzle) => training_played(super::puzzle::prepare(&puzzle)?, &records),
        Command::Endgame(endgame) => training_played(super::endgame::prepare(&endgame)?, &records),
        Command::Analyse(analyse) => super::analyse::played(&analyse, &records)?,
        _ => return Err(training_unreadable(path, pack).into()),
    })
}
