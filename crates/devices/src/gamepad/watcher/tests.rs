//! gilrs events injected into a real `Gilrs` (there is no pad and no uinput here), read back and turned into what the
//! loop is sent.

use gilrs::GilrsBuilder;

use super::*;
use crate::gamepad::injected::{code, pad_id as id};
use tactus_core::UserConfig;

/// Pads with names and vendors, as gilrs would describe connected ones.
struct Pads(Vec<(usize, &'static str, u16)>);

impl PadInfo for Pads {
    fn describe(&self, wanted: GamepadId) -> Option<(String, Option<u16>)> {
        self.0
            .iter()
            .find(|(number, _, _)| id(*number) == wanted)
            .map(|(_, name, vendor)| (name.to_string(), Some(*vendor)))
    }
}

/// Injects `events` into a real gilrs and hands back what the watcher makes of each one it reads.
fn through_gilrs(
    watcher: &mut Watcher,
    pads: &Pads,
    events: &[(usize, EventType)],
) -> Vec<Incoming> {
    let mut gilrs = GilrsBuilder::new()
        .with_default_filters(false)
        .build()
        .expect("gilrs starts without pads");
    for (number, event) in events {
        gilrs.insert_event(Event::new(id(*number), *event));
    }
    let mut told = Vec::new();
    while let Some(event) = gilrs.next_event() {
        told.extend(watcher.handle(pads, &event));
    }
    told
}

fn defaults(controls: Controls) -> Watcher {
    Watcher::new(
        controls,
        Settings::from_config(&UserConfig::default()),
        VoicePack::default_pack(),
    )
}

fn pressed(button: Button) -> EventType {
    EventType::ButtonPressed(button, code())
}

fn device(line: &str) -> Incoming {
    bound(Controls::Play, line)
}

/// What a button bound to `line` sends under `controls`.
fn bound(controls: Controls, line: &str) -> Incoming {
    let command = crate::bindings::bind(controls, line).unwrap().unwrap();
    Incoming::Input(tactus_core::Input::Command(command))
}

#[test]
fn presses_become_command_lines_and_nothing_else_does() {
    let mut watcher = defaults(Controls::Play);
    let pads = Pads(vec![(0, "Xbox Wireless Controller", 0x045e)]);
    let told = through_gilrs(
        &mut watcher,
        &pads,
        &[
            (0, pressed(Button::DPadUp)),
            (0, EventType::ButtonReleased(Button::DPadUp, code())),
            (0, EventType::ButtonRepeated(Button::DPadUp, code())),
            (
                0,
                EventType::ButtonChanged(Button::RightTrigger2, 0.5, code()),
            ),
            (0, pressed(Button::South)),
            (0, pressed(Button::Mode)),
            (0, pressed(Button::Unknown)),
            (0, pressed(Button::North)),
            (0, pressed(Button::RightTrigger)),
            (0, pressed(Button::LeftThumb)),
        ],
    );
    assert_eq!(
        told,
        [
            device("cursor up"),
            device("cursor pick"),
            device("press"),
            device("cursor next"),
            device("cursor"),
        ]
    );
}

#[test]
fn connecting_and_losing_pads_is_told_by_name() {
    let mut watcher = defaults(Controls::Play);
    let pads = Pads(vec![(0, "Xbox Wireless Controller", 0x045e)]);
    let told = through_gilrs(
        &mut watcher,
        &pads,
        &[
            (0, EventType::Connected),
            (0, pressed(Button::West)),
            (0, EventType::Disconnected),
            (3, EventType::Disconnected),
        ],
    );
    assert_eq!(
        told,
        [
            Incoming::Notice("gamepad connected: Xbox Wireless Controller".into()),
            device("last"),
            Incoming::Notice(
                "gamepad disconnected: Xbox Wireless Controller; the keyboard still works".into()
            ),
            Incoming::Notice("gamepad disconnected: gamepad 3; the keyboard still works".into()),
        ]
    );
}

#[test]
fn each_pad_has_its_own_layout() {
    let mut watcher = defaults(Controls::Play);
    let pads = Pads(vec![
        (0, "Pro Controller", 0x057e),
        (1, "Wireless Controller", 0x054c),
    ]);
    let told = through_gilrs(
        &mut watcher,
        &pads,
        &[
            (0, EventType::Connected),
            (1, EventType::Connected),
            (0, pressed(Button::East)),
            (1, pressed(Button::East)),
            (0, pressed(Button::South)),
            (1, pressed(Button::South)),
        ],
    );
    assert_eq!(
        told[2..],
        [
            device("cursor pick"),
            device("cursor cancel"),
            device("cursor cancel"),
            device("cursor pick"),
        ]
    );
}

#[test]
fn the_clock_buttons_are_the_shoulders() {
    let mut watcher = defaults(Controls::Clock);
    let told = through_gilrs(
        &mut watcher,
        &Pads(Vec::new()),
        &[
            (0, pressed(Button::Start)),
            (0, pressed(Button::LeftTrigger)),
            (0, pressed(Button::RightTrigger)),
            (0, pressed(Button::North)),
            (0, pressed(Button::DPadUp)),
        ],
    );
    assert_eq!(
        told,
        [
            bound(Controls::Clock, "go"),
            bound(Controls::Clock, "white"),
            bound(Controls::Clock, "black"),
            bound(Controls::Clock, "time")
        ]
    );
}

#[test]
fn the_left_stick_steps_once_per_push() {
    let mut watcher = defaults(Controls::Play);
    let axis = |axis, value| EventType::AxisChanged(axis, value, code());
    let told = through_gilrs(
        &mut watcher,
        &Pads(Vec::new()),
        &[
            (0, axis(Axis::LeftStickX, 0.2)),
            (0, axis(Axis::LeftStickX, 0.7)),
            (0, axis(Axis::LeftStickX, 0.9)),
            (0, axis(Axis::LeftStickX, 0.5)),
            (0, axis(Axis::LeftStickX, 0.8)),
            (0, axis(Axis::LeftStickX, 0.1)),
            (0, axis(Axis::LeftStickX, 0.65)),
            (0, axis(Axis::LeftStickY, -0.95)),
            (0, axis(Axis::LeftStickY, 0.95)),
            (0, axis(Axis::LeftStickX, -0.61)),
            (0, axis(Axis::RightStickX, 1.0)),
        ],
    );
    assert_eq!(
        told,
        [
            device("cursor right"),
            device("cursor right"),
            device("cursor down"),
            device("cursor up"),
            device("cursor left"),
        ]
    );
}

#[test]
fn the_users_buttons_and_problems_are_told_at_the_start() {
    let config = UserConfig::parse(
        "/home/ada/tactus.toml".into(),
        "[gamepad.game]\nSouth = \"board\"\nNowhere = \"time\"\n",
    );
    let mut watcher = Watcher::new(
        Controls::Play,
        Settings::from_config(&config),
        VoicePack::default_pack(),
    );
    let gilrs = GilrsBuilder::new()
        .with_default_filters(false)
        .build()
        .unwrap();
    let told = watcher.start(&gilrs);
    let [Incoming::Notice(problem)] = told.as_slice() else {
        panic!("one notice expected: {told:?}")
    };
    assert!(
        problem.starts_with(
            "gamepad settings: the config file /home/ada/tactus.toml, line 3, [gamepad.game]: there is no button \"Nowhere\""
        ),
        "{problem}"
    );
    let told = through_gilrs(
        &mut watcher,
        &Pads(Vec::new()),
        &[(0, pressed(Button::South))],
    );
    assert_eq!(told, [device("board")]);
}
