//! Speed of reading studies: a PGN file with variations nested in variations read into game trees, and the
//! analysis board's choice of the last game of a 2,000-game file (its main line checked, its tree read).
//! Run: `cargo bench --bench study`.

// criterion's macros make the bench's entry points, which carry no documentation.
#![allow(missing_docs)]

mod study_pgn;

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use study_pgn::{study_pgn, Shape};
use tactus_core::{choose_listen_game, read_trees, Choice, MoveReader, Notation, VoicePack};

/// The games of `examples/study_pgn.rs games N`.
const GAMES: Shape = Shape {
    main: 80,
    every: 8,
    length: 12,
    depth: 2,
    budget: usize::MAX,
};

fn bench(c: &mut Criterion) {
    let (text, nodes) = study_pgn(200, GAMES, 0x5eed);
    let trees = read_trees(text.as_bytes());
    assert!(trees.iter().all(Result::is_ok), "the made-up games read");
    let mut group = c.benchmark_group("study");
    group
        .sample_size(10)
        .throughput(Throughput::Elements(nodes as u64));
    group.bench_function("200 games with variations into trees", |b| {
        b.iter(|| read_trees(black_box(text.as_bytes())).len());
    });
    let (one, _) = study_pgn(
        1,
        Shape {
            main: u32::MAX,
            every: 2,
            length: 40,
            depth: 3,
            budget: 10_000,
        },
        0x5eed,
    );
    group.throughput(Throughput::Elements(10_000));
    group.bench_function("one study of 10,000 moves into a tree", |b| {
        b.iter(|| read_trees(black_box(one.as_bytes())).len());
    });
    let (file, _) = study_pgn(2000, GAMES, 0x5eed);
    let pack = VoicePack::default_pack();
    let reader = MoveReader::for_pack(Notation::En, &pack);
    group.throughput(Throughput::Elements(1));
    group.bench_function("game 2000 of 2000 chosen", |b| {
        b.iter(|| {
            choose_listen_game(
                black_box(file.as_bytes()),
                "study.pgn",
                &Choice::Number(2000),
                &pack,
                &reader,
            )
            .map(|game| game.number)
            .unwrap()
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
