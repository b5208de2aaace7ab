//! The online game itself: the game's stream opened, its first line (`gameFull`) made the game's setup and journal,
//! and the game at the board run on the event loop with the server as the opponent: its stream read on a thread of
//! its own, the game's requests sent on another, both answering into the commands' channel.

use std::process::ExitCode;

use tactus_core::{
    boundary::{Incoming, Input},
    clock::Side,
    notation::MoveReader,
    online::{game_line, lobby::LobbyRefusal, GameLine, ServerInput},
    session::{PlaySession, Record},
};
use tactus_runtime::lichess::{
    lobby::{game_setup, LobbyError, Seating, Started},
    stream_path, GameLink,
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
        Err(error) => return Err(failed(LobbyError::Unreadable(error))),
    };
    let side = if full.black.id.as_deref() == Some(account.id.as_str()) {
        Side::Black
    } else {
        Side::White
    };
    let server = tactus_runtime::lichess::server(args.server.as_deref());
    let (state, journal, offset) = match args.journal.as_deref().filter(|path| path.exists()) {
        Some(path) => tactus_runtime::resumed_game::reopen(path, &wording)?,
        None => {
            let moment = tactus_runtime::calendar::now();
            let seating = Seating {
                notation: options.common.letters(&wording.pack),
                voice: options.common.voice.clone(),
                style: options.common.style.into(),
            };
            let setup = game_setup(&full, side, &server, seating, &wording.pack, &moment);
            let names = [Some(setup.white.as_str()), Some(setup.black.as_str())];
            let online = Record::Online {
                t: 0,
                server: server.clone(),
                game: game.clone(),
                side,
            };
            let (state, journal) = tactus_runtime::new_game::begin(
                &setup,
                &wording,
                args.journal.as_deref(),
                &moment,
                names,
                vec![online],
            )?;
            (state, journal, 0)
        }
    };
    let setup = state.setup().clone();
    let opening = vec![tactus_runtime::new_game::announced(&setup, &journal)];
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
        wording.clone(),
        MoveReader::for_pack(setup.notation, &wording.pack),
        Box::new(journal),
        offset,
        options.run.virtual_time,
        tactus_runtime::calendar::outside(),
    )
    .with_server(Box::new(link), side);
    play::run_session(session, opening, options, runner, board)
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
