//! `tactus export`'s files: the game read from its journal and replayed (the journal is only read), and where the
//! export goes: never over the journal itself, nor over an existing file unless asked, and said once written.

use std::{path::Path, sync::Arc};

use tactus_core::{replay_game, GameState, PhraseKey, Record, VoicePack, Wording};

use crate::Worded;

/// The game of the journal at `path`, replayed, and the journal's notice (a line it could not read at its end).
///
/// # Errors
/// The journal cannot be read or replayed.
pub fn read_game(
    path: &Path,
    wording: Arc<Wording>,
) -> Result<(GameState, Option<String>), Worded> {
    let pack = &wording.pack;
    let contents =
        crate::journal::read::<Record>(path).map_err(|e| Worded(e.worded(&wording.pack)))?;
    let shown = path.display().to_string();
    let notice = contents
        .torn
        .then(|| tactus_core::torn_notice(pack, &shown).to_string());
    let (state, _) = replay_game(&contents.records, wording.clone()).map_err(|e| {
        Worded(pack.phrase(
            PhraseKey::JournalNotExportable,
            &[("path", &shown), ("problem", &e.worded(pack))],
        ))
    })?;
    Ok((state, notice))
}

/// Whether the export may go to `path`: never the `journal` itself, and an existing file only with `force`.
///
/// # Errors
/// Said so, and the file left as it is.
pub fn check_output(
    path: &Path,
    journal: &Path,
    force: bool,
    pack: &VoicePack,
) -> Result<(), Worded> {
    let same = path
        .canonicalize()
        .ok()
        .zip(journal.canonicalize().ok())
        .is_some_and(|(a, b)| a == b);
    if same {
        return Err(Worded(pack.phrase(
            PhraseKey::ExportIsJournal,
            &[("path", &path.display().to_string())],
        )));
    }
    if path.exists() && !force {
        return Err(Worded(pack.phrase(
            PhraseKey::ErrorExportExists,
            &[("path", &path.display().to_string())],
        )));
    }
    Ok(())
}

/// `text` written to `path`.
///
/// # Errors
/// The file cannot be written.
pub(crate) fn write_text(path: &Path, text: &str, pack: &VoicePack) -> Result<(), Worded> {
    std::fs::write(path, text).map_err(|e| {
        Worded(pack.phrase(
            PhraseKey::ExportWrite,
            &[
                ("path", &path.display().to_string()),
                (
                    "reason",
                    &tactus_core::system_error(pack, (&e).into()).to_string(),
                ),
            ],
        ))
    })
}

/// The line that says where the export went, since nothing else is printed.
#[must_use]
pub fn written(path: &Path, pack: &VoicePack) -> String {
    format!(
        "{}\n",
        pack.phrase(
            PhraseKey::ExportWritten,
            &[("path", &path.display().to_string())]
        )
    )
}

/// Lines ended by line breaks.
#[must_use]
pub(crate) fn lines(lines: Vec<String>) -> String {
    let mut text = lines.join("\n");
    text.push('\n');
    text
}
