//! Why a command changed nothing: the kind of refusal, with a stable name (the JSON `error` event's `code`, part of
//! the contract in docs/cli.md), and the sentence the voice pack says it in.
//!
//! Every refusal's words come from one phrase of the pack ([`PhraseKey`]); its kind follows from that phrase, in
//! [`ErrorCode::of`], so a new refusal cannot be worded without being named.

use std::fmt;

use crate::{
    clock::ClockError,
    notation::MoveError,
    voice::{PhraseKey, Sentence, VoicePack},
};

/// The kinds of refusal, by their stable names.
macro_rules! codes {
    ($($code:ident => $name:literal,)*) => {
        /// The kind of a refusal.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ErrorCode {
            $(
                #[doc = concat!("A refusal with the code `", $name, "`.")]
                $code,
            )*
        }

        impl ErrorCode {
            /// Every kind, in the order the contract lists them.
            #[cfg(test)]
            pub(crate) const ALL: &'static [ErrorCode] = &[$(ErrorCode::$code,)*];

            /// The stable name, as the JSON `error` event's `code`.
            #[must_use]
            pub(crate) fn name(self) -> &'static str {
                match self {
                    $(ErrorCode::$code => $name,)*
                }
            }
        }
    };
}

codes! {
    Usage => "usage",
    UnknownCommand => "unknown_command",
    Duration => "duration",
    UnreadableMove => "unreadable_move",
    AmbiguousMove => "ambiguous_move",
    IllegalMove => "illegal_move",
    NotUnderstood => "not_understood",
    NotStarted => "not_started",
    Paused => "paused",
    AlreadyPaused => "already_paused",
    AlreadyRunning => "already_running",
    NotYourClock => "not_your_clock",
    FlagFallen => "flag_fallen",
    NoClock => "no_clock",
    WaitRealTime => "wait_real_time",
    NoPending => "no_pending",
    GameOver => "game_over",
    Adjourned => "adjourned",
    NoOffer => "no_offer",
    OwnOffer => "own_offer",
    TooEarly => "too_early",
    OfferOpen => "offer_open",
    WhichSide => "which_side",
    ClaimTurn => "claim_turn",
    NothingToConfirm => "nothing_to_confirm",
    EnvelopeClosed => "envelope_closed",
    EnvelopeCode => "envelope_code",
    NotAdjourned => "not_adjourned",
    SealAnnounced => "seal_announced",
    ClaimAnnounced => "claim_announced",
    IntendedMove => "intended_move",
    Takeback => "takeback",
    SheetAutomatic => "sheet_automatic",
    SheetFile => "sheet_file",
    SheetGap => "sheet_gap",
    SheetOneSide => "sheet_one_side",
    Placement => "placement",
    DescribedRank => "described_rank",
    Square => "square",
    Rank => "rank",
    File => "file",
    Piece => "piece",
    CursorPick => "cursor_pick",
    PracticeOnly => "practice_only",
    NoEngine => "no_engine",
    EngineFailed => "engine_failed",
    Journal => "journal",
    AtEnd => "at_end",
    AtStart => "at_start",
    NoSuchMove => "no_such_move",
    NoSuchLine => "no_such_line",
    DeleteMainLine => "delete_main_line",
    EngineLines => "engine_lines",
    ThreatInCheck => "threat_in_check",
    NoLegalMove => "no_legal_move",
    SaveOpened => "save_opened",
    SaveFailed => "save_failed",
    OnMainLine => "on_main_line",
    NotPlaying => "not_playing",
    Pause => "pause",
    NoMoves => "no_moves",
    Answer => "answer",
    Setup => "setup",
    ServerRefused => "server_refused",
    RateLimited => "rate_limited",
    Unauthorized => "unauthorized",
    Unreachable => "unreachable",
    FairPlay => "fair_play",
    OpponentsMove => "opponents_move",
    ServerDecides => "server_decides",
    WaitingServer => "waiting_server",
    OnlineStart => "online_start",
    OnlineOnly => "online_only",
    ChatTooLong => "chat_too_long",
    EngineBusy => "engine_busy",
    NoSuchBoard => "no_such_board",
}

impl ErrorCode {
    /// The kind of the refusal worded by `key`.
    #[must_use]
    pub fn of(key: PhraseKey) -> ErrorCode {
        use PhraseKey as K;
        match key {
            K::ErrorUsage => ErrorCode::Usage,
            K::ErrorUnknownCommand => ErrorCode::UnknownCommand,
            K::ErrorDuration => ErrorCode::Duration,
            K::ErrorUnreadable => ErrorCode::UnreadableMove,
            K::ErrorAmbiguous => ErrorCode::AmbiguousMove,
            K::ErrorIllegal => ErrorCode::IllegalMove,
            K::ErrorNotUnderstood => ErrorCode::NotUnderstood,
            K::ErrorNotStarted => ErrorCode::NotStarted,
            K::ErrorPaused => ErrorCode::Paused,
            K::ErrorAlreadyPaused => ErrorCode::AlreadyPaused,
            K::ErrorAlreadyRunning => ErrorCode::AlreadyRunning,
            K::ErrorNotYourClock => ErrorCode::NotYourClock,
            K::ErrorFlagFallen => ErrorCode::FlagFallen,
            K::NoClock => ErrorCode::NoClock,
            K::ErrorWaitRealTime => ErrorCode::WaitRealTime,
            K::ErrorNoPending => ErrorCode::NoPending,
            K::ErrorGameOver => ErrorCode::GameOver,
            K::ErrorAdjourned => ErrorCode::Adjourned,
            K::ErrorNoOffer => ErrorCode::NoOffer,
            K::ErrorOwnOffer => ErrorCode::OwnOffer,
            K::ErrorTooEarly => ErrorCode::TooEarly,
            K::ErrorOfferOpen => ErrorCode::OfferOpen,
            K::ErrorWhichSide => ErrorCode::WhichSide,
            K::ErrorClaimTurn => ErrorCode::ClaimTurn,
            K::ErrorNothingToConfirm => ErrorCode::NothingToConfirm,
            K::ErrorEnvelopeClosed => ErrorCode::EnvelopeClosed,
            K::ErrorEnvelopeCode => ErrorCode::EnvelopeCode,
            K::ErrorNotAdjourned => ErrorCode::NotAdjourned,
            K::ErrorSealAnnounced => ErrorCode::SealAnnounced,
            K::ErrorClaimAnnounced => ErrorCode::ClaimAnnounced,
            K::ErrorIntendedMove => ErrorCode::IntendedMove,
            K::ErrorTakeback => ErrorCode::Takeback,
            K::ErrorSheetAutomatic => ErrorCode::SheetAutomatic,
            K::ErrorSheetFile => ErrorCode::SheetFile,
            K::ErrorSheetGap => ErrorCode::SheetGap,
            K::ErrorSheetOneSide => ErrorCode::SheetOneSide,
            K::ErrorPlacement => ErrorCode::Placement,
            K::ErrorVerifyRank => ErrorCode::DescribedRank,
            K::ErrorSquare => ErrorCode::Square,
            K::ErrorRank => ErrorCode::Rank,
            K::ErrorFile => ErrorCode::File,
            K::ErrorPiece => ErrorCode::Piece,
            K::ErrorCursorPick => ErrorCode::CursorPick,
            K::ErrorPracticeOnly | K::ErrorOpeningPracticeOnly | K::ErrorAnalyseInProgress => {
                ErrorCode::PracticeOnly
            }
            K::ErrorNoEngine => ErrorCode::NoEngine,
            K::EngineFailed | K::EngineNonsense => ErrorCode::EngineFailed,
            K::ErrorJournal => ErrorCode::Journal,
            K::ErrorListenAtEnd => ErrorCode::AtEnd,
            K::ErrorListenAtStart => ErrorCode::AtStart,
            K::ErrorListenNoSuchMove => ErrorCode::NoSuchMove,
            K::ErrorListenNoLine | K::ErrorListenOnlyOneLine => ErrorCode::NoSuchLine,
            K::ErrorAnalyseDeleteMain => ErrorCode::DeleteMainLine,
            K::ErrorAnalyseLines => ErrorCode::EngineLines,
            K::ErrorAnalyseThreatInCheck => ErrorCode::ThreatInCheck,
            K::ErrorAnalyseNoMoves => ErrorCode::NoLegalMove,
            K::ErrorAnalyseSaveOpened => ErrorCode::SaveOpened,
            K::ErrorAnalyseSave => ErrorCode::SaveFailed,
            K::ErrorListenLineEnd => ErrorCode::AtEnd,
            K::ErrorListenOnMainLine => ErrorCode::OnMainLine,
            K::ErrorListenNoClock => ErrorCode::NoClock,
            K::ErrorListenNotPlaying => ErrorCode::NotPlaying,
            K::ErrorListenPause => ErrorCode::Pause,
            K::ListenNoMoves => ErrorCode::NoMoves,
            K::ErrorDrillPiece
            | K::ErrorDrillSquares
            | K::ErrorDrillColour
            | K::ErrorDrillMoves => ErrorCode::Answer,
            K::ErrorServer => ErrorCode::ServerRefused,
            K::ErrorRateLimited => ErrorCode::RateLimited,
            K::ErrorUnauthorized | K::ErrorNoToken | K::ErrorBadToken | K::ErrorStudyClosed => {
                ErrorCode::Unauthorized
            }
            K::ErrorUnreachable => ErrorCode::Unreachable,
            K::ErrorFairPlay => ErrorCode::FairPlay,
            K::ErrorOpponentsMove => ErrorCode::OpponentsMove,
            K::ErrorServerDecides | K::ErrorNoClaimOnline => ErrorCode::ServerDecides,
            K::ErrorWaitingServer => ErrorCode::WaitingServer,
            K::ErrorOnlineOnly => ErrorCode::OnlineOnly,
            K::ErrorChatTooLong => ErrorCode::ChatTooLong,
            K::ReviewPracticeBusy => ErrorCode::EngineBusy,
            K::ErrorFollowNoGames | K::ErrorFollowNoSuchBoard => ErrorCode::NoSuchBoard,
            K::ErrorTokenFile
            | K::ErrorFollowRound
            | K::ErrorNoBroadcast
            | K::ErrorFollowChoice
            | K::ErrorPlainHttp
            | K::ErrorServerAddress
            | K::ErrorNoChallenge
            | K::ErrorWhichChallenge
            | K::ErrorNoOnlineGame
            | K::ErrorChallengeDeclined
            | K::ErrorOnlineControl
            | K::ErrorNotBoardGame
            | K::ErrorWhichOnlineGame
            | K::ErrorNoSuchOnlineGame
            | K::ErrorEventStream
            | K::ErrorChallengeCanceled => ErrorCode::OnlineStart,
            _ => ErrorCode::Setup,
        }
    }

    /// The kind of a clock's refusal.
    #[must_use]
    pub(crate) fn of_clock(refused: ClockError) -> ErrorCode {
        match refused {
            ClockError::NotStarted => ErrorCode::NotStarted,
            ClockError::Paused => ErrorCode::Paused,
            ClockError::AlreadyPaused => ErrorCode::AlreadyPaused,
            ClockError::AlreadyRunning(_) => ErrorCode::AlreadyRunning,
            ClockError::NotYourClock { .. } => ErrorCode::NotYourClock,
            ClockError::Flagged(_) => ErrorCode::FlagFallen,
        }
    }

    /// The kind of a move that cannot be made.
    #[must_use]
    pub(crate) fn of_move(problem: &MoveError) -> ErrorCode {
        match problem {
            MoveError::Unreadable => ErrorCode::UnreadableMove,
            MoveError::Ambiguous(_) => ErrorCode::AmbiguousMove,
            MoveError::Illegal(_) => ErrorCode::IllegalMove,
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A refusal: its kind and its sentence in the voice pack's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// What kind of refusal.
    pub(crate) code: ErrorCode,
    /// Why, in the voice pack's language.
    pub message: Sentence,
}

impl Refusal {
    /// The refusal worded by `key` in `pack`, its placeholders filled with what the user typed (read for its words).
    #[must_use]
    pub fn new(pack: &VoicePack, key: PhraseKey, values: &[(&'static str, &str)]) -> Refusal {
        let values = values
            .iter()
            .map(|(name, value)| (*name, Sentence::text(*value)))
            .collect();
        Refusal::phrase(pack, key, values)
    }

    /// The refusal worded by `key` in `pack`, its placeholders filled with sentences.
    #[must_use]
    pub fn phrase(
        pack: &VoicePack,
        key: PhraseKey,
        values: Vec<(&'static str, Sentence)>,
    ) -> Refusal {
        Refusal {
            code: ErrorCode::of(key),
            message: Sentence::phrase(pack, key, values),
        }
    }

    /// A refusal of kind `code` already worded (by the pack, through a describing function).
    #[must_use]
    pub(crate) fn worded(code: ErrorCode, message: Sentence) -> Refusal {
        Refusal { code, message }
    }

    /// Why the typed `text` is not a move here: not understood, or the move's problem in `pack`'s words.
    pub(crate) fn of_typed_move(pack: &VoicePack, text: &str, problem: &MoveError) -> Refusal {
        match problem {
            MoveError::Unreadable => Refusal::new(
                pack,
                PhraseKey::ErrorNotUnderstood,
                &[("input", text.trim())],
            ),
            problem => Refusal::worded(
                ErrorCode::of_move(problem),
                Sentence::text(pack.describe_error(text, problem)),
            ),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message.as_text())
    }
}

/// The kinds as a document (`docs/errors.md`), made from the list above so that the contract names every kind.
#[must_use]
#[cfg(test)]
pub(super) fn error_codes_markdown() -> String {
    let mut text = String::from(
        "# Refusal codes\n\n\
         Every `error` event of `--format json` carries `code`, the kind of refusal, beside `message`, its sentence in \
         the voice pack's words. The codes are stable: a program may act on them. This list is made from the \
         program's own (a test keeps them the same).\n\n",
    );
    for code in ErrorCode::ALL {
        text.push_str(&format!("- `{}`\n", code.name()));
    }
    text
}

/// An argument that names nothing, refused in the pack's words (the grammar reads; the boundary refuses).
impl crate::registry::Unreadable {
    /// The refusal in the pack's words: "Xyz is not a square".
    #[must_use]
    pub(crate) fn refusal(&self, pack: &crate::voice::VoicePack) -> Refusal {
        let key = match self.kind {
            crate::registry::ArgumentKind::Square => crate::voice::PhraseKey::ErrorSquare,
            crate::registry::ArgumentKind::Rank => crate::voice::PhraseKey::ErrorRank,
            crate::registry::ArgumentKind::File => crate::voice::PhraseKey::ErrorFile,
            crate::registry::ArgumentKind::Piece => crate::voice::PhraseKey::ErrorPiece,
        };
        Refusal::new(
            pack,
            key,
            &[("input", &crate::voice::shortened(self.input.trim()))],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `docs/errors.md` is the list's own document; `TACTUS_BLESS=1 cargo test` writes it anew after a change.
    #[test]
    fn the_error_document_is_made_from_the_list() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/errors.md");
        let made = error_codes_markdown();
        if std::env::var_os("TACTUS_BLESS").is_some() {
            std::fs::write(&path, &made).unwrap();
        }
        let kept = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            kept == made,
            "docs/errors.md differs from the list of codes: run TACTUS_BLESS=1 cargo test -p tactus-core"
        );
    }

    #[test]
    fn every_error_phrase_has_a_kind_of_its_own_name() {
        let mut names = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            assert!(names.insert(code.name()), "{code} twice");
            assert!(
                code.name()
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_'),
                "{code}"
            );
        }
        for key in PhraseKey::ALL {
            if key.key().starts_with("error_") {
                assert_ne!(ErrorCode::of(*key), ErrorCode::Setup, "{}", key.key());
            }
        }
    }
}
