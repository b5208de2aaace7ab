//! Why a practice engine cannot be used, typed: each kind a variant, worded by the voice pack
//! (by `engine_failure` of the words). What the user acts on is kept as a typed argument (the command, the engine's
//! name, the system error's kind, the time it was given); the `Display` of each is the same sentence in English, for
//! logs and tests.

use crate::SystemError;

/// Why the engine cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EngineFailure {
    /// No engine was given, and none was found where engines are installed.
    #[error(
        "no chess engine found: install Stockfish (stockfish on the PATH) or give --engine COMMAND"
    )]
    NotFound,
    /// The command is empty.
    #[error("no engine command given: --engine names the engine's program, for example /usr/games/stockfish")]
    NoCommand,
    /// A double quote of the command is never closed.
    #[error("the engine command {command} opens a double quote that is never closed; a program whose path holds spaces is written in double quotes, then its arguments")]
    UnclosedQuote {
        /// The engine command, as given.
        command: String,
    },
    /// The program could not be started.
    #[error("cannot start the engine {command}: {problem}{}", if *.split_path { "; a program whose path holds spaces is written in double quotes when arguments follow it" } else { "" })]
    Spawn {
        /// The engine command, as given.
        command: String,
        /// What the system said.
        problem: SystemError,
        /// Whether the program was not found while more words followed it, unquoted: perhaps a path with spaces,
        /// split.
        split_path: bool,
    },
    /// The program started, but its input and output could not be opened.
    #[error("cannot start the engine {command}: its input and output could not be opened")]
    NoPipes {
        /// The engine command, as given.
        command: String,
    },
    /// No thread could be started to speak to the engine.
    #[error("cannot start the engine {command}: no thread for it ({problem})")]
    NoThread {
        /// The engine command or name.
        command: String,
        /// What the system said.
        problem: SystemError,
    },
    /// The engine ended (crashed or quit).
    #[error("the engine {name} has stopped")]
    Ended {
        /// The engine's name.
        name: String,
    },
    /// The engine did not answer in time.
    #[error("the engine {name} did not answer {what} within {seconds} seconds")]
    Silent {
        /// The engine's name.
        name: String,
        /// What it was asked: the UCI command ("uciok", "go").
        what: &'static str,
        /// How long it was given, in seconds.
        seconds: u64,
    },
    /// The engine's input could not be written.
    #[error("cannot write to the engine {name}: {problem}")]
    Write {
        /// The engine's name.
        name: String,
        /// What the system said.
        problem: SystemError,
    },
}
