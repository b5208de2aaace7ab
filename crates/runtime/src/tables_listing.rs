//! The endgame tables found, as `tactus devices` lists them: the material covered, the common endgames missing, and
//! where they were read from and more go; a line of text or a JSON object.

use crate::tablebase::Tables;

/// The tables found, in a line of text.
#[must_use]
pub fn tables_line(tables: &Tables) -> String {
    let covered = tables.covered();
    let missing = tables.missing();
    let missing = if missing.is_empty() {
        String::from("none of the common ones")
    } else {
        missing.join(", ")
    };
    let folders: Vec<String> = tables
        .folders()
        .iter()
        .map(|f| f.display().to_string())
        .collect();
    format!(
        "Tablebases: {} materials ({}) from {}; missing: {missing}; more go in {}\n",
        covered.len(),
        if covered.is_empty() {
            "-".to_string()
        } else {
            covered.join(", ")
        },
        if folders.is_empty() {
            "nowhere".to_string()
        } else {
            folders.join(", ")
        },
        tables.user_folder().display()
    )
}

/// The tables found, as a JSON object.
#[must_use]
pub fn tables_json(tables: &Tables) -> serde_json::Value {
    serde_json::json!({
        "covered": tables.covered(),
        "missing": tables.missing(),
        "folders": tables.folders().iter().map(|f| f.display().to_string()).collect::<Vec<_>>(),
        "user_folder": tables.user_folder().display().to_string(),
    })
}
