//! What the session's unit tests share: a journal that keeps its records in memory, and English words.

use std::sync::{Arc, Mutex};

use super::{JournalWriter, Record, Wording, WriteError};
use crate::voice::{Style, VoicePack};

/// A journal that keeps what is written, for the test to read back (a clone reads the same records).
#[derive(Clone, Default)]
pub(crate) struct KeptRecords(pub(crate) Arc<Mutex<Vec<Record>>>);

impl JournalWriter<Record> for KeptRecords {
    fn write(&mut self, record: &Record) -> Result<(), WriteError> {
        self.0.lock().unwrap().push(record.clone());
        Ok(())
    }
}

/// The English pack, moves said in the short style.
pub(crate) fn english() -> Arc<Wording> {
    Arc::new(Wording {
        pack: VoicePack::builtin("en").unwrap(),
        style: Style::Short,
    })
}
