//! Which of the engine's voices speaks a language.

use super::voice_book::normalize;

/// Which of `voices` (name, BCP 47 language) speaks `wanted`: the exact language first, then the bare language
/// ("de" for "de-AT"), then its home region ("fr-FR" for "fr"), then the shortest tag; base voices before variants
/// ("English+Max"); ties by tag and name, so the choice is always the same. `None` when no voice has the language.
pub(super) fn choose_voice(voices: &[(String, String)], wanted: &str) -> Option<usize> {
    let wanted = normalize(wanted);
    let primary = wanted.split('-').next().unwrap_or_default().to_string();
    if primary.is_empty() {
        return None;
    }
    voices
        .iter()
        .enumerate()
        .filter_map(|(index, (name, language))| {
            let language = normalize(language);
            let mut parts = language.split('-');
            if parts.next() != Some(primary.as_str()) {
                return None;
            }
            let rank = if language == wanted {
                0
            } else if language == primary {
                1
            } else if parts.next() == Some(primary.as_str()) {
                2
            } else {
                3
            };
            let key = (
                rank,
                name.contains('+'),
                language.len(),
                language,
                name.clone(),
            );
            Some((key, index))
        })
        .min()
        .map(|(_, index)| index)
}
