//! A pause between moves as the listener's `play` takes it: seconds, between the shortest and the longest.

/// The longest pause `play` takes between moves, in seconds.
const LONGEST_PAUSE_S: f64 = 3600.0;
/// The shortest pause, in seconds.
const SHORTEST_PAUSE_S: f64 = 0.1;

/// A pause in seconds ("2", "1.5", "2s") as milliseconds, if it is between the shortest and the longest.
#[must_use]
pub(crate) fn pause_ms(text: &str) -> Option<u64> {
    let seconds: f64 = text.trim().trim_end_matches('s').parse().ok()?;
    seconds_to_ms(seconds)
}

/// Seconds as whole milliseconds, if between the shortest and the longest pause.
#[must_use]
pub fn seconds_to_ms(seconds: f64) -> Option<u64> {
    if !(SHORTEST_PAUSE_S..=LONGEST_PAUSE_S).contains(&seconds) {
        return None;
    }
    // In range, so the rounded value is a small positive whole number.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    Some((seconds * 1000.0).round() as u64)
}
