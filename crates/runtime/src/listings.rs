//! What `tactus games` and `tactus voices` print, whole: one line for each game journal of the games folder, or for
//! each shipped voice pack; as text, or as JSON lines.

use std::{path::Path, sync::Arc};

use tactus_core::{
    session::Wording,
    voice::{builtin_names, PackError, PhraseKey},
};

use crate::{games_list::list, voices_listing::pack_line};

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

#[cfg(test)]
mod tests {
    use super::*;

    fn wording() -> Arc<Wording> {
        Arc::new(Wording {
            pack: crate::voices::load("en").unwrap(),
            style: tactus_core::voice::Style::Short,
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
    fn every_shipped_pack_has_its_line() {
        let text = voices(false).unwrap();
        assert_eq!(text.lines().count(), builtin_names().len());
        let json = voices(true).unwrap();
        assert!(json.lines().all(|line| line.starts_with('{')));
    }
}
