//! What counts as a scripted run: then no person waits at the end of it (see
//! `tactus_devices::terminal::console_window`).

use clap::ArgMatches;

/// Whether the command line given makes a scripted run: `--script` given, or `--format json`, in the subcommand run.
#[must_use]
pub fn scripted(matches: &ArgMatches) -> bool {
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
mod tests {
    use clap::CommandFactory;

    use super::scripted;
    use crate::cli::Cli;

    fn scripted_line(words: &[&str]) -> bool {
        let matches = Cli::command()
            .try_get_matches_from(std::iter::once("tactus").chain(words.iter().copied()))
            .unwrap();
        scripted(&matches)
    }

    #[test]
    fn a_script_or_json_output_is_a_scripted_run() {
        assert!(!scripted_line(&[]));
        assert!(!scripted_line(&["play"]));
        assert!(!scripted_line(&["play", "--format", "text"]));
        assert!(!scripted_line(&["devices"]));
        assert!(scripted_line(&["play", "--script", "-"]));
        assert!(scripted_line(&[
            "clock",
            "--time",
            "90+30",
            "--script=moves.txt"
        ]));
        assert!(scripted_line(&["play", "--format", "json"]));
        assert!(scripted_line(&["devices", "--format=json"]));
        assert!(scripted_line(&["voices", "--format", "json"]));
    }
}
