"""Reversis (The Hague, 1785), in English."""

MESSAGES = {
    "first_to_speak": "{player} plays first",
    "summary": "A four-player trick game where you try to take as few points as you can: the Partie, the Quinola "
               "and its Remise, the Reversis and the Espagnolette are settled in counters and chips, with the "
               "Panier (the pot). Enter the players in playing order: each one followed by their right-hand "
               "neighbour.",
    # house rules
    "option.remise_mode": "The amount of the Remise",
    "option.remise_mode.help": "Drawing the Remise takes the whole Panier (the pot) and paying it puts in as much "
                               "(the default), or only the first fund of 9 counters is drawn or paid.",
    "option.remise_mode.whole_pot": "The whole Panier",
    "option.remise_mode.fixed_fund": "The first fund (9 counters)",
    "option.esp_refund_others_factor": "A failed Espagnolette refunds what the others paid each other",
    "option.esp_refund_others_factor.help": "What was paid to the Espagnolette is always refunded double; what "
                                            "the other players paid each other for a discard, double (the "
                                            "default) or single.",
    "option.esp_refund_others_factor.2": "Double",
    "option.esp_refund_others_factor.1": "Single",
    # short headings of the score sheet
    "sheet.points": "Points",
    "sheet.first_nine_by": "Reversis",
    # score sheets: short headings, blank pads
    "sheet.panier": "Panier",
    "blank.panier": "Panier",
    "blank.events": "Quinola, Aces, Reversis",
    "blank.points": "Points",
    "blank.delta": "Chips",
    # the entry
    "entry.dealer.help": "By default the previous dealer's right-hand neighbour; the same dealer after a "
                         "redeal.",
    "entry.status": "The deal",
    "entry.status.help": "Nothing to choose for a deal played. Otherwise: card turned up or deal bought back (the "
                         "same dealer deals again), deal lost, misdeal seen after the écart (4 counters, void "
                         "deal).",
    "entry.status.played": "Played",
    "entry.status.redeal_turned_card": "Card turned up: redeal",
    "entry.status.redeal_bought": "Misdeal: deal bought back for a counter",
    "entry.status.deal_lost": "Misdeal: deal lost",
    "entry.status.void_after_ecart": "Misdeal seen after the écart: void deal",
    "entry.ecart": "The écart",
    "entry.ecart.help": "The discards under the Panier, normally 4: counted as in tricks (Ace of diamonds 5, "
                        "Quinola 4) plus 4, they make the Partie.",
    "entry.tricks": "The tricks",
    "entry.tricks.help": "How many tricks each player took; on equal points, the fewer tricks wins the Partie.",
    "entry.points": "The points in tricks",
    "entry.points.help": "Ace 4, King 3, Queen 2, Jack 1 in one's tricks; with the écart, 40 in all. The fewest "
                         "points win the Partie, the most pay it.",
    "entry.first_nine_by": "Reversis attempted by",
    "entry.first_nine_by.help": "The player who took the first nine tricks, if any: then there is no Partie and "
                                "no small payments.",
    "entry.trick10_winner": "Who took the 10th trick",
    "entry.trick10_winner.help": "If anyone other than the player attempting it takes it, the Reversis is broken.",
    "entry.trick11_winner": "Who took the 11th trick",
    "entry.trick11_winner.help": "If that player takes both, the Reversis is made.",
    "entry.espagnolette": "The Espagnolette",
    "entry.espagnolette.help": "Three Aces and the Quinola, four Aces and the Quinola, or four Aces in one hand; "
                               "enter it only if its holder used the privilege to discard.",
    "entry.espagnolette.holder": "Who held it",
    "entry.espagnolette.hand": "Their hand",
    "entry.espagnolette.hand.3A+Q": "Three Aces and the Quinola",
    "entry.espagnolette.hand.4A+Q": "Four Aces and the Quinola",
    "entry.espagnolette.hand.4A": "Four Aces",
    "entry.espagnolette.used": "Discarded by privilege",
    "entry.espagnolette.used.help": "Tick it if they discarded at least once by right of the privilege; otherwise "
                                    "they play an ordinary hand.",
    "entry.events": "The Aces and the Quinola",
    "entry.events.help": "One line per Ace or Quinola discarded, forced or led; the Quinola is always entered, "
                         "unless it is in the écart.",
    "entry.events.card": "The card",
    "entry.events.trick": "On trick no.",
    "entry.events.trick.help": "From 1 to 11; on the 1st and the 11th trick, the payment is doubled.",
    "entry.events.player": "Played by",
    "entry.events.manner": "How",
    "entry.events.manner.help": "Discarded: played on another suit. Forced: played to its own suit, led by "
                                "someone else. Led: played first to the trick by its holder.",
    "entry.events.manner.renonce": "Discarded",
    "entry.events.manner.forced": "Forced",
    "entry.events.manner.led": "Led (freely or perforce)",
    "entry.events.leader": "Who led the trick",
    "entry.events.leader.help": "For a forced card, that is the forcer; not needed for a card led.",
    "entry.events.winner": "Who took the trick",
    "entry.events.winner.help": "For a discard, that is the player who pays; not needed for a forced Ace.",
    "entry.events.claimed": "Card led: claimed by the winner of the Partie",
    "entry.events.claimed.help": "Only for an Ace or the Quinola led by its holder: it is paid to the winner of "
                                 "the Partie only if they ask for it.",
    "entry.faults": "The faults",
    "entry.faults.help": "The faults of the Laws of the game: talon card taken wrongly, card played out of turn, "
                         "revoke.",
    "entry.faults.player": "Who was at fault",
    "entry.faults.article": "The fault",
    "entry.faults.article.XLIX": "Looked at their talon card, then discarded (XLIX)",
    "entry.faults.article.LI": "Took their talon card without discarding (LI)",
    "entry.faults.article.LII": "Played out of turn (LII)",
    "entry.faults.article.LIII": "Discarded two cards (LIII)",
    "entry.faults.article.LVII": "Revoked without the Espagnolette (LVII)",
    "entry.faults.count": "How many times",
    "entry.faults.count.help": "Only a card played out of turn (LII) can be counted more than once.",
    # refusals
    "refused.same_dealer": "After a redeal, {dealer} deals again.",
    "refused.ecart_twice": "The same card is in the écart twice.",
    "refused.tricks_total": "There are always 11 tricks, not {total}.",
    "refused.tricks_reversis": "The tricks do not match the Reversis: {player} has the first nine, and the last "
                               "two go to those who took them.",
    "refused.points_total": "The points in tricks and those of the écart make 40: here {total} instead of "
                            "{expected}.",
    "refused.points_over": "With three cards in the écart, the tricks hold at most {most} points, not {total}.",
    "refused.points_tricks": "{player}: {points:p:point|points} in {tricks:p:trick|tricks} is impossible (at "
                             "most 16 points a trick).",
    "refused.first_nine_missing": "{player} took every trick: that is a Reversis, to be entered as one.",
    "refused.event_card": "{card}: only the Aces and the Quinola are entered.",
    "refused.event_twice": "{card} is entered twice.",
    "refused.event_in_ecart": "{card} is in the écart: it was not played.",
    "refused.event_needs": "{card} on trick {trick}: say who led and who took the trick.",
    "refused.renonce_won": "{card} discarded by {player}: the trick necessarily goes to someone else.",
    "refused.renonce_own_lead": "{card}: {player} cannot discard on their own lead.",
    "refused.forced_own_lead": "{card}: nobody forces themselves; {player} led this trick.",
    "refused.forced_ace_wins": "{card} forced: the Ace, the highest card, wins the trick for {player}.",
    "refused.led_by_other": "{card} led: {player} is the one who led this trick.",
    "refused.first_lead": "The first trick is led by {player}, the first hand.",
    "refused.event_reversis": "{card} on trick {trick}: does not match the Reversis attempted by {player} (who "
                              "takes the first nine tricks and leads up to the tenth).",
    "refused.winner_no_trick": "{card}: {player} has no tricks and cannot have taken this one.",
    "refused.fault_count": "Fault {article} counts once; only a card played out of turn (LII) can be repeated.",
    "refused.misdeal": "Misdeal: eleven cards to the others in three goes (once 3, twice 4), twelve to oneself, "
                       "always 4 at a time.",
    "refused.not_in_hand": "{card} is not in the hand.",
    "refused.revoke": "{card}: you must follow {led} (a revoke: 2 counters' fine).",
    # the referee: a trick, the Espagnolette's privilege
    "referee.context.trick": "The trick number",
    "referee.context.trick.help": "From 1 to 11: the Espagnolette may discard only during the first nine.",
    "referee.context.espagnolette": "The Espagnolette",
    "referee.context.espagnolette.help": "If a player has three Aces and the Quinola, or all four Aces, and uses "
                                         "the right to discard.",
    "referee.context.espagnolette.holder": "Who holds it",
    "referee.context.espagnolette.holder.help": "Their name, as written in the trick.",
    "referee.player_twice": "{player} plays twice in the same trick.",
    "referee.card_twice": "There is only one {card}.",
    "referee.wins": "{card} wins: the highest card of the suit led; there are no trumps.",
    "referee.privilege": "{card} on {led}: the Espagnolette may discard, even holding the suit, on trick {trick} "
                         "(during the first nine).",
    "referee.privilege_over": "{card}: on trick {trick}, the Espagnolette may no longer discard and must follow "
                              "{led} (a revoke: 2 counters' fine).",
    "referee.which_trick": "{card} on {led}: the Espagnolette may discard only during the first nine tricks; say "
                           "the trick number.",
    # how a payment is doubled
    "how.plain": "",
    "how.vis_a_vis": ", doubled vis-à-vis",
    "how.first": ", doubled on the first Bonne",
    "how.last": ", doubled on the last Bonne",
    "how.vis_a_vis_first": ", quadrupled (vis-à-vis and first Bonne)",
    "how.vis_a_vis_last": ", quadrupled (vis-à-vis and last Bonne)",
    # score lines: the Panier
    "line.renewal": "{payer} puts {fiches:p:chip|chips} into the Panier: the fund of 9 counters is renewed",
    "line.deal_jeton": "{payer} deals and puts their counter into the Panier",
    "line.no_contribution": "{dealer} deals the same deal again: nothing new goes into the Panier",
    "line.turned_card": "card turned up: {dealer} deals again",
    "line.buy_back": "{payer} misdealt and buys the deal back for a counter",
    "line.deal_lost": "{dealer} misdealt and loses the deal; {next} deals",
    "line.void": "{payer}: misdeal seen after the écart, 4 counters' fine; nothing is scored and the deal passes on",
    # warnings
    "line.ecart_size": "beware: {count} cards under the Panier instead of 4; they all count for the Partie",
    "line.quinola_missing": "beware: the Quinola is neither in the écart nor entered among the cards played; "
                            "no Remise is counted",
    # faults
    "line.out_of_turn": "{payer} played out of turn ({count:p:time|times}): a counter's fine each time",
    "line.revoke": "{payer} revoked: 2 counters' fine, and collects nothing from this deal",
    "line.ban_XLIX": "{player} looked at their talon card before discarding: collects nothing from this deal",
    "line.ban_LI": "{player} took their talon card without discarding: collects nothing from this deal",
    "line.ban_LIII": "{player} discarded two cards: collects nothing, except for breaking a Reversis or forcing "
                     "the Quinola",
    # the Partie
    "line.partie": "{loser} loses the Partie of {partie:p:chip|chips} and pays it to {winner}{how}",
    "line.no_partie_winner": "nobody can win the Partie: it is not paid",
    # small payments
    "line.renonce": "{player} discards {card} on trick {trick}; {payer}, who takes the trick, pays for it{how}",
    "line.quinola_placed": "{player} places the Quinola as a discard on trick {trick}; {payer}, who takes the "
                           "trick, pays them a counter{how}",
    "line.renonce_barred": "{player} discards {card}, but can collect nothing from this deal",
    "line.ace_forced": "{card} forced by {forcer} on trick {trick}: {holder} pays for it{how}",
    "line.forced_barred": "{player} forces {card}, but can collect nothing from this deal",
    "line.quinola_forced": "Quinola forced by {forcer} on trick {trick}: {holder}, who held it, pays "
                           "2 counters{how}",
    "line.quinola_forced_other": "{holder}'s Quinola forced by {forcer} on trick {trick}: {payer} pays a "
                                 "counter{how}",
    "line.consolation_barred": "{player} forces the Quinola, but is paid no consolation for it",
    "line.ace_led": "{card} led by {holder} on trick {trick}: paid to {winner}, winner of the Partie{how}",
    "line.quinola_led": "Quinola played by {holder} on trick {trick}: {holder} pays 2 counters to {winner}, "
                        "winner of the Partie{how}",
    "line.quinola_led_other": "Quinola played by {holder} on trick {trick}: {payer} pays a counter to {winner}, "
                              "winner of the Partie{how}",
    "line.not_claimed": "{player} did not claim the payment for {card} led: nothing is paid",
    "line.esp_refund": "{holder}, failed Espagnolette, refunds {payer} {factor} × {fiches:p:chip|chips} "
                       "(discard paid to {payee})",
    "line.refund_barred": "{player} collects nothing from this deal: the failed Espagnolette refunds them nothing",
    # the Remise
    "line.draws_placed": "{player} placed the Quinola and draws the Remise: {fiches:p:chip|chips}",
    "line.draws_reversis": "{player} makes the Reversis after playing the Quinola before the Bonne: draws the "
                           "Remise as well, {fiches:p:chip|chips}",
    "line.makes_forced": "{payer} had the Quinola forced and pays the Remise: {fiches:p:chip|chips}",
    "line.makes_led": "{payer} had to play the Quinola and pays the Remise: {fiches:p:chip|chips}",
    "line.makes_esp": "{payer}, failed Espagnolette, had placed the Quinola: pays the Remise, "
                      "{fiches:p:chip|chips}",
    "line.makes_broken": "{payer} had played the Quinola before the Bonne and their Reversis is broken: pays the "
                         "Remise as well, {fiches:p:chip|chips}",
    "line.no_placement": "{player} can collect nothing from this deal: their Quinola is not placed, no Remise",
    "line.quinola_late": "{player} played the Quinola on trick {trick}, in the Bonne: no Remise",
    "line.quinola_plain": "Reversis deal: {player}'s Quinola is only a Jack of hearts, no Remise",
    # the Reversis
    "line.no_small_payments": "Reversis deal: no Partie, and the deal's small payments are refunded",
    "line.made_side": "{player} makes the Reversis: {payer} pays them 16 chips",
    "line.made_opposite": "{player} makes the Reversis: {payer}, sitting opposite, pays them 32 chips",
    "line.esp_pays_made": "{player} makes the Reversis: {holder}, the Espagnolette, pays all 64 chips alone",
    "line.reversis_barred": "{player} takes every trick, but can collect nothing from this deal",
    "line.broken": "{player} breaks, in the Bonne, the Reversis attempted by {payer}, who pays them 64 chips",
    "line.esp_pays_broken": "{player} breaks the Reversis attempted by {undertaker}: {holder}, the Espagnolette, "
                            "pays all 64 chips alone",
    "line.breaker_barred": "{player} breaks the Reversis, but is paid nothing",
    # summaries
    "summary.partie": "Partie of {partie}: {winner} wins, {loser} pays",
    "summary.no_partie": "Partie of {partie} not paid",
    "summary.made": "Reversis by {player}",
    "summary.broken": "{player}'s Reversis broken by {breaker}",
    "summary.turned_card": "Card turned up: {dealer} deals again",
    "summary.bought": "Misdeal: {dealer} buys the deal back",
    "summary.deal_lost": "Misdeal: {dealer} loses the deal",
    "summary.void": "Void deal: misdeal by {dealer}",
    "summary.with_panier": "{summary} · Panier {panier}",
    # facts
    "fact.balance": "Balance in chips",
    "fact.balance_jetons": "Balance in counters and chips",
    "fact.in_jetons": "{jetons:p:counter|counters} {fiches:p:chip|chips}",
    "fact.in_jetons_round": "{jetons:p:counter|counters}",
    "fact.panier": "Panier (chips)",
    "fact.panier_jetons": "Panier in counters and chips",
    "fact.dealer": "Dealer",
    "fact.first_fund": "First fund of the Panier",
    # reminders
    "reminder.points": "In tricks: Ace 4, King 3, Queen 2, Jack 1, the others nothing; 40 in all. No 10s, no "
                       "trumps, always follow suit.",
    "reminder.partie": "The Partie: the écart counted (Ace of diamonds 5, Quinola 4) plus 4 chips; the player "
                       "with the most points pays it to the one with the fewest, doubled vis-à-vis.",
    "reminder.ties": "On equal points, fewer tricks wins, then the best placed: the dealer, then their left.",
    "reminder.panier": "Panier: 2 counters each and 3 from the dealer when it holds less than 9 counters; "
                       "otherwise one counter from the dealer each deal. 1 counter = 5 chips.",
    "reminder.quinola": "Quinola placed as a discard: you draw the Remise; forced or played: you pay it.",
    "reminder.payments": "Ace discarded 1 chip (Ace of diamonds 2), Quinola 1 counter; Ace forced 1 chip, Quinola "
                         "forced 2 counters plus 1 from each; doubled vis-à-vis and on the first and last Bonne.",
    "reminder.reversis": "Reversis made: 16 chips from each neighbour, 32 from the player opposite; broken: 64 "
                         "chips to whoever breaks it.",
    "reminder.espagnolette": "Espagnolette: may discard on the first nine tricks; with no trick it wins the "
                             "Partie, with one trick it loses it and refunds double.",
    "reminder.faults": "Revoke 2 counters, card out of turn 1 counter, misdeal after the écart 4 counters; the "
                       "player at fault collects nothing from the deal.",
}
