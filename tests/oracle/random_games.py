#!/usr/bin/env python3
"""Seeded random legal chess games, with python-chess (1.11) as the rules oracle.

Usage: random_games.py SEED COUNT [--stats]

Writes COUNT JSON lines to standard output, one per game.  Game i (0-based) is played with
random.Random(SEED + i), so a failing game can be reproduced alone with `random_games.py S 1`
where S is the game's "seed" field.  Each line:

  {"seed": S, "kind": "...", "fen": <start FEN or null>, "moves_uci": [...],
   "plies": [{"san", "uci", "fen", "check", "status", "claimable"}, ...]}

- fen: board.fen(en_passant="legal") after the move (the ep field only when the capture is legal);
- status: the first of checkmate, insufficient_material, stalemate, seventyfive_moves,
  fivefold_repetition that holds after the move (the order of docs/cli.md), else null;
- claimable: "threefold_repetition" if board.is_repetition(3), then "fifty_moves" if
  board.is_fifty_moves().

The moves are biased toward the rare rules: en-passant captures, promotions (all four pieces),
castling, mating and stalemating moves; some games shuffle pieces back and forth to repeat positions three and
five times; some start from positions with little material (and sometimes a high halfmove
clock) so that the fifty- and seventy-five-move rules, insufficient material, stalemate and
promotions come up.  A game ends when board.outcome() (claim_draw=False) is not None, or at a
ply cap (300; 400 for reduced-material starts).

--stats prints, on standard error, how often each rule occurred across the games.
"""

import json
import random
import sys
from collections import Counter

import chess

STATUS_ORDER = (
    ("checkmate", chess.Board.is_checkmate),
    ("insufficient_material", chess.Board.is_insufficient_material),
    ("stalemate", chess.Board.is_stalemate),
    ("seventyfive_moves", chess.Board.is_seventyfive_moves),
    ("fivefold_repetition", chess.Board.is_fivefold_repetition),
)

# Reduced-material starts: (white pieces, black pieces) besides the kings.  "P7" is a pawn
# placed one step from promotion.  (K+B v K and the like are over before the first move; they
# arise here by captures instead.)
MATERIAL = [
    ("R", "B"),
    ("NN", ""),
    ("B", "P"),
    ("N", "P"),
    ("B", "B"),
    ("BB", "B"),
    ("N", "N"),
    ("B", "N"),
    ("R", ""),
    ("Q", ""),
    ("Q", "R"),
    ("R", "N"),
    ("BN", ""),
    ("BB", ""),
    ("R", "R"),
    ("P7", ""),
    ("P7", "P7"),
    ("P7P7", "R"),
    ("P", "P"),
    ("PP", "P"),
    ("P7", "N"),
    ("P7", "B"),
    ("Q", "P7"),
]

# Hand-written starts for castling and en passant (played with the standard bias).
SPECIAL_FENS = [
    # Castling on both wings available to both sides, some pieces in the way.
    "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 9",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "r3k2r/p6p/8/8/8/8/P6P/R3K2R w Kq - 0 20",
    "rn2k2r/8/8/2b5/5B2/8/8/R3K1NR w Qk - 3 30",
    # En passant just became possible (legal), and positions ripe for it.
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "rnbqkbnr/pppp1ppp/8/8/3PpP2/8/PPP1P1PP/RNBQKBNR b KQkq d3 0 3",
    "4k3/p1p1p1p1/8/1P1P1P1P/p1p1p1p1/8/1P1P1P1P/4K3 w - - 0 1",
    "4k3/8/8/2pPp3/8/8/8/4K3 w - e6 0 40",
    # En passant that would expose the king (pinned along the rank): not legal.
    "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1",
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
    # Promotion races.
    "8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1",
    "1n1qk3/2P5/8/8/8/8/6p1/4K2R b K - 0 1",
    # One move from stalemate (or from letting the opponent out of it).
    "k7/2Q5/8/8/8/8/8/4K3 w - - 0 1",
    "7k/5K2/8/8/8/8/6Q1/8 w - - 0 70",
    "8/8/8/8/8/5k2/7p/7K b - - 0 60",
    "8/8/8/8/8/2k5/1p6/1K6 b - - 0 50",
    "5k2/5P2/4K3/8/8/8/8/8 w - - 0 1",
]

PIECE_OF = {"P": chess.PAWN, "N": chess.KNIGHT, "B": chess.BISHOP, "R": chess.ROOK, "Q": chess.QUEEN}


def parse_material(text):
    """'P7P7N' -> [(PAWN, True), (PAWN, True), (KNIGHT, False)]."""
    out = []
    i = 0
    while i < len(text):
        piece = PIECE_OF[text[i]]
        near = i + 1 < len(text) and text[i + 1] == "7"
        out.append((piece, near))
        i += 2 if near else 1
    return out


def random_reduced_board(rng):
    """A random legal position with few pieces, not already over."""
    for _ in range(1000):
        white_text, black_text = rng.choice(MATERIAL)
        if rng.random() < 0.5:
            white_text, black_text = black_text, white_text
        board = chess.Board(None)
        squares = list(chess.SQUARES)
        rng.shuffle(squares)
        board.set_piece_at(squares.pop(), chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(squares.pop(), chess.Piece(chess.KING, chess.BLACK))
        ok = True
        for color, text in ((chess.WHITE, white_text), (chess.BLACK, black_text)):
            for piece, near in parse_material(text):
                if piece == chess.PAWN:
                    if near:
                        rank = 6 if color == chess.WHITE else 1
                        allowed = [s for s in squares if chess.square_rank(s) == rank]
                    else:
                        allowed = [s for s in squares if 1 <= chess.square_rank(s) <= 6]
                else:
                    allowed = squares
                if not allowed:
                    ok = False
                    break
                sq = rng.choice(allowed)
                squares.remove(sq)
                board.set_piece_at(sq, chess.Piece(piece, color))
        if not ok:
            continue
        board.turn = rng.choice([chess.WHITE, chess.BLACK])
        r = rng.random()
        board.halfmove_clock = 0 if r < 0.5 else rng.choice([rng.randrange(0, 100), rng.randrange(80, 140)])
        board.fullmove_number = rng.randrange(1, 120)
        if board.is_valid() and board.outcome() is None:
            return board
    raise RuntimeError("could not place a reduced-material position")


def move_weight(board, move, style):
    w = 1.0
    if board.is_en_passant(move):
        w += 80.0
    if move.promotion is not None:
        w += 30.0
    if board.is_castling(move):
        w += 30.0
    if style["quiet"] and (board.is_capture(move) or board.piece_type_at(move.from_square) == chess.PAWN):
        # Let the halfmove clock run (fifty / seventy-five moves), but still promote sometimes.
        w *= 0.04 if move.promotion is None else 0.5
    elif style["captures"] and board.is_capture(move):
        w *= 3.0
    if style["hunter"] and board.gives_check(move):
        board.push(move)
        mate = board.is_checkmate()
        board.pop()
        w *= 400.0 if mate else 2.0
    elif style["stalemater"]:
        board.push(move)
        stalemate = board.is_stalemate()
        board.pop()
        if stalemate:
            w *= 300.0
    return w


def pick(board, rng, style):
    moves = list(board.legal_moves)
    # Repetition phase: undo our own previous move when that is a legal quiet move.
    if style["shuffling"] and len(board.move_stack) >= 2:
        prev = board.move_stack[-2]
        back = chess.Move(prev.to_square, prev.from_square)
        if back in moves and not board.is_capture(back) and rng.random() < 0.93:
            return back
    if style["shuffling"]:
        quiet = [m for m in moves
                 if not board.is_capture(m) and board.piece_type_at(m.from_square) != chess.PAWN
                 and not board.is_castling(m)]
        if quiet and rng.random() < 0.9:
            return rng.choice(quiet)
    weights = [move_weight(board, m, style) for m in moves]
    return rng.choices(moves, weights=weights, k=1)[0]


def status_of(board):
    for name, test in STATUS_ORDER:
        if test(board):
            return name
    return None


def play(seed):
    rng = random.Random(seed)
    r = rng.random()
    start_fen = None
    cap = 300
    kind = "standard"
    if r < 0.30:
        board = random_reduced_board(rng)
        start_fen = board.fen()
        cap = 400
        kind = "reduced"
    elif r < 0.42:
        # Given as written (an en-passant square even where the capture is not legal).
        start_fen = rng.choice(SPECIAL_FENS)
        board = chess.Board(start_fen)
        assert board.is_valid() and board.outcome() is None, start_fen
        kind = "special"
    else:
        board = chess.Board()
        if r < 0.60:
            kind = "repetition"
    style = {
        "quiet": kind == "reduced" and rng.random() < 0.75,
        "captures": kind == "standard" and rng.random() < 0.5,
        "hunter": rng.random() < 0.5,
        "stalemater": kind in ("reduced", "special") and rng.random() < 0.4,
        "shuffling": False,
    }
    # Repetition games: a few stretches of shuffling (some long enough for fivefold).
    shuffle_windows = []
    if kind == "repetition" or (kind == "reduced" and rng.random() < 0.3):
        at = rng.randrange(0, 40)
        for _ in range(rng.randrange(1, 4)):
            length = rng.choice([6, 9, 10, 14, 18, 24])
            shuffle_windows.append((at, at + length))
            at += length + rng.randrange(2, 30)

    moves_uci = []
    plies = []
    while board.outcome() is None and len(plies) < cap:
        n = len(plies)
        style["shuffling"] = any(a <= n < b for a, b in shuffle_windows)
        move = pick(board, rng, style)
        san = board.san(move)
        board.push(move)
        claimable = []
        if board.is_repetition(3):
            claimable.append("threefold_repetition")
        if board.is_fifty_moves():
            claimable.append("fifty_moves")
        moves_uci.append(move.uci())
        plies.append({
            "san": san,
            "uci": move.uci(),
            "fen": board.fen(en_passant="legal"),
            "check": board.is_check(),
            "status": status_of(board),
            "claimable": claimable,
        })
    return {"seed": seed, "kind": kind, "fen": start_fen, "moves_uci": moves_uci, "plies": plies}


def main(argv):
    args = [a for a in argv[1:] if a != "--stats"]
    if len(args) != 2:
        sys.stderr.write("usage: random_games.py SEED COUNT [--stats]\n")
        return 2
    seed, count = int(args[0]), int(args[1])
    stats = Counter()
    out = sys.stdout
    for i in range(count):
        game = play(seed + i)
        out.write(json.dumps(game, separators=(",", ":")) + "\n")
        if "--stats" in argv:
            stats["games"] += 1
            stats["kind:" + game["kind"]] += 1
            stats["plies"] += len(game["plies"])
            seen = set()
            for p in game["plies"]:
                san = p["san"]
                if "=" in san:
                    seen.add("promotion=" + san.split("=")[1][0])
                if san.startswith("O-O-O"):
                    seen.add("castle_long")
                elif san.startswith("O-O"):
                    seen.add("castle_short")
                if p["check"]:
                    seen.add("check")
                if p["status"]:
                    seen.add("status:" + p["status"])
                for c in p["claimable"]:
                    seen.add("claimable:" + c)
                if p["fen"].split()[3] != "-":
                    seen.add("ep_field_set")
            board = chess.Board(game["fen"]) if game["fen"] else chess.Board()
            for u in game["moves_uci"]:
                m = chess.Move.from_uci(u)
                if board.is_en_passant(m):
                    seen.add("en_passant_capture")
                board.push(m)
            if len(game["plies"]) >= (400 if game["kind"] == "reduced" else 300):
                seen.add("ended_at_cap")
            for s in seen:
                stats[s] += 1
    if "--stats" in argv:
        for key in sorted(stats):
            sys.stderr.write(f"{key:32} {stats[key]}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
