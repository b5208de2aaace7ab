//! Orca on Linux, found in the process table: a process whose name (`/proc/PID/comm`) or whose program (the first word
//! of `/proc/PID/cmdline`, or the second after a Python interpreter, as Orca is a Python script) is `orca`.

use std::{fs, path::Path};

/// "Orca" when a process under `proc` (the process table's folder) is Orca.
pub(super) fn running(proc: &Path) -> Option<String> {
    let entries = fs::read_dir(proc).ok()?;
    entries
        .flatten()
        .filter(|entry| {
            entry
                .file_name()
                .to_str()
                .is_some_and(|name| name.bytes().all(|b| b.is_ascii_digit()))
        })
        .any(|entry| is_orca(&entry.path()))
        .then(|| "Orca".to_string())
}

/// Whether the process whose folder is `process` is Orca.
fn is_orca(process: &Path) -> bool {
    let named = fs::read_to_string(process.join("comm")).is_ok_and(|comm| comm.trim() == "orca");
    let base = |word: &[u8]| {
        word.rsplit(|b| *b == b'/')
            .next()
            .unwrap_or_default()
            .to_vec()
    };
    named
        || fs::read(process.join("cmdline")).is_ok_and(|cmdline| {
            let mut words = cmdline.split(|b| *b == 0).map(base);
            match (words.next(), words.next()) {
                (Some(first), _) if first == b"orca" => true,
                (Some(first), Some(second)) => first.starts_with(b"python") && second == b"orca",
                _ => false,
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn process(root: &Path, pid: &str, comm: &str, cmdline: &[&str]) {
        let folder = root.join(pid);
        fs::create_dir_all(&folder).unwrap();
        fs::write(folder.join("comm"), format!("{comm}\n")).unwrap();
        fs::write(folder.join("cmdline"), cmdline.join("\0")).unwrap();
    }

    #[test]
    fn orca_is_found_by_its_name_or_its_script() {
        let root = tempfile::tempdir().unwrap();
        process(root.path(), "1", "systemd", &["/sbin/init"]);
        process(root.path(), "200", "bash", &["bash"]);
        fs::create_dir_all(root.path().join("self")).unwrap();
        assert_eq!(running(root.path()), None);
        process(
            root.path(),
            "300",
            "python3",
            &["/usr/bin/python3", "/usr/bin/orca", "--replace"],
        );
        assert_eq!(running(root.path()), Some("Orca".to_string()));

        let root = tempfile::tempdir().unwrap();
        process(root.path(), "42", "orca", &["orca"]);
        assert_eq!(running(root.path()), Some("Orca".to_string()));

        let root = tempfile::tempdir().unwrap();
        process(
            root.path(),
            "43",
            "orcaslicer",
            &["/opt/orcaslicer", "/home/orca"],
        );
        assert_eq!(running(root.path()), None);
        assert_eq!(running(&root.path().join("missing")), None);
    }
}
