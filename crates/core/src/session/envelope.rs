//! The sealed move kept secret until the resumption (Guidelines I): the journal sits on a player's computer, so it
//! keeps the sealed move only enciphered with a code that the arbiter writes on the envelope. Everything else the
//! envelope shows stays readable in the journal; the move is read again only with the code (`go CODE`).
//!
//! The code is ten characters of Crockford's base 32 (50 bits, written `K7QM2-XHD9P`). The key is derived from the
//! code and a random salt with Argon2id (64 MiB, three passes), so that each code tried costs that much memory and
//! time, and trying all 2^50 is out of reach; the move is enciphered with a SHA-256 key stream of the key, and a
//! check of the key and the move tells a wrong code from the right one. The move is padded to one length before it
//! is enciphered, so the cipher's length tells nothing of the move (a capture, a promotion, an illegal move).
//! Journals written before (version 1: the key stream and check of the salt and the code alone, unpadded) still open.
//! A crash during the adjournment loses nothing: the journal holds the cipher, the arbiter the code.

use argon2::{Algorithm, Argon2, Params, Version};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use shakmaty::uci::UciMove;

/// The envelope written now: the key derived with Argon2id, the move padded.
const CURRENT: u32 = 2;
/// The envelope written before the version was marked: the key stream of the salt and the code.
const FIRST: u32 = 1;
/// The enciphered move's length is a multiple of this many bytes (every sealed move as written fits one).
const PADDED_TO: usize = 128;
/// Argon2id's memory in KiB, passes and lanes: about a third of a second for one code on a desktop computer.
const ARGON2_MEMORY_KIB: u32 = 64 * 1024;
const ARGON2_PASSES: u32 = 3;
const ARGON2_LANES: u32 = 1;

/// Crockford's base 32: no I, L, O or U, so that a code read aloud or written by hand is not misread.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The sealed move as the sealer wrote it, with its coordinates when it is a legal move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SealedMove {
    /// As written.
    pub(crate) written: String,
    /// Coordinates of the legal move it names; `None` for an illegal or ambiguous sealed move, which loses (I.8).
    #[serde(with = "super::record::uci_text::optional")]
    pub(crate) uci: Option<UciMove>,
}

/// The sealed move, enciphered: what the journal keeps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealedSecret {
    /// Random, in hexadecimal.
    pub(crate) salt: String,
    /// The sealed move's JSON, enciphered, in hexadecimal.
    pub(crate) cipher: String,
    /// Tells the right code from a wrong one, in hexadecimal.
    pub(crate) check: String,
    /// How the key is derived and the move padded: absent (1) in journals written before Argon2id.
    #[serde(default = "first_version", skip_serializing_if = "is_first_version")]
    pub version: u32,
}

fn first_version() -> u32 {
    FIRST
}

fn is_first_version(version: &u32) -> bool {
    *version == FIRST
}

/// A code for the envelope made from 50 random bits: `K7QM2-XHD9P`.
#[must_use]
pub(crate) fn code_from(random: u64) -> String {
    let chars: String = (0..10)
        .map(|i| ALPHABET[((random >> (5 * i)) & 31) as usize] as char)
        .collect();
    format!("{}-{}", &chars[..5], &chars[5..])
}

pub(crate) use crate::registry::normalized_code as normalized;

/// Enciphers `sealed` with `code` (as made by [`code_from`]) and `salt`, padded with spaces (which JSON ignores) to a
/// multiple of `PADDED_TO` bytes.
#[must_use]
pub(crate) fn seal(sealed: &SealedMove, code: &str, salt: u64) -> SealedSecret {
    let salt = format!("{salt:016x}");
    // A salt of 16 hexadecimal digits is within Argon2's bounds: the key is always derived.
    let key = derived_key(&salt, &normalized(code)).unwrap_or_default();
    let mut plain = serde_json::to_vec(sealed).unwrap_or_default();
    plain.resize(plain.len().div_ceil(PADDED_TO).max(1) * PADDED_TO, b' ');
    SealedSecret {
        cipher: hex(&xor_stream(&plain, &salt, &key)),
        check: check(&salt, &key, &plain),
        salt,
        version: CURRENT,
    }
}

/// The sealed move, if `code` opens the envelope; an envelope of a version this program does not know opens with
/// no code.
#[must_use]
pub(crate) fn open(secret: &SealedSecret, code: &str) -> Option<SealedMove> {
    let code = normalized(code);
    let key = match secret.version {
        FIRST => code.into_bytes(),
        CURRENT => derived_key(&secret.salt, &code)?.to_vec(),
        _ => return None,
    };
    let cipher = unhex(&secret.cipher)?;
    let plain = xor_stream(&cipher, &secret.salt, &key);
    if check(&secret.salt, &key, &plain) != secret.check {
        return None;
    }
    serde_json::from_slice(&plain).ok()
}

/// The key of a version 2 envelope: Argon2id of the code, salted; `None` for a salt Argon2 refuses (shorter than
/// eight bytes, in a damaged journal).
fn derived_key(salt: &str, code: &str) -> Option<[u8; 32]> {
    let mut key = [0; 32];
    let params = Params::new(
        ARGON2_MEMORY_KIB,
        ARGON2_PASSES,
        ARGON2_LANES,
        Some(key.len()),
    )
    .ok()?;
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
        .hash_password_into(code.as_bytes(), salt.as_bytes(), &mut key)
        .ok()?;
    Some(key)
}

/// `bytes` XOR the key stream SHA-256(salt, key, block number); the key is the code itself in version 1.
fn xor_stream(bytes: &[u8], salt: &str, code: &[u8]) -> Vec<u8> {
    bytes
        .chunks(32)
        .enumerate()
        .flat_map(|(block, chunk)| {
            let key = Sha256::new()
                .chain_update(b"tactus sealed move")
                .chain_update(salt.as_bytes())
                .chain_update(code)
                .chain_update((block as u64).to_be_bytes())
                .finalize();
            chunk
                .iter()
                .zip(key)
                .map(|(b, k)| b ^ k)
                .collect::<Vec<_>>()
        })
        .collect()
}

fn check(salt: &str, code: &[u8], plain: &[u8]) -> String {
    let digest = Sha256::new()
        .chain_update(b"tactus envelope check")
        .chain_update(salt.as_bytes())
        .chain_update(code)
        .chain_update(plain)
        .finalize();
    hex(&digest[..16])
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_code_opens_the_envelope() {
        let sealed = SealedMove {
            written: "Nf3".into(),
            uci: Some("g1f3".parse().unwrap()),
        };
        let code = code_from(0x0123_4567_89ab_cdef);
        assert_eq!(code.len(), 11);
        let secret = seal(&sealed, &code, 42);
        assert!(!secret.cipher.contains(&hex(b"g1f3")));
        assert_eq!(open(&secret, &code), Some(sealed.clone()));
        // Written by hand: small letters, no dash, O for 0.
        let by_hand = code.to_lowercase().replace('-', " ").replace('0', "o");
        assert_eq!(open(&secret, &by_hand), Some(sealed));
        assert_eq!(open(&secret, &code_from(7)), None);
        assert_eq!(open(&secret, ""), None);
    }

    #[test]
    fn every_sealed_move_is_enciphered_to_one_length() {
        let lengths: Vec<usize> = [("e5", Some("e7e5")), ("Nf6", Some("g8f6")), ("Ke7", None)]
            .into_iter()
            .map(|(written, uci)| {
                let sealed = SealedMove {
                    written: written.into(),
                    uci: uci.map(|uci| uci.parse().unwrap()),
                };
                seal(&sealed, &code_from(5), 9).cipher.len()
            })
            .collect();
        assert_eq!(lengths, [2 * PADDED_TO; 3]);
    }

    #[test]
    fn the_key_is_not_the_code_and_the_salt_hashed_once() {
        let sealed = SealedMove {
            written: "e5".into(),
            uci: Some("e7e5".parse().unwrap()),
        };
        let code = code_from(11);
        let secret = seal(&sealed, &code, 3);
        assert_eq!(secret.version, CURRENT);
        // Opened as an envelope of the first version (one SHA-256 of the salt and the code), it does not open.
        let as_first = SealedSecret {
            version: FIRST,
            ..secret.clone()
        };
        assert_eq!(open(&as_first, &code), None);
        assert_eq!(open(&secret, &code), Some(sealed));
        // A damaged salt, too short for Argon2, opens nothing and panics nowhere.
        let short = SealedSecret {
            salt: "ab".into(),
            ..secret
        };
        assert_eq!(open(&short, &code), None);
    }

    #[test]
    fn an_envelope_of_the_first_version_still_opens() {
        // Written by the program before the key was derived with Argon2id (tests/data/journal-envelope-sha256.jsonl).
        let secret: SealedSecret = serde_json::from_str(
            r#"{"salt":"0cf452f558a17ac5","cipher":"14e263ae6136931fefd142a5694ffc94edea3764e933316ea08feadbcf","check":"dc89cf519006f7900ce2d4fb931349cc"}"#,
        )
        .unwrap();
        assert_eq!(secret.version, FIRST);
        let opened = open(&secret, "8MTMJ-T6R4W").unwrap();
        assert_eq!(
            opened.uci.map(|uci| uci.to_string()).as_deref(),
            Some("e7e5")
        );
        assert_eq!(open(&secret, &code_from(1)), None);
    }

    #[test]
    fn codes_use_the_unambiguous_alphabet() {
        for random in [0, u64::MAX, 0x5555_5555_5555_5555] {
            let code = code_from(random);
            assert!(code
                .chars()
                .all(|c| c == '-' || ALPHABET.contains(&(c as u8))));
            assert_eq!(normalized(&code).len(), 10);
        }
    }
}
