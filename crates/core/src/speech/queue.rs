//! The speech policy: which utterance is said when, which one is cut, which one is dropped. Written once, here, and
//! only carried out by the speakers (system speech's worker, the built-in voice), so that a hand-over from one to
//! the other in the middle of a game does not change the rules.
//!
//! [`SpeechQueue`] is pure: it is told what is given ([`SpeechQueue::add`]) and what a device has finished saying
//! ([`SpeechQueue::finished`]), each with the time `now` in milliseconds, and answers with [`Action`]s: start this
//! (after so much silence), stop that, drop this one that was waiting. The rules, from "How speech is heard" and from
//! [`Priority`]:
//!
//! 1. **One at a time on a lane.** A lane is one voice: system speech has one (one engine, both routes), the
//!    built-in voice has one per [`Route`] (two players, heard side by side). A lane says one utterance at a time and
//!    starts the next the moment the device reports the last one finished (or it was stopped).
//! 2. **Most urgent first.** Waiting utterances are in order of [`Priority`], most urgent first, and in the order
//!    they were given within one priority: a clock cue or a refusal goes before a waiting move, a move before a
//!    waiting answer.
//! 3. **Only answers are cut.** A new utterance stops the one being said when it
//!    [interrupts](Priority::interrupts) it: any newer utterance cuts an answer (a newer question, the opponent's move,
//!    a cue); a move, an offer, a result or an alert is always said to its end. What was stopped is not said again.
//! 4. **A newer answer replaces an older one.** A new answer drops the answers still waiting on its lane (the player
//!    asked again; the older answer is out of date). An answer is heard whole: its lines (a board, rank by rank) or
//!    its parts (words of two languages) are utterances that [continue](Placement::continues) the one before; a
//!    continuation waits for it, never cuts it nor drops it, and is cut or dropped with it by something newer.
//!    The start of a session ([`Priority::Intro`]) is cut by anything newer on either lane: the player who types
//!    or moves does not wait for it.
//! 5. **Nothing else is lost.** Moves, offers, claims, results and alerts are never dropped nor stopped: they wait
//!    their turn. (A speaker that fails hands them on, unsaid, to the next speaker.)
//! 6. **Nothing to say is over at once.** A blank utterance (or one the voice has no words for) is dropped as it
//!    comes: it stops nothing and replaces nothing.
//! 7. **The tone first.** An utterance waits for its event's tone: it starts with the silence left of its
//!    `after_ms` (at most [`MOST_AFTER_TONE_MS`]) counted from when it was given; one that waited longer starts at
//!    once.

use std::collections::VecDeque;

use super::{Priority, Route, Utterance};

/// The longest an utterance waits for its event's tone (the flag's is the longest, about a second).
pub const MOST_AFTER_TONE_MS: u64 = 1500;

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
    /// Forget `id`, which was waiting (or had nothing to say); it is over.
    Drop(Id),
}

/// What the policy needs to know of an utterance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Where it is heard.
    pub route: Route,
    /// How urgent it is.
    pub priority: Priority,
    /// The length of its event's tone, in milliseconds.
    pub after_ms: u32,
    /// Whether there is nothing to hear.
    pub blank: bool,
    /// Whether it goes on with the utterance given just before it on its lane (the next line or part of one answer).
    pub continues: bool,
}

impl Placement {
    /// The placement of `utterance`; blank when its text is.
    #[must_use]
    pub fn of(utterance: &Utterance) -> Placement {
        Placement {
            route: utterance.route,
            priority: utterance.priority,
            after_ms: utterance.after_ms,
            blank: utterance.text.trim().is_empty(),
            continues: utterance.continues,
        }
    }
}

/// An utterance in the queue.
#[derive(Clone, Copy, Debug)]
struct Entry {
    id: Id,
    /// The first utterance of what it is part of (itself, unless it continues another).
    whole: Id,
    priority: Priority,
    /// When its tone is over.
    not_before: u64,
}

/// One voice: what it says and what waits for it.
#[derive(Debug, Default)]
struct Lane {
    speaking: Option<Entry>,
    waiting: VecDeque<Entry>,
    /// What the last utterance given to the lane was part of, and whether that is still being said or waits: a
    /// continuation is part of it only then.
    last_whole: Option<Id>,
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
    pub fn add(&mut self, id: Id, placement: Placement, now_ms: u64) -> Vec<Action> {
        if placement.blank {
            return vec![Action::Drop(id)];
        }
        let mut actions = Vec::new();
        let index = self.index(placement.route);
        let lane = &mut self.lane[index];
        let priority = placement.priority;
        let going_on = lane.last_whole.filter(|whole| {
            placement.continues
                && lane
                    .speaking
                    .iter()
                    .chain(lane.waiting.iter())
                    .any(|entry| entry.whole == *whole && entry.priority == priority)
        });
        if let Some(whole) = going_on {
            let tone = u64::from(placement.after_ms).min(MOST_AFTER_TONE_MS);
            let after = lane
                .waiting
                .iter()
                .rposition(|entry| entry.whole == whole)
                .map_or(0, |at| at + 1);
            lane.waiting.insert(
                after,
                Entry {
                    id,
                    whole,
                    priority,
                    not_before: now_ms.saturating_add(tone),
                },
            );
            actions.extend(self.start_next(index, now_ms));
            return actions;
        }
        if placement.continues {
            // What it went on with is over (cut by something newer): so is the rest of it.
            return vec![Action::Drop(id)];
        }
        lane.last_whole = Some(id);
        if priority > Priority::Intro {
            for each in 0..2 {
                actions.extend(Self::cut_intro(&mut self.lane[each]));
                if each != index {
                    actions.extend(self.start_next(each, now_ms));
                }
            }
        }
        let lane = &mut self.lane[index];
        if priority == Priority::Answer {
            lane.waiting.retain(|older| {
                let replaced = older.priority == Priority::Answer;
                if replaced {
                    actions.push(Action::Drop(older.id));
                }
                !replaced
            });
        }
        if let Some(speaking) = lane.speaking {
            if priority.interrupts(speaking.priority) {
                actions.push(Action::Stop(speaking.id));
                lane.speaking = None;
                // The rest of what was cut goes with it.
                lane.waiting.retain(|rest| {
                    let part = rest.whole == speaking.whole;
                    if part {
                        actions.push(Action::Drop(rest.id));
                    }
                    !part
                });
            }
        }
        let at = lane
            .waiting
            .iter()
            .position(|waiting| waiting.priority < priority)
            .unwrap_or(lane.waiting.len());
        let tone = u64::from(placement.after_ms).min(MOST_AFTER_TONE_MS);
        lane.waiting.insert(
            at,
            Entry {
                id,
                whole: id,
                priority,
                not_before: now_ms.saturating_add(tone),
            },
        );
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
#[path = "queue_tests.rs"]
mod tests;
