use super::*;
use crate::notation::Notation;

fn pos(fen: &str) -> Chess {
    crate::rules::Game::from_fen(fen)
        .unwrap()
        .position()
        .clone()
}

fn check(question: &Question, input: &str) -> Result<bool, String> {
    let fide = VoicePack::builtin("fide").unwrap();
    question
        .check(input, &AnswerWords::new(&fide, Notation::En), &fide)
        .map_err(|refusal| refusal.message.to_string())
}

#[test]
fn what_stands_on_a_square() {
    let question = Question::Square {
        pos: Chess::default(),
        square: Square::G1,
    };
    let fide = VoicePack::builtin("fide").unwrap();
    assert_eq!(question.ask(&fide), "What stands on Gustav eins?");
    assert_eq!(question.answer(&fide), "Gustav eins: white Springer");
    for right in ["white knight", "N", "Springer weiss", "cavalier blanc"] {
        assert_eq!(check(&question, right), Ok(true), "{right}");
    }
    for wrong in ["n", "black knight", "empty", "white bishop"] {
        assert_eq!(check(&question, wrong), Ok(false), "{wrong}");
    }
    assert_eq!(
        check(&question, "horse"),
        Err("cannot read \"horse\" as a piece: answer like white knight, N (n for a black one), or empty".into())
    );
    let empty = Question::Square {
        pos: Chess::default(),
        square: Square::E4,
    };
    assert_eq!(check(&empty, "nothing"), Ok(true));
    assert_eq!(check(&empty, "P"), Ok(false));
}

#[test]
fn where_the_pieces_of_a_kind_stand() {
    let fide = VoicePack::builtin("fide").unwrap();
    let knights = Question::Pieces {
        pos: Chess::default(),
        piece: Piece {
            color: Color::White,
            role: Role::Knight,
        },
    };
    assert_eq!(
        knights.ask(&fide),
        "Which squares hold: white Springer? Name them all, or none"
    );
    assert_eq!(
        knights.answer(&fide),
        "white Springer: Bella eins, Gustav eins"
    );
    assert_eq!(check(&knights, "g1 b1"), Ok(true));
    assert_eq!(check(&knights, "Bella eins, Gustav eins"), Ok(true));
    assert_eq!(check(&knights, "b1"), Ok(false));
    assert_eq!(check(&knights, "b1 g1 c3"), Ok(false));
    let none = Question::Pieces {
        pos: pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
        piece: Piece {
            color: Color::Black,
            role: Role::Queen,
        },
    };
    assert_eq!(none.answer(&fide), "No black Dame");
    assert_eq!(check(&none, "none"), Ok(true));
    assert_eq!(check(&none, "e8"), Ok(false));
}

#[test]
fn where_a_piece_can_go() {
    let fide = VoicePack::builtin("fide").unwrap();
    // White may castle short: the king's square of arrival counts.
    let castling = Question::Reach {
        pos: pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        from: Square::E1,
    };
    assert_eq!(
        castling.ask(&fide),
        "Which squares can the white Koenig on Eva eins reach?"
    );
    assert_eq!(check(&castling, "d1 d2 e2 f2 f1 g1"), Ok(true));
    assert_eq!(check(&castling, "d1 d2 e2 f2 f1"), Ok(false));
    assert_eq!(
        castling.answer(&fide),
        "white Koenig on Eva eins can go to David eins, Felix eins, Gustav eins, David zwei, Eva zwei or Felix zwei"
    );
    // A pinned knight has nowhere to go.
    let pinned = Question::Reach {
        pos: pos("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"),
        from: Square::E2,
    };
    assert_eq!(check(&pinned, "none"), Ok(true));
    assert_eq!(
        pinned.answer(&fide),
        "white Springer on Eva zwei has no legal move"
    );
}

#[test]
fn a_squares_colour_and_diagonals() {
    let en = VoicePack::builtin("en").unwrap();
    let c5 = Question::Name { square: Square::C5 };
    assert_eq!(c5.ask(&en), "Name the square: Cesar five. Light or dark?");
    assert_eq!(check(&c5, "dark"), Ok(true));
    assert_eq!(check(&c5, "hell"), Ok(false));
    assert_eq!(
        check(&c5, "purple"),
        Err("cannot read \"purple\" as a colour: answer light or dark".into())
    );
    assert_eq!(
        c5.answer(&en),
        "Cesar five is a dark square. Its diagonals run from Anna three to Felix eight and from Anna seven to Gustav one"
    );
    assert_eq!(
        square_facts(&en, Square::H1),
        "Hector one is a light square. Its only diagonal runs from Anna eight to Hector one"
    );
    let de = VoicePack::builtin("de").unwrap();
    assert_eq!(
        square_facts(&de, Square::A1),
        "Anna eins ist ein dunkles Feld. Seine einzige Diagonale geht von Anna eins bis Hector acht"
    );
}

#[test]
fn questions_follow_the_seed() {
    let make = |seed| {
        let mut rng = Rng::new(seed);
        Kind::ALL
            .iter()
            .cycle()
            .take(12)
            .map(|kind| Question::new(*kind, &Positions::Random, &mut rng))
            .collect::<Vec<_>>()
    };
    assert_eq!(make(11), make(11));
    assert_ne!(make(11), make(12));
    // Every reach question is about a piece of the side to move that can move.
    for question in make(3).into_iter().chain(make(4)) {
        if let Question::Reach { pos, from } = &question {
            assert_eq!(pos.board().color_at(*from), Some(pos.turn()));
            assert!(!reach(pos, *from).is_empty());
        }
    }
}
