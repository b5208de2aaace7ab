//! What `tactus analyse` may open from lichess: a study (or one of its chapters), a game, a broadcast round, named
//! as `lichess:study/ID[/CHAPTER]`, `lichess:game/ID`, `lichess:broadcast/ROUND` or by their lichess addresses
//! (`https://lichess.org/study/ID/CHAPTER`, `https://lichess.org/GAME[/black]`,
//! `https://lichess.org/broadcast/TOUR/ROUND/ROUNDID`); and the path of the API that exports each as PGN.

/// Something on lichess that is exported as PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LichessSource {
    /// A study, whole (every chapter) or one chapter.
    Study {
        /// The study's id.
        id: String,
        /// The chapter's id, when one is named.
        chapter: Option<String>,
    },
    /// A game, by its id (the first 8 characters of a player's 12).
    Game(String),
    /// A broadcast's round, by its id.
    Broadcast(String),
}

/// The longest id lichess gives (a game's id with a player's part).
const LONGEST_ID: usize = 12;

impl LichessSource {
    /// `text` read as something on lichess; `None` when it names none (a file, a position).
    ///
    /// ```
    /// use tactus_core::LichessSource;
    /// assert_eq!(
    ///     LichessSource::parse("https://lichess.org/abcdefgh/black"),
    ///     Some(LichessSource::Game("abcdefgh".into()))
    /// );
    /// assert_eq!(LichessSource::parse("game.pgn"), None);
    /// ```
    #[must_use]
    pub fn parse(text: &str) -> Option<LichessSource> {
        let text = text.trim();
        if let Some(rest) = text.strip_prefix("lichess:") {
            return Self::named(rest);
        }
        let lower = text.to_ascii_lowercase();
        let rest = ["https://", "http://", ""]
            .iter()
            .find_map(|scheme| {
                let host = lower.strip_prefix(scheme)?;
                ["lichess.org/", "www.lichess.org/"]
                    .iter()
                    .find_map(|name| host.strip_prefix(name))
            })
            .map(|rest| &text[text.len() - rest.len()..])?;
        Self::addressed(rest.split(['?', '#']).next().unwrap_or(""))
    }

    /// `study/ID[/CHAPTER]`, `game/ID`, `broadcast/ROUND`.
    fn named(rest: &str) -> Option<LichessSource> {
        let parts: Vec<&str> = rest.split('/').collect();
        match parts.as_slice() {
            ["study", id] => Self::study(id, None),
            ["study", id, chapter] => Self::study(id, Some(chapter)),
            ["game", id] => Self::game(id),
            ["broadcast", round] => Some(LichessSource::Broadcast(id_of(round)?)),
            _ => None,
        }
    }

    /// A lichess address's path: `study/ID[/CHAPTER]`, `broadcast/TOUR/ROUND/ROUNDID[/GAME]`, `GAME[/COLOR]`.
    fn addressed(path: &str) -> Option<LichessSource> {
        let parts: Vec<&str> = path.split('/').filter(|part| !part.is_empty()).collect();
        match parts.as_slice() {
            ["study", id] => Self::study(id, None),
            ["study", id, chapter] => Self::study(id, Some(chapter)),
            ["broadcast", _, _, round] | ["broadcast", _, _, round, _] => {
                Some(LichessSource::Broadcast(id_of(round)?))
            }
            [game] => Self::game(game),
            [game, "white" | "black"] => Self::game(game),
            _ => None,
        }
    }

    fn study(id: &str, chapter: Option<&str>) -> Option<LichessSource> {
        Some(LichessSource::Study {
            id: id_of(id)?,
            chapter: match chapter {
                Some(chapter) => Some(id_of(chapter)?),
                None => None,
            },
        })
    }

    /// A game's id: 8 characters, or a player's 12 whose first 8 are the game's.
    fn game(id: &str) -> Option<LichessSource> {
        let id = id_of(id)?;
        match id.len() {
            8 => Some(LichessSource::Game(id)),
            12 => Some(LichessSource::Game(id[..8].to_string())),
            _ => None,
        }
    }

    /// The API's path that exports it as PGN, with its clocks, evaluations, comments and variations.
    #[must_use]
    pub fn export_path(&self) -> String {
        match self {
            LichessSource::Study { id, chapter: None } => {
                format!("/api/study/{id}.pgn?clocks=true&comments=true&variations=true")
            }
            LichessSource::Study {
                id,
                chapter: Some(chapter),
            } => format!("/api/study/{id}/{chapter}.pgn?clocks=true&comments=true&variations=true"),
            LichessSource::Game(id) => {
                format!("/game/export/{id}?clocks=true&evals=true&opening=true&literate=false")
            }
            LichessSource::Broadcast(round) => format!("/api/broadcast/round/{round}.pgn"),
        }
    }

    /// Whether it is a study (whole or a chapter).
    #[must_use]
    pub fn is_study(&self) -> bool {
        matches!(self, LichessSource::Study { .. })
    }
}

/// An id as lichess writes them: letters and digits only, at most [`LONGEST_ID`] (so nothing else reaches a path).
fn id_of(text: &str) -> Option<String> {
    let good = !text.is_empty()
        && text.len() <= LONGEST_ID
        && text.bytes().all(|b| b.is_ascii_alphanumeric());
    good.then(|| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn study(id: &str, chapter: Option<&str>) -> Option<LichessSource> {
        Some(LichessSource::Study {
            id: id.into(),
            chapter: chapter.map(str::to_string),
        })
    }

    #[test]
    fn the_named_forms_and_the_addresses_name_the_same_things() {
        assert_eq!(
            LichessSource::parse("lichess:study/AbCd1234"),
            study("AbCd1234", None)
        );
        assert_eq!(
            LichessSource::parse("lichess:study/AbCd1234/Ch4pter1"),
            study("AbCd1234", Some("Ch4pter1"))
        );
        assert_eq!(
            LichessSource::parse("https://lichess.org/study/AbCd1234/Ch4pter1#3"),
            study("AbCd1234", Some("Ch4pter1"))
        );
        let game = Some(LichessSource::Game("q7ZvsdUF".into()));
        for text in [
            "lichess:game/q7ZvsdUF",
            "https://lichess.org/q7ZvsdUF",
            "https://lichess.org/q7ZvsdUF/black",
            "https://lichess.org/q7ZvsdUFabcd",
            "lichess.org/q7ZvsdUF?x=1",
            "https://www.lichess.org/q7ZvsdUF#12",
        ] {
            assert_eq!(LichessSource::parse(text), game, "{text}");
        }
        let round = Some(LichessSource::Broadcast("r0und123".into()));
        assert_eq!(LichessSource::parse("lichess:broadcast/r0und123"), round);
        assert_eq!(
            LichessSource::parse("https://lichess.org/broadcast/the-open/round-3/r0und123"),
            round
        );
        assert_eq!(
            LichessSource::parse(
                "https://lichess.org/broadcast/the-open/round-3/r0und123/g4me5678"
            ),
            round
        );
    }

    #[test]
    fn what_names_nothing_on_lichess_is_none() {
        for text in [
            "game.pgn",
            "6k1/8/8/8/8/8/8/K6R w - - 0 1",
            "lichess:study/../../etc",
            "lichess:game/short",
            "lichess:puzzle/abc",
            "https://lichess.org/study",
            "https://lichess.org/@/someone/all",
            "https://example.org/q7ZvsdUF",
            "lichess:study/a%2Fb",
        ] {
            assert_eq!(LichessSource::parse(text), None, "{text}");
        }
    }

    #[test]
    fn each_is_exported_with_its_clocks_comments_and_lines() {
        let chapter = study("s", Some("c")).unwrap();
        assert!(chapter.export_path().starts_with("/api/study/s/c.pgn?"));
        assert!(chapter.export_path().contains("variations=true"));
        assert!(chapter.is_study());
        let whole = study("s", None).unwrap();
        assert!(whole.export_path().starts_with("/api/study/s.pgn?"));
        assert!(!LichessSource::Game("q7ZvsdUF".into()).is_study());
        let game = LichessSource::Game("q7ZvsdUF".into());
        assert!(game
            .export_path()
            .starts_with("/game/export/q7ZvsdUF?clocks=true"));
        assert_eq!(
            LichessSource::Broadcast("r".into()).export_path(),
            "/api/broadcast/round/r.pgn"
        );
    }
}
