"""What the app says about the game log itself (not a rule of any game)."""

MESSAGES = {
    "change_refused.edit": "Change refused: deal {deal} would become invalid ({reason}).",
    "change_refused.delete": "Deletion refused: deal {deal} would become invalid ({reason}).",
    "dealer_by_rotation": "{player} (in turn)",
    "stale.game": "Another phone changed the game while you were entering yours: the table is up to date. "
                  "Check your deal, then confirm it again.",
    "stale.draft": "Another phone changed the deal in progress: here is where it stands. Your last tap was "
                   "not recorded; do it again if it is missing.",
    "broken_log": "Deal {deal}, already recorded, is refused by the rules ({reason}): correct it or delete "
                  "it first.",
    "deal_moved": "Deal {deal} was changed or deleted meanwhile on another phone.",
    "not_an_event": "This button matches no announcement: reload the page.",
    "delete_unnamed": "Deletion refused: the form does not say which deal to delete. Open the deal again "
                      "from the table.",
}
