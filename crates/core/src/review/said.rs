//! A reviewed move and a game's review in the pack's words: "Move 23, Black: Turm Eva acht was a blunder. Better
//! was Dame David fünf: White was a little better, now White is winning", and the tally of each side's faults.

use shakmaty::{Chess, Color, Move};

use super::ReviewedMove;
use crate::{
    boundary::MoveVerdict,
    voice::{announce, PhraseKey, Sentence, Style, VoicePack},
    words, Evaluation,
};

/// `m`, a legal move in `position`, in the pack's announcement words ("Springer Felix drei").
pub(crate) fn move_words(pack: &VoicePack, position: &Chess, m: Move) -> Sentence {
    Sentence::words(pack, &announce(position, m, Style::Short))
}

/// The verdict's words ("a blunder").
pub(crate) fn verdict_words(pack: &VoicePack, verdict: MoveVerdict) -> Sentence {
    let key = match verdict {
        MoveVerdict::Inaccuracy => PhraseKey::ReviewInaccuracy,
        MoveVerdict::Mistake => PhraseKey::ReviewMistake,
        MoveVerdict::Blunder => PhraseKey::ReviewBlunder,
    };
    Sentence::phrase(pack, key, Vec::new())
}

/// Which words an evaluation's band takes: equal, a little better, better, winning, a mate.
#[derive(Clone, Copy)]
struct Band {
    equal: PhraseKey,
    slightly: PhraseKey,
    better: PhraseKey,
    winning: PhraseKey,
    mate: PhraseKey,
}

/// The words of a standing before the move ("White was a little better").
const WAS: Band = Band {
    equal: PhraseKey::ReviewWasEqual,
    slightly: PhraseKey::ReviewWasSlightly,
    better: PhraseKey::ReviewWasBetter,
    winning: PhraseKey::ReviewWasWinning,
    mate: PhraseKey::ReviewWasMate,
};

/// The words of a standing after it ("now White is winning").
const IS: Band = Band {
    equal: PhraseKey::ReviewIsEqual,
    slightly: PhraseKey::ReviewIsSlightly,
    better: PhraseKey::ReviewIsBetter,
    winning: PhraseKey::ReviewIsWinning,
    mate: PhraseKey::ReviewIsMate,
};

/// `evaluation` (White's view) in the band's short words; a mate in 0 is checkmate.
fn standing_words(pack: &VoicePack, evaluation: Evaluation, band: Band) -> Sentence {
    let side = |white: bool| {
        let color = if white { Color::White } else { Color::Black };
        words::side_words(pack, color.into())
    };
    match evaluation {
        Evaluation::Mate(0) => Sentence::phrase(pack, PhraseKey::ReviewIsCheckmate, Vec::new()),
        Evaluation::Mate(n) => Sentence::phrase(
            pack,
            band.mate,
            vec![
                ("side", side(n > 0)),
                ("n", Sentence::number(pack, n.unsigned_abs())),
            ],
        ),
        Evaluation::Pawns(cp) => {
            let key = match cp.unsigned_abs() {
                // The bands of the evaluation's words: equal, a little better, better, winning.
                held if held <= words::EQUAL_UP_TO => {
                    return Sentence::phrase(pack, band.equal, Vec::new())
                }
                held if held <= words::SLIGHTLY_UP_TO => band.slightly,
                held if held <= words::BETTER_UP_TO => band.better,
                _ => band.winning,
            };
            Sentence::phrase(pack, key, vec![("side", side(cp > 0))])
        }
    }
}

/// A reviewed move in words: its number, the mover, the move and its verdict, then the better move when there was
/// one, and the evaluations before and after it.
#[must_use]
pub fn review_sentence(pack: &VoicePack, reviewed: &ReviewedMove) -> Sentence {
    let number = Sentence::number(pack, reviewed.number);
    let side = words::side_words(pack, reviewed.mover.into());
    let played = move_words(pack, &reviewed.position, reviewed.played);
    let first = match reviewed.verdict {
        Some(verdict) => Sentence::phrase(
            pack,
            PhraseKey::ReviewMove,
            vec![
                ("number", number),
                ("side", side),
                ("move", played),
                ("verdict", verdict_words(pack, verdict)),
            ],
        ),
        None => Sentence::phrase(
            pack,
            PhraseKey::ReviewMovePlayed,
            vec![("number", number), ("side", side), ("move", played)],
        ),
    };
    let before = standing_words(pack, reviewed.before, WAS);
    let after = standing_words(pack, reviewed.after, IS);
    let second = match reviewed.best.filter(|best| *best != reviewed.played) {
        Some(best) => Sentence::phrase(
            pack,
            PhraseKey::ReviewBetterWas,
            vec![
                ("best", move_words(pack, &reviewed.position, best)),
                ("before", before),
                ("after", after),
            ],
        ),
        None => Sentence::phrase(
            pack,
            PhraseKey::ReviewChange,
            vec![("before", before), ("after", after)],
        ),
    };
    first.then(" ", second)
}

/// The tally of each side's faults ("White: 2 inaccuracies, 1 mistake, no blunder. Black: …"), of `side` only when
/// given.
#[must_use]
pub fn review_summary(
    pack: &VoicePack,
    reviewed: &[ReviewedMove],
    side: Option<Color>,
) -> Sentence {
    let sides = match side {
        Some(color) => vec![color],
        None => vec![Color::White, Color::Black],
    };
    let tallies = sides.into_iter().map(|color| {
        let count = |verdict: MoveVerdict| {
            reviewed
                .iter()
                .filter(|m| m.mover == color && m.verdict == Some(verdict))
                .count()
        };
        let counted = |verdict, none, one, many| {
            let n = count(verdict);
            match n {
                0 => Sentence::phrase(pack, none, Vec::new()),
                1 => Sentence::phrase(pack, one, Vec::new()),
                _ => Sentence::phrase(
                    pack,
                    many,
                    vec![(
                        "n",
                        Sentence::number(pack, u32::try_from(n).unwrap_or(u32::MAX)),
                    )],
                ),
            }
        };
        Sentence::phrase(
            pack,
            PhraseKey::ReviewSideTally,
            vec![
                ("side", words::side_words(pack, color.into())),
                (
                    "inaccuracies",
                    counted(
                        MoveVerdict::Inaccuracy,
                        PhraseKey::ReviewNoInaccuracy,
                        PhraseKey::ReviewOneInaccuracy,
                        PhraseKey::ReviewInaccuracies,
                    ),
                ),
                (
                    "mistakes",
                    counted(
                        MoveVerdict::Mistake,
                        PhraseKey::ReviewNoMistake,
                        PhraseKey::ReviewOneMistake,
                        PhraseKey::ReviewMistakes,
                    ),
                ),
                (
                    "blunders",
                    counted(
                        MoveVerdict::Blunder,
                        PhraseKey::ReviewNoBlunder,
                        PhraseKey::ReviewOneBlunder,
                        PhraseKey::ReviewBlunders,
                    ),
                ),
            ],
        )
    });
    tallies
        .reduce(|all, next| all.then(" ", next))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use shakmaty::{fen::Fen, uci::UciMove, CastlingMode};

    use super::*;

    fn pack(language: &str) -> VoicePack {
        VoicePack::builtin(language).unwrap()
    }

    /// Black's rook move at move 23, with the engine's better queen move.
    fn reviewed(
        verdict: Option<MoveVerdict>,
        before: Evaluation,
        after: Evaluation,
    ) -> ReviewedMove {
        let fen: Fen = "3r2k1/5ppp/8/8/3q4/8/5PPP/3QR1K1 b - - 0 23"
            .parse()
            .unwrap();
        let position: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let m = |uci: &str| uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
        ReviewedMove {
            ply: 1,
            number: 23,
            mover: Color::Black,
            played: m("d8e8"),
            best: Some(m("d4d5")),
            position,
            before,
            after,
            verdict,
        }
    }

    #[test]
    fn a_blunder_is_said_with_the_better_move_and_both_standings() {
        let m = reviewed(
            Some(MoveVerdict::Blunder),
            Evaluation::Pawns(60),
            Evaluation::Pawns(450),
        );
        let said = review_sentence(&pack("en"), &m);
        assert_eq!(
            said.as_text(),
            "Move twenty-three, Black: Rook Eva eight was a blunder. Better was Queen David five: White was a little better, now White is winning."
        );
    }

    #[test]
    fn each_band_has_its_words_in_every_language() {
        let en = pack("en");
        let cases = [
            (Evaluation::Pawns(-20), "it was equal"),
            (Evaluation::Pawns(-70), "Black was a little better"),
            (Evaluation::Pawns(150), "White was better"),
            (Evaluation::Pawns(-201), "Black was winning"),
            (Evaluation::Mate(-3), "Black had mate in three"),
        ];
        for (evaluation, words) in cases {
            let text = standing_words(&en, evaluation, WAS).as_text().to_string();
            assert_eq!(text, words);
        }
        assert_eq!(
            standing_words(&en, Evaluation::Mate(0), IS).as_text(),
            "it is checkmate"
        );
        let de = review_sentence(
            &pack("de"),
            &reviewed(
                Some(MoveVerdict::Mistake),
                Evaluation::Pawns(0),
                Evaluation::Mate(2),
            ),
        );
        assert!(
            de.as_text().starts_with("Zug dreiundzwanzig, Schwarz: "),
            "{}",
            de.as_text()
        );
        assert!(
            de.as_text()
                .ends_with("es war ausgeglichen, jetzt hat Weiß Matt in zwei."),
            "{}",
            de.as_text()
        );
        let fr = review_sentence(
            &pack("fr"),
            &reviewed(None, Evaluation::Pawns(0), Evaluation::Pawns(10)),
        );
        assert!(fr.as_text().contains("Mieux valait"), "{}", fr.as_text());
    }

    #[test]
    fn the_best_move_played_says_no_better_move() {
        let mut m = reviewed(None, Evaluation::Pawns(0), Evaluation::Pawns(0));
        m.best = Some(m.played);
        let said = review_sentence(&pack("en"), &m);
        assert_eq!(
            said.as_text(),
            "Move twenty-three, Black: Rook Eva eight. it was equal, now it is equal."
        );
    }

    #[test]
    fn the_summary_counts_each_sides_faults() {
        let mut moves = vec![
            reviewed(
                Some(MoveVerdict::Inaccuracy),
                Evaluation::Pawns(0),
                Evaluation::Pawns(0),
            ),
            reviewed(
                Some(MoveVerdict::Inaccuracy),
                Evaluation::Pawns(0),
                Evaluation::Pawns(0),
            ),
            reviewed(
                Some(MoveVerdict::Mistake),
                Evaluation::Pawns(0),
                Evaluation::Pawns(0),
            ),
        ];
        let mut white = reviewed(
            Some(MoveVerdict::Blunder),
            Evaluation::Pawns(0),
            Evaluation::Pawns(0),
        );
        white.mover = Color::White;
        moves.push(white);
        let en = pack("en");
        assert_eq!(
            review_summary(&en, &moves, None).as_text(),
            "White: no inaccuracy, no mistake, one blunder. Black: two inaccuracies, one mistake, no blunder."
        );
        assert_eq!(
            review_summary(&en, &moves, Some(Color::Black)).as_text(),
            "Black: two inaccuracies, one mistake, no blunder."
        );
    }
}
