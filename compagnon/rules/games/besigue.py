"""Bésigue rubicon, Japonais (4 packs) and Chinois (6 packs), for two players.

The scoring follows ``shared/spec/besigue.md`` (rulings A1-A17 there); article
numbers such as "Bésigue §7.3" are the rulebook chapter's own. A deal is
entered while it is played, one tap per event (cartes blanches, combinations,
faults), then closed with the last trick and, when they count, the brisques.

Only the deal's winner marks: the Rubicon mark of §7.3, rounded down to the
hundred. The in-deal points that lead to it are kept in the outcome's
``details`` (``deal_lines``, ``deal_points``) so the table can see them.

Besides scoring, the module holds the referee helpers of the spec's §6: the
trick winner, legal plays in the final phase, cartes blanches, and a
validator of what a player may deposit on his table (:class:`CombinationTable`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import cards
from ..cards import SUIT_CHOICES, Card, Suit, suit_of
from ..core import DealError, Field, Game, GameState, Outcome, ScoreLine
from ..registry import register

__all__ = [
    "CARD_ORDER",
    "CHINOIS",
    "COMBINATION_TYPES",
    "JAPONAIS",
    "Besigue",
    "BesigueState",
    "CombinationTable",
    "Deposit",
    "VariantRules",
    "combination_value",
    "rubicon_mark",
]

#: §4: ascending order in every suit, trump included.
CARD_ORDER: tuple[str, ...] = ("7", "8", "9", "V", "D", "R", "10", "A")
FIGURES = frozenset({"V", "D", "R"})  # ruling A6
DEALER_CUT_BONUS = 250  # §3, both variants (ruling A3)
GUESS_BONUS = 150  # §3
TOO_MANY_CARDS = 100  # §8
MISSED_DRAW = 10  # §8
RUBICON_BONUS = 1000  # §7.3, both variants (ruling A13)
DIFFERENCE_BONUS = 500  # §7.3
BRISQUE_VALUE = 10  # §4


@dataclass(frozen=True)
class VariantRules:
    """The constants one variant fixes (spec §1)."""

    packs: int
    deck: int
    hand: int
    cut_target: int
    blank: int
    last_trick: int
    rubicon: int
    target: int
    brisques: int

    @property
    def draw_turns(self) -> int:
        """Turns of the draw phase: the stock left after both hands, two cards a turn."""
        return (self.deck - 2 * self.hand) // 2


JAPONAIS = VariantRules(packs=4, deck=128, hand=9, cut_target=18, blank=50, last_trick=50,
                        rubicon=1000, target=5000, brisques=32)
CHINOIS = VariantRules(packs=6, deck=192, hand=12, cut_target=24, blank=250, last_trick=250,
                       rubicon=3000, target=10000, brisques=48)
RULES: Mapping[str, VariantRules] = {"japonais": JAPONAIS, "chinois": CHINOIS}

#: §6: combination type -> label; the bésigue ladder by number of bésigues.
COMBINATION_TYPES: Mapping[str, str] = {
    "mariage": "Mariage",
    "double_mariage": "Double mariage",
    "besigue": "Bésigue",
    "double_besigue": "Double bésigue",
    "triple_besigue": "Triple bésigue",
    "quadruple_besigue": "Quadruple bésigue",
    "carre": "Carré",
    "suite": "Suite",
    "carre_atout": "Carré d'atout",
}
BESIGUE_LEVELS: Mapping[str, int] = {"besigue": 1, "double_besigue": 2, "triple_besigue": 3,
                                     "quadruple_besigue": 4}
BESIGUE_POINTS: Mapping[int, int] = {1: 40, 2: 500, 3: 1500, 4: 4500}
MARIAGE_LEVELS: Mapping[str, int] = {"mariage": 1, "double_mariage": 2}
CARRE_POINTS: Mapping[str, int] = {"V": 40, "D": 60, "R": 80, "A": 100}
TRUMP_CARRE_POINTS: Mapping[str, int] = {"V": 400, "D": 600, "R": 800, "10": 900, "A": 1000}
SUITED = frozenset({"mariage", "double_mariage", "suite"})
FAULT_TYPES: Mapping[str, str] = {
    "too_many_cards": "plus de cartes en main que permis",
    "missed_draw": "n'a pas pioché",
    "final_phase_error": "erreur en phase finale",
}
RANK_PLURALS: Mapping[str, str] = {"7": "7", "8": "8", "9": "9", "10": "10", "V": "Valets", "D": "Dames",
                                   "R": "Rois", "A": "As"}


def of_rank(plural: str) -> str:
    """« de Rois », « d'As »: French elides « de » before a vowel."""
    return f"d'{plural}" if plural[:1] in "AEIOUaeiou" else f"de {plural}"


BESIGUE_CARDS = (Card("D", Suit.PIQUE), Card("V", Suit.CARREAU))  # always, whatever the trump (§6)


def combination_value(kind: str, *, royal: bool = False, rank: str | None = None) -> int:
    """§6: what a combination scores; ``royal`` for a mariage or suite at trump."""
    if kind == "mariage":
        return 40 if royal else 20
    if kind == "double_mariage":
        return 160 if royal else 80
    if kind == "suite":
        return 250 if royal else 150
    if kind in BESIGUE_LEVELS:
        return BESIGUE_POINTS[BESIGUE_LEVELS[kind]]
    if kind == "carre":
        return CARRE_POINTS[rank or ""]
    if kind == "carre_atout":
        return TRUMP_CARRE_POINTS[rank or ""]
    raise ValueError(f"combinaison inconnue {kind!r}")


def rubicon_mark(winner_points: int, loser_points: int, rubicon: int) -> tuple[int, int]:
    """§7.3: (raw, mark) for the deal's winner. 1000 + the sum when the loser
    stayed below the Rubicon, else 500 + the difference; rounded down to the
    hundred (ruling A15)."""
    if loser_points < rubicon:
        raw = RUBICON_BONUS + winner_points + loser_points
    else:
        raw = DIFFERENCE_BONUS + winner_points - loser_points
    return raw, raw // 100 * 100


def _suit_label(suit: Suit) -> str:
    return f"{suit.symbol} {suit.label}"


def _as_suit(value: Suit | str | None) -> Suit | None:
    if value is None or isinstance(value, Suit):
        return value
    return suit_of(value)


def _rank_of(value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    return value.upper() if isinstance(value, str) else None


# --------------------------------------------------------------------- state


@dataclass(frozen=True, kw_only=True)
class BesigueState(GameState):
    """Marks per player, plus the facts of the last deal entered (spec §3J.4)."""

    trump: str | None = None
    deal_points: Mapping[str, int] = field(default_factory=dict)
    brisques_counted: bool = False


@dataclass(frozen=True)
class _Event:
    index: int  # 1-based, for messages
    kind: str
    player: str | None
    turn: int | None
    type: str | None = None
    suit: Suit | None = None
    rank: str | None = None


@dataclass
class _Tally:
    """The running in-deal facts, as the events are read in order."""

    dealer: str
    points: dict[str, int]
    lines: list[ScoreLine]
    trump: Suit | None = None
    stock_exhausted: bool = False
    offenders: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Close:
    """A deal closed: winner, mark and how they came."""

    tally: _Tally
    last_trick_winner: str
    pre_brisques: dict[str, int]
    points: dict[str, int]
    lines: list[ScoreLine]
    counted: bool
    brisques: dict[str, int] | None
    requested_by: str | None
    winner: str
    loser: str
    tie_break: str | None
    raw: int
    mark: int


# --------------------------------------------------------------------- the game


@register
class Besigue(Game[BesigueState]):
    slug = "besigue"
    name = "Bésigue rubicon"
    players_min = players_max = 2
    variants = {
        "japonais": "Japonais (4 jeux, Rubicon 1000, partie en 5000)",
        "chinois": "Chinois (6 jeux, Rubicon 3000, partie en 10000)",
    }
    default_variant = None  # the case must say which (casebook README)
    rulebook_section = "Bésigues rubicon"
    summary = ("Bésigue à deux avec plusieurs jeux : on marque des combinaisons en cours de pioche, "
               "puis le gagnant de la donne marque le Rubicon ; la partie se joue en 5000 (Japonais) "
               "ou 10000 (Chinois).")
    deck = "4 jeux de 32 cartes (Japonais) ou 6 jeux (Chinois)"
    unit = "points de partie"
    reminders = (
        ("Bésigue §3", "La coupe : pile d'exactement 18 (24) cartes, le donneur marque 250 ; "
                       "l'adversaire qui a deviné le nombre exact marque 150."),
        ("Bésigue §3.1", "Cartes blanches (aucun Valet, Dame ni Roi en main) : 50 (250 au Chinois)."),
        ("Bésigue §5.1", "Le premier mariage ou la première suite fixe l'atout et compte comme royal ; "
                         "une seule combinaison marquée par tour, par le gagnant du pli."),
        ("Bésigue §6", "Mariage 20, royal 40 ; double 80, royal 160 ; bésigue 40, double 500, triple 1500, "
                       "quadruple 4500 ; carrés V 40, D 60, R 80, A 100 ; suite 150, royale 250."),
        ("Bésigue §6", "Chinois seulement, carrés d'atout : V 400, D 600, R 800, 10 900, A 1000."),
        ("Bésigue §8", "Trop de cartes en main : 100 à l'adversaire ; oubli de piocher : 10 ; "
                       "erreur en phase finale : les plis restants vont à l'adversaire."),
        ("Bésigue §5.2", "Dernier pli : 50 (250 au Chinois)."),
        ("Bésigue §7.1", "Sous le Rubicon on peut demander les brisques : chacun ajoute 10 par As et par 10 pris."),
        ("Bésigue §7.2", "Égalité : les brisques départagent, puis le dernier pli."),
        ("Bésigue §7.3", "Rubicon 1000 (3000) : si le perdant ne l'atteint pas, le gagnant marque "
                         "1000 + la somme des deux totaux ; sinon 500 + la différence ; arrondi à la centaine "
                         "inférieure."),
        ("Bésigue §9", "La partie se gagne à 5000 (10000 au Chinois)."),
    )

    @property
    def rules(self) -> VariantRules:
        return RULES[self.variant or "japonais"]

    @property
    def chinois(self) -> bool:
        return self.variant == "chinois"

    def other(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]

    # -- declarations ---------------------------------------------------------------

    def fields(self) -> tuple[Field, ...]:
        r = self.rules
        return (
            Field("dealer", "player", "Le donneur",
                  help="Par défaut, l'autre joueur que le donneur précédent.", rule="Bésigue §3"),
            Field("cut.pile_count", "int", "Le nombre de cartes de la pile du donneur", required=True,
                  min=1, max=r.deck,
                  help=f"Compté après la distribution : exactement {r.cut_target} vaut {DEALER_CUT_BONUS} "
                       "au donneur.", rule="Bésigue §3"),
            Field("cut.guess", "int", "L'estimation de l'adversaire", min=1, max=r.deck,
                  help=f"Vide s'il n'a rien annoncé ; juste, elle vaut {GUESS_BONUS}.", rule="Bésigue §3"),
            Field("events", "events", "Les annonces et les fautes de la donne",
                  help="Une touche par événement, dans l'ordre du jeu : cartes blanches, combinaisons, "
                       "fautes, fin de la pioche.", rule="Bésigue §6"),
            Field("last_trick_winner", "player", "Le gagnant du dernier pli", required=True,
                  help=f"Il marque {r.last_trick}.", rule="Bésigue §5.2"),
            Field("brisques_requested_by", "player", "Le joueur qui demande les brisques",
                  help=f"Seulement un joueur resté sous le Rubicon ({r.rubicon}).", rule="Bésigue §7.1"),
            Field("brisques", "int", "Les brisques (10 et As) gagnées par chacun", per_player=True,
                  min=0, max=r.brisques,
                  help=f"À compter sur demande ou en cas d'égalité ; les deux font {r.brisques}.",
                  rule="Bésigue §7.2"),
        )

    def event_choices(self) -> list[dict[str, Any]]:
        """The events the web offers as buttons, for this variant."""
        r = self.rules
        suits = [{"value": v, "label": label} for v, label in SUIT_CHOICES]

        def ranks(values: Mapping[str, int]) -> list[dict[str, Any]]:
            return [{"value": k, "label": f"{RANK_PLURALS[k]} ({v})", "points": v} for k, v in values.items()]

        def combo(kind: str, label: str, hint: str, rule: str, points: int, royal: int | None = None,
                  options: Mapping[str, Any] | None = None) -> dict[str, Any]:
            return {"kind": "combination", "type": kind, "label": label, "hint": hint, "rule": rule,
                    "points": points, "royal_points": royal, "options": dict(options or {}), "player": True}

        choices: list[dict[str, Any]] = [
            {"kind": "blank", "type": None, "label": "Cartes blanches", "points": r.blank, "royal_points": None,
             "hint": f"Aucun Valet, Dame ni Roi en main : +{r.blank}", "rule": "Bésigue §3.1",
             "options": {}, "player": True},
            combo("mariage", "Mariage", "Dame + Roi d'une couleur : 20, 40 à l'atout ; le premier fixe l'atout",
                  "Bésigue §6", 20, 40, {"suit": suits}),
            combo("double_mariage", "Double mariage", "2 Dames + 2 Rois d'une couleur : 80, 160 à l'atout",
                  "Bésigue §6", 80, 160, {"suit": suits}),
            combo("besigue", "Bésigue", "Dame de pique + Valet de carreau : 40", "Bésigue §6", 40),
            combo("double_besigue", "Double bésigue", "Deux bésigues : 500", "Bésigue §10.2", 500),
            combo("triple_besigue", "Triple bésigue", "Trois bésigues : 1500", "Bésigue §10.2", 1500),
            combo("quadruple_besigue", "Quadruple bésigue", "Quatre bésigues : 4500", "Bésigue §10.2", 4500),
            combo("carre", "Carré", "Quatre cartes du même rang : Valets 40, Dames 60, Rois 80, As 100",
                  "Bésigue §6", 40, None, {"rank": ranks(CARRE_POINTS)}),
            combo("suite", "Suite", "Valet, Dame, Roi, 10, As d'une couleur : 150, 250 à l'atout",
                  "Bésigue §6", 150, 250, {"suit": suits}),
        ]
        if self.chinois:
            choices.append(combo("carre_atout", "Carré d'atout", "Quatre cartes d'atout du même rang : 400 à 1000",
                                 "Bésigue §6", 400, None, {"rank": ranks(TRUMP_CARRE_POINTS)}))
        choices += [
            {"kind": "fault", "type": "too_many_cards", "label": "Trop de cartes en main", "points": TOO_MANY_CARDS,
             "royal_points": None, "hint": f"Plus de {r.hand} cartes : +{TOO_MANY_CARDS} à l'adversaire",
             "rule": "Bésigue §8", "options": {}, "player": True},
            {"kind": "fault", "type": "missed_draw", "label": "Oubli de pioche", "points": MISSED_DRAW,
             "royal_points": None, "hint": f"N'a pas pioché : +{MISSED_DRAW} à l'adversaire",
             "rule": "Bésigue §8", "options": {}, "player": True},
            {"kind": "fault", "type": "final_phase_error", "label": "Erreur en phase finale", "points": 0,
             "royal_points": None, "hint": "Les plis restants, dernier compris, vont à l'adversaire",
             "rule": "Bésigue §8", "options": {}, "player": True},
            {"kind": "stock_exhausted", "type": None, "label": "Pioche épuisée", "points": 0, "royal_points": None,
             "hint": "Dernière carte piochée : plus aucune annonce", "rule": "Bésigue §10.1", "options": {},
             "player": False},
        ]
        return choices

    def new_state(self) -> BesigueState:
        return BesigueState(totals=self.zero(), dealer=self.players[0], deal_points=self.zero())

    def report(self, state: BesigueState) -> dict[str, Any]:
        return {"trump": state.trump, "deal_points": dict(state.deal_points),
                "brisques_counted": state.brisques_counted}

    # -- reading the deal, event by event ----------------------------------------------

    def _read_cut(self, entry: Mapping[str, Any], dealer: str, tally: _Tally, *, required: bool) -> None:
        r = self.rules
        cut = entry.get("cut")
        if cut is None:
            if required:
                raise DealError("cut", "La coupe : indiquer le nombre de cartes de la pile du donneur.",
                                "Bésigue §3")
            return
        if not isinstance(cut, Mapping):
            raise DealError("cut", "La coupe : un objet avec « pile_count » et « guess » est attendu.")
        count = cut.get("pile_count")
        if isinstance(count, bool) or not isinstance(count, int):
            raise DealError("cut", "La coupe : le nombre de cartes de la pile est un entier.", "Bésigue §3")
        if not 1 <= count <= r.deck:
            raise DealError("cut", f"La pile coupée contient entre 1 et {r.deck} cartes.", "Bésigue §3")
        guess = cut.get("guess")
        if guess is not None and (isinstance(guess, bool) or not isinstance(guess, int)
                                  or not 1 <= guess <= r.deck):
            raise DealError("cut", f"L'estimation de l'adversaire est un nombre de 1 à {r.deck}, "
                                   "ou vide s'il n'en a pas fait.", "Bésigue §3")
        if count == r.cut_target:
            self._add(tally, dealer, DEALER_CUT_BONUS, "Bésigue §3",
                      f"Pile d'exactement {r.cut_target} cartes : prime au donneur")
        if guess == count:
            self._add(tally, self.other(dealer), GUESS_BONUS, "Bésigue §3",
                      f"Estimation juste de la pile ({count} cartes)")

    @staticmethod
    def _add(tally: _Tally, player: str, points: int, rule: str, text: str) -> None:
        tally.points[player] += points
        tally.lines.append(ScoreLine(player, points, rule, text))

    def _read_event(self, index: int, raw: Any) -> _Event:
        where = f"Événement {index}"
        if not isinstance(raw, Mapping):
            raise DealError("events", f"{where} : un objet est attendu.")
        kind = raw.get("kind")
        if kind not in ("blank", "combination", "fault", "stock_exhausted"):
            raise DealError("events", f"{where} : sorte inconnue « {kind} » (blank, combination, fault, "
                                      "stock_exhausted).")
        turn = raw.get("turn")
        if turn is not None and (isinstance(turn, bool) or not isinstance(turn, int) or turn < 0):
            raise DealError("events", f"{where} : le tour est un entier, 0 juste après la donne.")
        if kind == "stock_exhausted":
            return _Event(index, kind, None, turn)
        player = raw.get("player")
        if player not in self.players:
            raise DealError("events", f"{where} : « {player} » n'est pas un joueur de la partie.")
        if kind == "blank":
            return _Event(index, kind, str(player), turn)
        kind_of = raw.get("type")
        if kind == "fault":
            if not isinstance(kind_of, str) or kind_of not in FAULT_TYPES:
                raise DealError("events", f"{where} : faute inconnue « {kind_of} » "
                                          "(too_many_cards, missed_draw, final_phase_error).", "Bésigue §8")
            return _Event(index, kind, str(player), turn, str(kind_of))
        return self._read_combination(where, index, raw, str(player), turn)

    def _read_combination(self, where: str, index: int, raw: Mapping[str, Any], player: str,
                          turn: int | None) -> _Event:
        kind_of = raw.get("type")
        if not isinstance(kind_of, str) or kind_of not in COMBINATION_TYPES:
            if isinstance(kind_of, str) and ("quintuple" in kind_of or "sextuple" in kind_of
                                             or kind_of.endswith("besigue")):
                raise DealError("events", f"{where} : il n'y a ni quintuple ni sextuple bésigue, même au "
                                          "Chinois ; le quadruple est le plus haut.", "Bésigue §10.2")
            raise DealError("events", f"{where} : combinaison inconnue « {kind_of} » "
                                      f"({', '.join(COMBINATION_TYPES)}).", "Bésigue §6")
        if kind_of == "carre_atout" and not self.chinois:
            raise DealError("events", f"{where} : les carrés d'atout n'existent qu'au Bésigue chinois.",
                            "Bésigue §6")
        suit: Suit | None = None
        rank: str | None = None
        if kind_of in SUITED:
            given = raw.get("suit")
            suit = suit_of(given) if isinstance(given, str) else None
            if suit is None:
                raise DealError("events", f"{where} : la couleur est requise (pique, coeur, carreau, trefle).",
                                "Bésigue §6")
        elif kind_of in ("carre", "carre_atout"):
            rank = _rank_of(raw.get("rank"))
            allowed = CARRE_POINTS if kind_of == "carre" else TRUMP_CARRE_POINTS
            if rank in ("7", "8", "9", "10") and rank not in allowed:
                raise DealError("events", f"{where} : il n'y a pas de carré de {rank} ; seul le carré de 10 "
                                          "d'atout existe, au Chinois.", "Bésigue §6")
            if rank not in allowed:
                raise DealError("events", f"{where} : le rang du carré est requis ({', '.join(allowed)}).",
                                "Bésigue §6")
        return _Event(index, "combination", player, turn, kind_of, suit, rank)

    def _check_timing(self, event: _Event, events: Sequence[_Event], tally: _Tally) -> None:
        """The turn checks of spec §3J.3 and the stock_exhausted marker (§10.1)."""
        where = f"Événement {event.index}"
        last = self.rules.draw_turns
        if tally.stock_exhausted:
            what = "combinaison" if event.kind == "combination" else "cartes blanches"
            raise DealError("events", f"{where} : la pioche est épuisée, plus de {what} possible.",
                            "Bésigue §10.1")
        t = event.turn
        if t is None:
            return
        earlier = [e for e in events if e.index < event.index and e.turn == t and e.kind == event.kind]
        if event.kind == "combination":
            if t == 0:
                raise DealError("events", f"{where} : aucune combinaison au tour 0 ; seul le gagnant d'un pli "
                                          "peut annoncer.", "Bésigue §5.1")
            if t > last:
                raise DealError("events", f"{where} : combinaisons interdites après le dernier tour de pioche "
                                          f"(tour {last}).", "Bésigue §10.1")
            if earlier and earlier[0].player == event.player:
                raise DealError("events", f"{where} : une seule combinaison marquée par tour ; l'autre reste "
                                          "suspendue pour un tour suivant gagné par ce joueur.",
                                "Bésigue §10.2")
            if earlier:
                raise DealError("events", f"{where} : {earlier[0].player} a déjà annoncé au tour {t} ; seul "
                                          "le gagnant du pli annonce.", "Bésigue §5.1")
            return
        # cartes blanches
        if t > last:
            raise DealError("events", f"{where} : plus de cartes blanches après le dernier tour de pioche "
                                      f"(tour {last}).", "Bésigue §10.1")
        if any(e.player == event.player for e in earlier):
            raise DealError("events", f"{where} : {event.player} a déjà marqué cartes blanches au tour {t}.",
                            "Bésigue §3.1")
        if t >= 1 and not any(e.kind == "blank" and e.player == event.player and e.turn == t - 1
                              for e in events):
            # ruling A17: only an unbroken run of hands without figure since the deal
            raise DealError("events", f"{where} : cartes blanches au tour {t} seulement si {event.player} "
                                      f"les avait aussi au tour {t - 1} (jamais de figure depuis la donne).",
                            "Bésigue §3.1")

    def _score_event(self, event: _Event, tally: _Tally, scored: dict[tuple[str, str], int]) -> None:
        r = self.rules
        player = event.player or ""
        if event.kind == "blank":
            self._add(tally, player, r.blank, "Bésigue §3.1", "Cartes blanches : aucune figure en main")
            return
        if event.kind == "fault":
            other = self.other(player)
            if event.type == "too_many_cards":
                self._add(tally, other, TOO_MANY_CARDS, "Bésigue §8",
                          f"Faute de {player} : plus de {r.hand} cartes en main")
            elif event.type == "missed_draw":
                self._add(tally, other, MISSED_DRAW, "Bésigue §8", f"Faute de {player} : n'a pas pioché")
            else:
                tally.offenders.append(player)
                self._add(tally, player, 0, "Bésigue §8",
                          f"Erreur en phase finale : les plis restants, dernier compris, vont à {other}")
            return
        kind = event.type or ""
        if kind == "carre_atout" and tally.trump is None:
            raise DealError("events", f"Événement {event.index} : aucun atout n'est encore fixé, pas de carré "
                                      "d'atout possible.", "Bésigue §5.1")
        rule = "Bésigue §6"
        fixes = False
        if kind in SUITED and tally.trump is None:
            # §5.1 (and ruling A4 for the double mariage): the first one fixes the trump
            tally.trump = event.suit
            fixes = True
            rule = "Bésigue §5.1"
        royal = event.suit is not None and event.suit == tally.trump
        points = combination_value(kind, royal=royal, rank=event.rank)
        text = COMBINATION_TYPES[kind]
        if event.suit is not None:
            text += f" {_suit_label(event.suit)}"
            if royal and kind != "suite":
                text += " royal"
            elif royal:
                text = f"Suite royale {_suit_label(event.suit)}"
        if kind == "carre":
            text = f"Carré {of_rank(RANK_PLURALS[event.rank or ''])}"
        elif kind == "carre_atout":
            text = f"Carré {of_rank(RANK_PLURALS[event.rank or ''])} d'atout"
        if fixes:
            text += " : fixe l'atout"
        family = "besigue" if kind in BESIGUE_LEVELS else f"mariage-{event.suit}" if kind in MARIAGE_LEVELS else ""
        level = BESIGUE_LEVELS.get(kind) or MARIAGE_LEVELS.get(kind) or 0
        if family and level > 1 and scored.get((player, family), 0) >= 1:
            rule = "Bésigue §10.2"
            text += " : s'ajoute à ce qui est déjà marqué"
        if family:
            scored[(player, family)] = max(scored.get((player, family), 0), level)
        self._add(tally, player, points, rule, text)

    def _tally(self, state: BesigueState, entry: Mapping[str, Any], *, partial: bool) -> _Tally:
        """Dealer, cut and events, in the order of spec §3J.2; the running totals."""
        dealer = self.read_dealer(state, entry)
        tally = _Tally(dealer, self.zero(), [])
        self._read_cut(entry, dealer, tally, required=not partial)
        raw_events = entry.get("events")
        if raw_events is None:
            raw_events = []
        if not isinstance(raw_events, list):
            raise DealError("events", "Les événements de la donne forment une liste.")
        # Every event is read first (the cartes blanches of turn t look at turn
        # t - 1 anywhere in the list), but refusals come in list order.
        read: list[_Event | DealError] = []
        for index, raw in enumerate(raw_events, start=1):
            try:
                read.append(self._read_event(index, raw))
            except DealError as error:
                read.append(error)
        events = [e for e in read if isinstance(e, _Event)]
        scored: dict[tuple[str, str], int] = {}
        for event in read:
            if isinstance(event, DealError):
                raise event
            if event.kind == "stock_exhausted":
                tally.stock_exhausted = True
                continue
            if event.kind in ("blank", "combination"):
                self._check_timing(event, events, tally)
            self._score_event(event, tally, scored)
        return tally

    # -- closing the deal --------------------------------------------------------------

    def _read_brisques(self, value: Any) -> dict[str, int]:
        r = self.rules
        if not isinstance(value, Mapping) or set(value) != set(self.players):
            raise DealError("brisques", "Les brisques : un nombre par joueur est attendu.", "Bésigue §7.2")
        counts: dict[str, int] = {}
        for p in self.players:
            n = value[p]
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= r.brisques:
                raise DealError("brisques", f"Les brisques de {p} : un nombre de 0 à {r.brisques}.",
                                "Bésigue §7.2")
            counts[p] = n
        if sum(counts.values()) != r.brisques:
            raise DealError("brisques", f"Les {r.brisques} dix et as sont tous dans les plis : les deux nombres "
                                        f"doivent faire {r.brisques} (ici {sum(counts.values())}).",
                            "Bésigue §4")
        return counts

    def _close(self, state: BesigueState, entry: Mapping[str, Any]) -> _Close:
        r = self.rules
        tally = self._tally(state, entry, partial=False)
        lines = list(tally.lines)
        points = dict(tally.points)

        last = self.read_player(entry, "last_trick_winner", rule="Bésigue §5.2", label="Le dernier pli")
        assert last is not None
        if last in tally.offenders:
            raise DealError("last_trick_winner", f"{last} a commis une erreur en phase finale : les plis "
                                                 f"restants, dernier compris, reviennent à {self.other(last)}.",
                            "Bésigue §8")
        points[last] += r.last_trick
        lines.append(ScoreLine(last, r.last_trick, "Bésigue §5.2", "Dernier pli"))
        pre = dict(points)

        given = entry.get("brisques")
        brisques = self._read_brisques(given) if given is not None else None
        requested = self.read_player(entry, "brisques_requested_by", required=False, rule="Bésigue §7.1",
                                     label="La demande de brisques")
        if requested is not None and pre[requested] >= r.rubicon:
            raise DealError("brisques_requested_by",
                            f"Seul un joueur resté sous le Rubicon ({r.rubicon}) peut demander les brisques : "
                            f"{requested} en a {pre[requested]}.", "Bésigue §7.1")
        a, b = self.players
        tied = pre[a] == pre[b]
        if brisques is None and (requested is not None or tied):
            why = (f"{requested} les demande" if requested is not None else f"égalité à {pre[a]}")
            raise DealError("brisques", f"Brisques à compter ({why}) : les 10 et As gagnés par chacun.",
                            "Bésigue §7.1" if requested is not None else "Bésigue §7.2")

        counted = False
        if requested is not None and brisques is not None:
            counted = True
            for p in self.players:
                points[p] += BRISQUE_VALUE * brisques[p]
                lines.append(ScoreLine(p, BRISQUE_VALUE * brisques[p], "Bésigue §7.1",
                                       f"Brisques demandées par {requested} : {brisques[p]} × {BRISQUE_VALUE}"))
        tie_break: str | None = None
        if points[a] != points[b]:
            winner = a if points[a] > points[b] else b
        else:
            assert brisques is not None
            if not counted:
                counted = True
                for p in self.players:
                    points[p] += BRISQUE_VALUE * brisques[p]
                    lines.append(ScoreLine(p, BRISQUE_VALUE * brisques[p], "Bésigue §7.2",
                                           f"Égalité : brisques comptées, {brisques[p]} × {BRISQUE_VALUE}"))
            if points[a] != points[b]:
                winner, tie_break = (a if points[a] > points[b] else b), "brisques"
            elif brisques[a] != brisques[b]:
                winner, tie_break = (a if brisques[a] > brisques[b] else b), "brisques"  # ruling A8
            else:
                winner, tie_break = last, "last_trick"
        loser = self.other(winner)
        raw, mark = rubicon_mark(points[winner], points[loser], r.rubicon)
        return _Close(tally, last, pre, points, lines, counted, brisques if counted else None, requested,
                      winner, loser, tie_break, raw, mark)

    def _mark_text(self, c: _Close) -> str:
        r = self.rules
        w, lo = c.points[c.winner], c.points[c.loser]
        if lo < r.rubicon:
            how = (f"{c.loser} sous le Rubicon : {RUBICON_BONUS} + {w} + {lo} = {c.raw}" if w >= r.rubicon else
                   f"Personne au Rubicon : {RUBICON_BONUS} + {w} + {lo} = {c.raw}")
        else:
            how = f"Tous deux au Rubicon : {DIFFERENCE_BONUS} + ({w} − {lo}) = {c.raw}"
        if c.raw != c.mark:
            how += f", arrondi à {c.mark}"
        if c.tie_break == "brisques":
            how = f"Égalité départagée par les brisques ; {how}"
        elif c.tie_break == "last_trick":
            how = f"Égalité, brisques égales : le dernier pli départage ; {how}"
        return how

    def score_deal(self, state: BesigueState, entry: Mapping[str, Any]) -> Outcome[BesigueState]:
        r = self.rules
        c = self._close(state, entry)
        delta = {p: c.mark if p == c.winner else 0 for p in self.players}
        totals = self.add(state.totals, delta)
        finished = totals[c.winner] >= r.target  # ruling A1: marks, checked after the deal
        lines = [ScoreLine(c.winner, c.mark, "Bésigue §7.3", self._mark_text(c)),
                 ScoreLine(c.loser, 0, "Bésigue §7.3", "Perd la donne : seul le gagnant marque")]
        if finished:
            lines.append(ScoreLine(c.winner, 0, "Bésigue §9",
                                   f"{totals[c.winner]} points de partie : atteint {r.target}, gagne la partie"))
        lines.sort(key=lambda line: self.players.index(line.player))
        trump = c.tally.trump.value if c.tally.trump else None
        kind = "Rubicon" if c.points[c.loser] < r.rubicon else "écart"
        summary = (" – ".join(f"{p} {c.points[p]}" for p in self.players)
                   + f" · {kind} → {c.winner} {c.mark}")
        new_state = self.evolve(
            state, totals=totals, dealer=self.other(c.tally.dealer), deals=state.deals + 1,
            finished=finished, winners=(c.winner,) if finished else (), trump=trump,
            deal_points=dict(c.points), brisques_counted=c.counted)
        details: dict[str, Any] = {
            "deal_lines": list(c.lines),
            "deal_points": dict(c.points),
            "pre_brisques": dict(c.pre_brisques),
            "trump": trump,
            "brisques_counted": c.counted,
            "brisques": dict(c.brisques) if c.brisques else None,
            "brisques_requested_by": c.requested_by,
            "last_trick_winner": c.last_trick_winner,
            "tie_break": c.tie_break,
            "winner": c.winner,
            "raw": c.raw,
            "mark": c.mark,
            "summary": summary,
        }
        return Outcome(state=new_state, delta=delta, lines=tuple(lines), dealer=c.tally.dealer, details=details)

    def progress(self, state: BesigueState, entry: Mapping[str, Any]) -> dict[str, Any]:
        """The running in-deal totals of a deal being entered (dealer, cut and
        the events so far), with the same checks as :meth:`score_deal`."""
        tally = self._tally(state, entry, partial=True)
        return {"points": dict(tally.points), "lines": list(tally.lines),
                "trump": tally.trump.value if tally.trump else None,
                "stock_exhausted": tally.stock_exhausted, "dealer": tally.dealer}

    def brisque_advice(self, state: BesigueState, entry: Mapping[str, Any],
                       brisques: Mapping[str, int]) -> dict[str, Any]:
        """Spec §6.5: the deal scored with and without a brisque request, and a
        warning for each player whom a request of his own would cost marks.

        ``entry`` is the closed deal without a request; ``brisques`` the
        counts of both players. With the request both players add their
        brisques, so the result is the same whoever of the eligible asks."""
        base = {k: v for k, v in entry.items() if k not in ("brisques_requested_by", "brisques")}
        without = self._close(state, {**base, "brisques": dict(brisques)})

        def view(c: _Close) -> dict[str, Any]:
            return {"winner": c.winner, "mark": c.mark, "raw": c.raw, "points": dict(c.points),
                    "delta": {c.winner: c.mark, c.loser: 0}}

        eligible = [p for p in self.players if without.pre_brisques[p] < self.rules.rubicon]
        result: dict[str, Any] = {"eligible": eligible, "without": view(without), "with": None,
                                  "gain": {}, "warnings": {}}
        if not eligible:
            return result
        with_ = self._close(state, {**base, "brisques": dict(brisques), "brisques_requested_by": eligible[0]})
        result["with"] = view(with_)

        def net(c: _Close, p: str) -> int:
            return c.mark if c.winner == p else -c.mark

        for p in eligible:
            gain = net(with_, p) - net(without, p)
            result["gain"][p] = gain
            if gain < 0:
                reach = ("sans atteindre le Rubicon" if with_.points[p] < self.rules.rubicon
                         else "bien qu'atteignant le Rubicon")
                result["warnings"][p] = (
                    f"Demander les brisques coûterait {-gain} points de partie à {p} ({reach}) : "
                    f"{with_.winner} marquerait {with_.mark} au lieu de "
                    f"{without.mark if without.winner == with_.winner else 0}"
                    + ("" if without.winner == with_.winner else f" (et {without.winner} {without.mark})") + ".")
        return result

    # -- referee helpers (spec §6) -------------------------------------------------------

    def trick_winner(self, cards_played: Sequence[Card], trump: Suit | str | None = None) -> int:
        """§5.1: the highest trump, else the highest card of the suit led;
        between identical cards the leader wins. No trump before it is fixed."""
        return cards.trick_winner(cards_played, CARD_ORDER, _as_suit(trump))

    def legal_plays(self, hand: Sequence[Card], led_card: Card | None = None, trump: Suit | str | None = None,
                    final_phase: bool = False) -> list[Card]:
        """The cards the player may play. Draw phase, or leading: any (§5.1).
        Final phase, second to play (§5.2): follow the suit led, beating the
        led card when able; void, trump when able; else anything."""
        if led_card is None or not final_phase:
            return list(hand)
        same = [c for c in hand if c.suit == led_card.suit]
        if same:
            above = [c for c in same if CARD_ORDER.index(c.rank) > CARD_ORDER.index(led_card.rank)]
            return above or same
        t = _as_suit(trump)
        trumps = [c for c in hand if t is not None and c.suit == t]
        return trumps or list(hand)

    def verify_play(self, hand: Sequence[Card], card: Card, led_card: Card | None = None,
                    trump: Suit | str | None = None, final_phase: bool = False) -> None:
        """Raise :class:`DealError` (field ``card``) when ``card`` may not be played."""
        if card not in hand:
            raise DealError("card", f"{card} n'est pas dans la main.", "Bésigue §5.1")
        if card in self.legal_plays(hand, led_card, trump, final_phase):
            return
        assert led_card is not None
        fault = " Toute erreur concède les plis restants (Bésigue §8)."
        if any(c.suit == led_card.suit for c in hand):
            if card.suit == led_card.suit:
                raise DealError("card", f"Il faut monter sur {led_card} : vous avez plus fort à "
                                        f"{led_card.suit.label.lower()}.{fault}", "Bésigue §5.2")
            raise DealError("card", f"Il faut fournir à {led_card.suit.label.lower()}.{fault}", "Bésigue §5.2")
        raise DealError("card", f"Sans {led_card.suit.label.lower()}, il faut couper à l'atout.{fault}",
                        "Bésigue §5.2")

    def can_play(self, hand: Sequence[Card], card: Card, led_card: Card | None = None,
                 trump: Suit | str | None = None, final_phase: bool = False) -> bool:
        try:
            self.verify_play(hand, card, led_card, trump, final_phase)
        except DealError:
            return False
        return True

    def verify_blank(self, hand_cards: Sequence[Card]) -> None:
        """§3.1 (ruling A6): the whole hand shown, deposited cards included,
        holds no Valet, Dame or Roi."""
        n = self.rules.hand
        if len(hand_cards) != n:
            raise DealError("events", f"Cartes blanches : montrer les {n} cartes de la main, cartes posées "
                                      f"comprises ({len(hand_cards)} montrées).", "Bésigue §3.1")
        figures = [c for c in hand_cards if c.rank in FIGURES]
        if figures:
            raise DealError("events", f"Une main avec {figures[0]} n'est pas « cartes blanches » : elle ne doit "
                                      "contenir ni Valet, ni Dame, ni Roi.", "Bésigue §3.1")

    def table(self) -> CombinationTable:
        """An empty combination table for one player of this variant."""
        return CombinationTable(self.variant or "japonais")


# --------------------------------------------------------------------- the table validator


@dataclass
class Deposit:
    """A combination announced on a player's table: its type and the table
    cards (by id) it is made of; ``scored`` is False while it is suspended."""

    type: str
    ids: frozenset[int]
    suit: Suit | None = None
    rank: str | None = None
    scored: bool = True

    @property
    def level(self) -> int:
        return BESIGUE_LEVELS.get(self.type) or MARIAGE_LEVELS.get(self.type) or 0

    @property
    def family(self) -> str:
        if self.type in BESIGUE_LEVELS:
            return "besigue"
        if self.type in MARIAGE_LEVELS:
            return f"mariage-{self.suit}"
        if self.type == "carre":
            return f"carre-{self.rank}"
        return self.type


class CombinationTable:
    """One player's deposited cards and combinations, for the referee (spec §6.3).

    Cards keep an id while they lie on the table, since identical copies
    exist. :meth:`verify_announce` checks an announcement of one or more
    crossed combinations, each given with all its cards (taken first among
    ``new_cards`` the player lays down, then among his table cards);
    :meth:`announce` applies it, the first combination scored and the others
    suspended. :meth:`play` takes a card from the table to a trick.
    """

    def __init__(self, variant: str = "japonais", trump: Suit | None = None) -> None:
        self.chinois = variant == "chinois"
        self.trump = trump
        self.cards: dict[int, Card] = {}
        self.deposits: list[Deposit] = []
        self.remnants: list[frozenset[int]] = []  # R + D left from broken suites (§10.2)
        self._next_id = 0

    @property
    def suspended(self) -> list[Deposit]:
        return [d for d in self.deposits if not d.scored]

    # -- composition -----------------------------------------------------------------

    def _shape(self, kind: str, hand: Sequence[Card]) -> tuple[Suit | None, str | None]:
        """§6 and ruling A5: the cards make the named combination; its suit and rank."""
        bad = DealError("events", f"Ces cartes ne forment pas : {COMBINATION_TYPES.get(kind, kind)}.", "Bésigue §6")
        count = Counter(hand)
        suits = {c.suit for c in hand}
        ranks = Counter(c.rank for c in hand)
        if kind in MARIAGE_LEVELS:
            n = MARIAGE_LEVELS[kind]
            if len(suits) != 1 or ranks != Counter({"D": n, "R": n}):
                raise bad
            return next(iter(suits)), None
        if kind in BESIGUE_LEVELS:
            n = BESIGUE_LEVELS[kind]
            if count != Counter({BESIGUE_CARDS[0]: n, BESIGUE_CARDS[1]: n}):
                raise bad
            return None, None
        if kind == "suite":
            if len(suits) != 1 or ranks != Counter({"V": 1, "D": 1, "R": 1, "10": 1, "A": 1}):
                raise bad
            return next(iter(suits)), None
        if kind in ("carre", "carre_atout"):
            if len(hand) != 4 or len(ranks) != 1:
                raise bad
            rank = hand[0].rank
            if kind == "carre_atout":
                if not self.chinois:
                    raise DealError("events", "Les carrés d'atout n'existent qu'au Bésigue chinois.", "Bésigue §6")
                if self.trump is None:
                    raise DealError("events", "Aucun atout n'est encore fixé : pas de carré d'atout.",
                                    "Bésigue §5.1")
                if rank not in TRUMP_CARRE_POINTS or suits != {self.trump}:
                    raise bad
                return self.trump, rank
            if rank not in CARRE_POINTS:
                raise DealError("events", f"Il n'y a pas de carré de {rank} ; seul le carré de 10 d'atout existe, "
                                          "au Chinois.", "Bésigue §6")
            if self.chinois and self.trump is not None and suits == {self.trump}:
                raise DealError("events", f"Quatre {RANK_PLURALS[rank]} d'atout : annoncez le carré d'atout.",
                                "Bésigue §6")
            return None, rank
        raise DealError("events", f"Combinaison inconnue « {kind} » : il n'y a ni quintuple ni sextuple bésigue.",
                        "Bésigue §10.2")

    def _live(self, card_id: int) -> list[Deposit]:
        return [d for d in self.deposits if card_id in d.ids]

    def _pick(self, kind: str, hand: Sequence[Card], new: Mapping[int, Card]) -> frozenset[int]:
        """Physical cards for a claim: new cards first, then table cards
        outside any combination of this type, the least used first."""
        chosen: list[int] = []
        for card, n in Counter(hand).items():
            fresh = [i for i, c in new.items() if c == card]
            old = sorted((i for i, c in self.cards.items() if c == card),
                         key=lambda i: (any(d.type == kind for d in self._live(i)), len(self._live(i))))
            pool = (fresh + old)[:n]
            if len(pool) < n:
                raise DealError("events", f"{card} n'est ni parmi les cartes posées ni sur votre table.",
                                "Bésigue §5.1")
            chosen += pool
        return frozenset(chosen)

    # -- the checks ------------------------------------------------------------------------

    def verify_announce(self, claims: Sequence[tuple[str, Sequence[Card]]],
                        new_cards: Sequence[Card] = ()) -> list[Deposit]:
        """Check an announcement (spec §6.3 rules 1-6) and return the deposits
        it would make, without changing the table."""
        if not claims:
            raise DealError("events", "Annoncer au moins une combinaison.", "Bésigue §6")
        base = self._next_id
        new = {base + k: c for k, c in enumerate(new_cards)}
        made: list[Deposit] = []
        for n, (kind, hand) in enumerate(claims):
            suit, rank = self._shape(kind, list(hand))
            ids = self._pick(kind, list(hand), new)
            made.append(Deposit(kind, ids, suit, rank, scored=n == 0))
            self._check_reuse(made[-1], new)
        for i, first in enumerate(made):
            for second in made[i + 1:]:
                if not first.ids & second.ids or first.type == second.type:
                    raise DealError("events", "Plusieurs combinaisons à la fois seulement si elles sont croisées : "
                                              "une carte commune et des types différents.", "Bésigue §5.1")
        # rule 2: no card left outside a combination once announced
        covered = set().union(*(d.ids for d in self.deposits + made), *self.remnants)
        for i, card in sorted({**self.cards, **new}.items()):
            if i not in covered:
                where = "posée" if i in new else "sur votre table"
                raise DealError("events", f"{card} {where} n'appartient à aucune combinaison : jouez-la dans un "
                                          "pli avant d'annoncer.", "Bésigue §5.1")
        return made

    def _check_reuse(self, d: Deposit, new: Mapping[int, Card]) -> None:
        reused = [i for i in d.ids if i not in new]
        live_same_family = [x for x in self.deposits if x.family == d.family]
        for i in reused:
            for x in self._live(i):
                same_carre = x.type == d.type == "carre"
                if x.type == d.type and not (same_carre and self.chinois and len(reused) < len(d.ids)):
                    used = COMBINATION_TYPES[x.type].lower()
                    raise DealError("events", f"{self.cards[i]} sert déjà à un {used} : une carte posée ne "
                                              "resert que dans une combinaison d'un autre type.",
                                    "Bésigue §5.1")
                if d.type in MARIAGE_LEVELS and x.type == "suite":
                    raise DealError("events", "Le Roi et la Dame d'une suite ne font pas de mariage.",
                                    "Bésigue §10.2")
            if d.type in MARIAGE_LEVELS and any(i in r for r in self.remnants):
                raise DealError("events", "Le Roi et la Dame restés d'une suite ne font pas de mariage.",
                                "Bésigue §10.2")
        if d.type in BESIGUE_LEVELS or d.type in MARIAGE_LEVELS:
            top = max((x.level for x in live_same_family), default=0)
            if top == 4 and d.type in BESIGUE_LEVELS:
                raise DealError("events", "Un quadruple bésigue est sur la table : il faut en jouer une carte "
                                          "avant de poser un nouveau bésigue.", "Bésigue §10.2")
            if d.level <= top:
                highest = max(live_same_family, key=lambda x: x.level)
                raise DealError("events", f"Un {COMBINATION_TYPES[highest.type].lower()} est déjà sur la table : "
                                          "annoncez la combinaison parallèle supérieure.", "Bésigue §10.2")
        if d.type == "carre" and live_same_family and not self.chinois:
            raise DealError("events", f"Un carré {of_rank(RANK_PLURALS[d.rank or ''])} est sur la table : au Japonais, "
                                      "il faut en jouer une carte avant de le reformer.", "Bésigue §10.2")

    def can_announce(self, claims: Sequence[tuple[str, Sequence[Card]]], new_cards: Sequence[Card] = ()) -> bool:
        try:
            self.verify_announce(claims, new_cards)
        except DealError:
            return False
        return True

    # -- actions ---------------------------------------------------------------------------

    def announce(self, claims: Sequence[tuple[str, Sequence[Card]]],
                 new_cards: Sequence[Card] = ()) -> Deposit:
        """Verify, lay the new cards down and record the combinations; returns
        the one scored now (the others are suspended)."""
        made = self.verify_announce(claims, new_cards)
        for card in new_cards:
            self.cards[self._next_id] = card
            self._next_id += 1
        self.deposits += made
        return made[0]

    def score_suspended(self, index: int = 0) -> Deposit:
        """Score a suspended combination on a later turn won by its owner (§5.1)."""
        pending = self.suspended
        if not 0 <= index < len(pending):
            raise DealError("events", "Aucune combinaison suspendue à marquer.", "Bésigue §5.1")
        pending[index].scored = True
        return pending[index]

    def play(self, card: Card | int) -> None:
        """A table card goes to a trick: the combinations it belonged to are
        broken; the Roi and Dame of a broken suite stay a valid remnant (§10.2)."""
        if isinstance(card, int):
            if card not in self.cards:
                raise DealError("card", "Cette carte n'est pas sur la table.", "Bésigue §5.1")
            card_id = card
        else:
            ids = [i for i, c in self.cards.items() if c == card]
            if not ids:
                raise DealError("card", f"{card} n'est pas sur la table.", "Bésigue §5.1")
            card_id = min(ids, key=lambda i: len(self._live(i)))
        del self.cards[card_id]
        for d in self._live(card_id):
            self.deposits.remove(d)
            if d.type == "suite":
                kept = frozenset(i for i in d.ids if i in self.cards and self.cards[i].rank in ("R", "D"))
                if len(kept) == 2:
                    self.remnants.append(kept)
        self.remnants = [r for r in self.remnants if card_id not in r]

    def end_of_stock(self) -> list[Deposit]:
        """§5.1, §10.1: the stock is exhausted; the cards go back to the hand and
        the suspended combinations are lost (returned)."""
        lost = self.suspended
        self.cards.clear()
        self.deposits.clear()
        self.remnants.clear()
        return lost
