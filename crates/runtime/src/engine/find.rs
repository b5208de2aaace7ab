//! Which engine to start: the `--engine` command when given, else `stockfish` on the `PATH`, else Debian's
//! `/usr/games/stockfish`. The decision is pure (the `PATH` and the test for a file are passed in); the runtime's
//! [`find_engine`] asks the system.

use std::{
    ffi::OsStr,
    path::{Path, PathBuf},
};

use super::EngineError;

/// Where Debian installs Stockfish, tried when none is on the `PATH`.
const DEBIAN_STOCKFISH: &str = "/usr/games/stockfish";

/// The engine command to start: `given` (the `--engine` command) when there is one, else the `stockfish` found on
/// this process's `PATH`, else `/usr/games/stockfish`.
///
/// # Errors
/// [`EngineError::NotFound`] when none was given and none is installed.
pub fn find_engine(given: Option<&str>) -> Result<String, EngineError> {
    let path = std::env::var_os("PATH");
    choose_engine(given, path.as_deref(), Path::is_file)
}

/// The decision of [`find_engine`], given the `PATH`'s value and how to tell that a path is a file.
fn choose_engine(
    given: Option<&str>,
    path: Option<&OsStr>,
    is_file: impl Fn(&Path) -> bool,
) -> Result<String, EngineError> {
    if let Some(command) = given {
        return Ok(command.to_string());
    }
    let on_path = path
        .into_iter()
        .flat_map(std::env::split_paths)
        .filter(|dir| !dir.as_os_str().is_empty())
        .map(|dir| dir.join(format!("stockfish{}", std::env::consts::EXE_SUFFIX)));
    on_path
        .chain(std::iter::once(PathBuf::from(DEBIAN_STOCKFISH)))
        .find(|program| is_file(program))
        .and_then(|program| program.to_str().map(str::to_string))
        .ok_or(EngineError::NotFound)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file system holding only `files`.
    fn holding(files: &'static [&'static str]) -> impl Fn(&Path) -> bool {
        move |path| files.iter().any(|file| Path::new(file) == path)
    }

    #[test]
    fn the_engine_given_is_used_as_given() {
        let none = holding(&[]);
        assert_eq!(
            choose_engine(Some("/opt/lc0 --weights w.pb"), None, &none),
            Ok("/opt/lc0 --weights w.pb".to_string())
        );
    }

    #[test]
    fn stockfish_on_the_path_comes_first_then_debians() {
        // The PATH as this system writes it (":" or ";"), the program as it names it ("stockfish.exe" on Windows).
        let path = std::env::join_paths(["/usr/local/bin", "/home/me/bin"]).unwrap();
        let path = path.as_os_str();
        let on_path =
            Path::new("/home/me/bin").join(format!("stockfish{}", std::env::consts::EXE_SUFFIX));
        let both = |file: &Path| file == on_path || file == Path::new("/usr/games/stockfish");
        assert_eq!(
            choose_engine(None, Some(path), both),
            Ok(on_path.display().to_string())
        );
        let debian = holding(&["/usr/games/stockfish"]);
        assert_eq!(
            choose_engine(None, Some(path), &debian),
            Ok("/usr/games/stockfish".to_string())
        );
        assert_eq!(
            choose_engine(None, None, &debian),
            Ok("/usr/games/stockfish".to_string())
        );
    }

    #[test]
    fn no_engine_anywhere_is_a_clear_refusal() {
        let path = OsStr::new("/usr/bin::/bin");
        let elsewhere = holding(&["/usr/bin/gnuchess", "stockfish"]);
        assert_eq!(
            choose_engine(None, Some(path), &elsewhere),
            Err(EngineError::NotFound)
        );
        assert_eq!(
            EngineError::NotFound.to_string(),
            "no chess engine found: install Stockfish (stockfish on the PATH) or give --engine COMMAND"
        );
    }
}
