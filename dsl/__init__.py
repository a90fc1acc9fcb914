"""The rules language front end: source → parse → model → resolve → validate.

Stages, in order (each module's docstring names the stage that feeds it):
`source` (files and spans) → `parser` (Lark tree) → `builder` (typed `model`, kept by `cache`) →
`resolver` (symbols and references) → `checks` (validation) → diagnostics.
`runtime` is the small library that generated rule packages import; it never imports the parser.
This package never imports `compiler`.
"""
