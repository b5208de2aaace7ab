//! The server's link in the pack's words: why it could not be reached or a stream was lost, a line that cannot be
//! read, a request that failed.

use crate::{
    online::{LineError, LineProblem, LinkProblem},
    voice::{PhraseKey, Sentence, VoicePack},
};

use super::system_error;

/// Why the server could not be reached, or a stream was lost or ended, in the pack's words.
#[must_use]
pub fn link_problem(pack: &VoicePack, problem: LinkProblem) -> Sentence {
    let key = match problem {
        LinkProblem::UnknownHost => PhraseKey::LinkUnknownHost,
        LinkProblem::ConnectionFailed => PhraseKey::LinkConnectionFailed,
        LinkProblem::TimedOut => PhraseKey::LinkTimedOut,
        LinkProblem::Silent => PhraseKey::LinkSilent,
        LinkProblem::Exchange => PhraseKey::LinkExchange,
        LinkProblem::System(error) => return system_error(pack, error),
        LinkProblem::Ended => PhraseKey::LinkEnded,
        LinkProblem::GameEnded => PhraseKey::LinkGameEnded,
        LinkProblem::Lost => PhraseKey::LinkLost,
        LinkProblem::NoThread(error) => {
            return Sentence::phrase(
                pack,
                PhraseKey::LinkNoThread,
                vec![("problem", system_error(pack, error))],
            )
        }
    };
    Sentence::phrase(pack, key, Vec::new())
}

/// Why a stream was lost, as the notice of the loss says it: its end as it is, a connection's failure as the server
/// unreachable.
#[must_use]
pub(crate) fn stream_loss(pack: &VoicePack, problem: LinkProblem) -> Sentence {
    match problem {
        LinkProblem::Ended
        | LinkProblem::GameEnded
        | LinkProblem::Lost
        | LinkProblem::NoThread(_) => link_problem(pack, problem),
        _ => Sentence::phrase(
            pack,
            PhraseKey::ErrorUnreachable,
            vec![("reason", link_problem(pack, problem))],
        ),
    }
}

/// A line of a stream that cannot be read, in the pack's words.
#[must_use]
pub fn line_error(pack: &VoicePack, error: LineError) -> Sentence {
    let key = match error.reason {
        LineProblem::NotJson => PhraseKey::LineNotJson,
        LineProblem::NotTheApi => PhraseKey::LineNotTheApi,
    };
    Sentence::phrase(
        pack,
        PhraseKey::LineUnreadable,
        vec![("problem", Sentence::phrase(pack, key, Vec::new()))],
    )
}

/// The server's failure to answer (HTTP 5xx), in the pack's words.
#[must_use]
pub fn server_failed(pack: &VoicePack, status: u16) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::ServerFailed,
        vec![("status", Sentence::figures(status.to_string()))],
    )
}
