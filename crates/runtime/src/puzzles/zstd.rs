//! A Zstandard stream of several frames read as one: the lichess exports are multi-frame `.zst` files, with
//! skippable frames between, and a decoder of one frame stops at the first.

use std::io::{self, Read};

use ruzstd::decoding::{
    errors::{FrameDecoderError, ReadFrameHeaderError},
    BlockDecodingStrategy, FrameDecoder,
};

/// Every frame of `source` decoded in turn, as one stream of bytes.
pub(crate) struct ZstdFrames<R: Read> {
    source: R,
    decoder: FrameDecoder,
    in_frame: bool,
}

impl<R: Read> ZstdFrames<R> {
    /// A stream over `source`, which starts at a frame.
    pub(crate) fn new(source: R) -> Self {
        ZstdFrames {
            source,
            decoder: FrameDecoder::new(),
            in_frame: false,
        }
    }
}

impl<R: Read> Read for ZstdFrames<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        loop {
            if self.in_frame {
                while self.decoder.can_collect() < buf.len() && !self.decoder.is_finished() {
                    let wanted = buf.len() - self.decoder.can_collect();
                    self.decoder
                        .decode_blocks(&mut self.source, BlockDecodingStrategy::UptoBytes(wanted))
                        .map_err(io::Error::other)?;
                }
                let read = self.decoder.read(buf)?;
                if read > 0 {
                    return Ok(read);
                }
                self.in_frame = false;
            }
            match self.decoder.reset(&mut self.source) {
                Ok(()) => self.in_frame = true,
                Err(FrameDecoderError::ReadFrameHeaderError(ReadFrameHeaderError::SkipFrame {
                    length,
                    ..
                })) => {
                    let skipped = io::copy(
                        &mut (&mut self.source).take(u64::from(length)),
                        &mut io::sink(),
                    )?;
                    if skipped < u64::from(length) {
                        return Err(io::ErrorKind::UnexpectedEof.into());
                    }
                }
                // The end of the stream, between frames.
                Err(FrameDecoderError::ReadFrameHeaderError(
                    ReadFrameHeaderError::MagicNumberReadError(e),
                )) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(0),
                Err(e) => return Err(io::Error::other(e)),
            }
        }
    }
}
