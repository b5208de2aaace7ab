//! The `tactus` command line as a library: its options (`cli`) and one module per subcommand (`commands`), each
//! wiring `tactus-core`'s sessions to `tactus-runtime`'s loop and `tactus-devices`. The binary (`main.rs`) only
//! parses and turns the result into an exit code; benchmarks drive the subcommands from here.

pub mod cli;
pub mod commands;
