"""Sept, in English."""

MESSAGES = {
    "first_to_speak": "{player} plays first",
    "summary": "A two-player Czech game (Sedma): cards have no order, a trick is taken by the rank of the card "
               "led or by a 7; each deal is worth 1, 2 or 3 points, and the first to 10 wins.",
    # the entry
    "entry.dealer.help": "Always the loser of the previous deal; the first dealer is chosen when the game "
                         "starts.",
    "entry.brisques": "10s and Aces won",
    "entry.brisques.help": "Counted in each player's tricks; each one is worth 10 points.",
    "entry.last_trick": "The last trick",
    "entry.last_trick.help": "Whoever took it: 10 points more.",
    "entry.all_cards": "All the cards",
    "entry.all_cards.help": "The player who won every trick (all 32 cards): 3 points.",
    # the score sheet's columns
    "sheet.brisques": "10s & Aces",
    "sheet.last_trick": "Last",
    "sheet.all_cards": "All",
    # score sheets: short headings, blank pads
    "blank.last_trick": "Last trick",
    "blank.all_cards": "All the cards",
    "blank.brisques": "10s & Aces",
    # refusals
    "refused.dealer": "The loser of the previous deal deals: {player}.",
    "refused.brisques": "There are exactly eight 10s and Aces: the two counts must add up to 8, not {total}.",
    "refused.all_cards": "{player} cannot have won all the cards without the eight 10s and Aces and the last "
                         "trick.",
    "refused.not_in_hand": "{card} is not in the hand.",
    "refused.continuation": "{card}: to continue the trick led with {opening}, you need a card of the same rank "
                            "or a 7; otherwise you stop the trick.",
    # score lines
    "line.card_points": "10s and Aces: {brisques} → {points:p:point|points}",
    "line.card_points_last": "10s and Aces: {brisques} + the last trick → {points:p:point|points}",
    "line.all_cards": "all the cards: 3 points",
    "line.ninety": "all 90 points (without all the cards): 2 points",
    "line.more": "more points ({points} to {other}): 1 point",
    "line.deals_next": "loses the deal: deals the next one",
    "line.wins": "{total} points: wins the game",
    # summaries of a deal
    "summary.all_cards": "{player}: all the cards (+3)",
    "summary.ninety": "{player}: 90 points (+2)",
    "summary.more": "{player}: {points} points (+1)",
    # the referee (a trick, Sept §5)
    "referee.context.last_trick": "This is the last trick of the deal",
    "referee.context.last_trick.help": "It is worth 10 points more to whoever wins it.",
    "referee.plays.help": "The lead, the answer, then, if the leader continues, their cards and the answers, "
                          "in order.",
    "referee.opening": "Nobody took the lead back: {card} wins the trick ({worth}).",
    "referee.same_rank": "{card} is of the rank led ({opening}) and nobody took it back afterwards: it wins "
                         "the trick ({worth}).",
    "referee.seven": "{card}: a 7 takes like the rank led ({opening}), and nobody took it back afterwards: it "
                     "wins the trick ({worth}).",
    "referee.worth": "{points:p:point|points}",
    "referee.worth_last": "{points:p:point|points}, last trick included",
    "referee.opponent_answers": "{player} led: the opponent answers.",
    "referee.turns": "Each in turn: card no. {n} of the trick is {player}'s.",
    "referee.twice": "{card} cannot come out twice: there is only one 32-card pack.",
    # facts
    "fact.goal": "Goal",
    "fact.to_go": "Points still needed",
    # reminders
    "reminder.cards": "Each 10 and each Ace is worth 10, the last trick 10: 90 points per deal.",
    "reminder.tricks": "The trick goes to the last player of the rank led or a 7; the leader continues only "
                       "with that rank or a 7.",
    "reminder.scoring": "All the cards 3 points, all 90 points 2, otherwise most points 1; first to 10.",
    "reminder.dealer": "The loser of the deal deals the next one.",
}
