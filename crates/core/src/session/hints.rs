//! Hints for practice at home (never in a tournament game): where a piece can go, which pieces reach a square,
//! which draws can be claimed, and the engine's suggestion and evaluation, all in the voice pack's words.

use shakmaty::{Chess, Color, Move, Position, Square};

use super::mirror::{piece_sentence, square_words};
use crate::engine::EngineScore;
use crate::{
    registry::Unreadable,
    rules::Game,
    voice::Sentence,
    voice::{announce, PhraseKey, Style, VoicePack, Word},
    words::{claim_words, list_words, side_words},
};

/// What a `hint …` command asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintCommand {
    /// The legal moves of the piece on a square (or the text that names none, refused when a hint is given).
    Moves(Result<Square, Unreadable>),
    /// The pieces of both sides that reach a square (or the text that names none).
    Reach(Result<Square, Unreadable>),
    /// The draws that can be claimed now.
    Draws,
    /// The engine's suggestion and evaluation.
    Best,
}

/// "Springer on Gustav eins can go to Felix drei, Hector drei"; castling is said as the castling.
pub(crate) fn moves_from(pos: &Chess, pack: &VoicePack, square: Square) -> Sentence {
    let mover = pos.turn();
    let piece = match pos.board().piece_at(square) {
        Some(piece) if piece.color == mover => piece,
        _ => {
            return Sentence::phrase(
                pack,
                PhraseKey::HintNotMovable,
                vec![
                    ("square", square_words(pack, square)),
                    ("side", side_words(pack, mover.into())),
                ],
            )
        }
    };
    let targets: Vec<Sentence> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(square))
        .filter(|m| {
            m.promotion()
                .is_none_or(|role| role == shakmaty::Role::Queen)
        })
        .map(|m| match m {
            Move::Castle { .. } => Sentence::words(
                pack,
                &[Word::Castle(
                    m.castling_side()
                        .unwrap_or(shakmaty::CastlingSide::KingSide),
                )],
            ),
            _ => square_words(pack, m.to()),
        })
        .collect();
    let mut values = vec![
        ("piece", piece_sentence(pack, piece)),
        ("square", square_words(pack, square)),
    ];
    if targets.is_empty() {
        Sentence::phrase(pack, PhraseKey::HintNoMoves, values)
    } else {
        values.push(("targets", list_words(pack, targets)));
        Sentence::phrase(pack, PhraseKey::HintMoves, values)
    }
}

/// "Eva vier: White reaches it with …; Black with …": every piece of each side that attacks or defends the square.
pub(crate) fn reach(pos: &Chess, pack: &VoicePack, square: Square) -> Sentence {
    let board = pos.board();
    let side = |color: Color| {
        let found: Vec<Sentence> = board
            .attacks_to(square, color, board.occupied())
            .into_iter()
            .filter_map(|from| {
                board.piece_at(from).map(|piece| {
                    Sentence::phrase(
                        pack,
                        PhraseKey::PieceOnSquare,
                        vec![
                            ("piece", Sentence::words(pack, &[Word::Piece(piece.role)])),
                            ("square", square_words(pack, from)),
                        ],
                    )
                })
            })
            .collect();
        if found.is_empty() {
            Sentence::phrase(pack, PhraseKey::HintNone, Vec::new())
        } else {
            let separator = Sentence::phrase(pack, PhraseKey::ListSeparator, Vec::new());
            Sentence::separated(found, &separator)
        }
    };
    Sentence::phrase(
        pack,
        PhraseKey::HintReach,
        vec![
            ("square", square_words(pack, square)),
            ("white", side(Color::White)),
            ("black", side(Color::Black)),
        ],
    )
}

/// The draws the player to move could claim now.
pub(crate) fn draws(game: &Game, pack: &VoicePack) -> Sentence {
    let claims: Vec<Sentence> = game
        .claimable()
        .into_iter()
        .map(|claim| claim_words(pack, claim))
        .collect();
    if claims.is_empty() {
        Sentence::phrase(pack, PhraseKey::HintNoDraws, Vec::new())
    } else {
        Sentence::phrase(
            pack,
            PhraseKey::HintDraws,
            vec![("claims", list_words(pack, claims))],
        )
    }
}

/// The engine's suggestion `best` (UCI) in `pos`, announced in the pack's words, with its evaluation; `None` when
/// the move is not legal there.
pub(crate) fn suggestion(
    pos: &Chess,
    pack: &VoicePack,
    style: Style,
    engine: &str,
    best: &str,
    score: Option<EngineScore>,
) -> Option<Sentence> {
    let mv = legal_uci(pos, best)?;
    let evaluation = score.map_or_else(
        || Sentence::phrase(pack, PhraseKey::EvalUnknown, Vec::new()),
        |s| evaluation(pack, s, pos.turn()),
    );
    Some(Sentence::phrase(
        pack,
        PhraseKey::HintBest,
        vec![
            ("engine", Sentence::name(engine)),
            ("move", Sentence::words(pack, &announce(pos, mv, style))),
            ("evaluation", evaluation),
        ],
    ))
}

/// A move written in UCI, if it is legal in `pos`.
pub(crate) fn legal_uci(pos: &Chess, text: &str) -> Option<Move> {
    let uci: shakmaty::uci::UciMove = text.parse().ok()?;
    uci.to_move(pos).ok()
}

/// An engine's score (from the mover's side) in words: level, slightly better, better, winning, or mate in N.
pub(crate) fn evaluation(pack: &VoicePack, score: EngineScore, mover: Color) -> Sentence {
    let for_side = |mover_ahead: bool| {
        let color = if mover_ahead { mover } else { !mover };
        side_words(pack, color.into())
    };
    match score {
        EngineScore::Mate(n) => Sentence::phrase(
            pack,
            PhraseKey::EvalMate,
            vec![
                ("side", for_side(n > 0)),
                ("n", Sentence::number(pack, n.unsigned_abs().max(1))),
            ],
        ),
        EngineScore::Centipawns(cp) => {
            let side = for_side(cp > 0);
            let key = match cp.unsigned_abs() {
                0..30 => return Sentence::phrase(pack, PhraseKey::EvalLevel, Vec::new()),
                30..100 => PhraseKey::EvalSlightly,
                100..300 => PhraseKey::EvalBetter,
                _ => PhraseKey::EvalWinning,
            };
            Sentence::phrase(pack, key, vec![("side", side)])
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{fen::Fen, CastlingMode};

    use super::*;

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().expect("a FEN");
        fen.into_position(CastlingMode::Standard).expect("legal")
    }

    #[test]
    fn moves_from_a_square_in_words() {
        let pack = VoicePack::default_pack();
        let pos = Chess::default();
        assert_eq!(
            moves_from(&pos, &pack, Square::G1),
            "white Springer on Gustav eins can go to Felix drei or Hector drei"
        );
        assert_eq!(
            moves_from(&pos, &pack, Square::C1),
            "white Laeufer on Cesar eins has no legal move"
        );
        assert_eq!(
            moves_from(&pos, &pack, Square::E7),
            "no piece of White on Eva sieben: White is to move"
        );
        let castle = position("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert!(moves_from(&castle, &pack, Square::E1)
            .as_text()
            .contains("Kurze Rochade"));
    }

    #[test]
    fn reach_names_every_attacker_and_defender() {
        let pack = VoicePack::default_pack();
        let pos = position("4k3/8/5n2/3p4/8/2N5/8/4K3 w - - 0 1");
        assert_eq!(
            reach(&pos, &pack, Square::E4),
            "Eva vier: White reaches it with Springer on Cesar drei; Black with Bauer on David fuenf, Springer on Felix sechs"
        );
        assert_eq!(
            reach(&pos, &pack, Square::A8),
            "Anna acht: White reaches it with no piece; Black with no piece"
        );
    }

    #[test]
    fn evaluations_in_words() {
        let pack = VoicePack::default_pack();
        assert_eq!(
            evaluation(&pack, EngineScore::Centipawns(12), Color::White),
            "the position is level"
        );
        assert_eq!(
            evaluation(&pack, EngineScore::Centipawns(-150), Color::White),
            "Black is better"
        );
        assert_eq!(
            evaluation(&pack, EngineScore::Centipawns(450), Color::Black),
            "Black is winning"
        );
        assert_eq!(
            evaluation(&pack, EngineScore::Centipawns(-60), Color::Black),
            "White is slightly better"
        );
        assert_eq!(
            evaluation(&pack, EngineScore::Mate(-2), Color::White),
            "Black mates in two"
        );
    }
}
