"""Duel à Las Vegas, in French."""

_PLURALS = {14: "As", 13: "Rois", 12: "Dames", 11: "Valets"}
_TO = {14: "à l'As", 13: "au Roi", 12: "à la Dame", 11: "au Valet"}

MESSAGES = {
    "deal_name": "Main",
    "summary": "Duel de poker à deux : chacun retourne les cartes de son propre paquet de 54, le plus faible "
               "concède ou pioche encore, et le premier à 6 mains gagnées l'emporte.",
    # house rules
    "option.wheel_straight": "La quinte As-2-3-4-5",
    "option.wheel_straight.help": "Règle maison : l'As compte aussi comme 1 pour former la quinte 5-4-3-2-As "
                                  "(hauteur 5). Par défaut l'As n'est que la plus forte carte (LV §3).",
    # the score sheet
    "sheet.winner": "Gagnant",
    "sheet.cards_used": "Cartes",
    # score sheets: short headings, blank pads
    "sheet.remaining": "Reste",
    "blank.winner": "Gagnant",
    "blank.main": "Main",
    "blank.cards": "Cartes",
    "blank.mains": "Mains gagnées",
    # the entry
    "entry.winner": "Le gagnant de la main",
    "entry.winner.help": "Celui qui met une carte de côté. Vide seulement si les deux paquets sont épuisés "
                         "sans que personne gagne la main.",
    "entry.end": "La fin de la main",
    "entry.end.help": "Par défaut le plus faible a concédé ; à changer quand il devait retourner une carte "
                      "et que son paquet était vide.",
    "entry.end.concession": "Le plus faible a concédé",
    "entry.end.exhausted": "Paquet vide, il n'a pas pu piocher",
    "entry.mains": "Les mains retournées",
    "entry.mains.help": "Facultatif : les cartes de chacun dans l'ordre où elles ont été retournées ; "
                        "l'arbitre vérifie alors que le perdant était bien le plus faible.",
    "entry.cards_used": "Les cartes retournées",
    "entry.cards_used.help": "Le nombre de cartes que chacun a tirées de son paquet pendant cette main "
                             "(inutile si les mains sont saisies).",
    # describing a main
    "hand.straight_flush": "quinte à la couleur {high}",
    "hand.quinte": "quinte {high}",
    "hand.carre": "carré {of}{kickers}",
    "hand.full": "full {to} par les {by}",
    "hand.couleur": "couleur à {suit} ({ranks})",
    "hand.brelan": "brelan {of}{kickers}",
    "hand.double_paire": "double paire {high} et {low}{kickers}",
    "hand.paire": "paire {of}{kickers}",
    "hand.isolee": "carte isolée {ranks}",
    "hand.kickers": " avec {ranks:and}",
    "hand.then": "{first}, puis {rest}",
    "hand.with_jokers": "{hand} (joker pour {cards:and})",
    "hand.empty": "aucune carte",
    **{f"of.{v}": ("d'As" if v == 14 else f"de {_PLURALS.get(v, str(v))}") for v in range(2, 15)},
    **{f"aux.{v}": f"aux {_PLURALS.get(v, str(v))}" for v in range(2, 15)},
    **{f"to.{v}": _TO.get(v, f"au {v}") for v in range(2, 15)},
    **{f"plural.{v}": _PLURALS.get(v, str(v)) for v in range(2, 15)},
    # the referee: two mains compared (LV §4, §4.1, §6)
    "referee.hands": "Les deux mains",
    "referee.hands.help": "Les cartes retournées par chacun (l'ordre ne compte pas), jokers compris.",
    "referee.two_mains": "L'arbitre compare deux mains, une par joueur ({n} données).",
    "referee.name": "« {key} » : le nom d'un joueur est attendu (30 caractères au plus).",
    "referee.no_main": "Il manque la main de {player}.",
    "referee.stronger": "{player} : {why}",
    "referee.beats": "{win} contre {lose} ; {detail}.",
    "referee.then": "les cinq meilleures cartes sont exactement égales ({same}) ; le reste départage : {words}",
    "referee.longer": "les cinq meilleures cartes sont exactement égales ({first}) ; seule cette main a d'autres "
                      "cartes ({rest}), et une main absente perd.",
    "referee.category": "{better} bat toujours {worse}",
    "referee.card": "à combinaison égale, la première carte qui diffère décide : {rank} contre {other}",
    "referee.missing": "à combinaison égale, la première carte qui diffère décide : {rank} contre une carte "
                       "absente, qui ne vaut rien",
    "referee.equal": "Les deux mains valent exactement la même chose ({hand}) : personne ne concède, les deux "
                     "joueurs piochent.",
    "referee.kind.straight_flush": "une quinte à la couleur",
    "referee.kind.carre": "un carré",
    "referee.kind.full": "un full",
    "referee.kind.couleur": "une couleur",
    "referee.kind.quinte": "une quinte",
    "referee.kind.brelan": "un brelan",
    "referee.kind.double_paire": "une double paire",
    "referee.kind.paire": "une paire",
    "referee.kind.isolee": "une carte isolée",
    # refusals
    "refused.third_joker": "{player} n'a que deux jokers dans son paquet.",
    "refused.card_twice": "{card} est déjà sorti : {player} n'en a qu'un dans son paquet.",
    "refused.cards_used_required": "Indiquer combien de cartes chacun a retournées, ou saisir les mains.",
    "refused.no_card": "{player} a encore {left:p:carte|cartes} : il retourne au moins une carte à chaque main.",
    "refused.pack_overflow": "{player} ne peut pas retourner {used:p:carte|cartes} : il ne lui en reste que "
                             "{left} (un paquet n'a que 54 cartes).",
    "refused.main_length": "{player} a une main de {cards:p:carte|cartes} mais {used} sont indiquées comme "
                           "retournées.",
    "refused.null_winner": "Une main sans gagnant n'est possible que si les deux paquets sont épuisés.",
    "refused.empty_pack_wins": "{player} a vidé son paquet : c'est {other} qui gagne la main avec "
                               "une seule carte.",
    "refused.one_card": "Face à un paquet vide, {player} gagne en retournant une seule carte.",
    "refused.must_be_exhausted": "{player} n'a plus de carte : la main finit par épuisement, pas par abandon.",
    "refused.not_exhausted": "{player} a encore {left:p:carte|cartes} : il n'a pas été forcé d'abandonner.",
    "refused.void_not_equal": "Une main sans gagnant suppose deux mains exactement égales.",
    "refused.exhausted_stronger": "Le perdant ({loser}) était plus fort que le gagnant ({winner}) : "
                                  "il n'avait pas à piocher.",
    "refused.equal": "Les deux mains sont exactement égales ({winner}) : personne ne peut concéder, "
                     "les deux piochent.",
    "refused.conceded_stronger": "Le perdant ({loser}) n'était pas le plus faible face à {winner} : "
                                 "le plus fort ne concède pas.",
    # score lines
    "line.concession": "gagne la main : {loser} concède{how}",
    "line.exhausted": "gagne la main : {loser} ne peut plus piocher{how}",
    "line.how": " ({winner} contre {loser})",
    "line.void": "main nulle : les deux paquets sont épuisés",
    "line.pack_empty": "paquet épuisé",
    "line.six": "{total} mains gagnées : remporte la partie",
    "line.more_mains": "paquets épuisés, {total:p:main|mains} : le plus de mains gagnées, remporte la partie",
    "line.draw": "paquets épuisés à égalité ({total:p:main|mains}) : pas de gagnant",
    # summaries
    "summary.concession": "{winner} (abandon)",
    "summary.exhausted": "{winner} (épuisement)",
    "summary.void": "Main nulle",
    # facts
    "fact.remaining": "Cartes dans le paquet",
    "fact.goal": "Mains à gagner",
    # reminders
    "reminder.combinations": "Du plus fort au plus faible : quinte à la couleur, carré, full, couleur, quinte, "
                             "brelan, double paire, paire, carte isolée.",
    "reminder.short": "Une carte absente vaut moins que toute carte présente : [Roi] perd contre [Roi, 2].",
    "reminder.jokers": "Un joker remplace n'importe quelle carte qui n'est pas déjà dans la main : "
                       "pas de cinquième As.",
    "reminder.play": "Après chaque carte, le plus faible concède ou pioche ; à égalité exacte les deux piochent.",
    "reminder.split": "Au-delà de 5 cartes : la meilleure main de 5, puis le reste, qui ne départage "
                      "que des premières mains identiques.",
    "reminder.goal": "Le premier à 6 mains gagne ; paquets épuisés : le plus de mains, sinon pas de gagnant.",
}
