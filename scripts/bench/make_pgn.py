#!/usr/bin/env python3
"""Writes a large, deterministic PGN file of random legal games for measuring `tactus announce --pgn`.

Usage: make_pgn.py GAMES SEED > FILE

Each game has the seven-tag roster plus Elo and ECO tags, like a database export, and is played with
random.Random(SEED + game number) by python-chess: moves are drawn from the legal ones, a capture, a check
or a promotion twice as often as a quiet move, so that games reach checks, mates, stalemates, dead positions
and repetitions as well as quiet middlegames. A game ends at its outcome (board.outcome(): checkmate,
stalemate, insufficient material, seventy-five moves, fivefold repetition) or after 200 plies, and its
result tag and marker say so (`*` for a game cut off). Movetext is wrapped at 80 columns as PGN export
format asks. The same GAMES and SEED give the same bytes with any python-chess 1.x.
"""

import random
import sys

import chess

PLY_CAP = 200
NAMES = ["Anand", "Berg", "Carlsen", "Dimitrova", "Eriksen", "Fischer", "Gunina", "Horvath", "Ivanova", "Jensen"]


def game_moves(rng):
    """The SAN of a random game's moves, and its result."""
    board = chess.Board()
    sans = []
    while len(sans) < PLY_CAP and board.outcome() is None:
        moves = list(board.legal_moves)
        weights = [2 if board.is_capture(m) or m.promotion or board.gives_check(m) else 1 for m in moves]
        move = rng.choices(moves, weights)[0]
        sans.append(board.san(move))
        board.push(move)
    outcome = board.outcome()
    return sans, outcome.result() if outcome else "*"


def movetext(sans, result):
    """Numbered movetext wrapped at 80 columns."""
    tokens = []
    for i, san in enumerate(sans):
        if i % 2 == 0:
            tokens.append(f"{i // 2 + 1}.")
        tokens.append(san)
    tokens.append(result)
    lines, line = [], ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > 80:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    lines.append(line)
    return "\n".join(lines)


def main():
    if len(sys.argv) != 3 or not all(a.isdigit() for a in sys.argv[1:]):
        sys.exit("usage: make_pgn.py GAMES SEED > FILE")
    games, seed = int(sys.argv[1]), int(sys.argv[2])
    out = sys.stdout
    for number in range(1, games + 1):
        rng = random.Random(seed + number)
        sans, result = game_moves(rng)
        white, black = rng.sample(NAMES, 2)
        out.write(
            f'[Event "Measurement {seed}"]\n[Site "?"]\n[Date "2024.{1 + number % 12:02}.{1 + number % 28:02}"]\n'
            f'[Round "{number}"]\n[White "{white}"]\n[Black "{black}"]\n[Result "{result}"]\n'
            f'[WhiteElo "{rng.randrange(1200, 2800)}"]\n[BlackElo "{rng.randrange(1200, 2800)}"]\n'
            f'[ECO "{"ABCDE"[rng.randrange(5)]}{rng.randrange(100):02}"]\n\n{movetext(sans, result)}\n\n'
        )


if __name__ == "__main__":
    main()
