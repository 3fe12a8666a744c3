"""Tarot double détente (and Triple-Détente), in English."""

MESSAGES = {
    # the referee (compagnon/rules/referee.py)
    "referee.context.modification": "The turned card (Modifications)",
    "referee.context.modification.help": "A suit card other than a Knight reverses the order of its suit for the "
                                         "half; only with the Modifications rule.",
    "referee.context.modification.card": "The card turned after the deal",
    "referee.context.modification.second_card": "The card turned after the bids",
    "referee.context.modification.second_card.help": "Only when the first one was the Excuse.",
    "referee.context.trick_number": "The trick number",
    "referee.context.trick_number.help": "From 1 to 13; the Excuse played in the 13th trick costs its player 5 "
                                         "points.",
    "referee.wins_trump": "The highest trump in the trick wins: {card}.",
    "referee.wins_suit": "With no trump in the trick, the highest card of the suit led ({suit}) wins: {card}.",
    "referee.excuse_led": "The Excuse leads: the next card, {card}, sets the suit led.",
    "referee.excuse_never": "The Excuse never wins a trick.",
    "referee.reversed": "The turned card reversed the order in {suit}: there the Ace is the highest, the King the "
                        "lowest.",
    "referee.petit": "The Petit scores 2 points for whoever wins the trick.",
    "referee.petit_last": "The Petit in the last trick scores 2 points, and 5 more, for whoever wins the trick.",
    "referee.cavaliers": "Cavalry: {n:p:Knight|Knights} in the trick, 2 points each for whoever wins it.",
    "referee.ace_wins": "Winning Ace: each opponent of the player who wins the trick loses 10 points.",
    "referee.excuse_last": "The Excuse played in the last trick: {player} loses 5 points.",
    "referee.card_twice": "{card} appears twice in the trick; the pack has only one.",
    "referee.player_twice": "{player} plays twice in the same trick.",
    "referee.excuse_alone": "The Excuse alone is not a trick: it never wins, the next card is needed.",
    "referee.then": "{first} {then}",
    "summary": "Contract trick-taking with a tarot pack: each round is played in two halves of the pack, each "
               "player bids the number of tricks they will take, and the first to 200 points at the end of a "
               "round wins.",
    "variant.double": "Double détente (3 players, 2 halves)",
    "variant.triple": "Triple-Détente (2 players, 3 thirds)",
    # house rules
    "option.opt_cavalerie": "Cavalry",
    "option.opt_cavalerie.help": "Each Knight won scores 2 points (Cavalerie, TDD §8.1).",
    "option.opt_modifications": "Modifications",
    "option.opt_modifications.help": "A card turned after the deal changes the 1st half (or the first 2 "
                                     "thirds): a trump, only the exact contract counts; a Knight, bonuses doubled; "
                                     "another card, the order of its suit reversed (TDD §8.2).",
    "option.opt_as_gagnant": "Winning Ace",
    "option.opt_as_gagnant.help": "Each trick won with an Ace costs each opponent 10 points (As gagnant, "
                                  "TDD §8.3).",
    "option.opt_tout_ou_rien": "All or nothing",
    "option.opt_tout_ou_rien.help": "Against an opponent on 100 points or more: exact contract, they lose your "
                                    "bonus; otherwise you score nothing (Tout ou rien, TDD §8.4).",
    "option.fault_penalty_third_tiers": "Fault penalty in the 3rd third",
    "option.fault_penalty_third_tiers.help": "The booklet does not give it: 30 as in the 2nd, or more if the "
                                             "table decides.",
    # short headings of the score sheet
    "sheet.petit_winner": "Petit",
    "sheet.contract": "Contract",
    "sheet.tricks": "Tricks",
    # score sheets: short headings, blank pads
    "sheet.manche": "Round",
    "blank.petit": "Petit",
    "blank.contract": "Contract",
    "blank.tricks": "Tricks",
    # the entry
    "entry.dealer.help": "They deal every half of the round; their neighbour deals the next round.",
    "entry.speaking_order": "The order of the bids",
    "entry.speaking_order.help": "With two players, only if the other player spoke first.",
    "entry.fault": "The fault that stops play",
    "entry.fault.help": "The offender loses 20 points (30 later on) and nobody scores anything else: leave the "
                        "rest empty.",
    "entry.contract": "The contracts",
    "entry.contract.help": "The tricks bid, from 0 to 13. With two players, the second cannot bring the sum to 13.",
    "entry.tricks": "The tricks taken",
    "entry.tricks.help": "Each player scores their tricks, plus a bonus when they finish within 2 tricks of their "
                         "contract.",
    "entry.petit_winner": "The Petit won by",
    "entry.petit_winner.help": "+2; “—” if it was not in this half of the pack.",
    "entry.petit_in_last_trick": "The Petit fell in the last trick",
    "entry.petit_in_last_trick.help": "5 more points for the player who won it.",
    "entry.excuse_last_trick_by": "The Excuse played in the last trick by",
    "entry.excuse_last_trick_by.help": "−5 for the player who played it.",
    "entry.modification": "The turned card",
    "entry.modification.help": "Trump: only the exact contract has a bonus; Knight: bonuses doubled; other card: "
                               "its suit is reversed.",
    "entry.modification.card": "The card turned after the deal",
    "entry.modification.second_card": "The card turned after the bids",
    "entry.modification.second_card.help": "Only when the first one was the Excuse.",
    "entry.tout_ou_rien": "All or nothing",
    "entry.tout_ou_rien.help": "For a player who declares one, the opponent aimed at (100 points or more).",
    "entry.cavaliers_won": "The Knights won",
    "entry.cavaliers_won.help": "+2 each.",
    "entry.aces_winning": "The tricks won by an Ace",
    "entry.aces_winning.help": "By a suit Ace, not the Petit: −10 to each opponent per trick.",
    # the parts of a manche
    "part.double": "{n:ordf} half",
    "part.triple": "{n:ordf} third",
    # faults a referee can name
    "fault.no_follow": "did not follow the suit led",
    "fault.trump_while_holding_suit": "trumped while holding the suit led",
    "fault.no_trump": "did not trump when they had to",
    "fault.no_overtrump": "did not go higher in trumps when they could",
    # refusals
    "refused.not_in_hand": "{card} is not in the hand.",
    "refused.trump_holding_suit": "{card}: trumps while the hand holds {led} (fault).",
    "refused.no_follow": "{card}: {led} was led, you must follow suit (fault).",
    "refused.no_follow_trump": "{card}: trumps were led, you must play a trump (fault).",
    "refused.no_trump": "{card}: void in {led}, you must trump (fault).",
    "refused.no_overtrump": "{card}: you must play above trump {top} when you can (fault).",
    "refused.speaking_order": "The order of the bids must name each player exactly once.",
    "refused.sum_13": "The second player cannot bid {value}: the contracts would add up to 13 ({player} speaks "
                      "second).",
    "refused.trick_total": "The tricks must add up to 13, not {total}.",
    "refused.petit_twice": "The Petit has already been played in this round.",
    "refused.petit_no_trick": "{player} won no trick, so cannot have won the Petit.",
    "refused.petit_last_alone": "The Petit in the last trick: also say who won it.",
    "refused.excuse_twice": "The Excuse has already been played in the last trick in this round.",
    "refused.option_off": "This rule is not in force in this game ({option}).",
    "refused.modification_half": "Modifications apply only to the 1st half (or to the first 2 thirds).",
    "refused.second_card_needed": "The Excuse was turned: a second card sets the modification.",
    "refused.second_card_excuse": "The second card cannot be the Excuse.",
    "refused.second_card_only_after_excuse": "A second card is turned only after the Excuse.",
    "refused.target_self": "{player} cannot aim an all or nothing at themselves.",
    "refused.target_below": "The target of an all or nothing must have at least 100 points ({target} has "
                            "{total}).",
    "refused.cavaliers_manche": "There are only 4 Knights in a round ({before} already counted, {now} more).",
    "refused.aces_manche": "There are only 4 Aces in a round ({before} already counted, {now} more).",
    "refused.aces_tricks": "{player}: {aces} tricks won by an Ace out of {tricks:p:trick|tricks} won.",
    # score lines
    "line.contract": "contract {contract}, {tricks:p:trick|tricks} (off by {diff}): {tricks} + {bonus} bonus",
    "line.petit": "wins the Petit: +2",
    "line.petit_last": "the Petit in the last trick: +5",
    "line.cavaliers": "{n:p:Knight won|Knights won}: +2 each",
    "line.excuse_last": "the Excuse played in the last trick: −5",
    "line.ace": "{player} wins {n:p:trick|tricks} with an Ace: −10 each",
    "line.tout_ou_rien": "all or nothing made by {player}: loses {player}'s bonus of {bonus}",
    "line.tout_ou_rien_failed": "all or nothing missed (contract {contract}, {tricks:p:trick|tricks}): scores "
                                "nothing (instead of {lost})",
    "line.turned_exact_only": "{card} turned: only the exact contract earns a bonus",
    "line.turned_doubled": "{card} turned: contract bonuses are doubled",
    "line.turned_reversed": "{card} turned: the order of the suit is reversed, bonuses unchanged",
    "line.fault": "fault in the {part}: play stopped, −{penalty}",
    "line.stopped": "play stopped by {offender}'s fault: nothing scored",
    "line.wins": "{total} points at the end of the round: wins the game",
    "line.tie": "{players:and} tied for the lead on {total}: another round is played",
    # summaries
    "summary.half": "Round {manche}, {part}: exact contract for {exact:and}",
    "summary.half_none": "Round {manche}, {part}: no exact contract",
    "summary.fault": "Round {manche}, {part}: fault by {player}",
    # facts
    "fact.manche": "Round",
    "fact.half": "Current part",
    "fact.bonus": "Contract bonus",
    "fact.bonus_table": "exact {exact}, ±1 {one}, ±2 {two}",
    "fact.petit_won": "Petit already played this round",
    "fact.excuse_used": "Excuse already played in the last trick",
    "fact.goal": "Goal",
    # reminders
    "reminder.contracts": "Each player bids once, a number of tricks from 0 to 13.",
    "reminder.scoring": "You score your tricks, plus a bonus: exact 10, one trick off 5, two tricks off 2; in "
                        "the 2nd half 20, 10, 5.",
    "reminder.petit": "The Petit scores 2 points for whoever wins it, 5 more if it falls in the last trick.",
    "reminder.excuse": "The Excuse never wins; played in the last trick, it costs 5 points.",
    "reminder.faults": "A fault stops play: −20 in the 1st half, −30 later on; the others score nothing.",
    "reminder.victory": "200 points at the end of a complete round; if several reach it, the highest score wins.",
    "reminder.triple": "With two players: three thirds (the 3rd: 30, 20, 10) and the second player cannot bring "
                       "the sum of the contracts to 13.",
}
