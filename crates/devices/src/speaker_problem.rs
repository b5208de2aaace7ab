//! Why a speaker can no longer speak, typed: each kind of failure a variant, worded by the voice pack
//! ([`SpeakerProblem::words`]). What the user needs to act on is kept as a typed argument (the engine's name, a time
//! limit, a path, the system error's kind, the command that installs the engine); the `Display` of each is the same
//! sentence in English, for logs and tests.

use std::time::Duration;

use tactus_core::{PhraseKey, SystemError, VoicePack};

/// A speaker that stopped, or never came up: which output, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SpeakerProblem {
    /// System speech.
    #[error(transparent)]
    System(#[from] SystemSpeechProblem),
    /// The built-in voice's sound device.
    #[error(transparent)]
    Sound(#[from] PlayerFailure),
}

/// Why a sound device stopped playing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayerFailure {
    /// The sound system reported an error on the device.
    #[error("the sound device {device} reported an error")]
    DeviceError {
        /// The device's name.
        device: String,
    },
    /// The device stopped taking what is to be played.
    #[error("the sound device {device} stopped playing")]
    Stalled {
        /// The device's name.
        device: String,
    },
}

/// Why system speech cannot speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SystemSpeechProblem {
    /// The engine could not be opened.
    #[error("{engine} did not start: {cause}")]
    NoStart {
        /// The engine's name ("Speech Dispatcher").
        engine: &'static str,
        /// Why.
        cause: EngineCause,
    },
    /// The engine was not up within the time allowed.
    #[error("{engine} did not start within {}", in_words(*.limit))]
    StartTimedOut {
        /// The engine's name.
        engine: &'static str,
        /// The time it was given.
        limit: Duration,
    },
    /// The engine's worker ended while the engine was starting.
    #[error("{engine} stopped while starting")]
    StoppedStarting {
        /// The engine's name.
        engine: &'static str,
    },
    /// A call into the engine has not returned.
    #[error("{engine} has not answered for {}", in_words(*.limit))]
    NotAnswering {
        /// The engine's name.
        engine: &'static str,
        /// The time it was given.
        limit: Duration,
    },
    /// The worker thread ended without a word.
    #[error("the system speech stopped working unexpectedly")]
    Vanished,
    /// The worker thread could not be started.
    #[error("the system speech could not start a thread: {0}")]
    NoThread(SystemError),
    /// The engine refused an utterance.
    #[error("{engine} refused to speak: {cause}")]
    Refused {
        /// The engine's name.
        engine: &'static str,
        /// Why.
        cause: EngineCause,
    },
    /// The engine refused to stop what it was saying.
    #[error("{engine} could not be interrupted: {cause}")]
    NotInterrupted {
        /// The engine's name.
        engine: &'static str,
        /// Why.
        cause: EngineCause,
    },
    /// No beginning was reported within the time limit.
    #[error("{engine} did not start speaking within {}", in_words(*.limit))]
    NotSpeaking {
        /// The engine's name.
        engine: &'static str,
        /// The time it was given.
        limit: Duration,
    },
    /// No end was reported within the time limit.
    #[error("{engine} did not finish speaking within {}", in_words(*.limit))]
    NotFinishing {
        /// The engine's name.
        engine: &'static str,
        /// The time it was given.
        limit: Duration,
    },
    /// macOS's system voices cannot be used from a terminal program.
    #[error("macOS's system speech is not supported yet (the built-in voice speaks, and VoiceOver reads every line)")]
    MacOs,
    /// This build has no system speech.
    #[error("this build has no system speech")]
    NotBuilt,
}

/// Why the speech engine refused, as far as the user can act on it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineCause {
    /// Speech Dispatcher is not installed: the command that installs it.
    #[error("it is not installed ({install})")]
    NotInstalled {
        /// The command.
        install: &'static str,
    },
    /// Its program could not be run.
    #[error("it is not running and could not be started: {program}: {problem}")]
    NotRunnable {
        /// The program.
        program: String,
        /// What the system said.
        problem: SystemError,
    },
    /// Its program ended without starting: what it wrote.
    #[error("it is not running and refused to start: {output}")]
    RefusedToStart {
        /// What the program wrote, as it wrote it.
        output: String,
    },
    /// It was started, but its socket did not answer in time.
    #[error("it was started but did not answer on {path} within {}", in_words(*.limit))]
    NoAnswerOn {
        /// The socket.
        path: String,
        /// The time it was given.
        limit: Duration,
    },
    /// No folder to look for its socket in.
    #[error("neither XDG_RUNTIME_DIR nor HOME is set, so its socket cannot be found")]
    NoSocketFolder,
    /// `SPEECHD_ADDRESS` names what is not a Unix socket.
    #[error("SPEECHD_ADDRESS is {address:?}: only a Unix socket (unix_socket:PATH) is supported")]
    NotUnixSocket {
        /// The address given.
        address: String,
    },
    /// It did not answer a command in time.
    #[error("it did not answer within {}", in_words(*.0))]
    NoAnswer(Duration),
    /// It closed the connection.
    #[error("it closed the connection")]
    Closed,
    /// Its connection failed.
    #[error("its connection failed: {0}")]
    Connection(SystemError),
    /// It answered what tactus does not understand, or refused a command.
    #[error("it answered in a way tactus does not understand")]
    Garbled,
    /// The engine cannot list its voices.
    #[error("it cannot list its voices")]
    NoVoiceList,
    /// Another platform's engine (Windows, macOS, NVDA) failed: its own message, kept for the log and told in the
    /// pack's words without it.
    #[error("{0}")]
    Platform(String),
}

/// A time limit in English words: "3 seconds", "1 second", "0.5 seconds".
pub(crate) fn in_words(duration: Duration) -> String {
    let seconds = duration.as_secs_f64();
    if (seconds - seconds.round()).abs() < 1e-9 {
        let whole = seconds.round();
        if (whole - 1.0).abs() < 1e-9 {
            "1 second".into()
        } else {
            format!("{whole} seconds")
        }
    } else {
        format!("{seconds:.1} seconds")
    }
}

/// A time limit in the pack's words, its number in figures.
fn limit_words(pack: &VoicePack, duration: Duration) -> String {
    let seconds = duration.as_secs_f64();
    let figures = if (seconds - seconds.round()).abs() < 1e-9 {
        format!("{}", seconds.round())
    } else {
        format!("{seconds:.1}")
    };
    let key = if figures == "1" {
        PhraseKey::SpeechLimitSecond
    } else {
        PhraseKey::SpeechLimitSeconds
    };
    pack.phrase(key, &[("seconds", &figures)])
}

impl SpeakerProblem {
    /// The problem in the pack's words.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        match self {
            SpeakerProblem::System(problem) => problem.words(pack),
            SpeakerProblem::Sound(PlayerFailure::DeviceError { device }) => {
                pack.phrase(PhraseKey::SoundDeviceError, &[("device", device)])
            }
            SpeakerProblem::Sound(PlayerFailure::Stalled { device }) => {
                pack.phrase(PhraseKey::SoundDeviceStalled, &[("device", device)])
            }
        }
    }
}

impl PlayerFailure {
    /// The failure in the pack's words.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        SpeakerProblem::Sound(self.clone()).words(pack)
    }
}

impl SystemSpeechProblem {
    /// The problem in the pack's words.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        let with_engine = |key, engine: &str| pack.phrase(key, &[("engine", engine)]);
        let with_limit = |key, engine: &str, limit: &Duration| {
            pack.phrase(
                key,
                &[("engine", engine), ("time", &limit_words(pack, *limit))],
            )
        };
        let with_cause = |key, engine: &str, cause: &EngineCause| {
            pack.phrase(key, &[("engine", engine), ("cause", &cause.words(pack))])
        };
        match self {
            Self::NoStart { engine, cause } => with_cause(PhraseKey::SpeechNoStart, engine, cause),
            Self::StartTimedOut { engine, limit } => {
                with_limit(PhraseKey::SpeechStartTimedOut, engine, limit)
            }
            Self::StoppedStarting { engine } => {
                with_engine(PhraseKey::SpeechStoppedStarting, engine)
            }
            Self::NotAnswering { engine, limit } => {
                with_limit(PhraseKey::SpeechNotAnswering, engine, limit)
            }
            Self::Vanished => pack.phrase(PhraseKey::SpeechVanished, &[]),
            Self::NoThread(problem) => pack.phrase(
                PhraseKey::SpeechNoThread,
                &[(
                    "problem",
                    tactus_core::system_error(pack, *problem).as_text(),
                )],
            ),
            Self::Refused { engine, cause } => with_cause(PhraseKey::SpeechRefused, engine, cause),
            Self::NotInterrupted { engine, cause } => {
                with_cause(PhraseKey::SpeechNotInterrupted, engine, cause)
            }
            Self::NotSpeaking { engine, limit } => {
                with_limit(PhraseKey::SpeechNotSpeaking, engine, limit)
            }
            Self::NotFinishing { engine, limit } => {
                with_limit(PhraseKey::SpeechNotFinishing, engine, limit)
            }
            Self::MacOs => pack.phrase(PhraseKey::SpeechMacOs, &[]),
            Self::NotBuilt => pack.phrase(PhraseKey::SpeechNotBuilt, &[]),
        }
    }
}

impl EngineCause {
    /// The cause in the pack's words; another platform's message stays as that platform gives it.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        let system = |problem: &SystemError| {
            tactus_core::system_error(pack, *problem)
                .as_text()
                .to_string()
        };
        match self {
            Self::NotInstalled { install } => {
                pack.phrase(PhraseKey::SpeechCauseNotInstalled, &[("install", install)])
            }
            Self::NotRunnable { program, problem } => pack.phrase(
                PhraseKey::SpeechCauseNotRunnable,
                &[("program", program), ("problem", &system(problem))],
            ),
            Self::RefusedToStart { output } => {
                pack.phrase(PhraseKey::SpeechCauseRefusedToStart, &[("output", output)])
            }
            Self::NoAnswerOn { path, limit } => pack.phrase(
                PhraseKey::SpeechCauseNoAnswerOn,
                &[("path", path), ("time", &limit_words(pack, *limit))],
            ),
            Self::NoSocketFolder => pack.phrase(PhraseKey::SpeechCauseNoSocketFolder, &[]),
            Self::NotUnixSocket { address } => {
                pack.phrase(PhraseKey::SpeechCauseNotUnixSocket, &[("address", address)])
            }
            Self::NoAnswer(limit) => pack.phrase(
                PhraseKey::SpeechCauseNoAnswer,
                &[("time", &limit_words(pack, *limit))],
            ),
            Self::Closed => pack.phrase(PhraseKey::SpeechCauseClosed, &[]),
            Self::Connection(problem) => pack.phrase(
                PhraseKey::SpeechCauseConnection,
                &[("problem", &system(problem))],
            ),
            Self::Garbled | Self::NoVoiceList => pack.phrase(PhraseKey::SpeechCauseGarbled, &[]),
            Self::Platform(_) => pack.phrase(PhraseKey::SpeechCausePlatform, &[]),
        }
    }
}
