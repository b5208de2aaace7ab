//! Which serial ports tactus writes to when it looks for boards (`tactus devices`, `--board auto`): only those that
//! identify as a board, unless every port is asked for (`tactus devices --probe-all`). A device that is no board (a
//! braille display on a USB-serial adapter, a modem) gets no byte it did not ask for. The pseudo-terminals stand for
//! ports the system does not list, named in `TACTUS_SERIAL_PORTS`; they identify as nothing.

use std::{
    ffi::OsString,
    path::{Path, PathBuf},
    process::Output,
};

use serde_json::Value;

use crate::support::{
    boards::{dgt::DgtDouble, recorder::Recorder, BoardDouble},
    run_with_stdin, tactus, NO_DEVICES,
};

/// `tactus ARGS` with the serial ports `ports` named, and no speech server started.
fn with_ports(ports: &[PathBuf], args: &[&str]) -> Output {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let listed: OsString = std::env::join_paths(ports).expect("port paths");
    let mut command = tactus();
    command.args(args).env("TACTUS_SERIAL_PORTS", listed).env(
        "SPEECHD_ADDRESS",
        format!("unix_socket:{}", folder.path().join("none.sock").display()),
    );
    run_with_stdin(&mut command, "quit\n")
}

/// The listing's boards, from `tactus devices --format json`.
fn boards(out: &Output) -> Vec<Value> {
    let listing: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    listing["boards"].as_array().expect("boards listed").clone()
}

/// The listing's entry for `path`.
fn entry(boards: &[Value], path: &Path) -> Value {
    let place = path.display().to_string();
    boards
        .iter()
        .find(|board| board["place"] == place.as_str())
        .unwrap_or_else(|| panic!("{place} not listed: {boards:?}"))
        .clone()
}

pub(super) fn a_port_that_is_no_board_gets_no_byte_from_devices_or_auto() {
    let device = Recorder::new();
    let ports = [device.path()];
    let place = device.path().display().to_string();
    // Listed, in text and JSON, without a byte written.
    let text = with_ports(&ports, &["devices"]);
    let heard = device.heard();
    assert!(
        heard.is_empty(),
        "tactus devices wrote {} bytes to a port that is no board: {heard:02x?}",
        heard.len()
    );
    let listing = String::from_utf8_lossy(&text.stdout);
    assert!(
        listing.contains(&format!(
            "  {place}: not probed, not known as a board; --probe-all asks it\n"
        )),
        "{listing}"
    );
    let json = with_ports(&ports, &["devices", "--format", "json"]);
    let listed = entry(&boards(&json), &device.path());
    assert_eq!(listed["kind"], Value::Null, "{listed}");
    assert_eq!(listed["probed"], false, "{listed}");
    assert_eq!(listed["held_by"], Value::Null, "{listed}");
    // `--board auto` finds no board, and writes to no port either.
    let mut options = vec!["play", "--board", "auto", "--virtual-time", "--script", "-"];
    options.extend(NO_DEVICES);
    let auto = with_ports(&ports, &options);
    assert_eq!(auto.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&auto.stderr).contains("no electronic board was found"),
        "{}",
        String::from_utf8_lossy(&auto.stderr)
    );
    assert_eq!(
        device.heard(),
        b"",
        "bytes written to a port that is no board"
    );
}

pub(super) fn every_port_is_probed_when_asked_and_a_board_is_found_there() {
    let device = Recorder::new();
    let board = DgtDouble::new();
    let board_path = PathBuf::from(board.address());
    let out = with_ports(
        &[device.path(), board_path.clone()],
        &["devices", "--probe-all", "--format", "json"],
    );
    let found = boards(&out);
    let dgt = entry(&found, &board_path);
    assert_eq!(dgt["kind"], "dgt", "{dgt}");
    assert_eq!(dgt["address"], format!("dgt:{}", board_path.display()));
    assert_eq!(dgt["probed"], true, "{dgt}");
    let other = entry(&found, &device.path());
    assert_eq!(other["kind"], Value::Null, "{other}");
    assert_eq!(other["probed"], true, "{other}");
    assert!(
        !device.heard().is_empty(),
        "asked to probe every port, the other port was asked too"
    );
}

/// A braille display's port that BRLTTY holds (a real BRLTTY, its HandyTech driver on the port, asking the display
/// who it is): even asked to probe every port, tactus writes nothing to it and says BRLTTY holds it.
#[cfg(target_os = "linux")]
pub(super) fn a_port_brltty_holds_is_never_probed() {
    if !crate::support::brltty::available("a port BRLTTY holds") {
        return;
    }
    let display = Recorder::new();
    let device = std::fs::canonicalize(display.path()).expect("the pty's device");
    let mut brltty = std::process::Command::new("brltty")
        .args([
            "-n",
            "-q",
            "-N",
            "-f",
            "/dev/null",
            "-x",
            "no",
            "-s",
            "no",
            "-b",
            "ht",
            "-d",
        ])
        .arg(format!("serial:{}", device.display()))
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("brltty starts");
    // Synchronisation: BRLTTY has the port once it has asked the display who it is (0xFF).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while display.heard_now().is_empty() && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let out = with_ports(
        &[display.path()],
        &["devices", "--probe-all", "--format", "json"],
    );
    let text = with_ports(&[display.path()], &["devices", "--probe-all"]);
    // Named by the user as a board's port (by mistake): not written to either, and the reason is said.
    let named = format!("dgt:{}", display.path().display());
    let mut options = vec![
        "play",
        "--board",
        &named,
        "--virtual-time",
        "--script",
        "-",
        "--format",
        "json",
    ];
    options.extend(NO_DEVICES);
    let play = with_ports(&[], &options);
    let _ = brltty.kill();
    let _ = brltty.wait();
    let heard = display.heard();
    assert!(!heard.is_empty(), "BRLTTY never asked its display");
    assert!(
        heard.iter().all(|&byte| byte == 0xFF),
        "bytes other than BRLTTY's written to its port: {heard:02x?}"
    );
    let listed = entry(&boards(&out), &display.path());
    assert_eq!(listed["held_by"], "BRLTTY", "{listed}");
    assert_eq!(listed["probed"], false, "{listed}");
    let listing = String::from_utf8_lossy(&text.stdout);
    assert!(
        listing.contains(&format!(
            "  {}: held by BRLTTY, not probed",
            display.path().display()
        )),
        "{listing}"
    );
    let said = String::from_utf8_lossy(&play.stdout);
    assert!(
        said.contains("held by BRLTTY: tactus does not write to it"),
        "{said}"
    );
}
