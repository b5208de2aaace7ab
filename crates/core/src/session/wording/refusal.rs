//! The game's refusals in the voice pack's words (the session words what its state refuses; the words know no
//! session).

use crate::{
    boundary::{ErrorCode, Refusal},
    session::Refused,
    voice::{announce, PhraseKey, Sentence, Style, VoicePack},
    words::side_name,
};

/// Why the game refused a record, in `pack`'s words (a move named as announced in `style`).
pub(crate) fn refusal(pack: &VoicePack, style: Style, refused: &Refused) -> Refusal {
    let new = |key, values: &[(&'static str, &str)]| Refusal::new(pack, key, values);
    let side = |side| side_name(pack, side);
    match refused {
        Refused::SetupInGame => new(PhraseKey::ErrorUsage, &[("usage", "setup")]),
        Refused::Setup(problem) => Refusal::worded(
            ErrorCode::Setup,
            crate::voice::Sentence::text(problem.to_string()),
        ),
        Refused::Duration(ms) => new(PhraseKey::ErrorDuration, &[("input", &ms.to_string())]),
        Refused::Unreadable { san, uci } => new(
            PhraseKey::ErrorUnreadable,
            &[("input", &format!("{san} ({uci})"))],
        ),
        Refused::GameOver(score) => Refusal::phrase(
            pack,
            PhraseKey::ErrorGameOver,
            vec![("result", Sentence::score(*score))],
        ),
        Refused::Adjourned => new(PhraseKey::ErrorAdjourned, &[]),
        Refused::NoClock => new(PhraseKey::NoClock, &[]),
        Refused::IntendedMove { before, mv } => new(
            PhraseKey::ErrorIntendedMove,
            &[("move", &pack.text(&announce(before, *mv, style)))],
        ),
        Refused::NoPending => new(PhraseKey::ErrorNoPending, &[]),
        Refused::EnvelopeCode => new(PhraseKey::ErrorEnvelopeCode, &[]),
        Refused::EnvelopeClosed => new(PhraseKey::ErrorEnvelopeClosed, &[]),
        Refused::NotAdjourned => new(PhraseKey::ErrorNotAdjourned, &[]),
        Refused::NoOffer => new(PhraseKey::ErrorNoOffer, &[]),
        Refused::OwnOffer(by) => new(PhraseKey::ErrorOwnOffer, &[("side", &side(*by))]),
        Refused::OfferOpen(by) => new(PhraseKey::ErrorOfferOpen, &[("side", &side(*by))]),
        Refused::TooEarly => new(PhraseKey::ErrorTooEarly, &[]),
        Refused::ClaimAnnounced => new(PhraseKey::ErrorClaimAnnounced, &[]),
        Refused::ClaimTurn(to_move) => new(PhraseKey::ErrorClaimTurn, &[("side", &side(*to_move))]),
        Refused::Takeback { ply, plies } => new(
            PhraseKey::ErrorTakeback,
            &[("ply", &ply.to_string()), ("plies", &plies.to_string())],
        ),
        Refused::SheetAutomatic(sheet) => {
            new(PhraseKey::ErrorSheetAutomatic, &[("sheet", &side(*sheet))])
        }
        Refused::SheetGap { sheet, held } => {
            let held = pack.number(u32::try_from(*held).unwrap_or(u32::MAX));
            new(
                PhraseKey::ErrorSheetGap,
                &[("sheet", &side(*sheet)), ("count", &held)],
            )
        }
        Refused::Clock(refused) => Refusal::worded(
            ErrorCode::of_clock(*refused),
            crate::words::clock_refusal(pack, *refused),
        ),
    }
}
