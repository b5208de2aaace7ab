//! The settings a resumed game keeps from its journal: its voice, style and notation, each unless given again on the
//! command line.

use tactus_core::{Notation, Setup, Style};

/// Which of the game's settings the command line gives again (the others come from the journal).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Given {
    /// `--voice`.
    pub voice: bool,
    /// `--style`.
    pub style: bool,
    /// `--notation`.
    pub notation: bool,
}

/// What the journal's setup decides of the settings; `None` where the command line decides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    /// The voice pack, by the name or path given when the game started.
    pub voice: Option<String>,
    /// The announcements' style.
    pub style: Option<Style>,
    /// The piece letters of typed moves.
    pub notation: Option<Notation>,
}

/// The settings of `setup` kept, those `given` again left to the command line.
#[must_use]
pub fn kept(given: Given, setup: &Setup) -> Kept {
    Kept {
        voice: setup.voice.clone().filter(|_| !given.voice),
        style: setup.style.filter(|_| !given.style),
        notation: (!given.notation).then_some(setup.notation),
    }
}

#[cfg(test)]
mod tests {
    use tactus_core::{Blind, CueMarks, Cues, Mode};

    use super::*;

    fn setup() -> Setup {
        Setup {
            white: "Ada".into(),
            black: "Bo".into(),
            blind: Blind::White,
            mode: Mode::Tournament,
            cues: Cues::Own,
            cue_marks: CueMarks::ALL,
            control: None,
            category: None,
            fen: None,
            moves_from_move_number: true,
            notation: Notation::De,
            voice: Some("de".into()),
            style: Some(Style::Long),
            event: String::new(),
            site: String::new(),
            round: String::new(),
            date: "2026.11.29".into(),
            started: String::new(),
            engine: None,
        }
    }

    #[test]
    fn the_journal_keeps_what_is_not_given_again() {
        assert_eq!(
            kept(Given::default(), &setup()),
            Kept {
                voice: Some("de".into()),
                style: Some(Style::Long),
                notation: Some(Notation::De),
            }
        );
    }

    #[test]
    fn what_is_given_again_is_the_command_lines() {
        let all = Given {
            voice: true,
            style: true,
            notation: true,
        };
        assert_eq!(
            kept(all, &setup()),
            Kept {
                voice: None,
                style: None,
                notation: None,
            }
        );
        let older = Setup {
            voice: None,
            style: None,
            ..setup()
        };
        assert_eq!(kept(Given::default(), &older).voice, None);
    }
}
