//! The integration tests, as one test binary: each module tests tactus through its real binary, real files and
//! real servers. A test that needs a component that is absent (a tool, a library, a server) is reported as ignored,
//! never as passed, and fails under `CI=true` (see `support::require`).

use std::process::Command;

use libtest2_mimic::{Harness, RunContext, RunError, RunResult, Trial};

mod support;

mod analyse;
mod announce;
mod architecture;
mod boards;
#[cfg(all(feature = "braille", target_os = "linux"))]
mod braille;
mod clock;
#[cfg(feature = "audio")]
mod clock_sound;
mod compare;
mod crash;
mod devices;
mod differential;
mod drill;
mod endgame;
mod engine;
mod faults;
#[cfg(feature = "online")]
mod follow;
#[cfg(feature = "gamepad")]
mod gamepad;
mod golden;
mod keyboard;
#[cfg(feature = "online")]
mod lichess_fetch;
mod listen;
#[cfg(feature = "online")]
mod online;
mod openings;
#[cfg(all(target_os = "linux", feature = "audio"))]
mod package;
mod pgn_extract;
mod play;
mod puzzle;
mod recorded;
mod review;
#[cfg(all(target_os = "linux", feature = "audio"))]
mod screen_reader;
mod sheets;
mod signals;
#[cfg(feature = "audio")]
mod sound_faults;
#[cfg(feature = "audio")]
mod speech_clips;
#[cfg(feature = "speech")]
mod system_speech;
mod training;

fn main() {
    let mut trials = Vec::new();
    trials.extend(analyse::trials());
    trials.extend(announce::trials());
    trials.extend(architecture::trials());
    trials.extend(boards::trials());
    #[cfg(all(feature = "braille", target_os = "linux"))]
    trials.extend(braille::trials());
    trials.extend(clock::trials());
    #[cfg(feature = "audio")]
    trials.extend(clock_sound::trials());
    trials.extend(compare::trials());
    trials.extend(crash::trials());
    trials.extend(devices::trials());
    trials.extend(differential::trials());
    trials.extend(drill::trials());
    trials.extend(endgame::trials());
    trials.extend(engine::trials());
    trials.extend(faults::trials());
    #[cfg(feature = "online")]
    trials.extend(follow::trials());
    #[cfg(feature = "gamepad")]
    trials.extend(gamepad::trials());
    trials.extend(golden::trials());
    trials.extend(keyboard::trials());
    #[cfg(feature = "online")]
    trials.extend(lichess_fetch::trials());
    trials.extend(listen::trials());
    trials.extend(openings::trials());
    #[cfg(feature = "online")]
    trials.extend(online::trials());
    #[cfg(all(target_os = "linux", feature = "audio"))]
    trials.extend(package::trials());
    trials.extend(pgn_extract::trials());
    trials.extend(play::trials());
    trials.extend(puzzle::trials());
    trials.extend(recorded::trials());
    trials.extend(review::trials());
    #[cfg(all(target_os = "linux", feature = "audio"))]
    trials.extend(screen_reader::trials());
    trials.extend(sheets::trials());
    trials.extend(signals::trials());
    trials.extend(training::trials());
    #[cfg(feature = "audio")]
    trials.extend(sound_faults::trials());
    #[cfg(feature = "audio")]
    trials.extend(speech_clips::trials());
    #[cfg(feature = "speech")]
    trials.extend(system_speech::trials());
    Harness::with_env().discover(trials).main();
}

/// A test run by the harness: it passes when it returns, fails when it panics, and is ignored when it found a
/// component missing (outside CI) and returned early.
pub(crate) fn trial(name: &str, test: fn()) -> Trial {
    Trial::test(name, move |context: RunContext<'_>| -> RunResult {
        test();
        match support::take_skipped() {
            None => Ok(()),
            Some(why) => {
                // For the harness of a test run alone (`trial_alone`), which reads this line.
                eprintln!("{IGNORED}{why}");
                context.ignore_for(&why)?;
                // Asked to run ignored tests too: this one still did not run.
                Err(RunError::fail(format!("not run: {why}")))
            }
        }
    })
}

/// The variable that tells a test binary started by [`trial_alone`] which test it is to run.
#[cfg_attr(
    not(any(feature = "speech", feature = "audio", feature = "braille")),
    allow(dead_code)
)]
const ALONE: &str = "TACTUS_TEST_ALONE";
/// How a test run alone says why it was ignored, on standard error.
const IGNORED: &str = "ignored: ";

/// A test that changes the process's environment (to reach the servers it started, as an in-process speech
/// client must): it runs alone, in a process of its own (this binary started again for it), so that no other test's
/// programs inherit what it set.
#[cfg_attr(
    not(any(feature = "speech", feature = "audio", feature = "braille")),
    allow(dead_code)
)]
pub(crate) fn trial_alone(name: &str, test: fn()) -> Trial {
    if std::env::var(ALONE).is_ok_and(|alone| alone == name) {
        return trial(name, test);
    }
    let name = name.to_string();
    Trial::test(name.clone(), move |context: RunContext<'_>| -> RunResult {
        let exe = std::env::current_exe().map_err(RunError::with_cause)?;
        let out = Command::new(exe)
            .args([name.as_str(), "--exact", "--test-threads", "1"])
            .env(ALONE, &name)
            .output()
            .map_err(RunError::with_cause)?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if !out.status.success() {
            return Err(RunError::fail(format!("{stdout}{stderr}")));
        }
        if stdout.contains("1 passed") {
            return Ok(());
        }
        match stderr.lines().find_map(|line| line.strip_prefix(IGNORED)) {
            Some(why) => {
                context.ignore_for(why)?;
                Err(RunError::fail(format!("not run: {why}")))
            }
            None => Err(RunError::fail(format!(
                "the test did not run: {stdout}{stderr}"
            ))),
        }
    })
}
