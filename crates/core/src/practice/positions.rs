//! Where a drill's positions come from: random legal positions (a random game from the start, legal by
//! construction), or a random moment of a random game of a PGN file.

use shakmaty::{Chess, Position};

use super::{
    game_error::GameError,
    listen_game::{play_game, read_games},
    rng::Rng,
};
use crate::{notation::MoveReader, voice::VoicePack};

/// The fewest and most half-moves of a random game.
const RANDOM_PLIES: (usize, usize) = (6, 60);

/// The positions a drill asks about.
#[derive(Clone, Debug)]
pub enum Positions {
    /// A random game from the start position, of a random length.
    Random,
    /// A random moment (after at least one move, when the game has any) of a random game.
    Games(Vec<Vec<Chess>>),
}

impl Positions {
    /// The positions of every game of a PGN text that can be played, and for each game that cannot, why (a sentence
    /// naming the game and the move, told to the user; the other games are still used).
    ///
    /// # Errors
    /// The sentence saying why when no game of the file can be played.
    pub fn from_pgn(
        bytes: &[u8],
        path_name: &str,
        pack: &VoicePack,
        reader: &MoveReader,
    ) -> Result<(Positions, Vec<GameError>), GameError> {
        let games = read_games(bytes, path_name, pack)?;
        let mut played = Vec::new();
        let mut problems = Vec::new();
        for index in 0..games.len() {
            match play_game(&games, index, path_name, pack, reader) {
                Ok(game) => {
                    let mut positions: Vec<Chess> = game
                        .plies
                        .iter()
                        .skip(1)
                        .map(|ply| ply.before.clone())
                        .collect();
                    positions.push(game.last.clone());
                    played.push(positions);
                }
                Err(problem) => problems.push(problem),
            }
        }
        if played.is_empty() {
            return Err(problems
                .into_iter()
                .next()
                .unwrap_or_else(|| GameError::Unreadable(String::new())));
        }
        Ok((Positions::Games(played), problems))
    }

    /// One position, chosen by `rng`.
    pub(crate) fn pick(&self, rng: &mut Rng) -> Chess {
        match self {
            Positions::Random => random_game(rng),
            Positions::Games(games) => rng
                .pick(games)
                .and_then(|game| rng.pick(game))
                .cloned()
                .unwrap_or_default(),
        }
    }
}

/// The position after a random number of random legal moves from the start; it stops early where the game ends.
fn random_game(rng: &mut Rng) -> Chess {
    let mut pos = Chess::default();
    for _ in 0..rng.between(RANDOM_PLIES.0, RANDOM_PLIES.1) {
        let moves = pos.legal_moves();
        let Some(mv) = rng.pick(&moves) else {
            break;
        };
        pos.play_unchecked(*mv);
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::Notation;

    #[test]
    fn random_positions_are_legal_and_repeatable() {
        let mut a = Rng::new(5);
        let mut b = Rng::new(5);
        for _ in 0..20 {
            let pos = Positions::Random.pick(&mut a);
            assert_eq!(pos, Positions::Random.pick(&mut b));
            // Legal: it can be written as a FEN and read back as a legal position.
            let fen = crate::rules::fen_of(&pos);
            assert!(crate::rules::Game::from_fen(&fen).is_ok(), "{fen}");
        }
    }

    #[test]
    fn positions_from_a_file_skip_the_games_that_cannot_be_played() {
        let en = VoicePack::builtin("en").unwrap();
        let reader = MoveReader::for_pack(Notation::En, &en);
        let text = "1. e4 e5 *\n\n1. e4 e5 2. Ke3 *\n";
        let (positions, problems) =
            Positions::from_pgn(text.as_bytes(), "p.pgn", &en, &reader).unwrap();
        let Positions::Games(games) = &positions else {
            panic!("positions from games expected");
        };
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].len(), 2);
        assert_eq!(
            problems,
            [GameError::Unreadable("cannot read p.pgn: game 2, move 2 (White): \"Ke3\" is illegal: no White King can move to Eva three".into())]
        );
        let only_bad = Positions::from_pgn(b"1. Ke2 *\n", "q.pgn", &en, &reader).unwrap_err();
        assert!(
            matches!(&only_bad, GameError::Unreadable(why) if why.starts_with("cannot read q.pgn: game 1, move 1 (White)")),
            "{only_bad}"
        );
    }
}
