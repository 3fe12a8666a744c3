"""Frappe's live pad: the manche entered while it is played, one tap per
card. The pad posts these events, which :meth:`FrappePad.add` puts where
they belong in the deal entry (``rounds``, ``extension``):

  {"play": "R"}                          the next card played
  {"play": "3", "en_place": true}        played en place instead of taking (Fr §6.2)
  {"announce": "paire", "player": "Ana"} before the round's first card (Fr §5)
  {"claim": "Bea"}                       Bea claims the combination Ana did not announce (Fr §5, A6)
  {"extension": "7"}                     the next card of the extension, as turned (Fr §4.1)
  {"arrange": "swap12" | "swap34" | "direction" | "best"}   the dealer's arrangement of it

Each button says what its card would do on the table as it stands.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...decks import FRAPPE_RANKS
from ...errors import DealError
from ...messages import Message, msg, rank_letter
from ...pad import LivePad, PadButton, PadRow
from .rules import (
    COPIES,
    EXTENSION_AFTER,
    NATURES,
    NUMBER,
    PLAYS,
    ROUNDS,
    Effect,
    Event,
    Frappe,
    FrappeState,
    Manche,
    _draft_rounds,
    _effect,
    _extension_cards,
    _mapping,
    _next_slot,
    _of,
    _ordinal_round,
    _plays_of,
    _rank_of,
    _Refused,
    _Slot,
    _Step,
    best_extension,
    claimable,
    combination_points,
    extension_points,
)

__all__ = ["FrappePad"]

ARRANGEMENTS = ("swap12", "swap34", "direction", "best")


def _does(effect: Effect | None) -> Message | str:
    """An effect in words, after the card: « — frappe ! »."""
    if not effect:
        return ""
    kind = effect.get("kind")
    if kind in ("frappe", "contre"):
        key = f"frappe.live.{kind}_nettoyage" if effect.get("nettoyage") else f"frappe.live.{kind}"
        return msg(key)
    if kind == "takes":
        key = "frappe.live.takes_nettoyage" if effect.get("nettoyage") else "frappe.live.takes"
        return msg(key, cards=effect.get("cards", 0), points=effect.get("nettoyage", 0))
    if kind in ("penitence", "en_place", "stays"):
        return msg(f"frappe.live.{kind}", points=effect.get("points", 0))
    return ""


class FrappePad(LivePad[Frappe, FrappeState]):
    """The manche entered while it is played, one tap per card: the pad
    posts the events listed above, which :meth:`add` puts where they
    belong in ``rounds`` (what can be scored of it so far:
    :func:`~.rules._readable`)."""

    field = "rounds"

    def items(self, raw: Mapping[str, Any]) -> list[Event]:
        return list(self.game.manche_events(raw))

    def rows(self, state: FrappeState, raw: Mapping[str, Any]) -> list[PadRow] | None:
        """The pad: the claims after a round, the extension, the announcements
        before a round's first card, the thirteen ranks for the next card
        (its player follows from the order of play), and the ranks that may
        be played en place instead of taking."""
        rounds = _draft_rounds(raw)
        slot = _next_slot(rounds)
        dealer = self.game._draft_dealer(state, raw)
        try:
            manche, _, _ = self.game._draft_run(state, raw)
        except DealError:
            manche = None
        rows: list[PadRow] = []
        if manche is not None and manche.ended:
            return [PadRow(msg("frappe.pad.over", reason=msg(f"frappe.end.{manche.ended}", player=manche.winner)),
                           ())]
        claims = self._claim_buttons(rounds, slot, dealer) if manche is not None else []
        if claims:
            rows.append(PadRow("", tuple(claims)))
        if slot is None:
            rows.append(PadRow(msg("frappe.pad.manche_over"), ()))
            return rows
        due = self._extension_due(rounds, slot)
        dealt = _extension_cards(raw) or []
        if due and len(dealt) < COPIES:
            rows.append(PadRow(msg("frappe.pad.extension", player=dealer, n=len(dealt) + 1),
                               tuple(PadButton({"extension": r}, rank_letter(r), msg(f"cards.rank.{r}"))
                                     for r in FRAPPE_RANKS),
                               msg("frappe.pad.extension_help")))
        elif due:
            rows.append(self._arrange_row(state, raw, dealt))
        if not slot.gap and slot.j == 0:
            said = rounds[slot.k].get("announce") if slot.k < len(rounds) else None
            rows.append(PadRow(msg("frappe.pad.announce", round=_ordinal_round(slot.k)),
                               # a button per player: no « Qui ? » above the cards, which name nobody
                               tuple(PadButton({"announce": n, "player": p},
                                               msg("frappe.pad.announce_by", player=p,
                                                   nature=msg(f"frappe.entry.rounds.announce.{n}")))
                                     for p in self.game.players for n in ("paire", "brelan")),
                               msg("frappe.pad.announced", said=[msg("frappe.pad.said", player=p,
                                                                     nature=msg(f"frappe.nature.{v}"))
                                                                 for p, v in said.items() if v in NATURES[1:]])
                               if isinstance(said, Mapping) and said else msg("frappe.pad.announce_help")))
        if due and len(dealt) < COPIES:
            return rows
        player = self.game._player_of(dealer, slot.j)
        last = slot.k == ROUNDS - 1 and slot.j == PLAYS - 1
        seen = self._seen(raw)
        label = msg("frappe.pad.fill" if slot.gap else "frappe.pad.play", player=player,
                    card=msg("frappe.live.card", n=slot.j + 1), round=_ordinal_round(slot.k))
        buttons, declines = [], []
        for r in FRAPPE_RANKS:
            hint: Message = msg(f"cards.rank.{r}")
            if seen[r] >= COPIES:
                hint = msg("frappe.pad.all_out", ranks=msg(f"frappe.plural.{r}"))
            elif manche is not None and not slot.gap:
                does = self._try(manche, player, r, False, last)
                hint = msg("frappe.pad.hint", card=msg(f"cards.rank.{r}"), does=_does(does))
                if NUMBER[r] <= COPIES and does is not None and does["kind"] in ("takes", "frappe"):
                    instead = self._try(manche, player, r, True, last)
                    if instead is not None:
                        declines.append(PadButton({"play": r, "en_place": True}, rank_letter(r),
                                                  msg("frappe.pad.decline_hint", card=msg(f"cards.rank.{r}"),
                                                      points=instead.get("points", 0), does=_does(does))))
            buttons.append(PadButton({"play": r}, rank_letter(r), hint))
        table = manche.table_ranks if manche is not None else []
        on_table = msg("frappe.pad.table", cards=tuple(rank_letter(r) for r in table))
        rows.append(PadRow(label, tuple(buttons), on_table if table else msg("frappe.pad.table_empty")))
        if declines:
            rows.append(PadRow(msg("frappe.pad.decline"), tuple(declines), msg("frappe.pad.decline_help")))
        else:
            rows.append(PadRow(msg("frappe.pad.decline"),
                               tuple(PadButton({"play": r, "en_place": True}, rank_letter(r),
                                               msg("frappe.pad.decline_any", card=msg(f"cards.rank.{r}")))
                                     for r in FRAPPE_RANKS[:COPIES]),
                               msg("frappe.pad.decline_help"), folded=True))
        return rows

    def _try(self, manche: Manche, player: str, rank: str, decline: bool, last: bool) -> Effect | None:
        """What ``rank`` would do now, None when the rules refuse it."""
        trial = copy.deepcopy(manche)
        before = Counter(trial.captured)
        pending, count = trial.pending, len(trial.lines)
        try:
            trial._play(player, NUMBER[rank], decline, last, "")
        except _Refused:
            return None
        step = _Step("play", 0, 0, (count, len(trial.lines)), player, pending, trial.pending,
                     trial.captured[player] - before[player], trial.ended is not None and not manche.ended)
        return _effect(trial, step)

    def _seen(self, raw: Mapping[str, Any]) -> Counter[str]:
        """How many cards of each rank came out in the manche (Fr §1: four)."""
        seen: Counter[str] = Counter()
        for rnd in _draft_rounds(raw):
            seen.update(r for r in (_rank_of(p) for p in _plays_of(rnd)) if r is not None)
        seen.update(r for r in _extension_cards(raw) or [] if isinstance(r, str))
        return seen

    def _claim_buttons(self, rounds: Sequence[Mapping[str, Any]], slot: _Slot | None,
                       dealer: str) -> list[PadButton]:
        """A5, A6: after a round, who may claim the combination his opponent
        held without announcing it rightly."""
        k = self._claim_round(rounds, slot)
        if k is None or k >= len(rounds):
            return []
        rnd = rounds[k]
        plays = [_rank_of(p) for p in _plays_of(rnd)]
        if len(plays) != PLAYS or None in plays:
            return []
        opponent = self.game.next_dealer_after(dealer)
        cards = {opponent: [r for r in plays[0::2] if r], dealer: [r for r in plays[1::2] if r]}
        said = {p: v if v in NATURES else "none" for p, v in _mapping(rnd.get("announce")).items()}
        claimed = _mapping(rnd.get("claims"))
        buttons = []
        for claimant in (opponent, dealer):
            found = claimable(said, cards).get(claimant)
            if found is None or claimed.get(claimant) is True:
                continue
            nature, rank = found
            buttons.append(PadButton({"claim": claimant}, msg("frappe.pad.claim", player=claimant),
                                     msg(f"frappe.pad.claim_{nature}", of=_of(NUMBER[rank]),
                                         player=self.game.next_dealer_after(claimant),
                                         points=combination_points(nature, rank))))
        return buttons

    def _arrange_row(self, state: FrappeState, raw: Mapping[str, Any], dealt: list[Any]) -> PadRow:
        """Fr §4.1: the dealer's swaps and direction, each with what it would score."""
        ext = _mapping(raw.get("extension"))
        table = self._table_before_extension(state, raw)
        ranks = [r for r in dealt if isinstance(r, str) and r in NUMBER]
        now = (ext.get("swap12") is True, ext.get("swap34") is True, "rtl" if ext.get("direction") == "rtl" else "ltr")

        def points(swap12: bool, swap34: bool, direction: str) -> int:
            if len(ranks) != COPIES:
                return 0
            places, multiples = extension_points(ranks, table, swap12, swap34, direction)
            return sum(p for p, _ in places) + sum(m[2] for m in multiples)

        other = "ltr" if now[2] == "rtl" else "rtl"
        best = best_extension(ranks, table) if len(ranks) == COPIES else (False, False, "ltr", 0)
        buttons = (
            PadButton({"arrange": "swap12"}, "1⇄2",
                      msg("frappe.pad.arrange_swap12", points=points(not now[0], now[1], now[2]))),
            PadButton({"arrange": "swap34"}, "3⇄4",
                      msg("frappe.pad.arrange_swap34", points=points(now[0], not now[1], now[2]))),
            PadButton({"arrange": "direction"}, "⇆", msg(f"frappe.pad.arrange_{other}",
                                                          points=points(now[0], now[1], other))),
            PadButton({"arrange": "best"}, msg("frappe.pad.best"), msg("frappe.pad.arrange_best", points=best[3])),
        )
        return PadRow(msg("frappe.pad.arrange", points=points(*now)), buttons, msg("frappe.pad.arrange_help"))

    def add(self, state: FrappeState, raw: Mapping[str, Any], event: Mapping[str, Any]) -> dict[str, Any]:
        """The manche with one more event, where it belongs (see the events above)."""
        rounds = _draft_rounds(raw)
        out: dict[str, Any] = dict(raw)
        slot = _next_slot(rounds)
        try:
            manche, _, _ = self.game._draft_run(state, raw)
        except DealError:
            manche = None  # what is wrong is said once the event is in
        if manche is not None and manche.ended:
            raise DealError("rounds", msg("frappe.refused.live_over", reason=msg(f"frappe.end.{manche.ended}",
                                                                                  player=manche.winner)), "Fr §7")
        if "play" in event:
            rank = event.get("play")
            if not isinstance(rank, str) or rank not in NUMBER:
                raise DealError("plays", msg("frappe.refused.live_event"))
            if slot is None:
                raise DealError("rounds", msg("frappe.refused.live_manche_over"), "Fr §4")
            if slot.k == len(rounds):
                rounds.append({"announce": {}, "plays": []})
            plays = _plays_of(rounds[slot.k])
            play: str | dict[str, str | bool] = \
                {"rank": rank, "decline_capture": True} if event.get("en_place") is True else rank
            if slot.j < len(plays):
                plays[slot.j] = play
            else:
                plays.append(play)
            rounds[slot.k]["plays"] = plays
        elif "announce" in event:
            nature, player = event.get("announce"), event.get("player")
            if nature not in NATURES:
                raise DealError("announce", msg("frappe.refused.live_event"))
            if player not in self.game.players:
                raise DealError("announce", msg("frappe.refused.live_who"), "Fr §5")
            if slot is None or slot.gap or slot.j:
                raise DealError("announce", msg("frappe.refused.live_announce_late"), "Fr §5")
            if slot.k == len(rounds):
                rounds.append({"announce": {}, "plays": []})
            announce = {p: v for p, v in _mapping(rounds[slot.k].get("announce")).items() if p != player}
            if nature != "none":
                announce[player] = nature
            rounds[slot.k]["announce"] = announce
        elif "claim" in event:
            claimant = event.get("claim")
            if claimant not in self.game.players:
                raise DealError("claims", msg("frappe.refused.live_who"), "Fr §5")
            k = self._claim_round(rounds, slot)
            if k is None:
                raise DealError("claims", msg("frappe.refused.claim_unfinished"), "Fr §5")
            rounds[k]["claims"] = {**_mapping(rounds[k].get("claims")), claimant: True}
        elif "extension" in event or "arrange" in event:
            out["extension"] = self._extension_event(state, raw, rounds, slot, event)
        else:
            raise DealError("rounds", msg("frappe.refused.live_event"))
        out["rounds"] = rounds
        return out

    @staticmethod
    def _claim_round(rounds: Sequence[Mapping[str, Any]], slot: _Slot | None) -> int | None:
        """The round whose combinations may be claimed now: the last one played in full."""
        if slot is not None and (slot.gap or slot.j):
            return None
        k = (slot.k if slot is not None else ROUNDS) - 1
        return k if k >= 0 else None

    def _extension_due(self, rounds: Sequence[Mapping[str, Any]], slot: _Slot | None) -> bool:
        """A1: the extension is turned once the 1st round is played, before the 2nd begins."""
        return slot is not None and not slot.gap and slot.k == EXTENSION_AFTER - 1 and slot.j == 0

    def _extension_event(self, state: FrappeState, raw: Mapping[str, Any], rounds: Sequence[Mapping[str, Any]],
                         slot: _Slot | None, event: Mapping[str, Any]) -> dict[str, Any]:
        if not self._extension_due(rounds, slot):
            raise DealError("extension", msg("frappe.refused.live_extension_when"), "Fr §4.1")
        ext = dict(raw["extension"]) if isinstance(raw.get("extension"), Mapping) else {}
        dealt = _extension_cards(raw) or []
        if "extension" in event:
            rank = event.get("extension")
            if not isinstance(rank, str) or rank not in NUMBER:
                raise DealError("extension", msg("frappe.refused.live_event"))
            if len(dealt) >= COPIES:
                raise DealError("extension", msg("frappe.refused.live_extension_full"), "Fr §4.1")
            return {"swap12": False, "swap34": False, "direction": "ltr", **ext, "dealt": [*dealt, rank]}
        how = event.get("arrange")
        if how not in ARRANGEMENTS:
            raise DealError("extension", msg("frappe.refused.live_event"))
        if len(dealt) < COPIES:
            raise DealError("extension", msg("frappe.refused.live_extension_short", n=len(dealt)), "Fr §4.1")
        if how == "best":
            ranks = [r for r in dealt if isinstance(r, str) and r in NUMBER]
            if len(ranks) != COPIES:
                raise DealError("extension", msg("frappe.refused.live_event"))
            swap12, swap34, direction, _ = best_extension(ranks, self._table_before_extension(state, raw))
            return {**ext, "swap12": swap12, "swap34": swap34, "direction": direction}
        if how == "direction":
            return {**ext, "direction": "ltr" if ext.get("direction") == "rtl" else "rtl"}
        return {**ext, how: ext.get(how) is not True}

    def _table_before_extension(self, state: FrappeState | None, raw: Mapping[str, Any]) -> list[str]:
        """The table after the 1st round, which the extension may pair (Fr §4.1)."""
        first = _draft_rounds(raw)[:EXTENSION_AFTER - 1]
        try:
            manche, _, _ = self.game._draft_run(state, {"dealer": raw.get("dealer"), "rounds": first})
        except DealError:
            return []
        return manche.table_ranks

    def remove(self, raw: Mapping[str, Any], index: int) -> dict[str, Any]:
        items = self.game.manche_events(raw)
        if not 0 <= index < len(items):
            return dict(raw)
        item = items[index]
        if "extension" in item:
            return {k: v for k, v in raw.items() if k != "extension"}
        rounds = _draft_rounds(raw)
        rnd = rounds[int(item["round"]) - 1]
        if "play" in item:
            plays = _plays_of(rnd)
            plays[int(item["card"]) - 1] = None
            rnd["plays"] = plays
        elif "announce" in item:
            rnd["announce"] = {p: v for p, v in _mapping(rnd.get("announce")).items() if p != item["player"]}
        elif "claim" in item:
            rnd["claims"] = {p: v for p, v in _mapping(rnd.get("claims")).items() if p != item["claim"]}
        return {**raw, "rounds": _draft_rounds({"rounds": rounds})}

    def describe(self, event: Any) -> Message | None:
        if not isinstance(event, Mapping):
            return None
        player = event.get("player")
        if "play" in event:
            rank = event["play"]
            card: Message | str = msg(f"cards.rank.{rank}") if rank in NUMBER else str(rank)
            key = "frappe.live.plays_en_place" if event.get("en_place") else "frappe.live.plays"
            return msg(key, player=player, card=card, does=_does(event.get("does")))
        if "announce" in event:
            return msg("frappe.live.announces", player=player, nature=msg(f"frappe.nature.{event['announce']}"),
                       round=_ordinal_round(int(event.get("round", 1)) - 1))
        if "claim" in event:
            return msg("frappe.live.claims", player=player, round=_ordinal_round(int(event.get("round", 1)) - 1))
        if "extension" in event:
            cards = [msg(f"cards.rank.{r}") if r in NUMBER else str(r) for r in event["extension"] or []]
            if len(cards) < COPIES:
                return msg("frappe.live.extension_turning", player=player, cards=cards, n=len(cards))
            how = [msg(f"frappe.live.{key}") for key in ("swap12", "swap34") if event.get(key)]
            how.append(msg(f"frappe.live.{'rtl' if event.get('direction') == 'rtl' else 'ltr'}"))
            return msg("frappe.live.extension", player=player, cards=cards, how=how)
        return None

