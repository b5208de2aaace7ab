//! A message's text as SSIP carries it after `SPEAK`: lines ending in CR LF, a line that begins with a dot given a
//! second one, and a line of a single dot after the last. Every line of the text is sent, so an answer of several
//! lines is heard whole.

/// The bytes that carry `text`, end mark included. Any line end (LF, CR LF) becomes CR LF; a NUL becomes a space.
pub(super) fn message_data(text: &str) -> String {
    let text = text.replace('\0', " ");
    let mut data = String::with_capacity(text.len() + 8);
    for line in text.lines() {
        let line = line.trim_end_matches('\r');
        if line.starts_with('.') {
            data.push('.');
        }
        data.push_str(line);
        data.push_str("\r\n");
    }
    if data.is_empty() {
        // Speech Dispatcher refuses a message without text; a space says nothing.
        data.push_str(" \r\n");
    }
    data.push_str(".\r\n");
    data
}
