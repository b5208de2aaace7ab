//! The commands as a document (`docs/commands.md`), made from the table so that the list people read is the list the
//! program reads: one section per session, one line per command, no wide tables (read well by a screen reader).

use super::{Language, COMMANDS};

/// The document, in Markdown.
#[must_use]
pub fn markdown() -> String {
    let mut text = String::from(
        "# Commands\n\n\
         What can be typed in each session, made from the program's own table of commands (a test keeps this file \
         the same as the table). The English words below work with every voice pack, and each pack's own words too (`zeit`, `aufgeben schwarz`, \
         `pièces noirs cavalier`); case and extra spaces do not matter. \
         A key, a gamepad button or a braille key sends one of these commands. At the board, a line that starts with \
         no command word is a move.\n",
    );
    for language in Language::ALL {
        text.push_str(&format!("\n## tactus {}\n\n", language.subcommand()));
        for spec in COMMANDS.iter().filter(|spec| spec.speaks(language)) {
            let others: Vec<String> = spec.names[1..].iter().map(|n| format!("`{n}`")).collect();
            let also = if others.is_empty() {
                String::new()
            } else {
                format!(" (also {})", others.join(", "))
            };
            let usage = spec.usage.english();
            let written = if usage == spec.name() {
                String::new()
            } else {
                format!(": written {usage}")
            };
            text.push_str(&format!("- `{}`{also}{written}\n", spec.name()));
        }
    }
    text
}
