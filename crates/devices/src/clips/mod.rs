//! The built-in voice: recorded word clips of a voice pack, joined into sentences and played on the sound card.
//!
//! A pack's clips are `voices/<pack>/clips/clips.ogg` with its index `clips.tsv`, or `<word>.wav` files (made by `scripts/make-clips` with espeak-ng and sox, one
//! clip for every word the pack can say). `tokens.rs` turns spoken text into clip keys and pauses and names the
//! clip files; `keys.rs` takes an utterance's keys from its pieces (move words by their own clips); `library.rs` reads a pack's clips and
//! `synth.rs` says a word that has none with eSpeak NG (`spelling.rs` spells it where eSpeak NG's data is missing); `pace.rs` stretches them to the listener's pace; `joiner.rs` renders a sentence into samples (pure, exact to the
//! sample); `speaker.rs` is the [`Speaker`](crate::Speaker) that queues them on a
//! [`Player`](crate::Player) per route.

mod bundle;
mod folders;
mod joiner;
mod keys;
mod library;
pub(crate) mod pace;
mod problem;
mod speaker;
mod spelling;
mod synth;
pub(crate) mod tokens;

pub use folders::ClipFolders;
pub(crate) use folders::ClipsError;
#[cfg(test)]
mod said_tests;

pub(crate) use joiner::resampled_len;
pub use joiner::{render, FADE_MS, GAP_MS, LONG_PAUSE_MS, SHORT_PAUSE_MS, TAIL_MS};
pub(crate) use library::ClipError;
pub use library::{recordings, ClipLibrary};
pub use speaker::ClipSpeaker;
pub use synth::Synthesizer;
