//! The game's facts and refusals in the voice pack's words: the session holds the [`Wording`] and words what
//! [`GameState`](super::GameState) states, so that the game itself holds no words.

mod refusal;

use std::sync::Arc;

use shakmaty::{Chess, Move, Position};

use crate::{
    boundary::{Event, Refusal},
    notation::{MoveReader, Notation},
    voice::{announce, Sentence, Style, VoicePack},
    words,
};

use super::{
    fact::{Announced, Disagreement, Fact, ResultDetail},
    refused::Refused,
};

/// How moves and refusals are worded.
#[derive(Clone, Debug)]
pub struct Wording {
    /// The voice pack the words come from.
    pub pack: VoicePack,
    /// How much an announcement says.
    pub style: Style,
}

impl Wording {
    /// Reads scoresheet entries written in `notation`, in the pack's language.
    #[must_use]
    pub fn sheet_reader(&self, notation: Notation) -> Arc<MoveReader> {
        Arc::new(MoveReader::for_pack(notation, &self.pack))
    }

    /// Why the game refused a record, in the pack's words.
    #[must_use]
    pub fn refusal(&self, refused: &Refused) -> Refusal {
        refusal::refusal(&self.pack, self.style, refused)
    }

    /// A move in the position `before` it, as announced, in writing.
    #[must_use]
    pub fn move_text(&self, before: &Chess, mv: Move) -> String {
        self.pack.text(&announce(before, mv, self.style))
    }

    /// A move in the pack's words, as announced in the position `before` it.
    #[must_use]
    pub fn move_words(&self, before: &Chess, mv: Move) -> Sentence {
        Sentence::words(&self.pack, &announce(before, mv, self.style))
    }

    /// The reason given with a result the rules did not reach.
    #[must_use]
    pub fn detail(&self, detail: &ResultDetail) -> Sentence {
        match detail {
            // The arbiter's own words, read for results in figures as a game's comment is.
            ResultDetail::Arbiter(reason) => Sentence::comment(reason.clone()),
            ResultDetail::Server(status) => words::status_words(&self.pack, *status),
        }
    }

    /// The events the user is told of `facts`, in order.
    #[must_use]
    pub fn events(&self, facts: Vec<Fact>) -> Vec<Event> {
        facts.into_iter().map(|fact| self.event(fact)).collect()
    }

    fn event(&self, fact: Fact) -> Event {
        let pack = &self.pack;
        match fact {
            Fact::Event(event) => event,
            Fact::Announced(announced) => self.announcement(announced),
            Fact::FlagAfterEnding(side) => Event::Notice {
                text: words::flag_after_ending(pack, side),
            },
            Fact::Claimable(claims) => Event::Notice {
                text: words::claimable(pack, &claims),
            },
            Fact::RateChosen(percent) => Event::Rate {
                percent,
                text: words::rate_chosen(pack, percent),
            },
            Fact::IncrementIntroduced(ms) => {
                Event::answer("arbiter", words::increment_introduced(pack, ms))
            }
            Fact::EnvelopeLost { to_move, times } => {
                Event::answer("arbiter", words::envelope_lost(pack, to_move, times))
            }
            Fact::SheetStillDiffers { sheet, number } => {
                Event::answer("sheet", words::sheet_still_differs(pack, sheet, number))
            }
            Fact::SheetAgrees { sheet, count } => {
                Event::answer("sheet", words::sheet_agrees(pack, sheet, count))
            }
            Fact::Disagreement(d) => self.disagreement(*d),
            Fact::EndedOnline(result, status) => {
                Event::Result(result, Some(words::status_words(pack, status)))
            }
        }
    }

    fn announcement(&self, a: Announced) -> Event {
        let san = shakmaty::san::SanPlus::from_move(a.before.clone(), a.mv);
        Event::Announce {
            ply: a.ply,
            move_number: a.move_number,
            side: a.side,
            san: san.to_string(),
            uci: shakmaty::uci::UciMove::from_standard(a.mv).to_string(),
            text: words::move_announced(&self.pack, self.style, &a.before, a.mv),
            pending: a.pending,
            correction: a.correction,
            replayed: false,
            source: a.source,
            line: None,
            game: None,
        }
    }

    fn disagreement(&self, d: Disagreement) -> Event {
        let recorded = d.recorded_move.ok_or(d.recorded.as_str());
        let (game_text, recorded_text) =
            words::discrepancy_texts(&self.pack, self.style, &d.before, d.mv, recorded);
        Event::Discrepancy {
            ply: d.ply,
            move_number: d.move_number,
            side: d.before.turn().into(),
            sheet: d.sheet,
            game: d.game,
            recorded: d.recorded,
            agree_until_ply: d.ply - 1,
            fen: crate::rules::fen_of(&d.before),
            white_ms: d.times.map(|(w, _)| w),
            black_ms: d.times.map(|(_, b)| b),
            game_text,
            recorded_text,
        }
    }
}
