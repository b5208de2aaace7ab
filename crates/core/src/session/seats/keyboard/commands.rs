//! The keyboard's commands carried out: each becomes a record written through the table, an answer from the game as
//! it stands, the board cursor moved, or what the loop does next (leave, wait).

use shakmaty::Position;

use super::Keyboard;
use crate::{
    boundary::{Event, Flow, Reply},
    notation::board_row,
    registry::Verb,
    session::{
        command::PlayCommand,
        cursor::{CursorCommand, CursorOutcome},
        play::viewer,
        questions,
        record::Record,
        seats::Table,
    },
    voice::PhraseKey,
};

impl Keyboard {
    /// A cursor command: an answer about its square, a refusal, or the move it picked, made as a move.
    fn move_cursor(&mut self, command: &CursorCommand, table: &mut dyn Table, t: u64) -> Reply {
        let game = table.game();
        let view = viewer(game.setup().blind, game.to_move());
        let outcome = self.cursor.apply(
            command,
            game.game().position(),
            view.into(),
            &table.wording().pack,
        );
        match outcome {
            CursorOutcome::Show { square, text } => Reply::event(Event::Cursor {
                square,
                text,
                row: board_row(game.game().position().board(), square.rank(), view.into()),
                view,
            }),
            CursorOutcome::Refuse(refusal) => Reply::event(refusal.into()),
            CursorOutcome::Play(intent) => self.execute(PlayCommand::Play(intent), table, t),
        }
    }

    /// A command read at the keyboard (or handed to it as if typed) carried out in the game as it stands: answered
    /// by another seat, or a record written through the table, a question answered, the cursor moved, the session
    /// left, time passed.
    pub(in crate::session) fn execute(
        &mut self,
        command: PlayCommand,
        table: &mut dyn Table,
        t: u64,
    ) -> Reply {
        if let Some(reply) = table.answered_elsewhere(&command, t) {
            return reply;
        }
        let name = command.name();
        let record = match command {
            PlayCommand::Move(text) => match self.read_move(table.game(), table.wording(), &text) {
                Ok(mv) => Record::Move {
                    t,
                    mv,
                    source: None,
                },
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Play(intent) => {
                match self.resolve_move(table.game(), table.wording(), intent) {
                    Ok(mv) => Record::Move {
                        t,
                        mv,
                        source: None,
                    },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Press => Record::Press { t },
            PlayCommand::Go(code) => Record::Go {
                t,
                code: code.map(String::from),
            },
            PlayCommand::Pause => Record::Pause { t },
            PlayCommand::Adjust(side, adjustment) => Record::Adjust {
                t,
                side,
                adjustment,
            },
            PlayCommand::Illegal(side) => Record::Illegal { t, side },
            PlayCommand::Takeback(ply) => Record::Takeback { t, ply },
            PlayCommand::Sheet { side, moves, from } => {
                match self.sheet_entries(table.game(), table.wording(), &moves, from) {
                    Ok((at, entries)) => Record::Sheet {
                        t,
                        at,
                        side,
                        entries,
                    },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::SheetFile { side, path } => {
                match self.sheet_file(
                    table.wording(),
                    self.outside.read_file,
                    &path.to_string_lossy(),
                ) {
                    // A file is the whole sheet: it replaces what was entered before.
                    Ok(entries) => Record::Sheet {
                        t,
                        at: Some(0),
                        side,
                        entries,
                    },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::SheetClear(side) => Record::Sheet {
                t,
                at: Some(0),
                side,
                entries: Vec::new(),
            },
            PlayCommand::Draw(side) => {
                match Keyboard::acting_side(table.game(), table.wording(), side, Verb::Draw) {
                    Ok(side) => Record::Draw { t, side },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Decline(side) => {
                match Keyboard::acting_side(table.game(), table.wording(), side, Verb::Decline) {
                    Ok(side) => Record::Decline { t, side },
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Accept(side) => {
                match Keyboard::acting_side(table.game(), table.wording(), side, Verb::Accept) {
                    Ok(side) => {
                        return self.ask_to_confirm(table, Record::Accept { t, side }, None)
                    }
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Resign(side) => {
                match Keyboard::acting_side(table.game(), table.wording(), side, Verb::Resign) {
                    Ok(side) => {
                        return self.ask_to_confirm(table, Record::Resign { t, side }, None)
                    }
                    Err(refusal) => return Reply::event(refusal.into()),
                }
            }
            PlayCommand::Claim {
                side,
                kind,
                intended,
            } => match self.claim_record(
                table.game(),
                table.wording(),
                side,
                kind,
                intended.map(String::from),
                t,
            ) {
                Ok(record) => record,
                Err(refusal) => return Reply::event(refusal.into()),
            },
            PlayCommand::Confirm(_) => {
                return Reply::event(table.refusal(PhraseKey::ErrorNothingToConfirm, &[]))
            }
            PlayCommand::Verdict { score, detail } => Record::Verdict {
                t,
                score,
                detail: detail.map(String::from),
            },
            PlayCommand::Increment(ms) => Record::Increment { t, ms },
            PlayCommand::Unseal => Record::Unseal { t },
            PlayCommand::Rate(change) => Record::Rate {
                t,
                percent: change.from(table.game().rate()),
            },
            PlayCommand::Adjourn { sealed, resumption } => {
                return self.seal(&sealed, resumption.map(String::from), table, t);
            }
            PlayCommand::Wait(ms) if self.virtual_time => {
                return Reply::with_flow(Vec::new(), Flow::Wait(ms))
            }
            PlayCommand::Wait(_) => {
                return Reply::event(table.refusal(PhraseKey::ErrorWaitRealTime, &[]))
            }
            PlayCommand::Quit => return self.quit_asked(table, t),
            PlayCommand::Cursor(command) => return self.move_cursor(&command, table, t),
            PlayCommand::Repeat => return Reply::events(self.repeated(table)),
            PlayCommand::Hint(hint) => return Reply::events(Keyboard::hint(&hint, table)),
            PlayCommand::Opening => return Reply::event(Keyboard::opening(table)),
            question => {
                return Reply::events(questions::ask(
                    table.game(),
                    table.wording(),
                    question,
                    name,
                    t,
                ))
            }
        };
        Reply::events(table.commit(&record))
    }
}
