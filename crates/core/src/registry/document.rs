//! The commands as a document (`docs/commands.md`), made from the table so that the list people read is the list the
//! program reads: one section per session, one line per command, then the words after a command in every language;
//! no wide tables (read well by a screen reader).

use super::{local::own_names, SessionKind, Verb, COMMANDS, WORDS};

/// The document, in Markdown.
#[must_use]
pub(super) fn markdown() -> String {
    let mut text = String::from(
        "# Commands\n\n\
         What can be typed in each session, made from the program's own table of commands (a test keeps this file \
         the same as the table). The English words below work with every voice pack, and each pack's own words too (`zeit`, `aufgeben schwarz`, \
         `pièces noirs cavalier`); case and extra spaces do not matter. \
         A key, a gamepad button or a braille key sends one of these commands. At the board, a line that starts with \
         no command word is a move. A command written wrongly is answered with how to write it, in the words of the \
         voice pack's language.\n",
    );
    for language in SessionKind::ALL {
        text.push_str(&format!("\n## tactus {}\n\n", language.subcommand()));
        for spec in COMMANDS.iter().filter(|spec| spec.speaks(language)) {
            let others: Vec<String> = spec.names[1..].iter().map(|n| format!("`{n}`")).collect();
            let mut also: Vec<String> = Vec::new();
            if !others.is_empty() {
                also.push(format!("also {}", others.join(", ")));
            }
            also.extend(own_words(spec.verb));
            let also = if also.is_empty() {
                String::new()
            } else {
                format!(" ({})", also.join("; "))
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
    text.push_str(
        "\n## The words after a command\n\n\
         Each in English, then German and French; they are understood in every pack. A side may also be written \
         by its letter, `w` or `b`, where no piece can follow it (`draw b`, but `pieces b` is the bishops).\n\n",
    );
    for entry in WORDS {
        let after = if entry.after.is_empty() {
            "any command".to_string()
        } else {
            entry
                .after
                .iter()
                .map(|verb| format!("`{}`", super::name(*verb)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let quoted = |names: &[&str]| {
            names
                .iter()
                .map(|name| format!("`{name}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut line = format!("- after {after}: {}", quoted(entry.en));
        for (language, names) in [("German", entry.de), ("French", entry.fr)] {
            if !names.is_empty() {
                line.push_str(&format!("; {language} {}", quoted(names)));
            }
        }
        text.push_str(&line);
        text.push('\n');
    }
    text
}

/// The command's words in German and French, as "German `zeit`", "French `temps`".
fn own_words(verb: Verb) -> impl Iterator<Item = String> {
    own_names()
        .filter(move |local| local.verb == verb)
        .map(|local| {
            let language = if local.language == "de" {
                "German"
            } else {
                "French"
            };
            let names: Vec<String> = local.names.iter().map(|n| format!("`{n}`")).collect();
            format!("{language} {}", names.join(", "))
        })
}
