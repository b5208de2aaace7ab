//! The command line as data: every subcommand and option with its help text (docs/cli.md).

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use tactus_devices::OutputChoice;
use tactus_runtime::Given;

mod choices;
pub(crate) mod online;
pub(crate) mod scripted;

pub(crate) use choices::{Blind, BoardPress, Category, Cues, Mode, Notation, Sound, Speech, Style};

/// A chess companion for blind and visually impaired players.
///
/// It announces moves in the FIDE words (Anna, Bella, Cesar ... / eins, zwei, drei ...),
/// takes moves typed in any common notation or in those words, and follows the FIDE rules
/// for play with blind players (Appendix D).
#[derive(Debug, Parser)]
#[command(name = "tactus", version, max_term_width = 100)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Options every subcommand shares.
#[derive(Debug, Clone, Args)]
pub(crate) struct Common {
    /// Voice pack: fide, en, fr, de, nato, or the path of a folder holding a pack.toml.
    #[arg(long, value_name = "PACK", default_value = "fide")]
    pub voice: String,
    /// Announcement style: short (as on a scoresheet) or long (with the from-square and the captured piece).
    #[arg(long, value_enum, default_value_t = Style::Short)]
    pub style: Style,
    /// Piece letters accepted in typed moves besides the English and German ones: en, de, or fr (then R means king).
    /// By default those of the voice pack's language (fr with the French pack).
    #[arg(long, value_enum)]
    pub notation: Option<Notation>,
    /// Output: text lines for people, or one JSON object per line for programs.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

impl Common {
    /// The piece letters typed moves are read with: `--notation` when given, else those of `pack`'s language.
    pub(crate) fn letters(&self, pack: &tactus_core::VoicePack) -> tactus_core::Notation {
        self.notation.map_or_else(
            || tactus_core::Notation::of_language(&pack.phrase_language),
            Into::into,
        )
    }
}

/// How results are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Debug, Subcommand)]
// The doc comments are the help text, where brackets mark what may be left out (`[MOVE]`), not links.
#[allow(rustdoc::broken_intra_doc_links)]
pub(crate) enum Command {
    /// Play a game at the board (the main job; `tactus` alone is `tactus play`).
    ///
    /// Type a move in any notation or in the announcement words: it is checked, announced and waits for press,
    /// which completes it and starts the opponent's clock (in practice mode a move completes at once). Questions:
    /// time, moves, last, square, rank, file, board, board visual, pieces, verify. Draws: draw, accept, decline,
    /// claim threefold|fifty [MOVE]. Also resign, adjourn MOVE, go, pause, arbiter add|set|illegal|takeback, wait,
    /// help, quit. Everything is written to the game journal before it is announced.
    Play(PlayArgs),
    /// Continue a game from its journal, after a crash or an adjournment.
    ///
    /// The position, the pending move, both clocks (stopped until go), offers and penalties are rebuilt by
    /// replaying the journal; new commands are appended to it. After an adjournment, go plays the sealed move.
    Resume(ResumeArgs),
    /// Write a game from its journal as PGN or as numbered moves in words.
    Export(ExportArgs),
    /// List the game journals in the games folder, newest first: players, date, moves and state (running,
    /// adjourned, finished).
    Games(GamesArgs),
    /// Compare two scoresheets (PGN or plain moves in any notation): where they agree up to, where they first
    /// differ, and the position to retrace to. Exit code 0 when they agree, 1 when they differ, 2 when a sheet
    /// cannot be read.
    Compare(CompareArgs),
    /// Print the announcement of each move: moves as arguments, from a PGN file, or from standard input.
    ///
    /// Moves may be written in any accepted form: SAN with English, German or French letters,
    /// coordinates (g1f3), or the spoken words ("springer felix drei"). Several moves may share
    /// one argument ("e4 e5 Nf3"); moves in words go one per argument or line, or separated by commas.
    /// A bad move stops its game with a message on standard error and exit code 2.
    Announce(AnnounceArgs),
    /// List the voice packs and their languages.
    Voices(VoicesArgs),
    /// What was found: audio outputs, the speech engine and its voices, gamepads, the braille display, electronic
    /// boards.
    Devices(DevicesArgs),
    /// Check an electronic board before the round: the placement it reads, its orientation, the squares that differ
    /// from the start position, then every piece lifted and placed, aloud, until quit.
    Board(BoardCheckArgs),
    /// A talking chess clock alone, for use with any board.
    ///
    /// Commands, one per line (typed, or from --script): go, press, white (w), black (b), time (t),
    /// moves (n), pause, arbiter add|set white|black DURATION, wait DURATION (with --virtual-time),
    /// help, quit. Cues at every 5 minutes (a double signal at every 15), at 4, 3, 2, 1 minutes and 30, 10 seconds;
    /// then the flag.
    Clock(ClockArgs),
    /// Listen to a game from a PGN file, move by move, with its headers and comments (practice at home).
    ///
    /// Commands: next (or an empty line), previous, move N (White's move N; move N black for Black's), start, end,
    /// play [SECONDS] (autoplay with that pause), stop, headers, comment, where, opening, and the board questions
    /// (square, rank, file, board, pieces); help, quit.
    Listen(ListenArgs),
    /// The analysis board (study at home): a game's journal, a PGN file (a game chosen as listen chooses one), a
    /// position (a FEN in quotes) or the start, with its variations to any depth, moves tried, and an engine asked.
    ///
    /// Commands: listen's (next, previous, move N [black], start, end, where, comment, headers, opening, the board
    /// questions) and lines, line N, up, main, clock; a move typed makes a new line; delete, save FILE.pgn; eval,
    /// best, best line, lines N, threat; help, quit. The opened journal or file is never changed.
    Analyse(AnalyseArgs),
    /// Board-reading drills with a score at the end (practice at home): what stands on a square, where the pieces
    /// of a kind are, which squares a piece can reach, a square's colour and diagonals; or the openings, by name and
    /// by moves.
    Drill(DrillArgs),
    /// Endgames against the tablebase (practice at home): play the stronger side of KQK, KRK, KBNK, KPK, KRPKR… or
    /// of a position, against perfect defence; only the reply is said, unless a move changes the result.
    ///
    /// Commands: a move, how far (the result and the moves to mate, a capture or a pawn move), board, square, rank,
    /// file, pieces, last, repeat, help, quit. The 3- and 4-piece tables come with tactus; more are read from
    /// --tablebases DIR and the data folder's tablebases/.
    Endgame(EndgameArgs),
    /// Tactics puzzles (practice at home): the opponent's move is announced and the position read; type the
    /// solution's moves.
    ///
    /// Commands: a move in any notation or in words, hint (the themes, then the piece, then its square), opening,
    /// board, square, pieces, last, repeat, retry, next, help, quit. Journaled: tactus resume goes on after a crash.
    Puzzle(PuzzleArgs),
    /// Play on lichess with tactus' own announcements, clock cues, braille and journal, through lichess' Board API:
    /// login, logout, seek, challenge, ai, accept, resume.
    ///
    /// In the game, the commands of play: a move typed waits for press, which sends it; draw, accept, decline,
    /// takeback, abort, resign, claim (the win, once the opponent has left), chat (reads the messages; chat and a
    /// text sends one); time, board, square, last, score; help online lists them. lichess' clocks drive the talking
    /// clock. Engine help and hints are refused (lichess' fair-play rule).
    Online(online::OnlineArgs),
    /// Follow the world's live games on lichess' broadcasts: a round's games listed, each new move of the games
    /// followed announced at once, corrections and results said.
    ///
    /// Without ROUND, the official broadcasts' rounds played now are listed and one is chosen by its number, typed on
    /// the first line of standard input. Commands: games, follow N, follow all, game N, clock, where, the board
    /// questions (square, rank, file, board, pieces), help, quit. No token is needed.
    Follow(FollowArgs),
    /// Review a game with the engine (Stockfish): the moves where the mover's winning chance fell most, named
    /// inaccuracy, mistake or blunder, each with the better move; kept beside the game so a second review is
    /// immediate.
    ///
    /// With --practice, your own mistakes come back as puzzles: find a move as good as the best. Commands: a move in
    /// any notation or in words, answer, repeat, next (or skip), help, quit.
    Review(ReviewArgs),
    /// Write the manual page or a shell's completions, made from these definitions (for packagers).
    #[command(hide = true)]
    Generate(GenerateArgs),
}

#[derive(Debug, Args)]
pub(crate) struct GenerateArgs {
    #[command(subcommand)]
    pub what: Generated,
}

/// What `tactus generate` writes to standard output.
#[derive(Debug, Subcommand)]
pub(crate) enum Generated {
    /// A manual page in roff: tactus(1), or with a subcommand's name its own page, tactus-play(1).
    Man { subcommand: Option<String> },
    /// The completions of a shell: bash, zsh, fish, powershell or elvish.
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

#[derive(Debug, Args)]
pub(crate) struct ListenArgs {
    /// The PGN file.
    #[arg(value_name = "FILE.pgn")]
    pub pgn: PathBuf,
    /// Which game of the file, counted from 1.
    #[arg(long, value_name = "N", conflicts_with = "players")]
    pub game: Option<usize>,
    /// The first game whose White or Black contains this name (case and accents ignored).
    #[arg(long, value_name = "NAME")]
    pub players: Option<String>,
    /// Play the moves one after another from the start, with this pause between them.
    #[arg(long, value_name = "SECONDS")]
    pub autoplay: Option<f64>,
    /// Say the opening's name when a move reaches a named position (each name once).
    #[arg(long)]
    pub openings: bool,
    #[command(flatten)]
    pub session: SessionOptions,
}

#[derive(Debug, Args)]
pub(crate) struct FollowArgs {
    /// The round: its lichess address (lichess.org/broadcast/TOUR/ROUND/ID) or its id. Without it, the
    /// rounds played now are listed to choose from.
    #[arg(value_name = "ROUND")]
    pub round: Option<String>,
    /// Hear the moves of this board from the start (counted from 1, in the order the broadcast sends the games).
    #[arg(long, value_name = "N", conflicts_with = "all", value_parser = clap::value_parser!(u64).range(1..))]
    pub game: Option<u64>,
    /// Hear the moves of every game of the round from the start.
    #[arg(long)]
    pub all: bool,
    /// The server, as a URL: another than lichess.org that speaks its API, such as a test server. Default:
    /// TACTUS_LICHESS_URL when set, else lichess.org itself.
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    #[command(flatten)]
    pub session: SessionOptions,
}

#[derive(Debug, Args)]
pub(crate) struct AnalyseArgs {
    /// A game's journal, a PGN file, or a position as a FEN in quotes; the start position when left out. Or from
    /// lichess (fetched into memory, with the kept token when there is one): lichess:study/ID[/CHAPTER],
    /// lichess:game/ID, lichess:broadcast/ROUND, or their lichess.org addresses.
    #[arg(value_name = "JOURNAL|FILE.pgn|FEN|lichess:...")]
    pub source: Option<String>,
    /// The lichess server what is on lichess is fetched from, as a URL. Default: TACTUS_LICHESS_URL when set, else
    /// lichess.org itself.
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// Which game of a PGN file, counted from 1.
    #[arg(long, value_name = "N", conflicts_with = "players")]
    pub game: Option<usize>,
    /// The first game of a PGN file whose White or Black contains this name (case and accents ignored).
    #[arg(long, value_name = "NAME")]
    pub players: Option<String>,
    /// Stand at this move of the main line (White's; "12 black" for Black's) instead of the game's end.
    #[arg(long = "move", value_name = "N [black]", num_args = 1..=2)]
    pub at: Vec<String>,
    /// The UCI engine to ask (a command, with its arguments); else stockfish on the PATH or in /usr/games.
    #[arg(long, value_name = "COMMAND")]
    pub engine: Option<String>,
    /// Where the analysis's journal goes (a new file). Default: a new file in the data folder's training folder.
    #[arg(long, value_name = "PATH")]
    pub journal: Option<PathBuf>,
    #[command(flatten)]
    pub session: SessionOptions,
}

/// The kinds of drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum DrillKind {
    /// What stands on a square?
    Square,
    /// Where are the pieces of a kind?
    Pieces,
    /// Which squares can a piece reach?
    Reach,
    /// A square's colour and diagonals.
    Name,
    /// The board questions in turn.
    Mixed,
    /// Openings: hear a name and type its moves, hear moves and type the name, in turn.
    Openings,
}

#[derive(Debug, Args)]
pub(crate) struct DrillArgs {
    /// The kind of question.
    #[arg(value_enum, default_value_t = DrillKind::Mixed)]
    pub kind: DrillKind,
    /// Take the positions from the games of this PGN file (default: random legal positions).
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// How many questions.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub count: u32,
    /// The seed of the random choices, to repeat a drill exactly.
    #[arg(long, value_name = "SEED")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub session: SessionOptions,
}

/// What follows a wrong move in a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum AfterWrong {
    /// Try again in the same position.
    Retry,
    /// Hear the solution and go on to the next puzzle.
    Next,
}

/// What `tactus puzzle` does besides playing.
#[derive(Debug, Subcommand)]
pub(crate) enum PuzzleAction {
    /// Import the lichess puzzle export (.csv, or the .csv.zst as downloaded) into the data folder; later puzzles
    /// are chosen from it.
    Import {
        /// The export.
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// The puzzle rating (Glicko-2) and how many puzzles were solved.
    Stats,
}

#[derive(Debug, Args)]
pub(crate) struct PuzzleArgs {
    #[command(subcommand)]
    pub action: Option<PuzzleAction>,
    /// Only puzzles of this theme, as the lichess database names it (fork, mateIn1, endgame).
    #[arg(long, value_name = "THEME")]
    pub theme: Option<String>,
    /// Only puzzles rated in this band, both ends included (1200-1600).
    #[arg(long, value_name = "MIN-MAX")]
    pub rating: Option<String>,
    /// Only puzzles from this opening (a part of its name: Sicilian, French Defense).
    #[arg(long, value_name = "NAME")]
    pub opening: Option<String>,
    /// The seed of the random choices, to repeat the puzzles exactly.
    #[arg(long, value_name = "SEED")]
    pub seed: Option<u64>,
    /// What follows a wrong move.
    #[arg(long, value_enum, default_value_t = AfterWrong::Retry)]
    pub after_wrong: AfterWrong,
    /// Take the puzzles from this CSV file in the lichess export's form instead of the shipped ones.
    #[arg(long, value_name = "FILE.csv")]
    pub puzzles: Option<PathBuf>,
    /// Where the session's journal goes (a new file). Default: a new file in the data folder's training folder.
    #[arg(long, value_name = "PATH")]
    pub journal: Option<PathBuf>,
    #[command(flatten)]
    pub session: SessionOptions,
}

#[derive(Debug, Args)]
pub(crate) struct EndgameArgs {
    /// The material (KQK, KRPKR, KQvK), from a random start drawn by the seed, or a position as a FEN in quotes.
    #[arg(value_name = "MATERIAL|FEN", required_unless_present = "list")]
    pub target: Option<String>,
    /// Say which material the tables found cover, which common endgames are missing, and where they were looked for.
    #[arg(long)]
    pub list: bool,
    /// The seed of the random start, to repeat a drill exactly.
    #[arg(long, value_name = "SEED")]
    pub seed: Option<u64>,
    /// Read Syzygy tables (.rtbw and .rtbz) from this folder too.
    #[arg(long, value_name = "DIR")]
    pub tablebases: Option<PathBuf>,
    /// Where the drill's journal goes (a new file). Default: a new file in the data folder's training folder.
    #[arg(long, value_name = "PATH")]
    pub journal: Option<PathBuf>,
    #[command(flatten)]
    pub session: SessionOptions,
}

#[derive(Debug, Args)]
pub(crate) struct AnnounceArgs {
    /// The moves, in order; "-" reads standard input (PGN or plain moves).
    #[arg(value_name = "MOVES")]
    pub moves: Vec<String>,
    /// Read every game of a PGN file (variations and comments are skipped; SetUp and FEN honoured).
    #[arg(long, value_name = "FILE", conflicts_with = "moves")]
    pub pgn: Option<PathBuf>,
    /// Start from this position (FEN) instead of the initial one.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// Also speak the moves (move numbers and moves) into this WAV file with the voice pack's recorded clips.
    #[arg(long, value_name = "FILE")]
    pub wav: Option<PathBuf>,
    #[command(flatten)]
    pub common: Common,
    #[command(flatten)]
    pub sound: SoundOptions,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("control").required(true).args(["time", "time_control"])))]
pub(crate) struct ClockArgs {
    /// Time control in minutes: 90, 5+3 (increment in seconds), 90d5 (simple delay), 90b5 (Bronstein),
    /// periods 40/90+30,30+30.
    #[arg(long, value_name = "CONTROL")]
    pub time: Option<String>,
    /// The time control in PGN TimeControl syntax (seconds): 5400+30, 40/5400+30:1800+30, 300.
    #[arg(long, value_name = "PGN")]
    pub time_control: Option<String>,
    /// Which clocks give the 5/15-minute and last-minutes cues: own (the blind player's), both, or off; then,
    /// optionally, only some marks: own,15min (the fifteen-minute marks), own,minute,seconds (the last minutes).
    #[arg(long, value_name = "WHO[,MARK...]", default_value = "own", value_parser = Cues::parse)]
    pub cues: Cues,
    /// Which player uses tactus, whose clock is "own" for --cues.
    #[arg(long, value_enum, default_value_t = Blind::White)]
    pub blind: Blind,
    /// Say both times at every press; without it a press is a click, and `time` says the times.
    #[arg(long)]
    pub press_times: bool,
    #[command(flatten)]
    pub run: RunOptions,
    /// Voice pack for the sentences: fide, en, fr, de, nato, or the path of a folder holding a pack.toml.
    #[arg(long, value_name = "PACK", default_value = "fide")]
    pub voice: String,
    /// Output: text lines for people, or one JSON object per line for programs.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

/// Where commands come from, how time runs, and the sound signals: shared by `clock`, `play` and `resume`.
#[derive(Debug, Clone, Args)]
pub(crate) struct RunOptions {
    /// Read commands from a file, or - for standard input, instead of the keyboard.
    #[arg(long, value_name = "FILE|-")]
    pub script: Option<String>,
    /// With --script: the clock runs on virtual time, moved on only by the wait command.
    #[arg(long)]
    pub virtual_time: bool,
    #[command(flatten)]
    pub sound: SoundOptions,
    /// Gamepads: auto uses any that is connected, now or later; off never looks for one.
    #[arg(long, value_enum, default_value_t = InputDevice::Auto)]
    pub gamepad: InputDevice,
    /// Braille display through BRLTTY (BRLAPI_HOST, BRLAPI_AUTH): auto connects when BRLTTY runs, now or later;
    /// off never connects.
    #[arg(long, value_enum, default_value_t = InputDevice::Auto)]
    pub braille: InputDevice,
}

/// The side an engine plays (`--engine-plays`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum EngineSide {
    White,
    Black,
}

/// Whether an optional device is used (`--gamepad`, `--braille`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum InputDevice {
    /// Used when present; looked for again when it comes later.
    Auto,
    /// Never used.
    Off,
}

/// What is heard and where: tones, speech, the two outputs.
#[derive(Debug, Clone, Args)]
pub(crate) struct SoundOptions {
    /// Tones on the player's output: one for 5 minutes, a double one for 15, others for the last minutes and
    /// seconds, the flag, a refused command, and a soft click for a press. Without a device, a notice and no sound.
    #[arg(long, value_enum, default_value_t = Sound::On)]
    pub sound: Sound,
    /// Speech: the system's speech engine, the voice pack's recorded clips, or off (text only, for a screen reader);
    /// auto takes the first that works and hands over to the next if it fails. Default: auto (announce: off).
    #[arg(long, value_enum)]
    pub speech: Option<Speech>,
    /// Where the blind player hears the clock, answers and refusals: default, left, right, or a device from
    /// `tactus devices`, optionally with :left or :right.
    #[arg(long, value_name = "OUTPUT", default_value = "default")]
    pub player_output: OutputChoice,
    /// Where the moves are announced for the opponent and the assistant (same forms as --player-output).
    #[arg(long, value_name = "OUTPUT", default_value = "default")]
    pub announce_output: OutputChoice,
    /// Speech rate, in percent of the normal one (e.g. 150): system speech's, and the built-in voice's from 50 to 300
    /// (its words time-stretched, their pitch kept). In a game, `rate` changes it.
    #[arg(long, value_name = "PERCENT", value_parser = clap::value_parser!(u32).range(10..=1000))]
    pub speech_rate: Option<u32>,
    /// System speech volume, in percent of the engine's maximum.
    #[arg(long, value_name = "PERCENT", value_parser = clap::value_parser!(u32).range(0..=100))]
    pub speech_volume: Option<u32>,
}

impl SoundOptions {
    /// The speech rate: `--speech-rate`, else the config file's (`[speech]`, `rate = 150`), else none (normal).
    #[must_use]
    pub(crate) fn rate(&self) -> Option<u32> {
        self.speech_rate
            .or_else(|| tactus_runtime::load_config().speech_rate())
    }

    /// What the sound devices are asked for.
    #[must_use]
    pub(crate) fn settings(&self) -> tactus_devices::SoundOptions {
        tactus_devices::SoundOptions {
            tones: self.sound == Sound::On,
            player_output: self.player_output.clone(),
            announce_output: self.announce_output.clone(),
            speech_rate: self.rate(),
            speech_volume: self.speech_volume,
        }
    }
}

/// Options of a session at the board shared by `play` and `resume`.
#[derive(Debug, Clone, Args)]
pub(crate) struct SessionOptions {
    #[command(flatten)]
    pub board: BoardArgs,
    #[command(flatten)]
    pub run: RunOptions,
    #[command(flatten)]
    pub common: Common,
}

/// The sighted player's electronic board (`play` and `resume`).
#[derive(Debug, Clone, Args)]
pub(crate) struct BoardArgs {
    /// The sighted player's electronic board: dgt, millennium or livechess, with where it is (dgt:/dev/ttyACM0,
    /// millennium:COM3, livechess:ws://127.0.0.1:1982/api/v1.0), or auto (the first board found). Its moves are
    /// announced as they settle, and the blind player's moves are checked against it.
    #[arg(long, value_name = "KIND[:WHERE]")]
    pub board: Option<String>,
    /// How the sighted player's move read from the board is completed: typed (press, as any move), lever (the DGT
    /// clock's lever), move (the settled move itself).
    #[arg(long, value_enum, default_value_t = BoardPress::Typed, requires = "board")]
    pub board_press: BoardPress,
    /// How long the board must stand still before its move is read, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 250, requires = "board")]
    pub board_settle: u64,
    /// How long a board that matches no position must stand still before the boards are said to differ, in
    /// milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 3000, requires = "board")]
    pub board_differ: u64,
}

#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("control").args(["time", "time_control"])))]
pub(crate) struct PlayArgs {
    /// White's name (without it, the voice pack's word for White: White, Weiß, Blancs).
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Black's name (without it, the voice pack's word for Black).
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// Which player uses tactus: their clock gives the cues and the board is read from their side.
    #[arg(long, value_enum, default_value_t = Blind::White)]
    pub blind: Blind,
    /// Time control in minutes: 90, 5+3 (increment in seconds), 90d5 (simple delay), 90b5 (Bronstein),
    /// periods 40/90+30,30+30. Without it (or --time-control) the game has no clock.
    #[arg(long, value_name = "CONTROL")]
    pub time: Option<String>,
    /// The time control in PGN TimeControl syntax (seconds): 5400+30, 40/5400+30:1800+30, 300.
    #[arg(long, value_name = "PGN")]
    pub time_control: Option<String>,
    /// tournament: the laws strictly (a move completes on press, nothing volunteered); practice: moves complete at
    /// once and claimable draws are announced.
    #[arg(long, value_enum, default_value_t = Mode::Tournament)]
    pub mode: Mode,
    /// Which clocks give the 5/15-minute and last-minutes cues: own (the blind player's), both, or off; then,
    /// optionally, only some marks: own,15min (the fifteen-minute marks), own,minute,seconds (the last minutes).
    #[arg(long, value_name = "WHO[,MARK...]", default_value = "own", value_parser = Cues::parse)]
    pub cues: Cues,
    /// The competition's category when its regulations decide: standard (penalties of 2 minutes), rapid or blitz
    /// (1 minute). Without it, from the time control by the 2023 definitions: all periods plus 60 times the increment
    /// (a delay is not an increment); under 60 minutes rapid, 10 or less blitz.
    #[arg(long, value_enum)]
    pub category: Option<Category>,
    /// Where the game journal goes (a new file; an existing one is never overwritten). Default: a new file in
    /// the user's data folder (tactus/games/).
    #[arg(long, value_name = "PATH")]
    pub journal: Option<PathBuf>,
    /// Start from this position (FEN) instead of the initial one.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// The event, for the PGN export.
    #[arg(long, value_name = "NAME", default_value = "")]
    pub event: String,
    /// The site, for the PGN export.
    #[arg(long, value_name = "PLACE", default_value = "")]
    pub site: String,
    /// The round, for the PGN export.
    #[arg(long, value_name = "ROUND", default_value = "")]
    pub round: String,
    /// A UCI engine for practice: the command that starts it (e.g. /usr/games/stockfish). A path naming an existing
    /// file is taken whole, spaces and all; otherwise the words are split at spaces, and a path with spaces followed by
    /// arguments is written in double quotes ("C:\Program Files\sf.exe" --threads 2). With --engine-plays it is the
    /// opponent; alone it only answers hint best. Practice mode only.
    #[arg(long, value_name = "CMD")]
    pub engine: Option<String>,
    /// Which side the engine plays.
    #[arg(long, value_enum, value_name = "SIDE", requires = "engine")]
    pub engine_plays: Option<EngineSide>,
    /// The engine's strength from 1 (weakest) to 20 (full): UCI_Elo or Skill Level where the engine offers them,
    /// else a shorter thinking time.
    #[arg(long, value_name = "LEVEL", default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=20))]
    pub engine_level: u8,
    #[command(flatten)]
    pub session: SessionOptions,
}

#[derive(Debug, Args)]
pub(crate) struct ResumeArgs {
    /// The game's journal; without it, the most recent unfinished game of the games folder.
    #[arg(value_name = "JOURNAL")]
    pub journal: Option<PathBuf>,
    /// For a damaged journal: go on from its last consistent line, keeping the damaged file beside it as
    /// JOURNAL.damaged.
    #[arg(long)]
    pub repair: bool,
    #[command(flatten)]
    pub session: SessionOptions,
    /// Which of the game's settings were given on this command line (the others come from the journal).
    #[arg(skip)]
    pub given: Given,
}

/// What `tactus export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ExportFormat {
    /// PGN with the Seven Tag Roster, TimeControl, Termination, clock times and draw offers.
    Pgn,
    /// The players, event and result, and one line per move number in the voice pack's words.
    Text,
    /// The scoresheet in the braille chess code (UKAAF), as Unicode braille; with --brf as Braille ASCII.
    Braille,
    /// The scoresheet spoken (move numbers and moves) into a WAV file with the voice pack's recorded clips.
    Wav,
}

#[derive(Debug, Args)]
pub(crate) struct ExportArgs {
    /// The game's journal.
    #[arg(value_name = "JOURNAL")]
    pub journal: PathBuf,
    /// What to write.
    #[arg(long, value_enum)]
    pub to: ExportFormat,
    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// With -o: replace the file if it exists (without it, an existing file is refused and left as it is).
    #[arg(long, requires = "output")]
    pub force: bool,
    /// With --to braille: Braille ASCII (BRF) for an embosser instead of Unicode braille.
    #[arg(long)]
    pub brf: bool,
    /// Voice pack for the words of --to text.
    #[arg(long, value_name = "PACK", default_value = "fide")]
    pub voice: String,
    /// Announcement style for --to text.
    #[arg(long, value_enum, default_value_t = Style::Short)]
    pub style: Style,
    /// With --to pgn: the review kept by tactus review, as [%eval] after every move and each fault's glyph ($6, $2,
    /// $4) and best move.
    #[arg(long)]
    pub annotated: bool,
}

/// A side of the board (`--side`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum ReviewSide {
    White,
    Black,
}

#[derive(Debug, Args)]
pub(crate) struct ReviewArgs {
    /// The game's journal, or a PGN file.
    #[arg(value_name = "JOURNAL|FILE.pgn")]
    pub file: PathBuf,
    /// Which game of a PGN file, counted from 1.
    #[arg(long, value_name = "N", conflicts_with = "players")]
    pub game: Option<usize>,
    /// The first game of a PGN file whose White or Black contains this name (case and accents ignored).
    #[arg(long, value_name = "NAME")]
    pub players: Option<String>,
    /// How deep the engine searches each position (plies).
    #[arg(long, value_name = "D", default_value_t = 14, value_parser = clap::value_parser!(u8).range(1..=60))]
    pub depth: u8,
    /// The engine's threads in all (each of that many engines takes a part of the game).
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=64))]
    pub threads: u8,
    /// The engine's command (a UCI engine); without it, Stockfish on the PATH or in /usr/games.
    #[arg(long, value_name = "CMD")]
    pub engine: Option<String>,
    /// Whose moves: the summary and the faults of this side only; with --practice, whose mistakes are practised
    /// (without it, the side the journal's user played, else White).
    #[arg(long, value_enum)]
    pub side: Option<ReviewSide>,
    /// Practise your own mistakes as puzzles after the review.
    #[arg(long)]
    pub practice: bool,
    #[command(flatten)]
    pub session: SessionOptions,
}

#[derive(Debug, Args)]
pub(crate) struct CompareArgs {
    /// The first sheet: a PGN file, or plain moves (move numbers optional, any accepted notation).
    #[arg(value_name = "SHEET_A")]
    pub sheet_a: PathBuf,
    /// The second sheet.
    #[arg(value_name = "SHEET_B")]
    pub sheet_b: PathBuf,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub(crate) struct DevicesArgs {
    /// Output: text lines for people, or one JSON object per line for programs.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Ask every serial port whether a board answers, not only those that identify as a board (a port BRLTTY or
    /// another program holds is still left alone).
    #[arg(long)]
    pub probe_all: bool,
}

#[derive(Debug, Args)]
pub(crate) struct BoardCheckArgs {
    /// The board: dgt, millennium or livechess, with where it is (dgt:/dev/ttyACM0), or auto (the first found).
    #[arg(value_name = "KIND[:WHERE]", default_value = "auto")]
    pub board: String,
    #[command(flatten)]
    pub run: RunOptions,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub(crate) struct GamesArgs {
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub(crate) struct VoicesArgs {
    /// Output: text lines for people, or one JSON object per line for programs.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[cfg(test)]
mod tests;
