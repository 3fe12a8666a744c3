"""Score sheets: the filled sheet of every finished casebook case and the
blank pad of every game, read back from the PDF with poppler's tools.

Each PDF is rendered once per session (the fixtures below) and read with
``pdftotext`` (what a person reads on the paper), ``pdfinfo`` (pages) and
``pdffonts`` (fonts embedded). PNG previews of one filled sheet and one
blank pad per game are left in ``instance/artifacts/sheets/`` (not in git).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask import Flask
from markupsafe import escape

from compagnon.cli import main
from compagnon.rules import GAMES, new_game, playable, replay, score_case
from compagnon.rules.messages import has, speaking
from compagnon.rules.registry import sheet_spec
from compagnon.sheets import (
    SHEET_DEALS,
    PdfCache,
    RenderBusy,
    RenderFailed,
    cell,
    pad_game,
    pad_pdf,
    render_pdf,
    rows,
    sheet_html,
    to_pdf,
)

ROOT = Path(__file__).resolve().parent.parent.parent
CASEBOOK = ROOT / "tests" / "casebook"
ARTIFACTS = ROOT / "instance" / "artifacts" / "sheets"
POPPLER = all(shutil.which(tool) for tool in ("pdftotext", "pdfinfo", "pdffonts", "pdftoppm"))
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils missing: `make setup` installs it")


def load_cases() -> dict[str, dict[str, Any]]:
    """Every case the rules accept, by name."""
    cases = {}
    for path in sorted(CASEBOOK.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if "error" not in case["expect"]:
            cases[path.stem] = case
    return cases


CASES = load_cases()
FINISHED = [name for name, case in CASES.items() if case["expect"].get("finished")]
#: the longest case of each game (most deals), for its preview
LONGEST = {slug: max((n for n, c in CASES.items() if c["game"] == slug), key=lambda n: len(CASES[n]["deals"]))
           for slug in sorted(GAMES)}


def pad_setups() -> list[tuple[str, str | None, int, str]]:
    """Every game, each variant, each number of players, on A4 and A5."""
    setups = []
    for slug, cls in sorted(playable().items()):
        for variant in cls.variants or (None,):
            wanted = cls.variant_players.get(variant or "")
            for count in [wanted] if wanted else range(cls.players_min, cls.players_max + 1):
                for size in ("A4", "A5"):
                    setups.append((slug, variant, count, size))
    return setups


PADS = pad_setups()


# --------------------------------------------------------------------- reading PDFs

def pdf_text(pdf: bytes, *, layout: bool = False) -> str:
    args = ["pdftotext", *(["-layout"] if layout else []), "-", "-"]
    return subprocess.run(args, input=pdf, capture_output=True, check=True).stdout.decode("utf-8")


def flat(text: str) -> str:
    """The text with every run of white space as one space (lines wrap
    anywhere), and words hyphenated at a line's end joined again."""
    return " ".join(re.sub(r"\u2010\s+", "", text).split())


def pdf_pages(pdf: bytes) -> int:
    out = subprocess.run(["pdfinfo", "-"], input=pdf, capture_output=True, check=True).stdout.decode()
    found = re.search(r"^Pages:\s+(\d+)", out, re.M)
    assert found, out
    return int(found.group(1))


def pdf_fonts(pdf: bytes) -> list[tuple[str, bool]]:
    """(font name, embedded) for every font of the PDF."""
    out = subprocess.run(["pdffonts", "-"], input=pdf, capture_output=True, check=True).stdout.decode()
    fonts = []
    for line in out.splitlines()[2:]:
        fields = line.split()
        # name type [type…] encoding emb sub uni id gen: "emb" is the 5th field from the end
        fonts.append((fields[0], fields[-5] == "yes"))
    return fonts


def words_outside_page(pdf: bytes) -> list[str]:
    """Words that stand (even partly) outside the page's width."""
    out = subprocess.run(["pdftotext", "-bbox", "-", "-"], input=pdf, capture_output=True,
                         check=True).stdout.decode("utf-8")
    outside = []
    for page in re.finditer(r'<page width="([\d.]+)" height="[\d.]+">(.*?)</page>', out, re.S):
        width = float(page.group(1))
        for x_min, x_max, word in re.findall(r'<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" '
                                             r'yMax="[\d.]+">(.*?)</word>', page.group(2)):
            if float(x_min) < 0 or float(x_max) > width:
                outside.append(word)
    return outside


def preview(pdf: bytes, name: str) -> None:
    """The first page as a PNG test artifact, to look at."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", "-", str(ARTIFACTS / name)],
                   input=pdf, check=True)


# --------------------------------------------------------------------- rendering once per session

@pytest.fixture(scope="session")
def sheet_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Flask]:
    from compagnon import create_app

    yield create_app({"TESTING": True, "DATABASE": tmp_path_factory.mktemp("sheets") / "s.db",
                      "SECRET_KEY": "tests", "WTF_CSRF_ENABLED": False, "RATELIMIT_ENABLED": False})


@pytest.fixture(scope="session")
def filled(sheet_app: Flask) -> Callable[[str], bytes]:
    @cache
    def render(name: str) -> bytes:
        case = CASES[name]
        with sheet_app.test_request_context():
            return to_pdf(sheet_html(score_case(case), title=case.get("title")))

    return render


@pytest.fixture(scope="session")
def blank(sheet_app: Flask) -> Callable[[str, str | None, int, str], bytes]:
    @cache
    def render(slug: str, variant: str | None, count: int, size: str) -> bytes:
        game, named = pad_game(slug, variant, str(count))
        # the same key as the app's route, so the route's tests find it rendered
        key = ("blank", slug, game.variant, game.players, named, size)
        with sheet_app.test_request_context():
            return render_pdf(key, lambda: pad_pdf(game, size, named))

    return render


# --------------------------------------------------------------------- the filled sheet

def check_filled(name: str, pdf: bytes) -> None:
    """What the paper must show: the players, each total, the winner, every article."""
    result = score_case(CASES[name])
    text = flat(pdf_text(pdf))
    for player in result.game.players:
        assert player in text
    final = text.split("Résultat", 1)[1].split("Le détail des points", 1)[0]
    for player, total in result.totals.items():
        shown = f"−{-total}" if total < 0 else str(total)
        assert f"{player} : {shown}" in final, (player, shown, final[:300])
    if result.winner:
        assert f"vainqueur : {result.winner}" in final
    elif result.finished:
        assert all(winner in final for winner in result.state.winners)
    else:
        assert "Partie en cours" in final
    appendix = text.split("Le détail des points", 1)[1]
    for deal in result.deals:
        for line in deal.lines:
            assert f"[{line.rule}]" in appendix, line.rule
    fonts = pdf_fonts(pdf)
    assert fonts and all(embedded for _, embedded in fonts), fonts
    assert words_outside_page(pdf) == []


@needs_poppler
@pytest.mark.parametrize("name", FINISHED)
def test_filled_sheet_of_every_finished_case(filled: Callable[[str], bytes], name: str) -> None:
    check_filled(name, filled(name))


@needs_poppler
@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_prints_a_filled_sheet_and_a_blank_pad(filled: Callable[[str], bytes],
                                                          blank: Callable[[str, str | None, int, str], bytes],
                                                          slug: str) -> None:
    """Its longest case and its first pad, checked and kept as PNG previews to look at."""
    pdf = filled(LONGEST[slug])
    check_filled(LONGEST[slug], pdf)
    preview(pdf, f"{slug}-filled")
    preview(blank(*next(p for p in PADS if p[0] == slug)), f"{slug}-blank")
    assert (ARTIFACTS / f"{slug}-filled.png").stat().st_size > 1000
    assert (ARTIFACTS / f"{slug}-blank.png").stat().st_size > 1000


@needs_poppler
def test_long_game_continues_with_the_header_repeated(app: Flask) -> None:
    game = new_game("mille", ["Ana", "Bea", "Cyr"])
    log = [{"taker": "Ana", "contract": 100, "trick_points": {"Ana": 60, "Bea": 30, "Cyr": 30}}] * 45
    with app.test_request_context():
        pdf = to_pdf(sheet_html(replay(game, log)))
    pages = pdf_pages(pdf)
    assert pages >= 3
    text = pdf_text(pdf)
    # the table's header row heads every page the table runs over
    table_pages = [page for page in text.split("\f") if re.search(r"^45$", page, re.M) or "Résumé" in page]
    assert sum("Résumé" in page for page in table_pages) >= 2


@needs_poppler
def test_long_names_and_emoji_fit_the_page_with_fonts_embedded(app: Flask) -> None:
    names = ["Marie-Christine 🦊 Lefèvre-Dupont"[:30], "Ωμέγα Ünal 😀 Ξενοφών Παπαδόπουλος"[:30],
             "Jean-Baptiste de La Rochefoucauld"[:30]]
    game = new_game("mille", names)
    log = [{"taker": names[i % 3], "contract": 100,
            "trick_points": {names[i % 3]: 100, names[(i + 1) % 3]: 10, names[(i + 2) % 3]: 10}} for i in range(6)]
    with app.test_request_context():
        pdfs = [to_pdf(sheet_html(replay(game, log))), to_pdf(sheet_html(replay(game, log), size="A5"), "A5"),
                pad_pdf(game), pad_pdf(game, "A5")]
    for pdf in pdfs:
        assert words_outside_page(pdf) == []
        fonts = pdf_fonts(pdf)
        assert fonts and all(embedded for _, embedded in fonts), fonts
        assert any("Emoji" in name for name, _ in fonts), fonts
        text = flat(pdf_text(pdf))
        assert "🦊" in text and "Ξενοφών" in text


def test_fonts_are_subset_by_harfbuzz(caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    """`make setup` installs HarfBuzz's subsetter: without it WeasyPrint
    warns and falls back on fontTools, which took most of every render."""
    from compagnon import create_app

    app = create_app({"TESTING": True, "DATABASE": tmp_path / "t.db", "RENDER_PROCESS": False})  # logs seen here
    game = new_game("mille", ["Ana 🦊", "Bea", "Cyr"])
    with app.test_request_context(), caplog.at_level("WARNING", logger="weasyprint"):
        pdf = to_pdf(sheet_html(replay(game, [{"taker": "Bea", "contract": 120, "bomb": True}])))
    assert pdf.startswith(b"%PDF")
    assert [r.getMessage() for r in caplog.records if "fontTools" in r.getMessage()] == []


# --------------------------------------------------------------------- the blank pads

@needs_poppler
@pytest.mark.parametrize("slug, variant, count, size", PADS,
                         ids=[f"{s}-{v or ''}-{n}-{z}".replace("--", "-") for s, v, n, z in PADS])
def test_every_blank_pad_fits_one_page(blank: Callable[[str, str | None, int, str], bytes], slug: str,
                                       variant: str | None, count: int, size: str) -> None:
    pdf = blank(slug, variant, count, size)
    assert pdf_pages(pdf) == 1
    game, _ = pad_game(slug, variant, str(count))
    text = flat(pdf_text(pdf))
    assert "Aide-mémoire" in text
    for rule, _ in sheet_spec(game).reminders_for(game):
        assert f"[{rule}]" in text
    assert all(embedded for _, embedded in pdf_fonts(pdf))
    assert words_outside_page(pdf) == []
    if size == "A4":  # a typical game on one page: every row the game asks for
        rows = sheet_spec(game).rows_for(game)
        first, last = rows[0], rows[-1]
        assert flat(str(first)) in text and flat(str(last)) in text


def test_every_pad_column_and_box_has_its_heading() -> None:
    for slug, cls in playable().items():
        game = cls.example()
        spec = sheet_spec(cls)
        for column in spec.handwritten:
            assert has(f"{slug}.blank.{column.key}") or has(f"{slug}.sheet.{column.key}"), (slug, column.key)
        for key, _ in spec.boxes_for(game):
            assert has(f"{slug}.blank.{key}"), (slug, key)
        for key in spec.facts:
            assert key in {f.key for f in game.facts(game.new_state())}, (slug, key)


@needs_poppler
def test_pads_tally_what_each_game_keeps(blank: Callable[[str, str | None, int, str], bytes]) -> None:
    mille = flat(pdf_text(blank("mille", None, 3, "A4")))
    for heading in ("Preneur", "Contrat", "Plis", "Mariages", "Barres", "Bombe", "Tours sur le tonneau"):
        assert heading in mille
    besigue = flat(pdf_text(blank("besigue", "japonais", 2, "A4")))
    for heading in ("Annonces", "Brisq", "Marque", "Rubicon : 1000"):
        assert heading in besigue
    loba = flat(pdf_text(blank("loba", None, 5, "A4")))
    assert "6 · 1 brelan + 2 quartes" in loba
    bridgette = flat(pdf_text(blank("bridgette", None, 2, "A4")))
    assert "7 (égalité)" in bridgette


# --------------------------------------------------------------------- what cells say

def test_cells_print_what_the_table_reads() -> None:
    caisse = score_case(json.loads((CASEBOOK / "caisse-k2-sans-atout-contracts-counters.json").read_text()))
    contracts = caisse.game.read_entry(caisse.deals[0].entry)["contracts"]
    assert cell(caisse.game, "contracts", contracts, caisse.deals[0].details).startswith(
        "Bea Clarté ✗ (2 contres), Cyr Quarante-Quatre ✓")
    tarot = score_case(json.loads((CASEBOOK / "tarot_4_saisons-ex1-simple-win.json").read_text()))
    bids = tarot.game.read_entry(tarot.deals[0].entry)["bids"]
    text = cell(tarot.game, "bids", bids)
    assert not text.isdigit() and tarot.deals[0].entry["bids"][0]["player"] in text, text
    bridgette = new_game("bridgette", ["Ana", "Bea"])
    entry = bridgette.read_entry({"contract": {"level": 3, "strain": "sans_atout"}, "declarer": "Ana",
                                  "doubling": "none", "declarer_tricks": 9})
    assert cell(bridgette, "contract", entry["contract"]) == "3 Sans-Atout"
    assert cell(bridgette, "declarer", entry["declarer"]) == "Ana"
    mille = new_game("mille", ["Ana", "Bea", "Cyr"])
    marriages = mille.read_entry({"taker": "Ana", "contract": 100, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10},
                                  "marriages": {"Ana": ["coeur", "pique"]}})["marriages"]
    assert cell(mille, "marriages", marriages["Ana"]) == "♥ ♠"


@needs_poppler
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_caisse_sheet_prints_whether_each_contract_was_made(sheet_app: Flask, lang: str) -> None:
    # K2: Bea's Clarté has 62 of the 66 it needs, Ana's Cent 16 of 80 (§7.1): both failed, as the
    # points decide (the entry does not say it); Cyr's Quarante-Quatre is made, as entered
    name = "caisse-k2-sans-atout-contracts-counters"
    with sheet_app.test_request_context(headers={"Accept-Language": lang}), speaking(lang):
        text = flat(pdf_text(to_pdf(sheet_html(score_case(CASES[name]), title=CASES[name].get("title")))))
    assert "Bea Clarté ✗" in text and re.search(r"Ana Cent \([^)]*\) ✗", text), text
    assert text.count("✓") == 1 and "Quatre ✓" in text, text


def test_payment_units_agree_with_the_number(app: Flask) -> None:
    game = new_game("belote_noisette", ["Ana", "Bea", "Cyr"])
    assert str(game.count_words(1, "noisettes")) == "1 noisette"
    assert str(game.count_words(3, "noisettes")) == "3 noisettes"
    assert str(new_game("reversis", ["A", "B", "C", "D"]).count_words(1)) == "1 fiche"
    case = json.loads((CASEBOOK / "belote_noisette-bn1-bn4-settlements.json").read_text())
    with app.test_request_context():
        html = sheet_html(score_case(case))
    assert "1 noisettes" not in html and "Ana → pot : 1 noisette" in html


def test_sheet_html_explains_every_line(app: Flask) -> None:
    game = new_game("mille", ["Ana", "Bea", "Cyr"])
    result = replay(game, [{"taker": "Ana", "contract": 100, "trick_points": {"Ana": 98, "Bea": 9, "Cyr": 13}}])
    with app.test_request_context():
        html = sheet_html(result)
    assert "[Mille\u00a0§9]" in html  # an article never splits over two lines
    assert "−100" in html
    assert "Les tours permis sur le tonneau : 3" in html and "non" in html
    for line in result.deals[0].lines:
        assert str(escape(line.text)) in html


def a_long_log(deals: int) -> list[dict[str, Any]]:
    """Contracts made and failed in turn: the game never ends."""
    players = ["Ana", "Bea", "Cyr"]
    return [{"taker": players[i % 3], "contract": 100, "trick_points": {
        p: (100 if i % 2 == 0 else 60) if p == players[i % 3] else (10 if i % 2 == 0 else 30) for p in players}}
        for i in range(deals)]


def test_one_sheet_prints_a_bounded_number_of_deals(app: Flask) -> None:
    """A long game prints on several sheets of SHEET_DEALS deals, each with the detail of its own deals and
    the addresses of the others; the game's total closes the last one."""
    result = replay(new_game("mille", ["Ana", "Bea", "Cyr"]), a_long_log(2 * SHEET_DEALS + 30))
    with app.test_request_context():
        first = sheet_html(result, part_url=lambda n: f"https://cartes.test/g/vue/sheet.pdf?part={n}")
        last = sheet_html(result, part=3)
        beyond = sheet_html(result, part=9)
    numbers = re.compile(r'<td class="num">(\d+)</td>')
    assert [int(n) for n in numbers.findall(first)] == list(range(1, SHEET_DEALS + 1))
    assert first.count('<p class="deal">') == SHEET_DEALS  # the detail of its own deals only
    assert "Feuille 1 sur 3" in first and 'href="https://cartes.test/g/vue/sheet.pdf?part=2"' in first
    assert f"donnes {SHEET_DEALS + 1} à {2 * SHEET_DEALS}" in first
    assert 'class="final"' not in first
    assert [int(n) for n in numbers.findall(last)] == list(range(2 * SHEET_DEALS + 1, 2 * SHEET_DEALS + 31))
    assert 'class="final"' in last and "href=" not in last and beyond == last
    # facts are noted where they change from the deal before, the one on the sheet before included
    assert sheet_html.__name__ and rows(result, SHEET_DEALS, SHEET_DEALS + 1)[0].notes == \
        rows(result)[SHEET_DEALS].notes


def pdf_streams(pdf: bytes) -> bytes:
    """The PDF with its compressed streams inflated (where a link's address is written)."""
    import zlib

    out = [pdf]
    # each stream inflated from its start to the end of its own compressed data (a compressed stream may
    # end with a byte the PDF's line end could be mistaken for: cutting at « endstream » lost it now and then)
    for start in re.finditer(rb"stream\r?\n", pdf):
        try:
            out.append(zlib.decompressobj().decompress(pdf[start.end():]))
        except zlib.error:
            continue
    return b"\n".join(out)


def test_a_short_game_prints_on_one_sheet_as_before(app: Flask) -> None:
    result = replay(new_game("mille", ["Ana", "Bea", "Cyr"]), a_long_log(SHEET_DEALS))
    with app.test_request_context():
        html = sheet_html(result)
    assert html.count('<td class="num">') == SHEET_DEALS and "Feuille 1" not in html and 'class="final"' in html


def test_the_sheets_of_a_long_game_link_each_other_by_the_view_link(client: Any) -> None:
    created = client.post("/api/games/import", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"],
                                                     "deals": a_long_log(SHEET_DEALS + 3)}).get_json()
    answer = client.get(f"/g/{created['edit_token']}/sheet.pdf?part=2")
    assert answer.status_code == 200 and answer.data.startswith(b"%PDF")
    inflated = pdf_streams(answer.data)
    assert created["edit_token"].encode() not in inflated
    assert f"/g/{created['view_token']}/sheet.pdf?size=A4&part=1".encode() in inflated


@needs_poppler
def test_the_command_line_prints_any_sheet_of_a_long_game(tmp_path: Path) -> None:
    case = tmp_path / "long.json"
    case.write_text(json.dumps({"game": "mille", "players": ["Ana", "Bea", "Cyr"],
                                "deals": a_long_log(SHEET_DEALS + 2)}), encoding="utf-8")
    output = tmp_path / "part.pdf"
    result = CliRunner().invoke(main, ["sheet", str(case), "--part", "2", "-o", str(output)])
    assert result.exit_code == 0, result.output
    text = flat(pdf_text(output.read_bytes()))
    assert "Feuille 2 sur 2" in text and f"donnes {SHEET_DEALS + 1} à {SHEET_DEALS + 2}" in text


def test_a_render_past_its_time_is_stopped_and_the_renderer_replaced(monkeypatch: pytest.MonkeyPatch) -> None:
    import resource
    import signal
    import time

    import compagnon.sheets as sheets

    monkeypatch.setattr(sheets, "_renderer", None)
    monkeypatch.setattr(sheets, "RENDER_TIMEOUT", 60.0)
    sheets.use_render_process(True)
    try:
        assert sheets.to_pdf('<body class="sheet"><p>Ana</p></body>').startswith(b"%PDF")
        renderer = sheets._renderer
        # the renderer's memory is bounded: a render that wants more fails, in that process only
        limit = renderer.submit(resource.getrlimit, resource.RLIMIT_AS).result(timeout=60)
        assert limit == (sheets.RENDER_MEMORY, sheets.RENDER_MEMORY)
        with pytest.raises(MemoryError):
            renderer.submit(bytearray, sheets.RENDER_MEMORY).result(timeout=60)
        processes = list(renderer._processes.values())
        monkeypatch.setattr(sheets, "RENDER_TIMEOUT", 0.001)
        with pytest.raises(RenderFailed):
            sheets.to_pdf('<body class="sheet"><p>Bea</p></body>')
        assert sheets._renderer is None
        # killed, not left rendering; its exit code is read until known (``is_alive()`` may answer
        # True once for a process the pool's own thread is reaping at that moment)
        end = time.monotonic() + 10
        while any(process.exitcode is None for process in processes) and time.monotonic() < end:
            time.sleep(0.01)
        assert [process.exitcode for process in processes] == [-signal.SIGKILL] * len(processes)
        monkeypatch.setattr(sheets, "RENDER_TIMEOUT", 60.0)
        assert sheets.to_pdf('<body class="sheet"><p>Cyr</p></body>').startswith(b"%PDF")
        assert sheets._renderer is not renderer
    finally:
        sheets.use_render_process(False)
        if sheets._renderer is not None:
            sheets._renderer.shutdown()


def test_facts_are_noted_where_they_change(app: Flask) -> None:
    game = new_game("mille", ["Ana", "Bea", "Cyr"])
    result = replay(game, [{"taker": "Ana", "contract": 100, "trick_points": {"Ana": 110, "Bea": 0, "Cyr": 10}},
                           {"taker": "Bea", "contract": 100, "bomb": True}])
    with app.test_request_context():
        html = sheet_html(result)
    assert "Bea : Barres 1" in html and "Bea : Bombe" in html


# --------------------------------------------------------------------- the app

def test_filled_sheet_of_a_game_is_a_pdf_cached_per_revision(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import compagnon.web.sheets as web_sheets

    rendered: list[int] = []
    real = web_sheets.to_pdf

    def counting(html: str, size: str = "A4") -> bytes:
        rendered.append(1)
        return real(html, size)

    monkeypatch.setattr(web_sheets, "to_pdf", counting)
    created = client.post("/api/games", json={"game": "mille", "players": ["Ana", "Bea", "Cyr"]}).get_json()
    game_id, token = created["id"], created["view_token"]
    auth = {"Authorization": f"Bearer {created['edit_token']}"}

    def deal() -> None:
        response = client.post(f"/api/games/{game_id}/deals", headers=auth, json={"entry": {
            "taker": "Ana", "contract": 110, "trick_points": {"Ana": 78, "Bea": 30, "Cyr": 12},
            "marriages": {"Ana": ["carreau"]}}})
        assert response.status_code == 201, response.get_json()

    deal()
    first = client.get(f"/g/{token}/sheet.pdf")
    assert first.status_code == 200 and first.mimetype == "application/pdf" and first.data.startswith(b"%PDF")
    assert client.get(f"/g/{token}/sheet.pdf").data == first.data
    assert len(rendered) == 1  # the same revision comes from the cache
    deal()
    assert client.get(f"/g/{token}/sheet.pdf").data != first.data
    assert len(rendered) == 2
    assert client.get(f"/g/{token}/sheet.pdf?size=A5").status_code == 200
    assert len(rendered) == 3
    assert client.get("/g/" + "x" * 32 + "/sheet.pdf").status_code == 404


def test_game_page_prints_its_sheet(client: Any) -> None:
    created = client.post("/api/games", json={"game": "sept", "players": ["Ana", "Bea"]}).get_json()
    page = client.get(f"/g/{created['view_token']}").get_data(as_text=True)
    assert "Imprimer / PDF" in page and f"/g/{created['view_token']}/sheet.pdf" in page


def test_rendering_waits_for_a_free_slot_then_gives_up(client: Any, monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Any) -> None:
    import compagnon.sheets as sheets

    slots = sheets.RenderSlots(tmp_path / "slots", 1)
    monkeypatch.setattr(sheets, "_slots", slots)
    monkeypatch.setattr(sheets, "RENDER_WAIT", 0.05)
    held = slots.acquire(0)  # another sheet is rendering
    assert held is not None
    try:
        with pytest.raises(RenderBusy):
            render_pdf(None, lambda: b"%PDF", wait=0.05)
        monkeypatch.setattr(sheets, "CACHE", PdfCache())
        monkeypatch.setattr(sheets, "PADS", PdfCache())
        response = client.get("/sheets/blank/sept.pdf?players=Ana,Bea")
        assert response.status_code == 503 and response.headers["Retry-After"]
    finally:
        slots.release(held)
    assert render_pdf(None, lambda: b"%PDF-1.7") == b"%PDF-1.7"


def test_render_slots_are_shared_by_the_server_processes(tmp_path: Any) -> None:
    """Two slots: another process holds one, this one takes the other, and a third is refused until one of
    them is given back; a process that dies gives its slot back."""
    import subprocess
    import sys

    from compagnon.sheets import RenderSlots

    folder = tmp_path / "slots"
    script = ("import sys, pathlib; from compagnon.sheets import RenderSlots; "
              f"s = RenderSlots(pathlib.Path({str(folder)!r}), 2); fd = s.acquire(5); "
              "print(fd is not None, flush=True); sys.stdin.read()")
    with subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True) as holder:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        slots = RenderSlots(folder, 2)
        mine = slots.acquire(0)
        assert mine is not None
        assert slots.acquire(0.1) is None  # both taken, one by each process
        holder.kill()
        holder.wait()
        freed = slots.acquire(2)
        assert freed is not None  # the dead process's slot is free again
        slots.release(freed)
        slots.release(mine)


def test_pdf_cache_keeps_the_most_recent() -> None:
    cache_ = PdfCache(limit=2)
    cache_.put("a", b"1")
    cache_.put("b", b"2")
    assert cache_.get("a") == b"1"
    cache_.put("c", b"3")
    assert cache_.get("b") is None and cache_.get("a") == b"1" and len(cache_) == 2


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_blank_sheet_of_every_game(client: Any, slug: str) -> None:
    response = client.get(f"/sheets/blank/{slug}.pdf")
    assert response.status_code == 200
    assert response.data.startswith(b"%PDF")


def test_blank_sheet_options(client: Any) -> None:
    assert client.get("/sheets/blank/poker.pdf").status_code == 404
    assert client.get("/sheets/blank/mille.pdf?players=7").status_code == 400
    response = client.get("/sheets/blank/loba.pdf?players=5&size=A5")
    assert response.status_code == 200 and "loba-5j-vierge-a5" in response.headers["Content-Disposition"]
    assert client.get("/sheets/blank/besigue.pdf?variant=chinois").status_code == 200


def test_pads_page_lists_every_game_and_is_linked_from_home(client: Any) -> None:
    home = client.get("/").get_data(as_text=True)
    assert 'href="/sheets/"' in home
    response = client.get("/sheets/")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    for slug, cls in playable().items():
        assert f'id="pad-{slug}"' in page and cls.name in page
        assert f"/sheets/blank/{slug}.pdf" in page
    assert "players=5" in page and "size=A5" in page and "variant=chinois" in page
    assert "style=" not in page and "<script>" not in page  # strict CSP: no inline style or script
    for href in sorted(set(re.findall(r'href="(/sheets/blank/[^"]+)"', page)))[:3]:
        assert client.get(href.replace("&amp;", "&")).status_code == 200


# --------------------------------------------------------------------- the command line

@needs_poppler
def test_command_line_sheets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runner = CliRunner()
    filled = tmp_path / "filled.pdf"
    result = runner.invoke(main, ["sheet", str(CASEBOOK / "mille-m5-m8-tonneau.json"), "-o", str(filled),
                                  "--size", "A5"])
    assert result.exit_code == 0, result.output
    assert "vainqueur : Ana" in flat(pdf_text(filled.read_bytes()))

    pad = tmp_path / "pad.pdf"
    result = runner.invoke(main, ["blank", "loba", "--players", "4", "--size", "A5", "-o", str(pad)])
    assert result.exit_code == 0, result.output
    assert pdf_pages(pad.read_bytes()) == 1
    assert runner.invoke(main, ["blank", "loba", "--players", "9", "-o", str(pad)]).exit_code == 2

    # a stored game, by its id
    from compagnon import create_app

    database = tmp_path / "c.db"
    monkeypatch.setenv("COMPAGNON_DATABASE", str(database))
    app = create_app({"TESTING": True, "DATABASE": database, "RATELIMIT_ENABLED": False})
    client = app.test_client()
    created = client.post("/api/games", json={"game": "sept", "players": ["Ana", "Bea"]}).get_json()
    client.post(f"/api/games/{created['id']}/deals", headers={"Authorization": f"Bearer {created['edit_token']}"},
                json={"entry": {"brisques": {"Ana": 5, "Bea": 3}, "last_trick": "Ana"}})
    stored = tmp_path / "stored.pdf"
    result = runner.invoke(main, ["sheet", "--game", str(created["id"]), "-o", str(stored)])
    assert result.exit_code == 0, result.output
    text = flat(pdf_text(stored.read_bytes()))
    assert "Ana" in text and "[Sept §3]" in text
    assert runner.invoke(main, ["sheet", "--game", "999", "-o", str(stored)]).exit_code == 2
    assert runner.invoke(main, ["sheet", "-o", str(stored)]).exit_code == 2



def test_the_renderer_process_starts_settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """A renderer process has its stylesheets and fonts ready, and what it keeps for its life is set aside
    from the garbage collector before its first sheet."""
    import gc

    import compagnon.sheets as sheets

    monkeypatch.setattr(sheets, "_renderer", None)
    sheets.use_render_process(True)
    try:
        pdf = sheets.to_pdf('<body class="sheet"><p>Ana</p></body>')
        renderer = sheets._renderer
        assert pdf.startswith(b"%PDF") and renderer is not None
        assert renderer.submit(gc.get_freeze_count).result(timeout=60) > 1000
        assert renderer.submit(os.getpriority, os.PRIO_PROCESS, 0).result(timeout=60) >= 10
    finally:
        sheets.use_render_process(False)
        if sheets._renderer is not None:
            sheets._renderer.shutdown()


def test_a_server_worker_sets_aside_what_it_built_to_start() -> None:
    import gc

    from compagnon import serve

    gc.unfreeze()
    try:
        serve.post_worker_init(None)
        assert gc.get_freeze_count() > 1000
    finally:
        gc.unfreeze()
