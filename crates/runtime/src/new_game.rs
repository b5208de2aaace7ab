//! A new game's journal: at `--journal`, or a new file in the user's games folder named after the moment and the
//! players' names; the game's state made from its setup, and the first records written before anything is said.

use std::{path::Path, sync::Arc};

use tactus_core::{
    Event, GameState, Moment, MoveReader, PlaySession, Record, Setup, TimeControl, VoicePack,
    Wording,
};

use crate::{
    journal::{games_folder, Journal, JournalError},
    Worded,
};

/// The game of `setup`, worded with `wording`, and its journal (at `path`, else named after `moment` and the players'
/// `names` given) with the setup and `then` written.
///
/// # Errors
/// A setup that makes no game, a journal that cannot be created or written.
pub(crate) fn begin(
    setup: &Setup,
    wording: &Arc<Wording>,
    path: Option<&Path>,
    moment: &Moment,
    names: [Option<&str>; 2],
    then: Vec<Record>,
) -> Result<(GameState, Journal), Worded> {
    let reader = wording.sheet_reader(setup.notation);
    let state = GameState::new(setup.clone(), reader)
        .map_err(|refused| Worded(wording.refusal(&refused).message.to_string()))?;
    let mut journal =
        create_journal(path, moment, names).map_err(|e| Worded(e.worded(&wording.pack)))?;
    for record in std::iter::once(Record::Setup(setup.clone())).chain(then) {
        journal
            .append(&record)
            .map_err(|e| Worded(e.worded(&wording.pack)))?;
    }
    Ok((state, journal))
}

/// The game of `setup` begun as `begin` does (no records after the setup) as a session at the board, its speech at
/// `rate` when given, in virtual time when `virtual_time`; and what it says first: who plays, and its result when
/// the start position has already ended.
///
/// # Errors
/// As `begin`.
pub fn play_session(
    setup: &Setup,
    wording: &Arc<Wording>,
    path: Option<&Path>,
    moment: &Moment,
    names: [Option<&str>; 2],
    rate: Option<u32>,
    virtual_time: bool,
) -> Result<(PlaySession, Vec<Event>), Worded> {
    let (mut state, journal) = begin(setup, wording, path, moment, names, Vec::new())?;
    state.start_rate(rate);
    let mut opening = vec![announced(setup, &journal)];
    opening.extend(
        state
            .result()
            .map(|result| Event::Result(*result, state.result_detail().map(|d| wording.detail(d)))),
    );
    let session = PlaySession::new(
        state,
        wording.clone(),
        MoveReader::for_pack(setup.notation, &wording.pack),
        Box::new(journal),
        0,
        virtual_time,
        crate::calendar::outside(),
    );
    Ok((session, opening))
}

/// A FEN that makes a game, checked before anything is made.
///
/// # Errors
/// Why it does not, in `pack`'s words.
pub fn checked_fen(fen: &str, pack: &VoicePack) -> Result<(), Worded> {
    tactus_core::Game::from_fen(fen)
        .map(|_| ())
        .map_err(|e| Worded(tactus_core::fen_error(pack, &e)))
}

/// The control from `minutes` (`--time`) or `pgn` (`--time-control`, PGN seconds); `None` when neither is given.
///
/// # Errors
/// What was expected, in `pack`'s words, when the control cannot be read.
pub fn time_control(
    minutes: Option<&str>,
    pgn: Option<&str>,
    pack: &VoicePack,
) -> Result<Option<TimeControl>, Worded> {
    let worded = |e| Worded(tactus_core::control_error(pack, &e));
    match (minutes, pgn) {
        (Some(minutes), _) => Ok(Some(TimeControl::parse_minutes(minutes).map_err(worded)?)),
        (None, Some(pgn)) => Ok(Some(TimeControl::parse_pgn(pgn).map_err(worded)?)),
        (None, None) => Ok(None),
    }
}

/// The clock's control, from `minutes` (`--time`) or `pgn` (`--time-control`): the clock alone needs one.
///
/// # Errors
/// What was expected, in `pack`'s words, when the control cannot be read or neither is given.
pub fn clock_control(
    minutes: Option<&str>,
    pgn: Option<&str>,
    pack: &VoicePack,
) -> Result<TimeControl, Worded> {
    time_control(minutes, pgn, pack)?.ok_or_else(|| {
        let empty = tactus_core::ControlError::Empty {
            syntax: tactus_core::ControlSyntax::Minutes,
        };
        Worded(tactus_core::control_error(pack, &empty))
    })
}

/// What a new game says first: who plays, how, and where its journal is.
#[must_use]
pub(crate) fn announced(setup: &Setup, journal: &Journal) -> Event {
    Event::Game {
        white: setup.white.clone(),
        black: setup.black.clone(),
        mode: setup.mode.as_str().into(),
        journal: journal.path().display().to_string(),
    }
}

/// The journal at `path`, or a new file in the user's games folder named after the moment and the players' names,
/// when they were given (`2026-11-24-091522-ana-berg-ben-lo.jsonl`).
fn create_journal(
    path: Option<&Path>,
    moment: &Moment,
    names: [Option<&str>; 2],
) -> Result<Journal, JournalError> {
    if let Some(path) = path {
        return Journal::create(path);
    }
    let mut stamp = moment.stamp();
    for name in names.into_iter().flatten().map(file_name_part) {
        if !name.is_empty() {
            stamp = format!("{stamp}-{name}");
        }
    }
    Journal::create_named(&games_folder(), &stamp)
}

/// A player's name as part of a file name: letters and digits in lower case, anything else one dash, at most 24
/// characters.
fn file_name_part(name: &str) -> String {
    let mut part = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            part.push(c);
        } else if !part.is_empty() && !part.ends_with('-') {
            part.push('-');
        }
        if part.chars().count() >= 24 {
            break;
        }
    }
    part.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::file_name_part;

    #[test]
    fn names_become_safe_file_name_parts() {
        assert_eq!(file_name_part("Ana Berg"), "ana-berg");
        assert_eq!(
            file_name_part("  Jürgen  O'Neil / ../x "),
            "jürgen-o-neil-x"
        );
        assert_eq!(file_name_part("../.."), "");
        assert_eq!(file_name_part(&"a".repeat(40)).len(), 24);
    }
}
