//! An engine's `info` line read into one line of analysis: its depth, rank (`multipv`), exact score and moves.
//! Bounds (`lowerbound`, `upperbound`) are not a line's score, and a line without a score is not a line: both are
//! let go.

use shakmaty::uci::UciMove;

use super::{EngineScore, PrincipalVariation};

/// The words after `info`, read; `None` when they hold no exact score.
///
/// The depth is 0 when the engine gave none (`info depth 0 score mate 0` on a mated board), the rank 1 when it
/// gave none; the moves end before the first word that is not a UCI move.
pub(crate) fn principal_variation(words: &[&str]) -> Option<PrincipalVariation> {
    let mut depth: u8 = 0;
    let mut rank: u8 = 1;
    let mut score = None;
    let mut bound = false;
    let mut moves = Vec::new();
    let mut at = 0;
    while let Some(word) = words.get(at) {
        match *word {
            "depth" => {
                depth = number(words.get(at + 1))?;
                at += 2;
            }
            "multipv" => {
                rank = number(words.get(at + 1)).filter(|rank| *rank > 0)?;
                at += 2;
            }
            "score" => {
                let value: i32 = words.get(at + 2)?.parse().ok()?;
                score = Some(match *words.get(at + 1)? {
                    "cp" => EngineScore::Centipawns(value),
                    "mate" => EngineScore::Mate(value),
                    _ => return None,
                });
                at += 3;
            }
            "lowerbound" | "upperbound" => {
                bound = true;
                at += 1;
            }
            "pv" => {
                moves = words[at + 1..]
                    .iter()
                    .map_while(|mv| mv.parse::<UciMove>().ok())
                    .collect();
                break;
            }
            // `info string …` is free text to the end of the line.
            "string" => return None,
            _ => at += 1,
        }
    }
    if bound {
        return None;
    }
    Some(PrincipalVariation {
        rank,
        depth,
        score: score?,
        moves,
    })
}

/// A small count (depth, rank), kept to 255 when the engine says more.
fn number(word: Option<&&str>) -> Option<u8> {
    let value: u64 = word?.parse().ok()?;
    Some(u8::try_from(value).unwrap_or(u8::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The line read from a whole `info …` line.
    fn read(line: &str) -> Option<PrincipalVariation> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let ["info", rest @ ..] = words.as_slice() else {
            panic!("not an info line: {line}");
        };
        principal_variation(rest)
    }

    fn moves(line: &PrincipalVariation) -> Vec<String> {
        line.moves.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_multipv_line_of_stockfish_15_is_read_whole() {
        let line = read("info depth 6 seldepth 6 multipv 2 score cp -101 nodes 1356 nps 678000 hashfull 0 tbhits 0 time 2 pv h5f3 c6d4 f3d3 d7d5 e4d5").unwrap();
        assert_eq!((line.rank, line.depth), (2, 6));
        assert_eq!(line.score, EngineScore::Centipawns(-101));
        assert_eq!(moves(&line), ["h5f3", "c6d4", "f3d3", "d7d5", "e4d5"]);
        let mate = read("info depth 5 seldepth 2 multipv 1 score mate 1 nodes 886 nps 886000 hashfull 0 tbhits 0 time 1 pv h5f7").unwrap();
        assert_eq!(
            (mate.rank, mate.depth, mate.score),
            (1, 5, EngineScore::Mate(1))
        );
        assert_eq!(moves(&mate), ["h5f7"]);
    }

    #[test]
    fn lines_of_stockfish_16_and_17_are_read_whole() {
        // Stockfish 16: win/draw/loss shown (UCI_ShowWDL), a promotion in the line.
        let sf16 = read("info depth 24 seldepth 31 multipv 1 score cp 31 wdl 71 893 36 nodes 2071425 nps 1101288 hashfull 712 tbhits 0 time 1881 pv e2e4 e7e5 g1f3 b8c6 a7a8q").unwrap();
        assert_eq!((sf16.rank, sf16.depth), (1, 24));
        assert_eq!(sf16.score, EngineScore::Centipawns(31));
        assert_eq!(moves(&sf16), ["e2e4", "e7e5", "g1f3", "b8c6", "a7a8q"]);
        // Stockfish 17: the side to move is mated in 4.
        let sf17 = read("info depth 33 seldepth 12 multipv 3 score mate -4 nodes 512340 nps 1523000 hashfull 98 tbhits 0 time 336 pv g8h8 d1d8 f8d8 e1e8").unwrap();
        assert_eq!((sf17.rank, sf17.depth), (3, 33));
        assert_eq!(sf17.score, EngineScore::Mate(-4));
        assert_eq!(sf17.moves.len(), 4);
    }

    #[test]
    fn bounds_and_lines_without_a_score_are_let_go() {
        assert_eq!(read("info depth 22 seldepth 30 multipv 1 score cp 35 upperbound nodes 1633000 nps 1199000 hashfull 536 tbhits 0 time 1362 pv e2e4"), None);
        assert_eq!(read("info depth 22 seldepth 29 multipv 1 score cp 48 lowerbound nodes 1700000 nps 1200000 hashfull 560 tbhits 0 time 1417 pv d2d4"), None);
        assert_eq!(read("info depth 14 currmove e2e4 currmovenumber 1"), None);
        assert_eq!(
            read("info string NNUE evaluation using nn-ad9b42354671.nnue enabled"),
            None
        );
        assert_eq!(read("info string score cp 30"), None);
        assert_eq!(read("info depth 3 score cp lots pv e2e4"), None);
        assert_eq!(read("info depth 3 score wdl 1 2 pv e2e4"), None);
        assert_eq!(read("info depth deep score cp 3 pv e2e4"), None);
        assert_eq!(read("info depth 3 multipv 0 score cp 3 pv e2e4"), None);
    }

    #[test]
    fn a_mated_board_is_a_line_without_moves() {
        let line = read("info depth 0 score mate 0").unwrap();
        assert_eq!(
            (line.rank, line.depth, line.score),
            (1, 0, EngineScore::Mate(0))
        );
        assert!(line.moves.is_empty());
    }

    #[test]
    fn the_moves_end_at_the_first_word_that_is_no_move_and_depths_are_kept_small() {
        let line = read("info depth 300 score cp 5 pv e2e4 nonsense e7e5").unwrap();
        assert_eq!(line.depth, u8::MAX);
        assert_eq!(moves(&line), ["e2e4"]);
    }
}
