//! What `tactus devices` says about Speech Dispatcher: whether it answers, and its voices' languages.

use std::path::Path;
use std::time::Duration;

use super::address;
use super::setup::{open, SLOW, START};
use crate::system_speech::survey::{describe_with, Stage};
use crate::system_speech::SpeechOptions;

/// One sentence about Speech Dispatcher for `tactus devices`: whether it answers, and how many voices in which
/// languages it has; never takes longer than `limit`.
#[must_use]
pub fn describe(limit: Duration) -> String {
    describe_with(limit, move |report| match address::from_environment() {
        Ok(path) => survey(&path, limit, report),
        Err(reason) => report(Stage::Absent(reason.cause())),
    })
}

/// The look behind [`describe`], at the server on `path`.
pub(super) fn survey(path: &Path, limit: Duration, report: &dyn Fn(Stage)) {
    let mut connection = match open(
        path,
        None,
        SpeechOptions::default(),
        "survey",
        START.min(limit),
    ) {
        Ok(connection) => connection,
        Err(reason) => return report(Stage::Absent(reason.cause())),
    };
    report(Stage::Found);
    let voices = connection
        .voices(SLOW)
        .map(|voices| voices.into_iter().map(|(_, language)| language).collect())
        .map_err(|e| e.cause());
    report(Stage::Voices(voices));
    connection.quit();
}
