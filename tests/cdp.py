"""A small Chrome DevTools Protocol client for the browser tests: starts headless Chromium with a
fresh profile, drives one page (navigate, evaluate, click, type, screenshot), and stops it.

Only loopback traffic: Chromium's background networking is switched off, and the pages it opens
are served by the test on 127.0.0.1. Every wait is bounded.
"""
from __future__ import annotations

import base64
import itertools
import json
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

import websocket  # websocket-client, from the test extra

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
         "--disable-default-apps", "--disable-extensions", "--mute-audio", "--hide-scrollbars",
         "--window-size=1280,900", "--remote-debugging-port=0", "--remote-allow-origins=*"]


def find_chromium() -> str | None:
    for name in ("/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Navigated(RuntimeError):
    """The page an evaluation was sent to was replaced by a navigation before it answered."""


class Browser:
    """One headless Chromium with one page, spoken to over the DevTools websocket."""

    def __init__(self, binary: str, profile: Path, timeout: float = 20.0):
        self.timeout = timeout
        self.proc = subprocess.Popen([binary, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + timeout
        while not (port_file.is_file() and port_file.read_text().strip()):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                err = self.proc.stderr.read().decode(errors="replace") if self.proc.poll() is not None else ""
                self.close()
                raise RuntimeError(f"Chromium did not start its DevTools endpoint: {err[-2000:]}")
            time.sleep(0.1)
        port = int(port_file.read_text().split()[0])
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=timeout) as r:
            pages = [t for t in json.load(r) if t["type"] == "page"]
        self.ws = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], timeout=timeout,
                                              suppress_origin=True)
        self.ids = itertools.count(1)
        self.events: list[dict] = []
        self.send("Page.enable")
        self.send("Runtime.enable")

    # ---------------------------------------------------------------- protocol
    def send(self, method: str, **params) -> dict:
        msg_id = next(self.ids)
        self.ws.send(json.dumps({"id": msg_id, "method": method, "params": params}))
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == msg_id:
                if "error" in msg:
                    if "navigated or closed" in str(msg["error"].get("message", "")):
                        raise Navigated(f"{method}: {msg['error']}")
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg.get("result", {})
            self.events.append(msg)
        raise TimeoutError(method)

    def wait_event(self, method: str) -> dict:
        deadline = time.monotonic() + self.timeout
        while time.monotonic() < deadline:
            for i, ev in enumerate(self.events):
                if ev.get("method") == method:
                    return self.events.pop(i)
            try:
                self.events.append(json.loads(self.ws.recv()))
            except websocket.WebSocketTimeoutException:
                break
        raise TimeoutError(method)

    # ---------------------------------------------------------------- what a person does
    def goto(self, url: str) -> None:
        self.events.clear()
        done = self.send("Page.navigate", url=url)
        if done.get("loaderId"):   # a new document (not a jump within the page): wait for its load
            self.wait_event("Page.loadEventFired")

    def js(self, expression: str):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float | None = None):
        deadline = time.monotonic() + (timeout or self.timeout)
        while time.monotonic() < deadline:
            try:
                value = self.js(expression)
            except Navigated:    # asked while the page was being replaced (after a click): ask the new one
                value = None
            if value:
                return value
            time.sleep(0.1)
        raise TimeoutError(expression)

    def settle(self, quiet: float = 0.5) -> None:
        """Wait until the page has stopped scrolling (smooth scrolling takes a moment)."""
        deadline = time.monotonic() + self.timeout
        last, since = None, time.monotonic()
        while time.monotonic() < deadline:
            now = self.js("[scrollX, scrollY, document.readyState]")
            if now != last:
                last, since = now, time.monotonic()
            elif now[2] == "complete" and time.monotonic() - since >= quiet:
                return
            time.sleep(0.05)
        raise TimeoutError("the page kept scrolling")

    def click(self, selector: str) -> None:
        """Scroll the element into view and click its middle with the mouse, as a person would."""
        sel = json.dumps(selector)
        self.js(f"document.querySelector({sel}).scrollIntoView({{block: 'center', behavior: 'instant'}})")
        # the point must hit the element itself, not a bar or a dialog drawn over it, and the element
        # must have stopped moving (the same place in two reads 0.1 s apart): a page still laying
        # itself out after the scroll moved it from under the click, now and then (CI, stop 61). An
        # element the page has since scrolled out of view is scrolled back (the point would miss it).
        try:
            box = self.wait_for(f"""(() => {{ const el = document.querySelector({sel});
                const r = el.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
                const at = JSON.stringify([r.x, r.y, r.width, r.height]), moved = window.__clickAt !== at;
                window.__clickAt = at;
                if (y < 0 || y >= window.innerHeight) {{
                    el.scrollIntoView({{block: 'center', behavior: 'instant'}}); return null; }}
                const hit = document.elementFromPoint(x, y);
                return !moved && hit && (hit === el || el.contains(hit)) ? [x, y] : null; }})()""")
        except TimeoutError:
            seen = self.js(f"""(() => {{ const el = document.querySelector({sel}), r = el.getBoundingClientRect();
                const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                return `at ${{JSON.stringify(r)}} in a ${{window.innerWidth}}x${{window.innerHeight}} view, `
                    + `the point hits ${{hit ? hit.outerHTML.slice(0, 120) : 'nothing'}}`; }})()""")
            raise TimeoutError(f"{selector} could not be clicked: {seen}") from None
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1)

    def open_fold(self, summary: str) -> None:
        """Click a folded block's summary and wait until the block is open. A click the page lost
        (the block still shut 5 s later: CI, stops 61 and 62, under load) is made again, at most
        twice; a block that opened late is not clicked shut."""
        is_open = f"document.querySelector({json.dumps(summary)}).parentElement.open"
        for _ in range(3):
            self.click(summary)
            try:
                self.wait_for(is_open, timeout=5.0)
                return
            except TimeoutError:
                if self.js(is_open):
                    return
        raise TimeoutError(f"{summary}: three clicks did not open its block")

    def type(self, text: str) -> None:
        for ch in text:
            self.send("Input.dispatchKeyEvent", type="keyDown", key=ch, text=ch)
            self.send("Input.dispatchKeyEvent", type="keyUp", key=ch)

    def screenshot(self, path: Path) -> Path:
        data = self.send("Page.captureScreenshot", format="png")["data"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        try:
            if getattr(self, "ws", None) is not None:
                self.ws.close()
        finally:
            if self.proc.poll() is None:
                self.proc.terminate()
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait(timeout=10)
