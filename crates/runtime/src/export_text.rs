//! What `tactus export` writes of a game as text: PGN, the scoresheet in the voice pack's words, or in the braille
//! chess code (Unicode braille, or Braille ASCII for an embosser); and that text written to the file `-o` names.

use std::path::Path;

use tactus_core::{to_brf, visible, GameState, VoicePack, Wording};

use crate::{
    export_file::{check_output, lines, write_text, written},
    Worded,
};

/// The forms of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportText {
    /// PGN.
    Pgn,
    /// The players, event and result, and one line per move number in words.
    Words,
    /// The scoresheet as Unicode braille.
    Braille,
    /// The scoresheet as Braille ASCII (BRF).
    Brf,
}

/// `state`'s game as `form`, worded with `wording`.
#[must_use]
pub fn export_text(state: &GameState, wording: &Wording, form: ExportText) -> String {
    match form {
        ExportText::Pgn => tactus_core::game_pgn(state),
        ExportText::Words => lines(
            tactus_core::text_export(state, wording)
                .iter()
                .map(|l| visible(l))
                .collect(),
        ),
        ExportText::Braille => lines(tactus_core::braille_export(state, wording)),
        ExportText::Brf => lines(
            tactus_core::braille_export(state, wording)
                .iter()
                .map(|l| to_brf(l))
                .collect(),
        ),
    }
}

/// `text` written to `path` (never the `journal`, an existing file only with `force`), and the line that says so.
///
/// # Errors
/// As [`check_output`] and `write_text`.
pub fn write_export(
    path: &Path,
    journal: &Path,
    force: bool,
    text: &str,
    pack: &VoicePack,
) -> Result<String, Worded> {
    check_output(path, journal, force, pack)?;
    write_text(path, text, pack)?;
    Ok(written(path, pack))
}
