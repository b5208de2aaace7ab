//! Why a pack's clip folder or one of its files cannot be used, typed: each kind a variant, worded by the voice pack
//! ([`ClipProblem::words`]). The `Display` of each is the same sentence in English, for logs and tests.

use std::path::PathBuf;

use tactus_core::{PhraseKey, SystemError, VoicePack};

/// What is wrong with a clip folder or file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClipProblem {
    /// The folder cannot be listed.
    #[error("cannot read the clip folder ({0})")]
    FolderUnreadable(SystemError),
    /// The folder holds neither WAV clips nor a bundle.
    #[error("the clip folder holds no clips (*.wav, or clips.ogg and clips.tsv)")]
    NoClips,
    /// A file's name is no word's key.
    #[error(
        "this is not the name of a clip (a word's key, written as scripts/make-clips writes it)"
    )]
    NotAClipName,
    /// A clip at another rate than the first clip read.
    #[error("the clip is at {rate} Hz, but {} is at {first_rate} Hz; all clips of a pack share one rate", .first.display())]
    RateDiffers {
        /// The clip's rate.
        rate: u32,
        /// The first clip read.
        first: PathBuf,
        /// Its rate.
        first_rate: u32,
    },
    /// A pack's clips at another rate than those of the pack it extends.
    #[error("the clips are at {rate} Hz, but those of {} are at {first_rate} Hz; a pack and the pack it extends share one rate", .first.display())]
    PackRateDiffers {
        /// The rate of this folder's clips.
        rate: u32,
        /// The folder read first.
        first: PathBuf,
        /// Its clips' rate.
        first_rate: u32,
    },
    /// A clip's file cannot be read.
    #[error("cannot read the clip ({0})")]
    ClipUnreadable(SystemError),
    /// A clip's file is no WAV file.
    #[error("this is not a readable WAV file (its header cannot be read)")]
    NotWav,
    /// A clip in another format than mono 16-bit integer PCM.
    #[error("the clip has {channels} channel(s) of {bits}-bit {} samples; clips must be mono 16-bit integer PCM", if *.float { "floating-point" } else { "integer" })]
    Format {
        /// Its channels.
        channels: u16,
        /// Its bits a sample.
        bits: u16,
        /// Whether its samples are floating-point numbers.
        float: bool,
    },
    /// A clip whose header gives a rate of 0.
    #[error("the clip has a sample rate of 0 Hz")]
    ZeroRate,
    /// A clip shorter than its header says.
    #[error("the clip is cut short: its header announces {0} samples")]
    CutShort(usize),
    /// The bundle's index cannot be read.
    #[error("cannot read the clips' index ({0})")]
    IndexUnreadable(SystemError),
    /// The bundle's sound cannot be read.
    #[error("cannot read the clips ({0})")]
    SoundUnreadable(SystemError),
    /// The bundle's sound is no Ogg Vorbis stream.
    #[error("this is not a readable Ogg Vorbis file (its headers cannot be read)")]
    NotVorbis,
    /// The bundle's sound has more than one channel.
    #[error("the clips have {0} channels; clips must be mono")]
    NotMono(u8),
    /// A packet of the bundle's sound cannot be decoded.
    #[error("the clips cannot be decoded (a packet is damaged)")]
    Damaged,
    /// A line of the bundle's index cannot be used.
    #[error("line {line}: {fault}")]
    Line {
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it.
        fault: LineFault,
    },
    /// The bundle's index names no clip.
    #[error("the clips' index names no clip")]
    EmptyIndex,
}

/// What is wrong with a line of the bundle's index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineFault {
    /// Not three fields apart by tabs.
    #[error("a line is a clip's file name, its first sample and its length, apart by tabs")]
    Fields,
    /// The file name is no word's key.
    #[error(
        "this is not the name of a clip (a word's key, written as scripts/make-clips writes it)"
    )]
    NotAClipName,
    /// The first sample or the length is not a whole number.
    #[error("the first sample and the length are whole numbers")]
    NotNumbers,
    /// The clip ends after the sound does.
    #[error("the clip runs past the {0} samples of clips.ogg")]
    PastTheEnd(usize),
}

impl ClipProblem {
    /// The problem in the pack's words.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        let system = |key, error: &SystemError| {
            pack.phrase(
                key,
                &[("problem", tactus_core::system_error(pack, *error).as_text())],
            )
        };
        let rates = |key, rate: &u32, first: &PathBuf, first_rate: &u32| {
            pack.phrase(
                key,
                &[
                    ("rate", &rate.to_string()),
                    ("first", &first.display().to_string()),
                    ("first_rate", &first_rate.to_string()),
                ],
            )
        };
        match self {
            Self::FolderUnreadable(error) => system(PhraseKey::ClipFolderUnreadable, error),
            Self::NoClips => pack.phrase(PhraseKey::ClipFolderEmpty, &[]),
            Self::NotAClipName => pack.phrase(PhraseKey::ClipNotAName, &[]),
            Self::RateDiffers {
                rate,
                first,
                first_rate,
            } => rates(PhraseKey::ClipRateDiffers, rate, first, first_rate),
            Self::PackRateDiffers {
                rate,
                first,
                first_rate,
            } => rates(PhraseKey::ClipPackRateDiffers, rate, first, first_rate),
            Self::ClipUnreadable(error) => system(PhraseKey::ClipUnreadable, error),
            Self::NotWav => pack.phrase(PhraseKey::ClipNotWav, &[]),
            Self::Format {
                channels,
                bits,
                float,
            } => pack.phrase(
                if *float {
                    PhraseKey::ClipFormatFloat
                } else {
                    PhraseKey::ClipFormatInteger
                },
                &[
                    ("channels", &channels.to_string()),
                    ("bits", &bits.to_string()),
                ],
            ),
            Self::ZeroRate => pack.phrase(PhraseKey::ClipZeroRate, &[]),
            Self::CutShort(count) => {
                pack.phrase(PhraseKey::ClipCutShort, &[("count", &count.to_string())])
            }
            Self::IndexUnreadable(error) => system(PhraseKey::ClipIndexUnreadable, error),
            Self::SoundUnreadable(error) => system(PhraseKey::ClipSoundUnreadable, error),
            Self::NotVorbis => pack.phrase(PhraseKey::ClipNotVorbis, &[]),
            Self::NotMono(channels) => pack.phrase(
                PhraseKey::ClipNotMono,
                &[("channels", &channels.to_string())],
            ),
            Self::Damaged => pack.phrase(PhraseKey::ClipDamaged, &[]),
            Self::Line { line, fault } => pack.phrase(
                PhraseKey::ClipIndexLine,
                &[("line", &line.to_string()), ("problem", &fault.words(pack))],
            ),
            Self::EmptyIndex => pack.phrase(PhraseKey::ClipIndexEmpty, &[]),
        }
    }
}

impl LineFault {
    /// The fault in the pack's words.
    #[must_use]
    pub fn words(self, pack: &VoicePack) -> String {
        match self {
            Self::Fields => pack.phrase(PhraseKey::ClipIndexFields, &[]),
            Self::NotAClipName => pack.phrase(PhraseKey::ClipNotAName, &[]),
            Self::NotNumbers => pack.phrase(PhraseKey::ClipIndexNumbers, &[]),
            Self::PastTheEnd(samples) => pack.phrase(
                PhraseKey::ClipIndexPastTheEnd,
                &[("samples", &samples.to_string())],
            ),
        }
    }
}
