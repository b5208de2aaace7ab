//! How the journal file is opened: for writing, never append-only. The journal cuts its file twice — a torn last line
//! when a game is resumed, and a record that could not be written whole — and Windows refuses to cut a file through
//! an append-only handle ("Access is denied"). So the file is opened for writing, and every record is written at the
//! end the journal knows ([`super::tail::Tail`]).

use std::fs::OpenOptions;

/// The rights a journal file is opened with, as plain values that can be checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Access {
    /// Writing anywhere in the file, and cutting it.
    pub(crate) write: bool,
    /// Every write at the end whatever the position; on Windows such a handle cannot cut the file.
    pub(crate) append: bool,
    /// Only a file that does not exist yet.
    pub(crate) create_new: bool,
}

impl Access {
    /// A new journal: made here, never an existing file.
    pub(crate) const NEW: Access = Access {
        write: true,
        append: false,
        create_new: true,
    };

    /// A journal being resumed: an existing file, cut to its good length, then written at its end.
    pub(crate) const EXISTING: Access = Access {
        write: true,
        append: false,
        create_new: false,
    };

    /// The options that open a file with these rights.
    #[must_use]
    pub(crate) fn options(self) -> OpenOptions {
        let mut options = OpenOptions::new();
        options
            .write(self.write)
            .append(self.append)
            .create_new(self.create_new);
        options
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_journal_is_never_opened_append_only() {
        // Windows cannot cut an append-only file, and Wine does not enforce it: this is the check.
        for access in [Access::NEW, Access::EXISTING] {
            assert!(access.write, "{access:?}");
            assert!(!access.append, "{access:?}");
            let shown = format!("{:?}", access.options());
            assert!(shown.contains("append: false"), "{shown}");
            assert!(shown.contains("write: true"), "{shown}");
        }
        assert!(format!("{:?}", Access::NEW.options()).contains("create_new: true"));
        assert!(format!("{:?}", Access::EXISTING.options()).contains("create_new: false"));
    }
}
