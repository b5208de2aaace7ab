//! The arguments the grammar hands on as text, each under a name that says who reads it next: a move for the move
//! reader, free text said or written as it is (a chat message, a resumption's time and place, a reason), an
//! envelope's code for the envelope.

use std::{fmt, ops::Deref};

/// Declares a named text argument: built from what was typed, read as `&str`.
macro_rules! text {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $name(String);

        impl $name {
            /// The text, as typed.
            #[must_use]
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl Deref for $name {
            type Target = str;

            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl From<&str> for $name {
            fn from(text: &str) -> Self {
                $name(text.to_string())
            }
        }

        impl From<String> for $name {
            fn from(text: String) -> Self {
                $name(text)
            }
        }

        impl From<$name> for String {
            fn from(text: $name) -> String {
                text.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

text!(
    /// A move as typed ("e4", "Springer Felix drei", "0-0", a sheet's "1. e4 e5"), read later by the move reader
    /// against the position.
    MoveText
);

text!(
    /// Text taken as it is: a chat message, a resumption's date and place, an arbiter's reason, a described
    /// board; or what was typed, quoted back in a refusal.
    FreeText
);

text!(
    /// The code of a sealed move's envelope, as typed (ten letters and digits, in any grouping).
    EnvelopeCode
);

/// A code as typed, in the form it was made: capitals, no dashes or spaces, and the letters a hand may write for a
/// digit read as that digit (O for 0, I and L for 1).
#[must_use]
pub(crate) fn normalized_code(code: &str) -> String {
    code.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| match c.to_ascii_uppercase() {
            'O' => '0',
            'I' | 'L' => '1',
            other => other,
        })
        .collect()
}
