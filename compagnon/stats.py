"""Statistics over games, and the chart of a game's running totals.

Pure: no Flask, no database. The chart is an SVG drawn here, on the server:
no script and no style attribute (the page's CSP forbids inline styles), only
presentation attributes and the classes of ``static/app.css``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

__all__ = ["Line", "PlayedGame", "chart_svg", "player_names", "table"]


@dataclass(frozen=True)
class PlayedGame:
    """What the statistics need of one game."""

    slug: str
    players: Sequence[str]
    totals: Mapping[str, int]
    finished: bool
    winners: Sequence[str] = ()


@dataclass
class Line:
    """One player at one game: games played and won, final scores (finished games only)."""

    player: str
    slug: str
    played: int = 0
    won: int = 0
    finals: list[int] = field(default_factory=list)

    @property
    def average(self) -> float | None:
        return sum(self.finals) / len(self.finals) if self.finals else None

    @property
    def best(self) -> int | None:
        return max(self.finals) if self.finals else None


def table(games: Iterable[PlayedGame]) -> list[Line]:
    """Per player (by name) and per game: the finished games played and won,
    and the average and best final score. A game still going counts nowhere."""
    lines: dict[tuple[str, str], Line] = {}
    for game in games:
        if not game.finished:
            continue
        for name in game.players:
            line = lines.setdefault((name.casefold(), game.slug), Line(name, game.slug))
            line.played += 1
            line.won += name in game.winners
            if name in game.totals:
                line.finals.append(int(game.totals[name]))
    return sorted(lines.values(), key=lambda x: (x.player.casefold(), x.slug))


def player_names(groups: Iterable[Sequence[str]], limit: int = 30) -> list[str]:
    """The names used in these games (most recent game first), each once."""
    seen: dict[str, str] = {}
    for players in groups:
        for name in players:
            seen.setdefault(name.casefold(), name)
    return list(seen.values())[:limit]


# --------------------------------------------------------------------- the chart

WIDTH, HEIGHT = 340, 220
LEFT, RIGHT, TOP, BOTTOM = 44, 8, 10, 26
#: one shape per player as well as a colour, so the lines are told apart without colour
MARKS = ("circle", "square", "diamond", "triangle", "circle-open", "square-open", "diamond-open", "triangle-open")


def _ticks(low: int, high: int, count: int = 4) -> list[int]:
    """Round values between ``low`` and ``high``, about ``count`` of them."""
    span = max(high - low, 1)
    steps = [unit * 10 ** power for power in range(8) for unit in (1, 2, 5)]
    step = next(s for s in steps if s * count >= span)
    first = -(-low // step) * step
    return list(range(first, high + 1, step))


def _mark(kind: str, x: float, y: float, css: str) -> str:
    r = 3.5
    if kind.startswith("circle"):
        return f'<circle class="{css}" cx="{x:.1f}" cy="{y:.1f}" r="{r}"/>'
    if kind.startswith("square"):
        return f'<rect class="{css}" x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r}" height="{2 * r}"/>'
    if kind.startswith("diamond"):
        points = f"{x:.1f},{y - r - 1:.1f} {x + r + 1:.1f},{y:.1f} {x:.1f},{y + r + 1:.1f} {x - r - 1:.1f},{y:.1f}"
    else:
        points = f"{x:.1f},{y - r - 1:.1f} {x + r + 1:.1f},{y + r:.1f} {x - r - 1:.1f},{y + r:.1f}"
    return f'<polygon class="{css}" points="{points}"/>'


def chart_svg(players: Sequence[str], running: Sequence[Mapping[str, int]], *, title: str,
              description: str, target: int | None = None) -> str:
    """The running totals of a game, one line per player, as an SVG image:
    ``running[i]`` is each player's total after deal i+1 (everyone starts at
    0). ``role="img"`` with a title and a description; the numbers
    themselves belong in a table next to it."""
    series = [[0, *(int(totals.get(name, 0)) for totals in running)] for name in players]
    values = [v for line in series for v in line] + ([target] if target is not None else [])
    low, high = min(values + [0]), max(values + [0])
    if low == high:
        high = low + 10
    deals = max(len(running), 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(i: int) -> float:
        return LEFT + plot_w * i / deals

    def y(v: float) -> float:
        return TOP + plot_h * (high - v) / (high - low)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" '
           f'role="img" aria-labelledby="chart-title chart-desc">',
           f'<title id="chart-title">{escape(title)}</title>',
           f'<desc id="chart-desc">{escape(description)}</desc>']
    for tick in _ticks(low, high):
        out.append(f'<line class="chart-grid" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(tick):.1f}" '
                   f'y2="{y(tick):.1f}"/>')
        out.append(f'<text class="chart-label" x="{LEFT - 4}" y="{y(tick) + 4:.1f}" '
                   f'text-anchor="end">{tick}</text>')
    if low < 0 < high:
        out.append(f'<line class="chart-zero" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(0):.1f}" y2="{y(0):.1f}"/>')
    if target is not None:
        out.append(f'<line class="chart-target" x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(target):.1f}" '
                   f'y2="{y(target):.1f}"/>')
    step = max(1, -(-deals // 8))
    for i in range(0, deals + 1, step):
        out.append(f'<text class="chart-label" x="{x(i):.1f}" y="{HEIGHT - 8}" text-anchor="middle">{i}</text>')
    for n, (name, line) in enumerate(zip(players, series, strict=True)):
        css = f"chart-p{n % len(MARKS)}"
        points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(line))
        out.append(f'<g class="{css}"><title>{escape(name)}</title>')
        out.append(f'<polyline class="chart-line" fill="none" points="{points}"/>')
        kind = MARKS[n % len(MARKS)]
        fill = "chart-mark-open" if kind.endswith("open") else "chart-mark"
        out.extend(_mark(kind, x(i), y(v), fill) for i, v in enumerate(line) if i)
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def legend_marks() -> list[str]:
    """The mark of each player in the legend, in seat order (classes of app.css)."""
    return [f"chart-p{n}" for n in range(len(MARKS))]


def describe(players: Sequence[str], running: Sequence[Mapping[str, int]]) -> dict[str, Any]:
    """Numbers a description of the chart is written from: deals and final totals."""
    last = running[-1] if running else {}
    return {"deals": len(running), "totals": {name: int(last.get(name, 0)) for name in players}}
