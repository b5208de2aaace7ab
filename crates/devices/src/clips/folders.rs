//! Where a pack's recorded clips are, as the program found them (the binary looks where tactus is installed and
//! hands the folders over): the pack's own folder, then those of the packs it extends.

use std::path::PathBuf;

use tactus_core::VoicePack;

use super::{ClipError, ClipLibrary, Synthesizer};

/// Why a pack's clips cannot be used, in words for the user.
#[derive(Clone, Debug, thiserror::Error)]
pub enum ClipsError {
    /// None of the places looked in holds the shipped pack's clips: the sentence naming them, in the pack's words.
    #[error("{0}")]
    Nowhere(String),
    /// A folder or a file that cannot be used, and why.
    #[error(transparent)]
    Unusable(#[from] ClipError),
}

impl ClipsError {
    /// Why, in the pack's words.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        match self {
            ClipsError::Nowhere(why) => why.clone(),
            ClipsError::Unusable(error) => error.words(pack),
        }
    }
}

/// A pack's clip folders, and what to say when none of the places looked in holds them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClipFolders {
    /// The pack's own clip folder first, then those of the packs it extends, each with its pack's name.
    pub folders: Vec<(String, PathBuf)>,
    /// For a shipped pack whose clips none of the places holds: why, naming every place looked in, said instead of
    /// the missing folder's own problem.
    pub nowhere: Option<String>,
    /// eSpeak NG's data (`voices/espeak-ng-data`), for the words without a clip; without it they are spelled.
    pub synthesizer: Option<PathBuf>,
}

impl ClipFolders {
    /// Reads `pack`'s clips from every folder ([`ClipLibrary::load`]), with the synthesizer when its data is there.
    ///
    /// # Errors
    /// Why the clips cannot be used: `ClipsError::Nowhere` when [`ClipFolders::nowhere`] is set, else the folder or
    /// file that cannot be used and why.
    pub fn load(&self, pack: &VoicePack) -> Result<ClipLibrary, ClipsError> {
        let library = ClipLibrary::load(pack, &self.folders).map_err(|e| match &self.nowhere {
            Some(why) => ClipsError::Nowhere(why.clone()),
            None => ClipsError::Unusable(e),
        })?;
        let synth = self.synthesizer.as_deref().and_then(Synthesizer::open);
        Ok(library.with_synthesizer(synth))
    }
}
