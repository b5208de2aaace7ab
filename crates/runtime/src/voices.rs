//! Voice packs on disk: a shipped pack by name or a pack folder by path, and where a pack's clips are. The packs'
//! words are embedded in the program (`tactus_core::voice`); their recorded clips are files.

use std::path::{Path, PathBuf};

use tactus_core::voice::{builtin_names, PackError, VoicePack};

/// The environment variable naming the folder that holds the shipped packs' folders on disk (for their clips,
/// which are not embedded); without it, the `voices/` folder of the source tree the program was built from.
pub const VOICES_VARIABLE: &str = "TACTUS_VOICES";

/// Loads a shipped pack by name, or a pack folder by path (a folder holding `pack.toml`).
///
/// # Errors
/// A [`PackError`] naming the pack, the file and what is wrong or missing.
pub fn load(name_or_path: &str) -> Result<VoicePack, PackError> {
    if VoicePack::is_builtin(name_or_path) {
        return VoicePack::builtin(name_or_path);
    }
    let dir = Path::new(name_or_path);
    let file = dir.join("pack.toml");
    let file_name = file.display().to_string();
    match std::fs::read_to_string(&file) {
        Ok(text) => VoicePack::parse(name_or_path, &file_name, &text)
            .map(|pack| pack.in_folder(dir.to_path_buf())),
        Err(e) => Err(PackError {
            pack: name_or_path.to_string(),
            file: file_name,
            problem: format!(
                "cannot read it ({e}); the shipped packs are {}",
                builtin_names().join(", ")
            ),
        }),
    }
}

/// The pack's folder on disk, where its clips are (`<folder>/clips`): the folder a pack was loaded from, or for a
/// shipped pack `$TACTUS_VOICES/<name>` when that variable is set, else `voices/<name>` in the source tree.
#[must_use]
pub fn folder(pack: &VoicePack) -> PathBuf {
    pack.folder_in(&shipped(
        std::env::var_os(VOICES_VARIABLE).map(PathBuf::from),
    ))
}

/// Where the shipped packs' folders are, given `$TACTUS_VOICES`.
fn shipped(variable: Option<PathBuf>) -> PathBuf {
    variable.unwrap_or_else(source_voices)
}

/// The `voices/` folder of the source tree.
fn source_voices() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../voices")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_folder_names_the_shipped_packs() {
        let err = load("/nonexistent/klingon").unwrap_err();
        assert!(err.problem.contains("fide"), "{err}");
        assert!(err.file.ends_with("pack.toml"));
    }

    #[test]
    fn a_folder_pack_is_found_in_its_folder() {
        let dir = tempfile::tempdir().unwrap();
        let fide = std::fs::read_to_string(source_voices().join("fide/pack.toml")).unwrap();
        std::fs::write(dir.path().join("pack.toml"), fide).unwrap();
        let pack = load(dir.path().to_str().unwrap()).unwrap();
        assert_eq!(folder(&pack), dir.path());
    }

    #[test]
    fn a_shipped_pack_is_found_in_tactus_voices_or_the_source_tree() {
        let pack = load("nato").unwrap();
        assert_eq!(
            pack.folder_in(&shipped(Some("/opt/tactus/voices".into()))),
            Path::new("/opt/tactus/voices/nato")
        );
        let source = pack.folder_in(&shipped(None));
        assert!(source.join("pack.toml").is_file(), "{}", source.display());
        let expected = match std::env::var_os(VOICES_VARIABLE) {
            Some(voices) => Path::new(&voices).join("nato"),
            None => source,
        };
        assert_eq!(folder(&pack), expected);
    }
}
