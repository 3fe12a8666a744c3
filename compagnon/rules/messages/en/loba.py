"""Loba, in English."""

MESSAGES = {
    "deal_name": "Round",
    "first_to_speak": "{player} plays first",
    "summary": "Rummy with two packs and four jokers, for 3 to 5 players, over six rounds: each round sets its own "
               "first meld; cards left in hand are penalties, and the lowest total wins.",
    # house rules
    "option.suites_multicolores": "Mixed-suit runs",
    "option.suites_multicolores.help": "Variant of Loba §7.3: the cards of a run may be of different suits.",
    "option.tie_break": "Tie at the end",
    "option.tie_break.help": "If the lowest total is tied after the 6th round, the win is shared.",
    "option.tie_break.none": "Shared win",
    # short headings of the score sheet
    "sheet.out_player": "Went out",
    "sheet.penalty_points": "In hand",
    # score sheets: short headings, blank pads
    "blank.out_player": "Went out",
    "blank.mene": "{n} · {what}",
    "blank.delta": "Penalty",
    # the entry
    "entry.mene": "The round number",
    "entry.mene.help": "No need to touch it: it is the next round, from 1 to 6.",
    "entry.dealer.help": "By default the player after the previous dealer.",
    "entry.out_player": "Who went out",
    "entry.out_player.help": "The player with no cards left in hand; they score 0.",
    "entry.remaining": "Or the cards left in hand",
    "entry.remaining.help": "Instead of the points: each player's cards, jokers included, and the count is "
                            "done for you.",
    "entry.penalty_points": "The points left in hand",
    "entry.penalty_points.help": "For each of the others, the value of their hand: Ace 1, 2 to 10 their number, "
                                 "Jack 11, Queen 12, King 13, joker 25. Nothing for the player who went out.",
    "entry.first_meld": "The first melds",
    "entry.first_meld.help": "Optional: each player's first meld, combination by combination, to check it; a run "
                             "in order, the joker in the place of the card it stands for.",
    # refusals
    "refused.mene": "This is round {expected}, not {mene}.",
    "refused.empty_hand": "{player} has not gone out: their hand cannot be empty.",
    "refused.out_holds": "{player} went out: they have no cards left.",
    "refused.no_hand": "{player}'s remaining hand (or its points) is missing.",
    "refused.both": "{player}: either the cards or the points, not both.",
    "refused.out_points": "{player} went out and scores 0, not {points}.",
    "refused.points_range": "{player}: {points} points in hand is impossible (between 1 and {most}).",
    "refused.copies": "Two packs hold only 2 copies of {card}.",
    "refused.jokers": "Two packs hold only 4 jokers.",
    "refused.not_a_card": "A combination is made of cards from the pack.",
    "refused.two_jokers": "Only one joker per combination.",
    "refused.not_a_set": "These {size} cards are not all of the same rank.",
    "refused.not_a_sequence": "These {size} cards are not in sequence.",
    "refused.wrap": "Runs do not go round the corner: King, Ace, 2 are not in sequence.",
    "refused.one_suit": "A run is made in a single suit.",
    "refused.too_short": "A combination has at least 3 cards, not {size}.",
    "refused.first_meld_size": "In a first meld, a set has 3 cards (6 for a sextuple) and a run 4; "
                               "not {size}: you lengthen them later.",
    "refused.first_meld_list": "Round {mene} calls for exactly {brelans:p:set|sets} and "
                               "{quartes:p:run of four|runs of four} ({cards} cards), not {laid_brelans} and "
                               "{laid_quartes}: no combination more or less.",
    "refused.no_such_mene": "There is no round {mene}: a game has 6.",
    "refused.addition_turn": "No adding before your first meld, nor in the same turn.",
    "refused.addition": "{card} does not extend this combination.",
    # the referee: a first meld, an addition
    "referee.context.mene": "The round",
    "referee.context.mene.help": "From 1 to 6: it says what the first meld must hold.",
    "referee.combination.kind": "The question",
    "referee.combination.kind.first_meld": "A first meld",
    "referee.combination.kind.addition": "An addition on the table",
    "referee.combination.first_meld": "The combinations laid",
    "referee.combination.first_meld.help": "One line per set or run; a run in order, the joker in the place of "
                                           "the card it stands for.",
    "referee.combination.meld": "The combination on the table",
    "referee.combination.meld.help": "Its cards in the order they are laid, jokers included.",
    "referee.combination.card": "The card added",
    "referee.combination.end": "Which end",
    "referee.combination.end.help": "For a run: after its last card, or before its first.",
    "referee.end.end": "At the end",
    "referee.end.start": "At the start",
    "referee.combination.melded": "Their first meld",
    "referee.melded.earlier": "Made on an earlier turn",
    "referee.melded.this_turn": "Made this turn",
    "referee.melded.not_yet": "Not made yet",
    "referee.mene_needed": "Say which round: each one calls for its own first meld.",
    "referee.first_meld": "Round {mene}: {what} ({cards} cards), nothing more or less; the first meld is "
                          "valid.",
    "referee.set_grows": "{card} joins the {rank} set: {size} cards of the same rank.",
    "referee.sequence_grows": "{card} extends the run: {size} cards in sequence.",
    "referee.joker_stuck": "{card} cannot take the joker's place: the joker would move beyond the Ace, "
                           "and runs do not go round the corner (ruling L-5).",
    "referee.joker_shift": "{card} takes the joker's place; the joker moves one step along and now stands "
                           "for {rank}.",
    "referee.the": "the {rank}",
    "referee.the_as": "the Ace",
    # score lines
    "line.out": "no cards left: 0",
    "line.hand": "still holds {cards}: {points:p:point|points}",
    "line.points": "left in hand: {points:p:point|points}",
    "line.wins": "{total} points, the lowest total: wins the game",
    "line.shares": "{total} points, tied for the lowest total: shared win",
    # summaries of a deal
    "summary.mene": "Round {mene}: {player} went out",
    # facts
    "fact.mene": "Rounds played",
    "fact.first_meld": "First meld",
    "fact.first_meld_list": "round {mene}: {what} ({cards} cards)",
    # what each round's first meld holds (§5)
    "meld.1": "2 sets",
    "meld.2": "1 set + 1 run of four",
    "meld.3": "2 runs of four",
    "meld.4": "3 sets",
    "meld.5": "2 sets + 1 run of four",
    "meld.6": "1 set + 2 runs of four",
    # reminders
    "reminder.menes": "First melds: 1) 2 sets, 2) set + run, 3) 2 runs, 4) 3 sets, 5) 2 sets + run, "
                      "6) set + 2 runs; nothing more.",
    "reminder.combinations": "Set (brelan): 3 cards of the same rank; run (quarte): 4 cards in sequence in one "
                             "suit; a sextuple (six of a kind) counts as two sets.",
    "reminder.jokers": "A joker stands for any card, only one per combination; it never goes back into a hand.",
    "reminder.additions": "After your first meld, and not in the same turn, you add to any combination or lay "
                          "new sets and runs.",
    "reminder.values": "At the end of a round: Ace 1, 2 to 10 their value, Jack 11, Queen 12, King 13, joker 25.",
    "reminder.goal": "Six rounds; the lowest total wins.",
}
