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
pub use describe::shortened;
pub(crate) use fold::fold;
pub use pack::{builtin_names, Entry, PackError, VoicePack, DEFAULT_PACK};
pub use phrase::PhraseKey;
pub use sentence::{Part, Said, Sentence, Voice, What};
pub use visible::visible;
pub use word::Word;
