use super::*;
use crate::{
    bindings::Controls,
    terminal::{key::Code, keys::KeySettings},
};
use tactus_core::{UserConfig, VoicePack};

/// Said when key mode begins and ends, in the English pack's words.
const KEY_MODE_ON: &str =
    "key mode: arrows move over the board, Enter picks, ? lists the keys, Escape goes back to typing";
const KEY_MODE_OFF: &str = "typing";

fn keyboard() -> Keyboard {
    let table = KeySettings::from_config(&UserConfig::default())
        .table(Controls::Play)
        .clone();
    Keyboard::new(
        vec!["time".into(), "help".into()],
        table,
        VoicePack::builtin("en").unwrap(),
    )
}

fn key(code: Code) -> Key {
    Key::plain(code)
}

fn press(keyboard: &mut Keyboard, keys: &[Key]) -> Vec<Out> {
    keys.iter().flat_map(|k| keyboard.key(*k)).collect()
}

fn command(line: &str) -> Out {
    Out::Command(
        crate::bindings::bind(Controls::Play, line)
            .unwrap()
            .unwrap(),
    )
}

#[test]
fn keys_explore_the_board_and_send_commands() {
    let mut k = keyboard();
    assert_eq!(
        k.key(key(Code::F(2))),
        [Out::Mode(true), Out::Notice(KEY_MODE_ON.into())]
    );
    assert!(k.in_key_mode());
    let outs = press(
        &mut k,
        &[
            key(Code::Up),
            Key::char('e'),
            Key::char('4'),
            Key::char('n'),
            Key::char('N'),
            Key::char('l'),
            key(Code::Enter),
            key(Code::Backspace),
            Key::char(' '),
            Key::char('t'),
            Key::char('o'),
            Key::char('m'),
            Key::char('.'),
        ],
    );
    assert_eq!(
        outs,
        [
            command("cursor up"),
            command("cursor file e"),
            command("cursor rank 4"),
            command("cursor next knight"),
            command("cursor previous knight"),
            command("cursor next bishop"),
            command("cursor pick"),
            command("cursor cancel"),
            command("press"),
            command("time"),
            command("last"),
            command("moves"),
            command("repeat"),
        ]
    );
    assert_eq!(k.editor().text(), &[] as &[char], "nothing was typed");
}

#[test]
fn escape_or_the_toggle_key_goes_back_to_typing() {
    let mut k = keyboard();
    press(&mut k, &[Key::char('e')]);
    assert_eq!(k.key(key(Code::F(2))).len(), 2);
    assert_eq!(
        k.key(key(Code::Escape)),
        [Out::Mode(false), Out::Notice(KEY_MODE_OFF.into())]
    );
    assert_eq!(k.key(Key::char('4')), [Out::Show]);
    assert_eq!(k.editor().text(), &['e', '4'], "the typed line waited");
    press(&mut k, &[key(Code::F(2))]);
    assert_eq!(k.key(key(Code::F(2)))[0], Out::Mode(false));
    assert!(!k.in_key_mode());
}

#[test]
fn typing_keys_enters_key_mode_and_help_lists_the_keys() {
    let mut k = keyboard();
    for c in "keys".chars() {
        k.key(Key::char(c));
    }
    assert_eq!(
        k.key(key(Code::Enter)),
        [
            Out::Taken("keys".into()),
            Out::Mode(true),
            Out::Notice(KEY_MODE_ON.into())
        ]
    );
    let help = k.key(Key::char('?'));
    assert!(help.len() > 2, "{help:?}");
    assert!(help.iter().all(|o| matches!(o, Out::Notice(_))));
    let text = format!("{help:?}");
    for said in [
        "F2 switches",
        "Escape goes back",
        "Up: cursor up",
        "a to h: cursor file a to h",
        "1 to 8: cursor rank 1 to 8",
        "Space: press",
        "N: cursor previous knight",
    ] {
        assert!(text.contains(said), "{said:?} missing from {text}");
    }
    let unbound = k.key(Key::char('z'));
    assert_eq!(
        unbound,
        [Out::Notice(
            "z does nothing in key mode; ? lists the keys, Escape goes back to typing".into()
        )]
    );
    k.key(key(Code::Escape));
    for c in "help keys".chars() {
        k.key(Key::char(c));
    }
    let outs = k.key(key(Code::Enter));
    assert_eq!(outs[0], Out::Line("help keys".into()));
    assert_eq!(
        &outs[1..],
        &help[..],
        "help keys typed sends it, then lists the keys"
    );
    // help alone names the topics: the session answers it, with no list of keys after it.
    for c in "help".chars() {
        k.key(Key::char(c));
    }
    assert_eq!(k.key(key(Code::Enter)), [Out::Line("help".into())]);
}

#[test]
fn ctrl_c_stops_in_both_modes() {
    let mut k = keyboard();
    assert_eq!(k.key(Key::ctrl('c')), [Out::Interrupt]);
    k.key(key(Code::F(2)));
    assert_eq!(k.key(Key::ctrl('c')), [Out::Interrupt]);
}

#[test]
fn a_paste_submits_every_line_in_order_in_either_mode() {
    let mut k = keyboard();
    assert_eq!(
        k.paste("e4\ne5\nNf"),
        [Out::Line("e4".into()), Out::Line("e5".into()), Out::Show]
    );
    k.key(key(Code::F(2)));
    assert_eq!(k.paste("3\n"), [Out::Line("Nf3".into())]);
}

#[test]
fn key_mode_in_a_session_that_walks_a_game_says_what_its_arrows_do() {
    let table = KeySettings::from_config(&UserConfig::default())
        .table(Controls::Analyse)
        .clone();
    let mut keyboard = Keyboard::new(Vec::new(), table, VoicePack::builtin("en").unwrap());
    assert_eq!(
        press(&mut keyboard, &[key(Code::F(2))]),
        [
            Out::Mode(true),
            Out::Notice(
                "key mode: arrows move through the game, Page Down enters a line, ? lists the keys, Escape goes back to typing"
                    .into()
            )
        ]
    );
    let next = crate::bindings::bind(Controls::Analyse, "next")
        .unwrap()
        .unwrap();
    assert_eq!(
        press(&mut keyboard, &[key(Code::Right)]),
        [Out::Command(next)]
    );
}
