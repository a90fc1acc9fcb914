"""mkdocs hook: section titles in the search index are plain text, so search shows "&", not "&amp;".
Fed by: mkdocs, after its search plugin has written the index: as a hook (`hooks:` in this
project's mkdocs.yml), or as the plugin `rules-search` (`plugins:` in a project `rules new` made;
registered under `mkdocs.plugins` in pyproject.toml, so no project file names a path to this one).

Python-Markdown gives each heading's table-of-contents name as HTML (`Playbook &amp; Charts`); the
search plugin stores that name as the entry's title, and the theme's search page escapes the title
again when it shows a result. Turning the stored title back into text here leaves one escape, the
theme's, so a title reads as written and markup in a title still shows as text, never as markup.
The page texts in the index are already plain text (the plugin reads them with an HTML parser).
"""
from __future__ import annotations

import html
import json
from pathlib import Path

from mkdocs.plugins import BasePlugin, event_priority


def plain_titles(index: dict) -> dict:
    """The search index with every entry's title unescaped once."""
    for doc in index.get("docs", []):
        if isinstance(doc.get("title"), str):
            doc["title"] = html.unescape(doc["title"])
    return index


@event_priority(-100)   # after the search plugin has written search_index.json
def on_post_build(config, **kwargs) -> None:
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    index = plain_titles(json.loads(path.read_text(encoding="utf-8")))
    # the plugin's own format: sorted keys, no spaces
    path.write_text(json.dumps(index, sort_keys=True, separators=(",", ":")), encoding="utf-8")


class RulesSearch(BasePlugin):
    """The plugin `rules-search`: `on_post_build` above, for a project's `plugins:` list (after `search`)."""

    @event_priority(-100)
    def on_post_build(self, config, **kwargs) -> None:
        on_post_build(config)
