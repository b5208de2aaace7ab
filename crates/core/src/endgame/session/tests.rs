//! The drill's own logic against a fake tablebase: a result that changes is said, the reply is the tables' move,
//! mate ends the drill, and a missing table is a sentence.

use std::collections::HashMap;

use shakmaty::{fen::Fen, CastlingMode, Chess, EnPassantMode, Move, Position};

use super::*;
use crate::{endgame::Probe, notation::Notation, voice::VoicePack};

/// Verdicts by FEN (side to move's view, no move counters); any other position is missing. The reply is the first
/// legal move.
struct Fake(HashMap<String, Verdict>);

fn key(pos: &Chess) -> String {
    let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
    fen.rsplitn(3, ' ').last().unwrap_or_default().to_string()
}

impl Tablebase for Fake {
    fn probe(&self, pos: &Chess) -> Result<Probe, ProbeError> {
        self.0
            .get(&key(pos))
            .map(|verdict| Probe {
                verdict: *verdict,
                dtz: 7,
            })
            .ok_or_else(|| ProbeError::Missing(material_of(pos)))
    }

    fn best_move(&self, pos: &Chess) -> Result<Option<Move>, ProbeError> {
        Ok(pos.legal_moves().first().cloned())
    }
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("fen")
        .into_position(CastlingMode::Standard)
        .expect("legal")
}

fn session(fen: &str, known: &[(&str, Verdict)]) -> Result<EndgameSession, String> {
    let pack = VoicePack::builtin("en").expect("en");
    let reader = MoveReader::for_pack(Notation::En, &pack);
    let tables = Fake(known.iter().map(|(k, v)| ((*k).to_string(), *v)).collect());
    EndgameSession::new(
        EndgameStart {
            position: position(fen),
            seed: None,
            tables_folder: "TB".into(),
        },
        Box::new(tables),
        pack.clone(),
        reader,
    )
    .map_err(|problem| probe_problem(&pack, &problem, "TB"))
}

fn texts(reply: &Reply) -> Vec<String> {
    reply
        .events
        .iter()
        .map(|event| format!("{event:?}"))
        .collect()
}

#[test]
fn a_move_that_throws_the_win_away_is_said_and_the_reply_follows() {
    // KQK, White to move: Qb2+ keeps the win in truth, but the fake says it is gone.
    let start = "7k/8/6K1/8/8/8/8/1Q6 w - -";
    let after = "7k/8/6K1/8/8/8/1Q6/8 b - -";
    let mut drill =
        session(start, &[(start, Verdict::Win), (after, Verdict::Draw)]).expect("probed");
    let reply = drill.handle(Input::Typed("Qb2".into()), 0);
    let said = texts(&reply).join("\n");
    assert!(said.contains("That lets a win go: now a draw"), "{said}");
    assert!(said.contains("Announce"), "{said}");
    assert_eq!(reply.flow, Flow::Continue);
}

#[test]
fn mate_ends_the_start_and_the_session_stays_for_again_or_quit() {
    let start = "7k/8/6K1/8/8/8/8/1Q6 w - -";
    let mut drill = session(start, &[(start, Verdict::Win)]).expect("probed");
    let reply = drill.handle(Input::Typed("Qb8".into()), 0);
    let said = texts(&reply).join("\n");
    assert!(said.contains("Checkmate: you win"), "{said}");
    assert!(said.contains("again: the same start"), "{said}");
    assert_eq!(reply.flow, Flow::Continue);
    let again = drill.handle(Input::Typed("again".into()), 0);
    let said = texts(&again).join("\n");
    assert!(
        said.contains("Endgame KQvK: White to move, a win"),
        "{said}"
    );
    let reply = drill.handle(Input::Typed("Qb8".into()), 0);
    assert!(texts(&reply).join("").contains("Checkmate: you win"));
    assert_eq!(drill.games().len(), 2);
    let quit = drill.handle(Input::Typed("quit".into()), 0);
    assert_eq!(quit.flow, Flow::Quit);
    assert!(texts(&quit).join("").contains("Endgame left"));
}

#[test]
fn a_start_left_before_a_move_is_not_exported() {
    let start = "7k/8/6K1/8/8/8/8/1Q6 w - -";
    let mut drill = session(start, &[(start, Verdict::Win)]).expect("probed");
    for _ in 0..3 {
        drill.handle(Input::Typed("retry".into()), 0);
    }
    assert_eq!(drill.games().len(), 1, "only the start played from");
    drill.handle(Input::Typed("Qb8".into()), 0);
    drill.handle(Input::Typed("again".into()), 0);
    assert_eq!(drill.games().len(), 2, "the game played and the new start");
}

#[test]
fn a_missing_table_is_a_sentence_and_an_illegal_move_changes_nothing() {
    let start = "7k/8/6K1/8/8/8/8/1Q6 w - -";
    let error = session(start, &[]).err().expect("missing");
    assert_eq!(
        error,
        "No tablebase for KQvK here: put KQvK.rtbw and KQvK.rtbz in TB"
    );
    let mut drill = session(start, &[(start, Verdict::Win)]).expect("probed");
    let reply = drill.handle(Input::Typed("Qh9".into()), 0);
    assert!(
        texts(&reply).join("").contains("Error"),
        "{:?}",
        texts(&reply)
    );
    let far = drill.handle(Input::Typed("How  far".into()), 0);
    assert!(
        texts(&far).join("").contains("Win: mate in four moves"),
        "{:?}",
        texts(&far)
    );
}
