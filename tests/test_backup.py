"""`compagnon backup` and `compagnon restore`: a consistent copy while the app writes, and a checked restore."""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner
from flask import Flask

from compagnon import store
from compagnon.backup import BadDatabase, backup, check, restore
from compagnon.cli import main

CASEBOOK = Path(__file__).parent / "casebook"
DEAL = {"taker": "Ana", "contract": 100, "trick_points": {"Ana": 100, "Bea": 10, "Cyr": 10}}


def a_game(app: Flask) -> int:
    with app.app_context():
        return store.create_game("mille", ["Ana", "Bea", "Cyr"]).id


def test_backup_during_concurrent_writes_is_a_consistent_copy(app: Flask, tmp_path: Path) -> None:
    game_id = a_game(app)
    stop = threading.Event()
    written = [0]

    def writer() -> None:
        with app.app_context():
            while not stop.is_set() and written[0] < 400:
                loaded = store.load_game(game_id)
                if loaded.finished:
                    break
                store.add_deal(game_id, {"taker": "Bea", "contract": 100,
                                         "trick_points": {"Ana": 40, "Bea": 40, "Cyr": 40}})
                written[0] += 1

    thread = threading.Thread(target=writer)
    thread.start()
    copies = []
    try:
        for n in range(5):
            out = tmp_path / f"copie-{n}.db"
            backup(app.config["DATABASE"], out)
            copies.append(out)
    finally:
        stop.set()
        thread.join()
    assert written[0] > 0
    for out in copies:
        check(out)
        conn = sqlite3.connect(out)
        revision = conn.execute("SELECT revision FROM games WHERE id = ?", [game_id]).fetchone()[0]
        deals = conn.execute("SELECT COUNT(*), COALESCE(MAX(position), 0) FROM deals WHERE game_id = ?",
                             [game_id]).fetchone()
        conn.close()
        # every deal written bumps the revision in the same transaction: a torn copy would differ
        assert revision == deals[0] == deals[1]


def test_restore_refuses_a_file_that_is_not_a_compagnon_database(tmp_path: Path) -> None:
    text = tmp_path / "notes.db"
    text.write_text("pas une base", encoding="utf-8")
    other = tmp_path / "autre.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    for path in (text, other, tmp_path / "absent.db"):
        with pytest.raises(BadDatabase):
            restore(path, tmp_path / "cible.db")
    assert not (tmp_path / "cible.db").exists()


def test_restore_refuses_a_damaged_database(app: Flask, tmp_path: Path) -> None:
    a_game(app)
    copy = tmp_path / "copie.db"
    backup(app.config["DATABASE"], copy)
    data = bytearray(copy.read_bytes())
    # scribble over the second page (a table's b-tree page)
    page = int.from_bytes(data[16:18], "big") or 65536
    data[page + 8: page + 200] = b"\xff" * 192
    copy.write_bytes(bytes(data))
    with pytest.raises(BadDatabase):
        check(copy)


def test_restore_asks_for_force_to_replace_a_database(app: Flask, tmp_path: Path) -> None:
    game_id = a_game(app)
    copy = tmp_path / "copie.db"
    backup(app.config["DATABASE"], copy)
    with app.app_context():
        store.add_deal(game_id, DEAL)  # after the backup
    with pytest.raises(FileExistsError):
        restore(copy, app.config["DATABASE"])
    assert restore(copy, app.config["DATABASE"], force=True) == 1
    with app.app_context():
        assert store.load_game(game_id).deals == []


def test_the_commands(app: Flask, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    case = json.loads((CASEBOOK / "mille-m1-m4-contracts-bomb.json").read_text(encoding="utf-8"))
    with app.app_context():
        game_id = store.import_game(case).id
    monkeypatch.setenv("COMPAGNON_DATABASE", str(app.config["DATABASE"]))
    runner = CliRunner()
    copy = tmp_path / "sauvegarde.db"
    result = runner.invoke(main, ["backup", str(copy)])
    assert result.exit_code == 0, result.output
    assert "1 partie" in result.output
    refused = runner.invoke(main, ["restore", str(copy)])
    assert refused.exit_code == 2 and "--force" in refused.output
    bad = tmp_path / "x.db"
    bad.write_bytes(b"hello")
    refused = runner.invoke(main, ["restore", "--force", str(bad)])
    assert refused.exit_code == 2 and "SQLite" in refused.output
    monkeypatch.setenv("COMPAGNON_DATABASE", str(tmp_path / "neuve.db"))
    result = runner.invoke(main, ["restore", str(copy)])
    assert result.exit_code == 0, result.output
    exported = runner.invoke(main, ["export", "--game", str(game_id)])
    assert exported.exit_code == 0, exported.output
    assert json.loads(exported.output)["expect"]["totals"] == case["expect"]["totals"]
    csv_out = runner.invoke(main, ["export", "--game", str(game_id), "--format", "csv"])
    assert csv_out.output.count("\n") == 1 + len(case["deals"])
