//! The ids in the server's JSON answers.

/// The id in a JSON answer: `{"challenge":{"id":…}}` with `inside` = `challenge`, or `{"id":…}` with it empty.
#[must_use]
pub fn id_of(answer: &str, inside: &str) -> Option<String> {
    let json: serde_json::Value = serde_json::from_str(answer).ok()?;
    let object = if inside.is_empty() {
        &json
    } else {
        json.get(inside).unwrap_or(&json)
    };
    object.get("id")?.as_str().map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_read_from_the_answers() {
        assert_eq!(
            id_of(r#"{"challenge":{"id":"abc"}}"#, "challenge").as_deref(),
            Some("abc")
        );
        assert_eq!(
            id_of(r#"{"id":"xyz","variant":{}}"#, "").as_deref(),
            Some("xyz")
        );
        assert_eq!(id_of("<html>", ""), None);
    }
}
