//! An online game made a game at the board whose opponent is the server: the game's stream opened, its first line
//! (`gameFull`) made the game's setup and journal (or the journal given reopened), then the stream read on a thread
//! of its own and the game's requests sent on another, both answering into the commands' channel.

use std::{path::Path, sync::mpsc::Sender, sync::Arc};

use tactus_core::{
    game_line, Event, GameLine, Incoming, Input, LobbyRefusal, MoveReader, PlaySession, Record,
    ServerInput, Side, Wording,
};

use crate::{
    lichess::{
        lobby::{game_setup, LobbyError, Seating, Started},
        stream_path, GameLink,
    },
    Worded,
};

/// Where an online game is kept and how it is worded and read.
pub struct OnlineSeat<'a> {
    /// The journal to write, or to reopen when it is there.
    pub journal: Option<&'a Path>,
    /// The server's address.
    pub server: String,
    /// How moves are written, the voice and its style.
    pub seating: Seating,
    /// The voice pack and style of the game's words.
    pub wording: Arc<Wording>,
    /// Whether the session runs in virtual time.
    pub virtual_time: bool,
}

/// The session of the game `started`, the server seated at it answering through `sender`, and what it says first.
///
/// # Errors
/// The stream cannot be opened, its first line is not the game, the journal cannot be made or reopened; in the voice
/// pack's words.
pub fn seat_online(
    started: Started,
    seat: OnlineSeat<'_>,
    sender: &Sender<Incoming>,
) -> Result<(PlaySession, Vec<Event>), Worded> {
    let Started {
        client,
        account,
        game,
    } = started;
    let OnlineSeat {
        journal: path,
        server,
        seating,
        wording,
        virtual_time,
    } = seat;
    let failed = |e: LobbyError| Worded(e.worded(&wording.pack));
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
    let (state, journal, offset) = match path.filter(|path| path.exists()) {
        Some(path) => crate::resumed_game::reopen(path, &wording)?,
        None => {
            let moment = crate::calendar::now();
            let setup = game_setup(&full, side, &server, seating, &wording.pack, &moment);
            let names = [Some(setup.white.as_str()), Some(setup.black.as_str())];
            let online = Record::Online {
                t: 0,
                server: server.clone(),
                game: game.clone(),
                side,
            };
            let (state, journal) =
                crate::new_game::begin(&setup, &wording, path, &moment, names, vec![online])?;
            (state, journal, 0)
        }
    };
    let setup = state.setup().clone();
    let opening = vec![crate::new_game::announced(&setup, &journal)];
    let link = GameLink::start(client, &game, sender.clone());
    // The game as the server has it is the first thing the session hears, then the stream's lines as they come.
    let _ = sender.send(Incoming::Input(Input::Server(ServerInput::Line(
        GameLine::GameFull(full),
    ))));
    link.follow(stream);
    let session = PlaySession::new(
        state,
        wording.clone(),
        MoveReader::for_pack(setup.notation, &wording.pack),
        Box::new(journal),
        offset,
        virtual_time,
        crate::calendar::outside(),
    )
    .with_server(Box::new(link), side);
    Ok((session, opening))
}

/// The game of the journal at `path`, when it is there and is an online game's.
#[must_use]
pub fn journal_game(path: Option<&Path>) -> Option<String> {
    let path = path.filter(|path| path.exists())?;
    let contents = crate::journal::read::<Record>(path).ok()?;
    contents
        .records
        .into_iter()
        .find_map(|record| match record {
            Record::Online { game, .. } => Some(game),
            _ => None,
        })
}
