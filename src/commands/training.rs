//! Training sessions journaled like a game: a new run writes its journal (`--journal`, else a new file in the
//! training folder) with how the session was started, then every line before it is handled; `tactus resume` of
//! such a journal makes the same session again from its start, hands it the lines, and goes on appending;
//! `tactus export` replays it and writes what was played as PGN.

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
};

use clap::Parser;
use tactus_core::{
    boundary::{Event, Input, Session},
    training::{replay, Exported, Journaled, PgnGame, TrainingRecord, TrainingStart},
    voice::{PhraseKey, VoicePack},
};
use tactus_runtime::journal::{training_folder, Journal, JournalError, JournalLock};

use super::{
    runner::{Runner, Showing},
    Failure,
};
use crate::cli::{Cli, Command, ResumeArgs};

/// A training session made from its options, before it runs.
pub struct Prepared<S> {
    /// The session, at its start.
    pub session: S,
    /// What it says first.
    pub opening: Vec<Event>,
    /// The first position it presents, as FEN.
    pub first: String,
    /// The command (`puzzle`, `endgame`) and the arguments that make the same session again, the seed given.
    pub drill: &'static str,
    /// See `drill`.
    pub args: Vec<String>,
    /// The voice pack it speaks with.
    pub pack: VoicePack,
}

/// Where a run's lines go.
pub enum Journaling {
    /// A new journal: at this path, else a new file in the training folder.
    New(Option<PathBuf>),
    /// The journal being resumed, locked, and what it holds.
    Resumed {
        /// Where it is.
        path: PathBuf,
        /// Its lock, taken before it was read.
        lock: JournalLock,
        /// Its records.
        records: Vec<TrainingRecord>,
    },
}

impl Journaling {
    /// How many puzzles of the journal are in the rating history already.
    pub fn rated(&self) -> usize {
        match self {
            Journaling::New(_) => 0,
            Journaling::Resumed { records, .. } => records
                .iter()
                .filter_map(|record| match record {
                    TrainingRecord::Rated { count } => Some(*count),
                    _ => None,
                })
                .max()
                .unwrap_or(0),
        }
    }
}

/// Runs `prepared` journaled: a new journal is created, or the resumed one's lines are handed to the session again
/// first (said: that it was resumed, and what it said last). After the run, `after` is given the session and the
/// count of its puzzles already rated in the history, and returns the count to note in the journal, if any.
///
/// # Errors
/// A [`Failure`] for a journal that cannot be created or resumed, a resumed journal whose session starts elsewhere
/// (its data changed), and the reasons of [`Runner::run`].
pub fn run<S: Session + Exported>(
    prepared: Prepared<S>,
    journaling: Journaling,
    runner: Runner<'_>,
    showing: Showing,
    after: impl FnOnce(&S, usize) -> Option<usize>,
) -> Result<ExitCode, Failure> {
    let pack = showing.pack.clone();
    let rated = journaling.rated();
    let Prepared {
        mut session,
        opening,
        first,
        drill,
        args,
        pack: _,
    } = prepared;
    let (journal, opening) = match journaling {
        Journaling::New(path) => {
            let mut journal = create(path.as_deref(), drill, &pack)?;
            let start = TrainingRecord::Training(TrainingStart {
                drill: drill.to_string(),
                args,
                at: tactus_runtime::calendar::now_iso(),
                first,
            });
            tactus_core::session::JournalWriter::write(&mut journal, &start)
                .map_err(|e| Failure::Message(e.to_string()))?;
            (journal, opening)
        }
        Journaling::Resumed {
            path,
            lock,
            records,
        } => {
            if let Some(TrainingRecord::Training(start)) = records.first() {
                if start.first != first {
                    return Err(Failure::Message(pack.phrase(
                        PhraseKey::TrainingMoved,
                        &[("path", &path.display().to_string())],
                    )));
                }
            }
            replay(&mut session, &records);
            let (journal, _) = Journal::resume_locked::<TrainingRecord>(&path, lock)
                .map_err(|e| Failure::Message(e.worded(&pack)))?;
            let mut said = vec![Event::Notice {
                text: pack.phrase(PhraseKey::TrainingResumed, &[]),
            }];
            said.extend(session.handle(Input::Typed("repeat".into()), 0).events);
            (journal, said)
        }
    };
    let mut journaled = Journaled::new(session, Box::new(journal), pack);
    let code = runner.run(&mut journaled, showing, opening)?;
    if let Some(count) = after(journaled.session(), rated) {
        // A note that cannot be written only means the history may be told these puzzles again on a resume.
        journaled.note(&TrainingRecord::Rated { count });
    }
    Ok(code)
}

/// A new journal at `path`, else a new file in the training folder named after the drill and the moment.
fn create(path: Option<&Path>, drill: &str, pack: &VoicePack) -> Result<Journal, Failure> {
    let worded = |e: JournalError| Failure::Message(e.worded(pack));
    if let Some(path) = path {
        return Journal::create(path).map_err(worded);
    }
    let stamp = format!("{}-{drill}", tactus_runtime::calendar::now().stamp());
    Journal::create_named(&training_folder(), &stamp).map_err(worded)
}

/// Whether the journal at `path` is a training session's (its first record says how it was started).
pub fn is_training(path: &Path) -> bool {
    tactus_runtime::journal::read::<serde_json::Value>(path).is_ok_and(|contents| {
        contents
            .records
            .first()
            .is_some_and(|first| first.get("training").is_some())
    })
}

/// The records of the training journal at `path`, and the command that makes its session again.
fn remade(path: &Path, pack: &VoicePack) -> Result<(Vec<TrainingRecord>, Command), Failure> {
    let contents = tactus_runtime::journal::read::<TrainingRecord>(path)
        .map_err(|e| Failure::Message(e.worded(pack)))?;
    let Some(TrainingRecord::Training(start)) = contents.records.first() else {
        return Err(unreadable(path, pack));
    };
    let words = ["tactus", start.drill.as_str()]
        .into_iter()
        .map(String::from)
        .chain(start.args.iter().cloned());
    let command = Cli::try_parse_from(words)
        .ok()
        .and_then(|cli| cli.command)
        .ok_or_else(|| unreadable(path, pack))?;
    Ok((contents.records, command))
}

fn unreadable(path: &Path, pack: &VoicePack) -> Failure {
    Failure::Message(pack.phrase(
        PhraseKey::TrainingUnreadable,
        &[("path", &path.display().to_string())],
    ))
}

/// `tactus resume JOURNAL` for a training journal: the same session, its lines handed again, then played on with
/// this command line's run options (script, output, devices) and, when given, its voice.
///
/// # Errors
/// A [`Failure`] for a journal that cannot be read or remade, and the reasons of [`run`].
pub fn resume(path: &Path, lock: JournalLock, args: &ResumeArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::voices::load(&args.session.common.voice)?;
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
        _ => Err(unreadable(path, &pack)),
    }
}

/// The PGN of the training journal at `path`: its session made again and its lines handed to it.
///
/// # Errors
/// A [`Failure`] for a journal that cannot be read or remade.
pub fn pgn(path: &Path, pack: &VoicePack) -> Result<String, Failure> {
    let (records, command) = remade(path, pack)?;
    let games = match command {
        Command::Puzzle(puzzle) => played(super::puzzle::prepare(&puzzle)?, &records),
        Command::Endgame(endgame) => played(super::endgame::prepare(&endgame)?, &records),
        _ => return Err(unreadable(path, pack)),
    };
    Ok(games.iter().map(PgnGame::write).collect())
}

fn played<S: Session + Exported>(
    prepared: Prepared<S>,
    records: &[TrainingRecord],
) -> Vec<PgnGame> {
    let mut session = prepared.session;
    replay(&mut session, records);
    session.games()
}
