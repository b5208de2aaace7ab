//! The game session's electronic board: the sighted player's board read, its moves announced as typed ones are
//! (pending until completed, a later settled board replacing them: D.2.8), the blind player's moves checked against
//! it (D.2.9), and its faults told once each. Nothing here gives a hint: the board reports moves and differences only.

use shakmaty::{Chess, Move};

use super::{Seat, Table};
use crate::{
    boundary::{BoardState, Event, Reply},
    clock::Side,
    eboard::{BoardInput, BoardKind, BoardReader, Expectation, Placement, ReadSettings, Reading},
    options::{Blind, BoardPress},
    session::{
        play::move_record,
        record::{MoveSource, Record},
        GameState, PlayCommand,
    },
    voice::PhraseKey,
    voice::Sentence,
    words,
};

/// How the game reads its board.
#[derive(Clone, Debug)]
pub struct BoardOptions {
    /// Which kind of board, where it is reached.
    pub kind: BoardKind,
    /// Where it is reached (a port or a URL), as given.
    pub place: String,
    /// How the sighted player's move read from it is completed.
    pub press: BoardPress,
    /// The settle and difference times.
    pub settings: ReadSettings,
}

/// The board a game reads, and what it last knew of it.
pub(in crate::session) struct BoardSeat {
    options: BoardOptions,
    reader: BoardReader,
    /// The board answers now.
    connected: bool,
    /// Its loss was said (said once until it is back).
    lost_said: bool,
    /// The DGT clock's lever as last reported.
    lever: Option<bool>,
    /// The latest placement it reported.
    latest: Option<Placement>,
}

impl BoardSeat {
    pub(in crate::session) fn new(options: BoardOptions) -> BoardSeat {
        BoardSeat {
            reader: BoardReader::new(options.settings),
            options,
            connected: false,
            lost_said: false,
            lever: None,
            latest: None,
        }
    }
}

impl BoardSeat {
    /// What the board reported at `t`.
    fn reported(&mut self, reported: BoardInput, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let seat = self;
        let mut events = Vec::new();
        match reported {
            BoardInput::Connected { kind, place } => {
                seat.connected = true;
                seat.lost_said = false;
                seat.options.kind = kind;
                seat.options.place = place;
                seat.reader.reconnected();
                let text = Sentence::phrase(
                    &table.wording().pack,
                    PhraseKey::BoardConnected,
                    vec![("board", Sentence::name(crate::eboard::kind_name(kind)))],
                );
                events.extend(seat.board_event(BoardState::Connected, text, table, t));
            }
            BoardInput::Lost { reason } => {
                seat.connected = false;
                if !seat.lost_said {
                    seat.lost_said = true;
                    let text = Sentence::phrase(
                        &table.wording().pack,
                        PhraseKey::BoardLost,
                        vec![(
                            "reason",
                            crate::words::board_failure(&table.wording().pack, &reason),
                        )],
                    );
                    events.extend(seat.board_event(BoardState::Lost, text, table, t));
                }
            }
            BoardInput::Placement(placement) => {
                seat.latest = Some(placement);
                seat.reader.seen(placement, t);
            }
            BoardInput::Lever { right_high } => {
                let pressed = seat.lever.is_some_and(|before| before != right_high);
                seat.lever = Some(right_high);
                let lever = seat.options.press == BoardPress::Lever;
                if pressed && lever && table.game().pending().is_some() {
                    events.extend(board_press(table, t));
                }
            }
        }
        events.extend(seat.read(table, t));
        events
    }

    /// What the board says at `t` against the game as it stands, until it has nothing new: a settled move is
    /// announced (and may be completed), which changes what the board is compared with.
    fn read(&mut self, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let mut events = Vec::new();
        // Each round applies at most a move and its reply; more rounds than that would be a reader saying one thing
        // twice, which a bound keeps from looping.
        for _ in 0..4 {
            let Some(reading) = self.next_reading(table.game(), table.online_side(), t) else {
                break;
            };
            events.extend(self.board_read(reading, table, t));
        }
        events
    }

    fn next_reading(&mut self, game: &GameState, online: Option<Side>, t: u64) -> Option<Reading> {
        if !self.connected {
            return None;
        }
        let positions = positions(game.game());
        let pending = game.pending().map(|p| p.mv);
        let to_move = game.to_move();
        let board_moves = moves_on_the_board(game, online, to_move);
        let announced = match pending {
            Some(mv) if !board_moves => Some(mv),
            None if board_moves => game
                .game()
                .plies()
                .last()
                .filter(|_| !moves_on_the_board(game, online, to_move.opposite()))
                .map(|ply| ply.mv),
            _ => None,
        };
        let expected = Expectation {
            positions: &positions,
            pending: pending.as_ref(),
            board_moves,
            announced: announced.as_ref(),
        };
        self.reader.read(&expected, t)
    }

    fn board_read(&mut self, reading: Reading, table: &mut dyn Table, t: u64) -> Vec<Event> {
        let pack = table.wording().pack.clone();
        match reading {
            Reading::Ready { turned } => {
                let key = if turned {
                    PhraseKey::BoardReadyTurned
                } else {
                    PhraseKey::BoardReady
                };
                let text = Sentence::phrase(&pack, key, Vec::new());
                self.board_event(BoardState::Ready, text, table, t)
            }
            Reading::Moves(moves) => self.board_moves(&moves, table, t),
            Reading::Takeback { plies } => {
                let text = match plies {
                    1 => Sentence::phrase(&pack, PhraseKey::BoardTakebackOne, Vec::new()),
                    n => Sentence::phrase(
                        &pack,
                        PhraseKey::BoardTakeback,
                        vec![(
                            "count",
                            Sentence::number(&pack, u32::try_from(n).unwrap_or(u32::MAX)),
                        )],
                    ),
                };
                let mut events = self.board_event(BoardState::Takeback, text, table, t);
                if let Some(Event::Board { plies: p, .. }) = events.first_mut() {
                    *p = u32::try_from(plies).ok();
                }
                events
            }
            Reading::Differs(squares) => {
                let text = words::board_differences(&pack, &squares, PhraseKey::BoardDiffers);
                let placement = self.latest.map(|p| p.fen());
                let record = Record::Board {
                    t,
                    state: BoardState::Differs,
                    squares: squares.iter().map(|d| d.square.to_string()).collect(),
                    placement,
                };
                let mut events = table.commit(&record);
                events.push(Event::Board {
                    state: BoardState::Differs,
                    kind: None,
                    place: None,
                    squares,
                    plies: None,
                    text,
                });
                events
            }
        }
    }

    /// The sighted player's move (and the blind player's reply executed with it) read from the board: announced as a
    /// typed move is; completed as the user chose.
    fn board_moves(&mut self, moves: &[Move], table: &mut dyn Table, t: u64) -> Vec<Event> {
        let mut events = Vec::new();
        // Online, only the user's own move is read: the opponent's come from the server.
        let moves = if table.online_side().is_some() {
            &moves[..moves.len().min(1)]
        } else {
            moves
        };
        for (index, &mv) in moves.iter().enumerate() {
            if index > 0 && table.game().pending().is_some() {
                // A reply made on the board: the move before it was completed, or it could not have been made.
                events.extend(table.commit(&Record::Press { t }));
            }
            let record = Record::Move {
                t,
                mv: move_record(table.game().game().position(), mv),
                source: Some(MoveSource::Board),
            };
            events.extend(table.commit(&record));
            let completes = self.options.press == BoardPress::Move;
            let game = table.game();
            let mover = game.to_move();
            if completes
                && game.pending().is_some()
                && moves_on_the_board(game, table.online_side(), mover)
            {
                events.extend(board_press(table, t));
            }
        }
        events
    }

    /// A board event of `state`, journaled first (a board event the journal cannot keep is told as that error).
    fn board_event(
        &self,
        state: BoardState,
        text: Sentence,
        table: &mut dyn Table,
        t: u64,
    ) -> Vec<Event> {
        let record = Record::Board {
            t,
            state,
            squares: Vec::new(),
            placement: None,
        };
        let mut events = table.commit(&record);
        let (kind, place) = match state {
            BoardState::Connected | BoardState::Lost => {
                (Some(self.options.kind), Some(self.options.place.clone()))
            }
            _ => (None, None),
        };
        events.push(Event::Board {
            state,
            kind,
            place,
            squares: Vec::new(),
            plies: None,
            text,
        });
        events
    }
}

impl Seat for BoardSeat {
    type Hears = BoardInput;

    /// The instant on the game's timeline the board's latest placement will have settled, if one waits.
    fn due(&self, _game: &GameState) -> Option<u64> {
        self.reader.next_due()
    }

    /// The board, once its latest placement has stood long enough, at the instant it had.
    fn advance(&mut self, table: &mut dyn Table, t: u64) -> Vec<(u64, Event)> {
        match self.reader.next_due().filter(|&due| due <= t) {
            Some(due) => self
                .read(table, due)
                .into_iter()
                .map(|e| (due, e))
                .collect(),
            None => Vec::new(),
        }
    }

    fn hear(&mut self, reported: BoardInput, table: &mut dyn Table, t: u64) -> Reply {
        Reply::events(self.reported(reported, table, t))
    }

    /// The game may have changed: the board is compared with it as it now stands (a move typed that the board
    /// already shows executed wrongly differs at once).
    fn act(&mut self, table: &mut dyn Table, t: u64) -> Vec<Event> {
        self.read(table, t)
    }
}

/// Whether `side`'s moves are made on this board and read from it: the sighted player's at the board; online, the
/// user's own (the opponent's come from the server, and the user makes them on the board too).
fn moves_on_the_board(game: &GameState, online: Option<Side>, side: Side) -> bool {
    match online {
        Some(own) => side == own,
        None => plays_on_the_board(game.setup().blind, side),
    }
}

/// The move read from the board completed by the board (its settling, or the clock's lever): pressed at the board;
/// online, sent to the server as `press` sends it.
fn board_press(table: &mut dyn Table, t: u64) -> Vec<Event> {
    table.command(PlayCommand::Press, t).events
}

/// The game's positions, the start first and the position now last.
fn positions(game: &crate::rules::Game) -> Vec<Chess> {
    let mut positions: Vec<Chess> = game.plies().iter().map(|p| p.before.clone()).collect();
    positions.push(game.position().clone());
    positions
}

/// Whether `side`'s moves are made on the electronic board: the sighted player's.
fn plays_on_the_board(blind: Blind, side: Side) -> bool {
    match blind {
        Blind::White => side == Side::Black,
        Blind::Black => side == Side::White,
        Blind::None => true,
        Blind::Both => false,
    }
}

#[cfg(test)]
mod tests;
