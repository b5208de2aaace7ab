use super::*;
use crate::{
    notation::{MoveReader, Notation},
    practice::listen_game::{choose, Choice},
};

const GAME: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Ben\"]\n[Date \"2024.??.??\"]\n\
    [Result \"1-0\"]\n\n1. e4 e5 {Open game} 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";

fn session(autoplay: Option<u64>) -> ListenSession {
    let en = VoicePack::builtin("en").unwrap();
    let reader = MoveReader::for_pack(Notation::En, &en);
    let game = choose(GAME.as_bytes(), "g.pgn", &Choice::First, &en, &reader).unwrap();
    ListenSession::new(game, en, Style::Short, autoplay, true)
}

/// Each event as "name: sentence" (an announcement by its move number and words).
fn said(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|event| match event {
            Event::Announce {
                move_number,
                side,
                text,
                ..
            } => format!("announce: {} {text}", move_label(*move_number, *side)),
            Event::Answer { query, text, .. } => format!("{query}: {text}"),
            Event::Notice { text } => format!("notice: {text}"),
            Event::Error { message, .. } => format!("error: {message}"),
            other => format!("{other:?}"),
        })
        .collect()
}

fn run(session: &mut ListenSession, line: &str) -> Vec<String> {
    said(&session.handle_typed(line, 0).events)
}

#[test]
fn the_opening_reads_the_headers() {
    assert_eq!(
        said(&session(None).opening()),
        ["headers: White: Anna, Black: Ben, Club, 2024, four moves, result 1-0"]
    );
}

#[test]
fn next_previous_and_jumps() {
    let mut s = session(None);
    assert_eq!(
        run(&mut s, "previous"),
        ["error: This is the start of the game: type next for the first move"]
    );
    assert_eq!(run(&mut s, ""), ["announce: 1. Eva four"]);
    assert_eq!(
        run(&mut s, "next"),
        ["announce: 1... Eva five", "comment: Open game"]
    );
    assert_eq!(run(&mut s, "comment"), ["comment: Open game"]);
    assert_eq!(
        run(&mut s, "where"),
        ["where: After 1... Eva five: half-move two of seven, White to move"]
    );
    assert_eq!(
        run(&mut s, "back"),
        ["previous: Back one move: the last move is now 1. Eva four"]
    );
    assert_eq!(run(&mut s, "comment"), ["comment: No comment here"]);
    assert_eq!(
        run(&mut s, "previous"),
        ["previous: Start of the game, White to move"]
    );
    assert_eq!(
        run(&mut s, "move 3 black"),
        ["announce: 3... Knight Felix six"]
    );
    assert_eq!(
        run(&mut s, "square f6"),
        ["square: Felix six: black Knight"]
    );
    assert_eq!(
        run(&mut s, "next"),
        [
            "announce: 4. Queen takes Felix seven checkmate",
            "notice: End of the game: White won, checkmate"
        ]
    );
    assert_eq!(
        run(&mut s, "next"),
        ["error: That was the last move: type previous, start, or move and a number"]
    );
    assert_eq!(
        run(&mut s, "move 4 black"),
        ["error: This game has no move 4 for Black: its last move is 4. Queen takes Felix seven checkmate"]
    );
    assert_eq!(
        run(&mut s, "start"),
        ["start: Start of the game, White to move"]
    );
    assert_eq!(
        run(&mut s, "end"),
        [
            "announce: 4. Queen takes Felix seven checkmate",
            "notice: End of the game: White won, checkmate"
        ]
    );
}

#[test]
fn autoplay_hears_a_move_every_pause_until_the_end() {
    let mut s = session(Some(2_000));
    assert_eq!(s.next_due(), Some(2_000));
    let heard = s.advance_to(4_500);
    let times: Vec<u64> = heard.iter().map(|(at, _)| *at).collect();
    assert_eq!(times, [2_000, 4_000, 4_000]);
    assert_eq!(s.next_due(), Some(6_000));
    // A step by hand starts the pause again.
    assert_eq!(
        said(&s.handle_typed("next", 5_000).events),
        ["announce: 2. Bishop Cesar four"]
    );
    assert_eq!(s.next_due(), Some(7_000));
    assert_eq!(
        said(&s.handle_typed("stop", 5_500).events),
        ["stop: Stopped"]
    );
    assert_eq!(s.next_due(), None);
    assert_eq!(
        said(&s.handle_typed("stop", 5_500).events),
        ["error: Nothing is playing: type play to hear the moves one after another"]
    );
    assert_eq!(
        said(&s.handle_typed("play 1.5", 6_000).events),
        ["play: Playing the moves with a pause of 1.5 seconds; type stop to stop"]
    );
    let heard = s.advance_to(100_000);
    let times: Vec<u64> = heard.iter().map(|(at, _)| *at).collect();
    assert_eq!(times, [7_500, 9_000, 10_500, 12_000, 12_000]);
    assert_eq!(s.next_due(), None);
    assert_eq!(
        said(&s.handle_typed("play", 100_000).events),
        ["error: That was the last move: type previous, start, or move and a number"]
    );
}

#[test]
fn wrong_lines_are_refused_in_words() {
    let mut s = session(None);
    assert_eq!(
        run(&mut s, "e4"),
        ["error: \"e4\" is not a command; the commands are next, previous, move, start, end, play, stop, headers, \
          comment, where, lines, line, up, main, clock, square, rank, file, board, pieces, opening, wait, help, quit"]
    );
    assert_eq!(
        run(&mut s, "move x"),
        ["error: write it as move 12, or move 12 black"]
    );
    assert_eq!(
        run(&mut s, "play -1"),
        ["error: cannot read \"-1\" as a pause: write the seconds between moves, like 3 or 1.5"]
    );
    assert_eq!(run(&mut s, "wait 1s"), Vec::<String>::new());
    assert_eq!(s.handle_typed("wait 1s", 0).flow, Flow::Wait(1_000));
    assert_eq!(s.handle_typed("quit", 0).flow, Flow::Quit);
}

#[test]
fn dates_are_said_as_dates_with_their_known_parts() {
    let said = |pack: &str, date: &str| {
        let pack = VoicePack::builtin(pack).expect("pack");
        said_date(&pack, date).map(|date| date.as_text().to_string())
    };
    assert_eq!(said("en", "2024.03.15").as_deref(), Some("March 15, 2024"));
    assert_eq!(said("de", "2024.03.15").as_deref(), Some("15. März 2024"));
    assert_eq!(said("fr", "2024.03.15").as_deref(), Some("15 mars 2024"));
    assert_eq!(said("en", "1999.01.??").as_deref(), Some("January 1999"));
    assert_eq!(said("en", "1999.??.??").as_deref(), Some("1999"));
    assert_eq!(said("en", "????.??.??"), None);
    assert_eq!(said("en", "1999.13.01").as_deref(), Some("1999"));
}
