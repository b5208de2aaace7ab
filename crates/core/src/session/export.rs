//! A game rebuilt from its journal, written out: PGN for programs and archives (Seven Tag Roster, TimeControl,
//! Termination, `[%clk]` after every move, draw offers as `{(=)}`), and numbered moves in the voice pack's words
//! for people.
//!
//! Only completed moves are written: a move still waiting for `press`, or the sealed move of an adjourned game,
//! is not part of the score.

use shakmaty::Position;

use crate::{
    clock::Side,
    notation::{braille_scoresheet, braille_text, write_pgn, Movetext, PgnMove, PgnTags, Wrapping},
    rules::fen_of,
    voice::PhraseKey,
    words::{result_sentence, side_name},
};

use super::{state::GameState, wording::Wording};

/// The game as PGN.
#[must_use]
pub fn pgn(state: &GameState) -> String {
    let setup = state.setup();
    let result = state.result();
    let start = state.game().start();
    let mut more = Vec::new();
    if setup.fen.is_some() {
        more.extend(PgnTags::setup(fen_of(start)));
    }
    if let Some(control) = &setup.control {
        more.push(("TimeControl".to_string(), control.to_pgn()));
    }
    let termination = result.map_or("unterminated", |r| r.termination.pgn());
    more.push(("Termination".to_string(), termination.to_string()));
    let tags = PgnTags {
        event: setup.event.clone(),
        site: setup.site.clone(),
        date: setup.date.clone(),
        round: setup.round.clone(),
        white: setup.white.clone(),
        black: setup.black.clone(),
        result: result.map_or("*", |r| r.score.as_str()).to_string(),
        more,
    };
    let moves: Vec<PgnMove> = state
        .game()
        .plies()
        .iter()
        .zip(state.notes())
        .map(|(ply, note)| {
            let clock_ms = note
                .times
                .map(|(white, black)| match Side::from(ply.before.turn()) {
                    Side::White => white,
                    Side::Black => black,
                });
            PgnMove::recorded(ply.san, clock_ms, note.draw_offer, &note.board_differs)
        })
        .collect();
    write_pgn(
        &tags,
        &Movetext {
            first_move_number: start.fullmoves().get(),
            black_first: start.turn() == shakmaty::Color::Black,
            before: Vec::new(),
            moves,
            wrapping: Wrapping::MovesWithComments,
        },
    )
}

/// The game as lines of text in the voice pack's words: the players and event, one line per move number ("1. Eva
/// vier, Eva fuenf"), draw offers marked (=), and the result.
#[must_use]
pub fn text(state: &GameState, wording: &Wording) -> Vec<String> {
    let setup = state.setup();
    let pack = &wording.pack;
    let mut lines = vec![
        format!("{}: {}", side_name(pack, Side::White), setup.white),
        format!("{}: {}", side_name(pack, Side::Black), setup.black),
    ];
    for (key, value) in [
        (PhraseKey::HeadingEvent, &setup.event),
        (PhraseKey::HeadingSite, &setup.site),
        (PhraseKey::HeadingRound, &setup.round),
    ] {
        if !value.trim().is_empty() {
            lines.push(format!("{}: {value}", pack.phrase(key, &[])));
        }
    }
    lines.push(format!(
        "{}: {}",
        pack.phrase(PhraseKey::HeadingDate, &[]),
        setup.date
    ));
    lines.extend(
        score_lines(state, wording)
            .into_iter()
            .map(|(_, line)| line),
    );
    match state.result() {
        Some(result) => {
            let detail = state.result_detail().map(|detail| wording.detail(detail));
            lines.push(result_sentence(pack, result, detail.as_ref()));
        }
        None => lines.push(pack.phrase(
            PhraseKey::PromptToMove,
            &[("side", &side_name(pack, state.to_move()))],
        )),
    }
    lines
}

/// The game's moves, one line per move number ("1. Eva vier, Eva fuenf", with (=) after a move that offered a
/// draw), each with its number: the score the text export writes and `score` reads back.
#[must_use]
pub(crate) fn score_lines(state: &GameState, wording: &Wording) -> Vec<(u32, String)> {
    scoresheet_lines(&numbered_moves(state, wording))
        .into_iter()
        .map(|line| {
            let text = match (line.white, line.black) {
                (Some(white), Some(black)) => format!("{}. {white}, {black}", line.number),
                (Some(white), None) => format!("{}. {white}", line.number),
                (None, black) => format!("{}... {}", line.number, black.unwrap_or_default()),
            };
            (line.number, text)
        })
        .collect()
}

/// One move of the game as a scoresheet has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumberedMove {
    /// The scoresheet's move number.
    pub number: u32,
    /// Who moved.
    pub side: Side,
    /// The announcement in the pack's written words, with " (=)" after a move that offered a draw.
    pub text: String,
}

/// One line of a scoresheet: a move number with White's move and Black's, either missing at the start or the end
/// of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetLine<'a> {
    /// The move number.
    pub number: u32,
    /// White's move, if made.
    pub white: Option<&'a str>,
    /// Black's move, if made.
    pub black: Option<&'a str>,
}

/// The moves grouped by move number, as a scoresheet has them.
#[must_use]
pub fn scoresheet_lines(moves: &[NumberedMove]) -> Vec<SheetLine<'_>> {
    let mut lines: Vec<SheetLine<'_>> = Vec::new();
    for played in moves {
        let text = Some(played.text.as_str());
        match (played.side, lines.last_mut()) {
            (Side::Black, Some(last)) if last.black.is_none() && last.number == played.number => {
                last.black = text;
            }
            (Side::White, _) => lines.push(SheetLine {
                number: played.number,
                white: text,
                black: None,
            }),
            (Side::Black, _) => lines.push(SheetLine {
                number: played.number,
                white: None,
                black: text,
            }),
        }
    }
    lines
}

/// Every move of the game with its move number, side and announcement.
#[must_use]
pub fn numbered_moves(state: &GameState, wording: &Wording) -> Vec<NumberedMove> {
    let game = state.game();
    game.plies()
        .iter()
        .zip(state.notes())
        .enumerate()
        .map(|(index, (ply, note))| {
            let mut text = wording.move_text(&ply.before, ply.mv);
            if note.draw_offer {
                text.push_str(" (=)");
            }
            NumberedMove {
                number: state.move_number_after(index),
                side: ply.before.turn().into(),
                text,
            }
        })
        .collect()
}

/// The scoresheet in the braille chess code (Unicode braille): the players, event and date in uncontracted
/// braille, one line per move number, draw offers marked, and the result.
#[must_use]
pub fn braille(state: &GameState, wording: &Wording) -> Vec<String> {
    let setup = state.setup();
    let pack = &wording.pack;
    let mut lines = vec![
        braille_text(&format!(
            "{}: {}",
            side_name(pack, Side::White),
            setup.white
        )),
        braille_text(&format!(
            "{}: {}",
            side_name(pack, Side::Black),
            setup.black
        )),
    ];
    for (key, value) in [
        (PhraseKey::HeadingEvent, &setup.event),
        (PhraseKey::HeadingSite, &setup.site),
        (PhraseKey::HeadingRound, &setup.round),
    ] {
        if !value.trim().is_empty() {
            lines.push(braille_text(&format!("{}: {value}", pack.phrase(key, &[]))));
        }
    }
    lines.push(braille_text(&format!(
        "{}: {}",
        pack.phrase(PhraseKey::HeadingDate, &[]),
        setup.date
    )));
    let moves: Vec<_> = state
        .game()
        .plies()
        .iter()
        .zip(state.notes())
        .map(|(ply, note)| (ply.san, note.draw_offer))
        .collect();
    let start = state.game().start();
    lines.extend(braille_scoresheet(
        &moves,
        start.fullmoves().get(),
        start.turn() == shakmaty::Color::Black,
    ));
    let result = state.result().map_or("unfinished", |r| r.score.as_str());
    lines.push(braille_text(&format!("Result: {result}")));
    lines
}
