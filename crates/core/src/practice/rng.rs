//! A small deterministic random number generator (SplitMix64): the same seed gives the same drill on every
//! machine, which is what `--seed` promises and what the tests rely on. Not for anything secret.

/// SplitMix64: a 64-bit state stepped by a constant and mixed; every seed, zero included, gives a full-period
/// sequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rng {
    state: u64,
}

impl Rng {
    /// A generator started from `seed`.
    #[must_use]
    pub(crate) fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number from 0 to `n - 1`, each equally likely (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        let Ok(n) = u64::try_from(n) else {
            return 0;
        };
        if n == 0 {
            return 0;
        }
        // Rejection of the last, incomplete stretch of values keeps every result equally likely.
        let limit = u64::MAX - u64::MAX % n;
        loop {
            let value = self.next_u64();
            if value < limit {
                // Below n, so it fits the usize that n came from.
                return usize::try_from(value % n).unwrap_or(0);
            }
        }
    }

    /// A number from `low` to `high`, both included.
    pub(crate) fn between(&mut self, low: usize, high: usize) -> usize {
        low + self.below(high.saturating_sub(low).saturating_add(1))
    }

    /// True with probability `percent` in a hundred.
    pub(crate) fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One item of `items`, each equally likely; `None` when there are none.
    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            return None;
        }
        items.get(self.below(items.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers() {
        let mut a = Rng::new(42);
        let mut b = Rng::new(42);
        let first: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let second: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        assert_eq!(first, second);
        assert_ne!(Rng::new(43).next_u64(), first[0]);
        // SplitMix64's published first output for seed 0.
        assert_eq!(Rng::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
    }

    #[test]
    fn numbers_stay_in_range_and_cover_it() {
        let mut rng = Rng::new(7);
        let mut seen = [0usize; 6];
        for _ in 0..6000 {
            let n = rng.below(6);
            seen[n] += 1;
        }
        // Each of six values about a thousand times.
        assert!(
            seen.iter().all(|&count| (850..1150).contains(&count)),
            "{seen:?}"
        );
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
        for _ in 0..100 {
            assert!((3..=5).contains(&rng.between(3, 5)));
        }
        assert_eq!(rng.pick::<u8>(&[]), None);
        assert_eq!(rng.pick(&[9]), Some(&9));
    }
}
