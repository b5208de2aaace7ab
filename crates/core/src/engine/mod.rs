//! The engine's side of practice at home and of analysis, as data: what the session asks and the engine answers
//! (`protocol.rs`, `analysis.rs`), the UCI lines an engine writes, read (`uci.rs`, its `info` lines in `info.rs`),
//! and how long it may think. The process itself is started and
//! spoken to by the runtime.

mod analysis;
mod deepest;
mod evaluation;
mod failure;
mod info;
mod protocol;
mod uci;

use std::time::Duration;

pub use analysis::{AnalysisRequest, PrincipalVariation, MOST_LINES};
pub use deepest::DeepestLines;
pub use evaluation::Evaluation;
pub use failure::EngineFailure;
pub(crate) use protocol::Purpose;
pub use protocol::{EngineLink, EngineReply, EngineRequest, EngineScore};
pub use uci::{read_line, EngineLine, SpinOption};

/// The thinking time for `level` (1–20): a tenth of a second per level, at most a fortieth of the time left.
#[must_use]
pub(crate) fn movetime(level: u8, remaining_ms: Option<i64>) -> Duration {
    let by_level = u64::from(level.clamp(1, 20)) * 100;
    let by_clock = remaining_ms.map_or(u64::MAX, |ms| u64::try_from(ms / 40).unwrap_or(0).max(20));
    Duration::from_millis(by_level.min(by_clock))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thinking_time_grows_with_the_level_and_keeps_to_the_clock() {
        assert_eq!(movetime(1, None), Duration::from_millis(100));
        assert_eq!(movetime(20, None), Duration::from_millis(2000));
        assert_eq!(movetime(20, Some(40_000)), Duration::from_millis(1000));
        assert_eq!(movetime(20, Some(0)), Duration::from_millis(20));
    }
}
