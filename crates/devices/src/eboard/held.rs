//! Whether another program holds a serial port, so that tactus never writes to it, even when asked to probe every
//! port: BRLTTY (the braille display's driver) with the port open, or naming it as its braille device on its command
//! line or in its config file, or any program's UUCP lock file (`LCK..ttyUSB0` in `/var/lock` or `/run/lock`) with
//! a process that still runs. Read on Linux from `/proc` (a process's open files can be read only by its owner:
//! BRLTTY run by root is then known by its command line and config); elsewhere a port held by another program does
//! not open.

use std::path::{Path, PathBuf};

/// Who holds a port.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Holder {
    /// BRLTTY, the braille display's driver.
    Brltty,
    /// Another program, by its lock file: its process id.
    Process(u32),
}

impl Holder {
    /// Who, in a few words: `BRLTTY`, `process 1234`.
    #[must_use]
    pub(crate) fn words(&self) -> String {
        match self {
            Holder::Brltty => "BRLTTY".to_string(),
            Holder::Process(pid) => format!("process {pid}"),
        }
    }
}

/// Where the system shows what holds its ports (the real places by default; a test's folders otherwise).
#[derive(Clone, Debug)]
pub(crate) struct Places {
    /// The process table (`/proc`).
    pub proc: PathBuf,
    /// BRLTTY's config file (`/etc/brltty.conf`).
    pub brltty_config: PathBuf,
    /// The folders of UUCP lock files (`/var/lock`, `/run/lock`).
    pub lock_folders: Vec<PathBuf>,
}

impl Default for Places {
    fn default() -> Places {
        Places {
            proc: PathBuf::from("/proc"),
            brltty_config: PathBuf::from("/etc/brltty.conf"),
            lock_folders: vec![PathBuf::from("/var/lock"), PathBuf::from("/run/lock")],
        }
    }
}

/// What holds ports, read once for a search.
#[derive(Clone, Debug, Default)]
pub(crate) struct Holders {
    /// Each BRLTTY running: its command line, and the files it has open (empty when they cannot be read).
    brltty: Vec<(String, Vec<PathBuf>)>,
    /// The `braille-device` lines of BRLTTY's config file, when BRLTTY runs.
    configured: Vec<String>,
    /// Each lock file's device name (what follows `LCK..`) and the process in it, when that process runs.
    locks: Vec<(String, u32)>,
}

impl Holders {
    /// What holds ports on this system: on Linux read from the usual places, elsewhere nothing.
    #[must_use]
    pub(crate) fn look() -> Holders {
        if cfg!(target_os = "linux") {
            Holders::look_in(&Places::default())
        } else {
            Holders::default()
        }
    }

    /// What holds ports, read from `places`.
    #[must_use]
    pub(crate) fn look_in(places: &Places) -> Holders {
        let running = |pid: u32| places.proc.join(pid.to_string()).is_dir();
        let mut holders = Holders::default();
        for entry in std::fs::read_dir(&places.proc)
            .into_iter()
            .flatten()
            .flatten()
        {
            let folder = entry.path();
            let comm = std::fs::read_to_string(folder.join("comm")).unwrap_or_default();
            if comm.trim() != "brltty" {
                continue;
            }
            let command_line = std::fs::read(folder.join("cmdline"))
                .map(|bytes| String::from_utf8_lossy(&bytes).replace('\0', " "))
                .unwrap_or_default();
            let open = std::fs::read_dir(folder.join("fd"))
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|fd| std::fs::read_link(fd.path()).ok())
                .collect();
            holders.brltty.push((command_line, open));
        }
        if !holders.brltty.is_empty() {
            holders.configured = std::fs::read_to_string(&places.brltty_config)
                .unwrap_or_default()
                .lines()
                .map(str::trim)
                .filter(|line| line.starts_with("braille-device"))
                .map(str::to_string)
                .collect();
        }
        for folder in &places.lock_folders {
            for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                let Some(device) = name.strip_prefix("LCK..") else {
                    continue;
                };
                let pid = std::fs::read_to_string(entry.path())
                    .ok()
                    .and_then(|text| text.trim().parse::<u32>().ok());
                if let Some(pid) = pid.filter(|&pid| running(pid)) {
                    holders.locks.push((device.replace('_', "/"), pid));
                }
            }
        }
        holders
    }

    /// Who holds the port `place`, if anyone (the port as named, and the device it leads to).
    #[must_use]
    pub(crate) fn holder(&self, place: &str) -> Option<Holder> {
        let given = PathBuf::from(place);
        let device = std::fs::canonicalize(&given).unwrap_or_else(|_| given.clone());
        self.holder_of(&[given, device])
    }

    /// Who holds the port known by any of `names` (its paths).
    fn holder_of(&self, names: &[PathBuf]) -> Option<Holder> {
        let named = |text: &str| names.iter().any(|name| text_names(text, name));
        let brltty = self.brltty.iter().any(|(command_line, open)| {
            open.iter().any(|file| names.contains(file)) || named(command_line)
        }) || self.configured.iter().any(|line| named(line));
        if brltty {
            return Some(Holder::Brltty);
        }
        self.locks
            .iter()
            .find(|(device, _)| names.iter().any(|name| under_dev(name) == *device))
            .map(|&(_, pid)| Holder::Process(pid))
    }
}

/// `path` as BRLTTY and lock files name a device: without `/dev/` (`ttyUSB0`, `pts/3`).
fn under_dev(path: &Path) -> String {
    let text = path.to_string_lossy();
    text.strip_prefix("/dev/").unwrap_or(&text).to_string()
}

/// Whether `text` (a command line, a config line) names the device `path`: one of its words is the path, or the
/// path without `/dev/` (`-d serial:ttyUSB0`, `braille-device serial:/dev/ttyUSB0`).
fn text_names(text: &str, path: &Path) -> bool {
    let full = path.to_string_lossy();
    let short = under_dev(path);
    text.split(|c: char| !(c.is_ascii_alphanumeric() || "/._-".contains(c)))
        .any(|word| !word.is_empty() && (word == full || word == short))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// A fake system in a temporary folder: `/proc`, BRLTTY's config and a lock folder.
    struct System {
        folder: tempfile::TempDir,
    }

    impl System {
        fn new() -> System {
            let system = System {
                folder: tempfile::tempdir().unwrap(),
            };
            std::fs::create_dir_all(system.places().proc).unwrap();
            std::fs::create_dir_all(&system.places().lock_folders[0]).unwrap();
            system
        }

        fn places(&self) -> Places {
            let root = self.folder.path();
            Places {
                proc: root.join("proc"),
                brltty_config: root.join("brltty.conf"),
                lock_folders: vec![root.join("lock")],
            }
        }

        /// A process `pid` named `comm` with `command_line`, and its open files.
        fn process(&self, pid: u32, comm: &str, command_line: &str, open: &[&str]) {
            let folder = self.places().proc.join(pid.to_string());
            std::fs::create_dir_all(folder.join("fd")).unwrap();
            std::fs::write(folder.join("comm"), format!("{comm}\n")).unwrap();
            std::fs::write(folder.join("cmdline"), command_line.replace(' ', "\0")).unwrap();
            for (fd, file) in open.iter().enumerate() {
                std::os::unix::fs::symlink(file, folder.join("fd").join(fd.to_string())).unwrap();
            }
        }

        fn holder(&self, device: &str) -> Option<Holder> {
            Holders::look_in(&self.places()).holder_of(&[PathBuf::from(device)])
        }
    }

    #[test]
    fn a_port_brltty_has_open_is_held_by_it() {
        let system = System::new();
        system.process(
            700,
            "brltty",
            "/usr/bin/brltty",
            &["/dev/null", "/dev/ttyUSB1"],
        );
        system.process(800, "minicom", "minicom -D /dev/ttyUSB0", &["/dev/ttyUSB0"]);
        assert_eq!(system.holder("/dev/ttyUSB1"), Some(Holder::Brltty));
        assert_eq!(system.holder("/dev/ttyUSB0"), None);
        assert_eq!(system.holder("/dev/ttyUSB10"), None);
    }

    #[test]
    fn a_port_brltty_names_on_its_command_line_or_in_its_config_is_held_by_it() {
        let system = System::new();
        system.process(700, "brltty", "brltty -b ht -d serial:ttyUSB0", &[]);
        std::fs::write(
            system.places().brltty_config,
            "# braille-device serial:ttyS3\nbraille-device serial:/dev/ttyACM2\n",
        )
        .unwrap();
        assert_eq!(system.holder("/dev/ttyUSB0"), Some(Holder::Brltty));
        assert_eq!(system.holder("/dev/ttyACM2"), Some(Holder::Brltty));
        assert_eq!(system.holder("/dev/ttyS3"), None, "a comment names nothing");
        assert_eq!(system.holder("/dev/ttyUSB"), None);
    }

    #[test]
    fn brlttys_config_means_nothing_while_brltty_does_not_run() {
        let system = System::new();
        std::fs::write(
            system.places().brltty_config,
            "braille-device serial:ttyUSB0\n",
        )
        .unwrap();
        assert_eq!(system.holder("/dev/ttyUSB0"), None);
    }

    #[test]
    fn a_lock_file_of_a_running_process_holds_its_port() {
        let system = System::new();
        system.process(4242, "minicom", "minicom", &[]);
        let locks = &system.places().lock_folders[0];
        std::fs::write(locks.join("LCK..ttyUSB0"), "      4242\n").unwrap();
        std::fs::write(locks.join("LCK..ttyUSB1"), "      9999\n").unwrap();
        assert_eq!(system.holder("/dev/ttyUSB0"), Some(Holder::Process(4242)));
        assert_eq!(system.holder("/dev/ttyUSB1"), None, "a stale lock");
        assert_eq!(Holder::Process(4242).words(), "process 4242");
    }
}
