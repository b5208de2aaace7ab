//! `tactus voices`: a shipped voice pack in one line, as text or as JSON.

use tactus_core::{VoicePack, DEFAULT_PACK};

/// The line of `pack`, shipped as `shipped`: its name (the default marked), what it is and its languages; as JSON
/// when `json`.
#[must_use]
pub(crate) fn pack_line(shipped: &str, pack: &VoicePack, json: bool) -> String {
    let default = shipped == DEFAULT_PACK;
    if json {
        return serde_json::json!({
            "name": pack.name,
            "description": pack.description,
            "move_language": pack.move_language,
            "phrase_language": pack.phrase_language,
            "default": default,
        })
        .to_string();
    }
    format!(
        "{}{}: {} (moves in {}, phrases in {})",
        pack.name,
        if default { " (default)" } else { "" },
        pack.description,
        pack.move_language,
        pack.phrase_language
    )
}
