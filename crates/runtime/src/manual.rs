//! The manual pages' own sections, beside what clap makes of the command line: the main page's files, environment
//! and related pages, and for a subcommand with a session the commands typed while it runs, from the registry.

use tactus_core::SessionKind;

/// The main page's sections beyond the options: the files, the environment, and the subcommands' own pages.
#[must_use]
pub fn main_page_end(pages: &[String]) -> String {
    format!(
        r".SH FILES
.TP
\fI~/.local/share/tactus/games/\fR (\fI%APPDATA%\\tactus\\games\fR on Windows)
The game journals, one per game: every move is written there before it is announced.
\fBtactus games\fR lists them; \fBtactus resume\fR continues the latest unfinished one.
.TP
\fI~/.config/tactus/config.toml\fR (\fI%APPDATA%\\tactus\\config.toml\fR on Windows)
The user's settings: keys, gamepad layouts, speech.
.TP
\fI/usr/share/tactus/voices/\fR
The built-in voice's recorded clips; also looked for in the user's data folder and beside the program.
\fBtactus devices\fR says where they were found.
.SH ENVIRONMENT
.TP
\fBTACTUS_CONFIG\fR
The config file to read instead of the usual one.
.TP
\fBTACTUS_VOICES\fR
The only folder to look for the built-in voice's clips in.
.TP
\fBTACTUS_SCREEN_READER\fR
The screen reader running (a name), or none: overrides the look for one.
.SH SEE ALSO
{}
.PP
The guide and the command-line contract: \fI/usr/share/doc/tactus/\fR.
",
        pages.join(", ")
    )
}

/// Text for a manual page: its backslashes and hyphens escaped, so that roff prints them as written.
fn roff(text: &str) -> String {
    text.replace('\\', "\\e").replace('-', "\\-")
}

/// The command language of a subcommand's session, if it reads commands.
#[must_use]
pub fn language_of(subcommand: &str) -> Option<SessionKind> {
    let subcommand = if subcommand == "resume" {
        "play"
    } else {
        subcommand
    };
    SessionKind::ALL
        .into_iter()
        .find(|language| language.subcommand() == subcommand)
}

/// The page's section of the commands its session reads, made from the command registry as `docs/commands.md` is.
#[must_use]
pub fn commands_section(language: SessionKind) -> String {
    let mut text = String::from(
        ".SH COMMANDS\nWhat can be typed while it runs; case and extra spaces do not matter, and each voice pack's \
         own words work too (see \\fIcommands.md\\fR).\n",
    );
    for spec in tactus_core::COMMANDS
        .iter()
        .filter(|spec| spec.speaks(language))
    {
        let names: Vec<String> = spec.names.iter().map(|name| roff(name)).collect();
        let usage = spec.usage.english();
        let written = if usage == spec.name() {
            "Written alone.".to_string()
        } else {
            format!("Written {}.", roff(&usage))
        };
        text.push_str(&format!(
            ".TP\n\\fB{}\\fR\n{written}\n",
            names.join("\\fR, \\fB")
        ));
    }
    text
}
