"""Bridgette, in our own words, with the rulebook's article numbers and our rulings."""

PAGE = [
    {"article": "§1", "title": "Le matériel",
     "text": ["Un jeu de tarot réduit à 55 cartes : les 52 cartes ordinaires, le 1 d'atout, un seul Cavalier et "
              "l'Excuse."]},
    {"article": "§2", "title": "Les joueurs",
     "text": ["Un bridge pour deux joueurs."]},
    {"article": "§3", "title": "L'ordre des cartes et les Colons",
     "text": ["Seul le nombre de plis compte. Dans chaque couleur, de la plus faible à la plus forte : 2, 3… "
              "10, Valet, Dame, Roi, As.",
              "Les trois cartes de tarot sont les Colons, chacun lié à un groupe : le Grand Colon (1 d'atout du "
              "tarot) aux As, le Colon Royal (Cavalier) aux figures, le Petit Colon (Excuse) aux cartes de 2 à "
              "10."]},
    {"article": "§4", "title": "La distribution",
     "text": ["Treize cartes à chacun, une par une ; la carte suivante est retournée à côté du talon."]},
    {"article": "§5", "title": "L'échange",
     "text": ["L'adversaire du donneur prend 2 cartes. Le donneur en prend 4 si la carte retournée est un 2 à "
              "10 ou le Petit Colon, 8 si c'est une figure ou le Colon Royal, 12 si c'est un As ou le Grand "
              "Colon. Chacun écarte ensuite autant de cartes, face cachée, pour revenir à 13."]},
    {"article": "§6", "title": "Les enchères",
     "text": ["L'adversaire du donneur parle le premier. Une enchère annonce un nombre de plis au-delà de 6 (de "
              "0 à 7) et un atout ; les couleurs montent de Trèfle à Carreau, Cœur, Pique, puis Sans-Atout. "
              "Le 0 n'existe qu'à Sans-Atout. Chaque enchère dépasse la précédente.",
              "Nommer un atout demande au moins 2 cartes de la couleur ; Sans-Atout, au moins une carte de "
              "chaque couleur ; sauter des paliers à une couleur, au moins 4 cartes.",
              "On peut contrer l'enchère que l'adversaire vient de faire ; il passe (fin des enchères), "
              "surenchérit (le contre tombe) ou surcontre (fin des enchères). Sinon, les enchères finissent "
              "quand chacun a parlé et que les deux passent à la suite."]},
    {"article": "§7", "title": "Le jeu",
     "text": ["Le preneur entame ; le gagnant d'un pli entame le suivant. Il faut fournir la couleur entamée si "
              "on le peut, sans obligation de couper ni de monter. L'atout bat les autres couleurs."]},
    {"article": "§7.1", "title": "Le rôle des Colons",
     "text": ["Répondre par le Colon du groupe de la carte entamée perd le pli, mais l'adversaire ne pourra pas "
              "rejouer cette couleur au pli suivant (sauf s'il n'a qu'elle). Un autre Colon ne se joue que sans "
              "la couleur entamée, et perd le pli sans rien interdire.",
              "Un Colon entamé perd contre une carte de son groupe ou un atout, et gagne contre tout le reste."]},
    {"article": "§7.2", "title": "Les plis devant soi",
     "text": ["Chacun garde ses cartes jouées devant lui, à gauche les plis gagnés, à droite les perdus : on suit "
              "le score et on peut refaire les mains pour vérifier."]},
    {"article": "§8", "title": "La marque",
     "text": ["Le preneur qui fait au moins son contrat marque : minimum 100 (0SA et les 1 à la couleur), partiel "
              "200, complet 700, petit chelem 1400, sous chelem (5SA) 1500, chelem géant (6SA) 2000, grand "
              "chelem 2100, super chelem (7SA) 2500.",
              "En plus : contré 400, surcontré 1000 ; au moins un pli de mieux 100 (200 contré, 500 "
              "surcontré).",
              "S'il chute, seul le défenseur marque : 100 par pli manquant jusqu'à 5, 1000 à partir de 6 ; "
              "triplé si le contrat est contré, quadruplé s'il est surcontré."]},
    {"article": "§9", "title": "Les fautes",
     "text": ["Chaque faute donne des plis à l'adversaire avant la marque : 3 pour un Sans-Atout annoncé sans "
              "une carte de chaque couleur, 2 pour toute autre faute."]},
    {"article": "§10", "title": "La fin de la partie",
     "text": ["On joue six manches ; à égalité, une septième donne départage."]},
    {"ruling": "A1", "about": ["§8"], "title": "2SA et 3SA",
     "text": ["Le tableau cite 3SA deux fois et oublie 2SA : 2SA est un partiel (200), 3SA un complet (700)."]},
    {"ruling": "A2", "about": ["§6", "§10"], "title": "Personne n'enchérit",
     "text": ["La donne est annulée et redistribuée par le donneur suivant ; elle ne compte pas parmi les six "
              "manches."]},
    {"ruling": "A3", "about": ["§4"], "title": "Le donneur",
     "text": ["Les joueurs donnent chacun leur tour, une donne annulée comprise."]},
    {"ruling": "A4", "about": ["§6"], "title": "Sauter à Sans-Atout",
     "text": ["Il suffit d'avoir une carte de chaque couleur ; les 4 cartes ne concernent que les couleurs."]},
    {"ruling": "A5", "about": ["§9"], "title": "Des fautes des deux côtés",
     "text": ["On compense d'abord les plis dus par chacun, puis on transfère la différence ; le preneur reste "
              "entre 0 et 13 plis."]},
    {"ruling": "A6", "about": ["§8"], "title": "Les plis de mieux",
     "text": ["Une seule prime, qu'il y ait un pli de mieux ou plusieurs."]},
    {"ruling": "A7", "about": ["§7.1"], "title": "Le bon Colon",
     "text": ["Le Colon du groupe de la carte entamée peut être joué même avec la couleur en main."]},
    {"ruling": "A8", "about": ["§7.1"], "title": "Répondre à un Colon",
     "text": ["On répond ce que l'on veut ; un Colon joué sur un Colon perd."]},
    {"ruling": "A9", "about": ["§7.1"], "title": "La couleur interdite",
     "text": ["Un Colon compte comme une autre carte : qui tient la couleur interdite et un Colon doit jouer autre "
              "chose que cette couleur."]},
    {"ruling": "A10", "about": ["§9"], "title": "Sans-Atout sans toutes les couleurs",
     "text": ["Chaque annonce fautive à Sans-Atout coûte 3 plis, de l'un ou l'autre joueur, même si elle n'est "
              "pas le contrat final."]},
    {"ruling": "A11", "about": ["§9"], "title": "Les autres fautes",
     "text": ["Renonce, Colon interdit, couleur interdite rejouée, enchère sans les cartes qu'elle demande, "
              "annonce hors tour : 2 plis chacune."]},
    {"ruling": "A12", "about": ["§6"], "title": "Qui contre",
     "text": ["Seul l'adversaire de l'enchère qui vient d'être faite ; seul le contré surcontre."]},
    {"ruling": "A13", "about": ["§8"], "title": "Le sous chelem",
     "text": ["5SA vaut plus que les petits chelems à la couleur, pourtant plus hauts aux enchères : on applique "
              "le tableau tel quel."]},
]
