//! Reaching Speech Dispatcher, starting it first when nothing answers on its socket, as libspeechd does
//! ("autospawn"): `speech-dispatcher --spawn --communication-method unix_socket --socket-path PATH`, found on the
//! `PATH`, which returns once the server listens (about 0.6 s measured, its output modules loaded) or refuses with a
//! reason on its standard error (autospawn disabled in its configuration, a socket other than the one it is configured
//! for). Nothing here waits without a limit: a start that takes too long is given up, and the server left to come up
//! by itself for the next try.

use std::io::Read;
use std::os::unix::net::UnixStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use super::error::SsipError;

/// How to install Speech Dispatcher, for messages.
pub(crate) const INSTALL: &str = "apt install speech-dispatcher espeak-ng";

/// Connects to the socket at `path`, starting Speech Dispatcher when nothing answers there; gives up after `limit`.
///
/// # Errors
/// What is missing, in words for the user: the server, or its start.
pub(super) fn connect_or_start(path: &Path, limit: Duration) -> Result<UnixStream, SsipError> {
    connect_or_start_with("speech-dispatcher", path, limit)
}

/// [`connect_or_start`] with the server's program named.
pub(super) fn connect_or_start_with(
    program: &str,
    path: &Path,
    limit: Duration,
) -> Result<UnixStream, SsipError> {
    if let Ok(stream) = UnixStream::connect(path) {
        return Ok(stream);
    }
    let deadline = Instant::now() + limit;
    let mut child = match Command::new(program)
        .args([
            "--spawn",
            "--communication-method",
            "unix_socket",
            "--socket-path",
        ])
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(SsipError::NotInstalled);
        }
        Err(e) => {
            return Err(SsipError::NotStarted {
                program: program.to_string(),
                source: Arc::new(e),
            })
        }
    };
    // Its standard error is read on a thread of its own: the server it leaves running may hold it open.
    let (said_tx, said) = mpsc::channel();
    if let Some(mut stderr) = child.stderr.take() {
        let _ = std::thread::Builder::new()
            .name("speech start".into())
            .spawn(move || {
                let mut text = String::new();
                let _ = stderr.read_to_string(&mut text);
                let _ = said_tx.send(text);
            });
    }
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(10)),
            Ok(None) | Err(_) => break None,
        }
    };
    match status {
        Some(status) if !status.success() => {
            let text = said
                .recv_timeout(Duration::from_millis(200))
                .unwrap_or_default();
            let reason = refusal(&text).unwrap_or_else(|| status.to_string());
            return Err(SsipError::RefusedToStart(reason));
        }
        Some(_) => {}
        None => {
            // Still starting: its exit is collected on a thread of its own, so it leaves no zombie.
            let _ = std::thread::Builder::new()
                .name("speech start".into())
                .spawn(move || child.wait());
        }
    }
    loop {
        match UnixStream::connect(path) {
            Ok(stream) => return Ok(stream),
            Err(e) if Instant::now() >= deadline => {
                return Err(SsipError::NoAnswerOn {
                    path: path.to_path_buf(),
                    limit,
                    source: Arc::new(e),
                })
            }
            Err(_) => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

/// The server's reason for not starting: its standard error without its time-stamped log lines, on one line.
fn refusal(stderr: &str) -> Option<String> {
    let reason = stderr
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('['))
        .collect::<Vec<_>>()
        .join(" ");
    (!reason.is_empty()).then_some(reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_server_says_how_to_install_it() {
        let dir = tempfile::tempdir().unwrap();
        let refused = connect_or_start_with(
            "tactus-no-such-speech-dispatcher",
            &dir.path().join("speechd.sock"),
            Duration::from_secs(2),
        )
        .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "it is not installed (apt install speech-dispatcher espeak-ng)"
        );
    }

    #[test]
    fn a_server_that_refuses_to_start_gives_its_reason_without_its_log_lines() {
        assert_eq!(
            refusal("[Fri Nov 27 04:57:35 2026 : 1] speechd: starting\nAutospawn failed: Mismatch in socket names."),
            Some("Autospawn failed: Mismatch in socket names.".into())
        );
        assert_eq!(refusal("[x] only a log line\n"), None);
    }

    #[test]
    fn a_start_that_exits_without_a_socket_is_given_up_within_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        // `true` takes any arguments, exits at once and listens nowhere.
        let begun = Instant::now();
        let refused = connect_or_start_with(
            "true",
            &dir.path().join("speechd.sock"),
            Duration::from_millis(300),
        )
        .unwrap_err();
        assert!(begun.elapsed() < Duration::from_secs(2), "{refused}");
        assert!(
            refused
                .to_string()
                .starts_with("it was started but did not answer on "),
            "{refused}"
        );
    }
}
