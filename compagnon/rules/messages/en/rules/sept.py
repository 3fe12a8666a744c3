"""Sept, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "What you need",
     "text": ["A 32-card pack, 7 to Ace in each suit."]},
    {"article": "§2", "title": "The players",
     "text": ["Two players. This is Sedma, a game from the Czech lands."]},
    {"article": "§3", "title": "The value of the cards",
     "text": ["No card beats another by being higher.",
              "Each 10 and each Ace is worth 10; the other cards are worth nothing. The last trick adds 10: a "
              "deal holds 90 points, always in tens, so there is never a tie."]},
    {"article": "§4", "title": "The deal",
     "text": ["The first dealer is chosen any way you like; after that, the loser of the previous deal always "
              "deals.",
              "The dealer shuffles, the other player cuts; four cards to each, two at a time. The rest, face "
              "down, forms the stock."]},
    {"article": "§5", "title": "Playing a trick",
     "text": ["The dealer's opponent leads to the first trick, then the winner of each trick.",
              "The leader plays a card, the other answers with any card. The leader may then stop, or continue "
              "with a card of the rank led or a 7; the other again answers freely, and so on. The trick also "
              "ends when both hands are empty.",
              "The trick goes to the last player who played a card of the rank led or a 7.",
              "Then each player draws back up to four cards, one card at a time, the winner of the trick first, "
              "while the stock lasts."]},
    {"article": "§6", "title": "Scoring and the end of the game",
     "text": ["All the cards won: 3 points. Otherwise, all 90 points: 2 points. Otherwise, more points: 1 point. "
              "The other player scores nothing.",
              "The first to 10 points wins the game."]},
    {"ruling": "S1", "about": ["§6"], "title": "All the cards",
     "text": ["That means all 32 cards, so every trick. Having the eight 10s and Aces and the last trick without "
              "every trick is worth only 2."]},
    {"ruling": "S2", "about": ["§3"], "title": "No tie",
     "text": ["90 points in tens can never be split evenly: no rule is needed."]},
    {"ruling": "S3", "about": ["§5"], "title": "Continuing the trick without the right to",
     "text": ["The rules set no penalty: the card is taken back, and the leader stops or plays an allowed "
              "card."]},
    {"ruling": "S4", "about": ["§4"], "title": "The first dealer",
     "text": ["The players choose them when the game starts."]},
    {"ruling": "S5", "about": ["§4", "§5"], "title": "Two at a time",
     "text": ["Only for the deal; during play, you draw one card at a time."]},
    {"ruling": "S6", "about": ["§6"], "title": "No faults",
     "text": ["The rules punish nothing else; there is no fault to enter."]},
]
