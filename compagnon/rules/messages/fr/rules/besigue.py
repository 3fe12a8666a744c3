"""Bésigue rubicon (Japonais and Chinois), in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Des jeux de 32 cartes mélangés ensemble : quatre (128 cartes) pour le Japonais, six (192 cartes) "
              "pour le Chinois. Chaque carte existe donc en quatre ou six exemplaires."]},
    {"article": "§2", "title": "Les joueurs",
     "text": ["Deux joueurs, l'un contre l'autre."]},
    {"article": "§3", "title": "La coupe et la distribution",
     "text": ["Le donneur soulève du tas, sans compter, une pile qui devrait faire 18 cartes (24 au Chinois) ; "
              "son adversaire annonce combien il pense qu'elle en contient.",
              "Le donneur distribue par 1 ou par 3 depuis cette pile, 9 cartes à chacun (12 au Chinois), en "
              "complétant depuis le tas ou en y remettant le surplus. Le reste forme la pioche.",
              "Une pile d'exactement 18 (24) cartes rapporte 250 au donneur ; une estimation exacte rapporte 150 "
              "à l'adversaire. Les deux primes peuvent tomber dans la même donne."]},
    {"article": "§3.1", "title": "Cartes blanches",
     "text": ["Un joueur qui n'a ni Valet, ni Dame, ni Roi montre sa main et marque 50 (250 au Chinois).",
              "Il peut recommencer après chaque pioche tant que sa main reste sans figure."]},
    {"article": "§4", "title": "L'ordre et la valeur des cartes",
     "text": ["De la plus faible à la plus forte, dans toutes les couleurs : 7, 8, 9, Valet, Dame, Roi, 10, As.",
              "Les plis ne valent rien, sauf le dernier : 50 (250 au Chinois).",
              "Les 10 et les As, les brisques, valent 10 chacun mais ne se comptent que dans deux cas : à la "
              "demande d'un joueur resté sous le Rubicon, ou pour départager une égalité. Il y en a 32 au "
              "Japonais, 48 au Chinois."]},
    {"article": "§5.1", "title": "La phase de pioche",
     "text": ["Au début, il n'y a pas d'atout : le premier mariage ou la première suite le fixe à sa couleur et "
              "marque donc comme royal.",
              "L'adversaire du donneur entame, puis le gagnant de chaque pli. On joue ce que l'on veut : ni "
              "obligation de fournir, ni de couper, ni de monter. L'atout le plus fort gagne, sinon la plus forte "
              "carte de la couleur entamée ; deux cartes identiques : la première gagne.",
              "Le gagnant du pli peut poser une combinaison et la marquer. Les cartes posées restent à lui : "
              "elles peuvent être jouées ou servir dans une autre combinaison, mais aucune carte ne doit rester "
              "sur la table hors d'une combinaison. Plusieurs combinaisons croisées peuvent être posées ensemble ; "
              "une seule est marquée, les autres attendent un tour gagné plus tard.",
              "Le gagnant du pli pioche, puis l'autre. Quand la pioche est vide, chacun reprend en main ce qu'il "
              "a posé."]},
    {"article": "§5.2", "title": "La phase finale",
     "text": ["Pour les 9 (12) derniers plis, il faut fournir la couleur entamée en montant si possible, sinon "
              "couper. Plus aucune combinaison ne se marque.",
              "Le gagnant du dernier pli marque 50 (250 au Chinois)."]},
    {"article": "§6", "title": "Les combinaisons",
     "text": ["Mariage (Dame et Roi d'une couleur) 20, royal (à l'atout) 40 ; double mariage 80, royal 160.",
              "Bésigue (Dame de pique et Valet de carreau, quel que soit l'atout) 40 ; double 500, triple 1500, "
              "quadruple 4500.",
              "Carré de Valets 40, de Dames 60, de Rois 80, d'As 100 ; pas de carré de 7, 8, 9 ni de 10.",
              "Suite (Valet, Dame, Roi, 10, As d'une couleur) 150, royale (à l'atout) 250.",
              "Au Chinois seulement, carrés d'atout : Valets 400, Dames 600, Rois 800, 10 900, As 1000."]},
    {"article": "§7", "title": "Le compte de la donne",
     "text": ["Chacun additionne ses combinaisons et ses primes (coupe, cartes blanches, dernier pli). Mieux vaut "
              "tenir ce total à jour pendant la donne : c'est ce que fait le tableau de Compagnon."]},
    {"article": "§7.1", "title": "Demander les brisques",
     "text": ["Un joueur qui n'a pas atteint le Rubicon peut demander que l'on compte les brisques : chacun "
              "ajoute alors 10 par 10 et par As de ses plis. La demande profite aussi à l'adversaire."]},
    {"article": "§7.2", "title": "L'égalité",
     "text": ["À égalité, on compte les brisques si ce n'est déjà fait ; celui qui en a le plus gagne la donne. "
              "Brisques égales aussi : le gagnant du dernier pli l'emporte."]},
    {"article": "§7.3", "title": "Le Rubicon",
     "text": ["Le Rubicon est de 1000 au Japonais, 3000 au Chinois. Seul le gagnant de la donne marque.",
              "Si le perdant est resté sous le Rubicon (ou si personne ne l'a atteint), le gagnant marque 1000 "
              "plus la somme des deux totaux. Si tous deux l'ont atteint ou dépassé, il marque 500 plus "
              "l'écart.",
              "Ce qu'il marque est arrondi à la centaine inférieure."]},
    {"article": "§8", "title": "Les fautes",
     "text": ["Plus de 9 (12) cartes en main : 100 pour l'adversaire. Oublier de piocher : 10 pour l'adversaire. "
              "Une erreur pendant la phase finale : le fautif abandonne les plis qui restent."]},
    {"article": "§9", "title": "La fin de la partie",
     "text": ["Le premier qui atteint 5000 (10000 au Chinois) gagne."]},
    {"article": "§10.1", "title": "La fin de la pioche",
     "text": ["Un tour, c'est un pli, une annonce possible du gagnant, puis la pioche. Dès que les deux "
              "dernières cartes de la pioche sont prises, on n'annonce plus rien.",
              "Personne n'a le droit de compter les cartes qui restent dans la pioche."]},
    {"article": "§10.2", "title": "Précisions sur les combinaisons",
     "text": ["Une seule combinaison marquée par tour.",
              "Poser un deuxième bésigue à côté du premier marque le double bésigue en plus des 40 déjà marqués "
              "(540 en tout) ; de même pour monter au triple ou au quadruple, et pour un mariage parallèle "
              "(double mariage). Il n'y a ni quintuple ni sextuple bésigue.",
              "Au Chinois, une cinquième carte ajoutée à un carré en forme un nouveau ; au Japonais, il faut "
              "d'abord jouer une carte du carré pour le reformer.",
              "Une Dame et un Roi déjà mariés ne se remarient pas ; le Roi et la Dame restés d'une suite ne font "
              "pas un mariage, mais ne gênent pas une autre combinaison."]},
    {"article": "§10.3", "title": "Quand les brisques comptent",
     "text": ["Seulement sur demande ou en cas d'égalité ; sinon on ne les compte pas."]},
    {"ruling": "A1", "about": ["§9"], "title": "Ce qui compte pour 5000",
     "text": ["Ce sont les points marqués donne après donne (les Rubicons) qui comptent, jamais les totaux d'une "
              "donne. La donne est toujours jouée jusqu'au bout."]},
    {"ruling": "A2", "about": ["§3"], "title": "Le donneur",
     "text": ["La règle ne le dit pas : on donne chacun son tour."]},
    {"ruling": "A3", "about": ["§3"], "title": "Les primes de coupe au Chinois",
     "text": ["250 et 150, comme au Japonais : la règle ne donne qu'une valeur."]},
    {"ruling": "A4", "about": ["§5.1"], "title": "Un double mariage fixe aussi l'atout",
     "text": ["Posé en premier, il fixe l'atout comme un mariage et marque 160."]},
    {"ruling": "A5", "about": ["§6"], "title": "La composition d'un carré",
     "text": ["Quatre cartes du rang, de n'importe quelles couleurs. Au Chinois, quatre atouts du même rang font "
              "le carré d'atout ; au Japonais, quatre Rois d'atout ne sont qu'un carré de Rois."]},
    {"ruling": "A6", "about": ["§3.1"], "title": "Les figures",
     "text": ["Valet, Dame et Roi ; le 10 et l'As n'en sont pas. Les cartes posées font partie de la main."]},
    {"ruling": "A7", "about": ["§7.1"], "title": "Qui demande les brisques",
     "text": ["Seul un joueur dont le total est sous le Rubicon ; les deux joueurs ajoutent alors leurs brisques, "
              "et la demande ne se reprend pas. Compagnon prévient quand elle coûte au demandeur."]},
    {"ruling": "A8", "about": ["§7.2"], "title": "Égalité après une demande",
     "text": ["Si les totaux restent égaux brisques comprises, celui qui a le plus de brisques gagne ; à brisques "
              "égales, le dernier pli."]},
    {"ruling": "A9", "about": ["§8"], "title": "Les fautes s'additionnent",
     "text": ["Chaque faute compte : les points vont à l'adversaire, rien n'est retiré au fautif."]},
    {"ruling": "A10", "about": ["§8"], "title": "Les plis abandonnés",
     "text": ["Le pli de l'erreur et tous les suivants vont à l'adversaire, dernier pli compris."]},
    {"ruling": "A11", "about": ["§10.2"], "title": "Le mariage parallèle en deux fois",
     "text": ["Comme pour les bésigues, on peut marquer 20 pour le mariage, puis 80 pour le double plus tard."]},
    {"ruling": "A12", "about": ["§5.1"], "title": "Du mariage à la suite",
     "text": ["Compléter un mariage posé par le Valet, le 10 et l'As de sa couleur pour marquer la suite est "
              "permis."]},
    {"ruling": "A13", "about": ["§7.3"], "title": "Les 1000 et 500 au Chinois",
     "text": ["On les garde tels quels, bien que le Rubicon y soit de 3000."]},
    {"ruling": "A14", "about": ["§5.2"], "title": "Jamais d'atout",
     "text": ["Si personne n'a fixé d'atout, la phase finale se joue sans atout."]},
    {"ruling": "A15", "about": ["§7.3"], "title": "L'arrondi",
     "text": ["Toujours vers le bas, prime comprise : 2980 donne 2900."]},
    {"ruling": "A16", "about": ["§3"], "title": "Maldonne",
     "text": ["Rien n'est prévu : on redistribue d'un commun accord, sans pénalité."]},
    {"ruling": "A17", "about": ["§3.1"], "title": "Cartes blanches en cours de donne",
     "text": ["Elles ne se marquent après une pioche que si le joueur les a marquées depuis la distribution, "
              "tour après tour : une main qui a tenu une figure ne redevient pas blanche."]},
]
