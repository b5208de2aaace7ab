//! Families of pads (`xbox`, `playstation`, `nintendo`): the labels printed on their buttons, the vendor ids that
//! choose them, and the face buttons that change places so that the same label does the same thing on every pad.

use std::collections::HashMap;

use gilrs::Button;

use super::{buttons, table_error::TableError};

/// One family of pads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Its name in the config file and in listings (`nintendo`).
    name: String,
    /// The USB vendor ids of its pads.
    vendors: Vec<u16>,
    /// What is printed on its buttons, where it differs from the plain names.
    labels: HashMap<Button, String>,
    /// Pairs of buttons whose default commands change places.
    swap: Vec<(Button, Button)>,
}

impl Layout {
    /// A layout; `labels` and `swap` name buttons as the mapping tables do.
    ///
    /// # Errors
    /// [`TableError::NoButtonInLayout`] when a name is not a button.
    pub fn new(
        name: &str,
        vendors: Vec<u16>,
        labels: &[(String, String)],
        swap: &[[String; 2]],
    ) -> Result<Layout, TableError> {
        let button = |written: &str| {
            buttons::by_name(written).ok_or_else(|| TableError::NoButtonInLayout {
                layout: name.to_string(),
                written: written.to_string(),
            })
        };
        Ok(Layout {
            name: name.to_string(),
            vendors,
            labels: labels
                .iter()
                .map(|(key, label)| Ok((button(key)?, label.clone())))
                .collect::<Result<_, TableError>>()?,
            swap: swap
                .iter()
                .map(|[a, b]| Ok((button(a)?, button(b)?)))
                .collect::<Result<_, TableError>>()?,
        })
    }

    /// Its name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether a pad of this vendor belongs to this family.
    #[must_use]
    pub fn has_vendor(&self, vendor: u16) -> bool {
        self.vendors.contains(&vendor)
    }

    /// What the button is called on these pads: the printed label ("A", "L1") or a plain description ("D-pad up").
    #[must_use]
    pub fn label(&self, button: Button) -> &str {
        self.labels
            .get(&button)
            .map_or_else(|| buttons::plain_label(button), String::as_str)
    }

    /// The button whose default command `button` gets on these pads: its swap partner, or itself.
    #[must_use]
    pub fn default_source(&self, button: Button) -> Button {
        self.swap
            .iter()
            .find_map(|&(a, b)| {
                if a == button {
                    Some(b)
                } else if b == button {
                    Some(a)
                } else {
                    None
                }
            })
            .unwrap_or(button)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nintendo() -> Layout {
        Layout::new(
            "nintendo",
            vec![0x057e],
            &[("East".into(), "A".into()), ("South".into(), "B".into())],
            &[["South".into(), "East".into()]],
        )
        .unwrap()
    }

    #[test]
    fn labels_swaps_and_vendors() {
        let layout = nintendo();
        assert_eq!(layout.label(Button::East), "A");
        assert_eq!(layout.label(Button::DPadUp), "D-pad up");
        assert_eq!(layout.default_source(Button::East), Button::South);
        assert_eq!(layout.default_source(Button::South), Button::East);
        assert_eq!(layout.default_source(Button::North), Button::North);
        assert!(layout.has_vendor(0x057e));
        assert!(!layout.has_vendor(0x045e));
    }

    #[test]
    fn a_label_for_no_button_is_refused() {
        let err = Layout::new("odd", vec![], &[("Top".into(), "T".into())], &[]).unwrap_err();
        assert_eq!(err.to_string(), "layout odd: no button is called \"Top\"");
    }
}
