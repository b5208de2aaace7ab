//! Times and events in the words of a voice pack: "one hour twelve minutes", "Cue: Black, fifteen minutes left".
//!
//! The clock core only knows numbers and units ([`SpokenTime`]); the events only know what happened. This is where
//! both become sentences, the same ones for the text lines today and for speech later, so a screen reader, a braille
//! display and a speech voice all hear the same words.

use crate::{
    clock::{ChessClock, ClockError, Side, SpokenPart, SpokenTime, TimeUnit},
    voice::{PhraseKey, VoicePack},
};

use crate::boundary::Event;

mod board;
mod clock;
mod device_failures;
mod engine_failures;
mod evaluation;
mod failures;
mod game;
mod letters;
mod lines;
mod link_problems;
mod play;

use crate::voice::Sentence;
pub(crate) use board::board_differences;
pub(crate) use device_failures::board_failure;
pub use device_failures::system_error;
pub use engine_failures::engine_failure;
pub use evaluation::evaluation_sentence;
pub(crate) use evaluation::{BETTER_UP_TO, EQUAL_UP_TO, SLIGHTLY_UP_TO};
pub use failures::{control_error, fen_error};
pub use game::move_label;
pub(crate) use game::result_sentence;
pub(crate) use game::{claim_words, status_words};
pub(crate) use letters::other_letters;
pub(crate) use lines::line_of_many;
pub use lines::tree_error;
pub(crate) use link_problems::stream_loss;
pub use link_problems::{line_error, link_problem, server_failed};
pub(crate) use play::{
    claimable, discrepancy_texts, envelope_lost, flag_after_ending, increment_introduced,
    move_announced, rate_chosen, sheet_agrees, sheet_still_differs,
};

/// A side's name in the pack's language ("White", "Weiß", "Blancs").
#[must_use]
pub fn side_name(pack: &VoicePack, side: Side) -> String {
    side_words(pack, side).as_text().to_string()
}

/// A side's name as a sentence.
#[must_use]
pub fn side_words(pack: &VoicePack, side: Side) -> Sentence {
    match side {
        Side::White => Sentence::phrase(pack, PhraseKey::White, Vec::new()),
        Side::Black => Sentence::phrase(pack, PhraseKey::Black, Vec::new()),
    }
}

/// Sentences joined as a list in the pack's language: "a, b or c".
#[must_use]
pub(crate) fn list_words(pack: &VoicePack, mut items: Vec<Sentence>) -> Sentence {
    let Some(last) = items.pop() else {
        return Sentence::default();
    };
    if items.is_empty() {
        return last;
    }
    let separator = Sentence::phrase(pack, PhraseKey::ListSeparator, Vec::new());
    Sentence::separated(items, &separator)
        .append(Sentence::phrase(
            pack,
            PhraseKey::ListLastSeparator,
            Vec::new(),
        ))
        .append(last)
}

/// A remaining time as a sentence (see [`spoken_time`]).
#[must_use]
pub(crate) fn time_words(pack: &VoicePack, remaining_ms: i64) -> Sentence {
    let spoken = SpokenTime::from_ms(remaining_ms);
    if spoken.first.value == 0 {
        return Sentence::phrase(pack, PhraseKey::TimeZero, Vec::new());
    }
    let first = spoken_part(pack, spoken.first);
    match spoken.second {
        Some(second) => Sentence::phrase(
            pack,
            PhraseKey::TimeParts,
            vec![("first", first), ("second", spoken_part(pack, second))],
        ),
        None => first,
    }
}

/// Both players' times as a sentence (see [`both_times`]).
#[must_use]
pub(crate) fn times_words(pack: &VoicePack, white_ms: i64, black_ms: i64) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::ClockTimes,
        vec![
            ("white", time_words(pack, white_ms)),
            ("black", time_words(pack, black_ms)),
        ],
    )
}

/// The sentence for an event, as printed in text lines (and shown on a braille display).
#[must_use]
pub fn sentence(pack: &VoicePack, event: &Event) -> String {
    printed(pack, event).as_text().to_string()
}

/// The sentence for an event as data, as printed.
#[must_use]
pub(crate) fn printed(pack: &VoicePack, event: &Event) -> Sentence {
    clock::sentence(pack, event)
        .or_else(|| game::sentence(pack, event))
        .unwrap_or_default()
}

/// What is said aloud for an event: its [`printed`] sentence, or less where the printed line holds what is not worth
/// hearing (a game's start is one short sentence; a path is printed, never spoken; a picture made of characters is
/// said in words, a result without its figures; a closed terminal hears nothing).
#[must_use]
pub(crate) fn said(pack: &VoicePack, event: &Event) -> Sentence {
    game::spoken(pack, event).unwrap_or_else(|| printed(pack, event))
}

/// `said` in its spoken form, whole.
#[must_use]
pub fn spoken_sentence(pack: &VoicePack, event: &Event) -> String {
    said(pack, event).spoken(pack)
}

/// A clock's refusal as a sentence ("the clocks are stopped: type go …").
#[must_use]
pub(crate) fn clock_refusal(pack: &VoicePack, refused: ClockError) -> Sentence {
    let name = |side| side_words(pack, side);
    let phrase = |key, values| Sentence::phrase(pack, key, values);
    match refused {
        ClockError::NotStarted => phrase(PhraseKey::ErrorNotStarted, Vec::new()),
        ClockError::Paused => phrase(PhraseKey::ErrorPaused, Vec::new()),
        ClockError::AlreadyPaused => phrase(PhraseKey::ErrorAlreadyPaused, Vec::new()),
        ClockError::AlreadyRunning(side) => {
            phrase(PhraseKey::ErrorAlreadyRunning, vec![("side", name(side))])
        }
        ClockError::NotYourClock { pressed, running } => phrase(
            PhraseKey::ErrorNotYourClock,
            vec![("side", name(pressed)), ("running", name(running))],
        ),
        ClockError::Flagged(side) => phrase(PhraseKey::ErrorFlagFallen, vec![("side", name(side))]),
    }
}

/// The moves completed as a sentence (see [`moves_completed`]).
#[must_use]
pub(crate) fn moves_words(
    pack: &VoicePack,
    white: u32,
    black: u32,
    clock: Option<&ChessClock>,
) -> Sentence {
    let mut sentence = Sentence::phrase(
        pack,
        PhraseKey::AnswerMoves,
        vec![
            ("white", Sentence::number(pack, white)),
            ("black", Sentence::number(pack, black)),
        ],
    );
    for side in Side::ALL {
        if let Some(left) = clock.and_then(|c| c.moves_to_control(side)) {
            let control = Sentence::phrase(
                pack,
                PhraseKey::AnswerMovesToControl,
                vec![
                    ("side", side_words(pack, side)),
                    ("n", Sentence::number(pack, left)),
                ],
            );
            sentence = sentence.then(". ", control);
        }
    }
    sentence
}

/// A number in words before a unit: the pack's `time_one` stands for "one", also at the end of a compound, so French
/// says "une minute" and "vingt et une minutes".
fn unit_number(pack: &VoicePack, n: u64) -> Sentence {
    let Ok(n) = u32::try_from(n) else {
        return Sentence::figures(n.to_string());
    };
    let (words, said) = (pack.number(n), pack.said_number(n));
    let (one, said_one) = (pack.number(1), pack.said_number(1));
    let time_one = || Sentence::phrase(pack, PhraseKey::TimeOne, Vec::new());
    if words == one {
        return time_one();
    }
    match (
        words.strip_suffix(one.as_str()),
        said.strip_suffix(said_one.as_str()),
    ) {
        (Some(head), Some(said_head)) if head.ends_with([' ', '-']) => {
            Sentence::spelled(head.to_string(), said_head.to_string()).then("", time_one())
        }
        _ => Sentence::spelled(words, said),
    }
}

fn spoken_part(pack: &VoicePack, part: SpokenPart) -> Sentence {
    let (one, many) = match part.unit {
        TimeUnit::Hours => (PhraseKey::TimeHoursOne, PhraseKey::TimeHours),
        TimeUnit::Minutes => (PhraseKey::TimeMinutesOne, PhraseKey::TimeMinutes),
        TimeUnit::Seconds => (PhraseKey::TimeSecondsOne, PhraseKey::TimeSeconds),
    };
    let key = if part.value == 1 { one } else { many };
    Sentence::phrase(pack, key, vec![("n", unit_number(pack, part.value))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::CueLevel;

    const M: i64 = 60_000;
    const S: i64 = 1_000;

    #[test]
    fn times_are_said_the_way_people_say_them() {
        let cases: &[(&str, i64, &str)] = &[
            ("fide", 72 * M + 5 * S, "one hour twelve minutes"),
            ("en", 4 * M + 30 * S, "four minutes thirty seconds"),
            ("en", 45 * S + 999, "forty-five seconds"),
            ("en", 60 * M, "one hour"),
            ("en", M + S, "one minute one second"),
            ("en", 21 * M, "twenty-one minutes"),
            ("en", 999, "zero seconds"),
            ("en", -5, "zero seconds"),
            ("nato", 2 * 60 * M + M, "two hours one minute"),
            ("de", 72 * M, "eine Stunde zwölf Minuten"),
            ("de", 21 * M + S, "einundzwanzig Minuten eine Sekunde"),
            ("de", 45 * S, "fünfundvierzig Sekunden"),
            ("fr", 60 * M + M, "une heure une minute"),
            (
                "fr",
                21 * M + 30 * S,
                "vingt et une minutes trente secondes",
            ),
            ("fr", 0, "zéro seconde"),
        ];
        for (pack, ms, expected) in cases {
            let pack = VoicePack::builtin(pack).unwrap();
            assert_eq!(
                time_words(&pack, *ms).as_text(),
                *expected,
                "{} {ms}",
                pack.name
            );
        }
    }

    #[test]
    fn event_sentences() {
        let en = VoicePack::builtin("en").unwrap();
        let de = VoicePack::builtin("de").unwrap();
        let press = Event::Press {
            ply: 1,
            side: Side::White,
            white_ms: Some(4 * M + 57 * S),
            black_ms: Some(5 * M),
            say_times: true,
        };
        let cue = Event::Cue {
            side: Side::Black,
            level: CueLevel::FifteenMinutes,
            remaining_ms: 15 * M,
        };
        assert_eq!(
            sentence(&en, &press),
            "White pressed: White four minutes fifty-seven seconds, Black five minutes"
        );
        assert_eq!(sentence(&en, &cue), "Cue: Black, fifteen minutes left");
        assert_eq!(
            sentence(&de, &cue),
            "Signal: Schwarz, noch fünfzehn Minuten"
        );
        assert_eq!(
            sentence(&en, &Event::Flag { side: Side::White }),
            "White's flag has fallen"
        );
    }
}
