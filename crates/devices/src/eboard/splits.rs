//! Feeding a decoder a stream in every split: all at once, one byte at a time, and cut in two at each position.

/// Feeds `stream` to a fresh decoder (made by `new`, fed by `feed`) in every split, and checks that each split decodes
/// to `expected`.
pub(super) fn decodes_in_every_split<D, M: PartialEq + std::fmt::Debug>(
    stream: &[u8],
    expected: &[M],
    new: impl Fn() -> D,
    feed: impl Fn(&mut D, &[u8]) -> Vec<M>,
) {
    let mut whole = new();
    assert_eq!(feed(&mut whole, stream), expected, "all at once");
    let mut bytewise = new();
    let one_by_one: Vec<M> = stream
        .iter()
        .flat_map(|byte| feed(&mut bytewise, &[*byte]))
        .collect();
    assert_eq!(one_by_one, expected, "one byte at a time");
    for cut in 0..=stream.len() {
        let mut decoder = new();
        let mut got = feed(&mut decoder, &stream[..cut]);
        got.extend(feed(&mut decoder, &stream[cut..]));
        assert_eq!(got, expected, "cut at {cut}");
    }
}
