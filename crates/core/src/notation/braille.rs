//! The braille chess code for scoresheets: moves, Braille ASCII (BRF) for embossers, and
//! scoresheet lines.
//!
//! The code followed is the UKAAF "Braille Chess Code and Layout" (2015 edition, the one adapted
//! to Unified English Braille), as far as it could be read; a line of it for one move is built
//! from the move's SAN, so it shows exactly what the SAN shows. Output is Unicode braille (U+2800
//! block, six-dot cells only, words separated by an ordinary space); [`to_brf`] turns it into
//! North American Braille ASCII for an embosser.
//!
//! ## What the code says
//!
//! - Pieces are letters: king k ⠅, queen q ⠟, rook r ⠗, bishop **l** ⠇, knight **s** ⠎. A pawn
//!   move has no letter.
//! - A square is its file letter (a ⠁ … h ⠓) and its rank as a *lower-cell* digit (1 ⠂, 2 ⠆,
//!   3 ⠒, 4 ⠲, 5 ⠢, 6 ⠖, 7 ⠶, 8 ⠦): Nf3 = ⠎⠋⠒, e4 = ⠑⠲.
//! - A file or rank that tells two pieces apart stands after the piece letter, as in print:
//!   Nbd7 = ⠎⠃⠙⠶, R1e2 = ⠗⠂⠑⠆, Nb1c3 = ⠎⠃⠂⠉⠒. A pawn capture starts with the pawn's file.
//! - The capture sign ⠰ (dots 5-6), the check sign ⠘ (dots 4-5), and for a capture that gives
//!   check the one sign ⠸ (dots 4-5-6), stand before the square: Bxc6 = ⠇⠰⠉⠖, f5+ = ⠘⠋⠢,
//!   Rxf4+ = ⠗⠸⠋⠲.
//! - Mate is the abbreviation ⠜⠍ (dots 3-4-5, m) after the move: Re8# = ⠗⠑⠦⠜⠍.
//! - A move number is written in lower-cell digits *without* a number sign and is followed by a
//!   space: "2. Nf3" = ⠆ ⠎⠋⠒; 12 = ⠂⠆.
//! - A series of moves that starts with Black's move has that move preceded by dots 3-6 ⠤
//!   (standing for print's "..."): "12... Nf6" = ⠂⠆ ⠤⠎⠋⠖.
//! - Brackets follow a move directly; other punctuation would need the separator ⠜ first.
//!
//! Sources: the move numbers, the dots 3-6 before Black's first move, the separator and the
//! example 2. Nf3 = ⠆ ⠎⠋⠒ were read in the 2015 text itself (sections 1.2–1.4, published by the
//! Braille Chess Association, braillechess.org.uk). The piece letters, lower-cell ranks and the
//! place of the capture and check signs are as `shared/rules/appendix-d.md` states them; the
//! cells of those signs, the combined sign and the mate abbreviation were found only in a public
//! implementation that quotes the code's sections 2.1, 2.2 and 3.2–3.6 with examples (cxd5,
//! f5+, Rxf4+, Nce5, Nb1c3, Re8#), not in the code's own text.
//!
//! ## Decisions where the code could not be confirmed
//!
//! - **Castling** is the print form with lower-cell zeros and the hyphen ⠤: 0-0 = ⠴⠤⠴,
//!   0-0-0 = ⠴⠤⠴⠤⠴ (in BRF literally `0-0` and `0-0-0`). A check sign goes before the castling
//!   sign (it has no square): 0-0+ = ⠘⠴⠤⠴. After a Black-first marker this reads ⠤⠴⠤⠴.
//! - **Promotion** is the target square followed by the piece letter, with no sign for "=":
//!   e8=Q = ⠑⠦⠟, exd8=N+ = ⠑⠸⠙⠦⠎ (capture-and-check sign before the square, as for any move),
//!   e8=Q# = ⠑⠦⠟⠜⠍.
//! - **En passant** has no mark: SAN has none, so exd6 played en passant reads as the ordinary
//!   pawn capture ⠑⠰⠙⠖.
//! - **Mate** is only the mate abbreviation after the move; no check sign is written before the
//!   square as well.
//! - **Draw offer**: no sign was found in the code, so the print mark "(=)" (FIDE article 9.1.2.2,
//!   the mark this program writes in PGN) is transcribed in UEB, ⠐⠣⠐⠶⠐⠜, directly after the
//!   move (the code lets a bracket follow a move without the separator): Nf3 (=) = ⠎⠋⠒⠐⠣⠐⠶⠐⠜.
//! - **Scoresheet line**: the move number, a space, White's move, a space, Black's move; one
//!   line per move number. A game that starts with Black to move has a first line of the number,
//!   a space, ⠤ and Black's move.
//! - **Moves that are not chess moves on a board**: a drop (SAN `N@f3`, crazyhouse) is the piece
//!   letter (none for a pawn, as in SAN), the UEB at-sign ⠈⠁ and the square: ⠎⠈⠁⠋⠒. A null move
//!   (SAN `--`) is two hyphens ⠤⠤. Check and mate signs apply to them as to any move.
//! - **BRF**: the blank cell U+2800 and the ordinary space both become a space; anything that is
//!   not a six-dot braille cell (line breaks, eight-dot cells) passes through unchanged.

use shakmaty::{
    san::{San, SanPlus, Suffix},
    CastlingSide, Role, Square,
};

/// The dots of the braille letters a to z (the standard alphabet).
const LETTER_DOTS: [&str; 26] = [
    "1", "12", "14", "145", "15", "124", "1245", "125", "24", "245", // a–j
    "13", "123", "134", "1345", "135", "1234", "12345", "1235", "234", "2345", // k–t
    "136", "1236", "2456", "1346", "13456", "1356", // u–z
];

/// The dots of the lower-cell digits 0 to 9 (the letters j, a–i moved down one row).
const LOWER_DIGIT_DOTS: [&str; 10] = [
    "356", "2", "23", "25", "256", "26", "235", "2356", "236", "35",
];

/// Each piece and the braille letter that names it (bishop l, knight s; p only for a pawn drop).
const PIECE_LETTERS: [(Role, char); 6] = [
    (Role::King, 'k'),
    (Role::Queen, 'q'),
    (Role::Rook, 'r'),
    (Role::Bishop, 'l'),
    (Role::Knight, 's'),
    (Role::Pawn, 'p'),
];

/// North American Braille ASCII: each printable character from space to underscore, in ASCII
/// order, with the dots of the cell it stands for.
const BRAILLE_ASCII: [(char, &str); 64] = [
    (' ', ""),
    ('!', "2346"),
    ('"', "5"),
    ('#', "3456"),
    ('$', "1246"),
    ('%', "146"),
    ('&', "12346"),
    ('\'', "3"),
    ('(', "12356"),
    (')', "23456"),
    ('*', "16"),
    ('+', "346"),
    (',', "6"),
    ('-', "36"),
    ('.', "46"),
    ('/', "34"),
    ('0', "356"),
    ('1', "2"),
    ('2', "23"),
    ('3', "25"),
    ('4', "256"),
    ('5', "26"),
    ('6', "235"),
    ('7', "2356"),
    ('8', "236"),
    ('9', "35"),
    (':', "156"),
    (';', "56"),
    ('<', "126"),
    ('=', "123456"),
    ('>', "345"),
    ('?', "1456"),
    ('@', "4"),
    ('A', "1"),
    ('B', "12"),
    ('C', "14"),
    ('D', "145"),
    ('E', "15"),
    ('F', "124"),
    ('G', "1245"),
    ('H', "125"),
    ('I', "24"),
    ('J', "245"),
    ('K', "13"),
    ('L', "123"),
    ('M', "134"),
    ('N', "1345"),
    ('O', "135"),
    ('P', "1234"),
    ('Q', "12345"),
    ('R', "1235"),
    ('S', "234"),
    ('T', "2345"),
    ('U', "136"),
    ('V', "1236"),
    ('W', "2456"),
    ('X', "1346"),
    ('Y', "13456"),
    ('Z', "1356"),
    ('[', "246"),
    ('\\', "1256"),
    (']', "12456"),
    ('^', "45"),
    ('_', "456"),
];

/// The capture sign, dots 5-6.
const CAPTURE: char = cell("56");
/// The check sign, dots 4-5.
const CHECK: char = cell("45");
/// Capture and check in one sign, dots 4-5-6.
const CAPTURE_CHECK: char = cell("456");
/// The mate abbreviation: dots 3-4-5, m.
const MATE: [char; 2] = [cell("345"), cell("134")];
/// Dots 3-6: the hyphen (castling, null move) and the mark before a first move by Black.
const HYPHEN: char = cell("36");
/// Dots 3-6 before a series that starts with Black's move (print's "...").
const BLACK_FIRST: char = HYPHEN;
/// The UEB at-sign, for a drop.
const AT: [char; 2] = [cell("4"), cell("1")];
/// "(=)" in UEB: the draw offer.
const DRAW_OFFER: [char; 6] = [
    cell("5"),
    cell("126"),
    cell("5"),
    cell("2356"),
    cell("5"),
    cell("345"),
];

const LETTERS: [char; 26] = cells(LETTER_DOTS);
const LOWER_DIGITS: [char; 10] = cells(LOWER_DIGIT_DOTS);
/// The Braille ASCII character of each six-dot cell, indexed by the cell's dot bits.
const BRF_BY_CELL: [char; 64] = brf_by_cell();

/// The dot bits of a cell written as its dot numbers ("245"): dot 1 is bit 0 … dot 6 is bit 5.
const fn dot_bits(dots: &str) -> u32 {
    let bytes = dots.as_bytes();
    let mut bits = 0;
    let mut i = 0;
    while i < bytes.len() {
        bits |= 1 << (bytes[i] - b'1');
        i += 1;
    }
    bits
}

/// The Unicode braille cell with these dots ("1245").
pub(crate) const fn transcribe_dots(dots: &str) -> char {
    cell(dots)
}

const fn cell(dots: &str) -> char {
    match char::from_u32(0x2800 + dot_bits(dots)) {
        Some(c) => c,
        None => panic!("not a braille cell"),
    }
}

const fn cells<const N: usize>(dots: [&str; N]) -> [char; N] {
    let mut out = ['\u{2800}'; N];
    let mut i = 0;
    while i < N {
        out[i] = cell(dots[i]);
        i += 1;
    }
    out
}

const fn brf_by_cell() -> [char; 64] {
    let mut out = ['\0'; 64];
    let mut i = 0;
    while i < BRAILLE_ASCII.len() {
        let (ascii, dots) = BRAILLE_ASCII[i];
        out[dot_bits(dots) as usize] = ascii;
        i += 1;
    }
    out
}

/// The braille letter for an ASCII letter (either case); `None` for anything else.
pub(crate) fn letter_cell(ascii: char) -> Option<char> {
    letter(ascii)
}

fn letter(ascii: char) -> Option<char> {
    let index = u32::from(ascii.to_ascii_lowercase()).checked_sub(u32::from('a'))?;
    LETTERS.get(usize::try_from(index).ok()?).copied()
}

/// The lower-cell digit for an ASCII digit; `None` for anything else.
fn lower_digit(ascii: char) -> Option<char> {
    let value = ascii.to_digit(10)?;
    LOWER_DIGITS.get(usize::try_from(value).ok()?).copied()
}

/// The braille letter that names a piece (k q r l s, p for a pawn).
pub(super) fn piece(role: Role) -> char {
    PIECE_LETTERS
        .iter()
        .find(|(r, _)| *r == role)
        .and_then(|(_, l)| letter(*l))
        .unwrap_or(HYPHEN)
}

fn push_square(out: &mut String, square: Square) {
    out.extend(letter(square.file().char()));
    out.extend(lower_digit(square.rank().char()));
}

/// One move in the braille chess code as Unicode braille cells (U+2800 block), from the move's SAN.
pub(super) fn braille_move(san: &shakmaty::san::SanPlus) -> String {
    let SanPlus { san, suffix } = san;
    let check = *suffix == Some(Suffix::Check);
    let check_sign = check.then_some(CHECK);
    let mut out = String::new();
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if role != Role::Pawn {
                out.push(piece(role));
            }
            if let Some(file) = file {
                out.extend(letter(file.char()));
            }
            if let Some(rank) = rank {
                out.extend(lower_digit(rank.char()));
            }
            match (capture, check) {
                (true, true) => out.push(CAPTURE_CHECK),
                (true, false) => out.push(CAPTURE),
                (false, _) => out.extend(check_sign),
            }
            push_square(&mut out, to);
            if let Some(promotion) = promotion {
                out.push(piece(promotion));
            }
        }
        San::Castle(side) => {
            out.extend(check_sign);
            let zeros = match side {
                CastlingSide::KingSide => 2,
                CastlingSide::QueenSide => 3,
            };
            for i in 0..zeros {
                if i > 0 {
                    out.push(HYPHEN);
                }
                out.extend(lower_digit('0'));
            }
        }
        San::Put { role, to } => {
            if role != Role::Pawn {
                out.push(piece(role));
            }
            out.extend(AT);
            out.extend(check_sign);
            push_square(&mut out, to);
        }
        San::Null => {
            out.extend(check_sign);
            out.extend([HYPHEN, HYPHEN]);
        }
    }
    if *suffix == Some(Suffix::Checkmate) {
        out.extend(MATE);
    }
    out
}

/// The same cells as North American Braille ASCII (BRF), for embossers: each Unicode braille cell
/// mapped to its Braille ASCII character (the standard 64-character table: e.g. ⠁ = 'A', ⠃ = 'B',
/// ⠂ = '1', ⠒ = '3', blank = ' '). Anything that is not a six-dot cell passes through unchanged.
pub fn to_brf(unicode_braille: &str) -> String {
    unicode_braille
        .chars()
        .map(|c| {
            u32::from(c)
                .checked_sub(0x2800)
                .and_then(|bits| usize::try_from(bits).ok())
                .and_then(|bits| BRF_BY_CELL.get(bits))
                .copied()
                .unwrap_or(c)
        })
        .collect()
}

/// A move number in lower-cell digits, without a number sign.
fn move_number(number: u64) -> String {
    number.to_string().chars().filter_map(lower_digit).collect()
}

/// A move as written on the scoresheet: the move, and the draw offer mark if one was made with it.
fn scored((san, draw_offer): &(SanPlus, bool)) -> String {
    let mut out = braille_move(san);
    if *draw_offer {
        out.extend(DRAW_OFFER);
    }
    out
}

/// A scoresheet in braille: one line per move number, "number White-move Black-move" (the number
/// in lower-cell digits without a number sign, as the code's layout requires), a draw offer
/// marked "(=)" directly after the move it was made with (the code has no sign of its own; see
/// the module notes). `first_move_number`/`black_first` place a game from a FEN: when Black moves
/// first, the first line is the number and Black's move marked with dots 3-6.
pub(crate) fn braille_scoresheet(
    moves: &[(shakmaty::san::SanPlus, bool /* draw offer */)],
    first_move_number: u32,
    black_first: bool,
) -> Vec<String> {
    let mut lines = Vec::new();
    let mut number = u64::from(first_move_number);
    let mut rest = moves;
    if black_first {
        if let Some((first, tail)) = moves.split_first() {
            lines.push(format!(
                "{} {BLACK_FIRST}{}",
                move_number(number),
                scored(first)
            ));
            number += 1;
            rest = tail;
        }
    }
    for pair in rest.chunks(2) {
        let mut line = move_number(number);
        for m in pair {
            line.push(' ');
            line.push_str(&scored(m));
        }
        lines.push(line);
        number += 1;
    }
    lines
}

#[cfg(test)]
mod tests;
