//! Announcements of moves as words (Appendix D.2.1), in the short and the long style.
//!
//! Short style is the scoresheet move in words (disambiguation exactly as SAN needs it);
//! long style names the moving piece, its square and the captured piece, which is what a
//! player needs to make the move on the tactile board.

use shakmaty::{san::San, CastlingSide, Chess, Move, Position, Role, Square};

use super::Word;

/// How much an announcement says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Style {
    /// The scoresheet move in words: "Springer Felix drei".
    #[default]
    Short,
    /// Piece, from-square, captured piece, to-square: "Springer Gustav eins Felix drei".
    Long,
}

/// The words announcing `m`, a legal move in `pos`.
///
/// ```
/// use shakmaty::{Chess, Move, Role, Square};
/// use tactus_core::{Style, VoicePack, announce};
///
/// let pack = VoicePack::default_pack();
/// let knight = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// let start = Chess::default();
/// assert_eq!(pack.text(&announce(&start, knight, Style::Short)), "Springer Felix drei");
/// assert_eq!(pack.text(&announce(&start, knight, Style::Long)), "Springer Gustav eins Felix drei");
/// ```
pub fn announce(pos: &Chess, m: Move, style: Style) -> Vec<Word> {
    let mut words = Vec::with_capacity(8);
    match m {
        Move::Castle { king, rook } => {
            let side = if rook.file() > king.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            words.push(Word::Castle(side));
        }
        Move::Put { .. } => {}
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let captured = capture.map(|r| (r, to));
            match style {
                Style::Short => short_body(&mut words, pos, m, role, from, captured.is_some(), to),
                Style::Long => long_body(&mut words, role, from, captured, to),
            }
            push_promotion(&mut words, promotion);
        }
        Move::EnPassant { from, to } => {
            match style {
                Style::Short => short_body(&mut words, pos, m, Role::Pawn, from, true, to),
                Style::Long => long_body(&mut words, Role::Pawn, from, Some((Role::Pawn, to)), to),
            }
            words.push(Word::EnPassant);
        }
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_checkmate() {
        words.push(Word::Mate);
    } else if after.is_check() {
        words.push(Word::Check);
    }
    words
}

fn short_body(
    words: &mut Vec<Word>,
    pos: &Chess,
    m: Move,
    role: Role,
    from: Square,
    capture: bool,
    to: Square,
) {
    if role == Role::Pawn {
        if capture {
            words.push(Word::File(from.file()));
            words.push(Word::Capture);
        }
    } else {
        words.push(Word::Piece(role));
        if let San::Normal { file, rank, .. } = San::from_move(pos, m) {
            words.extend(file.map(Word::File));
            words.extend(rank.map(Word::Rank));
        }
        if capture {
            words.push(Word::Capture);
        }
    }
    push_square(words, to);
}

fn long_body(
    words: &mut Vec<Word>,
    role: Role,
    from: Square,
    captured: Option<(Role, Square)>,
    to: Square,
) {
    words.push(Word::Piece(role));
    push_square(words, from);
    if let Some((captured, _)) = captured {
        words.push(Word::Capture);
        words.push(Word::Piece(captured));
    }
    push_square(words, to);
}

fn push_square(words: &mut Vec<Word>, sq: Square) {
    words.push(Word::File(sq.file()));
    words.push(Word::Rank(sq.rank()));
}

fn push_promotion(words: &mut Vec<Word>, promotion: Option<Role>) {
    if let Some(role) = promotion {
        words.push(Word::Promotion);
        words.push(Word::Piece(role));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voice::VoicePack;
    use shakmaty::{fen::Fen, san::San, CastlingMode};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn say(fen: &str, san: &str, style: Style, pack: &VoicePack) -> String {
        let pos = position(fen);
        let m = san
            .parse::<San>()
            .unwrap()
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("{san} in {fen}: {e}"));
        pack.text(&announce(&pos, m, style))
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /// Every example of docs/announcements.md, with a position that allows the move.
    const EXAMPLES: &[(&str, &str, &str, Option<&str>)] = &[
        (START, "e4", "Eva vier", Some("Bauer Eva zwei Eva vier")),
        (
            START,
            "Nf3",
            "Springer Felix drei",
            Some("Springer Gustav eins Felix drei"),
        ),
        (
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
            "Bxc6",
            "Laeufer schlaegt Cesar sechs",
            Some("Laeufer Bella fuenf schlaegt Springer Cesar sechs"),
        ),
        (
            "rnbqkbnr/pp1ppppp/2P5/8/8/8/PP1PPPPP/RNBQKBNR b KQkq - 0 3",
            "dxc6",
            "David schlaegt Cesar sechs",
            None,
        ),
        (
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            "exd6",
            "Eva schlaegt David sechs en passant",
            Some("Bauer Eva fuenf schlaegt Bauer David sechs en passant"),
        ),
        (
            "rnbqkb1r/pppppppp/5n2/8/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3",
            "Nbd2",
            "Springer Bella David zwei",
            Some("Springer Bella eins David zwei"),
        ),
        (
            "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
            "Rh2",
            "Turm Hector zwei",
            None,
        ),
        (
            "7k/8/8/8/8/4R3/8/4R1K1 w - - 0 1",
            "R1e2",
            "Turm eins Eva zwei",
            Some("Turm Eva eins Eva zwei"),
        ),
        (
            "8/2k5/8/8/4Q2Q/8/8/K3r2Q w - - 0 1",
            "Qh4xe1",
            "Dame Hector vier schlaegt Eva eins",
            Some("Dame Hector vier schlaegt Turm Eva eins"),
        ),
        (
            "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
            "e8=Q",
            "Eva acht Dame",
            Some("Bauer Eva sieben Eva acht Dame"),
        ),
        (
            "3r4/4Pk2/8/8/8/8/8/4K3 w - - 0 1",
            "exd8=N+",
            "Eva schlaegt David acht Springer Schach",
            None,
        ),
        (
            "3r4/4P1k1/8/8/8/8/8/4K3 w - - 0 1",
            "exd8=N",
            "Eva schlaegt David acht Springer",
            Some("Bauer Eva sieben schlaegt Turm David acht Springer"),
        ),
        (
            "2kr4/4P3/8/8/8/8/8/4K3 w - - 0 1",
            "exd8=N",
            "Eva schlaegt David acht Springer",
            Some("Bauer Eva sieben schlaegt Turm David acht Springer"),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "O-O",
            "Kurze Rochade",
            Some("Kurze Rochade"),
        ),
        (
            "r3k3/8/8/8/8/8/8/4K2R b q - 0 1",
            "O-O-O",
            "Lange Rochade",
            None,
        ),
        (
            "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
            "O-O-O",
            "Lange Rochade",
            None,
        ),
        (
            "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
            "O-O-O+",
            "Lange Rochade Schach",
            Some("Lange Rochade Schach"),
        ),
        (
            "6k1/5ppp/8/8/8/8/8/3QK2R w K - 0 1",
            "Qd8#",
            "Dame David acht Matt",
            None,
        ),
        (
            "5rk1/6p1/6K1/8/8/8/8/7Q w - - 0 1",
            "Qh7#",
            "Dame Hector sieben Matt",
            Some("Dame Hector eins Hector sieben Matt"),
        ),
    ];

    #[test]
    fn every_announcements_md_example_in_both_styles() {
        let pack = VoicePack::default_pack();
        for (fen, san, short, long) in EXAMPLES {
            assert_eq!(
                say(fen, san, Style::Short, &pack),
                *short,
                "short {san} in {fen}"
            );
            if let Some(long) = long {
                assert_eq!(
                    say(fen, san, Style::Long, &pack),
                    *long,
                    "long {san} in {fen}"
                );
            }
        }
    }

    #[test]
    fn other_packs_use_their_own_words() {
        let cases = [
            (
                "en",
                "e8=Q",
                "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
                "Eva eight promotes to Queen",
            ),
            ("en", "Nf3", START, "Knight Felix three"),
            ("nato", "Nf3", START, "Knight foxtrot three"),
            ("de", "Nf3", START, "Springer Felix drei"),
            ("de", "e4", START, "Eva vier"),
            (
                "fr",
                "O-O",
                "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                "petit roque",
            ),
        ];
        for (pack, san, fen, expected) in cases {
            let pack = VoicePack::builtin(pack).unwrap();
            assert_eq!(
                say(fen, san, Style::Short, &pack),
                expected,
                "{} {san}",
                pack.name
            );
        }
    }

    #[test]
    fn spoken_forms_carry_umlauts() {
        let pack = VoicePack::default_pack();
        let pos = position("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4");
        let m = "Bxc6".parse::<San>().unwrap().to_move(&pos).unwrap();
        assert_eq!(
            pack.say(&announce(&pos, m, Style::Long)),
            "Läufer Bella fünf schlägt Springer Cesar sechs"
        );
    }
}
