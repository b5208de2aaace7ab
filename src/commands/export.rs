//! `tactus export JOURNAL --to pgn|text|braille|wav [-o FILE]`: the game rebuilt from its journal, written out (the
//! scoresheet spoken with the built-in voice for wav). The journal is only read.

use std::{path::Path, process::ExitCode, sync::Arc};

use super::{running, Failure};
use crate::cli::{ExportArgs, ExportFormat};
use tactus_core::{
    notation::to_brf,
    session::{export, replay, GameState, Record, Wording},
    voice::{PhraseKey, VoicePack},
    words::{spoken_sentence, visible},
};
use tactus_devices::recording::{record_wav, scoresheet_sentences};

/// Writes the game.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a journal that cannot be read or replayed, an output file that cannot be
/// written or is the journal itself.
pub fn run(args: &ExportArgs) -> Result<ExitCode, Failure> {
    let wording = Arc::new(Wording {
        pack: tactus_runtime::voices::load(&args.voice)?,
        style: args.style.into(),
    });
    if tactus_runtime::training_journal::is_training(&args.journal) {
        return training(args, &wording.pack);
    }
    let contents = tactus_runtime::journal::read::<Record>(&args.journal)?;
    if let Some(notice) = &contents.notice {
        eprintln!("tactus: {notice}");
    }
    let (state, _) = replay(&contents.records, wording).map_err(|e| {
        Failure::Message(format!(
            "the journal {} cannot be exported: {e}",
            args.journal.display()
        ))
    })?;
    let text = match args.to {
        ExportFormat::Pgn => export::pgn(&state),
        ExportFormat::Text => lines(export::text(&state).iter().map(|l| visible(l)).collect()),
        ExportFormat::Braille if args.brf => {
            lines(export::braille(&state).iter().map(|l| to_brf(l)).collect())
        }
        ExportFormat::Braille => lines(export::braille(&state)),
        ExportFormat::Wav => return wav(&state, args),
    };
    write_out(&text, args, &state.wording().pack)
}

/// A training journal: what was played, as PGN (one game per puzzle, or the endgame).
fn training(args: &ExportArgs, pack: &tactus_core::voice::VoicePack) -> Result<ExitCode, Failure> {
    if args.to != ExportFormat::Pgn {
        return Err(Failure::Message(
            pack.phrase(tactus_core::voice::PhraseKey::TrainingPgnOnly, &[]),
        ));
    }
    let text = super::training::pgn(&args.journal, pack)?;
    write_out(&text, args, pack)
}

/// `text` written to the file `-o` names (never the journal, nor a file there unless `--force`), said once written;
/// else printed.
fn write_out(text: &str, args: &ExportArgs, pack: &VoicePack) -> Result<ExitCode, Failure> {
    match &args.output {
        Some(path) => {
            refuse_the_journal(path, &args.journal)?;
            refuse_an_existing_file(path, args.force, pack)?;
            std::fs::write(path, text)
                .map_err(|e| Failure::Message(format!("cannot write {}: {e}", path.display())))?;
            say_written(path, pack)?;
        }
        None => running::print(text)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// The scoresheet spoken into the WAV file given with `-o`, then the game's result.
fn wav(state: &GameState, args: &ExportArgs) -> Result<ExitCode, Failure> {
    let Some(path) = &args.output else {
        return Err(Failure::Message(
            "--to wav writes a sound file: give its name with -o, e.g. -o game.wav".into(),
        ));
    };
    refuse_the_journal(path, &args.journal)?;
    let pack = &state.wording().pack;
    refuse_an_existing_file(path, args.force, pack)?;
    let library = running::clip_folders(pack).load(pack)?;
    let mut sentences = scoresheet_sentences(pack, &export::numbered_moves(state));
    if let Some(result) = state.result() {
        // Said, as a result is at the board: in words, without its figures.
        let ended = tactus_core::boundary::Event::Result(
            *result,
            state.result_detail().map(str::to_string),
        );
        sentences.push(spoken_sentence(pack, &ended));
    }
    record_wav(&library, pack, &sentences, path)?;
    say_written(path, pack)?;
    Ok(ExitCode::SUCCESS)
}

/// An existing file is written over only with `--force`: said so, and left as it is.
fn refuse_an_existing_file(path: &Path, force: bool, pack: &VoicePack) -> Result<(), Failure> {
    if path.exists() && !force {
        return Err(Failure::Message(pack.phrase(
            PhraseKey::ErrorExportExists,
            &[("path", &path.display().to_string())],
        )));
    }
    Ok(())
}

/// Says where the export went, since nothing else is printed.
fn say_written(path: &Path, pack: &VoicePack) -> Result<(), Failure> {
    running::print(&format!(
        "{}\n",
        pack.phrase(
            PhraseKey::ExportWritten,
            &[("path", &path.display().to_string())]
        )
    ))
}

/// Refuses to write over the journal being exported.
fn refuse_the_journal(path: &Path, journal: &Path) -> Result<(), Failure> {
    let same = path
        .canonicalize()
        .ok()
        .zip(journal.canonicalize().ok())
        .is_some_and(|(a, b)| a == b);
    if same {
        return Err(Failure::Message(format!(
            "{} is the journal itself: choose another output file",
            path.display()
        )));
    }
    Ok(())
}

/// Lines ended by line breaks.
fn lines(lines: Vec<String>) -> String {
    let mut text = lines.join("\n");
    text.push('\n');
    text
}
