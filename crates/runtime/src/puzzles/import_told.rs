//! `tactus puzzle import FILE` told: the rows read counted on a terminal while the export is imported, and what was
//! kept, in the pack's words.

use std::{io::IsTerminal, path::Path};

use tactus_core::{PhraseKey, VoicePack};

use super::{folder, unreadable};
use crate::Worded;

/// `tactus puzzle import FILE`: the export streamed into the data folder's index, the rows read told on standard
/// error when it is a terminal; what was kept, in `pack`'s words.
///
/// # Errors
/// The file cannot be read, or the index cannot be written.
pub fn import_told(file: &Path, pack: &VoicePack) -> Result<String, Worded> {
    let folder = folder();
    let on_terminal = std::io::stderr().is_terminal();
    let mut progress = |rows: u64| {
        if on_terminal {
            let rows = rows.to_string();
            eprint!(
                "\r{}",
                pack.phrase(PhraseKey::PuzzleImportProgress, &[("rows", &rows)])
            );
        }
    };
    let imported =
        super::import_file(file, &folder, &mut progress).map_err(|e| unreadable(pack, file, &e))?;
    if on_terminal {
        eprintln!();
    }
    Ok(pack.phrase(
        PhraseKey::PuzzleImported,
        &[
            ("kept", &imported.kept.to_string()),
            ("malformed", &imported.malformed.to_string()),
            ("path", &folder.display().to_string()),
        ],
    ))
}
