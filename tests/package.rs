//! The packages as a user gets them: `scripts/package` makes the .deb and the Linux archive from the tested binary;
//! the .deb is installed with dpkg into a fresh root and the archive unpacked elsewhere; from there, far from the
//! source tree, tactus finds its built-in voice, plays a scripted game with it into a WAV (ALSA's file plugin), and
//! `man tactus` reads its manual page. The installed program links no libspeechd and starts where that library cannot
//! be loaded. Needs dpkg, binutils (readelf), man-db and xz (fails under CI without them).

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
};

use crate::support::{
    self,
    wav::{Frames, WavDevice},
};

/// Whether a tool runs.
fn found(tool: &str, package: &str) -> bool {
    let runs = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success());
    support::require(&format!("{tool} (Debian package {package})"), runs)
}

fn tools_found() -> bool {
    [
        ("dpkg", "dpkg"),
        ("dpkg-deb", "dpkg"),
        ("readelf", "binutils"),
        ("man", "man-db"),
        ("xz", "xz-utils"),
        ("bash", "bash"),
    ]
    .iter()
    .all(|(tool, package)| found(tool, package))
}

/// `scripts/package --only KINDS` of the tested binary into `out`; the packages' paths.
fn package(out: &Path, kinds: &str) -> Vec<PathBuf> {
    let made = Command::new(support::path("scripts/package"))
        .args(["--only", kinds, "--out"])
        .arg(out)
        .arg("--binary")
        .arg(env!("CARGO_BIN_EXE_tactus"))
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&made.stdout);
    assert!(
        made.status.success(),
        "{printed}\n{}",
        String::from_utf8_lossy(&made.stderr)
    );
    printed
        .lines()
        .filter_map(|line| line.split('\t').next())
        .filter(|path| Path::new(path).is_file())
        .map(PathBuf::from)
        .collect()
}

/// `program ARGS` run from `/`, as an installed program is: nothing of the source tree or of cargo in its
/// environment, and a home of its own.
fn installed(program: &Path, home: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir("/")
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("TACTUS_SCREEN_READER", "none");
    command
}

fn text(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The built-in voice's line of `tactus devices`.
fn voice_line(program: &Path, home: &Path) -> String {
    let out = installed(program, home, &["devices"]).output().unwrap();
    text(&out)
        .lines()
        .find(|line| line.starts_with("Built-in voice"))
        .unwrap_or_default()
        .to_string()
}

/// Where this machine's Speech Dispatcher library is, if it has one (`ldconfig -p`).
fn libspeechd() -> Option<PathBuf> {
    let listed = Command::new("ldconfig").arg("-p").output().ok()?;
    String::from_utf8_lossy(&listed.stdout)
        .lines()
        .filter(|line| line.trim_start().starts_with("libspeechd.so.2 "))
        .find_map(|line| line.rsplit(" => ").next())
        .map(|path| {
            std::fs::canonicalize(path.trim()).unwrap_or_else(|_| PathBuf::from(path.trim()))
        })
}

/// The installed program links no Speech Dispatcher library, and starts and lists its devices where that library
/// cannot be loaded: inside a private mount namespace where it is covered by an empty file, which (checked first)
/// makes loading it fail there.
fn starts_without_libspeechd(program: &Path, home: &Path) {
    let needed = Command::new("readelf")
        .arg("-d")
        .arg(program)
        .output()
        .unwrap();
    let needed = text(&needed);
    assert!(
        !needed.contains("libspeechd"),
        "links libspeechd:\n{needed}"
    );
    let Some(library) = libspeechd() else {
        // Not on this machine at all: the program above started without it already.
        return;
    };
    let can_hide = Command::new("unshare")
        .args(["--mount", "--map-root-user", "true"])
        .status()
        .is_ok_and(|status| status.success());
    if !support::require("private mounts (unshare) to hide libspeechd", can_hide) {
        return;
    }
    let hidden = |what: &mut Command| {
        let mut command = Command::new("unshare");
        command
            .args(["--mount", "--map-root-user", "sh", "-c"])
            .arg(r#"mount --bind /dev/null "$0" && exec "$@""#)
            .arg(&library)
            .arg(what.get_program())
            .args(what.get_args())
            .env_clear()
            .envs(what.get_envs().filter_map(|(k, v)| Some((k, v?))))
            .current_dir("/");
        command.output().unwrap()
    };
    let loading = hidden(
        Command::new("python3").args(["-c", "import ctypes; ctypes.CDLL('libspeechd.so.2')"]),
    );
    assert!(
        !loading.status.success(),
        "libspeechd is still loadable where it should be hidden"
    );
    let out = hidden(&mut installed(program, home, &["devices"]));
    let listed = text(&out);
    assert!(listed.contains("Built-in voice"), "{listed}");
    let out = hidden(&mut installed(program, home, &["announce", "e4"]));
    assert_eq!(text(&out).trim(), "1. Eva vier");
}

fn the_deb_installs_finds_its_voice_plays_a_game_aloud_and_has_a_manual() {
    if !tools_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let made = package(&dir.path().join("out"), "deb");
    let deb = made
        .iter()
        .find(|p| p.extension().is_some_and(|e| e == "deb"))
        .expect("a .deb");
    // A fresh root with an empty dpkg database; the libraries the binary needs are this machine's.
    let root = dir.path().join("root");
    for folder in ["var/lib/dpkg/info", "var/lib/dpkg/updates", "var/log"] {
        std::fs::create_dir_all(root.join(folder)).unwrap();
    }
    std::fs::write(root.join("var/lib/dpkg/status"), "").unwrap();
    let install = Command::new("dpkg")
        .arg(format!("--root={}", root.display()))
        .args([
            "--force-depends",
            "--force-not-root",
            "--force-script-chrootless",
            "-i",
        ])
        .arg(deb)
        .output()
        .unwrap();
    assert!(
        install.status.success(),
        "{}",
        String::from_utf8_lossy(&install.stderr)
    );
    let program = root.join("usr/bin/tactus");
    let home = dir.path().join("home");

    starts_without_libspeechd(&program, &home);

    let voices = root.join("usr/share/tactus/voices");
    assert_eq!(
        voice_line(&program, &home),
        format!(
            "Built-in voice: clips for de, en, fide, fr, nato (installed with the program: {})",
            voices.display()
        )
    );

    // The shipped endgame tables are found where the package puts them.
    let tables = root.join("usr/share/tactus/tablebases");
    let list = installed(&program, &home, &["endgame", "--list", "--voice", "en"])
        .output()
        .unwrap();
    let listed = String::from_utf8_lossy(&list.stdout);
    assert!(
        listed.contains("KBNvK") && listed.contains(&tables.display().to_string()),
        "{listed}"
    );

    // A scripted game with the built-in voice, heard in a WAV.
    let device = WavDevice::new();
    let script = dir.path().join("game.txt");
    std::fs::write(&script, "e4\npress\ne5\npress\n").unwrap();
    let journal = dir.path().join("game.jsonl");
    let mut command = installed(
        &program,
        &home,
        &[
            "play",
            "--speech",
            "clips",
            "--gamepad",
            "off",
            "--braille",
            "off",
            "--virtual-time",
        ],
    );
    command
        .arg("--script")
        .arg(&script)
        .arg("--journal")
        .arg(&journal);
    let out = device.command(&mut command).output().unwrap();
    let said = text(&out);
    assert!(
        said.contains("1. Eva vier") && said.contains("1... Eva fuenf"),
        "{said}"
    );
    // The last move is heard whole (each announcement cuts the one before it short).
    let frames = Frames::read(&device.wav()).expect("the WAV was written");
    let sounding = frames.samples.iter().filter(|s| **s != 0).count();
    let seconds = sounding as f64 / f64::from(frames.rate) / frames.channels as f64;
    assert!(
        seconds > 0.8,
        "the moves are heard: {seconds:.2} s of sound"
    );
    // The whole scoresheet, spoken with the installed clips into a WAV.
    let sheet = dir.path().join("sheet.wav");
    let out = installed(&program, &home, &["export", "--to", "wav", "-o"])
        .arg(&sheet)
        .arg(&journal)
        .output()
        .unwrap();
    text(&out);
    let spoken = Frames::read(&sheet).expect("the scoresheet WAV");
    let length = spoken.samples.len() as f64 / f64::from(spoken.rate) / spoken.channels as f64;
    assert!(length > 2.0, "the scoresheet is heard: {length:.2} s");

    // man tactus, and a subcommand's page, from the installed pages.
    let man = |page: &str| {
        let out = Command::new("man")
            .args(["-P", "cat", page])
            .env("MANPATH", root.join("usr/share/man"))
            .env("MANWIDTH", "100")
            .output()
            .unwrap();
        text(&out)
    };
    let main = man("tactus");
    for part in [
        "chess companion",
        "FILES",
        "tactus-play(1)",
        "TACTUS_VOICES",
    ] {
        assert!(main.contains(part), "{part:?} in man tactus:\n{main}");
    }
    let play = man("tactus-play");
    assert!(
        play.contains("--white") && play.contains("--journal"),
        "{play}"
    );

    // The bash completions are bash, and complete the subcommands.
    let completion = root.join("usr/share/bash-completion/completions/tactus");
    let check = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source {}; COMP_WORDS=(tactus re); COMP_CWORD=1; _tactus tactus re tactus; echo ${{COMPREPLY[@]}}",
            completion.display()
        ))
        .output()
        .unwrap();
    assert!(text(&check).contains("resume"), "{}", text(&check));
    for file in [
        "usr/share/zsh/vendor-completions/_tactus",
        "usr/share/fish/vendor_completions.d/tactus.fish",
        "usr/share/doc/tactus/copyright",
        "usr/share/doc/tactus/guide.md",
    ] {
        assert!(root.join(file).is_file(), "{file}");
    }
}

fn the_archive_unpacked_anywhere_finds_its_voice() {
    if !tools_found() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let made = package(&dir.path().join("out"), "tar");
    let archive = made
        .iter()
        .find(|p| p.to_string_lossy().ends_with(".tar.xz"))
        .expect("an archive");
    let place = dir.path().join("somewhere else");
    std::fs::create_dir_all(&place).unwrap();
    let unpacked = Command::new("tar")
        .arg("-xJf")
        .arg(archive)
        .arg("-C")
        .arg(&place)
        .status()
        .unwrap();
    assert!(unpacked.success());
    let top = std::fs::read_dir(&place)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    assert!(top.join("COPYING").is_file(), "the licence comes with it");
    let voices = top.join("share/tactus/voices");
    assert!(
        voices.join("en/clips/clips.ogg").is_file() && voices.join("en/clips/clips.tsv").is_file(),
        "the clips come as one compressed stream a pack"
    );
    assert!(
        voices.join("espeak-ng-data/phontab").is_file()
            && voices.join("espeak-ng-data/SOURCE.md").is_file(),
        "eSpeak NG's data, for the words without a clip, comes with its note"
    );
    let line = voice_line(&top.join("bin/tactus"), &dir.path().join("home"));
    assert_eq!(
        line,
        format!(
            "Built-in voice: clips for de, en, fide, fr, nato (installed with the program: {})",
            top.join("share/tactus/voices").display()
        )
    );
    // Moved away from its voices, it says where it looked.
    let lone = dir.path().join("lone/tactus");
    std::fs::create_dir_all(lone.parent().unwrap()).unwrap();
    std::fs::copy(top.join("bin/tactus"), &lone).unwrap();
    let line = voice_line(&lone, &dir.path().join("home"));
    assert!(
        line.starts_with("Built-in voice: no recorded clips found (looked in ")
            && line.contains(
                &dir.path()
                    .join("home/data/tactus/voices")
                    .display()
                    .to_string()
            ),
        "{line}"
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "package::the_deb_installs_finds_its_voice_plays_a_game_aloud_and_has_a_manual",
            the_deb_installs_finds_its_voice_plays_a_game_aloud_and_has_a_manual,
        ),
        crate::trial(
            "package::the_archive_unpacked_anywhere_finds_its_voice",
            the_archive_unpacked_anywhere_finds_its_voice,
        ),
    ]
}
