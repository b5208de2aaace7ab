//! `tactus compare SHEET_A SHEET_B`: where two scoresheet files agree up to, and where they first differ
//! (docs/cli.md). Exit code 0 when they agree, 1 when they differ, 2 when a sheet cannot be read.

use std::{path::Path, process::ExitCode};

use shakmaty::Position;

use super::{running, Failure};
use crate::cli::{CompareArgs, Format};
use tactus_core::{
    notation::MoveReader,
    scoresheet::{compare, Comparison, Sheet, Written},
    voice::{announce, PhraseKey, Style, VoicePack},
    words::side_name,
};

/// Compares the two sheets and prints the result.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a sheet that cannot be read or sheets that cannot be compared.
pub fn run(args: &CompareArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::voices::load(&args.common.voice)?;
    let reader = MoveReader::for_pack(args.common.letters(&pack), &pack);
    let a = read_sheet(&pack, &reader, "A", &args.sheet_a)?;
    let b = read_sheet(&pack, &reader, "B", &args.sheet_b)?;
    let comparison = compare(&a, &b, &reader)?;
    let text = match args.common.format {
        Format::Json => serde_json::to_string(&comparison.json())? + "\n",
        Format::Text => describe(&pack, args.common.style.into(), &comparison).join("\n") + "\n",
    };
    running::print(&text)?;
    Ok(if comparison.first_difference.is_none() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn read_sheet(
    pack: &VoicePack,
    reader: &MoveReader,
    name: &str,
    path: &Path,
) -> Result<Sheet, Failure> {
    let refuse = |problem: String| {
        Failure::Message(pack.phrase(
            PhraseKey::CompareUnreadable,
            &[
                ("sheet", name),
                ("path", &path.display().to_string()),
                ("problem", &problem),
            ],
        ))
    };
    let bytes = std::fs::read(path).map_err(|e| refuse(e.to_string()))?;
    Sheet::read(&bytes, reader).map_err(|e| refuse(e.to_string()))
}

/// The comparison in the pack's words: where the sheets agree up to, where they differ, the position to retrace to.
fn describe(pack: &VoicePack, style: Style, c: &Comparison) -> Vec<String> {
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
