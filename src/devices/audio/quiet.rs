//! Keeps ALSA's complaints off the user's terminal.
//!
//! While it probes devices, and when it recovers from an underrun, ALSA writes lines such as
//! `ALSA lib confmisc.c:767:(parse_card) cannot find card '0'` straight to standard error: the terminal a blind user's
//! screen reader reads aloud. tactus reports a sound failure once, in its own words, so these lines must go. ALSA lets
//! a thread install its own error handler; [`hush_this_thread`] installs one that drops every message. It is called
//! on the thread that opens the device and, from the first audio callback, on the thread that plays: no other
//! thread's output and no other library's is touched, unlike redirecting the whole process's standard error.

/// Makes ALSA drop its error messages on the calling thread. No allocation, no lock: a thread-local store inside
/// ALSA, so the audio callback may call it.
#[cfg(target_os = "linux")]
pub fn hush_this_thread() {
    // SAFETY: `snd_lib_error_set_local` stores the handler in a thread-local variable of libasound; `ignore` has the
    // exact signature of `snd_local_error_handler_t` and does nothing.
    unsafe {
        alsa_sys::snd_lib_error_set_local(Some(ignore));
    }
}

/// Nothing to hush where ALSA is not used.
#[cfg(not(target_os = "linux"))]
pub fn hush_this_thread() {}

/// An ALSA local error handler that drops the message.
#[cfg(target_os = "linux")]
unsafe extern "C" fn ignore(
    _file: *const std::ffi::c_char,
    _line: std::ffi::c_int,
    _function: *const std::ffi::c_char,
    _err: std::ffi::c_int,
    _fmt: *const std::ffi::c_char,
    _args: *mut alsa_sys::__va_list_tag,
) {
}
