"""Duel à Las Vegas, in English."""

_PLURALS = {14: "Aces", 13: "Kings", 12: "Queens", 11: "Jacks"}
_HIGH = {14: "Ace", 13: "King", 12: "Queen", 11: "Jack"}

MESSAGES = {
    "deal_name": "Hand",
    "summary": "A poker duel for two: each player turns cards from their own 54-card pack, the weaker hand "
               "concedes or draws again, and the first to win 6 hands wins the game.",
    # house rules
    "option.wheel_straight": "The straight Ace-2-3-4-5",
    "option.wheel_straight.help": "House rule: the Ace also counts as 1 to make the straight 5-4-3-2-Ace "
                                  "(5 high). By default the Ace is only the highest card (LV §3).",
    # the score sheet
    "sheet.winner": "Winner",
    "sheet.cards_used": "Cards",
    # score sheets: short headings, blank pads
    "sheet.remaining": "Left",
    "blank.winner": "Winner",
    "blank.main": "Hand",
    "blank.cards": "Cards",
    "blank.mains": "Hands won",
    # the entry
    "entry.winner": "The winner of the hand",
    "entry.winner.help": "The player who sets a card aside. Empty only if both packs ran out with nobody "
                         "winning the hand.",
    "entry.end": "How the hand ended",
    "entry.end.help": "By default the weaker player conceded; change it when they had to turn a card and "
                      "their pack was empty.",
    "entry.end.concession": "The weaker player conceded",
    "entry.end.exhausted": "Pack empty, they could not draw",
    "entry.mains": "The hands turned",
    "entry.mains.help": "Optional: each player's cards in the order they were turned; the referee then "
                        "checks that the loser really was the weaker.",
    "entry.cards_used": "The cards turned",
    "entry.cards_used.help": "How many cards each player took from their pack during this hand "
                             "(not needed if the hands are entered).",
    # describing a hand
    "hand.straight_flush": "{high}-high straight flush",
    "hand.quinte": "{high}-high straight",
    "hand.carre": "four {of}{kickers}",
    "hand.full": "{to} full of {by}",
    "hand.couleur": "flush in {suit} ({ranks})",
    "hand.brelan": "three {of}{kickers}",
    "hand.double_paire": "two pair, {high} and {low}{kickers}",
    "hand.paire": "pair of {of}{kickers}",
    "hand.isolee": "high card {ranks}",
    "hand.kickers": " with {ranks:and}",
    "hand.then": "{first}, then {rest}",
    "hand.with_jokers": "{hand} (joker as {cards:and})",
    "hand.empty": "no cards",
    **{f"of.{v}": _PLURALS.get(v, f"{v}s") for v in range(2, 15)},
    **{f"aux.{v}": _PLURALS.get(v, f"{v}s") for v in range(2, 15)},
    **{f"to.{v}": _HIGH.get(v, str(v)) for v in range(2, 15)},
    **{f"plural.{v}": _PLURALS.get(v, f"{v}s") for v in range(2, 15)},
    # the referee: two hands compared (LV §4, §4.1, §6)
    "referee.hands": "The two hands",
    "referee.hands.help": "The cards each player turned (order does not matter), jokers included.",
    "referee.two_mains": "The referee compares two hands, one per player ({n} given).",
    "referee.name": "« {key} »: a player's name is expected (30 characters at most).",
    "referee.no_main": "{player}'s hand is missing.",
    "referee.stronger": "{player}: {why}",
    "referee.beats": "{win} against {lose}; {detail}.",
    "referee.then": "the best five cards are exactly equal ({same}); the rest decides: {words}",
    "referee.longer": "the best five cards are exactly equal ({first}); only this hand has other cards "
                      "({rest}), and a missing hand loses.",
    "referee.category": "{better} always beats {worse}",
    "referee.card": "with equal combinations, the first card that differs decides: {rank} against {other}",
    "referee.missing": "with equal combinations, the first card that differs decides: {rank} against a "
                       "missing card, which is worth nothing",
    "referee.equal": "Both hands are worth exactly the same ({hand}): nobody concedes, both players draw.",
    "referee.kind.straight_flush": "a straight flush",
    "referee.kind.carre": "four of a kind",
    "referee.kind.full": "a full house",
    "referee.kind.couleur": "a flush",
    "referee.kind.quinte": "a straight",
    "referee.kind.brelan": "three of a kind",
    "referee.kind.double_paire": "two pair",
    "referee.kind.paire": "a pair",
    "referee.kind.isolee": "a high card",
    # refusals
    "refused.third_joker": "{player} has only two jokers in their pack.",
    "refused.card_twice": "{card} has already been turned: {player} has only one in their pack.",
    "refused.cards_used_required": "Say how many cards each player turned, or enter the hands.",
    "refused.no_card": "{player} still has {left:p:card|cards}: they turn at least one card in every hand.",
    "refused.pack_overflow": "{player} cannot turn {used:p:card|cards}: they have only {left} left "
                             "(a pack has only 54 cards).",
    "refused.main_length": "{player} has a hand of {cards:p:card|cards} but {used} are given as turned.",
    "refused.null_winner": "A hand with no winner is only possible when both packs have run out.",
    "refused.empty_pack_wins": "{player} has emptied their pack: {other} wins the hand with a single card.",
    "refused.one_card": "Against an empty pack, {player} wins by turning a single card.",
    "refused.must_be_exhausted": "{player} has no card left: the hand ends because the pack ran out, "
                                 "not by concession.",
    "refused.not_exhausted": "{player} still has {left:p:card|cards}: they were not forced to give up.",
    "refused.void_not_equal": "A hand with no winner requires two exactly equal hands.",
    "refused.exhausted_stronger": "The loser ({loser}) was stronger than the winner ({winner}): "
                                  "they did not have to draw.",
    "refused.equal": "The two hands are exactly equal ({winner}): nobody can concede, both draw.",
    "refused.conceded_stronger": "The loser ({loser}) was not the weaker against {winner}: "
                                 "the stronger hand does not concede.",
    # score lines
    "line.concession": "wins the hand: {loser} concedes{how}",
    "line.exhausted": "wins the hand: {loser} can no longer draw{how}",
    "line.how": " ({winner} against {loser})",
    "line.void": "no winner: both packs have run out",
    "line.pack_empty": "pack empty",
    "line.six": "{total} hands won: wins the game",
    "line.more_mains": "packs empty, {total:p:hand|hands}: the most hands won, wins the game",
    "line.draw": "packs empty with equal hands won ({total:p:hand|hands}): no winner",
    # summaries
    "summary.concession": "{winner} (concession)",
    "summary.exhausted": "{winner} (pack empty)",
    "summary.void": "No winner",
    # facts
    "fact.remaining": "Cards in the pack",
    "fact.goal": "Hands to win",
    # reminders
    "reminder.combinations": "From strongest to weakest: straight flush, four of a kind, full house, flush, "
                             "straight, three of a kind, two pair, pair, high card.",
    "reminder.short": "A missing card is worth less than any card present: [King] loses to [King, 2].",
    "reminder.jokers": "A joker stands for any card not already in the hand: no fifth Ace.",
    "reminder.play": "After each card, the weaker hand concedes or draws; if exactly equal, both draw.",
    "reminder.split": "Beyond 5 cards: the best 5-card hand, then the rest, which only separates "
                      "identical first hands.",
    "reminder.goal": "First to 6 hands wins; packs empty: the most hands, otherwise no winner.",
}
