//! Voice packs and announcements: what is said (words as meaning) and how (a pack's language).

mod announce;
mod describe;
mod fold;
mod pack;
mod phrase;
mod scores;
mod sentence;
mod visible;
mod word;

#[cfg(test)]
mod own_language_tests;

pub use announce::{announce, Style};
pub(crate) use describe::ending_key;
pub(crate) use describe::shortened;
pub(crate) use fold::fold;
pub(crate) use pack::Entry;
pub use pack::{builtin_names, PackError, VoicePack, DEFAULT_PACK};
pub use phrase::PhraseKey;
pub use sentence::{Said, Sentence, SentencePart, Voice, What};
pub use visible::visible;
pub use word::Word;
