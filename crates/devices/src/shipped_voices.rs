//! The shipped voice packs as the source tree holds them, for the unit tests of the devices that read clips: the
//! program itself is handed its clip folders by the binary, which finds them where tactus is installed.

use std::path::{Path, PathBuf};

use tactus_core::VoicePack;

/// The source tree's `voices/` folder.
pub(crate) fn source_voices() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../voices")
}

/// The shipped pack `name`.
pub(crate) fn pack(name: &str) -> VoicePack {
    VoicePack::builtin(name).unwrap_or_else(|e| panic!("{e}"))
}

/// The pack in `folder` (a folder holding `pack.toml`), found in that folder.
pub(crate) fn pack_in(folder: &Path) -> VoicePack {
    let file = folder.join("pack.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let name = folder.to_str().unwrap();
    VoicePack::parse(name, &file.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("{e}"))
        .in_folder(folder.to_path_buf())
}

/// The clip folders of `pack` in the source tree: its own first, then those of the packs it extends.
pub(crate) fn clip_folders(pack: &VoicePack) -> Vec<(String, PathBuf)> {
    let voices = source_voices();
    let mut folders = vec![(pack.name.clone(), pack.folder_in(&voices).join("clips"))];
    let mut base = pack.extends.clone();
    while let Some(name) = base.take() {
        let extended = self::pack(&name);
        folders.push((name, extended.folder_in(&voices).join("clips")));
        base = extended.extends;
    }
    folders
}
