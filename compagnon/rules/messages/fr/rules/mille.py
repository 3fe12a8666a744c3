"""Mille, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de 32 cartes dont on retire les 7 et les 8 : il reste 24 cartes, du 9 à l'As dans chaque "
              "couleur."]},
    {"article": "§2", "title": "Les joueurs",
     "text": ["Trois joueurs, chacun pour soi. Le premier à 1000 points gagne la partie."]},
    {"article": "§3", "title": "La valeur et l'ordre des cartes",
     "text": ["As 11, 10 10, Roi 4, Dame 3, Valet 2, 9 0 : chaque couleur vaut 30, le jeu 120 points. Le "
              "dernier pli ne rapporte rien de plus.",
              "Dans chaque couleur, la carte qui vaut plus bat celle qui vaut moins (voir la décision A2)."]},
    {"article": "§3.1", "title": "Les mariages",
     "text": ["Une Dame et un Roi de la même couleur, tenus ensemble en main, forment un mariage : Pique 40, "
              "Trèfle 60, Carreau 80, Cœur 100. Chaque couleur n'a qu'un couple : quatre mariages au plus par "
              "donne."]},
    {"article": "§4", "title": "La distribution",
     "text": ["Sept cartes à chacun, une à une ; pendant les trois premiers tours, une carte au chien, qui en "
              "compte donc trois."]},
    {"article": "§5", "title": "Les enchères",
     "text": ["On enchérit par multiples de 5, à partir de 100. Dépasser 120 n'est permis qu'avec un mariage dans "
              "ses sept cartes. Le dernier enchérisseur devient le preneur ; les deux autres défendent."]},
    {"article": "§6", "title": "Le chien",
     "text": ["Le preneur montre le chien, l'ajoute à sa main, puis donne une carte face cachée à chaque "
              "adversaire : chacun joue avec huit cartes."]},
    {"article": "§6.1", "title": "La bombe",
     "text": ["Une fois par partie, au lieu de jouer, le preneur peut renoncer après avoir vu le chien : il ne "
              "marque rien et chaque défenseur reçoit la moitié du contrat (voir §9.3)."]},
    {"article": "§7", "title": "Le jeu de la carte",
     "text": ["Huit plis. Le preneur entame ; le gagnant d'un pli entame le suivant. Il faut fournir la couleur "
              "demandée ; sans elle, couper à l'atout s'il y en a un ; sinon jouer ce que l'on veut. Aucune "
              "obligation de monter ni de surcouper."]},
    {"article": "§8", "title": "Annoncer un mariage",
     "text": ["Seul celui qui vient de gagner un pli peut annoncer un mariage, en entamant le pli suivant avec "
              "la Dame ou le Roi du couple. Le mariage marque ses points et sa couleur devient l'atout, jusqu'au "
              "mariage suivant."]},
    {"article": "§9", "title": "Le décompte",
     "text": ["Le preneur additionne ses points de plis et de mariages : s'il atteint son contrat, il marque le "
              "contrat ; sinon il le perd.",
              "Chaque défenseur marque ses points de plis et de mariages, arrondis au multiple de 5 le plus "
              "proche.",
              "La partie s'arrête dès qu'un joueur atteint 1000 ; le plus haut score gagne."]},
    {"article": "§9.1", "title": "Le tonneau",
     "text": ["Un score qui tombe entre 880 et 999 est ramené à 880 : le joueur est sur le tonneau. Il n'y "
              "marque plus rien en défense : il ne peut en sortir qu'en réussissant un contrat qui l'amène à "
              "1000. S'il y reste plus de trois tours de suite, il retombe à 760."]},
    {"article": "§9.2", "title": "Les barres",
     "text": ["Un défenseur qui ne ramasse aucun point dans ses plis prend une barre. À chaque troisième barre, "
              "il perd 120 points."]},
    {"article": "§9.3", "title": "Le décompte d'une bombe",
     "text": ["Chaque défenseur marque la moitié du contrat, arrondie à la dizaine supérieure ; le preneur ne "
              "marque rien."]},
    {"article": "§10", "title": "Les fautes",
     "text": ["Ne pas fournir, ne pas couper quand on le doit, couper en ayant la couleur, annoncer un mariage "
              "sans le couple : ce sont des fautes graves.",
              "Une faute du preneur lui fait perdre son contrat. Une faute d'un défenseur lui coûte 120 points "
              "et annule la donne.",
              "Une maldonne ne compte pas : le même donneur redistribue."]},
    {"ruling": "A1", "about": ["§2"], "title": "Trois joueurs",
     "text": ["La table des matières range le Mille parmi les jeux à deux, mais toute la règle est écrite pour "
              "trois : on y joue à trois."]},
    {"ruling": "A2", "about": ["§3"], "title": "L'ordre des cartes",
     "text": ["L'ordre imprimé (9, 10, Valet, Dame, Roi, As) contredit la remarque qui le suit. Par défaut, "
              "l'ordre suit la valeur : 9, Valet, Dame, Roi, 10, As. La table peut choisir l'ordre imprimé dans "
              "les règles de la maison."]},
    {"ruling": "A4", "about": ["§9"], "title": "Le preneur n'est pas arrondi",
     "text": ["Le total exact du preneur est comparé à son contrat ; seuls les points des défenseurs sont "
              "arrondis. Une règle de la maison permet d'arrondir aussi le preneur."]},
    {"ruling": "A5", "about": ["§6.1", "§9.3"], "title": "La moitié d'une bombe",
     "text": ["La moitié du contrat est arrondie à la dizaine supérieure ; une moitié déjà ronde reste telle "
              "quelle (115 donne 60, 100 donne 50)."]},
    {"ruling": "A6", "about": ["§9.1", "§9.3"], "title": "La bombe et le tonneau",
     "text": ["Un défenseur sur le tonneau ne marque pas la moitié d'une bombe : ce sont des points de défense."]},
    {"ruling": "A7", "about": ["§9.1"], "title": "Les tours sur le tonneau",
     "text": ["Un tour, c'est une donne commencée et finie à 880 ; la donne d'arrivée ne compte pas. Après le "
              "troisième tour, le suivant le fait retomber à 760. Les donnes de bombe ou annulées comptent ; une "
              "maldonne ne compte pas. Les règles de la maison règlent le nombre de tours permis."]},
    {"ruling": "A8", "about": ["§9.1"], "title": "Réussir un contrat sur le tonneau",
     "text": ["Un preneur qui réussit depuis 880 sans atteindre 1000 reste à 880 : c'est un tour de plus."]},
    {"ruling": "A9", "about": ["§9.2"], "title": "Les barres s'accumulent",
     "text": ["Les barres se comptent sur toute la partie ; −120 à la troisième, la sixième… Seuls les "
              "défenseurs d'une donne jouée jusqu'au bout en prennent."]},
    {"ruling": "A10", "about": ["§10"], "title": "La faute du preneur",
     "text": ["Le jeu s'arrête : le preneur perd son contrat, les défenseurs marquent ce qu'ils avaient déjà "
              "gagné, arrondi, tonneau compris."]},
    {"ruling": "A11", "about": ["§10"], "title": "La faute d'un défenseur",
     "text": ["Seul le fautif marque : −120. Le preneur garde sa bombe ; la donne compte comme un tour de "
              "tonneau."]},
    {"ruling": "A12", "about": ["§9"], "title": "Deux joueurs à 1000",
     "text": ["Le plus haut score gagne ; à égalité parfaite, on joue une donne de plus."]},
    {"ruling": "A14", "about": ["§4", "§10"], "title": "Le donneur",
     "text": ["La donne passe au joueur suivant après chaque donne comptée ; après une maldonne, le même "
              "redistribue."]},
    {"ruling": "A15", "about": ["§7"], "title": "Ni monter ni surcouper",
     "text": ["Contrairement à la belote, aucune obligation de monter : on peut couper petit."]},
    {"ruling": "A17", "about": ["§9.1", "§9.2"], "title": "Les barres sur le tonneau",
     "text": ["Un défenseur sur le tonneau prend quand même ses barres et leurs −120 : ce ne sont pas des "
              "points marqués."]},
    {"ruling": "A18", "about": ["§5"], "title": "Le mariage en main aux enchères",
     "text": ["Il s'agit des sept cartes tenues pendant les enchères, avant le chien ; le mariage n'a pas à "
              "être annoncé ensuite."]},
]
