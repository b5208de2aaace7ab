//! The speech policy: which utterance is said when, which one is cut, which one is dropped. Written once, here, and
//! only carried out by the speakers (system speech's worker, the built-in voice), so that a hand-over from one to
//! the other in the middle of a game does not change the rules.
//!
//! [`SpeechQueue`] is pure: it is told what is given ([`SpeechQueue::add`]) and what a device has finished saying
//! ([`SpeechQueue::finished`]), each with the time `now` in milliseconds, and answers with [`Action`]s: start this
//! (after so much silence), stop that, pause that, drop this one that was waiting. The rules, from "How speech is
//! heard" and from [`Priority`]:
//!
//! 1. **One at a time on a lane.** A lane is one voice: system speech has one (one engine, both routes), the
//!    built-in voice has one per [`Route`] (two players, heard side by side). A lane says one utterance at a time and
//!    starts the next the moment the device reports the last one finished (or it was stopped).
//! 2. **One action, one answer.** What one action makes tactus say ([`Origin`]: a typed line, a key, a script's
//!    line, the engine's move, the clock's cues falling due) is heard whole and in order: an utterance of an action
//!    that is still being said on its lane goes after the last of it there, and cuts nothing (a board's ranks, a
//!    drill's verdict and its next question, a refusal and its hint).
//! 3. **Most urgent first.** Otherwise waiting utterances are in order of [`Priority`], most urgent first, and in the
//!    order they were given within one priority: a clock cue or a refusal goes before a waiting move, a move before a
//!    waiting answer.
//! 4. **Only the user's new action cuts an answer.** The first utterance of a new action of the user's
//!    ([`Cause::User`]) stops the answer being said when it [interrupts](Priority::interrupts) it and drops the
//!    answers waiting on its lane, the rest of the cut one with them: the player asked again or moved on. What was
//!    stopped is not said again.
//! 5. **The program's own lines wait, and what they cut goes on.** An utterance the program makes by itself (the
//!    clock's cue, the engine's move) cuts no answer of the same urgency: it waits its turn. One more urgent (a cue,
//!    a flag, a move) [pauses](Action::Pause) the answer being said: it is said first, and the paused answer goes on
//!    after it from the line that was cut, unless the user acts meanwhile (rule 4 drops it). A script's line is
//!    heard after everything given before it, whatever its urgency, and cuts nothing: a script is heard in order.
//! 6. **The start gives way.** The start of a session ([`Priority::Intro`]) is cut by the user's new action on either
//!    lane, and by anything more urgent than an answer: the player who types or moves does not wait for it.
//! 7. **Nothing else is lost.** Moves, offers, claims, results and alerts are never dropped nor stopped: they wait
//!    their turn. (A speaker that fails hands them on, unsaid, to the next speaker.)
//! 8. **Nothing to say is over at once.** A blank utterance (or one the voice has no words for) is dropped as it
//!    comes: it stops nothing and replaces nothing.
//! 9. **The tone first.** An utterance waits for its event's tone: it starts with the silence left of its
//!    `after_ms` (at most [`MOST_AFTER_TONE_MS`]) counted from when it was given; one that waited longer starts at
//!    once.

use std::collections::VecDeque;

use super::{Origin, Priority, Route, Utterance};
use crate::boundary::Cause;

/// The longest an utterance waits for its event's tone (the flag's is the longest, about a second).
pub(super) const MOST_AFTER_TONE_MS: u64 = 1500;

/// The speaker's name for an utterance it gave to the queue; larger for later ones (it orders what was not said).
pub type Id = u64;

/// How the routes share voices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lanes {
    /// One voice for both routes (system speech: one engine).
    Shared,
    /// A voice for each route, heard side by side (the built-in voice: a player for each).
    PerRoute,
}

/// What the speaker is to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Start saying `id` after `silence_ms` of silence (what is left of its event's tone).
    Start {
        /// The utterance.
        id: Id,
        /// Silence before its words, in milliseconds.
        silence_ms: u64,
    },
    /// Stop saying `id` (it was being said); it is over.
    Stop(Id),
    /// Stop saying `id` for now (it was being said) and keep it: it is started again, from its beginning, when its
    /// turn comes.
    Pause(Id),
    /// Forget `id`, which was waiting (or had nothing to say); it is over.
    Drop(Id),
}

/// What the policy needs to know of an utterance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueuePlacement {
    /// Where it is heard.
    pub route: Route,
    /// How urgent it is.
    pub priority: Priority,
    /// The length of its event's tone, in milliseconds.
    pub after_ms: u32,
    /// Whether there is nothing to hear.
    pub blank: bool,
    /// The action that made tactus say it.
    pub origin: Origin,
}

impl QueuePlacement {
    /// The placement of `utterance`; blank when its text is.
    #[must_use]
    pub fn of(utterance: &Utterance) -> QueuePlacement {
        QueuePlacement {
            route: utterance.route,
            priority: utterance.priority,
            after_ms: utterance.after_ms,
            blank: utterance.text.trim().is_empty(),
            origin: utterance.origin,
        }
    }
}

/// An utterance in the queue.
#[derive(Clone, Copy, Debug)]
struct Entry {
    id: Id,
    /// The number of the action that made tactus say it.
    action: u64,
    priority: Priority,
    /// When its tone is over.
    not_before: u64,
}

/// One voice: what it says and what waits for it.
#[derive(Debug, Default)]
struct Lane {
    speaking: Option<Entry>,
    waiting: VecDeque<Entry>,
}

impl Lane {
    /// Whether something of `action` is being said or waits.
    fn holds(&self, action: u64) -> bool {
        self.speaking
            .iter()
            .chain(self.waiting.iter())
            .any(|entry| entry.action == action)
    }

    /// Drops the waiting answers (and starts of sessions), each told as dropped.
    fn drop_answers(&mut self, actions: &mut Vec<Action>) {
        self.waiting.retain(|older| {
            let replaced = older.priority.gives_way();
            if replaced {
                actions.push(Action::Drop(older.id));
            }
            !replaced
        });
    }
}

/// The speech policy. See the module's documentation for its rules.
#[derive(Debug)]
pub struct SpeechQueue {
    lanes: Lanes,
    /// The shared lane, or the player's; the announcements' when each route has its own.
    lane: [Lane; 2],
}

impl SpeechQueue {
    /// An empty queue whose routes share voices as `lanes` says.
    #[must_use]
    pub fn new(lanes: Lanes) -> SpeechQueue {
        SpeechQueue {
            lanes,
            lane: [Lane::default(), Lane::default()],
        }
    }

    fn index(&self, route: Route) -> usize {
        match (self.lanes, route) {
            (Lanes::Shared, _) | (Lanes::PerRoute, Route::Player) => 0,
            (Lanes::PerRoute, Route::Announce) => 1,
        }
    }

    /// The utterance `id`, placed as `placement` says, is given at `now_ms`: what to do.
    pub fn add(&mut self, id: Id, placement: QueuePlacement, now_ms: u64) -> Vec<Action> {
        if placement.blank {
            return vec![Action::Drop(id)];
        }
        let mut actions = Vec::new();
        let index = self.index(placement.route);
        let priority = placement.priority;
        let action = placement.origin.number;
        let entry = Entry {
            id,
            action,
            priority,
            not_before: now_ms
                .saturating_add(u64::from(placement.after_ms).min(MOST_AFTER_TONE_MS)),
        };
        let lane = &mut self.lane[index];
        if lane.holds(action) {
            // The rest of an answer already begun: after its last part, cutting nothing.
            let after = lane
                .waiting
                .iter()
                .rposition(|waiting| waiting.action == action)
                .map_or(0, |at| at + 1);
            lane.waiting.insert(after, entry);
            actions.extend(self.start_next(index, now_ms));
            return actions;
        }
        let cause = placement.origin.cause;
        if cause == Cause::Script {
            // A script's line: after everything given before it, cutting nothing.
            lane.waiting.push_back(entry);
            actions.extend(self.start_next(index, now_ms));
            return actions;
        }
        let by_user = cause == Cause::User;
        if (by_user && priority > Priority::Intro) || priority > Priority::Answer {
            for each in 0..2 {
                actions.extend(Self::cut_intro(&mut self.lane[each]));
                if each != index {
                    actions.extend(self.start_next(each, now_ms));
                }
            }
        }
        let lane = &mut self.lane[index];
        if let Some(speaking) = lane.speaking.filter(|s| priority.interrupts(s.priority)) {
            if by_user {
                // The user acted: what was being said and every older answer waiting are over.
                lane.drop_answers(&mut actions);
                actions.push(Action::Stop(speaking.id));
                lane.speaking = None;
            } else if speaking.priority == Priority::Answer && priority > Priority::Answer {
                // Something more urgent came by itself: said first, then the answer goes on from its cut line.
                actions.push(Action::Pause(speaking.id));
                lane.speaking = None;
                lane.waiting.push_front(speaking);
            }
        } else if by_user && priority >= Priority::Answer {
            lane.drop_answers(&mut actions);
        }
        let at = lane
            .waiting
            .iter()
            .position(|waiting| waiting.priority < priority)
            .unwrap_or(lane.waiting.len());
        lane.waiting.insert(at, entry);
        actions.extend(self.start_next(index, now_ms));
        actions
    }

    /// The device has finished saying `id` at `now_ms` (to its end, or cut by itself): what to do next. A late
    /// report about an utterance no longer being said changes nothing.
    pub fn finished(&mut self, id: Id, now_ms: u64) -> Vec<Action> {
        let Some(index) = (0..2).find(|&i| self.lane[i].speaking.is_some_and(|s| s.id == id))
        else {
            return Vec::new();
        };
        self.lane[index].speaking = None;
        self.start_next(index, now_ms).into_iter().collect()
    }

    /// The user acted at `now_ms` with nothing to say (`quit` while an answer is read): every answer of an earlier
    /// action than `action`, being said or waiting, on every lane, is over.
    pub fn cut_answers_before(&mut self, action: u64, now_ms: u64) -> Vec<Action> {
        let mut actions = Vec::new();
        for index in 0..2 {
            let lane = &mut self.lane[index];
            lane.waiting.retain(|entry| {
                let over = entry.priority.gives_way() && entry.action < action;
                if over {
                    actions.push(Action::Drop(entry.id));
                }
                !over
            });
            if let Some(speaking) = lane
                .speaking
                .filter(|s| s.priority.gives_way() && s.action < action)
            {
                actions.push(Action::Stop(speaking.id));
                lane.speaking = None;
            }
            actions.extend(self.start_next(index, now_ms));
        }
        actions
    }

    /// Stops and drops the start of the session on `lane`, if it is there.
    fn cut_intro(lane: &mut Lane) -> Vec<Action> {
        let mut actions = Vec::new();
        lane.waiting.retain(|entry| {
            let intro = entry.priority == Priority::Intro;
            if intro {
                actions.push(Action::Drop(entry.id));
            }
            !intro
        });
        if let Some(speaking) = lane.speaking.filter(|s| s.priority == Priority::Intro) {
            actions.push(Action::Stop(speaking.id));
            lane.speaking = None;
        }
        actions
    }

    /// Starts the first waiting utterance of lane `index` when the lane is free.
    fn start_next(&mut self, index: usize, now_ms: u64) -> Option<Action> {
        let lane = &mut self.lane[index];
        if lane.speaking.is_some() {
            return None;
        }
        let next = lane.waiting.pop_front()?;
        lane.speaking = Some(next);
        Some(Action::Start {
            id: next.id,
            silence_ms: next.not_before.saturating_sub(now_ms),
        })
    }

    /// What is being said on `route`'s lane.
    #[must_use]
    pub fn speaking(&self, route: Route) -> Option<Id> {
        self.lane[self.index(route)].speaking.map(|s| s.id)
    }

    /// What `route`'s lane will say, in order, as things stand: the utterance being said, then those waiting, each
    /// with the time its tone is over. A device that buffers ahead (the built-in voice's players) hands it over in
    /// this order, and takes back what it handed when the order changes.
    #[must_use]
    pub fn order(&self, route: Route) -> Vec<(Id, u64)> {
        let lane = &self.lane[self.index(route)];
        lane.speaking
            .iter()
            .chain(lane.waiting.iter())
            .map(|entry| (entry.id, entry.not_before))
            .collect()
    }

    /// Whether nothing is being said nor waits.
    #[must_use]
    pub fn is_idle(&self) -> bool {
        self.lane
            .iter()
            .all(|lane| lane.speaking.is_none() && lane.waiting.is_empty())
    }

    /// Everything being said or waiting, oldest first (by id).
    #[must_use]
    pub fn pending(&self) -> Vec<Id> {
        let mut ids: Vec<Id> = self
            .lane
            .iter()
            .flat_map(|lane| lane.speaking.iter().chain(lane.waiting.iter()))
            .map(|entry| entry.id)
            .collect();
        ids.sort_unstable();
        ids
    }
}

#[cfg(test)]
mod tests;
