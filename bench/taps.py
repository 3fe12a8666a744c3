"""Taps on a 360×740 phone: casebook deals entered through the phone's form
with the fewest taps, and a tarot question put to the referee.

A tap is a touch of the screen: a choice, a card, a box, a row added, a fold
opened, a number field (its digits are counted apart, as keys), « Valider »
or « Demander à l'arbitre ». What the form already shows (a default, the
next dealer) costs nothing. Each deal is the casebook's, typed where its
entry's values go (the form's inputs are the values' paths); the deals
before it are entered through the JSON API, and the deal is checked saved
(the referee's answer checked given). Headless Debian chromium, as the
browser tests use.

Targets (issue « Cards in one tap »): a Reversis coup with three events
≤ 15 taps, a Las Vegas main with both hands ≤ 10, a Bernicle deal with
combinations ≤ 12 (B1's, its niche card by card, and B5's three, the niche
given as points), a tarot referee question with three hands ≤ 20; and a
Tarot 4 saisons deal where all pass (10 taps when the issue was filed: kept
under that). Beside
each figure, the taps per field, to see where they go. Nothing here asserts.

    python -m bench.taps
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import threading
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, make_server

from compagnon.rules import load
from compagnon.rules import schema as s

CASEBOOK = Path(__file__).resolve().parent.parent / "tests" / "casebook"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"

#: every input of a form, read at once: name, type, value, ticked, redraws the form, inside a closed fold
INPUTS = """form => Array.from(form.querySelectorAll("input, select, textarea"), e => ({
  name: e.name, type: e.tagName === "SELECT" ? "select" : e.type, value: e.value, checked: !!e.checked,
  redraws: e.hasAttribute("hx-post"), folded: !!e.closest("details:not([open])")}))"""


@dataclass
class Count:
    """Taps (and keys typed into number fields), per field of the entry."""

    taps: Counter[str] = field(default_factory=Counter)
    keys: int = 0

    def tap(self, name: str, n: int = 1) -> None:
        self.taps[re.split(r"[.\[#~]", name, maxsplit=1)[0] or name] += n

    @property
    def total(self) -> int:
        return sum(self.taps.values())


class _Quiet(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
        pass


@contextmanager
def serve() -> Iterator[str]:
    """The app on loopback with a database of its own."""
    from compagnon import create_app
    from compagnon.db import init_db

    folder = tempfile.mkdtemp(prefix="taps-")
    app = create_app({"TESTING": True, "DATABASE": str(Path(folder) / "taps.db")})
    with app.app_context():
        init_db()
    server = make_server("127.0.0.1", 0, app, handler_class=_Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)
        shutil.rmtree(folder, ignore_errors=True)


def settled(page: Any) -> None:
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')")


def open_game(page: Any, game: str, players: Sequence[str], variant: str | None, options: Mapping[str, Any],
              deals: Sequence[Mapping[str, Any]]) -> str:
    """A game made through the API, its first deals entered there; its edit token."""
    made = page.request.post("/api/games", data={"game": game, "players": list(players), "variant": variant,
                                                 "options": dict(options)})
    assert made.status == 201, made.text()
    answer = made.json()
    for entry in deals:
        scored = page.request.post(f"/api/games/{answer['id']}/deals", data={"entry": dict(entry)},
                                   headers={"Authorization": f"Bearer {answer['edit_token']}"})
        assert scored.status == 201, scored.text()
    return str(answer["edit_token"])


def _do(page: Any, count: Count, name: str, row: Mapping[str, Any], element: Any, action: Any) -> None:
    if row["folded"]:
        folded = element.locator("xpath=ancestor::details[not(@open)]")  # the outermost first
        while folded.count():
            folded.first.locator("xpath=./summary").click()
            count.tap(name)
    action()
    count.tap(name)
    if row["redraws"]:
        page.wait_for_timeout(50)
        settled(page)


def face(box: Any) -> Any:
    """What a tap on a card's box touches: its label, or, for a card of several copies drawn as one cell
    (Bésigue's, Loba's jokers), the cell, each tap one copy more."""
    copies = box.locator("xpath=ancestor::span[contains(@class, 'card-copies')]")
    return copies.locator("xpath=./label[1]") if copies.count() else box.locator("xpath=..")


def put(page: Any, scope: Any, count: Count, name: str, shown: list[dict[str, Any]], values: Sequence[str]) -> None:
    """Give input ``name`` the ``values``, tapping only what differs from what it shows."""
    kind = shown[0]["type"]
    if kind == "radio":
        value = values[-1]
        if value in ("on", "false") and not any(r["value"] == value for r in shown):
            value = "true" if value == "on" else "false"
        row = next((r for r in shown if r["value"] == value), None)
        if row is None:  # the value the empty pill stands for (the dealer whose turn it is): already shown
            assert any(r["value"] == "" and r["checked"] for r in shown), (name, value)
            return
        radio = scope.locator(f"[name='{name}'][value='{value}']").first
        if not radio.is_checked():  # as shown now: chosen by the form from the row's other values, it costs nothing
            _do(page, count, name, row, radio, lambda: radio.locator("xpath=..").click())
        return
    if kind == "checkbox":
        todo = [v for v in values if v not in ("", "false")]
        seen: Counter[str] = Counter()
        boxes = []
        for row in shown:
            boxes.append((row, scope.locator(f"[name='{name}'][value='{row['value']}']").nth(seen[row["value"]])))
            seen[row["value"]] += 1
        for row, box in boxes:
            if row["checked"] and row["value"] in todo:
                todo.remove(row["value"])
            elif row["checked"]:
                _do(page, count, name, row, box, lambda box=box: face(box).click())
        used: list[int] = []
        for value in todo:
            i = next(i for i, (r, _) in enumerate(boxes) if r["value"] == value and not r["checked"] and i not in used)
            used.append(i)
            row, box = boxes[i]
            _do(page, count, name, row, box, lambda box=box: face(box).click())
        return
    value = values[-1]
    element = scope.locator(f"[name='{name}']:not([type=hidden])").first
    if element.input_value() == value:  # as shown now: a default, or deduced from the boxes typed before
        return
    if kind == "select":
        _do(page, count, name, shown[0], element, lambda: element.select_option(value))
        count.tap(name)  # the list opened, then the choice
        return
    _do(page, count, name, shown[0], element, lambda: element.fill(value))
    count.keys += len(value)


def fill(page: Any, scope: Any, count: Count, pairs: Mapping[str, Sequence[str]]) -> list[str]:
    """The entry's inputs, in the schema's order; rows added with « + Ajouter »; what appears only once
    other values are known on a later pass, after « Prévisualiser » if need be. Returns what was never
    offered."""
    left = list(pairs)
    for attempt in range(3):
        if attempt == 2:
            scope.get_by_role("button", name="Prévisualiser").click()
            count.tap("(prévisualiser)")
            settled(page)
        shown: dict[str, list[dict[str, Any]]] = {}
        for row in scope.evaluate(INPUTS):
            shown.setdefault(row["name"], []).append(row)
        missing = []
        for name in left:
            if name.endswith("#"):
                if name not in shown:
                    missing.append(name)
                    continue
                builder = scope.locator(f"button[value='add:{name[:-1]}'] ~ .row-builder:not([hidden]), "
                                        f"fieldset:has(> button[value='add:{name[:-1]}']) > .row-builder:not([hidden])")
                for i in range(int(shown[name][0]["value"] or 0), int(pairs[name][0])):
                    # a tap on the row's card, or on its first choice (a kind, a player), adds the row with it
                    first = pairs.get(f"{name[:-1]}[{i}]{builder.first.get_attribute('data-field')}") \
                        if builder.count() else None
                    tap = builder.first.locator(f"button[data-code='{first[-1]}']") if first else None
                    if tap is not None and tap.count():
                        tap.click()
                        count.tap(name)
                        page.wait_for_timeout(50)  # the row's other fields, when its first brings them
                        settled(page)
                        continue
                    button = scope.locator(f"button[value='add:{name[:-1]}']")
                    _do(page, count, name, {"folded": bool(button.evaluate("b => !!b.closest('details:not([open])')")),
                                            "redraws": not button.locator("xpath=../template").count()},
                        button, button.click)
                shown = {}
                for row in scope.evaluate(INPUTS):
                    shown.setdefault(row["name"], []).append(row)
                continue
            typed = [row for row in shown.get(name, []) if row["type"] != "hidden"]
            if not typed:
                if not any(row["type"] == "hidden" for row in shown.get(name, [])):
                    missing.append(name)
                continue
            put(page, scope, count, name, typed, pairs[name])
            if typed[0]["redraws"]:
                shown = {}
                for row in scope.evaluate(INPUTS):
                    shown.setdefault(row["name"], []).append(row)
        left = missing
        if not left:
            break
    return left


@dataclass(frozen=True)
class Deal:
    label: str
    case: str
    deal: int
    target: int


DEALS = (
    Deal("Reversis, a coup with three events", "reversis-r1-first-coup.json", 0, 15),
    Deal("Duel à Las Vegas, a main with both hands", "las_vegas-one-round.json", 0, 10),
    Deal("Bernicle, a deal with combinations", "bernicle-b1-contract-made.json", 0, 12),
    Deal("Bernicle, combinations and the niche's points", "bernicle-b5-individual.json", 0, 12),
    Deal("Tarot 4 saisons, a deal where all pass", "tarot_4_saisons-ex4-all-pass-bonus.json", 1, 10),
)


def enter(page: Any, deal: Deal) -> Count:
    data = json.loads((CASEBOOK / deal.case).read_text(encoding="utf-8"))
    cls = load()[data["game"]]
    variant = data.get("variant") or cls.default_variant
    token = open_game(page, data["game"], data["players"], variant, data.get("options") or {},
                      data["deals"][:deal.deal])
    game = cls(list(data["players"]), variant, dict(data.get("options") or {}), None)
    page.goto(f"/g/{token}")
    page.wait_for_selector("#entry form")
    form = page.locator("#entry form").filter(has=page.get_by_role("button", name=re.compile(r"^Valider la ")))
    count = Count()
    missing = fill(page, form, count, s.to_form(game.entry_schema, data["deals"][deal.deal]))
    assert not missing, f"{deal.case}: the form does not offer {missing}"
    form.get_by_role("button", name=re.compile(r"^Valider la ")).click()
    count.tap("(valider)")
    page.locator("#scores tr.deal").nth(deal.deal).wait_for()
    return count


#: « did he have to overtrump? »: a trick of three plays, each with the hand its player held (TDD §5)
QUESTION = [("R:coeur", ["7:coeur"]), ("atout:3", ["5:pique"]), ("atout:2", ["atout:7"])]


def referee(page: Any) -> Count:
    """The tarot question on the referee's page of a game in progress: the players are known."""
    token = open_game(page, "tarot_double_detente", ["Ana", "Bea", "Cyr"], "double", {}, [])
    page.goto(f"/g/{token}/referee?q=trick")
    page.wait_for_selector(".trick-builder:not([hidden])")
    count = Count()
    for code, _ in QUESTION:
        page.locator(f".trick-builder button[data-code='{code}']").click()
        count.tap("plays (cards)")
    for i, (_, rest) in enumerate(QUESTION):
        page.locator(f"#f-plays-{i}-hand-field > summary").click()
        count.tap("plays (hands)")
        for code in rest:
            page.locator(f"input[name='plays[{i}].hand'][value='{code}']").locator("xpath=..").click()
            count.tap("plays (hands)")
    page.get_by_role("button", name="Demander à l'arbitre").click()
    count.tap("(demander)")
    page.locator("#answer").wait_for()
    answer = page.locator("#answer").inner_text()
    assert "interdit" in answer and "monter" in answer, answer
    return count


def main() -> None:
    from playwright.sync_api import sync_playwright

    rows: list[tuple[str, Count, int]] = []
    with serve() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True,
                                      base_url=url, locale="fr-FR", service_workers="block")
        page = context.new_page()
        page.set_default_timeout(10_000)
        for deal in DEALS:
            rows.append((deal.label, enter(page, deal), deal.target))
        rows.append(("Tarot, a referee question with three hands", referee(page), 20))
        browser.close()
    print("Taps on a 360×740 phone (a tap: a choice, a card, a row, a fold, a number field; keys apart)")
    for label, count, target in rows:
        mark = "" if count.total <= target else "  MISSED"
        where = ", ".join(f"{name} {n}" for name, n in count.taps.items())
        keys = f" + {count.keys} keys" if count.keys else ""
        print(f"  {label}: {count.total} taps{keys} (target ≤ {target}){mark}\n      {where}")


if __name__ == "__main__":
    main()
