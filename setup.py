"""The one compiled part of the package: the kept-answer front of generated public functions
(`dsl/_kept_call.c`, see `dsl.runtime.fast`). Everything else is in pyproject.toml. The extension
is optional: where it cannot be compiled, the install goes on and the generated packages answer
the same in pure Python, only slower."""
from setuptools import Extension, setup

setup(ext_modules=[Extension("dsl._kept_call", ["dsl/_kept_call.c"], optional=True)])
