"""Mille: three players, 24 cards, marriages that set the trump, the race to 1000.

The scoring follows ``shared/spec/mille.md`` (rulings A1-A18 there); article
numbers such as "Mille §9.1" are the rulebook's own. A deal is entered once it
is over: the taker, his contract, then either the bomb, a grave fault, or the
trick points and marriages of each player.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import cards
from ..cards import SUIT_CHOICES, Card, Suit, suit_of
from ..core import DealError, Field, Game, GameState, Option, Outcome, ScoreLine
from ..registry import register

__all__ = [
    "CARD_ORDERS",
    "CARD_POINTS",
    "FAULT_KINDS",
    "MARRIAGE_POINTS",
    "GraveFault",
    "Mille",
    "MilleState",
    "bomb_half",
    "card_points",
    "round5",
]

GOAL = 1000
TONNEAU = 880  # §9.1: no score may stay within 880..999
FALL_PENALTY = 120  # §9.1, falling off the tonneau
BAR_PENALTY = 120  # §9.2, every third bar
FAULT_PENALTY = 120  # §10, a defender's grave fault
TOTAL_TRICK_POINTS = 120  # §3
TRICKS = 8  # §7
MIN_CONTRACT = 100  # §5
MAX_CONTRACT_WITHOUT_MARRIAGE = 120  # §5

#: §3 card points; the 7s and 8s are not in the deck (§1).
CARD_POINTS: Mapping[str, int] = {"9": 0, "V": 2, "D": 3, "R": 4, "10": 10, "A": 11}

#: §3 rank order, weakest first. The printed line contradicts the NB beside it
#: (ruling A2): by default the order that agrees with the card values.
CARD_ORDERS: Mapping[str, tuple[str, ...]] = {
    "value_consistent": ("9", "V", "D", "R", "10", "A"),
    "as_listed": ("9", "10", "V", "D", "R", "A"),
}

#: §3.1 marriage values by suit.
MARRIAGE_POINTS: Mapping[Suit, int] = {Suit.PIQUE: 40, Suit.TREFLE: 60, Suit.CARREAU: 80, Suit.COEUR: 100}

#: §10 grave faults, with what the offender did in our words.
FAULT_KINDS: Mapping[str, str] = {
    "no_follow": "n'a pas fourni la couleur demandée",
    "no_trump": "n'a pas coupé alors qu'il le devait",
    "trump_while_holding_suit": "a coupé en ayant la couleur demandée",
    "false_marriage": "a annoncé un mariage sans le couple Dame-Roi",
}


def round5(points: int) -> int:
    """§9: to the nearest multiple of 5 (remainders 0-2 down, 3-4 up)."""
    return (points + 2) // 5 * 5


def bomb_half(contract: int) -> int:
    """§9.3: half the contract, rounded up to the next multiple of 10 (a half
    already a multiple of 10 stays as it is, ruling A5)."""
    return -(-contract // 20) * 10


def card_points(card: Card) -> int:
    """§3: what a card is worth in a trick."""
    return CARD_POINTS[card.rank]


def _ordinal(n: int, feminine: bool = False) -> str:
    if n == 1:
        return "1re" if feminine else "1er"
    return f"{n}e"


def _pts(n: int) -> str:
    return f"{n} pt" if -1 <= n <= 1 else f"{n} pts"


class GraveFault(DealError):
    """A play the rules forbid (§7, §8), one of the grave faults of §10;
    ``kind`` is one of :data:`FAULT_KINDS`."""

    def __init__(self, kind: str, message: str, rule: str) -> None:
        self.kind = kind
        super().__init__("card", message, rule)


@dataclass(frozen=True, kw_only=True)
class MilleState(GameState):
    """The running scores plus what Mille remembers from deal to deal."""

    #: §9.2 zero-point deals in defence, counted over the whole partie
    bars: Mapping[str, int]
    #: §9.1 consecutive deals begun and ended on 880 (0 when not on it)
    tonneau_turns: Mapping[str, int]
    #: §6.1 one bomb per player per partie
    bomb_used: Mapping[str, bool]


@dataclass(frozen=True)
class _Entry:
    """A deal entry once read and checked."""

    taker: str
    contract: int
    bomb: bool
    fault_player: str | None = None
    fault_kind: str | None = None
    trick_points: Mapping[str, int] | None = None
    marriages: Mapping[str, tuple[Suit, ...]] | None = None
    points_at_stop: Mapping[str, int] | None = None


@register
class Mille(Game[MilleState]):
    slug = "mille"
    name = "Mille"
    players_min = players_max = 3  # ruling A1
    rulebook_section = "Mille"
    summary = ("Jeu russo-polonais à trois : un preneur contre deux défenseurs, des mariages "
               "qui fixent l'atout, et le premier à 1000 points gagne.")
    deck = "24 cartes (sans 7 ni 8)"
    unit = "points"
    reminders = (
        ("Mille §5", "Enchères par multiples de 5, au moins 100 ; plus de 120 seulement avec un mariage en main."),
        ("Mille §3", "Cartes : As 11, 10 10, Roi 4, Dame 3, Valet 2, 9 0 ; 120 points en tout."),
        ("Mille §3.1", "Mariages : Pique 40, Trèfle 60, Carreau 80, Cœur 100 ; le mariage fixe l'atout."),
        ("Mille §9", "Le preneur marque son contrat s'il l'atteint (plis + mariages), sinon il le perd ; "
                     "chaque défenseur marque ses points arrondis au multiple de 5."),
        ("Mille §9.1", "Entre 880 et 999 on reste à 880 (le tonneau) : la défense n'y compte plus, "
                       "et après 3 tours on retombe à 760."),
        ("Mille §9.2", "Un défenseur sans point de plis prend une barre ; toutes les 3 barres, −120."),
        ("Mille §6.1", "Bombe (une par partie) : le preneur marque 0, chaque défenseur la moitié du contrat "
                       "arrondie à la dizaine supérieure."),
        ("Mille §10", "Faute grave : le preneur perd son contrat ; un défenseur perd 120 et la donne est annulée."),
    )
    options_declared = (
        Option("tonneau_max_turns", "int", "Les tours permis sur le tonneau", 3, min=1, max=10,
               help="Le joueur tombe à 760 au tour suivant ; 3 d'après le texte (Mille §9.1), "
                    "2 pour les « trois chances » du jeu d'origine."),
        Option("round_taker_before_compare", "bool", "L'arrondi du preneur avant la comparaison", False,
               help="Arrondir au multiple de 5 le total du preneur avant de le comparer au contrat "
                    "(Mille §9) ; par défaut le total exact est comparé."),
        Option("card_order", "choice", "L'ordre des cartes", "value_consistent",
               choices=(("value_consistent", "9 < Valet < Dame < Roi < 10 < As (suit les valeurs)"),
                        ("as_listed", "9 < 10 < Valet < Dame < Roi < As (tel qu'imprimé)")),
               help="Le texte de Mille §3 imprime un ordre que sa propre remarque contredit."),
    )

    # -- the entry form ------------------------------------------------------------

    def fields(self) -> tuple[Field, ...]:
        return (
            Field("dealer", "player", "Le donneur",
                  help="Par défaut le joueur suivant le donneur précédent ; le même après une maldonne."),
            Field("taker", "player", "Le preneur", required=True, rule="Mille §5",
                  help="Le dernier enchérisseur."),
            Field("contract", "int", "Le contrat", required=True, min=MIN_CONTRACT, step=5, rule="Mille §5",
                  help="L'enchère du preneur : un multiple de 5, au moins 100."),
            Field("taker_had_marriage_at_bid", "bool", "Le mariage en main aux enchères", rule="Mille §5",
                  help="Le preneur tenait une Dame et un Roi de même couleur dans ses 7 cartes : "
                       "obligatoire pour dépasser 120."),
            Field("bomb", "bool", "La bombe", rule="Mille §6.1",
                  help="Le preneur renonce après avoir vu le chien ; une seule bombe par joueur et par partie."),
            Field("trick_points", "int", "Les points de plis", per_player=True, min=0,
                  max=TOTAL_TRICK_POINTS, rule="Mille §3",
                  help="La valeur des cartes ramassées, sans les mariages ; les trois font 120."),
            Field("marriages", "multi", "Les mariages annoncés", per_player=True, choices=SUIT_CHOICES,
                  rule="Mille §3.1", help="Pique 40, Trèfle 60, Carreau 80, Cœur 100."),
            Field("tricks_won", "int", "Les plis remportés", per_player=True, min=0, max=TRICKS,
                  group="more", rule="Mille §7",
                  help="Facultatif : le nombre de plis de chacun (8 en tout), pour vérifier la saisie."),
            Field("fault.player", "player", "Le fautif", group="more", rule="Mille §10",
                  help="Celui qui a commis une faute grave ; la donne s'arrête là."),
            Field("fault.kind", "choice", "La faute", group="more", rule="Mille §10",
                  choices=tuple((kind, text[0].upper() + text[1:]) for kind, text in FAULT_KINDS.items())),
            Field("points_at_stop", "int", "Les points des défenseurs à l'arrêt", per_player=True, min=0,
                  group="more", rule="Mille §10",
                  help="Quand le preneur a fauté : plis et mariages déjà acquis par chaque défenseur."),
            Field("misdeal", "bool", "La maldonne", group="more", rule="Mille §10",
                  help="Rien n'est marqué ; le même donneur redistribue."),
        )

    # -- state -----------------------------------------------------------------------

    def new_state(self) -> MilleState:
        return MilleState(
            totals=self.zero(),
            dealer=self.players[0],
            bars=self.zero(),
            tonneau_turns=self.zero(),
            bomb_used={p: False for p in self.players},
        )

    def report(self, state: MilleState) -> dict[str, Any]:
        return {
            "tonneau_turns": dict(state.tonneau_turns),
            "bars": dict(state.bars),
            "bomb_used": dict(state.bomb_used),
        }

    # -- reading an entry (spec §3J.3, in the order of its table) ------------------------

    def _read_entry(self, state: MilleState, entry: Mapping[str, Any]) -> _Entry:
        had_marriage = self.read_bool(entry, "taker_had_marriage_at_bid", "Mariage en main aux enchères")
        bomb = self.read_bool(entry, "bomb", "Bombe")
        taker = self.read_player(entry, "taker", label="Preneur", rule="Mille §5")
        assert taker is not None  # required
        contract = self._read_contract(entry)
        if contract > MAX_CONTRACT_WITHOUT_MARRIAGE and not had_marriage:
            raise DealError("taker_had_marriage_at_bid",
                            "Interdit de dépasser 120 sans mariage en main (Mille §5)", "Mille §5")
        if bomb:
            if state.bomb_used[taker]:
                raise DealError("bomb", f"Bombe déjà utilisée par {taker} dans cette partie (Mille §6.1)",
                                "Mille §6.1")
            return _Entry(taker, contract, bomb=True)

        fault = entry.get("fault")
        if isinstance(fault, Mapping) and fault.get("player") is None and fault.get("kind") is None:
            fault = None  # an empty fault block of the form
        if fault is None:
            points = self._read_trick_points(entry)
            marriages = self._read_marriages(entry)
            self._check_tricks_won(entry, points, marriages)
            return _Entry(taker, contract, bomb=False, trick_points=points, marriages=marriages)

        # A grave fault ends the deal: what was won in play is not entered.
        offender, kind = self._read_fault(fault)
        at_stop = self._read_points_at_stop(entry, taker) if offender == taker else None
        return _Entry(taker, contract, bomb=False, fault_player=offender, fault_kind=kind,
                      points_at_stop=at_stop)

    @staticmethod
    def _read_contract(entry: Mapping[str, Any]) -> int:
        value = entry.get("contract")
        if value is None:
            raise DealError("contract", "Le contrat est requis (Mille §5)", "Mille §5")
        if isinstance(value, bool) or not isinstance(value, int):
            raise DealError("contract", "Le contrat est un nombre entier (Mille §5)", "Mille §5")
        if value % 5:
            raise DealError("contract", "L'enchère doit être un multiple de 5 (Mille §5)", "Mille §5")
        if value < MIN_CONTRACT:
            raise DealError("contract", "Enchère minimale : 100 (Mille §5)", "Mille §5")
        return value

    def _read_trick_points(self, entry: Mapping[str, Any]) -> dict[str, int]:
        given = self.read_per_player(entry, "trick_points", label="Points de plis", rule="Mille §3")
        assert given is not None  # required
        points: dict[str, int] = {}
        for p in self.players:
            value = given[p]
            if isinstance(value, bool) or not isinstance(value, int):
                raise DealError("trick_points", f"Points de plis de {p} : nombre entier attendu.", "Mille §3")
            if not 0 <= value <= TOTAL_TRICK_POINTS:
                raise DealError("trick_points", f"Points de plis de {p} : entre 0 et 120.", "Mille §3")
            if value == 1:
                raise DealError("trick_points", f"{p} : 1 point est impossible "
                                "(plus petite carte comptée : Valet = 2)", "Mille §3")
            points[p] = value
        if sum(points.values()) != TOTAL_TRICK_POINTS:
            raise DealError("trick_points", f"Le total des points de plis doit faire 120 (Mille §3), "
                            f"pas {sum(points.values())}", "Mille §3")
        return points

    def _read_marriages(self, entry: Mapping[str, Any]) -> dict[str, tuple[Suit, ...]]:
        given = self.read_per_player(entry, "marriages", label="Mariages", required=False, rule="Mille §3.1")
        marriages: dict[str, tuple[Suit, ...]] = {p: () for p in self.players}
        announced: set[Suit] = set()
        for p, value in (given or {}).items():
            if value is None:
                continue
            if isinstance(value, str) or not isinstance(value, Sequence):
                raise DealError("marriages", f"Mariages de {p} : une liste de couleurs est attendue.",
                                "Mille §3.1")
            suits: list[Suit] = []
            for name in value:
                suit = suit_of(name) if isinstance(name, str) else None
                if suit is None:
                    raise DealError("marriages", f"Mariages de {p} : couleur inconnue « {name} » "
                                    "(pique, trefle, carreau, coeur).", "Mille §3.1")
                if suit in announced:
                    raise DealError("marriages", f"Un seul mariage à {suit.label} par donne "
                                    "(un seul couple D-R)", "Mille §3.1")
                announced.add(suit)
                suits.append(suit)
            marriages[p] = tuple(suits)
        return marriages

    def _check_tricks_won(self, entry: Mapping[str, Any], points: Mapping[str, int],
                          marriages: Mapping[str, tuple[Suit, ...]]) -> None:
        given = self.read_per_player(entry, "tricks_won", label="Plis remportés", required=False,
                                     rule="Mille §7")
        if given is None:
            return
        tricks: dict[str, int] = {}
        for p in self.players:
            if p not in given:
                raise DealError("tricks_won", f"Plis remportés : manque la valeur de {p}.", "Mille §7")
            value = given[p]
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= TRICKS:
                raise DealError("tricks_won", f"Plis remportés par {p} : entre 0 et 8.", "Mille §7")
            tricks[p] = value
        if sum(tricks.values()) != TRICKS:
            raise DealError("tricks_won", f"Il y a toujours 8 plis (Mille §7), pas {sum(tricks.values())}",
                            "Mille §7")
        for p in self.players:
            if tricks[p] == 0 and points[p]:
                raise DealError("tricks_won", f"{p} n'a remporté aucun pli mais a {points[p]} points de plis.",
                                "Mille §7")
            if len(marriages[p]) > tricks[p]:
                raise DealError("tricks_won", "Un mariage ne s'annonce qu'après avoir remporté un pli (Mille §8)"
                                f" : {p} en annonce {len(marriages[p])} pour {tricks[p]} pli(s).", "Mille §8")
            if points[p] == 0 and tricks[p] > 1:
                raise DealError("tricks_won", f"{p} : un pli sans point ne peut être que trois 9 ; "
                                f"{tricks[p]} plis sans point sont impossibles.", "Mille §9.2")

    def _read_fault(self, fault: Any) -> tuple[str, str | None]:
        if not isinstance(fault, Mapping):
            raise DealError("fault", "La faute : un objet {player, kind} est attendu.", "Mille §10")
        player = fault.get("player")
        if player not in self.players:
            raise DealError("fault", f"Le fautif « {player} » n'est pas un joueur de la partie.", "Mille §10")
        kind = fault.get("kind")
        if kind is not None and kind not in FAULT_KINDS:
            raise DealError("fault", f"Faute inconnue « {kind} » ({', '.join(FAULT_KINDS)}).", "Mille §10")
        return str(player), kind

    def _read_points_at_stop(self, entry: Mapping[str, Any], taker: str) -> dict[str, int]:
        defenders = [p for p in self.players if p != taker]
        given = self.read_per_player(entry, "points_at_stop", label="Points à l'arrêt", players=defenders,
                                     rule="Mille §10")
        assert given is not None  # required
        at_stop: dict[str, int] = {}
        for d in defenders:
            value = given[d]
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise DealError("points_at_stop", f"Points à l'arrêt de {d} : un nombre entier positif ou nul.",
                                "Mille §10")
            at_stop[d] = value
        return at_stop

    # -- scoring ------------------------------------------------------------------------

    def score_deal(self, state: MilleState, entry: Mapping[str, Any]) -> Outcome[MilleState]:
        dealer = self.read_dealer(state, entry)
        if self.read_bool(entry, "misdeal", "Maldonne"):
            return self._misdeal(state, dealer)
        deal = self._read_entry(state, entry)

        on_tonneau = {p: state.totals[p] == TONNEAU for p in self.players}
        lines: list[ScoreLine] = []
        pts = self.zero()
        bars = dict(state.bars)
        bomb_used = dict(state.bomb_used)
        details: dict[str, Any] = {"taker": deal.taker, "contract": deal.contract}

        if deal.bomb:
            details.update(kind="bomb", made=None, summary=f"Bombe de {deal.taker} ({deal.contract})")
            bomb_used[deal.taker] = True
            self._score_bomb(deal, on_tonneau, pts, lines)
        elif deal.fault_player is not None:
            details.update(kind="fault", made=False if deal.fault_player == deal.taker else None,
                           fault={"player": deal.fault_player, "kind": deal.fault_kind},
                           summary=f"Faute de {deal.fault_player}")
            if deal.fault_player == deal.taker:
                self._score_taker_fault(deal, on_tonneau, pts, lines)
            else:
                self._score_defender_fault(deal, pts, lines)
        else:
            made, total = self._score_normal(deal, on_tonneau, bars, pts, lines)
            details.update(kind="normal", made=made, taker_points=total,
                           marriages={p: [s.value for s in deal.marriages[p]]
                                      for p in self.players if deal.marriages and deal.marriages[p]},
                           summary=f"{deal.taker} {deal.contract} {'✓' if made else '✗'}")

        totals, turns, fell = self._apply_tonneau(state, pts, lines)
        delta = {p: totals[p] - state.totals[p] for p in self.players}
        winners = self._winners(totals)
        details.update(
            tonneau=[p for p in self.players if totals[p] == TONNEAU],
            fell=fell,
            bars={p: bars[p] for p in self.players if bars[p] != state.bars[p]},
            winners=list(winners),
        )
        new_state = self.evolve(
            state, totals=totals, dealer=self.next_dealer_after(dealer), deals=state.deals + 1,
            finished=bool(winners), winners=winners, bars=bars, tonneau_turns=turns, bomb_used=bomb_used,
        )
        return Outcome(state=new_state, delta=delta, lines=self._in_seat_order(lines), dealer=dealer,
                       details=details)

    def _misdeal(self, state: MilleState, dealer: str) -> Outcome[MilleState]:
        # §10: nothing is scored, the same dealer deals again; not a tonneau turn (§4.3 of the spec).
        line = ScoreLine(dealer, 0, "Mille §10", "maldonne : rien n'est marqué, il redistribue")
        return Outcome(
            state=self.evolve(state, deals=state.deals + 1, dealer=dealer),
            delta=self.zero(), lines=(line,), dealer=dealer,
            details={"kind": "misdeal", "summary": "Maldonne", "taker": None, "contract": None, "made": None},
        )

    def _defence(self, d: str, scored: int, on_tonneau: bool, rule: str, how: str,
                 pts: dict[str, int], lines: list[ScoreLine]) -> None:
        """A defender's points (§9), which do not count while he is on the tonneau (§9.1)."""
        if on_tonneau:
            lines.append(ScoreLine(d, 0, "Mille §9.1", f"sur le tonneau : ses {_pts(scored)} de défense "
                                   "ne comptent pas"))
            return
        pts[d] += scored
        lines.append(ScoreLine(d, scored, rule, how))

    def _score_bomb(self, deal: _Entry, on_tonneau: Mapping[str, bool], pts: dict[str, int],
                    lines: list[ScoreLine]) -> None:
        lines.append(ScoreLine(deal.taker, 0, "Mille §6.1", f"bombe sur {deal.contract} : "
                               "donne non jouée, ni gain ni perte"))
        half = bomb_half(deal.contract)
        for d in self.players:
            if d != deal.taker:
                self._defence(d, half, on_tonneau[d], "Mille §9.3",
                              f"bombe de {deal.taker} : moitié de {deal.contract}, "
                              f"à la dizaine supérieure → {half}", pts, lines)

    def _score_defender_fault(self, deal: _Entry, pts: dict[str, int], lines: list[ScoreLine]) -> None:
        offender = deal.fault_player
        assert offender is not None
        what = FAULT_KINDS.get(deal.fault_kind or "", "faute grave")
        pts[offender] -= FAULT_PENALTY
        lines.append(ScoreLine(offender, -FAULT_PENALTY, "Mille §10",
                               f"faute grave en défense ({what}) : donne annulée, −120"))
        for p in self.players:
            if p != offender:
                lines.append(ScoreLine(p, 0, "Mille §10", f"donne annulée par la faute de {offender}"))

    def _score_taker_fault(self, deal: _Entry, on_tonneau: Mapping[str, bool], pts: dict[str, int],
                           lines: list[ScoreLine]) -> None:
        what = FAULT_KINDS.get(deal.fault_kind or "", "faute grave")
        pts[deal.taker] -= deal.contract
        lines.append(ScoreLine(deal.taker, -deal.contract, "Mille §10",
                               f"faute grave du preneur ({what}) : contrat {deal.contract} perdu"))
        assert deal.points_at_stop is not None
        for d, raw in deal.points_at_stop.items():
            # Ruling A10: the defenders keep what they had won when play stopped.
            scored = round5(raw)
            self._defence(d, scored, on_tonneau[d], "Mille §10",
                          f"acquis à l'arrêt du jeu : {_pts(raw)}{self._rounded(raw, scored)}", pts, lines)

    @staticmethod
    def _rounded(raw: int, scored: int) -> str:
        return "" if raw == scored else f" → arrondi à {scored}"

    def _score_normal(self, deal: _Entry, on_tonneau: Mapping[str, bool], bars: dict[str, int],
                      pts: dict[str, int], lines: list[ScoreLine]) -> tuple[bool, int]:
        assert deal.trick_points is not None and deal.marriages is not None
        raw: dict[str, int] = {}
        how: dict[str, str] = {}
        for p in self.players:
            tricks = deal.trick_points[p]
            marriage = sum(MARRIAGE_POINTS[s] for s in deal.marriages[p])
            raw[p] = tricks + marriage
            names = ", ".join(s.label for s in deal.marriages[p])
            how[p] = f"{tricks} de plis + {marriage} de mariage ({names}) = {raw[p]}" if marriage else str(raw[p])

        # The taker's exact total is compared (ruling A4) unless the table rounds it first.
        taker, contract = deal.taker, deal.contract
        compared = round5(raw[taker]) if self.options["round_taker_before_compare"] else raw[taker]
        shown = how[taker] + (f", arrondi à {compared}" if compared != raw[taker] else "")
        made = compared >= contract
        if made:
            pts[taker] += contract
            lines.append(ScoreLine(taker, contract, "Mille §9", f"contrat {contract} réussi ({shown} ≥ {contract})"))
        else:
            pts[taker] -= contract
            lines.append(ScoreLine(taker, -contract, "Mille §9", f"contrat {contract} chuté ({shown} < {contract})"))

        for d in self.players:
            if d == taker:
                continue
            scored = round5(raw[d])
            self._defence(d, scored, on_tonneau[d], "Mille §9",
                          f"{how[d]} {'pt' if raw[d] <= 1 else 'pts'} en défense{self._rounded(raw[d], scored)}", pts, lines)
            # §9.2: no card point in one's tricks is a bar, marriages or not (also on the tonneau, A17).
            if deal.trick_points[d] == 0:
                bars[d] += 1
                if bars[d] % 3 == 0:
                    pts[d] -= BAR_PENALTY
                    lines.append(ScoreLine(d, -BAR_PENALTY, "Mille §9.2", f"{_ordinal(bars[d], True)} barre → −120"))
                else:
                    lines.append(ScoreLine(d, 0, "Mille §9.2",
                                           f"{_ordinal(bars[d], True)} barre (aucun point dans ses plis), sans pénalité"))
        return made, compared

    def _apply_tonneau(self, state: MilleState, pts: Mapping[str, int],
                       lines: list[ScoreLine]) -> tuple[dict[str, int], dict[str, int], list[str]]:
        """§9.1: scores in 880..999 go back to 880; staying there more than the
        allowed turns drops the player to 760 (ruling A7)."""
        most = self.options["tonneau_max_turns"]
        totals: dict[str, int] = {}
        turns: dict[str, int] = {}
        fell: list[str] = []
        for p in self.players:
            before = state.totals[p]
            score = before + pts[p]
            clamped = TONNEAU < score < GOAL
            if clamped:
                lines.append(ScoreLine(p, TONNEAU - score, "Mille §9.1", f"{score} ramené à 880 (tonneau)"))
                score = TONNEAU
            turns[p] = 0
            if before == TONNEAU and score == TONNEAU:
                turns[p] = state.tonneau_turns[p] + 1
                if turns[p] > most:
                    lines.append(ScoreLine(p, -FALL_PENALTY, "Mille §9.1",
                                           f"{_ordinal(turns[p])} tour de suite sur le tonneau → retombe à 760"))
                    score -= FALL_PENALTY
                    turns[p] = 0
                    fell.append(p)
                else:
                    lines.append(ScoreLine(p, 0, "Mille §9.1",
                                           f"{_ordinal(turns[p])} tour de suite sur le tonneau (sur {most} permis)"))
            elif score == TONNEAU and not clamped:
                lines.append(ScoreLine(p, 0, "Mille §9.1", "arrive sur le tonneau (880)"))
            totals[p] = score
        return totals, turns, fell

    def _winners(self, totals: Mapping[str, int]) -> tuple[str, ...]:
        """§9 and ruling A12: the highest score of 1000 or more wins; an exact
        tie for it plays on."""
        best = max(totals.values())
        if best < GOAL:
            return ()
        leaders = [p for p in self.players if totals[p] == best]
        return tuple(leaders) if len(leaders) == 1 else ()

    def _in_seat_order(self, lines: list[ScoreLine]) -> tuple[ScoreLine, ...]:
        return tuple(sorted(lines, key=lambda line: self.players.index(line.player)))

    # -- referee (§7, §8) ------------------------------------------------------------------

    @property
    def card_order(self) -> tuple[str, ...]:
        return CARD_ORDERS[self.options["card_order"]]

    def _check_deck(self, played: Sequence[Card]) -> None:
        for card in played:
            if card.rank not in CARD_POINTS:
                raise ValueError(f"{card} : pas de 7 ni de 8 au Mille (Mille §1).")

    def trick_winner(self, cards_played: Sequence[Card], trump: Suit | None = None) -> int:
        """§7: index, in play order, of the card that takes the trick: the
        highest trump, else the highest card of the suit led."""
        self._check_deck(cards_played)
        return cards.trick_winner(cards_played, self.card_order, trump)

    def legal_plays(self, hand: Sequence[Card], trick_so_far: Sequence[Card],
                    trump: Suit | None = None) -> list[Card]:
        """§7: follow the suit led; when void, trump if a trump is set and held;
        otherwise anything. No duty to overtrump (ruling A15)."""
        if not trick_so_far:
            return list(hand)
        following = cards.must_follow_suit(hand, trick_so_far[0].suit)
        if following:
            return following
        trumps = [c for c in hand if trump is not None and c.suit == trump]
        return trumps or list(hand)

    def verify_play(self, hand: Sequence[Card], trick_so_far: Sequence[Card], trump: Suit | None,
                    card: Card) -> None:
        """Raise :class:`GraveFault` (a ``ValueError``) when playing ``card`` is
        one of the grave faults of §10, :class:`DealError` when it is not in hand."""
        if card not in hand:
            raise DealError("card", f"{card} n'est pas dans la main.", "Mille §7")
        if not trick_so_far:
            return
        led = trick_so_far[0].suit
        if card.suit == led:
            return
        if any(c.suit == led for c in hand):
            if trump is not None and card.suit == trump:
                raise GraveFault("trump_while_holding_suit",
                                 f"{card} : coupe alors que la main a du {led.label} (faute grave)", "Mille §7")
            raise GraveFault("no_follow", f"{card} : il faut fournir du {led.label} (faute grave)", "Mille §7")
        if trump is not None and card.suit != trump and any(c.suit == trump for c in hand):
            raise GraveFault("no_trump", f"{card} : sans {led.label}, il faut couper à {trump.label} "
                             "(faute grave)", "Mille §7")

    def can_play(self, hand: Sequence[Card], trick_so_far: Sequence[Card], trump: Suit | None,
                 card: Card) -> bool:
        try:
            self.verify_play(hand, trick_so_far, trump, card)
        except DealError:
            return False
        return True

    @staticmethod
    def verify_marriage(hand: Sequence[Card], suit: Suit) -> int:
        """§8: a marriage needs the Dame and the Roi of ``suit`` in hand (not in
        the trick just won); returns its value, raises :class:`GraveFault`."""
        if Card("D", suit) not in hand or Card("R", suit) not in hand:
            raise GraveFault("false_marriage", f"Mariage à {suit.label} sans la Dame et le Roi en main "
                             "(faute grave)", "Mille §8")
        return MARRIAGE_POINTS[suit]
