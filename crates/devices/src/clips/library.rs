//! The clips of a voice pack, read from `<pack folder>/clips` into memory: the shipped packs' bundle
//! (`clips.ogg` and `clips.tsv`, [`super::bundle`]) and any `*.wav` (a clip of its own file is said instead of the
//! bundle's, so a user can record a word again).
//!
//! Every clip of a pack is mono (a WAV 16-bit PCM) at one sample rate, named after its word's key ([`super::tokens`]). A
//! folder that is missing, a file that cannot be read, a malformed WAV, a clip in another format or at another rate,
//! or a `.wav` whose name is not a clip name is refused with an error naming the file. All clips are read at once:
//! a few hundred small files take a few milliseconds, and a clip that is broken is found at start-up rather than in
//! the middle of a sentence.

use std::{
    borrow::Cow,
    collections::{BTreeMap, HashMap},
    fmt, fs,
    path::{Path, PathBuf},
    sync::Arc,
};

use super::problem::ClipProblem;
use super::synth::Synthesizer;
use super::tokens::{self, key_of_file_name, Token};
use tactus_core::{PhraseKey, SystemError, VoicePack, Word};

/// Numbers up to this one are said in the pack's words; larger ones digit by digit.
const LARGEST_NUMBER: u32 = 999;

/// The recorded words of a voice pack.
#[derive(Clone, Debug)]
pub struct ClipLibrary {
    sample_rate: u32,
    clips: HashMap<String, Vec<i16>>,
    /// The pace the clips are said at, in percent of their recorded one (150: half as fast again).
    pace: u32,
    /// The spoken form of each number from 0, for words that are digits ("12" in "12. Eva vier").
    numbers: Vec<String>,
    /// The language of the words of a sentence given without one: the pack's phrase language.
    language: String,
    /// What says a word that has no clip, when there is one (else the word is spelled).
    synth: Option<Arc<Synthesizer>>,
    /// The words and pauses of each move word as the pack says it (empty for a library made of given clips).
    moves: Arc<HashMap<Word, Vec<Token>>>,
}

/// A clip folder or file that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClipError {
    /// The folder or file.
    pub file: PathBuf,
    /// What is wrong with it.
    pub problem: ClipProblem,
}

impl ClipError {
    /// The error in the pack's words, naming the folder or file.
    #[must_use]
    pub fn words(&self, pack: &VoicePack) -> String {
        pack.phrase(
            PhraseKey::ClipError,
            &[
                ("file", &self.file.display().to_string()),
                ("problem", &self.problem.words(pack)),
            ],
        )
    }
}

impl fmt::Display for ClipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "built-in voice, {}: {}",
            self.file.display(),
            self.problem
        )
    }
}

impl std::error::Error for ClipError {}

impl ClipLibrary {
    /// Reads every clip of `pack` from its clip `folders` (each with its pack's name): its own folder's, then, for
    /// the words it has no clip of, those of the pack it extends.
    ///
    /// # Errors
    /// A `ClipError` naming the folder or the first file that cannot be used, and why.
    pub fn load(pack: &VoicePack, folders: &[(String, PathBuf)]) -> Result<ClipLibrary, ClipError> {
        let mut library: Option<(u32, HashMap<String, Vec<i16>>, PathBuf)> = None;
        for (_, folder) in folders {
            let folder = folder.clone();
            let (rate, clips) = read_folder(&folder)?;
            match &mut library {
                None => library = Some((rate, clips, folder)),
                Some((first, _, first_folder)) if *first != rate => {
                    return Err(ClipError {
                        file: folder,
                        problem: ClipProblem::PackRateDiffers {
                            rate,
                            first: first_folder.clone(),
                            first_rate: *first,
                        },
                    });
                }
                Some((_, own, _)) => {
                    for (key, samples) in clips {
                        own.entry(key).or_insert(samples);
                    }
                }
            }
        }
        let (sample_rate, clips, _) = library.unwrap_or_default();
        let numbers = (0..=LARGEST_NUMBER)
            .map(|n| pack.spoken(&pack.number(n)))
            .collect();
        let moves = Word::all()
            .map(|word| (word, tokens::fragment(&pack.word(word).say)))
            .collect();
        Ok(ClipLibrary {
            sample_rate,
            clips,
            pace: 100,
            numbers,
            language: pack.phrase_language.clone(),
            synth: None,
            moves: Arc::new(moves),
        })
    }

    /// A library made of given clips (keys as `tokens.rs` makes them) at `sample_rate`; `numbers[n]` is the
    /// spoken form of the number `n`, for words that are digits.
    #[must_use]
    pub fn new(
        sample_rate: u32,
        clips: HashMap<String, Vec<i16>>,
        numbers: Vec<String>,
    ) -> ClipLibrary {
        ClipLibrary {
            sample_rate,
            clips,
            pace: 100,
            numbers,
            language: "en".into(),
            synth: None,
            moves: Arc::default(),
        }
    }

    /// The same words, those without a clip said by `synth` (in their language) instead of spelled.
    #[must_use]
    pub fn with_synthesizer(mut self, synth: Option<Synthesizer>) -> ClipLibrary {
        self.synth = synth.map(Arc::new);
        self
    }

    /// Whether words without a clip are said by a synthesizer rather than spelled.
    #[must_use]
    pub fn synthesizes(&self) -> bool {
        self.synth.is_some()
    }

    /// The language of the words of a sentence given without one (the pack's phrase language).
    #[must_use]
    pub fn language(&self) -> &str {
        &self.language
    }

    /// The same words with `clips` in place of their clips, said at `pace` percent.
    #[must_use]
    pub(super) fn with_clips(&self, clips: HashMap<String, Vec<i16>>, pace: u32) -> ClipLibrary {
        ClipLibrary {
            sample_rate: self.sample_rate,
            clips,
            pace,
            numbers: self.numbers.clone(),
            language: self.language.clone(),
            synth: self.synth.clone(),
            moves: Arc::clone(&self.moves),
        }
    }

    /// The words and pauses of a move word as the pack says it; `None` for a library made of given clips.
    pub(super) fn move_word(&self, word: Word) -> Option<&[Token]> {
        self.moves.get(&word).map(Vec::as_slice)
    }

    /// The pace the clips are said at, in percent of their recorded one; the pauses between words follow it.
    #[must_use]
    pub fn pace(&self) -> u32 {
        self.pace
    }

    /// Every clip, by key.
    pub(super) fn clips(&self) -> &HashMap<String, Vec<i16>> {
        &self.clips
    }

    /// The sample rate of every clip.
    #[must_use]
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// The samples of the clip for `key`, if there is one.
    #[must_use]
    pub fn clip(&self, key: &str) -> Option<&[i16]> {
        self.clips.get(key).map(Vec::as_slice)
    }

    /// Every key that has a clip, in no particular order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.clips.keys().map(String::as_str)
    }

    /// The number of clips.
    #[must_use]
    pub fn len(&self) -> usize {
        self.clips.len()
    }

    /// Whether there are no clips.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.clips.is_empty()
    }

    /// The clips that say the word `key`, or `None` when it cannot be said:
    /// - its own clip;
    /// - a number written in digits, in the pack's number words (above 999, digit by digit);
    /// - a word with marks inside ("white's", "1-0") as its parts between the marks, each said as above, leaving
    ///   out single letters (the "s" of "white's", the "l" of "l'arbitre"), so long as some part can be said and
    ///   every longer part can;
    /// - else spelled ([`ClipLibrary::spelled`]): a word is never left out when a letter of it has a clip.
    #[must_use]
    pub fn say(&self, key: &str) -> Option<Vec<&[i16]>> {
        if let Some(clip) = self.clip(key) {
            return Some(vec![clip]);
        }
        if let Some(clips) = self.say_number(key) {
            return Some(clips);
        }
        self.say_parts(key).or_else(|| self.spelled(key))
    }

    /// The sound of the word `key` in `language`: as [`ClipLibrary::say`] tells, except that a word none of whose
    /// ways has a clip is said by the synthesizer (at the library's pace), when there is one, before it is spelled.
    #[must_use]
    pub fn said(&self, key: &str, language: &str) -> Option<Vec<Cow<'_, [i16]>>> {
        if let Some(clip) = self.clip(key) {
            return Some(vec![Cow::Borrowed(clip)]);
        }
        if let Some(clips) = self.say_number(key).or_else(|| self.say_parts(key)) {
            return Some(borrowed(clips));
        }
        if let Some(word) = self
            .synth
            .as_ref()
            .and_then(|synth| synth.word(key, language, self.sample_rate))
        {
            let word = if self.pace == super::pace::RECORDED {
                word.as_ref().clone()
            } else {
                super::pace::stretched(&word, self.sample_rate, self.pace)
            };
            return Some(vec![Cow::Owned(word)]);
        }
        self.spelled(key).map(borrowed)
    }

    /// A word with marks inside said as its parts, as [`ClipLibrary::say`] tells.
    fn say_parts(&self, key: &str) -> Option<Vec<&[i16]>> {
        let parts: Vec<&str> = key
            .split(|c: char| !c.is_alphanumeric())
            .filter(|part| !part.is_empty())
            .collect();
        if parts.len() < 2 {
            return None;
        }
        let mut clips = Vec::new();
        for part in parts {
            if part.chars().count() == 1 && part.chars().all(char::is_alphabetic) {
                continue;
            }
            match self
                .clip(part)
                .map(|clip| vec![clip])
                .or_else(|| self.say_number(part))
            {
                Some(said) => clips.extend(said),
                None if part.chars().count() == 1 => {}
                None => return None,
            }
        }
        (!clips.is_empty()).then_some(clips)
    }

    /// The clips of a number written in ASCII digits, if every word of it has a clip (for spelling).
    pub(super) fn number(&self, digits: &str) -> Option<Vec<&[i16]>> {
        self.say_number(digits)
    }

    /// The clips of a number written in ASCII digits, if every word of it has a clip.
    fn say_number(&self, digits: &str) -> Option<Vec<&[i16]>> {
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let spoken: Vec<&str> = match digits.parse::<usize>() {
            Ok(n) if n < self.numbers.len() => vec![self.numbers[n].as_str()],
            _ => digits
                .bytes()
                .map(|b| self.numbers.get(usize::from(b - b'0')).map(String::as_str))
                .collect::<Option<_>>()?,
        };
        spoken
            .iter()
            .flat_map(|words| tokens::words(words))
            .map(|key| self.clip(&key))
            .collect()
    }
}

/// Clips borrowed from a library, as [`ClipLibrary::said`] gives them.
fn borrowed(clips: Vec<&[i16]>) -> Vec<Cow<'_, [i16]>> {
    clips.into_iter().map(Cow::Borrowed).collect()
}

/// The rate and clips of a folder.
fn read_folder(folder: &Path) -> Result<(u32, HashMap<String, Vec<i16>>), ClipError> {
    let refuse = |file: &Path, problem: ClipProblem| ClipError {
        file: file.to_path_buf(),
        problem,
    };
    let unreadable =
        |e: std::io::Error| refuse(folder, ClipProblem::FolderUnreadable(SystemError::from(&e)));
    let entries = fs::read_dir(folder).map_err(unreadable)?;
    let mut files = Vec::new();
    for entry in entries {
        let entry = entry.map_err(unreadable)?;
        let path = entry.path();
        if path.extension().is_some_and(|ext| ext == "wav") {
            files.push(path);
        }
    }
    let bundle = super::bundle::read(folder)?;
    if files.is_empty() && bundle.is_none() {
        return Err(refuse(folder, ClipProblem::NoClips));
    }
    files.sort();
    // A clip of its own file is said instead of the bundle's.
    let (mut rate, mut clips) = match bundle {
        Some((rate, clips)) => (Some((rate, folder.join(super::bundle::SOUND))), clips),
        None => (None, HashMap::with_capacity(files.len())),
    };
    for file in files {
        let key = file
            .file_stem()
            .and_then(|stem| stem.to_str())
            .and_then(key_of_file_name)
            .ok_or_else(|| refuse(&file, ClipProblem::NotAClipName))?;
        let (clip_rate, samples) = read_clip(&file)?;
        match rate {
            None => rate = Some((clip_rate, file.clone())),
            Some((first, ref first_file)) if first != clip_rate => {
                return Err(refuse(
                    &file,
                    ClipProblem::RateDiffers {
                        rate: clip_rate,
                        first: first_file.clone(),
                        first_rate: first,
                    },
                ));
            }
            Some(_) => {}
        }
        clips.insert(key, samples);
    }
    let rate = rate.map_or(0, |(rate, _)| rate);
    Ok((rate, clips))
}

/// The rate and samples of one clip: mono 16-bit integer PCM.
fn read_clip(file: &Path) -> Result<(u32, Vec<i16>), ClipError> {
    let refuse = |problem: ClipProblem| ClipError {
        file: file.to_path_buf(),
        problem,
    };
    let bytes =
        fs::read(file).map_err(|e| refuse(ClipProblem::ClipUnreadable(SystemError::from(&e))))?;
    let mut cursor = std::io::Cursor::new(bytes.as_slice());
    let (spec, count) = {
        let reader = hound::WavReader::new(&mut cursor).map_err(|_| refuse(ClipProblem::NotWav))?;
        let count = usize::try_from(reader.len()).unwrap_or(usize::MAX);
        (reader.spec(), count)
    };
    if spec.channels != 1
        || spec.bits_per_sample != 16
        || spec.sample_format != hound::SampleFormat::Int
    {
        return Err(refuse(ClipProblem::Format {
            channels: spec.channels,
            bits: spec.bits_per_sample,
            float: spec.sample_format == hound::SampleFormat::Float,
        }));
    }
    if spec.sample_rate == 0 {
        return Err(refuse(ClipProblem::ZeroRate));
    }
    // The reader stops at the first sample; they are little-endian pairs of bytes from there (read here directly,
    // which is many times faster than sample by sample).
    let start = usize::try_from(cursor.position()).unwrap_or(usize::MAX);
    let data = start
        .checked_add(count.saturating_mul(2))
        .and_then(|end| bytes.get(start..end))
        .ok_or_else(|| refuse(ClipProblem::CutShort(count)))?;
    let samples = data
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect();
    Ok((spec.sample_rate, samples))
}

/// Every word a pack's clips must say, by key, with the language to record it in: the words of moves in the pack's
/// `move_language`, every other word of [`VoicePack::sayable`] in its `phrase_language` (a word that is both is a
/// move word). This is what `scripts/make-clips` records.
#[must_use]
pub fn recordings(pack: &VoicePack) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for word in Word::all() {
        for key in tokens::words(&pack.word(word).say) {
            out.insert(key, pack.move_language.clone());
        }
    }
    for said in pack.sayable() {
        for key in tokens::words(&said) {
            out.entry(key)
                .or_insert_with(|| pack.phrase_language.clone());
        }
    }
    for key in theme_keys() {
        out.entry(key).or_insert_with(|| "en".to_string());
    }
    out.retain(|key, _| !is_figure(key));
    out
}

/// Whether `key` is a figure ("10" in "10 or 14 days"): said as a number, in the pack's number words, never by a
/// clip of its own (which would be read instead of them).
fn is_figure(key: &str) -> bool {
    key.chars().all(|c| c.is_ascii_digit())
}

/// The words of the puzzles' theme names, English data in every pack (`Sentence::english`), so recorded in English;
/// their figures ("mate in 2") are said as numbers, in the pack's words.
fn theme_keys() -> impl Iterator<Item = String> {
    tactus_core::THEMES
        .iter()
        .flat_map(|theme| tokens::words(&tactus_core::theme_words(theme)))
        .filter(|key| !is_figure(key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shipped_voices;
    use std::{collections::BTreeSet, time::Instant};
    use tactus_core::builtin_names;

    fn write_wav(path: &Path, channels: u16, bits: u16, rate: u32, samples: &[i16]) {
        let spec = hound::WavSpec {
            channels,
            sample_rate: rate,
            bits_per_sample: bits,
            sample_format: hound::SampleFormat::Int,
        };
        let mut writer = hound::WavWriter::create(path, spec).unwrap();
        for s in samples {
            match bits {
                8 => writer
                    .write_sample(i8::try_from(*s / 256).unwrap())
                    .unwrap(),
                _ => writer.write_sample(*s).unwrap(),
            }
        }
        writer.finalize().unwrap();
    }

    /// A copy of the `en` pack in a folder of its own, with an empty `clips/` folder.
    fn pack_folder() -> (tempfile::TempDir, VoicePack) {
        let dir = tempfile::tempdir().unwrap();
        let text =
            fs::read_to_string(shipped_voices::source_voices().join("en/pack.toml")).unwrap();
        fs::write(dir.path().join("pack.toml"), text).unwrap();
        fs::create_dir(dir.path().join("clips")).unwrap();
        let pack = shipped_voices::pack_in(dir.path());
        (dir, pack)
    }

    fn clips(dir: &tempfile::TempDir) -> PathBuf {
        dir.path().join("clips")
    }

    #[test]
    fn a_folder_of_clips_is_read_by_key() {
        let (dir, pack) = pack_folder();
        write_wav(&clips(&dir).join("eva.wav"), 1, 16, 8000, &[1, -2, 3]);
        write_wav(
            &clips(&dir).join("f%C3%BCnf.wav"),
            1,
            16,
            8000,
            &[i16::MIN, i16::MAX],
        );
        fs::write(clips(&dir).join("README.txt"), "not a clip").unwrap();
        let library = ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack)).unwrap();
        assert_eq!(library.sample_rate(), 8000);
        assert_eq!(library.len(), 2);
        assert_eq!(library.clip("eva"), Some(&[1, -2, 3][..]));
        assert_eq!(library.clip("fünf"), Some(&[i16::MIN, i16::MAX][..]));
        assert_eq!(library.clip("vier"), None);
        let keys: BTreeSet<&str> = library.keys().collect();
        assert_eq!(keys, BTreeSet::from(["eva", "fünf"]));
    }

    #[test]
    fn unusable_folders_and_files_are_named() {
        let (dir, pack) = pack_folder();
        let folder = clips(&dir);
        let err = ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack)).unwrap_err();
        assert_eq!(err.file, folder);
        assert_eq!(
            err.problem.to_string(),
            "the clip folder holds no clips (*.wav, or clips.ogg and clips.tsv)"
        );

        fs::remove_dir(&folder).unwrap();
        let err = ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack)).unwrap_err();
        assert_eq!(err.file, folder);
        assert!(
            err.problem
                .to_string()
                .starts_with("cannot read the clip folder ("),
            "{err}"
        );
        assert!(err
            .to_string()
            .starts_with(&format!("built-in voice, {}: ", folder.display())));
        fs::create_dir(&folder).unwrap();

        write_wav(&folder.join("eva.wav"), 1, 16, 8000, &[0; 4]);
        type Case<'a> = (&'a str, &'a dyn Fn(&Path), &'a str);
        let cut_short = |p: &Path| {
            write_wav(p, 1, 16, 8000, &[0; 4]);
            let bytes = fs::read(p).unwrap();
            fs::write(p, &bytes[..bytes.len() - 1]).unwrap();
        };
        let cases: [Case; 7] = [
            ("vier.wav", &|p| fs::write(p, b"RIFF garbage").unwrap(), "this is not a readable WAV file ("),
            ("vier.wav", &cut_short, "the clip is cut short: its header announces 4 samples"),
            ("vier.wav", &|p| write_wav(p, 2, 16, 8000, &[0; 4]), "the clip has 2 channel(s) of 16-bit integer samples; clips must be mono 16-bit integer PCM"),
            ("vier.wav", &|p| write_wav(p, 1, 8, 8000, &[0; 4]), "the clip has 1 channel(s) of 8-bit integer samples; clips must be mono 16-bit integer PCM"),
            ("vier.wav", &|p| write_wav(p, 1, 16, 16000, &[0; 4]), "the clip is at 16000 Hz, but "),
            ("Vier.wav", &|p| write_wav(p, 1, 16, 8000, &[0; 4]), "this is not the name of a clip"),
            ("f%c3%bcnf.wav", &|p| write_wav(p, 1, 16, 8000, &[0; 4]), "this is not the name of a clip"),
        ];
        for (name, make, problem) in cases {
            let file = folder.join(name);
            make(&file);
            let err = ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack)).unwrap_err();
            assert_eq!(err.file, file, "{name}: {err}");
            assert!(
                err.problem.to_string().starts_with(problem),
                "{name}: {err}"
            );
            fs::remove_file(&file).unwrap();
        }
        assert!(ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack)).is_ok());
    }

    fn library(clips: &[&str], numbers: &[&str]) -> ClipLibrary {
        let clips = clips
            .iter()
            .enumerate()
            .map(|(i, key)| (key.to_string(), vec![i16::try_from(i + 1).unwrap(); 2]))
            .collect();
        ClipLibrary::new(8000, clips, numbers.iter().map(|n| n.to_string()).collect())
    }

    fn said(library: &ClipLibrary, word: &str) -> Option<Vec<i16>> {
        library
            .say(word)
            .map(|clips| clips.iter().map(|clip| clip[0]).collect())
    }

    #[test]
    fn words_are_said_by_their_clip_numbers_and_parts() {
        let numbers = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve",
        ];
        let keys = [
            "zero", "one", "two", "white", "twelve", "eleven", "white's", "five", "hundred",
        ];
        let library = library(&keys, &numbers);
        let id =
            |key: &str| i16::try_from(keys.iter().position(|k| *k == key).unwrap() + 1).unwrap();
        assert_eq!(said(&library, "white"), Some(vec![id("white")]));
        assert_eq!(said(&library, "white's"), Some(vec![id("white's")]));
        assert_eq!(said(&library, "12"), Some(vec![id("twelve")]));
        // Past the pack's numbers, digit by digit.
        assert_eq!(
            said(&library, "1502"),
            Some(vec![id("one"), id("five"), id("zero"), id("two")])
        );
        assert_eq!(said(&library, "1-0"), Some(vec![id("one"), id("zero")]));
        assert_eq!(said(&library, "black's"), None);
        // A single letter without a clip is left out of a word with marks inside, a longer part is not.
        assert_eq!(said(&library, "l'white"), Some(vec![id("white")]));
        assert_eq!(said(&library, "white-ish"), None);
        assert_eq!(said(&library, "x-y"), None);
        assert_eq!(said(&library, "3"), None); // "three" has no clip
        assert_eq!(said(&library, "white"), Some(vec![id("white")]));
        assert_eq!(said(&library, ""), None);
    }

    #[test]
    fn a_shipped_pack_reads_its_numbers_in_its_words() {
        let pack = shipped_voices::pack("de");
        let library = ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack)).unwrap();
        let fuenf = library.clip("fünf").unwrap().as_ptr();
        let zweiundvierzig = library.clip("zweiundvierzig").unwrap().as_ptr();
        let starts = |word: &str| -> Vec<*const i16> {
            library
                .say(word)
                .unwrap()
                .iter()
                .map(|clip| clip.as_ptr())
                .collect()
        };
        assert_eq!(starts("5"), [fuenf]);
        assert_eq!(starts("42"), [zweiundvierzig]);
        assert_eq!(starts("542").len(), 2); // fünfhundert zweiundvierzig
    }

    /// Every word a shipped pack can say has a clip, and every clip is a word it can say.
    #[test]
    fn every_shipped_pack_has_a_clip_for_every_word_and_no_other() {
        for name in builtin_names() {
            let pack = shipped_voices::pack(name);
            let started = Instant::now();
            let library = ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack))
                .unwrap_or_else(|e| panic!("{e}"));
            let took = started.elapsed();
            let needed: BTreeSet<String> = pack
                .sayable()
                .iter()
                .flat_map(|s| tokens::words(s))
                .chain(theme_keys())
                .filter(|key| !is_figure(key))
                .collect();
            let have: BTreeSet<String> = library.keys().map(str::to_string).collect();
            let missing: Vec<&String> = needed.difference(&have).collect();
            // Its own folder holds only words it says (the pack it extends says others too).
            let own_folder = &shipped_voices::clip_folders(&pack)[0].1;
            let own: BTreeSet<String> = read_folder(own_folder).unwrap().1.into_keys().collect();
            let unused: Vec<&String> = own.difference(&needed).collect();
            assert!(missing.is_empty(), "{name}: no clip for {missing:?}");
            assert!(unused.is_empty(), "{name}: clips no word needs: {unused:?}");
            let recorded: BTreeSet<String> = recordings(&pack).into_keys().collect();
            assert_eq!(recorded, needed, "{name}");
            assert!(
                library
                    .keys()
                    .all(|key| !library.clip(key).unwrap().is_empty()),
                "{name}"
            );
            assert_eq!(library.sample_rate(), 11_025, "{name}");
            println!("{name}: {} clips loaded in {took:?}", library.len());
        }
    }

    #[test]
    fn move_words_are_recorded_in_the_move_language() {
        let fide = recordings(&shipped_voices::pack("fide"));
        assert_eq!(fide["fünf"], "de");
        assert_eq!(fide["passang"], "de");
        assert_eq!(fide["clock"], "en");
        assert_eq!(fide["forty-two"], "en");
        assert!(!fide.contains_key("fuenf"));
    }

    #[test]
    fn sentences_of_the_shipped_packs_are_said_whole() {
        use crate::clips::render;
        use tactus_core::PhraseKey;
        for name in builtin_names() {
            let pack = shipped_voices::pack(name);
            let library = ClipLibrary::load(&pack, &shipped_voices::clip_folders(&pack)).unwrap();
            let white = pack.phrase(PhraseKey::White, &[]);
            let black = pack.phrase(PhraseKey::Black, &[]);
            let minutes = pack.phrase(PhraseKey::TimeMinutes, &[("n", &pack.number(42))]);
            let seconds = pack.phrase(PhraseKey::TimeSeconds, &[("n", &pack.number(17))]);
            let sentences = [
                pack.phrase(PhraseKey::ClockStarted, &[("side", &white)]),
                pack.phrase(PhraseKey::ClockFlag, &[("side", &black)]),
                pack.phrase(
                    PhraseKey::ClockTimes,
                    &[("white", &minutes), ("black", &seconds)],
                ),
                pack.phrase(
                    PhraseKey::AnnounceLine,
                    &[
                        ("number", "12..."),
                        (
                            "move",
                            &pack.text(&[
                                Word::Piece(shakmaty::Role::Knight),
                                Word::File(shakmaty::File::F),
                                Word::Rank(shakmaty::Rank::Fifth),
                            ]),
                        ),
                    ],
                ),
                pack.text(&[
                    Word::File(shakmaty::File::E),
                    Word::Capture,
                    Word::File(shakmaty::File::D),
                    Word::Rank(shakmaty::Rank::Sixth),
                    Word::EnPassant,
                    Word::Check,
                ]),
            ];
            for sentence in sentences {
                let spoken = pack.spoken(&sentence);
                let rendering = render(&library, &spoken, 48_000);
                assert!(
                    rendering.missing.is_empty(),
                    "{name}: {spoken:?} misses {:?}",
                    rendering.missing
                );
                assert!(rendering.samples.len() > 48_000 / 2, "{name}: {spoken:?}");
            }
        }
    }
}
