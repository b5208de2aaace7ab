//! The date and time of day, for what people read: a journal's name, the PGN Date tag, an adjournment's envelope.
//! Made from seconds since 1970 that the runtime reads; the chess clock never uses it. UTC, so no time-zone
//! database is needed.

/// A moment as calendar fields (UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    pub(crate) year: i64,
    pub(crate) month: u32,
    pub(crate) day: u32,
    pub(crate) hour: u32,
    pub(crate) minute: u32,
    pub(crate) second: u32,
}

impl Moment {
    /// The moment `secs` seconds after 1970-01-01 00:00:00 UTC.
    #[must_use]
    pub fn from_unix(secs: i64) -> Moment {
        let days = secs.div_euclid(86_400);
        let rest = secs.rem_euclid(86_400);
        // Days to civil date (proleptic Gregorian), after H. Hinnant's public-domain algorithm.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        let field = |v: i64| u32::try_from(v).unwrap_or(0);
        Moment {
            year,
            month: field(month),
            day: field(day),
            hour: field(rest / 3600),
            minute: field(rest % 3600 / 60),
            second: field(rest % 60),
        }
    }

    /// `YYYY.MM.DD`, as the PGN Date tag.
    #[must_use]
    ///
    /// ```
    /// use tactus_core::Moment;
    ///
    /// let moment = Moment::from_unix(1_700_000_000);
    /// assert_eq!(moment.pgn_date(), "2023.11.14");
    /// assert_eq!(moment.stamp(), "2023-11-14-221320");
    /// ```
    pub fn pgn_date(&self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    #[must_use]
    pub fn iso(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }

    /// `YYYY-MM-DD-HHMMSS`, for file names.
    #[must_use]
    pub fn stamp(&self) -> String {
        format!(
            "{:04}-{:02}-{:02}-{:02}{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_seconds_become_dates() {
        let cases = [
            (0, "1970-01-01T00:00:00Z"),
            (951_782_400, "2000-02-29T00:00:00Z"),
            (1_795_305_599, "2026-11-21T23:59:59Z"),
            (4_107_542_400, "2100-03-01T00:00:00Z"),
            (-1, "1969-12-31T23:59:59Z"),
        ];
        for (secs, iso) in cases {
            assert_eq!(Moment::from_unix(secs).iso(), iso, "{secs}");
        }
        let m = Moment::from_unix(1_795_305_599);
        assert_eq!(m.pgn_date(), "2026.11.21");
        assert_eq!(m.stamp(), "2026-11-21-235959");
    }
}
