//! A command written wrongly is answered with how to write it, in the words of the voice pack's language: the
//! usage is made from the registry's grammar, so a German session is told German command words, a French one French.
//! The manual pages list the commands from the same registry.

use super::{errors, play};
use crate::support::{run_with_stdin, tactus};

fn a_german_session_is_told_the_usage_in_german() {
    let game = play(
        &["--voice", "de"],
        "reklamieren\nbrett vielleicht\nclaim seventy\n",
    );
    assert_eq!(
        errors(&game.events),
        [
            "bitte so schreiben: reklamieren dreifach, oder reklamieren schwarz fünfzig, wahlweise gefolgt vom \
             beabsichtigten Zug",
            "bitte so schreiben: brett, oder brett bild",
            // An English word is understood in every pack; the usage is still the pack's.
            "bitte so schreiben: reklamieren dreifach, oder reklamieren schwarz fünfzig, wahlweise gefolgt vom \
             beabsichtigten Zug",
        ]
    );
}

fn a_french_session_is_told_the_usage_in_french() {
    let game = play(&["--voice", "fr"], "arbitre\nindice\nrelevé depuis\n");
    assert_eq!(
        errors(&game.events),
        [
            "écrivez-le ainsi : arbitre ajouter blancs +2m, arbitre fixer noirs 1:05:00, arbitre illégal blancs, \
             arbitre reprendre 24, arbitre résultat 1/2-1/2 position morte, arbitre incrément 5s, arbitre \
             desceller, ou arbitre position",
            "écrivez-le ainsi : indice coups e2, indice atteint e4, indice nulle, ou indice meilleur",
            "écrivez-le ainsi : relevé, relevé derniers 5, ou relevé depuis 12",
        ]
    );
}

fn an_english_session_is_told_the_usage_as_before() {
    let game = play(&["--voice", "en"], "cursor up two\nhint\n");
    assert_eq!(
        errors(&game.events),
        [
            "write it as cursor, cursor up, down, left or right, cursor e4, cursor rank, cursor rank 4, cursor \
             file, cursor file e, cursor next, cursor next knight, cursor previous, cursor previous knight, cursor \
             pick, cursor pick e4, or cursor cancel",
            "write it as hint moves e2, hint reach e4, hint draws, or hint best",
        ]
    );
}

fn the_clock_alone_tells_its_usage_in_the_packs_language() {
    let out = run_with_stdin(
        tactus().args([
            "clock",
            "--time",
            "5",
            "--sound",
            "off",
            "--speech",
            "off",
            "--voice",
            "de",
            "--virtual-time",
            "--format",
            "json",
            "--script",
            "-",
        ]),
        "schiedsrichter plus\nwarten\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let events: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect();
    assert_eq!(
        errors(&events),
        [
            "bitte so schreiben: schiedsrichter plus weiß +2m, oder schiedsrichter setzen schwarz 1:05:00",
            "bitte so schreiben: warten 2m",
        ],
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The manual pages of the sessions that read commands list them as the command registry writes them.
fn the_manual_pages_list_each_sessions_commands() {
    let page = |subcommand: &str| {
        let out = tactus()
            .args(["generate", "man", subcommand])
            .output()
            .expect("tactus runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    let play = page("play");
    let commands = play
        .split(".SH COMMANDS")
        .nth(1)
        .expect("a COMMANDS section");
    for entry in [
        ".TP\n\\fBhelp\\fR, \\fBh\\fR, \\fB?\\fR\nWritten help, or help and a topic: moves, clock, draws, board, sheets, \
         arbiter, keys or online.\n",
        ".TP\n\\fBsheet\\fR\nWritten sheet black 1. e4 e5 2. Nf3, or sheet black \\-\\-file PATH.\n",
        ".TP\n\\fBpress\\fR\nWritten alone.\n",
    ] {
        assert!(commands.contains(entry), "{entry:?} not in:\n{commands}");
    }
    assert_eq!(page("resume").split(".SH COMMANDS").nth(1), Some(commands));
    let clock = page("clock");
    assert!(
        clock.contains(
            ".TP\n\\fBarbiter\\fR\nWritten arbiter add white +2m, or arbiter set black 1:05:00.\n"
        ),
        "{clock}"
    );
    assert!(!clock.contains("\\fBcursor\\fR"), "{clock}");
    assert!(!page("games").contains(".SH COMMANDS"));
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "play::usage::a_german_session_is_told_the_usage_in_german",
            a_german_session_is_told_the_usage_in_german,
        ),
        crate::trial(
            "play::usage::a_french_session_is_told_the_usage_in_french",
            a_french_session_is_told_the_usage_in_french,
        ),
        crate::trial(
            "play::usage::an_english_session_is_told_the_usage_as_before",
            an_english_session_is_told_the_usage_as_before,
        ),
        crate::trial(
            "play::usage::the_clock_alone_tells_its_usage_in_the_packs_language",
            the_clock_alone_tells_its_usage_in_the_packs_language,
        ),
        crate::trial(
            "play::usage::the_manual_pages_list_each_sessions_commands",
            the_manual_pages_list_each_sessions_commands,
        ),
    ]
}
