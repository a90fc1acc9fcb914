"""The per-file model cache lives in the user's own folder and is never read from a folder that
others can write (its entries are pickles)."""
from __future__ import annotations

import os

from dsl import cache


def test_the_cache_folder_is_per_user(monkeypatch, tmp_path):
    monkeypatch.delenv("RULES_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.folder() == tmp_path / "xdg" / "rules-language"
    cache.put("k", ("model", 1))
    assert (tmp_path / "xdg" / "rules-language").stat().st_mode & 0o777 == 0o700
    assert cache.get("k") == ("model", 1)


def test_a_folder_others_can_write_is_never_read(monkeypatch, tmp_path):
    shared = tmp_path / "shared"
    monkeypatch.setenv("RULES_CACHE", str(shared))
    cache.put("k", ("model", 1))
    assert cache.get("k") == ("model", 1)
    os.chmod(shared, 0o777)
    assert cache.get("k") is None
    cache.put("k2", ("model", 2))
    assert not (shared / "k2.pickle").exists()
