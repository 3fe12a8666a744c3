"""Every game of the registry played whole on a 360×740 phone, from the casebook.

For each game (and each variant the casebook plays to its end), one casebook case is played through the
phone: the set-up form, then every deal through the entry form (its inputs are the paths of the entry's
values, so the case's entry says what to type where; list rows are added with the form's own « + Ajouter »),
or, for a game entered while it is played, through its live pad. The totals and the winner the page shows are
then those the case expects. A refused entry shows its message beside the field it names: a deal the casebook
shows refused, or, for a game whose casebook refuses none, a number past its bound.

Which case: by :func:`whole_game`, a rule, not a list. One browser and one page serve every game.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from phone import CHROMIUM, launch, open_phone, open_through_api, plus, serve, settled, shot
from playwright.sync_api import expect

from compagnon.cli import main
from compagnon.rules import Game, playable
from compagnon.rules import schema as s
from compagnon.rules.messages import number
from compagnon.rules.registry import live_pad

pytestmark = pytest.mark.browser

CASEBOOK = Path(__file__).parent.parent / "casebook"


# -- which cases -----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Case:
    path: Path
    data: Mapping[str, Any]

    @property
    def game(self) -> str:
        return str(self.data["game"])

    @property
    def variant(self) -> str | None:
        return self.data.get("variant") or playable()[self.game].default_variant

    @property
    def deals(self) -> list[dict[str, Any]]:
        return list(self.data["deals"])

    @property
    def expect(self) -> Mapping[str, Any]:
        return self.data["expect"]

    @property
    def refused(self) -> bool:
        return "error" in self.expect

    def rules(self) -> Game[Any]:
        """The game as the case sets it up."""
        cls = playable()[self.game]
        return cls(list(self.data["players"]), self.variant, dict(self.data.get("options") or {}), None)


def casebook() -> list[Case]:
    cases = [Case(p, json.loads(p.read_text(encoding="utf-8"))) for p in sorted(CASEBOOK.glob("*.json"))]
    return [c for c in cases if c.game in playable()]


def whole_game(cases: Sequence[Case]) -> Case:
    """The case to play for one game and variant: the shortest that plays the game to its end; when none
    does, the longest."""
    played = [c for c in cases if not c.refused]
    ended = [c for c in played if c.expect.get("finished")]
    if ended:
        return min(ended, key=lambda c: (len(c.deals), c.path.name))
    return max(played, key=lambda c: (len(c.deals), c.path.name))


def whole_games() -> list[Case]:
    """Per game of the registry, and per variant of it that the casebook plays to its end, one whole game;
    a game the casebook never plays to its end gives its longest case."""
    by_game: dict[str, dict[str | None, list[Case]]] = {}
    for case in casebook():
        by_game.setdefault(case.game, {}).setdefault(case.variant, []).append(case)
    chosen = []
    for slug in playable():
        variants = by_game.get(slug, {})
        ended = [v for v, cases in variants.items() if any(c.expect.get("finished") for c in cases)]
        for variant in ended or [max(variants, key=lambda v: len(variants[v]))]:
            chosen.append(whole_game(variants[variant]))
    return chosen


def refusal(case: Case) -> tuple[Case, dict[str, Any]]:
    """A refused deal of the same game and variant, and the refusal as `compagnon score` gives it: the
    casebook's refused case whose refused deal has the fewest inputs to type (the deals before it are
    entered through the API); when there is none, the first deal of ``case`` with a number one past its
    bound."""
    refused = [c for c in casebook() if c.game == case.game and c.variant == case.variant and c.refused
               and c.expect["error"].get("field") != "deal"]

    def inputs_to_type(c: Case) -> int:
        return len(s.to_form(c.rules().entry_schema, c.deals[c.expect["error"]["deal"] - 1]))

    for candidate in sorted(refused, key=lambda c: (inputs_to_type(c), c.path.name)):
        return candidate, score(candidate.data)
    first = case.deals[0]
    schema = case.rules().entry_schema
    for f in schema.fields:
        kind = f.kind.value if isinstance(f.kind, s.PlayerMap) else f.kind
        if not isinstance(kind, s.Int) or kind.max is None:
            continue
        past = kind.max + 1
        if isinstance(f.kind, s.PlayerMap):
            value: Any = {player: past for player in case.data["players"]}
        else:
            value = past
        data = {**case.data, "deals": [{**first, f.name: value}], "expect": {"error": {"deal": 1, "field": f.name}}}
        answer = score(data)
        if "error" in answer:
            return Case(case.path, data), answer
    raise AssertionError(f"{case.game}: no refused case and no bounded number to refuse")


def score(data: Mapping[str, Any]) -> dict[str, Any]:
    """What `compagnon score` answers for a case: a refusal, or the scores."""
    result = CliRunner().invoke(main, ["score", "-"], input=json.dumps(data))
    answer: dict[str, Any] = json.loads(result.output)
    return answer


GAMES = whole_games()


# -- one server, one browser, one page for every game -------------------------------------------------------

@pytest.fixture(scope="module")
def reused(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, list[str]]]:
    """One server and one phone for the module, and the errors its page reports."""
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is missing: `make test` installs it (apt-get install chromium).")
    from playwright.sync_api import sync_playwright

    errors: list[str] = []
    with serve(tmp_path_factory.mktemp("every") / "browser.db") as url, sync_playwright() as playwright:
        browser = launch(playwright)
        phone = open_phone(browser, url, errors)
        try:
            yield phone, errors
        finally:
            phone.context.close()
            browser.close()


@pytest.fixture()
def page(reused: tuple[Any, list[str]]) -> Iterator[Any]:
    """The module's phone, for one test; any page error or console error fails that test."""
    phone, errors = reused
    errors.clear()
    yield phone
    reported = list(errors)
    phone.goto("about:blank")  # nothing of this game polls while the next one is set up
    assert not reported, f"the page reported errors: {reported}"


# -- typing an entry -----------------------------------------------------------------------------------------

#: every input of a form as the phone shows it, read at once (the browser's protocol, which the page's CSP
#: does not apply to): its name, type, value, whether it is ticked, redraws the form, sits in a folded group
INPUTS = """form => Array.from(form.querySelectorAll("input, select, textarea"), e => ({
  name: e.name, type: e.tagName === "SELECT" ? "select" : e.type, value: e.value, checked: !!e.checked,
  redraws: e.hasAttribute("hx-post"), folded: !!e.closest("details:not([open])")}))"""


def inputs(scope: Any) -> dict[str, list[dict[str, Any]]]:
    """The inputs of ``scope`` by name, in the order of the page."""
    out: dict[str, list[dict[str, Any]]] = {}
    for row in scope.evaluate(INPUTS):
        out.setdefault(row["name"], []).append(row)
    return out


def unfold(element: Any) -> None:
    """Open the folded groups (« Incidents et détails »…) that hide ``element``, the outermost first."""
    folded = element.locator("xpath=ancestor::details[not(@open)]")  # in the order of the page: the outermost first
    while folded.count():
        folded.first.locator("xpath=./summary").click()


def tap(page: Any, row: Mapping[str, Any], element: Any, action: Any) -> bool:
    """Change an input: unfold what hides it, then ``action``; when the form redraws on that change (other
    fields depend on it), wait for it drawn again. True when it was redrawn."""
    if row["folded"]:
        unfold(element)
    if row["redraws"]:
        with page.expect_response(lambda r: r.request.method == "POST"):
            action()
        settled(page)
        return True
    action()
    return False


def face(box: Any) -> Any:
    """What a tap on a card's box touches: its label, or, for a card of several copies drawn as one cell
    (Bésigue's, Loba's jokers), the cell, each tap one copy more."""
    copies = box.locator("xpath=ancestor::span[contains(@class, 'card-copies')]")
    return copies.locator("xpath=./label[1]") if copies.count() else box.locator("xpath=..")


def put(page: Any, scope: Any, name: str, shown: list[dict[str, Any]], values: Sequence[str]) -> bool:
    """Give the input ``name`` the ``values`` a stored entry shows there. True when the form was redrawn."""
    kind = shown[0]["type"]
    if kind == "radio":
        value = values[-1]
        if value in ("on", "false") and not any(r["value"] == value for r in shown):
            value = "true" if value == "on" else "false"  # a yes or no asked as two choices
        row = next((r for r in shown if r["value"] == value), None)
        in_turn = scope.locator(f"label.pill.expected:has(input[name='{name}'])", has_text=value)
        if row is None and in_turn.count():  # the value in turn (the dealer): its pill stands for the empty one
            value = ""
            row = next((r for r in shown if r["value"] == value), None)
        assert row is not None, f"{name}: no choice {value!r}"
        if row["checked"]:
            return False
        radio = scope.locator(f"[name='{name}'][value='{value}']").first
        return tap(page, row, radio, lambda: radio.locator("xpath=..").click())
    if kind == "checkbox":
        # the boxes ticked and not wanted are taken back, then the others ticked in the order of the entry
        # (the phone sends a list in order, a main turned card by card, in the order tapped)
        todo = [v for v in values if v not in ("", "false")]
        seen: Counter[str] = Counter()
        boxes = []
        for row in shown:
            value = row["value"]
            boxes.append((row, scope.locator(f"[name='{name}'][value='{value}']").nth(seen[value])))
            seen[value] += 1
        redrawn = False
        ticked = []
        for row, box in boxes:
            if row["checked"] and row["value"] in todo:
                todo.remove(row["value"])
                ticked.append(box)
            elif row["checked"]:
                redrawn = tap(page, row, box, lambda box=box: face(box).click()) or redrawn
        for value in todo:
            row, box = next((r, b) for r, b in boxes if r["value"] == value and not r["checked"] and b not in ticked)
            ticked.append(box)
            redrawn = tap(page, row, box, lambda box=box: face(box).click()) or redrawn
        return redrawn
    value = values[-1]
    if shown[0]["value"] == value:
        return False
    field = scope.locator(f"[name='{name}']:not([type=hidden])").first
    if kind == "select":
        return tap(page, shown[0], field, lambda: field.select_option(value))
    return tap(page, shown[0], field, lambda: field.fill(value))


def fill(page: Any, scope: Any, pairs: Mapping[str, Sequence[str]], redraw: bool = True) -> list[str]:
    """Type an entry's inputs in the order of the schema, adding list rows with « + Ajouter »; what only
    appears once other values are known comes on a second pass, or after « Prévisualiser » redrew the form
    (``redraw``). Returns the inputs the page never offered."""
    left = list(pairs)
    for attempt in range(3):
        if attempt == 2:
            if not redraw:
                break
            with page.expect_response(lambda r: r.request.method == "POST"):
                scope.get_by_role("button", name="Prévisualiser").click()
            settled(page)
        shown = inputs(scope)
        missing = []
        for name in left:
            if name.endswith("#"):  # the rows of a list
                if name not in shown:
                    missing.append(name)
                    continue
                for _ in range(int(pairs[name][0]) - int(shown[name][0]["value"] or 0)):
                    unfold(scope.locator(f"button[value='add:{name[:-1]}']"))
                    plus(page, name[:-1])
                shown = inputs(scope)
                continue
            typed = [row for row in shown.get(name, []) if row["type"] != "hidden"]
            if not typed:
                missing.append(name)
            elif put(page, scope, name, typed, pairs[name]):
                shown = inputs(scope)
        left = missing
        if not left:
            break
    return left


def carried(scope: Any, name: str, values: Sequence[str]) -> bool:
    """The form carries ``values`` at ``name`` without showing them (a value the table need not type)."""
    hidden = [row["value"] for row in inputs(scope).get(name, []) if row["type"] == "hidden"]
    return sorted(hidden) == sorted(values)


# -- playing a case ------------------------------------------------------------------------------------------

def set_up(page: Any, case: Case) -> None:
    """The new game's form: the variant, the players in their seats, the house rules."""
    cls = playable()[case.game]
    page.goto("/")
    page.get_by_role("link", name=cls.name).first.click()
    expect(page.locator("h1")).to_contain_text(cls.name)
    if cls.variants and case.variant:
        variant = page.locator(f"input[name=variant][value='{case.variant}']")
        variant.locator("xpath=..").click()
        expect(variant).to_be_checked()
    for i, player in enumerate(case.data["players"]):
        page.locator(f"input[name='player.{i}']").fill(player)
    options: dict[str, list[str]] = {}
    cls.options_schema.to_form(dict(case.data.get("options") or {}), "option", options)
    setup = page.locator("#setup")
    assert not fill(page, setup, options), "a house rule the set-up form does not offer"
    page.get_by_role("button", name="Commencer la partie").click()
    expect(page.locator("#totals")).to_be_visible()


def entry_form(page: Any) -> Any:
    """The form of the next deal (not the undo of the last one)."""
    return page.locator("#entry form").filter(has=page.get_by_role("button", name=re.compile(r"^Valider la ")))


def entry_pairs(game: Game[Any], entry: Mapping[str, Any]) -> dict[str, list[str]]:
    return s.to_form(game.entry_schema, entry)


def enter_deal(page: Any, game: Game[Any], entry: Mapping[str, Any]) -> None:
    """One deal typed in the entry form, not yet validated."""
    form = entry_form(page)
    pairs = entry_pairs(game, entry)
    missing = fill(page, form, pairs)
    missing = [name for name in missing if not carried(form, name, pairs[name])]
    assert not missing, f"inputs the form does not offer: {missing}"


def root(name: str) -> str:
    """The entry's field an input belongs to: ``rounds`` for ``rounds[0].plays[2]``."""
    return re.split(r"[.\[#~]", name, maxsplit=1)[0]


#: what the events of a deal in progress say besides what was tapped: where it came, what it did
SAYS = frozenset({"round", "card", "does"})


def tap_events(page: Any, game: Game[Any], entry: Mapping[str, Any], refusing: bool = False) -> bool:
    """A deal played on the live pad: its start saved, its events tapped one by one (the player first when
    the button names one: the button posts the event its label says, the player left to « Qui ? »), its end
    typed. ``refusing``: the deal holds an event the rules refuse; the taps stop at its refusal, or where the
    pad offers no button for it (False)."""
    pad = live_pad(game)
    assert pad is not None
    form = entry_form(page)
    pairs = {name: values for name, values in entry_pairs(game, entry).items() if root(name) != pad.field}
    fill(page, form, pairs, redraw=False)
    start = form.get_by_role("button", name="Enregistrer le début")
    if start.count() and start.is_visible():
        with page.expect_response(lambda r: r.request.method == "POST"):
            start.click()
        settled(page)
    for n, event in enumerate(pad.items(entry), start=1):
        # what the pad posts for it: the event less the words that place and explain it in the list
        wanted = {k: v for k, v in dict(event).items() if k not in SAYS}
        pad_buttons = form.locator("button[name=event]")
        events = [json.loads(value) for value in pad_buttons.evaluate_all("buttons => buttons.map(b => b.value)")]
        # the player may be chosen under « Qui ? », or be the one whose turn it is
        alone = {k: v for k, v in wanted.items() if k != "player"}
        fitting = [i for i, e in enumerate(events) if e in (wanted, {**wanted, "player": None}, alone)]
        if refusing and not fitting:
            return False  # the pad offers no button for what the rules refuse
        assert fitting, f"event {n}: no button of the pad posts {wanted}"
        button, posted = pad_buttons.nth(fitting[0]), events[fitting[0]]
        if posted.get("player", "") is None:
            who = form.get_by_role("group", name="Qui ?").get_by_role("radio", name=wanted["player"], exact=True)
            who.locator("xpath=..").click()
            expect(who).to_be_checked()
        unfold(button)
        with page.expect_response(lambda r: r.request.method == "POST"):
            button.click()
        settled(page)
        status = page.locator("#live-status")
        if refusing and "error" in str(status.get_attribute("class")):
            return True
        expect(status).not_to_have_class(re.compile(r"\berror\b"))
    # the end of the deal: what the pad does not fill
    missing = fill(page, entry_form(page), pairs, redraw=False)
    assert not [name for name in missing if not carried(form, name, pairs[name])], missing
    return True


def validate(page: Any, deals: int, last: bool) -> None:
    """« Valider la donne » (or « la manche »…): the deal is kept, or, after the last one, the game is over;
    a refusal fails the test with what it says."""
    entry = page.locator("#entry")
    entry.get_by_role("button", name=re.compile(r"^Valider la ")).click()
    if last:
        done = entry.get_by_role("heading", name="Partie terminée")
    else:
        done = entry.get_by_role("status").filter(has_text=re.compile(rf"\b{deals} enregistrée"))
    refused = entry.get_by_role("alert")
    expect(done.or_(refused).first).to_be_visible()
    assert not refused.count(), f"deal {deals} refused: {refused.all_inner_texts()}"


def fits(page: Any, *parts: str) -> None:
    """The page fits the phone, its form filled or its game over: no horizontal scrolling."""
    assert page.locator("body").bounding_box()["width"] <= 360
    for part in parts:
        edge = page.locator(part).bounding_box()
        assert edge["x"] >= 0 and edge["x"] + edge["width"] <= 360, part


def shown_totals(page: Any, players: Sequence[str]) -> dict[str, str]:
    strip = page.get_by_role("status", name="Totaux")
    out = {}
    for player in players:
        seat = strip.locator(".tot", has=page.locator(".player-name", has_text=re.compile(f"^{re.escape(player)}$")))
        out[player] = seat.locator(".big").inner_text().strip()
    return out


#: what the phone cannot do yet, found by this test: the case, and why
GAPS: dict[str, str] = {}


def played(cases: Sequence[Case]) -> list[Any]:
    return [pytest.param(c, id=f"{c.game}-{c.variant}" if c.variant else c.game,
                         marks=[pytest.mark.xfail(reason=GAPS[c.path.stem], strict=True)] if c.path.stem in GAPS
                         else []) for c in cases]


@pytest.mark.parametrize("case", played(GAMES))
def test_a_whole_game_on_a_phone(page: Any, case: Case) -> None:
    game = case.rules()
    players = list(case.data["players"])
    set_up(page, case)
    live = live_pad(game) is not None
    last = len(case.deals)
    for n, entry in enumerate(case.deals, start=1):
        if live:
            tap_events(page, game, entry)
        else:
            enter_deal(page, game, entry)
        if n == 1:
            fits(page, "#entry", "#totals", "#scores")
        validate(page, n, last=n == last and bool(case.expect.get("finished")))
    shot(page, f"every-{case.path.stem}")

    expected = {p: number(v) for p, v in case.expect["totals"].items()}
    expect(page.get_by_role("status", name="Totaux")).to_be_visible()
    assert shown_totals(page, players) == expected
    banner = page.locator("#scores").get_by_role("status").filter(has_text="Partie terminée")
    if case.expect.get("finished"):
        winners = [case.expect["winner"]] if case.expect.get("winner") else case.expect.get("state", {}).get(
            "winners", [])
        expect(banner).to_be_visible()
        for player in players:
            if player in winners:
                expect(banner).to_contain_text(player)
            else:
                expect(banner).not_to_contain_text(player)
        # nothing more can be entered
        expect(page.locator("#entry").get_by_role("button", name=re.compile(r"^Valider la "))).to_have_count(0)
    else:
        expect(banner).to_have_count(0)

    # tapping a score of the last deal shows its lines, with the article of each
    lines = score(case.data)["deals"][-1]["lines"]
    page.locator("#scores tr.deal").last.get_by_role("link").first.click()
    detail = page.get_by_role("region", name=re.compile(r"^Détail"))
    expect(detail.get_by_role("listitem").first).to_be_visible()
    assert detail.get_by_role("listitem").count() >= len(lines)
    for rule in sorted({line["rule"] for line in lines}):
        expect(detail).to_contain_text(rule)

    fits(page, "#scores", "#entry", "#totals", "#detail")


@pytest.mark.parametrize("case", GAMES, ids=[f"{c.game}-{c.variant}" if c.variant else c.game for c in GAMES])
def test_a_refused_deal_shows_why_beside_its_field(page: Any, case: Case) -> None:
    refused, answer = refusal(case)
    error = answer["error"]
    n = int(error["deal"])
    game = refused.rules()
    open_through_api(page, refused.game, list(refused.data["players"]), refused.deals[:n - 1],
                     variant=refused.data.get("variant"), options=refused.data.get("options") or {})
    entry = refused.deals[n - 1]
    if live_pad(game) is not None and not tap_events(page, game, entry, refusing=True):
        # what the rules refuse is no button of the pad (Frappe's cards say what each would do): the events
        # before it were taken, and nothing was refused
        expect(page.locator("#entry").get_by_role("heading", name=re.compile(r" en cours$"))).to_be_visible()
        expect(page.locator("#live-status")).not_to_have_class(re.compile(r"\berror\b"))
        expect(page.locator("#entry").get_by_role("alert")).to_have_count(0)
        shot(page, f"every-refused-{refused.path.stem}")
        return
    if live_pad(game) is None:
        enter_deal(page, game, entry)
    message = str(error["message"])
    said = page.locator("#entry").get_by_role("alert").filter(has_text=message)
    if not said.count():  # not refused at a tap: at the validation
        page.locator("#entry").get_by_role("button", name=re.compile(r"^Valider la ")).click()
    expect(said.first).to_be_visible()
    # beside its field: the smallest part of the form that shows the message holds no input of another value
    path = str(error.get("path") or error["field"])
    form = entry_form(page)
    inputs = form.locator(f"[name='{path}'], [name^='{path}.'], [name^='{path}['], [name^='{path}~']")
    inputs = inputs.and_(form.locator(":not([type=hidden])"))
    if inputs.count():
        around = inputs.first.locator("xpath=ancestor::*").all()[::-1]
        holder = next(a for a in around if a.get_by_text(message).count())
        names = {str(i.get_attribute("name")) for i in holder.locator("input:not([type=hidden]), select").all()}
        assert names and all(root_of(name, path) for name in names), (message, path, names)
    shot(page, f"every-refused-{refused.path.stem}")


def root_of(name: str, path: str) -> bool:
    """``name`` is the input of ``path`` or of a value inside it."""
    return name == path or name.startswith((f"{path}.", f"{path}[", f"{path}~", f"{path}#"))
