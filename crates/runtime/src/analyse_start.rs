//! Where `tactus analyse` starts: what was opened (a game's journal, a PGN file, a position in FEN, a study, a game
//! or a broadcast round fetched from lichess (kept in memory only), or the start position), the game chosen from it as `listen` chooses one, the board at the end of the game or at `--move`, and
//! the arguments that make the same board again (for a resumed analysis journal); the files `save` writes.

use std::{
    path::{Path, PathBuf},
    sync::Arc,
};

use tactus_core::{
    choose_listen_game, AnalyseSession, Choice, Event, GameTree, LichessSource, ListenGame,
    ListenSession, Mode, MoveReader, PhraseKey, Record, SaveFile, SaveRefused, Sentence, Style,
    SystemError, VoicePack, Wording,
};

use crate::{
    export_file::read_game,
    export_text::{export_text, ExportText},
    games_file::read_games_file,
    training_journal::{Prepared, Remade},
    Worded,
};

/// What the user opened and chose.
pub struct AnalyseChoice<'a> {
    /// A game's journal, a PGN file, a FEN or something on lichess; the start position when `None`.
    pub source: Option<&'a str>,
    /// The lichess server asked for what is on lichess (`--server`); else `TACTUS_LICHESS_URL`, else lichess.org.
    pub server: Option<&'a str>,
    /// Which game of a PGN file.
    pub game: Choice,
    /// The move to stand at (`--move N [black]`); the game's end when `None`.
    pub at: Option<(u32, bool)>,
    /// How much an announcement says.
    pub style: Style,
    /// Whether time is virtual.
    pub virtual_time: bool,
}

/// The analysis board `choice` makes, in `pack`'s words (named `voice` on the command line), typed moves read by
/// `reader`, its engine's questions answered by `no_engine` until an engine is attached.
///
/// # Errors
/// A file that cannot be read, something on lichess that cannot be fetched, a game that is not in it or whose moves cannot be played, a text that is neither a
/// file nor a position, a move `--move` names that the game does not have.
pub fn analyse_board(
    choice: &AnalyseChoice<'_>,
    voice: &str,
    pack: VoicePack,
    reader: MoveReader,
    no_engine: Sentence,
) -> Result<Prepared<AnalyseSession>, Worded> {
    let (game, opened, in_progress) = opened_game(choice, &pack, &reader)?;
    let first = game.start_fen();
    let listen = ListenSession::new(game, pack.clone(), choice.style, None, choice.virtual_time);
    let saver = FileSaver {
        opened: opened.clone(),
    };
    let mut session = AnalyseSession::new(listen, reader, Box::new(saver), no_engine);
    if in_progress {
        session.forbid_engine();
    }
    match choice.at {
        Some((number, black)) => {
            if !session.stand_at(number, black) {
                return Err(Worded(pack.phrase(
                    PhraseKey::AnalyseNoSuchMove,
                    &[("number", &number.to_string())],
                )));
            }
        }
        None => session.stand_at_end(),
    }
    let opening: Vec<Event> = session.opening();
    Ok(Prepared {
        session,
        opening,
        remade: Remade {
            drill: "analyse",
            args: remade_args(choice, opened.as_deref(), voice),
            first,
            again: "where",
        },
        pack,
    })
}

/// The game opened, the file it came from (absolute), if any, and whether it is a tournament or online game still
/// being played (its journal's), which no engine may help.
fn opened_game(
    choice: &AnalyseChoice<'_>,
    pack: &VoicePack,
    reader: &MoveReader,
) -> Result<(ListenGame, Option<PathBuf>, bool), Worded> {
    let Some(source) = choice.source else {
        let start = ListenGame::of_tree(GameTree::new(Default::default()), None);
        return Ok((start, None, false));
    };
    let path = Path::new(source);
    if !path.exists() {
        if let Some(lichess) = LichessSource::parse(source) {
            let (game, in_progress) = fetched_game(&lichess, source, choice, pack, reader)?;
            return Ok((game, None, in_progress));
        }
        return match (GameTree::from_position(source), looks_like_fen(source)) {
            (Ok(tree), _) => Ok((ListenGame::of_tree(tree, None), None, false)),
            (Err(problem), true) => Err(Worded(tactus_core::fen_error(pack, &problem))),
            (Err(_), false) => Err(Worded(
                pack.phrase(PhraseKey::AnalyseNoSource, &[("source", source)]),
            )),
        };
    }
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let (bytes, path_name) = read_games_file(path, pack)?;
    let mut in_progress = false;
    let bytes = if is_game_journal(&bytes) {
        let wording = Arc::new(Wording {
            pack: pack.clone(),
            style: choice.style,
        });
        let (state, _) = read_game(path, wording.clone())?;
        in_progress = state.result().is_none()
            && (state.setup().mode == Mode::Tournament || played_online(path));
        export_text(&state, &wording, ExportText::Pgn).into_bytes()
    } else {
        bytes
    };
    let game =
        choose_listen_game(&bytes, &path_name, &choice.game, pack, reader).map_err(Worded::from)?;
    Ok((game, Some(absolute), in_progress))
}

/// Whether the game journal at `path` is an online game's.
fn played_online(path: &Path) -> bool {
    crate::journal::read::<Record>(path).is_ok_and(|contents| {
        contents
            .records
            .iter()
            .any(|record| matches!(record, Record::Online { .. }))
    })
}

/// The game chosen from what `lichess` names, fetched (into memory only), and whether it is a lichess game still
/// being played, which no engine may help; a study of several chapters is chosen from as a PGN file of several games
/// is (and says, opened at its first, that `--game` chooses another).
#[cfg(feature = "online")]
fn fetched_game(
    lichess: &LichessSource,
    source: &str,
    choice: &AnalyseChoice<'_>,
    pack: &VoicePack,
    reader: &MoveReader,
) -> Result<(ListenGame, bool), Worded> {
    let server = crate::lichess::server(choice.server);
    let pgn = crate::lichess::fetch_pgn(lichess, &server, pack, choice.virtual_time)?;
    let game = choose_listen_game(pgn.as_bytes(), source, &choice.game, pack, reader)
        .map_err(Worded::from)?;
    let in_progress = matches!(lichess, LichessSource::Game(_)) && pgn.contains("[Result \"*\"]");
    Ok((game, in_progress))
}

/// Without the `online` feature nothing is fetched: said at once.
#[cfg(not(feature = "online"))]
fn fetched_game(
    _lichess: &LichessSource,
    _source: &str,
    _choice: &AnalyseChoice<'_>,
    _pack: &VoicePack,
    _reader: &MoveReader,
) -> Result<(ListenGame, bool), Worded> {
    Err(Worded(
        "this tactus was built without lichess (the online feature)".into(),
    ))
}

/// Whether `bytes` are a game's journal: JSON lines, the first an object (a PGN's first comment is no JSON).
pub(crate) fn is_game_journal(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    text.lines()
        .find(|line| !line.trim().is_empty())
        .is_some_and(|line| {
            serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(line).is_ok()
        })
}

/// Whether `text` is meant as a position: a placement of eight ranks.
fn looks_like_fen(text: &str) -> bool {
    text.split_whitespace()
        .next()
        .is_some_and(|placement| placement.matches('/').count() == 7)
}

/// The arguments of `tactus analyse` that open the same board again.
fn remade_args(choice: &AnalyseChoice<'_>, opened: Option<&Path>, voice: &str) -> Vec<String> {
    let mut args = Vec::new();
    match (opened, choice.source) {
        (Some(path), _) => args.push(path.display().to_string()),
        (None, Some(fen)) => args.push(fen.to_string()),
        (None, None) => {}
    }
    if let Some(server) = choice.server {
        args.extend(["--server".to_string(), server.to_string()]);
    }
    match &choice.game {
        Choice::First => {}
        Choice::Number(number) => args.extend(["--game".to_string(), number.to_string()]),
        Choice::Players(name) => args.extend(["--players".to_string(), name.clone()]),
    }
    if let Some((number, black)) = choice.at {
        args.extend(["--move".to_string(), number.to_string()]);
        if black {
            args.push("black".to_string());
        }
    }
    args.extend(["--voice".to_string(), voice.to_string()]);
    args
}

/// The files `save` writes: any but the one opened, written whole beside itself first and then renamed into place,
/// so a failure never leaves half a file.
struct FileSaver {
    opened: Option<PathBuf>,
}

impl SaveFile for FileSaver {
    fn save(&mut self, path: &str, text: &str) -> Result<String, SaveRefused> {
        let target = Path::new(path.trim());
        let same = |opened: &PathBuf| {
            target
                .canonicalize()
                .ok()
                .is_some_and(|here| opened.canonicalize().is_ok_and(|there| here == there))
        };
        if self.opened.as_ref().is_some_and(same) {
            return Err(SaveRefused::OpenedFile);
        }
        let system = |e: std::io::Error| SaveRefused::System(SystemError::from(&e));
        let mut beside = target.as_os_str().to_owned();
        beside.push(".part");
        let beside = PathBuf::from(beside);
        std::fs::write(&beside, text).map_err(system)?;
        std::fs::rename(&beside, target).map_err(|e| {
            let _ = std::fs::remove_file(&beside);
            system(e)
        })?;
        Ok(target.display().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactus_core::Notation;

    fn board(
        source: Option<&str>,
        at: Option<(u32, bool)>,
    ) -> Result<Prepared<AnalyseSession>, Worded> {
        let pack = VoicePack::builtin("en").unwrap();
        let reader = MoveReader::for_pack(Notation::En, &pack);
        let choice = AnalyseChoice {
            source,
            server: None,
            game: Choice::First,
            at,
            style: Style::Short,
            virtual_time: true,
        };
        let no_engine = Sentence::phrase(&pack, PhraseKey::ErrorNoEngine, Vec::new());
        analyse_board(&choice, "en", pack, reader, no_engine)
    }

    #[test]
    fn a_position_a_file_or_nothing_opens_a_board() {
        assert!(board(None, None).is_ok());
        assert!(board(Some("6k1/8/8/8/8/8/8/K6R w - - 0 1"), None).is_ok());
        let refused = board(Some("8/8/8/8/8/8/8/8 w - - 0 1"), None)
            .err()
            .unwrap();
        assert!(refused.0.contains("8/8/8/8/8/8/8/8"), "{}", refused.0);
        let refused = board(Some("no-such-game.pgn"), None).err().unwrap();
        assert!(refused.0.contains("no-such-game.pgn"), "{}", refused.0);
    }

    #[test]
    fn a_move_the_game_does_not_have_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let pgn = dir.path().join("g.pgn");
        std::fs::write(&pgn, "1. e4 e5 2. Nf3 *\n").unwrap();
        let name = pgn.display().to_string();
        assert!(board(Some(&name), Some((2, false))).is_ok());
        let refused = board(Some(&name), Some((9, false))).err().unwrap();
        assert!(refused.0.contains('9'), "{}", refused.0);
    }

    #[test]
    fn save_never_writes_the_opened_file_and_writes_whole() {
        let dir = tempfile::tempdir().unwrap();
        let opened = dir.path().join("g.pgn");
        std::fs::write(&opened, "1. e4 *\n").unwrap();
        let mut saver = FileSaver {
            opened: Some(opened.clone()),
        };
        assert_eq!(
            saver.save(&opened.display().to_string(), "x"),
            Err(SaveRefused::OpenedFile)
        );
        assert_eq!(std::fs::read_to_string(&opened).unwrap(), "1. e4 *\n");
        let other = dir.path().join("tried.pgn");
        saver
            .save(&other.display().to_string(), "1. d4 *\n")
            .unwrap();
        assert_eq!(std::fs::read_to_string(&other).unwrap(), "1. d4 *\n");
        let nowhere = dir.path().join("missing/tried.pgn");
        let refused = saver.save(&nowhere.display().to_string(), "x");
        assert_eq!(refused, Err(SaveRefused::System(SystemError::NotFound)));
    }
}
