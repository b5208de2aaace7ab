//! The move reader's rules, one test each, on a fake clock.
