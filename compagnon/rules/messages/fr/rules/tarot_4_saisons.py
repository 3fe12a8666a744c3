"""Tarot 4 saisons, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de tarot dont on retire les 3 et toutes les cartes de 5 à 10 : il reste 50 cartes, dont les "
              "21 Atouts et l'Excuse."]},
    {"article": "§2", "title": "Le principe",
     "text": ["Un tarot à trois, chacun pour soi : à chaque donne, un preneur joue contre les deux autres. Les "
              "Atouts font plus de 40 % du paquet, ce sont eux qui mènent le jeu, plus que les Rois."]},
    {"article": "§3", "title": "L'ordre et la valeur des cartes",
     "text": ["Les Atouts vont de 1 à 21. Dans une couleur : As, 2, 4, Valet, Cavalier, Dame, Roi, du plus faible "
              "au plus fort. L'Excuse ne gagne jamais de pli.",
              "Les trois bouts (le Petit, le 21 et l'Excuse) valent 10 ; les quatre saisons (Atouts 16 à 19) 5 ; "
              "les autres Atouts 1. Roi 10, Dame 8, Cavalier 6, As 4, Valet 2 ; les 2 et les 4 ne valent rien. "
              "Le jeu compte 185 points."]},
    {"article": "§4", "title": "La distribution",
     "text": ["Quinze cartes à chacun, par paquets de cinq, en trois tours ; après le premier ou le deuxième tour, "
              "le donneur met cinq cartes de côté : le chien.",
              "Un joueur qui n'a reçu aucun Atout marque 2 points, et le même donneur redistribue.",
              "Un joueur qui n'a reçu aucune figure peut déclarer une Misère : il marque 2 points et la donne "
              "continue."]},
    {"article": "§5", "title": "Les enchères et le chien",
     "text": ["Le voisin du donneur parle le premier ; chaque enchère doit dépasser la plus forte en cours. Les "
              "enchères s'arrêtent quand chacun a parlé au moins une fois et que deux joueurs de suite ont passé.",
              "Sept enchères, de la plus faible à la plus forte : « tout », « 2 + 2 », « 3 cartes », « 1 + 1 », "
              "« sans voir », « sans points », « contre ». Chacune se joue simple (faire plus de points que chacun "
              "des deux adversaires) ou claire (faire au moins 93 points).",
              "Enjeux, simple puis clair : tout 2 et 12 ; 2 + 2 4 et 15 ; 3 cartes 4 et 15 ; 1 + 1 6 et 17 ; sans "
              "voir 7 et 18 ; sans points 9 et 21 ; contre 10 et 24.",
              "Le preneur retourne du dessus du chien autant de cartes que son enchère le permet (tout : les cinq ; "
              "2 + 2 : deux ; 3 cartes : trois ; 1 + 1 : une ; les autres : aucune), les prend en main et en "
              "rejette autant, faces cachées. Ni Roi ni bout ne peut aller au chien.",
              "Au « 2 + 2 » et au « 1 + 1 », il peut retourner deux (ou une) cartes de plus : l'enjeu baisse alors "
              "de 1, sauf si un adversaire refuse cette baisse.",
              "Les points du chien de fin de donne vont au preneur ; avec « sans points » ils ne comptent pour "
              "personne, avec « contre » ils comptent pour chacun des deux adversaires.",
              "Si personne n'enchérit, chacun perd 1 point, et le ou les gagnants de la prochaine donne jouée "
              "marquent 3 points de plus (6, 9… si l'on passe encore). Ce bonus n'est jamais multiplié."]},
    {"article": "§6", "title": "Les contrats et les bonus",
     "text": ["Après les enchères, chacun peut annoncer un contrat. Certains bonus viennent tout seuls, d'autres "
              "seulement s'ils ont été annoncés, d'autres valent plus annoncés :",
              "Petit au bout (gagner le dernier pli avec le Petit) 3, ou 6 annoncé ; 2 avant-dernier (gagner "
              "l'avant-dernier pli avec le 2 d'Atout) 2, ou 4 annoncé ; les 3 bouts dans ses plis 2 ; capot (tous "
              "les plis) 4 fois l'enjeu, ou 8 fois annoncé ; quasi (tous les plis sauf un) 3, ou 6 annoncé ; les "
              "4 Rois 3, seulement annoncé ; les 4 As 1 ; résistance (62 points ou plus en défense) 1, ou 2 "
              "annoncé, pour les adversaires du preneur seulement.",
              "Un contrat manqué profite à l'autre camp : manqué par le preneur, chacun des deux adversaires en "
              "marque la valeur ; manqué par un adversaire, le preneur la marque.",
              "Ces bonus s'inscrivent directement sur la feuille : ils ne comptent pas dans les points du jeu qui "
              "décident de la victoire. Prendre le Petit ou le 2 d'un autre dans ces plis ne rapporte rien."]},
    {"article": "§7", "title": "Les contres",
     "text": ["Les contrats annoncés, chacun peut contrer ce qu'annonce l'autre camp : le preneur les contrats de "
              "ses adversaires, un adversaire le jeu du preneur ou ses contrats. Un contre ajoute 2 à l'enjeu du "
              "jeu ou du contrat visé, une seule fois chacun. Un capot ne se contre pas."]},
    {"article": "§8", "title": "La suite",
     "text": ["La seule annonce du jeu : Roi, Dame, Cavalier et Valet d'une même couleur, montrés après les "
              "contrats et les contres, avant de jouer. Elle rapporte 2 points. On n'est pas obligé de la montrer ; "
              "plusieurs joueurs, ou plusieurs suites d'un même joueur, peuvent marquer."]},
    {"article": "§9", "title": "Le jeu de la carte",
     "text": ["Le voisin du donneur entame, sauf capot annoncé : le preneur peut alors choisir d'entamer. Le "
              "gagnant d'un pli entame le suivant.",
              "Il faut fournir la couleur demandée, sinon couper à l'Atout, sinon jouer ce que l'on veut. Qui pose "
              "un Atout sur un autre doit monter s'il le peut. Si l'Excuse entame, la carte suivante fixe la "
              "couleur.",
              "Chacun garde ses plis faces cachées ; on peut demander à voir le dernier pli de chacun."]},
    {"article": "§10", "title": "L'Excuse",
     "text": ["Jouer l'Excuse dans l'un des deux derniers plis coûte 6 points.",
              "Celui qui la joue et a déjà dans ses plis une carte sans valeur (un 2 ou un 4) donne cette carte au "
              "gagnant du pli et garde l'Excuse ; sinon l'Excuse va au gagnant du pli."]},
    {"article": "§11", "title": "Les fautes et pénalités",
     "text": ["Faute de jeu (ne pas fournir, ne pas monter, ne pas déclarer une Misère qu'on a) : le fautif perd "
              "l'enjeu en cours plus 6 points, et la donne est annulée.",
              "Fausse donne : le donneur perd 2 points ; si elle se répare, on continue, sinon il redonne.",
              "Faute de chien (retourner trop de cartes) : le preneur perd 3 points ; s'il avait déjà fait son "
              "échange, il perd en plus l'enjeu et la donne est annulée. En retourner moins est permis."]},
    {"article": "§12", "title": "La marque",
     "text": ["Enchère simple : le preneur marque l'enjeu s'il a plus de points que chacun des adversaires, le "
              "double s'il atteint 93.",
              "Enchère claire : il marque l'enjeu s'il atteint 93.",
              "Sinon il a perdu : chacun des deux adversaires marque l'enjeu.",
              "Capot non annoncé (tous les plis, les 185 points) : le preneur marque quatre fois l'enjeu."]},
    {"article": "§13", "title": "La victoire",
     "text": ["Le premier à 50 points ou plus gagne. Si plusieurs passent la barre à la même donne, elle recule "
              "aussitôt de 10 points, et ainsi de suite jusqu'à ce qu'un seul soit au-dessus : de 48 à 54 et de "
              "48 à 61, la barre passe à 60 et le second gagne."]},
    {"ruling": "T-1", "about": ["§4", "§11"], "title": "Qui donne",
     "text": ["La donne passe au joueur suivant après une donne jouée ou passée. Le même donneur redistribue après "
              "une main sans Atout, une donne annulée ou une fausse donne impossible à réparer. Un donneur indiqué "
              "à la saisie est toujours accepté."]},
    {"ruling": "T-2", "about": ["§5"], "title": "L'ordre des enchères",
     "text": ["La colonne du livret qui devait les ranger est vide : toutes les enchères simples, dans l'ordre du "
              "tableau, viennent avant toutes les claires, dans le même ordre. C'est l'ordre des enjeux. Le « 2 + "
              "2 » garde son rang même avec l'option."]},
    {"ruling": "T-3", "about": ["§4"], "title": "L'Excuse n'est pas un Atout",
     "text": ["Une main qui n'a que l'Excuse comme « atout » n'a reçu aucun Atout : 2 points et on redonne."]},
    {"ruling": "T-4", "about": ["§9", "§10"], "title": "Quand jouer l'Excuse",
     "text": ["Comme au tarot, elle peut se jouer à tout moment à la place de la carte due, sauf dans les deux "
              "derniers plis (6 points de pénalité)."]},
    {"ruling": "T-5", "about": ["§6", "§12"], "title": "Le capot remplace la marque",
     "text": ["Le capot multiplie l'enjeu au lieu de s'ajouter au résultat : 4 fois, ou 8 fois s'il était "
              "annoncé. Un capot annoncé et manqué donne 8 fois l'enjeu à chaque adversaire, en plus du résultat "
              "ordinaire."]},
    {"ruling": "T-6", "about": ["§6"], "title": "Qui peut annoncer quoi",
     "text": ["Seul le preneur peut annoncer un capot ; la résistance, seulement ses adversaires. Les autres "
              "contrats sont ouverts à tous, et un joueur peut en annoncer plusieurs."]},
    {"ruling": "T-7", "about": ["§6"], "title": "Annoncé ou non, pas les deux",
     "text": ["Un bonus annoncé et réussi ne rapporte que sa valeur annoncée (plus 2 s'il a été contré), pas la "
              "valeur automatique en plus."]},
    {"ruling": "T-8", "about": ["§6"], "title": "Le chien ne compte pas pour les bonus",
     "text": ["Les 3 bouts, les 4 Rois et les 4 As se comptent dans les plis du joueur seulement, jamais dans le "
              "chien, même quand ses points vont au preneur."]},
    {"ruling": "T-9", "about": ["§11"], "title": "Ce qui reste d'une donne annulée",
     "text": ["Seules ses pénalités, et les Misères déclarées à la donne. Le résultat, les suites et les bonus "
              "disparaissent."]},
    {"ruling": "T-10", "about": ["§4", "§5"], "title": "La Misère d'une donne passée",
     "text": ["La donne n'est pas annulée : la Misère reste acquise même si tout le monde passe."]},
    {"ruling": "T-11", "about": ["§5"], "title": "Le bonus des donnes passées",
     "text": ["Il va aux gagnants de la prochaine donne jouée jusqu'au bout ; une donne annulée n'a pas de "
              "gagnant, le bonus attend. Une règle de la maison le fait disparaître dès qu'une enchère est faite."]},
    {"ruling": "T-12", "about": ["§13"], "title": "Une barre que plus personne n'atteint",
     "text": ["Si la barre reculée laisse tout le monde en dessous, la partie continue avec cette nouvelle barre, "
              "qui ne redescend jamais."]},
    {"ruling": "T-13", "about": ["§4", "§11"], "title": "La Misère obligatoire",
     "text": ["Le livret la dit facultative puis punit celui qui ne l'annonce pas : par défaut, ne pas l'annoncer "
              "est une faute de jeu quand on s'en aperçoit. La table peut la rendre facultative dans les règles de "
              "la maison."]},
    {"ruling": "T-14", "about": ["§5"], "title": "L'option à moitié prise",
     "text": ["Au « 2 + 2 », retourner trois cartes compte comme prendre l'option (l'enjeu baisse, sauf refus) ; "
              "ce n'est pas une faute, le maximum n'étant pas dépassé."]},
    {"ruling": "T-15", "about": ["§6"], "title": "La résistance de chacun",
     "text": ["Chaque adversaire du preneur est jugé sur ses propres points de jeu, le chien compris avec un "
              "« contre »."]},
    {"ruling": "T-17", "about": ["§12"], "title": "93 points pour tous",
     "text": ["Une victoire claire demande toujours 93 points, y compris au « sans points » et au « contre »."]},
    {"ruling": "T-18", "about": ["§6", "§7"], "title": "Contre et capot annoncé",
     "text": ["Le capot lui-même ne se contre pas, mais un contre sur le jeu relève l'enjeu, et le capot annoncé "
              "se paie sur cet enjeu relevé."]},
    {"ruling": "T-19", "about": ["§5", "§11"], "title": "Un Roi ou un bout au chien",
     "text": ["C'est une faute de chien : 3 points, et l'enjeu en plus avec l'annulation si l'échange était "
              "fait."]},
    {"ruling": "P-1", "about": ["§9", "§11"], "title": "Ne pas couper",
     "text": ["Ne pas couper quand on le doit est une faute de jeu, comme ne pas fournir."]},
    {"ruling": "P-2", "about": ["§5"], "title": "Reparler après avoir passé",
     "text": ["Un joueur qui a passé reparle quand son tour revient et peut encore enchérir ; les enchères "
              "finissent quand chacun a parlé et que deux joueurs de suite ont passé après la dernière enchère."]},
    {"ruling": "P-3", "about": ["§6"], "title": "Quasi et capot",
     "text": ["Qui a annoncé un quasi et fait tous les plis a manqué son quasi (il fallait en laisser un), mais "
              "réussit le capot."]},
]
