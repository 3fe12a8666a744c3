"""Démons punisseurs, in English."""

MESSAGES = {
    "summary": "A three-player trick game with 33 cards and Demons that take on the look of any card: three "
               "objectives (Pareil, Suite, Jeu) are worth one point each, and bets push them up to 3.",
    # house rules
    "option.end_mode": "The end of the game",
    "option.end_mode.help": "The booklet stops before the scoring: neither the end nor the winner is written "
                            "there; choose an agreed number of deals or a score to reach.",
    "option.end_mode.fixed_deals": "An agreed number of deals",
    "option.end_mode.target": "A score to reach",
    "option.deals": "Number of deals",
    "option.deals.help": "A multiple of 3 so that everyone deals as often; the highest total wins, on a tie the "
                         "victory is shared.",
    "option.target": "Score to reach",
    "option.target.help": "The first player alone in the lead among those who reach it wins; on a tie, play goes "
                          "on.",
    # the score sheet
    "sheet.trump": "Trump",
    "sheet.tricks_won": "Tricks",
    # score sheets: short headings, blank pads
    "blank.trump": "Trump",
    "blank.tricks": "Tricks",
    "blank.pareil": "Pareil",
    "blank.suite": "Suite",
    "blank.jeu": "Jeu",
    # the entry
    "entry.dealer.help": "By default the player after the previous dealer.",
    "entry.trump": "The trump",
    "entry.trump.help": "The last card turned up; never clubs.",
    "entry.tricks_won": "Tricks won",
    "entry.tricks_won.help": "Play stops as soon as a player has 4, or when the Jeu is conceded.",
    "entry.objective_log": "The calls on the objectives",
    "entry.objective_log.help": "With no bet or concession, leave empty: 1 point per objective. Otherwise one row "
                                "per call, in order, under its objective; at the exposition (the showing of "
                                "combinations), a player who cannot do better concedes: note that too.",
    "entry.objective_log.pareil": "On the Pareil",
    "entry.objective_log.suite": "On the Suite",
    "entry.objective_log.jeu": "On the Jeu",
    "entry.objective_log.player": "Who speaks",
    "entry.objective_log.action": "What they say",
    "entry.objective_log.trick": "When (optional)",
    "entry.objective_log.trick.help": "The trick number, or the exposition.",
    "entry.objective_log.trick.alt0": "At trick no.",
    "entry.best_pareil": "The Pareils shown",
    "entry.best_pareil.help": "Each player's best Pareil, Demons included; leave empty for anyone who showed none.",
    "entry.best_pareil.count": "Cards",
    "entry.best_pareil.rank": "Rank",
    "entry.best_suite": "The Suites shown",
    "entry.best_suite.help": "Each player's best Suite, Demons included; leave empty for anyone who showed none.",
    "entry.best_suite.length": "Cards",
    "entry.best_suite.top": "Highest card",
    "entry.best_suite.suit": "Suit",
    "entry.jeu_winner": "The winner of the Jeu",
    "entry.jeu_winner.help": "Optional: worked out from the tricks and the concessions, checked if given.",
    "action.bet": "I bet",
    "action.tenu": "Bet held",
    "action.bon": "Fine by me",
    "action.pousse": "Pushed to 3",
    "action.silent": "Says nothing",
    "action.concede": "Concedes",
    "trick.exposition": "At the exposition",
    "objective.pareil": "the Pareil",
    "objective.suite": "the Suite",
    "objective.jeu": "the Jeu",
    "name.pareil": "Pareil",
    "name.suite": "Suite",
    "name.jeu": "Jeu",
    # refusals
    "refused.trump_trefle": "The trump is never clubs: cards are turned up until one is not a club.",
    "refused.tricks_total": "There are only 7 tricks, not {total}.",
    "refused.tricks_two_jeux": "Play stops as soon as someone has 4 tricks: {players:and} cannot both have them.",
    "refused.tricks_short": "{total:p:trick played|tricks played} out of 7: play stops early only if someone has "
                            "4 tricks or the Jeu is conceded.",
    "refused.tricks_conceded_other": "The Jeu was conceded to {winner}: {player} cannot have taken their 4 tricks.",
    "refused.unanswered": "On {objective}, {player} has not yet answered the bet.",
    "refused.jeu_exposition": "Call no. {n}: at the exposition the Jeu is already settled.",
    "refused.jeu_resolved": "Call no. {n}: the Jeu is settled (conceded to {winner}); the Pareil and the Suite "
                            "remain.",
    "refused.resolved": "Call no. {n}: {objective} is already conceded to {winner}.",
    "refused.out": "Call no. {n}: {player} conceded {objective} and takes no further part in it.",
    "refused.turn": "Call no. {n}: it is {waiting}'s turn to answer, not {player}'s.",
    "refused.second_kind": "Call no. {n}: the next player answers \"bet held\" or \"fine by me\".",
    "refused.third_kind": "Call no. {n}: after \"fine by me\", the third player says \"fine by me\", \"bet held\" "
                          "or \"pushed to 3\".",
    "refused.cap": "Call no. {n}: the stake on an objective goes no higher than 3 points.",
    "refused.bet_twice": "Call no. {n}: you bet only once on {objective}; after that, you push.",
    "refused.push_right": "Call no. {n}: {player} has no right to push later (only the 2nd and 3rd players of a "
                          "\"bet held\" followed by silence have it).",
    "refused.no_round": "Call no. {n}: no bet is waiting for an answer.",
    "refused.suite_low": "{player}: a Suite of {length} cards up to the {top} of {suit} goes below the lowest "
                         "card.",
    "refused.jeu_winner": "The Jeu goes to {derived} according to the tricks and the concessions, not to {given}.",
    "refused.not_in_hand": "{card} is not in the hand.",
    "refused.not_a_demon": "{card} is not a Demon: it takes on no other look.",
    "refused.follow": "With {suit} in hand, you must play {suit} or a trump ({trump}).",
    # the referee: a trick, a Pareil or a Suite
    "referee.context.trump": "The trump",
    "referee.context.trump.help": "Spades, hearts or diamonds, never clubs: it decides which cards are Demons.",
    "referee.plays.appearance": "Imitates",
    "referee.plays.appearance.help": "For a Demon only: the card it imitates, announced as it is played. "
                                     "Empty: the card itself.",
    "referee.combination.kind": "The objective",
    "referee.combination.kind.pareil": "The Pareil",
    "referee.combination.kind.suite": "The Suite",
    "referee.combination.cards": "The cards shown",
    "referee.combination.cards.help": "Those laid in front of the player and those they reveal; a Demon counts as "
                                      "the card it imitates.",
    "referee.combination.pareil.cards.appearance": "Imitates",
    "referee.combination.suite.cards.appearance": "Imitates",
    "referee.combination.to_beat": "The best shown so far (optional)",
    "referee.combination.to_beat.help": "At the exposition: the strongest combination an opponent has shown so "
                                        "far; to dispute, you must beat it.",
    "referee.combination.pareil.to_beat.count": "Number of cards",
    "referee.combination.pareil.to_beat.rank": "Rank",
    "referee.combination.suite.to_beat.length": "Length",
    "referee.combination.suite.to_beat.top": "Top card",
    "referee.combination.suite.to_beat.suit": "Suit",
    "referee.play.as": "{card} imitating {appearance}",
    "referee.play.card": "{card}",
    "referee.trump_needed": "Give the trump of the deal: it makes the Demons.",
    "referee.player_twice": "{player} plays twice in the same trick.",
    "referee.card_twice": "There is only one {card}.",
    "referee.follow": "{play}: with {suit} in hand, you must follow with {suit} or play a trump ({trump}), a Demon "
                      "too through the card it imitates.",
    "referee.wins_trump": "{play} wins: the highest trump in the trick.",
    "referee.wins_suit": "{play} wins: the highest card of the suit led, with no trump in the trick.",
    "referee.wins_demon_copy": "{play} wins: a Demon beats the ordinary card it imitates (ruling P-13).",
    "referee.wins_demon_order": "{play} wins: of several Demons imitating the same card, the highest in the order "
                                "of the Demons.",
    "referee.no_pareil": "No Pareil: no two cards of the same rank (a Demon counts as the card it imitates).",
    "referee.no_suite": "No Suite: no two cards of the same suit in sequence.",
    "referee.shows_pareil": "The cards make {combination}: the longest Pareil wins, then the highest; on a tie, "
                            "nobody.",
    "referee.shows_suite": "The cards make {combination}: the longest Suite wins, then the highest; on a tie, "
                           "nobody.",
    "referee.disputes": "The cards make {combination}, better than what has been shown ({other}): enough to "
                        "dispute the objective.",
    "referee.must_concede": "The cards make {combination}, no better than what has been shown ({other}): to "
                            "dispute you must do better; otherwise you concede (ruling P-18).",
    "referee.suite_low": "A Suite of {length} cards up to the {top} of {suit} goes below the lowest card.",
    "referee.pareil.2": "a pair {of}",
    "referee.pareil.3": "three {of}",
    "referee.pareil.4": "four {of}",
    "referee.pareil.5": "five {of}",
    "referee.pareil.6": "six {of}",
    "referee.pareil.7": "seven {of}",
    "referee.of": "of {rank}",
    "referee.of_as": "of Aces",
    "referee.suite.2": "a run of two in {suit}, {top} high",
    "referee.suite.3": "a run of three in {suit}, {top} high",
    "referee.suite.4": "a run of four in {suit}, {top} high",
    "referee.suite.5": "a run of five in {suit}, {top} high",
    "referee.suite.6": "a run of six in {suit}, {top} high",
    "referee.suite.7": "a run of seven in {suit}, {top} high",
    # how an objective went
    "how.conceded": "conceded",
    "how.conceded_example": "conceded, an example shown",
    "how.conceded_no_example": "conceded to {player}, who could not show an example",
    "how.nobody": "nobody showed one",
    "how.tie": "tie between {players:and}",
    "how.pareil": "{count} {rank}",
    "how.suite": "{length} cards in {suit}, {top} high",
    "how.jeu_tricks": "{tricks} tricks",
    "how.jeu_nobody": "nobody took 4 tricks",
    "how.won_by": "won by {player}",
    # score lines
    "line.won": "{objective}: objective met ({how}): +{points}",
    "line.won_nothing": "{objective}: objective met ({how}), but they could no longer gain a point on it",
    "line.lost": "{objective}: objective missed ({how}): −{points}",
    "line.unclaimed": "{objective}: nobody scores ({how})",
    "line.wins": "{total:p:point|points}: wins the game",
    "line.wins_shared": "{total:p:point|points}: shares the victory",
    # summaries of a deal
    "summary.deal": "Jeu: {jeu}; Pareil: {pareil}; Suite: {suite}",
    "nobody": "nobody",
    # facts
    "fact.deals_played": "Deals played",
    "fact.target": "Goal",
    # reminders
    "reminder.objectives": "Pareil (the most cards of one rank), Suite (the longest run in one suit), Jeu "
                           "(4 tricks): 1 point each, no ties.",
    "reminder.bets": "\"I bet\": the next player holds (2) or says \"fine by me\"; the third may push to 3. "
                     "Whoever bet or held pays if they miss the objective.",
    "reminder.concession": "An objective can be conceded at any time; the last one left in must show an example "
                           "of it (the Jeu needs none).",
    "reminder.exposition": "As soon as the Jeu is settled, combinations are shown, starting with its winner: you "
                           "must do better than what has been shown, or else concede.",
    "reminder.demons": "Demons: K♥, 6♦, 7♦, 7♣, J♣, Q♣, and the Jack, Queen and 7 of trumps; they take on "
                       "whatever look is named for them.",
    "reminder.end": "Not in the booklet: the game is played over an agreed number of deals (9), or up to a score.",
}
