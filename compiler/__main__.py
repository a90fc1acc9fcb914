"""`python -m compiler …` is the same as the `rules` command."""
import sys

from .cli import main

sys.exit(main())
