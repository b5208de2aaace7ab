//! What `tactus devices` says about NVDA's controller client: where it was found and whether NVDA answers, within a
//! time limit (the look runs on a thread of its own, left to end by itself when it takes longer).

use std::sync::mpsc;
use std::time::Duration;

use super::super::in_words;
use super::client::Client;

/// One sentence: "found at C:\…\nvdaControllerClient64.dll; NVDA answers, so --speech system speaks through it", or
/// why not.
#[must_use]
pub(crate) fn describe(limit: Duration) -> String {
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("nvda survey".into())
        .spawn(move || {
            let _ = tx.send(look());
        });
    if let Err(e) = spawned {
        return format!("not looked for ({e})");
    }
    rx.recv_timeout(limit)
        .unwrap_or_else(|_| format!("not looked at within {}", in_words(limit)))
}

fn look() -> String {
    let client = match Client::get() {
        Ok(client) => client,
        Err(why) => return format!("not found: {why}; --speech system uses the Windows voices"),
    };
    let place = client.path().display();
    match client.answers() {
        Ok(()) => format!(
            "found at {place}; NVDA answers, so --speech system speaks through NVDA when it is the screen reader"
        ),
        Err(why) => format!("found at {place}; {why}, so --speech system uses the Windows voices"),
    }
}
