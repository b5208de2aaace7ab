//! Opening what is heard: the two outputs, the clock's tones on the player's, and the speech chain.
//!
//! Every part is optional at run time. A device that cannot be opened, a speech engine that does not start, clips
//! that do not load: each becomes one notice, and the session goes on with what is left (in the end, text alone).

use tactus_core::{EventSink, PhraseKey, VoicePack};

#[cfg(feature = "audio")]
use super::shared_player::SharedPlayer;
use super::{
    clips::ClipFolders, sound_error::SoundError, speech_sink::SpeechSink, OutputChoice, Player,
    Speaker,
};
use crate::SystemSpeechProblem;

/// The sinks that make sound, to be attached before the text or JSON lines, and the notices to report.
#[derive(Default)]
pub struct Heard {
    /// Tones first, then speech.
    pub sinks: Vec<Box<dyn EventSink>>,
    /// What could not be opened, in words for the user.
    pub notices: Vec<String>,
}

/// What is heard and where: tones, speech, the two outputs (the command line's `--sound`, `--speech`, ...).
#[derive(Debug, Clone, Default)]
pub struct SoundOptions {
    /// Tones on the player's output (cues, the flag, a refused command, a press).
    pub tones: bool,
    /// Where the blind player hears the clock, answers and refusals.
    pub player_output: OutputChoice,
    /// Where the moves are announced for the opponent and the assistant.
    pub announce_output: OutputChoice,
    /// Speech rate, in percent of the normal one: system speech's engine's, the built-in voice's recorded pace (its
    /// clips time-stretched, from 50 to 300 %).
    pub speech_rate: Option<u32>,
    /// System speech volume, in percent of the engine's maximum.
    pub speech_volume: Option<u32>,
}

/// Which speech output speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speech {
    /// System speech if it starts and answers, else the recorded clips, else text only.
    Auto,
    /// The system's speech engine (Speech Dispatcher, SAPI, AVFoundation).
    System,
    /// The voice pack's recorded clips, played on the sound device.
    Clips,
    /// No speech: text lines only.
    Off,
}

/// Where the tones, the player's voice and the announcements play.
struct Outputs {
    tones: Box<dyn Player>,
    player: Box<dyn Player>,
    /// The announcements' own output; `None` when they are heard on the player's (the same device and channels):
    /// then one voice says both, one sentence at a time.
    announce: Option<Box<dyn Player>>,
}

/// Opens what `options` ask for, with `speech` as the speech output. With `--speech auto` and a screen reader
/// running, speech is left to the screen reader (it reads every line tactus prints): one notice says so, and only the
/// tones are opened. With `--speech system` and NVDA running, system speech on Windows goes through NVDA when its
/// controller client is found (the user's own NVDA voice, not a second one). The built-in voice reads the pack's
/// clips from `clips`.
#[must_use]
pub fn open(
    options: &SoundOptions,
    speech: Speech,
    pack: &VoicePack,
    clips: &ClipFolders,
) -> Heard {
    open_beside(
        options,
        speech,
        pack,
        clips,
        super::screen_reader::running(),
    )
}

/// [`open`], given the screen reader running, if any.
#[must_use]
pub(crate) fn open_beside(
    options: &SoundOptions,
    speech: Speech,
    pack: &VoicePack,
    clips: &ClipFolders,
    screen_reader: Option<String>,
) -> Heard {
    let nvda = super::screen_reader::is_nvda(screen_reader.as_deref());
    let (speech, reader_notice) = match (speech, screen_reader) {
        (Speech::Auto, Some(reader)) => (
            Speech::Off,
            Some(pack.phrase(PhraseKey::NoticeScreenReader, &[("reader", &reader)])),
        ),
        (speech, _) => (speech, None),
    };
    let mut heard = Heard::default();
    heard.notices.extend(reader_notice);
    let wants_clips = matches!(speech, Speech::Auto | Speech::Clips);
    let outputs = if options.tones || wants_clips {
        match open_outputs(options, pack, &mut heard.notices) {
            Ok(outputs) => Some(outputs),
            Err(why) => {
                heard
                    .notices
                    .push(pack.phrase(PhraseKey::NoticeNoSound, &[("reason", &why.words(pack))]));
                None
            }
        }
    } else {
        None
    };
    let (tones, player, announce) = match outputs {
        Some(outputs) => (
            Some(outputs.tones),
            Some(outputs.player),
            Some(outputs.announce),
        ),
        None => (None, None, None),
    };
    let announce = announce.flatten();
    let tones_play = options.tones && tones.is_some();
    if let (true, Some(tones)) = (tones_play, tones) {
        heard
            .sinks
            .push(Box::new(super::ToneSink::new(tones, pack)));
    }
    let mut speakers: Vec<Box<dyn Speaker>> = Vec::new();
    let mut refusals = Vec::new();
    if matches!(speech, Speech::Auto | Speech::System) {
        match system_speaker(options, pack, nvda) {
            Ok(speaker) => speakers.push(speaker),
            Err(why) => refusals.push(pack.phrase(
                PhraseKey::NoticeNoSystemSpeech,
                &[("reason", &why.words(pack))],
            )),
        }
    }
    if wants_clips {
        match player {
            Some(player) => {
                match clip_speaker(pack, clips, options.speech_rate, player, announce) {
                    Ok(speaker) => speakers.push(speaker),
                    Err(why) => {
                        refusals.push(pack.phrase(
                            PhraseKey::NoticeNoBuiltInVoice,
                            &[("reason", &why.words(pack))],
                        ));
                    }
                }
            }
            None => refusals.push(pack.phrase(
                PhraseKey::NoticeNoBuiltInVoice,
                &[("reason", &pack.phrase(PhraseKey::ReasonNoSoundDevice, &[]))],
            )),
        }
    }
    // Auto says nothing of what it passed over, as long as something speaks (system speech starting in the
    // background may still fail: then the speech sink tells it all).
    let auto = speech == Speech::Auto;
    if speakers.is_empty() || !auto {
        heard.notices.append(&mut refusals);
    }
    if !speakers.is_empty() {
        heard.sinks.push(Box::new(
            SpeechSink::new(speakers, pack.clone())
                .after_tones(tones_play)
                .quiet_about_start(auto, refusals),
        ));
    }
    heard
}

/// The built-in voice: the pack's clips on the two outputs (one voice on the player's when `announce` is `None`), at
/// `rate` percent of their pace (stretched now, before the session starts).
fn clip_speaker(
    pack: &VoicePack,
    clips: &ClipFolders,
    rate: Option<u32>,
    player: Box<dyn Player>,
    announce: Option<Box<dyn Player>>,
) -> Result<Box<dyn Speaker>, super::clips::ClipsError> {
    let library = clips.load(pack)?;
    let speaker = match announce {
        Some(announce) => super::clips::ClipSpeaker::new(library, player, announce),
        None => super::clips::ClipSpeaker::one_voice(library, player),
    };
    let speaker = speaker.at_pace(rate.unwrap_or(super::clips::pace::RECORDED));
    Ok(Box::new(speaker))
}

/// The system's speech engine; on Windows NVDA's, when `nvda` (NVDA is the screen reader) and its client is found.
#[cfg(all(feature = "speech", not(target_os = "macos")))]
fn system_speaker(
    options: &SoundOptions,
    pack: &VoicePack,
    nvda: bool,
) -> Result<Box<dyn Speaker>, SystemSpeechProblem> {
    use super::system_speech::{SpeechOptions, SystemSpeaker};
    let mut languages = vec![pack.phrase_language.clone(), pack.move_language.clone()];
    languages.dedup();
    let speaker = SystemSpeaker::begin(
        SpeechOptions {
            rate: options.speech_rate,
            volume: options.speech_volume,
            nvda,
        },
        &languages,
    )?;
    Ok(Box::new(speaker))
}

/// On macOS the system's voices (AVFoundation) speak only from a thread that runs an event loop, which a terminal
/// program does not have (tts-rs issue 40): system speech is refused there, and `--speech auto` uses the built-in
/// voice, or leaves speech to VoiceOver when it runs.
#[cfg(all(feature = "speech", target_os = "macos"))]
fn system_speaker(
    _options: &SoundOptions,
    _pack: &VoicePack,
    _nvda: bool,
) -> Result<Box<dyn Speaker>, SystemSpeechProblem> {
    Err(SystemSpeechProblem::MacOs)
}

/// Without the `speech` feature there is no system speech.
#[cfg(not(feature = "speech"))]
fn system_speaker(
    _options: &SoundOptions,
    _pack: &VoicePack,
    _nvda: bool,
) -> Result<Box<dyn Speaker>, SystemSpeechProblem> {
    Err(SystemSpeechProblem::NotBuilt)
}

/// Opens the outputs: the tones and the player's voice as two lanes on the player's channels (so that a voice
/// interrupted never takes a tone with it), the announcements as a third lane of the same device on other channels
/// or a lane of their own device. Announcements on the player's very output (the same device and channels) have no
/// lane of their own: one voice says both. When only one of two devices opens, it carries everything, and a notice
/// says so.
#[cfg(feature = "audio")]
fn open_outputs(
    options: &SoundOptions,
    pack: &VoicePack,
    notices: &mut Vec<String>,
) -> Result<Outputs, SoundError> {
    use super::audio::open_lanes;
    let player = &options.player_output;
    let announce = &options.announce_output;
    let boxed = |lane: super::audio::Lane| -> Box<dyn Player> { Box::new(lane) };
    if player == announce {
        let lanes = open_lanes(
            player.device.as_deref(),
            &[player.channels, player.channels],
        )?;
        let [tones, voice] =
            <[_; 2]>::try_from(lanes).map_err(|_| SoundError::TooFewLanes { one: true })?;
        return Ok(Outputs {
            tones: boxed(tones),
            player: boxed(voice),
            announce: None,
        });
    }
    if player.device == announce.device {
        let lanes = open_lanes(
            player.device.as_deref(),
            &[player.channels, player.channels, announce.channels],
        )?;
        let [tones, voice, announce] =
            <[_; 3]>::try_from(lanes).map_err(|_| SoundError::TooFewLanes { one: true })?;
        return Ok(Outputs {
            tones: boxed(tones),
            player: boxed(voice),
            announce: Some(boxed(announce)),
        });
    }
    let players = open_lanes(
        player.device.as_deref(),
        &[player.channels, player.channels],
    )
    .map_err(|source| SoundError::Output {
        output: player.to_string(),
        source,
    });
    let announcer =
        open_lanes(announce.device.as_deref(), &[announce.channels]).map_err(|source| {
            SoundError::Output {
                output: announce.to_string(),
                source,
            }
        });
    match (players, announcer) {
        (Ok(mut players), Ok(mut announcer)) => {
            let (Some(voice), Some(tones), Some(announce)) =
                (players.pop(), players.pop(), announcer.pop())
            else {
                return Err(SoundError::TooFewLanes { one: false });
            };
            Ok(Outputs {
                tones: boxed(tones),
                player: boxed(voice),
                announce: Some(boxed(announce)),
            })
        }
        (Err(a), Err(b)) => Err(SoundError::Neither(Box::new(a), Box::new(b))),
        (Ok(mut players), Err(why)) => {
            notices.push(pack.phrase(
                PhraseKey::NoticeAnnouncementsMoved,
                &[
                    ("reason", &why.words(pack)),
                    ("output", &player.to_string()),
                ],
            ));
            let (Some(voice), Some(tones)) = (players.pop(), players.pop()) else {
                return Err(SoundError::TooFewLanes { one: true });
            };
            Ok(Outputs {
                tones: boxed(tones),
                player: boxed(voice),
                announce: None,
            })
        }
        (Err(why), Ok(mut announcer)) => {
            notices.push(pack.phrase(
                PhraseKey::NoticeAllToOneOutput,
                &[
                    ("reason", &why.words(pack)),
                    ("output", &announce.to_string()),
                ],
            ));
            let only = SharedPlayer::new(boxed(announcer.pop().ok_or(SoundError::NoLane)?));
            Ok(Outputs {
                tones: Box::new(only.clone()),
                player: Box::new(only),
                announce: None,
            })
        }
    }
}

/// Without the `audio` feature there is no sound device.
#[cfg(not(feature = "audio"))]
fn open_outputs(
    _options: &SoundOptions,
    _pack: &VoicePack,
    _notices: &mut Vec<String>,
) -> Result<Outputs, SoundError> {
    Err(SoundError::NotBuilt)
}
