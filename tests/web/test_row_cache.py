"""The score table's rows are drawn once per deal and what it shows: a save
draws the new deal's rows only; a changed deal, another language, another
link draw their own."""

from __future__ import annotations

from typing import Any

import pytest
from webtable import HTMX, M1, M2, Table, text

from compagnon.web import entry


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    numbers: list[int] = []
    cache = entry.RowCache()
    real = cache.rows.__func__  # type: ignore[attr-defined]

    def counting(self: entry.RowCache, deal: Any, *args: Any) -> Any:
        before = len(self._rows)
        html = real(self, deal, *args)
        if len(self._rows) > before:
            numbers.append(deal.number)
        return html

    monkeypatch.setattr(entry.RowCache, "rows", counting)
    monkeypatch.setattr(entry, "ROWS", cache)
    return numbers


def test_a_save_draws_the_new_deals_rows_only(table: Table, mille: str, drawn: list[int]) -> None:
    table.deal(mille, M1, htmx=True)
    assert drawn == [1]
    table.deal(mille, M2, htmx=True)
    assert drawn == [1, 2]  # deal 1's rows came from the cache
    page = table.page(mille)
    assert drawn == [1, 2] and page.count('<tr class="deal" id="deal-') == 2


def test_a_changed_deal_or_language_draws_anew(table: Table, mille: str, drawn: list[int]) -> None:
    table.deal(mille, M1)
    table.page(mille)
    assert drawn == [1]
    english = text(table.client.get(f"/g/{mille}", headers={"Accept-Language": "en"}))
    assert drawn == [1, 1]
    assert 'aria-label="Deal 1: details"' in english and "le détail" not in english
    table.client.post(f"/g/{mille}/deals/1/edit", data={**M1, "contract": "115"}, headers=HTMX)
    page = table.page(mille)
    assert drawn[-1] == 1 and len(drawn) == 3
    assert "115" in page
