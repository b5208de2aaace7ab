//! The practice questions asked at the keyboard: hints and the opening's name. Tournament games refuse them.

use super::PlaySession;
use crate::{
    boundary::Event,
    options::Mode,
    session::hints::{self, HintCommand},
    voice::PhraseKey,
};

impl PlaySession {
    /// The opening's ECO code and name: refused in a tournament game, like a hint.
    pub(super) fn opening(&self) -> Event {
        if self.state.setup().mode != Mode::Practice {
            return self.error(PhraseKey::ErrorOpeningPracticeOnly, &[]);
        }
        let pack = &self.wording.pack;
        let opening = crate::openings::openings().of(self.state.game());
        self.answer("opening", crate::openings::named(pack, opening))
    }

    /// A hint: refused in a tournament game; the engine's is answered when it replies.
    pub(super) fn hint(&mut self, hint: &HintCommand, _t: u64) -> Vec<Event> {
        if self.state.setup().mode != Mode::Practice {
            return vec![self.error(PhraseKey::ErrorPracticeOnly, &[])];
        }
        let pack = &self.wording.pack;
        let pos = self.state.game().position();
        let at_square = |square: &Result<shakmaty::Square, crate::registry::Unreadable>,
                         answer: fn(
            &shakmaty::Chess,
            &crate::voice::VoicePack,
            shakmaty::Square,
        ) -> String| {
            match square {
                Ok(square) => Event::answer(
                    "hint",
                    crate::voice::Sentence::text(answer(pos, pack, *square)),
                ),
                Err(problem) => problem.refusal(pack).into(),
            }
        };
        match hint {
            HintCommand::Moves(input) => vec![at_square(input, hints::moves_from)],
            HintCommand::Reach(input) => vec![at_square(input, hints::reach)],
            HintCommand::Draws => vec![self.answer(
                "hint",
                crate::voice::Sentence::text(hints::draws(self.state.game(), pack)),
            )],
            HintCommand::Best => {
                let Some(seat) = &mut self.seats.engine else {
                    return vec![self.error(PhraseKey::ErrorNoEngine, &[])];
                };
                seat.ask_hint(&self.state);
                Vec::new()
            }
        }
    }
}
