//! A console window kept open at the end when tactus was started by a double-click (Windows).
//!
//! Started from Explorer, tactus gets a console window of its own, which Windows closes the moment the program ends:
//! the last words (the result, an error) would vanish before anyone could read them. So when tactus is the only
//! process on its console, it says "Press Enter to close this window." at the end and waits. Never from a command
//! prompt (the prompt's shell shares the console), never when standard input is not the console, and never when
//! scripted (`--script`, `--format json`): then a program reads tactus's output and no person waits for it.

/// What is said before waiting.
pub(crate) const PROMPT: &str = "Press Enter to close this window.";

/// Whether to wait for Enter at the end: `processes_on_console` is how many processes share the console (`None`
/// where that is not known: no console, or not Windows).
#[must_use]
pub(crate) fn keeps_open(
    processes_on_console: Option<u32>,
    input_is_console: bool,
    scripted: bool,
) -> bool {
    processes_on_console == Some(1) && input_is_console && !scripted
}

/// Says `PROMPT` and waits for Enter, when `keeps_open` says so for this process.
pub fn wait_if_alone(scripted: bool) {
    use std::io::IsTerminal;
    if !keeps_open(
        processes_on_console(),
        std::io::stdin().is_terminal(),
        scripted,
    ) {
        return;
    }
    eprintln!("{PROMPT}");
    wait_for_enter();
}

/// How many processes share this process's console; `None` without a console.
#[cfg(windows)]
fn processes_on_console() -> Option<u32> {
    let mut processes = [0u32; 4];
    // SAFETY: the buffer holds `processes.len()` process ids; the call writes at most that many.
    let count = unsafe {
        windows_sys::Win32::System::Console::GetConsoleProcessList(
            processes.as_mut_ptr(),
            processes.len() as u32,
        )
    };
    (count > 0).then_some(count)
}

/// Not known outside Windows, where a terminal outlives the programs started in it.
#[cfg(not(windows))]
fn processes_on_console() -> Option<u32> {
    None
}

/// Reads the console itself up to a line's end (not standard input, which the session's reader may still hold).
fn wait_for_enter() {
    use std::io::Read;
    let console = if cfg!(windows) { "CONIN$" } else { "/dev/tty" };
    let Ok(mut input) = std::fs::File::open(console) else {
        return;
    };
    let mut byte = [0u8; 1];
    while let Ok(1) = input.read(&mut byte) {
        if byte[0] == b'\n' || byte[0] == b'\r' {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::keeps_open;

    #[test]
    fn only_a_console_of_its_own_typed_at_is_kept_open() {
        // Started from Explorer: alone on its console, a person at it.
        assert!(keeps_open(Some(1), true, false));
        // From a command prompt (the shell shares the console), or from a program's pipes, or without a console.
        assert!(!keeps_open(Some(2), true, false));
        assert!(!keeps_open(Some(3), true, false));
        assert!(!keeps_open(Some(1), false, false));
        assert!(!keeps_open(None, true, false));
        assert!(!keeps_open(Some(0), true, false));
        // Scripted: a program reads the output.
        assert!(!keeps_open(Some(1), true, true));
    }
}
