//! The choices a session starts with: who is blind, which clocks cue, tournament or practice. They are kept in the
//! journal under these names, which stay the same whatever the command line calls them.

use crate::clock::{CueFilter, CueLevel, CueMarks, Side};

/// Whose clocks give cues.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Cues {
    /// The blind player's own clock (see --blind).
    Own,
    /// Both clocks.
    Both,
    /// No cues (the flag is still reported).
    Off,
}

impl Cues {
    /// Which clocks cue, given who uses tactus: `own` means the blind players' clocks.
    #[must_use]
    pub fn filter(self, blind: Blind) -> CueFilter {
        match (self, blind) {
            (Cues::Off, _) | (Cues::Own, Blind::None) => CueFilter::Off,
            (Cues::Both, _) | (Cues::Own, Blind::Both) => CueFilter::Both,
            (Cues::Own, Blind::White) => CueFilter::Own(Side::White),
            (Cues::Own, Blind::Black) => CueFilter::Own(Side::Black),
        }
    }
}

/// A word of `--cues` that is neither whose clocks cue nor a mark.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "cannot read \"{word}\" in the cues: write own, both or off, optionally followed by the marks wanted, 5min, \
     15min, minute or seconds, like own,15min"
)]
pub struct CuesError {
    /// The word, as written.
    pub(crate) word: String,
}

/// `--cues WHO[,MARK...]`: whose clocks cue (`own`, `both`, `off`), then optionally only some marks (`5min`,
/// `15min`, `minute`, `seconds`): `own,15min` gives only the fifteen-minute marks, `own,minute,seconds` only the last
/// minutes. A list of marks alone means `own`.
///
/// # Errors
/// A [`CuesError`] naming the word, which says what was expected.
pub fn read_cues(text: &str) -> Result<(Cues, CueMarks), CuesError> {
    let mut whose = None;
    let mut levels = Vec::new();
    for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
        let level = [
            CueLevel::FiveMinutes,
            CueLevel::FifteenMinutes,
            CueLevel::Minute,
            CueLevel::Seconds,
        ]
        .into_iter()
        .find(|level| level.as_str().eq_ignore_ascii_case(word));
        match (word.to_ascii_lowercase().as_str(), level) {
            (_, Some(level)) => levels.push(level),
            ("own", _) if whose.is_none() => whose = Some(Cues::Own),
            ("both", _) if whose.is_none() => whose = Some(Cues::Both),
            ("off", _) if whose.is_none() => whose = Some(Cues::Off),
            _ => {
                return Err(CuesError {
                    word: word.to_string(),
                })
            }
        }
    }
    Ok((whose.unwrap_or(Cues::Own), CueMarks::only(&levels)))
}

/// Which player uses tactus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Blind {
    /// The player of the white pieces.
    White,
    /// The player of the black pieces.
    Black,
    /// Both players.
    Both,
    /// Neither player.
    None,
}

/// Strict laws, or practice with hints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The laws apply strictly: a move is complete only when the clock is pressed; nothing is volunteered.
    Tournament,
    /// A move is complete at once; claimable draws are announced.
    Practice,
}

impl Mode {
    /// The mode's name, as in `--mode`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Tournament => "tournament",
            Mode::Practice => "practice",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_that_is_neither_whose_nor_a_mark_is_named_with_what_was_expected() {
        assert_eq!(
            read_cues("both,minute"),
            Ok((Cues::Both, CueMarks::only(&[CueLevel::Minute])))
        );
        let err = read_cues("own,xx").unwrap_err();
        assert_eq!(err.word, "xx");
        assert_eq!(
            err.to_string(),
            "cannot read \"xx\" in the cues: write own, both or off, optionally followed by the marks wanted, \
             5min, 15min, minute or seconds, like own,15min"
        );
        // A second "whose" is refused too.
        assert_eq!(read_cues("own,both").unwrap_err().word, "both");
    }
}

/// How the sighted player's move read from an electronic board is completed (`--board-press`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BoardPress {
    /// By `press`, typed or from a gamepad or braille key, as any move.
    #[default]
    Typed,
    /// By the lever of the DGT clock on the board.
    Lever,
    /// By the move itself, as soon as it has settled on the board.
    Move,
}
