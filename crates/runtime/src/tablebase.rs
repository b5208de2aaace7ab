//! The Syzygy endgame tables on disk, probed for `tactus endgame` (`shakmaty-syzygy`): the core asks through
//! [`tactus_core::Tablebase`] and never reads a file.
//!
//! Tables are read from every folder that holds some, all of them at once:
//!
//! 1. the folder given with `--tablebases`;
//! 2. the user's data folder: `<data folder>/tactus/tablebases` (tables a user adds: five pieces and more);
//! 3. the shipped 3- and 4-piece tables, from the first of: beside the program (`tablebases/` next to `tactus` or
//!    `tactus.exe`), the packager's folder (`../share/tactus/tablebases`, `/usr/share/tactus/tablebases`), and the
//!    source tree's `tables/syzygy` when the program runs from there.

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
};

use shakmaty::{Chess, Move};
use shakmaty_syzygy::{AmbiguousWdl, SyzygyError, Tablebase as Syzygy};
use tactus_core::SystemError;
use tactus_core::{material_of, Probe, ProbeError, Tablebase, Verdict};

use crate::voices::Surroundings;

/// Common endgames, in the tables' names, that `tactus endgame --list` reports as missing when they are not found.
pub(crate) const WANTED: [&str; 12] = [
    "KQvK", "KRvK", "KPvK", "KBNvK", "KBBvK", "KQvKR", "KRvKB", "KRvKN", "KQvKP", "KRPvKR",
    "KBPvKB", "KQPvKQ",
];

/// The tables found, and where.
pub struct Tables {
    syzygy: Syzygy<Chess>,
    folders: Vec<PathBuf>,
    covered: BTreeSet<String>,
    user_folder: PathBuf,
}

impl Tables {
    /// The tables in `extra` (from `--tablebases`), the user's data folder and the shipped folder.
    #[must_use]
    pub fn open(extra: Option<&Path>, around: &Surroundings) -> Tables {
        let user_folder = around.data_folder.join("tactus").join("tablebases");
        let shipped = shipped_places(around)
            .into_iter()
            .find(|folder| has_tables(folder));
        let folders: Vec<PathBuf> = extra
            .map(Path::to_path_buf)
            .into_iter()
            .chain([user_folder.clone()])
            .chain(shipped)
            .collect();
        let mut syzygy = Syzygy::new();
        let mut covered = BTreeSet::new();
        let mut used = Vec::new();
        for folder in folders {
            if syzygy.add_directory(&folder).is_ok_and(|added| added > 0) {
                covered.extend(materials_in(&folder));
                used.push(folder);
            }
        }
        Tables {
            syzygy,
            folders: used,
            covered,
            user_folder,
        }
    }

    /// The materials with both tables (WDL and DTZ), in the tables' names.
    #[must_use]
    pub fn covered(&self) -> Vec<String> {
        self.covered.iter().cloned().collect()
    }

    /// The common endgames of `WANTED` with no tables here.
    #[must_use]
    pub fn missing(&self) -> Vec<&'static str> {
        WANTED
            .into_iter()
            .filter(|name| !self.covered.contains(*name))
            .collect()
    }

    /// The folders tables were read from.
    #[must_use]
    pub fn folders(&self) -> &[PathBuf] {
        &self.folders
    }

    /// Where the user puts more tables: the data folder's `tablebases`.
    #[must_use]
    pub fn user_folder(&self) -> &Path {
        &self.user_folder
    }
}

/// The places the shipped tables may be, in the order they are looked at.
fn shipped_places(around: &Surroundings) -> Vec<PathBuf> {
    let mut places = Vec::new();
    if crate::voices::runs_from_source(around) {
        places.push(crate::voices::source_root().join("tables").join("syzygy"));
    }
    if let Some(bin) = around.program.as_deref().and_then(Path::parent) {
        places.push(bin.join("tablebases"));
        if let Some(prefix) = bin.parent() {
            places.push(prefix.join("share").join("tactus").join("tablebases"));
        }
    }
    if cfg!(unix) {
        places.push(PathBuf::from("/usr/share/tactus/tablebases"));
    }
    places
}

fn has_tables(folder: &Path) -> bool {
    !materials_in(folder).is_empty()
}

/// The materials with both a `.rtbw` and a `.rtbz` file in `folder`.
fn materials_in(folder: &Path) -> BTreeSet<String> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return BTreeSet::new();
    };
    let names: BTreeSet<String> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().into_string().ok())
        .collect();
    names
        .iter()
        .filter_map(|name| name.strip_suffix(".rtbw"))
        .filter(|stem| names.contains(&format!("{stem}.rtbz")))
        .map(String::from)
        .collect()
}

impl Tablebase for Tables {
    fn probe(&self, pos: &Chess) -> Result<Probe, ProbeError> {
        let dtz = self.syzygy.probe_dtz(pos).map_err(|e| problem(pos, &e))?;
        let wdl = self.syzygy.probe_wdl(pos).map_err(|e| problem(pos, &e))?;
        let verdict = match wdl {
            AmbiguousWdl::Win => Verdict::Win,
            AmbiguousWdl::Loss => Verdict::Loss,
            // A win or loss the fifty-move rule takes away, or may: a draw under the rules played.
            _ => Verdict::Draw,
        };
        let plies = dtz.ignore_rounding().0.unsigned_abs();
        Ok(Probe {
            verdict,
            dtz: if verdict == Verdict::Draw { 0 } else { plies },
        })
    }

    fn best_move(&self, pos: &Chess) -> Result<Option<Move>, ProbeError> {
        self.syzygy
            .best_move(pos)
            .map(|best| best.map(|(mv, _)| mv))
            .map_err(|e| problem(pos, &e))
    }
}

/// A probe's failure as the core sees it: a missing table by its material, a table unread by the system's error
/// kind.
fn problem(pos: &Chess, error: &SyzygyError) -> ProbeError {
    match error {
        SyzygyError::MissingTable { material, .. } => ProbeError::Missing(material.to_string()),
        SyzygyError::TooManyPieces => ProbeError::Missing(material_of(pos)),
        SyzygyError::Castling => ProbeError::Castling,
        SyzygyError::ProbeFailed {
            material, error, ..
        } => match error.as_ref() {
            shakmaty_syzygy::ProbeError::Read { error } => ProbeError::Unreadable {
                material: material.to_string(),
                problem: SystemError::from(error),
            },
            _ => ProbeError::Damaged {
                material: material.to_string(),
            },
        },
    }
}

#[cfg(test)]
mod tests;
