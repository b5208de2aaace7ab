//! tactus-runtime: what runs the pure sessions of `tactus-core` in the world — the event loop (the one place that
//! reads the time and waits), real and virtual time, the input thread, signals, the journal file, the user's config,
//! and the engine process.
//!
//! - `event_loop.rs`: [`run`], waiting on input and on the session's next instant without polling, and
//!   [`run_and_close`], its commands closed as it ends;
//! - `time.rs`: [`RealTime`] (the one call of `Instant::now`) and [`VirtualTime`] (moved only by `wait`);
//! - `input.rs`: [`InputSource`], lines from a script or standard input, read on their own thread;
//! - `interruption.rs`: SIGINT, SIGTERM and SIGHUP turned into an input that ends the session cleanly;
//! - `sink.rs`: text and JSON lines; `calendar.rs`: today's date;
//! - `journal`: the append-only game file; `config.rs`: the user's config file; `engine`: the UCI engine process;
//! - `user_folders.rs`: where the user's data and config go on each system;
//! - `lichess` (feature `online`): the lichess token on disk, the Board API's client, and the lobby;
//! - what the subcommands do in the world: `new_game.rs`, `resumed_game.rs`, `resumed_settings.rs`, `games_list.rs`,
//!   `training_journal.rs`, `training_prepared.rs`, `puzzles`, `puzzle_rating.rs`, `endgame_start.rs`,
//!   `drill_start.rs`, `listen_start.rs`, `practice_engine.rs`, `export_file.rs`, `export_text.rs`,
//!   `compared_sheets.rs`, `tables_listing.rs`, `listings.rs`, `manual.rs`, `session_run.rs`; `review_game.rs`,
//!   `review_pass.rs` (the engine through a game's positions) and `review_cache.rs` (kept beside it); their failures told as
//!   [`Worded`] (`worded.rs`).

mod analyse_start;
mod announce_input;
mod calendar;
mod compared_sheets;
mod config;
mod drill_start;
mod endgame_start;
mod engine;
mod event_loop;
mod export_file;
mod export_text;
#[cfg(test)]
mod fakes;
mod fen_problem;
mod games_file;
mod games_list;
mod input;
mod interruption;
mod journal;
#[cfg(feature = "online")]
mod lichess;
mod listen_start;
mod listings;
mod manual;
mod new_game;
#[cfg(feature = "online")]
mod online_game;
#[cfg(feature = "online")]
mod online_login;
mod practice_engine;
mod puzzle_rating;
mod puzzle_start;
mod puzzles;
mod resumed_game;
mod resumed_session;
mod resumed_settings;
mod review_cache;
mod review_game;
mod review_pass;
mod session_run;
mod sink;
mod tablebase;
mod tables_listing;
mod time;
mod training_journal;
mod training_prepared;
mod user_folders;
mod voices;
mod voices_listing;
mod worded;

pub use analyse_start::{analyse_board, AnalyseChoice};
pub use announce_input::announce_input;
pub use calendar::{now as calendar_now, outside};
pub use compared_sheets::read_sheet;
pub use config::load as load_config;
pub use drill_start::{drill_session, final_score as drill_final_score, DrillChoice};
pub use endgame_start::list as list_endgames;
pub use engine::{find_engine, seat as seat_engine, Engine, EngineError, EngineWorker};
pub use event_loop::{last_words, run, run_and_close};
pub use export_file::{check_output, read_game, written as export_written};
pub use export_text::{export_text, write_export, ExportText};
pub use input::{InputError, InputSource};
pub use interruption::{undo_before_default_stop, watch_signals};
pub use journal::{games_folder, lock_path as journal_lock_path, Journal, JournalLock};
#[cfg(feature = "online")]
pub use lichess::{
    chosen_round, follow_round, live_rounds, lobby::start as start_lobby, lobby::Asked,
    lobby::Seating, lobby::Started, round_id, server as lichess_server,
    user_games as lichess_user_games, BroadcastRound, FollowError,
};
pub use listen_start::{listen_session, ListenChoice};
pub use listings::{comparison as comparison_lines, games as list_games, voices as list_voices};
pub use manual::{commands_section, language_of as command_language_of, main_page_end};
pub use new_game::{checked_fen, clock_control, play_session, time_control};
#[cfg(feature = "online")]
pub use online_game::{journal_game as online_journal_game, seat_online, OnlineSeat};
#[cfg(feature = "online")]
pub use online_login::{log_in, log_out};
pub use practice_engine::practice_engine;
pub use puzzle_rating::rate_new as rate_new_attempts;
pub use puzzle_start::PuzzleChoice;
pub use puzzles::{
    folder as puzzles_folder, history as puzzle_history, import_told as import_puzzles_told,
    stats as puzzle_stats,
};
pub use resumed_session::{journal_to_resume, resumed_session, ReadJournal, ResumedSeat};
pub use resumed_settings::{kept, Given};
pub use review_cache::{read_any_review_cache, read_review_cache, write_review_cache};
pub use review_game::{open_reviewed_game, review_cache_path, ReviewedGame};
pub use review_pass::{review_pass, ReviewPass, ReviewProgress};
pub use session_run::run_session;
pub use sink::{JsonLines, Sinks, TextLines};
pub use tablebase::Tables;
pub use tables_listing::{tables_json, tables_line};
pub use time::{pass, time_source, Next, RealTime, TimeSource, VirtualTime};
pub use training_journal::{
    is_training, read_training, unreadable as training_unreadable, Journaling, Prepared,
};
pub use training_prepared::{
    endgame as prepared_endgame, played as training_played, puzzle as prepared_puzzle,
};
pub use voices::{
    clip_folders, clips_nowhere, load as load_voice, shipped_places, synthesizer_data, Surroundings,
};
pub use worded::Worded;
