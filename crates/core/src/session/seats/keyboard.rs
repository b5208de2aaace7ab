//! The keyboard's seat: both sides' moves and acts typed (or bound to keys, buttons and braille keys) and read in the
//! game as it stands: a move read or resolved from squares, a scoresheet's entries, the side that acts, a claim; and
//! the board cursor a gamepad or braille display moves. What it reads becomes the game's records, written through the
//! table. Its line read and its commands carried out are `keyboard/typed.rs` and `keyboard/commands.rs`; its acts
//! that wait or leave, `keyboard/confirming.rs`; the practice questions, `keyboard/practice.rs`.

use shakmaty::Position;

use crate::{
    boundary::{ErrorCode, Event, Refusal},
    clock::Side,
    notation::{split_movetext, Intent, MoveError, MoveReader},
    options::Blind,
    registry::{self, SessionKind, Verb},
    scoresheet::Sheet,
    voice::{shortened, PhraseKey},
    words,
};

use crate::session::{
    cursor::Cursor,
    play::{move_record, Outside},
    record::{MoveRecord, Record},
    state::GameState,
    wording::Wording,
};

/// The keyboard at the game: how it reads moves, and its board cursor.
pub(in crate::session) struct Keyboard {
    /// Reads typed moves, with the game's notation.
    pub(in crate::session) reader: MoveReader,
    /// The board cursor, back on its square after each change of the game.
    pub(in crate::session) cursor: Cursor,
    /// An act waiting for `yes`: the record it writes (none for leaving the session), and the question asked.
    pub(in crate::session) confirming: Option<(Option<Record>, Event)>,
    /// The code of an envelope being sealed, shown once the adjournment is written.
    pub(in crate::session) sealed_code: Option<String>,
    /// What it is handed from outside: the date and random bits of an envelope, a scoresheet's file.
    pub(in crate::session) outside: Outside,
    /// Whether `wait` passes time (virtual time: scripts and tests).
    pub(in crate::session) virtual_time: bool,
    /// The events last reported (a reply, or what fell due), for `repeat`.
    pub(in crate::session) said: Vec<Event>,
}

impl Keyboard {
    /// The keyboard of a new session: nothing asked, nothing said yet.
    pub(in crate::session) fn new(
        reader: MoveReader,
        cursor: Cursor,
        outside: Outside,
        virtual_time: bool,
    ) -> Keyboard {
        Keyboard {
            reader,
            cursor,
            confirming: None,
            sealed_code: None,
            outside,
            virtual_time,
            said: Vec::new(),
        }
    }
}

impl Keyboard {
    /// Reads a typed move in the current position, as a record; after the end of the game, says so instead.
    pub(in crate::session) fn read_move(
        &self,
        game: &GameState,
        wording: &Wording,
        text: &str,
    ) -> Result<MoveRecord, Refusal> {
        game.open().map_err(|refused| wording.refusal(&refused))?;
        let pos = game.game().position();
        let pack = &wording.pack;
        let mut refusal = match self.reader.read(pos, text) {
            Ok(mv) => return Ok(move_record(pos, mv)),
            Err(MoveError::Unreadable) => Refusal::new(
                pack,
                PhraseKey::ErrorNotUnderstood,
                &[("input", &shortened(text.trim()))],
            ),
            Err(problem) => Refusal::worded(
                ErrorCode::of_move(&problem),
                crate::voice::Sentence::text(pack.describe_error(text, &problem)),
            ),
        };
        // `Fb5` refused in English letters is a French bishop's move: say how to type it.
        if let Some(found) = self.reader.other_letters(pos, text) {
            let hint = words::other_letters(pack, &found);
            refusal.message = refusal.message.then("; ", hint);
        }
        Err(refusal)
    }

    /// A move handed over as squares, in the current position, as a record; refused in the words a typed move
    /// would be.
    pub(in crate::session) fn resolve_move(
        &self,
        game: &GameState,
        wording: &Wording,
        intent: Intent,
    ) -> Result<MoveRecord, Refusal> {
        game.open().map_err(|refused| wording.refusal(&refused))?;
        let pos = game.game().position();
        self.reader
            .resolve(pos, intent)
            .map(|mv| move_record(pos, mv))
            .map_err(|problem| {
                Refusal::worded(
                    ErrorCode::of_move(&problem),
                    crate::voice::Sentence::text(
                        wording.pack.describe_error(&intent.coordinates(), &problem),
                    ),
                )
            })
    }

    /// Typed sheet entries and where they go: from White's move `from` on (a correction), at the move a leading
    /// number names (`12.` White's, `12...` Black's), or after what the sheet holds. A sheet of one side's moves only
    /// (`1... e5 2... Nc6`) is refused: a scoresheet holds both players' moves.
    pub(in crate::session) fn sheet_entries(
        &self,
        game: &GameState,
        wording: &Wording,
        moves: &str,
        from: Option<u32>,
    ) -> Result<(Option<u32>, Vec<String>), Refusal> {
        let pack = &wording.pack;
        let refuse = |key| Refusal::new(pack, key, &[]);
        let numbers: Vec<(u32, bool)> = moves
            .split_whitespace()
            .filter_map(move_number_token)
            .collect();
        if numbers.iter().skip(1).any(|(_, black)| *black) {
            return Err(refuse(PhraseKey::ErrorSheetOneSide));
        }
        let leading = moves.split_whitespace().next().and_then(move_number_token);
        let at = match (from, leading) {
            (Some(number), _) => Some((number, Side::White)),
            (None, Some((number, black))) => {
                Some((number, if black { Side::Black } else { Side::White }))
            }
            (None, None) => None,
        };
        let at = match at {
            Some((number, side)) => Some(
                game.ply_of_move(number, side)
                    .ok_or_else(|| refuse(PhraseKey::ErrorSheetOneSide))?,
            ),
            None => None,
        };
        Ok((at, split_movetext(&self.reader, moves)))
    }

    /// The entries of a scoresheet file (PGN or movetext), read through [`Outside`]; the record keeps the
    /// entries, so a replay never needs the file.
    pub(in crate::session) fn sheet_file(
        &self,
        wording: &Wording,
        read_file: fn(&str) -> std::io::Result<Vec<u8>>,
        path: &str,
    ) -> Result<Vec<String>, Refusal> {
        let refuse = |problem: String| {
            Refusal::new(
                &wording.pack,
                PhraseKey::ErrorSheetFile,
                &[("path", path), ("problem", &problem)],
            )
        };
        let bytes = read_file(path).map_err(|e| refuse(e.to_string()))?;
        Sheet::read(&bytes, &self.reader)
            .map(|sheet| sheet.entries)
            .map_err(|e| refuse(e.to_string()))
    }

    /// The side that does an act: the one named, else the device's owner when exactly one player is blind; with
    /// two blind players or none, the side must be named.
    pub(in crate::session) fn acting_side(
        game: &GameState,
        wording: &Wording,
        named: Option<Side>,
        verb: Verb,
    ) -> Result<Side, Refusal> {
        let owner = match game.setup().blind {
            Blind::White => Some(Side::White),
            Blind::Black => Some(Side::Black),
            Blind::Both | Blind::None => None,
        };
        named.or(owner).ok_or_else(|| {
            let pack = &wording.pack;
            let word = registry::word_in(verb, &pack.phrase_language)
                .or_else(|| registry::spec(verb, SessionKind::Play).map(|spec| spec.name()))
                .unwrap_or_default();
            Refusal::new(pack, PhraseKey::ErrorWhichSide, &[("command", word)])
        })
    }

    /// A claim as a record: for the side named (or the owner), with the intended move read in the position the
    /// claimant has the move in (after a move the opponent announced); an intended move that is readable but not
    /// legal is kept as written and makes the claim incorrect (9.5.3).
    pub(in crate::session) fn claim_record(
        &self,
        game: &GameState,
        wording: &Wording,
        named: Option<Side>,
        kind: crate::rules::Claim,
        intended: Option<String>,
        t: u64,
    ) -> Result<Record, Refusal> {
        let side = Self::acting_side(game, wording, named, Verb::Claim)?;
        game.open().map_err(|refused| wording.refusal(&refused))?;
        let mut pos = game.game().position().clone();
        if let Some(pending) = game.pending() {
            if side == game.to_move() {
                // An announced move is made (D.2.3): the right to claim on it is lost (9.4); refused, no penalty.
                return Err(Refusal::new(
                    &wording.pack,
                    PhraseKey::ErrorClaimAnnounced,
                    &[],
                ));
            }
            pos.play_unchecked(pending.mv);
        }
        let (intended, illegal) = match intended {
            None => (None, None),
            Some(text) => match self.reader.read(&pos, &text) {
                Ok(mv) => (Some(move_record(&pos, mv)), None),
                Err(MoveError::Unreadable) => {
                    return Err(Refusal::new(
                        &wording.pack,
                        PhraseKey::ErrorNotUnderstood,
                        &[("input", &shortened(text.trim()))],
                    ))
                }
                Err(problem @ MoveError::Ambiguous(_)) => {
                    return Err(Refusal::worded(
                        ErrorCode::of_move(&problem),
                        crate::voice::Sentence::text(wording.pack.describe_error(&text, &problem)),
                    ))
                }
                Err(MoveError::Illegal(_)) => (None, Some(text.trim().to_string())),
            },
        };
        Ok(Record::Claim {
            t,
            side,
            kind,
            intended,
            illegal,
            offer: true,
        })
    }
}

/// A move number token of movetext: `12.` (White's move 12) or `12...` (Black's), also glued to its move (`12.e4`).
fn move_number_token(token: &str) -> Option<(u32, bool)> {
    let digits: String = token.chars().take_while(char::is_ascii_digit).collect();
    let rest = &token[digits.len()..];
    if digits.is_empty() || !rest.starts_with('.') {
        return None;
    }
    Some((digits.parse().ok()?, rest.starts_with("...")))
}

mod commands;
mod confirming;
mod practice;
mod typed;

pub(in crate::session) use typed::Typed;
