from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'explain.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_answer = resolve('answer')
    l_0_book = resolve('book')
    l_0_expression = resolve('expression')
    l_0_answer_line = resolve('answer_line')
    l_0_notes = resolve('notes')
    l_0_stages = resolve('stages')
    l_0_cut = resolve('cut')
    l_0_table = resolve('table')
    l_0_clauses = resolve('clauses')
    pass
    yield '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Why '
    yield escape((undefined(name='answer') if l_0_answer is missing else l_0_answer))
    yield '? '
    yield escape((undefined(name='book') if l_0_book is missing else l_0_book))
    yield '</title>\n<style>\n@page { margin: 14mm; }\nbody { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; line-height: 1.4; color: #000; max-width: 180mm; margin: 0 auto; }\nh1 { font-size: 15pt; margin: 0 0 2mm; }\n.asked code { font-size: 10pt; }\nol.walk > li { margin: 0 0 2mm; break-inside: avoid; page-break-inside: avoid; }\nol.walk ul { margin: 1mm 0 0; padding-left: 5mm; list-style: none; }\n.cite { color: #333; }\n.amount { font-weight: bold; }\ntable.read { border-collapse: collapse; margin: 3mm 0; break-inside: avoid; page-break-inside: avoid; font-size: 9pt; }\ntable.read th, table.read td { border: 1px solid #666; padding: 0.6mm 1.5mm; text-align: center; }\ntable.read .on { background: #e8e8e8; }\ntable.read td.cell-read { background: #000; color: #fff; font-weight: bold; outline: 2px solid #000; }\ntable.read tr.picked th { text-decoration: underline; }\ndl.clauses dt { font-weight: bold; margin-top: 2mm; break-after: avoid; page-break-after: avoid; }\ndl.clauses dd { margin: 0 0 0 5mm; }\n.note { font-style: italic; }\n@media print { a { color: #000; text-decoration: none; } }\n</style>\n</head>\n<body>\n<h1>Why '
    yield escape((undefined(name='answer') if l_0_answer is missing else l_0_answer))
    yield '?</h1>\n<p class="asked">'
    yield escape((undefined(name='book') if l_0_book is missing else l_0_book))
    yield ': <code>'
    yield escape((undefined(name='expression') if l_0_expression is missing else l_0_expression))
    yield '</code></p>\n<p><strong>Answer:</strong> '
    yield escape((undefined(name='answer_line') if l_0_answer_line is missing else l_0_answer_line))
    yield '</p>\n'
    for l_1_line in (undefined(name='notes') if l_0_notes is missing else l_0_notes):
        _loop_vars = {}
        pass
        yield '<p class="note">'
        yield escape(l_1_line)
        yield '</p>\n'
    l_1_line = missing
    yield '<h2>Step by step</h2>\n<ol class="walk">\n'
    for l_1_s in (undefined(name='stages') if l_0_stages is missing else l_0_stages):
        _loop_vars = {}
        pass
        yield '  <li><strong>'
        yield escape(environment.getattr(l_1_s, 'title'))
        yield '</strong>'
        if environment.getattr(l_1_s, 'clause'):
            pass
            yield ' <span class="cite">['
            yield escape(environment.getattr(l_1_s, 'clause'))
            if environment.getattr(l_1_s, 'clause_title'):
                pass
                yield ' '
                yield escape(environment.getattr(l_1_s, 'clause_title'))
            yield ']</span>'
        yield ': '
        yield escape(environment.getattr(l_1_s, 'text'))
        yield '\n'
        if environment.getattr(l_1_s, 'details'):
            pass
            yield '    <ul>\n'
            for l_2_d in environment.getattr(l_1_s, 'details'):
                _loop_vars = {}
                pass
                yield '      <li style="margin-left: '
                yield escape(environment.getattr(l_2_d, 'indent'))
                yield 'mm">'
                yield escape(environment.getattr(l_2_d, 'title'))
                if environment.getattr(l_2_d, 'clause'):
                    pass
                    yield ' <span class="cite">['
                    yield escape(environment.getattr(l_2_d, 'clause'))
                    yield ']</span>'
                yield ': '
                if environment.getattr(l_2_d, 'inputs'):
                    pass
                    yield escape(environment.getattr(l_2_d, 'inputs'))
                    yield ' → '
                yield '<span class="amount">'
                yield escape(environment.getattr(l_2_d, 'gave'))
                yield '</span></li>\n'
            l_2_d = missing
            yield '    </ul>\n'
        yield '  </li>\n'
    l_1_s = missing
    yield '</ol>\n'
    if (undefined(name='cut') if l_0_cut is missing else l_0_cut):
        pass
        yield '<p class="note">Rules past the limits are left out.</p>\n'
    if (undefined(name='table') if l_0_table is missing else l_0_table):
        pass
        yield '<h2>'
        yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'title'))
        if environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'clause'):
            pass
            yield ' <span class="cite">['
            yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'clause'))
            yield ']</span>'
        yield '</h2>\n<table class="read">\n'
        l_1_loop = missing
        for l_1_header, l_1_loop in LoopContext(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'headers'), undefined):
            _loop_vars = {}
            pass
            yield '  <tr'
            if environment.getattr(l_1_header, 'picked'):
                pass
                yield ' class="picked"'
            yield '><th scope="row">'
            yield escape(environment.getattr(l_1_header, 'label'))
            yield '</th>'
            l_2_loop = missing
            for l_2_h, l_2_loop in LoopContext(environment.getattr(l_1_header, 'columns'), undefined):
                _loop_vars = {}
                pass
                yield '<th scope="col"'
                if (environment.getattr(l_1_header, 'picked') and (environment.getattr(l_2_loop, 'index0') == environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'column'))):
                    pass
                    yield ' class="on"'
                yield '>'
                yield escape(l_2_h)
                yield '</th>'
            l_2_loop = l_2_h = missing
            yield '</tr>\n'
        l_1_loop = l_1_header = missing
        l_1_loop = missing
        for l_1_row, l_1_loop in LoopContext(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'rows'), undefined):
            _loop_vars = {}
            pass
            yield '  <tr><th scope="row"'
            if (environment.getattr(l_1_loop, 'index0') == environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'row')):
                pass
                yield ' class="on"'
            yield '>'
            yield escape(environment.getattr(l_1_row, 'label'))
            yield '</th>'
            l_2_loop = missing
            for l_2_cell, l_2_loop in LoopContext(environment.getattr(l_1_row, 'cells'), undefined):
                _loop_vars = {}
                pass
                if ((environment.getattr(l_2_loop, 'index0') == environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'column')) and environment.getattr(l_1_row, 'read')):
                    pass
                    yield '<td class="cell-read"><span aria-label="the cell read">'
                    yield escape(l_2_cell)
                    yield '</span></td>'
                else:
                    pass
                    yield '<td'
                    if ((environment.getattr(l_2_loop, 'index0') == environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'column')) or environment.getattr(l_1_row, 'read')):
                        pass
                        yield ' class="on"'
                    yield '>'
                    yield escape(l_2_cell)
                    yield '</td>'
            l_2_loop = l_2_cell = missing
            yield '</tr>\n'
        l_1_loop = l_1_row = missing
        yield '</table>\n<p>The cell read is printed in white on black: row '
        yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'row_label'))
        yield ', column '
        yield escape(environment.getattr((undefined(name='table') if l_0_table is missing else l_0_table), 'column_label'))
        yield '.</p>\n'
    yield '<h2>The clauses cited</h2>\n<dl class="clauses">\n'
    for l_1_cl in (undefined(name='clauses') if l_0_clauses is missing else l_0_clauses):
        _loop_vars = {}
        pass
        yield '  <dt id="clause-'
        yield escape(environment.getattr(l_1_cl, 'id'))
        yield '">['
        yield escape(environment.getattr(l_1_cl, 'id'))
        yield '] '
        yield escape(environment.getattr(l_1_cl, 'title'))
        yield '</dt>\n  <dd>'
        yield escape(environment.getattr(l_1_cl, 'says'))
        yield '</dd>\n'
    l_1_cl = missing
    yield '</dl>\n</body>\n</html>\n'

blocks = {}
debug_info = '5=21&27=25&28=27&29=31&30=33&34=41&35=59&36=62&40=87&42=90&44=101&45=126&47=158&51=163&52=173'