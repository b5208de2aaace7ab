//! The game a listener hears: chosen from a PGN file by its number or by a player's name, its moves checked
//! against the rules once, with its headers, comments and result kept.
//!
//! Every refusal is a sentence in the voice pack's words that says what to do: how many games the file holds, which
//! players it has, or which move of which game cannot be played and why.

use shakmaty::{Chess, Move, Position};

pub use super::game_error::GameError;
use crate::{
    analysis::{GameTree, NodeId, TreeError, TreeGames},
    notation::{fold, MoveError, MoveReader, PgnError, PgnGame, PgnGames, Reason},
    rules::{Ending, Game, Ply, Score},
    voice::{PhraseKey, VoicePack},
};

/// How the game is chosen from the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The first game.
    First,
    /// The game with this number, counted from 1 (`--game`).
    Number(usize),
    /// The first game whose White or Black contains this name, case and accents ignored (`--players`).
    Players(String),
}

/// A game ready to be heard: its moves and variations in a tree, its headers and comments, and its result.
#[derive(Clone, Debug)]
pub struct ListenGame {
    /// Its number in the file, from 1.
    pub number: usize,
    /// How many games the file holds.
    pub count: usize,
    /// The moves from the start, with their variations, comments and marks; the tags.
    pub(crate) tree: GameTree,
    /// The result: the movetext's termination marker, else the Result tag; `None` when the game is unfinished (`*`)
    /// or the file does not say.
    pub(crate) result: Option<Score>,
    /// How the main line's last position ended the game by itself (checkmate, stalemate…), if it did.
    pub(crate) ending: Option<Ending>,
    /// Why the game's variations could not be read, when its main line could: the main line alone is heard.
    pub(crate) unread_lines: Option<TreeError>,
}

impl ListenGame {
    /// The value of a tag, if present and not a placeholder (`?`, `-`, empty).
    #[must_use]
    pub(crate) fn tag(&self, name: &str) -> Option<&str> {
        self.tree
            .tag(name)
            .map(str::trim)
            .filter(|v| !matches!(*v, "" | "?" | "-"))
    }

    /// The game with the variations of game `index` of `bytes` when they can be read and hold this main line; else
    /// its main line alone, with why.
    fn with_variations(played: PlayedGame, bytes: &[u8], index: usize) -> ListenGame {
        let read = TreeGames::new(bytes).nth(index);
        let (tree, unread_lines) = match read {
            Some(Ok(tree)) if same_main_line(&tree, &played.plies) => (tree, None),
            other => (
                GameTree::of_plies(
                    played.start.clone(),
                    played.tags,
                    &played.plies,
                    &played.comments,
                ),
                other.and_then(Result::err),
            ),
        };
        ListenGame {
            number: played.number,
            count: played.count,
            tree,
            result: played.result,
            ending: played.ending,
            unread_lines,
        }
    }

    /// The position the game starts from, as FEN.
    #[must_use]
    pub fn start_fen(&self) -> String {
        crate::rules::fen_of(self.tree.position(self.tree.root()))
    }

    /// Its moves from the start, with their variations, comments and marks, and its tags.
    #[must_use]
    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// A game of its own: a tree made elsewhere (a position, a journal), the only one of its file.
    #[must_use]
    pub fn of_tree(tree: GameTree, result: Option<Score>) -> ListenGame {
        let ending = line_ending(&tree, tree.main_end(tree.root()));
        ListenGame {
            number: 1,
            count: 1,
            tree,
            result,
            ending,
            unread_lines: None,
        }
    }
}

/// How the game along the path to `end` ended by itself (checkmate, stalemate, a repetition…), if it did.
pub(crate) fn line_ending(tree: &GameTree, end: NodeId) -> Option<Ending> {
    let mut game = Game::new(tree.position(tree.root()).clone());
    for node in tree.path(end).into_iter().skip(1) {
        if let Some(&played) = tree.played(node) {
            game.play(played);
        }
    }
    game.ending()
}

/// Whether `tree`'s main line is the moves `plies`.
fn same_main_line(tree: &GameTree, plies: &[Ply]) -> bool {
    let mut at = tree.root();
    for ply in plies {
        match tree.children(at).first() {
            Some(&next) if tree.played(next) == Some(&ply.mv) => at = next,
            _ => return false,
        }
    }
    tree.children(at).is_empty()
}

/// A game of a PGN file played through: every position from the start, every move, the comments and the result.
#[derive(Clone, Debug)]
pub(crate) struct PlayedGame {
    /// Its number in the file, from 1.
    pub(crate) number: usize,
    /// How many games the file holds.
    pub(crate) count: usize,
    /// The tag pairs, in file order.
    pub(crate) tags: Vec<(String, String)>,
    /// The start position.
    pub(crate) start: Chess,
    /// The moves, each with the position before it.
    pub(crate) plies: Vec<Ply>,
    /// The position after the last move.
    pub(crate) last: Chess,
    /// The comments: index 0 before the first move, index N after move N.
    pub(crate) comments: Vec<Option<String>>,
    /// The result, as [`ListenGame::result`].
    pub(crate) result: Option<Score>,
    /// How the final position ended the game by itself, if it did.
    pub(crate) ending: Option<Ending>,
}

/// Reads the PGN text of `path_name` and picks the game `choice` names.
///
/// # Errors
/// A sentence in `pack`'s words: no game in the file, a number out of range, no such player, or a move of the chosen
/// game that cannot be read or played (naming the game, the move number and the side).
pub fn choose(
    bytes: &[u8],
    path_name: &str,
    choice: &Choice,
    pack: &VoicePack,
    reader: &MoveReader,
) -> Result<ListenGame, GameError> {
    let games = read_games(bytes, path_name, pack)?;
    let count = games.len();
    let index = match choice {
        Choice::First => 0,
        Choice::Number(number) if (1..=count).contains(number) => number - 1,
        Choice::Number(number) if count == 1 => {
            return Err(GameError::NoSuchGame(pack.phrase(
                PhraseKey::ListenGameOnlyOne,
                &[("path", path_name), ("number", &number.to_string())],
            )))
        }
        Choice::Number(number) => {
            return Err(GameError::NoSuchGame(pack.phrase(
                PhraseKey::ListenGameRange,
                &[
                    ("path", path_name),
                    ("count", &count.to_string()),
                    ("number", &number.to_string()),
                ],
            )))
        }
        Choice::Players(name) => find_player(&games, name).ok_or_else(|| {
            GameError::NoPlayer(pack.phrase(
                PhraseKey::ListenNoPlayer,
                &[
                    ("path", path_name),
                    ("name", name),
                    ("players", &some_players(&games, pack)),
                ],
            ))
        })?,
    };
    let played = play_game(&games, index, path_name, pack, reader)?;
    Ok(ListenGame::with_variations(played, bytes, index))
}

/// The games of a PGN text, each read or with why the file could not be read further.
///
/// # Errors
/// A sentence in `pack`'s words when the file holds no game.
pub(crate) fn read_games(
    bytes: &[u8],
    path_name: &str,
    pack: &VoicePack,
) -> Result<Vec<Result<PgnGame, PgnError>>, GameError> {
    let refuse = |problem: String| unreadable(pack, path_name, &problem);
    let games: Vec<Result<PgnGame, PgnError>> = PgnGames::new(bytes)
        .map_err(|e| refuse(e.to_string()))?
        .collect();
    if games.is_empty() {
        return Err(refuse(pack.phrase(PhraseKey::PgnNoGame, &[])));
    }
    Ok(games)
}

/// "cannot read games.pgn: …".
fn unreadable(pack: &VoicePack, path_name: &str, problem: &str) -> GameError {
    GameError::Unreadable(pack.phrase(
        PhraseKey::ListenUnreadable,
        &[("path", path_name), ("problem", problem)],
    ))
}

/// The game at `index` of `games` (read by [`read_games`]), its moves played.
///
/// # Errors
/// A sentence in `pack`'s words naming the game, and the move number and side of a move that cannot be read or
/// played; or why the file could not be read as far as this game.
pub(crate) fn play_game(
    games: &[Result<PgnGame, PgnError>],
    index: usize,
    path_name: &str,
    pack: &VoicePack,
    reader: &MoveReader,
) -> Result<PlayedGame, GameError> {
    let count = games.len();
    let number = index + 1;
    let refuse = |problem: String| unreadable(pack, path_name, &problem);
    let game_problem = |problem: String| {
        refuse(pack.phrase(
            PhraseKey::AnnounceGameProblem,
            &[("game", &number.to_string()), ("problem", &problem)],
        ))
    };
    let pgn = match games.get(index) {
        Some(Ok(pgn)) => pgn,
        None => return Err(refuse(pack.phrase(PhraseKey::PgnNoGame, &[]))),
        Some(Err(error)) => {
            return Err(game_problem(pack.phrase(
                PhraseKey::PgnUnreadableRest,
                &[("error", &error.to_string())],
            )))
        }
    };
    if let Some(variant) = pgn
        .tag("Variant")
        .filter(|v| !v.is_empty() && !v.eq_ignore_ascii_case("standard"))
    {
        return Err(game_problem(
            pack.phrase(PhraseKey::PgnVariant, &[("variant", variant)]),
        ));
    }
    let mut game = match pgn.tag("FEN") {
        Some(fen) => Game::from_fen(fen).map_err(|e| game_problem(e.to_string()))?,
        None => Game::default(),
    };
    // The first token that is not SAN stops the game where it stands: the reader skipped it, so the moves after it
    // would be misplaced.
    let stop = pgn.unreadable.as_ref();
    for played in 0..=pgn.moves.len() {
        let move_problem = |reason: String| {
            let pos = game.position();
            refuse(pack.phrase(
                PhraseKey::AnnounceMoveError,
                &[
                    ("game", &number.to_string()),
                    ("number", &pos.fullmoves().to_string()),
                    ("side", &pack.side(pos.turn())),
                    ("reason", &reason),
                ],
            ))
        };
        if let Some((_, token)) = stop.filter(|(at, _)| *at == played) {
            return Err(move_problem(
                pack.phrase(PhraseKey::PgnNotSan, &[("input", token)]),
            ));
        }
        let Some(san) = pgn.moves.get(played) else {
            break;
        };
        let mv = legal_move(&game, san, reader)
            .map_err(|e| move_problem(pack.describe_error(&san.to_string(), &e)))?;
        game.play(mv);
    }
    let comments = (0..=pgn.moves.len())
        .map(|moves| pgn.comment_after(moves))
        .collect();
    let start = game
        .plies()
        .first()
        .map_or_else(|| game.position().clone(), |first| first.before.clone());
    Ok(PlayedGame {
        number,
        count,
        tags: pgn.tags.clone(),
        start,
        plies: game.plies().to_vec(),
        last: game.position().clone(),
        comments,
        result: pgn
            .result
            .as_deref()
            .or_else(|| pgn.tag("Result"))
            .and_then(Score::from_pgn),
        ending: game.ending(),
    })
}

/// The legal move a PGN's SAN names: read strictly as written first, then as any accepted notation (a capture
/// written without `x`, German letters), since a listener wants to hear the game rather than check the file.
fn legal_move(
    game: &Game,
    san: &shakmaty::san::SanPlus,
    reader: &MoveReader,
) -> Result<Move, MoveError> {
    if let Some(ending) = game.ending() {
        return Err(MoveError::Illegal(Reason::GameOver(ending)));
    }
    let pos = game.position();
    match san.san.to_move(pos) {
        Ok(mv) if pos.is_legal(mv) => Ok(mv),
        _ => reader.read(pos, &san.to_string()),
    }
}

/// The index of the first game whose White or Black contains `name`, case and accents ignored.
fn find_player(games: &[Result<PgnGame, PgnError>], name: &str) -> Option<usize> {
    let wanted = fold(name);
    if wanted.is_empty() {
        return None;
    }
    games.iter().position(|game| {
        game.as_ref().is_ok_and(|game| {
            ["White", "Black"]
                .iter()
                .filter_map(|tag| game.tag(tag))
                .any(|player| fold(player).contains(&wanted))
        })
    })
}

/// How many players' names a refusal lists.
const NAMES_LISTED: usize = 6;

/// The first few players' names of the file, each once, in file order.
fn some_players(games: &[Result<PgnGame, PgnError>], pack: &VoicePack) -> String {
    let mut names: Vec<&str> = Vec::new();
    for game in games.iter().flatten() {
        for tag in ["White", "Black"] {
            if let Some(name) = game
                .tag(tag)
                .map(str::trim)
                .filter(|n| !matches!(*n, "" | "?"))
            {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
    }
    if names.is_empty() {
        return "?".into();
    }
    names.truncate(NAMES_LISTED);
    names.join(&pack.phrase(PhraseKey::ListSeparator, &[]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Notation;

    const FILE: &str =
        "[White \"Kasparov, Garry\"]\n[Black \"Topalov, Veselin\"]\n[Result \"1-0\"]\n\n\
        {A famous game} 1. e4 d6 {Pirc} 2. d4 Nf6 1-0\n\n\
        [White \"Müller\"]\n[Black \"Anand\"]\n\n1. d4 d5 1/2-1/2\n";

    fn pick(text: &str, choice: Choice) -> Result<ListenGame, GameError> {
        let en = VoicePack::builtin("en").unwrap();
        let reader = MoveReader::for_pack(Notation::En, &en);
        choose(text.as_bytes(), "games.pgn", &choice, &en, &reader)
    }

    #[test]
    fn games_are_chosen_by_number_or_player() {
        let first = pick(FILE, Choice::First).unwrap();
        let tree = &first.tree;
        let line = tree.path(tree.main_end(tree.root()));
        assert_eq!((first.number, first.count, line.len() - 1), (1, 2, 4));
        assert_eq!(tree.comment(line[0]), Some("A famous game"));
        assert_eq!(tree.comment(line[2]), Some("Pirc"));
        assert_eq!(tree.comment(line[1]), None);
        assert_eq!(first.result, Some(Score::WhiteWins));
        assert_eq!(pick(FILE, Choice::Number(2)).unwrap().number, 2);
        assert_eq!(
            pick(FILE, Choice::Players("muller".into())).unwrap().number,
            2
        );
        assert_eq!(
            pick(FILE, Choice::Players("TOPALOV".into()))
                .unwrap()
                .number,
            1
        );
    }

    #[test]
    fn a_token_that_is_not_san_stops_the_game_there() {
        assert_eq!(
            pick("1. e4 e5 2. Nf3 Zz9 3. Bc4 *\n", Choice::First).unwrap_err(),
            GameError::Unreadable(
                "cannot read games.pgn: game 1, move 2 (Black): \"Zz9\" is not a move in standard notation (SAN)"
                    .into()
            )
        );
    }

    #[test]
    fn refusals_say_what_the_file_holds() {
        assert_eq!(
            pick(FILE, Choice::Number(3)).unwrap_err(),
            GameError::NoSuchGame(
                "games.pgn holds 2 games, so there is no game 3: choose --game 1 to 2".into()
            )
        );
        assert_eq!(
            pick(FILE, Choice::Players("Carlsen".into())).unwrap_err(),
            GameError::NoPlayer(
                "no game in games.pgn has a player whose name contains \"Carlsen\"; its players include \
                 Kasparov, Garry, Topalov, Veselin, Müller, Anand"
                    .into()
            )
        );
        assert_eq!(
            pick("1. e4 e5 2. Ke3 *\n", Choice::First).unwrap_err(),
            GameError::Unreadable(
                "cannot read games.pgn: game 1, move 2 (White): \"Ke3\" is illegal: no White King can move to Eva three"
                    .into()
            )
        );
        assert_eq!(
            pick("", Choice::First).unwrap_err(),
            GameError::Unreadable("cannot read games.pgn: the PGN holds no game".into())
        );
        assert_eq!(
            pick("1. e4 e5 *\n", Choice::Number(2)).unwrap_err(),
            GameError::NoSuchGame(
                "games.pgn holds only one game, so there is no game 2: leave out --game".into()
            )
        );
    }
}
