//! An engine's evaluation in the pack's words, from White's point of view: "White is slightly better, plus 0.4",
//! "Equal, 0.1", "Black mates in 3", with the depth when given ("… (depth 18)"). The pawns are printed with the
//! language's decimal mark ("0.4", "0,4") and said in the pack's number words ("zero point four", "null Komma vier").

use crate::{
    clock::Side,
    engine::Evaluation,
    voice::{PhraseKey, Sentence, VoicePack},
};

use super::side_words;

/// The most hundredths of a pawn that are still "equal".
pub(crate) const EQUAL_UP_TO: u32 = 25;
/// The most that are still "slightly better".
pub(crate) const SLIGHTLY_UP_TO: u32 = 75;
/// The most that are still "better"; beyond, "winning".
pub(crate) const BETTER_UP_TO: u32 = 200;

/// "White is slightly better, plus 0.4"; "Equal, 0.1"; "Black is winning, minus 3.2"; "Black mates in 3"; with the
/// depth when given: "… (depth 18)". Bands on the absolute pawns: equal up to 0.25, slightly better to 0.75, better
/// to 2.0, winning beyond.
///
/// ```
/// use tactus_core::{evaluation_sentence, EngineScore, Evaluation, VoicePack};
/// use shakmaty::Color;
///
/// let en = VoicePack::builtin("en").unwrap();
/// // The engine scores for the side to move (Black here): 40 for Black is Black slightly better.
/// let eval = Evaluation::from_mover(EngineScore::Centipawns(40), Color::Black);
/// assert_eq!(
///     evaluation_sentence(&en, eval, Some(18)).to_string(),
///     "Black is slightly better, minus 0.4 (depth 18)"
/// );
/// assert_eq!(
///     evaluation_sentence(&en, Evaluation::Mate(-3), None).to_string(),
///     "Black mates in 3"
/// );
/// ```
#[must_use]
pub fn evaluation_sentence(pack: &VoicePack, eval: Evaluation, depth: Option<u8>) -> Sentence {
    let said = match eval {
        Evaluation::Pawns(cp) => pawns_sentence(pack, cp),
        Evaluation::Mate(0) => Sentence::phrase(pack, PhraseKey::EvalCheckmate, Vec::new()),
        Evaluation::Mate(n) => {
            let side = side_words(pack, if n > 0 { Side::White } else { Side::Black });
            let moves = n.unsigned_abs();
            if moves == 1 {
                Sentence::phrase(pack, PhraseKey::EvalMatesInOne, vec![("side", side)])
            } else {
                let n = count(pack, moves);
                Sentence::phrase(pack, PhraseKey::EvalMatesIn, vec![("side", side), ("n", n)])
            }
        }
    };
    match depth {
        None => said,
        Some(depth) => Sentence::phrase(
            pack,
            PhraseKey::EvalAtDepth,
            vec![
                ("evaluation", said),
                ("depth", count(pack, u32::from(depth))),
            ],
        ),
    }
}

/// The band of `cp` hundredths of a pawn, with the pawns signed ("plus 0.4"), or unsigned when equal.
fn pawns_sentence(pack: &VoicePack, cp: i32) -> Sentence {
    let size = cp.unsigned_abs();
    let amount = decimal(pack, size);
    if size <= EQUAL_UP_TO {
        return Sentence::phrase(pack, PhraseKey::EvalEqualBy, vec![("pawns", amount)]);
    }
    let key = if size <= SLIGHTLY_UP_TO {
        PhraseKey::EvalSlightlyBy
    } else if size <= BETTER_UP_TO {
        PhraseKey::EvalBetterBy
    } else {
        PhraseKey::EvalWinningBy
    };
    let (side, sign) = if cp > 0 {
        (Side::White, PhraseKey::EvalPlus)
    } else {
        (Side::Black, PhraseKey::EvalMinus)
    };
    let pawns = Sentence::phrase(pack, sign, vec![("amount", amount)]);
    Sentence::phrase(
        pack,
        key,
        vec![("side", side_words(pack, side)), ("pawns", pawns)],
    )
}

/// Hundredths of a pawn as pawns with one decimal (a half rounded down: 0.25 is "0.2"), printed with the pack's
/// decimal mark and said in its number words.
fn decimal(pack: &VoicePack, hundredths: u32) -> Sentence {
    let tenths = hundredths.saturating_add(4) / 10;
    let (whole, tenth) = (tenths / 10, tenths % 10);
    let figures = |n: u32| n.to_string();
    let text = pack.phrase(
        PhraseKey::EvalDecimal,
        &[("whole", &figures(whole)), ("tenths", &figures(tenth))],
    );
    let said = pack.phrase(
        PhraseKey::EvalDecimalSaid,
        &[
            ("whole", &pack.said_number(whole)),
            ("tenths", &pack.said_number(tenth)),
        ],
    );
    Sentence::spelled(text, said)
}

/// A count printed in figures and said in the pack's number words.
fn count(pack: &VoicePack, n: u32) -> Sentence {
    Sentence::spelled(n.to_string(), pack.said_number(n))
}

#[cfg(test)]
mod tests;
