//! `tactus follow` as a [`Session`]: a broadcast round's stream comes in as [`BroadcastInput`], its games are listed
//! as they first arrive, and each new move of a game followed is announced at once (`source: broadcast`, with its
//! board and address), led by its board when several are followed; a move the broadcast corrects is said as a
//! correction, a result is said, and the round's end. The questions (`clock`, `where`, the board) are listening's,
//! answered for the current game as it stands. A stream silent for [`SILENCE_MS`] of the session's time, or lost, is
//! said once and asked for again ([`ServerRequest::Reconnect`] through the [`ServerLink`]); a rate limit waits a
//! minute.

use shakmaty::{uci::UciMove, Chess, Position};

use super::{
    command::{parse, FollowCommand, Following},
    BroadcastInput, PgnStream, Round, RoundGame, RoundNews,
};
use crate::{
    analysis::{GameTree, NodeId},
    boundary::{BroadcastGame, Event, Flow, Input, MoveSource, Refusal, Reply, Session},
    online::{RequestProblem, ServerLink, ServerRequest, SILENCE_MS},
    practice::{
        listen::said_score,
        listen_command::{ListenCommand, ListenCommandError},
        ListenGame, ListenSession,
    },
    registry::SessionKind,
    rules::Score,
    voice::{announce, PhraseKey, Sentence, Style, VoicePack},
    words,
};

/// How long a rate limit (429) holds the next try: a minute (lichess' rule for its API).
pub(crate) const RATE_LIMIT_MS: u64 = 60_000;

/// A broadcast round followed live.
pub struct FollowSession {
    round: Round,
    stream: PgnStream,
    link: Box<dyn ServerLink>,
    pack: VoicePack,
    style: Style,
    virtual_time: bool,
    following: Following,
    /// The board the questions are about.
    current: Option<usize>,
    /// When the stream last said anything (bytes, or its opening); `None` while it is not open.
    heard_at: Option<u64>,
    /// The loss was said and the stream asked for again: said once until it is back.
    lost: bool,
    /// When the stream is asked for again after a rate limit.
    retry_at: Option<u64>,
    /// The round's end was said.
    over_said: bool,
}

impl FollowSession {
    /// A round followed from its start: the stream's games to come through `handle`, the stream asked for again
    /// through `link`, everything said in `pack`'s words; `following` the games heard at first.
    #[must_use]
    pub fn new(
        link: Box<dyn ServerLink>,
        pack: VoicePack,
        style: Style,
        following: Following,
        virtual_time: bool,
    ) -> FollowSession {
        FollowSession {
            round: Round::new(),
            stream: PgnStream::new(),
            link,
            pack,
            style,
            virtual_time,
            following,
            current: match following {
                Following::Board(board) => Some(board),
                _ => None,
            },
            heard_at: None,
            lost: false,
            retry_at: None,
            over_said: false,
        }
    }

    /// The round as last sent.
    #[must_use]
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The hint at the keyboard: how to choose the games heard.
    #[must_use]
    pub fn ready(&self) -> Event {
        self.notice(PhraseKey::FollowReady, Vec::new())
    }

    fn notice(&self, key: PhraseKey, values: Vec<(&'static str, Sentence)>) -> Event {
        Event::Notice {
            text: Sentence::phrase(&self.pack, key, values),
        }
    }

    fn refusal(&self, key: PhraseKey, values: Vec<(&'static str, Sentence)>) -> Event {
        Refusal::phrase(&self.pack, key, values).into()
    }

    /// Whether the moves of `board` are heard.
    fn follows(&self, board: usize) -> bool {
        match self.following {
            Following::Nothing => false,
            Following::Board(followed) => followed == board,
            Following::All => true,
        }
    }

    /// The game as listening hears it, standing on its last move: what answers the questions about it.
    fn view(&self, game: Option<&RoundGame>, now: u64) -> ListenSession {
        let tree = game.map_or_else(|| GameTree::new(Chess::default()), |g| g.tree().clone());
        let result = game.and_then(RoundGame::result).and_then(Score::from_pgn);
        let listened = ListenGame::of_tree(tree, result);
        let mut view = ListenSession::new(
            listened,
            self.pack.clone(),
            self.style,
            None,
            self.virtual_time,
        );
        if let Some(last) = game.and_then(RoundGame::last_move) {
            view.go_to(last, now);
        }
        view
    }

    /// "Board 2: Carlsen against Nepomniachtchi, 23. Springer f3" (the move reached, or the result).
    fn game_line(&self, game: &RoundGame, now: u64) -> Sentence {
        let state = match game.result().and_then(Score::from_pgn) {
            Some(score) => Sentence::phrase(&self.pack, said_score(score), Vec::new()),
            None => game
                .last_move()
                .and_then(|last| self.view(Some(game), now).move_text(last))
                .unwrap_or_else(|| {
                    Sentence::phrase(&self.pack, PhraseKey::FollowNotStarted, Vec::new())
                }),
        };
        Sentence::phrase(
            &self.pack,
            PhraseKey::FollowGame,
            vec![
                ("board", self.board_number(game.board())),
                ("white", Sentence::text(game.white())),
                ("black", Sentence::text(game.black())),
                ("state", state),
            ],
        )
    }

    /// A board's number (or a count of games) in figures, as a broadcast shows it.
    fn board_number(&self, board: usize) -> Sentence {
        Sentence::figures(board.to_string())
    }

    /// What the stream's news say: games listed, followed moves announced, corrections and results.
    fn tell(&mut self, news: Vec<RoundNews>, now: u64) -> Vec<Event> {
        let mut events = Vec::new();
        for item in news {
            match item {
                RoundNews::Appeared { board } => {
                    if let Some(game) = self.round.game(board) {
                        events.push(Event::Notice {
                            text: self.game_line(game, now),
                        });
                    }
                }
                RoundNews::Moves { board, from } if self.follows(board) => {
                    events.extend(self.moves(board, from, false));
                }
                RoundNews::Corrected { board, from, .. } if self.follows(board) => {
                    events.extend(self.correction(board, from, now));
                }
                RoundNews::Finished { board } => {
                    if let Some(game) = self.round.game(board) {
                        events.push(Event::Notice {
                            text: self.game_line(game, now),
                        });
                    }
                }
                RoundNews::Moves { .. } | RoundNews::Corrected { .. } => {}
                RoundNews::Unreadable(problem) => events.push(self.notice(
                    PhraseKey::FollowUnreadable,
                    vec![("problem", words::tree_error(&self.pack, &problem))],
                )),
            }
        }
        if self.round.is_over() && !self.over_said {
            self.over_said = true;
            events.push(self.notice(PhraseKey::FollowRoundOver, Vec::new()));
        }
        events
    }

    /// The moves of `board` from index `from` on, announced; the first said as a correction when `corrected`.
    fn moves(&self, board: usize, from: usize, corrected: bool) -> Vec<Event> {
        let Some(game) = self.round.game(board) else {
            return Vec::new();
        };
        let several = matches!(self.following, Following::All) && self.round.games().len() > 1;
        game.moves()
            .iter()
            .enumerate()
            .skip(from)
            .filter_map(|(index, &node)| {
                self.announced(game, node, several, corrected && index == from)
            })
            .collect()
    }

    /// The move `node` of `game` as an announcement.
    fn announced(
        &self,
        game: &RoundGame,
        node: NodeId,
        several: bool,
        correction: bool,
    ) -> Option<Event> {
        let tree = game.tree();
        let before = tree.position(tree.parent(node)?);
        let mv = *tree.played(node)?;
        let mut text = Sentence::words(&self.pack, &announce(before, mv, self.style));
        if several {
            text = Sentence::phrase(
                &self.pack,
                PhraseKey::FollowBoard,
                vec![("board", self.board_number(game.board())), ("said", text)],
            );
        }
        Some(Event::Announce {
            ply: count32(tree.ply(node)),
            move_number: before.fullmoves().get(),
            side: before.turn().into(),
            san: tree
                .san(node)
                .map(|san| san.to_string())
                .unwrap_or_default(),
            uci: UciMove::from_standard(mv).to_string(),
            text,
            correction,
            pending: false,
            replayed: false,
            source: Some(MoveSource::Broadcast),
            line: None,
            game: Some(BroadcastGame {
                board: count32(game.board()),
                url: game.url().map(str::to_string),
                current: self.current.unwrap_or(1) == game.board(),
            }),
        })
    }

    /// A correction of `board` from index `from`: the moves that now stand there, the first said as a correction;
    /// when moves were only taken back, where the game now stands.
    fn correction(&self, board: usize, from: usize, now: u64) -> Vec<Event> {
        let Some(game) = self.round.game(board) else {
            return Vec::new();
        };
        if game.moves().len() > from {
            return self.moves(board, from, true);
        }
        let last = game
            .last_move()
            .and_then(|last| self.view(Some(game), now).move_text(last))
            .unwrap_or_else(|| {
                Sentence::phrase(&self.pack, PhraseKey::FollowNotStarted, Vec::new())
            });
        let mut text =
            Sentence::phrase(&self.pack, PhraseKey::FollowCorrected, vec![("last", last)]);
        if matches!(self.following, Following::All) && self.round.games().len() > 1 {
            text = Sentence::phrase(
                &self.pack,
                PhraseKey::FollowBoard,
                vec![("board", self.board_number(board)), ("said", text)],
            );
        }
        vec![Event::Notice { text }]
    }

    /// The game on `board`, or the refusal that says there is none.
    fn board(&self, board: usize) -> Result<&RoundGame, Refusal> {
        if self.round.games().is_empty() {
            return Err(Refusal::phrase(
                &self.pack,
                PhraseKey::ErrorFollowNoGames,
                Vec::new(),
            ));
        }
        self.round.game(board).ok_or_else(|| {
            Refusal::phrase(
                &self.pack,
                PhraseKey::ErrorFollowNoSuchBoard,
                vec![
                    ("board", self.board_number(board)),
                    ("count", self.board_number(self.round.games().len())),
                ],
            )
        })
    }

    fn execute(&mut self, command: FollowCommand, now: u64) -> Reply {
        let events = match command {
            FollowCommand::Follow(Following::Board(board)) => match self.board(board) {
                Ok(game) => {
                    let said = self.current_line(PhraseKey::FollowFollowing, game);
                    self.following = Following::Board(board);
                    self.current = Some(board);
                    vec![Event::answer("follow", said)]
                }
                Err(refused) => vec![refused.into()],
            },
            FollowCommand::Follow(following) => {
                self.following = following;
                if self.current.is_none() && !self.round.games().is_empty() {
                    self.current = Some(1);
                }
                let count = self.board_number(self.round.games().len());
                vec![Event::answer(
                    "follow",
                    Sentence::phrase(
                        &self.pack,
                        PhraseKey::FollowFollowingAll,
                        vec![("count", count)],
                    ),
                )]
            }
            FollowCommand::Game(board) => match self.board(board) {
                Ok(game) => {
                    let said = self.game_line(game, now);
                    self.current = Some(board);
                    vec![Event::answer("game", said)]
                }
                Err(refused) => vec![refused.into()],
            },
            FollowCommand::Games => self.games(now),
            FollowCommand::Listen(ListenCommand::Help) => vec![Event::answer(
                "help",
                Sentence::phrase(&self.pack, PhraseKey::HelpFollow, Vec::new()),
            )],
            FollowCommand::Listen(ListenCommand::Quit) => {
                let said = Event::answer(
                    "quit",
                    Sentence::phrase(&self.pack, PhraseKey::FollowQuit, Vec::new()),
                );
                return Reply::with_flow(vec![said], Flow::Quit);
            }
            FollowCommand::Listen(ListenCommand::Wait(ms)) => {
                return self.view(None, now).execute(ListenCommand::Wait(ms), now)
            }
            FollowCommand::Listen(question) => match self.current_game() {
                Ok(game) => return self.view(Some(game), now).execute(question, now),
                Err(refused) => vec![refused.into()],
            },
        };
        Reply::events(events)
    }

    /// "Following board 2: Carlsen against Nepomniachtchi" (`key` says which).
    fn current_line(&self, key: PhraseKey, game: &RoundGame) -> Sentence {
        Sentence::phrase(
            &self.pack,
            key,
            vec![
                ("board", self.board_number(game.board())),
                ("white", Sentence::text(game.white())),
                ("black", Sentence::text(game.black())),
            ],
        )
    }

    /// The game the questions are about: the current one, else the first.
    fn current_game(&self) -> Result<&RoundGame, Refusal> {
        self.board(self.current.unwrap_or(1))
    }

    /// The round's games, a line each.
    fn games(&self, now: u64) -> Vec<Event> {
        if self.round.games().is_empty() {
            return vec![self.refusal(PhraseKey::ErrorFollowNoGames, Vec::new())];
        }
        let lines: Vec<Sentence> = self
            .round
            .games()
            .iter()
            .map(|game| self.game_line(game, now))
            .collect();
        Event::answer_lines("games", lines)
    }

    /// The stream's input at `now`.
    fn broadcast(&mut self, input: BroadcastInput, now: u64) -> Vec<Event> {
        match input {
            BroadcastInput::Opened => {
                self.heard_at = Some(now);
                self.stream = PgnStream::new();
                if std::mem::take(&mut self.lost) {
                    return vec![self.notice(PhraseKey::FollowStreamBack, Vec::new())];
                }
                Vec::new()
            }
            BroadcastInput::Bytes(bytes) => {
                self.heard_at = Some(now);
                let mut news = Vec::new();
                for pgn in self.stream.feed(&bytes) {
                    news.extend(self.round.read(&pgn));
                }
                self.tell(news, now)
            }
            // A game cut by the loss is let go, not read as a shorter one (it would sound like a correction): the
            // stream opened again sends every game whole.
            BroadcastInput::Lost(_) => {
                self.stream = PgnStream::new();
                self.lose()
            }
            BroadcastInput::Failed(RequestProblem::RateLimited) => {
                self.retry_at = Some(now.saturating_add(RATE_LIMIT_MS));
                vec![self.notice(PhraseKey::FollowRateLimited, Vec::new())]
            }
            // A stream that cannot be opened (no network, the server failing) is said lost once, and tried again.
            BroadcastInput::Failed(_) => {
                self.retry_at = Some(now.saturating_add(SILENCE_MS));
                if std::mem::replace(&mut self.lost, true) {
                    return Vec::new();
                }
                vec![self.notice(PhraseKey::FollowStreamLost, Vec::new())]
            }
        }
    }

    /// The stream is lost: said once, and asked for again.
    fn lose(&mut self) -> Vec<Event> {
        self.heard_at = None;
        self.link.send(ServerRequest::Reconnect);
        if std::mem::replace(&mut self.lost, true) {
            return Vec::new();
        }
        vec![self.notice(PhraseKey::FollowStreamLost, Vec::new())]
    }
}

impl Session for FollowSession {
    fn next_due(&self) -> Option<u64> {
        let silent = self.heard_at.map(|at| at.saturating_add(SILENCE_MS));
        match (silent, self.retry_at) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    fn advance_to(&mut self, now: u64) -> Vec<(u64, Event)> {
        let mut due = Vec::new();
        if self.retry_at.is_some_and(|at| at <= now) {
            self.retry_at = None;
            self.link.send(ServerRequest::Reconnect);
        }
        if let Some(at) = self
            .heard_at
            .map(|at| at.saturating_add(SILENCE_MS))
            .filter(|at| *at <= now)
        {
            due.extend(self.lose().into_iter().map(|event| (at, event)));
        }
        due
    }

    fn handle(&mut self, input: Input, now: u64) -> Reply {
        let command = match input {
            Input::Broadcast(said) => return Reply::events(self.broadcast(said, now)),
            Input::Typed(line) => parse(&line, &self.pack),
            Input::Command(command) => super::command::from_command(&command, &self.pack).map(Some),
            Input::Engine(_) | Input::Board(_) | Input::Server(_) => Ok(None),
        };
        match command {
            Ok(Some(command)) => self.execute(command, now),
            Ok(None) => Reply::events(Vec::new()),
            Err(problem) => Reply::event(self.unreadable(&problem, now)),
        }
    }
}

impl FollowSession {
    fn unreadable(&self, problem: &ListenCommandError, now: u64) -> Event {
        self.view(None, now)
            .unreadable_in(problem, SessionKind::Follow)
    }
}

/// A count as the pack's numbers take it.
fn count32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests;
