"""The referee's words: the questions, and what it says of any game."""

MESSAGES = {
    "question.trick": "who wins the trick",
    "question.combination": "a combination",
    "question.hands": "compare the hands",
    "title.trick": "The trick",
    "title.combination": "The combination",
    "title.hands": "The hands",
    "none": "nothing",
    "not_an_object": "The question: a JSON object is expected.",
    "question_unknown": "Unknown question “{value}” (known: {questions:or}).",
    "question_not_here": "{game}: the referee does not answer “{question}” (it answers: {questions:or}).",
    "takes": "{card} wins the trick.",
    "no_hand": "Without the player's hand, we cannot tell whether the card was allowed.",
    "valid": "The combination is valid.",
    "impossible": "This cannot happen: {reason}",
    # the labels every game's questions share
    "label.context": "The situation",
    "label.plays": "The cards played, in order",
    "label.player": "Who plays",
    "label.card": "The card",
    "label.hand": "Their hand before playing (optional)",
    "label.trump": "Trumps",
    "label.combination": "The combination",
    "label.cards": "The cards",
    "label.hands": "The hands",
}
