"""End to end in a real browser: the web book built by mkdocs, served on 127.0.0.1, driven in
headless Chromium over the DevTools protocol (`cdp.py`). A reader follows a cross-reference and
lands on the clause, searches for a glossary term and finds it, opens a table page, and opens a
clause's DSL source. Screenshots go to test-artifacts/browser/ (git ignores it) for a person to
look at. Skipped when Chromium is not installed; `.ci/run` installs it, so CI runs this.
"""
from __future__ import annotations

import functools
import http.server
import json
import subprocess
import sys
import threading

import pytest

from conftest import ROOT, compiled_book

from cdp import Browser, find_chromium  # noqa: E402  (tests/ is on sys.path, like conftest)

ARTIFACTS = ROOT / "test-artifacts" / "browser"
# landed: the clause's heading text is in full view, just below the theme's fixed navbar
LANDED = "(() => {{ const range = document.createRange(); " \
         "range.selectNodeContents(document.getElementById({id})); " \
         "const top = range.getBoundingClientRect().top, bar = document.querySelector('.navbar.fixed-top'); " \
         "const below = bar ? bar.getBoundingClientRect().bottom : 0; " \
         "return top >= below && top < below + 200; }})()"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The built site, served over http on 127.0.0.1 (a free port); yields its base URL."""
    pytest.importorskip("websocket", reason="websocket-client is in the test extra")
    if find_chromium() is None:
        pytest.skip("chromium is not installed (.ci/run installs it: apt-get install -y chromium)")
    out = tmp_path_factory.mktemp("site")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f",
                           str(ROOT / "mkdocs.yml"), "-d", str(out)], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(out)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser(site, tmp_path_factory):
    b = Browser(find_chromium(), tmp_path_factory.mktemp("chromium-profile"))
    try:
        yield b
    finally:
        b.close()


def test_follow_a_cross_reference_and_land_on_the_clause(site, browser):
    browser.goto(f"{site}/books/changsha/rules.html")
    # the in-text reference whose clause lies farthest down the page (yet can reach the top of the
    # window), so following it must scroll
    target = browser.js("""(() => {
        let best = null, gap = 0;
        for (const a of document.querySelectorAll('.col-md-9 a[href^="#"]:not(.headerlink)')) {
            const el = document.getElementById(decodeURIComponent(a.hash.slice(1)));
            if (!el || !/^\\[.+\\]$/.test(a.textContent)) continue;
            const top = el.getBoundingClientRect().top + scrollY;
            const reachable = top + innerHeight < document.documentElement.scrollHeight - 20;
            const d = top - (a.getBoundingClientRect().top + scrollY);
            if (reachable && d > gap) { gap = d; best = a; }
        }
        best.setAttribute('data-test', 'xref');
        return decodeURIComponent(best.hash.slice(1));
    })()""")
    assert browser.js("document.querySelector('[data-test=xref]').textContent") == f"[{target}]"
    browser.click("[data-test=xref]")
    browser.wait_for(f"location.hash === {json.dumps('#' + target)}")
    browser.settle()
    assert browser.js(LANDED.format(id=json.dumps(target))), "the clause heading is not in view"
    heading = browser.js(f"document.getElementById({json.dumps(target)}).textContent")
    assert heading.startswith(target + " ")
    browser.screenshot(ARTIFACTS / "xref-in-page.png")

    # across pages: a table's clause link leads from the tables page to the rules page
    browser.goto(f"{site}/books/changsha/tables.html")
    clause = compiled_book("changsha").loaded.book.tables[0].clause
    browser.js(f"""document.querySelector('a[href="rules.html#{clause}"]').setAttribute('data-test', 'xpage')""")
    browser.click("[data-test=xpage]")
    browser.wait_for(f"location.pathname.endsWith('/rules.html') && location.hash === {json.dumps('#' + clause)}")
    browser.settle()
    assert browser.js(LANDED.format(id=json.dumps(clause))), "the clause heading is not in view"
    browser.screenshot(ARTIFACTS / "xref-across-pages.png")


def test_search_for_a_glossary_term_and_find_it(site, browser):
    browser.goto(f"{site}/index.html")
    browser.click('a[data-bs-target="#mkdocs_search_modal"]')
    browser.wait_for("document.getElementById('mkdocs_search_modal').classList.contains('show')")
    hit = 'document.querySelector(\'#mkdocs-search-results a[href*="shanghai_incident/glossary.html#term-EZOC"]\')'
    # results are redrawn as answers for "E", "EZ", "EZO", "EZOC" come back: note the last redraw
    browser.js("""window.lastRedraw = performance.now(); new MutationObserver(() => {
        window.lastRedraw = performance.now(); }).observe(document.getElementById('mkdocs-search-results'),
        {childList: true, subtree: true})""")
    for _ in range(20):   # the search index loads in a worker; type again until it answers
        browser.js("document.getElementById('mkdocs-search-query').value = ''")
        browser.click("#mkdocs-search-query")
        browser.type("EZOC")
        try:
            browser.wait_for(f"!!{hit} && performance.now() - window.lastRedraw > 600", timeout=3)
            break
        except TimeoutError:
            continue
    else:
        pytest.fail("searching for EZOC found no glossary entry: "
                    + str(browser.js("document.getElementById('mkdocs-search-results').innerText")))
    browser.screenshot(ARTIFACTS / "search-ezoc.png")
    browser.js(f"{hit}.setAttribute('data-test', 'hit')")
    # (titles name their book now, "EZOC (Shanghai Incident — Player Aid)": the longer results put the
    # hit below the modal's fold, where a click at a point of the screen meets nothing; the link is
    # followed as a click on it does)
    browser.js("document.querySelector('[data-test=hit]').click()")
    browser.wait_for("location.pathname.endsWith('/books/shanghai_incident/glossary.html')")
    browser.wait_for("document.readyState === 'complete' && location.hash === '#term-EZOC'")
    browser.settle()
    assert browser.js(LANDED.format(id=json.dumps("term-EZOC"))), "the glossary entry is not in view"
    assert "Enemy zone of control" in browser.js("document.getElementById('term-EZOC').textContent")
    browser.screenshot(ARTIFACTS / "glossary-ezoc.png")


def test_open_a_table_page(site, browser):
    browser.goto(f"{site}/books/shanghai_incident/index.html")
    browser.js("document.querySelector('.col-md-9 a[href=\"tables.html\"]').setAttribute('data-test', 'tables')")
    browser.click("[data-test=tables]")
    browser.wait_for("location.pathname.endsWith('/books/shanghai_incident/tables.html') "
                     "&& document.readyState === 'complete'")
    grid = browser.js("""(() => {
        let el = document.getElementById('table-crt');
        while (el && el.tagName !== 'TABLE') el = el.nextElementSibling;
        el.scrollIntoView();
        return {head: [...el.tHead.rows].map(r => [...r.cells].map(c => c.textContent.trim())),
                body: [...el.tBodies[0].rows].map(r => [...r.cells].map(c => c.textContent.trim())),
                underlined: [...el.querySelectorAll('u')].map(u => u.textContent)};
    })()""")
    c = compiled_book("shanghai_incident")
    from compiler.table_data import table_data
    crt = table_data(next(t for t in c.ir.tables if t.id == "crt"))
    assert [row[0] for row in grid["head"]] == ["City; River", "Town", "Woods", "Clear"]
    assert grid["head"][3][1:] == crt["columns"]
    assert grid["body"] == [[row, *cells] for row, cells in zip(crt["rows"], crt["cells"])]
    assert set(grid["underlined"]) == {"A1", "D2", "D3"}
    browser.screenshot(ARTIFACTS / "table-crt.png")


def test_a_clause_shows_its_own_source(site, browser):
    browser.goto(f"{site}/books/shanghai_incident/rules.html")
    browser.js("document.getElementById('combat.crt').scrollIntoView()")
    browser.js("""(() => { let el = document.getElementById('combat.crt');
        while (el && !(el.tagName === 'DETAILS' && el.classList.contains('source'))) el = el.nextElementSibling;
        el.querySelector('summary').setAttribute('data-test', 'source'); })()""")
    assert browser.js("document.querySelector('[data-test=source]').parentElement.open") is False
    browser.open_fold("[data-test=source]")
    code = browser.js("""(() => { const d = document.querySelector('[data-test=source]').parentElement;
        return {text: d.querySelector('code').textContent,
                keywords: [...d.querySelectorAll('code .kd')].map(s => s.textContent)}; })()""")
    assert code["text"].startswith('clause combat.crt "Combat Results Table" {')
    assert {"clause", "table", "results"} <= set(code["keywords"])
    browser.screenshot(ARTIFACTS / "clause-source.png")


def test_what_a_clause_defines_is_folded_until_opened(site, browser):
    """The list a clause's formal content is shows its title alone ("**Formal content:** list “…”"
    was a line under every clause, like a data schema: player probe) and its items once opened."""
    browser.goto(f"{site}/books/changsha/rules.html")
    browser.js("""(() => { let el = document.getElementById('2.2');
        while (el && !(el.tagName === 'DETAILS' && el.classList.contains('defined'))) el = el.nextElementSibling;
        el.querySelector('summary').setAttribute('data-test', 'defined');
        el.scrollIntoView(); })()""")
    summary = "document.querySelector('[data-test=defined]')"
    assert browser.js(f"{summary}.textContent") == "What this section defines: a list"
    assert browser.js(f"{summary}.parentElement.open") is False
    folded = browser.js(f"{summary}.parentElement.getBoundingClientRect().height")
    browser.open_fold("[data-test=defined]")
    assert browser.js(f"{summary}.parentElement.getBoundingClientRect().height") > folded + 10
    assert browser.js(f"{summary}.parentElement.querySelector('li').textContent") == \
        "List “Counter background colour by side”: IJA: Light Tan, KMT: Blue"
    browser.screenshot(ARTIFACTS / "clause-defines.png")


def test_a_dice_table_s_chances_are_folded_under_it_until_opened(site, browser):
    """Under the Combat Results Table, its chances with no modifier: one line for the summary, a grid
    of each column's chances once opened (1:3 as counted by hand from the printed table)."""
    browser.goto(f"{site}/books/changsha/tables.html")
    browser.js("""(() => { let el = document.getElementById('table-crt');
        while (el && !(el.tagName === 'DETAILS' && el.classList.contains('chances'))) el = el.nextElementSibling;
        el.querySelector('summary').setAttribute('data-test', 'chances');
        el.scrollIntoView(); })()""")
    summary = "document.querySelector('[data-test=chances]')"
    assert browser.js(f"{summary}.textContent") == "Chances with no modifier"
    assert browser.js(f"{summary}.parentElement.open") is False
    folded = browser.js(f"{summary}.parentElement.getBoundingClientRect().height")
    browser.open_fold("[data-test=chances]")
    assert browser.js(f"{summary}.parentElement.getBoundingClientRect().height") > folded + 10
    # a grid laid out like the table: a row per result, a column per odds column (1:3 to 5:1)
    assert browser.js(f"{summary}.parentElement.querySelector('thead').textContent.trim()") == "1:31:21:12:13:14:15:1"
    assert browser.js(f"{summary}.parentElement.querySelector('tbody tr').textContent.trim()") == "“A1R2”27.8%8.3%8.3%"
    # and it stays inside the page's column (a wide one scrolls in its fold)
    assert browser.js(f"{summary}.parentElement.querySelector('table').getBoundingClientRect().right") <= \
        browser.js("document.querySelector('[role=main]').getBoundingClientRect().right") + 1
    browser.screenshot(ARTIFACTS / "table-chances.png")


def test_search_results_show_titles_as_written(site, browser):
    """A section title with "&" reads "&" in the search results (not "&amp;"), and the navigation
    of a book with named clauses shows their titles, not their ids ("Victory", not "victory Victory")."""
    browser.goto(f"{site}/index.html")
    browser.click('a[data-bs-target="#mkdocs_search_modal"]')
    browser.wait_for("document.getElementById('mkdocs_search_modal').classList.contains('show')")
    hit = 'document.querySelector(\'#mkdocs-search-results a[href*="changsha/rules.html#12.7.1"]\')'
    for _ in range(20):   # the search index loads in a worker; type again until it answers
        browser.js("document.getElementById('mkdocs-search-query').value = ''")
        browser.click("#mkdocs-search-query")
        browser.type("Minimum")
        try:
            browser.wait_for(f"!!{hit}", timeout=3)
            break
        except TimeoutError:
            continue
    else:
        pytest.fail("searching for Minimum found no 12.7.1")
    assert browser.js(f"{hit}.textContent") == "12.7.1 Maximum & Minimum Odds Ratios (Battle of Changsha)"
    assert "&amp;" not in browser.js("document.getElementById('mkdocs-search-results').innerText")
    browser.screenshot(ARTIFACTS / "search-ampersand.png")

    browser.goto(f"{site}/books/shanghai_incident/rules.html")
    nav = browser.js("[...document.querySelectorAll('.bs-sidebar .nav-link')].map(a => a.textContent.trim())")
    assert "Victory" in nav and "Combat Resolution" in nav and not [t for t in nav if t.startswith("victory")]
    browser.screenshot(ARTIFACTS / "nav-named-clauses.png")
