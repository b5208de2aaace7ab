//! PGN reading: `tactus announce --pgn FILE` (the `Announcer`) over arbitrary bytes, in text and JSON output, and
//! `tactus announce -` reading moves typed without tags.
//!
//! Input: byte 1 the output format (bit 0), the style (bit 1), the notation (bits 2–3) and a `--fen` (bits 4–7:
//! `FENS`, or none), byte 2 the voice pack; the rest is the file, any bytes.
//! Checks: no panic or hang; the output is UTF-8; in JSON every line is an object and each game's plies count up
//! from its first.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tactus_core::{Announcer, LineFormat as Format, Style};
use tactus_fuzz::{notation, pack, reader, Bytes, FENS};

fuzz_target!(|data: &[u8]| {
    let mut input = Bytes::new(data);
    let config = input.byte();
    let pack = pack(input.byte());
    let format = if config & 1 == 0 {
        Format::Text
    } else {
        Format::Json
    };
    let style = if config & 2 == 0 {
        Style::Short
    } else {
        Style::Long
    };
    let reader = reader(notation(config >> 2 & 3));
    let fen = FENS.get(usize::from(config >> 4)).copied();
    let file = input.rest();

    let mut out = Vec::new();
    let mut announcer = Announcer::new(&mut out, pack, reader, style, format);
    announcer
        .pgn(file, fen)
        .expect("writing to memory never fails");
    for failure in &announcer.failures {
        assert!(!failure.is_empty());
    }
    check(&out, format);

    if let Ok(text) = std::str::from_utf8(file) {
        let mut out = Vec::new();
        let mut announcer = Announcer::new(&mut out, pack, reader, style, format);
        announcer
            .typed(text, fen)
            .expect("writing to memory never fails");
        check(&out, format);
    }
});

fn check(out: &[u8], format: Format) {
    let text = std::str::from_utf8(out).expect("the output is UTF-8");
    if format == Format::Text {
        return;
    }
    let mut last: Option<(u64, u64)> = None;
    for line in text.lines() {
        let object: serde_json::Value = serde_json::from_str(line).expect("each line is JSON");
        let game = object["game"].as_u64().expect("a game number");
        let ply = object["ply"].as_u64().expect("a ply");
        if let Some((last_game, last_ply)) = last {
            if last_game == game {
                assert_eq!(ply, last_ply + 1, "{line}");
            } else {
                assert!(game > last_game, "{line}");
            }
        }
        last = Some((game, ply));
    }
}
