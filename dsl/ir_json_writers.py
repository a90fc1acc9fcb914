"""The JSON export's writer of each class of `dsl.ir`: written by `python -m dsl.ir_json_gen --write` (do not
edit); read by `dsl.ir_json`, which binds `number_out`, `lit_out`, `effect_out` and `EXPR` (each
expression node's writer, by its class) before it calls them."""
# flake8: noqa
KEY = '284467e21159a5953a5931d7d7553af17314a12e1fc7ca21d0c2846e8de21d14'


def _Ref(v):
    return {
        'node': 'ref',
        'kind': v.kind,
        'name': v.name,
        'type': v.type,
        'enum': v.enum,
        'clause': v.clause,
    }


def _Unary(v):
    return {
        'node': 'unary',
        'op': v.op,
        'operand': EXPR[v.operand.__class__](v.operand),
        'type': v.type,
    }


def _Binary(v):
    return {
        'node': 'binary',
        'op': v.op,
        'left': EXPR[v.left.__class__](v.left),
        'right': EXPR[v.right.__class__](v.right),
        'type': v.type,
    }


def _Compare(v):
    return {
        'node': 'compare',
        'op': v.op,
        'left': EXPR[v.left.__class__](v.left),
        'right': EXPR[v.right.__class__](v.right),
        'type': v.type,
    }


def _Member(v):
    return {
        'node': 'member',
        'left': EXPR[v.left.__class__](v.left),
        'options': [EXPR[i0.__class__](i0) for i0 in v.options],
        'negate': v.negate,
        'type': v.type,
        'over': (None if v.over is None else EXPR[v.over.__class__](v.over)),
    }


def _Logic(v):
    return {
        'node': 'logic',
        'op': v.op,
        'operands': [EXPR[i0.__class__](i0) for i0 in v.operands],
        'type': v.type,
    }


def _Cond(v):
    return {
        'node': 'cond',
        'condition': EXPR[v.condition.__class__](v.condition),
        'then': EXPR[v.then.__class__](v.then),
        'otherwise': EXPR[v.otherwise.__class__](v.otherwise),
        'type': v.type,
    }


def _Field(v):
    return {
        'node': 'field',
        'target': EXPR[v.target.__class__](v.target),
        'name': v.name,
        'type': v.type,
    }


def _ItemField(v):
    return {
        'node': 'itemfield',
        'target': EXPR[v.target.__class__](v.target),
        'name': v.name,
        'record': v.record,
        'type': v.type,
        'default': (None if v.default is None else EXPR[v.default.__class__](v.default)),
    }


def _Arg(v):
    return {
        'name': v.name,
        'value': EXPR[v.value.__class__](v.value),
    }


def _Call(v):
    return {
        'node': 'call',
        'kind': v.kind,
        'name': v.name,
        'type': v.type,
        'args': [EXPR[i0.__class__](i0) for i0 in v.args],
        'params': [_Arg(i0) for i0 in v.params],
        'facts': [_Arg(i0) for i0 in v.facts],
        'value': (None if v.value is None else EXPR[v.value.__class__](v.value)),
    }


def _Lookup(v):
    return {
        'node': 'lookup',
        'table': v.table,
        'method': v.method,
        'type': v.type,
        'positional': [EXPR[i0.__class__](i0) for i0 in v.positional],
        'args': [_Arg(i0) for i0 in v.args],
        'facts': [_Arg(i0) for i0 in v.facts],
    }


def _Aggregate(v):
    return {
        'node': 'aggregate',
        'op': v.op,
        'var': v.var,
        'source': EXPR[v.source.__class__](v.source),
        'body': EXPR[v.body.__class__](v.body),
        'where': (None if v.where is None else EXPR[v.where.__class__](v.where)),
        'type': v.type,
    }


def _Items(v):
    return {
        'node': 'items',
        'items': [EXPR[i0.__class__](i0) for i0 in v.items],
        'type': v.type,
    }


def _Note(v):
    return {
        'kind': v.kind,
        'text': v.text,
    }


def _Side(v):
    return {
        'id': v.id,
        'title': v.title,
        'neutral': v.neutral,
    }


def _External(v):
    return {
        'id': v.id,
        'title': v.title,
        'first': v.first,
        'last': v.last,
    }


def _Clause(v):
    return {
        'id': v.id,
        'title': v.title,
        'says': v.says,
        'kind': v.kind,
        'parent': v.parent,
        'optional': v.optional,
        'source': v.source,
        'refs': list(v.refs),
        'referenced_by': list(v.referenced_by),
        'exceptions': list(v.exceptions),
        'tags': [(i0[0], i0[1], ) for i0 in v.tags],
        'notes': list(v.notes),
        'doubts': list(v.doubts),
        'remarks': [_Note(i0) for i0 in v.remarks],
    }


def _Term(v):
    return {
        'id': v.id,
        'title': v.title,
        'says': v.says,
        'clause': v.clause,
    }


def _EnumValue(v):
    return {
        'id': v.id,
        'title': v.title,
    }


def _Enum(v):
    return {
        'id': v.id,
        'title': v.title,
        'values': [_EnumValue(i0) for i0 in v.values],
        'clause': v.clause,
    }


def _Fact(v):
    return {
        'id': v.id,
        'type': v.type,
        'value_type': v.value_type,
        'title': v.title,
        'clause': v.clause,
        'default': (None if v.default is None else EXPR[v.default.__class__](v.default)),
        'at_most': (None if v.at_most is None else EXPR[v.at_most.__class__](v.at_most)),
    }


def _Constant(v):
    return {
        'id': v.id,
        'value': lit_out(v.value),
        'printed': v.printed,
        'unit': v.unit,
        'title': v.title,
        'clause': v.clause,
    }


def _RecordField(v):
    return {
        'name': v.name,
        'type': v.type,
        'value_type': v.value_type,
        'title': v.title,
        'default': (None if v.default is None else EXPR[v.default.__class__](v.default)),
    }


def _Record(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'fields': [_RecordField(i0) for i0 in v.fields],
    }


def _Pattern(v):
    return {
        'pattern': v.pattern,
        'kind': v.kind,
        'meaning': v.meaning,
        'fields': [(i0[0], number_out(i0[1]), ) for i0 in v.fields],
        'inferred': v.inferred,
    }


def _Vocabulary(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'split': v.split,
        'patterns': [_Pattern(i0) for i0 in v.patterns],
        'blank': (None if v.blank is None else _Pattern(v.blank)),
        'marks': [(i0[0], i0[1], ) for i0 in v.marks],
        'remarks': [_Note(i0) for i0 in v.remarks],
    }


def _Edge(v):
    return {
        'where': v.where,
        'clause': v.clause,
        'bound': v.bound,
        'clamp': v.clamp,
        'drm_per_column': v.drm_per_column,
        'result': v.result,
        'effects': [effect_out(i0) for i0 in v.effects],
        'missing': v.missing,
        'forbid': v.forbid,
        'inferred': v.inferred,
        'inferred_bound': v.inferred_bound,
    }


def _HeaderRow(v):
    return {
        'label': v.label,
        'values': list(v.values),
        'columns': list(v.columns),
        'column_positions': list(v.column_positions),
        'column_ranges': [(None if i0 is None else (i0[0], i0[1], )) for i0 in v.column_ranges],
    }


def _CellReading(v):
    return {
        'row': v.row,
        'column': v.column,
        'text': v.text,
        'pattern': v.pattern,
    }


def _Table(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'missing': v.missing,
        'missing_text': v.missing_text,
        'dice': v.dice,
        'row_kind': v.row_kind,
        'column_kind': v.column_kind,
        'corner': v.corner,
        'results': v.results,
        'rows': list(v.rows),
        'row_ranges': [(None if i0 is None else (i0[0], i0[1], )) for i0 in v.row_ranges],
        'columns': list(v.columns),
        'column_positions': list(v.column_positions),
        'column_ranges': [(None if i0 is None else (i0[0], i0[1], )) for i0 in v.column_ranges],
        'cells': [list(i0) for i0 in v.cells],
        'effects': [[[effect_out(i2) for i2 in i1] for i1 in i0] for i0 in v.effects],
        'marks': [[list(i1) for i1 in i0] for i0 in v.marks],
        'row_marks': [list(i0) for i0 in v.row_marks],
        'row_groups': list(v.row_groups),
        'edges': [_Edge(i0) for i0 in v.edges],
        'header_by': v.header_by,
        'header_rows': [_HeaderRow(i0) for i0 in v.header_rows],
        'column_results': [(i0[0], i0[1], ) for i0 in v.column_results],
        'footnotes': [(i0[0], i0[1], ) for i0 in v.footnotes],
        'notes': list(v.notes),
        'doubts': list(v.doubts),
        'remarks': [_Note(i0) for i0 in v.remarks],
        'row_keys': [(i0[0], i0[1], ) for i0 in v.row_keys],
        'cell_readings': [_CellReading(i0) for i0 in v.cell_readings],
        'columns_label': v.columns_label,
    }


def _Param(v):
    return {
        'name': v.name,
        'type': v.type,
        'table': v.table,
        'axis': v.axis,
        'dice': v.dice,
    }


def _Applies(v):
    return {
        'option': v.option,
        'scenario': v.scenario,
        'condition': (None if v.condition is None else EXPR[v.condition.__class__](v.condition)),
        'wording': [(i0[0], i0[1], ) for i0 in v.wording],
    }


def _Reading(v):
    return {
        'text': v.text,
        'when': (None if v.when is None else EXPR[v.when.__class__](v.when)),
    }


def _Formula(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'params': [_Param(i0) for i0 in v.params],
        'body': EXPR[v.body.__class__](v.body),
        'type': v.type,
        'applies': _Applies(v.applies),
        'wording': v.wording,
        'inferred': (None if v.inferred is None else _Reading(v.inferred)),
    }


def _Modifier(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'effect': v.effect,
        'amount': (None if v.amount is None else EXPR[v.amount.__class__](v.amount)),
        'factor': number_out(v.factor),
        'rounding': v.rounding,
        'side': v.side,
        'per': (None if v.per is None else EXPR[v.per.__class__](v.per)),
        'at_most': (None if v.at_most is None else EXPR[v.at_most.__class__](v.at_most)),
        'on': v.on,
        'applies': _Applies(v.applies),
        'inferred': (None if v.inferred is None else _Reading(v.inferred)),
    }


def _Combine(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'mode': v.mode,
        'members': list(v.members),
        'at_most': (None if v.at_most is None else EXPR[v.at_most.__class__](v.at_most)),
    }


def _Permission(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'modal': v.modal,
        'action': v.action,
        'who': v.who,
        'applies': _Applies(v.applies),
        'unless': (None if v.unless is None else EXPR[v.unless.__class__](v.unless)),
        'unless_wording': v.unless_wording,
        'inferred': (None if v.inferred is None else _Reading(v.inferred)),
    }


def _Rewrite(v):
    return {
        'field': v.field,
        'kind': v.kind,
        'pairs': [(i0[0], i0[1], ) for i0 in v.pairs],
        'side': v.side,
    }


def _Exception_(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'target': v.target,
        'target_kind': v.target_kind,
        'effect': v.effect,
        'level': v.level,
        'priority': v.priority,
        'says': v.says,
        'rewrites': [_Rewrite(i0) for i0 in v.rewrites],
        'use': (None if v.use is None else EXPR[v.use.__class__](v.use)),
        'applies': _Applies(v.applies),
        'always': v.always,
        'chooser': v.chooser,
        'choice': v.choice,
        'inferred': (None if v.inferred is None else _Reading(v.inferred)),
    }


def _Step(v):
    return {
        'kind': v.kind,
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'who': list(v.who),
        'repeat': v.repeat,
        'applies': _Applies(v.applies),
        'steps': [_Step(i0) for i0 in v.steps],
        'says': v.says,
        'inferred': v.inferred,
        'notes': list(v.notes),
    }


def _Skip(v):
    return {
        'scenario': v.scenario,
        'path': list(v.path),
        'condition': (None if v.condition is None else EXPR[v.condition.__class__](v.condition)),
    }


def _Sequence(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'steps': [_Step(i0) for i0 in v.steps],
        'skips': [_Skip(i0) for i0 in v.skips],
    }


def _Place(v):
    return {
        'kind': v.kind,
        'value': v.value,
        'name': v.name,
    }


def _Placement(v):
    return {
        'kind': v.kind,
        'places': [_Place(i0) for i0 in v.places],
        'radius': v.radius,
        'text': v.text,
        'one_of': v.one_of,
    }


def _Setup(v):
    return {
        'side': v.side,
        'formation': v.formation,
        'placement': _Placement(v.placement),
        'units': v.units,
        'inferred': v.inferred,
    }


def _Reinforcement(v):
    return {
        'side': v.side,
        'turn': v.turn,
        'segment': v.segment,
        'placement': _Placement(v.placement),
        'units': v.units,
        'inferred': v.inferred,
    }


def _Removal(v):
    return {
        'side': v.side,
        'turn': v.turn,
        'units': v.units,
        'destination': v.destination,
        'remark': v.remark,
        'inferred': v.inferred,
    }


def _Calendar(v):
    return {
        'fact': v.fact,
        'by': v.by,
        'values': list(v.values),
    }


def _TurnAmount(v):
    return {
        'turn': v.turn,
        'side': v.side,
        'amount': number_out(v.amount),
        'unit': v.unit,
        'title': v.title,
    }


def _Support(v):
    return {
        'side': v.side,
        'first_turn': v.first_turn,
        'last_turn': v.last_turn,
        'count': v.count,
        'kind': v.kind,
        'inferred': v.inferred,
    }


def _Start(v):
    return {
        'side': v.side,
        'amount': number_out(v.amount),
        'unit': v.unit,
        'title': v.title,
    }


def _Scenario(v):
    return {
        'id': v.id,
        'title': v.title,
        'clause': v.clause,
        'first_turn': v.first_turn,
        'last_turn': v.last_turn,
        'area': v.area,
        'first_side': v.first_side,
        'setup_order': list(v.setup_order),
        'starts': [_Start(i0) for i0 in v.starts],
        'markers': [(i0[0], i0[1], i0[2], ) for i0 in v.markers],
        'setups': [_Setup(i0) for i0 in v.setups],
        'supports': [_Support(i0) for i0 in v.supports],
        'reinforcements': [_Reinforcement(i0) for i0 in v.reinforcements],
        'victory': [(i0[0], i0[1], ) for i0 in v.victory],
        'options': list(v.options),
        'all_options': v.all_options,
        'exceptions': list(v.exceptions),
        'says': v.says,
        'notes': list(v.notes),
        'doubts': list(v.doubts),
        'removals': [_Removal(i0) for i0 in v.removals],
        'amounts': [_TurnAmount(i0) for i0 in v.amounts],
        'calendars': [_Calendar(i0) for i0 in v.calendars],
    }


def _Example(v):
    return {
        'index': v.index,
        'clause': v.clause,
        'title': v.title,
        'line': v.line,
        'checks': [EXPR[i0.__class__](i0) for i0 in v.checks],
        'scenario': v.scenario,
        'option': v.option,
        'written': list(v.written),
        'printed': v.printed,
    }


def _AidItem(v):
    return {
        'kind': v.kind,
        'value': v.value,
    }


def _Aid(v):
    return {
        'id': v.id,
        'title': v.title,
        'size': v.size,
        'orientation': v.orientation,
        'items': [_AidItem(i0) for i0 in v.items],
    }


def _Book(v):
    return {
        'id': v.id,
        'title': v.title,
        'series': v.series,
        'source': v.source,
        'scale': v.scale,
        'credits': [(i0[0], i0[1], ) for i0 in v.credits],
        'sides': [_Side(i0) for i0 in v.sides],
        'dice': list(v.dice),
        'externals': [_External(i0) for i0 in v.externals],
        'files': list(v.files),
        'notes': list(v.notes),
        'turn_fact': v.turn_fact,
        'clauses': [_Clause(i0) for i0 in v.clauses],
        'terms': [_Term(i0) for i0 in v.terms],
        'enums': [_Enum(i0) for i0 in v.enums],
        'facts': [_Fact(i0) for i0 in v.facts],
        'constants': [_Constant(i0) for i0 in v.constants],
        'records': [_Record(i0) for i0 in v.records],
        'vocabularies': [_Vocabulary(i0) for i0 in v.vocabularies],
        'tables': [_Table(i0) for i0 in v.tables],
        'formulas': [_Formula(i0) for i0 in v.formulas],
        'modifiers': [_Modifier(i0) for i0 in v.modifiers],
        'combines': [_Combine(i0) for i0 in v.combines],
        'permissions': [_Permission(i0) for i0 in v.permissions],
        'exceptions': [_Exception_(i0) for i0 in v.exceptions],
        'sequences': [_Sequence(i0) for i0 in v.sequences],
        'scenarios': [_Scenario(i0) for i0 in v.scenarios],
        'examples': [_Example(i0) for i0 in v.examples],
        'aids': [_Aid(i0) for i0 in v.aids],
        'remarks': [_Note(i0) for i0 in v.remarks],
    }


WRITERS = {
    'Ref': _Ref,
    'Unary': _Unary,
    'Binary': _Binary,
    'Compare': _Compare,
    'Member': _Member,
    'Logic': _Logic,
    'Cond': _Cond,
    'Field': _Field,
    'ItemField': _ItemField,
    'Arg': _Arg,
    'Call': _Call,
    'Lookup': _Lookup,
    'Aggregate': _Aggregate,
    'Items': _Items,
    'Note': _Note,
    'Side': _Side,
    'External': _External,
    'Clause': _Clause,
    'Term': _Term,
    'EnumValue': _EnumValue,
    'Enum': _Enum,
    'Fact': _Fact,
    'Constant': _Constant,
    'RecordField': _RecordField,
    'Record': _Record,
    'Pattern': _Pattern,
    'Vocabulary': _Vocabulary,
    'Edge': _Edge,
    'HeaderRow': _HeaderRow,
    'CellReading': _CellReading,
    'Table': _Table,
    'Param': _Param,
    'Applies': _Applies,
    'Reading': _Reading,
    'Formula': _Formula,
    'Modifier': _Modifier,
    'Combine': _Combine,
    'Permission': _Permission,
    'Rewrite': _Rewrite,
    'Exception_': _Exception_,
    'Step': _Step,
    'Skip': _Skip,
    'Sequence': _Sequence,
    'Place': _Place,
    'Placement': _Placement,
    'Setup': _Setup,
    'Reinforcement': _Reinforcement,
    'Removal': _Removal,
    'Calendar': _Calendar,
    'TurnAmount': _TurnAmount,
    'Support': _Support,
    'Start': _Start,
    'Scenario': _Scenario,
    'Example': _Example,
    'AidItem': _AidItem,
    'Aid': _Aid,
    'Book': _Book,
}
