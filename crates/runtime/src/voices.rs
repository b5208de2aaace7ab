//! Voice packs on disk: a shipped pack by name or a pack folder by path, and where a pack's clips are. The packs'
//! words are embedded in the program (`tactus_core::voice`); their recorded clips are files, found wherever tactus
//! is installed without any setting:
//!
//! 1. `$TACTUS_VOICES`, when set (and then only there);
//! 2. the user's data folder: `<data folder>/tactus/voices` (packs a user adds or replaces);
//! 3. beside the program: `voices/` next to `tactus` or `tactus.exe` (the Windows zip, the Linux archive);
//! 4. the packager's folder: `../share/tactus/voices` from the program (`/usr/bin` → `/usr/share`, the archive's
//!    `bin/` → `share/`); never another installation's folder (a copy of the program elsewhere does not borrow the
//!    .deb's `/usr/share/tactus/voices`, whose clips may be of another version);
//! 5. the source tree the program was built from, only when it runs from there (`cargo run`, `cargo test`, or a
//!    program under the tree's `target/`).
//!
//! A pack's clips are its own folder's, then those of the pack it extends, for the words it has no clip of.

use std::{
    ffi::OsString,
    path::{Path, PathBuf},
};

use tactus_core::{builtin_names, PackError, PhraseKey, VoicePack};

/// The environment variable naming the folder that holds the shipped packs' folders (for their clips, which are
/// not embedded); when set, the only place looked at.
pub(crate) const VOICES_VARIABLE: &str = "TACTUS_VOICES";

/// Where a shipped pack's clips were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// `$TACTUS_VOICES`.
    Variable,
    /// The user's data folder.
    UserData,
    /// Beside the program.
    BesideProgram,
    /// The packager's data folder.
    Installed,
    /// The source tree the program was built from.
    SourceTree,
}

impl Origin {
    /// A few words for `tactus devices`.
    #[must_use]
    pub(crate) fn describe(self) -> &'static str {
        match self {
            Origin::Variable => "from TACTUS_VOICES",
            Origin::UserData => "from the user's data folder",
            Origin::BesideProgram => "beside the program",
            Origin::Installed => "installed with the program",
            Origin::SourceTree => "from the source tree",
        }
    }
}

/// An environment variable's value, if set and not empty.
pub(crate) type Variable = Box<dyn Fn(&str) -> Option<OsString>>;

/// What the search depends on: the environment and the running program's path.
pub struct Surroundings {
    pub(crate) variable: Variable,
    pub(crate) program: Option<PathBuf>,
    pub(crate) data_folder: PathBuf,
}

impl Surroundings {
    /// This process's.
    #[must_use]
    pub fn here() -> Surroundings {
        Surroundings {
            variable: Box::new(|name| std::env::var_os(name).filter(|v| !v.is_empty())),
            program: std::env::current_exe().ok(),
            data_folder: crate::journal::data_folder(),
        }
    }
}

/// The folders that may hold the shipped packs' folders, in the order they are looked at.
#[must_use]
pub(crate) fn places(around: &Surroundings) -> Vec<(Origin, PathBuf)> {
    if let Some(folder) = (around.variable)(VOICES_VARIABLE) {
        return vec![(Origin::Variable, PathBuf::from(folder))];
    }
    let mut places = vec![(
        Origin::UserData,
        around.data_folder.join("tactus").join("voices"),
    )];
    // Running from the source tree, its voices come before any installed copy, which may be older.
    if runs_from_source(around) {
        places.push((Origin::SourceTree, source_voices()));
    }
    if let Some(bin) = around.program.as_deref().and_then(Path::parent) {
        places.push((Origin::BesideProgram, bin.join("voices")));
        if let Some(prefix) = bin.parent() {
            places.push((
                Origin::Installed,
                prefix.join("share").join("tactus").join("voices"),
            ));
        }
    }
    places.dedup_by(|a, b| a.1 == b.1);
    places
}

/// Whether the program runs from the source tree it was built from: under `cargo run` or `cargo test` there, or
/// from the tree's `target/`.
pub(crate) fn runs_from_source(around: &Surroundings) -> bool {
    let root = canonical(&source_root());
    let under_cargo = (around.variable)("CARGO_MANIFEST_DIR")
        .is_some_and(|dir| canonical(Path::new(&dir)).starts_with(&root));
    let in_target = around
        .program
        .as_deref()
        .is_some_and(|program| canonical(program).starts_with(root.join("target")));
    under_cargo || in_target
}

fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

/// Where the shipped pack `name`'s clips are: the first place with a `<name>/clips` folder.
#[must_use]
pub(crate) fn find_shipped(name: &str, around: &Surroundings) -> Option<(Origin, PathBuf)> {
    places(around)
        .into_iter()
        .map(|(origin, place)| (origin, place.join(name)))
        .find(|(_, folder)| folder.join("clips").is_dir())
}

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
/// shipped pack the first place that has its clips (the first place looked at when none has), seen from `around`.
fn folder_in(pack: &VoicePack, around: &Surroundings) -> PathBuf {
    let shipped = find_shipped(&pack.name, around)
        .and_then(|(_, folder)| folder.parent().map(Path::to_path_buf))
        .or_else(|| places(around).into_iter().next().map(|(_, place)| place))
        .unwrap_or_else(source_voices);
    pack.folder_in(&shipped)
}

/// The clip folders of `pack`, its own first, then those of the packs it extends: each with the pack's name.
#[must_use]
pub fn clip_folders(pack: &VoicePack) -> Vec<(String, PathBuf)> {
    let around = Surroundings::here();
    let mut folders = vec![(pack.name.clone(), folder_in(pack, &around).join("clips"))];
    let mut base = pack.extends.clone();
    while let Some(name) = base.take() {
        if folders.iter().any(|(seen, _)| *seen == name) || folders.len() > 4 {
            break;
        }
        if let Ok(extended) = VoicePack::builtin(&name) {
            folders.push((name, folder_in(&extended, &around).join("clips")));
            base = extended.extends;
        }
    }
    folders
}

/// eSpeak NG's data for the built-in voice's words without a clip: the `espeak-ng-data` folder of the first place
/// that holds one (beside the shipped packs), or `None`.
#[must_use]
pub fn synthesizer_data() -> Option<PathBuf> {
    places(&Surroundings::here())
        .into_iter()
        .map(|(_, place)| place.join("espeak-ng-data"))
        .find(|folder| folder.join("phontab").is_file())
}

/// For a shipped pack that none of the places holds, why its clips cannot be used, in its words, naming every place
/// looked in ("no clips of fide in A, B or C"); `None` when the pack's clips were found or it has a folder of its own
/// (then the folder's or file's own problem says why).
#[must_use]
pub fn clips_nowhere(pack: &VoicePack) -> Option<String> {
    clips_nowhere_in(pack, &Surroundings::here())
}

fn clips_nowhere_in(pack: &VoicePack, around: &Surroundings) -> Option<String> {
    let shipped = pack.folder_in(Path::new("")) == Path::new(&pack.name);
    if !shipped || find_shipped(&pack.name, around).is_some() {
        return None;
    }
    let places: Vec<String> = places(around)
        .into_iter()
        .map(|(_, place)| place.display().to_string())
        .collect();
    Some(pack.phrase(
        PhraseKey::ReasonNoClips,
        &[("pack", &pack.name), ("places", &pack.list(&places))],
    ))
}

/// The `voices/` folder of the source tree.
fn source_voices() -> PathBuf {
    source_root().join("voices")
}

/// The source tree's top folder.
pub(crate) fn source_root() -> PathBuf {
    canonical(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
}

/// Where the shipped packs `names` have their clips on this system (the pack, where in words, the folder), and every
/// place looked in.
#[must_use]
pub fn shipped_places(names: &[&str]) -> (Vec<(String, String, String)>, Vec<String>) {
    let around = Surroundings::here();
    let found = names
        .iter()
        .filter_map(|name| {
            find_shipped(name, &around).map(|(origin, folder)| {
                (
                    (*name).to_string(),
                    origin.describe().to_string(),
                    folder.display().to_string(),
                )
            })
        })
        .collect();
    let searched = places(&around)
        .into_iter()
        .map(|(_, place)| place.display().to_string())
        .collect();
    (found, searched)
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
        let en = std::fs::read_to_string(source_voices().join("en/pack.toml")).unwrap();
        std::fs::write(dir.path().join("pack.toml"), en).unwrap();
        let pack = load(dir.path().to_str().unwrap()).unwrap();
        assert_eq!(folder_in(&pack, &Surroundings::here()), dir.path());
    }

    fn around(variables: &[(&str, &str)], program: &str) -> Surroundings {
        let variables: Vec<(String, OsString)> = variables
            .iter()
            .map(|(k, v)| (k.to_string(), OsString::from(v)))
            .collect();
        Surroundings {
            variable: Box::new(move |name| {
                variables
                    .iter()
                    .find(|(k, _)| k == name)
                    .map(|(_, v)| v.clone())
            }),
            program: Some(PathBuf::from(program)),
            data_folder: PathBuf::from("/home/ana/.local/share"),
        }
    }

    #[test]
    fn clips_found_nowhere_name_every_place_looked_in() {
        let pack = VoicePack::builtin("fide").unwrap();
        let installed = around(&[], "/nonexistent/bin/tactus");
        // Each place as the system writes its path (Windows' separators after the joins); never the system's
        // folder of another installation.
        let looked = [
            PathBuf::from("/home/ana/.local/share")
                .join("tactus")
                .join("voices"),
            PathBuf::from("/nonexistent/bin").join("voices"),
            PathBuf::from("/nonexistent")
                .join("share")
                .join("tactus")
                .join("voices"),
        ];
        let shown: Vec<String> = looked.iter().map(|p| p.display().to_string()).collect();
        let (last, others) = shown.split_last().unwrap();
        assert_eq!(
            clips_nowhere_in(&pack, &installed),
            Some(format!(
                "no clips of fide in {} or {last}",
                others.join(", ")
            ))
        );
        // Found, or a pack of its own folder: the folder's own problem says why.
        let tree = around(
            &[(VOICES_VARIABLE, source_voices().to_str().unwrap())],
            "/x/tactus",
        );
        assert_eq!(clips_nowhere_in(&pack, &tree), None);
        let own = pack.in_folder(PathBuf::from("/nonexistent/mine"));
        assert_eq!(clips_nowhere_in(&own, &installed), None);
    }

    #[test]
    fn the_shipped_voices_are_looked_for_where_tactus_is_installed() {
        let installed = around(&[], "/usr/bin/tactus");
        let expected: Vec<(Origin, PathBuf)> = [
            (Origin::UserData, "/home/ana/.local/share/tactus/voices"),
            (Origin::BesideProgram, "/usr/bin/voices"),
            (Origin::Installed, "/usr/share/tactus/voices"),
        ]
        .into_iter()
        .map(|(o, p)| (o, PathBuf::from(p)))
        .collect();
        assert_eq!(
            places(&installed),
            expected,
            "once: the prefix's share is /usr/share"
        );
        let unpacked = around(&[], "/opt/tactus-0.1.0/bin/tactus");
        let places_unpacked = places(&unpacked);
        assert!(places_unpacked.contains(&(
            Origin::Installed,
            PathBuf::from("/opt/tactus-0.1.0/share/tactus/voices")
        )));
        assert!(
            places_unpacked
                .iter()
                .all(|(o, _)| *o != Origin::SourceTree),
            "not built here"
        );
        assert!(
            !places_unpacked
                .iter()
                .any(|(_, p)| p == Path::new("/usr/share/tactus/voices")),
            "another installation's voices are not this copy's"
        );
        // The variable alone, when set.
        let variable = around(&[(VOICES_VARIABLE, "/srv/voices")], "/usr/bin/tactus");
        assert_eq!(
            places(&variable),
            [(Origin::Variable, PathBuf::from("/srv/voices"))]
        );
        // Under cargo in the source tree, the tree's voices come right after the user's own, before any installed
        // copy (which may be older than the tree).
        let root = source_root();
        let cargo = around(
            &[("CARGO_MANIFEST_DIR", root.to_str().unwrap())],
            "/elsewhere/tactus",
        );
        assert_eq!(
            places(&cargo).get(1),
            Some(&(Origin::SourceTree, source_voices()))
        );
        let built_here = around(&[], root.join("target/release/tactus").to_str().unwrap());
        let origins: Vec<Origin> = places(&built_here).iter().map(|(o, _)| *o).collect();
        assert_eq!(origins[..2], [Origin::UserData, Origin::SourceTree]);
        assert_eq!(origins.last(), Some(&Origin::Installed));
    }

    #[test]
    fn the_first_place_with_a_packs_clips_wins() {
        let dir = tempfile::tempdir().unwrap();
        let program = dir.path().join("bin/tactus");
        let beside = dir.path().join("bin/voices/fide/clips");
        let shared = dir.path().join("share/tactus/voices/en/clips");
        std::fs::create_dir_all(&beside).unwrap();
        std::fs::create_dir_all(&shared).unwrap();
        let around = around(&[], program.to_str().unwrap());
        assert_eq!(
            find_shipped("fide", &around),
            Some((
                Origin::BesideProgram,
                beside.parent().unwrap().to_path_buf()
            ))
        );
        assert_eq!(
            find_shipped("en", &around),
            Some((Origin::Installed, shared.parent().unwrap().to_path_buf()))
        );
        assert_eq!(find_shipped("de", &around), None);
    }

    #[test]
    fn a_pack_that_extends_another_reads_its_clips_too() {
        let fide = load("fide").unwrap();
        let folders: Vec<String> = clip_folders(&fide)
            .into_iter()
            .map(|(name, _)| name)
            .collect();
        assert_eq!(folders, ["fide", "en"]);
    }
}
