//! A word the built-in voice has no clip for is spoken, by eSpeak NG (the engine its clips were recorded with), not
//! spelled letter by letter: the players' names in the spoken start of a game and an opening's name, measured in the
//! WAV against the letters' own clips.

use super::*;

/// The seconds of the spoken start of `tactus play --speech clips` between `white` and `black`, as heard in the WAV.
fn start_between(white: &str, black: &str) -> f64 {
    let device = WavDevice::new();
    let mut game = play(&device, &["--white", white, "--black", black]);
    game.expect_line(r#""event":"game""#);
    settle(&mut game, &device.wav());
    let Ended { status, .. } = game.finish();
    assert!(status.success());
    sounding(&device.wav(), 0)
}

/// The seconds of sound in the WAV from frame `from` on: its words and the short gaps between them, without the
/// pauses and the silences where the file device, which takes samples as fast as they come, ran ahead.
fn sounding(wav: &Path, from: usize) -> f64 {
    let frames = Frames::read(wav).expect("the WAV was written");
    let left = frames.channel(0);
    let gap = ms_samples(2 * GAP_MS, frames.rate);
    runs(&left[from.min(left.len())..], gap)
        .into_iter()
        .map(|(start, end)| frames.seconds(end - start))
        .sum()
}

/// The seconds of the clips of `keys` said one after the other, a gap between each two, at the clips' rate.
fn clips_seconds(keys: &[&str]) -> f64 {
    let rate = clip_rate();
    let samples: usize = keys.iter().map(|key| clip(key).0.len()).sum::<usize>()
        + ms_samples(GAP_MS, rate) * (keys.len() - 1);
    samples as f64 / f64::from(rate)
}

/// The letters of `word`, as keys.
fn letters(word: &str) -> Vec<String> {
    word.chars().map(|c| c.to_string()).collect()
}

/// The seconds `word` takes spelled with the letters' clips.
fn spelled_seconds(word: &str) -> f64 {
    let keys = letters(word);
    clips_seconds(&keys.iter().map(String::as_str).collect::<Vec<_>>())
}

/// "Game: Magnus with White against Judit with Black": both names, which have no clip, are spoken (before, they were
/// spelled: the start was longer by their letters' clips, 3.8 s). Compared with the same sentence between Anna and
/// David, which have clips, the start is about as long.
fn names_without_a_clip_are_spoken_at_the_start() {
    if !require_tool("sox", "sox") {
        return;
    }
    let spoken = start_between("Magnus", "Judit");
    let named = start_between("Anna", "David");
    let letters = spelled_seconds("magnus") + spelled_seconds("judit")
        - clips_seconds(&["anna"])
        - clips_seconds(&["david"]);
    eprintln!(
        "the start between Magnus and Judit: {spoken:.3} s; between Anna and David: {named:.3} s; spelled, the \
         names would add {letters:.3} s"
    );
    assert!(
        (spoken - named).abs() < 0.6,
        "heard {spoken:.3} s with Magnus and Judit and {named:.3} s with Anna and David: the names are not spoken \
         as words (spelled, they add {letters:.3} s)"
    );
}

/// `opening` after 1. e4 d5 in a practice game: "Opening: B01, Scandinavian Defense", the English name said as
/// words. "Scandinavian" has no clip: spelled, its twelve letters' clips alone sound longer than the whole answer
/// spoken.
fn an_opening_name_is_spoken() {
    if !require_tool("sox", "sox") {
        return;
    }
    let device = WavDevice::new();
    let mut game = play(&device, &["--mode", "practice"]);
    game.expect_line(r#""event":"game""#);
    settle(&mut game, &device.wav());
    game.type_lines("e4\n");
    settle(&mut game, &device.wav());
    game.type_lines("d5\n");
    let from = settle(&mut game, &device.wav());
    game.type_lines("opening\n");
    game.expect_line("Scandinavian Defense");
    settle(&mut game, &device.wav());
    let Ended { status, .. } = game.finish();
    assert!(status.success());
    let heard = sounding(&device.wav(), from);
    let spelled = spelled_seconds("scandinavian");
    eprintln!("\"Opening: B01, Scandinavian Defense\" heard in {heard:.3} s; \"scandinavian\" spelled takes {spelled:.3} s");
    assert!(
        heard < spelled,
        "the answer sounded for {heard:.3} s: the name spelled (its first word alone spelled takes {spelled:.3} s)"
    );
    assert!(heard > 1.5, "the answer was heard whole: {heard:.3} s");
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![
        crate::trial(
            "speech_clips::spoken::names_without_a_clip_are_spoken_at_the_start",
            names_without_a_clip_are_spoken_at_the_start,
        ),
        crate::trial(
            "speech_clips::spoken::an_opening_name_is_spoken",
            an_opening_name_is_spoken,
        ),
    ]
}
