//! `tactus online`: play on lichess through its Board API.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::SessionOptions;

/// `tactus online` and what it does.
#[derive(Debug, Args)]
pub(crate) struct OnlineArgs {
    #[command(subcommand)]
    pub action: OnlineAction,
}

/// What `tactus online` does.
#[derive(Debug, Subcommand)]
pub(crate) enum OnlineAction {
    /// Keep a lichess personal token (scope board:play, and challenge:read and challenge:write to challenge): from
    /// TACTUS_LICHESS_TOKEN, else typed on the first line of standard input. It is checked with the server, kept in
    /// a file only you can read, and never printed, spoken, brailled or journaled.
    Login(ServerArgs),
    /// Forget the kept token.
    Logout(ServerArgs),
    /// Seek an opponent in the lobby: rapid or classical (MINUTES+SECONDS, like 15+10), as the Board API allows.
    Seek(SeekArgs),
    /// Challenge a player (blitz too): USER and MINUTES+SECONDS (5+3).
    Challenge(ChallengeArgs),
    /// Play lichess' computer at LEVEL (1 to 8) with MINUTES+SECONDS.
    Ai(AiArgs),
    /// Read out the challenges to you and accept one (the only one, or the one named by its id).
    Accept(AcceptArgs),
    /// Go on with a game in progress (after a crash too): the only one, or the one named by its number in the list
    /// said when there are several, or by its id.
    Resume(ResumeOnlineArgs),
    /// List a user's 20 most recent lichess games (yours, from the kept token, when no USER is named; a USER needs
    /// no token): number, opponent, result, speed, day, and the lichess:game/ID that tactus analyse opens.
    Games(GamesArgs),
}

#[derive(Debug, Args)]
pub(crate) struct GamesArgs {
    /// The lichess user whose games are listed; yours when left out.
    pub user: Option<String>,
    #[command(flatten)]
    pub server: ServerArgs,
    /// Output: text lines for people, or one JSON object per line for programs.
    #[arg(long, value_enum, default_value_t = super::Format::Text)]
    pub format: super::Format,
    /// After a rate limit, go on at once instead of waiting the minute (for tests).
    #[arg(long, hide = true)]
    pub virtual_time: bool,
}

/// Where lichess is.
#[derive(Debug, Clone, Args)]
pub(crate) struct ServerArgs {
    /// The server, as a URL: another than lichess.org that speaks its API, such as a development or a test
    /// server. Default: TACTUS_LICHESS_URL when set, else lichess.org itself.
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// The voice pack whose language the messages are in.
    #[arg(long, default_value = "en")]
    pub voice: String,
}

/// What every online game takes: the server, the journal, and the same outputs, devices and script as `play`.
#[derive(Debug, Args)]
pub(crate) struct OnlineGameArgs {
    /// The server, as a URL: another than lichess.org that speaks its API, such as a development or a test
    /// server. Default: TACTUS_LICHESS_URL when set, else lichess.org itself.
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// Where the game journal goes (a new file). Default: a new file in the user's data folder (tactus/games/).
    #[arg(long, value_name = "PATH")]
    pub journal: Option<PathBuf>,
    #[command(flatten)]
    pub session: SessionOptions,
}

#[derive(Debug, Args)]
pub(crate) struct SeekArgs {
    /// MINUTES+SECONDS: the time and the increment (15+10); or DAYSd, days a move in correspondence (3d).
    pub control: String,
    /// A rated game.
    #[arg(long)]
    pub rated: bool,
    #[command(flatten)]
    pub game: OnlineGameArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ChallengeArgs {
    /// The player's lichess name.
    pub user: String,
    /// MINUTES+SECONDS: the time and the increment (5+3); or DAYSd, days a move in correspondence (3d).
    pub control: String,
    /// A rated game.
    #[arg(long)]
    pub rated: bool,
    #[command(flatten)]
    pub game: OnlineGameArgs,
}

#[derive(Debug, Args)]
pub(crate) struct AiArgs {
    /// The computer's level, 1 to 8.
    #[arg(value_parser = clap::value_parser!(u8).range(1..=8))]
    pub level: u8,
    /// MINUTES+SECONDS: the time and the increment (10+5); or DAYSd, days a move in correspondence (3d).
    pub control: String,
    #[command(flatten)]
    pub game: OnlineGameArgs,
}

#[derive(Debug, Args)]
pub(crate) struct AcceptArgs {
    /// The challenge's id (as read out); without it, the only challenge there is.
    pub id: Option<String>,
    #[command(flatten)]
    pub game: OnlineGameArgs,
}

#[derive(Debug, Args)]
pub(crate) struct ResumeOnlineArgs {
    /// The game's number in the list of games in progress (said when there are several), or its id; without it,
    /// the game of --journal, else the only game in progress that the Board API can play.
    #[arg(value_name = "N|ID")]
    pub which: Option<String>,
    #[command(flatten)]
    pub game: OnlineGameArgs,
}
