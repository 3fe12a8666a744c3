"""Bésigue rubicon, in English."""

MESSAGES = {
    "first_to_speak": "{player} plays first",
    "summary": "Bésigue for two with several packs: melds are scored while drawing from the stock, then the "
               "winner of the deal scores the Rubicon; the game is played to 5000 (Japonais) or 10000 (Chinois).",
    "variant.japonais": "Japonais (4 packs, Rubicon 1000, game to 5000)",
    "variant.chinois": "Chinois (6 packs, Rubicon 3000, game to 10000)",
    # the entry
    "entry.dealer.help": "By default, the player who did not deal last time.",
    "entry.cut": "The cut",
    "entry.cut.help": "The pile the dealer lifted without counting, and the opponent's guess.",
    "entry.cut.pile_count": "The number of cards in the dealer's pile",
    "entry.cut.pile_count.help": "Counted after the deal: exactly 18 (24 in Chinois) is worth 250 to the dealer.",
    "entry.cut.guess": "The opponent's guess",
    "entry.cut.guess.help": "Empty if they guessed nothing; a right guess is worth 150 to them.",
    # the saved start of a deal entered live, in one line
    "entry.cut.pile_count.short": "pile",
    "entry.cut.guess.short": "guess",
    "entry.events": "The declarations and faults of the deal",
    "entry.events.help": "One button per event, in the order of play: carte blanche, melds, faults, "
                         "end of the stock.",
    "entry.events.kind": "The event",
    "entry.events.kind.blank": "Carte blanche",
    "entry.events.kind.combination": "Meld",
    "entry.events.kind.fault": "Fault",
    "entry.events.kind.stock_exhausted": "Stock exhausted",
    "entry.events.turn": "The turn",
    "entry.events.turn.help": "Optional: 0 just after the deal, then the number of the drawing turn; "
                              "it lets the declarations be checked turn by turn.",
    "entry.events.combination.player": "The player who declares",
    "entry.events.combination.type": "The meld",
    "entry.events.combination.type.help": "The first meld in one suit (marriage, double marriage, sequence) "
                                          "sets trumps and counts as royal.",
    # what each button of the pad scores
    "entry.events.combination.type.mariage.help": "20, 40 in trumps",
    "entry.events.combination.type.double_mariage.help": "80, 160 in trumps",
    "entry.events.combination.type.suite.help": "150, 250 in trumps",
    "entry.events.combination.type.besigue.help": "40",
    "entry.events.combination.type.double_besigue.help": "500",
    "entry.events.combination.type.triple_besigue.help": "1500",
    "entry.events.combination.type.quadruple_besigue.help": "4500",
    "entry.events.combination.type.carre.help": "J 40 · Q 60 · K 80 · A 100",
    "entry.events.combination.type.carre_atout.help": "J 400 · Q 600 · K 800 · 10 900 · A 1000",
    "entry.events.fault.type.too_many_cards.help": "+100 to the opponent",
    "entry.events.fault.type.missed_draw.help": "+10 to the opponent",
    "entry.events.fault.type.final_phase_error.help": "the remaining tricks to the opponent",
    "entry.events.stock_exhausted.help": "no more declarations after it",
    "pad.blank": "{points}",
    "live.more": "Faults and end of the stock",
    "entry.events.combination.suit": "The suit",
    "entry.events.combination.rank": "The rank of the four",
    "entry.events.fault.player": "The offender",
    "entry.events.fault.type": "The fault",
    "entry.last_trick_winner": "The winner of the last trick",
    "entry.last_trick_winner.help": "They score 50 (250 in Chinois).",
    "entry.brisques_requested_by": "The player who asks for the brisques",
    "entry.brisques_requested_by.help": "Only a player still below the Rubicon (1000, or 3000 in Chinois); "
                                        "each player then adds their brisques.",
    "entry.brisques": "The brisques (10s and Aces) won by each player",
    "entry.brisques.help": "Counted when asked for or on a tie; the two add up to 32 (48 in Chinois).",
    # the score sheet's columns
    "sheet.last_trick_winner": "Last trick",
    "sheet.brisques_requested_by": "Asked",
    "sheet.brisques": "Brisques",
    # score sheets: short headings, blank pads
    "sheet.trump": "Trump",
    "sheet.deal_points": "Points",
    "blank.cut": "Cut",
    "blank.trump": "Trump",
    "blank.announced": "Declarations, during the deal",
    "blank.last_trick": "Last",
    "blank.brisques": "Brisq.",
    "blank.deal_points": "Points",
    "blank.delta": "Score",
    # the combinations (labels of the choice)
    "combination.mariage": "Marriage",
    "combination.double_mariage": "Double marriage",
    "combination.besigue": "Bésigue",
    "combination.double_besigue": "Double bésigue",
    "combination.triple_besigue": "Triple bésigue",
    "combination.quadruple_besigue": "Quadruple bésigue",
    "combination.carre": "Four of a kind",
    "combination.suite": "Sequence",
    "combination.carre_atout": "Four trumps of a kind",
    # the same, in a sentence
    "with_article.mariage": "a marriage",
    "with_article.double_mariage": "a double marriage",
    "with_article.besigue": "a bésigue",
    "with_article.double_besigue": "a double bésigue",
    "with_article.triple_besigue": "a triple bésigue",
    "with_article.quadruple_besigue": "a quadruple bésigue",
    "with_article.carre": "a four of a kind",
    "with_article.suite": "a sequence",
    "with_article.carre_atout": "a four of a kind in trumps",
    # the combinations as scored
    "name.mariage": "Marriage {suit:label}",
    "name.mariage_royal": "Royal marriage {suit:label}",
    "name.double_mariage": "Double marriage {suit:label}",
    "name.double_mariage_royal": "Royal double marriage {suit:label}",
    "name.suite": "Sequence {suit:label}",
    "name.suite_royal": "Royal sequence {suit:label}",
    "name.carre": "Four {of}",
    "name.carre_atout": "Four trump {of}",
    "of.7": "7s",
    "of.8": "8s",
    "of.9": "9s",
    "of.10": "10s",
    "of.V": "Jacks",
    "of.D": "Queens",
    "of.R": "Kings",
    "of.A": "Aces",
    # faults
    "fault.too_many_cards": "Too many cards in hand",
    "fault.missed_draw": "Forgot to draw",
    "fault.final_phase_error": "Error in the final phase",
    # in-deal lines
    "line.cut_exact": "Pile of exactly {target} cards: bonus to the dealer",
    "line.cut_guess": "Right guess of the pile ({count} cards)",
    "line.blank": "Carte blanche: no court card in hand",
    "line.combination": "{name}{fixes}{added}",
    "line.fixes_trump": ": sets trumps",
    "line.added": ": added to what is already scored",
    "line.too_many_cards": "Fault by {player}: more than {hand} cards in hand",
    "line.missed_draw": "Fault by {player}: did not draw",
    "line.final_phase_error": "Error in the final phase: the remaining tricks, the last one included, go to {other}",
    "line.last_trick": "Last trick",
    "line.brisques_requested": "Brisques asked for by {requester}: {count} × {value}",
    "line.brisques_tie": "Tie: brisques counted, {count} × {value}",
    # the mark
    "line.mark": "{tie}{how}{rounded}",
    "how.loser_below": "{loser} below the Rubicon: {bonus} + {winner_points} + {loser_points} = {raw}",
    "how.nobody_reached": "Nobody at the Rubicon: {bonus} + {winner_points} + {loser_points} = {raw}",
    "how.both_reached": "Both at the Rubicon: {bonus} + ({winner_points} − {loser_points}) = {raw}",
    "how.rounded": ", rounded down to {mark}",
    "how.tie_brisques": "Tie broken by the brisques; ",
    "how.tie_last_trick": "Tie, equal brisques: the last trick decides; ",
    "line.loses": "Loses the deal: only the winner scores",
    "line.wins": "{total} game points: reaches {target}, wins the game",
    # summaries of a deal
    "summary.deal": "{first} {first_points} – {second} {second_points} · {kind} → {winner} {mark}",
    "summary.rubicon": "Rubicon",
    "summary.difference": "difference",
    # refusals
    "refused.no_carre": "There is no four {of}; only the four trump 10s exist, in Chinois.",
    "refused.trump_carre_without_trump": "Event {n}: no trump is set yet, so no four trumps of a kind "
                                         "is possible.",
    "what.combination": "meld",
    "what.blank": "carte blanche",
    "refused.stock_exhausted": "Event {n}: the stock is exhausted, no more {what} is possible.",
    "refused.combination_at_deal": "Event {n}: no meld at turn 0; only the winner of a trick "
                                   "may declare.",
    "refused.combination_after_draws": "Event {n}: no melds after the last drawing turn "
                                       "(turn {last}).",
    "refused.one_per_turn": "Event {n}: only one meld scored per turn; the other stays pending for a later "
                            "turn won by this player.",
    "refused.trick_winner_only": "Event {n}: {player} already declared at turn {turn}; only the winner of the "
                                 "trick declares.",
    "refused.blank_after_draws": "Event {n}: no more carte blanche after the last drawing turn "
                                 "(turn {last}).",
    "refused.blank_twice": "Event {n}: {player} already scored carte blanche at turn {turn}.",
    "refused.blank_unbroken": "Event {n}: carte blanche at turn {turn} only if {player} also had it "
                              "at turn {previous} (never a court card since the deal).",
    "refused.conceded": "{player} made an error in the final phase: the remaining tricks, the last one included, "
                        "go to {other}.",
    "refused.brisques_sum": "All {total} tens and aces are in the tricks: the two numbers must add up to "
                            "{total} (here {given}).",
    "refused.request_over_rubicon": "Only a player still below the Rubicon ({rubicon}) may ask for the "
                                    "brisques: {player} has {points}.",
    "refused.brisques_for_request": "Brisques to count ({player} asks for them): the 10s and Aces won by each "
                                    "player.",
    "refused.brisques_for_tie": "Brisques to count (tie at {points}): the 10s and Aces won by each player.",
    # the referee
    "refused.not_in_hand": "{card} is not in the hand.",
    "refused.must_beat": "You must beat {card}: you hold a higher card in {suit}. Any error concedes the remaining "
                         "tricks (Bésigue §8).",
    "refused.must_follow": "You must follow suit in {suit}. Any error concedes the remaining tricks (Bésigue §8).",
    "refused.must_trump": "With no {suit}, you must trump. Any error concedes the remaining tricks "
                          "(Bésigue §8).",
    "refused.blank_hand_size": "Carte blanche: show all {hand} cards of the hand, laid-down cards included "
                               "({shown} shown).",
    "refused.blank_figure": "A hand with {card} is not a carte blanche: it must hold no Jack, "
                            "no Queen and no King.",
    "table.unknown": "Unknown meld \u201c{kind}\u201d: there is no quintuple or sextuple bésigue.",
    "table.not_combination": "These cards do not make: {name}.",
    "table.trump_carre_chinois": "Four trumps of a kind exist only in Bésigue chinois.",
    "table.no_trump": "No trump is set yet: no four trumps of a kind.",
    "table.four_trumps": "Four trump {plural}: declare the four trumps of a kind.",
    "table.card_missing": "{card} is neither among the cards laid down nor on your table.",
    "table.nothing": "Declare at least one meld.",
    "table.not_crossed": "Several melds at once only if they cross: one card in common and "
                         "different kinds.",
    "table.orphan_new": "{card} laid down belongs to no meld: play it to a trick before declaring.",
    "table.orphan": "{card} on your table belongs to no meld: play it to a trick before "
                    "declaring.",
    "table.reused": "{card} already serves in {used}: a laid-down card serves again only in a meld of "
                    "another kind.",
    "table.suite_not_mariage": "The King and Queen of a sequence do not make a marriage.",
    "table.remnant_not_mariage": "The King and Queen left from a sequence do not make a marriage.",
    "table.quadruple_on_table": "A quadruple bésigue is on the table: play one of its cards before laying down "
                                "a new bésigue.",
    "table.parallel": "There is already {used} on the table: declare the next higher parallel meld.",
    "table.carre_japonais": "Four {of} are on the table: in Japonais, play one of them before forming "
                            "them again.",
    "table.no_suspended": "No pending meld to score.",
    "table.not_on_table": "{card} is not on the table.",
    "table.id_not_on_table": "This card is not on the table.",
    # the referee's questions (a trick, a combination against what lies on the table)
    "referee.context.phase": "The phase of the deal",
    "referee.context.phase.help": "In the final phase (the last 9 or 12 tricks), you must follow suit and beat "
                                  "the card if you can, otherwise trump, and no more melds are declared.",
    "referee.phase.draw": "Drawing",
    "referee.phase.final": "Final phase",
    "referee.context.trump": "Trump",
    "referee.context.trump.help": "Leave empty as long as no marriage or sequence has set it.",
    "referee.table": "What is already on the player's table",
    "referee.table.help": "In order: each meld laid down (with the cards that make it), and each "
                          "card from the table later played to a trick.",
    "referee.table.kind": "What happened",
    "referee.table.kind.announce": "A meld laid down",
    "referee.table.kind.play": "A laid-down card played to a trick",
    "referee.table.announce.type": "The meld",
    "referee.table.announce.cards": "Its cards",
    "referee.table.announce.laid": "The cards taken from the hand",
    "referee.table.announce.laid.help": "Empty: those that were missing from the table.",
    "referee.table.announce.crossed": "The crossing melds laid down with it",
    "referee.table.announce.crossed.type": "The crossing meld",
    "referee.table.announce.crossed.cards": "Its cards",
    "referee.table.play.card": "The card played",
    "referee.combination": "The meld declared",
    "referee.combination.type": "The meld",
    "referee.combination.cards": "All its cards",
    "referee.combination.cards.help": "Those from the hand as well as those already on the table it uses again.",
    "referee.combination.laid": "The cards taken from the hand",
    "referee.combination.laid.help": "Empty: those missing from the table. Fill it in to lay down a duplicate "
                                     "card (a 5th card for a four of a kind, a parallel bésigue).",
    "referee.combination.crossed": "The crossing melds declared at the same time",
    "referee.combination.crossed.help": "They share a card with the first one and stay pending: "
                                        "they are scored on a later turn.",
    "referee.combination.crossed.type": "The crossing meld",
    "referee.combination.crossed.cards": "Its cards",
    "referee.type.mariage": "Marriage",
    "referee.type.double_mariage": "Double marriage",
    "referee.type.besigue": "Bésigue",
    "referee.type.double_besigue": "Double bésigue",
    "referee.type.triple_besigue": "Triple bésigue",
    "referee.type.quadruple_besigue": "Quadruple bésigue",
    "referee.type.quintuple_besigue": "Quintuple bésigue",
    "referee.type.sextuple_besigue": "Sextuple bésigue",
    "referee.type.carre": "Four of a kind",
    "referee.type.suite": "Sequence",
    "referee.type.carre_atout": "Four trumps of a kind",
    "referee.alone": "Only card played so far: {card} holds the trick.",
    "referee.identical": "Two {card}: between identical cards, the first one played wins the trick.",
    "referee.higher_trump": "{card} is the highest trump: it wins the trick.",
    "referee.trumps": "{card} is a trump: it beats {other}.",
    "referee.off_suit": "{other} is neither of the suit led nor a trump: {card} wins the trick"
                        "{no_trump}.",
    "referee.no_trump_yet": " (no trump is set yet)",
    "referee.higher": "{card} is the highest card of the suit led: it wins the trick.",
    "referee.opponent_answers": "{player} led: their opponent plays second.",
    "referee.final_phase": "The stock is exhausted: no meld may be declared or scored any more.",
    "referee.no_quintuple_besigue": "There is no quintuple bésigue, not even in Chinois: to lay down a 5th "
                                    "bésigue, first break the quadruple by playing one of its cards.",
    "referee.no_sextuple_besigue": "There is no sextuple bésigue, not even in Chinois: beyond the quadruple, "
                                   "first break it by playing one of its cards.",
    "referee.table_impossible": "What is described on the table does not hold (line {n}): {reason}",
    "referee.valid": "{name}: {points} points.",
    "referee.fixes_trump": "{name}: the first meld in one suit sets trumps to {suit} and scores as "
                           "royal, {points} points.",
    "referee.with_suspended": "{first} Pending, to be scored on a later turn: {suspended:and}.",
    # the brisque advisor
    "advice.costs": "Asking for the brisques would cost {player} {cost} game points ({reach}): {winner} "
                    "would score {mark} instead of {before}{also}.",
    "advice.below": "without reaching the Rubicon",
    "advice.reached": "even though reaching the Rubicon",
    "advice.also": " (and {winner} {mark})",
    "advice.would_gain": "{player} is below the Rubicon and may still ask for the brisques: asking would "
                         "gain them {gain} game points ({winner} would score {mark}).",
    # facts
    "fact.target": "Game to",
    "fact.rubicon": "Rubicon",
    "fact.deal_points": "Points of the last deal",
    "fact.trump": "Trump of the last deal",
    "fact.deal_trump": "Trump",
    "fact.stock_exhausted": "Stock exhausted",
    # reminders
    "reminder.cut": "The cut: for a pile of exactly 18 (24) cards, the dealer scores 250; an opponent who "
                    "guessed the exact number scores 150.",
    "reminder.blank": "Carte blanche (no Jack, Queen or King in hand): 50 (250 in Chinois).",
    "reminder.trump": "The first marriage or sequence sets trumps and counts as royal; only one "
                      "meld scored per turn, by the winner of the trick.",
    "reminder.combinations": "Marriage 20, royal 40; double 80, royal 160; bésigue 40, double 500, triple 1500, "
                             "quadruple 4500; fours J 40, Q 60, K 80, A 100; sequence 150, royal 250.",
    "reminder.trump_carres": "Chinois only, four trumps of a kind: J 400, Q 600, K 800, 10 900, A 1000.",
    "reminder.faults": "Too many cards in hand: 100 to the opponent; forgetting to draw: 10; an error in the "
                       "final phase: the remaining tricks go to the opponent.",
    "reminder.last_trick": "Last trick: 50 (250 in Chinois).",
    "reminder.brisques": "Below the Rubicon you may ask for the brisques: each player adds 10 for each Ace and 10 "
                         "taken.",
    "reminder.tie": "Tie: the brisques decide, then the last trick.",
    "reminder.rubicon": "Rubicon 1000 (3000): if the loser does not reach it, the winner scores 1000 + the sum "
                        "of both totals; otherwise 500 + the difference; rounded down to the hundred.",
    "reminder.target": "The game is won at 5000 (10000 in Chinois).",
}
