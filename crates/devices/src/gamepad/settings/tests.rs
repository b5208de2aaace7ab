//! The built-in mapping and the user's changes to it, from config files written here.

use super::*;

const NINTENDO: Option<u16> = Some(0x057e);
const SONY: Option<u16> = Some(0x054c);
const OTHER: Option<u16> = Some(0x1234);

fn settings(text: &str) -> Settings {
    Settings::from_config(&UserConfig::parse("/home/ada/tactus.toml".into(), text))
}

fn command(
    settings: &Settings,
    controls: Controls,
    vendor: Option<u16>,
    button: Button,
) -> Option<String> {
    settings.mapping(controls, vendor).line(button)
}

#[test]
fn without_a_config_the_defaults_apply_and_the_layout_follows_the_vendor() {
    let s = settings("");
    assert_eq!(s.problems(), [] as [String; 0]);
    assert_eq!(s.layout_setting(), "auto");
    assert_eq!(s.layout_for(None).name(), "xbox");
    assert_eq!(s.layout_for(OTHER).name(), "xbox");
    assert_eq!(s.layout_for(SONY).name(), "playstation");
    assert_eq!(s.layout_for(NINTENDO).name(), "nintendo");

    let game = |vendor, button| command(&s, Controls::Play, vendor, button);
    assert_eq!(game(OTHER, Button::South).as_deref(), Some("cursor pick"));
    assert_eq!(game(OTHER, Button::East).as_deref(), Some("cursor cancel"));
    assert_eq!(game(OTHER, Button::North).as_deref(), Some("press"));
    assert_eq!(game(OTHER, Button::West).as_deref(), Some("last"));
    assert_eq!(
        game(OTHER, Button::DPadLeft).as_deref(),
        Some("cursor left")
    );
    assert_eq!(
        game(OTHER, Button::RightTrigger).as_deref(),
        Some("cursor next")
    );
    assert_eq!(game(OTHER, Button::Mode), None);
    let clock = |vendor, button| command(&s, Controls::Clock, vendor, button);
    assert_eq!(clock(OTHER, Button::LeftTrigger).as_deref(), Some("white"));
    assert_eq!(clock(OTHER, Button::RightTrigger).as_deref(), Some("black"));
    assert_eq!(clock(OTHER, Button::Start).as_deref(), Some("go"));
    assert_eq!(clock(OTHER, Button::DPadUp), None);
}

#[test]
fn on_a_nintendo_pad_the_button_labelled_a_picks() {
    let s = settings("");
    let mapping = s.mapping(Controls::Play, NINTENDO);
    assert_eq!(mapping.line(Button::East).as_deref(), Some("cursor pick"));
    assert_eq!(mapping.layout().label(Button::East), "A");
    assert_eq!(
        mapping.line(Button::South).as_deref(),
        Some("cursor cancel")
    );
    assert_eq!(mapping.layout().label(Button::South), "B");
    // Y (West) presses the clock, as Y (North) does on an Xbox pad.
    assert_eq!(mapping.line(Button::West).as_deref(), Some("press"));
    assert_eq!(mapping.line(Button::North).as_deref(), Some("last"));
    assert_eq!(mapping.line(Button::DPadUp).as_deref(), Some("cursor up"));
    let clock = s.mapping(Controls::Clock, NINTENDO);
    assert_eq!(clock.line(Button::East).as_deref(), Some("press"));
    assert_eq!(clock.line(Button::South).as_deref(), None);
}

#[test]
fn single_buttons_are_changed_or_unmapped_and_the_layout_chosen() {
    let s = settings(
        "[gamepad]\nlayout = \"PlayStation\"\n\
         [gamepad.game]\nWest = \"board\"\nmode = \"square e4\"\nSelect = \"\"\n\
         [gamepad.clock]\nDPadUp = \"help\"\n",
    );
    assert_eq!(s.problems(), [] as [String; 0]);
    assert_eq!(s.layout_setting(), "playstation");
    assert_eq!(
        s.layout_for(NINTENDO).name(),
        "playstation",
        "the choice is for every pad"
    );
    let game = s.mapping(Controls::Play, NINTENDO);
    assert_eq!(game.line(Button::West).as_deref(), Some("board"));
    assert_eq!(game.line(Button::Mode).as_deref(), Some("square e4"));
    assert_eq!(game.line(Button::Select).as_deref(), None);
    assert_eq!(
        game.line(Button::South).as_deref(),
        Some("cursor pick"),
        "no swap on PlayStation"
    );
    let entries = game.entries();
    let west = entries.iter().find(|e| e.button == "West").unwrap();
    assert_eq!(
        (west.label.as_str(), west.command.as_str()),
        ("Square", "board")
    );
    assert!(entries.iter().all(|e| e.button != "Select"));
    assert_eq!(
        s.mapping(Controls::Clock, None)
            .line(Button::DPadUp)
            .as_deref(),
        Some("help")
    );
}

#[test]
fn each_mistake_is_named_and_the_rest_still_applies() {
    let s = settings(
        "[gamepad]\nlayout = \"snes\"\ncolour = 1\n\
         [gamepad.game]\nSouht = \"press\"\nNorth = 3\nWest = \"square\"\nEast = \"time\\npress\"\nStart = \"board\"\n\
         [gamepad.clock]\nUp = \"go\"\n",
    );
    let problems = s.problems();
    let expected = [
        "[gamepad]: there is no setting \"colour\"",
        "[gamepad.game]: East = \"time\\npress\": a button sends one command line",
        "[gamepad.game]: North must be a command in quotes",
        "[gamepad.game]: there is no button \"Souht\"; the buttons are DPadUp, DPadDown",
        "[gamepad.game]: West = \"square\": the command is written wrongly; write it as square e4",
        "[gamepad]: there is no layout \"snes\"; the layouts are auto, nintendo, playstation, xbox",
        "[gamepad.clock]: there is no button \"Up\"",
    ];
    for part in expected {
        assert!(
            problems
                .iter()
                .any(|p| p.starts_with("the config file /home/ada/tactus.toml, ")
                    && p.contains(part)),
            "no problem with {part:?} in {problems:#?}"
        );
    }
    assert_eq!(problems.len(), expected.len(), "{problems:#?}");
    assert_eq!(s.layout_setting(), "auto");
    let game = s.mapping(Controls::Play, None);
    assert_eq!(
        game.line(Button::Start).as_deref(),
        Some("board"),
        "the good entry applies"
    );
    assert_eq!(
        game.line(Button::North).as_deref(),
        Some("press"),
        "the bad one keeps its default"
    );
    assert_eq!(game.line(Button::West).as_deref(), Some("last"));
}

#[test]
fn a_malformed_file_leaves_the_defaults_with_one_problem() {
    let s = settings("[gamepad.game]\nSouth = cursor pick\n");
    let [problem] = s.problems() else {
        panic!("{:?}", s.problems())
    };
    assert!(
        problem.starts_with("the config file /home/ada/tactus.toml, line 2: "),
        "{problem}"
    );
    assert_eq!(
        s.mapping(Controls::Play, None)
            .line(Button::South)
            .as_deref(),
        Some("cursor pick")
    );
    let not_a_section = settings("gamepad = \"xbox\"\n");
    assert_eq!(not_a_section.problems().len(), 1);
    assert_eq!(
        settings("[gamepad]\ngame = 1\n").problems(),
        ["the config file /home/ada/tactus.toml, [gamepad]: game must be a section, [gamepad.game]"]
    );
}

#[test]
fn listening_and_the_analysis_board_have_buttons_of_their_own() {
    let s =
        settings("[gamepad.listen]\nNorth = \"best line\"\nDPadUp = \"\"\nWest = \"cursor up\"\n");
    assert_eq!(s.problems().len(), 1, "{:?}", s.problems());
    assert!(
        s.problems()[0].contains("[gamepad.listen]: West = \"cursor up\""),
        "{:?}",
        s.problems()
    );
    for controls in [Controls::Listen, Controls::Analyse] {
        let button = |button| command(&s, controls, OTHER, button);
        assert_eq!(button(Button::DPadRight).as_deref(), Some("next"));
        assert_eq!(button(Button::DPadLeft).as_deref(), Some("previous"));
        assert_eq!(button(Button::DPadUp), None, "unmapped by the user");
        assert_eq!(button(Button::RightTrigger).as_deref(), Some("line 2"));
        assert_eq!(button(Button::LeftTrigger).as_deref(), Some("up"));
        assert_eq!(
            button(Button::West).as_deref(),
            Some("comment"),
            "the default stays"
        );
    }
    let analyse = |button| command(&s, Controls::Analyse, OTHER, button);
    assert_eq!(analyse(Button::North).as_deref(), Some("best line"));
    assert_eq!(analyse(Button::Start).as_deref(), Some("best"));
    let listen = |button| command(&s, Controls::Listen, OTHER, button);
    assert_eq!(
        listen(Button::North),
        None,
        "the engine's questions are analyse's alone"
    );
    assert_eq!(
        command(&settings(""), Controls::Analyse, OTHER, Button::North).as_deref(),
        Some("eval")
    );
    assert_eq!(
        command(&s, Controls::Play, OTHER, Button::DPadUp).as_deref(),
        Some("cursor up"),
        "the game's buttons stay"
    );
}
