"""History, statistics, the chart, the import and what the scripts say, in English."""

from __future__ import annotations

import json
import re
from typing import Any

from test_history import a_case, imported

EN = {"Accept-Language": "en"}


def test_import_chart_and_statistics_in_english(client: Any) -> None:
    form = client.get("/importer", headers=EN).get_data(as_text=True)
    assert "Import a game" in form and "Importer une partie" not in form
    refused = client.post("/importer", data={"text": "{"}, headers=EN).get_data(as_text=True)
    assert "This is not readable JSON" in refused and "lisible" not in refused
    token = imported(client)
    chart = client.get(f"/g/{token}/courbe", headers=EN).get_data(as_text=True)
    assert "How the totals went" in chart and "<svg" in chart and "Évolution" not in chart
    stats = client.get("/stats", headers=EN).get_data(as_text=True)
    assert re.search(r"<html lang=\"en\"", stats) and "Statistics" in stats and "Moyenne" not in stats
    assert "Ana" in stats and "Average" in stats and "Best" in stats


def test_a_refused_import_names_the_deal_and_field_in_english(client: Any) -> None:
    case = a_case()
    case["deals"][1]["contract"] = 95
    page = client.post("/importer", data={"text": json.dumps(case)}, headers=EN).get_data(as_text=True)
    assert re.search(r"Deal 2, field “contract”: The contract: between 100 and 400", page), page[-1500:]


def test_the_scripts_words_come_in_the_pages_language(client: Any) -> None:
    def words(headers: dict[str, str]) -> dict[str, str]:
        page = client.get("/", headers=headers).get_data(as_text=True)
        found = re.search(r'<script type="application/json" id="words">(.*?)</script>', page, re.S)
        assert found
        return dict(json.loads(found.group(1)))

    french, english = words({}), words(EN)
    assert french.keys() == english.keys() and "waiting_many" in french
    assert french["waiting_many"] == "%(n)s donnes attendent le réseau sur ce téléphone"
    assert english["waiting_many"] == "%(n)s deals are waiting for the network on this phone"
    assert english["kept"].startswith("No network:") and "%(deal)s" in english["kept"]
