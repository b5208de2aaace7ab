//! tactus-devices: the devices tactus talks through, each behind a small trait so that the core never sees one.
//!
//! What is heard comes in two kinds. The clock's signals: `tones.rs` describes and renders them (pure, tested sample
//! by sample) and `tone_sink.rs` plays each event's signal on a [`Player`]. Speech: `utterance.rs` says what is said
//! for an event, where ([`Route`]) and how urgently ([`Priority`]); a [`Speaker`] says it — the system's engine
//! (`system_speech`, with the `speech` feature) or the built-in voice of recorded clips (`clips`); `speech_sink.rs`
//! hands over from a failing speaker to the next. Both play on the sound card through `audio` (cpal, with the
//! `audio` feature): the blind player's output and the announcements' (`output_choice.rs`), lanes of one device or
//! two devices. `sound.rs` opens all of it for a command; anything missing is one notice and the game goes on.
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
pub mod audio;
pub mod bindings;
pub mod board_opening;
pub mod braille;
pub mod clips;
pub mod controls;
pub mod eboard;
pub mod game_board;
#[cfg(feature = "gamepad")]
pub mod gamepad;
pub mod inventory;
pub mod inventory_listing;
pub mod moves_aloud;
pub mod output_choice;
pub mod player;
pub mod recording;
pub mod screen_reader;
pub mod session_io;
pub mod shared_player;
#[cfg(test)]
mod shipped_voices;
pub mod sound;
mod sound_error;
mod sound_words;
mod speaker;
mod speaker_problem;
pub mod speech_sink;
pub mod spoken_moves;
#[cfg(feature = "speech")]
pub mod system_speech;
pub mod terminal;
pub mod tone_sink;

pub use output_choice::{Channels, OutputChoice};
pub use player::Player;
pub use sound_error::SoundError;
pub use speaker::{Speaker, SpeakerFailure, VoiceReady};
pub use speaker_problem::{EngineCause, PlayerFailure, SpeakerProblem, SystemSpeechProblem};
pub use tactus_core::{render_signal, Signal, Tone};
pub use tactus_core::{Priority, Route, Utterance};
pub use tone_sink::ToneSink;
