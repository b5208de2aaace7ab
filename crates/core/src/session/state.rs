//! The game at the board as a pure state machine: a [`Record`] at an instant goes in, events come out.
//!
//! The live session and the replay of a journal both go through [`GameState::apply`], so a resumed game is the game
//! that was played, not a reconstruction of it. The game holds the rules and the records only: what happened comes
//! out as [`Fact`]s, and a record that does not fit the game (a move that is not legal, a press without a pending
//! move) is [`Refused`] with the reason as data and changes nothing; the session words both. The session checks every
//! command this way before writing it, and a replayed journal that fails here is damaged.

use std::sync::Arc;

use shakmaty::{Chess, Color, Move, Position};

use crate::{
    arguments::Adjustment,
    boundary::Event,
    clock::{ChessClock, ClockError, ClockEvent, ClockState, Side},
    notation::MoveReader,
    options::{Blind, Mode},
    rules::{Claim, Game, GameResult, Score, Termination},
};

use super::{
    envelope::{self, SealedSecret},
    fact::{Announced, Disagreement, Fact, ResultDetail},
    record::{Envelope, MoveRecord, MoveSource, Record, Setup},
    refused::Refused,
    sheets::{Discrepancy, Sheets},
};

/// A move announced and waiting for `press`.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The move.
    pub mv: Move,
    /// A draw was offered with this move.
    pub(crate) draw_offer: bool,
    /// The intended move of a wrong claim, which must be played (9.5.3): it cannot be replaced.
    pub(crate) locked: bool,
    /// It was read from the sighted player's electronic board.
    pub(crate) source: Option<MoveSource>,
}

/// What the record keeps of each completed ply besides the move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlyNote {
    /// Both remaining times just after the ply was completed, when the game has a clock.
    pub(crate) times: Option<(i64, i64)>,
    /// A draw was offered with this move (written (=) on both sheets).
    pub(crate) draw_offer: bool,
    /// The squares where the sighted player's electronic board last differed from the game after this ply.
    pub(crate) board_differs: Vec<String>,
}

/// The sealed move of an adjourned game.
#[derive(Clone, Debug)]
pub struct Sealed {
    /// The move in clear (journals written before the envelope was enciphered).
    pub mv: Option<Move>,
    /// The move enciphered, opened with the envelope's code.
    pub(crate) secret: Option<SealedSecret>,
    /// The date, time and place of resumption, as given.
    pub resumption: Option<String>,
    /// Both remaining times at the adjournment, restored when the envelope is lost.
    pub(crate) times: Option<(i64, i64)>,
}

/// The whole state of a game at the board.
#[derive(Clone, Debug)]
pub struct GameState {
    setup: Setup,
    game: Game,
    clock: Option<ChessClock>,
    pending: Option<Pending>,
    notes: Vec<PlyNote>,
    /// The open draw offer, by whom.
    offer: Option<Side>,
    illegal: [u32; 2],
    /// The side whose flag fell while its move that ends the game waited for the press: the move was made first and
    /// ends the game (5.1.1, 5.2, 9.6 before 6.9), unless the player replaces it with one that does not.
    flag_after_ending: Option<Side>,
    result: Option<GameResult>,
    /// Who decided the result, when the rules did not reach it.
    detail: Option<ResultDetail>,
    sealed: Option<Sealed>,
    sheets: Sheets,
    /// The speech rate, in percent of the voice's normal pace; `None` for the normal pace.
    rate: Option<u32>,
    /// Reads scoresheet entries, with the game's notation.
    reader: Arc<MoveReader>,
}

impl GameState {
    /// A game about to begin, its scoresheets read with `reader` (the game's notation in the sheets' language).
    ///
    /// # Errors
    /// [`Refused::Setup`] when the setup's FEN cannot be read or is not a legal position.
    pub fn new(setup: Setup, reader: Arc<MoveReader>) -> Result<GameState, Refused> {
        let game = match &setup.fen {
            Some(fen) => Game::from_fen(fen).map_err(Refused::Setup)?,
            None => Game::default(),
        };
        let mut clock = setup
            .control
            .clone()
            .map(|control| ChessClock::new(control).with_category(setup.category));
        if let Some(clock) = &mut clock {
            for side in Side::ALL {
                clock.set_moves_completed(side, moves_before(&setup, game.start(), side));
            }
        }
        // A start position that has already ended (a dead position, a mate) is over from the start (5.2.2). No move
        // of this game ended it: a mate names its winner, a draw nobody.
        let result = game.ending_at_the_board().map(|ending| {
            let result = GameResult::ending(ending, !game.turn());
            GameResult {
                by: result.by.filter(|_| result.score != Score::Draw),
                ..result
            }
        });
        let sheets = Sheets::new(
            matches!(setup.blind, Blind::White | Blind::Both),
            matches!(setup.blind, Blind::Black | Blind::Both),
        );
        Ok(GameState {
            setup,
            game,
            clock,
            pending: None,
            notes: Vec::new(),
            offer: None,
            illegal: [0; 2],
            flag_after_ending: None,
            result,
            detail: None,
            sealed: None,
            sheets,
            rate: None,
            reader,
        })
    }

    /// How the game was set up.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The game: its moves and position.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The chess clock, when the game has one.
    pub fn clock(&self) -> Option<&ChessClock> {
        self.clock.as_ref()
    }

    /// The move announced and waiting for `press`, if any.
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// What is kept of each completed ply, in order.
    pub fn notes(&self) -> &[PlyNote] {
        &self.notes
    }

    /// Who has a draw offer open, if anyone.
    pub fn offer(&self) -> Option<Side> {
        self.offer
    }

    /// Lets the open offer lapse unanswered (a journal from before offers stood across a press, `replay.rs`).
    pub(super) fn lapse_offer(&mut self) {
        self.offer = None;
    }

    /// Who decided the result, when the rules did not reach it.
    pub fn result_detail(&self) -> Option<&ResultDetail> {
        self.detail.as_ref()
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The sealed move, while the game is adjourned.
    pub fn sealed(&self) -> Option<&Sealed> {
        self.sealed.as_ref()
    }

    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.game.turn().into()
    }

    /// Both remaining times at `t`, when the game has a clock.
    pub fn times(&self, t: u64) -> Option<(i64, i64)> {
        self.clock
            .as_ref()
            .map(|c| (c.remaining(Side::White, t), c.remaining(Side::Black, t)))
    }

    /// The move number of the ply after `plies` completed ones.
    pub fn move_number_after(&self, plies: usize) -> u32 {
        let start = self.game.start();
        let half = u32::try_from(plies)
            .unwrap_or(u32::MAX)
            .saturating_add(u32::from(start.turn() == Color::Black));
        start.fullmoves().get().saturating_add(half / 2)
    }

    /// Where each entered sheet that differs from the game last agrees with it: the half-moves agreed and the
    /// position after them as FEN.
    #[must_use]
    pub(crate) fn agreement_positions(&self) -> Vec<(usize, String)> {
        [&self.sheets.white, &self.sheets.black]
            .into_iter()
            .flatten()
            .filter_map(|sheet| sheet.reported.as_ref())
            .map(|d| {
                let agreed = d.ply - 1;
                (
                    agreed,
                    crate::rules::fen_of(&self.game.plies()[agreed].before),
                )
            })
            .collect()
    }

    /// The half-move index (0 for the game's first) of `side`'s move number `number`, if the game has it.
    #[must_use]
    pub(crate) fn ply_of_move(&self, number: u32, side: Side) -> Option<u32> {
        let start = self.game.start();
        let first = start.fullmoves().get();
        let white = number.checked_sub(first)?.checked_mul(2)?;
        let index = white + u32::from(side == Side::Black);
        index.checked_sub(u32::from(start.turn() == Color::Black))
    }

    /// Cues and flag falls of the running clock due by `t`, collected once.
    pub fn clock_events_until(&mut self, t: u64) -> Vec<ClockEvent> {
        self.clock
            .as_mut()
            .map(|c| c.advance_to(t))
            .unwrap_or_default()
    }

    /// Applies one record at its instant and states what happened.
    ///
    /// # Errors
    /// [`Refused`] when the record does not fit the game; nothing is changed then only if the caller applies to a
    /// copy, which the session does.
    pub fn apply(&mut self, record: &Record) -> Result<Vec<Fact>, Refused> {
        match record {
            Record::Setup(_) => Err(Refused::SetupInGame),
            Record::Move { t, mv, source } => {
                self.open()?;
                let mv = self.legal(mv)?;
                self.announce(mv, *t, false, *source)
            }
            // The board as it was read changes nothing in the game; where it differed is kept with the last ply,
            // for the export.
            Record::Board {
                state: crate::boundary::BoardState::Differs,
                squares,
                ..
            } => {
                if let Some(note) = self.notes.last_mut() {
                    note.board_differs.clone_from(squares);
                }
                Ok(Vec::new())
            }
            Record::Board { .. } => Ok(Vec::new()),
            Record::Press { t } => {
                self.open()?;
                self.complete(*t)
            }
            Record::Go { t, code } => self.go(*t, code.as_deref()),
            Record::Pause { t } => {
                let clock = self.clock_mut()?;
                clock.pause(*t).map_err(Refused::Clock)?;
                let (white_ms, black_ms) = self.times(*t).unwrap_or_default();
                Ok(vec![Fact::Event(Event::Pause {
                    side: self.to_move(),
                    white_ms,
                    black_ms,
                })])
            }
            Record::Adjust {
                t,
                side,
                adjustment,
            } => {
                let (Adjustment::Add(ms) | Adjustment::Set(ms)) = adjustment;
                if ms.unsigned_abs() > crate::clock::MAX_DURATION_MS {
                    return Err(Refused::Duration(i128::from(*ms)));
                }
                let clock = self.clock_mut()?;
                let remaining_ms = match adjustment {
                    Adjustment::Add(ms) => clock.add(*side, *ms, *t),
                    Adjustment::Set(ms) => clock.set(*side, *ms, *t),
                };
                Ok(vec![Fact::Event(Event::Adjust {
                    side: *side,
                    remaining_ms,
                    white_ms: clock.remaining(Side::White, *t),
                    black_ms: clock.remaining(Side::Black, *t),
                })])
            }
            Record::Illegal { t, side } => self.illegal_move(*side, *t),
            Record::Draw { t: _, side } => self.offer_draw(*side),
            Record::Accept { t, side } => {
                self.answerable(*side, true)?;
                // An offer made with a move not yet pressed: the move was made, and is written with its (=).
                let mut events = Vec::new();
                if self.pending.as_ref().is_some_and(|p| p.draw_offer) {
                    events.extend(self.complete(*t)?);
                } else if self.to_move() == side.opposite() && self.pending.is_none() {
                    // Made before the offerer's next move, which would have carried its (=): it is written with the
                    // last move, after which it was made (9.1.2.1: both players record it).
                    if let Some(note) = self.notes.last_mut() {
                        note.draw_offer = true;
                    }
                }
                events.extend(self.finish(
                    GameResult::draw(Termination::Agreement, Some((*side).into())),
                    *t,
                ));
                Ok(events)
            }
            Record::Decline { t: _, side } => {
                self.answerable(*side, false)?;
                self.offer = None;
                Ok(vec![Fact::Event(Event::DrawDeclined { side: *side })])
            }
            Record::Claim {
                t,
                side,
                kind,
                intended,
                illegal,
                offer,
            } => {
                let events = self.claim(*side, *kind, intended.as_ref(), illegal.as_deref(), *t)?;
                Ok(if *offer {
                    self.claim_offer(*side, events)
                } else {
                    events
                })
            }
            // The arbiter's decision also replaces a result the program reached (a mate, a flag), without a takeback.
            Record::Verdict { t, score, detail } => {
                let result = GameResult {
                    score: *score,
                    termination: Termination::Arbiter,
                    by: None,
                    opponent_cannot_mate: false,
                };
                self.finish(result, *t);
                self.detail = detail.clone().map(ResultDetail::Arbiter);
                let said = detail.clone().map(crate::voice::Sentence::text);
                Ok(vec![Fact::Event(Event::Result(result, said))])
            }
            Record::Resign { t, side } => {
                self.not_over()?;
                let can_mate = self.game.can_mate(side.opposite().into());
                Ok(self.finish(
                    GameResult::forfeit((*side).into(), Termination::Resignation, can_mate),
                    *t,
                ))
            }
            Record::Adjourn {
                t,
                sealed,
                envelope,
                secret,
            } => self.adjourn(
                sealed.as_ref(),
                secret.clone(),
                envelope.resumption.clone(),
                *t,
            ),
            Record::Takeback { t, ply } => self.retrace(*ply, *t),
            Record::Flag { t, side } => {
                self.open()?;
                self.clock_mut()?;
                if *side == self.to_move() && self.pending_ends_the_game() {
                    self.flag_after_ending = Some(*side);
                    return Ok(vec![Fact::FlagAfterEnding(*side)]);
                }
                let can_mate = self.game.can_mate(side.opposite().into());
                Ok(self.finish(
                    GameResult::forfeit((*side).into(), Termination::TimeForfeit, can_mate),
                    *t,
                ))
            }
            Record::Increment { t: _, ms } => self.introduce_increment(*ms),
            Record::Unseal { t } => self.unseal_lost(*t),
            Record::Rate { t: _, percent } => Ok(self.change_rate(*percent)),
            Record::Sheet {
                t: _,
                at,
                side,
                entries,
            } => self.write_sheet(*side, entries, *at),
            Record::Online { .. } => Ok(Vec::new()),
            // The server's clocks replace the game's, silently: they are said when asked, and cue as they run.
            Record::Clocks {
                t,
                white_ms,
                black_ms,
            } => {
                if let Some(clock) = &mut self.clock {
                    clock.set_times(*white_ms, *black_ms, *t);
                }
                Ok(Vec::new())
            }
            Record::Finished { t, score, status } => {
                let Some(score) = score else {
                    return Ok(Vec::new());
                };
                self.not_over()?;
                let result = GameResult {
                    score: *score,
                    termination: Termination::Server,
                    by: None,
                    opponent_cannot_mate: false,
                };
                self.finish(result, *t);
                self.detail = Some(ResultDetail::Server(*status));
                Ok(vec![Fact::EndedOnline(result, *status)])
            }
            Record::Resumed { t, .. } => {
                if let Some(clock) = &mut self.clock {
                    if matches!(clock.state(), ClockState::Running(_)) {
                        let _ = clock.pause(*t);
                    }
                }
                Ok(Vec::new())
            }
        }
    }

    /// The result of a flag that fell after a move that ends the game, once that move is replaced by one that does
    /// not (a correction, or a sealed move played after an adjournment): the flag counts (6.9).
    fn flag_counts(&mut self, t: u64) -> Vec<Fact> {
        match self.flag_after_ending {
            Some(flagged) if !self.pending_ends_the_game() => {
                let can_mate = self.game.can_mate(flagged.opposite().into());
                self.finish(
                    GameResult::forfeit(flagged.into(), Termination::TimeForfeit, can_mate),
                    t,
                )
            }
            _ => Vec::new(),
        }
    }

    /// Whether the move waiting for the press ends the game when it is made (a mate, stalemate, dead position, the
    /// fivefold or 75-move rule).
    fn pending_ends_the_game(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| self.game.ending_after(p.mv).is_some())
    }

    /// The game is neither over nor adjourned: moves and claims may be made.
    ///
    /// # Errors
    /// Why not.
    pub fn open(&self) -> Result<(), Refused> {
        if let Some(result) = &self.result {
            return Err(Refused::GameOver(result.score));
        }
        if self.sealed.is_some() {
            return Err(Refused::Adjourned);
        }
        Ok(())
    }

    /// The game is not over (it may be adjourned: an offer can be answered and a player can resign before the
    /// resumption, Guidelines I).
    fn not_over(&self) -> Result<(), Refused> {
        match &self.result {
            Some(result) => Err(Refused::GameOver(result.score)),
            None => Ok(()),
        }
    }

    fn clock_mut(&mut self) -> Result<&mut ChessClock, Refused> {
        if self.clock.is_none() {
            return Err(Refused::NoClock);
        }
        Ok(self.clock.as_mut().expect("checked above"))
    }

    /// The legal move a record names in the current position.
    fn legal(&self, mv: &MoveRecord) -> Result<Move, Refused> {
        legal_in(self.game.position(), mv).ok_or_else(|| Refused::Unreadable {
            san: mv.san.clone(),
            uci: mv.uci.to_string(),
        })
    }

    /// Announces a move: pending in tournament mode (replacing any pending one), complete at once in practice mode
    /// or when `complete` is set.
    fn announce(
        &mut self,
        mv: Move,
        t: u64,
        complete: bool,
        source: Option<MoveSource>,
    ) -> Result<Vec<Fact>, Refused> {
        if let Some(locked) = self.pending.as_ref().filter(|p| p.locked && p.mv != mv) {
            return Err(Refused::IntendedMove {
                before: Box::new(self.game.position().clone()),
                mv: locked.mv,
            });
        }
        let mover = self.to_move();
        let mut events = Vec::new();
        if self.offer == Some(mover.opposite()) {
            // Moving instead of answering declines the opponent's offer (9.1.2.2).
            self.offer = None;
            events.push(Fact::Event(Event::DrawDeclined { side: mover }));
        }
        let (keep_offer, locked) = self
            .pending
            .as_ref()
            .map_or((false, false), |p| (p.draw_offer, p.locked));
        // An offer made before moving is written with the move that follows it.
        let keep_offer = keep_offer || self.offer == Some(mover);
        // A move replacing one that waits for the press corrects a slip of the tongue (D.2.8): it is said so.
        let correction = self.pending.as_ref().is_some_and(|p| p.mv != mv);
        self.pending = Some(Pending {
            mv,
            draw_offer: keep_offer,
            locked,
            source,
        });
        // A move that ends the game (mate, stalemate, a dead position, the fivefold or 75-move rule) waits for the
        // press like any other in tournament mode, so that a slip of the tongue on it can still be corrected (D.2.8);
        // the press completes it and ends the game (5.1.1, 5.2, 9.6).
        if complete || self.setup.mode == Mode::Practice {
            if self.setup.mode == Mode::Tournament {
                events.push(self.announcement(false, correction));
            }
            events.extend(self.complete(t)?);
            return Ok(events);
        }
        events.push(self.announcement(true, correction));
        events.extend(self.flag_counts(t));
        Ok(events)
    }

    /// The announcement of the pending move; `correction` when it replaces another pending move.
    fn announcement(&self, pending: bool, correction: bool) -> Fact {
        let p = self.pending.as_ref().expect("a pending move");
        let plies = self.game.plies().len();
        Fact::Announced(Announced {
            ply: u32::try_from(plies + 1).unwrap_or(u32::MAX),
            move_number: self.move_number_after(plies),
            side: self.to_move(),
            before: self.game.position().clone(),
            mv: p.mv,
            pending,
            correction,
            source: p.source,
        })
    }

    /// Completes the pending move: the mover's clock is pressed, the move played and recorded, and any end the
    /// rules reach is reported.
    fn complete(&mut self, t: u64) -> Result<Vec<Fact>, Refused> {
        if self.pending.is_none() {
            return Err(Refused::NoPending);
        }
        let mover = self.to_move();
        let flag = self.flag_counts(t);
        if !flag.is_empty() {
            return Ok(flag);
        }
        if let Some(clock) = &mut self.clock {
            // A first move pressed before anyone typed go: the mover's clock starts and stops at once, so the
            // move earns its increment like every other (6.3).
            if clock.state() == ClockState::NotStarted {
                let _ = clock.start(mover, t);
            }
            match clock.press_by(mover, t) {
                // The flag fell after the move that ends the game was made: the move stands without the press.
                Err(ClockError::Flagged(_) | ClockError::Paused)
                    if self.flag_after_ending == Some(mover) => {}
                Err(e) => return Err(Refused::Clock(e)),
                Ok(_) => {}
            }
        }
        let mut events = Vec::new();
        if self.setup.mode == Mode::Practice {
            events.push(self.announcement(false, false));
        }
        let pending = self.pending.take().expect("checked above");
        self.game.play(pending.mv);
        let times = self.times(t);
        self.notes.push(PlyNote {
            times,
            draw_offer: pending.draw_offer,
            board_differs: Vec::new(),
        });
        // An offer by the opponent stands across this press: one made before this move was announced was declined
        // by announcing it; one made after it came while the move waited for the press, and pressing the clock does
        // not answer it (9.1.2.1: valid until accepted, rejected, or rejected by touching a piece).
        events.push(Fact::Event(Event::Press {
            ply: u32::try_from(self.game.plies().len()).unwrap_or(u32::MAX),
            side: mover,
            white_ms: times.map(|(w, _)| w),
            black_ms: times.map(|(_, b)| b),
            say_times: self.setup.mode == Mode::Practice,
        }));
        events.extend(self.discrepancies());
        if let Some(ending) = self.game.ending_at_the_board() {
            events.extend(self.finish(GameResult::ending(ending, mover.into()), t));
        } else if self.setup.mode == Mode::Practice {
            let claims = self.game.claimable();
            if !claims.is_empty() {
                events.push(Fact::Claimable(claims));
            }
        }
        Ok(events)
    }

    /// Ends the game: the clocks stop and nothing waits any more.
    fn finish(&mut self, result: GameResult, t: u64) -> Vec<Fact> {
        if let Some(clock) = &mut self.clock {
            if matches!(clock.state(), ClockState::Running(_)) {
                let _ = clock.pause(t);
            }
            clock.advance_to(t);
        }
        self.pending = None;
        self.offer = None;
        self.flag_after_ending = None;
        // A game decided during an adjournment (agreement, resignation) never plays its sealed move.
        self.sealed = None;
        self.result = Some(result);
        self.detail = None;
        vec![Fact::Event(Event::Result(result, None))]
    }

    /// `go`: plays the sealed move of an adjourned game, or starts the clock of the player to move.
    /// The sealed move, from the journal in clear or from the envelope opened with `code`: `None` when the move as
    /// written is illegal or ambiguous.
    fn unseal(&self, sealed: &Sealed, code: Option<&str>) -> Result<Option<Move>, Refused> {
        if let Some(mv) = sealed.mv {
            return Ok(Some(mv));
        }
        let Some(secret) = &sealed.secret else {
            return Err(Refused::EnvelopeCode);
        };
        let Some(code) = code else {
            return Err(Refused::EnvelopeClosed);
        };
        let opened = envelope::open(secret, code).ok_or(Refused::EnvelopeCode)?;
        let legal = opened
            .uci
            .and_then(|uci| uci.to_move(self.game.position()).ok());
        Ok(legal)
    }

    fn go(&mut self, t: u64, code: Option<&str>) -> Result<Vec<Fact>, Refused> {
        self.not_over()?;
        if let Some(sealed) = self.sealed.clone() {
            let mover = self.to_move();
            let unsealed = self.unseal(&sealed, code)?;
            self.sealed = None;
            let Some(mv) = unsealed else {
                // An illegal or ambiguous sealed move loses (Guidelines I).
                return Ok(self.finish(
                    GameResult::forfeit(mover.into(), Termination::SealedMove, true),
                    t,
                ));
            };
            if let Some(clock) = &mut self.clock {
                let _ = clock.start(mover, t);
            }
            self.pending = None;
            // An offer open at the adjournment stands until it is answered (Guidelines I): the sealed move,
            // made by the arbiter, does not answer it.
            let offer = self.offer.take();
            let events = self.announce(mv, t, true, None)?;
            if self.result.is_none() {
                self.offer = offer;
            }
            return Ok(events);
        }
        self.open()?;
        let side = self.to_move();
        let clock = self.clock_mut()?;
        clock.start(side, t).map_err(Refused::Clock)?;
        let (white_ms, black_ms) = self.times(t).unwrap_or_default();
        Ok(vec![Fact::Event(Event::Start {
            side,
            white_ms,
            black_ms,
        })])
    }

    /// `arbiter increment`: every move from now on earns `ms` for both players (Guidelines III.4).
    /// The speech rate chosen during the game, said at it.
    fn change_rate(&mut self, percent: u32) -> Vec<Fact> {
        self.rate = Some(percent);
        vec![Fact::RateChosen(percent)]
    }

    /// The speech rate in percent of the voice's normal pace: the last chosen in the game, else the one it was
    /// started with (`None`: the normal pace).
    #[must_use]
    pub fn rate(&self) -> Option<u32> {
        self.rate
    }

    /// The speech rate the session starts with (`--speech-rate`), until the game chooses another.
    pub fn start_rate(&mut self, percent: Option<u32>) {
        if percent.is_some() {
            self.rate = percent;
        }
    }

    fn introduce_increment(&mut self, ms: u64) -> Result<Vec<Fact>, Refused> {
        self.not_over()?;
        if ms > crate::clock::MAX_DURATION_MS {
            return Err(Refused::Duration(i128::from(ms)));
        }
        self.clock_mut()?.introduce_increment(ms);
        Ok(vec![Fact::IncrementIntroduced(ms)])
    }

    /// `arbiter unseal`: the envelope is lost, so the game goes on from the position and the times at the
    /// adjournment, the clocks stopped until `go`, and the player who sealed makes the move again (Guidelines I.11).
    fn unseal_lost(&mut self, t: u64) -> Result<Vec<Fact>, Refused> {
        self.not_over()?;
        let Some(sealed) = self.sealed.take() else {
            return Err(Refused::NotAdjourned);
        };
        let to_move = self.to_move();
        if let Some(clock) = &mut self.clock {
            if let Some((white, black)) = sealed.times {
                clock.set_times(white, black, t);
            }
            clock.stop_with_turn(to_move, t);
        }
        let times = self
            .clock
            .as_ref()
            .map(|_| self.times(t).unwrap_or_default());
        Ok(vec![Fact::EnvelopeLost { to_move, times }])
    }

    /// Both players have made a move (an announced move counts as made): only then can a draw be agreed (5.2.3).
    fn both_have_moved(&self) -> bool {
        self.has_moved(Side::White) && self.has_moved(Side::Black)
    }

    /// Whether `side` has made a move in this game (an announced move counts as made).
    fn has_moved(&self, side: Side) -> bool {
        let to_move = self.to_move();
        let plies = self.game.plies().len();
        let announced = side == to_move && (self.pending.is_some() || self.sealed.is_some());
        // The last ply was the opponent's of the side to move, the one before it the side to move's own.
        announced || plies >= 2 || (plies == 1 && side != to_move)
    }

    /// `side` may answer the open offer: there is one, by the opponent, and a draw can be agreed.
    /// `agreeing`: the answer is an acceptance, which must wait until both players have moved (5.2.3); an offer may
    /// be declined at any time (9.1.2.2).
    fn answerable(&self, side: Side, agreeing: bool) -> Result<(), Refused> {
        self.not_over()?;
        match self.offer {
            None => Err(Refused::NoOffer),
            Some(by) if by == side => Err(Refused::OwnOffer(side)),
            Some(_) if agreeing && !self.both_have_moved() => Err(Refused::TooEarly),
            Some(_) => Ok(()),
        }
    }

    /// A draw offer by `side`. Made with a move not yet pressed, it is written with that move; made after the press,
    /// with the move just made; made before moving, it is still `side`'s offer (9.1.2.1) and is written with the
    /// move `side` makes next.
    fn offer_draw(&mut self, side: Side) -> Result<Vec<Fact>, Refused> {
        self.not_over()?;
        match self.offer {
            Some(by) if by == side => return Err(Refused::OwnOffer(side)),
            Some(by) => return Err(Refused::OfferOpen(by)),
            None => {}
        }
        // An offer the opponent could never accept is refused: before moving he cannot agree (5.2.3), and moving
        // declines it. Once he has moved it stands, even made before the offerer's own first move (9.1.2.1).
        if !self.has_moved(side.opposite()) {
            return Err(Refused::TooEarly);
        }
        let to_move = self.to_move();
        match (&mut self.pending, self.notes.last_mut()) {
            (Some(pending), _) if side == to_move => pending.draw_offer = true,
            (None, Some(note)) if side != to_move => note.draw_offer = true,
            _ => {}
        }
        self.offer = Some(side);
        Ok(vec![Fact::Event(Event::DrawOffer { side })])
    }

    /// A draw claim by `side`, on `side`'s turn (9.2, 9.3): checked, ending the game when correct; when not, the
    /// opponent gets the penalty's time, the intended move must be played (9.5.3), and the claim stands as a draw
    /// offer (9.1.2.3). A move announced by the opponent and not yet pressed counts as made: it is completed first.
    /// An `illegal` intended move (as written) makes the claim incorrect.
    fn claim(
        &mut self,
        side: Side,
        kind: Claim,
        intended: Option<&MoveRecord>,
        illegal: Option<&str>,
        t: u64,
    ) -> Result<Vec<Fact>, Refused> {
        self.open()?;
        let mut events = Vec::new();
        if self.pending.is_some() {
            if side == self.to_move() {
                // An announced move is made (D.2.3): the right to claim on it is lost (9.4).
                return Err(Refused::ClaimAnnounced);
            }
            events.extend(self.complete(t)?);
            if self.result.is_some() {
                return Ok(events);
            }
        }
        if side != self.to_move() {
            return Err(Refused::ClaimTurn(self.to_move()));
        }
        let intended = intended.map(|mv| self.legal(mv)).transpose()?;
        let valid = illegal.is_none()
            && match intended {
                Some(mv) => self.game.claimable_after(mv).contains(&kind),
                None => self.game.claimable().contains(&kind),
            };
        events.push(Fact::Event(Event::Claim { kind, valid, side }));
        if valid {
            if let Some(mv) = intended {
                // The intended move is written on the scoresheet; the game ends with it.
                self.game.play(mv);
                self.notes.push(PlyNote {
                    times: self.times(t),
                    draw_offer: false,
                    board_differs: Vec::new(),
                });
            }
            events.extend(self.finish(GameResult::draw(kind.into(), Some(side.into())), t));
            return Ok(events);
        }
        if let Some(clock) = &mut self.clock {
            let added = clock.penalty(side, t);
            events.push(Fact::Event(Event::Penalty {
                side,
                illegal_moves: None,
                added_ms: Some(added),
                opponent_ms: Some(clock.remaining(side.opposite(), t)),
            }));
        }
        if let Some(mv) = intended {
            // A wrong claim with an intended move: the move must be played (9.5.3); it cannot be replaced.
            events.extend(self.announce(mv, t, false, None)?);
            if let Some(pending) = &mut self.pending {
                pending.locked = true;
            }
        }
        Ok(events)
    }

    /// An incorrect claim is also a draw offer, which the opponent may accept (9.1.2.3).
    fn claim_offer(&mut self, side: Side, mut events: Vec<Fact>) -> Vec<Fact> {
        if self.result.is_none() && self.offer.is_none() && self.has_moved(side.opposite()) {
            let with_move = self.to_move() == side;
            if let Some(pending) = self.pending.as_mut().filter(|_| with_move) {
                pending.draw_offer = true;
            }
            self.offer = Some(side);
            events.push(Fact::Event(Event::DrawOffer { side }));
        }
        events
    }

    fn illegal_move(&mut self, side: Side, t: u64) -> Result<Vec<Fact>, Refused> {
        self.open()?;
        self.illegal[side.index()] += 1;
        let count = self.illegal[side.index()];
        let (added_ms, opponent_ms) = match &mut self.clock {
            Some(clock) if count < 2 => {
                let added = clock.penalty(side, t);
                (Some(added), Some(clock.remaining(side.opposite(), t)))
            }
            _ => (None, None),
        };
        let mut events = vec![Fact::Event(Event::Penalty {
            side,
            illegal_moves: Some(count),
            added_ms,
            opponent_ms,
        })];
        if count >= 2 {
            let can_mate = self.game.can_mate(side.opposite().into());
            events.extend(self.finish(
                GameResult::forfeit(side.into(), Termination::IllegalMoves, can_mate),
                t,
            ));
        }
        Ok(events)
    }

    fn adjourn(
        &mut self,
        sealed: Option<&MoveRecord>,
        secret: Option<SealedSecret>,
        resumption: Option<String>,
        t: u64,
    ) -> Result<Vec<Fact>, Refused> {
        self.open()?;
        let mv = sealed.map(|mv| self.legal(mv)).transpose()?;
        if mv.is_none() && secret.is_none() {
            return Err(Refused::EnvelopeCode);
        }
        if let Some(clock) = &mut self.clock {
            if matches!(clock.state(), ClockState::Running(_)) {
                let _ = clock.pause(t);
            }
            clock.advance_to(t);
        }
        self.pending = None;
        let times = self.times(t);
        self.sealed = Some(Sealed {
            mv,
            secret,
            resumption,
            times,
        });
        Ok(vec![Fact::Event(Event::Adjourned {
            sealed_by: self.to_move(),
            move_number: self.move_number_after(self.game.plies().len()),
            white_ms: times.map(|(w, _)| w),
            black_ms: times.map(|(_, b)| b),
            fen: self.game.fen(),
            draw_offer: self.offer,
        })])
    }

    /// The envelope of an adjournment at `t` with the sealed move to be made by the player to move.
    pub fn envelope(&self, resumption: Option<String>, adjourned_at: String, t: u64) -> Envelope {
        let times = self.times(t);
        let used = self
            .clock
            .as_ref()
            .map(|c| (c.time_used(Side::White, t), c.time_used(Side::Black, t)));
        Envelope {
            white: self.setup.white.clone(),
            black: self.setup.black.clone(),
            fen: self.game.fen(),
            sealed_by: self.to_move(),
            move_number: self.move_number_after(self.game.plies().len()),
            white_ms: times.map(|(w, _)| w),
            black_ms: times.map(|(_, b)| b),
            white_used_ms: used.map(|(w, _)| w),
            black_used_ms: used.map(|(_, b)| b),
            draw_offer: self.offer,
            resumption,
            adjourned_at,
        }
    }

    /// Goes back to just after `ply`, restoring both clocks to the times recorded then; the clocks stop until `go`.
    fn retrace(&mut self, ply: u32, t: u64) -> Result<Vec<Fact>, Refused> {
        let plies = self.game.plies().len();
        let keep = usize::try_from(ply).unwrap_or(usize::MAX);
        if keep > plies {
            return Err(Refused::Takeback { ply, plies });
        }
        self.game.truncate(keep);
        self.notes.truncate(keep);
        self.pending = None;
        self.offer = None;
        self.flag_after_ending = None;
        let cancelled = self.result.take().map(|result| result.score);
        self.detail = None;
        self.sealed = None;
        let to_move = self.to_move();
        let recorded = match keep {
            0 => self
                .setup
                .control
                .as_ref()
                .map(|c| (c.initial_ms(), c.initial_ms())),
            _ => self.notes[keep - 1].times,
        };
        let first_mover: Side = self.game.start().turn().into();
        let mut moves = Side::ALL.map(|side| moves_before(&self.setup, self.game.start(), side));
        for i in 0..keep {
            let side = if i % 2 == 0 {
                first_mover
            } else {
                first_mover.opposite()
            };
            moves[side.index()] += 1;
        }
        if let Some(clock) = &mut self.clock {
            if let Some((white, black)) = recorded {
                clock.set_times(white, black, t);
            }
            for side in Side::ALL {
                clock.set_moves_completed(side, moves[side.index()]);
            }
            clock.stop_with_turn(to_move, t);
        }
        let last_move = (keep > 0).then(|| {
            let mover = if (keep - 1) % 2 == 0 {
                first_mover
            } else {
                first_mover.opposite()
            };
            (self.move_number_after(keep - 1), mover)
        });
        let times = self.times(t);
        let mut events = vec![Fact::Event(Event::Takeback {
            ply,
            last_move,
            white_ms: times.map(|(w, _)| w),
            black_ms: times.map(|(_, b)| b),
            cancelled,
        })];
        events.extend(self.discrepancies());
        Ok(events)
    }

    /// Entries written on `side`'s sheet: checked at once against the game.
    /// Writes `entries` on `side`'s sheet: after what it holds, or from half-move `at` on, replacing the rest (a
    /// correction, a file, or `clear`); then checks it against the game.
    fn write_sheet(
        &mut self,
        side: Side,
        entries: &[String],
        at: Option<u32>,
    ) -> Result<Vec<Fact>, Refused> {
        let Some(sheet) = self.sheets.entered(side) else {
            return Err(Refused::SheetAutomatic(side));
        };
        if let Some(at) = at.map(|at| usize::try_from(at).unwrap_or(usize::MAX)) {
            let held = sheet.entries.len();
            if at > held {
                return Err(Refused::SheetGap { sheet: side, held });
            }
            let sheet = self.sheets.entered(side).expect("checked above");
            sheet.entries.truncate(at);
        }
        let sheet = self.sheets.entered(side).expect("checked above");
        sheet.entries.extend(entries.iter().cloned());
        let count = sheet.entries.len();
        let found = sheet.check(&self.game, &self.reader);
        Ok(match found {
            Some(d) => vec![self.disagreement(side, &d)],
            None => match sheet.reported.clone() {
                // Still the difference already told: said short, not the whole report again.
                Some(d) => vec![Fact::SheetStillDiffers {
                    sheet: side,
                    number: self.move_number_after(d.ply - 1),
                }],
                None => vec![Fact::SheetAgrees { sheet: side, count }],
            },
        })
    }

    /// New disagreements of the entered sheets with the game.
    fn discrepancies(&mut self) -> Vec<Fact> {
        let found = self.sheets.check_all(&self.game, &self.reader);
        found
            .iter()
            .map(|(side, d)| self.disagreement(*side, d))
            .collect()
    }

    /// What the arbiter needs about a disagreement: both versions, the last agreeing ply, the position and the clock
    /// times recorded there.
    fn disagreement(&self, sheet: Side, d: &Discrepancy) -> Fact {
        let agree = d.ply - 1;
        let ply = &self.game.plies()[agree];
        let times = match agree {
            0 => self
                .setup
                .control
                .as_ref()
                .map(|c| (c.initial_ms(), c.initial_ms())),
            n => self.notes.get(n - 1).and_then(|note| note.times),
        };
        Fact::Disagreement(Box::new(Disagreement {
            ply: u32::try_from(d.ply).unwrap_or(u32::MAX),
            sheet,
            game: d.game.clone(),
            recorded: d.recorded.clone(),
            recorded_move: self.reader.read(&ply.before, &d.recorded).ok(),
            before: ply.before.clone(),
            mv: ply.mv,
            move_number: self.move_number_after(agree),
            times,
        }))
    }
}

/// The moves `side` has made before the start position, as its move number tells, when the setup counts the time
/// control's moves from it (a game from move 39 with Black to move: White has made 39, Black 38); else none.
fn moves_before(setup: &Setup, start: &Chess, side: Side) -> u32 {
    if !setup.moves_from_move_number {
        return 0;
    }
    let before = start.fullmoves().get().saturating_sub(1);
    before + u32::from(side == Side::White && start.turn() == Color::Black)
}

/// The legal move a record names in `pos`, if it is one.
pub(crate) fn legal_in(pos: &Chess, mv: &MoveRecord) -> Option<Move> {
    mv.uci.to_move(pos).ok()
}
