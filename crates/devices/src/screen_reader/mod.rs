//! Whether a screen reader is running: Orca on Linux, NVDA, JAWS or Narrator on Windows, VoiceOver on macOS. With one
//! running, `--speech auto` leaves speech to it — it already reads every line tactus prints — so nothing is heard
//! twice.
//!
//! Looking is quick (a scan of the process table, or one system call) and never fails loudly: what cannot be looked
//! at counts as no screen reader. `TACTUS_SCREEN_READER` overrides the look: a name means that screen reader runs,
//! `none` (or empty) that none does — for a user whose screen reader is not recognised, and for the tests.

#[cfg(any(windows, test))]
mod known;
#[cfg(target_os = "linux")]
mod linux;
#[cfg(target_os = "macos")]
mod macos;
#[cfg(windows)]
mod windows;

/// The environment variable that overrides the look.
pub(crate) const SCREEN_READER_VARIABLE: &str = "TACTUS_SCREEN_READER";

/// The screen reader running, by name, if any.
#[must_use]
pub(crate) fn running() -> Option<String> {
    match std::env::var(SCREEN_READER_VARIABLE) {
        Ok(value) => overridden(&value),
        Err(_) => look(),
    }
}

/// Whether the screen reader found (by [`running`]) is NVDA: on Windows, `--speech system` then speaks through it.
#[must_use]
pub(crate) fn is_nvda(screen_reader: Option<&str>) -> bool {
    screen_reader.is_some_and(|name| name.trim().eq_ignore_ascii_case("NVDA"))
}

/// What `TACTUS_SCREEN_READER`'s value says.
fn overridden(value: &str) -> Option<String> {
    let value = value.trim();
    (!value.is_empty() && !value.eq_ignore_ascii_case("none")).then(|| value.to_string())
}

#[cfg(target_os = "linux")]
fn look() -> Option<String> {
    linux::running(std::path::Path::new("/proc"))
}

#[cfg(windows)]
fn look() -> Option<String> {
    windows::running()
}

#[cfg(target_os = "macos")]
fn look() -> Option<String> {
    macos::running()
}

#[cfg(not(any(target_os = "linux", windows, target_os = "macos")))]
fn look() -> Option<String> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_names_a_screen_reader_or_none() {
        assert_eq!(overridden("NVDA"), Some("NVDA".to_string()));
        assert_eq!(overridden(" Orca "), Some("Orca".to_string()));
        assert_eq!(overridden("none"), None);
        assert_eq!(overridden("NONE"), None);
        assert_eq!(overridden(""), None);
    }

    #[test]
    fn nvda_is_recognised_by_its_name_only() {
        assert!(is_nvda(Some("NVDA")));
        assert!(is_nvda(Some(" nvda ")));
        assert!(!is_nvda(Some("JAWS")));
        assert!(!is_nvda(Some("a screen reader")));
        assert!(!is_nvda(None));
    }
}
