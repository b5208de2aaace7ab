//! One rank of the tactile board described in words and checked against the game: `verify rank 1 Turm Anna Koenig
//! Eva Turm Hector` — each piece followed by its file, White's pieces unless `black` (`schwarz`, `noirs`) is said
//! before them, `white` again going back. A blind player describes what his fingers find, rank by rank, without
//! typing a FEN; the answer names each square that differs.

use shakmaty::{Board, Chess, Color, Piece, Position, Square};

use super::{mirror::Mirror, placement::differences};
use crate::{
    arguments::side_word,
    boundary::Refusal,
    voice::{shortened, PhraseKey, VoicePack, Word},
};

/// Compares the rank described in `input` ("1 Turm Anna Koenig Eva", the rank first) with `pos`.
///
/// # Errors
/// The rank's refusal when the first word is not a rank; `error_verify_rank` naming the first word that is neither a
/// colour, a piece nor a file, or a piece without its file.
pub(crate) fn verify_rank(pos: &Chess, pack: &VoicePack, input: &str) -> Result<String, Refusal> {
    let mirror = Mirror::new(pos, pack, Color::White);
    let mut words = input.split_whitespace();
    let rank = mirror.find_rank(words.next().unwrap_or_default())?;
    let refuse = |word: &str| {
        Refusal::new(
            pack,
            PhraseKey::ErrorVerifyRank,
            &[("input", &shortened(word))],
        )
    };
    let mut described = Board::empty();
    let mut color = Color::White;
    let mut piece = None;
    for word in words {
        let lower = word.to_lowercase();
        if let Some(side) = side_word(&lower) {
            if piece.is_some() {
                return Err(refuse(word));
            }
            color = side.into();
            continue;
        }
        match piece.take() {
            None => piece = Some(mirror.find_piece(word).map_err(|_| refuse(word))?),
            Some(role) => {
                let file = mirror.find_file(word).map_err(|_| refuse(word))?;
                described.set_piece_at(Square::from_coords(file, rank), Piece { color, role });
            }
        }
    }
    if let Some(role) = piece {
        return Err(refuse(&pack.piece(role)));
    }
    let squares: Vec<Square> = shakmaty::File::ALL
        .into_iter()
        .map(|file| Square::from_coords(file, rank))
        .collect();
    let mut game = Board::empty();
    for sq in &squares {
        if let Some(piece) = pos.board().piece_at(*sq) {
            game.set_piece_at(*sq, piece);
        }
    }
    let name = &pack.word(Word::Rank(rank)).text;
    Ok(differences(
        pack,
        &game,
        &described,
        squares.into_iter(),
        pack.phrase(PhraseKey::VerifyRankMatch, &[("rank", name)]),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(pack: &str, input: &str) -> Result<String, String> {
        let pack = VoicePack::builtin(pack).unwrap();
        verify_rank(&Chess::default(), &pack, input).map_err(|r| r.message.to_string())
    }

    #[test]
    fn a_rank_described_in_words_is_compared_square_by_square() {
        assert_eq!(
            check("fide", "8 schwarz Turm Anna Springer Bella Laeufer Cesar Dame David Koenig Eva Laeufer Felix Springer Gustav Turm Hector"),
            Ok("Rank acht matches the game".to_string())
        );
        assert_eq!(
            check("fide", "1 turm anna koenig eva turm hector"),
            Ok("5 squares differ: Bella eins: white Springer in the game, nothing on your board; Cesar eins: \
                white Laeufer in the game, nothing on your board; David eins: white Dame in the game, nothing on \
                your board; Felix eins: white Laeufer in the game, nothing on your board; Gustav eins: white \
                Springer in the game, nothing on your board"
                .to_string())
        );
        assert_eq!(
            check("en", "four black queen e"),
            Ok(
                "One square differs: Eva four: nothing in the game, black Queen on your board"
                    .to_string()
            )
        );
        assert_eq!(
            check("de", "drei").unwrap(),
            "Reihe drei stimmt mit der Partie überein"
        );
    }

    #[test]
    fn what_cannot_be_read_is_named() {
        assert_eq!(
            check("fide", "1 turm anna koenig").unwrap_err(),
            "cannot read \"Koenig\" in the described rank: name each piece and its file, like Turm Anna, and say \
             black before Black's pieces"
        );
        assert_eq!(
            check("fide", "1 turm zebra").unwrap_err(),
            "cannot read \"zebra\" in the described rank: name each piece and its file, like Turm Anna, and say \
             black before Black's pieces"
        );
        assert!(check("fide", "9 turm anna")
            .unwrap_err()
            .starts_with("cannot read \"9\" as a rank"));
    }
}
