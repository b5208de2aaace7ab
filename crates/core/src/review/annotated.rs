//! A reviewed game written back as PGN (`tactus export JOURNAL --to pgn --annotated`): every move of the main line
//! with the engine's evaluation after it (`[%eval]`), and each fault with its glyph ($6 inaccuracy, $2 mistake,
//! $4 blunder) and a comment naming the best move ("Mistake. Best was Nf3.").

use shakmaty::san::SanPlus;

use super::{review_moves, GameEvaluations};
use crate::{
    analysis::{CommentEval, GameTree},
    boundary::MoveVerdict,
    voice::{PhraseKey, VoicePack},
    Evaluation,
};

/// The glyph of a verdict, as PGN numbers them.
fn nag(verdict: MoveVerdict) -> u8 {
    match verdict {
        MoveVerdict::Inaccuracy => 6,
        MoveVerdict::Mistake => 2,
        MoveVerdict::Blunder => 4,
    }
}

/// The verdict's comment in `pack`'s words, with the best move in SAN.
fn comment(pack: &VoicePack, verdict: MoveVerdict, best: &str) -> String {
    let key = match verdict {
        MoveVerdict::Inaccuracy => PhraseKey::ReviewMarkInaccuracy,
        MoveVerdict::Mistake => PhraseKey::ReviewMarkMistake,
        MoveVerdict::Blunder => PhraseKey::ReviewMarkBlunder,
    };
    pack.phrase(key, &[("best", best)])
}

/// Marks the main line of `tree` with `evaluations` (its positions from the start): the evaluation after each move,
/// and each fault's glyph and comment (after a comment the move already had). Moves past the evaluations are left
/// as they are.
pub fn annotate_review(tree: &mut GameTree, evaluations: &GameEvaluations, pack: &VoicePack) {
    let nodes: Vec<_> = tree
        .path(tree.main_end(tree.root()))
        .into_iter()
        .skip(1)
        .collect();
    let moves: Vec<_> = nodes
        .iter()
        .filter_map(|&node| tree.played(node).copied())
        .collect();
    let start = tree.position(tree.root()).clone();
    for (reviewed, &node) in review_moves(&start, &moves, evaluations).iter().zip(&nodes) {
        tree.set_eval(
            node,
            match reviewed.after {
                Evaluation::Pawns(cp) => CommentEval::Pawns(cp),
                Evaluation::Mate(n) => CommentEval::Mate(n),
            },
        );
        let Some(verdict) = reviewed.verdict else {
            continue;
        };
        tree.add_nag(node, nag(verdict));
        if let Some(best) = reviewed.best {
            let best = SanPlus::from_move(reviewed.position.clone(), best).to_string();
            let said = comment(pack, verdict, &best);
            let text = match tree.comment(node) {
                Some(before) => format!("{before} {said}"),
                None => said,
            };
            tree.set_comment(node, &text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{read_trees, write_tree_pgn, PositionEvaluation};

    #[test]
    fn each_move_has_its_evaluation_and_a_fault_its_glyph_and_the_best_move() {
        let mut tree = read_trees(b"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 *")
            .remove(0)
            .unwrap();
        let at = |cp, best: &str| PositionEvaluation {
            evaluation: Evaluation::Pawns(cp),
            depth: 8,
            best: Some(best.to_string()),
        };
        let evaluations = GameEvaluations {
            engine: "Stockfish".into(),
            depth: 8,
            moves: ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"]
                .map(String::from)
                .to_vec(),
            positions: vec![
                at(30, "e2e4"),
                at(30, "e7e5"),
                at(30, "d1h5"),
                at(0, "b8c6"),
                at(0, "f1c4"),
                at(0, "g7g6"),
                Evaluation::Mate(1).into_position(),
            ],
        };
        let pack = VoicePack::builtin("en").unwrap();
        annotate_review(&mut tree, &evaluations, &pack);
        let pgn = write_tree_pgn(&tree)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(pgn.contains("1. e4 {[%eval 0.30]} 1... e5"), "{pgn}");
        assert!(pgn.contains("2... Nc6 {[%eval 0.00]} 3. Bc4"), "{pgn}");
        assert!(
            pgn.contains("3... Nf6 $4 {[%eval #1] Blunder. Best was g6.} *"),
            "{pgn}"
        );
    }

    impl Evaluation {
        fn into_position(self) -> PositionEvaluation {
            PositionEvaluation {
                evaluation: self,
                depth: 8,
                best: Some("h5f7".into()),
            }
        }
    }
}
