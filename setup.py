"""The compiled parts of the package: the kept-answer front of generated public functions
(`dsl/_kept_call.c`, see `dsl.runtime.fast`), a successful parse's lexer, post-lexers and LALR
loop (`dsl/_fast_parse.c`, see `dsl.fast_lark`), the decoder of the cache's compact JSON
entries, which writes them too (`dsl/_fast_decode.c`, see `dsl.compact_json_fast`), the walks of a
file's trees between the parse and the model and the builder's spans (`dsl/_fast_walk.c`, see
`dsl.limits`, `dsl.builder` and `dsl.spans`), the layout of the generated modules' data
(`compiler/_fast_literal.c`, see `compiler.python_data`), the one-line source of the generated
expressions (`compiler/_fast_expr.c`, see `compiler.python_expr`) and the writer of `book.json`'s
text (`compiler/_json_lines.c`, see
`compiler.to_json`). Everything else is in pyproject.toml.
All are optional: where they cannot be compiled, the install goes on and the package answers and parses
the same in pure Python, only slower."""
from setuptools import Extension, setup

setup(ext_modules=[Extension("dsl._kept_call", ["dsl/_kept_call.c"], optional=True),
                   Extension("dsl._fast_parse", ["dsl/_fast_parse.c"], optional=True),
                   Extension("dsl._fast_decode", ["dsl/_fast_decode.c"], optional=True),
                   Extension("dsl._fast_walk", ["dsl/_fast_walk.c"], optional=True),
                   Extension("compiler._fast_literal", ["compiler/_fast_literal.c"], optional=True),
                   Extension("compiler._fast_expr", ["compiler/_fast_expr.c"], optional=True),
                   Extension("compiler._json_lines", ["compiler/_json_lines.c"], optional=True)])
