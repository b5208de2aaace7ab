//! The voices looked up on a helper thread, off the way of any utterance: listed once, then one connection opened
//! for each language asked for, set to the voice for it.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender};

use super::connection::Connection;
use super::setup::{open, speak_as, SLOW, START};
use crate::system_speech::by_language::Found;
use crate::system_speech::engine::Events;
use crate::system_speech::voice_book::VoiceBook;
use crate::system_speech::voice_choice::choose_voice;
use crate::system_speech::SpeechOptions;
use crate::VoiceReady;

/// A connection the helper opened, with the number its reports carry and the language of its voice as the server
/// lists it (the tag that names that voice inside an SSML message).
pub(super) struct Numbered {
    pub index: usize,
    pub connection: Connection,
    pub tag: String,
}

/// What the helper thread needs.
pub(super) struct Lookup {
    pub path: PathBuf,
    pub options: SpeechOptions,
    pub events: Events,
    pub book: VoiceBook,
}

/// The helper thread's body: lists the voices once, then opens a connection for each language asked for (numbered
/// from 1 in the order they are sent), and marks in the book what was found once the engine can have it.
pub(super) fn find_voices(
    lookup: &Lookup,
    requests: Receiver<String>,
    replies: Sender<Found<Numbered>>,
) {
    let listed = open(&lookup.path, None, lookup.options, "voices", START).and_then(|mut c| {
        let voices = c.voices(SLOW);
        c.quit();
        voices
    });
    let Ok(table) = listed else {
        let _ = replies.send(Found::Unavailable);
        lookup.book.one_voice();
        return;
    };
    let mut next = 1;
    for language in requests {
        let voiced = choose_voice(&table, &language).and_then(|index| {
            let reports = Some((next, lookup.events.clone()));
            open(&lookup.path, reports, lookup.options, &language, START)
                .and_then(|mut connection| {
                    let name = &table[index].0;
                    speak_as(&mut connection, &language)?;
                    connection.command(&format!("SET SELF SYNTHESIS_VOICE {name}"), SLOW)?;
                    Ok((connection, table[index].1.clone()))
                })
                .ok()
        });
        let (reply, found) = match voiced {
            Some((connection, tag)) => {
                let index = next;
                next += 1;
                let ready = Found::Ready {
                    language: language.clone(),
                    voice: Numbered {
                        index,
                        connection,
                        tag,
                    },
                };
                (ready, VoiceReady::Ready)
            }
            None => (Found::NoVoice(language.clone()), VoiceReady::Missing),
        };
        if replies.send(reply).is_err() {
            return;
        }
        lookup.book.mark(&language, found);
    }
}
