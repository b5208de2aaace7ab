//! A game tree written back as PGN, through the one PGN writer (`notation::write_game`: the roster, escaping,
//! wrapping): here only the movetext's tokens are made.

use shakmaty::{fen::Fen, Chess, Color, EnPassantMode};

use super::{
    comment_commands::{write_clock, write_eval},
    GameTree, NodeId,
};
use crate::notation::{write_game, PgnTags};

/// The widest line written: lines stay under 80 columns.
const WIDTH: usize = 79;

/// The tree as PGN: the tags (the Seven Tag Roster first, `SetUp` and `FEN` when the game starts from a position),
/// the moves with their numbers, glyphs (`$n`), comments (`{…}`, the clock and evaluation as commands) and variations
/// in parentheses to any depth, then the result; lines under 80 columns, a blank line after the game. Reading it
/// gives the same tree.
#[must_use]
pub fn write_tree_pgn(tree: &GameTree) -> String {
    let mut tokens = comment_tokens(tree, tree.root());
    line_tokens(tree, tree.root(), true, &mut tokens);
    write_game(&tags(tree), tokens, WIDTH)
}

/// The tree's tags in the writer's form: the roster's by name, the others in order, a start position's own.
fn tags(tree: &GameTree) -> PgnTags {
    let mut tags = PgnTags::default();
    let start = tree.position(tree.root());
    if *start != Chess::default() {
        let fen = Fen::from_position(start, EnPassantMode::Legal).to_string();
        tags.more.extend(PgnTags::setup(fen));
    }
    for (name, value) in tree.tags() {
        let field = match name.to_ascii_lowercase().as_str() {
            "event" => &mut tags.event,
            "site" => &mut tags.site,
            "date" => &mut tags.date,
            "round" => &mut tags.round,
            "white" => &mut tags.white,
            "black" => &mut tags.black,
            "result" => &mut tags.result,
            "setup" | "fen" => continue,
            _ => {
                tags.more.push((name.clone(), value.clone()));
                continue;
            }
        };
        value.clone_into(field);
    }
    if let Some(result) = tree.result() {
        result.clone_into(&mut tags.result);
    }
    tags
}

/// The moves after `from`, the main continuation first, each move's variations right after it. `numbered`: the
/// first move carries its number even when Black makes it.
fn line_tokens(tree: &GameTree, from: NodeId, mut numbered: bool, tokens: &mut Vec<String>) {
    let mut at = from;
    while let Some((&main, variations)) = tree.children(at).split_first() {
        numbered = move_tokens(tree, main, numbered, tokens);
        for &variation in variations {
            let mut inside = Vec::new();
            let numbered = move_tokens(tree, variation, true, &mut inside);
            line_tokens(tree, variation, numbered, &mut inside);
            if let Some(first) = inside.first_mut() {
                first.insert(0, '(');
            }
            if let Some(last) = inside.last_mut() {
                last.push(')');
            }
            tokens.extend(inside);
        }
        numbered |= !variations.is_empty();
        at = main;
    }
}

/// One move: its number (for Black only when `numbered`), SAN, glyphs and comment. Returns whether a comment
/// followed, so the next move is numbered.
fn move_tokens(tree: &GameTree, at: NodeId, numbered: bool, tokens: &mut Vec<String>) -> bool {
    let (number, mover) = tree.move_number(at);
    match mover {
        Color::White => tokens.push(format!("{number}.")),
        Color::Black if numbered => tokens.push(format!("{number}...")),
        Color::Black => {}
    }
    if let Some(san) = tree.san(at) {
        tokens.push(san.to_string());
    }
    tokens.extend(tree.nags(at).iter().map(|nag| format!("${nag}")));
    let comment = comment_tokens(tree, at);
    let commented = !comment.is_empty();
    tokens.extend(comment);
    commented
}

/// The node's comment as units of a line (`{` on the first, `}` on the last): the evaluation and clock commands (each
/// kept whole), then the words of the text (a brace in it left out, a `[%` parted so it reads as no command); nothing
/// when the node has none of them.
fn comment_tokens(tree: &GameTree, at: NodeId) -> Vec<String> {
    let mut words: Vec<String> = tree.eval(at).map(write_eval).into_iter().collect();
    words.extend(tree.clock_ms(at).map(write_clock));
    if let Some(text) = tree.comment(at) {
        words.extend(
            text.replace(['{', '}'], "")
                .replace("[%", "[ %")
                .split_whitespace()
                .map(str::to_string),
        );
    }
    if let Some(first) = words.first_mut() {
        first.insert(0, '{');
    }
    if let Some(last) = words.last_mut() {
        last.push('}');
    }
    words
}
