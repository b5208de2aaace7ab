//! BrlAPI itself: `libbrlapi.so.0.8` loaded at run time, its few functions, and one connection through them.
//!
//! Nothing of BrlAPI is needed to build tactus, and a machine without BRLTTY runs it all the same: the library is
//! looked for the first time a connection is tried, and its absence is one more reason no display is connected.
//! Only the per-connection functions (`brlapi__…`, each taking a handle of `brlapi_getHandleSize()` bytes) are used,
//! so a connection that stalls can be left behind and a new one made beside it. The layouts below are those of
//! BrlAPI 0.8's `brlapi.h` (BRLTTY 6.5).

use std::{
    ffi::{c_char, c_int, c_uint, c_void},
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, OnceLock,
    },
    time::Duration,
};

use libloading::Library;

use super::{
    error::{BrailleError, BrlapiFailure},
    link::{Connection, Connector},
    view::{Cell, Screen},
};

/// The names the library is looked for under: Linux's, macOS's, and BRLTTY for Windows' DLL.
const NAMES: &[&str] = &[
    "libbrlapi.so.0.8",
    "libbrlapi.0.8.dylib",
    "libbrlapi.so",
    "brlapi-0.8.dll",
    "brlapi.dll",
];

/// What to install when the library is not found, in the system's own terms.
const MISSING: &str = if cfg!(windows) {
    "BRLTTY is not installed (its brlapi-0.8.dll was not found; NVDA and JAWS drive a display themselves)"
} else if cfg!(target_os = "macos") {
    "BRLTTY is not installed (its libbrlapi.0.8.dylib was not found; VoiceOver drives a display itself)"
} else {
    "libbrlapi is not installed (BRLTTY's libbrlapi0.8)"
};

/// The terminal tactus writes to when BrlAPI cannot tell which one it runs in (no controlling virtual console, as in
/// a service or a test): BRLTTY shows a client's output only while the terminal it chose is the one in focus.
const FALLBACK_TTY: c_int = 1;

/// `brlapi_connectionSettings_t`: where the server is and the key to it (NULL: `BRLAPI_HOST`, `BRLAPI_AUTH`, or the
/// defaults).
#[repr(C)]
struct Settings {
    auth: *const c_char,
    host: *const c_char,
}

/// `brlapi_writeArguments_t`.
#[repr(C)]
struct WriteArguments {
    display_number: c_int,
    region_begin: c_uint,
    region_size: c_int,
    text: *const c_char,
    text_size: c_int,
    and_mask: *const u8,
    or_mask: *const u8,
    cursor: c_int,
    charset: *const c_char,
}

/// `brlapi_error_t`.
#[repr(C)]
struct ErrorState {
    brlerrno: c_int,
    libcerrno: c_int,
    gaierrno: c_int,
    errfun: *const c_char,
}

/// `BRLAPI_DISPLAY_DEFAULT`.
const DISPLAY_DEFAULT: c_int = -1;
/// `BRLAPI_CURSOR_OFF`.
const CURSOR_OFF: c_int = 0;
/// `BRLAPI_TTY_DEFAULT`: the terminal BrlAPI finds from the environment.
const TTY_DEFAULT: c_int = -1;

type GetHandleSize = unsafe extern "C" fn() -> usize;
type OpenConnection = unsafe extern "C" fn(*mut c_void, *const Settings, *mut Settings) -> c_int;
type CloseConnection = unsafe extern "C" fn(*mut c_void);
type ExceptionHandler = unsafe extern "C" fn(*mut c_void, c_int, u32, *const c_void, usize);
type SetExceptionHandler =
    unsafe extern "C" fn(*mut c_void, Option<ExceptionHandler>) -> Option<ExceptionHandler>;
type GetDisplaySize = unsafe extern "C" fn(*mut c_void, *mut c_uint, *mut c_uint) -> c_int;
type EnterTtyMode = unsafe extern "C" fn(*mut c_void, c_int, *const c_char) -> c_int;
type LeaveTtyMode = unsafe extern "C" fn(*mut c_void) -> c_int;
type Write = unsafe extern "C" fn(*mut c_void, *const WriteArguments) -> c_int;
type ReadKeyWithTimeout = unsafe extern "C" fn(*mut c_void, c_int, *mut u64) -> c_int;
type ErrorLocation = unsafe extern "C" fn() -> *mut ErrorState;

/// The loaded library and its functions.
pub(super) struct Api {
    get_handle_size: GetHandleSize,
    open_connection: OpenConnection,
    close_connection: CloseConnection,
    set_exception_handler: SetExceptionHandler,
    get_display_size: GetDisplaySize,
    enter_tty_mode: EnterTtyMode,
    leave_tty_mode: LeaveTtyMode,
    write: Write,
    read_key_with_timeout: ReadKeyWithTimeout,
    error_location: ErrorLocation,
    /// Kept loaded for as long as the process runs (a stuck call may still be inside it).
    _library: Library,
}

/// Errors the server reported about packets it had already taken (BrlAPI's "exceptions"), counted.
static EXCEPTIONS: AtomicU64 = AtomicU64::new(0);

/// BrlAPI's default exception handler prints and aborts the process; this one only counts.
unsafe extern "C" fn on_exception(
    _handle: *mut c_void,
    _error: c_int,
    _packet_type: u32,
    _packet: *const c_void,
    _size: usize,
) {
    EXCEPTIONS.fetch_add(1, Ordering::Relaxed);
}

impl Api {
    /// The library, loaded once per process.
    ///
    /// # Errors
    /// Why it cannot be loaded (not installed, or without the functions of BrlAPI 0.8).
    pub(super) fn get() -> Result<&'static Api, BrailleError> {
        static API: OnceLock<Result<Api, BrailleError>> = OnceLock::new();
        API.get_or_init(Api::load).as_ref().map_err(Clone::clone)
    }

    fn load() -> Result<Api, BrailleError> {
        // SAFETY: loading libbrlapi runs no initialisation code with requirements on the caller.
        let library = NAMES
            .iter()
            .find_map(|name| unsafe { Library::new(name) }.ok())
            .ok_or(BrailleError::NoLibrary(MISSING))?;
        // SAFETY: each symbol is looked up under its name in BrlAPI 0.8 and given that version's C signature.
        unsafe {
            macro_rules! symbol {
                ($name:literal) => {
                    *library.get(concat!($name, "\0").as_bytes()).map_err(|e| {
                        BrailleError::NoFunction {
                            name: $name,
                            source: Arc::new(e),
                        }
                    })?
                };
            }
            Ok(Api {
                get_handle_size: symbol!("brlapi_getHandleSize"),
                open_connection: symbol!("brlapi__openConnection"),
                close_connection: symbol!("brlapi__closeConnection"),
                set_exception_handler: symbol!("brlapi__setExceptionHandler"),
                get_display_size: symbol!("brlapi__getDisplaySize"),
                enter_tty_mode: symbol!("brlapi__enterTtyMode"),
                leave_tty_mode: symbol!("brlapi__leaveTtyMode"),
                write: symbol!("brlapi__write"),
                read_key_with_timeout: symbol!("brlapi__readKeyWithTimeout"),
                error_location: symbol!("brlapi_error_location"),
                _library: library,
            })
        }
    }

    /// This thread's last error, by BrlAPI's number for it.
    fn last_error(&self) -> BrlapiFailure {
        // SAFETY: brlapi_error_location returns this thread's error record (never NULL), read at once.
        unsafe {
            let state = (self.error_location)();
            if state.is_null() {
                return BrlapiFailure::Code(0);
            }
            BrlapiFailure::of((*state).brlerrno, (*state).libcerrno)
        }
    }
}

/// One open connection. Dropping it gives the terminal back and closes it.
pub(super) struct BrlapiConnection {
    api: &'static Api,
    /// The handle's memory (`brlapi_handle_t`), aligned for anything it holds.
    handle: Box<[u128]>,
    cells: usize,
    in_tty: bool,
}

// SAFETY: the handle is only ever used by the thread that owns the connection; BrlAPI keeps no thread affinity.
unsafe impl Send for BrlapiConnection {}

impl BrlapiConnection {
    /// Connects to the server `BRLAPI_HOST` names (the local one by default), with the key `BRLAPI_AUTH` names.
    ///
    /// # Errors
    /// BrlAPI's reason (no server, refused, authentication).
    pub(super) fn open(api: &'static Api) -> Result<BrlapiConnection, BrailleError> {
        // SAFETY: brlapi_getHandleSize has no preconditions.
        let size = unsafe { (api.get_handle_size)() };
        let mut connection = BrlapiConnection {
            api,
            handle: vec![0u128; size.div_ceil(16).max(1)].into_boxed_slice(),
            cells: 0,
            in_tty: false,
        };
        let handle = connection.handle();
        // SAFETY: the handle has the size BrlAPI asked for; NULL settings mean the environment's or the defaults.
        let fd = unsafe { (api.open_connection)(handle, std::ptr::null(), std::ptr::null_mut()) };
        if fd < 0 {
            let reason = api.last_error();
            // Nothing to close: a failed open leaves no connection. The memory is freed without closing.
            connection.handle = Box::new([]);
            return Err(BrailleError::Brlapi(reason));
        }
        // SAFETY: the handle is open; the handler is an `extern "C"` function of the right signature.
        unsafe { (api.set_exception_handler)(handle, Some(on_exception)) };
        let (mut width, mut height): (c_uint, c_uint) = (0, 0);
        // SAFETY: an open handle and two writable integers.
        if unsafe { (api.get_display_size)(handle, &mut width, &mut height) } < 0 {
            return Err(BrailleError::Brlapi(api.last_error()));
        }
        connection.cells = usize::try_from(width).unwrap_or(0);
        Ok(connection)
    }

    /// Takes the terminal tactus runs in (or [`FALLBACK_TTY`] when BrlAPI cannot tell), with BRLTTY's commands as
    /// keys; returns the terminal's number.
    ///
    /// # Errors
    /// BrlAPI's reason.
    pub(super) fn enter_tty(&mut self) -> Result<c_int, BrailleError> {
        let handle = self.handle();
        // SAFETY: an open handle; a NULL driver asks for BRLTTY's commands.
        let mut tty = unsafe { (self.api.enter_tty_mode)(handle, TTY_DEFAULT, std::ptr::null()) };
        if tty < 0 {
            // SAFETY: as above.
            tty = unsafe { (self.api.enter_tty_mode)(handle, FALLBACK_TTY, std::ptr::null()) };
        }
        if tty < 0 {
            return Err(BrailleError::Brlapi(self.api.last_error()));
        }
        self.in_tty = true;
        Ok(tty)
    }

    /// The display's width in cells (0 when the server does not know).
    #[must_use]
    pub(super) fn cells(&self) -> usize {
        self.cells
    }

    fn handle(&mut self) -> *mut c_void {
        self.handle.as_mut_ptr().cast()
    }
}

impl Connection for BrlapiConnection {
    fn write(&mut self, screen: &Screen) -> Result<(), BrailleError> {
        let width = self.cells.max(1);
        let mut text = String::with_capacity(width * 3);
        let mut and_mask = Vec::with_capacity(width);
        let mut or_mask = Vec::with_capacity(width);
        let blank = std::iter::repeat(Cell::Text(' '));
        for cell in screen.cells.iter().copied().chain(blank).take(width) {
            match cell {
                // Exact dots: the text's own dots cleared, these set.
                Cell::Dots(bits) => {
                    and_mask.push(0);
                    or_mask.push(bits);
                }
                Cell::Text(_) => {
                    and_mask.push(0xff);
                    or_mask.push(0);
                }
            }
            // Control characters would not keep their cell.
            let c = cell.char();
            text.push(if c.is_control() { ' ' } else { c });
        }
        let cursor = screen
            .cursor
            .filter(|&c| c < width)
            .and_then(|c| c_int::try_from(c + 1).ok())
            .unwrap_or(CURSOR_OFF);
        let arguments = WriteArguments {
            display_number: DISPLAY_DEFAULT,
            region_begin: 1,
            region_size: c_int::try_from(width).unwrap_or(c_int::MAX),
            text: text.as_ptr().cast(),
            text_size: c_int::try_from(text.len()).unwrap_or(c_int::MAX),
            and_mask: and_mask.as_ptr(),
            or_mask: or_mask.as_ptr(),
            cursor,
            // The text's own charset, whatever the locale.
            charset: c"UTF-8".as_ptr(),
        };
        let handle = self.handle();
        // SAFETY: an open handle in TTY mode; text, masks and charset live until the call returns, the masks hold
        // `width` bytes and the text `width` characters.
        if unsafe { (self.api.write)(handle, &arguments) } < 0 {
            return Err(BrailleError::Brlapi(self.api.last_error()));
        }
        Ok(())
    }

    fn read_key(&mut self, limit: Duration) -> Result<Option<u64>, BrailleError> {
        let mut code: u64 = 0;
        let limit = c_int::try_from(limit.as_millis()).unwrap_or(c_int::MAX);
        let handle = self.handle();
        // SAFETY: an open handle in TTY mode and a writable key code.
        match unsafe { (self.api.read_key_with_timeout)(handle, limit, &mut code) } {
            1 => Ok(Some(code)),
            0 => Ok(None),
            _ => Err(BrailleError::Brlapi(self.api.last_error())),
        }
    }
}

impl Drop for BrlapiConnection {
    fn drop(&mut self) {
        if self.handle.is_empty() {
            return;
        }
        let handle = self.handle();
        // SAFETY: an open handle, closed exactly once here; leaving TTY mode first gives the display back.
        unsafe {
            if self.in_tty {
                (self.api.leave_tty_mode)(handle);
            }
            (self.api.close_connection)(handle);
        }
    }
}

/// Connects through the real BrlAPI.
pub(super) struct Brlapi;

impl Connector for Brlapi {
    type Link = BrlapiConnection;

    fn connect(&self) -> Result<(BrlapiConnection, usize), BrailleError> {
        let mut connection = BrlapiConnection::open(Api::get()?)?;
        let cells = connection.cells();
        if cells == 0 {
            return Err(BrailleError::NoDisplay);
        }
        connection.enter_tty()?;
        Ok((connection, cells))
    }
}
