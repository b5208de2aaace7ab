//! The commands inside PGN comments that the tree keeps: `[%clk 1:12:05]` (the mover's time left) and `[%eval 0.35]`,
//! `[%eval #-3]` (an evaluation, White's point of view), read and written back. Other commands (arrows, coloured
//! squares) are left out.

/// `[%eval …]` read from a comment, White's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommentEval {
    /// An advantage in centipawns (`[%eval -1.25]` is -125).
    Pawns(i32),
    /// A forced mate in so many moves: positive when White mates, negative when Black mates.
    Mate(i32),
}

/// The clock and evaluation commands of a raw comment, each the last of its kind.
pub(super) fn read_commands(raw: &str) -> (Option<u64>, Option<CommentEval>) {
    let (mut clock, mut eval) = (None, None);
    let mut rest = raw;
    while let Some(open) = rest.find("[%") {
        let after = &rest[open + 2..];
        let Some(close) = after.find(']') else {
            break;
        };
        let mut words = after[..close].split_whitespace();
        match (words.next(), words.next()) {
            (Some("clk"), Some(value)) => clock = read_clock(value).or(clock),
            (Some("eval"), Some(value)) => eval = read_eval(value).or(eval),
            _ => {}
        }
        rest = &after[close + 1..];
    }
    (clock, eval)
}

/// `h:mm:ss` with optional fractions of a second (`0:00:05.3`), in milliseconds.
fn read_clock(value: &str) -> Option<u64> {
    let (whole, fraction) = value.split_once('.').unwrap_or((value, ""));
    let mut seconds: u64 = 0;
    for part in whole.split(':') {
        if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        seconds = seconds.checked_mul(60)?.checked_add(part.parse().ok()?)?;
    }
    let millis = fraction_millis(fraction)?;
    seconds.checked_mul(1000)?.checked_add(millis)
}

/// The digits after a decimal point as thousandths (`3` is 300; digits past the third are dropped).
fn fraction_millis(fraction: &str) -> Option<u64> {
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let digits: String = fraction.chars().chain("000".chars()).take(3).collect();
    digits.parse().ok()
}

/// `0.35`, `-1.25`, `#3`, `#-3` (a depth after a comma, `0.35,20`, is left out).
fn read_eval(value: &str) -> Option<CommentEval> {
    let value = value.split(',').next()?;
    if let Some(mate) = value.strip_prefix('#') {
        return mate.parse().ok().map(CommentEval::Mate);
    }
    let (negative, number) = match value.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, value.strip_prefix('+').unwrap_or(value)),
    };
    let (pawns, fraction) = number.split_once('.').unwrap_or((number, ""));
    if pawns.is_empty() && fraction.is_empty() || !pawns.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let pawns: i32 = if pawns.is_empty() {
        0
    } else {
        pawns.parse().ok()?
    };
    let hundredths = i32::try_from(fraction_millis(fraction)? / 10).ok()?;
    let centipawns = pawns.checked_mul(100)?.checked_add(hundredths)?;
    Some(CommentEval::Pawns(if negative {
        -centipawns
    } else {
        centipawns
    }))
}

/// `[%clk h:mm:ss]`, with tenths when the time has them.
pub(super) fn write_clock(ms: u64) -> String {
    let seconds = ms / 1000;
    let time = format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    );
    match ms % 1000 {
        0 => format!("[%clk {time}]"),
        millis if millis % 100 == 0 => format!("[%clk {time}.{}]", millis / 100),
        millis => format!("[%clk {time}.{millis:03}]"),
    }
}

/// `[%eval 0.35]`, `[%eval -1.25]`, `[%eval #-3]`.
pub(super) fn write_eval(eval: CommentEval) -> String {
    match eval {
        CommentEval::Mate(n) => format!("[%eval #{n}]"),
        CommentEval::Pawns(cp) => {
            let sign = if cp < 0 { "-" } else { "" };
            let cp = cp.unsigned_abs();
            format!("[%eval {sign}{}.{:02}]", cp / 100, cp % 100)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_and_evaluations_are_read_from_a_comment() {
        assert_eq!(
            read_commands("good [%clk 1:12:05] [%eval 0.35] move"),
            (Some(4_325_000), Some(CommentEval::Pawns(35)))
        );
        assert_eq!(
            read_commands("[%eval -1.25] [%clk 0:00:05.3]"),
            (Some(5_300), Some(CommentEval::Pawns(-125)))
        );
        assert_eq!(read_commands("[%eval #-3]").1, Some(CommentEval::Mate(-3)));
        assert_eq!(read_commands("[%eval #3]").1, Some(CommentEval::Mate(3)));
        assert_eq!(
            read_commands("[%eval 0.3,20]").1,
            Some(CommentEval::Pawns(30))
        );
        assert_eq!(
            read_commands("[%eval -.5]").1,
            Some(CommentEval::Pawns(-50))
        );
        // Unreadable values and other commands are left out.
        assert_eq!(
            read_commands("[%clk soon] [%eval x] [%csl Ga4] [%clk"),
            (None, None)
        );
    }

    #[test]
    fn commands_are_written_as_they_are_read() {
        for ms in [0, 4_325_000, 5_300, 5_321, 359_999_000] {
            assert_eq!(read_commands(&write_clock(ms)).0, Some(ms), "{ms}");
        }
        assert_eq!(write_clock(4_325_000), "[%clk 1:12:05]");
        for eval in [
            CommentEval::Pawns(35),
            CommentEval::Pawns(-125),
            CommentEval::Pawns(-5),
            CommentEval::Pawns(0),
            CommentEval::Mate(-3),
            CommentEval::Mate(1),
        ] {
            assert_eq!(read_commands(&write_eval(eval)).1, Some(eval), "{eval:?}");
        }
        assert_eq!(write_eval(CommentEval::Pawns(-5)), "[%eval -0.05]");
    }
}
