//! A reviewed move as the event stream reports it (`review`, docs/cli.md).

use shakmaty::{san::SanPlus, Chess, Move};

use super::{review_sentence, ReviewedMove};
use crate::{boundary::Event, voice::VoicePack};

/// `m`, a legal move in `position`, in SAN with its check or mate sign.
fn san(position: &Chess, m: Move) -> String {
    SanPlus::from_move(position.clone(), m).to_string()
}

/// The `review` event of a move that was not good enough; `None` for a move without a verdict.
#[must_use]
pub fn review_event(pack: &VoicePack, reviewed: &ReviewedMove) -> Option<Event> {
    Some(Event::Review {
        ply: reviewed.ply,
        side: reviewed.mover.into(),
        san: san(&reviewed.position, reviewed.played),
        verdict: reviewed.verdict?,
        best: reviewed.best.map(|best| san(&reviewed.position, best)),
        before: reviewed.before,
        after: reviewed.after,
        text: review_sentence(pack, reviewed),
    })
}

#[cfg(test)]
mod tests {
    use shakmaty::{uci::UciMove, Color, Position};

    use super::*;
    use crate::{boundary::MoveVerdict, Evaluation, JsonLine, Stamped};

    #[test]
    fn a_fault_is_reported_with_both_moves_in_san() {
        let mut position = Chess::default();
        for uci in ["f2f3", "e7e5"] {
            let m = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(m);
        }
        let m = |uci: &str| uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
        let mut reviewed = ReviewedMove {
            ply: 3,
            number: 2,
            mover: Color::White,
            played: m("g2g4"),
            best: Some(m("e2e4")),
            position: position.clone(),
            before: Evaluation::Pawns(-50),
            after: Evaluation::Mate(-1),
            verdict: Some(MoveVerdict::Blunder),
        };
        let pack = VoicePack::builtin("en").unwrap();
        let event = review_event(&pack, &reviewed).unwrap();
        let line = serde_json::to_string(&JsonLine::from(&Stamped { t_ms: 0, event })).unwrap();
        assert!(
            line.starts_with(
                r#"{"event":"review","t_ms":0,"ply":3,"side":"white","san":"g4","verdict":"blunder","best":"e4","before":{"cp":-50},"after":{"mate":-1},"text":"Move two, White: "#
            ),
            "{line}"
        );
        reviewed.verdict = None;
        assert_eq!(review_event(&pack, &reviewed), None);
    }
}
