use shakmaty::{san::San, Chess, Color, Position};

use super::*;

/// A game with variations three deep, glyphs, clocks and evaluations.
const NESTED: &str =
    "[Event \"Test\"]\n[Site \"?\"]\n[Date \"2026.11.29\"]\n[Round \"1\"]\n[White \"A\"]\n\
    [Black \"B\"]\n[Result \"*\"]\n\n\
    {Start} 1. e4 $1 {[%clk 0:05:10] [%eval 0.35] Best by test} e5 \
    (1... c5?? {[%eval #3]} 2. Nf3 (2. c3 d5 (2... Nf6 3. e5) 3. exd5) 2... d6) \
    (1... e6 2. d4) 2. Nf3 Nc6 *\n";

/// A lichess export: commands in every comment, words after them, glyphs as signs.
const LICHESS: &str = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcd1234"]
[Date "2026.11.01"]
[Round "-"]
[White "alice"]
[Black "bob"]
[Result "1-0"]
[WhiteElo "1500"]
[BlackElo "1520"]
[ECO "C20"]
[TimeControl "180+0"]
[Termination "Normal"]

1. e4 { [%eval 0.18] [%clk 0:03:00] } 1... e5 { [%eval 0.2] [%clk 0:03:00] } 2. Qh5?! { [%eval -0.4] [%clk 0:02:58] } { Inaccuracy. Nc3 was best. } (2. Nc3 Nf6 3. Bc4) 2... Nc6 { [%eval -0.35] [%clk 0:02:57] } 3. Bc4 { [%eval -0.4] [%clk 0:02:55] } 3... Nf6?? { [%eval #1] [%clk 0:02:50] } { Blunder. g6 was best. } (3... g6 4. Qf3 Nf6) 4. Qxf7# { [%clk 0:02:49] } 1-0
"#;

fn one(text: &str) -> GameTree {
    let [game] = read_trees(text.as_bytes()).try_into().unwrap();
    game.unwrap()
}

/// The node reached from the root by the moves `sans`, each chosen among the children.
fn walk(tree: &GameTree, sans: &[&str]) -> NodeId {
    let mut at = tree.root();
    for san in sans {
        at = *tree
            .children(at)
            .iter()
            .find(|&&child| tree.san(child).unwrap().to_string() == *san)
            .unwrap_or_else(|| panic!("no {san} after {:?}", tree.san(at)));
    }
    at
}

fn sans(tree: &GameTree, nodes: &[NodeId]) -> Vec<String> {
    nodes
        .iter()
        .map(|&n| tree.san(n).map_or("root".into(), |s| s.to_string()))
        .collect()
}

/// Everything a tree says, node by node in file order: for comparing trees.
fn shape(tree: &GameTree) -> Vec<String> {
    let mut lines = vec![format!("{:?} {:?}", tree.tags(), tree.result())];
    let mut stack = vec![tree.root()];
    while let Some(at) = stack.pop() {
        lines.push(format!(
            "{:?} {:?} {:?} {:?} {:?} {:?} {:?}",
            sans(tree, &tree.path(at)),
            tree.move_number(at),
            tree.nags(at),
            tree.comment(at),
            tree.clock_ms(at),
            tree.eval(at),
            tree.line_of(at),
        ));
        stack.extend(tree.children(at).iter().rev());
    }
    lines
}

#[test]
fn nested_variations_are_read_into_their_shape() {
    let tree = one(NESTED);
    let e4 = walk(&tree, &["e4"]);
    assert_eq!(sans(&tree, tree.children(e4)), ["e5", "c5", "e6"]);
    let c5 = walk(&tree, &["e4", "c5"]);
    assert_eq!(sans(&tree, tree.children(c5)), ["Nf3", "c3"]);
    let c3 = walk(&tree, &["e4", "c5", "c3"]);
    assert_eq!(sans(&tree, tree.children(c3)), ["d5", "Nf6"]);
    let deepest = walk(&tree, &["e4", "c5", "c3", "Nf6", "e5"]);
    assert_eq!(
        sans(&tree, &tree.path(deepest)),
        ["root", "e4", "c5", "c3", "Nf6", "e5"]
    );
    assert_eq!(tree.ply(deepest), 5);
    assert_eq!(tree.move_number(deepest), (3, Color::White));
    assert_eq!(tree.node_count(), 15);
    assert_eq!(tree.tag("event"), Some("Test"));
    assert_eq!(tree.result(), Some("*"));

    // Which line a node is on, and where it starts and ends.
    assert_eq!(tree.line_of(tree.root()), (1, 1));
    assert_eq!(tree.line_of(c5), (2, 3));
    assert_eq!(tree.line_of(walk(&tree, &["e4", "e6"])), (3, 3));
    assert_eq!(tree.line_of(walk(&tree, &["e4", "e5"])), (1, 3));
    let nf6 = walk(&tree, &["e4", "c5", "c3", "Nf6"]);
    assert_eq!(tree.line_start(deepest), Some(nf6));
    let d6 = walk(&tree, &["e4", "c5", "Nf3", "d6"]);
    assert_eq!(tree.line_start(d6), Some(c5));
    let end = walk(&tree, &["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(tree.line_start(end), None);
    assert!(tree.is_main_line(end) && tree.is_main_line(tree.root()));
    assert!(!tree.is_main_line(c5) && !tree.is_main_line(deepest));
    assert_eq!(tree.main_end(tree.root()), end);
    assert_eq!(tree.main_end(c5), d6);
    assert_eq!(tree.main_end(end), end);

    // Moves by number along a line: back on the path, or on by first continuations.
    assert_eq!(tree.find_on_line(deepest, 2, Color::White), Some(c3));
    assert_eq!(tree.find_on_line(deepest, 1, Color::White), Some(e4));
    assert_eq!(tree.find_on_line(c5, 2, Color::Black), Some(d6));
    assert_eq!(tree.find_on_line(c5, 9, Color::Black), None);
    assert_eq!(
        tree.find_on_line(tree.root(), 2, Color::Black),
        Some(end),
        "the main line"
    );
}

#[test]
fn glyphs_comments_clocks_and_evaluations_are_kept() {
    let tree = one(NESTED);
    let e4 = walk(&tree, &["e4"]);
    let c5 = walk(&tree, &["e4", "c5"]);
    assert_eq!(tree.comment(tree.root()), Some("Start"));
    assert_eq!(tree.nags(e4), [1]);
    assert_eq!(tree.nags(c5), [4], "?? is $4");
    assert_eq!(tree.comment(e4), Some("Best by test"));
    assert_eq!(tree.clock_ms(e4), Some(310_000));
    assert_eq!(tree.eval(e4), Some(CommentEval::Pawns(35)));
    assert_eq!(tree.eval(c5), Some(CommentEval::Mate(3)));
    assert_eq!(tree.comment(c5), None, "only commands");

    let other = one("1. d4 $4 {[%eval -1.25]} {Two} {comments} d5 *");
    let d4 = walk(&other, &["d4"]);
    assert_eq!(other.nags(d4), [4]);
    assert_eq!(other.eval(d4), Some(CommentEval::Pawns(-125)));
    assert_eq!(other.comment(d4), Some("Two comments"));
    assert_eq!(other.comment(other.root()), None);
}

#[test]
fn a_start_with_black_to_move_numbers_the_moves_from_its_fen() {
    let text =
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 31. e4 Kd6 *\n";
    let tree = one(text);
    let kd7 = walk(&tree, &["Kd7"]);
    assert_eq!(tree.move_number(kd7), (30, Color::Black));
    assert_eq!(tree.ply(kd7), 1);
    let e4 = walk(&tree, &["Kd7", "e4"]);
    assert_eq!(tree.move_number(e4), (31, Color::White));
    assert_eq!(tree.move_number(tree.root()), (30, Color::Black));
    assert_eq!(
        tree.find_on_line(kd7, 31, Color::Black),
        tree.children(e4).first().copied()
    );
    let written = write_tree_pgn(&tree);
    assert!(
        written.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n"),
        "{written}"
    );
    assert!(
        written.ends_with("\n30... Kd7 31. e4 Kd6 *\n\n"),
        "{written}"
    );
    assert_eq!(shape(&one(&written))[1..], shape(&tree)[1..]);

    let from = GameTree::from_position("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30").unwrap();
    assert_eq!(from.move_number(from.root()), (30, Color::Black));
    assert!(GameTree::from_position("not a fen").is_err());
}

#[test]
fn a_malformed_game_is_refused_with_its_number_move_and_token() {
    let text = "[Event \"fine\"]\n\n1. e4 e5 *\n\n\
        [Event \"not SAN\"]\n\n1. e4 e5 (1... c5 2. Nf3 xyz) 2. Nf3 *\n\n\
        [Event \"illegal\"]\n\n1. e4 e5 (1... c5 2. Ke3) *\n\n\
        [Event \"bad start\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n\
        [Event \"open\"]\n\n1. e4 (1. d4 *\n\n\
        [Event \"after\"]\n\n1. d4 d5 *\n";
    let games = read_trees(text.as_bytes());
    assert_eq!(games.len(), 6);
    assert!(games[0].is_ok());
    assert_eq!(
        games[1].as_ref().unwrap_err(),
        &TreeError {
            game: 2,
            at: Some((2, Color::Black)),
            token: Some("xyz".into()),
            problem: TreeProblem::NotAMove,
        }
    );
    assert_eq!(
        games[2].as_ref().unwrap_err(),
        &TreeError {
            game: 3,
            at: Some((2, Color::White)),
            token: Some("Ke3".into()),
            problem: TreeProblem::Illegal,
        }
    );
    let bad_start = games[3].as_ref().unwrap_err();
    assert_eq!(
        (bad_start.game, bad_start.problem),
        (4, TreeProblem::BadStart)
    );
    let open = games[4].as_ref().unwrap_err();
    assert_eq!(
        (open.game, open.problem),
        (5, TreeProblem::UnclosedVariation)
    );
    assert_eq!(games[5].as_ref().unwrap().tag("Event"), Some("after"));

    let [ambiguous] = read_trees(b"1. d4 a6 2. Nf3 a5 3. Nd2 *")
        .try_into()
        .unwrap();
    let ambiguous = ambiguous.unwrap_err();
    assert_eq!(
        (ambiguous.at, ambiguous.problem),
        (Some((3, Color::White)), TreeProblem::Ambiguous)
    );
    let [unopened] = read_trees(b"1. e4 ) e5 *").try_into().unwrap();
    assert_eq!(
        unopened.unwrap_err().problem,
        TreeProblem::UnopenedVariation
    );
    let [variant] = read_trees(b"[Variant \"Atomic\"]\n\n1. e4 *")
        .try_into()
        .unwrap();
    assert_eq!(variant.unwrap_err().problem, TreeProblem::Variant);
}

fn legal(pos: &Chess, san: &str) -> shakmaty::Move {
    san.parse::<San>().unwrap().to_move(pos).unwrap()
}

#[test]
fn a_move_played_again_is_found_and_a_new_one_added_last() {
    let mut tree = GameTree::new(Chess::default());
    let root = tree.root();
    let e4 = legal(&Chess::default(), "e4");
    let (first, created) = tree.add_move(root, e4);
    assert!(created);
    assert_eq!(tree.add_move(root, e4), (first, false));
    let (second, created) = tree.add_move(root, legal(&Chess::default(), "d4"));
    assert!(created);
    assert_eq!(tree.children(root), [first, second]);
    assert_eq!(tree.line_of(second), (2, 2));
    assert_eq!(tree.position(first).turn(), Color::Black);
    assert_eq!(tree.played(first), Some(&e4));
    // A move not legal there (White's again) is the caller's mistake: nothing changes.
    assert_eq!(tree.add_move(first, e4), (first, false));
    assert_eq!(tree.node_count(), 3);
}

#[test]
fn deleting_a_variation_leaves_the_main_line() {
    let mut tree = one(NESTED);
    let before = tree.node_count();
    let e4 = walk(&tree, &["e4"]);
    let c5 = walk(&tree, &["e4", "c5"]);
    let end = tree.main_end(tree.root());
    assert_eq!(tree.delete(c5), Some(e4));
    assert_eq!(sans(&tree, tree.children(e4)), ["e5", "e6"]);
    assert_eq!(tree.node_count(), before - 8);
    assert_eq!(tree.main_end(tree.root()), end);
    assert_eq!(tree.delete(c5), None, "already gone");
    assert_eq!(tree.delete(tree.root()), None);
    // A new node never takes a deleted one's id.
    let (again, created) = tree.add_move(e4, legal(tree.position(e4), "c5"));
    assert!(created && again != c5);
    assert!(!write_tree_pgn(&tree).contains("Nf6"));
}

#[test]
fn a_small_game_is_written_in_this_shape() {
    let tree =
        one("{Start} 1. e4! {[%clk 0:05:10] [%eval 0.35] Good} e5 (1... c5?? 2. Nf3) 2. Nf3 *");
    assert_eq!(
        write_tree_pgn(&tree),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n\
         [Result \"*\"]\n\n\
         {Start} 1. e4 $1 {[%eval 0.35] [%clk 0:05:10] Good} 1... e5 (1... c5 $4 2. Nf3)\n\
         2. Nf3 *\n\n"
    );
}

#[test]
fn what_is_written_reads_back_the_same() {
    for text in [NESTED, LICHESS] {
        let tree = one(text);
        let written = write_tree_pgn(&tree);
        assert!(written.lines().all(|line| line.len() < 80), "{written}");
        let again = one(&written);
        assert_eq!(shape(&again), shape(&tree), "{written}");
        assert_eq!(write_tree_pgn(&again), written);
    }
    let mut tree = one(NESTED);
    let e5 = walk(&tree, &["e4", "e5"]);
    tree.set_comment(e5, "  a {braced}\n note ");
    tree.set_eval(e5, CommentEval::Mate(-2));
    tree.add_nag(e5, 6);
    assert_eq!(tree.comment(e5), Some("a {braced} note"));
    let again = one(&write_tree_pgn(&tree));
    let e5 = walk(&again, &["e4", "e5"]);
    assert_eq!(again.comment(e5), Some("a braced note"));
    tree.set_comment(e5, "not [%clk 0:00:01] a clock");
    let again = one(&write_tree_pgn(&tree));
    let e5 = walk(&again, &["e4", "e5"]);
    assert_eq!(again.clock_ms(e5), None);
    assert_eq!(again.comment(e5), Some("not [ %clk 0:00:01] a clock"));
    assert_eq!(again.eval(e5), Some(CommentEval::Mate(-2)));
    assert_eq!(again.nags(e5), [6]);
}

#[test]
fn a_lichess_game_keeps_its_words_commands_and_side_lines() {
    let tree = one(LICHESS);
    let qh5 = walk(&tree, &["e4", "e5", "Qh5"]);
    assert_eq!(tree.nags(qh5), [6]);
    assert_eq!(tree.comment(qh5), Some("Inaccuracy. Nc3 was best."));
    assert_eq!(tree.clock_ms(qh5), Some(178_000));
    assert_eq!(tree.eval(qh5), Some(CommentEval::Pawns(-40)));
    let mate = tree.main_end(tree.root());
    assert_eq!(tree.san(mate).unwrap().to_string(), "Qxf7#");
    assert_eq!(tree.move_number(mate), (4, Color::White));
    assert_eq!(tree.node_count(), 1 + 7 + 3 + 3);
    assert_eq!(tree.result(), Some("1-0"));
}

#[test]
fn ten_thousand_nodes_take_well_under_ten_megabytes() {
    let mut tree = GameTree::new(Chess::default());
    let mut at = tree.root();
    for san in ["Nf3", "Nf6", "Ng1", "Ng8"].iter().cycle().take(9_999) {
        let played = legal(tree.position(at), san);
        at = tree.add_move(at, played).0;
    }
    assert_eq!(tree.node_count(), 10_000);
    let bytes = tree.nodes.capacity() * std::mem::size_of_val(&tree.nodes[0])
        + tree
            .nodes
            .iter()
            .map(|node| node.children.capacity() * std::mem::size_of::<NodeId>())
            .sum::<usize>();
    assert!(bytes < 6_000_000, "{bytes} bytes");
}

#[test]
fn parentheses_and_semicolons_in_comments_do_not_move_a_bad_token() {
    let text = "1. e4 e5 (1... c5 {see (this) line} 2. Nf3 ; a remark (with parentheses\n) 2. Nf3 xyz Nc6 *";
    let [game] = read_trees(text.as_bytes()).try_into().unwrap();
    assert_eq!(
        game.unwrap_err(),
        TreeError {
            game: 1,
            at: Some((2, Color::Black)),
            token: Some("xyz".into()),
            problem: TreeProblem::NotAMove,
        }
    );
    let tree = one("1. e4 e5 (1... c5 {see (this) line} 2. Nf3 ; a remark (here\n) 2. Nf3 Nc6 *");
    let c5 = walk(&tree, &["e4", "c5"]);
    assert_eq!(tree.comment(c5), Some("see (this) line"));
    assert_eq!(
        tree.main_end(tree.root()),
        walk(&tree, &["e4", "e5", "Nf3", "Nc6"])
    );
}

#[test]
fn a_comment_opening_a_variation_stays_with_the_position_it_starts_from() {
    let tree = one("1. e4 e5 ({Instead:} 1... c5) 2. Nf3 *");
    let e4 = walk(&tree, &["e4"]);
    assert_eq!(tree.comment(e4), Some("Instead:"));
    let long = "word ".repeat(1000);
    let tree = one(&format!("1. d4 {{{long}}} d5 *"));
    assert_eq!(tree.comment(walk(&tree, &["d4"])), Some(long.trim()));
    assert_eq!(read_trees(b"1. e4 e5 1-0\n\n{the end}\n").len(), 1);
}

#[test]
fn marks_written_as_symbols_are_glyphs() {
    let tree = one("1. e4 ! e5 2. Nf3 += (2. f4 ∞) 2... Nc6 +- 3. Bb5 ⩱ *");
    assert_eq!(tree.nags(walk(&tree, &["e4"])), [1]);
    assert_eq!(tree.nags(walk(&tree, &["e4", "e5", "Nf3"])), [14]);
    assert_eq!(tree.nags(walk(&tree, &["e4", "e5", "f4"])), [13]);
    assert_eq!(tree.nags(walk(&tree, &["e4", "e5", "Nf3", "Nc6"])), [18]);
    assert_eq!(tree.nags(tree.main_end(tree.root())), [15]);
    let written = write_tree_pgn(&tree);
    assert!(
        written.contains("1. e4 $1 e5 2. Nf3 $14 (2. f4 $13) 2... Nc6 $18 3. Bb5 $15 *"),
        "{written}"
    );
    // The flat reader still stops at them, as it always has.
    let [flat] = crate::notation::PgnGames::new("1. e4 e5 += *".as_bytes())
        .unwrap()
        .collect::<Vec<_>>()
        .try_into()
        .unwrap();
    assert_eq!(flat.unwrap().unreadable, Some((2, "+=".to_string())));
}

/// A small deterministic generator (a linear congruential one): the same trees on every run.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A tree grown at random: moves added anywhere (so variations in variations), with comments, glyphs, clocks and
/// evaluations.
fn random_tree(seed: u64) -> GameTree {
    const WORDS: [&str; 9] = [
        "good",
        "(line)",
        "a;b",
        "e4",
        "1-0",
        "$5",
        "100%",
        "\"quoted\"",
        "+-",
    ];
    let mut dice = Dice(seed);
    let mut tree = GameTree::new(Chess::default());
    let mut nodes = vec![tree.root()];
    for _ in 0..300 {
        let at = nodes[dice.below(nodes.len())];
        let moves = tree.position(at).legal_moves();
        if moves.is_empty() {
            continue;
        }
        let (node, created) = tree.add_move(at, moves[dice.below(moves.len())]);
        if !created {
            continue;
        }
        nodes.push(node);
        match dice.below(6) {
            0 => {
                let words: Vec<&str> = (0..1 + dice.below(12))
                    .map(|_| WORDS[dice.below(WORDS.len())])
                    .collect();
                tree.set_comment(node, &words.join(" "));
            }
            1 => tree.add_nag(node, 1 + dice.below(20) as u8),
            2 => tree.set_clock(node, dice.below(10_000_000) as u64),
            3 => tree.set_eval(node, CommentEval::Pawns(dice.below(2_000) as i32 - 1_000)),
            4 => tree.set_eval(node, CommentEval::Mate(dice.below(20) as i32 - 10)),
            _ => {}
        }
    }
    if dice.below(2) == 0 {
        tree.set_comment(tree.root(), "before (all) moves");
    }
    tree
}

#[test]
fn random_trees_read_back_as_they_were_written() {
    for seed in 0..20 {
        let tree = random_tree(seed);
        let written = write_tree_pgn(&tree);
        assert!(written.lines().all(|line| line.len() < 80), "{written}");
        let again = one(&written);
        assert_eq!(
            shape(&again)[1..],
            shape(&tree)[1..],
            "seed {seed}:\n{written}"
        );
        assert_eq!(write_tree_pgn(&again), written, "seed {seed}");
    }
}

#[test]
fn games_are_read_one_at_a_time_with_their_numbers() {
    let mut text = String::new();
    for n in 0..50 {
        text.push_str(&format!("[Round \"{n}\"]\n\n1. e4 e5 *\n\n"));
    }
    text.push_str("[Round \"bad\"]\n\n1. e5 *\n");
    let mut games = TreeGames::new(text.as_bytes());
    let tenth = games.nth(9).unwrap().unwrap();
    assert_eq!(tenth.tag("Round"), Some("9"));
    assert_eq!(games.chunks.len(), 41, "nothing read ahead");
    assert_eq!(games.last().unwrap().unwrap_err().game, 51);
    assert_eq!(read_trees(text.as_bytes()).len(), 51);
}

#[test]
fn a_game_far_into_a_file_is_the_same_whether_the_ones_before_are_built_or_passed_over() {
    let text = "[Event \"1\"]\n\n1. e4 (1. d4) e5 *\n\n{stray}\n\n[Event \"2\"]\n\n1. d4 Qh9 *\n\n\
                1. c4 e5 *\n\n[Event \"4\"]\n\n1. Nf3 (1. g3 g6) d5 2. g3 *\n";
    let built: Vec<_> = TreeGames::new(text.as_bytes()).collect();
    assert_eq!(built.len(), 4);
    for (n, all) in built.iter().enumerate() {
        let passed = TreeGames::new(text.as_bytes()).nth(n).unwrap();
        match (all, passed) {
            (Ok(all), Ok(one)) => {
                assert_eq!(write_tree_pgn(all), write_tree_pgn(&one), "game {}", n + 1)
            }
            (Err(all), Err(one)) => assert_eq!(*all, one, "game {}", n + 1),
            (all, one) => panic!("game {}: {all:?} against {one:?}", n + 1),
        }
    }
    assert!(TreeGames::new(text.as_bytes()).nth(4).is_none());
    // Passing over games after some were read one by one.
    let mut games = TreeGames::new(text.as_bytes());
    games.next();
    assert_eq!(
        games
            .nth(2)
            .map(|game| game.map(|tree| tree.tag("Event").map(str::to_string))),
        Some(Ok(Some("4".to_string())))
    );
}
