//! `tactus export JOURNAL --to pgn|text [-o FILE]`: the game rebuilt from its journal, written out. The journal is
//! only read.

use std::{process::ExitCode, sync::Arc};

use super::{running, Failure};
use crate::{
    cli::{ExportArgs, ExportFormat},
    notation::to_brf,
    session::{export, replay, Record, Wording},
    voice::VoicePack,
};

/// Writes the game.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a journal that cannot be read or replayed, an output file that cannot be
/// written or is the journal itself.
pub fn run(args: &ExportArgs) -> Result<ExitCode, Failure> {
    let wording = Arc::new(Wording {
        pack: VoicePack::load(&args.voice)?,
        style: args.style,
    });
    let contents = crate::journal::read::<Record>(&args.journal)?;
    if let Some(notice) = &contents.notice {
        eprintln!("tactus: {notice}");
    }
    let (state, _) = replay(&contents.records, wording).map_err(|e| {
        Failure(format!(
            "the journal {} cannot be exported: {e}",
            args.journal.display()
        ))
    })?;
    let text = match args.to {
        ExportFormat::Pgn => export::pgn(&state),
        ExportFormat::Text => lines(export::text(&state)),
        ExportFormat::Braille if args.brf => {
            lines(export::braille(&state).iter().map(|l| to_brf(l)).collect())
        }
        ExportFormat::Braille => lines(export::braille(&state)),
        ExportFormat::Wav => return Err(Failure("PENDING".into())),
    };
    match &args.output {
        Some(path) => {
            let same = |a: &std::path::Path, b: &std::path::Path| {
                a.canonicalize()
                    .ok()
                    .zip(b.canonicalize().ok())
                    .is_some_and(|(a, b)| a == b)
            };
            if same(path, &args.journal) {
                return Err(Failure(format!(
                    "{} is the journal itself: choose another output file",
                    path.display()
                )));
            }
            std::fs::write(path, text)
                .map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?;
        }
        None => running::print(&text)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// Lines ended by line breaks.
fn lines(lines: Vec<String>) -> String {
    let mut text = lines.join("\n");
    text.push('\n');
    text
}
