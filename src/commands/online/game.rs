//! The online game itself: the game's stream opened, its first line (`gameFull`) made the game's setup and journal,
//! and the game at the board run on the event loop with the server as the opponent: its stream read on a thread of
//! its own, the game's requests sent on another, both answering into the commands' channel.

use std::{path::Path, process::ExitCode, sync::Arc};

use tactus_core::{
    boundary::{Event, Incoming, Input},
    clock::Side,
    notation::MoveReader,
    online::{game_line, lobby::LobbyRefusal, GameLine, ServerInput},
    session::{replay, GameState, PlaySession, Record, RecordWriter, Wording},
};
use tactus_runtime::{
    journal::Journal,
    lichess::{
        lobby::{game_setup, LobbyError, Seating, Started},
        stream_path, GameLink,
    },
};

use crate::{
    cli::online::OnlineGameArgs,
    commands::{play, runner::Runner, Failure},
};

/// Plays the game `started` until it ends and the commands end, or `quit`.
///
/// # Errors
/// The stream cannot be opened, its first line is not the game, the journal cannot be made, the script cannot be
/// opened.
pub(super) fn play(
    started: Started,
    pack: tactus_core::voice::VoicePack,
    args: &OnlineGameArgs,
) -> Result<ExitCode, Failure> {
    let Started {
        client,
        account,
        game,
    } = started;
    let failed = |e: LobbyError| Failure::Message(e.worded(&pack));
    let options = &args.session;
    let board = crate::commands::board::game_board(&options.board)?;
    let runner = Runner::new(&options.run)?;
    let wording = play::wording(options)?;
    let no_game = || failed(LobbyRefusal::NoOnlineGame.into());
    let mut stream = client
        .open_game_stream(&stream_path(&game))
        .map_err(|e| failed(e.into()))?;
    let first = stream
        .next_line()
        .map_err(|e| failed(e.into()))?
        .ok_or_else(no_game)?;
    let full = match game_line(&first) {
        Ok(GameLine::GameFull(full)) => full,
        Ok(_) => return Err(no_game()),
        Err(error) => return Err(failed(LobbyError::Unreadable(error.reason))),
    };
    let side = if full.black.id.as_deref() == Some(account.id.as_str()) {
        Side::Black
    } else {
        Side::White
    };
    let server = tactus_runtime::lichess::server(args.server.as_deref());
    let (state, journal, offset) = match args.journal.as_deref().filter(|path| path.exists()) {
        Some(path) => resume_journal(path, &wording)?,
        None => {
            let moment = tactus_runtime::calendar::now();
            let seating = Seating {
                notation: options.common.letters(&wording.pack),
                voice: options.common.voice.clone(),
                style: options.common.style.into(),
            };
            let setup = game_setup(&full, side, &server, seating, &wording.pack, &moment);
            let state = GameState::new(setup.clone(), wording.clone())
                .map_err(|r| Failure::Message(r.message))?;
            let names = [Some(setup.white.as_str()), Some(setup.black.as_str())];
            let mut journal = play::create_journal(args.journal.as_deref(), &moment, names)
                .map_err(|e| Failure::Message(e.worded(&wording.pack)))?;
            for record in [
                Record::Setup(setup),
                Record::Online {
                    t: 0,
                    server: server.clone(),
                    game: game.clone(),
                    side,
                },
            ] {
                journal
                    .write(&record)
                    .map_err(|e| Failure::Message(e.to_string()))?;
            }
            (state, journal, 0)
        }
    };
    let setup = state.setup().clone();
    let opening = vec![Event::Game {
        white: setup.white.clone(),
        black: setup.black.clone(),
        mode: setup.mode.as_str().into(),
        journal: journal.path().display().to_string(),
    }];
    let link = GameLink::start(client, &game, runner.sender());
    // The game as the server has it is the first thing the session hears, then the stream's lines as they come.
    let _ = runner
        .sender()
        .send(Incoming::Input(Input::Server(ServerInput::Line(
            GameLine::GameFull(full),
        ))));
    link.follow(stream);
    let session = PlaySession::new(
        state,
        MoveReader::for_pack(setup.notation, &wording.pack),
        Box::new(journal),
        offset,
        options.run.virtual_time,
        tactus_runtime::calendar::outside(),
    )
    .with_server(Box::new(link), side);
    play::run_session(session, opening, options, runner, None, board)
}

/// The game of an online game's journal (after a crash too), replayed, and its journal opened to go on: the game's
/// stream then says what the server has, and any difference is said. The clocks go on from the journal's last
/// instant until the server's are heard.
fn resume_journal(
    path: &Path,
    wording: &Arc<Wording>,
) -> Result<(GameState, Journal, u64), Failure> {
    let lock = Journal::lock(path).map_err(|e| Failure::Message(e.worded(&wording.pack)))?;
    let contents = tactus_runtime::journal::read::<Record>(path)
        .map_err(|e| Failure::Message(e.to_string()))?;
    let (state, last) = replay(&contents.records, wording.clone()).map_err(|e| {
        Failure::Message(format!(
            "the journal {} cannot be resumed: {e}",
            path.display()
        ))
    })?;
    let (journal, _) = Journal::resume_locked::<Record>(path, lock)?;
    Ok((state, journal, last))
}

/// The game of the journal `--journal` names, when it is an online game's.
pub(super) fn journal_game(args: &OnlineGameArgs) -> Option<String> {
    let path = args.journal.as_deref().filter(|path| path.exists())?;
    let contents = tactus_runtime::journal::read::<Record>(path).ok()?;
    contents
        .records
        .into_iter()
        .find_map(|record| match record {
            Record::Online { game, .. } => Some(game),
            _ => None,
        })
}
