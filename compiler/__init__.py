"""Back ends of the rules language: Python packages, JSON, the web book, player aids, the CLI.

Reads the resolved rule model (`dsl.ir`, from `dsl.lower`) and, until the Python back end moves
onto it, the checked model; `dsl` never imports this package. Stage order: `to_python`
(+ `table_data`), `to_json`, `to_site`, `to_aid` (one module per output; the JSON, the web book
and the aids read only the rule model) → `examples` (runs the compiled examples) → `pipeline`
(builds everything into `generated/`, atomically) → `cli`.
"""
