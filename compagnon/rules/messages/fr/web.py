"""What the app says about the game log itself (not a rule of any game)."""

MESSAGES = {
    "change_refused.edit": "Modification refusée : la donne {deal} deviendrait invalide ({reason}).",
    "change_refused.delete": "Suppression refusée : la donne {deal} deviendrait invalide ({reason}).",
}
MESSAGES.update({
    "dealer_by_rotation": "{player} (à son tour)",
    "stale.game": "Un autre téléphone a modifié la partie pendant votre saisie : le tableau est à jour. "
                  "Vérifiez votre donne puis validez de nouveau.",
    "stale.draft": "Un autre téléphone a modifié la donne en cours : voici où elle en est. Votre dernière touche "
                   "n'a pas été enregistrée ; refaites-la si elle manque.",
    "broken_log": "La donne {deal} déjà enregistrée est refusée par les règles ({reason}) : corrigez-la ou "
                  "supprimez-la d'abord.",
    "deal_moved": "La donne {deal} a été modifiée ou supprimée entre-temps sur un autre téléphone.",
    "not_an_event": "Ce bouton ne correspond à aucune annonce : rechargez la page.",
    "delete_unnamed": "Suppression refusée : le formulaire ne dit pas quelle donne supprimer. Rouvrez la donne "
                      "depuis le tableau.",
})
