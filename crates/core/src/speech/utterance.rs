//! What is said for an event, where, and how urgently: the same sentence the text lines print, in its spoken form.
//!
//! Moves, offers, claims, results and the arbiter's actions are public announcements, for the opponent and the
//! assistant (D.2.1: moves are announced); the clock's cues, answers to the player's questions, refusals and notices
//! are the blind player's own. A completed move's press is a soft tone only, unless the times are to be said.

use crate::{
    boundary::{BoardState, Event, MoveSource},
    clock::Side,
    tones::signal_for,
    voice::Sentence,
    voice::{VoicePack, Word},
    words,
};

use super::{Origin, Priority, Route, Utterance};

/// Where an event is heard and how urgent it is; `None` for events that are not spoken.
#[must_use]
pub(crate) fn placement(event: &Event) -> Option<(Route, Priority)> {
    use Priority::{Alert, Announcement, Answer, Intro, Live};
    use Route::{Announce, Player};
    Some(match event {
        // The envelope's code is for the arbiter's eyes: a player hearing it could open the sealed move.
        Event::Press {
            say_times: false, ..
        }
        | Event::EnvelopeCode { .. } => return None,
        Event::Press { .. }
        | Event::Answer { .. }
        | Event::Eval { .. }
        | Event::Rate { .. }
        | Event::Cursor { .. }
        | Event::Notice { .. }
        | Event::Left { .. }
        | Event::Review { .. } => (Player, Answer),
        Event::Cue { .. } | Event::Error { .. } | Event::Confirm { .. } => (Player, Alert),
        Event::Flag { .. } => (Announce, Alert),
        // The boards differ: said at once, to the player and on the public output (D.2.9).
        Event::Board {
            state: BoardState::Differs,
            ..
        } => (Announce, Alert),
        Event::Board { .. } => (Player, Answer),
        // A followed broadcast's move: the player's own news, behind the answer they asked for, never cutting it.
        Event::Announce {
            source: Some(MoveSource::Broadcast),
            ..
        } => (Player, Live),
        Event::Announce { .. }
        | Event::Result(..)
        | Event::DrawOffer { .. }
        | Event::DrawDeclined { .. }
        | Event::Claim { .. }
        | Event::Penalty { .. }
        | Event::Adjourned { .. }
        | Event::Takeback { .. }
        | Event::Discrepancy { .. }
        | Event::Start { .. }
        | Event::Pause { .. }
        | Event::Adjust { .. } => (Announce, Announcement),
        // The start of a session: cut by the first thing typed.
        Event::Game { .. } | Event::Resumed { .. } => (Announce, Intro),
    })
}

/// The utterance for `event` in `pack`'s words, if it is spoken; it waits for the event's tone, if it has one.
#[must_use]
pub fn utterance_for(pack: &VoicePack, event: &Event) -> Option<Utterance> {
    let (route, priority) = placement(event)?;
    // A move is announced by its words alone (D.2.1); the move number and the reminder to press are for the screen.
    let said = match event {
        Event::Announce {
            text,
            correction: true,
            ..
        } => Sentence::words(pack, &[Word::Correction]).then(", ", text.clone()),
        // A move of a game heard again (listen) is said with its number, and Black's with the side, so that the
        // listener keeps their place: "1, Eva vier", "12, Black, Eva fünf".
        Event::Announce {
            replayed: true,
            move_number,
            side,
            text,
            ..
        } => {
            let number = Sentence::figures(move_number.to_string());
            match side {
                Side::White => number.then(", ", text.clone()),
                Side::Black => number
                    .then(", ", words::side_words(pack, *side))
                    .then(", ", text.clone()),
            }
        }
        Event::Announce { text, .. } => text.clone(),
        _ => words::said(pack, event),
    };
    // A move's announcement is the move words alone; every other sentence is in the phrases' language.
    let language = match event {
        Event::Announce {
            replayed: false, ..
        } => &pack.move_language,
        _ => &pack.phrase_language,
    };
    let utterance = spoken(pack, &said, language, route, priority)?;
    Some(Utterance {
        after_ms: signal_for(event).map_or(0, |signal| signal.duration_ms()),
        ..utterance
    })
}

/// What is said for an event that is otherwise heard as its tone alone (a completed move's press, a click): when
/// the tones do not play, its short sentence ("White's move is complete"), so that the press is still heard. It is
/// the least urgent utterance: anything newer cuts it, and it cuts nothing (an answer being read goes on). `None`
/// for the other events.
#[must_use]
pub fn utterance_without_tones(pack: &VoicePack, event: &Event) -> Option<Utterance> {
    if !matches!(
        event,
        Event::Press {
            say_times: false,
            ..
        }
    ) {
        return None;
    }
    spoken(
        pack,
        &words::printed(pack, event),
        &pack.phrase_language,
        Route::Announce,
        Priority::Intro,
    )
}

/// `sentence` said in `pack`'s spoken forms, mostly in `language`, each part in the language of its words; `None`
/// when it says nothing.
fn spoken(
    pack: &VoicePack,
    sentence: &Sentence,
    language: &str,
    route: Route,
    priority: Priority,
) -> Option<Utterance> {
    let said = sentence.said(pack);
    let text: String = said.iter().map(|piece| piece.text.as_str()).collect();
    if text.trim().is_empty() {
        return None;
    }
    Some(Utterance {
        parts: super::parts(pack, &said, language),
        pieces: super::pieces(pack, &said),
        text,
        language: language.to_string(),
        route,
        priority,
        after_ms: 0,
        origin: Origin::default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{clock::CueLevel, voice::PhraseKey};

    fn announce() -> Event {
        Event::Announce {
            ply: 1,
            move_number: 1,
            side: Side::White,
            san: "Kf5".into(),
            uci: "e4f5".into(),
            text: Sentence::words(
                &VoicePack::builtin("fide").unwrap(),
                &[
                    Word::Piece(shakmaty::Role::King),
                    Word::File(shakmaty::File::F),
                    Word::Rank(shakmaty::Rank::Fifth),
                ],
            ),
            pending: true,
            correction: false,
            replayed: false,
            source: None,
            line: None,
            game: None,
        }
    }

    #[test]
    fn moves_are_announced_in_the_move_language_and_spoken_form() {
        let pack = VoicePack::builtin("fide").unwrap();
        let utterance = utterance_for(&pack, &announce()).unwrap();
        assert_eq!(utterance.route, Route::Announce);
        assert_eq!(utterance.priority, Priority::Announcement);
        assert_eq!(utterance.language, "de");
        assert_eq!(utterance.text, "König Felix fünf");
    }

    #[test]
    fn boards_that_differ_are_said_at_once_on_the_public_output_with_the_move_words_in_their_language(
    ) {
        use crate::eboard::SquareDifference;
        let pack = VoicePack::builtin("fide").unwrap();
        let knight = shakmaty::Piece::from_char('n');
        let squares = [
            SquareDifference {
                square: shakmaty::Square::F6,
                shown: None,
                expected: knight,
            },
            SquareDifference {
                square: shakmaty::Square::H6,
                shown: knight,
                expected: None,
            },
        ];
        let text = crate::words::board_differences(&pack, &squares, PhraseKey::BoardDiffers);
        let differs = Event::Board {
            state: BoardState::Differs,
            kind: None,
            place: None,
            squares: squares.to_vec(),
            plies: None,
            text,
        };
        let said = utterance_for(&pack, &differs).unwrap();
        assert_eq!(
            (said.route, said.priority),
            (Route::Announce, Priority::Alert)
        );
        let german: Vec<&str> = said
            .parts
            .iter()
            .filter(|part| part.language == "de")
            .map(|part| part.text.trim_end_matches(';'))
            .collect();
        assert_eq!(
            german,
            ["Springer Hector sechs", "Springer Felix sechs"],
            "{said:?}"
        );
        // The board's other news is an answer to the player: cut by what the player does next.
        let ready = Event::Board {
            state: BoardState::Ready,
            kind: None,
            place: None,
            squares: Vec::new(),
            plies: None,
            text: Sentence::phrase(&pack, PhraseKey::BoardReady, Vec::new()),
        };
        let said = utterance_for(&pack, &ready).unwrap();
        assert_eq!(
            (said.route, said.priority),
            (Route::Player, Priority::Answer)
        );
        assert_eq!(said.text, "Board ready");
    }

    #[test]
    fn a_move_heard_again_is_said_with_its_number() {
        let pack = VoicePack::builtin("fide").unwrap();
        let replayed = |side, move_number| Event::Announce {
            ply: 1,
            move_number,
            side,
            san: "e4".into(),
            uci: "e2e4".into(),
            text: Sentence::words(
                &pack,
                &[
                    Word::File(shakmaty::File::E),
                    Word::Rank(shakmaty::Rank::Fourth),
                ],
            ),
            pending: false,
            correction: false,
            replayed: true,
            source: None,
            line: None,
            game: None,
        };
        let white = utterance_for(&pack, &replayed(Side::White, 1)).unwrap();
        let black = utterance_for(&pack, &replayed(Side::Black, 12)).unwrap();
        assert_eq!(
            (white.text.as_str(), black.text.as_str()),
            ("1, Eva vier", "12, Black, Eva vier")
        );
        assert_eq!(white.language, "en");
        assert!(white.parts.iter().any(|part| part.language == "de"));
    }

    #[test]
    fn a_press_is_said_only_when_its_click_is_not_heard() {
        let pack = VoicePack::builtin("en").unwrap();
        let press = Event::Press {
            ply: 1,
            side: Side::White,
            white_ms: Some(1),
            black_ms: Some(2),
            say_times: false,
        };
        assert!(utterance_for(&pack, &press).is_none());
        let said = utterance_without_tones(&pack, &press).unwrap();
        assert_eq!(said.text, "White's move is complete");
        assert_eq!(
            (said.route, said.priority),
            (Route::Announce, Priority::Intro)
        );
        assert!(utterance_without_tones(&pack, &announce()).is_none());
    }

    #[test]
    fn players_named_like_move_words_are_said_with_the_start_in_one_voice() {
        let pack = VoicePack::builtin("fide").unwrap();
        let start = Event::Game {
            white: "Eva".into(),
            black: "Max".into(),
            mode: "tournament".into(),
            journal: "/tmp/eva-max.jsonl".into(),
        };
        let said = utterance_for(&pack, &start).unwrap();
        assert!(
            said.text.contains("Eva") && !said.text.contains("/tmp"),
            "{}",
            said.text
        );
        assert_eq!(said.language, pack.phrase_language);
        assert_eq!(said.parts, Vec::new());
    }

    #[test]
    fn a_confirmation_is_asked_at_once_and_the_envelopes_code_is_never_said() {
        let pack = VoicePack::builtin("fide").unwrap();
        let question = Event::Confirm {
            action: crate::boundary::ConfirmAction::Resign,
            side: Side::Black,
            about: None,
        };
        let said = utterance_for(&pack, &question).unwrap();
        assert_eq!(
            (said.route, said.priority),
            (Route::Player, Priority::Alert)
        );
        assert_eq!(said.text, "Black resigns? Say yes or no");
        let code = Event::EnvelopeCode {
            code: "K7QM2-XHD9P".into(),
        };
        assert!(utterance_for(&pack, &code).is_none());
        assert!(crate::words::sentence(&pack, &code).contains("K7QM2-XHD9P"));
    }

    #[test]
    fn cues_and_answers_are_the_players_own() {
        let pack = VoicePack::builtin("fide").unwrap();
        let cue = Event::Cue {
            side: Side::White,
            level: CueLevel::FiveMinutes,
            remaining_ms: 300_000,
        };
        let said = utterance_for(&pack, &cue).unwrap();
        assert_eq!(
            (said.route, said.priority),
            (Route::Player, Priority::Alert)
        );
        assert_eq!(
            said.after_ms,
            crate::tones::Signal::FIVE_MINUTES.duration_ms()
        );
        assert_eq!(said.language, "en");
        let answer = Event::answer("time", Sentence::text("White five minutes"));
        let said = utterance_for(&pack, &answer).unwrap();
        assert_eq!(
            (said.route, said.priority),
            (Route::Player, Priority::Answer)
        );
        let quiet_press = Event::Press {
            ply: 1,
            side: Side::White,
            white_ms: None,
            black_ms: None,
            say_times: false,
        };
        assert_eq!(utterance_for(&pack, &quiet_press), None);
    }
}
