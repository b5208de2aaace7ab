//! The game's refusals in the voice pack's words (the session words what its state refuses; the words know no
//! session).

use crate::{
    boundary::{ErrorCode, Refusal},
    session::Refused,
    voice::{announce, PhraseKey, Sentence, Style, VoicePack},
    words::side_words,
};

/// Why the game refused a record, in `pack`'s words (a move named as announced in `style`).
pub(crate) fn refusal(pack: &VoicePack, style: Style, refused: &Refused) -> Refusal {
    let new = |key, values: Vec<(&'static str, Sentence)>| Refusal::phrase(pack, key, values);
    let side = |side| side_words(pack, side);
    let number = |n: usize| Sentence::number(pack, u32::try_from(n).unwrap_or(u32::MAX));
    match refused {
        // The command's own word, as typed.
        Refused::SetupInGame => Refusal::new(pack, PhraseKey::ErrorUsage, &[("usage", "setup")]),
        Refused::Setup(problem) => {
            Refusal::worded(ErrorCode::Setup, Sentence::text(problem.to_string()))
        }
        Refused::Duration(ms) => new(
            PhraseKey::ErrorDuration,
            vec![("input", Sentence::figures(ms.to_string()))],
        ),
        Refused::Unreadable { san, uci } => new(
            PhraseKey::ErrorUnreadable,
            vec![("input", Sentence::figures(format!("{san} ({uci})")))],
        ),
        Refused::GameOver(score) => new(
            PhraseKey::ErrorGameOver,
            vec![("result", Sentence::score(*score))],
        ),
        Refused::Adjourned => new(PhraseKey::ErrorAdjourned, Vec::new()),
        Refused::NoClock => new(PhraseKey::NoClock, Vec::new()),
        Refused::IntendedMove { before, mv } => new(
            PhraseKey::ErrorIntendedMove,
            vec![("move", Sentence::words(pack, &announce(before, *mv, style)))],
        ),
        Refused::NoPending => new(PhraseKey::ErrorNoPending, Vec::new()),
        Refused::EnvelopeCode => new(PhraseKey::ErrorEnvelopeCode, Vec::new()),
        Refused::EnvelopeClosed => new(PhraseKey::ErrorEnvelopeClosed, Vec::new()),
        Refused::NotAdjourned => new(PhraseKey::ErrorNotAdjourned, Vec::new()),
        Refused::NoOffer => new(PhraseKey::ErrorNoOffer, Vec::new()),
        Refused::OwnOffer(by) => new(PhraseKey::ErrorOwnOffer, vec![("side", side(*by))]),
        Refused::OfferOpen(by) => new(PhraseKey::ErrorOfferOpen, vec![("side", side(*by))]),
        Refused::TooEarly => new(PhraseKey::ErrorTooEarly, Vec::new()),
        Refused::ClaimAnnounced => new(PhraseKey::ErrorClaimAnnounced, Vec::new()),
        Refused::ClaimTurn(to_move) => {
            new(PhraseKey::ErrorClaimTurn, vec![("side", side(*to_move))])
        }
        Refused::Takeback { ply, plies } => new(
            PhraseKey::ErrorTakeback,
            vec![
                ("ply", Sentence::figures(ply.to_string())),
                ("plies", Sentence::figures(plies.to_string())),
            ],
        ),
        Refused::SheetAutomatic(sheet) => new(
            PhraseKey::ErrorSheetAutomatic,
            vec![("sheet", side(*sheet))],
        ),
        Refused::SheetGap { sheet, held } => new(
            PhraseKey::ErrorSheetGap,
            vec![("sheet", side(*sheet)), ("count", number(*held))],
        ),
        Refused::Clock(refused) => Refusal::worded(
            ErrorCode::of_clock(*refused),
            crate::words::clock_refusal(pack, *refused),
        ),
    }
}
