//! The engine's greeting as a state machine given the time: `uci` … `uciok` (its name and options on the way), the
//! strength (or, for analysis, full strength with its threads and hash), `isready` … `readyok`, each answer awaited at most [`HANDSHAKE`]. The process (`process.rs`) only sends
//! what it says, hands it the engine's lines with the time they came, and waits at most until its deadline; the tests
//! step a fake clock.

use std::time::{Duration, Instant};

use tactus_core::{EngineLine, SpinOption};

/// How long an engine may take to answer `uci` and `isready`.
pub(crate) const HANDSHAKE: Duration = Duration::from_secs(10);

/// What the engine is set up for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Setup {
    /// An opponent at a level (1–20).
    Strength(u8),
    /// Analysis at full strength, on this many threads, with [`HASH_MB`] of hash.
    Analysis {
        /// The threads it may use.
        threads: u8,
    },
}

/// The hash table an engine analyses with, in megabytes.
pub(crate) const HASH_MB: i64 = 64;

/// What the greeting waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Awaiting {
    UciOk,
    ReadyOk,
    Nothing,
}

/// The greeting of one engine.
#[derive(Debug)]
pub(crate) struct Greeting {
    setup: Setup,
    awaiting: Awaiting,
    deadline: Instant,
    named: Option<String>,
    spins: Vec<SpinOption>,
    checks: Vec<String>,
}

impl Greeting {
    /// A greeting for `setup` begun at `now`, and the lines to send the engine.
    #[must_use]
    pub(crate) fn start(setup: Setup, now: Instant) -> (Greeting, Vec<String>) {
        let greeting = Greeting {
            setup,
            awaiting: Awaiting::UciOk,
            deadline: now + HANDSHAKE,
            named: None,
            spins: Vec::new(),
            checks: Vec::new(),
        };
        (greeting, vec!["uci".into()])
    }

    /// The engine wrote `line` at `now`: the lines to send it in return.
    pub(super) fn line(&mut self, line: EngineLine, now: Instant) -> Vec<String> {
        match (self.awaiting, line) {
            (Awaiting::UciOk, EngineLine::Name(name)) => self.named = Some(name),
            (Awaiting::UciOk, EngineLine::Spin(spin)) => self.spins.push(spin),
            (Awaiting::UciOk, EngineLine::Check(name)) => self.checks.push(name),
            (Awaiting::UciOk, EngineLine::UciOk) => {
                self.awaiting = Awaiting::ReadyOk;
                self.deadline = now + HANDSHAKE;
                let mut send = match self.setup {
                    Setup::Strength(level) => strength(level, &self.spins, &self.checks),
                    Setup::Analysis { threads } => analysis(threads, &self.spins),
                };
                send.push("isready".into());
                return send;
            }
            (Awaiting::ReadyOk, EngineLine::ReadyOk) => self.awaiting = Awaiting::Nothing,
            _ => {}
        }
        Vec::new()
    }

    /// The engine's name from `id name`, once its `uciok` came.
    #[must_use]
    pub(crate) fn name(&self) -> Option<&str> {
        match self.awaiting {
            Awaiting::UciOk => None,
            _ => self.named.as_deref(),
        }
    }

    /// Until when the next answer may take; `None` once the engine is ready.
    #[must_use]
    pub(crate) fn next_deadline(&self) -> Option<Instant> {
        (self.awaiting != Awaiting::Nothing).then_some(self.deadline)
    }

    /// What the engine has failed to answer in time, at `now` (for the error: "uciok", "isready").
    #[must_use]
    pub(crate) fn overdue(&self, now: Instant) -> Option<&'static str> {
        if now < self.deadline {
            return None;
        }
        match self.awaiting {
            Awaiting::UciOk => Some("uciok"),
            Awaiting::ReadyOk => Some("isready"),
            Awaiting::Nothing => None,
        }
    }
}

/// The `setoption` lines for `level` (1–20): a limited Elo where the engine offers it, else its skill level; none
/// when it offers neither (then only the thinking time makes it weaker).
pub(crate) fn strength(level: u8, spins: &[SpinOption], checks: &[String]) -> Vec<String> {
    let level = i64::from(level.clamp(1, 20));
    let spin = |name: &str| spins.iter().find(|s| s.name.eq_ignore_ascii_case(name));
    let limit = checks
        .iter()
        .any(|c| c.eq_ignore_ascii_case("UCI_LimitStrength"));
    if let (Some(elo), true) = (spin("UCI_Elo"), limit) {
        if level < 20 {
            let value = scaled(elo, level);
            return vec![
                "setoption name UCI_LimitStrength value true".into(),
                format!("setoption name {} value {value}", elo.name),
            ];
        }
        return vec!["setoption name UCI_LimitStrength value false".into()];
    }
    if let Some(skill) = spin("Skill Level") {
        let value = scaled(skill, level);
        return vec![format!("setoption name {} value {value}", skill.name)];
    }
    Vec::new()
}

/// The `setoption` lines for analysis: `threads` threads and [`HASH_MB`] of hash, each only when the engine offers
/// the option, and kept within its range; its strength is left at its full default.
pub(crate) fn analysis(threads: u8, spins: &[SpinOption]) -> Vec<String> {
    let wanted = [("Threads", i64::from(threads.max(1))), ("Hash", HASH_MB)];
    wanted
        .into_iter()
        .filter_map(|(name, value)| {
            let spin = spins.iter().find(|s| s.name.eq_ignore_ascii_case(name))?;
            let value = value.clamp(spin.min, spin.max);
            Some(format!("setoption name {} value {value}", spin.name))
        })
        .collect()
}

/// The value `level` (1–20) stands for in `spin`'s range, in wide arithmetic: an engine may give any range.
fn scaled(spin: &SpinOption, level: i64) -> i128 {
    let (min, max) = (i128::from(spin.min), i128::from(spin.max));
    min + (max - min) * i128::from(level - 1) / 19
}

#[cfg(test)]
mod tests {
    use super::*;
    use tactus_core::read_engine_line;

    #[test]
    fn the_greeting_sends_uci_then_the_strength_and_isready_and_ends_on_readyok() {
        let t0 = Instant::now();
        let (mut greeting, send) = Greeting::start(Setup::Strength(1), t0);
        assert_eq!(send, ["uci"]);
        assert_eq!(greeting.next_deadline(), Some(t0 + HANDSHAKE));
        let at = t0 + Duration::from_secs(3);
        for line in [
            "id name Stockfish 15.1",
            "option name Skill Level type spin default 20 min 0 max 20",
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1350 min 1350 max 2850",
        ] {
            assert!(greeting.line(read_engine_line(line), at).is_empty());
        }
        assert_eq!(greeting.name(), None, "named once uciok came");
        let send = greeting.line(EngineLine::UciOk, at);
        assert_eq!(
            send,
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1350",
                "isready"
            ]
        );
        assert_eq!(greeting.name(), Some("Stockfish 15.1"));
        // The wait for readyok counts from uciok.
        assert_eq!(greeting.next_deadline(), Some(at + HANDSHAKE));
        assert!(greeting.line(EngineLine::ReadyOk, at).is_empty());
        assert_eq!(greeting.next_deadline(), None, "ready");
        assert_eq!(greeting.overdue(at + 2 * HANDSHAKE), None);
    }

    #[test]
    fn an_engine_that_does_not_answer_in_time_is_overdue_for_what_it_owes() {
        let t0 = Instant::now();
        let (mut greeting, _) = Greeting::start(Setup::Strength(5), t0);
        let just_before = t0 + HANDSHAKE - Duration::from_millis(1);
        // Lines that are not the answer do not put the limit off.
        greeting.line(EngineLine::Other, just_before);
        assert_eq!(greeting.overdue(just_before), None);
        assert_eq!(greeting.overdue(t0 + HANDSHAKE), Some("uciok"));
        let (mut greeting, _) = Greeting::start(Setup::Strength(5), t0);
        let at = t0 + Duration::from_secs(9);
        assert_eq!(greeting.line(EngineLine::UciOk, at), ["isready"]);
        // A readyok before uciok would not count; here isready is owed 10 s after uciok.
        assert_eq!(greeting.overdue(t0 + HANDSHAKE), None);
        assert_eq!(greeting.overdue(at + HANDSHAKE), Some("isready"));
    }

    #[test]
    fn analysis_asks_for_threads_and_hash_where_offered_and_no_strength() {
        let t0 = Instant::now();
        let (mut greeting, _) = Greeting::start(Setup::Analysis { threads: 2 }, t0);
        for line in [
            "option name Threads type spin default 1 min 1 max 1024",
            "option name Hash type spin default 16 min 1 max 33554432",
            "option name Skill Level type spin default 20 min 0 max 20",
            "option name UCI_LimitStrength type check default false",
        ] {
            greeting.line(read_engine_line(line), t0);
        }
        assert_eq!(
            greeting.line(EngineLine::UciOk, t0),
            [
                "setoption name Threads value 2",
                "setoption name Hash value 64",
                "isready"
            ]
        );
        // Kept within the engine's ranges; options it lacks are not sent.
        assert_eq!(
            analysis(8, &[spin("Threads", 1, 4), spin("Hash", 1, 32)]),
            [
                "setoption name Threads value 4",
                "setoption name Hash value 32"
            ]
        );
        assert!(analysis(2, &[spin("Skill Level", 0, 20)]).is_empty());
    }

    fn spin(name: &str, min: i64, max: i64) -> SpinOption {
        SpinOption {
            name: name.into(),
            min,
            max,
        }
    }

    #[test]
    fn strength_prefers_a_limited_elo_then_the_skill_level() {
        let spins = [spin("UCI_Elo", 1320, 3190), spin("Skill Level", 0, 20)];
        let checks = ["UCI_LimitStrength".to_string()];
        assert_eq!(
            strength(1, &spins, &checks),
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1320"
            ]
        );
        assert_eq!(
            strength(20, &spins, &checks),
            ["setoption name UCI_LimitStrength value false"]
        );
        assert_eq!(
            strength(10, &spins[1..], &[]),
            ["setoption name Skill Level value 9"]
        );
        assert!(strength(10, &[], &[]).is_empty());
        // Any range an engine declares, however wide, is scaled without overflow.
        let wide = [spin("Skill Level", i64::MIN, i64::MAX)];
        assert_eq!(
            strength(20, &wide, &[]),
            [format!("setoption name Skill Level value {}", i64::MAX)]
        );
    }
}
