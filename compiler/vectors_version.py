"""The schema version of `vectors.json`, as `to_vectors.SCHEMA_VERSION` (a test checks they are
equal), for a build that takes the committed vectors again (`book_compile._committed_behaviour`): it
reads the number without importing the vector code and the runtime that code loads (about 0.1 s
of a cold build's start, before its workers). Fed by: nothing."""

SCHEMA_VERSION = 3
