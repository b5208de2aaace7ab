//! The lichess token: read from what the user typed or from `TACTUS_LICHESS_TOKEN`, kept in a file only its owner can
//! read (created with mode 0600 on Unix; in the user's own config folder on Windows), and never shown: its `Debug`
//! and `Display` hide it, so no message, journal or speech can carry it by mistake.

use std::{
    fmt, fs,
    io::{self, Write},
    path::PathBuf,
};

/// The environment variable that gives the token instead of the file.
pub(crate) const TOKEN_VARIABLE: &str = "TACTUS_LICHESS_TOKEN";

/// The longest token accepted (lichess asks clients to take at least 512 characters).
const MAX_TOKEN: usize = 4096;

/// A personal access token. Shown as `********`.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// The token as the `Authorization` header carries it.
    pub(crate) fn bearer(&self) -> String {
        format!("Bearer {}", self.0)
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(********)")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("********")
    }
}

/// Why a token was refused or could not be kept. Never contains the token.
#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    /// Nothing was given.
    #[error("no token was given")]
    Empty,
    /// Characters a lichess token never has (letters, digits and `_` only).
    #[error("a lichess token has only letters, digits and underscores")]
    Malformed,
    /// No token was saved (and the environment gives none).
    #[error("no token is saved: run tactus online login")]
    Missing,
    /// The file could not be read, written or removed.
    #[error("the token file {path}: {source}")]
    File {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        source: io::Error,
    },
}

/// A token from what the user typed or the environment gave: spaces around it are dropped.
///
/// # Errors
/// Empty, or not the characters of a token.
pub(crate) fn read_token(text: &str) -> Result<Token, TokenError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(TokenError::Empty);
    }
    if text.len() > MAX_TOKEN || !text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Err(TokenError::Malformed);
    }
    Ok(Token(text.to_string()))
}

/// Where the token is kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TokenFile {
    path: PathBuf,
}

impl TokenFile {
    /// The token file in the user's config folder (`tactus/lichess-token`), if one is known.
    #[must_use]
    pub(crate) fn in_config_folder() -> Option<TokenFile> {
        crate::user_folders::config_folder(crate::user_folders::System::CURRENT, |name| {
            std::env::var_os(name)
        })
        .map(|folder| TokenFile::at(folder.join("tactus").join("lichess-token")))
    }

    /// The token file at `path`.
    #[must_use]
    pub(crate) fn at(path: PathBuf) -> TokenFile {
        TokenFile { path }
    }

    /// Where it is.
    #[must_use]
    #[cfg(all(test, unix))]
    pub(crate) fn path(&self) -> &std::path::Path {
        &self.path
    }

    /// Keeps `token`, replacing any before: written to a new file only its owner can read, then renamed into place.
    ///
    /// # Errors
    /// The folder or the file cannot be made.
    pub(crate) fn save(&self, token: &Token) -> Result<(), TokenError> {
        let failed = |source| TokenError::File {
            path: self.path.clone(),
            source,
        };
        if let Some(folder) = self.path.parent() {
            fs::create_dir_all(folder).map_err(failed)?;
        }
        let fresh = self.path.with_extension("new");
        let _ = fs::remove_file(&fresh);
        let mut file = owner_only().open(&fresh).map_err(failed)?;
        file.write_all(token.0.as_bytes())
            .and_then(|()| file.sync_all())
            .map_err(failed)?;
        drop(file);
        fs::rename(&fresh, &self.path).map_err(failed)
    }

    /// The token kept, else [`TokenError::Missing`].
    ///
    /// # Errors
    /// None kept, a file that cannot be read, or one that holds no token.
    pub(crate) fn load(&self) -> Result<Token, TokenError> {
        match fs::read_to_string(&self.path) {
            Ok(text) => read_token(&text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Err(TokenError::Missing),
            Err(source) => Err(TokenError::File {
                path: self.path.clone(),
                source,
            }),
        }
    }

    /// Forgets the token; true when there was one.
    ///
    /// # Errors
    /// The file exists and cannot be removed.
    pub(crate) fn remove(&self) -> Result<bool, TokenError> {
        match fs::remove_file(&self.path) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(source) => Err(TokenError::File {
                path: self.path.clone(),
                source,
            }),
        }
    }
}

/// The token to use: `TACTUS_LICHESS_TOKEN` when set, else the file's.
///
/// # Errors
/// The variable holds no token, or the file none.
pub(crate) fn find_token(file: Option<&TokenFile>) -> Result<Token, TokenError> {
    match std::env::var(TOKEN_VARIABLE) {
        Ok(text) if !text.trim().is_empty() => read_token(&text),
        _ => file.ok_or(TokenError::Missing)?.load(),
    }
}

/// Options that create a new file only its owner can read and write.
fn owner_only() -> fs::OpenOptions {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_letters_digits_and_underscores_and_never_shown() {
        let token = read_token("  lip_AbC123xyz \n").unwrap();
        assert_eq!(token.bearer(), "Bearer lip_AbC123xyz");
        assert_eq!(format!("{token} {token:?}"), "******** Token(********)");
        assert!(matches!(read_token(" \n"), Err(TokenError::Empty)));
        for bad in ["lip abc", "lip-abc", "lip\u{e9}", "a/b"] {
            let error = read_token(bad).unwrap_err();
            assert!(matches!(error, TokenError::Malformed), "{bad}");
            assert!(!error.to_string().contains(bad));
        }
        assert!(read_token(&"a".repeat(512)).is_ok());
        assert!(read_token(&"a".repeat(MAX_TOKEN + 1)).is_err());
    }

    #[test]
    fn the_file_keeps_replaces_and_forgets_the_token() {
        let folder = tempfile::tempdir().unwrap();
        let file = TokenFile::at(folder.path().join("tactus").join("lichess-token"));
        assert!(matches!(file.load(), Err(TokenError::Missing)));
        file.save(&read_token("first").unwrap()).unwrap();
        file.save(&read_token("second_1").unwrap()).unwrap();
        assert_eq!(file.load().unwrap(), read_token("second_1").unwrap());
        assert!(file.remove().unwrap());
        assert!(!file.remove().unwrap());
        assert!(matches!(file.load(), Err(TokenError::Missing)));
    }

    #[cfg(unix)]
    #[test]
    fn only_its_owner_can_read_the_file() {
        use std::os::unix::fs::PermissionsExt;
        let folder = tempfile::tempdir().unwrap();
        let file = TokenFile::at(folder.path().join("lichess-token"));
        file.save(&read_token("abc").unwrap()).unwrap();
        let mode = fs::metadata(file.path()).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}
