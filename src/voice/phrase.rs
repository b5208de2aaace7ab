//! The program's sentences other than moves (errors, answers, the clock's readouts and cues), as templates in the
//! voice pack.
//!
//! Each [`PhraseKey`] names a template and the placeholders it must contain, so a pack is
//! checked at load time and a missing or misspelt placeholder is refused before it can
//! garble a message at the board.

/// A sentence template every pack defines in its `[phrases]` table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PhraseKey {
    White,
    Black,
    PieceOnSquare,
    ListSeparator,
    ListLastSeparator,
    ErrorUnreadable,
    ErrorAmbiguous,
    ErrorIllegal,
    ReasonNoPieceReaches,
    ReasonKingInCheck,
    ReasonNothingToCapture,
    ReasonCaptureOwn,
    ReasonEmptySquare,
    ReasonNotYourPiece,
    ReasonPieceCannotGo,
    ReasonPromotionMissing,
    ReasonPromotionNotAllowed,
    ReasonCastleRights,
    ReasonCastleInCheck,
    ReasonCastleBlocked,
    ReasonCastleAttacked,
    ReasonGameOver,
    TimeOne,
    TimeHoursOne,
    TimeHours,
    TimeMinutesOne,
    TimeMinutes,
    TimeSecondsOne,
    TimeSeconds,
    TimeZero,
    TimeParts,
    ClockTimes,
    ClockReady,
    ClockStarted,
    ClockPressed,
    ClockPaused,
    ClockAdjusted,
    ClockCue,
    ClockFlag,
    AnswerMoves,
    AnswerMovesToControl,
    HelpClock,
    ErrorUnknownCommand,
    ErrorUsage,
    ErrorDuration,
    ErrorNotStarted,
    ErrorPaused,
    ErrorAlreadyPaused,
    ErrorAlreadyRunning,
    ErrorNotYourClock,
    ErrorFlagFallen,
    ErrorWaitRealTime,
    EndingCheckmate,
    EndingInsufficientMaterial,
    EndingStalemate,
    EndingSeventyfiveMoves,
    EndingFivefoldRepetition,
    AnnounceMoveError,
    AnnounceGameProblem,
    AnnounceGameHeading,
    AnnounceNoMoves,
    PgnNoGame,
    PgnNoResult,
    PgnUnreadableRest,
    PgnNotSan,
    PgnVariant,
}

impl PhraseKey {
    /// Every phrase a pack must define.
    pub const ALL: [PhraseKey; 66] = [
        PhraseKey::White,
        PhraseKey::Black,
        PhraseKey::PieceOnSquare,
        PhraseKey::ListSeparator,
        PhraseKey::ListLastSeparator,
        PhraseKey::ErrorUnreadable,
        PhraseKey::ErrorAmbiguous,
        PhraseKey::ErrorIllegal,
        PhraseKey::ReasonNoPieceReaches,
        PhraseKey::ReasonKingInCheck,
        PhraseKey::ReasonNothingToCapture,
        PhraseKey::ReasonCaptureOwn,
        PhraseKey::ReasonEmptySquare,
        PhraseKey::ReasonNotYourPiece,
        PhraseKey::ReasonPieceCannotGo,
        PhraseKey::ReasonPromotionMissing,
        PhraseKey::ReasonPromotionNotAllowed,
        PhraseKey::ReasonCastleRights,
        PhraseKey::ReasonCastleInCheck,
        PhraseKey::ReasonCastleBlocked,
        PhraseKey::ReasonCastleAttacked,
        PhraseKey::ReasonGameOver,
        PhraseKey::TimeOne,
        PhraseKey::TimeHoursOne,
        PhraseKey::TimeHours,
        PhraseKey::TimeMinutesOne,
        PhraseKey::TimeMinutes,
        PhraseKey::TimeSecondsOne,
        PhraseKey::TimeSeconds,
        PhraseKey::TimeZero,
        PhraseKey::TimeParts,
        PhraseKey::ClockTimes,
        PhraseKey::ClockReady,
        PhraseKey::ClockStarted,
        PhraseKey::ClockPressed,
        PhraseKey::ClockPaused,
        PhraseKey::ClockAdjusted,
        PhraseKey::ClockCue,
        PhraseKey::ClockFlag,
        PhraseKey::AnswerMoves,
        PhraseKey::AnswerMovesToControl,
        PhraseKey::HelpClock,
        PhraseKey::ErrorUnknownCommand,
        PhraseKey::ErrorUsage,
        PhraseKey::ErrorDuration,
        PhraseKey::ErrorNotStarted,
        PhraseKey::ErrorPaused,
        PhraseKey::ErrorAlreadyPaused,
        PhraseKey::ErrorAlreadyRunning,
        PhraseKey::ErrorNotYourClock,
        PhraseKey::ErrorFlagFallen,
        PhraseKey::ErrorWaitRealTime,
        PhraseKey::EndingCheckmate,
        PhraseKey::EndingInsufficientMaterial,
        PhraseKey::EndingStalemate,
        PhraseKey::EndingSeventyfiveMoves,
        PhraseKey::EndingFivefoldRepetition,
        PhraseKey::AnnounceMoveError,
        PhraseKey::AnnounceGameProblem,
        PhraseKey::AnnounceGameHeading,
        PhraseKey::AnnounceNoMoves,
        PhraseKey::PgnNoGame,
        PhraseKey::PgnNoResult,
        PhraseKey::PgnUnreadableRest,
        PhraseKey::PgnNotSan,
        PhraseKey::PgnVariant,
    ];

    /// The key in the pack's `[phrases]` table, and the placeholders the template must use.
    pub fn spec(self) -> (&'static str, &'static [&'static str]) {
        use PhraseKey::*;
        match self {
            White => ("white", &[]),
            Black => ("black", &[]),
            PieceOnSquare => ("piece_on_square", &["piece", "square"]),
            ListSeparator => ("list_separator", &[]),
            ListLastSeparator => ("list_last_separator", &[]),
            ErrorUnreadable => ("error_unreadable", &["input"]),
            ErrorAmbiguous => ("error_ambiguous", &["input", "candidates"]),
            ErrorIllegal => ("error_illegal", &["input", "reason"]),
            ReasonNoPieceReaches => ("reason_no_piece_reaches", &["side", "piece", "square"]),
            ReasonKingInCheck => ("reason_king_in_check", &[]),
            ReasonNothingToCapture => ("reason_nothing_to_capture", &["square"]),
            ReasonCaptureOwn => ("reason_capture_own", &["square"]),
            ReasonEmptySquare => ("reason_empty_square", &["square"]),
            ReasonNotYourPiece => (
                "reason_not_your_piece",
                &["piece", "square", "side", "mover"],
            ),
            ReasonPieceCannotGo => ("reason_piece_cannot_go", &["piece", "square", "target"]),
            ReasonPromotionMissing => ("reason_promotion_missing", &[]),
            ReasonPromotionNotAllowed => ("reason_promotion_not_allowed", &[]),
            ReasonCastleRights => ("reason_castle_rights", &["castle"]),
            ReasonCastleInCheck => ("reason_castle_in_check", &[]),
            ReasonCastleBlocked => ("reason_castle_blocked", &["castle"]),
            ReasonCastleAttacked => ("reason_castle_attacked", &["castle"]),
            ReasonGameOver => ("reason_game_over", &["ending"]),
            TimeOne => ("time_one", &[]),
            TimeHoursOne => ("time_hours_one", &["n"]),
            TimeHours => ("time_hours", &["n"]),
            TimeMinutesOne => ("time_minutes_one", &["n"]),
            TimeMinutes => ("time_minutes", &["n"]),
            TimeSecondsOne => ("time_seconds_one", &["n"]),
            TimeSeconds => ("time_seconds", &["n"]),
            TimeZero => ("time_zero", &[]),
            TimeParts => ("time_parts", &["first", "second"]),
            ClockTimes => ("clock_times", &["white", "black"]),
            ClockReady => ("clock_ready", &["times"]),
            ClockStarted => ("clock_started", &["side"]),
            ClockPressed => ("clock_pressed", &["side", "times"]),
            ClockPaused => ("clock_paused", &["times"]),
            ClockAdjusted => ("clock_adjusted", &["side", "time"]),
            ClockCue => ("clock_cue", &["side", "time"]),
            ClockFlag => ("clock_flag", &["side"]),
            AnswerMoves => ("answer_moves", &["white", "black"]),
            AnswerMovesToControl => ("answer_moves_to_control", &["side", "n"]),
            HelpClock => ("help_clock", &[]),
            ErrorUnknownCommand => ("error_unknown_command", &["input", "commands"]),
            ErrorUsage => ("error_usage", &["usage"]),
            ErrorDuration => ("error_duration", &["input"]),
            ErrorNotStarted => ("error_not_started", &[]),
            ErrorPaused => ("error_paused", &[]),
            ErrorAlreadyPaused => ("error_already_paused", &[]),
            ErrorAlreadyRunning => ("error_already_running", &["side"]),
            ErrorNotYourClock => ("error_not_your_clock", &["side", "running"]),
            ErrorFlagFallen => ("error_flag_fallen", &["side"]),
            ErrorWaitRealTime => ("error_wait_real_time", &[]),
            EndingCheckmate => ("ending_checkmate", &[]),
            EndingInsufficientMaterial => ("ending_insufficient_material", &[]),
            EndingStalemate => ("ending_stalemate", &[]),
            EndingSeventyfiveMoves => ("ending_seventyfive_moves", &[]),
            EndingFivefoldRepetition => ("ending_fivefold_repetition", &[]),
            AnnounceMoveError => ("announce_move_error", &["game", "number", "side", "reason"]),
            AnnounceGameProblem => ("announce_game_problem", &["game", "problem"]),
            AnnounceGameHeading => ("announce_game_heading", &["game"]),
            AnnounceNoMoves => ("announce_no_moves", &[]),
            PgnNoGame => ("pgn_no_game", &[]),
            PgnNoResult => ("pgn_no_result", &[]),
            PgnUnreadableRest => ("pgn_unreadable_rest", &["error"]),
            PgnNotSan => ("pgn_not_san", &["input"]),
            PgnVariant => ("pgn_variant", &["variant"]),
        }
    }

    /// The key in the pack's `[phrases]` table.
    pub fn key(self) -> &'static str {
        self.spec().0
    }
}

/// Fills `{name}` placeholders of a template. Unknown placeholders are left as written.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match values.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) => out.push_str(v),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholders a template uses, in order of appearance.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                found.push(&after[..close]);
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_known_placeholders_only() {
        type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], &'a str);
        let cases: &[Case] = &[
            ("{a} and {b}", &[("a", "1"), ("b", "2")], "1 and 2"),
            ("{a} {unknown}", &[("a", "x")], "x {unknown}"),
            ("no braces", &[], "no braces"),
            ("open { only", &[], "open { only"),
            ("\"{input}\" is odd", &[("input", "Zz9")], "\"Zz9\" is odd"),
        ];
        for (template, values, expected) in cases {
            assert_eq!(fill(template, values), *expected, "template {template}");
        }
    }

    #[test]
    fn placeholders_are_listed_in_order() {
        assert_eq!(placeholders("{x} y {z}"), vec!["x", "z"]);
        assert!(placeholders("none").is_empty());
    }

    #[test]
    fn phrase_keys_are_distinct() {
        let mut keys: Vec<&str> = PhraseKey::ALL.iter().map(|k| k.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), PhraseKey::ALL.len());
    }
}
