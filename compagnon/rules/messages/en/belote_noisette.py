"""Belote Noisette, in English."""

MESSAGES = {
    # the referee (compagnon/rules/referee.py)
    "referee.context.trump": "Trump",
    "referee.context.taker": "The taker",
    "referee.context.taker.help": "Their name as written in the cards played: the two defenders then play as "
                                  "partners (house rule).",
    "referee.combination": "The Belote announced",
    "referee.combination.hand": "The player's hand",
    "referee.combination.hand.help": "Their cards at the moment they announce “Belote”.",
    "referee.belote": "Belote: the Queen and King of {trump} are in the same hand, {points} points.",
    "referee.wins_trump": "The highest trump in the trick wins: {card}.",
    "referee.wins_suit": "With no trump in the trick, the highest card of the suit led ({suit}) wins: {card}.",
    "referee.card_twice": "{card} appears twice in the trick; the pack has only one.",
    "referee.player_twice": "{player} plays twice in the same trick.",
    "summary": "Three-handed belote with a 24-card pack and noisettes (hazelnuts): each deal is played for the "
               "pot, a round ends at 21 noisettes or when someone has none left, and the game is won on game "
               "points.",
    # house rules
    "option.removed_suit": "The suit removed",
    "option.removed_suit.help": "The suit taken out of the 32-card pack for the whole game; it cannot be trump. "
                                "Left unset, the trump is not checked.",
    "option.defenders_are_partners": "The two defenders play as partners",
    "option.defenders_are_partners.help": "For the referee only: a defender whose partner is winning the trick "
                                          "need not trump. Does not change the scoring.",
    # short headings of the score sheet
    "sheet.taker": "Taker",
    "sheet.take_round": "Turn",
    "sheet.card_points": "Cards",
    # score sheets: short headings, blank pads
    "sheet.noisettes": "Nois.",
    "sheet.pot": "Pot",
    "sheet.goal": "Goal",
    "sheet.manches_played": "Rounds",
    "sheet.count.noisettes": "{n:p:noisette|noisettes}",
    "blank.taker": "Taker",
    "blank.take_round": "Turn",
    "blank.trump": "Trump",
    "blank.pot": "Pot",
    "blank.card_points": "Points",
    "blank.noisettes": "Nois.",
    "blank.delta": "Game",
    # the entry
    "entry.dealer.help": "By default the player after the previous dealer, from one round to the next too.",
    "entry.take_round": "The bidding turn",
    "entry.take_round.help": "1st turn: 1 noisette into the pot; 2nd turn: 2; forced take (everyone passed "
                             "twice): the player after the dealer takes without paying.",
    "entry.take_round.1": "1st turn",
    "entry.take_round.2": "2nd turn",
    "entry.take_round.forced": "Forced take",
    "entry.taker": "The taker",
    "entry.taker.help": "On a forced take, the player after the dealer.",
    "entry.trump": "Trump",
    "entry.trump.help": "The suit of the turned card (of one of the two, on the 2nd turn) that the taker chose.",
    "entry.turned_cards": "The turned cards",
    "entry.turned_cards.help": "Optional: the turned card (1st turn) or both (otherwise), to check the trump.",
    "entry.card_points": "Card points",
    "entry.card_points.help": "The cards each player won, counted before faults, without the 10 for the last "
                              "trick or the Belote.",
    "entry.last_trick": "The last trick",
    "entry.last_trick.help": "Who won the 8th trick (10 for the last trick), before faults.",
    "entry.belote_by": "The Belote",
    "entry.belote_by.help": "The player who announced Belote and Rebelote with the Queen and King of trumps (+10). "
                            "A false Belote is a fault.",
    "entry.faults": "Faults",
    "entry.faults.help": "Each fault costs 2 tricks, given to the taker; a fault by the taker is entered as two "
                         "lines of one trick, one for each defender.",
    "entry.faults.offender": "The offender",
    "entry.faults.beneficiary": "Who receives the tricks",
    "entry.faults.points_moved": "The points in the tricks given",
    "entry.faults.points_moved.help": "The value of the cards in those tricks.",
    "entry.faults.includes_last_trick": "The last trick is one of them",
    "entry.faults.includes_last_trick.help": "The 10 for the last trick then goes with it.",
    "entry.faults.tricks": "The number of tricks given",
    "entry.faults.tricks.help": "Usually 2; 1 on each of the two lines of a fault by the taker.",
    "entry.tricks_won": "Tricks won",
    "entry.tricks_won.help": "Optional: each player's number of tricks (8 in all), to check the entry.",
    # refusals
    "refused.forced_taker": "When everyone has passed twice, the player after the dealer must take: {player}.",
    "refused.removed_suit": "This suit was removed from the pack: {suit} cannot be trump.",
    "refused.trump_not_turned": "Trump must be the suit of a turned card, not {suit}.",
    "refused.turned_count": "This bidding turn has {count:p:turned card|turned cards}, not {given}.",
    "refused.turned_twice": "The same card cannot be turned twice.",
    "refused.one_point": "{player}: 1 card point is impossible (no card is worth 1).",
    "refused.card_total": "Card points must add up to 122, not {total}.",
    "refused.fault_self": "{player} cannot give their own tricks to themselves.",
    "refused.fault_to_defender": "{offender}'s fault benefits the taker, {taker}, not the other defender.",
    "refused.fault_one_point": "Tricks cannot be worth 1 point.",
    "refused.fault_points": "The offender does not have that many points in their tricks: {player} has {points}, "
                            "not {moved}.",
    "refused.fault_last_trick": "{player} does not have the last trick, so cannot give it.",
    "refused.trick_count": "There are always 8 tricks, not {total}.",
    "refused.points_without_trick": "{player} won no trick but has {points} card points.",
    "refused.last_without_trick": "{player} won no trick but would have the last one.",
    "refused.not_a_card": "{card} is not in this game's pack.",
    "refused.not_in_hand": "{card} is not in the hand.",
    "refused.must_follow": "{card}: {led} was led, you must follow suit (fault, 2 tricks).",
    "refused.must_trump": "{card}: void in the suit led, you must trump in {trump} (fault, 2 tricks).",
    "refused.must_overtrump": "{card}: you must beat the trump already played (fault, 2 tricks).",
    "refused.false_belote": "Belote announced without the Queen and King of {trump} (fault, 2 tricks).",
    # how
    "how.small_pot": " (fewer than 4 noisettes in the pot)",
    "how.with_last": ", last trick included",
    # lines (noisettes)
    "line.ante": "ante at the start of the deal",
    "line.take": "takes on the {round:ord} turn: {n:p:noisette|noisettes} into the pot",
    "line.forced": "forced take: no noisette to put in the pot",
    "line.take_short": "lacks the {cost} noisettes to take: puts in what they have ({paid})",
    "line.fault": "receives {tricks:p:trick|tricks} from {offender} for a fault ({points:p:point|points}{last})",
    "line.all": "{score} points, more than half of {total}: wins the whole pot ({n:p:noisette|noisettes})",
    "line.above": "{score} points, not more than {half}, but ahead of {first} and {second}: "
                  "{n:p:noisette|noisettes}{small}",
    "line.best_opponent": "best opponent ({score} points): 1 noisette",
    "line.opponents_tied": "opponents tied ({score} points): their noisette stays in the pot",
    "line.lost": "{taker} loses with {score} points: {n:p:noisette|noisettes} for each opponent{small}",
    "line.left_in_pot": "{n:p:noisette stays|noisettes stay} in the pot for the next deal",
    "line.new_manche": "new round: everyone starts again with {n} noisettes",
    "line.pot_cleared": "new round: the pot is emptied ({n:p:noisette|noisettes})",
    # lines (game points)
    "line.complete": "{n} noisettes: complete round, 3 game points",
    "line.leader": "partial round ({out:and} out of noisettes), leading with {n}: 2 game points",
    "line.leader_tied": "partial round ({out:and} out of noisettes), tied for the lead with {n}: 2 game points",
    "line.second": "partial round, second with {n} noisettes: 1 game point",
    "line.goal_moves": "{n} game points, tied for the lead: the goal goes up to {goal}",
    "line.wins": "{n} game points (goal {goal}): wins the game",
    # summaries of a deal
    "summary.all": "{taker} ({trump}) makes {score} and sweeps the pot",
    "summary.above": "{taker} ({trump}) makes {score}: +{n}",
    "summary.lost": "{taker} ({trump}) loses with {score}",
    "summary.with_manche": "{deal} — {manche}",
    "summary.with_noisettes": "{deal} · noisettes {a}\u202f/\u202f{b}\u202f/\u202f{c}, pot\u00a0{pot}",
    "summary.complete": "complete round",
    "summary.partial": "partial round",
    # facts
    "fact.noisettes": "Noisettes",
    "fact.pot": "Pot",
    "fact.forced_taker": "Forced take (if everyone passes twice)",
    "fact.goal": "Game goal",
    "fact.manches": "Rounds played",
    # reminders
    "reminder.cards": "Trumps: Jack 20, 9 14, Ace 11, 10 10, King 4, Queen 3; other suits: Ace 11, 10 10, King 4, "
                      "Queen 3, Jack 2; 7 and 8 nothing. Last trick 10, Belote 10: 132 points, 142 with Belote.",
    "reminder.ante": "Each round, 10 noisettes each; each deal, one noisette from each player into the pot.",
    "reminder.taking": "Taking costs 1 noisette on the 1st turn, 2 on the 2nd (whatever you have if less); "
                       "after two turns of passes, the player after the dealer takes without paying.",
    "reminder.settlement": "More than half the points: the whole pot. Otherwise, ahead of each opponent: 3 "
                           "noisettes (2 if the pot holds fewer than 4) and 1 to the best opponent. Otherwise each "
                           "opponent takes 2 (1 if the pot holds fewer than 4).",
    "reminder.manche": "At 21 noisettes, a complete round: 3 game points. If someone has no noisette left, a "
                       "partial round: 2 to the leader, 1 to the second.",
    "reminder.partie": "6 game points win; if tied for the lead past the goal, the goal goes up by 2.",
    "reminder.faults": "Each fault (revoke, failing to trump or to overtrump, false Belote) gives 2 tricks to the "
                       "opponent before counting.",
}
