use super::*;

fn drill(kinds: Vec<Kind>, count: u32, seed: u64) -> DrillSession {
    let setup = DrillSetup {
        kinds,
        positions: Positions::Random,
        count,
        seed,
    };
    DrillSession::new(setup, VoicePack::builtin("en").unwrap(), Notation::En)
}

fn texts(reply: &Reply) -> Vec<String> {
    reply
        .events
        .iter()
        .map(|event| match event {
            Event::Answer { query, text, .. } => format!("{query}: {text}"),
            Event::Error { message, .. } => format!("error: {message}"),
            other => format!("{other:?}"),
        })
        .collect()
}

#[test]
fn answers_are_told_right_or_wrong_and_scored() {
    let mut session = drill(vec![Kind::Name], 3, 1);
    let opening = session.opening();
    assert_eq!(opening.len(), 2);
    let Question::Name { square } = session.current.clone() else {
        panic!("a name question expected");
    };
    let (right, wrong) = if square.is_light() {
        ("light", "dark")
    } else {
        ("dark", "light")
    };
    let reply = session.handle_typed(right, 0);
    assert!(
        texts(&reply)[0].starts_with("right: "),
        "{:?}",
        texts(&reply)
    );
    assert!(texts(&reply)[1].starts_with("question: Question two: Name the square: "));
    let reply = session.handle_typed("grey", 0);
    assert_eq!(
        texts(&reply),
        ["error: cannot read \"grey\" as a colour: answer light or dark"]
    );
    let Question::Name { square } = session.current.clone() else {
        panic!("a name question expected");
    };
    let reply = session.handle_typed(if square.is_light() { "dark" } else { wrong }, 0);
    assert!(
        texts(&reply)[0].starts_with("wrong: Not right: "),
        "{:?}",
        texts(&reply)
    );
    let reply = session.handle_typed("skip", 0);
    assert!(texts(&reply)[0].starts_with("skipped: Skipped: "));
    assert_eq!(texts(&reply)[1], "score: Score: one of three right");
    assert_eq!(reply.flow, Flow::Quit);
    assert_eq!(session.unfinished_score(), None);
}

#[test]
fn quit_gives_the_score_so_far() {
    let mut session = drill(Vec::new(), 10, 9);
    assert_eq!(session.prompt().as_deref(), Some("Question 1 of 10"));
    session.handle_typed("skip", 0);
    assert!(session.unfinished_score().is_some());
    let reply = session.handle_typed("quit", 0);
    assert_eq!(texts(&reply), ["score: Score: zero of one right"]);
    assert_eq!(reply.flow, Flow::Quit);
    assert_eq!(session.unfinished_score(), None);
}

#[test]
fn a_mixed_drill_takes_the_kinds_in_turn() {
    let mut session = drill(Vec::new(), 8, 2);
    let mut kinds = Vec::new();
    for _ in 0..8 {
        kinds.push(match session.current {
            Question::Square { .. } => Kind::Square,
            Question::Pieces { .. } => Kind::Pieces,
            Question::Reach { .. } => Kind::Reach,
            Question::Name { .. } => Kind::Name,
            Question::OpeningMoves { .. } => Kind::OpeningMoves,
            Question::OpeningName { .. } => Kind::OpeningName,
        });
        session.handle_typed("skip", 0);
    }
    assert_eq!(kinds, [Kind::ALL, Kind::ALL].concat());
}

#[test]
fn a_position_is_read_out_before_its_first_question_and_kept_for_three() {
    let setup = DrillSetup {
        kinds: vec![Kind::Square],
        positions: Positions::Random,
        count: 7,
        seed: 3,
    };
    let mut session = DrillSession::new(setup, VoicePack::builtin("en").unwrap(), Notation::En);
    let mut said = session.opening();
    for _ in 0..6 {
        said.extend(session.handle(Input::Typed("skip".into()), 0).events);
    }
    let presented: Vec<usize> = said
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::Answer { query, continued: false, .. } if query == "position"))
        .map(|(at, _)| at)
        .collect();
    let questions: Vec<usize> = said
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::Answer { query, .. } if query == "question"))
        .map(|(at, _)| at)
        .collect();
    assert_eq!(questions.len(), 7);
    // Before questions 1, 4 and 7: each position is asked about three times.
    assert_eq!(presented.len(), 3, "{said:?}");
    for (position, question) in presented.iter().zip([0, 3, 6]) {
        assert!(*position < questions[question]);
        if question > 0 {
            assert!(*position > questions[question - 1]);
        }
    }
}

#[test]
fn an_openings_drill_asks_names_and_moves_in_turn_and_shows_no_board() {
    let mut session = drill(Kind::OPENINGS.to_vec(), 4, 5);
    let mut kinds = Vec::new();
    for _ in 0..4 {
        kinds.push(match &session.current {
            Question::OpeningMoves { opening } => {
                assert!(opening.moves.len() <= super::super::opening_question::MOST_PLIES);
                Kind::OpeningMoves
            }
            Question::OpeningName { .. } => Kind::OpeningName,
            other => panic!("{other:?}"),
        });
        assert!(session.current.position().is_none());
        session.handle_typed("skip", 0);
    }
    assert_eq!(kinds, [Kind::OPENINGS, Kind::OPENINGS].concat());
}
