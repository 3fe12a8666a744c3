"""The referee on the phone, through the API and on the command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner
from webtable import HTMX, Table, text

from compagnon.cli import main

TRICK = {"context.trump": "coeur", "plays#": "2",
         "plays[0].player": "Ana", "plays[0].card.suit": "pique", "plays[0].card.rank": "A",
         "plays[1].player": "Bea", "plays[1].card.suit": "coeur", "plays[1].card.rank": "9",
         "plays[1].hand": ["9:coeur", "R:pique"]}


def test_the_referee_page_of_a_game_asks_its_questions(client) -> None:
    page = text(client.get("/referee/mille"))
    assert "Le pli" in page and "La combinaison" in page and 'name="context.trump"' in page
    assert client.get("/referee/nothing").status_code == 404
    assert 'href="/referee/mille"' in text(client.get("/rules/mille"))


def test_a_trick_is_settled_with_the_article(client) -> None:
    response = client.post("/referee/mille", data={**TRICK, "q": "trick", "action": "ask"})
    page = text(response)
    assert response.status_code == 200
    assert "<strong>Bea</strong> remporte le pli" in page and "Mille §7" in page
    assert "interdit" in page and "coupe alors que la main a du pique" in page
    # what was entered stays on the page
    assert 'name="plays[1].hand" value="9:coeur" checked' in page


def test_with_htmx_only_the_question_and_its_answer_come_back(client) -> None:
    page = text(client.post("/referee/mille", data={**TRICK, "q": "trick", "action": "ask"}, headers=HTMX))
    assert page.lstrip().startswith("<section id=\"ask\"") and "<html" not in page and 'id="answer"' in page


def test_a_malformed_question_is_refused_beside_its_field(client) -> None:
    response = client.post("/referee/mille", data={"q": "trick", "action": "ask", "plays#": "1",
                                                   "plays[0].player": "Ana", "plays[0].card.suit": "pique"})
    page = text(response)
    assert response.status_code == 422 and "field-error" in page and 'id="answer"' not in page


def test_rows_are_added_to_the_trick(client) -> None:
    page = text(client.post("/referee/mille", data={"q": "trick", "action": "add:plays", "plays#": "0"}))
    assert 'name="plays[0].player"' in page and 'id="answer"' not in page


def test_from_a_game_in_progress_the_players_are_filled_in(table: Table, client) -> None:
    token = table.new_game("mille", ["Zoé", "Yann", "Xavier"])
    assert f'href="/g/{token}/referee"' in table.page(token)
    page = text(client.get(f"/g/{token}/referee"))
    assert 'value="Zoé"' in page and 'value="Xavier"' in page
    answered = text(client.post(f"/g/{token}/referee", data={**TRICK, "q": "trick", "action": "ask"}))
    assert "<strong>Bea</strong> remporte le pli" in answered
    assert client.get("/g/not-a-token/referee").status_code == 404


def test_the_api_answers_the_same_json(client) -> None:
    question = {"game": "mille", "context": {"trump": "coeur"},
                "plays": [{"player": "Ana", "card": {"rank": "A", "suit": "pique"}},
                          {"player": "Bea", "card": {"rank": "9", "suit": "coeur"}}]}
    answer = client.post("/api/referee/trick", json=question).get_json()
    assert answer["winner"] == "Bea" and answer["rule"] == "Mille §7" and len(answer["plays"]) == 2
    refused = client.post("/api/referee/hands", json=question)
    assert refused.status_code == 422 and refused.get_json()["error"]["field"] == "question"
    assert client.post("/api/referee/trick", data="[").status_code == 400
    rules = client.get("/api/rules/mille").get_json()
    assert set(rules["referee"]) == {"trick", "combination"}


def test_the_command_line_answers_the_same_json(tmp_path: Path) -> None:
    question = tmp_path / "q.json"
    question.write_text(json.dumps({"question": "combination", "game": "mille", "combination": {
        "suit": "coeur", "hand": [{"rank": "D", "suit": "coeur"}, {"rank": "R", "suit": "coeur"}]}}))
    result = CliRunner().invoke(main, ["referee", str(question)])
    assert result.exit_code == 0 and json.loads(result.output)["points"] == 100
    question.write_text(json.dumps({"question": "trick", "game": "mille", "plays": []}))
    refused = CliRunner().invoke(main, ["referee", str(question)])
    assert refused.exit_code == 2 and json.loads(refused.output)["error"]["field"] == "plays"


def test_the_rules_of_every_game_are_searched_at_once(client) -> None:
    page = text(client.get("/rules/?q=Ecart"))  # accents and case aside
    assert "résultat" in page and 'href="/rules/reversis#' in page
    assert "Rien trouvé" in text(client.get("/rules/?q=zzzz"))
    assert client.get("/rules/?q=" + "x" * 5000).status_code == 200


def test_a_choice_other_fields_follow_redraws_them_on_the_referee_page_too(client) -> None:
    page = text(client.get("/referee/bernicle?q=combination"))
    assert re.search(r'name="combination.where"[^>]*hx-post="/referee/bernicle"', page)
    answer = text(client.post("/referee/bernicle", headers=HTMX,
                              data={"q": "combination", "action": "refresh", "combination.where": "niche"}))
    assert 'hx-swap-oob="morph"' in answer and "niche_cards" in answer and "<form" not in answer


def test_the_variant_is_chosen_on_the_referee_page(client) -> None:
    page = text(client.get("/referee/besigue?variant=chinois"))
    assert 'aria-current="page">Chinois' in page or re.search(r'class="chip current"[^>]*>[^<]*[Cc]hinois', page)
    assert 'action="/referee/besigue?variant=chinois"' in page
