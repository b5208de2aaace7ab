//! The serial ports tactus may look for boards on, and which of them say they are a board: a port is only written to
//! when it identifies as one (its USB ids or names), when the user names it, or when the user asks for every port to
//! be probed. Anything else on a serial port (a braille display on a USB-serial adapter, a modem, a microcontroller)
//! gets no byte it did not ask for.
//!
//! What identifies a board (the published facts):
//! - USB `045b:8111`: the DGT e-board's own USB interface (Renesas' vendor id; `fnogatz/dgtchess` issue #14, 2023,
//!   "correct vendor/device IDs for the DGT Smart Board");
//! - a USB manufacturer or product name with the word `DGT` (a DGT board on USB names itself "DGT", "DGT Chessboard":
//!   `/dev/serial/by-id/usb-DGT_DGT_Chessboard-if00`, picochess group, 2012), `Millennium` or `ChessLink`.
//!
//! Not enough: a generic USB-serial chip's ids (FTDI `0403:6001` "USB <-> Serial" carried older DGT boards, picochess
//! issue #44, 2015; CP210x, CH340), which BRLTTY also claims for braille displays, and a Bluetooth serial port, which
//! may be any paired device. Those are listed without a byte written, and probed only when asked.

use serialport::SerialPortType;

/// The environment variable naming serial ports the system does not list (a pseudo-terminal, a port forwarded from
/// another machine), separated as `PATH` is: listed like any port that does not identify as a board.
pub(crate) const EXTRA_PORTS: &str = "TACTUS_SERIAL_PORTS";

/// The DGT e-board's own USB vendor and product ids.
const DGT_USB: (u16, u16) = (0x045b, 0x8111);

/// The words in a USB manufacturer or product name that say the device is a board.
const BOARD_WORDS: [&str; 3] = ["dgt", "millennium", "chesslink"];

/// A serial port as the system lists it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SerialPortSeen {
    /// Its name (`/dev/ttyACM0`, `COM3`).
    pub place: String,
    /// Its USB ids and names, when it is a USB port.
    pub usb: Option<UsbSeen>,
    /// Whether it is a Bluetooth serial port.
    pub bluetooth: bool,
}

/// A USB port's ids and names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct UsbSeen {
    /// The vendor id.
    pub vid: u16,
    /// The product id.
    pub pid: u16,
    /// The manufacturer's name, if the device gives one.
    pub manufacturer: Option<String>,
    /// The product's name, if the device gives one.
    pub product: Option<String>,
}

impl SerialPortSeen {
    /// A port known by its name alone.
    #[must_use]
    pub(crate) fn named(place: &str) -> SerialPortSeen {
        SerialPortSeen {
            place: place.to_string(),
            ..SerialPortSeen::default()
        }
    }

    /// Whether the port says it is an electronic board: the DGT board's USB ids, or a board's name in its USB names.
    #[must_use]
    pub(crate) fn identifies_as_board(&self) -> bool {
        let Some(usb) = &self.usb else {
            return false;
        };
        if (usb.vid, usb.pid) == DGT_USB {
            return true;
        }
        [&usb.manufacturer, &usb.product]
            .into_iter()
            .flatten()
            .any(|name| names_a_board(name))
    }

    /// What is known of it, in a few words: its USB ids and names, or Bluetooth.
    #[must_use]
    pub(crate) fn about(&self) -> String {
        match &self.usb {
            Some(usb) => {
                let names = [&usb.manufacturer, &usb.product]
                    .into_iter()
                    .flatten()
                    .map(String::as_str)
                    .collect::<Vec<_>>();
                let ids = format!("USB {:04x}:{:04x}", usb.vid, usb.pid);
                if names.is_empty() {
                    ids
                } else {
                    format!("{ids} {}", names.join(" "))
                }
            }
            None if self.bluetooth => "Bluetooth".to_string(),
            None => String::new(),
        }
    }
}

/// Whether `name` has a board's word in it, as a word of its own (`DGT Chessboard`, `DGT_BOARD`, not `DGTX`).
fn names_a_board(name: &str) -> bool {
    name.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|word| {
            BOARD_WORDS
                .iter()
                .any(|board| word.eq_ignore_ascii_case(board))
        })
}

/// The serial ports the system lists, then those named in [`EXTRA_PORTS`] (`extra`, its value) that it does not.
#[must_use]
pub(crate) fn serial_ports(extra: Option<&std::ffi::OsStr>) -> Vec<SerialPortSeen> {
    let mut ports: Vec<SerialPortSeen> = serialport::available_ports()
        .unwrap_or_default()
        .into_iter()
        .map(|port| {
            let (usb, bluetooth) = match port.port_type {
                SerialPortType::UsbPort(usb) => (
                    Some(UsbSeen {
                        vid: usb.vid,
                        pid: usb.pid,
                        manufacturer: usb.manufacturer,
                        product: usb.product,
                    }),
                    false,
                ),
                SerialPortType::BluetoothPort => (None, true),
                SerialPortType::PciPort | SerialPortType::Unknown => (None, false),
            };
            SerialPortSeen {
                place: port.port_name,
                usb,
                bluetooth,
            }
        })
        .collect();
    for path in extra.map(std::env::split_paths).into_iter().flatten() {
        let place = path.to_string_lossy().into_owned();
        if !place.is_empty() && !ports.iter().any(|port| port.place == place) {
            ports.push(SerialPortSeen::named(&place));
        }
    }
    ports
}

#[cfg(test)]
mod tests {
    use super::*;

    fn usb(
        vid: u16,
        pid: u16,
        manufacturer: Option<&str>,
        product: Option<&str>,
    ) -> SerialPortSeen {
        SerialPortSeen {
            place: "/dev/ttyACM0".into(),
            usb: Some(UsbSeen {
                vid,
                pid,
                manufacturer: manufacturer.map(str::to_string),
                product: product.map(str::to_string),
            }),
            bluetooth: false,
        }
    }

    #[test]
    fn a_board_is_known_by_its_usb_ids_or_a_boards_name() {
        let boards = [
            usb(0x045b, 0x8111, None, None),
            usb(0x2341, 0x0001, Some("DGT"), Some("DGT Chessboard")),
            usb(
                0x10c4,
                0xea60,
                Some("Silicon Labs"),
                Some("Millennium ChessLink"),
            ),
            usb(0x0403, 0x6001, None, Some("CHESSLINK_USB")),
        ];
        for port in boards {
            assert!(port.identifies_as_board(), "{port:?}");
        }
    }

    #[test]
    fn generic_adapters_bluetooth_and_unnamed_ports_are_not_known_as_boards() {
        let others = [
            usb(0x0403, 0x6001, Some("FTDI"), Some("USB <-> Serial")),
            usb(
                0x10c4,
                0xea60,
                Some("Silicon Labs"),
                Some("CP2102 USB to UART Bridge Controller"),
            ),
            usb(0x1a86, 0x7523, None, Some("USB Serial")),
            usb(0x1c71, 0xc005, Some("Papenmeier"), Some("DGTX braille")),
            usb(0x045b, 0x0261, None, None),
            SerialPortSeen {
                bluetooth: true,
                ..SerialPortSeen::named("/dev/rfcomm0")
            },
            SerialPortSeen::named("/dev/ttyS0"),
        ];
        for port in others {
            assert!(!port.identifies_as_board(), "{port:?}");
        }
    }

    #[test]
    fn a_port_is_described_by_its_ids_and_names() {
        assert_eq!(
            usb(0x045b, 0x8111, Some("DGT"), Some("DGT Chessboard")).about(),
            "USB 045b:8111 DGT DGT Chessboard"
        );
        assert_eq!(usb(0x0403, 0x6001, None, None).about(), "USB 0403:6001");
        let bluetooth = SerialPortSeen {
            bluetooth: true,
            ..SerialPortSeen::named("/dev/rfcomm0")
        };
        assert_eq!(bluetooth.about(), "Bluetooth");
        assert_eq!(SerialPortSeen::named("/dev/ttyS0").about(), "");
    }

    #[test]
    fn ports_named_in_the_environment_follow_the_systems_once_each() {
        let extra = std::env::join_paths(["/tmp/a", "/tmp/b", "/tmp/a"]).unwrap();
        let ports = serial_ports(Some(&extra));
        let named: Vec<&str> = ports
            .iter()
            .map(|port| port.place.as_str())
            .filter(|place| place.starts_with("/tmp/"))
            .collect();
        assert_eq!(named, ["/tmp/a", "/tmp/b"]);
        assert!(ports
            .iter()
            .filter(|port| port.place.starts_with("/tmp/"))
            .all(|port| !port.identifies_as_board()));
    }
}
