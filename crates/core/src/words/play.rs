//! The sentences the game at the board says of its own changes, worded from what the game hands over: a move
//! announced, a flag that fell after a move that ends the game, the draws a practice game may claim, the speech rate
//! chosen, an increment introduced, a lost envelope, a scoresheet checked against the game.

use shakmaty::{Chess, Move};

use crate::{
    clock::Side,
    rules::Claim,
    voice::{announce, PhraseKey, Style, VoicePack},
};

use super::{claim_words, list_words, side_words, time_words, times_words, Sentence};

/// A move as announced in the position `before` it.
pub(crate) fn move_announced(pack: &VoicePack, style: Style, before: &Chess, mv: Move) -> Sentence {
    Sentence::words(pack, &announce(before, mv, style))
}

/// `side`'s flag fell while its move that ends the game waited for the press.
pub(crate) fn flag_after_ending(pack: &VoicePack, side: Side) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::FlagAfterEnding,
        vec![("side", side_words(pack, side))],
    )
}

/// The draws a practice game may claim now.
pub(crate) fn claimable(pack: &VoicePack, claims: &[Claim]) -> Sentence {
    let names = claims.iter().map(|c| claim_words(pack, *c)).collect();
    Sentence::phrase(
        pack,
        PhraseKey::ClaimableNotice,
        vec![("claims", list_words(pack, names))],
    )
}

/// The speech rate chosen, in percent of the voice's normal pace.
pub(crate) fn rate_chosen(pack: &VoicePack, percent: u32) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::AnswerRate,
        vec![("percent", Sentence::number(pack, percent))],
    )
}

/// Every move from now on earns `ms` for both players.
pub(crate) fn increment_introduced(pack: &VoicePack, ms: u64) -> Sentence {
    let time = time_words(pack, i64::try_from(ms).unwrap_or(i64::MAX));
    Sentence::phrase(pack, PhraseKey::IncrementIntroduced, vec![("time", time)])
}

/// The envelope is lost: `to_move` makes the sealed move again, with both `times` (when the game has a clock).
pub(crate) fn envelope_lost(
    pack: &VoicePack,
    to_move: Side,
    times: Option<(i64, i64)>,
) -> Sentence {
    let times = times.map_or_else(Sentence::default, |(white, black)| {
        times_words(pack, white, black)
    });
    Sentence::phrase(
        pack,
        PhraseKey::EnvelopeLost,
        vec![("side", side_words(pack, to_move)), ("times", times)],
    )
}

/// `sheet`'s scoresheet still differs from the game from move `number` on, as already told.
pub(crate) fn sheet_still_differs(pack: &VoicePack, sheet: Side, number: u32) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::SheetStillDiffers,
        vec![
            ("sheet", side_words(pack, sheet)),
            ("number", Sentence::number(pack, number)),
        ],
    )
}

/// `sheet`'s scoresheet agrees with the game over its `count` entries.
pub(crate) fn sheet_agrees(pack: &VoicePack, sheet: Side, count: usize) -> Sentence {
    let count = u32::try_from(count).unwrap_or(u32::MAX);
    Sentence::phrase(
        pack,
        PhraseKey::SheetAgrees,
        vec![
            ("sheet", side_words(pack, sheet)),
            ("count", Sentence::number(pack, count)),
        ],
    )
}

/// Both versions of a disagreement in words: the game's move, and the sheet's entry (a move read in the same
/// position, else the entry as written, said not legal).
pub(crate) fn discrepancy_texts(
    pack: &VoicePack,
    style: Style,
    before: &Chess,
    game: Move,
    recorded: Result<Move, &str>,
) -> (Sentence, Sentence) {
    let said = |mv| {
        let san = shakmaty::san::SanPlus::from_move(before.clone(), mv);
        move_announced(pack, style, before, mv)
            .then(" (", Sentence::figures(san.to_string()))
            .then(")", Sentence::default())
    };
    let recorded = match recorded {
        Ok(mv) => said(mv),
        Err(entry) => Sentence::phrase(
            pack,
            PhraseKey::CompareNotLegal,
            // The entry as written on the sheet, read for the move words it may hold.
            vec![("entry", Sentence::text(entry))],
        ),
    };
    (said(game), recorded)
}
