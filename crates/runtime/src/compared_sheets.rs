//! `tactus compare`'s sheets: each scoresheet file read (its problems in the pack's words), and where two agree up to
//! and first differ, told in the pack's words.

use std::path::Path;

use shakmaty::Position;
use tactus_core::{
    announce, side_name, system_error, Comparison, MoveReader, PhraseKey, Sheet, SheetError, Style,
    SystemError, VoicePack, Written,
};

use crate::Worded;

/// The scoresheet file at `path` (sheet `name`, A or B), its moves read by `reader`.
///
/// # Errors
/// The file cannot be read, or is not a scoresheet.
pub fn read_sheet(
    pack: &VoicePack,
    reader: &MoveReader,
    name: &str,
    path: &Path,
) -> Result<Sheet, Worded> {
    let refuse = |problem: String| {
        Worded(pack.phrase(
            PhraseKey::CompareUnreadable,
            &[
                ("sheet", name),
                ("path", &path.display().to_string()),
                ("problem", &problem),
            ],
        ))
    };
    let bytes = std::fs::read(path)
        .map_err(|e| refuse(system_error(pack, SystemError::from(&e)).to_string()))?;
    Sheet::read(&bytes, reader).map_err(|e| refuse(sheet_problem(pack, &e)))
}

/// Why a file is not a scoresheet, in the pack's words (the PGN reader's own English left out).
fn sheet_problem(pack: &VoicePack, error: &SheetError) -> String {
    let key = match error {
        SheetError::NotText => PhraseKey::SheetNotText,
        SheetError::Pgn(_) => PhraseKey::SheetNotPgn,
        SheetError::NoGame => PhraseKey::SheetNoGame,
    };
    pack.phrase(key, &[])
}

/// The comparison in the pack's words: where the sheets agree up to, where they differ, the position to retrace to.
#[must_use]
pub(crate) fn describe(pack: &VoicePack, style: Style, c: &Comparison) -> Vec<String> {
    let Some(difference) = &c.first_difference else {
        let count = u32::try_from(c.agree_until_ply).unwrap_or(u32::MAX);
        return vec![pack.phrase(PhraseKey::CompareSame, &[("count", &pack.number(count))])];
    };
    let game = &c.agreed;
    let mut lines = vec![match game.plies().last() {
        Some(ply) => pack.phrase(
            PhraseKey::CompareAgreeUntil,
            &[
                ("number", &pack.number(ply.before.fullmoves().get())),
                ("side", &side_name(pack, ply.before.turn().into())),
                ("move", &pack.text(&announce(&ply.before, ply.mv, style))),
            ],
        ),
        None => pack.phrase(PhraseKey::CompareAgreeNone, &[]),
    }];
    let entry = |written: &Written| match (&written.text, written.mv) {
        (_, Some(mv)) => pack.words_and_san(game.position(), mv, style),
        (Some(text), None) => pack.phrase(PhraseKey::CompareNotLegal, &[("entry", text)]),
        (None, None) => pack.phrase(PhraseKey::CompareMissing, &[]),
    };
    lines.push(pack.phrase(
        PhraseKey::CompareDiffer,
        &[
            ("number", &pack.number(difference.move_number)),
            ("side", &side_name(pack, difference.side)),
            ("a", &entry(&difference.a)),
            ("b", &entry(&difference.b)),
        ],
    ));
    lines.push(pack.phrase(PhraseKey::ComparePosition, &[("fen", &game.fen())]));
    lines
}
