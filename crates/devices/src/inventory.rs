//! What `tactus devices` reports: the sound outputs, the speech engine, the built-in voices, the gamepads and their
//! buttons, the braille display. Each is looked for with a time limit, and a part that cannot be looked at says why instead.

use tactus_core::UserConfig;

/// Why a kind of device could not be listed.
#[derive(Debug, thiserror::Error)]
pub enum NotListed {
    /// This build was made without it ("audio", "gamepad support").
    #[error("this build has no {0}")]
    NotBuilt(&'static str),
    /// The sound system could not list its outputs.
    #[cfg(feature = "audio")]
    #[error(transparent)]
    Audio(#[from] super::audio::AudioError),
    /// The gamepad library could not start.
    #[cfg(feature = "gamepad")]
    #[error(transparent)]
    Gamepads(Box<gilrs::Error>),
}

/// Everything found, each part either its findings or why there are none.
#[derive(Debug)]
pub struct Inventory {
    /// Sound output names, the default device first.
    pub audio_outputs: Result<Vec<String>, NotListed>,
    /// The system speech engine, in a sentence.
    pub speech_engine: String,
    /// The shipped voice packs that have recorded clips for the built-in voice.
    pub clip_voices: Vec<String>,
    /// Where each of them was found: the pack, the place in words ("installed with the program") and the folder.
    pub clip_places: Vec<(String, String, String)>,
    /// Where the clips were looked for, when none were found.
    pub clip_searched: Vec<String>,
    /// Connected gamepads and the buttons' commands.
    pub gamepads: Result<Gamepads, NotListed>,
    /// The braille display, in a sentence ("braille display: 40 cells through BRLTTY").
    pub braille_display: String,
    /// The screen reader running, if any: then `--speech auto` leaves speech to it.
    pub screen_reader: Option<String>,
    /// On Windows: NVDA's controller client, in a sentence (where it was found, whether NVDA answers); `None` elsewhere.
    pub nvda_client: Option<String>,
}

/// The gamepads found and what their buttons do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gamepads {
    /// Each connected pad: its name and its layout's name.
    pub pads: Vec<(String, String)>,
    /// The layout setting: `auto` (by each pad's vendor) or a layout's name.
    pub layout_setting: String,
    /// The user's config file, where it is or would be.
    pub config: Option<String>,
    /// Whether that file exists.
    pub config_exists: bool,
    /// What in the config could not be used, one sentence each.
    pub problems: Vec<String>,
    /// The active mapping of each layout in use (of the connected pads, or the one a pad would get).
    pub mappings: Vec<ButtonMapping>,
}

/// One layout's buttons, for a game and for the clock.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ButtonMapping {
    /// The layout's name.
    pub layout: String,
    /// The buttons of a game.
    pub game: Vec<MappedButton>,
    /// The buttons of `tactus clock`.
    pub clock: Vec<MappedButton>,
    /// The buttons of `tactus listen` and `tactus analyse` (those of the analysis board: listening leaves out the
    /// engine's questions).
    pub listen: Vec<MappedButton>,
}

/// One button and what it sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MappedButton {
    /// Its name in the config file (`South`).
    pub button: String,
    /// Its label on the pad (`A`, `Cross`).
    pub label: String,
    /// The command line it sends.
    pub command: String,
}

/// Where the program found the shipped packs' clips (the binary looks where tactus is installed).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClipPlaces {
    /// Each shipped pack whose clips were found: the pack, the place in words ("installed with the program") and the
    /// folder.
    pub found: Vec<(String, String, String)>,
    /// Every place looked in, in order.
    pub searched: Vec<String>,
}

/// Looks for every device; the built-in voices are those found in `clips`, the gamepad's buttons the built-in ones
/// with `config`'s `[gamepad]` section over them.
#[must_use]
pub fn take(clips: ClipPlaces, config: &UserConfig) -> Inventory {
    Inventory {
        audio_outputs: audio_outputs(),
        speech_engine: speech_engine(),
        clip_voices: clips
            .found
            .iter()
            .map(|(name, _, _)| name.clone())
            .collect(),
        clip_searched: if clips.found.is_empty() {
            clips.searched
        } else {
            Vec::new()
        },
        clip_places: clips.found,
        gamepads: gamepads(config),
        braille_display: super::braille::describe(),
        screen_reader: super::screen_reader::running(),
        nvda_client: nvda_client(),
    }
}

#[cfg(feature = "audio")]
fn audio_outputs() -> Result<Vec<String>, NotListed> {
    Ok(super::audio::output_names()?)
}

#[cfg(not(feature = "audio"))]
fn audio_outputs() -> Result<Vec<String>, NotListed> {
    Err(NotListed::NotBuilt("audio"))
}

#[cfg(feature = "speech")]
fn speech_engine() -> String {
    super::system_speech::describe(std::time::Duration::from_secs(5))
}

#[cfg(not(feature = "speech"))]
fn speech_engine() -> String {
    "this build has no system speech".into()
}

#[cfg(all(feature = "speech", windows))]
fn nvda_client() -> Option<String> {
    Some(super::system_speech::describe_nvda(
        std::time::Duration::from_secs(3),
    ))
}

#[cfg(not(all(feature = "speech", windows)))]
fn nvda_client() -> Option<String> {
    None
}

#[cfg(feature = "gamepad")]
fn gamepads(config: &UserConfig) -> Result<Gamepads, NotListed> {
    use super::gamepad::Settings;

    let settings = Settings::from_config(config);
    let gilrs = gilrs::Gilrs::new().map_err(|e| NotListed::Gamepads(Box::new(e)))?;
    let connected: Vec<(String, Option<u16>)> = gilrs
        .gamepads()
        .map(|(_, pad)| (pad.name().to_string(), pad.vendor_id()))
        .collect();
    Ok(gamepads_of(&settings, &connected))
}

/// What `settings` make of the pads `connected` (name and vendor id each).
#[cfg(feature = "gamepad")]
#[must_use]
pub(crate) fn gamepads_of(
    settings: &super::gamepad::Settings,
    connected: &[(String, Option<u16>)],
) -> Gamepads {
    use super::{controls::Controls, gamepad::Entry};

    let listed = |entries: Vec<Entry>| {
        entries
            .into_iter()
            .map(|entry| MappedButton {
                button: entry.button.to_string(),
                label: entry.label,
                command: entry.command,
            })
            .collect()
    };
    // The vendors whose layouts are listed: one pad of each layout, or no vendor when no pad is connected.
    let mut vendors: Vec<Option<u16>> = Vec::new();
    let mut layouts: Vec<&str> = Vec::new();
    for vendor in connected
        .iter()
        .map(|(_, vendor)| *vendor)
        .chain(connected.is_empty().then_some(None))
    {
        let layout = settings.layout_for(vendor).name();
        if !layouts.contains(&layout) {
            layouts.push(layout);
            vendors.push(vendor);
        }
    }
    Gamepads {
        pads: connected
            .iter()
            .map(|(name, vendor)| {
                (
                    name.clone(),
                    settings.layout_for(*vendor).name().to_string(),
                )
            })
            .collect(),
        layout_setting: settings.layout_setting().to_string(),
        config: settings
            .config_path()
            .map(|path| path.display().to_string()),
        config_exists: settings.config_path().is_some_and(std::path::Path::is_file),
        problems: settings.problems().to_vec(),
        mappings: vendors
            .into_iter()
            .map(|vendor| ButtonMapping {
                layout: settings.layout_for(vendor).name().to_string(),
                game: listed(settings.mapping(Controls::Play, vendor).entries()),
                clock: listed(settings.mapping(Controls::Clock, vendor).entries()),
                listen: listed(settings.mapping(Controls::Analyse, vendor).entries()),
            })
            .collect(),
    }
}

#[cfg(not(feature = "gamepad"))]
fn gamepads(_config: &UserConfig) -> Result<Gamepads, NotListed> {
    Err(NotListed::NotBuilt("gamepad support"))
}

#[cfg(all(test, feature = "gamepad"))]
mod tests {
    use super::*;
    use crate::gamepad::Settings;
    use tactus_core::UserConfig;

    #[test]
    fn each_layout_in_use_is_listed_once_with_its_labels() {
        let config = UserConfig::parse(
            "/home/ada/tactus.toml".into(),
            "[gamepad.clock]\nMode = \"help\"\nSouth = \"\"\n",
        );
        let settings = Settings::from_config(&config);
        let pads = [
            ("Pro Controller".to_string(), Some(0x057e)),
            ("Xbox Wireless Controller".to_string(), Some(0x045e)),
            ("Generic USB Joystick".to_string(), None),
        ];
        let found = gamepads_of(&settings, &pads);
        assert_eq!(
            found.pads,
            [
                ("Pro Controller".to_string(), "nintendo".to_string()),
                ("Xbox Wireless Controller".to_string(), "xbox".to_string()),
                ("Generic USB Joystick".to_string(), "xbox".to_string()),
            ]
        );
        let layouts: Vec<&str> = found.mappings.iter().map(|m| m.layout.as_str()).collect();
        assert_eq!(layouts, ["nintendo", "xbox"]);
        let pick = found.mappings[0]
            .game
            .iter()
            .find(|b| b.command == "cursor pick")
            .unwrap();
        assert_eq!(
            (
                pick.label.as_str(),
                pick.button.as_str(),
                pick.command.as_str()
            ),
            ("A", "East", "cursor pick")
        );
        let clock = &found.mappings[1].clock;
        assert!(clock
            .iter()
            .any(|b| b.label == "Xbox button" && b.command == "help"));
        assert!(clock.iter().all(|b| b.button != "South"), "{clock:?}");
        assert_eq!(found.config.as_deref(), Some("/home/ada/tactus.toml"));
        assert!(!found.config_exists);

        let none = gamepads_of(&settings, &[]);
        assert!(none.pads.is_empty());
        assert_eq!(none.mappings.len(), 1);
        assert_eq!(none.mappings[0].layout, "xbox");
    }
}
