//! A word the built-in voice has no clip for is spelled, not left out: the players' names in the spoken start of a
//! game, measured in the WAV against the letters' own clip files.

use super::*;

/// The seconds of the spoken start of `tactus play --speech clips` between `white` and `black`, as heard in the WAV.
fn start_between(white: &str, black: &str) -> f64 {
    let device = WavDevice::new();
    let mut game = play(&device, &["--white", white, "--black", black]);
    game.expect_line(r#""event":"game""#);
    settle(&mut game, &device.wav());
    let Ended { status, .. } = game.finish();
    assert!(status.success());
    super::heard::heard_span(&device.wav(), 0)
}

/// The seconds of the clips of `keys` said one after the other, a gap between each two, at the clips' rate.
fn clips_seconds(keys: &[&str]) -> f64 {
    let rate = clip_rate();
    let samples: usize = keys.iter().map(|key| clip(key).0.len()).sum::<usize>()
        + ms_samples(GAP_MS, rate) * (keys.len() - 1);
    samples as f64 / f64::from(rate)
}

/// "Game: Magnus with White against Judit with Black": both names, which have no clip, are heard letter by letter
/// (before, they were left out: the sentence was as long as without them). Compared with the same sentence between
/// Anna and David, which have clips, the start is longer by the letters' clips less those two names' clips.
fn names_without_a_clip_are_spelled_at_the_start() {
    if !require_tool("sox", "sox") {
        return;
    }
    let spelled = start_between("Magnus", "Judit");
    let named = start_between("Anna", "David");
    let longer = clips_seconds(&["m", "a", "g", "n", "u", "s"])
        + clips_seconds(&["j", "u", "d", "i", "t"])
        - clips_seconds(&["anna"])
        - clips_seconds(&["david"]);
    eprintln!(
        "the start between Magnus and Judit: {spelled:.3} s; between Anna and David: {named:.3} s; the letters \
         add {longer:.3} s"
    );
    assert!(
        (spelled - named - longer).abs() < 0.02,
        "heard {spelled:.3} s with the names spelled and {named:.3} s with names that have clips: \
         {:.3} s longer, where spelling them adds {longer:.3} s",
        spelled - named
    );
}

/// The tests of this file, for the harness.
pub(crate) fn trials() -> Vec<crate::Trial> {
    vec![crate::trial(
        "speech_clips::spelled::names_without_a_clip_are_spelled_at_the_start",
        names_without_a_clip_are_spelled_at_the_start,
    )]
}
