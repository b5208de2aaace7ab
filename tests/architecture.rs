//! The layout keeps its promises: the core depends on no device, terminal, process, signal or command-line crate
//! (`cargo tree`), the devices and the runtime stand side by side over it (neither depends on the other), and within
//! every crate no two top-level modules import each other, directly or round about.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    process::Command,
};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Crates that do input, output or process work, named one by one (the system's C library is not among them: a
/// hash crate may ask it which instructions the processor has); the core must not reach them by any path.
const NOT_IN_THE_CORE: [&str; 17] = [
    "tactus-runtime",
    "tactus-devices",
    "cpal",
    "alsa",
    "alsa-sys",
    "tts",
    "gilrs",
    "crossterm",
    "mio",
    "libloading",
    "signal-hook",
    "signal-hook-registry",
    "nix",
    "rustix",
    "windows-sys",
    "clap",
    "tempfile",
];

/// The names of the crates `package` reaches along the edges `edges` (`cargo tree -e`) on any target (so that the
/// answer is the same on every host), and the tree as printed.
fn reached(package: &str, edges: &str) -> (BTreeSet<String>, String) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(ROOT)
        .args([
            "tree",
            "-p",
            package,
            "-e",
            edges,
            "--target",
            "all",
            "--prefix",
            "none",
            "--offline",
        ])
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree failed (scripts/setup --test fetches every platform's crates it reads): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tree = String::from_utf8_lossy(&out.stdout).into_owned();
    let names = tree
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_string)
        .collect();
    (names, tree)
}

fn the_core_depends_on_no_device_terminal_process_or_command_line_crate() {
    let (names, tree) = reached("tactus-core", "normal");
    assert!(names.contains("shakmaty"), "{tree}");
    for forbidden in NOT_IN_THE_CORE {
        assert!(
            !names.contains(forbidden),
            "tactus-core reaches {forbidden}:\n{tree}"
        );
    }
}

fn the_devices_and_the_runtime_do_not_depend_on_each_other() {
    for (package, other) in [
        ("tactus-devices", "tactus-runtime"),
        ("tactus-runtime", "tactus-devices"),
    ] {
        // Their tests too: a device's test reads the shipped packs from the source tree, not through the runtime.
        let (names, tree) = reached(package, "normal,dev");
        assert!(names.contains("tactus-core"), "{tree}");
        assert!(
            !names.contains(other),
            "{package} depends on {other}:\n{tree}"
        );
    }
}

fn no_crate_has_a_cycle_between_its_top_level_modules() {
    for src in [
        "crates/core/src",
        "crates/runtime/src",
        "crates/devices/src",
        "src",
    ] {
        let graph = module_imports(&Path::new(ROOT).join(src));
        assert!(graph.len() > 1 || src == "src", "{src}: no modules found");
        if let Some(cycle) = find_cycle(&graph) {
            panic!(
                "{src}: the modules {} import each other",
                cycle.join(" -> ")
            );
        }
    }
}

/// For each top-level module of the crate at `src`: the other top-level modules it names (`crate::x`, or
/// `super::x` from a file at the top), outside its tests.
fn module_imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in rust_files(src) {
        let relative = file.strip_prefix(src).unwrap();
        let parts: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        let top = parts[0].trim_end_matches(".rs").to_string();
        let name = parts.last().unwrap();
        if top == "lib" || top == "main" || name.ends_with("_tests.rs") || name == "tests.rs" {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let at_top = parts.len() == 1 || name == "mod.rs";
        let mut named = names_after(code, "crate::");
        if at_top {
            named.extend(names_after(code, "super::"));
        }
        named.remove(&top);
        graph.entry(top).or_default().extend(named);
    }
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    for imports in graph.values_mut() {
        imports.retain(|m| modules.contains(m));
    }
    graph
}

/// The first path segments after each `prefix` in `code`, looking into `{…}` groups.
fn names_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        names.insert(first_segment(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            names.insert(first_segment(&item));
        } else {
            names.insert(first_segment(rest));
        }
    }
    names.remove("");
    names
}

fn first_segment(text: &str) -> String {
    text.trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().map(Result::unwrap) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// A cycle of the graph, if there is one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            let mut cycle = path[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

fn a_cycle_is_found_when_there_is_one() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", &["b"][..]),
        ("b", &["c"][..]),
        ("c", &["a"][..]),
        ("d", &[][..]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect()))
    .collect();
    assert_eq!(find_cycle(&graph).unwrap(), ["a", "b", "c", "a"]);
    assert_eq!(
        names_after("use crate::{voice::{A, B}, notation::C};", "crate::"),
        ["notation", "voice"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    );
}

/// The tests of this module, for the harness (`tests/main.rs`).
pub(crate) fn trials() -> Vec<crate::Trial> {
    #[allow(unused_mut)]
    let mut trials = vec![
        crate::trial(
            "architecture::the_core_depends_on_no_device_terminal_process_or_command_line_crate",
            the_core_depends_on_no_device_terminal_process_or_command_line_crate,
        ),
        crate::trial(
            "architecture::the_devices_and_the_runtime_do_not_depend_on_each_other",
            the_devices_and_the_runtime_do_not_depend_on_each_other,
        ),
        crate::trial(
            "architecture::no_crate_has_a_cycle_between_its_top_level_modules",
            no_crate_has_a_cycle_between_its_top_level_modules,
        ),
        crate::trial(
            "architecture::a_cycle_is_found_when_there_is_one",
            a_cycle_is_found_when_there_is_one,
        ),
    ];
    trials
}
