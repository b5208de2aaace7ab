//! Why a device failed, in the voice pack's words: an electronic board not reached or lost, and the system error
//! beneath it. The places (a port, a URL) are said as they are written; the system's own message is never used.

use crate::{
    eboard::{kind_name, BoardFailure, PortHolder},
    voice::{PhraseKey, Sentence, VoicePack},
    SystemError,
};

/// A system error in the pack's words ("permission denied", "Zugriff verweigert").
#[must_use]
pub fn system_error(pack: &VoicePack, error: SystemError) -> Sentence {
    let key = match error {
        SystemError::NotFound => PhraseKey::SystemErrorNotFound,
        SystemError::PermissionDenied => PhraseKey::SystemErrorPermissionDenied,
        SystemError::Busy => PhraseKey::SystemErrorBusy,
        SystemError::Refused => PhraseKey::SystemErrorRefused,
        SystemError::TimedOut => PhraseKey::SystemErrorTimedOut,
        SystemError::Closed => PhraseKey::SystemErrorClosed,
        SystemError::Full => PhraseKey::SystemErrorFull,
        SystemError::ReadOnly => PhraseKey::SystemErrorReadOnly,
        SystemError::Code { code } => {
            return Sentence::phrase(
                pack,
                PhraseKey::SystemErrorCode,
                vec![("code", Sentence::figures(code.to_string()))],
            )
        }
        SystemError::Unknown => PhraseKey::SystemErrorUnknown,
    };
    Sentence::phrase(pack, key, Vec::new())
}

/// Why a board cannot be read, in the pack's words.
#[must_use]
pub(crate) fn board_failure(pack: &VoicePack, failure: &BoardFailure) -> Sentence {
    let place = |place: &str| Sentence::figures(place);
    let problem = |error: &SystemError| system_error(pack, *error);
    let (key, slots) = match failure {
        BoardFailure::NotBuilt => (PhraseKey::BoardFailureNotBuilt, Vec::new()),
        BoardFailure::Port { port, problem: p } => (
            PhraseKey::BoardFailurePort,
            vec![("port", place(port)), ("problem", problem(p))],
        ),
        BoardFailure::PortClosed { port } => (
            PhraseKey::BoardFailurePortClosed,
            vec![("port", place(port))],
        ),
        BoardFailure::PortHeld { port, holder } => (
            PhraseKey::BoardFailurePortHeld,
            vec![
                ("port", place(port)),
                ("holder", holder_words(pack, holder)),
            ],
        ),
        BoardFailure::NoSerialBoard { kind } => (
            PhraseKey::BoardFailureNoSerialBoard,
            vec![("board", Sentence::name(kind_name(*kind)))],
        ),
        BoardFailure::NotSerial { port } => (
            PhraseKey::BoardFailureNotSerial,
            vec![("port", place(port))],
        ),
        BoardFailure::Silent { seconds } => (
            PhraseKey::BoardFailureSilent,
            vec![("seconds", Sentence::figures(seconds.to_string()))],
        ),
        BoardFailure::ReaderSilent => (PhraseKey::BoardFailureReaderSilent, Vec::new()),
        BoardFailure::NoThread { problem: p } => (
            PhraseKey::BoardFailureNoThread,
            vec![("problem", problem(p))],
        ),
        BoardFailure::LiveChessAddress { place: given } => (
            PhraseKey::BoardFailureLiveChessAddress,
            vec![("place", place(given))],
        ),
        BoardFailure::LiveChessUnreachable { url, problem: p } => (
            PhraseKey::BoardFailureLiveChessUnreachable,
            vec![("url", place(url)), ("problem", problem(p))],
        ),
        BoardFailure::LiveChessUnknownHost { url } => (
            PhraseKey::BoardFailureLiveChessUnknownHost,
            vec![("url", place(url))],
        ),
        BoardFailure::LiveChessProtocol { url } => (
            PhraseKey::BoardFailureLiveChessProtocol,
            vec![("url", place(url))],
        ),
        BoardFailure::LiveChessClosed { url } => (
            PhraseKey::BoardFailureLiveChessClosed,
            vec![("url", place(url))],
        ),
        BoardFailure::LiveChessNoAnswer { url } => (
            PhraseKey::BoardFailureLiveChessNoAnswer,
            vec![("url", place(url))],
        ),
        BoardFailure::LiveChessNoBoard { serialnr: None } => {
            (PhraseKey::BoardFailureLiveChessNoBoard, Vec::new())
        }
        BoardFailure::LiveChessNoBoard {
            serialnr: Some(serialnr),
        } => (
            PhraseKey::BoardFailureLiveChessNoBoardNumbered,
            vec![("serialnr", place(serialnr))],
        ),
        BoardFailure::LiveChessBoardSilent { serialnr, state } => (
            PhraseKey::BoardFailureLiveChessBoardSilent,
            vec![
                ("serialnr", place(serialnr)),
                ("state", Sentence::name(state.as_str())),
            ],
        ),
        BoardFailure::LiveChessNoPlacement { serialnr } => (
            PhraseKey::BoardFailureLiveChessNoPlacement,
            vec![("serialnr", place(serialnr))],
        ),
    };
    Sentence::phrase(pack, key, slots)
}

/// Who holds a port: BRLTTY by its name, another program by its process id.
fn holder_words(pack: &VoicePack, holder: &PortHolder) -> Sentence {
    match holder {
        PortHolder::Brltty => Sentence::name("BRLTTY"),
        PortHolder::Process(pid) => Sentence::phrase(
            pack,
            PhraseKey::BoardFailureHolderProcess,
            vec![("pid", Sentence::figures(pid.to_string()))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_worded_in_each_pack_with_its_place_as_written() {
        let failure = BoardFailure::Port {
            port: "/dev/ttyACM0".into(),
            problem: SystemError::PermissionDenied,
        };
        let words = |name: &str| {
            board_failure(&VoicePack::builtin(name).unwrap(), &failure)
                .as_text()
                .to_string()
        };
        assert_eq!(words("en"), "/dev/ttyACM0: permission denied");
        assert_eq!(words("de"), "/dev/ttyACM0: Zugriff verweigert");
        assert_eq!(words("fr"), "/dev/ttyACM0 : accès refusé");
        let held = BoardFailure::PortHeld {
            port: "/dev/ttyUSB0".into(),
            holder: PortHolder::Brltty,
        };
        assert_eq!(
            board_failure(&VoicePack::builtin("en").unwrap(), &held).as_text(),
            "/dev/ttyUSB0 is held by BRLTTY: tactus does not write to it"
        );
    }
}
