//! tactus-core: the pure core of tactus, a chess companion for blind and visually impaired players (FIDE Appendix D).
//!
//! Rules, move input, voice packs, the clock, scoresheets and the sessions (the game, the clock, listening, drills)
//! as state machines: commands and instants in, events out. Nothing here reads the system clock, the environment or
//! a file, or touches a device; the compiler keeps it so, since this crate depends on none of the crates that could.
//!
//! - `boundary`: what goes into a session and what comes out; `options`: the choices a session starts with;
//! - `rules`, `notation`, `clock`, `scoresheet`: chess, moves as typed and written, the chess clock, the sheets;
//! - `analysis`: a game with its variations as a tree, read from PGN, walked, edited and written back;
//! - `voice`: voice packs and announcements; `words`: events in a pack's words; `speech`: what is said and how urgently;
//! - `session`: the game at the board; `practice`: listening to games and drills; `engine`: an engine's lines, read.
//! - `online`: the lichess Board API's streams read and the server's moves reconciled with the game.
//! - `follow`: a lichess broadcast round's PGN stream read, and what is new in each game said once.
//! - `review`: a game's moves judged by an engine's evaluations, said, and the user's faults practised.

mod analysis;
mod announcer;
mod arguments;
mod board_check;
mod boundary;
mod calendar;
mod clock;
mod clock_session;
mod eboard;
mod endgame;
mod engine;
mod follow;
#[cfg(test)]
mod grammar_tests;
mod journal_format;
mod lobby_session;
mod notation;
mod online;
mod openings;
mod options;
mod practice;
mod puzzle;
mod registry;
mod review;
mod rules;
mod scoresheet;
mod session;
mod speech;
mod system_error;
mod tones;
mod training;
mod user_config;
mod voice;
mod words;

pub use analysis::{
    mark_phrase, read_trees, write_tree_pgn, CommentEval, GameTree, NodeId, TreeError, TreeGames,
    TreeProblem,
};
pub use announcer::{AnnounceError, Announcer, LineFormat};
pub use arguments::Adjustment;
pub use board_check::BoardCheck;
pub use boundary::{
    BroadcastGame, Cause, ConfirmAction, Ending, ErrorCode, Event, EventSink, Flow, Incoming,
    Input, InputFailure, Interruption, JsonLine, LineOfMany, MoveVerdict, Reply, Session, Stamped,
};
pub use calendar::Moment;
pub use clock::{
    format_hms, parse_duration, parse_signed_duration, ChessClock, ClockError, ClockEvent,
    ControlError, ControlSyntax, CueLevel, CueMarks, DelayMode, DurationError, Pace, Period, Side,
    TimeControl, MAX_DURATION_MS,
};
pub use clock_session::{
    command::from_command as clock_command_from, command::parse as parse_clock_command,
    command::ClockCommand, command::CommandError, ClockSession,
};
pub use eboard::{
    BoardFailure, BoardInput, BoardKind, BoardLink, Placement, PortHolder, ReadSettings,
};
pub use endgame::{
    material_of, probe_problem, random_start, EndgameSession, EndgameStart, Material, Probe,
    ProbeError, StartError, Tablebase, Verdict,
};
pub use engine::{
    read_line as read_engine_line, AnalysisRequest, DeepestLines, EngineFailure, EngineLine,
    EngineLink, EngineReply, EngineRequest, EngineScore, Evaluation, PrincipalVariation,
    SpinOption, MOST_LINES as MOST_ANALYSIS_LINES,
};
pub use follow::{
    BroadcastInput, FollowSession, Following, PgnStream, Round, RoundGame, RoundNews, MAX_GAME,
};
pub use journal_format::{
    parse as parse_journal, read_bytes as read_journal_bytes, torn_notice, Contents, FormatError,
    Header, FORMAT, VERSION,
};
pub use lobby_session::{LobbyEnd, LobbySession, StreamLoss};
pub use notation::{board_row, to_brf, without_bom, MoveError, MoveReader, Notation, PgnGames};
pub use online::{
    event_line, game_line, lobby::challenge_line, lobby::choose_challenge, lobby::choose_game,
    lobby::clock_limit, lobby::control as parse_online_control, lobby::id_of, lobby::list_number,
    lobby::Awaited, lobby::Challenges, lobby::Control, lobby::LobbyRefusal, lobby::Playing,
    EventGame, GameFull, GameLine, Heard, LichessSource, LineError, LineSplitter, LinkProblem,
    OnlineControl, Player, RequestProblem, ServerInput, ServerLink, ServerRequest, UserGame,
    UserResult, MAX_LINE, SILENCE_MS,
};
pub use openings::openings;
pub use options::{read_cues, Blind, BoardPress, Cues, CuesError, Mode};
pub use practice::{
    analyse_command_check, choose as choose_listen_game,
    listen_command::from_command as listen_command_from, listen_command::seconds_to_ms,
    listen_command::ListenCommandError, positions::Positions, question::Kind, AnalyseSession,
    Choice, DrillSession, DrillSetup, GameError, ListenGame, ListenSession, SaveFile, SaveRefused,
};
pub use puzzle::{
    theme_words, unrated, AfterWrong, Attempt, Columns, Filter, Puzzle, PuzzleSession, Rating,
    RecordError, THEMES,
};
pub use registry::{
    completions, completions_in, find as find_command, names as command_names,
    read as read_command, word as keyword_after, written as keyword_written, ArgumentKind, Command,
    Keyword, Read as ReadCommand, SessionKind, Topic, Usage, Verb, COMMANDS,
};
pub use review::{
    annotate_review, judge as judge_move, read_evaluations, review_event, review_moves,
    review_sentence, review_summary, winning_chance, write_evaluations, EvaluationsError,
    GameEvaluations, PositionEvaluation, ReviewPractice, ReviewedMove,
};
pub use rules::{FenError, Game, GameResult, Score, Termination};
pub use scoresheet::{
    compare as compare_sheets, CompareError, Comparison, Sheet, SheetError, Written,
};
pub use session::{
    export::braille as braille_export, export::numbered_moves, export::pgn as game_pgn,
    export::scoresheet_lines, export::text as text_export, export::NumberedMove,
    from_command as play_command_from, parse as parse_play_command, rate::FASTEST, rate::NORMAL,
    rate::SLOWEST, replay as replay_game, salvage, BoardOptions, EngineSeat, EngineSetup,
    GameState, JournalWriter, Outside, PlayCommand, PlayCommandError, PlaySession, Record, Refused,
    ReplayError, Setup, Wording, WriteError,
};
pub use speech::{
    utterance_for, utterance_without_tones, Action, Id, Lanes, LanguagePart, Origin, Piece,
    Priority, QueuePlacement, Route, SpeechQueue, Utterance,
};
pub use system_error::SystemError;
pub use tones::{
    render as render_signal, samples as sample_count, signal_for, Signal, Tone, TAIL_MS,
};
pub use training::{
    replay as replay_training, Exported, Journaled, PgnGame, TrainingRecord, TrainingStart,
};
pub use user_config::{NotASection, UserConfig};
pub use voice::{
    announce, builtin_names, visible, PackError, PhraseKey, Said, Sentence, SentencePart, Style,
    Voice, VoicePack, What, Word, DEFAULT_PACK,
};
pub use words::{
    control_error, engine_failure, evaluation_sentence, fen_error, line_error, link_problem,
    move_label, sentence as event_sentence, server_failed, side_name, side_words as side_sentence,
    spoken_sentence, system_error, tree_error,
};
