//! The buttons a mapping can name: gilrs's names (by position), and how to say a button on a pad with no label for
//! it.

use gilrs::Button;

/// Every mappable button: its name in the mapping tables, the gilrs button, and what it is called when the pad's
/// layout has no label for it. In the order listings show them.
const BUTTONS: [(&str, Button, &str); 19] = [
    ("DPadUp", Button::DPadUp, "D-pad up"),
    ("DPadDown", Button::DPadDown, "D-pad down"),
    ("DPadLeft", Button::DPadLeft, "D-pad left"),
    ("DPadRight", Button::DPadRight, "D-pad right"),
    ("South", Button::South, "bottom button"),
    ("East", Button::East, "right button"),
    ("North", Button::North, "top button"),
    ("West", Button::West, "left button"),
    ("LeftTrigger", Button::LeftTrigger, "left shoulder button"),
    (
        "RightTrigger",
        Button::RightTrigger,
        "right shoulder button",
    ),
    ("LeftTrigger2", Button::LeftTrigger2, "left trigger"),
    ("RightTrigger2", Button::RightTrigger2, "right trigger"),
    ("Select", Button::Select, "Select"),
    ("Start", Button::Start, "Start"),
    ("Mode", Button::Mode, "Mode button"),
    ("LeftThumb", Button::LeftThumb, "left stick press"),
    ("RightThumb", Button::RightThumb, "right stick press"),
    ("C", Button::C, "C button"),
    ("Z", Button::Z, "Z button"),
];

/// The button called `name` in a mapping table (`South`, `DPadUp`; case does not matter).
#[must_use]
pub(super) fn by_name(name: &str) -> Option<Button> {
    BUTTONS
        .iter()
        .find(|(known, _, _)| known.eq_ignore_ascii_case(name.trim()))
        .map(|(_, button, _)| *button)
}

/// The button's name in the mapping tables (`None` for [`Button::Unknown`]).
#[must_use]
pub(super) fn name(button: Button) -> Option<&'static str> {
    BUTTONS
        .iter()
        .find(|(_, known, _)| *known == button)
        .map(|(name, _, _)| *name)
}

/// What the button is called on a pad with no label for it ("D-pad up", "left shoulder button").
#[must_use]
pub(super) fn plain_label(button: Button) -> &'static str {
    BUTTONS
        .iter()
        .find(|(_, known, _)| *known == button)
        .map_or("unknown button", |(_, _, label)| *label)
}

/// The buttons in listing order.
pub(super) fn all() -> impl Iterator<Item = Button> {
    BUTTONS.iter().map(|(_, button, _)| *button)
}

/// The names a table may use, for a refusal: "DPadUp, DPadDown, …".
#[must_use]
pub(super) fn known_names() -> String {
    BUTTONS
        .iter()
        .map(|(name, _, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_buttons_go_both_ways() {
        for button in all() {
            let name = name(button).unwrap();
            assert_eq!(by_name(name), Some(button), "{name}");
        }
        assert_eq!(by_name("dpadup"), Some(Button::DPadUp));
        assert_eq!(by_name("L1"), None, "labels are not names");
        assert_eq!(by_name("Unknown"), None);
        assert_eq!(name(Button::Unknown), None);
        assert_eq!(plain_label(Button::DPadLeft), "D-pad left");
    }
}
