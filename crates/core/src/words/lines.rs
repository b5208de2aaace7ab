//! The words of a game's variations: which line a move is, and why a game's tree cannot be read.

use crate::{
    analysis::{TreeError, TreeProblem},
    boundary::LineOfMany,
    voice::{PhraseKey, Sentence, VoicePack},
};

/// "line 2 of 3".
#[must_use]
pub(crate) fn line_of_many(pack: &VoicePack, line: LineOfMany) -> Sentence {
    Sentence::phrase(
        pack,
        PhraseKey::ListenLineOfMany,
        vec![
            ("line", Sentence::figures(line.line.to_string())),
            ("lines", Sentence::figures(line.lines.to_string())),
        ],
    )
}

/// Why a game of a PGN text cannot be read, in `pack`'s words: "game 2: move 12 Black, Nf6: not a legal move
/// there".
#[must_use]
pub fn tree_error(pack: &VoicePack, error: &TreeError) -> Sentence {
    let problem = Sentence::phrase(pack, problem_key(error.problem), Vec::new());
    let problem = match (error.at, &error.token) {
        (Some((number, side)), Some(token)) => Sentence::phrase(
            pack,
            PhraseKey::TreeProblemAt,
            vec![
                ("number", Sentence::figures(number.to_string())),
                ("side", super::side_words(pack, side.into())),
                ("token", Sentence::comment(token.clone())),
                ("problem", problem),
            ],
        ),
        _ => problem,
    };
    Sentence::phrase(
        pack,
        PhraseKey::TreeInGame,
        vec![
            ("game", Sentence::figures(error.game.to_string())),
            ("problem", problem),
        ],
    )
}

fn problem_key(problem: TreeProblem) -> PhraseKey {
    match problem {
        TreeProblem::NotAMove => PhraseKey::TreeNotAMove,
        TreeProblem::Illegal => PhraseKey::TreeIllegal,
        TreeProblem::Ambiguous => PhraseKey::TreeAmbiguous,
        TreeProblem::BadStart => PhraseKey::TreeBadStart,
        TreeProblem::Variant => PhraseKey::TreeVariant,
        TreeProblem::UnclosedVariation => PhraseKey::TreeUnclosed,
        TreeProblem::UnopenedVariation => PhraseKey::TreeUnopened,
        TreeProblem::Damaged => PhraseKey::TreeDamaged,
    }
}
