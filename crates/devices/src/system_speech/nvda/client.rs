//! NVDA's controller client: `nvdaControllerClient64.dll` (`nvdaControllerClient32.dll` in a 32-bit build, or
//! `nvdaControllerClient.dll` as newer NVDA releases name it) loaded at run time, and the three of its functions
//! tactus calls. Nothing of NVDA is needed to build or to run tactus: without the library, the Windows voices speak.
//!
//! The library is looked for beside the program first, then wherever Windows looks for a library by its name. It is
//! loaded once per process and kept for as long as the process runs. Each function answers 0 when it did what was
//! asked, else a Windows error code (NVDA not running: the RPC server is unavailable), which becomes a message.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use libloading::Library;
use windows_sys::Win32::System::LibraryLoader::{GetModuleFileNameW, GetModuleHandleW};

use super::error::NvdaError;
use super::wide::wide;

/// The names the library is looked for under, the one for this build's width first.
#[cfg(target_pointer_width = "64")]
pub(super) const NAMES: [&str; 2] = ["nvdaControllerClient64.dll", "nvdaControllerClient.dll"];
#[cfg(not(target_pointer_width = "64"))]
pub const NAMES: [&str; 2] = ["nvdaControllerClient32.dll", "nvdaControllerClient.dll"];

/// `nvdaController_testIfRunning`, `nvdaController_cancelSpeech`.
type NoArguments = unsafe extern "system" fn() -> u32;
/// `nvdaController_speakText`: a NUL-terminated UTF-16 text.
type SpeakText = unsafe extern "system" fn(*const u16) -> u32;

/// The loaded library and its functions.
pub(super) struct Client {
    test_if_running: NoArguments,
    speak_text: SpeakText,
    cancel_speech: NoArguments,
    path: PathBuf,
    /// Kept loaded for as long as the process runs (the functions above point into it).
    _library: Library,
}

static CLIENT: OnceLock<Result<Client, NvdaError>> = OnceLock::new();

impl Client {
    /// The library, loaded the first time it is asked for.
    ///
    /// # Errors
    /// Why it cannot be had: not found, or without NVDA's functions.
    pub(super) fn get() -> Result<&'static Client, NvdaError> {
        CLIENT.get_or_init(load).as_ref().map_err(Clone::clone)
    }

    /// Where the library was loaded from.
    #[must_use]
    pub(super) fn path(&self) -> &Path {
        &self.path
    }

    /// Whether NVDA runs and answers.
    ///
    /// # Errors
    /// NVDA's error, in words.
    pub(super) fn answers(&self) -> Result<(), NvdaError> {
        // SAFETY: the function takes nothing and returns a number; the library it is in stays loaded.
        answered(unsafe { (self.test_if_running)() })
    }

    /// Has NVDA say `text` (after what it is saying), with the user's own voice and settings.
    ///
    /// # Errors
    /// NVDA's error, in words.
    pub(super) fn speak(&self, text: &str) -> Result<(), NvdaError> {
        let text = wide(text);
        // SAFETY: `text` is NUL-terminated UTF-16 and outlives the call, which only reads it.
        answered(unsafe { (self.speak_text)(text.as_ptr()) })
    }

    /// Stops what NVDA is saying, and what it was still to say.
    ///
    /// # Errors
    /// NVDA's error, in words.
    pub(super) fn cancel(&self) -> Result<(), NvdaError> {
        // SAFETY: as in `answers`.
        answered(unsafe { (self.cancel_speech)() })
    }
}

/// A function's answer: 0 is done, anything else a Windows error code.
fn answered(code: u32) -> Result<(), NvdaError> {
    if code == 0 {
        return Ok(());
    }
    let error = std::io::Error::from_raw_os_error(i32::from_ne_bytes(code.to_ne_bytes()));
    Err(NvdaError::NoAnswer(Arc::new(error)))
}

/// Looks for the library beside the program, then by name, and takes its functions.
fn load() -> Result<Client, NvdaError> {
    let beside = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    let mut places: Vec<PathBuf> = Vec::new();
    if let Some(folder) = &beside {
        places.extend(NAMES.iter().map(|name| folder.join(name)));
    }
    places.extend(NAMES.iter().map(PathBuf::from));
    for place in &places {
        if place.is_absolute() && !place.is_file() {
            continue;
        }
        // SAFETY: NVDA's controller client does nothing on loading beyond what every Windows library does.
        let Ok(library) = (unsafe { Library::new(place) }) else {
            continue;
        };
        return take(library, place);
    }
    Err(NvdaError::NotFound)
}

/// The functions of the library loaded from `place`.
fn take(library: Library, place: &Path) -> Result<Client, NvdaError> {
    let name = place
        .file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
    let missing = |source: libloading::Error| NvdaError::LacksFunctions {
        name: name.clone(),
        source: Arc::new(source),
    };
    // SAFETY: the types are those of NVDA's nvdaController.h (stdcall, which is "system"); the pointers are used only
    // while the library is loaded, which is as long as the process runs.
    unsafe {
        let test_if_running = *library
            .get::<NoArguments>(b"nvdaController_testIfRunning\0")
            .map_err(missing)?;
        let speak_text = *library
            .get::<SpeakText>(b"nvdaController_speakText\0")
            .map_err(missing)?;
        let cancel_speech = *library
            .get::<NoArguments>(b"nvdaController_cancelSpeech\0")
            .map_err(missing)?;
        Ok(Client {
            test_if_running,
            speak_text,
            cancel_speech,
            path: loaded_from(&name).unwrap_or_else(|| place.to_path_buf()),
            _library: library,
        })
    }
}

/// Where Windows loaded the library called `name` from.
fn loaded_from(name: &str) -> Option<PathBuf> {
    let name = wide(name);
    // SAFETY: `name` is NUL-terminated UTF-16; the handle is the loaded library's, not a new reference to close.
    let module = unsafe { GetModuleHandleW(name.as_ptr()) };
    if module.is_null() {
        return None;
    }
    let mut buffer = vec![0u16; 1024];
    let capacity = u32::try_from(buffer.len()).unwrap_or(u32::MAX);
    // SAFETY: the buffer holds `capacity` units; the function writes at most that many.
    let length = unsafe { GetModuleFileNameW(module, buffer.as_mut_ptr(), capacity) };
    let length = usize::try_from(length)
        .ok()
        .filter(|n| *n > 0 && *n < buffer.len())?;
    Some(PathBuf::from(String::from_utf16_lossy(&buffer[..length])))
}
