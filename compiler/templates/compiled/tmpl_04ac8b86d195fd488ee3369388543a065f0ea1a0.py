from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'aid.html.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_book_id = resolve('book_id')
    l_0_title = resolve('title')
    l_0_date = resolve('date')
    l_0_paper = resolve('paper')
    l_0_orientation = resolve('orientation')
    l_0_externals = resolve('externals')
    l_0_book = resolve('book')
    l_0_runs = resolve('runs')
    l_0_steps = l_0_footnote_marks = l_0_stop = l_0_excepts = l_0_block = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_3 = environment.tests['stopped']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No test named 'stopped' found.")
    pass
    yield '<!DOCTYPE html>'
    def macro(l_1_items):
        t_4 = []
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        pass
        t_4.append(
            '<ol class="seq',
        )
        if (l_1_items and environment.getattr(environment.getitem(l_1_items, 0), 'labelled')):
            pass
            t_4.append(
                ' labelled',
            )
        t_4.append(
            '">\n',
        )
        for l_2_s in l_1_items:
            _loop_vars = {}
            pass
            t_4.extend((
                '<li><b>',
                escape(environment.getattr(l_2_s, 'title')),
                '</b>',
            ))
            if environment.getattr(l_2_s, 'ref'):
                pass
                t_4.extend((
                    ' <span class="ref">[',
                    escape(environment.getattr(l_2_s, 'ref')),
                    ']</span>',
                ))
            if environment.getattr(l_2_s, 'extra'):
                pass
                t_4.extend((
                    ' <span class="extra">— ',
                    escape(t_1(context.eval_ctx, environment.getattr(l_2_s, 'extra'), '; ')),
                    '</span>',
                ))
            if environment.getattr(l_2_s, 'says'):
                pass
                t_4.extend((
                    ': <span class="says">',
                    escape(environment.getattr(l_2_s, 'says')),
                    '</span>',
                ))
            if environment.getattr(l_2_s, 'children'):
                pass
                t_4.append(
                    escape(context.call((undefined(name='steps') if l_0_steps is missing else l_0_steps), environment.getattr(l_2_s, 'children'), _loop_vars=_loop_vars)),
                )
            t_4.append(
                '</li>\n',
            )
        l_2_s = missing
        t_4.append(
            '</ol>\n',
        )
        return concat(t_4)
    context.exported_vars.add('steps')
    context.vars['steps'] = l_0_steps = Macro(environment, macro, 'steps', ('items',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_marks):
        t_5 = []
        if l_1_marks is missing:
            l_1_marks = undefined("parameter 'marks' was not provided", name='marks')
        pass
        def t_6(fiter):
            for l_2_m in fiter:
                if context.call(environment.getattr(l_2_m, 'startswith'), '^'):
                    yield l_2_m
        l_2_loop = missing
        for l_2_m, l_2_loop in LoopContext(t_6(l_1_marks), undefined):
            _loop_vars = {}
            pass
            t_5.append(
                '<sup>',
            )
            if (not environment.getattr(l_2_loop, 'first')):
                pass
                t_5.append(
                    ',',
                )
            t_5.extend((
                escape(l_2_m[1:]),
                '</sup>',
            ))
        l_2_loop = l_2_m = missing
        return concat(t_5)
    context.exported_vars.add('footnote_marks')
    context.vars['footnote_marks'] = l_0_footnote_marks = Macro(environment, macro, 'footnote_marks', ('marks',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_b, l_1_text):
        t_7 = []
        if l_1_b is missing:
            l_1_b = undefined("parameter 'b' was not provided", name='b')
        if l_1_text is missing:
            l_1_text = undefined("parameter 'text' was not provided", name='text')
        pass
        if (environment.getattr(l_1_b, 'notes') and (not t_3(l_1_text))):
            pass
            t_7.append(
                '.',
            )
        return concat(t_7)
    context.exported_vars.add('stop')
    context.vars['stop'] = l_0_stop = Macro(environment, macro, 'stop', ('b', 'text'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_lines):
        t_8 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        for l_2_e in l_1_lines:
            _loop_vars = {}
            pass
            t_8.extend((
                '<p class="except">Except: <b>',
                escape(environment.getattr(l_2_e, 'title')),
                '</b>',
            ))
            if environment.getattr(l_2_e, 'clause'):
                pass
                t_8.extend((
                    ' <span class="ref">[',
                    escape(environment.getattr(l_2_e, 'clause')),
                    ']</span>',
                ))
            t_8.extend((
                ': ',
                escape(environment.getattr(l_2_e, 'text')),
            ))
            if environment.getattr(l_2_e, 'ours'):
                pass
                t_8.extend((
                    ' <i>(',
                    escape(environment.getattr(l_2_e, 'ours')),
                    ')</i>',
                ))
            t_8.append(
                '</p>\n',
            )
        l_2_e = missing
        return concat(t_8)
    context.exported_vars.add('excepts')
    context.vars['excepts'] = l_0_excepts = Macro(environment, macro, 'excepts', ('lines',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_b):
        t_9 = []
        l_1_t = resolve('t')
        if l_1_b is missing:
            l_1_b = undefined("parameter 'b' was not provided", name='b')
        pass
        if (environment.getattr(l_1_b, 'kind') == 'heading'):
            pass
            t_9.extend((
                '<h2>',
                escape(environment.getattr(l_1_b, 'text')),
                '</h2>\n',
            ))
        elif (environment.getattr(l_1_b, 'kind') == 'note'):
            pass
            t_9.extend((
                '<p class="note">',
                escape(environment.getattr(l_1_b, 'text')),
                '</p>\n',
            ))
        elif (environment.getattr(l_1_b, 'kind') == 'clause'):
            pass
            l_2_loop = missing
            for l_2_para, l_2_loop in LoopContext(environment.getattr(l_1_b, 'paragraphs'), undefined):
                _loop_vars = {}
                pass
                t_9.append(
                    '<p class="clause">',
                )
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    if environment.getattr(l_1_b, 'id'):
                        pass
                        t_9.extend((
                            '<span class="cid">[',
                            escape(environment.getattr(l_1_b, 'id')),
                            ']</span> ',
                        ))
                    elif environment.getattr(l_1_b, 'number'):
                        pass
                        t_9.extend((
                            '<b>',
                            escape(environment.getattr(l_1_b, 'number')),
                            '</b> ',
                        ))
                    if environment.getattr(l_1_b, 'title'):
                        pass
                        t_9.extend((
                            '<b>',
                            escape(environment.getattr(l_1_b, 'title')),
                            '</b> ',
                        ))
                    if environment.getattr(l_1_b, 'optional'):
                        pass
                        t_9.extend((
                            '<span class="extra">(',
                            escape(environment.getattr(l_1_b, 'optional')),
                            ')</span> ',
                        ))
                t_9.extend((
                    escape(l_2_para),
                    '</p>\n',
                ))
            l_2_loop = l_2_para = missing
        elif (environment.getattr(l_1_b, 'kind') == 'table'):
            pass
            l_1_t = environment.getattr(l_1_b, 't')
            t_9.append(
                '<section class="',
            )
            if (not environment.getattr(l_1_b, 'tall')):
                pass
                t_9.append(
                    'block ',
                )
            t_9.append(
                'table',
            )
            if environment.getattr(l_1_b, 'span'):
                pass
                t_9.append(
                    ' span',
                )
            t_9.extend((
                '" id="table-',
                escape(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'id')),
                '">\n<h3>',
                escape(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'title')),
            ))
            if environment.getattr(l_1_b, 'clause'):
                pass
                t_9.extend((
                    ' <span class="ref">[',
                    escape(environment.getattr(l_1_b, 'clause')),
                    ']</span>',
                ))
            if environment.getattr(l_1_b, 'optional'):
                pass
                t_9.extend((
                    ' <span class="extra">— ',
                    escape(environment.getattr(l_1_b, 'optional')),
                    '</span>',
                ))
            t_9.append(
                '</h3>\n',
            )
            if environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'missing'):
                pass
                t_9.append(
                    '<p class="missing">Not printed in the source',
                )
                if environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'missing_text'):
                    pass
                    t_9.extend((
                        ': ',
                        escape(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'missing_text')),
                    ))
                t_9.append(
                    '.</p>\n',
                )
            l_2_loop = missing
            for l_2_g, l_2_loop in LoopContext(environment.getattr(l_1_b, 'groups'), undefined):
                l_2_cols = missing
                _loop_vars = {}
                pass
                l_2_cols = environment.getattr(l_2_g, 'columns')
                _loop_vars['cols'] = l_2_cols
                t_9.extend((
                    '<table class="grid ',
                    escape(environment.getattr(l_1_b, 'style')),
                ))
                if environment.getattr(l_1_b, 'wide'):
                    pass
                    t_9.append(
                        ' wide',
                    )
                if (t_2(environment.getattr(l_1_b, 'groups')) > 1):
                    pass
                    t_9.append(
                        ' group',
                    )
                    if environment.getattr(l_1_b, 'kept'):
                        pass
                        t_9.append(
                            ' kept',
                        )
                if (not environment.getattr(l_2_g, 'whole')):
                    pass
                    t_9.append(
                        ' anywhere',
                    )
                t_9.append(
                    '">\n<thead>\n',
                )
                if environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'columns_label'):
                    pass
                    t_9.extend((
                        '<tr class="axis"><th class="blank"></th><th colspan="',
                        escape(t_2((undefined(name='cols') if l_2_cols is missing else l_2_cols))),
                        '">',
                        escape(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'columns_label')),
                        '</th></tr>\n',
                    ))
                if environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'header_rows'):
                    pass
                    for l_3_h in environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'header_rows'):
                        _loop_vars = {}
                        pass
                        t_9.extend((
                            '<tr class="offset"><th class="label">',
                            escape(environment.getattr(l_3_h, 'label')),
                            '</th>',
                        ))
                        def t_10(fiter):
                            for l_4_j in fiter:
                                if (l_4_j < t_2(environment.getattr(l_3_h, 'columns'))):
                                    yield l_4_j
                        for l_4_j in t_10((undefined(name='cols') if l_2_cols is missing else l_2_cols)):
                            l_4_col = missing
                            _loop_vars = {}
                            pass
                            l_4_col = environment.getitem(environment.getattr(l_3_h, 'columns'), l_4_j)
                            _loop_vars['col'] = l_4_col
                            if (undefined(name='col') if l_4_col is missing else l_4_col):
                                pass
                                t_9.extend((
                                    '<th>',
                                    escape((undefined(name='col') if l_4_col is missing else l_4_col)),
                                    '</th>',
                                ))
                            else:
                                pass
                                t_9.append(
                                    '<th class="blank"></th>',
                                )
                        l_4_j = l_4_col = missing
                        t_9.append(
                            '</tr>\n',
                        )
                    l_3_h = missing
                    t_9.extend((
                        '<tr class="roll"><th class="label" colspan="',
                        escape((t_2((undefined(name='cols') if l_2_cols is missing else l_2_cols)) + 1)),
                        '">Die roll',
                    ))
                    if environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'dice'):
                        pass
                        t_9.extend((
                            ' (',
                            escape(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'dice')),
                            ')',
                        ))
                    t_9.append(
                        '</th></tr>\n',
                    )
                elif (environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'columns') or environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'corner')):
                    pass
                    t_9.extend((
                        '<tr><th class="label">',
                        escape(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'corner')),
                        '</th>',
                    ))
                    def t_11(fiter):
                        for l_3_j in fiter:
                            if (l_3_j < t_2(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'columns'))):
                                yield l_3_j
                    for l_3_j in t_11((undefined(name='cols') if l_2_cols is missing else l_2_cols)):
                        _loop_vars = {}
                        pass
                        t_9.extend((
                            '<th>',
                            escape(environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'columns'), l_3_j)),
                            '</th>',
                        ))
                    l_3_j = missing
                    t_9.append(
                        '</tr>\n',
                    )
                t_9.append(
                    '</thead>\n<tbody>\n',
                )
                l_3_loop = missing
                for l_3_row, l_3_loop in LoopContext(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'rows'), undefined):
                    l_3_i = missing
                    _loop_vars = {}
                    pass
                    l_3_i = environment.getattr(l_3_loop, 'index0')
                    _loop_vars['i'] = l_3_i
                    if (environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'row_groups'), (undefined(name='i') if l_3_i is missing else l_3_i)) and (((undefined(name='i') if l_3_i is missing else l_3_i) == 0) or (environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'row_groups'), (undefined(name='i') if l_3_i is missing else l_3_i)) != environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'row_groups'), ((undefined(name='i') if l_3_i is missing else l_3_i) - 1))))):
                        pass
                        t_9.extend((
                            '<tr class="group"><th class="l" colspan="',
                            escape((t_2((undefined(name='cols') if l_2_cols is missing else l_2_cols)) + 1)),
                            '">',
                            escape(environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'row_groups'), (undefined(name='i') if l_3_i is missing else l_3_i))),
                            '</th></tr>\n',
                        ))
                    t_9.extend((
                        '<tr><th class="',
                        escape(environment.getattr(l_1_b, 'row_align')),
                        '">',
                        escape(l_3_row),
                        escape(context.call((undefined(name='footnote_marks') if l_0_footnote_marks is missing else l_0_footnote_marks), environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'row_marks'), (undefined(name='i') if l_3_i is missing else l_3_i)), _loop_vars=_loop_vars)),
                        '</th>',
                    ))
                    def t_12(fiter):
                        for l_4_j in fiter:
                            if (l_4_j < t_2(environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'cells'), (undefined(name='i') if l_3_i is missing else l_3_i)))):
                                yield l_4_j
                    for l_4_j in t_12((undefined(name='cols') if l_2_cols is missing else l_2_cols)):
                        l_4_cell = l_4_marks = missing
                        _loop_vars = {}
                        pass
                        (l_4_cell, l_4_marks) = (environment.getitem(environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'cells'), (undefined(name='i') if l_3_i is missing else l_3_i)), l_4_j), environment.getitem(environment.getitem(environment.getattr((undefined(name='t') if l_1_t is missing else l_1_t), 'marks'), (undefined(name='i') if l_3_i is missing else l_3_i)), l_4_j))
                        _loop_vars.update({'cell': l_4_cell, 'marks': l_4_marks})
                        t_9.extend((
                            '<td class="',
                            escape(environment.getitem(environment.getattr(l_1_b, 'aligns'), l_4_j)),
                            '">',
                        ))
                        if ('underline' in (undefined(name='marks') if l_4_marks is missing else l_4_marks)):
                            pass
                            t_9.extend((
                                '<u>',
                                escape((undefined(name='cell') if l_4_cell is missing else l_4_cell)),
                                '</u>',
                            ))
                        else:
                            pass
                            t_9.append(
                                escape((undefined(name='cell') if l_4_cell is missing else l_4_cell)),
                            )
                        t_9.extend((
                            escape(context.call((undefined(name='footnote_marks') if l_0_footnote_marks is missing else l_0_footnote_marks), (undefined(name='marks') if l_4_marks is missing else l_4_marks), _loop_vars=_loop_vars)),
                            '</td>',
                        ))
                    l_4_j = l_4_cell = l_4_marks = missing
                    t_9.append(
                        '</tr>\n',
                    )
                l_3_loop = l_3_row = l_3_i = missing
                t_9.append(
                    '</tbody>\n</table>\n',
                )
            l_2_loop = l_2_g = l_2_cols = missing
            for (l_2_mark, l_2_text) in environment.getattr(l_1_b, 'footnotes'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<p class="footnote"><sup>',
                    escape(l_2_mark),
                    '</sup> ',
                    escape(l_2_text),
                    '</p>\n',
                ))
            l_2_mark = l_2_text = missing
            for l_2_text in environment.getattr(l_1_b, 'notes'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<p class="footnote">',
                    escape(l_2_text),
                    '</p>\n',
                ))
            l_2_text = missing
            for l_2_line in environment.getattr(l_1_b, 'edges'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<p class="edges">',
                    escape(environment.getattr(l_2_line, 'text')),
                ))
                if environment.getattr(l_2_line, 'clause'):
                    pass
                    t_9.extend((
                        ' <span class="ref">[',
                        escape(environment.getattr(l_2_line, 'clause')),
                        ']</span>',
                    ))
                if environment.getattr(l_2_line, 'inferred'):
                    pass
                    t_9.extend((
                        ' <i>(',
                        escape(environment.getattr(l_2_line, 'reading')),
                        ': ',
                        escape(environment.getattr(l_2_line, 'why')),
                        ')</i>',
                    ))
                t_9.append(
                    '</p>\n',
                )
            l_2_line = missing
            t_9.extend((
                escape(context.call((undefined(name='excepts') if l_0_excepts is missing else l_0_excepts), environment.getattr(l_1_b, 'excepts'))),
                '\n</section>\n',
            ))
        elif (environment.getattr(l_1_b, 'kind') == 'results'):
            pass
            t_9.append(
                '<p class="',
            )
            if (not environment.getattr(l_1_b, 'tall')):
                pass
                t_9.append(
                    'block ',
                )
            t_9.extend((
                'legend"><b>',
                escape(environment.getattr(l_1_b, 'title')),
            ))
            if environment.getattr(l_1_b, 'clause'):
                pass
                t_9.extend((
                    ' <span class="ref">[',
                    escape(environment.getattr(l_1_b, 'clause')),
                    ']</span>',
                ))
            if environment.getattr(l_1_b, 'optional'):
                pass
                t_9.extend((
                    ' <span class="extra">— ',
                    escape(environment.getattr(l_1_b, 'optional')),
                    '</span>',
                ))
            t_9.append(
                ':</b>\n',
            )
            l_2_loop = missing
            for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_b, 'entries'), undefined):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<span class="pat">',
                    escape(environment.getattr(l_2_e, 'shown')),
                    '</span>',
                ))
                if (not environment.getattr(l_2_e, 'same')):
                    pass
                    t_9.extend((
                        ': ',
                        escape(environment.getattr(l_2_e, 'meaning')),
                    ))
                if environment.getattr(l_2_e, 'inferred'):
                    pass
                    t_9.append(
                        ' <i>(our reading: the rules do not say)</i>',
                    )
                t_9.extend((
                    escape((';' if (((not environment.getattr(l_2_loop, 'last')) or environment.getattr(l_1_b, 'has_blank')) or environment.getattr(l_1_b, 'marks')) else context.call((undefined(name='stop') if l_0_stop is missing else l_0_stop), l_1_b, (environment.getattr(l_2_e, 'shown') if environment.getattr(l_2_e, 'same') else environment.getattr(l_2_e, 'meaning')), _loop_vars=_loop_vars))),
                    '\n',
                ))
            l_2_loop = l_2_e = missing
            if environment.getattr(l_1_b, 'has_blank'):
                pass
                t_9.append(
                    '<span class="pat">blank</span>',
                )
                if environment.getattr(l_1_b, 'blank'):
                    pass
                    t_9.extend((
                        ': ',
                        escape(environment.getattr(l_1_b, 'blank')),
                    ))
                if environment.getattr(l_1_b, 'blank_inferred'):
                    pass
                    t_9.append(
                        ' <i>(our reading: the rules do not say)</i>',
                    )
                t_9.extend((
                    escape((';' if environment.getattr(l_1_b, 'marks') else context.call((undefined(name='stop') if l_0_stop is missing else l_0_stop), l_1_b, environment.getattr(l_1_b, 'blank')))),
                    '\n',
                ))
            l_2_loop = missing
            for (l_2_mark, l_2_meaning), l_2_loop in LoopContext(environment.getattr(l_1_b, 'marks'), undefined):
                _loop_vars = {}
                pass
                t_9.append(
                    '<span class="pat">',
                )
                if (l_2_mark == 'underline'):
                    pass
                    t_9.append(
                        '<u>underlined</u>',
                    )
                else:
                    pass
                    t_9.extend((
                        '<i>',
                        escape(l_2_mark),
                        '</i>',
                    ))
                t_9.extend((
                    '</span>: ',
                    escape(l_2_meaning),
                    escape((';' if (not environment.getattr(l_2_loop, 'last')) else context.call((undefined(name='stop') if l_0_stop is missing else l_0_stop), l_1_b, l_2_meaning, _loop_vars=_loop_vars))),
                    '\n',
                ))
            l_2_loop = l_2_mark = l_2_meaning = missing
            for l_2_text in environment.getattr(l_1_b, 'notes'):
                _loop_vars = {}
                pass
                t_9.extend((
                    ' ',
                    escape(l_2_text),
                ))
            l_2_text = missing
            t_9.append(
                '</p>\n',
            )
        elif (environment.getattr(l_1_b, 'kind') == 'sequence'):
            pass
            t_9.append(
                '<section class="',
            )
            if (not environment.getattr(l_1_b, 'tall')):
                pass
                t_9.append(
                    'block ',
                )
            t_9.extend((
                'sequence">\n<h3>',
                escape(environment.getattr(l_1_b, 'title')),
            ))
            if environment.getattr(l_1_b, 'clause'):
                pass
                t_9.extend((
                    ' <span class="ref">[',
                    escape(environment.getattr(l_1_b, 'clause')),
                    ']</span>',
                ))
            if environment.getattr(l_1_b, 'optional'):
                pass
                t_9.extend((
                    ' <span class="extra">— ',
                    escape(environment.getattr(l_1_b, 'optional')),
                    '</span>',
                ))
            t_9.extend((
                '</h3>\n',
                escape(context.call((undefined(name='steps') if l_0_steps is missing else l_0_steps), environment.getattr(l_1_b, 'steps'))),
                '\n</section>\n',
            ))
        elif (environment.getattr(l_1_b, 'kind') == 'constants'):
            pass
            t_9.append(
                '<table class="list',
            )
            if environment.getattr(l_1_b, 'long_words'):
                pass
                t_9.append(
                    ' wraps',
                )
            if (not environment.getattr(l_1_b, 'tall')):
                pass
                t_9.append(
                    ' block',
                )
            t_9.append(
                '">\n',
            )
            for l_2_c in environment.getattr(l_1_b, 'entries'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<tr><td>',
                    escape(environment.getattr(l_2_c, 'title')),
                ))
                if environment.getattr(l_2_c, 'clause'):
                    pass
                    t_9.extend((
                        ' <span class="ref">[',
                        escape(environment.getattr(l_2_c, 'clause')),
                        ']</span>',
                    ))
                if environment.getattr(l_2_c, 'optional'):
                    pass
                    t_9.extend((
                        ' <span class="extra">— ',
                        escape(environment.getattr(l_2_c, 'optional')),
                        '</span>',
                    ))
                t_9.extend((
                    '</td><td class="value">',
                    escape(environment.getattr(l_2_c, 'value')),
                    '</td></tr>\n',
                ))
            l_2_c = missing
            t_9.append(
                '</table>\n',
            )
        elif (environment.getattr(l_1_b, 'kind') == 'modifiers'):
            pass
            t_9.append(
                '<div class="',
            )
            if (not environment.getattr(l_1_b, 'tall')):
                pass
                t_9.append(
                    'block ',
                )
            t_9.append(
                'modifiers">\n',
            )
            for l_2_x in environment.getattr(l_1_b, 'entries'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<p class="modifier"><b>',
                    escape(environment.getattr(l_2_x, 'title')),
                    '</b>',
                ))
                if environment.getattr(l_2_x, 'clause'):
                    pass
                    t_9.extend((
                        ' <span class="ref">[',
                        escape(environment.getattr(l_2_x, 'clause')),
                        ']</span>',
                    ))
                t_9.extend((
                    ': <span class="effect">',
                    escape(environment.getattr(l_2_x, 'effect')),
                    '</span>',
                ))
                if environment.getattr(l_2_x, 'terms'):
                    pass
                    t_9.extend((
                        ' ',
                        escape(t_1(context.eval_ctx, environment.getattr(l_2_x, 'terms'), ', ')),
                    ))
                if environment.getattr(l_2_x, 'on'):
                    pass
                    t_9.extend((
                        ' (on the ',
                        escape(environment.getattr(l_2_x, 'on')),
                        ')',
                    ))
                t_9.append(
                    '.',
                )
                if environment.getattr(l_2_x, 'ours'):
                    pass
                    t_9.extend((
                        ' <i>(',
                        escape(environment.getattr(l_2_x, 'ours')),
                        ')</i>',
                    ))
                t_9.extend((
                    '</p>\n',
                    escape(context.call((undefined(name='excepts') if l_0_excepts is missing else l_0_excepts), environment.getattr(l_2_x, 'excepts'), _loop_vars=_loop_vars)),
                    '\n',
                ))
            l_2_x = missing
            t_9.append(
                '</div>\n',
            )
        elif (environment.getattr(l_1_b, 'kind') in ('permissions', 'exceptions')):
            pass
            t_9.append(
                '<div class="',
            )
            if (not environment.getattr(l_1_b, 'tall')):
                pass
                t_9.append(
                    'block ',
                )
            t_9.append(
                'modifiers">\n',
            )
            for l_2_x in environment.getattr(l_1_b, 'entries'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '<p class="modifier"><b>',
                    escape(environment.getattr(l_2_x, 'title')),
                    '</b>',
                ))
                if environment.getattr(l_2_x, 'clause'):
                    pass
                    t_9.extend((
                        ' <span class="ref">[',
                        escape(environment.getattr(l_2_x, 'clause')),
                        ']</span>',
                    ))
                t_9.extend((
                    ': ',
                    escape(environment.getattr(l_2_x, 'text')),
                ))
                if environment.getattr(l_2_x, 'says'):
                    pass
                    t_9.extend((
                        ' ',
                        escape(environment.getattr(l_2_x, 'says')),
                    ))
                if environment.getattr(l_2_x, 'ours'):
                    pass
                    t_9.extend((
                        ' <i>(',
                        escape(environment.getattr(l_2_x, 'ours')),
                        ')</i>',
                    ))
                t_9.extend((
                    '</p>\n',
                    escape(context.call((undefined(name='excepts') if l_0_excepts is missing else l_0_excepts), environment.getattr(l_2_x, 'excepts'), _loop_vars=_loop_vars)),
                    '\n',
                ))
            l_2_x = missing
            t_9.append(
                '</div>\n',
            )
        elif (environment.getattr(l_1_b, 'kind') == 'formulas'):
            pass
            for l_2_f in environment.getattr(l_1_b, 'entries'):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_f, 'cases'):
                    pass
                    t_9.extend((
                        '<div class="formula block"><p><b>',
                        escape(environment.getattr(l_2_f, 'title')),
                        '</b>',
                    ))
                    if environment.getattr(l_2_f, 'clause'):
                        pass
                        t_9.extend((
                            ' <span class="ref">[',
                            escape(environment.getattr(l_2_f, 'clause')),
                            ']</span>',
                        ))
                    t_9.append(
                        ':</p>\n<ul class="cases">\n',
                    )
                    for (l_3_when, l_3_what) in environment.getattr(l_2_f, 'cases'):
                        _loop_vars = {}
                        pass
                        t_9.extend((
                            '<li>',
                            escape(l_3_when),
                            ': ',
                            escape(l_3_what),
                            '</li>\n',
                        ))
                    l_3_when = l_3_what = missing
                    t_9.extend((
                        '<li>Otherwise: ',
                        escape(environment.getattr(l_2_f, 'text')),
                        '</li>\n</ul>',
                    ))
                    if environment.getattr(l_2_f, 'ours'):
                        pass
                        t_9.extend((
                            '<p class="except"><i>(Our',
                            escape(environment.getattr(l_2_f, 'ours')[3:]),
                            ')</i></p>',
                        ))
                    t_9.extend((
                        escape(context.call((undefined(name='excepts') if l_0_excepts is missing else l_0_excepts), environment.getattr(l_2_f, 'excepts'), _loop_vars=_loop_vars)),
                        '</div>\n',
                    ))
                else:
                    pass
                    t_9.extend((
                        '<p class="formula"><b>',
                        escape(environment.getattr(l_2_f, 'title')),
                        '</b>',
                    ))
                    if environment.getattr(l_2_f, 'clause'):
                        pass
                        t_9.extend((
                            ' <span class="ref">[',
                            escape(environment.getattr(l_2_f, 'clause')),
                            ']</span>',
                        ))
                    t_9.extend((
                        ': ',
                        escape(environment.getattr(l_2_f, 'text')),
                    ))
                    if environment.getattr(l_2_f, 'ours'):
                        pass
                        t_9.extend((
                            ' <i>(',
                            escape(environment.getattr(l_2_f, 'ours')),
                            ')</i>',
                        ))
                    t_9.extend((
                        '</p>\n',
                        escape(context.call((undefined(name='excepts') if l_0_excepts is missing else l_0_excepts), environment.getattr(l_2_f, 'excepts'), _loop_vars=_loop_vars)),
                        '\n',
                    ))
            l_2_f = missing
        return concat(t_9)
    context.exported_vars.add('block')
    context.vars['block'] = l_0_block = Macro(environment, macro, 'block', ('b',), False, False, False, context.eval_ctx.autoescape)
    yield '<!-- Generated by `rules aid` from the rulebook '
    yield escape((undefined(name='book_id') if l_0_book_id is missing else l_0_book_id))
    yield '. Do not edit. -->\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>'
    yield escape((undefined(name='title') if l_0_title is missing else l_0_title))
    yield '</title>\n<meta name="generator" content="rules aid">\n<meta name="dcterms.created" content="'
    yield escape((undefined(name='date') if l_0_date is missing else l_0_date))
    yield '">\n<meta name="dcterms.modified" content="'
    yield escape((undefined(name='date') if l_0_date is missing else l_0_date))
    yield '">\n<style>\n@page {\n  size: '
    yield escape((undefined(name='paper') if l_0_paper is missing else l_0_paper))
    yield ' '
    yield escape((undefined(name='orientation') if l_0_orientation is missing else l_0_orientation))
    yield ';\n  margin: 7mm 8mm 9mm 8mm;\n  @bottom-left { content: string(aidtitle); font: 7pt "DejaVu Sans Condensed", "DejaVu Sans", sans-serif; color: #333; }\n  @bottom-right { content: "page " counter(page) " of " counter(pages); font: 7pt "DejaVu Sans Condensed", "DejaVu Sans", sans-serif; color: #333; }\n}\nhtml { font-family: "DejaVu Sans Condensed", "DejaVu Sans", sans-serif; font-size: 8.5pt; line-height: 1.2; color: #000;\n       overflow-wrap: break-word; }   /* a word longer than its column breaks, never runs off the paper */\nbody { margin: 0; }\n/* runs of blocks in three columns, filled in order; a run with a wide table after it, balanced */\n.cols { column-count: 3; column-gap: 5mm; column-rule: 0.4pt solid #999; column-fill: auto; }\n.cols.balanced { column-fill: balance; }\nheader { border-bottom: 1.2pt solid #000; margin-bottom: 1.5mm; padding-bottom: 0.8mm; }\nh1 { font-size: 13pt; margin: 0; display: inline; string-set: aidtitle content() attr(data-ext); }\nheader .sub { font-size: 7pt; color: #333; margin-left: 3mm; }\nh2 { font-size: 9.5pt; margin: 2mm 0 0.8mm; padding: 0.3mm 1mm; background: #222; color: #fff; break-after: avoid; }\nh3 { font-size: 8.5pt; margin: 1.4mm 0 0.5mm; break-after: avoid; }\np { margin: 0 0 0.9mm; }\n.ref { color: #333; font-size: 7pt; white-space: nowrap; }\n.block { break-inside: avoid; margin-bottom: 1.6mm; }\ntable.grid { border-collapse: collapse; margin: 0.5mm 0 0.8mm; }\ntable.grid th, table.grid td { border: 0.5pt solid #000; padding: 0.25mm 0.45mm; text-align: center; font-size: 7.5pt; }\ntable.grid.numeric th, table.grid.numeric td { white-space: nowrap; }\ntable.grid td.l, table.grid tbody th.l { text-align: left; }   /* prose; values stay centred (compiler/table_align.py) */\ntable.grid th { background: #ddd; }\ntable.grid th.label { text-align: left; }\ntable.grid.wide { width: 100%; }\ntable.grid.wide th { font-weight: normal; padding: 0.25mm 0.35mm; }\ntable.grid.wide th.label { font-weight: bold; }\ntable.grid th.blank { background: none; border: none; }\n/* a table wider than a column spans the page (between runs of columns, not in one: WeasyPrint\n   cannot break a spanning block across pages); its cells wrap between words, and only a word\n   longer than its column breaks (a label or header stays whole: compiler/aid_groups.py). Wider\n   than the page, it prints in groups of columns, each with the row labels again; a group of one\n   column that still does not fit breaks its words anywhere rather than run off the paper */\nsection.span table.grid { width: 100%; }\nsection.span table.grid th, section.span table.grid td { white-space: normal; }\nsection.span table.grid.anywhere th, section.span table.grid.anywhere td { overflow-wrap: anywhere; }\ntable.grid.group.kept { break-inside: avoid; }\ntable.grid.group + table.grid.group { margin-top: 1.6mm; }\ntable.grid tr.roll th { background: #f2f2f2; text-align: left; }\n.edges, .legend, .missing, .footnote { font-size: 7pt; margin: 0 0 0.6mm; }\nsup { font-size: 7pt; line-height: 0; vertical-align: 0.45em; color: #444; }   /* a footnote mark; no text below 7pt */\n.legend .pat { font-weight: bold; white-space: nowrap; }\nol.seq { margin: 0 0 0.6mm; padding-left: 4.2mm; }\nol.seq ol { padding-left: 3.6mm; list-style-type: disc; }   /* no letters of our own: they read as the source\'s */\nol.seq ol ol { list-style-type: circle; }\nol.seq.labelled { list-style-type: none; }   /* each title carries the source\'s own number or letter */\nol.seq li { margin: 0.15mm 0; }\nol.seq .extra, ol.seq .says { font-size: 7pt; color: #222; }\ntable.list { border-collapse: collapse; width: 100%; margin: 0.4mm 0 0.8mm; }\ntable.list td { padding: 0.2mm 0.6mm 0.2mm 0; vertical-align: top; border-bottom: 0.3pt solid #bbb; }\ntable.list td.value { font-weight: bold; white-space: nowrap; }\ntable.list.wraps td:first-child { overflow-wrap: anywhere; }   /* a word longer than the cell wraps inside it */\np.clause .cid { font-weight: bold; font-size: 7pt; color: #333; }\np.note { font-style: italic; }\np.modifier { padding-left: 2.5mm; text-indent: -2.5mm; margin-bottom: 0.5mm; }\np.modifier .effect { font-weight: bold; }\np.except { padding-left: 5mm; text-indent: -2.5mm; margin-bottom: 0.5mm; }\nul.cases { margin: 0 0 0.9mm; padding-left: 4mm; }\nul.cases li { margin: 0.1mm 0; }\n</style>\n</head>\n<body><header><h1 data-ext="'
    for (l_1_first, l_1_last, l_1_other) in (undefined(name='externals') if l_0_externals is missing else l_0_externals):
        _loop_vars = {}
        pass
        yield ' · ['
        yield escape(l_1_first)
        yield ']–['
        yield escape(l_1_last)
        yield ']: in “'
        yield escape(l_1_other)
        yield '”'
    l_1_first = l_1_last = l_1_other = missing
    yield '">'
    yield escape((undefined(name='title') if l_0_title is missing else l_0_title))
    yield '</h1><span class="sub">from the rulebook “'
    yield escape((undefined(name='book') if l_0_book is missing else l_0_book))
    yield '” · clause numbers in [brackets] · built by <i>rules aid</i></span></header>'
    l_1_loop = missing
    for l_1_run, l_1_loop in LoopContext((undefined(name='runs') if l_0_runs is missing else l_0_runs), undefined):
        _loop_vars = {}
        pass
        if environment.getattr(l_1_run, 'span'):
            pass
            yield escape(context.call((undefined(name='block') if l_0_block is missing else l_0_block), environment.getitem(environment.getattr(l_1_run, 'blocks'), 0), _loop_vars=_loop_vars))
            yield '\n'
        else:
            pass
            yield '<div class="cols'
            if (not environment.getattr(l_1_loop, 'last')):
                pass
                yield ' balanced'
            yield '">\n'
            for l_2_b in environment.getattr(l_1_run, 'blocks'):
                _loop_vars = {}
                pass
                yield escape(context.call((undefined(name='block') if l_0_block is missing else l_0_block), l_2_b, _loop_vars=_loop_vars))
                yield '\n'
            l_2_b = missing
            yield '</div>\n'
    l_1_loop = l_1_run = missing
    yield '</body>\n</html>\n'

blocks = {}
debug_info = '3=39&4=47&5=55&6=60&7=84&13=99&15=128&17=143&18=153&20=181&21=187&22=191&23=194&24=198&25=201&26=204&27=210&29=245&30=247&31=251&32=268&33=287&34=292&36=302&37=306&38=310&40=335&41=339&43=344&44=346&45=351&47=383&48=396&49=400&53=423&54=427&55=429&56=433&58=440&63=486&64=491&66=497&67=502&69=506&70=511&72=534&74=537&75=542&76=569&77=574&79=593&81=614&82=620&84=639&86=650&87=655&88=662&89=680&91=683&92=688&93=701&94=706&97=731&98=736&99=744&100=749&101=789&104=796&105=801&106=809&107=814&108=843&111=850&112=852&113=855&114=859&116=872&117=877&119=885&120=888&121=892&123=903&124=926&129=934&133=936&135=938&136=940&139=942&204=946&206=963&207=966&208=968&210=973&211=977&212=980'