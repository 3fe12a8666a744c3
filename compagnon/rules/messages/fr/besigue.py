"""Bésigue rubicon, in French."""

MESSAGES = {
    "first_to_speak": "{player} joue en premier",
    "summary": "Bésigue à deux avec plusieurs jeux : on marque des combinaisons en cours de pioche, puis le "
               "gagnant de la donne marque le Rubicon ; la partie se joue en 5000 (Japonais) ou 10000 (Chinois).",
    "variant.japonais": "Japonais (4 jeux, Rubicon 1000, partie en 5000)",
    "variant.chinois": "Chinois (6 jeux, Rubicon 3000, partie en 10000)",
    # the entry
    "entry.dealer.help": "Par défaut, l'autre joueur que le donneur précédent.",
    "entry.cut": "La coupe",
    "entry.cut.help": "La pile que le donneur a levée sans compter, et l'estimation de l'adversaire.",
    "entry.cut.pile_count": "Le nombre de cartes de la pile du donneur",
    "entry.cut.pile_count.help": "Compté après la distribution : exactement 18 (24 au Chinois) vaut 250 au donneur.",
    "entry.cut.guess": "L'estimation de l'adversaire",
    "entry.cut.guess.help": "Vide s'il n'a rien annoncé ; juste, elle lui vaut 150.",
    # the saved start of a deal entered live, in one line
    "entry.cut.pile_count.short": "pile",
    "entry.cut.guess.short": "estimation",
    "entry.events": "Les annonces et les fautes de la donne",
    "entry.events.help": "Une touche par événement, dans l'ordre du jeu : cartes blanches, combinaisons, fautes, "
                         "fin de la pioche.",
    "entry.events.kind": "L'événement",
    "entry.events.kind.blank": "Cartes blanches",
    "entry.events.kind.combination": "Combinaison",
    "entry.events.kind.fault": "Faute",
    "entry.events.kind.stock_exhausted": "Pioche épuisée",
    "entry.events.turn": "Le tour",
    "entry.events.turn.help": "Facultatif : 0 juste après la donne, puis le numéro du tour de pioche ; "
                              "il permet de vérifier les annonces tour par tour.",
    "entry.events.combination.player": "Le joueur qui annonce",
    "entry.events.combination.type": "La combinaison",
    "entry.events.combination.type.help": "La première combinaison à une couleur (mariage, double mariage, suite) "
                                          "fixe l'atout et compte royale.",
    # what each button of the pad scores
    "entry.events.combination.type.mariage.help": "20, 40 à l'atout",
    "entry.events.combination.type.double_mariage.help": "80, 160 à l'atout",
    "entry.events.combination.type.suite.help": "150, 250 à l'atout",
    "entry.events.combination.type.besigue.help": "40",
    "entry.events.combination.type.double_besigue.help": "500",
    "entry.events.combination.type.triple_besigue.help": "1500",
    "entry.events.combination.type.quadruple_besigue.help": "4500",
    "entry.events.combination.type.carre.help": "V 40 · D 60 · R 80 · A 100",
    "entry.events.combination.type.carre_atout.help": "V 400 · D 600 · R 800 · 10 900 · A 1000",
    "entry.events.fault.type.too_many_cards.help": "+100 à l'adversaire",
    "entry.events.fault.type.missed_draw.help": "+10 à l'adversaire",
    "entry.events.fault.type.final_phase_error.help": "les plis restants à l'adversaire",
    "entry.events.stock_exhausted.help": "plus d'annonce ensuite",
    "pad.blank": "{points}",
    "live.more": "Fautes et fin de la pioche",
    "entry.events.combination.suit": "La couleur",
    "entry.events.combination.rank": "Le rang du carré",
    "entry.events.fault.player": "Le fautif",
    "entry.events.fault.type": "La faute",
    "entry.last_trick_winner": "Le gagnant du dernier pli",
    "entry.last_trick_winner.help": "Il marque 50 (250 au Chinois).",
    "entry.brisques_requested_by": "Le joueur qui demande les brisques",
    "entry.brisques_requested_by.help": "Seulement un joueur resté sous le Rubicon (1000, ou 3000 au Chinois) ; "
                                        "chacun ajoute alors ses brisques.",
    "entry.brisques": "Les brisques (10 et As) gagnées par chacun",
    "entry.brisques.help": "À compter sur demande ou en cas d'égalité ; les deux font 32 (48 au Chinois).",
    # the score sheet's columns
    "sheet.last_trick_winner": "Der. pli",
    "sheet.brisques_requested_by": "Demande",
    "sheet.brisques": "Brisques",
    # score sheets: short headings, blank pads
    "sheet.trump": "Atout",
    "sheet.deal_points": "Points",
    "blank.cut": "Coupe",
    "blank.trump": "Atout",
    "blank.announced": "Annonces, au fil de la donne",
    "blank.last_trick": "Der",
    "blank.brisques": "Brisq.",
    "blank.deal_points": "Points",
    "blank.delta": "Marque",
    # the combinations (labels of the choice)
    "combination.mariage": "Mariage",
    "combination.double_mariage": "Double mariage",
    "combination.besigue": "Bésigue",
    "combination.double_besigue": "Double bésigue",
    "combination.triple_besigue": "Triple bésigue",
    "combination.quadruple_besigue": "Quadruple bésigue",
    "combination.carre": "Carré",
    "combination.suite": "Suite",
    "combination.carre_atout": "Carré d'atout",
    # the same, in a sentence
    "with_article.mariage": "un mariage",
    "with_article.double_mariage": "un double mariage",
    "with_article.besigue": "un bésigue",
    "with_article.double_besigue": "un double bésigue",
    "with_article.triple_besigue": "un triple bésigue",
    "with_article.quadruple_besigue": "un quadruple bésigue",
    "with_article.carre": "un carré",
    "with_article.suite": "une suite",
    "with_article.carre_atout": "un carré d'atout",
    # the combinations as scored
    "name.mariage": "Mariage {suit:label}",
    "name.mariage_royal": "Mariage {suit:label} royal",
    "name.double_mariage": "Double mariage {suit:label}",
    "name.double_mariage_royal": "Double mariage {suit:label} royal",
    "name.suite": "Suite {suit:label}",
    "name.suite_royal": "Suite royale {suit:label}",
    "name.carre": "Carré {of}",
    "name.carre_atout": "Carré {of} d'atout",
    "of.7": "de 7",
    "of.8": "de 8",
    "of.9": "de 9",
    "of.10": "de 10",
    "of.V": "de Valets",
    "of.D": "de Dames",
    "of.R": "de Rois",
    "of.A": "d'As",
    # faults
    "fault.too_many_cards": "Trop de cartes en main",
    "fault.missed_draw": "Oubli de pioche",
    "fault.final_phase_error": "Erreur en phase finale",
    # in-deal lines
    "line.cut_exact": "Pile d'exactement {target} cartes : prime au donneur",
    "line.cut_guess": "Estimation juste de la pile ({count} cartes)",
    "line.blank": "Cartes blanches : aucune figure en main",
    "line.combination": "{name}{fixes}{added}",
    "line.fixes_trump": " : fixe l'atout",
    "line.added": " : s'ajoute à ce qui est déjà marqué",
    "line.too_many_cards": "Faute de {player} : plus de {hand} cartes en main",
    "line.missed_draw": "Faute de {player} : n'a pas pioché",
    "line.final_phase_error": "Erreur en phase finale : les plis restants, dernier compris, vont à {other}",
    "line.last_trick": "Dernier pli",
    "line.brisques_requested": "Brisques demandées par {requester} : {count} × {value}",
    "line.brisques_tie": "Égalité : brisques comptées, {count} × {value}",
    # the mark
    "line.mark": "{tie}{how}{rounded}",
    "how.loser_below": "{loser} sous le Rubicon : {bonus} + {winner_points} + {loser_points} = {raw}",
    "how.nobody_reached": "Personne au Rubicon : {bonus} + {winner_points} + {loser_points} = {raw}",
    "how.both_reached": "Tous deux au Rubicon : {bonus} + ({winner_points} − {loser_points}) = {raw}",
    "how.rounded": ", arrondi à {mark}",
    "how.tie_brisques": "Égalité départagée par les brisques ; ",
    "how.tie_last_trick": "Égalité, brisques égales : le dernier pli départage ; ",
    "line.loses": "Perd la donne : seul le gagnant marque",
    "line.wins": "{total} points de partie : atteint {target}, gagne la partie",
    # summaries of a deal
    "summary.deal": "{first} {first_points} – {second} {second_points} · {kind} → {winner} {mark}",
    "summary.rubicon": "Rubicon",
    "summary.difference": "écart",
    # refusals
    "refused.no_carre": "Il n'y a pas de carré {of} ; seul le carré de 10 d'atout existe, au Chinois.",
    "refused.trump_carre_without_trump": "Événement {n} : aucun atout n'est encore fixé, pas de carré d'atout "
                                         "possible.",
    "what.combination": "combinaison",
    "what.blank": "cartes blanches",
    "refused.stock_exhausted": "Événement {n} : la pioche est épuisée, plus de {what} possible.",
    "refused.combination_at_deal": "Événement {n} : aucune combinaison au tour 0 ; seul le gagnant d'un pli "
                                   "peut annoncer.",
    "refused.combination_after_draws": "Événement {n} : combinaisons interdites après le dernier tour de pioche "
                                       "(tour {last}).",
    "refused.one_per_turn": "Événement {n} : une seule combinaison marquée par tour ; l'autre reste suspendue pour "
                            "un tour suivant gagné par ce joueur.",
    "refused.trick_winner_only": "Événement {n} : {player} a déjà annoncé au tour {turn} ; seul le gagnant du pli "
                                 "annonce.",
    "refused.blank_after_draws": "Événement {n} : plus de cartes blanches après le dernier tour de pioche "
                                 "(tour {last}).",
    "refused.blank_twice": "Événement {n} : {player} a déjà marqué cartes blanches au tour {turn}.",
    "refused.blank_unbroken": "Événement {n} : cartes blanches au tour {turn} seulement si {player} les avait "
                              "aussi au tour {previous} (jamais de figure depuis la donne).",
    "refused.conceded": "{player} a commis une erreur en phase finale : les plis restants, dernier compris, "
                        "reviennent à {other}.",
    "refused.brisques_sum": "Les {total} dix et as sont tous dans les plis : les deux nombres doivent faire "
                            "{total} (ici {given}).",
    "refused.request_over_rubicon": "Seul un joueur resté sous le Rubicon ({rubicon}) peut demander les "
                                    "brisques : {player} en a {points}.",
    "refused.brisques_for_request": "Brisques à compter ({player} les demande) : les 10 et As gagnés par chacun.",
    "refused.brisques_for_tie": "Brisques à compter (égalité à {points}) : les 10 et As gagnés par chacun.",
    # the referee
    "refused.not_in_hand": "{card} n'est pas dans la main.",
    "refused.must_beat": "Il faut monter sur {card} : vous avez plus fort à {suit}. Toute erreur concède les plis "
                         "restants (Bésigue §8).",
    "refused.must_follow": "Il faut fournir à {suit}. Toute erreur concède les plis restants (Bésigue §8).",
    "refused.must_trump": "Sans {suit}, il faut couper à l'atout. Toute erreur concède les plis restants "
                          "(Bésigue §8).",
    "refused.blank_hand_size": "Cartes blanches : montrer les {hand} cartes de la main, cartes posées comprises "
                               "({shown} montrées).",
    "refused.blank_figure": "Une main avec {card} n'est pas « cartes blanches » : elle ne doit contenir ni Valet, "
                            "ni Dame, ni Roi.",
    "table.unknown": "Combinaison inconnue « {kind} » : il n'y a ni quintuple ni sextuple bésigue.",
    "table.not_combination": "Ces cartes ne forment pas : {name}.",
    "table.trump_carre_chinois": "Les carrés d'atout n'existent qu'au Bésigue chinois.",
    "table.no_trump": "Aucun atout n'est encore fixé : pas de carré d'atout.",
    "table.four_trumps": "Quatre {plural} d'atout : annoncez le carré d'atout.",
    "table.card_missing": "{card} n'est ni parmi les cartes posées ni sur votre table.",
    "table.nothing": "Annoncer au moins une combinaison.",
    "table.not_crossed": "Plusieurs combinaisons à la fois seulement si elles sont croisées : une carte commune et "
                         "des types différents.",
    "table.orphan_new": "{card} posée n'appartient à aucune combinaison : jouez-la dans un pli avant d'annoncer.",
    "table.orphan": "{card} sur votre table n'appartient à aucune combinaison : jouez-la dans un pli avant "
                    "d'annoncer.",
    "table.reused": "{card} sert déjà à {used} : une carte posée ne resert que dans une combinaison d'un autre type.",
    "table.suite_not_mariage": "Le Roi et la Dame d'une suite ne font pas de mariage.",
    "table.remnant_not_mariage": "Le Roi et la Dame restés d'une suite ne font pas de mariage.",
    "table.quadruple_on_table": "Un quadruple bésigue est sur la table : il faut en jouer une carte avant de poser "
                                "un nouveau bésigue.",
    "table.parallel": "Il y a déjà {used} sur la table : annoncez la combinaison parallèle supérieure.",
    "table.carre_japonais": "Un carré {of} est sur la table : au Japonais, il faut en jouer une carte avant de le "
                            "reformer.",
    "table.no_suspended": "Aucune combinaison suspendue à marquer.",
    "table.not_on_table": "{card} n'est pas sur la table.",
    "table.id_not_on_table": "Cette carte n'est pas sur la table.",
    # the referee's questions (a trick, a combination against what lies on the table)
    "referee.context.phase": "La phase de la donne",
    "referee.context.phase.help": "En phase finale (les 9 ou 12 derniers plis), il faut fournir en montant, "
                                  "sinon couper, et plus aucune combinaison ne s'annonce.",
    "referee.phase.draw": "Pioche",
    "referee.phase.final": "Phase finale",
    "referee.context.trump": "L'atout",
    "referee.context.trump.help": "Laisser vide tant qu'aucun mariage ni aucune suite ne l'a fixé.",
    "referee.table": "Ce qui est déjà sur la table du joueur",
    "referee.table.help": "Dans l'ordre : chaque combinaison posée (avec les cartes qui la forment), et chaque "
                          "carte de la table jouée ensuite dans un pli.",
    "referee.table.kind": "Ce qui s'est passé",
    "referee.table.kind.announce": "Une combinaison posée",
    "referee.table.kind.play": "Une carte posée jouée dans un pli",
    "referee.table.announce.type": "La combinaison",
    "referee.table.announce.cards": "Ses cartes",
    "referee.table.announce.laid": "Les cartes sorties de la main",
    "referee.table.announce.laid.help": "Vide : celles qui manquaient sur la table.",
    "referee.table.announce.crossed": "Les combinaisons croisées posées avec elle",
    "referee.table.announce.crossed.type": "La combinaison croisée",
    "referee.table.announce.crossed.cards": "Ses cartes",
    "referee.table.play.card": "La carte jouée",
    "referee.combination": "La combinaison annoncée",
    "referee.combination.type": "La combinaison",
    "referee.combination.cards": "Ses cartes, toutes",
    "referee.combination.cards.help": "Celles de la main comme celles déjà sur la table qu'elle réutilise.",
    "referee.combination.laid": "Les cartes sorties de la main",
    "referee.combination.laid.help": "Vide : celles qui manquent sur la table. À remplir pour poser une carte en "
                                     "double (une 5e carte de carré, un bésigue parallèle).",
    "referee.combination.crossed": "Les combinaisons croisées annoncées en même temps",
    "referee.combination.crossed.help": "Elles partagent une carte avec la première et restent suspendues : "
                                        "elles se marquent à un tour suivant.",
    "referee.combination.crossed.type": "La combinaison croisée",
    "referee.combination.crossed.cards": "Ses cartes",
    "referee.type.mariage": "Mariage",
    "referee.type.double_mariage": "Double mariage",
    "referee.type.besigue": "Bésigue",
    "referee.type.double_besigue": "Double bésigue",
    "referee.type.triple_besigue": "Triple bésigue",
    "referee.type.quadruple_besigue": "Quadruple bésigue",
    "referee.type.quintuple_besigue": "Quintuple bésigue",
    "referee.type.sextuple_besigue": "Sextuple bésigue",
    "referee.type.carre": "Carré",
    "referee.type.suite": "Suite",
    "referee.type.carre_atout": "Carré d'atout",
    "referee.alone": "Seule carte jouée pour l'instant : {card} tient le pli.",
    "referee.identical": "Deux {card} : à cartes identiques, la première jouée remporte le pli.",
    "referee.higher_trump": "{card} est le plus fort atout : il remporte le pli.",
    "referee.trumps": "{card} est un atout : il l'emporte sur {other}.",
    "referee.off_suit": "{other} n'est ni de la couleur demandée ni de l'atout : {card} remporte le pli"
                        "{no_trump}.",
    "referee.no_trump_yet": " (aucun atout n'est encore fixé)",
    "referee.higher": "{card} est la plus forte carte de la couleur demandée : il remporte le pli.",
    "referee.opponent_answers": "{player} a entamé : c'est son adversaire qui répond.",
    "referee.final_phase": "La pioche est épuisée : plus aucune combinaison ne s'annonce ni ne se marque.",
    "referee.no_quintuple_besigue": "Il n'y a pas de quintuple bésigue, même au Chinois : pour poser un 5e "
                                    "bésigue, il faut d'abord casser le quadruple en jouant une de ses cartes.",
    "referee.no_sextuple_besigue": "Il n'y a pas de sextuple bésigue, même au Chinois : au-delà du quadruple, il "
                                   "faut d'abord le casser en jouant une de ses cartes.",
    "referee.table_impossible": "Ce qui est décrit sur la table ne tient pas (ligne {n}) : {reason}",
    "referee.valid": "{name} : {points} points.",
    "referee.fixes_trump": "{name} : la première combinaison à une couleur fixe l'atout à {suit} et se marque "
                           "royale, {points} points.",
    "referee.with_suspended": "{first} Suspendue(s), à marquer à un tour suivant : {suspended:and}.",
    # the brisque advisor
    "advice.costs": "Demander les brisques coûterait {cost} points de partie à {player} ({reach}) : {winner} "
                    "marquerait {mark} au lieu de {before}{also}.",
    "advice.below": "sans atteindre le Rubicon",
    "advice.reached": "bien qu'atteignant le Rubicon",
    "advice.also": " (et {winner} {mark})",
    "advice.would_gain": "{player} est sous le Rubicon et peut encore demander les brisques : la demande lui "
                         "rapporterait {gain} points de partie ({winner} marquerait {mark}).",
    # facts
    "fact.target": "Partie en",
    "fact.rubicon": "Rubicon",
    "fact.deal_points": "Points de la dernière donne",
    "fact.trump": "Atout de la dernière donne",
    "fact.deal_trump": "Atout",
    "fact.stock_exhausted": "Pioche épuisée",
    # reminders
    "reminder.cut": "La coupe : pile d'exactement 18 (24) cartes, le donneur marque 250 ; l'adversaire qui a "
                    "deviné le nombre exact marque 150.",
    "reminder.blank": "Cartes blanches (aucun Valet, Dame ni Roi en main) : 50 (250 au Chinois).",
    "reminder.trump": "Le premier mariage ou la première suite fixe l'atout et compte comme royal ; une seule "
                      "combinaison marquée par tour, par le gagnant du pli.",
    "reminder.combinations": "Mariage 20, royal 40 ; double 80, royal 160 ; bésigue 40, double 500, triple 1500, "
                             "quadruple 4500 ; carrés V 40, D 60, R 80, A 100 ; suite 150, royale 250.",
    "reminder.trump_carres": "Chinois seulement, carrés d'atout : V 400, D 600, R 800, 10 900, A 1000.",
    "reminder.faults": "Trop de cartes en main : 100 à l'adversaire ; oubli de piocher : 10 ; erreur en phase "
                       "finale : les plis restants vont à l'adversaire.",
    "reminder.last_trick": "Dernier pli : 50 (250 au Chinois).",
    "reminder.brisques": "Sous le Rubicon on peut demander les brisques : chacun ajoute 10 par As et par 10 pris.",
    "reminder.tie": "Égalité : les brisques départagent, puis le dernier pli.",
    "reminder.rubicon": "Rubicon 1000 (3000) : si le perdant ne l'atteint pas, le gagnant marque 1000 + la somme "
                        "des deux totaux ; sinon 500 + la différence ; arrondi à la centaine inférieure.",
    "reminder.target": "La partie se gagne à 5000 (10000 au Chinois).",
}
