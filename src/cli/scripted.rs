//! What counts as a scripted run: then no person waits at the end of it (see
//! `tactus_devices::wait_if_console_alone`).

use clap::ArgMatches;

/// Whether the command line given makes a scripted run: `--script` given, or `--format json`, in the subcommand run.
#[must_use]
pub(crate) fn scripted(matches: &ArgMatches) -> bool {
    let mut matches = matches;
    loop {
        let given = |id: &str| {
            matches
                .try_get_raw(id)
                .ok()
                .flatten()
                .map(|mut values| values.any(|value| value == "json"))
        };
        // `--script` has no default: it is there only when given.
        let script = matches.try_contains_id("script").unwrap_or(false);
        if script || given("format") == Some(true) {
            return true;
        }
        match matches.subcommand() {
            Some((_, inner)) => matches = inner,
            None => return false,
        }
    }
}

#[cfg(test)]
mod tests;
