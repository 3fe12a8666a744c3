"""Mille, in English."""

MESSAGES = {
    "referee.marriage": "Marriage in {suit}: the Queen and King are in hand, {points} points.",
    "referee.combination.suit": "The suit of the marriage",
    "referee.combination.hand": "The player's hand",
    "summary": "Russian-Polish game for three: a taker against two defenders, marriages that set "
               "trumps, and the first to 1000 points wins.",
    # house rules
    "option.tonneau_max_turns": "The turns allowed on the tonneau",
    "option.tonneau_max_turns.help": "On the turn after, the player falls back to 760; 3 by the text (Mille "
                                     "§9.1), 2 for the \u201cthree chances\u201d of the original game.",
    "option.round_taker_before_compare": "Round the taker before comparing",
    "option.round_taker_before_compare.help": "Round the taker's total to the multiple of 5 before comparing it "
                                              "with the contract (Mille §9); by default the exact total is "
                                              "compared.",
    "option.card_order": "The order of the cards",
    "option.card_order.help": "The text of Mille §3 prints an order that its own note contradicts.",
    "option.card_order.value_consistent": "9 < Jack < Queen < King < 10 < Ace (follows the values)",
    "option.card_order.as_listed": "9 < 10 < Jack < Queen < King < Ace (as printed)",
    # short headings of the score sheet
    "sheet.taker": "Taker",
    "sheet.contract": "Contract",
    "sheet.trick_points": "Tricks",
    "sheet.marriages": "Mar.",
    # score sheets: short headings, blank pads
    "sheet.tonneau_turns": "Tonneau",
    "sheet.bars": "Bars",
    "sheet.bomb_used": "Bomb",
    "blank.taker": "Taker",
    "blank.contract": "Contract",
    "blank.trick_points": "Tricks",
    "blank.marriages": "Marriages",
    "blank.bars": "Bars (3rd, 6th, 9th: −120)",
    "blank.bomb": "Bomb",
    "blank.tonneau": "Turns on the tonneau",
    # the entry
    "entry.dealer.help": "By default the player after the previous dealer; the same one after a misdeal.",
    "entry.taker": "The taker",
    "entry.taker.help": "The last bidder.",
    "entry.contract": "The contract",
    "entry.contract.help": "The taker's bid: a multiple of 5, at least 100.",
    "entry.taker_had_marriage_at_bid": "A marriage in hand during the bidding",
    "entry.taker_had_marriage_at_bid.help": "The taker held a Queen and King of the same suit among their "
                                            "7 cards: required to bid over 120.",
    "entry.bomb": "The bomb",
    "entry.bomb.help": "The taker gives up after seeing the chien; only one bomb per player per game.",
    "entry.trick_points": "The trick points",
    "entry.trick_points.help": "The value of the cards taken, marriages left out; the three add up to 120.",
    "entry.marriages": "The marriages declared",
    "entry.marriages.help": "Spades 40, Clubs 60, Diamonds 80, Hearts 100.",
    "entry.tricks_won": "The tricks won",
    "entry.tricks_won.help": "Optional: each player's number of tricks (8 in all), to check the entry.",
    "entry.fault": "The serious fault",
    "entry.fault.help": "Who committed a serious fault; the deal stops there.",
    "entry.fault.player": "The offender",
    "entry.fault.kind": "The fault",
    "entry.points_at_stop": "The defenders' points when play stopped",
    "entry.points_at_stop.help": "When the taker made a fault: tricks and marriages each defender had already won.",
    "entry.misdeal": "Misdeal",
    "entry.misdeal.help": "Nothing is scored; the same dealer deals again.",
    "fault.no_follow": "did not follow the suit led",
    "fault.no_trump": "did not trump when required",
    "fault.trump_while_holding_suit": "trumped while holding the suit led",
    "fault.false_marriage": "declared a marriage without the Queen-King pair",
    "fault.any": "serious fault",
    # refusals
    "refused.marriage_at_bid": "Bidding over 120 is not allowed without a marriage in hand during the bidding.",
    "refused.bomb_used": "{player} has already used their bomb in this game.",
    "refused.one_point": "{player}: 1 trick point is impossible (the smallest card that counts, the Jack, is "
                         "worth 2).",
    "refused.trick_total": "The three players' trick points always add up to 120, not {total}.",
    "refused.marriage_twice": "Only one marriage in {suit} per deal: there is only one Queen-King pair in that "
                              "suit.",
    "refused.trick_count": "There are always 8 tricks, not {total}.",
    "refused.points_without_trick": "{player} won no trick but has {points} trick points.",
    "refused.marriage_without_trick": "A marriage is declared only after winning a trick: {player} "
                                      "declares {marriages} for {tricks:p:trick|tricks}.",
    "refused.empty_tricks": "{player}: a trick worth no points can only be three 9s; {tricks} tricks worth no "
                            "points are impossible.",
    "refused.not_in_hand": "{card} is not in the hand.",
    "refused.trump_holding_suit": "{card}: trumping while the hand holds a card in {led} (serious fault).",
    "refused.no_follow": "{card}: you must follow suit in {led} (serious fault).",
    "refused.no_trump": "{card}: with no card in {led}, you must trump in {trump} (serious fault).",
    "refused.false_marriage": "Marriage in {suit} without the Queen and King in hand (serious fault).",
    # how the points came
    "how.plain": "{total}",
    "how.points": "{total:p:pt|pts}",
    "how.with_marriage": "{tricks} in tricks + {marriage} in marriages ({suits}) = {total}",
    "how.rounded": "{how}, rounded to {total}",
    "how.rounded_to": " → rounded to {total}",
    # score lines
    "line.misdeal": "misdeal: nothing is scored, they deal again",
    "line.tonneau_defence": "on the tonneau: their {points:p:pt|pts} in defence do not count",
    "line.bomb": "bomb on {contract}: deal not played, no gain and no loss",
    "line.bomb_half": "{taker}'s bomb: half of {contract}, rounded up to the ten → {half}",
    "line.defender_fault": "serious fault in defence ({fault}): deal cancelled, −120",
    "line.annulled": "deal cancelled by {offender}'s fault",
    "line.taker_fault": "serious fault by the taker ({fault}): contract {contract} lost",
    "line.at_stop": "won when play stopped: {raw:p:pt|pts}{rounded}",
    "line.made": "contract {contract} made ({how} ≥ {contract})",
    "line.failed": "contract {contract} failed ({how} < {contract})",
    "line.defence": "{how} in defence{rounded}",
    "line.third_bar": "{n:ordf} bar → −120",
    "line.bar": "{n:ordf} bar (no points in their tricks), no penalty",
    "line.clamped": "{score} brought back to 880 (tonneau)",
    "line.fall": "{n:ord} turn in a row on the tonneau → falls back to 760",
    "line.turn": "{n:ord} turn in a row on the tonneau (of {most} allowed)",
    "line.reaches_tonneau": "reaches the tonneau (880)",
    "line.wins": "{total} points: wins the game",
    # summaries of a deal
    "summary.misdeal": "Misdeal",
    "summary.bomb": "Bomb by {taker} ({contract})",
    "summary.fault": "Fault by {player}",
    "summary.made": "{taker} {contract} ✓",
    "summary.failed": "{taker} {contract} ✗",
    # facts
    "fact.tonneau": "Tonneau",
    "fact.bars": "Bars",
    "fact.bomb": "Bomb used",
    "fact.goal": "Goal",
    # reminders
    "reminder.bids": "Bids in multiples of 5, at least 100; over 120 only with a marriage in hand.",
    "reminder.cards": "Cards: Ace 11, 10 10, King 4, Queen 3, Jack 2, 9 0; 120 points in all.",
    "reminder.marriages": "Marriages: Spades 40, Clubs 60, Diamonds 80, Hearts 100; a marriage sets trumps.",
    "reminder.scoring": "The taker scores their contract if they reach it (tricks + marriages), otherwise they "
                        "lose it; each defender scores their points rounded to the multiple of 5.",
    "reminder.tonneau": "Between 880 and 999 you stay at 880 (the tonneau, the barrel): defence points no longer "
                        "count there, and after 3 turns you fall back to 760.",
    "reminder.bars": "A defender with no trick points takes a bar; every 3 bars, −120.",
    "reminder.bomb": "Bomb (one per game): the taker scores 0, each defender half the contract rounded up "
                     "to the ten.",
    "reminder.faults": "Serious fault: the taker loses their contract; a defender loses 120 and the deal is "
                       "cancelled.",
}
