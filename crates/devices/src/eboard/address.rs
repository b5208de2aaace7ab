//! Where a board is reached, as the command line writes it: `dgt:/dev/ttyACM0`, `millennium:COM3`, `livechess`,
//! `livechess:ws://host:port/api/v1.0#serialnr`, or a kind alone (`dgt`: the first port that answers as one).

use std::fmt;

use tactus_core::BoardKind;

/// Where LiveChess listens when no address is given.
pub(crate) const LIVECHESS_DEFAULT: &str = "ws://127.0.0.1:1982/api/v1.0";

/// A board's kind and where it is reached: a serial port's name (empty: the first port that answers as this kind),
/// or LiveChess's URL (with `#serialnr` to choose one of its boards).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardAddress {
    /// The protocol it speaks.
    pub kind: BoardKind,
    /// The port or URL.
    pub place: String,
}

/// Why a board's address does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// The kind before the colon is none tactus reads.
    UnknownKind(String),
    /// LiveChess's address is not a plain `ws://host:port/path` URL.
    NotWebSocket(String),
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AddressError::UnknownKind(kind) => write!(
                f,
                "\"{kind}\" is no kind of board tactus reads (dgt, millennium or livechess)"
            ),
            AddressError::NotWebSocket(url) => write!(
                f,
                "\"{url}\" is not a LiveChess address (ws://host:port/path, without TLS)"
            ),
        }
    }
}

impl std::error::Error for AddressError {}

impl BoardAddress {
    /// Reads an address as the command line writes it.
    ///
    /// # Errors
    /// An unknown kind, or a LiveChess address that is not a `ws://` URL.
    pub fn parse(text: &str) -> Result<BoardAddress, AddressError> {
        let (kind_name, place) = text.split_once(':').unwrap_or((text, ""));
        let kind = BoardKind::from_name(kind_name.trim())
            .ok_or_else(|| AddressError::UnknownKind(kind_name.to_string()))?;
        let place = match (kind, place.trim()) {
            (BoardKind::LiveChess, "") => LIVECHESS_DEFAULT.to_string(),
            (BoardKind::LiveChess, url) => {
                WebSocketUrl::parse(url)?;
                url.to_string()
            }
            (_, port) => port.to_string(),
        };
        Ok(BoardAddress { kind, place })
    }

    /// The address as the command line writes it.
    #[must_use]
    pub fn written(&self) -> String {
        if self.place.is_empty() {
            self.kind.name().to_string()
        } else {
            format!("{}:{}", self.kind.name(), self.place)
        }
    }
}

/// A LiveChess URL taken apart: the host and port to connect to, the URL to ask for, the board's serial number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct WebSocketUrl {
    /// `host:port` (port 80 when none is written).
    pub authority: String,
    /// The URL without its `#serialnr`.
    pub url: String,
    /// The serial number after `#`, if one is written.
    pub serialnr: Option<String>,
}

impl WebSocketUrl {
    /// Takes a `ws://host[:port][/path][#serialnr]` URL apart.
    ///
    /// # Errors
    /// Anything else (`wss://` included: tactus speaks to LiveChess on the local machine, without TLS).
    pub(crate) fn parse(text: &str) -> Result<WebSocketUrl, AddressError> {
        let refused = || AddressError::NotWebSocket(text.to_string());
        let (url, serialnr) = match text.split_once('#') {
            Some((url, serial)) if !serial.is_empty() => (url, Some(serial.to_string())),
            Some((url, _)) => (url, None),
            None => (text, None),
        };
        let rest = url.strip_prefix("ws://").ok_or_else(refused)?;
        let host_and_port = rest.split('/').next().unwrap_or_default();
        if host_and_port.is_empty() || host_and_port.contains(char::is_whitespace) {
            return Err(refused());
        }
        let authority = match host_and_port.rsplit_once(':') {
            Some((host, port)) if !host.is_empty() && port.parse::<u16>().is_ok() => {
                host_and_port.to_string()
            }
            Some(_) => return Err(refused()),
            None => format!("{host_and_port}:80"),
        };
        Ok(WebSocketUrl {
            authority,
            url: url.to_string(),
            serialnr,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(kind: BoardKind, place: &str) -> BoardAddress {
        BoardAddress {
            kind,
            place: place.to_string(),
        }
    }

    #[test]
    fn addresses_read_as_the_command_line_writes_them() {
        let cases = [
            ("dgt:/dev/ttyACM0", address(BoardKind::Dgt, "/dev/ttyACM0")),
            ("millennium:COM3", address(BoardKind::Millennium, "COM3")),
            ("DGT", address(BoardKind::Dgt, "")),
            (
                "livechess",
                address(BoardKind::LiveChess, LIVECHESS_DEFAULT),
            ),
            (
                "livechess:ws://10.0.0.2:1982/api/v1.0#23946",
                address(BoardKind::LiveChess, "ws://10.0.0.2:1982/api/v1.0#23946"),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(BoardAddress::parse(text), Ok(expected.clone()), "{text}");
            assert_eq!(BoardAddress::parse(&expected.written()), Ok(expected));
        }
    }

    #[test]
    fn unknown_kinds_and_urls_that_are_not_plain_websockets_are_refused() {
        assert_eq!(
            BoardAddress::parse("chessnut:/dev/x"),
            Err(AddressError::UnknownKind("chessnut".into()))
        );
        for url in [
            "wss://host:1982/api",
            "http://host",
            "ws://",
            "ws://host:port/x",
            "ws://:1982",
        ] {
            let refused = BoardAddress::parse(&format!("livechess:{url}"));
            assert_eq!(
                refused,
                Err(AddressError::NotWebSocket(url.into())),
                "{url}"
            );
            assert!(refused.unwrap_err().to_string().contains(url));
        }
    }

    #[test]
    fn a_livechess_url_comes_apart_into_where_to_connect_and_which_board() {
        assert_eq!(
            WebSocketUrl::parse("ws://127.0.0.1:1982/api/v1.0#23946"),
            Ok(WebSocketUrl {
                authority: "127.0.0.1:1982".into(),
                url: "ws://127.0.0.1:1982/api/v1.0".into(),
                serialnr: Some("23946".into()),
            })
        );
        let plain = WebSocketUrl::parse("ws://localhost").unwrap();
        assert_eq!(
            (plain.authority.as_str(), plain.serialnr),
            ("localhost:80", None)
        );
    }
}
