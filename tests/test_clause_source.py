"""A clause's source on the web book's rules page (`compiler.clause_source`): its lines dedented
as `textwrap.dedent` dedents them."""
from __future__ import annotations

import random
import textwrap

from compiler.clause_source import dedented


def test_lines_are_dedented_as_textwrap_dedents_them():
    random.seed(3)
    pieces = ["    ", "  ", "\t", " ", "a", "b c", "\x0c", "", "  x"]
    cases = [[], [""], ["    a", "", "    b"], ["    a", "  ", "      b"], ["\ta", "  b"], ["  \ta", "  \tb", "  "]]
    cases += [["".join(random.choices(pieces, k=random.randint(0, 3))) for _ in range(random.randint(1, 6))]
              for _ in range(2000)]
    for lines in cases:
        assert dedented(lines) == textwrap.dedent("\n".join(lines)), lines
