//! The practice parts of the game session: the engine's seat (asking it to move, reading its replies), hints and
//! the opening's name.
//! Tournament games never get here: an engine is refused at the start and hints are refused as commands.

use super::{
    super::{
        hints::{self, HintCommand},
        GameState, PlayCommand,
    },
    PlaySession,
};
use crate::{
    boundary::{Event, Reply},
    clock::Side,
    engine::{movetime, EngineReply, EngineRequest, Purpose},
    notation::Intent,
    options::Mode,
    rules::fen_of,
    voice::PhraseKey,
};

/// How long the engine thinks about a hint.
const HINT_MS: u64 = 1000;

impl PlaySession {
    /// Asks the engine for its move when its side is to move, the game goes on, its clocks are not stopped (a
    /// resumed game's wait for `go`, the arbiter's pause: a move then could not be pressed), and it is not already
    /// asked.
    pub(super) fn ask_engine_to_move(&mut self, t: u64) {
        let state = &self.state;
        let Some(seat) = &mut self.engine else { return };
        let Some(side) = seat.side else { return };
        let stopped = state
            .clock()
            .is_some_and(|clock| matches!(clock.state(), crate::clock::ClockState::Paused(_)));
        if seat.awaiting_move.is_some()
            || stopped
            || state.open().is_err()
            || state.pending().is_some()
            || state.sealed().is_some()
            || state.to_move() != side
        {
            return;
        }
        let remaining = state.times(t).map(|(white, black)| match side {
            Side::White => white,
            Side::Black => black,
        });
        let id = seat.next_id();
        seat.awaiting_move = Some(id);
        let movetime_ms =
            u64::try_from(movetime(seat.level, remaining).as_millis()).unwrap_or(u64::MAX);
        seat.ask(request(state, id, Purpose::Move, movetime_ms));
    }

    /// An engine's reply: its move made as if typed, a hint answered, or its failure told; replies to questions
    /// that are out of date are dropped without a word.
    pub(super) fn engine_replied(&mut self, reply: EngineReply, t: u64) -> Reply {
        let Some(seat) = &mut self.engine else {
            return Reply::events(Vec::new());
        };
        let name = seat.name.clone();
        match reply {
            EngineReply::Failed { id, .. }
                if seat.awaiting_move != Some(id) && seat.awaiting_hint != Some(id) =>
            {
                Reply::events(Vec::new())
            }
            EngineReply::Failed { problem, .. } => {
                self.engine = None;
                Reply::event(self.error(PhraseKey::EngineFailed, &[("problem", &problem)]))
            }
            EngineReply::Thought {
                purpose: Purpose::Move,
                id,
                best,
                ..
            } => {
                if seat.awaiting_move != Some(id) {
                    return Reply::events(Vec::new());
                }
                seat.awaiting_move = None;
                let Some(mv) = hints::legal_uci(self.state.game().position(), &best) else {
                    self.engine = None;
                    return Reply::event(self.error(
                        PhraseKey::EngineNonsense,
                        &[("engine", &name), ("move", &best)],
                    ));
                };
                self.execute(PlayCommand::Play(Intent::of(mv)), t)
            }
            EngineReply::Thought {
                purpose: Purpose::Hint,
                id,
                best,
                score,
            } => {
                if seat.awaiting_hint != Some(id) {
                    return Reply::events(Vec::new());
                }
                seat.awaiting_hint = None;
                let wording = self.state.wording();
                let pos = self.state.game().position();
                match hints::suggestion(pos, &wording.pack, wording.style, &name, &best, score) {
                    Some(text) => Reply::event(self.answer("hint", text)),
                    None => {
                        self.engine = None;
                        Reply::event(self.error(
                            PhraseKey::EngineNonsense,
                            &[("engine", &name), ("move", &best)],
                        ))
                    }
                }
            }
        }
    }

    /// The opening's ECO code and name: refused in a tournament game, like a hint.
    pub(super) fn opening(&self) -> Event {
        if self.state.setup().mode != Mode::Practice {
            return self.error(PhraseKey::ErrorOpeningPracticeOnly, &[]);
        }
        let pack = &self.state.wording().pack;
        let opening = crate::openings::openings().of(self.state.game());
        self.answer("opening", crate::openings::named(pack, opening))
    }

    /// A hint: refused in a tournament game; the engine's is answered when it replies.
    pub(super) fn hint(&mut self, hint: &HintCommand, _t: u64) -> Vec<Event> {
        if self.state.setup().mode != Mode::Practice {
            return vec![self.error(PhraseKey::ErrorPracticeOnly, &[])];
        }
        let pack = &self.state.wording().pack;
        let pos = self.state.game().position();
        let at_square = |square: &Result<shakmaty::Square, crate::registry::Unreadable>,
                         answer: fn(
            &shakmaty::Chess,
            &crate::voice::VoicePack,
            shakmaty::Square,
        ) -> String| {
            match square {
                Ok(square) => Event::answer("hint", answer(pos, pack, *square)),
                Err(problem) => problem.refusal(pack).into(),
            }
        };
        match hint {
            HintCommand::Moves(input) => vec![at_square(input, hints::moves_from)],
            HintCommand::Reach(input) => vec![at_square(input, hints::reach)],
            HintCommand::Draws => vec![self.answer("hint", hints::draws(self.state.game(), pack))],
            HintCommand::Best => {
                let state = &self.state;
                let Some(seat) = &mut self.engine else {
                    return vec![self.error(PhraseKey::ErrorNoEngine, &[])];
                };
                let id = seat.next_id();
                seat.awaiting_hint = Some(id);
                seat.ask(request(state, id, Purpose::Hint, HINT_MS));
                Vec::new()
            }
        }
    }
}

/// A request about the game as it stands.
fn request(state: &GameState, id: u64, purpose: Purpose, movetime_ms: u64) -> EngineRequest {
    let game = state.game();
    EngineRequest {
        id,
        purpose,
        start_fen: fen_of(game.start()),
        moves: game.plies().iter().map(|ply| ply.uci()).collect(),
        movetime_ms,
    }
}
