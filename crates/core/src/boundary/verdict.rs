//! What a reviewed move was, when it was not good enough: the `verdict` of the `review` event (the review itself is
//! `review`'s).

/// What a move was, when it was not good enough.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveVerdict {
    /// The mover's winning chance fell by a tenth of the scale or more.
    Inaccuracy,
    /// By a fifth or more.
    Mistake,
    /// By three tenths or more.
    Blunder,
}

impl MoveVerdict {
    /// Its name in the JSON stream: `inaccuracy`, `mistake`, `blunder`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            MoveVerdict::Inaccuracy => "inaccuracy",
            MoveVerdict::Mistake => "mistake",
            MoveVerdict::Blunder => "blunder",
        }
    }
}
