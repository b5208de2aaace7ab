//! Material as the player writes it (`KQK`, `KRPKR`, `KQvK`) and as the tables name it (`KQvK`: the stronger side
//! first, pieces from the queen down).

use shakmaty::{Chess, Color, Position, Role};

/// The pieces of both sides, each list starting with its king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Material {
    /// The player's pieces (the stronger side).
    pub strong: Vec<Role>,
    /// The defender's pieces.
    pub weak: Vec<Role>,
}

impl Material {
    /// `KQK`, `KRPKR`, `KQvK`, in any case; `None` for anything else (each side one king, first; at most seven
    /// pieces, as the tables go).
    #[must_use]
    pub fn parse(text: &str) -> Option<Material> {
        let upper: String = text
            .trim()
            .chars()
            .filter(|c| *c != 'v' && *c != 'V')
            .collect::<String>()
            .to_uppercase();
        let rest = upper.strip_prefix('K')?;
        let (strong, weak) = rest.split_once('K')?;
        let strong = roles(strong)?;
        let weak = roles(weak)?;
        let count = strong.len() + weak.len();
        (3..=7)
            .contains(&count)
            .then_some(Material { strong, weak })
    }

    /// The tables' name: `KQvK`.
    #[must_use]
    pub fn name(&self) -> String {
        format!("{}v{}", letters(&self.strong), letters(&self.weak))
    }

    /// The material of `pos`: `player`'s pieces as the stronger side's, the other side's as the defender's.
    #[must_use]
    pub fn of(pos: &Chess, player: Color) -> Material {
        Material {
            strong: side_roles(pos, player),
            weak: side_roles(pos, !player),
        }
    }

    /// How many pieces, kings included.
    #[must_use]
    pub fn count(&self) -> usize {
        self.strong.len() + self.weak.len()
    }
}

/// A side's pieces after its king, ordered from the queen down, with the king first.
fn roles(letters: &str) -> Option<Vec<Role>> {
    let mut roles = letters
        .chars()
        .map(|c| match c {
            'Q' => Some(Role::Queen),
            'R' => Some(Role::Rook),
            'B' => Some(Role::Bishop),
            'N' => Some(Role::Knight),
            'P' => Some(Role::Pawn),
            _ => None,
        })
        .collect::<Option<Vec<Role>>>()?;
    roles.sort_by_key(|role| std::cmp::Reverse(*role as u8));
    roles.insert(0, Role::King);
    Some(roles)
}

fn letters(roles: &[Role]) -> String {
    roles
        .iter()
        .map(|role| role.upper_char())
        .collect::<String>()
}

/// The material of `pos` in the tables' name, the stronger side first (`KBNvK`), for a missing table's sentence.
#[must_use]
pub fn material_of(pos: &Chess) -> String {
    let side = |color: Color| side_roles(pos, color);
    let (white, black) = (side(Color::White), side(Color::Black));
    let weight = |roles: &[Role]| -> u32 { roles.iter().map(|r| value(*r)).sum() };
    if (weight(&black), black.len()) > (weight(&white), white.len()) {
        format!("{}v{}", letters(&black), letters(&white))
    } else {
        format!("{}v{}", letters(&white), letters(&black))
    }
}

fn value(role: Role) -> u32 {
    match role {
        Role::Queen => 9,
        Role::Rook => 5,
        Role::Bishop | Role::Knight => 3,
        Role::Pawn => 1,
        Role::King => 0,
    }
}

/// The pieces of `color` in `pos`, the king first, then from the queen down.
fn side_roles(pos: &Chess, color: Color) -> Vec<Role> {
    let mut roles: Vec<Role> = pos
        .board()
        .by_color(color)
        .into_iter()
        .filter_map(|square| pos.board().role_at(square))
        .collect();
    roles.sort_by_key(|role| std::cmp::Reverse(*role as u8));
    roles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn material_is_read_in_either_form_and_named_as_the_tables() {
        let krpkr = Material::parse("krpkr").expect("KRPKR");
        assert_eq!(krpkr.name(), "KRPvKR");
        assert_eq!(krpkr.count(), 5);
        assert_eq!(
            Material::parse("KBNK").map(|m| m.name()).as_deref(),
            Some("KBNvK")
        );
        assert_eq!(
            Material::parse("KNBvK").map(|m| m.name()).as_deref(),
            Some("KBNvK")
        );
        assert_eq!(
            Material::parse("KQvK").map(|m| m.name()).as_deref(),
            Some("KQvK")
        );
        for bad in ["", "KK", "QK", "KXK", "K", "KQ", "KQQQQQQK"] {
            assert_eq!(Material::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_positions_material_puts_the_stronger_side_first() {
        let pos: Chess = "8/8/8/8/8/3k4/8/1KR5 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .expect("fen")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal");
        assert_eq!(material_of(&pos), "KRvK");
        let black: Chess = "8/8/8/8/8/2k5/1n6/1K6 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .expect("fen")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal");
        assert_eq!(material_of(&black), "KNvK");
    }
}
