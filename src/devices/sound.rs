//! Opening what is heard: the two outputs, the clock's tones on the player's, and the speech chain.
//!
//! Every part is optional at run time. A device that cannot be opened, a speech engine that does not start, clips
//! that do not load: each becomes one notice, and the session goes on with what is left (in the end, text alone).

use crate::{
    app::EventSink,
    cli::{Sound, SoundOptions, Speech},
    voice::VoicePack,
};

use super::{shared_player::SharedPlayer, speech::Speaker, speech_sink::SpeechSink, Player};

/// The sinks that make sound, to be attached before the text or JSON lines, and the notices to report.
#[derive(Default)]
pub struct Heard {
    /// Tones first, then speech.
    pub sinks: Vec<Box<dyn EventSink>>,
    /// What could not be opened, in words for the user.
    pub notices: Vec<String>,
}

/// The player's and the announcements' outputs.
struct Outputs {
    player: Box<dyn Player>,
    announce: Box<dyn Player>,
}

/// Opens what `options` ask for, with `speech` as the speech output.
#[must_use]
pub fn open(options: &SoundOptions, speech: Speech, pack: &VoicePack) -> Heard {
    let mut heard = Heard::default();
    let wants_clips = matches!(speech, Speech::Auto | Speech::Clips);
    let outputs = if options.sound == Sound::On || wants_clips {
        match open_outputs(options) {
            Ok(outputs) => Some(outputs),
            Err(why) => {
                heard.notices.push(format!("no sound: {why}"));
                None
            }
        }
    } else {
        None
    };
    // The player's output carries the tones and the voice, one after the other.
    let (player, announce) = match outputs {
        Some(outputs) => (
            Some(SharedPlayer::new(outputs.player)),
            Some(outputs.announce),
        ),
        None => (None, None),
    };
    if let (Sound::On, Some(player)) = (options.sound, &player) {
        let rate = player.sample_rate();
        heard
            .sinks
            .push(Box::new(super::ToneSink::new(player.clone(), rate)));
    }
    let mut speakers: Vec<Box<dyn Speaker>> = Vec::new();
    let mut refusals = Vec::new();
    if matches!(speech, Speech::Auto | Speech::System) {
        match system_speaker(options) {
            Ok(speaker) => speakers.push(speaker),
            Err(why) => refusals.push(format!("no system speech: {why}")),
        }
    }
    if wants_clips {
        match (player, announce) {
            (Some(player), Some(announce)) => match clip_speaker(pack, player, announce) {
                Ok(speaker) => speakers.push(speaker),
                Err(why) => refusals.push(format!("no built-in voice: {why}")),
            },
            _ => refusals.push("no built-in voice: there is no sound device".into()),
        }
    }
    // Auto says nothing of what it passed over, as long as something speaks.
    if speakers.is_empty() || speech != Speech::Auto {
        heard.notices.extend(refusals);
    }
    if !speakers.is_empty() {
        heard
            .sinks
            .push(Box::new(SpeechSink::new(speakers, pack.clone())));
    }
    heard
}

/// The built-in voice: the pack's clips on the two outputs.
fn clip_speaker(
    pack: &VoicePack,
    player: SharedPlayer,
    announce: Box<dyn Player>,
) -> Result<Box<dyn Speaker>, String> {
    let library = super::clips::ClipLibrary::load(pack).map_err(|e| e.to_string())?;
    Ok(Box::new(super::clips::ClipSpeaker::new(
        library,
        Box::new(player),
        announce,
    )))
}

/// The system's speech engine.
#[cfg(feature = "speech")]
fn system_speaker(options: &SoundOptions) -> Result<Box<dyn Speaker>, String> {
    use super::system_speech::{SpeechOptions, SystemSpeaker};
    let speaker = SystemSpeaker::start(SpeechOptions {
        rate: options.speech_rate,
        volume: options.speech_volume,
    })?;
    Ok(Box::new(speaker))
}

/// Without the `speech` feature there is no system speech.
#[cfg(not(feature = "speech"))]
fn system_speaker(_options: &SoundOptions) -> Result<Box<dyn Speaker>, String> {
    Err("this build has no system speech".into())
}

/// Opens the two outputs: one device with two lanes when both name the same device, else one device each. When
/// only one of two devices opens, it carries both.
#[cfg(feature = "audio")]
fn open_outputs(options: &SoundOptions) -> Result<Outputs, String> {
    use super::audio::open_lanes;
    let player = &options.player_output;
    let announce = &options.announce_output;
    if player.device == announce.device {
        let mut lanes = open_lanes(
            player.device.as_deref(),
            &[player.channels, announce.channels],
        )
        .map_err(|e| e.to_string())?;
        let announce = lanes.pop().ok_or("the device opened without lanes")?;
        let player = lanes.pop().ok_or("the device opened without lanes")?;
        return Ok(Outputs {
            player: Box::new(player),
            announce: Box::new(announce),
        });
    }
    let one = |choice: &super::OutputChoice| {
        open_lanes(choice.device.as_deref(), &[choice.channels])
            .map_err(|e| format!("{choice}: {e}"))
            .and_then(|mut lanes| lanes.pop().ok_or_else(|| format!("{choice}: no lane")))
    };
    match (one(player), one(announce)) {
        (Ok(player), Ok(announce)) => Ok(Outputs {
            player: Box::new(player),
            announce: Box::new(announce),
        }),
        (Err(a), Err(b)) => Err(format!("{a}; {b}")),
        // One device for both: a second lane on it would need reopening; the one lane is shared instead.
        (Ok(only), Err(_)) | (Err(_), Ok(only)) => {
            let shared = SharedPlayer::new(Box::new(only));
            Ok(Outputs {
                player: Box::new(shared.clone()),
                announce: Box::new(shared),
            })
        }
    }
}

/// Without the `audio` feature there is no sound device.
#[cfg(not(feature = "audio"))]
fn open_outputs(_options: &SoundOptions) -> Result<Outputs, String> {
    Err("this build has no audio".into())
}
