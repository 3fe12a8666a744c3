"""Frappe, in French."""

_NAMES = {"A": "As", "R": "Rois", "D": "Dames", "V": "Valets"}
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")

MESSAGES = {
    "summary": "Jeu de pêche à deux, où seuls les rangs comptent : on prend par paires et par suites, on frappe "
               "la carte que l'adversaire vient de poser, on joue ses petites cartes en place, et le premier à "
               "61 points gagne.",
    # the entry
    "entry.dealer.help": "Par défaut, le donneur change à chaque manche.",
    "entry.rounds": "Les tours de distribution",
    "entry.rounds.help": "Huit tours de 3 cartes chacun par manche, saisis carte par carte.",
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
    "entry.extension.help": "Les 4 cartes que le donneur retourne après la 2e distribution.",
    "entry.extension.dealt": "Les cartes retournées",
    "entry.extension.dealt.help": "De gauche à droite, telles qu'elles ont été retournées.",
    "entry.extension.swap12": "1re et 2e échangées",
    "entry.extension.swap34": "3e et 4e échangées",
    "entry.extension.direction": "Le sens du compte",
    "entry.extension.direction.ltr": "De gauche à droite",
    "entry.extension.direction.rtl": "De droite à gauche",
    # words
    **{f"of.{r}": ("d'As" if r == "A" else f"de {_NAMES.get(r, r)}") for r in _RANKS},
    **{f"plural.{r}": _NAMES.get(r, r) for r in _RANKS},
    "nature.paire": "paire",
    "nature.brelan": "brelan",
    "end.score": "{player} a atteint 61 points",
    "end.penitence": "pénitence de {player}",
    # refusals
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
    "line.frappe_cancelled": "frappe (paire {of}) annulée par la contre-frappe de {player}",
    "line.contre_cancelled": "contre-frappe (brelan {of}) annulée par la pénitence de {player}",
    "line.penitence": "pénitence : carré {of}, gagne la partie sur-le-champ",
    "line.nettoyage": "nettoyage : toute la table ramassée, la suite finit par {last}",
    "line.announce_paire": "paire {of} annoncée, la plus forte",
    "line.announce_brelan": "brelan {of} annoncé, le plus fort",
    "line.announce_tie": "paires {of} des deux côtés : l'adversaire du donneur marque",
    "line.false_announce": "annonce « {nature} » qui ne correspond pas à ses cartes : rien",
    "line.claim_paire": "relève la paire {of} non annoncée de {player}",
    "line.claim_brelan": "relève le brelan {of} non annoncé de {player}",
    "line.extension_place": "extension : {rank} en {n:ordf} position",
    "line.extension_2": "extension : paire {of} avec la table",
    "line.extension_3": "extension : brelan {of} avec la table",
    "line.extension_4": "extension : carré {of} avec la table",
    "line.extension_nothing": "extension sans carte en place ni combinaison",
    "line.leftovers": "ramasse les {n:p:carte restée|cartes restées} sur la table (dernier à avoir pris)",
    "line.difference": "{mine} cartes prises contre {theirs} : la différence",
    "line.reaches": "{total} points : gagne la partie",
    # summaries
    "summary.manche": "Manche donnée par {dealer}",
    "summary.open": "Manche de {dealer} en cours ({rounds:p:tour|tours})",
    "summary.score": "{player} atteint 61",
    "summary.penitence": "Pénitence de {player}",
    # facts
    "fact.goal": "But",
    "fact.table": "Sur la table",
    "fact.captured": "Cartes prises dans la manche",
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
