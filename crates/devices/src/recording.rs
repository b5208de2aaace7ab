//! Recordings of the moves (Appendix D.2.7 allows a recording device): the scoresheet spoken with the built-in
//! voice into a WAV file, for `tactus export --to wav` and `tactus announce --wav`.
//!
//! The sentences are pure ([`scoresheet_sentences`]): a move number in words, then White's move and Black's, as a
//! player reads a scoresheet aloud. [`record_wav`] renders them with the pack's clips at the clips' own rate and
//! writes a 16-bit mono WAV through a temporary file, so a failed recording never leaves half a file.

use std::{
    fs,
    path::{Path, PathBuf},
};

use tactus_core::{scoresheet_lines, side_name, NumberedMove, Side, VoicePack};

use super::clips::{render, ClipLibrary};

/// The scoresheet read aloud, one sentence per move number (a draw offer's mark is not said): "one. Eva vier, Eva fuenf." A move number whose White
/// move is missing (a game from a position with Black to move) names Black: "twelve. Black: Eva fuenf."
#[must_use]
pub(crate) fn scoresheet_sentences(pack: &VoicePack, moves: &[NumberedMove]) -> Vec<String> {
    scoresheet_lines(moves)
        .into_iter()
        .map(|line| {
            let number = pack.number(line.number);
            match (line.white, line.black) {
                (Some(white), Some(black)) => format!("{number}. {white}, {black}."),
                (Some(white), None) => format!("{number}. {white}."),
                (None, black) => format!(
                    "{number}. {}: {}.",
                    side_name(pack, Side::Black),
                    black.unwrap_or_default()
                ),
            }
        })
        .collect()
}

/// What a recording holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Recorded {
    /// Its length in seconds.
    pub seconds: f64,
    /// Words that had no clip and were left out (e.g. names), each once.
    pub missing: Vec<String>,
}

/// Says `sentences` (written forms; their spoken forms are said) with `library` into the WAV file `path`.
///
/// # Errors
/// Why the file could not be written, naming it.
pub fn record_wav(
    library: &ClipLibrary,
    pack: &VoicePack,
    sentences: &[String],
    path: &Path,
) -> Result<Recorded, RecordingError> {
    let rate = library.sample_rate();
    let mut samples = Vec::new();
    let mut missing: Vec<String> = Vec::new();
    for sentence in sentences {
        let rendering = render(library, &pack.spoken(sentence), rate);
        samples.extend_from_slice(&rendering.samples);
        for word in rendering.missing {
            if !missing.contains(&word) {
                missing.push(word);
            }
        }
    }
    write_wav(path, &samples, rate)?;
    Ok(Recorded {
        seconds: samples.len() as f64 / f64::from(rate.max(1)),
        missing,
    })
}

/// A recording that could not be written: the file, and the WAV writer's or the system's reason as the source.
#[derive(Debug, thiserror::Error)]
#[error("cannot write the recording {}: {source}", path.display())]
pub struct RecordingError {
    /// The file asked for.
    pub path: PathBuf,
    /// Why it could not be written.
    #[source]
    pub source: hound::Error,
}

/// Writes mono samples as a 16-bit PCM WAV, through a temporary file beside `path`.
///
/// # Errors
/// A [`RecordingError`] naming the file.
pub(crate) fn write_wav(path: &Path, samples: &[f32], rate: u32) -> Result<(), RecordingError> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let temporary = temporary_beside(path);
    let written = (|| -> Result<(), hound::Error> {
        let mut writer = hound::WavWriter::create(&temporary, spec)?;
        for sample in samples {
            // Full scale is 32,767 both ways, so that +1 and -1 stay symmetric.
            let value = (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round();
            #[allow(clippy::cast_possible_truncation)]
            writer.write_sample(value as i16)?;
        }
        writer.finalize()
    })();
    let moved = written.and_then(|()| fs::rename(&temporary, path).map_err(hound::Error::IoError));
    moved.map_err(|source| {
        let _gone = fs::remove_file(&temporary);
        RecordingError {
            path: path.to_path_buf(),
            source,
        }
    })
}

/// A file name beside `path` for writing before renaming.
fn temporary_beside(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".part");
    path.with_file_name(name)
}

/// The game's scoresheet read aloud (`scoresheet_sentences`), then its result as it is said at the board: in words,
/// without its figures.
#[must_use]
pub fn game_sentences(
    state: &tactus_core::GameState,
    wording: &tactus_core::Wording,
) -> Vec<String> {
    let pack = &wording.pack;
    let moves = tactus_core::numbered_moves(state, wording);
    let mut sentences = scoresheet_sentences(pack, &moves);
    if let Some(result) = state.result() {
        let ended = tactus_core::Event::Result(
            *result,
            state.result_detail().map(|detail| wording.detail(detail)),
        );
        sentences.push(tactus_core::spoken_sentence(pack, &ended));
    }
    sentences
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &[(u32, Side, &str)]) -> Vec<NumberedMove> {
        list.iter()
            .map(|(number, side, text)| NumberedMove {
                number: *number,
                side: *side,
                text: (*text).to_string(),
            })
            .collect()
    }

    #[test]
    fn a_scoresheet_is_read_move_number_by_move_number() {
        let pack = crate::shipped_voices::pack("fide");
        let sheet = moves(&[
            (1, Side::White, "Eva vier"),
            (1, Side::Black, "Eva fuenf"),
            (2, Side::White, "Springer Felix drei"),
        ]);
        assert_eq!(
            scoresheet_sentences(&pack, &sheet),
            ["one. Eva vier, Eva fuenf.", "two. Springer Felix drei."]
        );
        let from_black = moves(&[
            (12, Side::Black, "Eva fuenf"),
            (13, Side::White, "Eva vier"),
        ]);
        assert_eq!(
            scoresheet_sentences(&pack, &from_black),
            ["twelve. Black: Eva fuenf.", "thirteen. Eva vier."]
        );
    }

    #[test]
    fn a_wav_is_written_whole_or_not_at_all() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.wav");
        write_wav(&path, &[0.0, 0.5, -1.0, 1.0], 16_000).unwrap();
        let mut reader = hound::WavReader::open(&path).unwrap();
        assert_eq!(reader.spec().sample_rate, 16_000);
        assert_eq!(reader.spec().channels, 1);
        let samples: Vec<i16> = reader.samples::<i16>().map(Result::unwrap).collect();
        assert_eq!(samples, [0, 16_384, -32_767, 32_767]);
        let missing = dir.path().join("no/such/folder/out.wav");
        let err = write_wav(&missing, &[0.0], 16_000).unwrap_err();
        assert!(err.to_string().contains("no/such/folder/out.wav"), "{err}");
        assert_eq!(err.path, missing);
        // The system's reason is kept under the writer's.
        assert!(std::error::Error::source(&err).is_some());
        assert!(!dir.path().join("no").exists());
    }
}
