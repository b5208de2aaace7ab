//! What `tactus games`, `tactus voices` and `tactus compare` print, whole: one line for each game journal of the
//! games folder, or for each shipped voice pack, or the comparison of two scoresheets; as text, or as JSON.

use std::{path::Path, sync::Arc};

use tactus_core::{builtin_names, Comparison, PackError, PhraseKey, Style, VoicePack, Wording};

use crate::{compared_sheets::describe, games_list::list, voices_listing::pack_line};

/// The game journals of `folder`, newest first, one line each; as text, a sentence naming the folder when it holds
/// none.
#[must_use]
pub fn games(folder: &Path, wording: &Arc<Wording>, json: bool) -> String {
    let pack = &wording.pack;
    let games = list(folder, wording);
    if games.is_empty() && !json {
        let folder = folder.display().to_string();
        return pack.phrase(PhraseKey::GamesNone, &[("folder", &folder)]) + "\n";
    }
    games
        .iter()
        .map(|game| match json {
            false => game.text_line(pack) + "\n",
            true => game.json_line() + "\n",
        })
        .collect()
}

/// Every shipped voice pack, one line each.
///
/// # Errors
/// A shipped pack that does not load (a broken build).
pub fn voices(json: bool) -> Result<String, PackError> {
    builtin_names()
        .into_iter()
        .map(|name| Ok(pack_line(name, &crate::voices::load(name)?, json) + "\n"))
        .collect()
}

/// `comparison` in `pack`'s words with `style`, one line each, or as one JSON object.
///
/// # Errors
/// The comparison cannot be written as JSON.
pub fn comparison(
    pack: &VoicePack,
    style: Style,
    comparison: &Comparison,
    json: bool,
) -> Result<String, serde_json::Error> {
    Ok(match json {
        true => serde_json::to_string(&comparison.json())? + "\n",
        false => describe(pack, style, comparison).join("\n") + "\n",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wording() -> Arc<Wording> {
        Arc::new(Wording {
            pack: crate::voices::load("en").unwrap(),
            style: tactus_core::Style::Short,
        })
    }

    #[test]
    fn no_games_is_said_in_text_and_nothing_in_json() {
        let folder = tempfile::tempdir().unwrap();
        let said = games(folder.path(), &wording(), false);
        assert!(said.ends_with('\n'));
        assert!(said.contains(&folder.path().display().to_string()));
        assert_eq!(games(folder.path(), &wording(), true), "");
    }

    #[test]
    fn a_comparison_is_told_in_words_or_json() {
        use tactus_core::{compare_sheets, MoveReader, Notation, Sheet};
        let pack = crate::voices::load("en").unwrap();
        let reader = MoveReader::for_pack(Notation::En, &pack);
        let a = Sheet::read(b"1. e4 e5 2. Nf3", &reader).unwrap();
        let b = Sheet::read(b"1. e4 e5 2. Nc3", &reader).unwrap();
        let compared = compare_sheets(&a, &b, &reader).unwrap();
        let words = comparison(&pack, Style::Short, &compared, false).unwrap();
        assert_eq!(
            words,
            describe(&pack, Style::Short, &compared).join("\n") + "\n"
        );
        let json = comparison(&pack, Style::Short, &compared, true).unwrap();
        assert!(json.starts_with('{') && json.ends_with("}\n"));
    }

    #[test]
    fn every_shipped_pack_has_its_line() {
        let text = voices(false).unwrap();
        assert_eq!(text.lines().count(), builtin_names().len());
        let json = voices(true).unwrap();
        assert!(json.lines().all(|line| line.starts_with('{')));
    }
}
