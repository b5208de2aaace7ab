//! The words for the annotation glyphs a player hears: the move marks and the position marks.

use crate::voice::PhraseKey;

/// The pack's phrase for the annotation glyph `nag`: the move marks `$1`–`$6` (good move, mistake, brilliant move,
/// blunder, interesting move, dubious move) and the position marks `$10`, `$13`–`$19` (equal, unclear, White or Black
/// slightly better, better, winning); `None` for the others.
#[must_use]
pub fn mark_phrase(nag: u8) -> Option<PhraseKey> {
    Some(match nag {
        1 => PhraseKey::MarkGoodMove,
        2 => PhraseKey::MarkMistake,
        3 => PhraseKey::MarkBrilliantMove,
        4 => PhraseKey::MarkBlunder,
        5 => PhraseKey::MarkInterestingMove,
        6 => PhraseKey::MarkDubiousMove,
        10 => PhraseKey::MarkEqual,
        13 => PhraseKey::MarkUnclear,
        14 => PhraseKey::MarkWhiteSlightlyBetter,
        15 => PhraseKey::MarkBlackSlightlyBetter,
        16 => PhraseKey::MarkWhiteBetter,
        17 => PhraseKey::MarkBlackBetter,
        18 => PhraseKey::MarkWhiteWinning,
        19 => PhraseKey::MarkBlackWinning,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voice::VoicePack;

    #[test]
    fn every_mark_has_words_in_every_shipped_pack() {
        let marked: Vec<u8> = (0..=u8::MAX)
            .filter(|&n| mark_phrase(n).is_some())
            .collect();
        assert_eq!(marked, [1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19]);
        for name in ["en", "de", "fr"] {
            let pack = VoicePack::builtin(name).unwrap();
            for &nag in &marked {
                let words = pack.phrase(mark_phrase(nag).unwrap(), &[]);
                assert!(!words.trim().is_empty(), "{name}: ${nag}");
            }
        }
        let english = VoicePack::builtin("en").unwrap();
        assert_eq!(english.phrase(mark_phrase(4).unwrap(), &[]), "blunder");
        assert_eq!(mark_phrase(7), None);
    }
}
