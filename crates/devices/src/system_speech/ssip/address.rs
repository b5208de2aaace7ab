//! Where Speech Dispatcher listens, found as libspeechd (0.11, 0.12) finds it: `$SPEECHD_ADDRESS` when set
//! (`unix_socket:PATH`, or `unix_socket` alone for the usual place), else `speech-dispatcher/speechd.sock` in the
//! user's runtime folder (`$XDG_RUNTIME_DIR`; GLib, which libspeechd asks, falls back to the user's cache folder,
//! `$XDG_CACHE_HOME` or `~/.cache`). Only Unix sockets are spoken to: an `inet_socket` address is refused in words.

use std::ffi::OsString;
use std::path::PathBuf;

use super::error::SsipError;

/// The socket to connect to, given how to read an environment variable (unset or empty: `None`).
///
/// # Errors
/// An address that is not a Unix socket, or no folder to look in, in words.
pub(super) fn socket_path(var: impl Fn(&str) -> Option<OsString>) -> Result<PathBuf, SsipError> {
    let var = |name: &str| var(name).filter(|value| !value.is_empty());
    if let Some(address) = var("SPEECHD_ADDRESS") {
        let address = address.to_string_lossy().into_owned();
        let (method, rest) = address.split_once(':').unwrap_or((address.as_str(), ""));
        if method != "unix_socket" {
            return Err(SsipError::NotUnixSocket(address));
        }
        if !rest.is_empty() {
            return Ok(PathBuf::from(rest));
        }
    }
    let runtime = var("XDG_RUNTIME_DIR")
        .map(PathBuf::from)
        .or_else(|| var("XDG_CACHE_HOME").map(PathBuf::from))
        .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".cache")))
        .ok_or(SsipError::NoSocketFolder)?;
    Ok(runtime.join("speech-dispatcher/speechd.sock"))
}

/// The socket named by this process's environment.
///
/// # Errors
/// See [`socket_path`].
pub(super) fn from_environment() -> Result<PathBuf, SsipError> {
    socket_path(|name| std::env::var_os(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The socket path of `vars`, or why there is none in words.
    fn path(vars: &[(&str, &str)]) -> Result<PathBuf, String> {
        socket_path(|name| {
            vars.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| std::ffi::OsString::from(value))
        })
        .map_err(|e| e.to_string())
    }

    #[test]
    fn the_address_comes_from_speechd_address_then_the_runtime_folder_then_the_cache() {
        let all = [
            ("SPEECHD_ADDRESS", "unix_socket:/tmp/s.sock"),
            ("XDG_RUNTIME_DIR", "/run/user/1000"),
            ("HOME", "/home/a"),
        ];
        assert_eq!(path(&all), Ok(PathBuf::from("/tmp/s.sock")));
        assert_eq!(
            path(&all[1..]),
            Ok(PathBuf::from(
                "/run/user/1000/speech-dispatcher/speechd.sock"
            ))
        );
        assert_eq!(
            path(&[("SPEECHD_ADDRESS", "unix_socket"), all[1]]),
            Ok(PathBuf::from(
                "/run/user/1000/speech-dispatcher/speechd.sock"
            ))
        );
        assert_eq!(
            path(&[("XDG_RUNTIME_DIR", ""), ("HOME", "/home/a")]),
            Ok(PathBuf::from(
                "/home/a/.cache/speech-dispatcher/speechd.sock"
            ))
        );
        assert_eq!(
            path(&[("XDG_CACHE_HOME", "/c"), ("HOME", "/home/a")]),
            Ok(PathBuf::from("/c/speech-dispatcher/speechd.sock"))
        );
        assert!(path(&[]).unwrap_err().contains("HOME"));
    }

    #[test]
    fn an_inet_address_is_refused_in_words() {
        let refused = path(&[("SPEECHD_ADDRESS", "inet_socket:127.0.0.1:6560")]).unwrap_err();
        assert_eq!(
            refused,
            "SPEECHD_ADDRESS is \"inet_socket:127.0.0.1:6560\": only a Unix socket (unix_socket:PATH) is supported"
        );
    }
}
