//! An online game's setup, made from the first line of its stream (`gameFull`): the players' names, the user's side,
//! the clock, the start position, and where it is played.

use tactus_core::{
    Blind, CueMarks, Cues, DelayMode, GameFull, Mode, Moment, Notation, Period, Player, Setup,
    Side, Style, TimeControl, VoicePack,
};

/// What the user chose for the game apart from the server: how moves are written, the voice and its style.
#[derive(Clone, Debug)]
pub struct Seating {
    /// How moves are written.
    pub notation: Notation,
    /// The voice pack's name.
    pub voice: String,
    /// The announcements' style.
    pub style: Style,
}

/// The setup of the game `full` on `server`, the user playing `side`, begun at `moment`.
#[must_use]
pub(crate) fn game_setup(
    full: &GameFull,
    side: Side,
    server: &str,
    seating: Seating,
    pack: &VoicePack,
    moment: &Moment,
) -> Setup {
    let control = full.clock.and_then(|clock| {
        TimeControl::new(vec![Period {
            moves: None,
            time_ms: clock.initial,
            mode: DelayMode::Increment(clock.increment),
        }])
        .ok()
    });
    Setup {
        white: player_name(&full.white, Side::White, pack),
        black: player_name(&full.black, Side::Black, pack),
        blind: if side == Side::White {
            Blind::White
        } else {
            Blind::Black
        },
        mode: Mode::Tournament,
        cues: Cues::Own,
        cue_marks: CueMarks::ALL,
        control,
        category: None,
        fen: (full.initial_fen != "startpos").then(|| full.initial_fen.clone()),
        moves_from_move_number: true,
        notation: seating.notation,
        voice: Some(seating.voice),
        style: Some(seating.style),
        event: format!("lichess {}", full.speed.as_deref().unwrap_or_default())
            .trim()
            .to_string(),
        site: format!("{}/{}", server.trim_end_matches('/'), full.id),
        round: String::new(),
        date: moment.pgn_date(),
        started: moment.iso(),
        engine: None,
    }
}

/// A player's name: the account's, lichess' computer with its level, else the side's.
#[must_use]
pub(crate) fn player_name(player: &Player, side: Side, pack: &VoicePack) -> String {
    match (&player.name, player.ai_level) {
        (Some(name), _) => name.clone(),
        (None, Some(level)) => format!("lichess AI {level}"),
        (None, None) => tactus_core::side_name(pack, side),
    }
}
