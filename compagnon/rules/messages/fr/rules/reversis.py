"""Reversis (La Haye, 1785), in our own words, with the booklet's roman article numbers and our rulings."""

PAGE = [
    # -- the game and its cards
    {"article": "I", "title": "Le jeu",
     "text": ["Quatre joueurs, chacun pour soi, avec 48 cartes : le jeu complet moins les 10. Dans chaque "
              "couleur, l'As bat le Roi, le Roi la Dame, et ainsi de suite jusqu'au 2.",
              "Pas d'atout. On fournit toujours la couleur demandée ; seule l'Espagnolette peut s'en dispenser "
              "(XXXV)."]},
    {"article": "II", "title": "Les places et la donne",
     "text": ["On tire au sort les places, puis le premier donneur (donner est un avantage). La donne passe "
              "ensuite toujours vers la droite."]},
    {"article": "III", "title": "Les deux enjeux",
     "text": ["On joue surtout pour deux choses : la Partie, et la Remise, qui dort dans le Panier."]},
    {"article": "IV", "title": "La distribution et l'écart",
     "text": ["Le donneur distribue 11 cartes à chacun des trois autres et en garde 12 : il reste 3 cartes au "
              "talon.",
              "Chacun des trois autres peut écarter une carte et prendre une carte du talon. Ce n'est pas "
              "obligé ; qui refuse peut regarder la carte qu'il laisse. Le donneur écarte une carte sans rien "
              "reprendre.",
              "Les 4 cartes écartées se posent sous le Panier : elles font la Partie. Le Panier suit la donne "
              "et se tient toujours à la droite du donneur."]},
    {"article": "V", "title": "Les points des levées",
     "text": ["As 4, Roi 3, Dame 2, Valet 1 ; les autres cartes, dites blanches, ne valent rien. Le jeu compte "
              "40 points, que l'on compte dans ses levées."]},
    # -- the Partie
    {"article": "VI", "title": "La Partie",
     "text": ["On compte les 4 cartes de l'écart comme dans les levées, sauf l'As de carreau, qui vaut 5, et le "
              "Quinola (Valet de cœur), qui vaut 4. On ajoute toujours 4 : c'est la Partie, pour que son gagnant "
              "ait quelque chose même si l'écart est tout blanc."]},
    {"article": "VII", "title": "Qui perd la Partie",
     "text": ["Le joueur qui a le plus de points dans ses levées perd la Partie et la paie à celui qui la "
              "gagne."]},
    {"article": "VIII", "title": "Qui gagne la Partie",
     "text": ["La gagne celui qui a le moins de points, ou aucun point, ou aucune levée."]},
    {"article": "IX", "title": "Les égalités",
     "text": ["À points égaux, celui qui a le moins de levées l'emporte ; aucune levée vaut mieux qu'une levée "
              "blanche. À points et levées égaux, le mieux placé l'emporte."]},
    {"article": "X", "title": "Le mieux placé",
     "text": ["Le donneur est le mieux placé, puis son voisin de gauche, puis le suivant en continuant vers la "
              "gauche ; le premier en main vient en dernier."]},
    # -- the Reversis
    {"article": "XI", "title": "Pas de Partie quand un joueur fait tout",
     "text": ["Si un seul joueur fait toutes les levées, la Partie ne se compte pas : c'est le Reversis."]},
    {"article": "XII", "title": "Faire le Reversis",
     "text": ["Faire le Reversis, c'est prendre à soi seul les onze levées : le plus beau coup du jeu, mais il "
              "coûte cher s'il échoue."]},
    {"article": "XIII", "title": "Reversis entrepris, Reversis rompu",
     "text": ["Qui a fait les neuf premières levées a entrepris le Reversis. S'il ne fait pas aussi les deux "
              "dernières, son Reversis est rompu (rompu à la Bonne)."]},
    {"article": "XIV", "title": "Les Bonnes",
     "text": ["La première Bonne est la première levée ; la dernière Bonne est la onzième. Pour le Reversis et "
              "pour l'Espagnolette, la Bonne désigne les deux dernières levées."]},
    {"article": "XV", "title": "Qui rompt le Reversis",
     "text": ["Seul rompt le Reversis le joueur qui prend l'une des deux dernières levées à celui qui l'a "
              "entrepris."]},
    {"article": "XVI", "title": "Le Reversis et la Remise",
     "text": ["Pendant un Reversis, seul celui qui l'entreprend peut toucher à la Remise : la tirer s'il le "
              "réussit, la faire s'il le manque (XIX à XXIII)."]},
    # -- the Panier and the Quinola
    {"article": "XVII", "title": "Le Panier",
     "text": ["Au premier coup, chacun met 2 jetons au Panier et le donneur 3 : ce premier fonds de 9 jetons "
              "(45 fiches) nourrit les Remises. On le refait de la même façon chaque fois que le Panier est vide "
              "ou en dessous ; sinon, le donneur y ajoute un jeton à chaque donne.",
              "Un jeton vaut 5 fiches."]},
    {"article": "XVIII", "title": "Le Quinola et la Remise",
     "text": ["Le Valet de cœur, le Quinola, est la carte maîtresse du jeu : la Remise lui est attachée.",
              "Le donner en renonce, sur une autre couleur, c'est le placer : on tire la Remise. Être obligé de "
              "le fournir sur un cœur mené par un autre, c'est se le faire forcer : on fait la Remise, on la "
              "paie au Panier."]},
    {"article": "XIX", "title": "Le Quinola joué",
     "text": ["Qui doit mener le Quinola lui-même (Quinola joué ou gorgé) fait la Remise.",
              "Une seule exception, le plus grand coup du jeu : il l'a joué dans l'une des neuf premières levées "
              "et il fait le Reversis. Il tire alors le Reversis et la Remise."]},
    {"article": "XX", "title": "Le coup le plus cher",
     "text": ["Celui qui a joué son Quinola dans les neuf premières levées en visant le Reversis, et à qui on le "
              "rompt, paie le Reversis rompu et fait la Remise en plus."]},
    {"article": "XXI", "title": "Quinola joué dans la Bonne, Reversis fait",
     "text": ["Si le Quinola n'est joué qu'à la dixième ou à la onzième levée, le Reversis fait est payé, mais la "
              "Remise n'est pas tirée."]},
    {"article": "XXII", "title": "Quinola joué dans la Bonne, Reversis rompu",
     "text": ["De même, avec le Quinola joué à la dixième ou onzième levée, celui dont le Reversis est rompu le "
              "paie, mais ne fait pas la Remise."]},
    {"article": "XXIII", "title": "Pas de Remise pendant un Reversis",
     "text": ["Dès qu'un Reversis est fait ou manqué, le Quinola des autres joueurs redevient un simple Valet de "
              "cœur : le placer ou se le faire forcer ne tire ni ne fait la Remise. Seul celui qui entreprend le "
              "Reversis y touche, selon XIX à XXII."]},
    # -- the payments
    {"article": "XXIV", "title": "As et Quinola donnés en renonce",
     "text": ["Qui donne un As en renonce reçoit une fiche de celui qui fait la levée, deux pour l'As de "
              "carreau. Qui place le Quinola reçoit de même un jeton. Cela se paie tout de suite, sans qu'on ait "
              "à le demander."]},
    {"article": "XXV", "title": "As forcé",
     "text": ["Celui à qui l'on force un As paie une fiche à celui qui l'a forcé (qui a mené la couleur), deux "
              "pour l'As de carreau."]},
    {"article": "XXVI", "title": "Quinola forcé",
     "text": ["Qui force le Quinola reçoit 2 jetons de celui qui le tenait et un jeton de chacun des deux "
              "autres : c'est la consolation."]},
    {"article": "XXVII", "title": "As et Quinola joués",
     "text": ["Un As, ou le Quinola, que son porteur mène lui-même se paie comme s'il avait été forcé, mais au "
              "gagnant de la Partie, et seulement s'il pense à le réclamer."]},
    {"article": "XXVIII", "title": "Le double du vis-à-vis",
     "text": ["Tous ces paiements sont doublés entre deux joueurs assis face à face."]},
    {"article": "XXIX", "title": "Le double des Bonnes",
     "text": ["Ils sont encore doublés à la première et à la dernière levée. Ainsi, un Quinola forcé à son "
              "vis-à-vis à l'une de ces levées rapporte 8 jetons de lui et 2 de chacun des deux autres ; forcé à "
              "un voisin, 4 jetons du porteur, 4 du vis-à-vis du forceur et 2 du troisième."]},
    {"article": "XXX", "title": "La Partie au vis-à-vis",
     "text": ["La Partie se paie double quand celui qui la gagne est assis en face de celui qui la perd."]},
    {"article": "XXXI", "title": "Tout s'efface devant le Reversis",
     "text": ["Dès qu'il y a Reversis, fait ou rompu, les petits paiements cessent : chacun rend ce qu'on lui a "
              "payé pendant le coup, de sorte que seul le Reversis se paie."]},
    {"article": "XXXII", "title": "Le Reversis fait",
     "text": ["Celui qui fait le Reversis reçoit 16 fiches de chacun de ses voisins et 32 de son vis-à-vis."]},
    {"article": "XXXIII", "title": "Le Reversis rompu",
     "text": ["Celui qui rompt le Reversis reçoit 64 fiches de celui qui l'avait entrepris. Les deux autres ne "
              "reçoivent rien."]},
    # -- the Espagnolette
    {"article": "XXXIV", "title": "L'Espagnolette",
     "text": ["Trois As et le Quinola, quatre As et le Quinola, ou quatre As dans une même main : c'est "
              "l'Espagnolette, et l'on nomme ainsi aussi le joueur qui la tient. Elle bouleverse presque tout ce "
              "qui précède."]},
    {"article": "XXXV", "title": "Le privilège de l'Espagnolette",
     "text": ["Pendant les neuf premières levées, l'Espagnolette peut renoncer à toute couleur : elle place son "
              "Quinola et tire la Remise, donne ses As à qui fait la levée, et gagne la Partie quelle que soit sa "
              "place.",
              "Aux deux dernières levées, elle doit fournir. Si elle se trouve obligée d'en faire une, tout "
              "tourne contre elle :",
              "1° elle perd la Partie, même sur une levée blanche, et la paie à celui qui la gagne dans l'ordre "
              "ordinaire ;",
              "2° elle fait la Remise si elle avait placé le Quinola, ou si, l'ayant gardé, elle doit le gorger à "
              "la dernière levée ; mais pas si, Espagnolette par quatre As, c'est un autre qui a placé le Quinola "
              "ou à qui on l'a forcé ;",
              "3° elle rend au double les As et Quinola payés en renonce pendant le coup, les siens comme ceux que "
              "les autres se sont payés."]},
    {"article": "XXXVI", "title": "Renoncer au privilège",
     "text": ["L'Espagnolette peut jouer un jeu ordinaire sans user de son droit, mais plus une fois qu'elle a "
              "renoncé en vertu de ce droit."]},
    {"article": "XXXVII", "title": "Quand le droit se perd",
     "text": ["Fournir la couleur, ou même prendre un moment la levée, ne lui fait pas perdre son droit : il "
              "faudrait que la levée lui reste."]},
    {"article": "XXXVIII", "title": "L'Espagnolette qui force le Quinola",
     "text": ["Si l'Espagnolette force le Quinola, elle en touche la consolation à tout moment du jeu. Cela ne "
              "peut arriver que de trois façons : en menant cœur d'entrée, premier à jouer ; après avoir fait une "
              "levée par mégarde ; ou, entrée malgré elle à la dixième, avec un cœur qui force à la dernière."]},
    {"article": "XXXIX", "title": "Faire entrer",
     "text": ["« Faire entrer » un joueur, c'est lui faire prendre une levée."]},
    {"article": "XL", "title": "L'Espagnolette et le Reversis fait",
     "text": ["Si un autre joueur fait le Reversis, l'Espagnolette le paie seule pour toute la table."]},
    {"article": "XLI", "title": "L'Espagnolette et le Reversis rompu",
     "text": ["Si un joueur entreprend le Reversis et qu'un autre le rompt, l'Espagnolette paie seule les "
              "64 fiches à celui qui le rompt."]},
    {"article": "XLII", "title": "L'Espagnolette rompt ou fait le Reversis",
     "text": ["L'Espagnolette peut rompre un Reversis et en être payée comme tout le monde. Elle peut aussi faire "
              "le Reversis : son jeu n'est alors qu'un jeu ordinaire."]},
    {"article": "XLIII", "title": "Le Quinola de l'Espagnolette pendant un Reversis",
     "text": ["Si l'Espagnolette a placé son Quinola et qu'un Reversis est fait ou manqué, elle ne tire pas la "
              "Remise : en Reversis, seul celui qui l'entreprend y touche."]},
    {"article": "XLIV", "title": "Quinola forcé à l'Espagnolette",
     "text": ["Si l'on force le Quinola à l'Espagnolette (par l'As, le Roi ou la Dame de cœur), à quelque moment "
              "que ce soit, elle fait la Remise et paie la consolation comme les deux autres, sauf s'il y a "
              "Reversis. Si elle ne fait pas de levée par ailleurs, elle garde tous ses autres droits."]},
    # -- the Lois du jeu
    {"article": "XLV", "title": "Lois du jeu : la façon de donner",
     "text": ["Les onze cartes des autres se donnent en trois fois : une fois 3 cartes et deux fois 4. Le "
              "donneur se sert toujours par 4. Toute autre façon de donner est une maldonne."]},
    {"article": "XLVI", "title": "Carte retournée",
     "text": ["Une carte retournée pendant la donne la fait refaire, à moins que tous les joueurs n'acceptent le "
              "coup tel quel pour aller plus vite."]},
    {"article": "XLVII", "title": "Maldonne",
     "text": ["Qui a mal donné perd sa donne. Il peut toutefois la refaire en mettant un jeton au Panier."]},
    {"article": "XLVIII", "title": "Maldonne vue après l'écart",
     "text": ["Une maldonne qui n'est remarquée ou annoncée qu'une fois l'écart fait coûte au donneur 4 jetons "
              "d'amende au Panier ; le coup est nul et le donneur perd sa donne sans pouvoir la racheter."]},
    {"article": "XLIX", "title": "Le talon",
     "text": ["Des trois cartes du talon, la première revient au premier en main, la deuxième au deuxième, la "
              "troisième au troisième.",
              "Qui regarde la carte qui lui revient puis écarte quand même ne peut plus gagner la Partie, ni "
              "placer son Quinola, ni faire le Reversis, et l'on ne lui paie rien s'il en rompt un. Il peut forcer "
              "le Quinola sans en toucher la consolation ; le porteur fait pourtant la Remise."]},
    {"article": "LI", "title": "Prendre sans écarter",
     "text": ["Celui qui prend sa carte du talon sans écarter subit les mêmes interdits : il n'a droit à rien "
              "dans ce coup."]},
    {"article": "LII", "title": "Jouer avant son tour",
     "text": ["Qui joue sa carte avant son tour met un jeton au Panier, chaque fois."]},
    {"article": "LIII", "title": "Deux cartes écartées",
     "text": ["Celui qui a écarté deux cartes au lieu d'une et ne joue qu'avec dix ne touche aucun paiement, sauf "
              "s'il rompt un Reversis ou s'il force le Quinola : ceux-là lui sont payés."]},
    {"article": "LIV", "title": "Tout l'écart compte",
     "text": ["Toutes les cartes trouvées sous le Panier comptent pour la Partie, qu'il y en ait une de trop ou "
              "une de moins."]},
    {"article": "LV", "title": "La levée ramassée",
     "text": ["La levée est à celui qui la ramasse. Un autre joueur peut signaler l'erreur et la faire corriger, "
              "mais seulement avant que la carte suivante soit jouée."]},
    {"article": "LVI", "title": "Revoir les levées",
     "text": ["On peut revoir ses propres levées, et la dernière levée jouée, jamais celles des autres."]},
    {"article": "LVII", "title": "La renonce",
     "text": ["Qui renonce sans avoir l'Espagnolette met 2 jetons d'amende au Panier et ne touche plus aucun "
              "paiement de ce coup."]},
    # -- our rulings
    {"ruling": "RV-1", "about": ["XLIX", "LI"], "title": "Pas d'article L",
     "text": ["Le livret passe de XLIX à LI. Rien ne semble manquer : nous citons XLIX pour tout ce qui touche au "
              "talon."]},
    {"ruling": "RV-2", "about": ["VI"], "title": "La Partie se compte en fiches",
     "text": ["Le livret donne la Partie en points sans unité : nous la payons en fiches, de 4 à 21."]},
    {"ruling": "RV-3", "about": ["XVII", "XVIII"], "title": "Combien vaut la Remise",
     "text": ["Tirer la Remise, c'est prendre tout le Panier ; la faire, c'est y mettre autant qu'il contient. "
              "Une règle de la maison limite la Remise au premier fonds, 45 fiches, dans un sens comme dans "
              "l'autre."]},
    {"ruling": "RV-4", "about": ["XVII"], "title": "Refaire le fonds",
     "text": ["Le Panier se vérifie au début de chaque coup. S'il a moins de 45 fiches, chacun met 2 jetons et le "
              "donneur 3 en tout, son jeton de la donne compris ; sinon le donneur met seulement son jeton."]},
    {"ruling": "RV-5", "about": ["II", "X", "XLIX"], "title": "Le jeu tourne à droite",
     "text": ["Comme la donne, le jeu va vers la droite : le voisin de droite du donneur est premier en main et "
              "mène la première levée ; le donneur joue le dernier. L'application range les joueurs dans cet "
              "ordre : le premier et le troisième sont vis-à-vis, le deuxième et le quatrième aussi."]},
    {"ruling": "RV-6", "about": ["VII", "IX"], "title": "Départager les perdants",
     "text": ["Pour savoir qui perd la Partie, le même ordre vaut à l'envers : le plus de points, puis le plus de "
              "levées, puis le moins bien placé."]},
    {"ruling": "RV-7", "about": ["XVIII", "XXV"], "title": "Ce qui est forcé",
     "text": ["Un As ou le Quinola fourni sur sa propre couleur menée par un autre est forcé, que son porteur "
              "ait eu d'autres cartes de la couleur ou non. Celui qui a mené le pli est le forceur."]},
    {"ruling": "RV-8", "about": ["XXVI", "XXIX"], "title": "Le porteur du Quinola forcé paie 2 jetons",
     "text": ["2 jetons en tout, pas 2 de plus que les autres : le calcul de XXIX le confirme."]},
    {"ruling": "RV-9", "about": ["XXVIII", "XXIX"], "title": "Le double entre payeur et receveur",
     "text": ["Un paiement est doublé quand celui qui paie et celui qui reçoit sont face à face, comme dans "
              "l'exemple de XXIX."]},
    {"ruling": "RV-10", "about": ["XXVII"], "title": "Le gagnant de la Partie a joué la carte",
     "text": ["S'il a mené lui-même l'As ou le Quinola, personne ne lui doit rien pour cette carte. Un Quinola "
              "joué lui fait quand même faire la Remise."]},
    {"ruling": "RV-11", "about": ["XXXV", "XXXVII"], "title": "Quand l'Espagnolette échoue",
     "text": ["L'Espagnolette qui a renoncé par privilège échoue dès qu'une levée lui reste, à n'importe quel pli "
              "du coup. Elle doit alors fournir, et les trois peines de XXXV s'appliquent ; elle touche encore la "
              "consolation si elle force le Quinola."]},
    {"ruling": "RV-12", "about": ["XXXVI"], "title": "Une Espagnolette qui n'a pas renoncé",
     "text": ["Tant qu'elle n'a pas renoncé par privilège, elle est un joueur comme les autres pour toutes les "
              "règles, y compris XL et XLI."]},
    {"ruling": "RV-13", "about": ["XXXV"], "title": "Rendre au double",
     "text": ["L'Espagnolette manquée rend à chaque payeur le double de chaque renonce payée dans le coup, à elle "
              "ou entre les autres. Une règle de la maison réduit au simple ce que les autres se sont payé."]},
    {"ruling": "RV-14", "about": ["XLI"], "title": "Quand l'Espagnolette paie le Reversis rompu",
     "text": ["Celui qui avait entrepris le Reversis ne paie alors rien : l'Espagnolette paie les 64 fiches à sa "
              "place."]},
    {"ruling": "RV-15", "about": ["XV", "XXXIII"], "title": "Deux joueurs rompent",
     "text": ["Si la dixième et la onzième levée vont à deux joueurs différents, seul celui qui a pris la "
              "première des deux a rompu le Reversis et en est payé."]},
    {"ruling": "RV-16", "about": ["XLII", "XXXIII"], "title": "L'Espagnolette qui rompt",
     "text": ["XLII renvoie à l'article 32, qui règle le Reversis fait : nous appliquons XXXIII, 64 fiches de "
              "celui qui l'avait entrepris."]},
    {"ruling": "RV-17", "about": ["XXXII", "XXXIII", "XXVIII", "XXIX"], "title": "Le Reversis ne se double pas",
     "text": ["16, 32 et 64 fiches sont des sommes fixes : le vis-à-vis et les Bonnes ne doublent que les petits "
              "paiements et la Partie."]},
    {"ruling": "RV-18", "about": ["XLIX", "LI", "LIII", "LVII"], "title": "Ce que les fautes interdisent",
     "text": ["Après XLIX, LI, LIII ou LVII, le fautif ne peut gagner la Partie ni toucher les petits paiements, ni "
              "tirer la Remise en plaçant son Quinola, ni être payé d'un Reversis fait. Seul LIII garde le "
              "paiement d'un Reversis rompu et la consolation du Quinola forcé.",
              "La Partie va alors au mieux classé des joueurs qui peuvent la gagner. Ce que le fautif doit, il le "
              "paie."]},
    {"ruling": "RV-19", "about": ["XVIII", "XLIX"], "title": "Le Quinola d'un joueur privé de paiements",
     "text": ["S'il le donne en renonce, ce n'est pas un placement : il ne touche pas de jeton, et la Remise ne "
              "bouge pas."]},
    {"ruling": "RV-20", "about": ["XVIII", "XIX"], "title": "La Remise se règle en dernier",
     "text": ["Comme elle dépend d'un Reversis décidé aux dernières levées, la Remise se règle à la fin du coup, "
              "sur le Panier tel qu'il est après la mise du donneur et les amendes. Le joueur qui tire la Remise "
              "ramasse donc aussi les amendes du coup."]},
    {"ruling": "RV-21", "about": ["XVII", "XLVI", "XLVII", "XLVIII"], "title": "Le Panier et les donnes manquées",
     "text": ["Quand le même donneur refait la donne (carte retournée, donne rachetée), il ne remet pas son "
              "jeton. Une donne perdue ou un coup nul gardent leur mise, et le donneur suivant paie la sienne."]},
    {"ruling": "RV-22", "about": ["XXXI", "LII", "LVII"], "title": "Les amendes ne se rendent pas",
     "text": ["XXXI ne rend que ce que les joueurs se sont payé entre eux ; ce qui est allé au Panier y reste."]},
    {"ruling": "RV-23", "about": ["II"], "title": "La fin de la séance",
     "text": ["Le livret ne fixe ni fin ni vainqueur : on joue tant qu'on veut, par exemple un nombre de tours "
              "convenu (chacun donnant une fois par tour). L'application montre les soldes en fiches et en "
              "jetons, et le Panier ; le partage du Panier restant est l'affaire de la table."]},
    {"ruling": "RV-24", "about": ["XXVII", "XXIX"], "title": "Les Bonnes doublent aussi les cartes jouées",
     "text": ["Un As ou un Quinola mené à la première ou à la dernière levée se paie double lui aussi."]},
    {"ruling": "RV-25", "about": ["IV", "LIV"], "title": "L'écart",
     "text": ["Le donneur écarte une carte ; la carte de talon que personne ne prend reste à l'écart. L'écart "
              "compte donc normalement 4 cartes ; 3 ou 5 sont acceptées avec un avertissement. Avec 3 cartes, "
              "une carte reste en main sans être jouée : les levées font alors au plus 40 moins l'écart."]},
    {"ruling": "RV-24bis", "about": ["XII", "XLIX"], "title": "Un fautif qui fait toutes les levées",
     "text": ["C'est quand même un Reversis pour les autres : pas de Partie et pas de petits paiements. Mais "
              "le fautif ne reçoit rien."]},
    {"ruling": "RV-25bis", "about": ["XXXV", "LVII"], "title": "L'Espagnolette qui renonce à la fin",
     "text": ["Son droit ne couvre que les neuf premières levées : une renonce à la dixième ou à la onzième est "
              "punie comme celle de n'importe qui."]},
]
