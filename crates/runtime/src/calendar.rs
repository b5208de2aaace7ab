//! Today's date and time of day, read from the system: for a journal's name, the PGN Date tag, an adjournment's
//! envelope. The chess clock never uses it (it runs on [`crate::TimeSource`]).

use std::time::{SystemTime, UNIX_EPOCH};

use tactus_core::{calendar::Moment, session::Outside};

/// Now, as calendar fields (UTC).
#[must_use]
pub fn now() -> Moment {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Moment::from_unix(i64::try_from(secs).unwrap_or(0))
}

/// Now as ISO 8601 (UTC).
#[must_use]
pub fn now_iso() -> String {
    now().iso()
}

/// What a game session is handed from outside: the system's clock and file system.
#[must_use]
pub fn outside() -> Outside {
    Outside {
        now_iso,
        read_file: |path| std::fs::read(path),
    }
}
