//! What the built-in voice no longer reads as noise, measured in the WAV: a result said in words instead of its
//! figures ("one slash two dash one slash two"), and `board visual` said as the board in words instead of its rows of
//! symbols; and, when its clips are nowhere, the notice that names every place they were looked for.

use super::*;

/// The seconds the built-in voice (the FIDE pack's clips) takes for `text`, as the pack says it.
fn clips_seconds(text: &str) -> f64 {
    let pack = tactus_runtime::load_voice("fide").unwrap();
    let library = ClipLibrary::load(&pack, &tactus_runtime::clip_folders(&pack)).unwrap();
    let rate = library.sample_rate();
    let rendering = render_clips(&library, &pack.spoken(text), rate);
    (rendering.samples.len() - ms_samples(CLIP_TAIL_MS, rate)) as f64 / f64::from(rate)
}

/// The seconds heard in the WAV after `typed`, once `before` was typed and heard, and the lines printed for it.
fn heard_after(before: &str, typed: &str, last: &str) -> (f64, Vec<String>) {
    let device = WavDevice::new();
    let mut game = play(&device, &[]);
    game.expect_line(r#""event":"game""#);
    game.type_lines(before);
    let from = settle(&mut game, &device.wav());
    let asked = game.seen.len();
    game.type_lines(typed);
    game.expect_line(last);
    settle(&mut game, &device.wav());
    let ended = game.finish();
    assert!(ended.status.success(), "{}", ended.stderr);
    let texts = ended.lines[asked..]
        .iter()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter_map(|event| event["text"].as_str().map(str::to_string))
        .collect();
    (heard::heard_span(&device.wav(), from), texts)
}

fn a_result_is_heard_in_words() {
    if !require_tool("sox", "sox") {
        return;
    }
    let (heard, _) = heard_after("resign\n", "yes\n", r#""event":"result""#);
    let in_words = clips_seconds("Game over: Black wins, White resigned");
    let in_figures = clips_seconds("Game over, 0-1: Black wins, White resigned");
    eprintln!("the result: {heard:.2} s heard; in words {in_words:.2} s, with its figures {in_figures:.2} s");
    assert!(
        (heard - in_words).abs() < 0.05,
        "heard {heard:.3} s; the result in words lasts {in_words:.3} s (with figures {in_figures:.3} s)"
    );
}

fn board_visual_is_heard_as_the_board() {
    if !require_tool("sox", "sox") {
        return;
    }
    let (visual, rows) = heard_after("", "board visual\n", "a b c d e f g h");
    let (board, _) = heard_after("", "board\n", "Rank acht");
    assert_eq!(
        rows.len(),
        9,
        "eight rows and the files are printed: {rows:?}"
    );
    let pause = f64::from(CLIP_TAIL_MS) / 1000.0;
    let symbols: f64 = rows
        .iter()
        .map(|row| clips_seconds(row) + pause)
        .sum::<f64>()
        - pause;
    eprintln!("board visual: {visual:.2} s heard, board {board:.2} s; its rows read out would be {symbols:.2} s");
    assert!(
        (visual - board).abs() < 0.05,
        "board visual heard for {visual:.3} s, the board in words {board:.3} s"
    );
}

/// `export --to wav` of a resigned game ends with the result in words, as it was said at the board.
fn an_exported_result_is_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("resigned.jsonl");
    let out = run_with_stdin(
        tactus()
            .args(["play", "--speech", "off", "--sound", "off", "--script", "-"])
            .arg("--journal")
            .arg(&journal),
        "resign\nyes\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let file = dir.path().join("resigned.wav");
    let out = tactus()
        .arg("export")
        .arg(&journal)
        .args(["--to", "wav", "-o"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reader = hound::WavReader::open(&file).expect("a valid WAV");
    let seconds = f64::from(reader.duration()) / f64::from(reader.spec().sample_rate);
    let in_words = clips_seconds("Game over: Black wins, White resigned");
    let in_figures = clips_seconds("Game over, 0-1: Black wins, White resigned");
    eprintln!("the exported result: {seconds:.2} s; in words {in_words:.2} s, with its figures {in_figures:.2} s");
    let tail = f64::from(CLIP_TAIL_MS) / 1000.0;
    assert!(
        (seconds - tail - in_words).abs() < 0.01,
        "the recording lasts {seconds:.3} s; the result in words {in_words:.3} s and its tail, with figures {in_figures:.3} s"
    );
}

/// A tactus installed outside the source tree in a folder with no voices: the notice that there is no built-in voice
/// names every place looked in, and so does `announce --wav`, which needs the clips; another installation's voices
/// (the .deb's `/usr/share/tactus/voices`, whether or not this machine has them) are never this copy's.
fn no_built_in_voice_names_every_place_looked_in() {
    let device = WavDevice::new();
    let prefix = device.dir().join("opt");
    std::fs::create_dir_all(prefix.join("bin")).unwrap();
    let program = prefix.join("bin").join("tactus");
    std::fs::copy(env!("CARGO_BIN_EXE_tactus"), &program).unwrap();
    let data = device.dir().join("data");
    let places = format!(
        "no clips of fide in {}, {} or {}",
        data.join("tactus/voices").display(),
        prefix.join("bin/voices").display(),
        prefix.join("share/tactus/voices").display()
    );
    let run = |args: &[&str]| {
        let mut command = std::process::Command::new(&program);
        device
            .command(&mut command)
            .env_remove("CARGO_MANIFEST_DIR")
            .env("XDG_DATA_HOME", &data)
            .env("TACTUS_SCREEN_READER", "none")
            .args(args)
            .output()
            .unwrap()
    };
    let out = run(&["announce", "--speech", "clips", "e4"]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("tactus: no built-in voice: {places}\n")),
        "{stderr}"
    );
    let wav = device.dir().join("moves.wav");
    let out = run(&["announce", "e4", "--wav", wav.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!("tactus: {places}\n")
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "speech_clips::noise::a_result_is_heard_in_words",
            a_result_is_heard_in_words,
        ),
        crate::trial(
            "speech_clips::noise::board_visual_is_heard_as_the_board",
            board_visual_is_heard_as_the_board,
        ),
        crate::trial(
            "speech_clips::noise::an_exported_result_is_in_words",
            an_exported_result_is_in_words,
        ),
        crate::trial(
            "speech_clips::noise::no_built_in_voice_names_every_place_looked_in",
            no_built_in_voice_names_every_place_looked_in,
        ),
    ]
}
