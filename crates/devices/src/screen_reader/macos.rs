//! VoiceOver on macOS: its process, found with `pgrep`.

/// "VoiceOver" when its process runs.
pub(crate) fn running() -> Option<String> {
    std::process::Command::new("pgrep")
        .args(["-x", "VoiceOver"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
        .then(|| "VoiceOver".to_string())
}
