//! The program's sentences other than moves (errors, answers, the clock's readouts and cues), as templates in the
//! voice pack.
//!
//! Each [`PhraseKey`] names a template and the placeholders it must contain, so a pack is
//! checked at load time and a missing or misspelt placeholder is refused before it can
//! garble a message at the board.

/// Declares every phrase once: its name in the program, its key in the pack's `[phrases]` table, and the
/// placeholders its template must use.
macro_rules! phrases {
    ($($variant:ident => $key:literal [$($placeholder:literal),*],)*) => {
        /// A sentence template every pack defines in its `[phrases]` table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum PhraseKey {
            $(
                #[doc = concat!("The template under `", $key, "` in the pack's `[phrases]` table.")]
                $variant,
            )*
        }

        impl PhraseKey {
            /// Every phrase a pack must define.
            pub const ALL: &'static [PhraseKey] = &[$(PhraseKey::$variant,)*];

            /// The key in the pack's `[phrases]` table, and the placeholders the template must use.
            pub(crate) fn spec(self) -> (&'static str, &'static [&'static str]) {
                match self {
                    $(PhraseKey::$variant => ($key, &[$($placeholder),*]),)*
                }
            }

            /// The key in the pack's `[phrases]` table.
            pub fn key(self) -> &'static str {
                self.spec().0
            }
        }
    };
}

phrases! {
    White => "white" [],
    Black => "black" [],
    PieceOnSquare => "piece_on_square" ["piece", "square"],
    CursorPicked => "cursor_picked" ["piece", "square"],
    CursorPromotion => "cursor_promotion" ["piece"],
    CursorDropped => "cursor_dropped" [],
    CursorNothingPicked => "cursor_nothing_picked" [],
    CursorEdge => "cursor_edge" ["square"],
    ErrorCursorPick => "error_cursor_pick" ["square", "side"],
    HintMoves => "hint_moves" ["piece", "square", "targets"],
    HintNoMoves => "hint_no_moves" ["piece", "square"],
    HintNotMovable => "hint_not_movable" ["square", "side"],
    HintReach => "hint_reach" ["square", "white", "black"],
    HintNone => "hint_none" [],
    HintDraws => "hint_draws" ["claims"],
    HintNoDraws => "hint_no_draws" [],
    HintBest => "hint_best" ["engine", "move", "evaluation"],
    EvalLevel => "eval_level" [],
    EvalSlightly => "eval_slightly" ["side"],
    EvalBetter => "eval_better" ["side"],
    EvalWinning => "eval_winning" ["side"],
    EvalMate => "eval_mate" ["side", "n"],
    EvalUnknown => "eval_unknown" [],
    ErrorPracticeOnly => "error_practice_only" [],
    ErrorNoEngine => "error_no_engine" [],
    EngineFailed => "engine_failed" ["problem"],
    EngineNonsense => "engine_nonsense" ["engine", "move"],
    ListSeparator => "list_separator" [],
    ListLastSeparator => "list_last_separator" [],
    ErrorUnreadable => "error_unreadable" ["input"],
    ErrorAmbiguous => "error_ambiguous" ["input", "candidates"],
    ErrorIllegal => "error_illegal" ["input", "reason"],
    OtherLetters => "other_letters" ["letters", "letter", "piece", "typed"],
    LettersEnglish => "letters_en" [],
    LettersFrench => "letters_fr" [],
    ReasonNoPieceReaches => "reason_no_piece_reaches" ["side", "piece", "square"],
    ReasonKingInCheck => "reason_king_in_check" [],
    ReasonNothingToCapture => "reason_nothing_to_capture" ["square"],
    ReasonCaptureOwn => "reason_capture_own" ["square"],
    ReasonEmptySquare => "reason_empty_square" ["square"],
    ReasonNotYourPiece => "reason_not_your_piece" ["piece", "square", "side", "mover"],
    ReasonPieceCannotGo => "reason_piece_cannot_go" ["piece", "square", "target"],
    ReasonPromotionMissing => "reason_promotion_missing" [],
    ReasonPromotionNotAllowed => "reason_promotion_not_allowed" [],
    ReasonCastleRights => "reason_castle_rights" ["castle"],
    ReasonCastleInCheck => "reason_castle_in_check" [],
    ReasonCastleBlocked => "reason_castle_blocked" ["castle"],
    ReasonCastleAttacked => "reason_castle_attacked" ["castle"],
    ReasonGameOver => "reason_game_over" ["ending"],
    TimeOne => "time_one" [],
    TimeHoursOne => "time_hours_one" ["n"],
    TimeHours => "time_hours" ["n"],
    TimeMinutesOne => "time_minutes_one" ["n"],
    TimeMinutes => "time_minutes" ["n"],
    TimeSecondsOne => "time_seconds_one" ["n"],
    TimeSeconds => "time_seconds" ["n"],
    TimeZero => "time_zero" [],
    TimeParts => "time_parts" ["first", "second"],
    ClockTimes => "clock_times" ["white", "black"],
    ClockReady => "clock_ready" ["times"],
    ClockStarted => "clock_started" ["side"],
    ClockPressed => "clock_pressed" ["side", "times"],
    ClockPaused => "clock_paused" ["times"],
    ClockAdjusted => "clock_adjusted" ["side", "time"],
    ClockCue => "clock_cue" ["side", "time"],
    ClockFlag => "clock_flag" ["side"],
    AnswerMoves => "answer_moves" ["white", "black"],
    AnswerMovesToControl => "answer_moves_to_control" ["side", "n"],
    HelpClock => "help_clock" [],
    ErrorUnknownCommand => "error_unknown_command" ["input", "commands"],
    ErrorUsage => "error_usage" ["usage"],
    ErrorDuration => "error_duration" ["input"],
    ErrorNotStarted => "error_not_started" [],
    ErrorPaused => "error_paused" [],
    ErrorAlreadyPaused => "error_already_paused" [],
    ErrorAlreadyRunning => "error_already_running" ["side"],
    ErrorNotYourClock => "error_not_your_clock" ["side", "running"],
    ErrorFlagFallen => "error_flag_fallen" ["side"],
    ErrorWaitRealTime => "error_wait_real_time" [],
    EndingCheckmate => "ending_checkmate" [],
    EndingInsufficientMaterial => "ending_insufficient_material" [],
    EndingDeadPosition => "ending_dead_position" [],
    EndingStalemate => "ending_stalemate" [],
    EndingSeventyfiveMoves => "ending_seventyfive_moves" [],
    EndingFivefoldRepetition => "ending_fivefold_repetition" [],
    AnnounceMoveError => "announce_move_error" ["game", "number", "side", "reason"],
    AnnounceGameProblem => "announce_game_problem" ["game", "problem"],
    AnnounceGameHeading => "announce_game_heading" ["game"],
    AnnounceNoMoves => "announce_no_moves" [],
    PgnNoGame => "pgn_no_game" [],
    PgnNoResult => "pgn_no_result" [],
    PgnUnreadableRest => "pgn_unreadable_rest" ["error"],
    PgnNotSan => "pgn_not_san" ["input"],
    PgnVariant => "pgn_variant" ["variant"],
    AnnounceLine => "announce_line" ["number", "move"],
    AnnouncePending => "announce_pending" ["number", "move"],
    MoveCompleted => "move_completed" ["side"],
    GameNew => "game_new" ["white", "black", "mode"],
    GameNewUnnamed => "game_new_unnamed" ["mode"],
    GameHelp => "game_help" [],
    ModeTournament => "mode_tournament" [],
    ModePractice => "mode_practice" [],
    GameJournal => "game_journal" ["path"],
    GameResumed => "game_resumed" ["number", "side"],
    ResumeSealed => "resume_sealed" ["side"],
    ResumeGo => "resume_go" [],
    ResumeOver => "resume_over" [],
    ResumePending => "resume_pending" ["move"],
    ResumeOffer => "resume_offer" ["side"],
    ResumeRecorded => "resume_recorded" ["time"],
    ResumeRecordedNow => "resume_recorded_now" [],
    GamesLine => "games_line" ["white", "black", "date", "moves", "state", "path"],
    GamesRunning => "games_running" [],
    GamesAdjourned => "games_adjourned" [],
    GamesFinished => "games_finished" ["result"],
    GamesDamaged => "games_damaged" [],
    GamesNone => "games_none" ["folder"],
    ResumeNone => "resume_none" ["folder"],
    ResumeRepairHint => "resume_repair_hint" ["number", "path", "dropped"],
    ResumeRepaired => "resume_repaired" ["line", "kept"],
    ErrorSheetGap => "error_sheet_gap" ["sheet", "count"],
    ErrorSheetOneSide => "error_sheet_one_side" [],
    SheetStillDiffers => "sheet_still_differs" ["sheet", "number"],
    PromptToMove => "prompt_to_move" ["side"],
    PromptPending => "prompt_pending" ["side"],
    PromptOver => "prompt_over" [],
    PromptConfirm => "prompt_confirm" [],
    PromptAdjourned => "prompt_adjourned" [],
    ResultWin => "result_win" ["result", "side", "reason"],
    ResultDraw => "result_draw" ["result", "reason"],
    ResultWinSpoken => "result_win_spoken" ["side", "reason"],
    ResultDrawSpoken => "result_draw_spoken" ["reason"],
    TerminationThreefold => "termination_threefold" [],
    TerminationFifty => "termination_fifty" [],
    TerminationAgreement => "termination_agreement" [],
    TerminationResignation => "termination_resignation" ["side"],
    TerminationTimeForfeit => "termination_time_forfeit" ["side"],
    TerminationIllegalMoves => "termination_illegal_moves" ["side"],
    TerminationCannotMate => "termination_cannot_mate" ["reason", "side"],
    DrawOffered => "draw_offered" ["side"],
    DrawDeclined => "draw_declined" ["side"],
    ClaimCorrect => "claim_correct" ["side", "kind"],
    ClaimWrong => "claim_wrong" ["side", "kind"],
    ClaimThreefold => "claim_threefold" [],
    ClaimFifty => "claim_fifty" [],
    ClaimableNotice => "claimable_notice" ["claims"],
    FlagAfterEnding => "flag_after_ending" ["side"],
    IncrementIntroduced => "increment_introduced" ["time"],
    EnvelopeLost => "envelope_lost" ["side", "times"],
    ErrorNotAdjourned => "error_not_adjourned" [],
    Stopped => "stopped" ["signal"],
    StoppedGame => "stopped_game" ["signal", "journal"],
    NoticeGamepadConnected => "notice_gamepad_connected" ["name"],
    NoticeGamepadDisconnected => "notice_gamepad_disconnected" ["name"],
    NoticeGamepadsUnusable => "notice_gamepads_unusable" ["reason"],
    NoticeGamepadSettings => "notice_gamepad_settings" ["problem"],
    NoticeKeySettings => "notice_key_settings" ["problem"],
    NoticeBrailleConnected => "notice_braille_connected" ["cells"],
    NoticeBrailleLostGame => "notice_braille_lost_game" ["reason"],
    NoticeBrailleLostClock => "notice_braille_lost_clock" ["reason"],
    NoticeNoSound => "notice_no_sound" ["reason"],
    NoticeAnnouncementsMoved => "notice_announcements_moved" ["reason", "output"],
    NoticeAllToOneOutput => "notice_all_to_one_output" ["reason", "output"],
    NoticeNoMoreTones => "notice_no_more_tones" ["reason"],
    SpeakerSystem => "speaker_system" [],
    SpeakerBuiltIn => "speaker_built_in" [],
    NoticeSpeakerStopped => "notice_speaker_stopped" ["speaker", "reason", "next"],
    NoticeSpeakerMissing => "notice_speaker_missing" ["speaker", "reason", "next"],
    NoticeNextSpeaker => "notice_next_speaker" ["speaker"],
    NoticeTextOnly => "notice_text_only" [],
    NoticeScreenReader => "notice_screen_reader" ["reader"],
    NoticeNoSystemSpeech => "notice_no_system_speech" ["reason"],
    NoticeNoBuiltInVoice => "notice_no_built_in_voice" ["reason"],
    ReasonNoSoundDevice => "reason_no_sound_device" [],
    ReasonNoClips => "reason_no_clips" ["pack", "places"],
    PenaltyTime => "penalty_time" ["side", "opponent", "time"],
    PenaltyNoClock => "penalty_no_clock" ["side"],
    PenaltyClaim => "penalty_claim" ["opponent", "time"],
    Adjourned => "adjourned" ["side", "number"],
    Retraced => "retraced" ["side", "number"],
    RetracedStart => "retraced_start" [],
    NoMoveYet => "no_move_yet" [],
    NoClock => "no_clock" [],
    WhitePiece => "white_piece" ["piece"],
    BlackPiece => "black_piece" ["piece"],
    WhiteRun => "white_run" ["pieces"],
    BlackRun => "black_run" ["pieces"],
    PieceAt => "piece_at" ["piece", "place"],
    EveryFile => "every_file" ["piece"],
    RanksEmpty => "ranks_empty" ["from", "to"],
    SquareHolds => "square_holds" ["square", "piece"],
    SquareEmpty => "square_empty" ["square"],
    RankHolds => "rank_holds" ["rank", "pieces"],
    RankEmpty => "rank_empty" ["rank"],
    FileHolds => "file_holds" ["file", "pieces"],
    FileEmpty => "file_empty" ["file"],
    PiecesOn => "pieces_on" ["pieces", "squares"],
    PiecesNone => "pieces_none" ["pieces"],
    BoardConnected => "board_connected" ["board"],
    BoardReady => "board_ready" [],
    BoardReadyTurned => "board_ready_turned" [],
    BoardLost => "board_lost" ["reason"],
    BoardDiffers => "board_differs" ["shown", "expected"],
    BoardDiffersStart => "board_differs_start" ["shown", "expected"],
    BoardTakebackOne => "board_takeback_one" [],
    BoardTakeback => "board_takeback" ["count"],
    BoardLifted => "board_lifted" ["piece", "square"],
    BoardPlaced => "board_placed" ["piece", "square"],
    BoardStart => "board_start" [],
    BoardStartTurned => "board_start_turned" [],
    BoardNotRead => "board_not_read" [],
    TerminationServer => "termination_server" ["detail"],
    OnlineStatusTimeout => "online_status_timeout" [],
    OnlineStatusCheat => "online_status_cheat" [],
    OnlineStatusNoStart => "online_status_no_start" [],
    OnlineStatusDraw => "online_status_draw" [],
    OnlineStatusOther => "online_status_other" ["status"],
    OnlineAborted => "online_aborted" [],
    OnlineOpponentGone => "online_opponent_gone" ["seconds"],
    OnlineClaimNow => "online_claim_now" [],
    OnlineOpponentBack => "online_opponent_back" [],
    OnlineTakebackOffer => "online_takeback_offer" ["side"],
    OnlineTakebackDeclined => "online_takeback_declined" [],
    OnlineChat => "online_chat" ["name", "text"],
    OnlineNoChat => "online_no_chat" [],
    OnlineLost => "online_lost" ["reason"],
    OnlineDiffers => "online_differs" ["number"],
    ErrorServer => "error_server" ["reason"],
    ErrorRateLimited => "error_rate_limited" ["seconds"],
    ErrorUnauthorized => "error_unauthorized" [],
    ErrorUnreachable => "error_unreachable" ["reason"],
    ErrorFairPlay => "error_fair_play" [],
    ErrorOpponentsMove => "error_opponents_move" [],
    ErrorServerDecides => "error_server_decides" [],
    ErrorNoClaimOnline => "error_no_claim_online" [],
    ErrorWaitingServer => "error_waiting_server" [],
    ErrorOnlineOnly => "error_online_only" [],
    OnlineTokenHowto => "online_token_howto" ["url"],
    OnlineLoggedIn => "online_logged_in" ["name"],
    OnlineLoggedOut => "online_logged_out" [],
    OnlineNoTokenKept => "online_no_token_kept" [],
    ErrorNoToken => "error_no_token" [],
    ErrorBadToken => "error_bad_token" [],
    ErrorTokenFile => "error_token_file" ["problem"],
    OnlineWaiting => "online_waiting" [],
    OnlineChallenge => "online_challenge" ["id", "name", "control"],
    ErrorNoChallenge => "error_no_challenge" [],
    ErrorWhichChallenge => "error_which_challenge" [],
    ErrorNoOnlineGame => "error_no_online_game" [],
    ErrorChallengeDeclined => "error_challenge_declined" [],
    ErrorOnlineControl => "error_online_control" ["control"],
    ErrorNotBoardGame => "error_not_board_game" [],
    VerifyMatch => "verify_match" [],
    VerifyDiffersOne => "verify_differs_one" ["squares"],
    VerifyDiffers => "verify_differs" ["count", "squares"],
    VerifySquare => "verify_square" ["square", "game", "described"],
    Empty => "empty" [],
    PlacementRanks => "placement_ranks" ["count"],
    PlacementRankLength => "placement_rank_length" ["rank", "count"],
    PlacementCharacter => "placement_character" ["character"],
    ErrorPlacement => "error_placement" ["problem"],
    ErrorSquare => "error_square" ["input"],
    ErrorRank => "error_rank" ["input"],
    ErrorFile => "error_file" ["input"],
    ErrorPiece => "error_piece" ["input"],
    ErrorNotUnderstood => "error_not_understood" ["input"],
    ErrorNoPending => "error_no_pending" [],
    ErrorGameOver => "error_game_over" ["result"],
    ErrorAdjourned => "error_adjourned" [],
    ErrorNoOffer => "error_no_offer" [],
    ErrorOwnOffer => "error_own_offer" ["side"],
    ErrorTooEarly => "error_too_early" [],
    ErrorTakeback => "error_takeback" ["ply", "plies"],
    ErrorJournal => "error_journal" ["problem"],
    HelpPlay => "help_play" [],
    HelpMoves => "help_moves" [],
    HelpGameClock => "help_game_clock" [],
    HelpDraws => "help_draws" [],
    HelpBoard => "help_board" [],
    HelpSheets => "help_sheets" [],
    HelpArbiter => "help_arbiter" [],
    HelpKeys => "help_keys" [],
    UsageHelp => "usage_help" [],
    SpellingLetters => "spelling_letters" [],
    Discrepancy => "discrepancy" ["sheet", "number", "side", "game", "recorded"],
    DiscrepancyRetrace => "discrepancy_retrace" ["ply"],
    ArbiterPosition => "arbiter_position" ["fen"],
    ArbiterPositionAgreed => "arbiter_position_agreed" ["ply", "fen"],
    DiscrepancyTimes => "discrepancy_times" ["times"],
    SheetAgrees => "sheet_agrees" ["sheet", "count"],
    ErrorSheetAutomatic => "error_sheet_automatic" ["sheet"],
    ErrorIntendedMove => "error_intended_move" ["move"],
    ErrorSheetFile => "error_sheet_file" ["path", "problem"],
    CompareSame => "compare_same" ["count"],
    CompareAgreeUntil => "compare_agree_until" ["number", "side", "move"],
    CompareAgreeNone => "compare_agree_none" [],
    CompareDiffer => "compare_differ" ["number", "side", "a", "b"],
    CompareMissing => "compare_missing" [],
    CompareNotLegal => "compare_not_legal" ["entry"],
    ComparePosition => "compare_position" ["fen"],
    CompareUnreadable => "compare_unreadable" ["sheet", "path", "problem"],
    ListenSeveral => "listen_several" ["count", "number"],
    ListenPlayers => "listen_players" ["white", "black"],
    ListenRound => "listen_round" ["round"],
    ListenResultTag => "listen_result_tag" ["result"],
    ListenFromPosition => "listen_from_position" [],
    ListenLength => "listen_length" ["count"],
    ListenLengthOne => "listen_length_one" [],
    ListenReady => "listen_ready" [],
    ListenStart => "listen_start" ["side"],
    ListenBack => "listen_back" ["last"],
    ListenWhere => "listen_where" ["last", "ply", "plies", "side"],
    ListenEnd => "listen_end" ["result"],
    ListenEndBy => "listen_end_by" ["result", "ending"],
    ListenWhiteWon => "listen_white_won" [],
    ListenBlackWon => "listen_black_won" [],
    ListenDrawn => "listen_drawn" [],
    ListenUnfinished => "listen_unfinished" [],
    ListenNoComment => "listen_no_comment" [],
    ListenNoMoves => "listen_no_moves" [],
    ListenPlaying => "listen_playing" ["time"],
    ListenStopped => "listen_stopped" [],
    ErrorListenAtEnd => "error_listen_at_end" [],
    ErrorListenAtStart => "error_listen_at_start" [],
    ErrorListenNoSuchMove => "error_listen_no_such_move" ["number", "side", "last"],
    ErrorListenNotPlaying => "error_listen_not_playing" [],
    ErrorListenPause => "error_listen_pause" ["input"],
    ListenGameRange => "listen_game_range" ["path", "count", "number"],
    ListenGameOnlyOne => "listen_game_only_one" ["path", "number"],
    ListenNoPlayer => "listen_no_player" ["path", "name", "players"],
    ListenUnreadable => "listen_unreadable" ["path", "problem"],
    HelpListen => "help_listen" [],
    DrillStart => "drill_start" ["count", "seed"],
    DrillQuestion => "drill_question" ["number", "question"],
    DrillPrompt => "drill_prompt" ["number", "count"],
    DrillAskSquare => "drill_ask_square" ["square"],
    DrillAskPieces => "drill_ask_pieces" ["pieces"],
    DrillAskReach => "drill_ask_reach" ["piece", "square"],
    DrillAskName => "drill_ask_name" ["square"],
    DrillRight => "drill_right" ["answer"],
    DrillWrong => "drill_wrong" ["answer"],
    DrillSkipped => "drill_skipped" ["answer"],
    DrillScore => "drill_score" ["right", "count"],
    DrillLight => "drill_light" [],
    DrillDark => "drill_dark" [],
    DrillLightSquare => "drill_light_square" ["square"],
    DrillDarkSquare => "drill_dark_square" ["square"],
    DrillDiagonals => "drill_diagonals" ["a", "b", "c", "d"],
    DrillDiagonalOne => "drill_diagonal_one" ["a", "b"],
    DrillNoBoard => "drill_no_board" [],
    DrillPosition => "drill_position" [],
    HeadingEvent => "heading_event" [],
    HeadingSite => "heading_site" [],
    HeadingRound => "heading_round" [],
    HeadingDate => "heading_date" [],
    ResultCancelled => "result_cancelled" ["result"],
    ErrorClaimAnnounced => "error_claim_announced" [],
    ConfirmResign => "confirm_resign" ["side"],
    ConfirmAccept => "confirm_accept" ["side"],
    ConfirmQuit => "confirm_quit" [],
    ConfirmSeal => "confirm_seal" ["side", "problem"],
    ConfirmCancelled => "confirm_cancelled" [],
    QuitGame => "quit_game" ["journal"],
    QuitGameSpoken => "quit_game_spoken" [],
    ErrorNothingToConfirm => "error_nothing_to_confirm" [],
    ErrorWhichSide => "error_which_side" ["command"],
    ErrorClaimTurn => "error_claim_turn" ["side"],
    ErrorOfferOpen => "error_offer_open" ["side"],
    TerminationAccepted => "termination_accepted" ["side"],
    TerminationSealedMove => "termination_sealed_move" ["side"],
    TerminationArbiter => "termination_arbiter" [],
    TerminationArbiterDetail => "termination_arbiter_detail" ["detail"],
    ErrorEnvelopeClosed => "error_envelope_closed" [],
    ErrorEnvelopeCode => "error_envelope_code" [],
    ErrorSealAnnounced => "error_seal_announced" ["move"],
    EnvelopeCode => "envelope_code" ["code"],
    ControlSyntaxMinutes => "control_syntax_minutes" [],
    ControlSyntaxPgn => "control_syntax_pgn" [],
    ErrorControlEmpty => "start_control_empty" ["syntax"],
    ErrorControlUnreadable => "start_control_unreadable" ["input", "syntax"],
    ErrorControlZeroMoves => "start_control_zero_moves" ["input"],
    ErrorControlZeroTime => "start_control_zero_time" ["input", "syntax"],
    ErrorControlRestNotLast => "start_control_rest_not_last" ["input"],
    ErrorControlTooLong => "start_control_too_long" ["input"],
    ErrorControlPgnUnknown => "start_control_pgn_unknown" [],
    ErrorControlPgnNoClock => "start_control_pgn_no_clock" [],
    ErrorControlPgnSandclock => "start_control_pgn_sandclock" ["input"],
    ErrorFenUnreadable => "start_fen_unreadable" ["input", "reason"],
    ErrorFenIllegal => "start_fen_illegal" ["input", "reason"],
    ErrorJournalExists => "start_journal_exists" ["path"],
    ErrorJournalWrite => "start_journal_write" ["path", "reason"],
    ErrorJournalRead => "start_journal_read" ["path", "reason"],
    ErrorJournalLocked => "start_journal_locked" ["path", "process"],
    ExportWritten => "export_written" ["path"],
    ErrorExportExists => "export_exists" ["path"],
    ErrorJournalLockedUnknown => "start_journal_locked_unknown" ["path"],
    VerifyRankMatch => "verify_rank_match" ["rank"],
    ErrorVerifyRank => "error_verify_rank" ["input"],
    ErrorDrillPiece => "error_drill_piece" ["input"],
    ErrorDrillSquares => "error_drill_squares" ["input"],
    ErrorDrillColour => "error_drill_colour" ["input"],
    HelpDrill => "help_drill" [],
    HelpBoardCheck => "help_board_check" [],
}

/// Fills `{name}` placeholders of a template. Unknown placeholders are left as written.
pub(crate) fn fill(template: &str, values: &[(&str, &str)]) -> String {
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
pub(crate) fn placeholders(template: &str) -> Vec<&str> {
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
