//! The practice questions asked at the keyboard: hints and the opening's name. Tournament games refuse them.

use super::Keyboard;
use crate::{
    boundary::Event,
    options::Mode,
    session::{
        hints::{self, HintCommand},
        seats::Table,
    },
    voice::PhraseKey,
};

impl Keyboard {
    /// The opening's ECO code and name: refused in a tournament game, like a hint.
    pub(super) fn opening(table: &dyn Table) -> Event {
        if table.game().setup().mode != Mode::Practice {
            return table.refusal(PhraseKey::ErrorOpeningPracticeOnly, &[]);
        }
        let pack = &table.wording().pack;
        let opening = crate::openings::openings().of(table.game().game());
        Event::answer("opening", crate::openings::named(pack, opening))
    }

    /// A hint: refused in a tournament game; the engine's is answered when it replies.
    pub(super) fn hint(hint: &HintCommand, table: &mut dyn Table) -> Vec<Event> {
        let game = table.game();
        if game.setup().mode != Mode::Practice {
            return vec![table.refusal(PhraseKey::ErrorPracticeOnly, &[])];
        }
        let pack = &table.wording().pack;
        let pos = game.game().position();
        let at_square = |square: &Result<shakmaty::Square, crate::registry::Unreadable>,
                         answer: fn(
            &shakmaty::Chess,
            &crate::voice::VoicePack,
            shakmaty::Square,
        ) -> crate::voice::Sentence| {
            match square {
                Ok(square) => Event::answer("hint", answer(pos, pack, *square)),
                Err(problem) => problem.refusal(pack).into(),
            }
        };
        match hint {
            HintCommand::Moves(input) => vec![at_square(input, hints::moves_from)],
            HintCommand::Reach(input) => vec![at_square(input, hints::reach)],
            HintCommand::Draws => vec![Event::answer("hint", hints::draws(game.game(), pack))],
            HintCommand::Best => {
                if !table.ask_hint() {
                    return vec![table.refusal(PhraseKey::ErrorNoEngine, &[])];
                }
                Vec::new()
            }
        }
    }
}
