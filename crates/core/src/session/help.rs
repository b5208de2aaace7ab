//! Help at the board, by topic: `help` names the topics in one line, `help clock` answers in a few short lines, so
//! that a screen-reader user re-reads only what they need.

use crate::{
    registry::{self, Keyword, Verb},
    voice::PhraseKey,
};

/// A help topic of `tactus play`: the grammar's own (`registry::Topic`), named by the words after `help`.
pub(super) use crate::registry::Topic as HelpTopic;

impl HelpTopic {
    /// Every topic, in the order `help` names them.
    pub const ALL: [HelpTopic; 8] = [
        HelpTopic::Moves,
        HelpTopic::Clock,
        HelpTopic::Draws,
        HelpTopic::Board,
        HelpTopic::Sheets,
        HelpTopic::Arbiter,
        HelpTopic::Keys,
        HelpTopic::Online,
    ];

    /// The words naming the topic in English, German and French (lower case, with and without accents).
    #[must_use]
    pub fn words(self) -> Vec<&'static str> {
        registry::entry(Keyword::Topic(self))
            .map(|entry| entry.names().collect())
            .unwrap_or_default()
    }

    /// The topic `word` (lower case) names, if any.
    #[must_use]
    pub fn read(word: &str) -> Option<HelpTopic> {
        match registry::word(Verb::Help, word) {
            Some(Keyword::Topic(topic)) => Some(topic),
            _ => None,
        }
    }

    /// The pack's lines for the topic: one phrase, a line per sentence group (`\n` between lines).
    #[must_use]
    pub fn phrase(self) -> PhraseKey {
        match self {
            HelpTopic::Moves => PhraseKey::HelpMoves,
            HelpTopic::Clock => PhraseKey::HelpGameClock,
            HelpTopic::Draws => PhraseKey::HelpDraws,
            HelpTopic::Board => PhraseKey::HelpBoard,
            HelpTopic::Sheets => PhraseKey::HelpSheets,
            HelpTopic::Arbiter => PhraseKey::HelpArbiter,
            HelpTopic::Keys => PhraseKey::HelpKeys,
            HelpTopic::Online => PhraseKey::HelpOnline,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::voice::{builtin_names, VoicePack};

    #[test]
    fn every_topic_named_in_every_packs_help_line_can_be_asked_for() {
        for name in builtin_names() {
            let pack = VoicePack::builtin(name).unwrap();
            let line = pack.phrase(PhraseKey::HelpPlay, &[]).to_lowercase();
            for topic in HelpTopic::ALL {
                assert!(
                    topic.words().iter().any(|word| line.contains(word)),
                    "{name}: {topic:?} is not named in {line:?}"
                );
                let lines = pack.phrase(topic.phrase(), &[]);
                assert!(lines.lines().count() <= 6, "{name}: {topic:?}");
                assert!(
                    lines.lines().all(|l| l.chars().count() <= 160),
                    "{name}: {topic:?}"
                );
            }
        }
    }
}
