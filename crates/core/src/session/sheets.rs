//! The two players' scoresheets during a game (Appendix D.2.7, D.2.9): the blind player's is kept by tactus from
//! the moves as they are completed; the other player's is entered move by move or loaded from a file, and checked
//! against the game the moment an entry or a move arrives.
//!
//! A sheet that is merely behind the game is not a disagreement, nor is one written ahead of it; the first entry
//! that is not the move the game has (another move, an illegal, ambiguous or unreadable entry, or a move left out,
//! which shifts the rest) is a [`Discrepancy`], reported once until the sheet or the game changes it.

use shakmaty::san::SanPlus;

use crate::{
    clock::Side,
    notation::MoveReader,
    rules::Game,
    scoresheet::{read_entry, NotAMove},
};

/// Where a sheet first parts from the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Discrepancy {
    /// The half-move where it differs (1 = the game's first).
    pub ply: usize,
    /// The move the game has there, in SAN.
    pub game: String,
    /// What the sheet has there: SAN when it is a legal move, else as written.
    pub(crate) recorded: String,
}

/// One player's scoresheet.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct EnteredSheet {
    /// The entries as written, one per half-move.
    pub(crate) entries: Vec<String>,
    /// The discrepancy last reported, so that it is said once.
    pub(crate) reported: Option<Discrepancy>,
}

impl EnteredSheet {
    /// The first entry that differs from the game, among the half-moves the game has reached. Two squares
    /// written as one entry ("d4 d5") that are not one move are split into two entries here, once the position
    /// says which they are.
    pub(crate) fn first_difference(
        &mut self,
        game: &Game,
        reader: &MoveReader,
    ) -> Option<Discrepancy> {
        for (index, ply) in game.plies().iter().enumerate() {
            let read = read_entry(&mut self.entries, index, &ply.before, reader)?;
            if read.as_ref().is_ok_and(|mv| *mv == ply.mv) {
                continue;
            }
            let recorded = match read {
                Ok(mv) => SanPlus::from_move(ply.before.clone(), mv).to_string(),
                Err(NotAMove(entry)) => entry,
            };
            return Some(Discrepancy {
                ply: index + 1,
                game: ply.san.to_string(),
                recorded,
            });
        }
        None
    }

    /// The discrepancy to report now: a new first difference, not the one already reported.
    pub(crate) fn check(&mut self, game: &Game, reader: &MoveReader) -> Option<Discrepancy> {
        let now = self.first_difference(game, reader);
        if now == self.reported {
            return None;
        }
        self.reported.clone_from(&now);
        now
    }
}

/// Both sheets: `None` for a sheet tactus keeps from the game itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sheets {
    pub white: Option<EnteredSheet>,
    pub black: Option<EnteredSheet>,
}

impl Sheets {
    /// The sheets when `automatic` players' sheets are kept from the game.
    #[must_use]
    pub(super) fn new(white_automatic: bool, black_automatic: bool) -> Sheets {
        Sheets {
            white: (!white_automatic).then(EnteredSheet::default),
            black: (!black_automatic).then(EnteredSheet::default),
        }
    }

    /// A player's entered sheet, or `None` when tactus keeps it.
    pub(crate) fn entered(&mut self, side: Side) -> Option<&mut EnteredSheet> {
        match side {
            Side::White => self.white.as_mut(),
            Side::Black => self.black.as_mut(),
        }
    }

    /// New discrepancies of every entered sheet, with whose sheet it is.
    pub(crate) fn check_all(
        &mut self,
        game: &Game,
        reader: &MoveReader,
    ) -> Vec<(Side, Discrepancy)> {
        let mut found = Vec::new();
        for side in Side::ALL {
            if let Some(sheet) = self.entered(side) {
                if let Some(d) = sheet.check(game, reader) {
                    found.push((side, d));
                }
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{notation::Notation, voice::VoicePack};

    fn game(moves: &[&str]) -> Game {
        let reader = reader();
        let mut game = Game::default();
        for m in moves {
            let mv = reader.read(game.position(), m).unwrap();
            game.play(mv);
        }
        game
    }

    fn reader() -> MoveReader {
        MoveReader::for_pack(Notation::En, &VoicePack::builtin("fide").unwrap())
    }

    fn sheet(entries: &[&str]) -> EnteredSheet {
        EnteredSheet {
            entries: entries.iter().map(|e| e.to_string()).collect(),
            reported: None,
        }
    }

    #[test]
    fn differences_with_the_game() {
        let played = game(&["e4", "e5", "Nf3", "Nc6"]);
        type Case<'a> = (&'a [&'a str], Option<(usize, &'a str, &'a str)>);
        let cases: &[Case] = &[
            (&["e4", "e5", "Nf3", "Nc6"], None),
            // Behind the game, and ahead of it: no disagreement.
            (&["e4", "e5"], None),
            (&["e4", "e5", "Sf3", "Sc6", "Bb5"], None),
            (&["e4", "e5", "Nc3"], Some((3, "Nf3", "Nc3"))),
            // A move left out shifts the rest.
            (&["e4", "Nf3", "Nc6"], Some((2, "e5", "Nf3"))),
            (&["e4", "e5", "Ke3"], Some((3, "Nf3", "Ke3"))),
            (&["e4", "xyz"], Some((2, "e5", "xyz"))),
            (&["e4 e5", "Nf3"], None),
        ];
        for (entries, expected) in cases {
            let got = sheet(entries).first_difference(&played, &reader());
            let got = got
                .as_ref()
                .map(|d| (d.ply, d.game.as_str(), d.recorded.as_str()));
            assert_eq!(got, *expected, "{entries:?}");
        }
    }

    #[test]
    fn a_discrepancy_is_reported_once() {
        let played = game(&["e4", "e5", "Nf3"]);
        let mut wrong = sheet(&["e4", "e5", "Nc3"]);
        assert!(wrong.check(&played, &reader()).is_some());
        assert!(wrong.check(&played, &reader()).is_none());
        wrong.entries[2] = "Nf3".into();
        assert!(wrong.check(&played, &reader()).is_none());
        assert_eq!(wrong.reported, None);
    }
}
