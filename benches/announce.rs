//! Speed of the announcement path: one typed move (read, check, announce, word it), and a
//! whole 1,000-game PGN file through the same code as `tactus announce --pgn`.
//! Run: `cargo bench --bench announce`.

// criterion's macros make the bench's entry points, which carry no documentation.
#![allow(missing_docs)]

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use shakmaty::{san::SanPlus, Chess, Position};
use tactus_core::{announce, Announcer, LineFormat, MoveReader, Notation, Style, VoicePack};

/// A deterministic pseudo-random PGN of `games` games of up to 120 plies.
fn pgn(games: usize) -> String {
    let mut seed: u64 = 0x5eed;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut text = String::new();
    for n in 1..=games {
        text.push_str(&format!(
            "[Event \"Bench\"]\n[Round \"{n}\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
        ));
        let mut pos = Chess::default();
        for ply in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.is_insufficient_material() {
                break;
            }
            let m = moves[(next() % moves.len() as u64) as usize];
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
            text.push(' ');
        }
        text.push_str("*\n\n");
    }
    text
}

fn bench(c: &mut Criterion) {
    let pack = VoicePack::default_pack();
    let reader = MoveReader::for_pack(Notation::En, &pack);
    let pos: Chess = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    let mut group = c.benchmark_group("one move");
    for input in ["Bb5", "laeufer bella fuenf", "f1b5"] {
        group.bench_function(input, |b| {
            b.iter(|| {
                let m = reader.read(&pos, black_box(input)).unwrap();
                pack.text(&announce(&pos, m, Style::Short))
            })
        });
    }
    group.finish();

    let text = pgn(1000);
    let plies = text.matches(". ").count() * 2;
    let mut group = c.benchmark_group("pgn");
    group
        .sample_size(10)
        .throughput(Throughput::Elements(plies as u64));
    for format in [LineFormat::Text, LineFormat::Json] {
        group.bench_function(format!("1000 games {format:?}"), |b| {
            b.iter(|| {
                let mut out = Vec::with_capacity(8 << 20);
                let mut announcer = Announcer::new(&mut out, &pack, &reader, Style::Short, format);
                announcer.pgn(text.as_bytes(), None).unwrap();
                assert!(announcer.failures.is_empty());
                out.len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
