//! Where the token may be sent: the server's address is checked before any request, so that the bearer token never
//! crosses a network in clear. `https://` anywhere; plain `http://` only to this computer (a loopback address:
//! `localhost`, `127.0.0.0/8`, `::1`), as a test server or a local proxy is.

use std::net::IpAddr;

/// Why a server's address is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    /// Neither `https://` nor `http://`.
    #[error("the server's address must start with https://")]
    NotHttp,
    /// Plain `http://` to a host that is not this computer: the token would travel unencrypted.
    #[error("plain http to {host} would send the token unencrypted")]
    PlainHttp {
        /// The host named.
        host: String,
    },
}

/// Checks that the token may be sent to `url`.
///
/// # Errors
/// [`AddressError::NotHttp`] for another scheme or none, [`AddressError::PlainHttp`] for `http://` to a host that is
/// not a loopback address.
pub(crate) fn check_address(url: &str) -> Result<(), AddressError> {
    let url = url.trim();
    let lower = url.to_ascii_lowercase();
    if lower.starts_with("https://") {
        return Ok(());
    }
    let Some(rest) = lower.strip_prefix("http://") else {
        return Err(AddressError::NotHttp);
    };
    let host = host_of(rest);
    if is_loopback(host) {
        Ok(())
    } else {
        Err(AddressError::PlainHttp {
            host: host.to_string(),
        })
    }
}

/// The host of an address after its scheme: the authority (up to a path, query or fragment) without any user and
/// port; an IPv6 address without its brackets.
fn host_of(rest: &str) -> &str {
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let authority = authority.rsplit('@').next().unwrap_or(authority);
    if let Some(bracketed) = authority.strip_prefix('[') {
        return bracketed.split(']').next().unwrap_or("");
    }
    authority.split(':').next().unwrap_or("")
}

fn is_loopback(host: &str) -> bool {
    let host = host.trim_end_matches('.');
    // `localhost` itself, never a name under it: without a resolver that keeps `*.localhost` here, such a name goes
    // to the DNS, which may answer with any address.
    host == "localhost" || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// The server named by `given` (`--server`), else by `TACTUS_LICHESS_URL`, else lichess itself.
#[must_use]
pub fn server(given: Option<&str>) -> String {
    given
        .map(str::to_string)
        .or_else(|| {
            std::env::var("TACTUS_LICHESS_URL")
                .ok()
                .filter(|url| !url.trim().is_empty())
        })
        .unwrap_or_else(|| "https://lichess.org".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn https_goes_anywhere_and_plain_http_only_to_this_computer() {
        for good in [
            "https://lichess.org",
            "HTTPS://example.com:8443/x",
            "http://127.0.0.1:8080",
            "http://127.3.4.5",
            "http://localhost:9000/",
            "http://LOCALHOST",
            "http://[::1]:8080/api",
            "http://user@127.0.0.1:1",
        ] {
            assert_eq!(check_address(good), Ok(()), "{good}");
        }
        for (bad, host) in [
            ("http://lichess.org", "lichess.org"),
            ("http://192.168.1.5:8080", "192.168.1.5"),
            ("http://127.0.0.1.evil.com", "127.0.0.1.evil.com"),
            ("http://api.localhost:8080", "api.localhost"),
            ("http://localhost@evil.com", "evil.com"),
            ("http://[2001:db8::1]:80", "2001:db8::1"),
            ("http://10.0.0.1/?h=127.0.0.1", "10.0.0.1"),
        ] {
            assert_eq!(
                check_address(bad),
                Err(AddressError::PlainHttp { host: host.into() }),
                "{bad}"
            );
        }
        for odd in ["lichess.org", "ftp://lichess.org", ""] {
            assert_eq!(check_address(odd), Err(AddressError::NotHttp), "{odd}");
        }
    }
}
