//! Command words in the voice packs' languages: `Zeit`, `Remis`, `aufgeben` in German, `temps`, `nulle`,
//! `abandonner` in French. Like the move words of every pack, they are understood whatever pack is in use, and the
//! English words always work; a pack's sentences (help, refusals) name the commands in its own language.
//!
//! Each word is written in lower case, once with its accents and once without where it has any, so that a keyboard
//! without umlauts can type it. No word here is also a move, a square or another command's word.

use super::{Spec, Verb};

/// The command words of one language for one verb; the first is the one the language's sentences use.
pub(crate) struct Local {
    /// What the command does.
    pub verb: Verb,
    /// The BCP 47 language of the words.
    pub language: &'static str,
    /// The words, the one to show first.
    pub names: &'static [&'static str],
}

macro_rules! local {
    ($language:literal: $($verb:ident => [$($name:literal),+],)*) => {
        &[$(Local { verb: Verb::$verb, language: $language, names: &[$($name),+] },)*]
    };
}

const GERMAN: &[Local] = local! { "de":
    Press => ["drücken", "druecken"],
    Time => ["zeit"],
    Moves => ["züge", "zuege"],
    Last => ["letzter"],
    Repeat => ["wiederholen"],
    Square => ["feld"],
    Rank => ["reihe"],
    File => ["linie"],
    Board => ["brett"],
    Pieces => ["figuren"],
    Verify => ["prüfen", "pruefen"],
    Sheet => ["formular"],
    Score => ["mitschrift"],
    Draw => ["remis"],
    Accept => ["annehmen"],
    Decline => ["ablehnen"],
    Claim => ["reklamieren"],
    Resign => ["aufgeben"],
    Takeback => ["zurücknehmen", "zuruecknehmen"],
    Abort => ["annullieren"],
    Chat => ["nachrichten"],
    Adjourn => ["abbrechen"],
    Go => ["los"],
    Arbiter => ["schiedsrichter"],
    Wait => ["warten"],
    Cursor => ["zeiger"],
    Hint => ["tipp", "hinweis"],
    Opening => ["eröffnung", "eroeffnung"],
    Help => ["hilfe"],
    Quit => ["beenden"],
    Yes => ["ja"],
    No => ["nein"],
    White => ["weiß", "weiss"],
    Black => ["schwarz"],
    Next => ["weiter"],
    Previous => ["zurück", "zurueck"],
    Jump => ["zug"],
    Start => ["anfang"],
    End => ["schluss"],
    Play => ["abspielen"],
    Stop => ["halt"],
    Headers => ["angaben"],
    Comment => ["kommentar"],
    Where => ["wo"],
    Skip => ["überspringen", "ueberspringen"],
    Retry => ["nochmal"],
    Rate => ["sprechtempo"],
};

const FRENCH: &[Local] = local! { "fr":
    Press => ["appuyer"],
    Time => ["temps"],
    Moves => ["coups"],
    Last => ["dernier"],
    Repeat => ["répéter", "repeter"],
    Square => ["case"],
    Rank => ["rangée", "rangee"],
    File => ["colonne"],
    Board => ["échiquier", "echiquier"],
    Pieces => ["pièces"],
    Verify => ["vérifier", "verifier"],
    Sheet => ["feuille"],
    Score => ["relevé", "releve"],
    Draw => ["nulle"],
    Accept => ["accepter"],
    Decline => ["refuser"],
    Claim => ["réclamer", "reclamer"],
    Resign => ["abandonner"],
    Takeback => ["reprendre"],
    Abort => ["annuler"],
    Chat => ["messages"],
    Adjourn => ["ajourner"],
    Go => ["partez"],
    Arbiter => ["arbitre"],
    Wait => ["attendre"],
    Cursor => ["curseur"],
    Hint => ["indice"],
    Opening => ["ouverture"],
    Help => ["aide"],
    Quit => ["quitter"],
    Yes => ["oui"],
    No => ["non"],
    White => ["blancs"],
    Black => ["noirs"],
    Next => ["suivant"],
    Previous => ["précédent", "precedent"],
    Jump => ["coup"],
    Start => ["début", "debut"],
    End => ["fin"],
    Play => ["jouer"],
    Stop => ["arrêt", "arret"],
    Headers => ["entête", "entete"],
    Comment => ["commentaire"],
    Where => ["où"],
    Skip => ["passer"],
    Retry => ["recommencer"],
    Rate => ["débit", "debit"],
};

/// Every language's command words.
pub(crate) const LOCAL: [&[Local]; 2] = [GERMAN, FRENCH];

/// Whether `word` (lower case) is one of `spec`'s words in any language.
pub(super) fn names_it(spec: &Spec, word: &str) -> bool {
    LOCAL
        .iter()
        .flat_map(|table| table.iter())
        .any(|local| local.verb == spec.verb && local.names.contains(&word))
}

/// The word `language` (a pack's phrase language, "de-AT" read as "de") uses for `verb`, if it has one of its own.
#[must_use]
pub(crate) fn word_in(verb: Verb, language: &str) -> Option<&'static str> {
    let primary = language.split(['-', '_']).next().unwrap_or_default();
    LOCAL
        .iter()
        .flat_map(|table| table.iter())
        .find(|local| local.verb == verb && local.language.eq_ignore_ascii_case(primary))
        .map(|local| local.names[0])
}
