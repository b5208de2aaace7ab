//! A PGN file a session reads its games from (`tactus listen`, `tactus drill --pgn`): its bytes, and its name as the
//! messages write it.

use std::path::Path;

use tactus_core::{system_error, PhraseKey, SystemError, VoicePack};

use crate::Worded;

/// The bytes of the file at `path`, and its name.
///
/// # Errors
/// The file cannot be read, in `pack`'s words.
pub(crate) fn read_games_file(path: &Path, pack: &VoicePack) -> Result<(Vec<u8>, String), Worded> {
    let path_name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        Worded(pack.phrase(
            PhraseKey::ListenUnreadable,
            &[
                ("path", &path_name),
                (
                    "problem",
                    &system_error(pack, SystemError::from(&e)).to_string(),
                ),
            ],
        ))
    })?;
    Ok((bytes, path_name))
}
