//! A connection opened and made ready to speak: named, with reports of every message's beginning and end, at the
//! priority libspeechd's `spd_say` gave (important), with the user's rate and volume; and the time limits of its
//! commands.

use std::path::Path;
use std::time::Duration;

use super::connection::{Connection, OnEvent};
use super::error::SsipError;
use super::reply::{Event, EventKind};
use super::spawn::connect_or_start;
use crate::system_speech::engine::{EngineEvent, Events, Token};
use crate::system_speech::scales::{rate_value, volume_value};
use crate::system_speech::SpeechOptions;

/// For the server to answer a command on the way of an utterance (under the speaker's own limit for a call).
pub(super) const CALL: Duration = Duration::from_secs(3);
/// For the server to come up when it must be started (under the speaker's limit for the start).
pub(super) const START: Duration = Duration::from_secs(4);
/// For listing the voices or setting one, off the way of any utterance (about 0.1 s measured, more under load).
pub(super) const SLOW: Duration = Duration::from_secs(30);

/// Connection number and message number in one token.
pub(super) fn token(connection: usize, message: u64) -> Token {
    ((connection as u64) << 48) | (message & ((1 << 48) - 1))
}

/// A name the server accepts in `CLIENT_NAME` (no spaces or colons).
fn plain(name: &str) -> String {
    let plain: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    if plain.is_empty() {
        "user".into()
    } else {
        plain
    }
}

/// A setting on the server's scale, -100 to 100, as the whole number SSIP takes.
fn whole(value: f32) -> i32 {
    #[allow(clippy::cast_possible_truncation)] // clamped to -100..100 first
    let value = value.clamp(-100.0, 100.0).round() as i32;
    value
}

/// The command that sets a connection's rate to `percent` of the normal one (the server's scale: -100 to 100).
pub(super) fn rate_command(percent: u32) -> String {
    format!(
        "SET SELF RATE {}",
        whole(rate_value(percent, -100.0, 0.0, 100.0))
    )
}

/// Opens a connection (starting the server when nothing answers, within `start`) and sets it up: its name,
/// reports of every message's beginning and end, the priority libspeechd's `spd_say` gave (important), and the
/// options (the server's rate and volume run from -100 to 100, normal rate 0). `reports`: the connection's number
/// and where its events go; `None` for a connection that does not speak.
pub(super) fn open(
    path: &Path,
    reports: Option<(usize, Events)>,
    options: SpeechOptions,
    purpose: &str,
    start: Duration,
) -> Result<Connection, SsipError> {
    let stream = connect_or_start(path, start)?;
    let on_event: OnEvent = match reports {
        Some((index, events)) => Box::new(move |event: Event| {
            let token = Some(token(index, event.message));
            match event.kind {
                EventKind::Begin => events.send(EngineEvent::Begin(token)),
                EventKind::End => events.send(EngineEvent::End(token)),
                EventKind::Canceled => events.send(EngineEvent::Stopped(token)),
                EventKind::IndexMark | EventKind::Paused | EventKind::Resumed => {}
            }
        }),
        None => Box::new(|_| {}),
    };
    let mut connection = Connection::over(stream, on_event)?;
    let user = std::env::var("USER").unwrap_or_default();
    connection.command(
        &format!(
            "SET SELF CLIENT_NAME {}:tactus:{}",
            plain(&user),
            plain(purpose)
        ),
        CALL,
    )?;
    connection.command("SET SELF NOTIFICATION ALL on", CALL)?;
    connection.command("SET SELF PRIORITY important", CALL)?;
    // A setting the server refuses is left at its own (a server that does not answer fails the next command).
    if let Some(percent) = options.rate {
        let _ = connection.command(&rate_command(percent), CALL);
    }
    if let Some(percent) = options.volume {
        let volume = whole(volume_value(percent, -100.0, 100.0));
        let _ = connection.command(&format!("SET SELF VOLUME {volume}"), CALL);
    }
    Ok(connection)
}

/// Makes a speaking connection take its messages as SSML (`ssml.rs`) and speak `language` (BCP 47) with the
/// server's voice for it until a voice is set, so that a sentence said before its language's voice is found is
/// not given to the default (English) voice.
pub(super) fn speak_as(connection: &mut Connection, language: &str) -> Result<(), SsipError> {
    connection.command("SET SELF SSML_MODE on", CALL)?;
    if !language.trim().is_empty()
        && language
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        connection.command(&format!("SET SELF LANGUAGE {language}"), CALL)?;
    }
    Ok(())
}
