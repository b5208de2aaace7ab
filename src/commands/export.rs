//! `tactus export JOURNAL --to pgn|text|braille|wav [-o FILE]`: the game rebuilt from its journal
//! (`tactus_runtime::read_game`), written out (the scoresheet spoken with the built-in voice for wav). The journal is
//! only read. With `--annotated`, the PGN carries the review `tactus review` kept beside the journal.

use std::{process::ExitCode, sync::Arc};

use super::{running, Failure};
use crate::cli::{ExportArgs, ExportFormat};
use shakmaty::uci::UciMove;
use tactus_core::{
    annotate_review, write_tree_pgn, Choice, GameState, MoveReader, Notation, PhraseKey, VoicePack,
    Wording,
};
use tactus_devices::{game_sentences, record_wav};
use tactus_runtime::{
    check_output, export_text, export_written, open_reviewed_game, read_any_review_cache,
    read_game, write_export, ExportText,
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
    if args.annotated {
        return annotated(args, &wording.pack);
    }
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

/// The game as PGN marked with its review (`tactus review`): refused, saying how to make one, when there is none.
fn annotated(args: &ExportArgs, pack: &VoicePack) -> Result<ExitCode, Failure> {
    if args.to != ExportFormat::Pgn {
        return Err(Failure::Message(
            "--annotated writes PGN: give it with --to pgn".into(),
        ));
    }
    let reader = MoveReader::for_pack(Notation::of_language(&pack.phrase_language), pack);
    let mut game = open_reviewed_game(&args.journal, &Choice::First, pack, &reader)?;
    let ucis: Vec<String> = game
        .moves
        .iter()
        .map(|m| UciMove::from_standard(*m).to_string())
        .collect();
    let Some(evaluations) = read_any_review_cache(&game.cache, &ucis) else {
        return Err(Failure::Message(pack.phrase(
            PhraseKey::ReviewNotReviewed,
            &[("path", &args.journal.display().to_string())],
        )));
    };
    annotate_review(&mut game.tree, &evaluations, pack);
    write_out(&write_tree_pgn(&game.tree), args, pack)
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
