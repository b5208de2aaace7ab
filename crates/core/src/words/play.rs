//! The sentences the game at the board says of its own changes, worded from what the game hands over: a move
//! announced, a flag that fell after a move that ends the game, the draws a practice game may claim, the speech rate
//! chosen, an increment introduced, a lost envelope, a scoresheet checked against the game.

use shakmaty::{Chess, Move};

use crate::{
    clock::Side,
    rules::Claim,
    voice::{announce, PhraseKey, Style, VoicePack},
};

use super::{both_times, claim_name, side_name, side_words, spoken_time, Sentence};

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
    let names: Vec<String> = claims.iter().map(|c| claim_name(pack, *c)).collect();
    Sentence::phrase(
        pack,
        PhraseKey::ClaimableNotice,
        vec![("claims", Sentence::text(pack.list(&names)))],
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
pub(crate) fn increment_introduced(pack: &VoicePack, ms: u64) -> String {
    let time = spoken_time(pack, i64::try_from(ms).unwrap_or(i64::MAX));
    pack.phrase(PhraseKey::IncrementIntroduced, &[("time", &time)])
}

/// The envelope is lost: `to_move` makes the sealed move again, with both `times` (when the game has a clock).
pub(crate) fn envelope_lost(pack: &VoicePack, to_move: Side, times: Option<(i64, i64)>) -> String {
    let times = times.map_or_else(String::new, |(white, black)| both_times(pack, white, black));
    let side = side_name(pack, to_move);
    pack.phrase(
        PhraseKey::EnvelopeLost,
        &[("side", &side), ("times", &times)],
    )
}

/// `sheet`'s scoresheet still differs from the game from move `number` on, as already told.
pub(crate) fn sheet_still_differs(pack: &VoicePack, sheet: Side, number: u32) -> String {
    let name = side_name(pack, sheet);
    pack.phrase(
        PhraseKey::SheetStillDiffers,
        &[("sheet", &name), ("number", &pack.number(number))],
    )
}

/// `sheet`'s scoresheet agrees with the game over its `count` entries.
pub(crate) fn sheet_agrees(pack: &VoicePack, sheet: Side, count: usize) -> String {
    let name = side_name(pack, sheet);
    let count = pack.number(u32::try_from(count).unwrap_or(u32::MAX));
    pack.phrase(
        PhraseKey::SheetAgrees,
        &[("sheet", &name), ("count", &count)],
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
    let said = |mv| Sentence::text(pack.words_and_san(before, mv, style));
    let recorded = match recorded {
        Ok(mv) => said(mv),
        Err(entry) => Sentence::phrase(
            pack,
            PhraseKey::CompareNotLegal,
            vec![("entry", Sentence::text(entry))],
        ),
    };
    (said(game), recorded)
}
