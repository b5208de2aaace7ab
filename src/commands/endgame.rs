//! `tactus endgame`: the stronger side of an endgame against the tablebase's perfect defence.
//!
//! This file wires the options to the event loop: the tables found (`tactus_runtime::tablebase`), the start (a
//! material drawn at random from `--seed`, else from a seed taken from the clock and told; or a FEN), and text or
//! JSON output with speech. The session itself is `tactus_core::endgame::EndgameSession`.

use std::process::ExitCode;

use shakmaty::{fen::Fen, CastlingMode, Chess, EnPassantMode, Position};
use tactus_core::{
    endgame::{random_start, EndgameSession, EndgameStart, Material, StartError},
    notation::MoveReader,
    voice::{PhraseKey, VoicePack},
};
use tactus_devices::controls::Controls;
use tactus_runtime::{tablebase::Tables, voices::Surroundings};

use super::{
    runner::{Runner, Showing},
    training::{self, Journaling, Prepared},
    Failure,
};
use crate::cli::EndgameArgs;

/// Runs the drill until mate, a draw, `quit`, or the end of the commands; with `--list`, says what the tables
/// cover.
///
/// # Errors
/// A [`Failure`] (exit code 2) for material or a FEN that cannot be read or played, a missing table, a voice pack
/// that does not load, a script that cannot be opened, or `--virtual-time` at the keyboard.
pub fn run(args: &EndgameArgs) -> Result<ExitCode, Failure> {
    if args.list {
        let pack = tactus_runtime::voices::load(&args.session.common.voice)?;
        let tables = Tables::open(args.tablebases.as_deref(), &Surroundings::here());
        println!("{}", list(&tables, &pack));
        return Ok(ExitCode::SUCCESS);
    }
    run_with(args, Journaling::New(args.journal.clone()))
}

/// Runs the drill journaled as `journaling` says.
///
/// # Errors
/// As [`run`], and a journal that cannot be created or resumed.
pub fn run_with(args: &EndgameArgs, journaling: Journaling) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let prepared = prepare(args)?;
    let runner = Runner::new(&options.run)?;
    let showing = Showing {
        pack: prepared.pack.clone(),
        format: options.common.format,
        controls: Controls::Endgame,
        prompts: runner.is_keyboard(),
    };
    training::run(prepared, journaling, runner, showing, |_, _| None)
}

/// The drill the options ask for, at its start.
///
/// # Errors
/// A [`Failure`] (exit code 2) for material or a FEN that cannot be read or played, a missing table, or a voice
/// pack that does not load.
pub fn prepare(args: &EndgameArgs) -> Result<Prepared<EndgameSession>, Failure> {
    let options = &args.session;
    let pack = tactus_runtime::voices::load(&options.common.voice)?;
    let tables = Tables::open(args.tablebases.as_deref(), &Surroundings::here());
    let target = args.target.as_deref().unwrap_or_default();
    let folder = tables.user_folder().display().to_string();
    let (position, seed) = if target.contains('/') {
        (from_fen(target, &pack)?, None)
    } else {
        let material = Material::parse(target).ok_or_else(|| {
            Failure::Message(pack.phrase(PhraseKey::EndgameBadTarget, &[("input", target)]))
        })?;
        let seed = args
            .seed
            .unwrap_or_else(tactus_runtime::calendar::spoken_seed);
        let position = random_start(&material, seed, &tables).map_err(|problem| {
            Failure::Message(match problem {
                StartError::Probe(problem) => {
                    tactus_core::endgame::probe_problem(&pack, &problem, &folder)
                }
                StartError::NoWin => {
                    pack.phrase(PhraseKey::EndgameNoWin, &[("material", &material.name())])
                }
            })
        })?;
        (position, Some(seed))
    };
    let first = Fen::from_position(&position, EnPassantMode::Legal).to_string();
    let reader = MoveReader::for_pack(options.common.letters(&pack), &pack);
    let start = EndgameStart {
        position,
        seed,
        tables_folder: folder.clone(),
    };
    let mut session =
        EndgameSession::new(start, Box::new(tables), pack.clone(), reader).map_err(|problem| {
            Failure::Message(tactus_core::endgame::probe_problem(
                &pack, &problem, &folder,
            ))
        })?;
    let opening = session.opening();
    let mut remaking = vec![target.to_string()];
    if let Some(seed) = seed {
        remaking.extend(["--seed".to_string(), seed.to_string()]);
    }
    if let Some(dir) = &args.tablebases {
        let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.clone());
        remaking.extend(["--tablebases".to_string(), dir.display().to_string()]);
    }
    remaking.extend(["--voice".to_string(), options.common.voice.clone()]);
    Ok(Prepared {
        session,
        opening,
        first,
        drill: "endgame",
        args: remaking,
        pack,
    })
}

/// A position from a FEN: legal, without castling rights (the tables hold none) and with a side to move.
fn from_fen(text: &str, pack: &VoicePack) -> Result<Chess, Failure> {
    let refuse = |problem: String| {
        Failure::Message(pack.phrase(
            PhraseKey::EndgameBadFen,
            &[("input", text.trim()), ("problem", &problem)],
        ))
    };
    let fen: Fen = text
        .trim()
        .parse()
        .map_err(|e: shakmaty::fen::ParseFenError| refuse(e.to_string()))?;
    let position: Chess = fen
        .into_position(CastlingMode::Standard)
        .map_err(|e| refuse(e.to_string()))?;
    if position.castles().any() {
        return Err(refuse(
            "the tables hold no position with castling rights".into(),
        ));
    }
    // Syzygy tables exist for seven pieces at most: a table for more is not missing, there is none.
    let count = position.board().occupied().count();
    if count > 7 {
        return Err(Failure::Message(pack.phrase(
            PhraseKey::EndgameTooMany,
            &[("count", &count.to_string())],
        )));
    }
    Ok(position)
}

/// `--list`: the material covered, the common endgames missing, and the folders read.
fn list(tables: &Tables, pack: &VoicePack) -> String {
    let none = "-".to_string();
    let covered = tables.covered().join(", ");
    let missing = tables.missing().join(", ");
    let mut folders: Vec<String> = tables
        .folders()
        .iter()
        .map(|f| f.display().to_string())
        .collect();
    folders.push(tables.user_folder().display().to_string());
    folders.dedup();
    pack.phrase(
        PhraseKey::EndgameList,
        &[
            ("covered", if covered.is_empty() { &none } else { &covered }),
            ("missing", if missing.is_empty() { &none } else { &missing }),
            ("folders", &folders.join(", ")),
        ],
    )
}
