//! A screen reader on Windows: NVDA, JAWS or Narrator by its process (`nvda.exe`, `jfw.exe`, `Narrator.exe`), else the
//! system's own flag (`SPI_GETSCREENREADER`, which screen readers set while they run) for one not known by name.

use windows_sys::Win32::Foundation::{CloseHandle, INVALID_HANDLE_VALUE};
use windows_sys::Win32::System::Diagnostics::ToolHelp::{
    CreateToolhelp32Snapshot, Process32FirstW, Process32NextW, PROCESSENTRY32W, TH32CS_SNAPPROCESS,
};
use windows_sys::Win32::UI::WindowsAndMessaging::{SystemParametersInfoW, SPI_GETSCREENREADER};

/// The screen reader running: named by its process when it is known, "a screen reader" when only the system's flag
/// says one runs.
pub(super) fn running() -> Option<String> {
    let programs = programs();
    match super::known::named(programs.iter().map(String::as_str)) {
        Some(name) => Some(name.to_string()),
        None => flagged().then(|| "a screen reader".to_string()),
    }
}

/// Whether the system's flag says a screen reader runs.
fn flagged() -> bool {
    let mut on: i32 = 0;
    // SAFETY: SPI_GETSCREENREADER writes one BOOL to the pointer given, which points to `on`.
    let asked = unsafe {
        SystemParametersInfoW(SPI_GETSCREENREADER, 0, std::ptr::addr_of_mut!(on).cast(), 0)
    };
    asked != 0 && on != 0
}

/// The file names of the programs running (none when the process list cannot be read).
fn programs() -> Vec<String> {
    // SAFETY: a snapshot of the process list; the handle is closed below.
    let snapshot = unsafe { CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0) };
    if snapshot.is_null() || snapshot == INVALID_HANDLE_VALUE {
        return Vec::new();
    }
    let mut entry = PROCESSENTRY32W {
        dwSize: u32::try_from(std::mem::size_of::<PROCESSENTRY32W>()).unwrap_or(u32::MAX),
        ..PROCESSENTRY32W::default()
    };
    let mut programs = Vec::new();
    // SAFETY: `entry` is a PROCESSENTRY32W with its size set, as both calls require; `snapshot` is open.
    let mut more = unsafe { Process32FirstW(snapshot, &mut entry) } != 0;
    while more {
        let file = &entry.szExeFile;
        let length = file.iter().position(|c| *c == 0).unwrap_or(file.len());
        programs.push(String::from_utf16_lossy(&file[..length]));
        // SAFETY: as above.
        more = unsafe { Process32NextW(snapshot, &mut entry) } != 0;
    }
    // SAFETY: the snapshot's handle, closed once.
    unsafe { CloseHandle(snapshot) };
    programs
}
