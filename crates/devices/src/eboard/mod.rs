//! The sighted player's electronic board, reached: the protocols decoded from their bytes or text (`dgt`,
//! `millennium`, `livechess`: pure, compiled with or without the `eboard` feature, fuzzed), where a board is reached
//! (`address`), and with the `eboard` feature the drivers: a [`BoardConnection`] owns a thread that keeps a board
//! connected (again after it was lost), asks it for its whole placement, and hands what it reports to the loop, by
//! itself in real time or when asked in virtual time; [`find_boards`] lists the boards found for `tactus devices` and
//! `--board auto`, writing only to the serial ports that identify as a board (`ports`) and never to one another
//! program holds (`held`).

pub(crate) mod address;
#[cfg(feature = "eboard")]
mod connection;
pub(crate) mod dgt;
#[cfg(feature = "eboard")]
pub(crate) mod find;
#[cfg(feature = "eboard")]
pub(crate) mod held;
pub(crate) mod livechess;
#[cfg(feature = "eboard")]
mod livechess_link;
pub(crate) mod millennium;
#[cfg(feature = "eboard")]
pub(crate) mod ports;
#[cfg(feature = "eboard")]
mod schedule;
#[cfg(feature = "eboard")]
mod serial;
#[cfg(test)]
mod splits;
#[cfg(feature = "eboard")]
mod worker;

pub use address::BoardAddress;
#[cfg(feature = "eboard")]
pub(crate) use address::{AddressError, LIVECHESS_DEFAULT};
#[cfg(feature = "eboard")]
pub(crate) use connection::{BoardConnection, Delivery};
#[cfg(feature = "eboard")]
pub(crate) use find::{find_boards, FoundBoard, NotProbed, Probing};
