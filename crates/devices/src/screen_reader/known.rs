//! The screen readers known by their programs' names: a process list read against this table names the screen reader
//! that runs.

/// Each screen reader's program (its file name, compared without regard to case) and its name.
const PROGRAMS: [(&str, &str); 3] = [
    ("nvda.exe", "NVDA"),
    ("jfw.exe", "JAWS"),
    ("narrator.exe", "Narrator"),
];

/// The name of the first screen reader among `programs` (file names, as a process list gives them), if any.
pub(super) fn named<'a>(programs: impl IntoIterator<Item = &'a str>) -> Option<&'static str> {
    programs.into_iter().find_map(|program| {
        PROGRAMS
            .iter()
            .find(|(file, _)| program.eq_ignore_ascii_case(file))
            .map(|(_, name)| *name)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screen_reader_is_named_by_its_program() {
        assert_eq!(named(["System", "explorer.exe", "nvda.exe"]), Some("NVDA"));
        assert_eq!(named(["JFW.EXE"]), Some("JAWS"));
        assert_eq!(named(["svchost.exe", "Narrator.exe"]), Some("Narrator"));
        assert_eq!(
            named(["explorer.exe", "nvda_slave.exe", "notnvda.exe"]),
            None
        );
        assert_eq!(named([]), None);
    }
}
