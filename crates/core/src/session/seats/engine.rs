//! The engine's seat (practice): asking the engine to move when its side is to move, reading its replies, and the
//! hints and the opening's name answered at the keyboard. The requests are sent through the seat's [`EngineLink`]
//! (they never wait) and are answered later with an [`EngineReply`] input: the session never waits for the engine. Tournament games never get here: an engine is refused at the start and hints are refused as
//! commands.

use crate::session::{
    hints::{self, HintCommand},
    mirror::Mirror,
    GameState, PlayCommand, PlaySession,
};
use crate::{
    boundary::{Event, Reply},
    clock::Side,
    engine::{movetime, EngineLink, EngineReply, EngineRequest, Purpose},
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
    pub(in crate::session) fn ask_engine_to_move(&mut self, t: u64) {
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
    pub(in crate::session) fn engine_replied(&mut self, reply: EngineReply, t: u64) -> Reply {
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
    pub(in crate::session) fn opening(&self) -> Event {
        if self.state.setup().mode != Mode::Practice {
            return self.error(PhraseKey::ErrorOpeningPracticeOnly, &[]);
        }
        let pack = &self.state.wording().pack;
        let opening = crate::openings::openings().of(self.state.game());
        self.answer("opening", crate::openings::named(pack, opening))
    }

    /// A hint: refused in a tournament game; the engine's is answered when it replies.
    pub(in crate::session) fn hint(&mut self, hint: &HintCommand, _t: u64) -> Vec<Event> {
        if self.state.setup().mode != Mode::Practice {
            return vec![self.error(PhraseKey::ErrorPracticeOnly, &[])];
        }
        let pack = &self.state.wording().pack;
        let pos = self.state.game().position();
        let mirror = Mirror::new(pos, pack, self.viewer().into());
        let at_square = |input: &str,
                         answer: fn(
            &shakmaty::Chess,
            &crate::voice::VoicePack,
            shakmaty::Square,
        ) -> String| {
            match mirror.find_square(input) {
                Ok(square) => Event::answer("hint", answer(pos, pack, square)),
                Err(refusal) => refusal.into(),
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

/// The engine's seat: who it is, which side it plays, how strong, and what it was last asked.
pub struct EngineSeat {
    /// The engine's name, as the player hears it ("Stockfish 15.1").
    pub name: String,
    /// The side it plays; `None` when it only gives hints.
    pub side: Option<Side>,
    pub(crate) level: u8,
    /// The move request being thought about, if any.
    pub(crate) awaiting_move: Option<u64>,
    /// The hint request being thought about, if any.
    pub(crate) awaiting_hint: Option<u64>,
    next_id: u64,
    /// Where the requests go.
    link: Box<dyn EngineLink>,
}

impl EngineSeat {
    /// A seat for the engine `name` playing `side` (or only hinting) at `level` (1–20), asked through `link`.
    #[must_use]
    pub fn new(
        name: String,
        side: Option<Side>,
        level: u8,
        link: Box<dyn EngineLink>,
    ) -> EngineSeat {
        EngineSeat {
            name,
            side,
            level,
            awaiting_move: None,
            awaiting_hint: None,
            next_id: 1,
            link,
        }
    }

    /// A new request number.
    pub(crate) fn next_id(&mut self) -> u64 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// Asks `request`: sent at once, answered later as an input.
    pub(crate) fn ask(&mut self, request: EngineRequest) {
        self.link.ask(request);
    }
}
