use super::*;
use crate::terminal::key::Code;

fn settings(text: &str) -> KeySettings {
    KeySettings::from_config(&UserConfig::parse("/home/ada/config.toml".into(), text))
}

#[test]
fn the_built_in_table_reads_without_problems() {
    let builtin = settings("");
    assert_eq!(builtin.problems, Vec::<String>::new());
    let game = builtin.table(Controls::Play);
    assert_eq!(game.toggle, Some(Key::plain(Code::F(2))));
    assert_eq!(game.leave, Some(Key::plain(Code::Escape)));
    assert_eq!(game.help, Some(Key::char('?')));
    assert_eq!(
        game.line(Key::plain(Code::Up)).as_deref(),
        Some("cursor up")
    );
    assert_eq!(
        game.line(Key::char('K')).as_deref(),
        Some("cursor previous king")
    );
    assert_eq!(game.line(Key::char('1')).as_deref(), Some("cursor rank 1"));
    let clock = builtin.table(Controls::Clock);
    assert_eq!(clock.line(Key::char(' ')).as_deref(), Some("press"));
    assert_eq!(clock.toggle, Some(Key::plain(Code::F(2))));
}

#[test]
fn every_built_in_game_command_is_a_command_of_the_game() {
    for (key, command) in &settings("").game.commands {
        let line = &command.line();
        assert!(
            !matches!(
                tactus_core::parse_play_command(line),
                Ok(Some(tactus_core::PlayCommand::Move(_)) | None) | Err(_)
            ),
            "{key}: {line:?}"
        );
    }
}

#[test]
fn the_users_keys_change_single_entries() {
    let changed = settings(
        "[keys]\ntoggle = \"Ctrl+K\"\nhelp = \"\"\n[keys.game]\nx = \"board\"\nSpace = \"\"\n\"Shift+Up\" = \"cursor e8\"\nt = \" moves \"\n",
    );
    assert_eq!(changed.problems, Vec::<String>::new());
    let game = &changed.game;
    assert_eq!(game.toggle, Some(Key::ctrl('k')));
    assert_eq!(changed.clock.toggle, Some(Key::ctrl('k')));
    assert_eq!(game.help, None);
    assert_eq!(game.line(Key::char('x')).as_deref(), Some("board"));
    assert_eq!(game.line(Key::char(' ')).as_deref(), None);
    assert_eq!(
        game.line(Key {
            shift: true,
            ..Key::plain(Code::Up)
        })
        .as_deref(),
        Some("cursor e8")
    );
    assert_eq!(game.line(Key::char('t')).as_deref(), Some("moves"));
    assert_eq!(
        game.line(Key::plain(Code::Up)).as_deref(),
        Some("cursor up"),
        "the rest stays"
    );
    assert_eq!(changed.clock.line(Key::char(' ')).as_deref(), Some("press"));
}

#[test]
fn mistakes_name_the_file_line_section_and_key_and_leave_only_that_out() {
    let text = "[keys]\ntoggle = \"F99\"\ncolour = \"red\"\n[keys.game]\nUpp = \"board\"\nx = 3\ny = \"time\"\n[keys.clock]\nw = \"black\"\n";
    let changed = settings(text);
    assert_eq!(
        changed.problems,
        [
            "the config file /home/ada/config.toml, line 3, [keys]: there is no setting \"colour\"; the settings are toggle, leave, help, [keys.game], [keys.clock] and [keys.listen]",
            "the config file /home/ada/config.toml, line 5, [keys.game]: there is no key \"Upp\"; keys are named like Up, F2, Enter, Space, Shift+Up, Ctrl+K, a or N",
            "the config file /home/ada/config.toml, line 6, [keys.game]: x must be a command in quotes, like \"x\" = \"time\", or \"\" for none",
            "the config file /home/ada/config.toml, line 2, [keys]: toggle = \"F99\" is no key; keys are named like Up, F2, Enter, Space, Shift+Up, Ctrl+K, a or N",
        ]
    );
    assert_eq!(
        changed.game.toggle,
        Some(Key::plain(Code::F(2))),
        "the default stays"
    );
    assert_eq!(changed.game.line(Key::char('y')).as_deref(), Some("time"));
    assert_eq!(changed.clock.line(Key::char('w')).as_deref(), Some("black"));

    let not_a_section = settings("keys = 3\n");
    assert_eq!(
        not_a_section.problems,
        ["the config file /home/ada/config.toml: keys must be a section, [keys]"]
    );
    let broken = settings("[keys\n");
    assert_eq!(broken.problems.len(), 1);
    assert!(
        broken.problems[0].contains("line 1"),
        "{:?}",
        broken.problems
    );
}

#[test]
fn each_session_has_the_keys_of_its_own_commands() {
    let builtin = settings("");
    let line = |controls, key: &str| {
        builtin
            .table(controls)
            .line(super::Key::parse(key).unwrap())
    };
    assert_eq!(line(Controls::Play, "Up"), Some("cursor up".into()));
    assert_eq!(line(Controls::Online, "Up"), Some("cursor up".into()));
    assert_eq!(line(Controls::Listen, "Up"), Some("previous".into()));
    assert_eq!(line(Controls::Endgame, "Up"), None);
    assert_eq!(line(Controls::Drill, "."), Some("repeat".into()));
    assert_eq!(line(Controls::Puzzle, "t"), None);
    assert_eq!(line(Controls::Clock, "w"), Some("white".into()));
    assert_eq!(builtin.problems, Vec::<String>::new());
}

#[test]
fn listening_and_the_analysis_board_walk_the_game_with_their_own_keys() {
    let builtin = settings("");
    let line = |controls, key: &str| {
        builtin
            .table(controls)
            .line(super::Key::parse(key).unwrap())
    };
    for controls in [Controls::Listen, Controls::Analyse] {
        for (key, command) in [
            ("Right", "next"),
            ("Down", "next"),
            ("Left", "previous"),
            ("Up", "previous"),
            ("Home", "start"),
            ("End", "end"),
            ("PageDown", "line 2"),
            ("PageUp", "up"),
            ("Backspace", "main"),
            ("l", "lines"),
            ("w", "where"),
            ("c", "comment"),
        ] {
            assert_eq!(
                line(controls, key),
                Some(command.into()),
                "{controls:?} {key}"
            );
        }
        assert_eq!(builtin.table(controls).help, Some(Key::char('?')));
        assert_eq!(builtin.table(controls).on, PhraseKey::KeyModeOnWalk);
    }
    assert_eq!(builtin.table(Controls::Play).on, PhraseKey::KeyModeOn);
    for (key, command) in [("e", "eval"), ("B", "best"), ("t", "threat")] {
        assert_eq!(line(Controls::Analyse, key), Some(command.into()), "{key}");
        assert_eq!(line(Controls::Listen, key), None, "listen has no {command}");
    }
    assert_eq!(line(Controls::Play, "e"), Some("cursor file e".into()));
    assert_eq!(builtin.problems, Vec::<String>::new());
}

#[test]
fn the_users_listen_keys_change_single_entries_checked_per_session() {
    let changed = settings(
        "[keys]\nhelp = \"F1\"\n[keys.listen]\nn = \"next\"\nRight = \"\"\nx = \"best line\"\ny = \"cursor up\"\n",
    );
    assert_eq!(changed.problems.len(), 1, "{:?}", changed.problems);
    assert!(
        changed.problems[0].starts_with(
            "the config file /home/ada/config.toml, line 7, [keys.listen]: y = \"cursor up\""
        ),
        "{:?}",
        changed.problems
    );
    let line = |controls, key: &str| {
        changed
            .table(controls)
            .line(super::Key::parse(key).unwrap())
    };
    assert_eq!(line(Controls::Listen, "n"), Some("next".into()));
    assert_eq!(line(Controls::Listen, "Right"), None, "unmapped");
    assert_eq!(
        line(Controls::Listen, "Left"),
        Some("previous".into()),
        "the rest stays"
    );
    assert_eq!(line(Controls::Analyse, "x"), Some("best line".into()));
    assert_eq!(line(Controls::Listen, "x"), None, "analyse's alone");
    assert_eq!(
        changed.table(Controls::Listen).help,
        Some(Key::plain(Code::F(1)))
    );
    assert_eq!(
        line(Controls::Play, "n"),
        Some("cursor next knight".into()),
        "the game's stay"
    );
}
