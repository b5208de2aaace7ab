//! A message's text as SSML, which every speaking connection is set to (`SET SELF SSML_MODE on`): a sentence of one
//! language as it is, and a sentence of several (the FIDE move words in English sentences) as one message with a
//! voice element for each language's words, so that the engine switches voice inside the message instead of the
//! sentence being cut into one message per language, each heard after a pause.
//!
//! Measured with espeak-ng 1.51 (the phonemes it reads, `espeak-ng -x -m`) behind Speech Dispatcher 0.11.4: a
//! `<voice xml:lang>` element switches the voice for its words, but the end of one does not switch back (the words
//! after it keep its voice), so every part is in an element of its own; and a bare tag may name a voice that is
//! not installed (`en` and `fr` choose MBROLA voices, and then nothing switches), so each element names the
//! language of the voice Speech Dispatcher listed for it (`en-GB`, `de`, `fr-FR`) once the lookup has found it.

/// `text` with the characters that have a meaning in XML written as entities.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// A sentence of one language: its words, and nothing else.
pub(super) fn one_language(text: &str) -> String {
    format!("<speak>{}</speak>", escaped(text))
}

/// A sentence of several languages: each part's words in a voice element of its language tag, in order, a space
/// between parts.
pub(super) fn by_language<'a>(parts: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    let spans: Vec<String> = parts
        .into_iter()
        .map(|(text, tag)| {
            format!(
                "<voice xml:lang=\"{}\">{}</voice>",
                escaped(tag),
                escaped(text)
            )
        })
        .collect();
    format!("<speak>{}</speak>", spans.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_of_one_language_is_its_words_escaped() {
        assert_eq!(
            one_language("Tom & Jerry <3: \"yes\""),
            "<speak>Tom &amp; Jerry &lt;3: &quot;yes&quot;</speak>"
        );
    }

    #[test]
    fn each_part_is_in_a_voice_of_its_language() {
        assert_eq!(
            by_language([("Rank", "en-GB"), ("eins:", "de"), ("white", "en-GB")]),
            "<speak><voice xml:lang=\"en-GB\">Rank</voice> <voice xml:lang=\"de\">eins:</voice> \
             <voice xml:lang=\"en-GB\">white</voice></speak>"
        );
    }
}
