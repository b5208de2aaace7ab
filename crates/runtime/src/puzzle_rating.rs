//! After a run of puzzles, those attempted and not yet in the rating history added to it, and the count the training
//! journal notes, so that a resumed run does not rate them twice.

use std::path::Path;

use tactus_core::Attempt;

use crate::puzzles;

/// `attempts` after the first `rated` added to the rating history in `folder`; the count of attempts rated then,
/// when any was added. A history that cannot be written only means they may be told again on a resume.
#[must_use]
pub fn rate_new(folder: &Path, attempts: &[Attempt], rated: usize) -> Option<usize> {
    let new = attempts.get(rated..).unwrap_or_default();
    if new.is_empty() {
        return None;
    }
    puzzles::record(folder, new).ok().map(|_| attempts.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(id: &str) -> Attempt {
        Attempt {
            id: id.into(),
            rating: 1500,
            solved: true,
        }
    }

    #[test]
    fn only_the_attempts_not_yet_rated_are_added() {
        let folder = tempfile::tempdir().unwrap();
        let attempts = [attempt("a"), attempt("b")];
        assert_eq!(rate_new(folder.path(), &attempts, 2), None);
        assert_eq!(puzzles::history(folder.path()).played, 0);
        assert_eq!(rate_new(folder.path(), &attempts, 1), Some(2));
        assert_eq!(puzzles::history(folder.path()).played, 1);
    }
}
