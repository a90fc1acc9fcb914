"""System libraries the back ends load at run time, and the message that names a missing one.
Fed by: `to_aid` (PDF printing); read by the CLI and the tests.

A missing system library is a problem of the machine, not of a rulebook or of this compiler: it is
reported as `MissingSystemLibrary`, with the package to install, and the CLI exits 2 (usage), not 3.
"""
from __future__ import annotations

# Debian/Ubuntu packages the player aid PDFs need (WeasyPrint loads pango through ffi; DejaVu is the
# aids' font). The browser test needs chromium besides.
AID_PACKAGES = ("libpango-1.0-0", "libpangoft2-1.0-0", "fonts-dejavu-core", "fonts-dejavu-extra")
INSTALL_AID = "apt-get install -y " + " ".join(AID_PACKAGES)


class MissingSystemLibrary(Exception):
    """A system library that a back end needs is not installed; the message says how to install it."""


class AidNotPrinted(Exception):
    """WeasyPrint stopped while laying out a player aid (a limit of the printer, met by what the aid
    lists); the message names the aid, what WeasyPrint raised, and what to do."""


def weasyprint():
    """The WeasyPrint module, or `MissingSystemLibrary` when its system libraries (pango) cannot load."""
    try:
        import weasyprint as module
    except OSError as err:  # cffi's dlopen failed: "cannot load library 'libpango-1.0-0' …"
        raise MissingSystemLibrary(
            f"printing player aid PDFs needs the pango library, which this machine lacks ({err}). "
            f"Install it with: {INSTALL_AID} (as root, after apt-get update)") from None
    return module


def pdf_unavailable() -> str | None:
    """Why PDFs cannot be printed here (for a test's skip reason), or None when they can."""
    try:
        weasyprint()
    except (MissingSystemLibrary, ImportError) as err:
        return str(err)
    return None
