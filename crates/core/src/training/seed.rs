//! The seed a training was drawn from, told at the end of its help so that `--seed` can repeat it.

use crate::voice::{PhraseKey, Sentence, VoicePack};

/// `help`, then "Seed 42, which --seed repeats.".
#[must_use]
pub(crate) fn help_with_seed(pack: &VoicePack, help: Sentence, seed: u64) -> Sentence {
    let seed = Sentence::phrase(
        pack,
        PhraseKey::TrainingSeed,
        vec![("seed", Sentence::figures(seed.to_string()))],
    );
    help.then(" ", seed).then(".", Sentence::default())
}
