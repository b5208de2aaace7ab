//! The sealed move kept secret until the resumption (Guidelines I): the journal sits on a player's computer, so it
//! keeps the sealed move only enciphered with a code that the arbiter writes on the envelope. Everything else the
//! envelope shows stays readable in the journal; the move is read again only with the code (`go CODE`).
//!
//! The code is ten characters of Crockford's base 32 (50 bits, written `K7QM2-XHD9P`); the move is enciphered with a
//! SHA-256 key stream of a random salt and the code, and a check of the same three tells a wrong code from the right
//! one. A crash during the adjournment loses nothing: the journal holds the cipher, the arbiter the code.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Crockford's base 32: no I, L, O or U, so that a code read aloud or written by hand is not misread.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The sealed move as the sealer wrote it, with its coordinates when it is a legal move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealedMove {
    /// As written.
    pub written: String,
    /// Coordinates of the legal move it names; `None` for an illegal or ambiguous sealed move, which loses (I.8).
    pub uci: Option<String>,
}

/// The sealed move, enciphered: what the journal keeps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SealedSecret {
    /// Random, in hexadecimal.
    pub salt: String,
    /// The sealed move's JSON, enciphered, in hexadecimal.
    pub cipher: String,
    /// Tells the right code from a wrong one, in hexadecimal.
    pub check: String,
}

/// A code for the envelope made from 50 random bits: `K7QM2-XHD9P`.
#[must_use]
pub fn code_from(random: u64) -> String {
    let chars: String = (0..10)
        .map(|i| ALPHABET[((random >> (5 * i)) & 31) as usize] as char)
        .collect();
    format!("{}-{}", &chars[..5], &chars[5..])
}

/// A code as typed, in the form it was made: capitals, no dashes or spaces, and the letters a hand may write for a
/// digit read as that digit (O for 0, I and L for 1).
#[must_use]
pub fn normalized(code: &str) -> String {
    code.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            other => other,
        })
        .collect()
}

/// Enciphers `sealed` with `code` (as made by [`code_from`]) and `salt`.
#[must_use]
pub fn seal(sealed: &SealedMove, code: &str, salt: u64) -> SealedSecret {
    let salt = format!("{salt:016x}");
    let code = normalized(code);
    let plain = serde_json::to_vec(sealed).unwrap_or_default();
    SealedSecret {
        cipher: hex(&xor_stream(&plain, &salt, &code)),
        check: check(&salt, &code, &plain),
        salt,
    }
}

/// The sealed move, if `code` opens the envelope.
#[must_use]
pub fn open(secret: &SealedSecret, code: &str) -> Option<SealedMove> {
    let code = normalized(code);
    let cipher = unhex(&secret.cipher)?;
    let plain = xor_stream(&cipher, &secret.salt, &code);
    if check(&secret.salt, &code, &plain) != secret.check {
        return None;
    }
    serde_json::from_slice(&plain).ok()
}

/// `bytes` XOR the key stream SHA-256(salt, code, block number).
fn xor_stream(bytes: &[u8], salt: &str, code: &str) -> Vec<u8> {
    bytes
        .chunks(32)
        .enumerate()
        .flat_map(|(block, chunk)| {
            let key = Sha256::new()
                .chain_update(b"tactus sealed move")
                .chain_update(salt.as_bytes())
                .chain_update(code.as_bytes())
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

fn check(salt: &str, code: &str, plain: &[u8]) -> String {
    let digest = Sha256::new()
        .chain_update(b"tactus envelope check")
        .chain_update(salt.as_bytes())
        .chain_update(code.as_bytes())
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
            uci: Some("g1f3".into()),
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
