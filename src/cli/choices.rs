//! The command line's words for the choices of the core and the devices, each turned into the value it stands for.
//! The journal keeps the core's own values under names of their own, so a renamed flag value changes no file.

use clap::ValueEnum;

use super::EngineSide;

/// Whose clocks give cues and at which marks (`--cues own`, `--cues both,15min`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Cues {
    /// Whose clocks.
    pub whose: tactus_core::Cues,
    /// Which marks.
    pub marks: tactus_core::CueMarks,
}

impl Cues {
    /// Reads `--cues` as the core does (clap's value parser).
    ///
    /// # Errors
    /// The [`tactus_core::CuesError`], which says what was expected.
    pub(crate) fn parse(text: &str) -> Result<Cues, tactus_core::CuesError> {
        tactus_core::read_cues(text).map(|(whose, marks)| Cues { whose, marks })
    }
}

/// The competition's category when its regulations decide (`--category`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Category {
    /// Standard: penalties of two minutes.
    Standard,
    /// Rapid: penalties of one minute (Appendix A).
    Rapid,
    /// Blitz: penalties of one minute (Appendix B).
    Blitz,
}

/// Whether the clock plays its signals (`--sound`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum Sound {
    /// Tones for cues, the flag, refusals and presses, on the default sound device.
    On,
    /// No tones.
    Off,
}

/// Which player uses tactus (`--blind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Blind {
    White,
    Black,
    Both,
    None,
}

/// Strict laws, or practice with hints (`--mode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Mode {
    /// The laws apply strictly: a move is complete only when the clock is pressed; nothing is volunteered.
    Tournament,
    /// A move is complete at once; claimable draws are announced.
    Practice,
}

/// Which speech output speaks (`--speech`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Speech {
    /// System speech if it starts and answers, else the recorded clips, else text only; text only while a screen
    /// reader runs (it reads the lines itself).
    Auto,
    /// The system's speech engine: Speech Dispatcher on Linux, the Windows voices on Windows (NVDA itself when it
    /// runs and its controller client is found; none on macOS).
    System,
    /// The voice pack's recorded clips, played on the sound device.
    Clips,
    /// No speech: text lines only.
    Off,
}

/// How much an announcement says (`--style`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Style {
    /// The scoresheet move in words: "Springer Felix drei".
    Short,
    /// Piece, from-square, captured piece, to-square: "Springer Gustav eins Felix drei".
    Long,
}

/// Which piece letters typed SAN uses (`--notation`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Notation {
    /// K Q R B N, plus the German letters.
    En,
    /// K D T L S, plus the English letters.
    De,
    /// R D T F C (R = king), plus the non-clashing English and German letters.
    Fr,
}

/// How the sighted player's move read from an electronic board is completed (`--board-press`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BoardPress {
    /// By press, typed or from a gamepad or braille key, as any move.
    Typed,
    /// By the lever of the DGT clock on the board.
    Lever,
    /// By the move itself, as soon as it has settled on the board.
    Move,
}

/// Each choice is the value of the same name, and each value the choice.
macro_rules! same_names {
    ($from:ident => $to:path { $($v:ident),+ }) => {
        impl From<$from> for $to {
            fn from(choice: $from) -> Self {
                use $to as To;
                match choice {
                    $($from::$v => To::$v,)+
                }
            }
        }

        impl From<$to> for $from {
            fn from(value: $to) -> Self {
                use $to as To;
                match value {
                    $(To::$v => $from::$v,)+
                }
            }
        }
    };
}

same_names!(Blind => tactus_core::Blind { White, Black, Both, None });
same_names!(Category => tactus_core::Pace { Standard, Rapid, Blitz });
same_names!(Mode => tactus_core::Mode { Tournament, Practice });
same_names!(EngineSide => tactus_core::Side { White, Black });
same_names!(BoardPress => tactus_core::BoardPress { Typed, Lever, Move });
same_names!(Speech => tactus_devices::Speech { Auto, System, Clips, Off });
same_names!(Style => tactus_core::Style { Short, Long });
same_names!(Notation => tactus_core::Notation { En, De, Fr });
