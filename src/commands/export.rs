//! `tactus export JOURNAL --to pgn|text|braille|wav [-o FILE]`: the game rebuilt from its journal
//! (`tactus_runtime::read_game`), written out (the scoresheet spoken with the built-in voice for wav). The journal is
//! only read.

use std::{process::ExitCode, sync::Arc};

use super::{running, Failure};
use crate::cli::{ExportArgs, ExportFormat};
use tactus_core::{GameState, PhraseKey, VoicePack, Wording};
use tactus_devices::{game_sentences, record_wav};
use tactus_runtime::{
    check_output, export_text, export_written, read_game, write_export, ExportText,
};

/// Writes the game.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a journal that cannot be read or replayed, an output file that cannot be
/// written or is the journal itself.
pub(crate) fn run(args: &ExportArgs) -> Result<ExitCode, Failure> {
    let wording = Arc::new(Wording {
        pack: tactus_runtime::load_voice(&args.voice)?,
        style: args.style.into(),
    });
    if tactus_runtime::is_training(&args.journal) {
        return training(args, &wording.pack);
    }
    let (state, notice) = read_game(&args.journal, wording.clone())?;
    if let Some(notice) = &notice {
        eprintln!("tactus: {notice}");
    }
    let form = match (args.to, args.brf) {
        (ExportFormat::Pgn, _) => ExportText::Pgn,
        (ExportFormat::Text, _) => ExportText::Words,
        (ExportFormat::Braille, false) => ExportText::Braille,
        (ExportFormat::Braille, true) => ExportText::Brf,
        (ExportFormat::Wav, _) => return wav(&state, &wording, args),
    };
    let text = export_text(&state, &wording, form);
    write_out(&text, args, &wording.pack)
}

/// A training journal: what was played, as PGN (one game per puzzle, or the endgame).
fn training(args: &ExportArgs, pack: &VoicePack) -> Result<ExitCode, Failure> {
    if args.to != ExportFormat::Pgn {
        return Err(Failure::Message(
            pack.phrase(PhraseKey::TrainingPgnOnly, &[]),
        ));
    }
    let text = super::training::pgn(&args.journal, pack)?;
    write_out(&text, args, pack)
}

/// `text` written to the file `-o` names, said once written; else printed.
fn write_out(text: &str, args: &ExportArgs, pack: &VoicePack) -> Result<ExitCode, Failure> {
    match &args.output {
        Some(path) => {
            running::print(&write_export(path, &args.journal, args.force, text, pack)?)?;
        }
        None => running::print(text)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// The scoresheet spoken into the WAV file given with `-o`, then the game's result.
fn wav(state: &GameState, wording: &Wording, args: &ExportArgs) -> Result<ExitCode, Failure> {
    let Some(path) = &args.output else {
        return Err(Failure::Message(
            "--to wav writes a sound file: give its name with -o, e.g. -o game.wav".into(),
        ));
    };
    let pack = &wording.pack;
    check_output(path, &args.journal, args.force, pack)?;
    let library = running::clip_folders(pack).load(pack)?;
    let sentences = game_sentences(state, wording);
    record_wav(&library, pack, &sentences, path)?;
    running::print(&export_written(path, pack))?;
    Ok(ExitCode::SUCCESS)
}
