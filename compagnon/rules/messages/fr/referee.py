"""The referee's words: the questions, and what it says of any game."""

MESSAGES = {
    "question.trick": "qui remporte le pli",
    "question.combination": "une combinaison",
    "question.hands": "comparer les mains",
    "title.trick": "Le pli",
    "title.combination": "La combinaison",
    "title.hands": "Les mains",
    "none": "rien",
    "not_an_object": "La question : un objet JSON est attendu.",
    "question_unknown": "Question inconnue « {value} » (connues : {questions:or}).",
    "question_not_here": "{game} : l'arbitre ne répond pas à « {question} » (il répond à : {questions:or}).",
    "takes": "{card} remporte le pli.",
    "no_hand": "Sans la main du joueur, on ne peut pas dire si la carte était permise.",
    "valid": "La combinaison est valable.",
    "impossible": "Cette situation ne peut pas se produire : {reason}",
    # the labels every game's questions share
    "label.context": "La situation",
    "label.plays": "Les cartes jouées, dans l'ordre",
    "label.player": "Qui joue",
    "label.card": "La carte",
    "label.hand": "Sa main avant de jouer (facultatif)",
    "label.trump": "L'atout",
    "label.combination": "La combinaison",
    "label.cards": "Les cartes",
    "label.hands": "Les mains",
}
