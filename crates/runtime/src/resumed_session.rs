//! `tactus resume` of a game: which journal (the one named, else the latest unfinished game), read and repaired when
//! asked, then the game rebuilt by replaying it and made a session going on in the same file, its practice engine
//! started again.

use std::{
    path::{Path, PathBuf},
    sync::{mpsc::Sender, Arc},
};

use tactus_core::{
    replay_game, Event, Incoming, MoveReader, Notation, PhraseKey, PlaySession, Record, Setup,
    Wording,
};

use crate::{
    journal::{games_folder, Contents, JournalLock},
    resumed_game::{damaged, go_on, not_resumable, opening, recorded_ago_ms, repair},
    Worded,
};

/// The journal to resume: `given`, else the latest unfinished game of the games folder.
///
/// # Errors
/// No journal given and no unfinished game, in `wording`'s words.
pub fn journal_to_resume(given: Option<&Path>, wording: &Arc<Wording>) -> Result<PathBuf, Worded> {
    if let Some(path) = given {
        return Ok(path.to_path_buf());
    }
    let folder = games_folder();
    crate::games_list::latest_unfinished(&folder, wording).ok_or_else(|| {
        Worded(wording.pack.phrase(
            PhraseKey::ResumeNone,
            &[("folder", &folder.display().to_string())],
        ))
    })
}

/// A game's journal read: its records and notice, and the repair made (`--repair`) before it was read.
pub struct ReadJournal {
    contents: Contents<Record>,
    repaired: Option<(usize, PathBuf)>,
}

impl ReadJournal {
    /// Reads the journal at `path`, repaired first when `repairing`.
    ///
    /// # Errors
    /// The journal cannot be read or repaired, or is damaged (said with how to go on), in `wording`'s words.
    pub fn read(path: &Path, repairing: bool, wording: &Arc<Wording>) -> Result<Self, Worded> {
        let repaired = if repairing {
            repair(path, wording)?
        } else {
            None
        };
        let contents = crate::journal::read::<Record>(path)
            .map_err(|e| damaged(e.worded(&wording.pack), path, wording))?;
        Ok(ReadJournal { contents, repaired })
    }

    /// The game's setup, its first record.
    #[must_use]
    pub fn setup(&self) -> Option<&Setup> {
        match self.contents.records.first() {
            Some(Record::Setup(setup)) => Some(setup),
            _ => None,
        }
    }
}

/// How the resumed game is worded, read, heard and timed.
pub struct ResumedSeat {
    /// The voice pack and style of the game's words.
    pub wording: Arc<Wording>,
    /// The words of the voice given on the command line, which refuse a damaged journal.
    pub given_wording: Arc<Wording>,
    /// The speech rate given again, else the one chosen during the game.
    pub rate: Option<u32>,
    /// How typed moves are written.
    pub notation: Notation,
    /// Whether the session runs in virtual time.
    pub virtual_time: bool,
}

/// The game of `read` (the journal at `path`, held by `lock`) as a session going on in the same file, its practice
/// engine answering through `sender`, and what it says first.
///
/// # Errors
/// The journal cannot be replayed (said with how to go on), opened or written.
pub fn resumed_session(
    read: ReadJournal,
    path: &Path,
    lock: JournalLock,
    seat: ResumedSeat,
    sender: Sender<Incoming>,
) -> Result<(PlaySession, Vec<Event>), Worded> {
    let ReadJournal { contents, repaired } = read;
    let ResumedSeat {
        wording,
        given_wording,
        rate,
        notation,
        virtual_time,
    } = seat;
    // When the clocks were last recorded: the journal's last write, before this session writes to it.
    let recorded_ago_ms = recorded_ago_ms(path);
    let (mut state, last) = replay_game(&contents.records, wording.clone()).map_err(|e| {
        let message = not_resumable(&e, path, &given_wording.pack);
        damaged(message, path, &given_wording)
    })?;
    state.start_rate(rate);
    let journal = go_on(path, lock, &mut state, &wording, last)?;
    let mut said = opening(
        &state,
        &wording,
        last,
        path,
        contents.torn,
        repaired,
        recorded_ago_ms,
    );
    let engine_setup = match contents.records.first() {
        Some(Record::Setup(setup)) => setup.engine.clone(),
        _ => None,
    };
    let mut session = PlaySession::new(
        state,
        wording.clone(),
        MoveReader::for_pack(notation, &wording.pack),
        Box::new(journal),
        last,
        virtual_time,
        crate::calendar::outside(),
    );
    // The practice engine played with, started again (a game already over needs none).
    if let Some(engine) = engine_setup.filter(|_| session.state().result().is_none()) {
        match crate::engine::seat(&engine.command, engine.level, engine.plays, sender) {
            Ok(seat) => session = session.with_engine(seat),
            Err(error) => said.push(Event::Notice {
                text: tactus_core::Sentence::phrase(
                    &wording.pack,
                    PhraseKey::ResumeEngineFailed,
                    vec![("reason", tactus_core::engine_failure(&wording.pack, &error))],
                ),
            }),
        }
    }
    Ok((session, said))
}
