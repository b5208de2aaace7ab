//! The sighted player's electronic board in words: the squares where it and the game (or the start position) differ.

use crate::{
    eboard::SquareDifference,
    voice::{PhraseKey, Sentence, VoicePack, Word},
};

/// "Board shows Springer Hector drei; the game has Springer Felix drei": the pieces the board shows that the game
/// lacks, and those the game has that the board lacks, each with its square, in the move words.
pub(crate) fn board_differences(
    pack: &VoicePack,
    squares: &[SquareDifference],
    key: PhraseKey,
) -> Sentence {
    let list = |pieces: Vec<(shakmaty::Square, shakmaty::Piece)>| {
        if pieces.is_empty() {
            return Sentence::phrase(pack, PhraseKey::Empty, Vec::new());
        }
        let items = pieces.into_iter().map(|(square, piece)| {
            let words = [
                Word::Piece(piece.role),
                Word::File(square.file()),
                Word::Rank(square.rank()),
            ];
            Sentence::words(pack, &words)
        });
        Sentence::separated(items, &Sentence::figures(", "))
    };
    let shown = squares
        .iter()
        .filter_map(|d| d.shown.map(|piece| (d.square, piece)))
        .collect();
    let expected = squares
        .iter()
        .filter_map(|d| d.expected.map(|piece| (d.square, piece)))
        .collect();
    Sentence::phrase(
        pack,
        key,
        vec![("shown", list(shown)), ("expected", list(expected))],
    )
}
