#!/usr/bin/env python3
"""What `tactus announce --pgn FILE --format json` does, done with python-chess: the other side of the batch
measurement in scripts/measure.

Usage: announce.py FILE > LINES

For every game of the PGN file and every move of its main line: read the move (python-chess's PGN reader parses
the SAN against the position, which checks that it names exactly one legal move), check it legal again, write its
SAN and UCI, play it, and work out the FEN after it (the en-passant square only when the capture is legal), check,
the game's status in the order of docs/cli.md (checkmate, insufficient material, stalemate, seventy-five moves,
fivefold repetition: board.outcome(), which checks them in that order) and the draws the player to move could claim
(threefold repetition, fifty moves). One JSON line per move with the fields of tactus's line except `text`, the
announcement in words, which python-chess has no counterpart for. A game with an illegal or unreadable move stops
at that move with a message on standard error and exit code 2, as tactus does.
"""

import json
import sys

import chess
import chess.pgn


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: announce.py FILE > LINES")
    out = sys.stdout
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    failed = False
    with open(sys.argv[1], encoding="utf-8") as pgn:
        number = 0
        while True:
            game = chess.pgn.read_game(pgn)
            if game is None:
                break
            number += 1
            board = game.board()
            ply = 0
            for move in game.mainline_moves():
                if not board.is_legal(move):
                    break
                ply += 1
                side = "white" if board.turn == chess.WHITE else "black"
                move_number = board.fullmove_number
                san = board.san(move)
                uci = board.uci(move)
                board.push(move)
                outcome = board.outcome()
                claimable = []
                if board.is_repetition(3):
                    claimable.append("threefold_repetition")
                if board.is_fifty_moves():
                    claimable.append("fifty_moves")
                out.write(dumps({
                    "game": number, "ply": ply, "move_number": move_number, "side": side, "san": san, "uci": uci,
                    "fen": board.fen(en_passant="legal"), "check": board.is_check(),
                    "status": outcome.termination.name.lower() if outcome else None, "claimable": claimable,
                }))
                out.write("\n")
            if game.errors:
                failed = True
                print(f"announce.py: game {number}: {game.errors[0]}", file=sys.stderr)
    sys.exit(2 if failed else 0)


if __name__ == "__main__":
    main()
