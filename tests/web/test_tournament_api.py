"""A club evening through the tournaments' JSON API: sixteen players at
Belote Noisette (tables of three: five tables and one player sitting out
each round), three rounds of four deals, every table's deals entered through
its own game's link, and the standings checked against a computation by
hand."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations
from pathlib import Path
from typing import Any

from flask.testing import FlaskClient

CASEBOOK = Path(__file__).resolve().parent.parent / "casebook"
PLAYERS = ["Ana", "Bea", "Cyr", "Dan", "Eve", "Fay", "Gil", "Hal", "Ida", "Jon", "Kim", "Lou", "Max", "Ned",
           "Oda", "Pia"]
#: each round, every table plays the first four deals of a casebook game, its players in seat order
ROUND_CASES = ["belote_noisette-bn13-goal-moves-to-8", "belote_noisette-bn14-seven-beats-six",
               "belote_noisette-bn13-goal-moves-to-8"]


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def renamed(value: Any, names: dict[str, str]) -> Any:
    """A casebook deal with its players' names replaced (keys and values)."""
    if isinstance(value, dict):
        return {names.get(k, k): renamed(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed(v, names) for v in value]
    return names.get(value, value) if isinstance(value, str) else value


def case(name: str) -> dict[str, Any]:
    return json.loads((CASEBOOK / f"{name}.json").read_text(encoding="utf-8"))


def test_an_evening_of_sixteen_at_belote_noisette(client: FlaskClient) -> None:
    created = client.post("/api/tournaments", json={"game": "belote_noisette", "players": PLAYERS, "rounds": 3,
                                                    "deals": 4})
    assert created.status_code == 201, created.json
    tid, edit, view = created.json["id"], created.json["edit_token"], created.json["view_token"]
    # the view link reads, and writes nothing
    assert client.post(f"/api/tournaments/{tid}/rounds", headers=auth(view)).status_code == 404
    assert client.get(f"/api/tournaments/{tid}", headers=auth(view)).json["rounds"] == []

    seat_values: dict[str, list[int]] = {p: [] for p in PLAYERS}   # by hand: what each player's seat scored
    won: Counter[str] = Counter()
    exempt: list[str] = []
    for number, name in enumerate(ROUND_CASES, start=1):
        drawn = client.post(f"/api/tournaments/{tid}/rounds", headers=auth(edit))
        assert drawn.status_code == 201, drawn.json
        played = drawn.json["rounds"][-1]
        assert played["number"] == number and len(played["tables"]) == 5 and len(played["exempt"]) == 1
        # the next round waits for this one
        assert client.post(f"/api/tournaments/{tid}/rounds", headers=auth(edit)).status_code == 409
        source = case(name)
        after_four = source["expect"]["deals"][3]["totals"]
        for table in played["tables"]:
            names = dict(zip(source["players"], table["players"], strict=True))
            for deal in source["deals"][:4]:
                answer = client.post(f"/api/games/{table['game_id']}/deals", headers=auth(table["edit_token"]),
                                     json={"entry": renamed(deal, names)})
                assert answer.status_code == 201, answer.json
            totals = {names[p]: after_four[p] for p in source["players"]}
            best = max(totals.values())
            for player, total in totals.items():
                seat_values[player].append(total)
                won[player] += total == best
        # a fifth deal at a table does not count for the round
        extra = played["tables"][0]
        names = dict(zip(source["players"], extra["players"], strict=True))
        client.post(f"/api/games/{extra['game_id']}/deals", headers=auth(extra["edit_token"]),
                    json={"entry": renamed(source["deals"][4], names)})
        (out,) = played["exempt"]
        exempt.append(out)
        # the one sitting out takes the round's average: 15 players' results over 15, rounded
        seat_values[out].append(round(sum(sum(after_four.values()) for _ in range(5)) / 15 + 1e-9))

    state = client.get(f"/api/tournaments/{tid}", headers=auth(edit)).json
    assert state["finished"] and not state["may_draw"]
    assert len(set(exempt)) == 3  # nobody sits out twice while others have not
    met = Counter(frozenset(pair) for played in state["rounds"] for table in played["tables"]
                  for pair in combinations(table["players"], 2))
    assert max(met.values()) == 1  # no pair met twice
    assert all(table["deals"] == 4 and table["done"] for played in state["rounds"] for table in played["tables"])

    def order(player: str) -> tuple[int, int, int]:
        return (sum(seat_values[player]), won[player], max(seat_values[player]))

    standings = state["standings"]
    assert sorted(s["player"] for s in standings) == sorted(PLAYERS)
    for standing in standings:
        assert standing["points"] == sum(seat_values[standing["player"]])
        assert standing["rounds_won"] == won[standing["player"]]
        assert standing["rounds"] == seat_values[standing["player"]]
        assert standing["exempt_rounds"] == [i + 1 for i, p in enumerate(exempt) if p == standing["player"]]
    ranks = [s["rank"] for s in standings]
    keys = [order(s["player"]) for s in standings]
    assert keys == sorted(keys, reverse=True)
    for i in range(1, len(standings)):
        assert ranks[i] == (ranks[i - 1] if keys[i] == keys[i - 1] else i + 1)
    # the view token sees the tables' view links, never their edit links
    seen = client.get(f"/api/tournaments/{tid}", headers=auth(view)).json
    assert all("edit_token" not in table and "view_token" in table
               for played in seen["rounds"] for table in played["tables"])
    assert seen["standings"] == standings


def test_refusals_name_their_field_and_write_nothing(client: FlaskClient) -> None:
    def refused(body: Any) -> tuple[int, str]:
        answer = client.post("/api/tournaments", json=body)
        return answer.status_code, answer.json["error"]["field"]

    base = {"game": "belote_noisette", "players": PLAYERS[:6], "rounds": 2, "deals": 3}
    assert refused({**base, "game": "poker"}) == (422, "game")
    assert refused({**base, "players": "Ana"}) == (422, "players")
    assert refused({**base, "players": ["Ana", "Ana", "Bea"]}) == (422, "players")
    assert refused({**base, "players": ["Ana", "Bea"]}) == (422, "players")
    assert refused({**base, "rounds": 0}) == (422, "rounds")
    assert refused({**base, "rounds": "3"}) == (422, "rounds")
    assert refused({**base, "deals": 0}) == (422, "deals")
    assert refused({**base, "table_size": 4}) == (422, "table_size")
    assert refused({**base, "scoring": "elo"}) == (422, "scoring")
    assert client.post("/api/tournaments", data="[]", content_type="application/json").status_code == 400
    created = client.post("/api/tournaments", json=base).json
    tid, edit = created["id"], created["edit_token"]
    assert client.get(f"/api/tournaments/{tid}").status_code == 404
    assert client.get(f"/api/tournaments/{tid + 1}", headers=auth(edit)).status_code == 404
    assert client.get(f"/api/tournaments/{10**17}", headers=auth(edit)).status_code == 404
    assert client.post(f"/api/tournaments/{tid}/close", headers=auth(edit)).status_code == 409
    assert client.post(f"/api/tournaments/{tid}/players", headers=auth(edit), json={"name": "Ana"}).json[
        "error"]["field"] == "players"
    assert client.post(f"/api/tournaments/{tid}/players", headers=auth(edit), json={"name": 7}).status_code == 422
    # a late player and an absence, before the first round: six seated of six present
    assert client.post(f"/api/tournaments/{tid}/players", headers=auth(edit), json={"name": "Zoé"}).status_code == 200
    assert client.post(f"/api/tournaments/{tid}/absent", headers=auth(edit),
                       json={"name": "Ana", "absent": True}).status_code == 200
    first = client.post(f"/api/tournaments/{tid}/rounds", headers=auth(edit)).json["rounds"][0]
    seated = sorted(p for table in first["tables"] for p in table["players"])
    assert seated == sorted(["Bea", "Cyr", "Dan", "Eve", "Fay", "Zoé"]) and first["exempt"] == []
    # a swap between two tables before any deal, then not once a deal is entered
    a, b = first["tables"][0]["players"][0], first["tables"][1]["players"][0]
    swapped = client.post(f"/api/tournaments/{tid}/swap", headers=auth(edit), json={"players": [a, b]})
    assert swapped.status_code == 200
    tables = swapped.json["rounds"][0]["tables"]
    assert b in tables[0]["players"] and a in tables[1]["players"]
    assert client.get(f"/api/games/{tables[0]['game_id']}", headers=auth(tables[0]["edit_token"])).json[
        "players"] == tables[0]["players"]
    # a stale revision is refused with the current one
    stale = client.post(f"/api/tournaments/{tid}/close", headers={**auth(edit), "If-Match": '"1"'})
    assert stale.status_code == 409 and stale.json["error"]["field"] == "revision"


def test_a_season_of_two_evenings(client: FlaskClient) -> None:
    """The next evening takes the same game, set-up and players; the season
    sums each player's points over the evenings, and its CSV says so."""
    source = case("belote_noisette-bn14-seven-beats-six")
    first = client.post("/api/tournaments", json={"game": "belote_noisette", "players": PLAYERS[:6], "rounds": 1,
                                                  "deals": 4, "scoring": "places"}).json
    evenings = [first]
    for number in range(2):
        tid, edit = evenings[-1]["id"], evenings[-1]["edit_token"]
        played = client.post(f"/api/tournaments/{tid}/rounds", headers=auth(edit)).json["rounds"][0]
        for table in played["tables"]:
            names = dict(zip(source["players"], table["players"], strict=True))
            for deal in source["deals"][:4]:
                assert client.post(f"/api/games/{table['game_id']}/deals", headers=auth(table["edit_token"]),
                                   json={"entry": renamed(deal, names)}).status_code == 201
        if number == 0:
            following = client.post(f"/api/tournaments/{tid}/next", headers=auth(edit))
            assert following.status_code == 201
            evenings.append(following.json)
    assert client.post(f"/api/tournaments/{first['id']}/next", headers=auth(first["view_token"])).status_code == 404
    last = client.get(f"/api/tournaments/{evenings[1]['id']}", headers=auth(evenings[1]["edit_token"])).json
    assert last["previous_id"] == first["id"] and last["players"] == PLAYERS[:6] and last["scoring"] == "places"
    each = [{s["player"]: s["points"] for s in client.get(f"/api/tournaments/{e['id']}", headers=auth(
        e["edit_token"])).json["standings"]} for e in evenings]
    # by hand: the places at each table after four deals (2, 2, 0 points): 2 and 2 share 3+1, the last 0
    assert all(sorted(points.values()) == [0, 0, 2, 2, 2, 2] for points in each)
    season = {row["player"]: row for row in last["season"]}
    for player in PLAYERS[:6]:
        assert season[player]["points"] == each[0][player] + each[1][player]
        assert season[player]["each"] == [each[0][player], each[1][player]] and season[player]["evenings"] == 2
    ranks = [row["rank"] for row in last["season"]]
    points = [row["points"] for row in last["season"]]
    assert points == sorted(points, reverse=True) and ranks[0] == 1
    csv_text = client.get(f"/t/{evenings[1]['view_token']}/saison.csv").get_data(as_text=True)
    assert csv_text.splitlines()[0].startswith("Rang,Joueur,Points,Soirées,Soirées gagnées")
    assert len(csv_text.splitlines()) == 7


def test_reading_a_tournament_again_replays_only_the_tables_that_changed(client: FlaskClient, monkeypatch: Any
                                                                          ) -> None:
    from compagnon import store

    created = client.post("/api/tournaments", json={"game": "belote_noisette", "players": PLAYERS[:9],
                                                    "rounds": 2, "deals": 4}).json
    tid, edit = created["id"], created["edit_token"]
    tables = client.post(f"/api/tournaments/{tid}/rounds", headers=auth(edit)).json["rounds"][0]["tables"]
    replayed: list[int] = []
    real = store.REPLAYS.replay
    monkeypatch.setattr(store.REPLAYS, "replay", lambda row, *rest: replayed.append(row["id"]) or real(row, *rest))
    client.get(f"/api/tournaments/{tid}", headers=auth(edit))
    assert replayed == []  # every table as its game stood, kept
    source = case("belote_noisette-bn14-seven-beats-six")
    names = dict(zip(source["players"], tables[1]["players"], strict=True))
    client.post(f"/api/games/{tables[1]['game_id']}/deals", headers=auth(tables[1]["edit_token"]),
                json={"entry": renamed(source["deals"][0], names)})
    replayed.clear()
    state = client.get(f"/api/tournaments/{tid}", headers=auth(edit)).json
    assert replayed == [tables[1]["game_id"]] and state["rounds"][0]["tables"][1]["deals"] == 1
    # new links for a table's game: the tournament gives the new ones
    with client.application.app_context():
        fresh = store.reissue_links(tables[0]["game_id"])
    state = client.get(f"/api/tournaments/{tid}", headers=auth(edit)).json
    assert state["rounds"][0]["tables"][0]["edit_token"] == fresh.edit_token


def test_a_round_is_drawn_before_the_writer_is_held(client: FlaskClient, monkeypatch: Any) -> None:
    """Every table's deals wait for the database's one writer: the draw (the longest of an evening's
    work) is searched before it is held, from the tournament as it stood; a player marked absent while
    it was searched makes it drawn again, without him."""
    from compagnon import draw, tournaments
    from compagnon.db import get_db

    created = client.post("/api/tournaments", json={"game": "belote_noisette", "players": PLAYERS[:9],
                                                    "rounds": 2, "deals": 4}).json
    tid, edit = created["id"], created["edit_token"]
    searched: list[tuple[bool, tuple[str, ...]]] = []
    real = draw.draw

    def watched(present: Any, *args: Any) -> Any:
        searched.append((get_db().conn.in_transaction, tuple(present)))
        if len(searched) == 1:  # the organiser's other phone marks Ida absent meanwhile
            tournaments.set_absent(tid, "Ida", True)
        return real(present, *args)

    monkeypatch.setattr(draw, "draw", watched)
    drawn = client.post(f"/api/tournaments/{tid}/rounds", headers=auth(edit))
    assert drawn.status_code == 201, drawn.json
    assert [inside for inside, _ in searched] == [False, False]
    assert "Ida" in searched[0][1] and "Ida" not in searched[1][1]
    seated = [p for table in drawn.json["rounds"][0]["tables"] for p in table["players"]]
    assert sorted(seated + drawn.json["rounds"][0]["exempt"]) == sorted(PLAYERS[:8])
