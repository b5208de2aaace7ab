//! The sound card, through cpal: lanes of mono samples in, one mixed stream per device out.
//!
//! A device is opened on a thread of its own (`device`), which keeps the stream (cpal's streams may not move between
//! threads) for as long as one of its [`Lane`]s lives. Each lane is a lock-free single-producer single-consumer ring
//! buffer (`rtrb`) with the channels it plays on: the blind player's earphone on the left and the announcements on
//! the right of one device are two lanes of it. The device's callback (`feed`) only copies and adds lane samples
//! into the frames; it never allocates, locks, logs or blocks. Nothing here may hang or crash the game: opening gives
//! up after [`OPEN_TIMEOUT`], a full lane drops a sound instead of waiting, and when the last lane goes the queued
//! sound is given a few seconds at most to play, so that the flag's signal is still heard when a session ends with
//! it. ALSA's messages are kept off the terminal (`quiet`). A stream with nothing to play rests (`idle`) and plays
//! again the moment a lane is given sound.

mod device;
mod feed;
mod idle;
mod lane;
mod quiet;

pub use device::open_lanes;
pub(crate) use device::{output_names, AudioError, OPEN_TIMEOUT};
pub use lane::Lane;
