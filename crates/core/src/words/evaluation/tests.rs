use super::*;

fn pack(name: &str) -> VoicePack {
    VoicePack::builtin(name).unwrap()
}

fn printed(pack: &VoicePack, eval: Evaluation) -> String {
    evaluation_sentence(pack, eval, None).as_text().to_string()
}

#[test]
fn each_band_ends_where_it_should_in_english() {
    let en = pack("en");
    let cases = [
        (10, "Equal, 0.1"),
        (-25, "Equal, 0.2"),
        (25, "Equal, 0.2"),
        (26, "White is slightly better, plus 0.3"),
        (40, "White is slightly better, plus 0.4"),
        (75, "White is slightly better, plus 0.7"),
        (76, "White is better, plus 0.8"),
        (200, "White is better, plus 2.0"),
        (201, "White is winning, plus 2.0"),
        (-26, "Black is slightly better, minus 0.3"),
        (-75, "Black is slightly better, minus 0.7"),
        (-76, "Black is better, minus 0.8"),
        (-200, "Black is better, minus 2.0"),
        (-201, "Black is winning, minus 2.0"),
        (-320, "Black is winning, minus 3.2"),
        (0, "Equal, 0.0"),
    ];
    for (cp, expected) in cases {
        assert_eq!(printed(&en, Evaluation::Pawns(cp)), expected, "{cp}");
    }
}

#[test]
fn each_band_ends_where_it_should_in_german_with_a_decimal_comma() {
    let de = pack("de");
    let cases = [
        (25, "Ausgeglichen, 0,2"),
        (26, "Weiß steht etwas besser, plus 0,3"),
        (75, "Weiß steht etwas besser, plus 0,7"),
        (76, "Weiß steht besser, plus 0,8"),
        (200, "Weiß steht besser, plus 2,0"),
        (201, "Weiß steht auf Gewinn, plus 2,0"),
        (-40, "Schwarz steht etwas besser, minus 0,4"),
        (-1234, "Schwarz steht auf Gewinn, minus 12,3"),
    ];
    for (cp, expected) in cases {
        assert_eq!(printed(&de, Evaluation::Pawns(cp)), expected, "{cp}");
    }
}

#[test]
fn the_pawns_are_said_in_the_packs_number_words() {
    let en = pack("en");
    let de = pack("de");
    let fr = pack("fr");
    let eval = Evaluation::Pawns(40);
    assert_eq!(
        evaluation_sentence(&en, eval, None).spoken(&en),
        "White is slightly better, plus zero point four"
    );
    assert!(evaluation_sentence(&de, eval, None)
        .spoken(&de)
        .ends_with("plus null Komma vier"));
    assert_eq!(printed(&fr, eval), "Les Blancs sont un peu mieux, plus 0,4");
    assert!(evaluation_sentence(&fr, Evaluation::Pawns(-40), None)
        .spoken(&fr)
        .ends_with("moins zéro virgule quatre"));
}

#[test]
fn mate_is_said_for_either_side() {
    let en = pack("en");
    let de = pack("de");
    assert_eq!(printed(&en, Evaluation::Mate(3)), "White mates in 3");
    assert_eq!(printed(&en, Evaluation::Mate(-3)), "Black mates in 3");
    assert_eq!(printed(&en, Evaluation::Mate(-1)), "Black mates in one");
    assert_eq!(printed(&en, Evaluation::Mate(0)), "Checkmate");
    assert_eq!(
        evaluation_sentence(&en, Evaluation::Mate(-3), None).spoken(&en),
        "Black mates in three"
    );
    assert_eq!(
        printed(&de, Evaluation::Mate(2)),
        "Weiß setzt in 2 Zügen matt"
    );
    assert_eq!(
        printed(&de, Evaluation::Mate(-2)),
        "Schwarz setzt in 2 Zügen matt"
    );
    assert_eq!(
        printed(&de, Evaluation::Mate(1)),
        "Weiß setzt in einem Zug matt"
    );
    assert_eq!(printed(&de, Evaluation::Mate(0)), "Schachmatt");
}

#[test]
fn the_depth_follows_when_given() {
    let en = pack("en");
    let de = pack("de");
    let eval = Evaluation::Pawns(-320);
    assert_eq!(
        evaluation_sentence(&en, eval, Some(18)).as_text(),
        "Black is winning, minus 3.2 (depth 18)"
    );
    assert!(evaluation_sentence(&en, eval, Some(18))
        .spoken(&en)
        .ends_with("(depth eighteen)"));
    assert_eq!(
        evaluation_sentence(&de, Evaluation::Mate(-3), Some(20)).as_text(),
        "Schwarz setzt in 3 Zügen matt (Tiefe 20)"
    );
}
