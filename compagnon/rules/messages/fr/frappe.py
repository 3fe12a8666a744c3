"""Frappe, in French."""

_NAMES = {"A": "As", "R": "Rois", "D": "Dames", "V": "Valets"}
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")

MESSAGES = {
    # score sheets: short headings, blank pads
    "sheet.captured": "Cartes",
    "blank.frappes": "Annonces et frappes",
    "blank.cards": "Cartes",
    "deal_name": "Manche",
    "summary": "Jeu de pêche à deux, où seuls les rangs comptent : on prend par paires et par suites, on frappe "
               "la carte que l'adversaire vient de poser, on joue ses petites cartes en place, et le premier à "
               "61 points gagne.",
    # the entry
    "entry.dealer.help": "Par défaut, le donneur change à chaque manche.",
    "entry.rounds": "Les tours de distribution",
    "entry.rounds.help": "Huit tours de 3 cartes à chacun, saisis carte par carte sur le pavé.",
    "entry.rounds.announce": "Les annonces",
    "entry.rounds.announce.help": "Ce que chacun a déclaré en voyant ses 3 cartes, sans dire le rang.",
    "entry.rounds.announce.none": "Rien",
    "entry.rounds.announce.paire": "Paire",
    "entry.rounds.announce.brelan": "Brelan",
    "entry.rounds.plays": "Les cartes jouées",
    "entry.rounds.plays.help": "Dans l'ordre du jeu : l'adversaire du donneur, le donneur, et ainsi de suite "
                               "(6 cartes).",
    "entry.rounds.plays.rank": "Le rang",
    "entry.rounds.plays.decline_capture": "Jouée en place sans prendre",
    "entry.rounds.plays.decline_capture.help": "Le joueur renonce à prendre pour poser sa carte en place.",
    "entry.rounds.claims": "Les combinaisons relevées",
    "entry.rounds.claims.help": "Un joueur relève la paire ou le brelan que l'adversaire avait sans l'annoncer.",
    "entry.extension": "L'extension",
    "entry.extension.help": "Les 4 cartes que le donneur retourne après la 2e distribution ; le pavé les "
                            "prend une à une, dans l'ordre.",
    "entry.extension.dealt": "Les cartes retournées",
    "entry.extension.dealt.help": "De gauche à droite, telles qu'elles ont été retournées.",
    "entry.extension.dealt.short": "cartes",
    "entry.extension.swap12": "1re et 2e échangées",
    "entry.extension.swap34": "3e et 4e échangées",
    "entry.extension.direction": "Le sens du compte",
    "entry.extension.direction.short": "sens",
    "entry.extension.direction.ltr": "De gauche à droite",
    "entry.extension.direction.rtl": "De droite à gauche",
    # the referee: what a card does on the table (Fr §6 to §6.3)
    "referee.context.table": "Les cartes sur la table",
    "referee.context.table.help": "Les rangs des cartes retournées au milieu, avant la carte jouée ; une frappe "
                                  "ou une contre-frappe en attente y est encore.",
    "referee.context.previous": "La carte que l'adversaire vient de jouer",
    "referee.context.previous.help": "Dans ce même tour de distribution ; à laisser vide au début d'un tour.",
    "referee.context.previous.rank": "Son rang",
    "referee.context.previous.effect": "Ce qu'elle a fait",
    "referee.effect.stayed": "Elle est restée sur la table",
    "referee.effect.capture": "Elle a pris des cartes",
    "referee.effect.frappe": "Une frappe, encore en attente",
    "referee.effect.contre_frappe": "Une contre-frappe, encore en attente",
    "referee.context.last_card": "C'est la dernière carte de la manche",
    "referee.context.last_card.help": "La 3e carte du donneur au 8e tour : pas de nettoyage.",
    "referee.combination": "La carte jouée",
    "referee.combination.rank": "Son rang",
    "referee.combination.decline_capture": "Posée en place sans prendre",
    "referee.combination.decline_capture.help": "Le joueur renonce à prendre pour jouer sa carte en place.",
    "referee.then": "{first} {rest}",
    "referee.capture": "Paire {of} avec la table : {count} cartes vont à ses gains, la carte jouée comprise.",
    "referee.capture_suite": "Paire {of} avec la table, et la suite qui monte au-dessus ({taken:and}) : {count} "
                             "cartes vont à ses gains, la carte jouée comprise.",
    "referee.frappe": "C'est une frappe : la carte que l'adversaire vient de poser était restée sur la table. "
                      "{points:p:point|points}, acquis si l'adversaire ne contre-frappe pas avec un autre {rank} "
                      "à sa carte suivante.",
    "referee.frappe_last": "C'est une frappe : la carte que l'adversaire vient de poser était restée sur la table. "
                           "{points:p:point|points}, acquis aussitôt : plus aucune carte ne suit.",
    "referee.nettoyage": "Nettoyage : toute la table formait une suite ({suite}) ; elle rapporte "
                         "{points:p:point|points}, la valeur de sa dernière carte ({last}).",
    "referee.no_nettoyage_last": "La table formait une suite, mais il n'y a pas de nettoyage sur la dernière carte "
                                 "de la manche.",
    "referee.could_place": "Prendre est obligatoire, sauf pour jouer en place : ici il pouvait renoncer à prendre "
                           "et marquer {points:p:point|points} en place.",
    "referee.en_place": "Rien à prendre : {rank} fait {count:p:carte|cartes} sur la table, il est en place "
                        "et rapporte {count:p:point|points}.",
    "referee.declined": "Renoncer à prendre pour jouer en place est permis : {rank} fait {count:p:carte|cartes} sur "
                        "la table et rapporte {count:p:point|points}.",
    "referee.stays": "Aucune carte à apparier : la carte reste sur la table ({count:p:carte|cartes}), sans être en "
                     "place.",
    "referee.contre": "Contre-frappe : un troisième {rank} sur la frappe de l'adversaire, qui ne marque rien et ne "
                      "prend rien. {points:p:point|points}{inherited} et {count} cartes, "
                      "acquis si l'adversaire ne fait pas pénitence avec le quatrième {rank} à sa carte suivante.",
    "referee.inherited": " ({triple} pour le brelan, {points} pour le nettoyage que la frappe aurait marqué)",
    "referee.penitence": "Pénitence : le quatrième {rank} sur la contre-frappe de l'adversaire, qui ne marque "
                         "rien. La partie est gagnée sur-le-champ.",
    "referee.confirmed_frappe": "La frappe de l'adversaire (paire {of}) est acquise : il prend {count} cartes et "
                                "marque {points:p:point|points}.",
    "referee.confirmed_contre": "La contre-frappe de l'adversaire (brelan {of}) est acquise : il prend {count} "
                                "cartes et marque {points:p:point|points}.",
    "referee.previous_stayed": "Si la carte de l'adversaire est restée sur la table, il y a au moins un {rank} "
                               "sur la table.",
    "referee.previous_frappe": "Une frappe en attente laisse au moins {n} {rank} sur la table : la carte frappée "
                               "et celle qui frappe.",
    "referee.previous_contre_frappe": "Une contre-frappe en attente laisse au moins {n} {rank} sur la table.",
    # words
    **{f"of.{r}": ("d'As" if r == "A" else f"de {_NAMES.get(r, r)}") for r in _RANKS},
    **{f"plural.{r}": _NAMES.get(r, r) for r in _RANKS},
    "nature.paire": "paire",
    "nature.brelan": "brelan",
    "end.score": "{player} a atteint 61 points",
    "end.penitence": "{player} a fait pénitence",
    # the manche entered card by card
    "live.plays": "{player} joue {card}{does}",
    "live.plays_en_place": "{player} joue {card} en place, sans prendre{does}",
    "live.frappe": " — frappe !",
    "live.frappe_nettoyage": " — frappe et nettoyage !",
    "live.contre": " — contre-frappe !",
    "live.contre_nettoyage": " — contre-frappe et nettoyage !",
    "live.penitence": " — pénitence, gagne la partie !",
    "live.takes": " — ramasse {cards} cartes",
    "live.takes_nettoyage": " — nettoyage, ramasse {cards} cartes",
    "live.en_place": " — en place",
    "live.stays": "",
    "live.round": "{n:ord} tour",
    "live.card": "{n:ordf} carte",
    "live.announces": "{player} annonce : {nature} ({round})",
    "live.claims": "{player} relève la combinaison que l'autre n'a pas annoncée ({round})",
    "live.extension_turning": "{player} retourne l'extension : {cards} ({n} sur 4)",
    "live.extension": "{player} retourne l'extension : {cards} ; {how}",
    "live.swap12": "1re et 2e échangées",
    "live.swap34": "3e et 4e échangées",
    "live.ltr": "de gauche à droite",
    "live.rtl": "de droite à gauche",
    "live.for": "{player} : {line}",
    "live.missing": "{card} du {round} ({player})",
    "pad.over": "{reason} : validez la donne.",
    "pad.manche_over": "Les huit tours sont joués : validez la donne.",
    "pad.extension": "{player} retourne l'extension : {n:ordf} carte",
    "pad.extension_help": "De gauche à droite, dans l'ordre où elles sont retournées.",
    "pad.arrange": "L'extension rapporte {points:p:point|points}",
    "pad.arrange_help": "Le donneur peut échanger la 1re et la 2e, la 3e et la 4e, et compter dans l'un ou "
                        "l'autre sens.",
    "pad.arrange_swap12": "Échanger la 1re et la 2e : {points:p:point|points}",
    "pad.arrange_swap34": "Échanger la 3e et la 4e : {points:p:point|points}",
    "pad.arrange_ltr": "Compter de gauche à droite : {points:p:point|points}",
    "pad.arrange_rtl": "Compter de droite à gauche : {points:p:point|points}",
    "pad.arrange_best": "Le meilleur arrangement : {points:p:point|points}",
    "pad.best": "Le mieux",
    "pad.announce": "Annonces du {round}",
    "pad.announce_help": "Avant la 1re carte du tour ; rien à saisir pour qui n'annonce rien.",
    "pad.announced": "Déjà : {said:and}",
    "pad.said": "{player} {nature}",
    "pad.announce_paire": "Annonce d'une paire",
    "pad.announce_brelan": "Annonce d'un brelan",
    "pad.play": "{player} joue : {card} du {round}",
    "pad.fill": "À ressaisir : {card} du {round}, jouée par {player}",
    "pad.hint": "{card}{does}",
    "pad.table": "Sur la table : {cards}",
    "pad.table_empty": "La table est vide.",
    "pad.all_out": "{ranks} : les quatre sont déjà sortis",
    "pad.decline": "En place, sans prendre",
    "pad.decline_help": "Renoncer à prendre pour poser un As, un 2, un 3 ou un 4 en place.",
    "pad.decline_hint": "{card} posé en place, +{points}, au lieu de prendre",
    "pad.decline_any": "{card} posé en place, sans prendre",
    "pad.claim": "{player} relève",
    "pad.claim_paire": "{player} n'a pas annoncé sa paire {of} : +{points}",
    "pad.claim_brelan": "{player} n'a pas annoncé son brelan {of} : +{points}",
    "advice.unfinished": "La manche n'a que {rounds:p:tour|tours} sur 8 et personne n'a gagné : une fois "
                         "validée, aucune autre manche ne pourra commencer avant qu'elle soit complétée.",
    # refusals
    "refused.live_over": "La partie est finie ({reason}) : validez la donne.",
    "refused.live_event": "Ce bouton ne correspond à rien ici : rechargez la page.",
    "refused.live_manche_over": "Les huit tours de la manche sont joués : validez la donne.",
    "refused.live_who": "Choisissez d'abord le joueur.",
    "refused.live_announce_late": "On annonce avant la 1re carte du tour : ce tour est commencé.",
    "refused.live_extension_when": "L'extension se retourne après la 2e distribution, avant la 1re carte du "
                                   "2e tour.",
    "refused.live_extension_full": "L'extension a déjà ses 4 cartes : retirez-la pour la ressaisir.",
    "refused.live_extension_short": "L'extension n'a que {n:p:carte|cartes} sur 4.",
    "refused.fifth": "Un jeu de 52 cartes n'a que quatre {of}.",
    "refused.decline": "On ne renonce à prendre que pour jouer une carte en place : ce {rank} ferait "
                       "{count:p:carte|cartes} sur la table.",
    "refused.decline_answer": "Une contre-frappe ou une pénitence ne se joue pas en place.",
    "refused.short_round": "Ce tour n'a que {n:p:carte jouée|cartes jouées} sur 6 : seul le dernier tour saisi "
                           "peut être inachevé.",
    "refused.claim_unfinished": "Le tour n'est pas fini : une combinaison se relève à la fin du tour.",
    "refused.claim_nothing": "{player} n'avait pas de paire ni de brelan non annoncé à relever.",
    "refused.open_manche": "La manche précédente n'est pas finie : la compléter avant d'en commencer une autre.",
    "refused.extension_missing": "L'extension est retournée après la 2e distribution : la saisir.",
    "refused.extension_early": "L'extension n'est retournée qu'après la 2e distribution.",
    "refused.extension_after_end": "La partie s'est finie avant que l'extension soit retournée.",
    "refused.after_end_round": "La partie est finie ({reason}) : aucun tour ne suit.",
    "refused.after_end_play": "La partie est finie ({reason}) : aucune carte ne suit.",
    # score lines
    "line.en_place": "{rank} joué en place ({count:p:carte|cartes} sur la table)",
    "line.frappe": "frappe : paire {of} sur la carte que l'adversaire vient de poser",
    "line.contre": "contre-frappe : brelan {of}, le triple d'une frappe",
    "line.frappe_cancelled": "frappe (paire {of}) annulée : {player} contre-frappe",
    "line.contre_cancelled": "contre-frappe (brelan {of}) annulée : {player} fait pénitence",
    "line.penitence": "pénitence : carré {of}, gagne la partie sur-le-champ",
    "line.nettoyage": "nettoyage : toute la table ramassée, la suite finit par {last}",
    "line.announce_paire": "paire {of} annoncée, la plus forte",
    "line.announce_brelan": "brelan {of} annoncé, le plus fort",
    "line.announce_tie": "paires {of} des deux côtés : l'adversaire du donneur marque",
    "line.false_announce": "annonce « {nature} » qui ne correspond pas à ses cartes : rien",
    "line.claim_paire": "relève la paire {of} que {player} n'a pas annoncée",
    "line.claim_brelan": "relève le brelan {of} que {player} n'a pas annoncé",
    "line.extension_place": "extension : {rank} en {n:ordf} position",
    "line.extension_2": "extension : paire {of} avec la table",
    "line.extension_3": "extension : brelan {of} avec la table",
    "line.extension_4": "extension : carré {of} avec la table",
    "line.extension_nothing": "extension sans carte en place ni combinaison",
    "line.leftovers": "ramasse les {n:p:carte restée|cartes restées} sur la table (dernier à avoir pris)",
    "line.difference": "{mine} cartes prises contre {theirs} : la différence",
    "line.reaches": "{total} points : gagne la partie",
    # summaries
    "summary.manche": "Manche complète",
    "summary.open": "Manche en cours ({rounds:p:tour|tours})",
    "summary.score": "{player} atteint 61",
    "summary.penitence": "Pénitence : {player} gagne",
    # facts
    "fact.goal": "But",
    "fact.table": "Sur la table",
    "fact.captured": "Cartes prises dans la manche",
    "fact.round": "Tour",
    "fact.missing": "À ressaisir",
    # reminders
    "reminder.values": "Valeur d'une carte : Roi 4, Dame 3, Valet 2, du 10 à l'As 1.",
    "reminder.announce": "Annonce : paire = la valeur, brelan = le triple ; la plus forte annonce juste marque, "
                         "une combinaison tue peut être relevée par l'adversaire.",
    "reminder.capture": "Une carte prend sa paire sur la table et la suite qui monte au-dessus (Roi puis As).",
    "reminder.frappe": "Frappe : prendre la carte que l'adversaire vient de poser (la valeur) ; contre-frappe "
                       "avec la 3e (le triple) ; pénitence avec la 4e : gagne la partie.",
    "reminder.en_place": "En place : As, 2, 3 ou 4 posé quand il fait autant de cartes sur la table.",
    "reminder.nettoyage": "Nettoyage : prendre toute la table quand elle forme une suite ; vaut la dernière "
                          "carte de la suite.",
    "reminder.extension": "Extension : une carte à la position de son numéro marque ce numéro ; paire, brelan ou "
                          "carré avec la table marquent 1, 3 ou 6 fois la valeur.",
    "reminder.goal": "En fin de manche, la différence des cartes prises ; le premier à 61 gagne, même en "
                     "cours de jeu.",
}
