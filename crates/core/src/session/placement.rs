//! A described tactile board checked against the game (`verify`).
//!
//! A blind player's pegged board can drift from the game: a piece knocked over, a capture not taken off, a move made
//! on the wrong square. The player (or an assistant) types the board as a FEN piece placement and hears which squares
//! differ and what should stand there. A described board that cannot be read is refused with the exact problem: the
//! number of ranks, the rank whose squares do not add up to eight, or the character that is not a piece or a count.

use shakmaty::{Board, Chess, File, Piece, Position, Rank, Square};

use super::mirror::piece_words;
use crate::{
    boundary::Refusal,
    voice::{PhraseKey, VoicePack},
};

/// Compares the described board `input` (a FEN piece placement, rank 8 first; of a whole FEN only the first field is
/// read) with `pos`: the `verify_match` sentence, or the squares that differ in a1..h8 order, each with what should
/// stand there and what was described.
///
/// # Errors
/// The `error_placement` sentence naming the problem when `input` is not a piece placement.
pub(crate) fn verify(pos: &Chess, pack: &VoicePack, input: &str) -> Result<String, Refusal> {
    if let Some((first, rest)) = input.trim().split_once(char::is_whitespace) {
        if RANK_WORDS.contains(&first.to_lowercase().as_str()) {
            return super::described_rank::verify_rank(pos, pack, rest);
        }
    }
    let described = read(input).map_err(|problem| {
        Refusal::new(
            pack,
            PhraseKey::ErrorPlacement,
            &[("problem", &problem.describe(pack))],
        )
    })?;
    Ok(differences(
        pack,
        pos.board(),
        &described,
        Square::ALL.into_iter(),
        pack.phrase(PhraseKey::VerifyMatch, &[]),
    ))
}

/// The words that start a rank described in words (`verify rank 1 Turm Anna Koenig Eva`).
const RANK_WORDS: [&str; 4] = ["rank", "reihe", "rangée", "rangee"];

/// The sentence for the squares where the game and a description differ (`verify_match` when there are none).
pub(super) fn differences(
    pack: &VoicePack,
    game: &Board,
    described: &Board,
    squares: impl Iterator<Item = Square>,
    all_match: String,
) -> String {
    let differing: Vec<String> = squares
        .filter(|sq| game.piece_at(*sq) != described.piece_at(*sq))
        .map(|sq| {
            pack.phrase(
                PhraseKey::VerifySquare,
                &[
                    ("square", &pack.square(sq)),
                    ("game", &contents(pack, game.piece_at(sq))),
                    ("described", &contents(pack, described.piece_at(sq))),
                ],
            )
        })
        .collect();
    // Each square's sentence may hold a comma of its own, so squares are set apart more strongly.
    let squares = differing.join("; ");
    match differing.len() {
        0 => all_match,
        1 => pack.phrase(PhraseKey::VerifyDiffersOne, &[("squares", &squares)]),
        n => pack.phrase(
            PhraseKey::VerifyDiffers,
            &[("count", &n.to_string()), ("squares", &squares)],
        ),
    }
}

/// What is wrong with a described board.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Problem {
    /// Not eight ranks (how many there are).
    Ranks(usize),
    /// A rank (1..=8) whose squares do not add up to eight (how many they add up to).
    RankLength(u32, usize),
    /// A character that is neither a piece letter nor a count of empty squares 1..=8.
    Character(char),
}

impl Problem {
    fn describe(&self, pack: &VoicePack) -> String {
        match self {
            Problem::Ranks(count) => {
                pack.phrase(PhraseKey::PlacementRanks, &[("count", &count.to_string())])
            }
            Problem::RankLength(rank, count) => pack.phrase(
                PhraseKey::PlacementRankLength,
                &[("rank", &rank.to_string()), ("count", &count.to_string())],
            ),
            Problem::Character(c) => pack.phrase(
                PhraseKey::PlacementCharacter,
                &[("character", &c.to_string())],
            ),
        }
    }
}

/// Reads a piece placement: first any stray character, then the number of ranks, then each rank's length (rank 8
/// first), so the first problem found is the one reported.
fn read(input: &str) -> Result<Board, Problem> {
    let placement = input.split_whitespace().next().unwrap_or("");
    if let Some(c) = placement
        .chars()
        .find(|c| *c != '/' && Piece::from_char(*c).is_none() && !('1'..='8').contains(c))
    {
        return Err(Problem::Character(c));
    }
    if placement.is_empty() {
        return Err(Problem::Ranks(0));
    }
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(Problem::Ranks(ranks.len()));
    }
    let mut board = Board::empty();
    for (row, text) in ranks.iter().enumerate() {
        let rank = Rank::ALL[7 - row];
        let mut squares: Vec<Option<Piece>> = Vec::with_capacity(8);
        for c in text.chars() {
            match c.to_digit(10) {
                Some(n) => squares.extend(std::iter::repeat_n(None, n as usize)),
                None => squares.extend(Piece::from_char(c).map(Some)),
            }
        }
        if squares.len() != 8 {
            return Err(Problem::RankLength(8 - row as u32, squares.len()));
        }
        for (file, piece) in File::ALL.into_iter().zip(squares) {
            if let Some(piece) = piece {
                board.set_piece_at(Square::from_coords(file, rank), piece);
            }
        }
    }
    Ok(board)
}

/// What stands on a square, in words; the `empty` word for nothing.
fn contents(pack: &VoicePack, piece: Option<Piece>) -> String {
    match piece {
        Some(piece) => piece_words(pack, piece),
        None => pack.phrase(PhraseKey::Empty, &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{fen::Fen, CastlingMode};

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Standard).unwrap()
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    const PREFIX: &str = "cannot read the described board: ";
    const SUFFIX: &str = ". Write a FEN piece placement, rank 8 first, like rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";

    #[test]
    fn boards_that_can_be_read_are_compared() {
        let en = VoicePack::builtin("en").unwrap();
        let pos = position(AFTER_E4);
        let cases = [
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
                "The described board matches the game",
            ),
            (AFTER_E4, "The described board matches the game"),
            // Consecutive counts are not strict FEN, but they add up unambiguously.
            (
                "rnbqkbnr/pppppppp/8/53/4P3/8/PPPP1PPP/RNBQKBNR",
                "The described board matches the game",
            ),
            (
                "  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 1 ",
                "The described board matches the game",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKB1R",
                "One square differs: Gustav one: white Knight in the game, nothing on your board",
            ),
            (
                START,
                "2 squares differ: Eva two: nothing in the game, white Pawn on your board; \
                 Eva four: white Pawn in the game, nothing on your board",
            ),
            (
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBKQBNq",
                "3 squares differ: David one: white Queen in the game, white King on your board; \
                 Eva one: white King in the game, white Queen on your board; \
                 Hector one: white Rook in the game, black Queen on your board",
            ),
        ];
        for (input, expected) in cases {
            assert_eq!(
                verify(&pos, &en, input),
                Ok(expected.to_string()),
                "{input}"
            );
        }
    }

    #[test]
    fn unreadable_boards_name_the_problem() {
        let en = VoicePack::builtin("en").unwrap();
        let pos = position(START);
        let garbage = "x\u{0}é/9".repeat(2 << 20);
        let pawns = "p".repeat(10 << 20);
        let slashes = "/".repeat(10 << 20);
        let cases = [
            ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP", "it has 7 ranks instead of 8".to_string()),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8",
                "it has 9 ranks instead of 8".to_string(),
            ),
            ("", "it has 0 ranks instead of 8".to_string()),
            ("   ", "it has 0 ranks instead of 8".to_string()),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR",
                "rank 1 has 9 squares instead of 8".to_string(),
            ),
            (
                "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
                "rank 7 has 7 squares instead of 8".to_string(),
            ),
            (
                "rnbqkbnr/pppppppp/8p/8/8/8/PPPPPPPP/RNBQKBNR",
                "rank 6 has 9 squares instead of 8".to_string(),
            ),
            (
                "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR",
                "\"9\" is neither a piece letter (KQRBNP, lower case for Black) nor a number of empty squares".to_string(),
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX",
                "\"X\" is neither a piece letter (KQRBNP, lower case for Black) nor a number of empty squares".to_string(),
            ),
            (
                "rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR",
                "\"0\" is neither a piece letter (KQRBNP, lower case for Black) nor a number of empty squares".to_string(),
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN♘",
                "\"♘\" is neither a piece letter (KQRBNP, lower case for Black) nor a number of empty squares".to_string(),
            ),
            (
                &garbage,
                "\"x\" is neither a piece letter (KQRBNP, lower case for Black) nor a number of empty squares".to_string(),
            ),
            (&pawns, "it has 1 ranks instead of 8".to_string()),
            (&slashes, format!("it has {} ranks instead of 8", (10 << 20) + 1)),
        ];
        for (input, problem) in cases {
            let shown: String = input.chars().take(50).collect();
            assert_eq!(
                verify(&pos, &en, input).map_err(|r| r.message.to_string()),
                Err(format!("{PREFIX}{problem}{SUFFIX}")),
                "{shown}"
            );
        }
    }

    #[test]
    fn other_packs_say_it_in_their_words() {
        let pos = position(AFTER_E4);
        let fide = VoicePack::builtin("fide").unwrap();
        let de = VoicePack::builtin("de").unwrap();
        let fr = VoicePack::builtin("fr").unwrap();
        assert_eq!(
            verify(&pos, &fide, START).unwrap(),
            "2 squares differ: Eva zwei: nothing in the game, white Bauer on your board; \
             Eva vier: white Bauer in the game, nothing on your board"
        );
        assert_eq!(
            verify(&pos, &de, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKB1R").unwrap(),
            "Ein Feld weicht ab: Gustav eins: in der Partie Springer von Weiß, in der Beschreibung nichts"
        );
        assert_eq!(
            verify(&pos, &de, "8/8/8/8/8/8/8").unwrap_err().message,
            "das beschriebene Brett kann nicht gelesen werden: 7 Reihen statt 8. Bitte die Figurenstellung als FEN \
             schreiben, Reihe 8 zuerst, wie rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
        );
        assert_eq!(
            verify(&pos, &fr, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR").unwrap(),
            "L'échiquier décrit correspond à la partie"
        );
    }
}
