//! Every accepted input form against real positions, and every kind of refusal with its words.

use shakmaty::{fen::Fen, uci::UciMove, CastlingMode, Chess};

use super::{MoveReader, Notation};
use crate::voice::VoicePack;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn reader(notation: Notation) -> MoveReader {
    MoveReader::for_pack(notation, &VoicePack::default_pack())
}

/// (position, input, notation, expected move in UCI)
const ACCEPTED: &[(&str, &str, Notation, &str)] = &[
    (START, "e4", Notation::En, "e2e4"),
    (START, "E4", Notation::En, "e2e4"),
    // Caps Lock on (the screen readers' modifier key): capitals read where only one move fits.
    (START, "NF3", Notation::En, "g1f3"),
    (START, "NG1F3", Notation::En, "g1f3"),
    (START, "SF3", Notation::De, "g1f3"),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "QH5",
        Notation::En,
        "d1h5",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "BC4",
        Notation::En,
        "f1c4",
    ),
    (
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 0 1",
        "RE1",
        Notation::En,
        "f1e1",
    ),
    (
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
        "EXD5",
        Notation::En,
        "e4d5",
    ),
    (START, "Nf3", Notation::En, "g1f3"),
    (START, "nf3", Notation::En, "g1f3"),
    (START, "Sf3", Notation::En, "g1f3"),
    (START, "Sf3", Notation::De, "g1f3"),
    (START, "Cf3", Notation::Fr, "g1f3"),
    (START, "Ng1-f3", Notation::En, "g1f3"),
    (START, "g1f3", Notation::En, "g1f3"),
    (START, "g1-f3", Notation::En, "g1f3"),
    (START, "g1 f3", Notation::En, "g1f3"),
    (START, "springer felix drei", Notation::En, "g1f3"),
    (
        START,
        "Springer Gustav eins Felix drei",
        Notation::En,
        "g1f3",
    ),
    (START, "knight foxtrot three", Notation::En, "g1f3"),
    (START, "cavalier felix trois", Notation::En, "g1f3"),
    (START, "eva vier", Notation::En, "e2e4"),
    (START, "felix drei", Notation::En, "f2f3"),
    (START, "bauer eva zwei eva vier", Notation::En, "e2e4"),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "dxe5",
        Notation::En,
        "d4e5",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "de5",
        Notation::En,
        "d4e5",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "d:e5",
        Notation::En,
        "d4e5",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "david schlaegt eva fuenf",
        Notation::En,
        "d4e5",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "david eva fünf",
        Notation::En,
        "d4e5",
    ),
    (
        "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
        "david schlägt eva funf",
        Notation::En,
        "d4e5",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "Bxc6",
        Notation::En,
        "b5c6",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "Lxc6",
        Notation::En,
        "b5c6",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "Fxc6",
        Notation::Fr,
        "b5c6",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "Bc6",
        Notation::En,
        "b5c6",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "laeufer cesar sechs",
        Notation::En,
        "b5c6",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "O-O",
        Notation::En,
        "e1h1",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "0-0",
        Notation::En,
        "e1h1",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "kurze rochade",
        Notation::En,
        "e1h1",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "short castle",
        Notation::En,
        "e1h1",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "petit roque",
        Notation::En,
        "e1h1",
    ),
    (
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4",
        "e1g1",
        Notation::En,
        "e1h1",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "O-O-O",
        Notation::En,
        "e8a8",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "0-0-0",
        Notation::En,
        "e8a8",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "lange rochade",
        Notation::En,
        "e8a8",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "grand roque",
        Notation::En,
        "e8a8",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "e8c8",
        Notation::En,
        "e8a8",
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "exd6",
        Notation::En,
        "e5d6",
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "exd6 e.p.",
        Notation::En,
        "e5d6",
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "exd6e.p.",
        Notation::En,
        "e5d6",
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "e5d6",
        Notation::En,
        "e5d6",
    ),
    (
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "eva schlaegt david sechs en passant",
        Notation::En,
        "e5d6",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8=Q",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8Q",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8D",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8(Q)",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8/Q",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8=N",
        Notation::En,
        "e7e8n",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8S",
        Notation::En,
        "e7e8n",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8C",
        Notation::Fr,
        "e7e8n",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e8T",
        Notation::En,
        "e7e8r",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e7e8q",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "e7-e8=Q",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "eva acht dame",
        Notation::En,
        "e7e8q",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "eva acht springer",
        Notation::En,
        "e7e8n",
    ),
    (
        "8/4P3/8/8/8/8/k7/6K1 w - - 0 1",
        "echo eight promotes to queen",
        Notation::En,
        "e7e8q",
    ),
    (
        "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1",
        "exd8=N+",
        Notation::En,
        "e7d8n",
    ),
    (
        "rnbqkb1r/pppppppp/5n2/8/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3",
        "Nbd2",
        Notation::En,
        "b1d2",
    ),
    (
        "rnbqkb1r/pppppppp/5n2/8/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3",
        "springer bella david zwei",
        Notation::En,
        "b1d2",
    ),
    (
        "7k/8/8/8/8/4R3/8/4R1K1 w - - 0 1",
        "R1e2",
        Notation::En,
        "e1e2",
    ),
    (
        "7k/8/8/8/8/4R3/8/4R1K1 w - - 0 1",
        "T1e2",
        Notation::De,
        "e1e2",
    ),
    (
        "7k/8/8/8/8/4R3/8/4R1K1 w - - 0 1",
        "turm eins eva zwei",
        Notation::En,
        "e1e2",
    ),
    (
        "8/2k5/8/8/4Q2Q/8/8/K3r2Q w - - 0 1",
        "Qh4xe1",
        Notation::En,
        "h4e1",
    ),
    (
        "8/2k5/8/8/4Q2Q/8/8/K3r2Q w - - 0 1",
        "Dh4:e1",
        Notation::De,
        "h4e1",
    ),
    (
        "8/2k5/8/8/4Q2Q/8/8/K3r2Q w - - 0 1",
        "dame hector vier schlaegt eva eins",
        Notation::En,
        "h4e1",
    ),
    // Lower-case b: a pawn capture or a bishop move, whichever is legal.
    (
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "bd2",
        Notation::En,
        "c1d2",
    ),
    (
        "4k3/8/8/8/2p5/1P6/8/4K3 w - - 0 1",
        "bc4",
        Notation::En,
        "b3c4",
    ),
    (START, "Nf3!?", Notation::En, "g1f3"),
    // A pawn move as typed wins over a piece letter in lower case.
    (
        "4k3/8/2p5/3P4/Q7/8/8/4K3 w - - 0 1",
        "dxc6",
        Notation::En,
        "d5c6",
    ),
    (
        "4k3/8/8/3p4/8/1P2N3/8/4K3 w - - 0 1",
        "Cxd5",
        Notation::Fr,
        "e3d5",
    ),
    (
        "5rk1/6p1/6K1/8/8/8/8/7Q w - - 0 1",
        "Qh7#",
        Notation::En,
        "h1h7",
    ),
    (
        "5rk1/6p1/6K1/8/8/8/8/7Q w - - 0 1",
        "dame hector sieben matt",
        Notation::En,
        "h1h7",
    ),
];

#[test]
fn every_input_form_is_accepted() {
    for notation in [Notation::En, Notation::De, Notation::Fr] {
        let reader = reader(notation);
        for (fen, input, wanted, uci) in ACCEPTED {
            if *wanted != notation {
                continue;
            }
            let pos = position(fen);
            let m = reader
                .read(&pos, input)
                .unwrap_or_else(|e| panic!("{input:?} in {fen}: {e:?}"));
            assert_eq!(
                UciMove::from_chess960(m).to_string(),
                *uci,
                "{input:?} in {fen}"
            );
        }
    }
}

/// (position, input, notation, the whole refusal as the fide pack words it)
const REFUSED: &[(&str, &str, Notation, &str)] = &[
    (START, "", Notation::En, "cannot read \"\" as a move"),
    // In capitals a bishop's move and a b-pawn's capture are alike: when both are legal, neither is taken.
    ("4k3/8/2p5/1P6/4B3/8/8/4K3 w - - 0 1", "BXC6", Notation::En, "\"BXC6\" is ambiguous: it could be Laeufer on Eva vier or Bauer on Bella fuenf"),
    (START, "hello", Notation::En, "cannot read \"hello\" as a move"),
    (START, "Zf3", Notation::En, "cannot read \"Zf3\" as a move"),
    (START, "e9", Notation::En, "cannot read \"e9\" as a move"),
    (START, "springer felix", Notation::En, "cannot read \"springer felix\" as a move"),
    ("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 3 4", "Kg1", Notation::En, "\"Kg1\" is illegal: no White Koenig can move to Gustav eins"),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Ka1", Notation::En, "\"Ka1\" is illegal: Anna eins holds a piece of your own"),
    ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "d5", Notation::En, "\"d5\" is illegal: no White Bauer can move to David fuenf"),
    ("4k3/8/2p5/8/B7/8/8/4K3 w - - 0 1", "bxc6", Notation::En, "\"bxc6\" is illegal: no White Bauer can move to Cesar sechs"),
    ("4k3/8/8/4p3/8/8/8/Q3K3 w - - 0 1", "dxe5", Notation::En, "\"dxe5\" is illegal: no White Bauer can move to Eva fuenf"),
    (START, "Nf4", Notation::En, "\"Nf4\" is illegal: no White Springer can move to Felix vier"),
    (START, "e5", Notation::En, "\"e5\" is illegal: no White Bauer can move to Eva fuenf"),
    (START, "Nd2", Notation::En, "\"Nd2\" is illegal: David zwei holds a piece of your own"),
    (START, "Nxf3", Notation::En, "\"Nxf3\" is illegal: there is nothing to capture on Felix drei"),
    (START, "e3e4", Notation::En, "\"e3e4\" is illegal: there is no piece on Eva drei"),
    (START, "e7e5", Notation::En, "\"e7e5\" is illegal: the Bauer on Eva sieben is Black's, and White is to move"),
    (START, "g1g3", Notation::En, "\"g1g3\" is illegal: the Springer on Gustav eins cannot move to Gustav drei"),
    (START, "O-O", Notation::En, "\"O-O\" is illegal: Kurze Rochade is not possible: a piece stands between king and rook"),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1",
        "O-O",
        Notation::En,
        "\"O-O\" is illegal: Kurze Rochade is no longer allowed: the king or the rook has moved",
    ),
    ("r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", "O-O-O", Notation::En, "\"O-O-O\" is illegal: castling is not allowed while the king is in check"),
    (
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
        "O-O",
        Notation::En,
        "\"O-O\" is illegal: Kurze Rochade is not allowed: the king would cross or land on an attacked square",
    ),
    // Pinned knight, and a king stepping into check.
    ("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3", Notation::En, "\"Nc3\" is illegal: the king would be in check"),
    ("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Ke2", Notation::En, "\"Ke2\" is illegal: the king would be in check"),
    ("4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "Kf2", Notation::En, "\"Kf2\" is illegal: the king would be in check"),
    ("8/4P3/8/8/8/8/k7/6K1 w - - 0 1", "e8", Notation::En, "\"e8\" is illegal: a pawn reaching the last rank must be promoted: name the piece"),
    ("8/4P3/8/8/8/8/k7/6K1 w - - 0 1", "e7e8", Notation::En, "\"e7e8\" is illegal: a pawn reaching the last rank must be promoted: name the piece"),
    (START, "e4=Q", Notation::En, "\"e4=Q\" is illegal: only a pawn reaching the last rank can be promoted"),
    (
        "4k3/8/8/8/8/8/8/N3K2N w - - 0 1",
        "Ne4",
        Notation::En,
        "\"Ne4\" is illegal: no White Springer can move to Eva vier",
    ),
    (
        "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1",
        "Nd2",
        Notation::En,
        "\"Nd2\" is ambiguous: it could be Springer on Bella eins or Springer on Felix eins",
    ),
    (
        "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1",
        "springer david zwei",
        Notation::En,
        "\"springer david zwei\" is ambiguous: it could be Springer on Bella eins or Springer on Felix eins",
    ),
    (
        "4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1",
        "bc4",
        Notation::En,
        "\"bc4\" is ambiguous: it could be Laeufer on Felix eins or Bauer on Bella drei",
    ),
];

#[test]
fn refusals_say_exactly_what_is_wrong() {
    let pack = VoicePack::default_pack();
    for (fen, input, notation, message) in REFUSED {
        let pos = position(fen);
        let reader = reader(*notation);
        let result = reader.read(&pos, input);
        let error = result.expect_err(&format!("{input:?} in {fen} should be refused"));
        assert_eq!(
            pack.describe_error(input, &error),
            *message,
            "{input:?} in {fen}"
        );
    }
}
