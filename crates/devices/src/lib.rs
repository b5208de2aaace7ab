//! tactus-devices: the devices tactus talks through, each behind a small trait so that the core never sees one.
//!
//! What is heard comes in two kinds. The clock's signals: `tones.rs` describes and renders them (pure, tested sample
//! by sample) and `tone_sink.rs` plays each event's signal on a [`Player`]. Speech: `utterance.rs` says what is said
//! for an event, where ([`Route`](tactus_core::Route)) and how urgently ([`Priority`](tactus_core::Priority)); a
//! [`Speaker`] says it — the system's engine (`system_speech`, with the `speech` feature) or the built-in voice of
//! recorded clips (`clips`); `speech_sink.rs` hands over from a failing speaker to the next. Both play on the sound
//! card through `audio` (cpal, with the `audio` feature): the blind player's output and the announcements'
//! (`output_choice.rs`), lanes of one device or two devices. `sound.rs` opens all of it for a command; anything
//! missing is one notice and the game goes on.
//!
//! The keyboard at a terminal: `terminal` (crossterm), the line editor and key mode reading the keys on a thread of
//! their own, and the screen the loop's output shares with them.
//!
//! Input beside the keyboard: `controls.rs` starts a gamepad (`gamepad`, with the `gamepad` feature) and a braille
//! display (`braille`, BrlAPI loaded at run time), each sending command lines into the loop's input channel.
//!
//! The sighted player's electronic board: `eboard` (the protocols decoded, and with the `eboard` feature the serial
//! and LiveChess drivers on a thread of their own, handing what the board reports to the loop).

#[cfg(feature = "audio")]
mod audio;
mod bindings;
mod board_opening;
mod braille;
mod clips;
mod controls;
mod eboard;
mod game_board;
#[cfg(feature = "gamepad")]
mod gamepad;
mod inventory;
mod inventory_listing;
mod moves_aloud;
mod output_choice;
mod player;
mod recording;
mod screen_reader;
mod session_io;
#[cfg(feature = "audio")]
mod shared_player;
#[cfg(test)]
mod shipped_voices;
mod sound;
mod sound_error;
mod sound_words;
mod speaker;
mod speaker_problem;
mod speech_sink;
mod spoken_moves;
#[cfg(feature = "speech")]
mod system_speech;
mod terminal;
mod tone_sink;

#[cfg(feature = "audio")]
pub use audio::{open_lanes, Lane};
pub use board_opening::{address as board_address, open as open_board};
pub use braille::describe as describe_braille;
pub use clips::{
    recordings, render as render_clips, tokens::file_name as clip_file_name, ClipFolders,
    ClipLibrary, ClipSpeaker, Synthesizer, FADE_MS, GAP_MS, LONG_PAUSE_MS, SHORT_PAUSE_MS,
    TAIL_MS as CLIP_TAIL_MS,
};
pub use controls::Controls;
pub use eboard::{
    dgt::DgtBoard, dgt::DgtDecoder, dgt::DgtMessage, dgt::DgtReport,
    livechess::pick as pick_livechess_board, livechess::read as read_livechess_message,
    livechess::LiveChessMessage, millennium::status_message as millennium_status_message,
    millennium::MillenniumDecoder, BoardAddress,
};
pub use game_board::game_board;
#[cfg(feature = "gamepad")]
pub use gamepad::{PadInfo, Settings as GamepadSettings, Watcher as GamepadWatcher};
pub use inventory::{take as take_inventory, ClipPlaces};
pub use inventory_listing::{
    board_lines, boards as found_boards, json as inventory_json, text as inventory_text,
};
pub use moves_aloud::{speak_and_record, wanted as moves_aloud_wanted};
pub use output_choice::{Channels, OutputChoice};
pub use player::Player;
pub use recording::{game_sentences, record_wav};
pub use session_io::{LineOutput, SessionDevices};
pub use sound::{open as open_sound, SoundOptions, Speech};
pub use sound_error::SoundError;
pub use speaker::{Speaker, SpeakerFailure, VoiceReady};
pub use speaker_problem::{EngineCause, PlayerFailure, SpeakerProblem, SystemSpeechProblem};
pub use speech_sink::SpeechSink;
#[cfg(feature = "speech")]
pub use system_speech::{
    describe as describe_system_speech, time_utterances, SpeechOptions, SystemSpeaker,
};
pub use terminal::{
    console_window::wait_if_alone as wait_if_console_alone, read_hidden_line,
    restore as restore_terminal,
};
pub use tone_sink::ToneSink;
