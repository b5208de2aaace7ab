//! `tactus follow [ROUND]`: a lichess broadcast round's live games heard as they are played.
//!
//! This file wires the options to the event loop: the round (given, or chosen by number among the official
//! broadcasts' rounds played now), the games heard from the start (`--game`, `--all`), the round's stream opened by
//! `tactus_runtime::follow_round` into the commands' channel; the session itself is `tactus_core::FollowSession`.

use std::process::ExitCode;

use super::Failure;
use crate::cli::FollowArgs;

/// Follows the round until the commands end or `quit`.
///
/// # Errors
/// A [`Failure`] (exit code 2) in the voice pack's words: a round that is neither an address nor an id, no
/// broadcast live, a number that is none of the rounds listed, a server refused or unreachable, a script that cannot
/// be opened.
#[cfg(feature = "online")]
pub(crate) fn run(args: &FollowArgs) -> Result<ExitCode, Failure> {
    use super::runner::{Runner, Showing};
    use tactus_core::{FollowSession, Following};
    use tactus_devices::Controls;

    let options = &args.session;
    let pack = tactus_runtime::load_voice(&options.common.voice)?;
    let server = tactus_runtime::lichess_server(args.server.as_deref());
    let worded = |error: tactus_runtime::FollowError| Failure::Message(error.worded(&pack));
    let round = match &args.round {
        Some(given) => tactus_runtime::round_id(given).map_err(worded)?,
        None => choose_round(&server, &pack).map_err(worded)?,
    };
    let following = match (args.game, args.all) {
        (Some(board), _) => Following::Board(usize::try_from(board).unwrap_or(usize::MAX)),
        (None, true) => Following::All,
        (None, false) => Following::Nothing,
    };
    let runner = Runner::new(&options.run)?;
    let link = tactus_runtime::follow_round(&server, &round, runner.sender()).map_err(worded)?;
    let mut session = FollowSession::new(
        link,
        pack.clone(),
        options.common.style.into(),
        following,
        options.run.virtual_time,
    );
    let keyboard = runner.is_keyboard();
    let opening = keyboard.then(|| session.ready());
    let showing = Showing {
        pack,
        format: options.common.format,
        controls: Controls::Listen,
        prompts: keyboard,
    };
    runner.run(&mut session, showing, opening)
}

/// The official broadcasts' rounds played now, listed on standard output, and the one whose number is typed on the
/// first line of standard input.
#[cfg(feature = "online")]
fn choose_round(
    server: &str,
    pack: &tactus_core::VoicePack,
) -> Result<String, tactus_runtime::FollowError> {
    use tactus_core::PhraseKey;
    let rounds = tactus_runtime::live_rounds(server)?;
    for (index, round) in rounds.iter().enumerate() {
        let number = (index + 1).to_string();
        println!(
            "{}",
            pack.phrase(
                PhraseKey::FollowChoice,
                &[
                    ("number", &number),
                    ("tour", &round.tour),
                    ("round", &round.round)
                ],
            )
        );
    }
    println!("{}", pack.phrase(PhraseKey::FollowChoose, &[]));
    let mut typed = String::new();
    // Nothing typed (the input ended) is no number: refused as such.
    let _ = std::io::stdin().read_line(&mut typed);
    tactus_runtime::chosen_round(&rounds, &typed).map(|round| round.id.clone())
}

/// Without the `online` feature nothing goes online: said at once.
///
/// # Errors
/// Always.
#[cfg(not(feature = "online"))]
pub(crate) fn run(_args: &FollowArgs) -> Result<ExitCode, Failure> {
    Err(Failure::Message(
        "this tactus was built without online play (the online feature)".into(),
    ))
}
