//! Training sessions journaled like a game: a new run writes its journal (`--journal`, else a new file in the
//! training folder) with how the session was started; a resumed one hands its lines to the session made again from
//! its start, says so and what it said last, and goes on appending.

use std::path::{Path, PathBuf};

use tactus_core::{
    replay_training, Event, Input, PhraseKey, Session, TrainingRecord, TrainingStart, VoicePack,
};

use crate::{
    journal::{training_folder, Journal, JournalError, JournalLock},
    Worded,
};

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

/// A training session made from its options, before it runs.
pub struct Prepared<S> {
    /// The session, at its start.
    pub session: S,
    /// What it says first.
    pub opening: Vec<Event>,
    /// How it was made, to make it again.
    pub remade: Remade,
    /// The voice pack it speaks with.
    pub pack: VoicePack,
}

/// How a session was started: the command (`puzzle`, `endgame`) and the arguments that make it again, and the first
/// position it presents, as FEN.
pub struct Remade {
    /// The command.
    pub drill: &'static str,
    /// The arguments, the seed given.
    pub args: Vec<String>,
    /// The first position, as FEN.
    pub first: String,
    /// The line that says where a resumed session stands (`repeat`, `where`).
    pub again: &'static str,
}

impl Journaling {
    /// How many puzzles of the journal are in the rating history already.
    #[must_use]
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

    /// The journal opened for `session`, made as `remade` says, and what it says first: `opening` for a new one;
    /// for a resumed one, its lines handed to the session again, then that it was resumed and what it said last.
    ///
    /// # Errors
    /// A journal that cannot be created, written or resumed; a resumed journal whose session starts elsewhere (its
    /// data changed).
    pub fn open(
        self,
        session: &mut impl Session,
        remade: Remade,
        opening: Vec<Event>,
        pack: &VoicePack,
    ) -> Result<(Journal, Vec<Event>), Worded> {
        match self {
            Journaling::New(path) => {
                let mut journal = create(path.as_deref(), remade.drill, pack)?;
                let start = TrainingRecord::Training(TrainingStart {
                    drill: remade.drill.to_string(),
                    args: remade.args,
                    at: crate::calendar::now_iso(),
                    first: remade.first,
                });
                journal.append(&start).map_err(|e| Worded(e.worded(pack)))?;
                Ok((journal, opening))
            }
            Journaling::Resumed {
                path,
                lock,
                records,
            } => {
                if let Some(TrainingRecord::Training(start)) = records.first() {
                    if start.first != remade.first {
                        return Err(Worded(pack.phrase(
                            PhraseKey::TrainingMoved,
                            &[("path", &path.display().to_string())],
                        )));
                    }
                }
                replay_training(session, &records);
                let (journal, _) = Journal::resume_locked::<TrainingRecord>(&path, lock)
                    .map_err(|e| Worded(e.worded(pack)))?;
                let mut said = vec![Event::Notice {
                    text: tactus_core::Sentence::phrase(
                        pack,
                        PhraseKey::TrainingResumed,
                        Vec::new(),
                    ),
                }];
                said.extend(session.handle(Input::Typed(remade.again.into()), 0).events);
                Ok((journal, said))
            }
        }
    }
}

/// A new journal at `path`, else a new file in the training folder named after the drill and the moment.
fn create(path: Option<&Path>, drill: &str, pack: &VoicePack) -> Result<Journal, Worded> {
    let worded = |e: JournalError| Worded(e.worded(pack));
    if let Some(path) = path {
        return Journal::create(path).map_err(worded);
    }
    let stamp = format!("{}-{drill}", crate::calendar::now().stamp());
    Journal::create_named(&training_folder(), &stamp).map_err(worded)
}

/// Whether the journal at `path` is a training session's (its first record says how it was started).
#[must_use]
pub fn is_training(path: &Path) -> bool {
    crate::journal::read::<serde_json::Value>(path).is_ok_and(|contents| {
        contents
            .records
            .first()
            .is_some_and(|first| first.get("training").is_some())
    })
}

/// The records of the training journal at `path`, and how it was started.
///
/// # Errors
/// The journal cannot be read, or does not begin with how it was started.
pub fn read_training(
    path: &Path,
    pack: &VoicePack,
) -> Result<(Vec<TrainingRecord>, TrainingStart), Worded> {
    let contents =
        crate::journal::read::<TrainingRecord>(path).map_err(|e| Worded(e.worded(pack)))?;
    let Some(TrainingRecord::Training(start)) = contents.records.first() else {
        return Err(unreadable(path, pack));
    };
    let start = start.clone();
    Ok((contents.records, start))
}

/// The refusal of a training journal that cannot be made again.
#[must_use]
pub fn unreadable(path: &Path, pack: &VoicePack) -> Worded {
    Worded(pack.phrase(
        PhraseKey::TrainingUnreadable,
        &[("path", &path.display().to_string())],
    ))
}
