//! Where `tactus listen` starts: the pause of `--autoplay` checked, the game chosen from its file (by number, by a
//! player's name, else the first), and the session at the game's start.

use std::path::Path;

use tactus_core::{
    choose_listen_game, seconds_to_ms, Choice, ListenSession, MoveReader, Notation, PhraseKey,
    Style, VoicePack,
};

use crate::{games_file::read_games_file, Worded};

/// What the user chose of the listening.
pub struct ListenChoice<'a> {
    /// The PGN file.
    pub pgn: &'a Path,
    /// Which of its games.
    pub game: Choice,
    /// The pause between moves played from the start, in seconds.
    pub autoplay: Option<f64>,
    /// Whether an opening's name is said when a move reaches it.
    pub openings: bool,
    /// How much an announcement says.
    pub style: Style,
    /// Whether time is virtual.
    pub virtual_time: bool,
}

/// The listening `choice` makes, in `pack`'s words, the file's moves read with `letters`.
///
/// # Errors
/// An autoplay pause out of range, a file that cannot be read, a game that is not in it or whose moves cannot be
/// played.
pub fn listen_session(
    choice: ListenChoice<'_>,
    pack: &VoicePack,
    letters: Notation,
) -> Result<ListenSession, Worded> {
    let autoplay = choice
        .autoplay
        .map(|seconds| {
            seconds_to_ms(seconds).ok_or_else(|| {
                Worded(pack.phrase(
                    PhraseKey::ListenAutoplayRange,
                    &[("seconds", &seconds.to_string())],
                ))
            })
        })
        .transpose()?;
    let (bytes, path_name) = read_games_file(choice.pgn, pack)?;
    let reader = MoveReader::for_pack(letters, pack);
    let game = choose_listen_game(&bytes, &path_name, &choice.game, pack, &reader)
        .map_err(Worded::from)?;
    let session = ListenSession::new(
        game,
        pack.clone(),
        choice.style,
        autoplay,
        choice.virtual_time,
    );
    Ok(if choice.openings {
        session.saying_openings()
    } else {
        session
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(pgn: &Path, autoplay: Option<f64>) -> ListenChoice<'_> {
        ListenChoice {
            pgn,
            game: Choice::First,
            autoplay,
            openings: false,
            style: Style::Short,
            virtual_time: true,
        }
    }

    fn listened(pgn: &Path, autoplay: Option<f64>) -> Result<ListenSession, Worded> {
        let pack = crate::voices::load("en").unwrap();
        listen_session(choice(pgn, autoplay), &pack, Notation::En)
    }

    #[test]
    fn a_pause_out_of_range_is_refused_before_the_file_is_read() {
        let refused = listened(Path::new("/nonexistent/game.pgn"), Some(0.01));
        assert!(refused.is_err_and(|told| told.0.starts_with("--autoplay 0.01:")));
    }

    #[test]
    fn a_file_of_moves_is_listened_to() {
        let folder = tempfile::tempdir().unwrap();
        let pgn = folder.path().join("game.pgn");
        std::fs::write(&pgn, "1. e4 e5 2. Nf3 *\n").unwrap();
        assert!(listened(&pgn, Some(2.0)).is_ok());
        assert!(listened(&folder.path().join("none.pgn"), None).is_err());
    }
}
