use super::*;

fn editor() -> Editor {
    Editor::new(
        [
            "press",
            "pause",
            "pieces",
            "time",
            "cursor",
            "cursor up",
            "cursor pick",
            "cursor previous",
            "board",
            "board visual",
        ]
        .map(String::from)
        .to_vec(),
    )
}

/// Types `text` key by key.
fn typed(editor: &mut Editor, text: &str) {
    for c in text.chars() {
        assert_eq!(editor.key(Key::char(c)), Edit::Changed);
    }
}

fn line(editor: &Editor) -> String {
    editor.text().iter().collect()
}

fn key(code: Code) -> Key {
    Key::plain(code)
}

#[test]
fn typing_editing_and_submitting() {
    let mut e = editor();
    typed(&mut e, "Nf4");
    assert_eq!(e.key(key(Code::Backspace)), Edit::Changed);
    typed(&mut e, "3");
    assert_eq!(e.key(key(Code::Home)), Edit::Changed);
    assert_eq!(e.key(key(Code::Home)), Edit::Unchanged);
    assert_eq!(e.key(key(Code::Left)), Edit::Bell);
    assert_eq!(e.key(key(Code::Delete)), Edit::Changed);
    typed(&mut e, "S");
    assert_eq!((line(&e), e.cursor()), ("Sf3".into(), 1));
    assert_eq!(e.key(key(Code::End)), Edit::Changed);
    assert_eq!(e.key(key(Code::Right)), Edit::Bell);
    assert_eq!(e.key(key(Code::Enter)), Edit::Submit("Sf3".into()));
    assert_eq!((line(&e), e.cursor()), (String::new(), 0));
    assert_eq!(e.key(key(Code::Enter)), Edit::Submit(String::new()));
}

#[test]
fn control_keys_edit_and_stop() {
    let mut e = editor();
    typed(&mut e, "claim fifty Nf3");
    assert_eq!(e.key(Key::ctrl('w')), Edit::Changed);
    assert_eq!(line(&e), "claim fifty ");
    assert_eq!(e.key(Key::ctrl('a')), Edit::Changed);
    assert_eq!(e.key(Key::ctrl('f')), Edit::Changed);
    assert_eq!(e.key(Key::ctrl('k')), Edit::Changed);
    assert_eq!(line(&e), "c");
    assert_eq!(
        e.key(Key::ctrl('d')),
        Edit::Bell,
        "nothing after the cursor"
    );
    assert_eq!(e.key(Key::ctrl('u')), Edit::Changed);
    assert_eq!(line(&e), "");
    assert_eq!(e.key(Key::ctrl('c')), Edit::Interrupt);
    assert_eq!(e.key(Key::ctrl('d')), Edit::End);
    typed(&mut e, "e4");
    assert_eq!(e.key(Key::ctrl('j')), Edit::Submit("e4".into()));
}

#[test]
fn escape_clears_the_line() {
    let mut e = editor();
    assert_eq!(e.key(key(Code::Escape)), Edit::Unchanged);
    typed(&mut e, "springer felix");
    assert_eq!(e.key(key(Code::Escape)), Edit::Changed);
    assert_eq!((line(&e), e.cursor()), (String::new(), 0));
}

#[test]
fn up_and_down_go_through_the_lines_typed_before() {
    let mut e = editor();
    assert_eq!(e.key(key(Code::Up)), Edit::Bell);
    for l in ["e4", "press", "press", "  ", "time"] {
        typed(&mut e, l);
        e.key(key(Code::Enter));
    }
    typed(&mut e, "Nf");
    assert_eq!(e.key(key(Code::Up)), Edit::Changed);
    assert_eq!(line(&e), "time");
    e.key(key(Code::Up));
    assert_eq!(
        line(&e),
        "press",
        "a line repeated is kept once; a blank one not at all"
    );
    e.key(key(Code::Up));
    assert_eq!(line(&e), "e4");
    assert_eq!(e.key(key(Code::Up)), Edit::Bell);
    e.key(key(Code::Down));
    e.key(key(Code::Down));
    assert_eq!(line(&e), "time");
    e.key(key(Code::Down));
    assert_eq!(
        (line(&e), e.cursor()),
        ("Nf".into(), 2),
        "the line being typed comes back"
    );
    assert_eq!(e.key(key(Code::Down)), Edit::Bell);
    e.key(key(Code::Up));
    typed(&mut e, "!");
    assert_eq!(e.key(key(Code::Enter)), Edit::Submit("time!".into()));
}

#[test]
fn tab_completes_command_words() {
    let mut e = editor();
    typed(&mut e, "ti");
    assert_eq!(e.key(key(Code::Tab)), Edit::Changed);
    assert_eq!(line(&e), "time ");

    let mut e = editor();
    typed(&mut e, "p");
    assert_eq!(
        e.key(key(Code::Tab)),
        Edit::Candidates(vec!["pause".into(), "pieces".into(), "press".into()])
    );
    typed(&mut e, "i");
    e.key(key(Code::Tab));
    assert_eq!(line(&e), "pieces ");

    let mut e = editor();
    typed(&mut e, "CURSOR Pr");
    assert_eq!(e.key(key(Code::Tab)), Edit::Changed);
    assert_eq!(line(&e), "CURSOR Previous ");
}

#[test]
fn tab_lists_completes_second_words_and_refuses_the_unknown() {
    let mut e = editor();
    typed(&mut e, "cursor p");
    assert_eq!(
        e.key(key(Code::Tab)),
        Edit::Candidates(vec!["pick".into(), "previous".into()])
    );
    typed(&mut e, "r");
    assert_eq!(e.key(key(Code::Tab)), Edit::Changed);
    assert_eq!(line(&e), "cursor previous ");

    let mut e = editor();
    typed(&mut e, "board ");
    assert_eq!(e.key(key(Code::Tab)), Edit::Changed);
    assert_eq!(line(&e), "board visual ");

    let mut e = editor();
    typed(&mut e, "xyz");
    assert_eq!(e.key(key(Code::Tab)), Edit::Bell);
    typed(&mut e, " e4");
    assert_eq!(e.key(key(Code::Tab)), Edit::Bell);
    assert_eq!(line(&e), "xyz e4");
}

#[test]
fn a_pasted_move_list_submits_every_line_in_order() {
    let mut e = editor();
    typed(&mut e, "# ");
    let edits = e.paste("e4\r\ne5\nNf3\rNc6\tx\u{7}");
    assert_eq!(
        edits,
        [
            Edit::Submit("# e4".into()),
            Edit::Submit("e5".into()),
            Edit::Submit("Nf3".into()),
            Edit::Changed,
        ]
    );
    assert_eq!(line(&e), "Nc6 x");
    assert_eq!(e.paste("\n"), [Edit::Submit("Nc6 x".into())]);
    assert_eq!(e.paste(""), []);
}

#[test]
fn tab_completes_the_second_words_of_the_registry() {
    use tactus_core::{completions, SessionKind};
    let session = |language| Editor::new(completions(language));

    let mut e = session(SessionKind::Play);
    typed(&mut e, "claim t");
    assert_eq!(e.key(key(Code::Tab)), Edit::Changed);
    assert_eq!(line(&e), "claim threefold ");

    let mut e = session(SessionKind::Play);
    typed(&mut e, "hint ");
    assert_eq!(
        e.key(key(Code::Tab)),
        Edit::Candidates(vec![
            "best".into(),
            "draws".into(),
            "moves".into(),
            "reach".into()
        ])
    );

    let mut e = session(SessionKind::Play);
    typed(&mut e, "help ar");
    assert_eq!(e.key(key(Code::Tab)), Edit::Changed);
    assert_eq!(line(&e), "help arbiter ");

    // The clock's arbiter only adds and sets; the game's board is no clock command.
    let mut e = session(SessionKind::Clock);
    typed(&mut e, "arbiter ");
    assert_eq!(
        e.key(key(Code::Tab)),
        Edit::Candidates(vec!["add".into(), "set".into()])
    );
    let mut e = session(SessionKind::Clock);
    typed(&mut e, "board ");
    assert_eq!(e.key(key(Code::Tab)), Edit::Bell);
}
