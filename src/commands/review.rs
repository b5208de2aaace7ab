//! `tactus review JOURNAL|FILE.pgn`: the game gone through by the engine (or its review kept beside it read back),
//! then the summary and each fault said through the session's outputs (speech, text or JSON lines); with
//! `--practice`, the user's own mistakes replayed as puzzles on the event loop, the engine's worker checking the
//! moves found.

use std::{io::IsTerminal, process::ExitCode, time::Duration};

use shakmaty::{uci::UciMove, Color};

use super::{
    runner::{Runner, Showing},
    running, Failure,
};
use crate::cli::{ReviewArgs, ReviewSide};
use tactus_core::{
    engine_failure, review_event, review_moves, review_summary, Cause, Choice, EngineFailure,
    Event, EventSink, GameEvaluations, MoveReader, PhraseKey, ReviewPractice, Sentence, Stamped,
    VoicePack,
};
use tactus_devices::{Controls, SessionDevices};
use tactus_runtime::{
    find_engine, open_reviewed_game, read_review_cache, review_pass, write_review_cache, Engine,
    EngineWorker, RealTime, ReviewPass, ReviewProgress, ReviewedGame, TimeSource,
};

/// How long after the start the first progress line is printed, and between two.
const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// Reviews the game, then says the review or practises its mistakes.
///
/// # Errors
/// A [`Failure`] (exit code 2) for a file that cannot be read or holds no such game, no engine or one that fails,
/// a review that cannot be kept, a voice pack that does not load, or a script that cannot be opened.
pub(crate) fn run(args: &ReviewArgs) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let pack = tactus_runtime::load_voice(&options.common.voice)?;
    let reader = MoveReader::for_pack(options.common.letters(&pack), &pack);
    let choice = match (args.game, &args.players) {
        (Some(number), _) => Choice::Number(number),
        (None, Some(name)) => Choice::Players(name.clone()),
        (None, None) => Choice::First,
    };
    let game = open_reviewed_game(&args.file, &choice, &pack, &reader)?;
    let evaluations = evaluations(args, &game, &pack)?;
    let reviewed = review_moves(&game.start, &game.moves, &evaluations);
    let side = args.side.map(|side| match side {
        ReviewSide::White => Color::White,
        ReviewSide::Black => Color::Black,
    });
    if !args.practice {
        let mut events = vec![Event::answer(
            "summary",
            review_summary(&pack, &reviewed, side),
        )];
        events.extend(
            reviewed
                .iter()
                .filter(|m| side.is_none_or(|side| m.mover == side))
                .filter_map(|m| review_event(&pack, m)),
        );
        return say(args, pack, events);
    }
    let side = side.or(game.user).unwrap_or(Color::White);
    let runner = Runner::new(&options.run)?;
    let engine = Engine::start_for_analysis(&engine_command(args, &pack)?, args.threads)
        .map_err(|failure| worded(&pack, &failure))?;
    let worker =
        EngineWorker::start(engine, runner.sender()).map_err(|failure| worded(&pack, &failure))?;
    let practice = ReviewPractice::new(
        &reviewed,
        side,
        args.depth,
        pack.clone(),
        reader,
        Box::new(worker),
    );
    let Some(mut practice) = practice else {
        let none = Sentence::phrase(
            &pack,
            PhraseKey::ReviewPracticeNone,
            vec![("side", tactus_core::side_sentence(&pack, side.into()))],
        );
        return say(args, pack, vec![Event::answer("done", none)]);
    };
    let keyboard = runner.is_keyboard();
    let opening = practice.opening();
    let showing = Showing {
        pack,
        format: options.common.format,
        controls: Controls::Review,
        prompts: keyboard,
    };
    runner.run(&mut practice, showing, opening)
}

/// The review kept beside the game when it is this game's at this depth; else the engine's pass, kept.
fn evaluations(
    args: &ReviewArgs,
    game: &ReviewedGame,
    pack: &VoicePack,
) -> Result<GameEvaluations, Failure> {
    let ucis: Vec<String> = game
        .moves
        .iter()
        .map(|m| UciMove::from_standard(*m).to_string())
        .collect();
    if let Some(kept) = read_review_cache(&game.cache, &ucis, args.depth) {
        return Ok(kept);
    }
    let pass = ReviewPass {
        command: engine_command(args, pack)?,
        depth: args.depth,
        threads: args.threads,
    };
    let time = RealTime::start();
    let clock = move || time.now_ms();
    let shown = std::io::stderr().is_terminal();
    let mut last = 0;
    let mut progress = |at: ReviewProgress| {
        if shown && at.done < at.total && at.elapsed_ms >= last + millis(PROGRESS_EVERY) {
            last = at.elapsed_ms;
            eprintln!("{}", progress_line(pack, &at));
        }
    };
    let evaluations = review_pass(&pass, &game.start, &game.moves, &clock, &mut progress)
        .map_err(|failure| worded(pack, &failure))?;
    write_review_cache(&game.cache, &evaluations, pack)?;
    Ok(evaluations)
}

/// "Reviewing: move 12 of 40, about 20 seconds left", counted in moves (two positions each).
fn progress_line(pack: &VoicePack, at: &ReviewProgress) -> String {
    let moves = |positions: usize| positions.div_ceil(2).max(1).to_string();
    pack.phrase(
        PhraseKey::ReviewProgress,
        &[
            ("number", &moves(at.done)),
            ("total", &moves(at.total.saturating_sub(1))),
            ("seconds", &at.seconds_left().unwrap_or(0).to_string()),
        ],
    )
}

/// A duration in milliseconds.
fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

/// The engine to start: `--engine`, else Stockfish where installed.
fn engine_command(args: &ReviewArgs, pack: &VoicePack) -> Result<String, Failure> {
    find_engine(args.engine.as_deref()).map_err(|failure| worded(pack, &failure))
}

/// An engine's failure as the command's, in `pack`'s words.
fn worded(pack: &VoicePack, failure: &EngineFailure) -> Failure {
    Failure::Message(engine_failure(pack, failure).to_string())
}

/// `events` through the session's outputs (speech, braille, text or JSON lines), heard to their end.
fn say(args: &ReviewArgs, pack: VoicePack, events: Vec<Event>) -> Result<ExitCode, Failure> {
    let options = &args.session;
    let mut sink = running::outputs(
        &options.run.sound,
        options.common.format,
        pack,
        false,
        SessionDevices::default(),
    );
    sink.action_begins(Cause::Program);
    let said = events
        .into_iter()
        .try_for_each(|event| sink.emit(&Stamped { t_ms: 0, event }))
        .and_then(|()| tactus_runtime::last_words(0, &mut sink));
    running::finished(said.map(|()| tactus_core::Ending::Finished))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_progress_is_counted_in_moves_with_the_seconds_left() {
        let pack = VoicePack::builtin("en").unwrap();
        let at = ReviewProgress {
            done: 24,
            total: 81,
            elapsed_ms: 8000,
        };
        assert_eq!(
            progress_line(&pack, &at),
            "Reviewing: move 12 of 40, about 19 seconds left"
        );
    }
}
