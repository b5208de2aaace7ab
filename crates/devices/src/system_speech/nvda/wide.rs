//! Text as NVDA's controller client takes it: UTF-16, ended by a NUL.

/// `text` in UTF-16 with a NUL at its end. A NUL inside the text would end it early, so each becomes a space: the
/// whole text is always said.
#[must_use]
pub(crate) fn wide(text: &str) -> Vec<u16> {
    text.encode_utf16()
        .map(|unit| if unit == 0 { u16::from(b' ') } else { unit })
        .chain(std::iter::once(0))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_utf16_ended_by_one_nul() {
        assert_eq!(wide(""), [0]);
        assert_eq!(wide("e4"), [u16::from(b'e'), u16::from(b'4'), 0]);
        let king = wide("König");
        assert_eq!(king.len(), 6);
        assert_eq!(king[1], 0x00f6);
        assert_eq!(String::from_utf16(&king[..5]).unwrap(), "König");
    }

    #[test]
    fn characters_beyond_the_basic_plane_take_two_units() {
        let horse = wide("\u{1f40e} Springer");
        assert_eq!(&horse[..3], &[0xd83d, 0xdc0e, u16::from(b' ')]);
        assert_eq!(horse.len(), 12);
    }

    #[test]
    fn a_nul_inside_becomes_a_space_and_lines_stay_together() {
        let text = wide("Rank acht:\nTurm\0Anna");
        assert_eq!(text.iter().filter(|unit| **unit == 0).count(), 1);
        assert_eq!(text.last(), Some(&0));
        assert_eq!(
            String::from_utf16(&text[..text.len() - 1]).unwrap(),
            "Rank acht:\nTurm Anna"
        );
    }
}
