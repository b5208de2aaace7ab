//! A screen reader on Windows: the system's own flag (`SPI_GETSCREENREADER`, set by NVDA, JAWS and Narrator while
//! they run), named by the process found when there is one.

use windows_sys::Win32::UI::WindowsAndMessaging::{SystemParametersInfoW, SPI_GETSCREENREADER};

/// "a screen reader" when the system says one runs.
pub fn running() -> Option<String> {
    let mut on: i32 = 0;
    // SAFETY: SPI_GETSCREENREADER writes one BOOL to the pointer given, which points to `on`.
    let asked = unsafe {
        SystemParametersInfoW(SPI_GETSCREENREADER, 0, std::ptr::addr_of_mut!(on).cast(), 0)
    };
    (asked != 0 && on != 0).then(|| "a screen reader".to_string())
}
