"""The filled score sheet against a bare WeasyPrint render of a table with the same rows.

A 40-deal game of Mille is printed in the same run, in turn: as Compagnon's
filled sheet (from the replayed game to the PDF bytes: the styled table, the
facts noted where they change, the final state, the appendix of every score
line, the fonts), and bare, with no stylesheet: a table holding the same
rows cell for cell, and the same table followed by a row for every line of
the appendix (the same content). The median of the ratios of renders made
one after the other says what the sheet costs beyond WeasyPrint itself
(target ≤ 1.2×). Times are the process's CPU time, so that other work on
the machine does not blur them, taken once the process is settled as the
server's renderer is (``sheets.settle``: what lives for the process's life
set aside from the garbage collector, which would otherwise go through it
on whichever render happens to trigger a full collection). Nothing here
asserts a timing.

    python -m bench.sheets [--repeat N]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from html import escape
from statistics import median
from typing import Any

from compagnon.rules import Replay, new_game, replay

DEALS = 40
TARGET = 1.2


def forty_deals() -> Replay[Any]:
    """A game of Mille that does not end in 40 deals: contracts made and
    failed in turn, with marriages, bars and a bomb on the way."""
    players = ["Ana", "Bea", "Cyr"]
    game = new_game("mille", players)
    log: list[dict[str, Any]] = []
    for i in range(DEALS):
        taker = players[i % 3]
        d1, d2 = [p for p in players if p != taker]
        if i == 7:
            log.append({"taker": taker, "contract": 120, "bomb": True})
        elif i % 2 == 0:
            log.append({"taker": taker, "contract": 130, "trick_points": {taker: 60, d1: 40, d2: 20},
                        "marriages": {taker: ["pique"]}, "taker_had_marriage_at_bid": True})
        else:
            log.append({"taker": taker, "contract": 120, "trick_points": {taker: 70, d1: 50, d2: 0}})
    return replay(game, log)


def bare_html(result: Replay[Any]) -> str:
    """The same rows as the sheet's table, cell for cell (the same values,
    as the sheet writes them: a deal's summary with its notes), and its row
    of totals, in a table and nothing else."""
    from compagnon.sheets import number, rows

    lines = []
    for row in rows(result):
        cells = [str(row.number), row.dealer, *row.cells, " ".join([row.summary, *row.notes])]
        for mine in row.players:
            cells += [*mine.cells, mine.delta, mine.total]
        lines.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in cells) + "</tr>")
    lines.append("<tr><td>Total</td>" + "".join(f"<td>{escape(number(result.totals[p]))}</td>"
                                                for p in result.game.players) + "</tr>")
    return f"<!doctype html><html lang=fr><meta charset=utf-8><table>{''.join(lines)}</table></html>"


def bare_content_html(result: Replay[Any]) -> str:
    """The same content as the sheet, bare: the rows of its table, then a
    row for every explained line of every deal (what the appendix prints)."""
    from compagnon.sheets import line_text

    game = result.game
    lines = [f"<tr><td>{escape(line_text(game, line))} — {escape(str(line.message))} [{escape(line.rule)}]</td></tr>"
             for deal in result.deals for line in deal.lines]
    return bare_html(result).replace("</table>", "</table><table>" + "".join(lines) + "</table>")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    repeat = parser.parse_args(argv).repeat

    from weasyprint import HTML

    from compagnon import create_app
    from compagnon.sheets import settle, sheet_html, to_pdf

    app = create_app({"TESTING": True, "DATABASE": ":memory:", "RENDER_PROCESS": False})  # CPU time of this process
    result = forty_deals()
    bare, content = bare_html(result), bare_content_html(result)

    def sheet() -> bytes:
        return to_pdf(sheet_html(result, title="40 donnes"))

    runs: dict[str, Callable[[], bytes]] = {
        "sheet": sheet,
        "bare": lambda: bytes(HTML(string=bare).write_pdf()),
        "content": lambda: bytes(HTML(string=content).write_pdf()),
    }
    with app.test_request_context():
        for run in runs.values():
            run()  # fonts found, stylesheet parsed: what a running server has done once
        settle()  # as a renderer process is once started
        times: dict[str, list[float]] = {name: [] for name in runs}
        for _ in range(repeat):
            for name, run in runs.items():
                start = time.process_time()
                run()
                times[name].append(time.process_time() - start)
    ms = {name: median(values) * 1000 for name, values in times.items()}
    print(f"{'sheet: filled sheet of 40 deals (Mille)':52} median {ms['sheet']:8.1f} ms")
    print(f"{'sheet: bare table, the same 40 rows':52} median {ms['bare']:8.1f} ms")
    print(f"{'sheet: bare table, the same rows and lines':52} median {ms['content']:8.1f} ms")

    def paired(name: str) -> float:
        """The median of the ratios of renders made one after the other: a
        machine whose speed drifts during the run moves both alike."""
        return median(a / b for a, b in zip(times["sheet"], times[name], strict=True))

    ratio = paired("bare")
    print(f"{'sheet: ratio to the bare table of the same rows':52} {ratio:8.2f}×  "
          f"{'ok' if ratio <= TARGET else 'MISSED'} (target ≤ {TARGET}×)")
    print(f"{'sheet: ratio to the same content, bare':52} {paired('content'):8.2f}×")

if __name__ == "__main__":
    main()
