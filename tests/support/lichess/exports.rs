//! The double's exports, as the API's published description gives them: a study (`/api/study/{id}.pgn`, a chapter
//! `/api/study/{id}/{chapterId}.pgn`), a game (`/game/export/{id}`), a broadcast round
//! (`/api/broadcast/round/{id}.pgn`) as PGN, and a user's games (`/api/games/user/{name}`) as NDJSON. A public
//! export is answered with or without a token; a private one (a private study) only with the token, else 404 as
//! lichess hides it. A scripted answer (a 429) for its path comes first.

use super::{Lichess, Shared};

/// Something the double exports at a path (the query left aside).
pub(super) struct Export {
    path: String,
    kind: &'static str,
    body: String,
    private: bool,
}

impl Lichess {
    /// `body` (of the content type `kind`) exported at `path` to anyone.
    pub(crate) fn export(&self, path: &str, kind: &'static str, body: &str) {
        self.add_export(path, kind, body, false);
    }

    /// `body` exported at `path` only to the token's account (a private study).
    pub(crate) fn export_privately(&self, path: &str, kind: &'static str, body: &str) {
        self.add_export(path, kind, body, true);
    }

    fn add_export(&self, path: &str, kind: &'static str, body: &str, private: bool) {
        self.shared.0.lock().unwrap().exports.push(Export {
            path: path.into(),
            kind,
            body: body.into(),
            private,
        });
    }
}

/// The answer to `request` (`GET PATH`) when it asks for an export: a scripted one first, else the export, or 404 to
/// a request without the token for a private one.
pub(super) fn answer(
    shared: &mut Shared,
    request: &str,
    authorized: bool,
) -> Option<(String, &'static str, String)> {
    let path = request.strip_prefix("GET ")?;
    let bare = path.split('?').next().unwrap_or(path);
    let export = shared.exports.iter().find(|e| e.path == bare)?;
    let (kind, body, private) = (export.kind, export.body.clone(), export.private);
    if let Some(index) = shared
        .answers
        .iter()
        .position(|a| request.starts_with(&a.prefix))
    {
        let scripted = shared.answers.remove(index)?;
        return Some((scripted.status.into(), scripted.kind, scripted.body));
    }
    if private && !authorized {
        return Some((
            "404 Not Found".into(),
            "application/json",
            r#"{"error":"Not found"}"#.into(),
        ));
    }
    Some(("200 OK".into(), kind, body))
}
