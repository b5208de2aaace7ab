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
pub(super) fn hush_this_thread() {
    // SAFETY: `snd_lib_error_set_local` stores the handler in a thread-local variable of libasound; `ignore` has the
    // exact signature of `snd_local_error_handler_t` and does nothing.
    unsafe {
        alsa_sys::snd_lib_error_set_local(Some(ignore));
    }
}

/// Nothing to hush where ALSA is not used.
#[cfg(not(target_os = "linux"))]
pub(super) fn hush_this_thread() {}

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

/// Runs `list` with the process's standard error pointed at /dev/null, then puts it back.
///
/// Listing the devices makes ALSA load every plugin it knows, and the JACK plugin's library writes "jack server is
/// not running" straight to file descriptor 2, past ALSA's error handler. Only `tactus devices` and the search for
/// a device by name list them, both before anything else is reported, so the brief redirection hides nothing of
/// tactus's own.
#[cfg(target_os = "linux")]
pub(super) fn without_stderr<T>(list: impl FnOnce() -> T) -> T {
    // SAFETY: plain file-descriptor calls; every descriptor opened here is closed here, and fd 2 is restored from
    // its duplicate before returning.
    unsafe {
        let saved = libc::dup(2);
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
        if saved < 0 || null < 0 {
            for fd in [saved, null] {
                if fd >= 0 {
                    libc::close(fd);
                }
            }
            return list();
        }
        libc::dup2(null, 2);
        libc::close(null);
        let result = list();
        libc::dup2(saved, 2);
        libc::close(saved);
        result
    }
}

/// Nothing to hide where ALSA is not used.
#[cfg(not(target_os = "linux"))]
pub(super) fn without_stderr<T>(list: impl FnOnce() -> T) -> T {
    list()
}
