//! Orca on Linux, found in the process table: a process whose name (`/proc/PID/comm`) or whose program (the first
//! two words of `/proc/PID/cmdline`, as Orca is a Python script) is `orca`.

use std::{fs, path::Path};

/// "Orca" when a process under `proc` (the process table's folder) is Orca.
pub fn running(proc: &Path) -> Option<String> {
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
    named
        || fs::read(process.join("cmdline")).is_ok_and(|cmdline| {
            cmdline
                .split(|b| *b == 0)
                .take(2)
                .any(|word| word.rsplit(|b| *b == b'/').next() == Some(b"orca".as_slice()))
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
