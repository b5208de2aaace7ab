//! The speech policy's rules as tables: what is given or finished at which time, and what the speaker is told.

use super::*;
use Priority::{Alert, Announcement, Answer, Intro, Live};
use Route::{Announce, Player};

/// One step of a case.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// An utterance is given: its name, route, priority, tone length, the number of its action and its cause.
    Say(&'static str, Route, Priority, u32, u64, Cause),
    /// A blank utterance is given, by a new action of the user's.
    Blank(&'static str, Route, Priority, u64),
    /// The device finished saying it.
    Done(&'static str),
}

use Op::{Blank, Done, Say};

/// An answer to the user's action `action` (the player's route); its later lines are of the same action.
const fn answer(name: &'static str, action: u64) -> Op {
    Say(name, Player, Answer, 0, action, Cause::User)
}

/// An answer the program gives by itself (what a session says at its start).
const fn own_answer(name: &'static str, action: u64) -> Op {
    Say(name, Player, Answer, 0, action, Cause::Program)
}

/// What a script's line makes tactus say, at `priority` on `route`.
const fn scripted(name: &'static str, route: Route, priority: Priority, action: u64) -> Op {
    Say(name, route, priority, 0, action, Cause::Script)
}

/// A move the user typed (the announcements' route).
const fn announce(name: &'static str, action: u64) -> Op {
    Say(name, Announce, Announcement, 0, action, Cause::User)
}

/// A move that came by itself (the engine's, a script's).
const fn own_move(name: &'static str, action: u64) -> Op {
    Say(name, Announce, Announcement, 0, action, Cause::Program)
}

/// A refusal of what the user typed (the player's route).
const fn alert(name: &'static str, action: u64) -> Op {
    Say(name, Player, Alert, 0, action, Cause::User)
}

/// A clock cue whose tone lasts `after_ms`: the program's own.
const fn cue(name: &'static str, action: u64, after_ms: u32) -> Op {
    Say(name, Player, Alert, after_ms, action, Cause::Program)
}

/// The flag: public, urgent, the program's own.
const fn flag(name: &'static str, action: u64) -> Op {
    Say(name, Announce, Alert, 0, action, Cause::Program)
}

/// A move of a followed broadcast game: the program's own, on the player's route.
const fn live(name: &'static str, action: u64) -> Op {
    Say(name, Player, Live, 0, action, Cause::Program)
}

/// The start of a session: the program's own.
const fn intro(name: &'static str) -> Op {
    Say(name, Announce, Intro, 0, 0, Cause::Program)
}

/// A case: the lanes, then each step at its time with what the speaker is told ("start a", "start a after 250",
/// "stop a", "pause a", "drop a").
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
            Say(name, route, priority, after_ms, number, cause) => {
                let id = id_of(name, &mut names);
                let placement = QueuePlacement {
                    route,
                    priority,
                    after_ms,
                    blank: false,
                    origin: Origin { number, cause },
                };
                queue.add(id, placement, at)
            }
            Blank(name, route, priority, number) => {
                let id = id_of(name, &mut names);
                let placement = QueuePlacement {
                    route,
                    priority,
                    after_ms: 0,
                    blank: true,
                    origin: Origin {
                        number,
                        cause: Cause::User,
                    },
                };
                queue.add(id, placement, at)
            }
            Done(name) => {
                let id = id_of(name, &mut names);
                queue.finished(id, at)
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
                Action::Pause(id) => format!("pause {}", names[id as usize]),
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
        name: "a followed game's move waits behind the answers asked for, and is never cut nor dropped",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("board", 1), &["start board"]),
            (100, live("m1", 2), &[]),
            (200, live("m2", 3), &[]),
            (300, Done("board"), &["start m1"]),
            (400, answer("clock", 4), &[]),
            (500, Done("m1"), &["start clock"]),
            (600, Done("clock"), &["start m2"]),
        ],
        pending: &["m2"],
    },
    Case {
        name: "a followed game's move waits for the start of a session, as an answer does",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, Say("intro", Player, Intro, 0, 0, Cause::Program), &["start intro"]),
            (100, live("m1", 1), &[]),
            (200, Done("intro"), &["start m1"]),
        ],
        pending: &["m1"],
    },
    Case {
        name: "the start of a session is cut by the user's action, on either lane",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, intro("intro"), &["start intro"]),
            (300, answer("time", 1), &["stop intro", "start time"]),
            (900, Done("time"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "the engine's move cuts the start of a session at once",
        lanes: Lanes::Shared,
        steps: &[
            (0, intro("intro"), &["start intro"]),
            (300, own_move("m1", 1), &["stop intro", "start m1"]),
        ],
        pending: &["m1"],
    },
    Case {
        name: "the program's own answer waits for the start of the session",
        lanes: Lanes::Shared,
        steps: &[
            (0, intro("intro"), &["start intro"]),
            (0, own_answer("questions", 1), &[]),
            (0, own_answer("position", 1), &[]),
            (2000, Done("intro"), &["start questions"]),
            (3000, Done("questions"), &["start position"]),
        ],
        pending: &["position"],
    },
    Case {
        name: "an answer of several lines is heard whole, line after line",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("rank 1", 1), &["start rank 1"]),
            (0, answer("rank 2", 1), &[]),
            (0, answer("rank 3", 1), &[]),
            (3000, Done("rank 1"), &["start rank 2"]),
            (6000, Done("rank 2"), &["start rank 3"]),
            (9000, Done("rank 3"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "what one action makes tactus say never cuts itself, whatever the urgency of its parts",
        lanes: Lanes::Shared,
        steps: &[
            (0, alert("not right", 1), &["start not right"]),
            (0, answer("the answer was", 1), &[]),
            (0, answer("question 2", 1), &[]),
            (0, own_answer("the program's next line", 2), &[]),
            (2000, Done("not right"), &["start the answer was"]),
            (3000, Done("the answer was"), &["start question 2"]),
            (4000, Done("question 2"), &["start the program's next line"]),
        ],
        pending: &["the program's next line"],
    },
    Case {
        name: "the user's newer question cuts the whole answer, its waiting lines with it",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("rank 1", 1), &["start rank 1"]),
            (0, answer("rank 2", 1), &[]),
            (0, answer("rank 3", 1), &[]),
            (3000, Done("rank 1"), &["start rank 2"]),
            (4000, answer("time", 2), &["drop rank 3", "stop rank 2", "start time"]),
        ],
        pending: &["time"],
    },
    Case {
        name: "a script is heard in order: its next lines wait for the answer being read, whatever their urgency",
        lanes: Lanes::Shared,
        steps: &[
            (0, intro("intro"), &["start intro"]),
            (0, scripted("rank 1", Player, Answer, 1), &[]),
            (0, scripted("rank 2", Player, Answer, 1), &[]),
            (10, scripted("e4", Announce, Announcement, 2), &[]),
            (20, scripted("refused", Player, Alert, 3), &[]),
            (1000, Done("intro"), &["start rank 1"]),
            (3000, Done("rank 1"), &["start rank 2"]),
            (6000, Done("rank 2"), &["start e4"]),
            (7000, Done("e4"), &["start refused"]),
        ],
        pending: &["refused"],
    },
    Case {
        name: "a cue pauses an answer, which goes on after it from the line that was cut",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, answer("rank 1", 1), &["start rank 1"]),
            (0, answer("rank 2", 1), &[]),
            (500, cue("cue", 2, 0), &["pause rank 1", "start cue"]),
            (1500, Done("cue"), &["start rank 1"]),
            (4500, Done("rank 1"), &["start rank 2"]),
        ],
        pending: &["rank 2"],
    },
    Case {
        name: "an answer paused by a cue is dropped when the user acts meanwhile",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, answer("rank 1", 1), &["start rank 1"]),
            (0, answer("rank 2", 1), &[]),
            (500, cue("cue", 2, 0), &["pause rank 1", "start cue"]),
            (600, answer("time", 3), &["drop rank 1", "drop rank 2"]),
            (1500, Done("cue"), &["start time"]),
        ],
        pending: &["time"],
    },
    Case {
        name: "the engine's move pauses an answer on a shared voice; the user's own move cuts it",
        lanes: Lanes::Shared,
        steps: &[
            (0, answer("board", 1), &["start board"]),
            (500, own_move("engine", 2), &["pause board", "start engine"]),
            (1500, Done("engine"), &["start board"]),
            (2000, announce("e4", 3), &["stop board", "start e4"]),
            (3000, Done("e4"), &[]),
        ],
        pending: &[],
    },
    Case {
        name: "an alert given while an answer waits goes before all its lines",
        lanes: Lanes::Shared,
        steps: &[
            (0, announce("m1", 1), &["start m1"]),
            (10, answer("rank 1", 2), &[]),
            (10, answer("rank 2", 2), &[]),
            (20, cue("cue", 3, 0), &[]),
            (900, Done("m1"), &["start cue"]),
            (1900, Done("cue"), &["start rank 1"]),
        ],
        pending: &["rank 1", "rank 2"],
    },
    Case {
        name: "a cue waits for its tone",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, cue("five minutes", 1, 400), &["start five minutes after 400"]),
            (100, Blank("nothing", Player, Answer, 2), &["drop nothing"]),
        ],
        pending: &["five minutes"],
    },
    Case {
        name: "a voice for each route: the routes do not wait for each other nor cut each other",
        lanes: Lanes::PerRoute,
        steps: &[
            (0, answer("board", 1), &["start board"]),
            (10, announce("e4", 2), &["start e4"]),
            (20, flag("flag", 3), &[]),
            (30, alert("refused", 4), &["stop board", "start refused"]),
            (40, answer("time?", 5), &[]),
            (900, Done("e4"), &["start flag"]),
            (1000, Done("refused"), &["start time?"]),
            (1100, answer("time again", 6), &["stop time?", "start time again"]),
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
fn an_action_with_nothing_to_say_ends_the_answers_of_earlier_ones() {
    let mut queue = SpeechQueue::new(Lanes::Shared);
    let place = |priority, number| QueuePlacement {
        route: Player,
        priority,
        after_ms: 0,
        blank: false,
        origin: Origin {
            number,
            cause: Cause::User,
        },
    };
    queue.add(1, place(Answer, 1), 0);
    queue.add(2, place(Answer, 1), 0);
    queue.add(3, place(Alert, 2), 0);
    queue.add(4, place(Answer, 3), 0);
    // The alert paused nothing (the user's refusal cut the answer): only the answer of action 3 is left after it.
    assert_eq!(queue.pending(), [3, 4]);
    assert_eq!(queue.cut_answers_before(3, 10), []);
    let mut queue = SpeechQueue::new(Lanes::Shared);
    queue.add(1, place(Answer, 1), 0);
    queue.add(2, place(Answer, 1), 0);
    queue.add(3, place(Announcement, 1), 0);
    assert_eq!(
        queue.cut_answers_before(2, 10),
        [
            Action::Drop(2),
            Action::Stop(1),
            Action::Start {
                id: 3,
                silence_ms: 0
            }
        ]
    );
    assert_eq!(queue.pending(), [3]);
}

#[test]
fn what_is_said_on_each_lane_and_what_is_pending() {
    let mut queue = SpeechQueue::new(Lanes::PerRoute);
    let place = |route, priority| QueuePlacement {
        route,
        priority,
        after_ms: 0,
        blank: false,
        origin: Origin::default(),
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
    let blank = QueuePlacement::of(&Utterance {
        after_ms: 100,
        ..Utterance::new("  ", "de", Player, Alert)
    });
    assert!(blank.blank);
    assert_eq!(queue.add(6, blank, 0), [Action::Drop(6)]);
    assert_eq!(queue.speaking(Player), Some(5));
}
