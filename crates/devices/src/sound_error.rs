//! Why no sound can be heard: the outputs that could not be opened, each with the sound system's reason.

use thiserror::Error;

#[cfg(feature = "audio")]
use super::audio::AudioError;

/// The outputs could not be opened (then the built-in voice and the tones are silent; text goes on).
#[derive(Debug, Error)]
pub enum SoundError {
    /// This build was made without sound.
    #[error("this build has no audio")]
    NotBuilt,
    /// The one device for everything did not open.
    #[cfg(feature = "audio")]
    #[error(transparent)]
    Device(#[from] AudioError),
    /// One of two devices did not open: the output as given, and the sound system's reason.
    #[cfg(feature = "audio")]
    #[error("{output}: {source}")]
    Output {
        /// The output, as the options name it.
        output: String,
        /// Why it did not open.
        #[source]
        source: AudioError,
    },
    /// Neither of two devices opened.
    #[error("{0}; {1}")]
    Neither(Box<SoundError>, Box<SoundError>),
    /// A device opened with fewer lanes than asked for (`one`: the one device for everything).
    #[error("{} device opened with too few lanes", if *one { "the" } else { "a" })]
    TooFewLanes {
        /// Whether it was the one device for everything.
        one: bool,
    },
    /// The announcements' device opened with no lane.
    #[error("no lane")]
    NoLane,
}
