//! `tactus compare SHEET_A SHEET_B`: where two scoresheet files agree up to, and where they first differ
//! (spec/cli.md). Exit code 0 when they agree, 1 when they differ, 2 when a sheet cannot be read.

use std::{io::Write, path::Path, process::ExitCode};

use shakmaty::Chess;

use super::Failure;
use crate::{
    app::words::side_name,
    cli::{CompareArgs, Format},
    notation::MoveReader,
    rules::Game,
    scoresheet::{compare, Comparison, Sheet, Written},
    voice::{announce, PhraseKey, VoicePack},
};

/// Compares the two sheets and prints the result.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a sheet that cannot be read or sheets that cannot be compared.
pub fn run(args: &CompareArgs) -> Result<ExitCode, Failure> {
    let pack = VoicePack::load(&args.common.voice)?;
    let reader = MoveReader::for_pack(args.common.notation, &pack);
    let a = read_sheet(&pack, &reader, "A", &args.sheet_a)?;
    let b = read_sheet(&pack, &reader, "B", &args.sheet_b)?;
    let comparison = compare(&a, &b, &reader)?;
    let text = match args.common.format {
        Format::Json => serde_json::to_string(&comparison.json())? + "\n",
        Format::Text => describe(&pack, args.common.style, &a, &comparison).join("\n") + "\n",
    };
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return Err(Failure::closed_output());
        }
        return Err(e.into());
    }
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
        Failure(pack.phrase(
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
fn describe(
    pack: &VoicePack,
    style: crate::voice::Style,
    a: &Sheet,
    c: &Comparison,
) -> Vec<String> {
    let start = a
        .fen
        .as_deref()
        .and_then(|f| Game::from_fen(f).ok())
        .unwrap_or_default();
    let Some(difference) = &c.first_difference else {
        return vec![pack.phrase(
            PhraseKey::CompareSame,
            &[("count", &pack.number(count(c.agree_until_ply)))],
        )];
    };
    let mut game = start.clone();
    let mut last_words = String::new();
    for san in &c.agreed {
        let Ok(mv) = san.parse::<shakmaty::san::San>().and_then(|s| {
            s.to_move(game.position())
                .map_err(|_| shakmaty::san::ParseSanError)
        }) else {
            break;
        };
        last_words = pack.text(&announce(game.position(), mv, style));
        game.play(mv);
    }
    let mut lines = vec![match c.last_agreed(start.start()) {
        Some((number, color)) => pack.phrase(
            PhraseKey::CompareAgreeUntil,
            &[
                ("number", &pack.number(number)),
                ("side", &side_name(pack, color.into())),
                ("move", &last_words),
            ],
        ),
        None => pack.phrase(PhraseKey::CompareAgreeNone, &[]),
    }];
    let entry = |written: &Written| match (&written.text, written.legal) {
        (None, _) => pack.phrase(PhraseKey::CompareMissing, &[]),
        (Some(san), true) => said(pack, style, game.position(), san),
        (Some(text), false) => pack.phrase(PhraseKey::CompareNotLegal, &[("entry", text)]),
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
    lines.push(pack.phrase(PhraseKey::ComparePosition, &[("fen", &c.fen_at_agreement)]));
    lines
}

/// A legal move given in SAN, in the pack's words, with the SAN in brackets for the arbiter.
fn said(pack: &VoicePack, style: crate::voice::Style, pos: &Chess, san: &str) -> String {
    san.parse::<shakmaty::san::San>()
        .ok()
        .and_then(|s| s.to_move(pos).ok())
        .map_or_else(
            || san.to_string(),
            |mv| format!("{} ({san})", pack.text(&announce(pos, mv, style))),
        )
}

fn count(plies: usize) -> u32 {
    u32::try_from(plies).unwrap_or(u32::MAX)
}
