"""`rules lsp`: a language server on standard input and output, for a designer's editor. Fed by: the
editor's documents (LSP over JSON-RPC, spoken by pygls). On each open, edit and save it checks the
book the file belongs to with the editor's unsaved texts in place of the files on disk, and
publishes the diagnostics of every file of the book (an empty list for a file whose went away);
it answers go to definition, hover, the clause outline of a file, formatting (`rules fmt`'s
layout) (`lsp_features`), find references, the links of `[refs]` and the workspace's symbols
(`lsp_references`: of every book under the workspace's folders, `lsp_workspace`), and completion
(`lsp_completion`, with the names of the book's last load whose files all parsed standing in for
those of a file that does not parse). pygls is imported here only: the other commands never load it.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from dsl.loader import Loaded

from . import lsp_features as features
from . import lsp_references as references_of
from .lsp_workspace import WorkspaceBooks

INSTALL = "pip install 'wargame-rules[lsp]'"


class MissingLibrary(Exception):
    """pygls (or lsprotocol) is not installed: `rules lsp` names it and the command that installs it."""


def serve() -> int:
    try:
        from lsprotocol import types
        from pygls.lsp.server import LanguageServer
        from pygls.uris import to_fs_path
    except ImportError as err:
        raise MissingLibrary(f"the language server needs the Python library {err.name or 'pygls'}: {INSTALL}") from None
    from dsl.collector import collector_resumed

    server = LanguageServer("rules", "1")
    books: dict[Path, Loaded] = {}           # a book's folder → its last check
    published: dict[Path, set[str]] = {}     # a book's folder → the documents given diagnostics last time
    parsed: dict[Path, Loaded] = {}          # a book's folder → its last check in which every file parsed
    workspace = WorkspaceBooks()             # the books under the workspace's folders, loaded when asked

    def path_of(uri: str) -> Path | None:
        path = to_fs_path(uri)
        return Path(path).resolve() if path and path.endswith(".rules") else None

    def checked(ls: LanguageServer, folder: Path) -> Loaded:
        unsaved = {}
        for doc in list(ls.workspace.text_documents.values()):
            path = path_of(doc.uri)
            if path is not None and path.parent == folder:
                unsaved[path] = doc.source
        loaded = books[folder] = features.check(folder, unsaved)
        if not any(d.code.startswith("E00") for d in loaded.report.diagnostics):   # (no syntax error)
            parsed[folder] = loaded
        return loaded

    def publish(ls: LanguageServer, uri: str) -> None:
        path = path_of(uri)
        if path is None:
            return
        folder = path.parent
        found = features.diagnostics(checked(ls, folder), folder)
        now = {p.as_uri(): items for p, items in found.items() if items}
        # the files whose diagnostics went away, and the edited file said clean even the first time:
        # each once (a fixed typo was cleared twice: the designer probe of stop 62)
        for gone in sorted((published.get(folder, set()) | {uri}) - set(now)):
            ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=gone, diagnostics=[]))
        for target in sorted(now):
            ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=target, diagnostics=now[target]))
        published[folder] = set(now)

    def loaded_for(ls: LanguageServer, uri: str) -> tuple[Loaded, Path, str] | None:
        path = path_of(uri)
        if path is None:
            return None
        if uri not in ls.workspace.text_documents and not path.is_file():
            return None   # (neither opened nor on disk: pygls's reading of it was an internal error, -32603)
        loaded = books.get(path.parent) or checked(ls, path.parent)
        return loaded, path.parent, ls.workspace.get_text_document(uri).source

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: LanguageServer, params: types.DidOpenTextDocumentParams) -> None:
        publish(ls, params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: LanguageServer, params: types.DidChangeTextDocumentParams) -> None:
        publish(ls, params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: LanguageServer, params: types.DidSaveTextDocumentParams) -> None:
        publish(ls, params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: LanguageServer, params: types.DidCloseTextDocumentParams) -> None:
        publish(ls, params.text_document.uri)   # (the file on disk again, in place of the closed buffer)

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def definition(ls: LanguageServer, params: types.DefinitionParams) -> list[types.Location]:
        found = loaded_for(ls, params.text_document.uri)
        if found is None:
            return []
        loaded, folder, text = found
        line = features.source_line(text, params.position.line)
        return features.definition(loaded, folder, line, params.position.line, params.position.character)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: LanguageServer, params: types.HoverParams) -> types.Hover | None:
        found = loaded_for(ls, params.text_document.uri)
        if found is None:
            return None
        loaded, folder, text = found
        line = features.source_line(text, params.position.line)
        return features.hover(loaded, line, params.position.line, params.position.character, parsed.get(folder))

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def document_symbol(ls: LanguageServer, params: types.DocumentSymbolParams) -> list[types.DocumentSymbol]:
        found = loaded_for(ls, params.text_document.uri)
        if found is None:
            return []
        path = path_of(params.text_document.uri)
        return features.outline(found[0], path.name)

    @server.feature(types.TEXT_DOCUMENT_FORMATTING)
    def formatting(ls: LanguageServer, params: types.DocumentFormattingParams) -> list[types.TextEdit]:
        path = path_of(params.text_document.uri)
        if path is None or (params.text_document.uri not in ls.workspace.text_documents and not path.is_file()):
            return []
        return features.formatting(ls.workspace.get_text_document(params.text_document.uri).source, path.name)

    @server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=["["]))
    def completion(ls: LanguageServer, params: types.CompletionParams) -> list[types.CompletionItem]:
        found = loaded_for(ls, params.text_document.uri)
        if found is None:
            return []
        from dsl.source import SourceFile
        from .lsp_completion import completion as complete
        loaded, folder, text = found
        lines = list(SourceFile.of_text("", text).lines)
        return complete(loaded, lines, params.position.line, params.position.character, parsed.get(folder))

    @server.feature(types.TEXT_DOCUMENT_REFERENCES)
    def references(ls: LanguageServer, params: types.ReferenceParams) -> list[types.Location]:
        found = loaded_for(ls, params.text_document.uri)
        if found is None:
            return []
        loaded, folder, text = found
        line = features.source_line(text, params.position.line)
        return references_of.references(loaded, folder, line, params.position.line, params.position.character,
                                        params.context.include_declaration, path_of(params.text_document.uri).name)

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_LINK)
    def document_link(ls: LanguageServer, params: types.DocumentLinkParams) -> list[types.DocumentLink]:
        found = loaded_for(ls, params.text_document.uri)
        if found is None:
            return []
        return references_of.links(found[0], found[1], path_of(params.text_document.uri).name)

    @server.feature(types.WORKSPACE_SYMBOL)
    def workspace_symbol(ls: LanguageServer, params: types.WorkspaceSymbolParams) -> list[types.SymbolInformation]:
        # the books under the workspace's folders (or its root), and those of the files opened
        roots = [Path(p) for f in ls.workspace.folders.values() if (p := to_fs_path(f.uri))]
        if not roots and ls.workspace.root_path:
            roots = [Path(ls.workspace.root_path)]
        out = []
        for folder in sorted(set(books) | set(workspace.folders(roots))):
            loaded = books.get(folder) or workspace.loaded(folder)   # (an opened book: with its unsaved texts)
            out += references_of.workspace_symbols(loaded, folder, params.query)
        return out

    collector_resumed()    # (a long-running process making garbage at every keystroke)
    # (pygls closes its output at `exit`: a copy of standard output's descriptor, so that the
    # command's own flush at its end finds standard output open)
    with os.fdopen(os.dup(sys.__stdout__.fileno()), "wb") as out:
        server.start_io(sys.__stdin__.buffer, out)
    # the protocol's status: 0 after `shutdown` then `exit`, 1 when the editor left without `shutdown`
    return 0 if getattr(server.protocol, "_shutdown", False) else 1
