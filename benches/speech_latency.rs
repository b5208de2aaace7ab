//! Latency of a spoken move with the built-in voice: from the moment a move line is read to the first sample of its
//! announcement handed to the sound device, in process, through the parts the program itself uses.
//!
//! For each move a line (SAN of a legal move, chosen at random) goes to a real game session
//! ([`PlaySession`], practice mode, writing a real journal with its sync to disk); the session's events go to the
//! clock's [`ToneSink`] and to a [`SpeechSink`] over the built-in voice ([`ClipSpeaker`] with the FIDE pack's clips);
//! both play on real lanes of the default cpal device ([`open_lanes`]): the tones, the player's voice and the
//! announcements, as `tactus play` opens them on one device. The clock is read at four moments:
//!
//! - **line**: before the line is handed to the session;
//! - **text**: when the session has answered with the announcement (the text a screen reader would get);
//! - **queued**: when the sinks have rendered the sentence and queued it on the announcements' lane;
//! - **first frame**: when the device's callback has taken the first sample of it, seen by polling the lane's
//!   `played()` counter in a tight loop (the counter moves when the callback that took the sample returns).
//!
//! Before each move the lane is idle (the previous sentence was cut after its first frame and the cut has been
//! carried out) and the bench waits a random 20–120 ms, so that moves fall at random points of the device's period.
//! The first moves warm up and are not counted.
//!
//! Run it on a device that paces like real hardware: `scripts/measure-latency` starts a private PulseAudio null sink
//! reached through ALSA's pulse plugin and runs `cargo bench --bench speech_latency -- --moves N`. ALSA's null or
//! file devices take samples as fast as they are given and would understate the figure.

// criterion's macros make the bench's entry points, which carry no documentation.
#![allow(missing_docs)]

use std::{
    hint::spin_loop,
    path::Path,
    sync::{Arc, Mutex, MutexGuard, PoisonError},
    thread,
    time::{Duration, Instant},
};

use shakmaty::{san::San, Chess, Position};
use tactus_core::{
    Blind, Cues, Event, EventSink, GameState, JournalWriter, Mode, MoveReader, Notation,
    PlaySession, Record, Session, Setup, Stamped, Style, VoicePack, Wording,
};
use tactus_devices::{
    open_lanes, Channels, ClipLibrary, ClipSpeaker, Lane, Player, SpeechSink, ToneSink,
};
use tactus_runtime::Journal;

/// Moves played before the measured ones.
const WARM_UP: usize = 10;

/// The longest wait for the device to take a sample.
const DEVICE_LIMIT: Duration = Duration::from_secs(3);

/// Plies of one game before a new game starts (random games rarely end sooner).
const GAME_PLIES: usize = 120;

/// A lane shared between the speaker that feeds it and the bench that watches it.
#[derive(Clone)]
struct Watched(Arc<Mutex<Lane>>);

impl Watched {
    fn lock(&self) -> MutexGuard<'_, Lane> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn played(&self) -> u64 {
        self.lock().played()
    }

    fn pushed(&self) -> u64 {
        self.lock().pushed()
    }
}

impl Player for Watched {
    fn play(&mut self, samples: &[f32]) -> bool {
        self.lock().play(samples)
    }

    fn unplayed(&self) -> usize {
        self.lock().unplayed()
    }

    fn interrupt(&mut self) {
        self.lock().interrupt();
    }

    fn failure(&self) -> Option<tactus_devices::PlayerFailure> {
        self.lock().failure()
    }

    fn sample_rate(&self) -> u32 {
        self.lock().sample_rate()
    }
}

/// A small deterministic generator (xorshift).
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// What the command line asks for.
struct Options {
    moves: usize,
    seed: u64,
    /// The built-in voice's pace, in percent of the recorded one (its clips stretched before the first move).
    rate: u32,
}

fn options() -> Option<Options> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    // `cargo test --benches` runs this without `--bench`: nothing to measure then.
    if !args.iter().any(|a| a == "--bench") {
        return None;
    }
    let mut options = Options {
        moves: 300,
        seed: 0x5eed,
        rate: 100,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| -> u64 {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("{name} needs a whole number"))
        };
        match arg.as_str() {
            "--moves" => options.moves = value("--moves") as usize,
            "--seed" => options.seed = value("--seed").max(1),
            "--rate" => options.rate = u32::try_from(value("--rate")).unwrap_or(u32::MAX),
            _ => {}
        }
    }
    Some(options)
}

/// A new game in practice mode (each move complete at once), its journal in `folder`.
fn new_game(folder: &Path, number: usize, wording: &Arc<Wording>) -> PlaySession {
    let setup = Setup {
        white: "White".into(),
        black: "Black".into(),
        blind: Blind::White,
        mode: Mode::Practice,
        cues: Cues::Own,
        cue_marks: tactus_core::CueMarks::ALL,
        control: None,
        category: None,
        fen: None,
        moves_from_move_number: true,
        notation: Notation::En,
        voice: None,
        style: None,
        event: String::new(),
        site: String::new(),
        round: String::new(),
        date: "2026.11.22".into(),
        started: String::new(),
        engine: None,
    };
    let state =
        GameState::new(setup.clone(), wording.sheet_reader(setup.notation)).expect("a new game");
    let mut journal =
        Journal::create(&folder.join(format!("game-{number}.jsonl"))).expect("a journal");
    journal
        .write(&Record::Setup(setup))
        .expect("the journal is written");
    PlaySession::new(
        state,
        Arc::clone(wording),
        MoveReader::for_pack(Notation::En, &wording.pack),
        Box::new(journal),
        0,
        false,
        tactus_runtime::outside(),
    )
}

/// The value at quantile `q` (nearest rank) of sorted durations, in milliseconds.
fn quantile(sorted: &[Duration], q: f64) -> f64 {
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1].as_secs_f64() * 1000.0
}

fn report(name: &str, mut values: Vec<Duration>) {
    values.sort();
    println!(
        "{name:<36} p50 {:>7.2} ms   p99 {:>7.2} ms   max {:>7.2} ms   (min {:.2} ms, n = {})",
        quantile(&values, 0.5),
        quantile(&values, 0.99),
        quantile(&values, 1.0),
        quantile(&values, 0.0),
        values.len()
    );
}

/// The system's load averages (1, 5, 15 minutes), where the system tells them: the figures depend on what else runs.
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .unwrap_or_else(|_| "unknown".into())
}

/// How many frames the device takes per callback: a second of silence queued on `lane`, and the steps of its
/// `played()` counter.
fn frames_per_callback(lane: &mut Watched) -> Vec<u64> {
    let rate = lane.sample_rate();
    let start = lane.played();
    assert!(lane.play(&vec![0.0; rate as usize]));
    let mut steps = Vec::new();
    let mut last = start;
    let deadline = Instant::now() + DEVICE_LIMIT;
    while last < start + u64::from(rate) && Instant::now() < deadline {
        let now = lane.played();
        if now != last {
            steps.push(now - last);
            last = now;
        }
        spin_loop();
    }
    steps
}

fn main() {
    let Some(options) = options() else {
        println!("speech_latency: run it with `cargo bench --bench speech_latency` (see scripts/measure-latency)");
        return;
    };
    let load_before = load();
    let pack = tactus_runtime::load_voice("fide").expect("the FIDE pack");
    let library = ClipLibrary::load(&pack, &tactus_runtime::clip_folders(&pack))
        .expect("the FIDE pack's clips");
    let lanes = match open_lanes(None, &[Channels::All, Channels::All, Channels::All]) {
        Ok(lanes) => lanes,
        Err(e) => {
            eprintln!("speech_latency: no sound device: {e}");
            std::process::exit(1);
        }
    };
    let [tones, voice, announce] = <[Lane; 3]>::try_from(lanes).ok().expect("three lanes");
    let device = announce.device_name().to_string();
    let rate = announce.sample_rate();
    let mut announce = Watched(Arc::new(Mutex::new(announce)));
    let steps = frames_per_callback(&mut announce);
    let typical = steps.get(steps.len() / 2).copied().unwrap_or(0);
    println!(
        "device: {device}, {rate} Hz; the callback takes {typical} frames ({:.1} ms) at a time (steps seen: {:?}…)",
        typical as f64 * 1000.0 / f64::from(rate),
        &steps[..steps.len().min(6)]
    );
    let mut tone_sink = ToneSink::new(tones, &VoicePack::default_pack());
    let speaker = ClipSpeaker::new(library, Box::new(voice), Box::new(announce.clone()))
        .at_pace(options.rate);
    let mut speech_sink = SpeechSink::new(vec![Box::new(speaker)], pack.clone());

    let folder = tempfile::tempdir().expect("a folder for the journals");
    let wording = Arc::new(Wording {
        pack,
        style: Style::Short,
    });
    let mut random = Random(options.seed);
    let started = Instant::now();
    let mut games = 1;
    let mut session = new_game(folder.path(), games, &wording);
    let mut position = Chess::default();
    let mut plies = 0;
    let (mut text, mut queued, mut first) = (Vec::new(), Vec::new(), Vec::new());
    let mut played_moves = 0;
    while played_moves < WARM_UP + options.moves {
        let legal = position.legal_moves();
        if legal.is_empty() || plies >= GAME_PLIES || position.is_insufficient_material() {
            games += 1;
            session = new_game(folder.path(), games, &wording);
            position = Chess::default();
            plies = 0;
            continue;
        }
        let chosen = legal[random.below(legal.len())];
        let line = San::from_move(&position, chosen).to_string();
        position.play_unchecked(chosen);
        plies += 1;

        // The lane is idle, and the move falls at a random point of the device's period.
        let idle_since = Instant::now();
        while announce.played() < announce.pushed() {
            assert!(idle_since.elapsed() < DEVICE_LIMIT, "the device stopped");
            thread::sleep(Duration::from_millis(1));
        }
        thread::sleep(Duration::from_millis(20 + random.below(100) as u64));
        let before = announce.pushed();

        let line_read = Instant::now();
        let now_ms = line_read.duration_since(started).as_millis() as u64;
        let reply = session.handle_typed(&line, now_ms);
        let text_ready = Instant::now();
        let announced = reply
            .events
            .iter()
            .any(|event| matches!(event, Event::Announce { .. }));
        assert!(announced, "{line} was not announced: {:?}", reply.events);
        // A game ended by a rule the bench does not follow (a fivefold repetition): a new one next.
        if reply
            .events
            .iter()
            .any(|event| matches!(event, Event::Result(..)))
        {
            plies = GAME_PLIES;
        }
        for event in reply.events {
            let stamped = Stamped {
                t_ms: now_ms,
                event,
            };
            tone_sink.emit(&stamped).expect("tones never fail");
            speech_sink.emit(&stamped).expect("speech never fails");
        }
        let in_queue = Instant::now();
        assert!(announce.pushed() > before, "{line}: nothing was queued");
        while announce.played() <= before {
            assert!(
                line_read.elapsed() < DEVICE_LIMIT,
                "the device took nothing"
            );
            spin_loop();
        }
        let taken = Instant::now();
        // Cut the rest of the sentence: the next move finds the lane idle once the callback has dropped it.
        announce.interrupt();
        speech_sink.poll();

        played_moves += 1;
        if played_moves > WARM_UP {
            text.push(text_ready - line_read);
            queued.push(in_queue - line_read);
            first.push(taken - line_read);
        }
    }
    let notices = speech_sink.poll();
    assert!(notices.is_empty(), "{notices:?}");
    println!(
        "{} moves in {games} games (after {WARM_UP} to warm up), built-in voice (FIDE clips) at {} %, journal synced to \
         disk; load average before {load_before}, after {}:",
        options.moves,
        options.rate,
        load()
    );
    report("line -> text ready", text);
    report("line -> sentence queued", queued);
    report("line -> first frame taken by device", first);
}
