"""Refusals of the entry reader, and labels every game shares.

``what`` is the label of the value at fault, with the row or the player
when it sits in a list or a per-player object."""

MESSAGES = {
    # where
    "where": "{label} ({context})",
    "where.item": "n° {n}",
    "label.raw": "« {name} »",
    "label.entry": "La donne",
    # refusals
    "entry.type": "Une donne s'écrit comme un objet JSON de champs.",
    "required": "{what} : à remplir.",
    "null": "{what} : à remplir (la valeur vide n'est pas permise ici).",
    "int.type": "{what} : un nombre entier est attendu.",
    "int.min": "{what} : au moins {min}.",
    "int.max": "{what} : au plus {max}.",
    "int.range": "{what} : entre {min} et {max}.",
    "int.step": "{what} : un multiple de {step}.",
    "form.int": "{what} : « {text} » n'est pas un nombre entier.",
    "bool.type": "{what} : oui ou non (true ou false).",
    "choice.unknown": "{what} : « {value} » n'est pas une valeur permise ({choices}).",
    "text.type": "{what} : un texte est attendu.",
    "text.long": "{what} : au plus {max} caractères.",
    "text.unicode": "{what} : ce texte contient un caractère illisible.",
    "player.unknown": "{what} : « {value} » n'est pas un joueur de la partie ({players}).",
    "player.not_allowed": "{what} : {value} n'est pas concerné ici ({players:and} seulement).",
    "card": "{what} : {reason}.",
    "list.type": "{what} : une liste est attendue.",
    "list.min": "{what} : au moins {min} élément(s).",
    "list.max": "{what} : au plus {max} élément(s).",
    "list.null": "{what} : un élément vide n'est pas permis.",
    "record.type": "{what} : un objet est attendu.",
    "record.unknown": "{what} : option inconnue « {key} ».",
    "map.type": "{what} : une valeur par joueur est attendue.",
    "map.unknown": "{what} : « {key} » n'est pas un joueur de la partie.",
    "map.not_concerned": "{what} : {key} n'est pas concerné ({players:and} seulement).",
    "map.missing": "{what} : il manque la valeur de {players:and}.",
    "oneof.type": "{what} : « {value} » n'est pas une valeur permise.",
    # labels every game may share
    "label.dealer": "Le donneur",
    "label.player": "Le joueur",
    "label.kind": "La sorte",
    "label.rank": "Le rang",
    "label.suit": "La couleur",
    "label.card": "La carte",
    "label.cards": "Les cartes",
    "label.trick": "Le pli",
    "label.tricks": "Les plis",
    "label.note": "La note",
    "label.count": "Le nombre",
    # values every game may share
    "value.pass": "Passe",
    "value.none": "Aucun",
}
MESSAGES.update({
    "pad.pair": "{first} {second}",
    "kind.int": "Un nombre",
    "kind.record": "Le détail",
    "kind.choice": "Un choix",
    "kind.cardkind": "Une carte",
    "kind.text": "Un texte",
})
