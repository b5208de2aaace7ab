use super::*;

/// What a key sent, as a line: the command as it would be typed, or the typed text.
fn sent(input: Option<Input>) -> Option<String> {
    input.map(|input| match input {
        Input::Typed(line) => line,
        Input::Command(command) => command.line(),
        Input::Engine(reply) => format!("{reply:?}"),
        Input::Board(reported) => format!("{reported:?}"),
        Input::Server(said) => format!("{said:?}"),
        Input::Broadcast(said) => format!("{said:?}"),
    })
}

fn answer(text: &str) -> Event {
    Event::answer("time", tactus_core::Sentence::text(text))
}

/// A cursor event on `square` with a made-up row: the eight cells ⠁⠃⠉⠙⠑⠋⠛⠓ (a to h in braille letters).
fn cursor(square: &str, view: Side) -> Event {
    Event::Cursor {
        square: square.parse().unwrap(),
        text: tactus_core::Sentence::text(format!("{square}: empty")),
        row: "⠁⠃⠉⠙⠑⠋⠛⠓".into(),
        view,
    }
}

fn show(view: &mut View, event: &Event) {
    let sentence = match event {
        // The answer as typed here, control characters and all: the view is given what it is to show.
        Event::Answer { text, .. } | Event::Cursor { text, .. } => text
            .parts()
            .iter()
            .map(|part| match part {
                tactus_core::SentencePart::Text(text) => text.as_str(),
                _ => "",
            })
            .collect(),
        _ => String::new(),
    };
    view.show(event, &sentence);
}

#[test]
fn a_message_shows_in_windows_between_words() {
    let mut view = View::new(Controls::Play, 12);
    show(&mut view, &answer("White five minutes, Black four"));
    assert_eq!(view.screen().text(), "White five");
    assert_eq!(view.screen().cursor, None);
    view.key(Key::PanRight);
    assert_eq!(view.screen().text(), "minutes,");
    view.key(Key::PanRight);
    assert_eq!(view.screen().text(), "Black four");
    // At the end it stays.
    view.key(Key::PanRight);
    assert_eq!(view.screen().text(), "Black four");
    view.key(Key::PanLeft);
    view.key(Key::PanLeft);
    assert_eq!(view.screen().text(), "White five");
}

#[test]
fn a_word_longer_than_the_display_is_cut() {
    assert_eq!(
        windows(&"abcdefghij kl".chars().collect::<Vec<_>>(), 4),
        [(0, 4), (4, 8), (8, 10), (11, 13)]
    );
    assert_eq!(windows(&[], 40), [(0, 0)]);
    assert_eq!(windows(&[' ', ' '], 40), [(0, 0)]);
}

#[test]
fn panning_reaches_earlier_messages_and_lines() {
    let mut view = View::new(Controls::Play, 40);
    show(&mut view, &answer("Eva vier"));
    show(&mut view, &answer("first line\nsecond line"));
    assert_eq!(view.screen().text(), "first line");
    view.key(Key::PanRight);
    assert_eq!(view.screen().text(), "second line");
    view.key(Key::PanLeft);
    view.key(Key::PanLeft);
    assert_eq!(view.screen().text(), "Eva vier");
    // A new message shows at once, wherever the panning was.
    show(&mut view, &answer("Springer Felix drei"));
    assert_eq!(view.screen().text(), "Springer Felix drei");
    // An empty sentence changes nothing.
    show(&mut view, &answer(" "));
    assert_eq!(view.screen().text(), "Springer Felix drei");
}

#[test]
fn history_is_bounded() {
    let mut view = View::new(Controls::Play, 40);
    for i in 0..HISTORY + 20 {
        show(&mut view, &answer(&format!("message {i}")));
    }
    assert_eq!(view.lines.len(), HISTORY);
    assert_eq!(view.screen().text(), format!("message {}", HISTORY + 19));
    for _ in 0..HISTORY + 5 {
        view.key(Key::PanLeft);
    }
    assert_eq!(view.screen().text(), "message 20");
}

#[test]
fn the_board_row_shows_exact_dots_after_the_rank() {
    let mut view = View::new(Controls::Play, 40);
    show(&mut view, &cursor("c4", Side::White));
    let screen = view.screen();
    assert_eq!(screen.text(), "4 ⠁⠃⠉⠙⠑⠋⠛⠓ c4: empty");
    assert_eq!(screen.cells[0], Cell::Text('4'));
    assert_eq!(screen.cells[2], Cell::Dots(0b1));
    assert_eq!(screen.cells[3], Cell::Dots(0b11));
    assert_eq!(screen.cells[9], Cell::Dots(0b1_0011));
    // Dots 7 and 8 pass through.
    assert_eq!(Cell::of('⣿'), Cell::Dots(0xff));
    assert_eq!(Cell::of('⣿').char(), '⣿');
    assert_eq!(Cell::of('x'), Cell::Text('x'));
}

#[test]
fn routing_keys_pick_the_square_under_them_from_either_side() {
    let mut view = View::new(Controls::Play, 40);
    show(&mut view, &cursor("e2", Side::White));
    assert_eq!(
        sent(view.key(Key::Route(2))).as_deref(),
        Some("cursor pick a2")
    );
    assert_eq!(
        sent(view.key(Key::Route(6))).as_deref(),
        Some("cursor pick e2")
    );
    assert_eq!(
        sent(view.key(Key::Route(9))).as_deref(),
        Some("cursor pick h2")
    );
    // The rank's digit, the space and the text pick nothing.
    for cell in [0, 1, 10, 15, 39, 500] {
        assert_eq!(view.key(Key::Route(cell)), None, "cell {cell}");
    }
    show(&mut view, &cursor("e7", Side::Black));
    assert_eq!(view.screen().text().chars().next(), Some('7'));
    assert_eq!(
        sent(view.key(Key::Route(2))).as_deref(),
        Some("cursor pick h7")
    );
    assert_eq!(
        sent(view.key(Key::Route(9))).as_deref(),
        Some("cursor pick a7")
    );
}

#[test]
fn routing_over_a_message_does_nothing() {
    let mut view = View::new(Controls::Play, 40);
    show(&mut view, &cursor("e2", Side::White));
    show(&mut view, &answer("White to move"));
    assert_eq!(view.key(Key::Route(4)), None);
    // The board row comes back with the next cursor event.
    show(&mut view, &cursor("e3", Side::White));
    assert_eq!(
        sent(view.key(Key::Route(4))).as_deref(),
        Some("cursor pick c3")
    );
}

#[test]
fn a_narrow_display_shows_only_the_squares() {
    let mut view = View::new(Controls::Play, 8);
    show(&mut view, &cursor("a1", Side::White));
    assert_eq!(view.screen().text(), "⠁⠃⠉⠙⠑⠋⠛⠓");
    assert_eq!(
        sent(view.key(Key::Route(0))).as_deref(),
        Some("cursor pick a1")
    );
    view.set_width(40);
    assert_eq!(
        sent(view.key(Key::Route(2))).as_deref(),
        Some("cursor pick a1")
    );
}

#[test]
fn a_bad_cursor_event_shows_as_its_sentence() {
    let mut view = View::new(Controls::Play, 40);
    let event = Event::Cursor {
        square: shakmaty::Square::E4,
        text: tactus_core::Sentence::text("somewhere"),
        row: "⠁⠃".into(),
        view: Side::White,
    };
    show(&mut view, &event);
    assert_eq!(view.screen().text(), "somewhere");
    assert_eq!(view.key(Key::Route(2)), None);
}

#[test]
fn panning_on_the_board_row_moves_between_ranks() {
    let mut view = View::new(Controls::Play, 40);
    show(&mut view, &cursor("e2", Side::White));
    assert_eq!(sent(view.key(Key::PanRight)).as_deref(), Some("cursor up"));
    assert_eq!(sent(view.key(Key::PanLeft)).as_deref(), Some("cursor down"));
    assert_eq!(sent(view.key(Key::LineUp)).as_deref(), Some("cursor up"));
    assert_eq!(
        sent(view.key(Key::CharLeft)).as_deref(),
        Some("cursor left")
    );
    assert_eq!(sent(view.key(Key::Home)).as_deref(), Some("cursor"));
}

#[test]
fn typed_characters_make_a_command_line() {
    let mut view = View::new(Controls::Play, 40);
    show(&mut view, &answer("White to move"));
    for c in "e2e5".chars() {
        assert_eq!(view.key(Key::Char(c)), None);
    }
    assert_eq!(view.screen().text(), "e2e5");
    assert_eq!(view.screen().cursor, Some(4));
    view.key(Key::Backspace);
    view.key(Key::Char('4'));
    assert_eq!(sent(view.key(Key::Enter)).as_deref(), Some("e2e4"));
    // The line is gone; the last message shows until the answer comes.
    assert_eq!(view.screen().text(), "White to move");
    // Enter with nothing typed picks under the cursor; Escape cancels.
    assert_eq!(sent(view.key(Key::Enter)).as_deref(), Some("cursor pick"));
    assert_eq!(
        sent(view.key(Key::Escape)).as_deref(),
        Some("cursor cancel")
    );
}

#[test]
fn escape_clears_the_typed_line_and_shows_what_was_there() {
    let mut view = View::new(Controls::Play, 40);
    show(&mut view, &cursor("e2", Side::White));
    view.key(Key::Char('x'));
    assert_eq!(view.screen().text(), "x");
    // While typing, routing keys do not pick.
    assert_eq!(view.key(Key::Route(2)), None);
    assert_eq!(view.key(Key::Escape), None);
    assert_eq!(view.screen().text(), "2 ⠁⠃⠉⠙⠑⠋⠛⠓ e2: empty");
    // Backspace with nothing typed does nothing.
    assert_eq!(view.key(Key::Backspace), None);
    assert_eq!(view.screen().text(), "2 ⠁⠃⠉⠙⠑⠋⠛⠓ e2: empty");
}

#[test]
fn a_message_while_typing_keeps_the_line() {
    let mut view = View::new(Controls::Play, 40);
    view.key(Key::Char('N'));
    view.key(Key::Char('f'));
    show(&mut view, &answer("White's flag has fallen"));
    assert_eq!(view.screen().text(), "White's flag has fallen");
    view.key(Key::Char('3'));
    assert_eq!(view.screen().text(), "Nf3");
    assert_eq!(sent(view.key(Key::Enter)).as_deref(), Some("Nf3"));
}

#[test]
fn a_long_typed_line_shows_its_end() {
    let mut view = View::new(Controls::Play, 5);
    for c in "abcdefg".chars() {
        view.key(Key::Char(c));
    }
    let screen = view.screen();
    assert_eq!(screen.text(), "defg");
    assert_eq!(screen.cursor, Some(4));
    assert_eq!(sent(view.key(Key::Enter)).as_deref(), Some("abcdefg"));
}

#[test]
fn the_clock_has_function_keys_and_typed_lines_only() {
    let mut view = View::new(Controls::Clock, 40);
    show(&mut view, &cursor("e2", Side::White));
    assert_eq!(view.key(Key::Route(2)), None);
    assert_eq!(view.key(Key::LineUp), None);
    assert_eq!(view.key(Key::Enter), None);
    assert_eq!(view.key(Key::Escape), None);
    assert_eq!(sent(view.key(Key::Function(4))).as_deref(), Some("press"));
    assert_eq!(sent(view.key(Key::Function(2))).as_deref(), Some("time"));
    for c in "white".chars() {
        view.key(Key::Char(c));
    }
    assert_eq!(sent(view.key(Key::Enter)).as_deref(), Some("white"));
}

#[test]
fn function_keys_in_a_game() {
    let mut view = View::new(Controls::Play, 40);
    let lines: Vec<Option<String>> = (1..=6).map(|n| sent(view.key(Key::Function(n)))).collect();
    assert_eq!(
        lines,
        [
            Some("last".to_string()),
            Some("time".to_string()),
            Some("moves".to_string()),
            Some("press".to_string()),
            Some("board".to_string()),
            None
        ]
    );
}

/// A move announced with the words given, as `tactus listen` and `tactus analyse` announce it.
fn announce(words: &str) -> Event {
    Event::Announce {
        ply: 1,
        move_number: 1,
        side: Side::White,
        san: "e4".into(),
        uci: "e2e4".into(),
        text: tactus_core::Sentence::text(words),
        correction: false,
        pending: false,
        replayed: true,
        source: None,
        line: None,
        game: None,
    }
}

/// The engine's evaluation with the words given, of the line ranked `multipv`.
fn eval(words: &str, multipv: Option<u8>) -> Event {
    Event::Eval {
        cp: Some(30),
        mate: None,
        depth: 18,
        pv: vec!["e7e5".into()],
        multipv,
        text: tactus_core::Sentence::text(words),
    }
}

/// Shows `event` with `words` as its written sentence, as the link does.
fn show_as(view: &mut View, event: &Event, words: &str) {
    view.show(event, words);
}

#[test]
fn the_analysis_board_keeps_the_move_reached_and_the_last_evaluation() {
    let mut view = View::new(Controls::Analyse, 80);
    let moved = "1. Eva vier, line 1 of 2";
    show_as(&mut view, &announce(moved), moved);
    assert_eq!(view.screen().text(), moved);
    show_as(&mut view, &eval("", None), "White is slightly better");
    assert_eq!(
        view.screen().text(),
        "1. Eva vier, line 1 of 2 | White is slightly better",
        "the evaluation is shown, after the move"
    );
    // An answer shows; Home brings the move and its evaluation back.
    show_as(&mut view, &answer("x"), "No comment");
    assert_eq!(view.screen().text(), "No comment");
    assert_eq!(view.key(Key::Home), None, "Home sends nothing here");
    assert_eq!(
        view.screen().text(),
        "1. Eva vier, line 1 of 2 | White is slightly better"
    );
    // The engine's second line shows alone and leaves the best line's evaluation kept.
    show_as(&mut view, &eval("", Some(2)), "2. Equal");
    assert_eq!(view.screen().text(), "2. Equal");
    view.key(Key::Home);
    assert_eq!(
        view.screen().text(),
        "1. Eva vier, line 1 of 2 | White is slightly better"
    );
    // The next move forgets the evaluation of the one before.
    show_as(&mut view, &announce(""), "1... Eva fuenf");
    view.key(Key::Home);
    assert_eq!(view.screen().text(), "1... Eva fuenf");
}

#[test]
fn listening_keeps_the_move_and_a_game_keeps_nothing_for_home() {
    let mut listen = View::new(Controls::Listen, 80);
    view_home_empty(&mut listen);
    show_as(&mut listen, &announce(""), "3. Springer Felix drei");
    show_as(&mut listen, &answer("x"), "Move 3, White");
    listen.key(Key::Home);
    assert_eq!(listen.screen().text(), "3. Springer Felix drei");

    let mut game = View::new(Controls::Play, 80);
    show_as(&mut game, &announce(""), "1. Eva vier");
    show_as(&mut game, &eval("", None), "White is slightly better");
    assert_eq!(
        game.screen().text(),
        "White is slightly better",
        "as before"
    );
    assert_eq!(sent(game.key(Key::Home)).as_deref(), Some("cursor"));
}

/// Home before any move changes nothing.
fn view_home_empty(view: &mut View) {
    assert_eq!(view.key(Key::Home), None);
    assert_eq!(view.screen().text(), "");
}

#[test]
fn a_followed_game_s_move_stays_shown_while_another_board_s_is_heard() {
    let mut view = View::new(Controls::Listen, 40);
    let moved = |board: u32, current: bool, said: &str| Event::Announce {
        ply: 1,
        move_number: 1,
        side: Side::White,
        san: "e4".into(),
        uci: "e2e4".into(),
        text: tactus_core::Sentence::text(said),
        pending: false,
        correction: false,
        replayed: false,
        source: None,
        line: None,
        game: Some(tactus_core::BroadcastGame {
            board,
            url: None,
            current,
        }),
    };
    view.show(&moved(1, true, "Eva vier"), "Eva vier");
    assert_eq!(view.screen().text(), "Eva vier");
    view.show(
        &moved(2, false, "Board 2: David vier"),
        "Board 2: David vier",
    );
    assert_eq!(view.screen().text(), "Eva vier");
}
