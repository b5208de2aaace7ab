//! The speech policy's rules as tables: what is given or finished at which time, and what the speaker is told.

use super::*;
use Priority::{Alert, Announcement, Answer, Intro};
use Route::{Announce, Player};

/// One step of a case.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// An utterance is given: its name, route, priority and tone length.
    Say(&'static str, Route, Priority, u32),
    /// A blank utterance is given.
    Blank(&'static str, Route, Priority),
    /// The device finished saying it.
    Done(&'static str),
    /// The next line of the answer given just before, on the player's route.
    More(&'static str),
}

use Op::{Blank, Done, More, Say};

/// An answer to a question (the player's route).
const fn answer(name: &'static str) -> Op {
    Say(name, Player, Answer, 0)
}

/// A move, offer or result (the announcements' route).
const fn announce(name: &'static str) -> Op {
    Say(name, Announce, Announcement, 0)
}

/// A clock cue or a refusal (the player's route).
const fn alert(name: &'static str) -> Op {
    Say(name, Player, Alert, 0)
}

/// A cue whose tone lasts `after_ms`.
const fn cue(name: &'static str, after_ms: u32) -> Op {
    Say(name, Player, Alert, after_ms)
}

/// The flag: public and urgent.
const fn flag(name: &'static str) -> Op {
    Say(name, Announce, Alert, 0)
}

/// A case: the lanes, then each step at its time with what the speaker is told ("start a", "start a after 250",
/// "stop a", "drop a").
struct Case {
    name: &'static str,
    lanes: Lanes,
    steps: &'static [(u64, Op, &'static [&'static str])],
    /// What is still pending at the end, oldest first.
    pending: &'static [&'static str],
}

fn run(case: &Case) {
    let mut queue = SpeechQueue::new(case.lanes);
    let mut names: Vec<&'static str> = Vec::new();
    let id_of = |name: &'static str, names: &mut Vec<&'static str>| -> Id {
        match names.iter().position(|n| *n == name) {
            Some(i) => i as Id,
            None => {
                names.push(name);
                (names.len() - 1) as Id
            }
        }
    };
    for (step, &(at, op, expected)) in case.steps.iter().enumerate() {
        let actions = match op {
            Say(name, route, priority, after_ms) => {
                let id = id_of(name, &mut names);
                let placement = Placement {
                    route,
                    priority,
                    after_ms,
                    blank: false,
                    continues: false,
                };
                queue.add(id, placement, at)
            }
            Blank(name, route, priority) => {
                let id = id_of(name, &mut names);
                let placement = Placement {
                    route,
                    priority,
                    after_ms: 0,
                    blank: true,
                    continues: false,
                };
                queue.add(id, placement, at)
            }
            Done(name) => {
                let id = id_of(name, &mut names);
                queue.finished(id, at)
            }
            More(name) => {
                let id = id_of(name, &mut names);
                let placement = Placement {
                    route: Player,
                    priority: Answer,
                    after_ms: 0,
                    blank: false,
                    continues: true,
                };
                queue.add(id, placement, at)
            }
        };
        let told: Vec<String> = actions
            .iter()
            .map(|action| match *action {
                Action::Start { id, silence_ms: 0 } => format!("start {}", names[id as usize]),
                Action::Start { id, silence_ms } => {
                    format!("start {} after {silence_ms}", names[id as usize])
                }
                Action::Stop(id) => format!("stop {}", names[id as usize]),
                Action::Drop(id) => format!("drop {}", names[id as usize]),
            })
            .collect();
        assert_eq!(
            told, expected,
            "{}: step {step} ({op:?} at {at} ms)",
            case.name
        );
    }
    let pending: Vec<&str> = queue
        .pending()
        .into_iter()
        .map(|id| names[id as usize])
        .collect();
    assert_eq!(pending, case.pending, "{}: pending at the end", case.name);
    assert_eq!(queue.is_idle(), case.pending.is_empty(), "{}", case.name);
}

const CASES: &[Case] = &[
    Case {
        name: "the start of a session is cut by anything newer, on either lane",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, Say("intro", Announce, Intro, 0), &["start intro"]),
            (300, answer("time"), &["stop intro", "start time"]),
            (900, Done("time"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "a move cuts the start of a session at once",
        lanes: Lanes::Shared,
        steps: &[
            (0, Say("intro", Announce, Intro, 0), &["start intro"]),
            (300, announce("m1"), &["stop intro", "start m1"]),
        ],
        pending: &["m1"],
    },
    Case {
        name: "an answer of several lines is heard whole, line after line",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("rank 1"), &["start rank 1"]),
            (0, More("rank 2"), &[]),
            (0, More("rank 3"), &[]),
            (3000, Done("rank 1"), &["start rank 2"]),
            (6000, Done("rank 2"), &["start rank 3"]),
            (9000, Done("rank 3"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "a newer question cuts the whole answer, its waiting lines with it",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("rank 1"), &["start rank 1"]),
            (0, More("rank 2"), &[]),
            (0, More("rank 3"), &[]),
            (3000, Done("rank 1"), &["start rank 2"]),
            (4000, answer("time"), &["drop rank 3", "stop rank 2", "start time"]),
        ],
        pending: &["time"],
    },
    Case {
        name: "a cue or the opponent's move cuts an answer and the rest of it",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, answer("rank 1"), &["start rank 1"]),
            (0, More("rank 2"), &[]),
            (500, alert("cue"), &["stop rank 1", "drop rank 2", "start cue"]),
            (600, More("rank 3"), &["drop rank 3"]),
            (1500, Done("cue"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "an alert given while an answer waits goes before all its lines",
        lanes: Lanes::Shared,
        steps: &[
            (0, announce("m1"), &["start m1"]),
            (10, answer("rank 1"), &[]),
            (10, More("rank 2"), &[]),
            (20, alert("cue"), &[]),
            (900, Done("m1"), &["start cue"]),
            (1800, Done("cue"), &["start rank 1"]),
            (2800, Done("rank 1"), &["start rank 2"]),
        ],
        pending: &["rank 2"],
    },
    Case {
        name: "one at a time, in the order given",
        lanes: Lanes::Shared,
        steps: &[
            (0, announce("m1"), &["start m1"]),
            (1, announce("m2"), &[]),
            (2, announce("m3"), &[]),
            (900, Done("m1"), &["start m2"]),
            (1800, Done("m2"), &["start m3"]),
            (2700, Done("m3"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "a move is said to its end; an alert given meanwhile goes next, before a waiting move",
        lanes: Lanes::Shared,
        steps: &[
            (0, announce("m1"), &["start m1"]),
            (10, announce("m2"), &[]),
            (20, alert("one minute"), &[]),
            (900, Done("m1"), &["start one minute"]),
            (1500, Done("one minute"), &["start m2"]),
        ],
        pending: &["m2"],
    },
    Case {
        name: "alerts go before waiting moves, moves before waiting answers; equal ones wait their turn",
        lanes: Lanes::Shared,
        steps: &[
            (0, alert("five minutes"), &["start five minutes"]),
            (10, announce("e4"), &[]),
            (20, alert("flag"), &[]),
            (30, answer("time?"), &[]),
            (40, announce("e5"), &[]),
            (1000, Done("five minutes"), &["start flag"]),
            (2000, Done("flag"), &["start e4"]),
            (3000, Done("e4"), &["start e5"]),
            (4000, Done("e5"), &["start time?"]),
            (5000, Done("time?"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "a newer answer cuts the answer being said and replaces those waiting",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("q1"), &["start q1"]),
            (100, answer("q2"), &["stop q1", "start q2"]),
            (200, announce("e4"), &["stop q2", "start e4"]),
            (300, answer("q3"), &[]),
            (400, answer("q4"), &["drop q3"]),
            // A late report of what was stopped changes nothing.
            (450, Done("q1"), &[]),
            (1000, Done("e4"), &["start q4"]),
        ],
        pending: &["q4"],
    },
    Case {
        name: "only answers are cut: by an alert, a move or an answer; never a move or an alert",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("board"), &["start board"]),
            (10, alert("flag"), &["stop board", "start flag"]),
            (20, alert("refused"), &[]),
            (30, announce("e4"), &[]),
            (40, answer("time?"), &[]),
            (1000, Done("flag"), &["start refused"]),
            (2000, Done("refused"), &["start e4"]),
            (2100, alert("ten seconds"), &[]),
            (2200, announce("e5"), &[]),
            (3000, Done("e4"), &["start ten seconds"]),
            (4000, Done("ten seconds"), &["start e5"]),
            (5000, Done("e5"), &["start time?"]),
        ],
        pending: &["time?"],
    },
    Case {
        name: "nothing but answers is ever dropped: a flood of moves and alerts is said whole",
        lanes: Lanes::Shared,
        steps: &[
            (0, announce("m1"), &["start m1"]),
            (1, answer("a1"), &[]),
            (2, announce("m2"), &[]),
            (3, alert("x1"), &[]),
            (4, answer("a2"), &["drop a1"]),
            (5, announce("m3"), &[]),
            (6, alert("x2"), &[]),
            (7, answer("a3"), &["drop a2"]),
        ],
        pending: &["m1", "m2", "x1", "m3", "x2", "a3"],
    },
    Case {
        name: "a blank utterance is over at once and stops and replaces nothing",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("q1"), &["start q1"]),
            (10, Blank("nothing", Player, Answer), &["drop nothing"]),
            (20, Blank("silence", Player, Alert), &["drop silence"]),
            (900, Done("q1"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "the tone first: the silence left of it, at most 1.5 s, none after a longer wait",
        lanes: Lanes::Shared,
        steps: &[
            (0, cue("five minutes", 250), &["start five minutes after 250"]),
            (100, cue("one minute", 800), &[]),
            (500, Done("five minutes"), &["start one minute after 400"]),
            (2000, Done("one minute"), &[]),
            (3000, cue("flag", 3000), &["start flag after 1500"]),
            (3100, cue("ten seconds", 250), &[]),
            (6000, Done("flag"), &["start ten seconds"]),
        ],
        pending: &["ten seconds"],
    },
    Case {
        name: "one voice for both routes: a move cuts an answer, a flag waits for a move",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("board"), &["start board"]),
            (10, announce("e4"), &["stop board", "start e4"]),
            (20, flag("flag"), &[]),
            (900, Done("e4"), &["start flag"]),
        ],
        pending: &["flag"],
    },
    Case {
        name: "a voice for each route: the routes do not wait for each other nor cut each other",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, answer("board"), &["start board"]),
            (10, announce("e4"), &["start e4"]),
            (20, flag("flag"), &[]),
            (30, alert("refused"), &["stop board", "start refused"]),
            (40, answer("time?"), &[]),
            (900, Done("e4"), &["start flag"]),
            (1000, Done("refused"), &["start time?"]),
            (1100, answer("time again"), &["stop time?", "start time again"]),
        ],
        pending: &["flag", "time again"],
    },
];

#[test]
fn the_rules_of_speech() {
    for case in CASES {
        run(case);
    }
}

#[test]
fn what_is_said_on_each_lane_and_what_is_pending() {
    let mut queue = SpeechQueue::new(Lanes::PerRoute);
    let place = |route, priority| Placement {
        route,
        priority,
        after_ms: 0,
        blank: false,
        continues: false,
    };
    assert!(queue.is_idle());
    queue.add(3, place(Announce, Announcement), 0);
    queue.add(5, place(Player, Answer), 0);
    queue.add(4, place(Announce, Alert), 0);
    assert_eq!(queue.speaking(Announce), Some(3));
    assert_eq!(queue.speaking(Player), Some(5));
    assert_eq!(queue.pending(), [3, 4, 5]);
    assert_eq!(queue.order(Announce), [(3, 0), (4, 0)]);
    assert_eq!(queue.order(Player), [(5, 0)]);
    assert!(!queue.is_idle());
    let blank = Placement::of(&Utterance {
        after_ms: 100,
        ..Utterance::new("  ", "de", Player, Alert)
    });
    assert!(blank.blank);
    assert_eq!(queue.add(6, blank, 0), [Action::Drop(6)]);
    assert_eq!(queue.speaking(Player), Some(5));
}
