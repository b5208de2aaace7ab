//! A game journal resumed (`tactus resume`): a damaged one refused with how to go on, or repaired (`--repair`); the
//! journal opened again with the resumption recorded; and what is said first: the journal's notice, the repair, the
//! game as it stands.

use std::{
    path::{Path, PathBuf},
    sync::Arc,
};

use tactus_core::Sentence;
use tactus_core::{
    replay_game, salvage, Event, GameState, PhraseKey, Record, ReplayError, VoicePack, Wording,
};

use crate::{
    journal::{Journal, JournalLock},
    Worded,
};

/// The refusal of a damaged journal: `message`, and when its beginning makes a game, how to go on from there.
#[must_use]
pub(crate) fn damaged(message: String, path: &Path, wording: &Arc<Wording>) -> Worded {
    let hint = std::fs::read(path)
        .ok()
        .and_then(|bytes| salvage(&bytes, wording.clone()))
        .and_then(|saved| {
            let (state, _) = replay_game(&saved.records, wording.clone()).ok()?;
            Some(
                wording.pack.phrase(
                    PhraseKey::ResumeRepairHint,
                    &[
                        (
                            "number",
                            &state
                                .move_number_after(state.game().plies().len())
                                .to_string(),
                        ),
                        ("path", &path.display().to_string()),
                        ("dropped", &saved.dropped.to_string()),
                    ],
                ),
            )
        });
    Worded(match hint {
        Some(hint) => format!("{message}. {hint}"),
        None => message,
    })
}

/// Why the journal at `path` cannot be resumed, in `pack`'s words.
#[must_use]
pub(crate) fn not_resumable(error: &ReplayError, path: &Path, pack: &VoicePack) -> String {
    pack.phrase(
        PhraseKey::JournalNotResumable,
        &[
            ("path", &path.display().to_string()),
            ("problem", &error.worded(pack)),
        ],
    )
}

/// `--repair`: a damaged journal replaced by its consistent beginning, the original kept beside it; the first line
/// dropped and where the original is, or `None` when nothing was damaged (a journal that cannot be saved is refused
/// when it is read).
///
/// # Errors
/// The journal cannot be read, or the repair cannot be written.
pub(crate) fn repair(
    path: &Path,
    wording: &Arc<Wording>,
) -> Result<Option<(usize, PathBuf)>, Worded> {
    let bytes = std::fs::read(path).map_err(|source| {
        Worded(
            crate::journal::JournalError::Read {
                path: path.display().to_string(),
                source,
            }
            .worded(&wording.pack),
        )
    })?;
    let Some(saved) = salvage(&bytes, wording.clone()) else {
        return Ok(None);
    };
    let kept =
        crate::journal::repair(path, &saved.bytes).map_err(|e| Worded(e.worded(&wording.pack)))?;
    Ok(Some((saved.damaged_line, kept)))
}

/// How long ago the journal at `path` was last written (when the clocks were last recorded), if known.
#[must_use]
pub(crate) fn recorded_ago_ms(path: &Path) -> Option<u64> {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|at| at.elapsed().ok())
        .map(|ago| u64::try_from(ago.as_millis()).unwrap_or(u64::MAX))
}

/// The journal at `path`, held by `lock`, opened to go on, with the resumption at `last` applied to `state` and
/// written.
///
/// # Errors
/// The journal cannot be opened or written.
pub(crate) fn go_on(
    path: &Path,
    lock: JournalLock,
    state: &mut GameState,
    wording: &Wording,
    last: u64,
) -> Result<Journal, Worded> {
    let (mut journal, _) = Journal::resume_locked::<Record>(path, lock)
        .map_err(|e| Worded(e.worded(&wording.pack)))?;
    let resumed = Record::Resumed {
        t: last,
        at: crate::calendar::now_iso(),
    };
    state
        .apply(&resumed)
        .map_err(|refused| Worded(wording.refusal(&refused).message.to_string()))?;
    journal
        .append(&resumed)
        .map_err(|e| Worded(e.worded(&wording.pack)))?;
    Ok(journal)
}

/// What a resumed game says first: the journal's `notice`, the repair made, the game as it stands at `last` (the
/// journal at `path`, last written `recorded_ago_ms` ago), and its result when it is over.
#[must_use]
pub(crate) fn opening(
    state: &GameState,
    wording: &Wording,
    last: u64,
    path: &Path,
    torn: bool,
    repaired: Option<(usize, PathBuf)>,
    recorded_ago_ms: Option<u64>,
) -> Vec<Event> {
    let mut opening = Vec::new();
    if torn {
        opening.push(Event::Notice {
            text: tactus_core::torn_notice(&wording.pack, &path.display().to_string()),
        });
    }
    if let Some((line, kept)) = repaired {
        let text = Sentence::phrase(
            &wording.pack,
            PhraseKey::ResumeRepaired,
            vec![
                ("line", Sentence::figures(line.to_string())),
                ("kept", Sentence::figures(kept.display().to_string())),
            ],
        );
        opening.push(Event::Notice { text });
    }
    let times = state.times(last);
    opening.push(Event::Resumed {
        ply: u32::try_from(state.game().plies().len()).unwrap_or(u32::MAX),
        move_number: state.move_number_after(state.game().plies().len()),
        side: state.to_move(),
        white_ms: times.map(|(w, _)| w),
        black_ms: times.map(|(_, b)| b),
        sealed: state.sealed().is_some(),
        journal: path.display().to_string(),
        pending: state.pending().map(|pending| {
            let plies = state.game().plies().len();
            let label = tactus_core::move_label(state.move_number_after(plies), state.to_move());
            Sentence::figures(label)
                .then(" ", wording.move_words(state.game().position(), pending.mv))
        }),
        draw_offer: state.offer(),
        over: state.result().is_some(),
        recorded_ago_ms: state.clock().and(recorded_ago_ms),
    });
    if let Some(result) = state.result() {
        opening.push(Event::Result(
            *result,
            state.result_detail().map(|detail| wording.detail(detail)),
        ));
    }
    opening
}

/// The game of an online game's journal at `path` (after a crash too), replayed, and its journal opened to go on; the
/// journal's last instant.
///
/// # Errors
/// The journal is held by another tactus, cannot be read, replayed or opened.
#[cfg(feature = "online")]
pub(crate) fn reopen(
    path: &Path,
    wording: &Arc<Wording>,
) -> Result<(GameState, Journal, u64), Worded> {
    let lock = Journal::lock(path).map_err(|e| Worded(e.worded(&wording.pack)))?;
    let contents =
        crate::journal::read::<Record>(path).map_err(|e| Worded(e.worded(&wording.pack)))?;
    let (state, last) = replay_game(&contents.records, wording.clone())
        .map_err(|e| Worded(not_resumable(&e, path, &wording.pack)))?;
    let (journal, _) = Journal::resume_locked::<Record>(path, lock)
        .map_err(|e| Worded(e.worded(&wording.pack)))?;
    Ok((state, journal, last))
}
