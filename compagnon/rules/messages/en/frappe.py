"""Frappe, in English."""

_NAMES = {"A": "Aces", "R": "Kings", "D": "Queens", "V": "Jacks"}
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")

MESSAGES = {
    # score sheets: short headings, blank pads
    "sheet.captured": "Cards",
    "blank.frappes": "Announcements and frappes",
    "blank.cards": "Cards",
    "deal_name": "Hand",
    "summary": "A two-player fishing game where only ranks count: you capture by pairs and runs, strike the card "
               "your opponent has just laid (the frappe), play your low cards in place, and the first to 61 points "
               "wins.",
    # the entry
    "entry.dealer.help": "By default, the dealer changes every hand.",
    "entry.rounds": "The dealing rounds",
    "entry.rounds.help": "Eight rounds of 3 cards to each player, entered card by card on the pad.",
    "entry.rounds.announce": "The announcements",
    "entry.rounds.announce.help": "What each player declared on seeing their 3 cards, without naming the rank.",
    "entry.rounds.announce.none": "Nothing",
    "entry.rounds.announce.paire": "Pair",
    "entry.rounds.announce.brelan": "Three of a kind",
    "entry.rounds.plays": "The cards played",
    "entry.rounds.plays.help": "In playing order: the dealer's opponent, the dealer, and so on (6 cards).",
    "entry.rounds.plays.rank": "The rank",
    "entry.rounds.plays.decline_capture": "Played in place without capturing",
    "entry.rounds.plays.decline_capture.help": "The player gives up a capture to lay their card in place.",
    "entry.rounds.claims": "The combinations called out",
    "entry.rounds.claims.help": "A player calls out the pair or three of a kind the opponent held without "
                                "announcing it.",
    "entry.extension": "The extension",
    "entry.extension.help": "The 4 cards the dealer turns up after the 2nd deal; the pad takes them one at a "
                            "time, in order.",
    "entry.extension.dealt": "The cards turned up",
    "entry.extension.dealt.help": "From left to right, as they were turned up.",
    "entry.extension.dealt.short": "cards",
    "entry.extension.swap12": "1st and 2nd swapped",
    "entry.extension.swap34": "3rd and 4th swapped",
    "entry.extension.direction": "The counting direction",
    "entry.extension.direction.short": "direction",
    "entry.extension.direction.ltr": "Left to right",
    "entry.extension.direction.rtl": "Right to left",
    # the referee: what a card does on the table (Fr §6 to §6.3)
    "referee.context.table": "The cards on the table",
    "referee.context.table.help": "The ranks of the face-up cards in the middle, before the card played; a "
                                  "pending frappe or contre-frappe is still there.",
    "referee.context.previous": "The card the opponent has just played",
    "referee.context.previous.help": "In this same dealing round; leave empty at the start of a round.",
    "referee.context.previous.rank": "Its rank",
    "referee.context.previous.effect": "What it did",
    "referee.effect.stayed": "It stayed on the table",
    "referee.effect.capture": "It captured cards",
    "referee.effect.frappe": "A frappe, still pending",
    "referee.effect.contre_frappe": "A contre-frappe, still pending",
    "referee.context.last_card": "This is the last card of the hand",
    "referee.context.last_card.help": "The dealer's 3rd card in the 8th round: no nettoyage.",
    "referee.combination": "The card played",
    "referee.combination.rank": "Its rank",
    "referee.combination.decline_capture": "Laid in place without capturing",
    "referee.combination.decline_capture.help": "The player gives up a capture to play their card in place.",
    "referee.then": "{first} {rest}",
    "referee.capture": "A pair of {of} with the table: {count} cards go to the player's winnings, the card played "
                       "included.",
    "referee.capture_suite": "A pair of {of} with the table, and the run climbing above it ({taken:and}): {count} "
                             "cards go to the player's winnings, the card played included.",
    "referee.frappe": "This is a frappe: the card the opponent has just laid had stayed on the table. "
                      "{points:p:point|points}, won unless the opponent counters with another {rank} on their "
                      "next card.",
    "referee.frappe_last": "This is a frappe: the card the opponent has just laid had stayed on the table. "
                           "{points:p:point|points}, won at once: no card follows.",
    "referee.nettoyage": "Nettoyage: the whole table formed a run ({suite}); it scores {points:p:point|points}, "
                         "the value of its last card ({last}).",
    "referee.no_nettoyage_last": "The table formed a run, but there is no nettoyage on the last card of the hand.",
    "referee.could_place": "Capturing is compulsory, except to play in place: here the player could give up the "
                           "capture and score {points:p:point|points} in place.",
    "referee.en_place": "Nothing to capture: the {rank} makes {count:p:card|cards} on the table, so it is in "
                        "place and scores {count:p:point|points}.",
    "referee.declined": "Giving up a capture to play in place is allowed: the {rank} makes {count:p:card|cards} "
                        "on the table and scores {count:p:point|points}.",
    "referee.stays": "No card to pair with: the card stays on the table ({count:p:card|cards}), without being in "
                     "place.",
    "referee.contre": "Contre-frappe: a third {rank} on the opponent's frappe, which scores nothing and captures "
                      "nothing. {points:p:point|points}{inherited} and {count} cards, won unless the opponent "
                      "does pénitence with the fourth {rank} on their next card.",
    "referee.inherited": " ({triple} for the three of a kind, {points} for the nettoyage the frappe would have "
                         "scored)",
    "referee.penitence": "Pénitence: the fourth {rank} on the opponent's contre-frappe, which scores nothing. The "
                         "game is won on the spot.",
    "referee.confirmed_frappe": "The opponent's frappe (pair of {of}) stands: they take {count} cards and score "
                                "{points:p:point|points}.",
    "referee.confirmed_contre": "The opponent's contre-frappe (three {of}) stands: they take {count} cards and "
                                "score {points:p:point|points}.",
    "referee.previous_stayed": "If the opponent's card stayed on the table, there is at least one {rank} on the "
                               "table.",
    "referee.previous_frappe": "A pending frappe leaves at least {n} {rank} on the table: the card struck and the "
                               "one striking it.",
    "referee.previous_contre_frappe": "A pending contre-frappe leaves at least {n} {rank} on the table.",
    # words
    # ``of`` is the plural rank alone in English: "pair of {of}", "three {of}"
    **{f"of.{r}": _NAMES.get(r, r + "s") for r in _RANKS},
    **{f"plural.{r}": _NAMES.get(r, r + "s") for r in _RANKS},
    "nature.paire": "pair",
    "nature.brelan": "three of a kind",
    "end.score": "{player} has reached 61 points",
    "end.penitence": "{player} did pénitence",
    # the manche entered card by card
    "live.plays": "{player} plays {card}{does}",
    "live.plays_en_place": "{player} plays {card} in place, without capturing{does}",
    "live.frappe": " — frappe!",
    "live.frappe_nettoyage": " — frappe and nettoyage!",
    "live.contre": " — contre-frappe!",
    "live.contre_nettoyage": " — contre-frappe and nettoyage!",
    "live.penitence": " — pénitence, wins the game!",
    "live.takes": " — takes {cards} cards",
    "live.takes_nettoyage": " — nettoyage, takes {cards} cards",
    "live.en_place": " — in place",
    "live.stays": "",
    "live.round": "{n:ord} round",
    "live.card": "{n:ordf} card",
    "live.announces": "{player} announces: {nature} ({round})",
    "live.claims": "{player} calls out the combination the other did not announce ({round})",
    "live.extension_turning": "{player} turns up the extension: {cards} ({n} of 4)",
    "live.extension": "{player} turns up the extension: {cards}; {how}",
    "live.swap12": "1st and 2nd swapped",
    "live.swap34": "3rd and 4th swapped",
    "live.ltr": "left to right",
    "live.rtl": "right to left",
    "live.for": "{player}: {line}",
    "live.missing": "{card} of the {round} ({player})",
    "pad.over": "{reason}: confirm the hand.",
    "pad.manche_over": "All eight rounds are played: confirm the hand.",
    "pad.extension": "{player} turns up the extension: {n:ordf} card",
    "pad.extension_help": "From left to right, in the order they are turned up.",
    "pad.arrange": "The extension scores {points:p:point|points}",
    "pad.arrange_help": "The dealer may swap the 1st and 2nd, the 3rd and 4th, and count in either direction.",
    "pad.arrange_swap12": "Swap the 1st and 2nd: {points:p:point|points}",
    "pad.arrange_swap34": "Swap the 3rd and 4th: {points:p:point|points}",
    "pad.arrange_ltr": "Count from left to right: {points:p:point|points}",
    "pad.arrange_rtl": "Count from right to left: {points:p:point|points}",
    "pad.arrange_best": "The best arrangement: {points:p:point|points}",
    "pad.best": "The best",
    "pad.announce": "Announcements of the {round}",
    "pad.announce_help": "Before the round's 1st card; nothing to enter for a player who announces nothing.",
    "pad.announced": "So far: {said:and}",
    "pad.said": "{player} {nature}",
    "pad.announce_paire": "Announce a pair",
    "pad.announce_brelan": "Announce three of a kind",
    "pad.play": "{player} plays: {card} of the {round}",
    "pad.fill": "To enter again: {card} of the {round}, played by {player}",
    "pad.hint": "{card}{does}",
    "pad.table": "On the table: {cards}",
    "pad.table_empty": "The table is empty.",
    "pad.all_out": "{ranks}: all four are already out",
    "pad.decline": "In place, without capturing",
    "pad.decline_help": "Give up a capture to lay an Ace, a 2, a 3 or a 4 in place.",
    "pad.decline_hint": "{card} laid in place, +{points}, instead of capturing",
    "pad.decline_any": "{card} laid in place, without capturing",
    "pad.claim": "{player} calls out",
    "pad.claim_paire": "{player} did not announce their pair of {of}: +{points}",
    "pad.claim_brelan": "{player} did not announce their three {of}: +{points}",
    "advice.unfinished": "The hand has only {rounds:p:round|rounds} of 8 and nobody has won: once confirmed, no "
                         "other hand can start until it is completed.",
    # refusals
    "refused.live_over": "The game is over ({reason}): confirm the hand.",
    "refused.live_event": "This button does not match anything here: reload the page.",
    "refused.live_manche_over": "All eight rounds of the hand are played: confirm the hand.",
    "refused.live_who": "Choose the player first.",
    "refused.live_announce_late": "Announcements come before the round's 1st card: this round has started.",
    "refused.live_extension_when": "The extension is turned up after the 2nd deal, before the 1st card of the 2nd "
                                   "round.",
    "refused.live_extension_full": "The extension already has its 4 cards: remove it to enter it again.",
    "refused.live_extension_short": "The extension has only {n:p:card|cards} of 4.",
    "refused.fifth": "A 52-card pack holds only four {of}.",
    "refused.decline": "You give up a capture only to play a card in place: this {rank} would make "
                       "{count:p:card|cards} on the table.",
    "refused.decline_answer": "A contre-frappe or a pénitence is not played in place.",
    "refused.short_round": "This round has only {n:p:card played|cards played} of 6: only the last round entered "
                           "may be unfinished.",
    "refused.claim_unfinished": "The round is not over: a combination is called out at the end of the round.",
    "refused.claim_nothing": "{player} had no unannounced pair or three of a kind to call out.",
    "refused.open_manche": "The previous hand is not finished: complete it before starting another.",
    "refused.extension_missing": "The extension is turned up after the 2nd deal: enter it.",
    "refused.extension_early": "The extension is turned up only after the 2nd deal.",
    "refused.extension_after_end": "The game ended before the extension was turned up.",
    "refused.after_end_round": "The game is over ({reason}): no round follows.",
    "refused.after_end_play": "The game is over ({reason}): no card follows.",
    # score lines
    "line.en_place": "{rank} played in place ({count:p:card|cards} on the table)",
    "line.frappe": "frappe: pair of {of} on the card the opponent has just laid",
    "line.contre": "contre-frappe: three {of}, triple a frappe",
    "line.frappe_cancelled": "frappe (pair of {of}) cancelled: {player} plays a contre-frappe",
    "line.contre_cancelled": "contre-frappe (three {of}) cancelled: {player} does pénitence",
    "line.penitence": "pénitence: four {of}, wins the game on the spot",
    "line.nettoyage": "nettoyage: the whole table taken, the run ends with {last}",
    "line.announce_paire": "pair of {of} announced, the highest",
    "line.announce_brelan": "three {of} announced, the highest",
    "line.announce_tie": "pairs of {of} on both sides: the dealer's opponent scores",
    "line.false_announce": "announced “{nature}”, which does not match their cards: nothing",
    "line.claim_paire": "calls out the pair of {of} that {player} did not announce",
    "line.claim_brelan": "calls out the three {of} that {player} did not announce",
    "line.extension_place": "extension: {rank} in {n:ordf} position",
    "line.extension_2": "extension: pair of {of} with the table",
    "line.extension_3": "extension: three {of} with the table",
    "line.extension_4": "extension: four {of} with the table",
    "line.extension_nothing": "extension with no card in place and no combination",
    "line.leftovers": "takes {n:p:card left|cards left} on the table (last to capture)",
    "line.difference": "{mine} cards taken against {theirs}: the difference",
    "line.reaches": "{total} points: wins the game",
    # summaries
    "summary.manche": "Hand complete",
    "summary.open": "Hand in progress ({rounds:p:round|rounds})",
    "summary.score": "{player} reaches 61",
    "summary.penitence": "Pénitence: {player} wins",
    # facts
    "fact.goal": "Goal",
    "fact.table": "On the table",
    "fact.captured": "Cards taken this hand",
    "fact.round": "Round",
    "fact.missing": "To enter again",
    # reminders
    "reminder.values": "Card values: King 4, Queen 3, Jack 2, 10 down to Ace 1.",
    "reminder.announce": "Announcements: pair = the value, three of a kind = triple; the highest true "
                         "announcement scores, and a combination kept quiet can be called out by the opponent.",
    "reminder.capture": "A card takes its pair on the table and the run climbing above it (King then Ace).",
    "reminder.frappe": "Frappe: take the card the opponent has just laid (the value); contre-frappe with the 3rd "
                       "(triple); pénitence with the 4th: wins the game.",
    "reminder.en_place": "In place: an Ace, 2, 3 or 4 laid when it makes that many cards on the table.",
    "reminder.nettoyage": "Nettoyage: take the whole table when it forms a run; scores the run's last card.",
    "reminder.extension": "Extension: a card at the position of its number scores that number; a pair, three or "
                          "four of a kind with the table scores 1, 3 or 6 times the value.",
    "reminder.goal": "At the end of the hand, the difference in cards taken; the first to 61 wins, even in the "
                     "middle of play.",
}
