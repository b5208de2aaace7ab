//! Embeds every voice pack found in `voices/` into the binary, so the shipped packs work from
//! any folder and adding a language is adding a folder: no Rust code names a pack.
//!
//! The packs are the workspace's `voices/`, reached through `crates/core/voices` (a link to it, which a packaged crate
//! holds as a folder of the packs' `pack.toml`), or through `../../voices` where links are not checked out.

use std::{env, fs, path::Path};

fn main() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = if here.join("voices").is_dir() {
        here.join("voices")
    } else {
        here.join("../../voices")
    };
    println!("cargo:rerun-if-changed={}", root.display());
    let mut names: Vec<String> = fs::read_dir(&root)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.path().join("pack.toml").is_file())
                .filter_map(|e| e.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut code = String::from("/// The packs shipped in `voices/`: (name, contents of pack.toml).\npub(crate) const BUILTIN_PACKS: &[(&str, &str)] = &[\n");
    for name in &names {
        let file = root.join(name).join("pack.toml");
        println!("cargo:rerun-if-changed={}", file.display());
        code.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            file.display().to_string()
        ));
    }
    code.push_str("];\n");
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("builtin_packs.rs");
    fs::write(out, code).unwrap();
}
