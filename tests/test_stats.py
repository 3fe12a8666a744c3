"""Statistics over games and the chart of running totals (compagnon/stats.py)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from compagnon.stats import PlayedGame, chart_svg, player_names, table

SVG = "{http://www.w3.org/2000/svg}"


def test_table_counts_finished_games_per_player_and_game() -> None:
    games = [
        PlayedGame("mille", ["Ana", "Bea", "Cyr"], {"Ana": 1010, "Bea": 600, "Cyr": -40}, True, ["Ana"]),
        PlayedGame("mille", ["ana", "Bea", "Dan"], {"ana": 300, "Bea": 1005, "Dan": 200}, True, ["Bea"]),
        PlayedGame("mille", ["Ana", "Bea", "Cyr"], {"Ana": 5000, "Bea": 0, "Cyr": 0}, False),
        PlayedGame("sept", ["Ana", "Bea"], {"Ana": 12, "Bea": 30}, True, ["Ana", "Bea"]),
    ]
    lines = {(line.player, line.slug): line for line in table(games)}
    ana = lines[("Ana", "mille")]  # "ana" is the same player: names are compared without case
    assert (ana.played, ana.won, ana.finals) == (2, 1, [1010, 300])
    assert ana.average == 655 and ana.best == 1010
    bea = lines[("Bea", "mille")]
    assert (bea.played, bea.won, bea.best) == (2, 1, 1005)
    assert (lines[("Cyr", "mille")].played, lines[("Cyr", "mille")].won) == (1, 0)
    assert lines[("Cyr", "mille")].average == -40
    assert lines[("Ana", "sept")].won == lines[("Bea", "sept")].won == 1  # a shared win counts for each
    assert ("Dan", "mille") in lines and len(lines) == 6


def test_no_finished_game_no_line() -> None:
    assert table([PlayedGame("mille", ["Ana"], {"Ana": 3}, False)]) == []


def test_player_names_are_offered_once_most_recent_first() -> None:
    assert player_names([["Zoé", "Ana"], ["ana", "Bea"], ["Cyr"]]) == ["Zoé", "Ana", "Bea", "Cyr"]
    assert len(player_names([[f"J{i}" for i in range(50)]], limit=30)) == 30


def test_chart_is_an_accessible_svg_with_a_line_per_player_through_each_total() -> None:
    running = [{"Ana": 110, "Bea": 30}, {"Ana": 90, "Bea": 160}, {"Ana": 1010, "Bea": 200}]
    svg = chart_svg(["Ana", "Bea"], running, title="Mille <test>", description="3 donnes", target=1000)
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    assert root.find(f"{SVG}title").text == "Mille <test>"
    assert root.find(f"{SVG}desc").text == "3 donnes"
    assert "style" not in svg
    lines = root.findall(f".//{SVG}polyline")
    assert len(lines) == 2
    ys = [[float(p.split(",")[1]) for p in line.get("points").split()] for line in lines]
    xs = [float(p.split(",")[0]) for p in lines[0].get("points").split()]
    assert len(xs) == 4 and xs == sorted(xs)
    # higher totals are drawn higher (smaller y); everyone starts from the same 0
    ana, bea = ys
    assert ana[0] == bea[0]
    assert ana[3] < bea[3] and ana[2] > bea[2] and ana[1] < bea[1]
    labels = [t.text for t in root.iter(f"{SVG}text")]
    assert "1000" in labels and "0" in labels
    assert root.find(f".//{SVG}line[@class='chart-target']") is not None


def test_chart_of_negative_totals_and_no_deal() -> None:
    svg = chart_svg(["A", "B", "C"], [{"A": -50, "B": 20, "C": 30}], title="t", description="d")
    root = ET.fromstring(svg)
    assert root.find(f".//{SVG}line[@class='chart-zero']") is not None
    assert any(t.text == "-40" for t in root.iter(f"{SVG}text"))
    empty = ET.fromstring(chart_svg(["A", "B"], [], title="t", description="d"))
    assert len(empty.findall(f".//{SVG}polyline")) == 2
    assert not re.search(r"nan|inf", chart_svg(["A"], [{"A": 0}], title="t", description="d"))
