//! The choices a session starts with: who is blind, which clocks cue, tournament or practice. They are kept in the
//! journal under these names, which stay the same whatever the command line calls them.

use crate::clock::{CueFilter, Side};

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

/// Which player uses tactus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Blind {
    White,
    Black,
    Both,
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
