//! gilrs events → what the event loop is sent: a pressed button's command line, a pad connected or lost.
//!
//! Only presses act: a button's release, gilrs's own repeats and its analog values do nothing. The left stick
//! pushed past [`PUSHED`] in a direction is that direction's D-pad button, once, until it comes back inside
//! [`CENTRED`] (so a stick resting a little off centre never moves the cursor, and one push is one step).

use std::collections::HashMap;

use gilrs::{Axis, Button, Event, EventType, GamepadId, Gilrs};

use super::{mapping::Mapping, settings::Settings};
use crate::bindings::Controls;
use tactus_core::{Incoming, Input, PhraseKey, VoicePack};

/// How far the stick must be pushed (of 1.0) to count as a D-pad press.
pub(crate) const PUSHED: f32 = 0.6;
/// How near the middle (of 1.0) it must come back before it can press again.
pub(crate) const CENTRED: f32 = 0.3;

/// What a pad says about itself: its name and USB vendor id.
pub trait PadInfo {
    /// The connected pad's name and vendor id (`None` when it is not connected).
    fn describe(&self, id: GamepadId) -> Option<(String, Option<u16>)>;
}

impl PadInfo for Gilrs {
    fn describe(&self, id: GamepadId) -> Option<(String, Option<u16>)> {
        self.connected_gamepad(id)
            .map(|pad| (pad.name().to_string(), pad.vendor_id()))
    }
}

/// Where one stick axis is: in the middle, or pushed one way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Push {
    #[default]
    Centred,
    Forward,
    Back,
}

/// A pad being watched.
#[derive(Debug)]
struct Pad {
    name: String,
    mapping: Mapping,
    x: Push,
    y: Push,
}

/// Turns the events of every pad into commands and notices, each pad with its own layout's mapping.
#[derive(Debug)]
pub struct Watcher {
    controls: Controls,
    settings: Settings,
    pads: HashMap<GamepadId, Pad>,
    /// The notices' words.
    pack: VoicePack,
}

impl Watcher {
    /// Watches for `controls`' commands with `settings`' mapping, telling in `pack`'s words.
    #[must_use]
    pub fn new(controls: Controls, settings: Settings, pack: VoicePack) -> Watcher {
        Watcher {
            controls,
            settings,
            pads: HashMap::new(),
            pack,
        }
    }

    /// A notice in the pack's words.
    fn notice(&self, key: PhraseKey, values: &[(&str, &str)]) -> Incoming {
        Incoming::Notice(self.pack.phrase(key, values))
    }

    /// What to tell at the start: the settings' problems, then each pad already connected.
    pub fn start(&mut self, gilrs: &Gilrs) -> Vec<Incoming> {
        let mut told: Vec<Incoming> = self
            .settings
            .problems()
            .iter()
            .map(|problem| self.notice(PhraseKey::NoticeGamepadSettings, &[("problem", problem)]))
            .collect();
        let present: Vec<GamepadId> = gilrs.gamepads().map(|(id, _)| id).collect();
        told.extend(present.into_iter().map(|id| self.connected(gilrs, id)));
        told
    }

    /// What one event means: a command line, a notice, or nothing.
    pub fn handle(&mut self, pads: &impl PadInfo, event: &Event) -> Option<Incoming> {
        match event.event {
            EventType::Connected => Some(self.connected(pads, event.id)),
            EventType::Disconnected => {
                let name = self
                    .pads
                    .remove(&event.id)
                    .map_or_else(|| unnamed(event.id), |pad| pad.name);
                Some(self.notice(PhraseKey::NoticeGamepadDisconnected, &[("name", &name)]))
            }
            EventType::ButtonPressed(button, _) => self.press(pads, event.id, button),
            EventType::AxisChanged(axis, value, _) => self.stick(pads, event.id, axis, value),
            _ => None,
        }
    }

    fn connected(&mut self, pads: &impl PadInfo, id: GamepadId) -> Incoming {
        let pad = self.pad(pads, id);
        let name = pad.name.clone();
        self.notice(PhraseKey::NoticeGamepadConnected, &[("name", &name)])
    }

    /// The pad `id`, taken up on first sight (a pad's events may come before its connection is seen).
    fn pad(&mut self, pads: &impl PadInfo, id: GamepadId) -> &mut Pad {
        let (controls, settings) = (self.controls, &self.settings);
        self.pads.entry(id).or_insert_with(|| {
            let (name, vendor) = pads.describe(id).unwrap_or_else(|| (unnamed(id), None));
            Pad {
                name,
                mapping: settings.mapping(controls, vendor),
                x: Push::Centred,
                y: Push::Centred,
            }
        })
    }

    fn press(&mut self, pads: &impl PadInfo, id: GamepadId, button: Button) -> Option<Incoming> {
        let command = self.pad(pads, id).mapping.command(button)?;
        Some(Incoming::Input(Input::Command(command.clone())))
    }

    fn stick(
        &mut self,
        pads: &impl PadInfo,
        id: GamepadId,
        axis: Axis,
        value: f32,
    ) -> Option<Incoming> {
        let pad = self.pad(pads, id);
        let (state, forward, back) = match axis {
            Axis::LeftStickX => (&mut pad.x, Button::DPadRight, Button::DPadLeft),
            // gilrs gives up as positive on every platform.
            Axis::LeftStickY => (&mut pad.y, Button::DPadUp, Button::DPadDown),
            _ => return None,
        };
        let now = if value >= PUSHED {
            Push::Forward
        } else if value <= -PUSHED {
            Push::Back
        } else if value.abs() <= CENTRED {
            Push::Centred
        } else {
            *state
        };
        let before = std::mem::replace(state, now);
        let button = match now {
            Push::Forward if before != Push::Forward => forward,
            Push::Back if before != Push::Back => back,
            _ => return None,
        };
        let command = pad.mapping.command(button)?;
        Some(Incoming::Input(Input::Command(command.clone())))
    }
}

/// What a pad with no name is called.
fn unnamed(id: GamepadId) -> String {
    format!("gamepad {id}")
}

#[cfg(test)]
mod tests;
