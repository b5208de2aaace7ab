//! Today's date and time of day, read from the system: for a journal's name, the PGN Date tag, an adjournment's
//! envelope. The chess clock never uses it (it runs on [`crate::TimeSource`]).

use std::time::{SystemTime, UNIX_EPOCH};

use tactus_core::{Moment, Outside};

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
pub(crate) fn now_iso() -> String {
    now().iso()
}

/// What a game session is handed from outside: the system's clock, file system and random bits.
#[must_use]
pub fn outside() -> Outside {
    Outside {
        now_iso,
        read_file: |path| std::fs::read(path),
        random,
    }
}

/// A seed for a drill, a puzzle or an endgame started without `--seed` (its opening tells it, to repeat the same):
/// random, and below ten thousand, so that it is said in a breath and typed again easily.
#[must_use]
pub(crate) fn spoken_seed() -> u64 {
    random() % 10_000
}

/// 64 random bits: SipHash keyed by the standard library from the system's random source (each hasher's keys
/// differ), over the current instant.
fn random() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    hasher.write_u128(nanos);
    hasher.finish()
}
