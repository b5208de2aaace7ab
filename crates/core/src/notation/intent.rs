//! What a typed move says, before it meets a position: which piece, from where, to where.
//!
//! Typed text is read into one or more [`Intent`]s (more than one only when lower-case input is
//! truly ambiguous, like `bc4`: a b-pawn capture or a bishop move). SAN is parsed by `shakmaty`
//! after the piece letters are translated; coordinates and castling signs are recognised here;
//! phonetic words are read by [`super::phonetic`].

use shakmaty::{san::San, CastlingSide, File, Move, Rank, Role, Square};

use super::Notation;

/// A move as the user described it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    Castle(CastlingSide),
    Move {
        /// `None` when the input names squares only (coordinates): any piece.
        role: Option<Role>,
        from_file: Option<File>,
        from_rank: Option<Rank>,
        /// The input said "takes" (a capture word may be left out, so `false` means "not said").
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    },
}

impl Intent {
    /// A move given by its squares (the board cursor's pick): any piece from `from` to `to`.
    #[must_use]
    pub(crate) fn squares(from: Square, to: Square, promotion: Option<Role>) -> Intent {
        Intent::Move {
            role: None,
            from_file: Some(from.file()),
            from_rank: Some(from.rank()),
            capture: false,
            to,
            promotion,
        }
    }

    /// A legal move as an intent that resolves to that move again (the engine's reply, checked legal).
    #[must_use]
    pub fn of(mv: Move) -> Intent {
        match mv {
            Move::Castle { king, rook } => Intent::Castle(if rook.file() > king.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            }),
            _ => Intent::Move {
                role: Some(mv.role()),
                from_file: mv.from().map(Square::file),
                from_rank: mv.from().map(Square::rank),
                capture: mv.is_capture(),
                to: mv.to(),
                promotion: mv.promotion(),
            },
        }
    }

    /// The move as coordinates ("e2e4", "e7e8q"; castling as the king's squares), for the words of a refusal.
    #[must_use]
    pub(crate) fn coordinates(&self) -> String {
        match self {
            Intent::Castle(CastlingSide::KingSide) => "O-O".to_string(),
            Intent::Castle(CastlingSide::QueenSide) => "O-O-O".to_string(),
            Intent::Move {
                from_file,
                from_rank,
                to,
                promotion,
                ..
            } => {
                let mut text = String::new();
                if let Some(file) = from_file {
                    text.push(file.char());
                }
                if let Some(rank) = from_rank {
                    text.push(rank.char());
                }
                text.push_str(&to.to_string());
                if let Some(role) = promotion {
                    text.push(role.char());
                }
                text
            }
        }
    }
}

/// Reads castling signs, coordinates and SAN (any piece letters). `None` when the text is
/// none of these (it may still be phonetic words).
pub(crate) fn read_symbols(text: &str, notation: Notation) -> Option<Vec<Intent>> {
    let compact = strip_annotations(text);
    if compact.is_empty() {
        return None;
    }
    if let Some(side) = castling(&compact) {
        return Some(vec![Intent::Castle(side)]);
    }
    if let Some(intent) = coordinates(&compact, notation) {
        return Some(vec![intent]);
    }
    let intents = san_variants(&compact, notation);
    (!intents.is_empty()).then_some(intents)
}

/// Removes spaces, check and mate signs, move quality marks and "e.p.".
fn strip_annotations(text: &str) -> String {
    let mut s: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    for suffix in ["e.p.", "e.p", "ep"] {
        if s.len() > suffix.len() && s.to_ascii_lowercase().ends_with(suffix) {
            s.truncate(s.len() - suffix.len());
        }
    }
    s.chars()
        .filter(|c| !matches!(c, '+' | '#' | '!' | '?'))
        .map(|c| if c == ':' { 'x' } else { c })
        .collect()
}

fn castling(s: &str) -> Option<CastlingSide> {
    let signs: String = s
        .chars()
        .filter(|c| *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    match signs.as_str() {
        "OO" | "00" => Some(CastlingSide::KingSide),
        "OOO" | "000" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// `g1f3`, `g1-f3`, `g1xf3`, `e7e8q`, `e7-e8=Q` (spaces were already removed: `g1 f3`).
fn coordinates(s: &str, notation: Notation) -> Option<Intent> {
    let chars: Vec<char> = s
        .chars()
        .filter(|c| !matches!(c, '-' | '=' | '/' | '(' | ')'))
        .collect();
    let square = |f: char, r: char| {
        let file = File::from_char(f.to_ascii_lowercase())?;
        let rank = Rank::from_char(r)?;
        Some(Square::from_coords(file, rank))
    };
    let (from, rest) = match chars.as_slice() {
        [f1, r1, rest @ ..] => (square(*f1, *r1)?, rest),
        _ => return None,
    };
    let (capture, rest) = match rest {
        ['x' | 'X', rest @ ..] => (true, rest),
        rest => (false, rest),
    };
    let (to, promotion) = match rest {
        [f2, r2] => (square(*f2, *r2)?, None),
        // UCI writes the promotion in English letters (e7e8q, e7e8r) whatever the notation.
        [f2, r2, p] => {
            let piece =
                promotion_piece(*p, Notation::En).or_else(|| promotion_piece(*p, notation))?;
            (square(*f2, *r2)?, Some(piece))
        }
        _ => return None,
    };
    Some(Intent::Move {
        role: None,
        from_file: Some(from.file()),
        from_rank: Some(from.rank()),
        capture,
        to,
        promotion,
    })
}

fn promotion_piece(letter: char, notation: Notation) -> Option<Role> {
    notation
        .piece(letter)
        .filter(|r| !matches!(r, Role::King | Role::Pawn))
}

/// SAN with any piece letters, as shakmaty reads it; lower-case input may mean two things.
fn san_variants(s: &str, notation: Notation) -> Vec<Intent> {
    let without_dashes: String = s.chars().filter(|c| *c != '-').collect();
    let Some(body) = normalise_promotion(&without_dashes, notation) else {
        return Vec::new();
    };
    let mut chars = body.chars();
    let Some(first) = chars.next() else {
        return Vec::new();
    };
    let rest: String = chars.collect();
    let mut candidates: Vec<String> = Vec::new();
    // Typed in capitals (Caps Lock: `NF3`, `EXD5`): the squares' letters read in lower case, and a first letter that
    // is also a file read both as a piece and as a pawn's file; the reader then takes the move only when one reading
    // is legal.
    let lowered = lower_squares(&rest);
    if lowered != rest && first.is_ascii_uppercase() {
        if let Some(piece) = notation.piece(first).map(|role| match role {
            Role::Pawn => lowered.clone(),
            role => format!("{}{lowered}", role.upper_char()),
        }) {
            candidates.push(piece);
        }
        if File::from_char(first.to_ascii_lowercase()).is_some() {
            candidates.push(format!("{}{lowered}", first.to_ascii_lowercase()));
        }
    }
    let as_piece = notation.piece(first).map(|role| match role {
        Role::Pawn => rest.clone(),
        role => format!("{}{rest}", role.upper_char()),
    });
    if first.is_ascii_uppercase() {
        match as_piece {
            Some(piece) => candidates.push(piece),
            None => candidates.push(format!("{}{rest}", first.to_ascii_lowercase())),
        }
    } else {
        candidates.push(body.clone());
        // `bxc6` is a well-formed pawn capture: it never means a bishop.
        let pawn_capture = File::from_char(first).is_some() && rest.starts_with('x');
        if !pawn_capture {
            candidates.extend(as_piece);
        }
    }
    let mut intents = Vec::new();
    for candidate in candidates {
        if let Ok(san) = San::from_ascii(candidate.as_bytes()) {
            if let Some(intent) = from_san(san) {
                if !intents.contains(&intent) {
                    intents.push(intent);
                }
            }
        }
    }
    intents
}

/// `rest` of a SAN move with its file letters and capture sign in lower case, the promotion piece after `=` kept.
fn lower_squares(rest: &str) -> String {
    let mut out = String::with_capacity(rest.len());
    let mut after_equals = false;
    for c in rest.chars() {
        let keep = after_equals || !matches!(c, 'A'..='H' | 'X');
        out.push(if keep { c } else { c.to_ascii_lowercase() });
        after_equals = c == '=';
    }
    out
}

/// Writes a trailing promotion piece as shakmaty's `=Q`, whatever form and letter it had.
fn normalise_promotion(s: &str, notation: Notation) -> Option<String> {
    let trimmed = s.trim_end_matches(')');
    let chars: Vec<char> = trimmed.chars().collect();
    let n = chars.len();
    if n >= 3 && chars[n - 1].is_ascii_alphabetic() {
        let mut cut = n - 1;
        if matches!(chars[cut - 1], '=' | '/' | '(') {
            cut -= 1;
        }
        if chars[cut - 1].is_ascii_digit() {
            let role = promotion_piece(chars[n - 1], notation)?;
            let head: String = chars[..cut].iter().collect();
            return Some(format!("{head}={}", role.upper_char()));
        }
    }
    Some(trimmed.to_string())
}

fn from_san(san: San) -> Option<Intent> {
    match san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => Some(Intent::Move {
            role: Some(role),
            from_file: file,
            from_rank: rank,
            capture,
            to,
            promotion,
        }),
        San::Castle(side) => Some(Intent::Castle(side)),
        San::Put { .. } | San::Null => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Square::*;

    fn mv(
        role: Option<Role>,
        from: (Option<File>, Option<Rank>),
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    ) -> Intent {
        Intent::Move {
            role,
            from_file: from.0,
            from_rank: from.1,
            capture,
            to,
            promotion,
        }
    }

    const NONE: (Option<File>, Option<Rank>) = (None, None);

    #[test]
    fn symbols_are_read() {
        let knight = Some(Role::Knight);
        let pawn = Some(Role::Pawn);
        let cases: Vec<(&str, Notation, Vec<Intent>)> = vec![
            ("Nf3", Notation::En, vec![mv(knight, NONE, false, F3, None)]),
            ("Sf3", Notation::En, vec![mv(knight, NONE, false, F3, None)]),
            ("Cf3", Notation::Fr, vec![mv(knight, NONE, false, F3, None)]),
            ("nf3", Notation::En, vec![mv(knight, NONE, false, F3, None)]),
            (
                "Nf3+",
                Notation::En,
                vec![mv(knight, NONE, false, F3, None)],
            ),
            (
                "Nf3!?",
                Notation::En,
                vec![mv(knight, NONE, false, F3, None)],
            ),
            ("e4", Notation::En, vec![mv(pawn, NONE, false, E4, None)]),
            ("E4", Notation::En, vec![mv(pawn, NONE, false, E4, None)]),
            (
                "Rf1",
                Notation::Fr,
                vec![mv(Some(Role::King), NONE, false, F1, None)],
            ),
            (
                "Rf1",
                Notation::En,
                vec![mv(Some(Role::Rook), NONE, false, F1, None)],
            ),
            (
                "Tf1",
                Notation::En,
                vec![mv(Some(Role::Rook), NONE, false, F1, None)],
            ),
            (
                "Dh5",
                Notation::De,
                vec![mv(Some(Role::Queen), NONE, false, H5, None)],
            ),
            (
                "Lb5",
                Notation::De,
                vec![mv(Some(Role::Bishop), NONE, false, B5, None)],
            ),
            (
                "Bxc6",
                Notation::En,
                vec![mv(Some(Role::Bishop), NONE, true, C6, None)],
            ),
            (
                "B:c6",
                Notation::En,
                vec![mv(Some(Role::Bishop), NONE, true, C6, None)],
            ),
            (
                "exd6e.p.",
                Notation::En,
                vec![mv(pawn, (Some(File::E), None), true, D6, None)],
            ),
            (
                "exd6 e.p.",
                Notation::En,
                vec![mv(pawn, (Some(File::E), None), true, D6, None)],
            ),
            (
                "Nbd2",
                Notation::En,
                vec![mv(knight, (Some(File::B), None), false, D2, None)],
            ),
            (
                "R1e2",
                Notation::En,
                vec![mv(
                    Some(Role::Rook),
                    (None, Some(Rank::First)),
                    false,
                    E2,
                    None,
                )],
            ),
            (
                "Qh4xe1",
                Notation::En,
                vec![mv(
                    Some(Role::Queen),
                    (Some(File::H), Some(Rank::Fourth)),
                    true,
                    E1,
                    None,
                )],
            ),
            (
                "e8=Q",
                Notation::En,
                vec![mv(pawn, NONE, false, E8, Some(Role::Queen))],
            ),
            (
                "e8Q",
                Notation::En,
                vec![mv(pawn, NONE, false, E8, Some(Role::Queen))],
            ),
            (
                "e8D",
                Notation::En,
                vec![mv(pawn, NONE, false, E8, Some(Role::Queen))],
            ),
            (
                "e8(Q)",
                Notation::En,
                vec![mv(pawn, NONE, false, E8, Some(Role::Queen))],
            ),
            (
                "e8/Q",
                Notation::En,
                vec![mv(pawn, NONE, false, E8, Some(Role::Queen))],
            ),
            (
                "e8=S",
                Notation::En,
                vec![mv(pawn, NONE, false, E8, Some(Role::Knight))],
            ),
            (
                "exd8=N+",
                Notation::En,
                vec![mv(
                    pawn,
                    (Some(File::E), None),
                    true,
                    D8,
                    Some(Role::Knight),
                )],
            ),
            (
                "O-O",
                Notation::En,
                vec![Intent::Castle(CastlingSide::KingSide)],
            ),
            (
                "0-0",
                Notation::En,
                vec![Intent::Castle(CastlingSide::KingSide)],
            ),
            (
                "o-o-o",
                Notation::En,
                vec![Intent::Castle(CastlingSide::QueenSide)],
            ),
            (
                "0-0-0+",
                Notation::En,
                vec![Intent::Castle(CastlingSide::QueenSide)],
            ),
            (
                "g1f3",
                Notation::En,
                vec![mv(
                    None,
                    (Some(File::G), Some(Rank::First)),
                    false,
                    F3,
                    None,
                )],
            ),
            (
                "g1-f3",
                Notation::En,
                vec![mv(
                    None,
                    (Some(File::G), Some(Rank::First)),
                    false,
                    F3,
                    None,
                )],
            ),
            (
                "g1 f3",
                Notation::En,
                vec![mv(
                    None,
                    (Some(File::G), Some(Rank::First)),
                    false,
                    F3,
                    None,
                )],
            ),
            (
                "G1F3",
                Notation::En,
                vec![mv(
                    None,
                    (Some(File::G), Some(Rank::First)),
                    false,
                    F3,
                    None,
                )],
            ),
            (
                "e7e8q",
                Notation::En,
                vec![mv(
                    None,
                    (Some(File::E), Some(Rank::Seventh)),
                    false,
                    E8,
                    Some(Role::Queen),
                )],
            ),
            (
                "bc4",
                Notation::En,
                vec![
                    mv(pawn, (Some(File::B), None), false, C4, None),
                    mv(Some(Role::Bishop), NONE, false, C4, None),
                ],
            ),
        ];
        for (text, notation, expected) in cases {
            assert_eq!(read_symbols(text, notation), Some(expected), "{text}");
        }
    }

    #[test]
    fn non_symbols_are_left_for_the_word_reader() {
        for text in [
            "",
            "   ",
            "springer felix drei",
            "hello",
            "e9",
            "Zf3",
            "e8=K",
            "i1i2",
        ] {
            assert_eq!(read_symbols(text, Notation::En), None, "{text:?}");
        }
    }
}
