//! What the fuzz targets share: the move readers and voice packs (made once per process), a position chosen by a few
//! bytes of the input, and a small reader of header bytes.
//!
//! Inputs are bytes with a short header read by [`Bytes`] and the rest taken as text, so that seeds can be written by
//! hand (`fuzz/seeds/`) and the fuzzer still reaches every choice the header makes.

use std::{
    io::{self, Write},
    sync::{Arc, Mutex, OnceLock},
};

use shakmaty::{fen::Fen, CastlingMode, Chess, Position};
use tactus_core::{
    builtin_names, Event, Flow, Input, JsonLine, MoveReader, Notation, Session, Stamped, VoicePack,
};

/// The most command lines one input runs: enough for a game, few enough that an input runs in milliseconds.
pub const MAX_LINES: usize = 300;

/// Time controls a header byte picks (in the `--time` syntax): every clock mode, periods, and short ones whose flags
/// fall within a script.
pub const CONTROLS: [&str; 8] = [
    "5+3",
    "1",
    "90+30",
    "3d2",
    "3b2",
    "40/90+30,30+30",
    "2/1,1+1",
    "1/1d1",
];

/// The three notations, in the order a header byte picks them.
pub const NOTATIONS: [Notation; 3] = [Notation::En, Notation::De, Notation::Fr];

/// Start positions a header can pick, each with something to read moves against: castling both ways, promotions
/// with and without a capture, an en-passant capture, Black to move, a king in check, two rooks that could both go
/// to the same square.
pub const FENS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8",
    "1n2k3/P6P/8/8/8/8/p6p/1N2K1N1 w - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
    "3k4/8/8/8/8/K7/8/R6R w - - 0 1",
    "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1",
];

/// The shipped voice packs, loaded once.
pub fn packs() -> &'static [VoicePack] {
    static PACKS: OnceLock<Vec<VoicePack>> = OnceLock::new();
    PACKS.get_or_init(|| {
        builtin_names()
            .into_iter()
            .map(|name| VoicePack::builtin(name).expect("a shipped pack loads"))
            .collect()
    })
}

/// A shipped pack picked by a byte.
pub fn pack(choice: u8) -> &'static VoicePack {
    let packs = packs();
    &packs[usize::from(choice) % packs.len()]
}

/// The reader the binary makes for a notation (every shipped pack's words; the `fide` pack active), made once.
pub fn reader(notation: Notation) -> &'static MoveReader {
    static READERS: OnceLock<Vec<MoveReader>> = OnceLock::new();
    let readers = READERS.get_or_init(|| {
        NOTATIONS
            .iter()
            .map(|&n| MoveReader::for_pack(n, &VoicePack::default_pack()))
            .collect()
    });
    let index = NOTATIONS.iter().position(|&n| n == notation).unwrap_or(0);
    &readers[index]
}

/// A notation picked by a byte.
#[must_use]
pub fn notation(choice: u8) -> Notation {
    NOTATIONS[usize::from(choice) % NOTATIONS.len()]
}

/// The position after `plies` legal moves from [`FENS`]`[start]`, each chosen by a generator seeded with `seed`
/// (fewer when the game ends first).
#[must_use]
pub fn position(start: u8, plies: u8, seed: u8) -> Chess {
    let fen: Fen = FENS[usize::from(start) % FENS.len()]
        .parse()
        .expect("the fuzz positions are valid FEN");
    let mut pos: Chess = fen
        .into_position(CastlingMode::Standard)
        .expect("the fuzz positions are legal");
    let mut state = u64::from(seed);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pick = splitmix(&mut state) % moves.len() as u64;
        pos.play_unchecked(moves[usize::try_from(pick).unwrap_or(0)]);
    }
    pos
}

/// SplitMix64: a small, well-mixed generator.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The input's header bytes, then the rest.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    #[must_use]
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data }
    }

    /// The next header byte, 0 once the input is used up.
    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&first, rest)) => {
                self.data = rest;
                first
            }
            None => 0,
        }
    }

    /// The rest of the input.
    #[must_use]
    pub fn rest(self) -> &'a [u8] {
        self.data
    }

    /// The rest of the input as text (bytes that are not UTF-8 replaced, as a terminal line reader would).
    #[must_use]
    pub fn text(self) -> String {
        String::from_utf8_lossy(self.data).into_owned()
    }
}

/// A buffer that a sink writes into and the target reads afterwards.
#[derive(Clone, Default)]
pub struct Shared(pub Arc<Mutex<Vec<u8>>>);

impl Shared {
    /// What was written.
    #[must_use]
    pub fn bytes(&self) -> Vec<u8> {
        self.0.lock().map(|b| b.clone()).unwrap_or_default()
    }
}

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| io::Error::other("poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Runs `session` on virtual time as the event loop runs a script (`--script FILE --virtual-time`): before each line
/// what fell due is reported, each line is handled at the instant reached, `wait` moves the time on, and the end of
/// the lines ends the session after what is due then. Every event is worded in `pack`'s words (as the text lines)
/// and written as a JSON line; returns the JSON lines and the time at the end.
///
/// Checks that every JSON line is an event stamped no earlier than the one before, and no later than the end.
pub fn run_script(
    session: &mut dyn Session,
    text: &str,
    pack: &VoicePack,
) -> (Vec<serde_json::Value>, u64) {
    let mut json = Vec::new();
    let mut report = |t_ms: u64, event: Event| {
        let _sentence = tactus_core::event_sentence(pack, &event);
        let stamped = Stamped { t_ms, event };
        serde_json::to_writer(&mut json, &JsonLine::from(&stamped)).expect("an event is JSON");
        json.push(b'\n');
    };
    let mut now = 0;
    for line in text.lines().take(MAX_LINES) {
        for (at, event) in session.advance_to(now) {
            report(at, event);
        }
        let reply = session.handle(Input::Typed(line.to_string()), now);
        for event in reply.events {
            report(now, event);
        }
        match reply.flow {
            Flow::Continue => {}
            Flow::Wait(ms) => now = now.saturating_add(ms),
            Flow::Quit => break,
        }
    }
    for (at, event) in session.advance_to(now) {
        report(at, event);
    }
    let end = now;
    let mut last = 0;
    let mut events = Vec::new();
    for line in String::from_utf8(json)
        .expect("JSON lines are UTF-8")
        .lines()
    {
        let event: serde_json::Value =
            serde_json::from_str(line).expect("each event is one JSON line");
        let t = event["t_ms"]
            .as_u64()
            .unwrap_or_else(|| panic!("no t_ms in {line}"));
        assert!(
            t >= last,
            "{line} is stamped before the event before it ({last} ms)"
        );
        assert!(event["event"].is_string(), "no event name in {line}");
        assert!(
            t <= end,
            "{line} is stamped after the loop ended ({end} ms)"
        );
        last = t;
        events.push(event);
    }
    (events, end)
}
