//! `tactus compare SHEET_A SHEET_B`: where two scoresheet files agree up to, and where they first differ
//! (docs/cli.md). Exit code 0 when they agree, 1 when they differ, 2 when a sheet cannot be read.

use std::process::ExitCode;

use super::{running, Failure};
use crate::cli::{CompareArgs, Format};
use tactus_core::{compare_sheets, MoveReader};
use tactus_runtime::{comparison_lines, read_sheet};

/// Compares the two sheets and prints the result.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a sheet that cannot be read or sheets that cannot be compared.
pub(crate) fn run(args: &CompareArgs) -> Result<ExitCode, Failure> {
    let pack = tactus_runtime::load_voice(&args.common.voice)?;
    let reader = MoveReader::for_pack(args.common.letters(&pack), &pack);
    let a = read_sheet(&pack, &reader, "A", &args.sheet_a)?;
    let b = read_sheet(&pack, &reader, "B", &args.sheet_b)?;
    let compared = compare_sheets(&a, &b, &reader)?;
    let json = args.common.format == Format::Json;
    let text = comparison_lines(&pack, args.common.style.into(), &compared, json)?;
    running::print(&text)?;
    Ok(if compared.first_difference.is_none() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
