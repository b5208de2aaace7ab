//! Why a braille display cannot be reached or used, in words that go into a notice or `tactus devices`.

#[cfg(feature = "braille")]
use std::sync::Arc;

use std::time::Duration;

use tactus_core::{PhraseKey, SystemError, VoicePack};
use thiserror::Error;

/// A braille display that cannot be reached or used.
#[derive(Clone, Debug, Error)]
pub(crate) enum BrailleError {
    /// BrlAPI's library is not installed: how to get it, for this system.
    #[error("{0}")]
    NoLibrary(&'static str),
    /// The library lacks a function of BrlAPI 0.8; the loader's reason is the source.
    #[cfg(feature = "braille")]
    #[error("libbrlapi has no {name}: {source}")]
    NoFunction {
        /// The function's name.
        name: &'static str,
        /// The loader's reason.
        #[source]
        source: Arc<libloading::Error>,
    },
    /// What BrlAPI said failed (no server, refused, the connection closed), by its error number.
    #[error("{0}")]
    Brlapi(BrlapiFailure),
    /// BRLTTY runs without a display.
    #[error("BRLTTY has no display")]
    NoDisplay,
    /// A call into BrlAPI has not returned for this long.
    #[error("it has not answered for {} seconds", .0.as_secs())]
    Silent(Duration),
}

/// What BrlAPI reports failed, by its error number (`brlerrno`), as far as the user can act on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub(crate) enum BrlapiFailure {
    /// BRLTTY refused the connection (`BRLAPI_ERROR_CONNREFUSED`).
    #[error("connection refused")]
    Refused,
    /// The connection ended (`BRLAPI_ERROR_EOF`).
    #[error("end of file")]
    Closed,
    /// The terminal or the display is taken by another client (`BRLAPI_ERROR_TTYBUSY`, `DEVICEBUSY`).
    #[error("the terminal or the display is in use")]
    Busy,
    /// BRLTTY did not accept tactus's key (`BRLAPI_ERROR_AUTHENTICATION`).
    #[error("authentication failed")]
    Authentication,
    /// The display's driver failed (`BRLAPI_ERROR_DRIVERERROR`).
    #[error("the display's driver failed")]
    Driver,
    /// The host of the address is not known (`BRLAPI_ERROR_GAIERR`).
    #[error("the host is not known")]
    UnknownHost,
    /// A system call failed (`BRLAPI_ERROR_LIBCERR`): the system error.
    #[error("{0}")]
    System(SystemError),
    /// Another BrlAPI error, by its number.
    #[error("BrlAPI error {0}")]
    Code(i32),
}

impl BrlapiFailure {
    /// The failure of BrlAPI's error number `brlerrno`, with the C library's `errno` for a system call's.
    #[must_use]
    pub(crate) fn of(brlerrno: i32, libcerrno: i32) -> BrlapiFailure {
        match brlerrno {
            2 | 3 => BrlapiFailure::Busy,
            8 => BrlapiFailure::Refused,
            10 => BrlapiFailure::UnknownHost,
            11 => BrlapiFailure::System(SystemError::from(&std::io::Error::from_raw_os_error(
                libcerrno,
            ))),
            14 => BrlapiFailure::Closed,
            16 => BrlapiFailure::Driver,
            17 => BrlapiFailure::Authentication,
            code => BrlapiFailure::Code(code),
        }
    }
}

impl BrailleError {
    /// The error in the pack's words (the install hint of a missing library stays as written: a command and a
    /// file's name).
    #[must_use]
    pub(crate) fn words(&self, pack: &VoicePack) -> String {
        let key = match self {
            BrailleError::NoLibrary(how) => return (*how).to_string(),
            #[cfg(feature = "braille")]
            BrailleError::NoFunction { .. } => PhraseKey::BrailleFailureOldLibrary,
            BrailleError::NoDisplay => PhraseKey::BrailleFailureNoDisplay,
            BrailleError::Silent(running) => {
                return pack.phrase(
                    PhraseKey::BrailleFailureSilent,
                    &[("seconds", &running.as_secs().to_string())],
                )
            }
            BrailleError::Brlapi(failure) => match failure {
                BrlapiFailure::Refused => PhraseKey::BrailleFailureRefused,
                BrlapiFailure::Closed => PhraseKey::BrailleFailureClosed,
                BrlapiFailure::Busy => PhraseKey::BrailleFailureBusy,
                BrlapiFailure::Authentication => PhraseKey::BrailleFailureAuthentication,
                BrlapiFailure::Driver => PhraseKey::BrailleFailureDriver,
                BrlapiFailure::UnknownHost => PhraseKey::BrailleFailureUnknownHost,
                BrlapiFailure::System(problem) => {
                    return tactus_core::system_error(pack, *problem)
                        .as_text()
                        .to_string()
                }
                BrlapiFailure::Code(code) => {
                    return pack.phrase(
                        PhraseKey::BrailleFailureCode,
                        &[("code", &code.to_string())],
                    )
                }
            },
        };
        pack.phrase(key, &[])
    }
}
