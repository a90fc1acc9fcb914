"""Back ends of the rules language: Python packages, JSON, the web book, player aids, the CLI.

Reads the checked model from `dsl`; `dsl` never imports this package. Stage order:
`book_index` and `table_data` (derived views of a checked book) → `to_python`, `to_json`,
`to_site`, `to_aid` (one module per output) → `examples` (runs the compiled examples) →
`pipeline` (builds everything into `generated/`, atomically) → `cli`.
"""
