//! The questions asked at the keyboard, answered from the game as it stands: nothing is written. The time, the moves
//! completed, the last move, a square, a rank, a file, the board, the pieces, a described board checked, the
//! scoresheet, the position for the arbiter, help.

use shakmaty::Position;

use crate::{
    boundary::{Event, Refusal},
    clock::Side,
    voice::PhraseKey,
    voice::Sentence,
    words,
};

use super::{
    command::{PlayCommand, ScoreRange},
    export,
    mirror::Mirror,
    placement,
    play::viewer,
    state::GameState,
    wording::Wording,
};

/// Questions: answered from the state, nothing written.
pub(super) fn ask(
    game: &GameState,
    wording: &Wording,
    question: PlayCommand,
    name: &str,
    t: u64,
) -> Vec<Event> {
    let pack = &wording.pack;
    let pos = game.game().position();
    let mirror = Mirror::new(pos, pack, viewer(game.setup().blind, game.to_move()).into());
    let one = |result: Result<Sentence, Refusal>| match result {
        Ok(text) => vec![Event::answer(name, text)],
        Err(refusal) => vec![refusal.into()],
    };
    let many =
        |lines: Vec<String>| Event::answer_lines(name, lines.into_iter().map(Sentence::text));
    match question {
        PlayCommand::Time => vec![Event::answer(name, times_text(game, wording, t))],
        PlayCommand::Moves => vec![Event::answer(name, moves_text(game, wording))],
        PlayCommand::Last => vec![Event::answer(name, last_text(game, wording))],
        PlayCommand::Square(square) => one(Ok(mirror.describe_square(square))),
        PlayCommand::Rank(rank) => one(Ok(mirror.describe_rank(rank))),
        PlayCommand::File(file) => one(Ok(mirror.describe_file(file))),
        PlayCommand::Board { visual: false } => Event::answer_lines(name, mirror.board()),
        // A picture for the eyes: printed, and said as the board in words.
        PlayCommand::Board { visual: true } => {
            let said = mirror.board();
            Event::answer_shown(name, mirror.visual(), said)
        }
        PlayCommand::Pieces { side, piece } => {
            Event::answer_lines(name, mirror.pieces_said(side, piece))
        }
        PlayCommand::Verify(input) => one(placement::verify(pos, pack, &input).map(Sentence::text)),
        PlayCommand::Score(range) => many(score(game, wording, range)),
        PlayCommand::Position => Event::answer_lines(name, positions(game, wording)),
        PlayCommand::Help(Some(topic)) => many(
            pack.phrase(topic.phrase(), &[])
                .lines()
                .map(str::to_string)
                .collect(),
        ),
        _ => vec![Event::answer(
            name,
            Sentence::phrase(pack, PhraseKey::HelpPlay, Vec::new()),
        )],
    }
}

/// The game's moves, numbered, in the pack's words (the blind player's scoresheet, D.2.7), and the move waiting
/// for the press; "no move yet" before the first.
fn score(game: &GameState, wording: &Wording, range: ScoreRange) -> Vec<String> {
    let mut lines = export::score_lines(game, wording);
    let keep = |number: u32| match range {
        ScoreRange::All => true,
        ScoreRange::From(from) => number >= from,
        ScoreRange::Last(_) => true,
    };
    lines.retain(|(number, _)| keep(*number));
    if let ScoreRange::Last(n) = range {
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        lines.drain(..lines.len().saturating_sub(n));
    }
    let mut lines: Vec<String> = lines.into_iter().map(|(_, line)| line).collect();
    if game.pending().is_some() {
        lines.push(last_text(game, wording).as_text().to_string());
    }
    if lines.is_empty() {
        lines.push(wording.pack.phrase(PhraseKey::NoMoveYet, &[]));
    }
    lines
}

/// `arbiter position`: the position now as FEN, and where an entered sheet last agrees with the game.
fn positions(game: &GameState, wording: &Wording) -> Vec<Sentence> {
    let pack = &wording.pack;
    let mut lines = vec![Sentence::phrase(
        pack,
        PhraseKey::ArbiterPosition,
        vec![("fen", Sentence::figures(game.game().fen()))],
    )];
    for (ply, fen) in game.agreement_positions() {
        lines.push(Sentence::phrase(
            pack,
            PhraseKey::ArbiterPositionAgreed,
            vec![
                ("ply", Sentence::figures(ply.to_string())),
                ("fen", Sentence::figures(fen)),
            ],
        ));
    }
    lines
}

fn times_text(game: &GameState, wording: &Wording, t: u64) -> Sentence {
    let pack = &wording.pack;
    match game.times(t) {
        Some((white, black)) => words::times_words(pack, white, black),
        None => Sentence::phrase(pack, PhraseKey::NoClock, Vec::new()),
    }
}

/// "Moves completed: White twelve, Black eleven", and the moves left to a time control.
fn moves_text(game: &GameState, wording: &Wording) -> Sentence {
    let first: Side = game.game().start().turn().into();
    let plies = u32::try_from(game.game().plies().len()).unwrap_or(u32::MAX);
    let count = |side: Side| plies / 2 + u32::from(side == first && plies % 2 == 1);
    words::moves_words(
        &wording.pack,
        count(Side::White),
        count(Side::Black),
        game.clock(),
    )
}

/// The last announcement: the pending move's, or the last completed move's.
fn last_text(game: &GameState, wording: &Wording) -> Sentence {
    let pack = &wording.pack;
    let plies = game.game().plies().len();
    let line = |key, label: String, words: Sentence| {
        Sentence::phrase(
            pack,
            key,
            vec![("number", Sentence::figures(label)), ("move", words)],
        )
    };
    if let Some(pending) = game.pending() {
        let label = crate::words::move_label(game.move_number_after(plies), game.to_move());
        return line(
            PhraseKey::AnnouncePending,
            label,
            wording.move_words(game.game().position(), pending.mv),
        );
    }
    match game.game().plies().last() {
        Some(ply) => {
            let label = crate::words::move_label(
                game.move_number_after(plies - 1),
                ply.before.turn().into(),
            );
            line(
                PhraseKey::AnnounceLine,
                label,
                wording.move_words(&ply.before, ply.mv),
            )
        }
        _ => Sentence::phrase(pack, PhraseKey::NoMoveYet, Vec::new()),
    }
}
