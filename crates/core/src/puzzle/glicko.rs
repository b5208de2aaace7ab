//! The Glicko-2 rating (Glickman, "Example of the Glicko-2 system", 2013): a player's rating, its deviation and
//! volatility, moved by each puzzle as by a game against a player of the puzzle's rating, one rating period a
//! puzzle, as lichess rates its puzzles.

/// The system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;
/// The Glicko-2 scale's factor.
const SCALE: f64 = 173.7178;
/// The deviation a puzzle's rating is taken to have.
const PUZZLE_DEVIATION: f64 = 80.0;

/// A rating with its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating (1500 at first).
    pub rating: f64,
    /// How uncertain it is (350 at first).
    pub deviation: f64,
    /// How much it is expected to move (0.06 at first).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl Rating {
    /// The rating after a puzzle rated `puzzle`, solved (`true`) or failed.
    #[must_use]
    pub fn after_puzzle(self, puzzle: f64, solved: bool) -> Rating {
        self.after(&[(puzzle, PUZZLE_DEVIATION, if solved { 1.0 } else { 0.0 })])
    }

    /// The rating after one period of games: each an opponent's rating, deviation and the score (1, ½ or 0).
    #[must_use]
    pub fn after(self, games: &[(f64, f64, f64)]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let phi = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating {
                deviation: phi * SCALE,
                ..self
            };
        }
        let g =
            |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
        let expected = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
        let (mut v_inverse, mut sum) = (0.0, 0.0);
        for &(rating, deviation, score) in games {
            let (mu_j, phi_j) = ((rating - 1500.0) / SCALE, deviation / SCALE);
            let e = expected(mu_j, phi_j);
            v_inverse += g(phi_j).powi(2) * e * (1.0 - e);
            sum += g(phi_j) * (score - e);
        }
        let v = 1.0 / v_inverse;
        let delta = v * sum;
        let sigma = volatility(self.volatility, phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: mu_new * SCALE + 1500.0,
            deviation: phi_new * SCALE,
            volatility: sigma,
        }
    }
}

/// The new volatility (step 5 of the system: the Illinois algorithm).
fn volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= 1e-6 {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_example_is_reproduced() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[
            (1400.0, 30.0, 1.0),
            (1550.0, 100.0, 0.0),
            (1700.0, 300.0, 0.0),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_solved_puzzle_raises_the_rating_and_a_failed_one_lowers_it() {
        let start = Rating::default();
        assert!(start.after_puzzle(1500.0, true).rating > 1500.0);
        assert!(start.after_puzzle(1500.0, false).rating < 1500.0);
        assert!(start.after_puzzle(1500.0, true).deviation < 350.0);
    }
}
