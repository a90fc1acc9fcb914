"""The methods attrs writes for the classes of `dsl.model`, `dsl.ir` and `dsl.pieces`, as source: written by
`python -m dsl.attrs_methods_gen --write` (do not edit); read by `dsl.classes`."""
# flake8: noqa
from __future__ import annotations   # (as attrs' own module: its code compiles with this flag)

ATTRS_VERSION = '26.1.0'


def _0():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                ))
    def __init__(self, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _1():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.attack == other.attack and
            self.defense == other.defense
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.attack,
                    self.defense,
                ))
    def __init__(self, attack, defense, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('attack', attack)
        _setattr('defense', defense)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _2():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.count == other.count and
            self.sides == other.sides
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.count,
                    self.sides,
                ))
    def __init__(self, count, sides, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('count', count)
        _setattr('sides', sides)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _3():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                ))
    def __init__(self, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _4():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                ))
    def __init__(self, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _5():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return True
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                ))
    def __init__(self, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _6():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                ))
    def __init__(self, name, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _7():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.value,
                ))
    def __init__(self, name, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _8():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.func == other.func and
            self.args == other.args
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.func,
                    self.args,
                ))
    def __init__(self, func, args, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('func', func)
        _setattr('args', args)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _9():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.target == other.target and
            self.method == other.method and
            self.args == other.args
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.target,
                    self.method,
                    self.args,
                ))
    def __init__(self, target, method, args, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('target', target)
        _setattr('method', method)
        _setattr('args', args)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _10():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.target == other.target and
            self.name == other.name
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.target,
                    self.name,
                ))
    def __init__(self, target, name, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('target', target)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _11():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.left == other.left and
            self.right == other.right
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.left,
                    self.right,
                ))
    def __init__(self, op, left, right, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('left', left)
        _setattr('right', right)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _12():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.left == other.left and
            self.right == other.right
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.left,
                    self.right,
                ))
    def __init__(self, op, left, right, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('left', left)
        _setattr('right', right)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _13():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.left == other.left and
            self.value == other.value and
            self.negate == other.negate
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.left,
                    self.value,
                    self.negate,
                ))
    def __init__(self, left, value, negate, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('left', left)
        _setattr('value', value)
        _setattr('negate', negate)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _14():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.left == other.left and
            self.options == other.options and
            self.negate == other.negate and
            self.over == other.over
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.left,
                    self.options,
                    self.negate,
                    self.over,
                ))
    def __init__(self, left, options, negate=attr_dict['negate'].default, span=attr_dict['span'].default, over=attr_dict['over'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('left', left)
        _setattr('options', options)
        _setattr('negate', negate)
        _setattr('span', span)
        _setattr('over', over)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _15():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.operand == other.operand
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.operand,
                ))
    def __init__(self, operand, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('operand', operand)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _16():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.operands == other.operands
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.operands,
                ))
    def __init__(self, op, operands, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('operands', operands)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _17():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.condition == other.condition and
            self.then == other.then and
            self.otherwise == other.otherwise
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.condition,
                    self.then,
                    self.otherwise,
                ))
    def __init__(self, condition, then, otherwise, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('condition', condition)
        _setattr('then', then)
        _setattr('otherwise', otherwise)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _18():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.operand == other.operand
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.operand,
                ))
    def __init__(self, operand, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('operand', operand)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _19():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.body == other.body and
            self.var == other.var and
            self.source == other.source and
            self.where == other.where
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.body,
                    self.var,
                    self.source,
                    self.where,
                ))
    def __init__(self, op, body, var, source, where=attr_dict['where'].default, op_span=attr_dict['op_span'].default, var_span=attr_dict['var_span'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('body', body)
        _setattr('var', var)
        _setattr('source', source)
        _setattr('where', where)
        _setattr('op_span', op_span)
        _setattr('var_span', var_span)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _20():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.items == other.items
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.items,
                ))
    def __init__(self, items, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('items', items)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _21():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.text == other.text
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.text,
                ))
    def __init__(self, kind, text, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('text', text)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _22():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.target == other.target
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.target,
                ))
    def __init__(self, target, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('target', target)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _23():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.neutral == other.neutral
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.neutral,
                ))
    def __init__(self, id, title, neutral=attr_dict['neutral'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('neutral', neutral)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _24():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.first == other.first and
            self.last == other.last
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.first,
                    self.last,
                ))
    def __init__(self, id, title, first, last, span=attr_dict['span'].default, covers_span=attr_dict['covers_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('first', first)
        _setattr('last', last)
        _setattr('span', span)
        _setattr('covers_span', covers_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _25():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.series == other.series and
            self.source == other.source and
            self.scale == other.scale and
            self.turn == other.turn and
            self.credits == other.credits and
            self.sides == other.sides and
            self.dice == other.dice and
            self.externals == other.externals and
            self.notes == other.notes and
            self.twice == other.twice
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.series,
                    self.source,
                    self.scale,
                    self.turn,
                    self.credits,
                    self.sides,
                    self.dice,
                    self.externals,
                    self.notes,
                    self.twice,
                ))
    def __init__(self, id, title=attr_dict['title'].default, series=attr_dict['series'].default, source=attr_dict['source'].default, scale=attr_dict['scale'].default, turn=attr_dict['turn'].default, credits=attr_dict['credits'].default, sides=attr_dict['sides'].default, dice=attr_dict['dice'].default, externals=attr_dict['externals'].default, notes=attr_dict['notes'].default, span=attr_dict['span'].default, twice=attr_dict['twice'].default, turn_span=attr_dict['turn_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('series', series)
        _setattr('source', source)
        _setattr('scale', scale)
        _setattr('turn', turn)
        _setattr('credits', credits)
        _setattr('sides', sides)
        _setattr('dice', dice)
        _setattr('externals', externals)
        _setattr('notes', notes)
        _setattr('span', span)
        _setattr('twice', twice)
        _setattr('turn_span', turn_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _26():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.says == other.says and
            self.parent == other.parent and
            self.optional == other.optional and
            self.tags == other.tags and
            self.refs == other.refs and
            self.notes == other.notes and
            self.file == other.file and
            self.twice == other.twice
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.says,
                    self.parent,
                    self.optional,
                    self.tags,
                    self.refs,
                    self.notes,
                    self.file,
                    self.twice,
                ))
    def __init__(self, id, title, says=attr_dict['says'].default, parent=attr_dict['parent'].default, optional=attr_dict['optional'].default, tags=attr_dict['tags'].default, refs=attr_dict['refs'].default, notes=attr_dict['notes'].default, file=attr_dict['file'].default, end_line=attr_dict['end_line'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('says', says)
        _setattr('parent', parent)
        _setattr('optional', optional)
        _setattr('tags', tags)
        _setattr('refs', refs)
        _setattr('notes', notes)
        _setattr('file', file)
        _setattr('end_line', end_line)
        _setattr('twice', twice)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _27():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.says == other.says and
            self.clause == other.clause and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.says,
                    self.clause,
                    self.refs,
                ))
    def __init__(self, id, title, says=attr_dict['says'].default, clause=attr_dict['clause'].default, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('says', says)
        _setattr('clause', clause)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _28():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                ))
    def __init__(self, id, title, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _29():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.values == other.values and
            self.clause == other.clause
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.values,
                    self.clause,
                ))
    def __init__(self, id, title, values, clause=attr_dict['clause'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('values', values)
        _setattr('clause', clause)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _30():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.type == other.type and
            self.title == other.title and
            self.clause == other.clause and
            self.default == other.default and
            self.at_most == other.at_most
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.type,
                    self.title,
                    self.clause,
                    self.default,
                    self.at_most,
                ))
    def __init__(self, id, type, title=attr_dict['title'].default, clause=attr_dict['clause'].default, default=attr_dict['default'].default, type_span=attr_dict['type_span'].default, span=attr_dict['span'].default, at_most=attr_dict['at_most'].default, at_most_span=attr_dict['at_most_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('type', type)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('default', default)
        _setattr('type_span', type_span)
        _setattr('span', span)
        _setattr('at_most', at_most)
        _setattr('at_most_span', at_most_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _31():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.type == other.type and
            self.title == other.title and
            self.default == other.default
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.type,
                    self.title,
                    self.default,
                ))
    def __init__(self, name, type, title=attr_dict['title'].default, default=attr_dict['default'].default, type_span=attr_dict['type_span'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('type', type)
        _setattr('title', title)
        _setattr('default', default)
        _setattr('type_span', type_span)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _32():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.fields == other.fields and
            self.clause == other.clause
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.fields,
                    self.clause,
                ))
    def __init__(self, id, title, fields, clause=attr_dict['clause'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('fields', fields)
        _setattr('clause', clause)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _33():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.value == other.value and
            self.printed == other.printed and
            self.unit == other.unit and
            self.title == other.title and
            self.clause == other.clause
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.value,
                    self.printed,
                    self.unit,
                    self.title,
                    self.clause,
                ))
    def __init__(self, id, value, printed, unit=attr_dict['unit'].default, title=attr_dict['title'].default, clause=attr_dict['clause'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('value', value)
        _setattr('printed', printed)
        _setattr('unit', unit)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _34():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.marks == other.marks
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.marks,
                ))
    def __init__(self, text, marks=attr_dict['marks'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('marks', marks)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _35():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.cells == other.cells and
            self.separator == other.separator and
            self.group == other.group
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.cells,
                    self.separator,
                    self.group,
                ))
    def __init__(self, cells, separator=attr_dict['separator'].default, group=attr_dict['group'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('cells', cells)
        _setattr('separator', separator)
        _setattr('group', group)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _36():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.value,
                ))
    def __init__(self, kind, value=attr_dict['value'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _37():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.where == other.where and
            self.bound == other.bound and
            self.actions == other.actions and
            self.clause == other.clause and
            self.inferred == other.inferred and
            self.inferred_where == other.inferred_where and
            self.inferred_bound == other.inferred_bound
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.where,
                    self.bound,
                    self.actions,
                    self.clause,
                    self.inferred,
                    self.inferred_where,
                    self.inferred_bound,
                ))
    def __init__(self, where, bound, actions, clause=attr_dict['clause'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, inferred_where=attr_dict['inferred_where'].default, inferred_bound=attr_dict['inferred_bound'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('where', where)
        _setattr('bound', bound)
        _setattr('actions', actions)
        _setattr('clause', clause)
        _setattr('span', span)
        _setattr('inferred', inferred)
        _setattr('inferred_where', inferred_where)
        _setattr('inferred_bound', inferred_bound)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _38():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.row == other.row and
            self.column == other.column and
            self.text == other.text
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.row,
                    self.column,
                    self.text,
                ))
    def __init__(self, row, column, text, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('row', row)
        _setattr('column', column)
        _setattr('text', text)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _39():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.missing == other.missing and
            self.missing_text == other.missing_text and
            self.roll == other.roll and
            self.rows_kind == other.rows_kind and
            self.columns_kind == other.columns_kind and
            self.header_by == other.header_by and
            self.results == other.results and
            self.edges == other.edges and
            self.grid == other.grid and
            self.footnotes == other.footnotes and
            self.column_results == other.column_results and
            self.notes == other.notes and
            self.refs == other.refs and
            self.twice == other.twice and
            self.cell_readings == other.cell_readings and
            self.columns_label == other.columns_label
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.missing,
                    self.missing_text,
                    self.roll,
                    self.rows_kind,
                    self.columns_kind,
                    self.header_by,
                    self.results,
                    self.edges,
                    self.grid,
                    self.footnotes,
                    self.column_results,
                    self.notes,
                    self.refs,
                    self.twice,
                    self.cell_readings,
                    self.columns_label,
                ))
    def __init__(self, id, title, clause=attr_dict['clause'].default, missing=attr_dict['missing'].default, missing_text=attr_dict['missing_text'].default, roll=attr_dict['roll'].default, rows_kind=attr_dict['rows_kind'].default, columns_kind=attr_dict['columns_kind'].default, header_by=attr_dict['header_by'].default, results=attr_dict['results'].default, edges=attr_dict['edges'].default, grid=attr_dict['grid'].default, footnotes=attr_dict['footnotes'].default, column_results=attr_dict['column_results'].default, notes=attr_dict['notes'].default, refs=attr_dict['refs'].default, decl_spans=attr_dict['decl_spans'].default, span=attr_dict['span'].default, twice=attr_dict['twice'].default, cell_readings=attr_dict['cell_readings'].default, columns_label=attr_dict['columns_label'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('missing', missing)
        _setattr('missing_text', missing_text)
        _setattr('roll', roll)
        _setattr('rows_kind', rows_kind)
        _setattr('columns_kind', columns_kind)
        _setattr('header_by', header_by)
        _setattr('results', results)
        _setattr('edges', edges)
        _setattr('grid', grid)
        _setattr('footnotes', footnotes)
        _setattr('column_results', column_results)
        _setattr('notes', notes)
        _setattr('refs', refs)
        _setattr('decl_spans', decl_spans)
        _setattr('span', span)
        _setattr('twice', twice)
        _setattr('cell_readings', cell_readings)
        _setattr('columns_label', columns_label)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _40():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.value,
                ))
    def __init__(self, name, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _41():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.kind == other.kind and
            self.meaning == other.meaning and
            self.fixed == other.fixed and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.kind,
                    self.meaning,
                    self.fixed,
                    self.inferred,
                ))
    def __init__(self, text, kind, meaning=attr_dict['meaning'].default, span=attr_dict['span'].default, fixed=attr_dict['fixed'].default, inferred=attr_dict['inferred'].default, inferred_span=attr_dict['inferred_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('kind', kind)
        _setattr('meaning', meaning)
        _setattr('span', span)
        _setattr('fixed', fixed)
        _setattr('inferred', inferred)
        _setattr('inferred_span', inferred_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _42():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.split == other.split and
            self.patterns == other.patterns and
            self.blank == other.blank and
            self.marks == other.marks and
            self.notes == other.notes and
            self.twice == other.twice
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.split,
                    self.patterns,
                    self.blank,
                    self.marks,
                    self.notes,
                    self.twice,
                ))
    def __init__(self, id, title=attr_dict['title'].default, clause=attr_dict['clause'].default, split=attr_dict['split'].default, patterns=attr_dict['patterns'].default, blank=attr_dict['blank'].default, marks=attr_dict['marks'].default, notes=attr_dict['notes'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default, split_span=attr_dict['split_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('split', split)
        _setattr('patterns', patterns)
        _setattr('blank', blank)
        _setattr('marks', marks)
        _setattr('notes', notes)
        _setattr('twice', twice)
        _setattr('span', span)
        _setattr('split_span', split_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _43():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.type == other.type and
            self.keys_of == other.keys_of and
            self.axis == other.axis and
            self.dice == other.dice
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.type,
                    self.keys_of,
                    self.axis,
                    self.dice,
                ))
    def __init__(self, name, type=attr_dict['type'].default, span=attr_dict['span'].default, keys_of=attr_dict['keys_of'].default, axis=attr_dict['axis'].default, keys_span=attr_dict['keys_span'].default, axis_span=attr_dict['axis_span'].default, dice=attr_dict['dice'].default, type_span=attr_dict['type_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('type', type)
        _setattr('span', span)
        _setattr('keys_of', keys_of)
        _setattr('axis', axis)
        _setattr('keys_span', keys_span)
        _setattr('axis_span', axis_span)
        _setattr('dice', dice)
        _setattr('type_span', type_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _44():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.when == other.when
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.when,
                ))
    def __init__(self, text, when=attr_dict['when'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('when', when)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _45():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.params == other.params and
            self.body == other.body and
            self.title == other.title and
            self.clause == other.clause and
            self.returns == other.returns and
            self.wording == other.wording and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.params,
                    self.body,
                    self.title,
                    self.clause,
                    self.returns,
                    self.wording,
                    self.inferred,
                ))
    def __init__(self, id, params, body, title=attr_dict['title'].default, clause=attr_dict['clause'].default, span=attr_dict['span'].default, returns=attr_dict['returns'].default, wording=attr_dict['wording'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('params', params)
        _setattr('body', body)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('span', span)
        _setattr('returns', returns)
        _setattr('wording', wording)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _46():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.amount == other.amount and
            self.constant == other.constant and
            self.sign == other.sign and
            self.side == other.side and
            self.rounding == other.rounding and
            self.cell == other.cell
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.amount,
                    self.constant,
                    self.sign,
                    self.side,
                    self.rounding,
                    self.cell,
                ))
    def __init__(self, kind, amount=attr_dict['amount'].default, constant=attr_dict['constant'].default, sign=attr_dict['sign'].default, side=attr_dict['side'].default, rounding=attr_dict['rounding'].default, cell=attr_dict['cell'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('amount', amount)
        _setattr('constant', constant)
        _setattr('sign', sign)
        _setattr('side', side)
        _setattr('rounding', rounding)
        _setattr('cell', cell)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _47():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.effect == other.effect and
            self.when == other.when and
            self.unless == other.unless and
            self.per == other.per and
            self.at_most == other.at_most and
            self.on == other.on and
            self.notes == other.notes and
            self.scenario == other.scenario and
            self.wording == other.wording and
            self.twice == other.twice and
            self.on_span == other.on_span and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.effect,
                    self.when,
                    self.unless,
                    self.per,
                    self.at_most,
                    self.on,
                    self.notes,
                    self.scenario,
                    self.wording,
                    self.twice,
                    self.on_span,
                    self.inferred,
                ))
    def __init__(self, id, title=attr_dict['title'].default, clause=attr_dict['clause'].default, effect=attr_dict['effect'].default, when=attr_dict['when'].default, unless=attr_dict['unless'].default, per=attr_dict['per'].default, at_most=attr_dict['at_most'].default, on=attr_dict['on'].default, notes=attr_dict['notes'].default, scenario=attr_dict['scenario'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, at_most_span=attr_dict['at_most_span'].default, on_span=attr_dict['on_span'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('effect', effect)
        _setattr('when', when)
        _setattr('unless', unless)
        _setattr('per', per)
        _setattr('at_most', at_most)
        _setattr('on', on)
        _setattr('notes', notes)
        _setattr('scenario', scenario)
        _setattr('wording', wording)
        _setattr('twice', twice)
        _setattr('at_most_span', at_most_span)
        _setattr('on_span', on_span)
        _setattr('span', span)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _48():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.mode == other.mode and
            self.members == other.members and
            self.title == other.title and
            self.clause == other.clause and
            self.at_most == other.at_most
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.mode,
                    self.members,
                    self.title,
                    self.clause,
                    self.at_most,
                ))
    def __init__(self, id, mode, members, title=attr_dict['title'].default, clause=attr_dict['clause'].default, at_most=attr_dict['at_most'].default, member_spans=attr_dict['member_spans'].default, at_most_span=attr_dict['at_most_span'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('mode', mode)
        _setattr('members', members)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('at_most', at_most)
        _setattr('member_spans', member_spans)
        _setattr('at_most_span', at_most_span)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _49():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.modal == other.modal and
            self.action == other.action and
            self.title == other.title and
            self.clause == other.clause and
            self.who == other.who and
            self.when == other.when and
            self.unless == other.unless and
            self.notes == other.notes and
            self.scenario == other.scenario and
            self.wording == other.wording and
            self.twice == other.twice and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.modal,
                    self.action,
                    self.title,
                    self.clause,
                    self.who,
                    self.when,
                    self.unless,
                    self.notes,
                    self.scenario,
                    self.wording,
                    self.twice,
                    self.inferred,
                ))
    def __init__(self, id, modal, action, title=attr_dict['title'].default, clause=attr_dict['clause'].default, who=attr_dict['who'].default, when=attr_dict['when'].default, unless=attr_dict['unless'].default, notes=attr_dict['notes'].default, scenario=attr_dict['scenario'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, who_span=attr_dict['who_span'].default, span=attr_dict['span'].default, modal_span=attr_dict['modal_span'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('modal', modal)
        _setattr('action', action)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('who', who)
        _setattr('when', when)
        _setattr('unless', unless)
        _setattr('notes', notes)
        _setattr('scenario', scenario)
        _setattr('wording', wording)
        _setattr('twice', twice)
        _setattr('who_span', who_span)
        _setattr('span', span)
        _setattr('modal_span', modal_span)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _50():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.field == other.field and
            self.kind == other.kind and
            self.pairs == other.pairs and
            self.side == other.side
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.field,
                    self.kind,
                    self.pairs,
                    self.side,
                ))
    def __init__(self, field, kind, pairs, span=attr_dict['span'].default, side=attr_dict['side'].default, side_span=attr_dict['side_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('field', field)
        _setattr('kind', kind)
        _setattr('pairs', pairs)
        _setattr('span', span)
        _setattr('side', side)
        _setattr('side_span', side_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _51():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.target == other.target and
            self.target_is_clause == other.target_is_clause and
            self.when == other.when and
            self.unless == other.unless and
            self.effect == other.effect and
            self.rewrites == other.rewrites and
            self.use == other.use and
            self.priority == other.priority and
            self.says == other.says and
            self.scenario == other.scenario and
            self.notes == other.notes and
            self.wording == other.wording and
            self.twice == other.twice and
            self.always == other.always and
            self.chooser == other.chooser and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.target,
                    self.target_is_clause,
                    self.when,
                    self.unless,
                    self.effect,
                    self.rewrites,
                    self.use,
                    self.priority,
                    self.says,
                    self.scenario,
                    self.notes,
                    self.wording,
                    self.twice,
                    self.always,
                    self.chooser,
                    self.inferred,
                ))
    def __init__(self, id, title=attr_dict['title'].default, clause=attr_dict['clause'].default, target=attr_dict['target'].default, target_is_clause=attr_dict['target_is_clause'].default, when=attr_dict['when'].default, unless=attr_dict['unless'].default, effect=attr_dict['effect'].default, rewrites=attr_dict['rewrites'].default, use=attr_dict['use'].default, priority=attr_dict['priority'].default, says=attr_dict['says'].default, scenario=attr_dict['scenario'].default, notes=attr_dict['notes'].default, target_span=attr_dict['target_span'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default, always=attr_dict['always'].default, chooser=attr_dict['chooser'].default, chooser_span=attr_dict['chooser_span'].default, inferred=attr_dict['inferred'].default, effect_span=attr_dict['effect_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('target', target)
        _setattr('target_is_clause', target_is_clause)
        _setattr('when', when)
        _setattr('unless', unless)
        _setattr('effect', effect)
        _setattr('rewrites', rewrites)
        _setattr('use', use)
        _setattr('priority', priority)
        _setattr('says', says)
        _setattr('scenario', scenario)
        _setattr('notes', notes)
        _setattr('target_span', target_span)
        _setattr('wording', wording)
        _setattr('twice', twice)
        _setattr('span', span)
        _setattr('always', always)
        _setattr('chooser', chooser)
        _setattr('chooser_span', chooser_span)
        _setattr('inferred', inferred)
        _setattr('effect_span', effect_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _52():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.id == other.id and
            self.title == other.title and
            self.ref == other.ref and
            self.who == other.who and
            self.when == other.when and
            self.repeat == other.repeat and
            self.says == other.says and
            self.notes == other.notes and
            self.children == other.children and
            self.wording == other.wording and
            self.twice == other.twice and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.id,
                    self.title,
                    self.ref,
                    self.who,
                    self.when,
                    self.repeat,
                    self.says,
                    self.notes,
                    self.children,
                    self.wording,
                    self.twice,
                    self.inferred,
                ))
    def __init__(self, kind, id, title, ref=attr_dict['ref'].default, who=attr_dict['who'].default, when=attr_dict['when'].default, repeat=attr_dict['repeat'].default, says=attr_dict['says'].default, notes=attr_dict['notes'].default, children=attr_dict['children'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, who_spans=attr_dict['who_spans'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('ref', ref)
        _setattr('who', who)
        _setattr('when', when)
        _setattr('repeat', repeat)
        _setattr('says', says)
        _setattr('notes', notes)
        _setattr('children', children)
        _setattr('wording', wording)
        _setattr('twice', twice)
        _setattr('who_spans', who_spans)
        _setattr('span', span)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _53():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.steps == other.steps and
            self.clause == other.clause and
            self.notes == other.notes
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.steps,
                    self.clause,
                    self.notes,
                ))
    def __init__(self, id, title, steps, clause=attr_dict['clause'].default, notes=attr_dict['notes'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('steps', steps)
        _setattr('clause', clause)
        _setattr('notes', notes)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _54():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.value == other.value and
            self.name == other.name
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.value,
                    self.name,
                ))
    def __init__(self, kind, value, name=attr_dict['name'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('value', value)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _55():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.places == other.places and
            self.radius == other.radius and
            self.text == other.text and
            self.one_of == other.one_of
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.places,
                    self.radius,
                    self.text,
                    self.one_of,
                ))
    def __init__(self, kind, places=attr_dict['places'].default, radius=attr_dict['radius'].default, text=attr_dict['text'].default, one_of=attr_dict['one_of'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('places', places)
        _setattr('radius', radius)
        _setattr('text', text)
        _setattr('one_of', one_of)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _56():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.formation == other.formation and
            self.placement == other.placement and
            self.units == other.units and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.formation,
                    self.placement,
                    self.units,
                    self.inferred,
                ))
    def __init__(self, side, formation, placement, units, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('formation', formation)
        _setattr('placement', placement)
        _setattr('units', units)
        _setattr('span', span)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _57():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.turn == other.turn and
            self.units == other.units and
            self.destination == other.destination and
            self.remark == other.remark and
            self.inferred == other.inferred and
            self.relocation == other.relocation
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.turn,
                    self.units,
                    self.destination,
                    self.remark,
                    self.inferred,
                    self.relocation,
                ))
    def __init__(self, side, turn, units, destination=attr_dict['destination'].default, remark=attr_dict['remark'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, relocation=attr_dict['relocation'].default, turn_span=attr_dict['turn_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('turn', turn)
        _setattr('units', units)
        _setattr('destination', destination)
        _setattr('remark', remark)
        _setattr('span', span)
        _setattr('inferred', inferred)
        _setattr('relocation', relocation)
        _setattr('turn_span', turn_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _58():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.fact == other.fact and
            self.by == other.by and
            self.values == other.values
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.fact,
                    self.by,
                    self.values,
                ))
    def __init__(self, fact, by, values, value_spans=attr_dict['value_spans'].default, span=attr_dict['span'].default, by_span=attr_dict['by_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('fact', fact)
        _setattr('by', by)
        _setattr('values', values)
        _setattr('value_spans', value_spans)
        _setattr('span', span)
        _setattr('by_span', by_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _59():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.turn == other.turn and
            self.side == other.side and
            self.amount == other.amount and
            self.unit == other.unit and
            self.title == other.title
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.turn,
                    self.side,
                    self.amount,
                    self.unit,
                    self.title,
                ))
    def __init__(self, turn, side, amount, unit=attr_dict['unit'].default, title=attr_dict['title'].default, span=attr_dict['span'].default, turn_span=attr_dict['turn_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('turn', turn)
        _setattr('side', side)
        _setattr('amount', amount)
        _setattr('unit', unit)
        _setattr('title', title)
        _setattr('span', span)
        _setattr('turn_span', turn_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _60():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.turn == other.turn and
            self.segment == other.segment and
            self.placement == other.placement and
            self.units == other.units and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.turn,
                    self.segment,
                    self.placement,
                    self.units,
                    self.inferred,
                ))
    def __init__(self, side, turn, segment, placement, units, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, turn_span=attr_dict['turn_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('turn', turn)
        _setattr('segment', segment)
        _setattr('placement', placement)
        _setattr('units', units)
        _setattr('span', span)
        _setattr('inferred', inferred)
        _setattr('turn_span', turn_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _61():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.first_turn == other.first_turn and
            self.last_turn == other.last_turn and
            self.count == other.count and
            self.kind == other.kind and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.first_turn,
                    self.last_turn,
                    self.count,
                    self.kind,
                    self.inferred,
                ))
    def __init__(self, side, first_turn, last_turn, count, kind=attr_dict['kind'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, turn_span=attr_dict['turn_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('first_turn', first_turn)
        _setattr('last_turn', last_turn)
        _setattr('count', count)
        _setattr('kind', kind)
        _setattr('span', span)
        _setattr('inferred', inferred)
        _setattr('turn_span', turn_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _62():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.text == other.text
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.text,
                ))
    def __init__(self, side, text, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('text', text)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _63():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.path == other.path and
            self.when == other.when
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.path,
                    self.when,
                ))
    def __init__(self, path, when=attr_dict['when'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('path', path)
        _setattr('when', when)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _64():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.first_turn == other.first_turn and
            self.last_turn == other.last_turn and
            self.area == other.area and
            self.first_side == other.first_side and
            self.setup_order == other.setup_order and
            self.starts == other.starts and
            self.markers == other.markers and
            self.setups == other.setups and
            self.supports == other.supports and
            self.reinforcements == other.reinforcements and
            self.removals == other.removals and
            self.amounts == other.amounts and
            self.calendars == other.calendars and
            self.victories == other.victories and
            self.skips == other.skips and
            self.options == other.options and
            self.all_options == other.all_options and
            self.says == other.says and
            self.notes == other.notes and
            self.twice == other.twice
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.first_turn,
                    self.last_turn,
                    self.area,
                    self.first_side,
                    self.setup_order,
                    self.starts,
                    self.markers,
                    self.setups,
                    self.supports,
                    self.reinforcements,
                    self.removals,
                    self.amounts,
                    self.calendars,
                    self.victories,
                    self.skips,
                    self.options,
                    self.all_options,
                    self.says,
                    self.notes,
                    self.twice,
                ))
    def __init__(self, id, title, clause=attr_dict['clause'].default, first_turn=attr_dict['first_turn'].default, last_turn=attr_dict['last_turn'].default, area=attr_dict['area'].default, first_side=attr_dict['first_side'].default, setup_order=attr_dict['setup_order'].default, starts=attr_dict['starts'].default, markers=attr_dict['markers'].default, setups=attr_dict['setups'].default, supports=attr_dict['supports'].default, reinforcements=attr_dict['reinforcements'].default, removals=attr_dict['removals'].default, amounts=attr_dict['amounts'].default, calendars=attr_dict['calendars'].default, victories=attr_dict['victories'].default, skips=attr_dict['skips'].default, options=attr_dict['options'].default, all_options=attr_dict['all_options'].default, says=attr_dict['says'].default, notes=attr_dict['notes'].default, side_spans=attr_dict['side_spans'].default, turns_span=attr_dict['turns_span'].default, first_span=attr_dict['first_span'].default, all_options_span=attr_dict['all_options_span'].default, unitless=attr_dict['unitless'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('first_turn', first_turn)
        _setattr('last_turn', last_turn)
        _setattr('area', area)
        _setattr('first_side', first_side)
        _setattr('setup_order', setup_order)
        _setattr('starts', starts)
        _setattr('markers', markers)
        _setattr('setups', setups)
        _setattr('supports', supports)
        _setattr('reinforcements', reinforcements)
        _setattr('removals', removals)
        _setattr('amounts', amounts)
        _setattr('calendars', calendars)
        _setattr('victories', victories)
        _setattr('skips', skips)
        _setattr('options', options)
        _setattr('all_options', all_options)
        _setattr('says', says)
        _setattr('notes', notes)
        _setattr('side_spans', side_spans)
        _setattr('turns_span', turns_span)
        _setattr('first_span', first_span)
        _setattr('all_options_span', all_options_span)
        _setattr('unitless', unitless)
        _setattr('twice', twice)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _65():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.title == other.title and
            self.checks == other.checks and
            self.clause == other.clause and
            self.index == other.index and
            self.scenario == other.scenario and
            self.printed == other.printed
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.title,
                    self.checks,
                    self.clause,
                    self.index,
                    self.scenario,
                    self.printed,
                ))
    def __init__(self, title, checks, clause=attr_dict['clause'].default, index=attr_dict['index'].default, scenario=attr_dict['scenario'].default, span=attr_dict['span'].default, printed=attr_dict['printed'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('title', title)
        _setattr('checks', checks)
        _setattr('clause', clause)
        _setattr('index', index)
        _setattr('scenario', scenario)
        _setattr('span', span)
        _setattr('printed', printed)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _66():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.value,
                ))
    def __init__(self, kind, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _67():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.size == other.size and
            self.orientation == other.orientation and
            self.items == other.items and
            self.twice == other.twice and
            self.size_span == other.size_span and
            self.orientation_span == other.orientation_span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.size,
                    self.orientation,
                    self.items,
                    self.twice,
                    self.size_span,
                    self.orientation_span,
                ))
    def __init__(self, id, title, size=attr_dict['size'].default, orientation=attr_dict['orientation'].default, items=attr_dict['items'].default, span=attr_dict['span'].default, twice=attr_dict['twice'].default, size_span=attr_dict['size_span'].default, orientation_span=attr_dict['orientation_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('size', size)
        _setattr('orientation', orientation)
        _setattr('items', items)
        _setattr('span', span)
        _setattr('twice', twice)
        _setattr('size_span', size_span)
        _setattr('orientation_span', orientation_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _68():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.header == other.header and
            self.clauses == other.clauses and
            self.terms == other.terms and
            self.enums == other.enums and
            self.facts == other.facts and
            self.constants == other.constants and
            self.tables == other.tables and
            self.results == other.results and
            self.records == other.records and
            self.formulas == other.formulas and
            self.modifiers == other.modifiers and
            self.combines == other.combines and
            self.permissions == other.permissions and
            self.exceptions == other.exceptions and
            self.sequences == other.sequences and
            self.scenarios == other.scenarios and
            self.examples == other.examples and
            self.aids == other.aids and
            self.cited == other.cited and
            self.owned == other.owned and
            self.files == other.files
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.header,
                    self.clauses,
                    self.terms,
                    self.enums,
                    self.facts,
                    self.constants,
                    self.tables,
                    self.results,
                    self.records,
                    self.formulas,
                    self.modifiers,
                    self.combines,
                    self.permissions,
                    self.exceptions,
                    self.sequences,
                    self.scenarios,
                    self.examples,
                    self.aids,
                    self.cited,
                    self.owned,
                    self.files,
                ))
    def __init__(self, header, clauses=attr_dict['clauses'].default, terms=attr_dict['terms'].default, enums=attr_dict['enums'].default, facts=attr_dict['facts'].default, constants=attr_dict['constants'].default, tables=attr_dict['tables'].default, results=attr_dict['results'].default, records=attr_dict['records'].default, formulas=attr_dict['formulas'].default, modifiers=attr_dict['modifiers'].default, combines=attr_dict['combines'].default, permissions=attr_dict['permissions'].default, exceptions=attr_dict['exceptions'].default, sequences=attr_dict['sequences'].default, scenarios=attr_dict['scenarios'].default, examples=attr_dict['examples'].default, aids=attr_dict['aids'].default, cited=attr_dict['cited'].default, owned=attr_dict['owned'].default, files=attr_dict['files'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('header', header)
        _setattr('clauses', clauses)
        _setattr('terms', terms)
        _setattr('enums', enums)
        _setattr('facts', facts)
        _setattr('constants', constants)
        _setattr('tables', tables)
        _setattr('results', results)
        _setattr('records', records)
        _setattr('formulas', formulas)
        _setattr('modifiers', modifiers)
        _setattr('combines', combines)
        _setattr('permissions', permissions)
        _setattr('exceptions', exceptions)
        _setattr('sequences', sequences)
        _setattr('scenarios', scenarios)
        _setattr('examples', examples)
        _setattr('aids', aids)
        _setattr('cited', cited)
        _setattr('owned', owned)
        _setattr('files', files)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _69():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                    self.type,
                ))
    def __init__(self, value, type):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _70():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.name == other.name and
            self.type == other.type and
            self.enum == other.enum and
            self.clause == other.clause
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.name,
                    self.type,
                    self.enum,
                    self.clause,
                ))
    def __init__(self, kind, name, type, enum=attr_dict['enum'].default, clause=attr_dict['clause'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('name', name)
        _setattr('type', type)
        _setattr('enum', enum)
        _setattr('clause', clause)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _71():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.operand == other.operand and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.operand,
                    self.type,
                ))
    def __init__(self, op, operand, type):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('operand', operand)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _72():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.left == other.left and
            self.right == other.right and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.left,
                    self.right,
                    self.type,
                ))
    def __init__(self, op, left, right, type=attr_dict['type'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('left', left)
        _setattr('right', right)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _73():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.left == other.left and
            self.right == other.right and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.left,
                    self.right,
                    self.type,
                ))
    def __init__(self, op, left, right, type=attr_dict['type'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('left', left)
        _setattr('right', right)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _74():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.left == other.left and
            self.options == other.options and
            self.negate == other.negate and
            self.type == other.type and
            self.over == other.over
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.left,
                    self.options,
                    self.negate,
                    self.type,
                    self.over,
                ))
    def __init__(self, left, options, negate=attr_dict['negate'].default, type=attr_dict['type'].default, over=attr_dict['over'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('left', left)
        _setattr('options', options)
        _setattr('negate', negate)
        _setattr('type', type)
        _setattr('over', over)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _75():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.operands == other.operands and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.operands,
                    self.type,
                ))
    def __init__(self, op, operands, type=attr_dict['type'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('operands', operands)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _76():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.condition == other.condition and
            self.then == other.then and
            self.otherwise == other.otherwise and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.condition,
                    self.then,
                    self.otherwise,
                    self.type,
                ))
    def __init__(self, condition, then, otherwise, type):
        _setattr = _cached_setattr_get(self)
        _setattr('condition', condition)
        _setattr('then', then)
        _setattr('otherwise', otherwise)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _77():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.target == other.target and
            self.name == other.name and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.target,
                    self.name,
                    self.type,
                ))
    def __init__(self, target, name, type):
        _setattr = _cached_setattr_get(self)
        _setattr('target', target)
        _setattr('name', name)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _78():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.target == other.target and
            self.name == other.name and
            self.record == other.record and
            self.type == other.type and
            self.default == other.default
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.target,
                    self.name,
                    self.record,
                    self.type,
                    self.default,
                ))
    def __init__(self, target, name, record, type, default=attr_dict['default'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('target', target)
        _setattr('name', name)
        _setattr('record', record)
        _setattr('type', type)
        _setattr('default', default)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _79():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.value,
                ))
    def __init__(self, name, value):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('value', value)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _80():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.name == other.name and
            self.type == other.type and
            self.args == other.args and
            self.params == other.params and
            self.facts == other.facts and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.name,
                    self.type,
                    self.args,
                    self.params,
                    self.facts,
                    self.value,
                ))
    def __init__(self, kind, name, type, args=attr_dict['args'].default, params=attr_dict['params'].default, facts=attr_dict['facts'].default, value=attr_dict['value'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('name', name)
        _setattr('type', type)
        _setattr('args', args)
        _setattr('params', params)
        _setattr('facts', facts)
        _setattr('value', value)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _81():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.table == other.table and
            self.method == other.method and
            self.type == other.type and
            self.positional == other.positional and
            self.args == other.args and
            self.facts == other.facts
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.table,
                    self.method,
                    self.type,
                    self.positional,
                    self.args,
                    self.facts,
                ))
    def __init__(self, table, method, type, positional=attr_dict['positional'].default, args=attr_dict['args'].default, facts=attr_dict['facts'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('table', table)
        _setattr('method', method)
        _setattr('type', type)
        _setattr('positional', positional)
        _setattr('args', args)
        _setattr('facts', facts)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _82():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.op == other.op and
            self.var == other.var and
            self.source == other.source and
            self.body == other.body and
            self.where == other.where and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.op,
                    self.var,
                    self.source,
                    self.body,
                    self.where,
                    self.type,
                ))
    def __init__(self, op, var, source, body, where=attr_dict['where'].default, type=attr_dict['type'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('op', op)
        _setattr('var', var)
        _setattr('source', source)
        _setattr('body', body)
        _setattr('where', where)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _83():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.items == other.items and
            self.type == other.type
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.items,
                    self.type,
                ))
    def __init__(self, items, type):
        _setattr = _cached_setattr_get(self)
        _setattr('items', items)
        _setattr('type', type)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _84():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.text == other.text
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.text,
                ))
    def __init__(self, kind, text):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('text', text)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _85():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.neutral == other.neutral
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.neutral,
                ))
    def __init__(self, id, title, neutral=attr_dict['neutral'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('neutral', neutral)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _86():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.first == other.first and
            self.last == other.last
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.first,
                    self.last,
                ))
    def __init__(self, id, title, first, last):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('first', first)
        _setattr('last', last)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _87():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.says == other.says and
            self.kind == other.kind and
            self.parent == other.parent and
            self.optional == other.optional and
            self.source == other.source and
            self.refs == other.refs and
            self.referenced_by == other.referenced_by and
            self.exceptions == other.exceptions and
            self.tags == other.tags and
            self.notes == other.notes and
            self.doubts == other.doubts and
            self.remarks == other.remarks
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.says,
                    self.kind,
                    self.parent,
                    self.optional,
                    self.source,
                    self.refs,
                    self.referenced_by,
                    self.exceptions,
                    self.tags,
                    self.notes,
                    self.doubts,
                    self.remarks,
                ))
    def __init__(self, id, title, says, kind, parent, optional, source, refs=attr_dict['refs'].default, referenced_by=attr_dict['referenced_by'].default, exceptions=attr_dict['exceptions'].default, tags=attr_dict['tags'].default, notes=attr_dict['notes'].default, doubts=attr_dict['doubts'].default, remarks=attr_dict['remarks'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('says', says)
        _setattr('kind', kind)
        _setattr('parent', parent)
        _setattr('optional', optional)
        _setattr('source', source)
        _setattr('refs', refs)
        _setattr('referenced_by', referenced_by)
        _setattr('exceptions', exceptions)
        _setattr('tags', tags)
        _setattr('notes', notes)
        _setattr('doubts', doubts)
        _setattr('remarks', remarks)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _88():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.says == other.says and
            self.clause == other.clause
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.says,
                    self.clause,
                ))
    def __init__(self, id, title, says, clause):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('says', says)
        _setattr('clause', clause)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _89():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                ))
    def __init__(self, id, title):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _90():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.values == other.values and
            self.clause == other.clause
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.values,
                    self.clause,
                ))
    def __init__(self, id, title, values, clause=attr_dict['clause'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('values', values)
        _setattr('clause', clause)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _91():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.type == other.type and
            self.value_type == other.value_type and
            self.title == other.title and
            self.clause == other.clause and
            self.default == other.default and
            self.at_most == other.at_most
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.type,
                    self.value_type,
                    self.title,
                    self.clause,
                    self.default,
                    self.at_most,
                ))
    def __init__(self, id, type, value_type, title, clause, default=attr_dict['default'].default, at_most=attr_dict['at_most'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('type', type)
        _setattr('value_type', value_type)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('default', default)
        _setattr('at_most', at_most)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _92():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.value == other.value and
            self.printed == other.printed and
            self.unit == other.unit and
            self.title == other.title and
            self.clause == other.clause
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.value,
                    self.printed,
                    self.unit,
                    self.title,
                    self.clause,
                ))
    def __init__(self, id, value, printed, unit, title, clause):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('value', value)
        _setattr('printed', printed)
        _setattr('unit', unit)
        _setattr('title', title)
        _setattr('clause', clause)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _93():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.type == other.type and
            self.value_type == other.value_type and
            self.title == other.title and
            self.default == other.default
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.type,
                    self.value_type,
                    self.title,
                    self.default,
                ))
    def __init__(self, name, type, value_type, title=attr_dict['title'].default, default=attr_dict['default'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('type', type)
        _setattr('value_type', value_type)
        _setattr('title', title)
        _setattr('default', default)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _94():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.fields == other.fields
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.fields,
                ))
    def __init__(self, id, title, clause, fields):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('fields', fields)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _95():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.pattern == other.pattern and
            self.kind == other.kind and
            self.meaning == other.meaning and
            self.fields == other.fields and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.pattern,
                    self.kind,
                    self.meaning,
                    self.fields,
                    self.inferred,
                ))
    def __init__(self, pattern, kind, meaning, fields=attr_dict['fields'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('pattern', pattern)
        _setattr('kind', kind)
        _setattr('meaning', meaning)
        _setattr('fields', fields)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _96():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.split == other.split and
            self.patterns == other.patterns and
            self.blank == other.blank and
            self.marks == other.marks and
            self.remarks == other.remarks
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.split,
                    self.patterns,
                    self.blank,
                    self.marks,
                    self.remarks,
                ))
    def __init__(self, id, title, clause, split, patterns, blank=attr_dict['blank'].default, marks=attr_dict['marks'].default, remarks=attr_dict['remarks'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('split', split)
        _setattr('patterns', patterns)
        _setattr('blank', blank)
        _setattr('marks', marks)
        _setattr('remarks', remarks)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _97():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.fields == other.fields
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.fields,
                ))
    def __init__(self, kind, fields=attr_dict['fields'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('fields', fields)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _98():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.where == other.where and
            self.clause == other.clause and
            self.bound == other.bound and
            self.clamp == other.clamp and
            self.drm_per_column == other.drm_per_column and
            self.result == other.result and
            self.effects == other.effects and
            self.missing == other.missing and
            self.forbid == other.forbid and
            self.inferred == other.inferred and
            self.inferred_bound == other.inferred_bound
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.where,
                    self.clause,
                    self.bound,
                    self.clamp,
                    self.drm_per_column,
                    self.result,
                    self.effects,
                    self.missing,
                    self.forbid,
                    self.inferred,
                    self.inferred_bound,
                ))
    def __init__(self, where, clause, bound=attr_dict['bound'].default, clamp=attr_dict['clamp'].default, drm_per_column=attr_dict['drm_per_column'].default, result=attr_dict['result'].default, effects=attr_dict['effects'].default, missing=attr_dict['missing'].default, forbid=attr_dict['forbid'].default, inferred=attr_dict['inferred'].default, inferred_bound=attr_dict['inferred_bound'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('where', where)
        _setattr('clause', clause)
        _setattr('bound', bound)
        _setattr('clamp', clamp)
        _setattr('drm_per_column', drm_per_column)
        _setattr('result', result)
        _setattr('effects', effects)
        _setattr('missing', missing)
        _setattr('forbid', forbid)
        _setattr('inferred', inferred)
        _setattr('inferred_bound', inferred_bound)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _99():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.label == other.label and
            self.values == other.values and
            self.columns == other.columns and
            self.column_positions == other.column_positions and
            self.column_ranges == other.column_ranges
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.label,
                    self.values,
                    self.columns,
                    self.column_positions,
                    self.column_ranges,
                ))
    def __init__(self, label, values, columns, column_positions=attr_dict['column_positions'].default, column_ranges=attr_dict['column_ranges'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('label', label)
        _setattr('values', values)
        _setattr('columns', columns)
        _setattr('column_positions', column_positions)
        _setattr('column_ranges', column_ranges)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _100():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.row == other.row and
            self.column == other.column and
            self.text == other.text and
            self.pattern == other.pattern
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.row,
                    self.column,
                    self.text,
                    self.pattern,
                ))
    def __init__(self, row, column, text, pattern=attr_dict['pattern'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('row', row)
        _setattr('column', column)
        _setattr('text', text)
        _setattr('pattern', pattern)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _101():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.missing == other.missing and
            self.missing_text == other.missing_text and
            self.dice == other.dice and
            self.row_kind == other.row_kind and
            self.column_kind == other.column_kind and
            self.corner == other.corner and
            self.results == other.results and
            self.rows == other.rows and
            self.row_ranges == other.row_ranges and
            self.columns == other.columns and
            self.column_positions == other.column_positions and
            self.column_ranges == other.column_ranges and
            self.cells == other.cells and
            self.effects == other.effects and
            self.marks == other.marks and
            self.row_marks == other.row_marks and
            self.row_groups == other.row_groups and
            self.edges == other.edges and
            self.header_by == other.header_by and
            self.header_rows == other.header_rows and
            self.column_results == other.column_results and
            self.footnotes == other.footnotes and
            self.notes == other.notes and
            self.doubts == other.doubts and
            self.remarks == other.remarks and
            self.row_keys == other.row_keys and
            self.cell_readings == other.cell_readings and
            self.columns_label == other.columns_label
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.missing,
                    self.missing_text,
                    self.dice,
                    self.row_kind,
                    self.column_kind,
                    self.corner,
                    self.results,
                    self.rows,
                    self.row_ranges,
                    self.columns,
                    self.column_positions,
                    self.column_ranges,
                    self.cells,
                    self.effects,
                    self.marks,
                    self.row_marks,
                    self.row_groups,
                    self.edges,
                    self.header_by,
                    self.header_rows,
                    self.column_results,
                    self.footnotes,
                    self.notes,
                    self.doubts,
                    self.remarks,
                    self.row_keys,
                    self.cell_readings,
                    self.columns_label,
                ))
    def __init__(self, id, title, clause, missing, missing_text, dice, row_kind, column_kind, corner, results, rows, row_ranges, columns, column_positions, column_ranges, cells, effects, marks, row_marks, row_groups, edges, header_by=attr_dict['header_by'].default, header_rows=attr_dict['header_rows'].default, column_results=attr_dict['column_results'].default, footnotes=attr_dict['footnotes'].default, notes=attr_dict['notes'].default, doubts=attr_dict['doubts'].default, remarks=attr_dict['remarks'].default, row_keys=attr_dict['row_keys'].default, cell_readings=attr_dict['cell_readings'].default, columns_label=attr_dict['columns_label'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('missing', missing)
        _setattr('missing_text', missing_text)
        _setattr('dice', dice)
        _setattr('row_kind', row_kind)
        _setattr('column_kind', column_kind)
        _setattr('corner', corner)
        _setattr('results', results)
        _setattr('rows', rows)
        _setattr('row_ranges', row_ranges)
        _setattr('columns', columns)
        _setattr('column_positions', column_positions)
        _setattr('column_ranges', column_ranges)
        _setattr('cells', cells)
        _setattr('effects', effects)
        _setattr('marks', marks)
        _setattr('row_marks', row_marks)
        _setattr('row_groups', row_groups)
        _setattr('edges', edges)
        _setattr('header_by', header_by)
        _setattr('header_rows', header_rows)
        _setattr('column_results', column_results)
        _setattr('footnotes', footnotes)
        _setattr('notes', notes)
        _setattr('doubts', doubts)
        _setattr('remarks', remarks)
        _setattr('row_keys', row_keys)
        _setattr('cell_readings', cell_readings)
        _setattr('columns_label', columns_label)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _102():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.type == other.type and
            self.table == other.table and
            self.axis == other.axis and
            self.dice == other.dice
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.type,
                    self.table,
                    self.axis,
                    self.dice,
                ))
    def __init__(self, name, type, table=attr_dict['table'].default, axis=attr_dict['axis'].default, dice=attr_dict['dice'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('type', type)
        _setattr('table', table)
        _setattr('axis', axis)
        _setattr('dice', dice)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _103():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.option == other.option and
            self.scenario == other.scenario and
            self.condition == other.condition and
            self.wording == other.wording
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.option,
                    self.scenario,
                    self.condition,
                    self.wording,
                ))
    def __init__(self, option=attr_dict['option'].default, scenario=attr_dict['scenario'].default, condition=attr_dict['condition'].default, wording=attr_dict['wording'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('option', option)
        _setattr('scenario', scenario)
        _setattr('condition', condition)
        _setattr('wording', wording)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _104():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.when == other.when
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.when,
                ))
    def __init__(self, text, when=attr_dict['when'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('when', when)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _105():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.params == other.params and
            self.body == other.body and
            self.type == other.type and
            self.applies == other.applies and
            self.wording == other.wording and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.params,
                    self.body,
                    self.type,
                    self.applies,
                    self.wording,
                    self.inferred,
                ))
    def __init__(self, id, title, clause, params, body, type, applies=attr_dict['applies'].default, wording=attr_dict['wording'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('params', params)
        _setattr('body', body)
        _setattr('type', type)
        _setattr('applies', applies)
        _setattr('wording', wording)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _106():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.effect == other.effect and
            self.amount == other.amount and
            self.factor == other.factor and
            self.rounding == other.rounding and
            self.side == other.side and
            self.per == other.per and
            self.at_most == other.at_most and
            self.on == other.on and
            self.applies == other.applies and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.effect,
                    self.amount,
                    self.factor,
                    self.rounding,
                    self.side,
                    self.per,
                    self.at_most,
                    self.on,
                    self.applies,
                    self.inferred,
                ))
    def __init__(self, id, title, clause, effect, amount=attr_dict['amount'].default, factor=attr_dict['factor'].default, rounding=attr_dict['rounding'].default, side=attr_dict['side'].default, per=attr_dict['per'].default, at_most=attr_dict['at_most'].default, on=attr_dict['on'].default, applies=attr_dict['applies'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('effect', effect)
        _setattr('amount', amount)
        _setattr('factor', factor)
        _setattr('rounding', rounding)
        _setattr('side', side)
        _setattr('per', per)
        _setattr('at_most', at_most)
        _setattr('on', on)
        _setattr('applies', applies)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _107():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.mode == other.mode and
            self.members == other.members and
            self.at_most == other.at_most
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.mode,
                    self.members,
                    self.at_most,
                ))
    def __init__(self, id, title, clause, mode, members, at_most=attr_dict['at_most'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('mode', mode)
        _setattr('members', members)
        _setattr('at_most', at_most)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _108():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.modal == other.modal and
            self.action == other.action and
            self.who == other.who and
            self.applies == other.applies and
            self.unless == other.unless and
            self.unless_wording == other.unless_wording and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.modal,
                    self.action,
                    self.who,
                    self.applies,
                    self.unless,
                    self.unless_wording,
                    self.inferred,
                ))
    def __init__(self, id, title, clause, modal, action, who=attr_dict['who'].default, applies=attr_dict['applies'].default, unless=attr_dict['unless'].default, unless_wording=attr_dict['unless_wording'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('modal', modal)
        _setattr('action', action)
        _setattr('who', who)
        _setattr('applies', applies)
        _setattr('unless', unless)
        _setattr('unless_wording', unless_wording)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _109():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.field == other.field and
            self.kind == other.kind and
            self.pairs == other.pairs and
            self.side == other.side
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.field,
                    self.kind,
                    self.pairs,
                    self.side,
                ))
    def __init__(self, field, kind, pairs, side=attr_dict['side'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('field', field)
        _setattr('kind', kind)
        _setattr('pairs', pairs)
        _setattr('side', side)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _110():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.target == other.target and
            self.target_kind == other.target_kind and
            self.effect == other.effect and
            self.level == other.level and
            self.priority == other.priority and
            self.says == other.says and
            self.rewrites == other.rewrites and
            self.use == other.use and
            self.applies == other.applies and
            self.always == other.always and
            self.chooser == other.chooser and
            self.choice == other.choice and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.target,
                    self.target_kind,
                    self.effect,
                    self.level,
                    self.priority,
                    self.says,
                    self.rewrites,
                    self.use,
                    self.applies,
                    self.always,
                    self.chooser,
                    self.choice,
                    self.inferred,
                ))
    def __init__(self, id, title, clause, target, target_kind, effect, level, priority, says=attr_dict['says'].default, rewrites=attr_dict['rewrites'].default, use=attr_dict['use'].default, applies=attr_dict['applies'].default, always=attr_dict['always'].default, chooser=attr_dict['chooser'].default, choice=attr_dict['choice'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('target', target)
        _setattr('target_kind', target_kind)
        _setattr('effect', effect)
        _setattr('level', level)
        _setattr('priority', priority)
        _setattr('says', says)
        _setattr('rewrites', rewrites)
        _setattr('use', use)
        _setattr('applies', applies)
        _setattr('always', always)
        _setattr('chooser', chooser)
        _setattr('choice', choice)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _111():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.who == other.who and
            self.repeat == other.repeat and
            self.applies == other.applies and
            self.steps == other.steps and
            self.says == other.says and
            self.inferred == other.inferred and
            self.notes == other.notes
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.id,
                    self.title,
                    self.clause,
                    self.who,
                    self.repeat,
                    self.applies,
                    self.steps,
                    self.says,
                    self.inferred,
                    self.notes,
                ))
    def __init__(self, kind, id, title, clause=attr_dict['clause'].default, who=attr_dict['who'].default, repeat=attr_dict['repeat'].default, applies=attr_dict['applies'].default, steps=attr_dict['steps'].default, says=attr_dict['says'].default, inferred=attr_dict['inferred'].default, notes=attr_dict['notes'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('who', who)
        _setattr('repeat', repeat)
        _setattr('applies', applies)
        _setattr('steps', steps)
        _setattr('says', says)
        _setattr('inferred', inferred)
        _setattr('notes', notes)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _112():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.scenario == other.scenario and
            self.path == other.path and
            self.condition == other.condition
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.scenario,
                    self.path,
                    self.condition,
                ))
    def __init__(self, scenario, path, condition=attr_dict['condition'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('scenario', scenario)
        _setattr('path', path)
        _setattr('condition', condition)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _113():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.steps == other.steps and
            self.skips == other.skips
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.steps,
                    self.skips,
                ))
    def __init__(self, id, title, clause, steps, skips=attr_dict['skips'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('steps', steps)
        _setattr('skips', skips)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _114():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.value == other.value and
            self.name == other.name
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.value,
                    self.name,
                ))
    def __init__(self, kind, value, name=attr_dict['name'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('value', value)
        _setattr('name', name)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _115():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.places == other.places and
            self.radius == other.radius and
            self.text == other.text and
            self.one_of == other.one_of
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.places,
                    self.radius,
                    self.text,
                    self.one_of,
                ))
    def __init__(self, kind, places=attr_dict['places'].default, radius=attr_dict['radius'].default, text=attr_dict['text'].default, one_of=attr_dict['one_of'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('places', places)
        _setattr('radius', radius)
        _setattr('text', text)
        _setattr('one_of', one_of)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _116():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.formation == other.formation and
            self.placement == other.placement and
            self.units == other.units and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.formation,
                    self.placement,
                    self.units,
                    self.inferred,
                ))
    def __init__(self, side, formation, placement, units, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('formation', formation)
        _setattr('placement', placement)
        _setattr('units', units)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _117():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.turn == other.turn and
            self.segment == other.segment and
            self.placement == other.placement and
            self.units == other.units and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.turn,
                    self.segment,
                    self.placement,
                    self.units,
                    self.inferred,
                ))
    def __init__(self, side, turn, segment, placement, units, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('turn', turn)
        _setattr('segment', segment)
        _setattr('placement', placement)
        _setattr('units', units)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _118():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.turn == other.turn and
            self.units == other.units and
            self.destination == other.destination and
            self.remark == other.remark and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.turn,
                    self.units,
                    self.destination,
                    self.remark,
                    self.inferred,
                ))
    def __init__(self, side, turn, units, destination=attr_dict['destination'].default, remark=attr_dict['remark'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('turn', turn)
        _setattr('units', units)
        _setattr('destination', destination)
        _setattr('remark', remark)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _119():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.fact == other.fact and
            self.by == other.by and
            self.values == other.values
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.fact,
                    self.by,
                    self.values,
                ))
    def __init__(self, fact, by, values):
        _setattr = _cached_setattr_get(self)
        _setattr('fact', fact)
        _setattr('by', by)
        _setattr('values', values)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _120():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.turn == other.turn and
            self.side == other.side and
            self.amount == other.amount and
            self.unit == other.unit and
            self.title == other.title
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.turn,
                    self.side,
                    self.amount,
                    self.unit,
                    self.title,
                ))
    def __init__(self, turn, side, amount, unit=attr_dict['unit'].default, title=attr_dict['title'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('turn', turn)
        _setattr('side', side)
        _setattr('amount', amount)
        _setattr('unit', unit)
        _setattr('title', title)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _121():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.first_turn == other.first_turn and
            self.last_turn == other.last_turn and
            self.count == other.count and
            self.kind == other.kind and
            self.inferred == other.inferred
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.first_turn,
                    self.last_turn,
                    self.count,
                    self.kind,
                    self.inferred,
                ))
    def __init__(self, side, first_turn, last_turn, count, kind=attr_dict['kind'].default, inferred=attr_dict['inferred'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('first_turn', first_turn)
        _setattr('last_turn', last_turn)
        _setattr('count', count)
        _setattr('kind', kind)
        _setattr('inferred', inferred)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _122():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.amount == other.amount and
            self.unit == other.unit and
            self.title == other.title
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.amount,
                    self.unit,
                    self.title,
                ))
    def __init__(self, side, amount, unit, title):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('amount', amount)
        _setattr('unit', unit)
        _setattr('title', title)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _123():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.clause == other.clause and
            self.first_turn == other.first_turn and
            self.last_turn == other.last_turn and
            self.area == other.area and
            self.first_side == other.first_side and
            self.setup_order == other.setup_order and
            self.starts == other.starts and
            self.markers == other.markers and
            self.setups == other.setups and
            self.supports == other.supports and
            self.reinforcements == other.reinforcements and
            self.victory == other.victory and
            self.options == other.options and
            self.all_options == other.all_options and
            self.exceptions == other.exceptions and
            self.says == other.says and
            self.notes == other.notes and
            self.doubts == other.doubts and
            self.removals == other.removals and
            self.amounts == other.amounts and
            self.calendars == other.calendars
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.clause,
                    self.first_turn,
                    self.last_turn,
                    self.area,
                    self.first_side,
                    self.setup_order,
                    self.starts,
                    self.markers,
                    self.setups,
                    self.supports,
                    self.reinforcements,
                    self.victory,
                    self.options,
                    self.all_options,
                    self.exceptions,
                    self.says,
                    self.notes,
                    self.doubts,
                    self.removals,
                    self.amounts,
                    self.calendars,
                ))
    def __init__(self, id, title, clause, first_turn, last_turn, area=attr_dict['area'].default, first_side=attr_dict['first_side'].default, setup_order=attr_dict['setup_order'].default, starts=attr_dict['starts'].default, markers=attr_dict['markers'].default, setups=attr_dict['setups'].default, supports=attr_dict['supports'].default, reinforcements=attr_dict['reinforcements'].default, victory=attr_dict['victory'].default, options=attr_dict['options'].default, all_options=attr_dict['all_options'].default, exceptions=attr_dict['exceptions'].default, says=attr_dict['says'].default, notes=attr_dict['notes'].default, doubts=attr_dict['doubts'].default, removals=attr_dict['removals'].default, amounts=attr_dict['amounts'].default, calendars=attr_dict['calendars'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('clause', clause)
        _setattr('first_turn', first_turn)
        _setattr('last_turn', last_turn)
        _setattr('area', area)
        _setattr('first_side', first_side)
        _setattr('setup_order', setup_order)
        _setattr('starts', starts)
        _setattr('markers', markers)
        _setattr('setups', setups)
        _setattr('supports', supports)
        _setattr('reinforcements', reinforcements)
        _setattr('victory', victory)
        _setattr('options', options)
        _setattr('all_options', all_options)
        _setattr('exceptions', exceptions)
        _setattr('says', says)
        _setattr('notes', notes)
        _setattr('doubts', doubts)
        _setattr('removals', removals)
        _setattr('amounts', amounts)
        _setattr('calendars', calendars)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _124():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.index == other.index and
            self.clause == other.clause and
            self.title == other.title and
            self.line == other.line and
            self.checks == other.checks and
            self.scenario == other.scenario and
            self.option == other.option and
            self.written == other.written and
            self.printed == other.printed
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.index,
                    self.clause,
                    self.title,
                    self.line,
                    self.checks,
                    self.scenario,
                    self.option,
                    self.written,
                    self.printed,
                ))
    def __init__(self, index, clause, title, line, checks, scenario=attr_dict['scenario'].default, option=attr_dict['option'].default, written=attr_dict['written'].default, printed=attr_dict['printed'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('index', index)
        _setattr('clause', clause)
        _setattr('title', title)
        _setattr('line', line)
        _setattr('checks', checks)
        _setattr('scenario', scenario)
        _setattr('option', option)
        _setattr('written', written)
        _setattr('printed', printed)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _125():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.value,
                ))
    def __init__(self, kind, value):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('value', value)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _126():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.size == other.size and
            self.orientation == other.orientation and
            self.items == other.items
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.size,
                    self.orientation,
                    self.items,
                ))
    def __init__(self, id, title, size, orientation, items):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('size', size)
        _setattr('orientation', orientation)
        _setattr('items', items)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _127():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.id == other.id and
            self.title == other.title and
            self.series == other.series and
            self.source == other.source and
            self.scale == other.scale and
            self.credits == other.credits and
            self.sides == other.sides and
            self.dice == other.dice and
            self.externals == other.externals and
            self.files == other.files and
            self.notes == other.notes and
            self.turn_fact == other.turn_fact and
            self.clauses == other.clauses and
            self.terms == other.terms and
            self.enums == other.enums and
            self.facts == other.facts and
            self.constants == other.constants and
            self.records == other.records and
            self.vocabularies == other.vocabularies and
            self.tables == other.tables and
            self.formulas == other.formulas and
            self.modifiers == other.modifiers and
            self.combines == other.combines and
            self.permissions == other.permissions and
            self.exceptions == other.exceptions and
            self.sequences == other.sequences and
            self.scenarios == other.scenarios and
            self.examples == other.examples and
            self.aids == other.aids and
            self.remarks == other.remarks
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.id,
                    self.title,
                    self.series,
                    self.source,
                    self.scale,
                    self.credits,
                    self.sides,
                    self.dice,
                    self.externals,
                    self.files,
                    self.notes,
                    self.turn_fact,
                    self.clauses,
                    self.terms,
                    self.enums,
                    self.facts,
                    self.constants,
                    self.records,
                    self.vocabularies,
                    self.tables,
                    self.formulas,
                    self.modifiers,
                    self.combines,
                    self.permissions,
                    self.exceptions,
                    self.sequences,
                    self.scenarios,
                    self.examples,
                    self.aids,
                    self.remarks,
                ))
    def __init__(self, id, title, series, source, scale, credits, sides, dice, externals, files, notes=attr_dict['notes'].default, turn_fact=attr_dict['turn_fact'].default, clauses=attr_dict['clauses'].default, terms=attr_dict['terms'].default, enums=attr_dict['enums'].default, facts=attr_dict['facts'].default, constants=attr_dict['constants'].default, records=attr_dict['records'].default, vocabularies=attr_dict['vocabularies'].default, tables=attr_dict['tables'].default, formulas=attr_dict['formulas'].default, modifiers=attr_dict['modifiers'].default, combines=attr_dict['combines'].default, permissions=attr_dict['permissions'].default, exceptions=attr_dict['exceptions'].default, sequences=attr_dict['sequences'].default, scenarios=attr_dict['scenarios'].default, examples=attr_dict['examples'].default, aids=attr_dict['aids'].default, remarks=attr_dict['remarks'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('id', id)
        _setattr('title', title)
        _setattr('series', series)
        _setattr('source', source)
        _setattr('scale', scale)
        _setattr('credits', credits)
        _setattr('sides', sides)
        _setattr('dice', dice)
        _setattr('externals', externals)
        _setattr('files', files)
        _setattr('notes', notes)
        _setattr('turn_fact', turn_fact)
        _setattr('clauses', clauses)
        _setattr('terms', terms)
        _setattr('enums', enums)
        _setattr('facts', facts)
        _setattr('constants', constants)
        _setattr('records', records)
        _setattr('vocabularies', vocabularies)
        _setattr('tables', tables)
        _setattr('formulas', formulas)
        _setattr('modifiers', modifiers)
        _setattr('combines', combines)
        _setattr('permissions', permissions)
        _setattr('exceptions', exceptions)
        _setattr('sequences', sequences)
        _setattr('scenarios', scenarios)
        _setattr('examples', examples)
        _setattr('aids', aids)
        _setattr('remarks', remarks)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _128():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.refs == other.refs and
            self.marked == other.marked
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.refs,
                    self.marked,
                ))
    def __init__(self, text, refs=attr_dict['refs'].default, marked=attr_dict['marked'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('marked', marked)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _129():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.refs,
                    self.span,
                ))
    def __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _130():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.note == other.note and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.note,
                    self.refs,
                ))
    def __init__(self, note, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('note', note)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _131():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.refs,
                ))
    def __init__(self, refs):
        _setattr = _cached_setattr_get(self)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _132():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return True
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                ))
    def __init__(self, ):
        _setattr = _cached_setattr_get(self)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _133():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return True
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                ))
    def __init__(self, ):
        _setattr = _cached_setattr_get(self)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _134():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.value == other.value
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.value,
                ))
    def __init__(self, name, value=attr_dict['value'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('value', value)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _135():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.tags == other.tags
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.tags,
                ))
    def __init__(self, tags):
        _setattr = _cached_setattr_get(self)
        _setattr('tags', tags)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _136():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.text == other.text and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.text,
                    self.span,
                ))
    def __init__(self, name, text, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('text', text)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _137():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.role == other.role and
            self.name == other.name
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.role,
                    self.name,
                ))
    def __init__(self, role, name):
        _setattr = _cached_setattr_get(self)
        _setattr('role', role)
        _setattr('name', name)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _138():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.dice == other.dice and
            self.spans == other.spans
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.dice,
                    self.spans,
                ))
    def __init__(self, dice, spans=attr_dict['spans'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('dice', dice)
        _setattr('spans', spans)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _139():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                    self.refs,
                ))
    def __init__(self, value, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _140():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.span,
                ))
    def __init__(self, name, span):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _141():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.expr == other.expr
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.expr,
                ))
    def __init__(self, expr):
        _setattr = _cached_setattr_get(self)
        _setattr('expr', expr)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _142():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value and
            self.printed == other.printed and
            self.unit == other.unit
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                    self.printed,
                    self.unit,
                ))
    def __init__(self, value, printed, unit=attr_dict['unit'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('printed', printed)
        _setattr('unit', unit)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _143():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.field == other.field and
            self.value == other.value and
            self.declared == other.declared and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.field,
                    self.value,
                    self.declared,
                    self.span,
                ))
    def __init__(self, field, value, declared, span):
        _setattr = _cached_setattr_get(self)
        _setattr('field', field)
        _setattr('value', value)
        _setattr('declared', declared)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _144():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.settings == other.settings
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.settings,
                ))
    def __init__(self, settings):
        _setattr = _cached_setattr_get(self)
        _setattr('settings', settings)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _145():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                ))
    def __init__(self, text):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _146():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.edge == other.edge and
            self.ref == other.ref and
            self.cited == other.cited
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.edge,
                    self.ref,
                    self.cited,
                ))
    def __init__(self, edge, ref, cited=attr_dict['cited'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('edge', edge)
        _setattr('ref', ref)
        _setattr('cited', cited)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _147():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.refs == other.refs and
            self.where == other.where and
            self.bound == other.bound
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.refs,
                    self.where,
                    self.bound,
                ))
    def __init__(self, text, refs=attr_dict['refs'].default, where=attr_dict['where'].default, bound=attr_dict['bound'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('where', where)
        _setattr('bound', bound)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _148():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.reading == other.reading and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.reading,
                    self.refs,
                    self.span,
                ))
    def __init__(self, reading, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('reading', reading)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _149():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.reading == other.reading and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.reading,
                    self.refs,
                ))
    def __init__(self, reading, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('reading', reading)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _150():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.refs,
                    self.span,
                ))
    def __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _151():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.action == other.action and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.action,
                    self.refs,
                ))
    def __init__(self, action, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('action', action)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _152():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.label == other.label and
            self.label_span == other.label_span and
            self.results == other.results and
            self.results_span == other.results_span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.label,
                    self.label_span,
                    self.results,
                    self.results_span,
                ))
    def __init__(self, label, label_span, results, results_span):
        _setattr = _cached_setattr_get(self)
        _setattr('label', label)
        _setattr('label_span', label_span)
        _setattr('results', results)
        _setattr('results_span', results_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _153():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.number == other.number and
            self.text == other.text and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.number,
                    self.text,
                    self.refs,
                    self.span,
                ))
    def __init__(self, number, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('number', number)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _154():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.span,
                ))
    def __init__(self, text, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _155():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.pattern == other.pattern and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.pattern,
                    self.refs,
                ))
    def __init__(self, pattern, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('pattern', pattern)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _156():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.fields == other.fields
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.fields,
                ))
    def __init__(self, fields):
        _setattr = _cached_setattr_get(self)
        _setattr('fields', fields)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _157():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.pattern == other.pattern and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.pattern,
                    self.refs,
                ))
    def __init__(self, pattern, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('pattern', pattern)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _158():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.key == other.key and
            self.text == other.text and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.key,
                    self.text,
                    self.refs,
                    self.span,
                ))
    def __init__(self, key, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('key', key)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _159():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.expr == other.expr and
            self.wording == other.wording and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.expr,
                    self.wording,
                    self.refs,
                ))
    def __init__(self, kind, expr, wording=attr_dict['wording'].default, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('expr', expr)
        _setattr('wording', wording)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _160():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.refs,
                ))
    def __init__(self, text, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _161():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                    self.refs,
                ))
    def __init__(self, value, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _162():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                    self.span,
                ))
    def __init__(self, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _163():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.span,
                ))
    def __init__(self, name, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _164():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.span,
                ))
    def __init__(self, name, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _165():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.modal == other.modal and
            self.action == other.action and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.modal,
                    self.action,
                    self.refs,
                    self.span,
                ))
    def __init__(self, modal, action, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('modal', modal)
        _setattr('action', action)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _166():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.target == other.target and
            self.is_clause == other.is_clause and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.target,
                    self.is_clause,
                    self.span,
                ))
    def __init__(self, target, is_clause, span):
        _setattr = _cached_setattr_get(self)
        _setattr('target', target)
        _setattr('is_clause', is_clause)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _167():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.kind == other.kind and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.kind,
                    self.span,
                ))
    def __init__(self, kind, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('kind', kind)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _168():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.old == other.old and
            self.new == other.new
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.old,
                    self.new,
                ))
    def __init__(self, old, new):
        _setattr = _cached_setattr_get(self)
        _setattr('old', old)
        _setattr('new', new)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _169():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.expr == other.expr
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.expr,
                ))
    def __init__(self, expr):
        _setattr = _cached_setattr_get(self)
        _setattr('expr', expr)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _170():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                    self.span,
                ))
    def __init__(self, value, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _171():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.span,
                ))
    def __init__(self, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _172():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.span,
                ))
    def __init__(self, name, span):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _173():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.step == other.step and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.step,
                    self.refs,
                ))
    def __init__(self, step, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('step', step)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _174():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.sides == other.sides and
            self.spans == other.spans
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.sides,
                    self.spans,
                ))
    def __init__(self, sides, spans=attr_dict['spans'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('sides', sides)
        _setattr('spans', spans)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _175():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.refs,
                    self.span,
                ))
    def __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _176():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.name == other.name and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.name,
                    self.span,
                ))
    def __init__(self, name, span):
        _setattr = _cached_setattr_get(self)
        _setattr('name', name)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _177():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.first == other.first and
            self.last == other.last and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.first,
                    self.last,
                    self.span,
                ))
    def __init__(self, first, last, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('first', first)
        _setattr('last', last)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _178():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.text == other.text and
            self.refs == other.refs and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.text,
                    self.refs,
                    self.span,
                ))
    def __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _179():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.span,
                ))
    def __init__(self, side, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _180():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.sides == other.sides and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.sides,
                    self.span,
                ))
    def __init__(self, sides, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('sides', sides)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _181():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.amount == other.amount and
            self.unit == other.unit and
            self.text == other.text and
            self.refs == other.refs and
            self.unitless == other.unitless
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.amount,
                    self.unit,
                    self.text,
                    self.refs,
                    self.unitless,
                ))
    def __init__(self, side, amount, unit, text, refs=attr_dict['refs'].default, unitless=attr_dict['unitless'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('amount', amount)
        _setattr('unit', unit)
        _setattr('text', text)
        _setattr('refs', refs)
        _setattr('unitless', unitless)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _182():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.key == other.key and
            self.text == other.text and
            self.span == other.span and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.key,
                    self.text,
                    self.span,
                    self.refs,
                ))
    def __init__(self, key, text, span=attr_dict['span'].default, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('key', key)
        _setattr('text', text)
        _setattr('span', span)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _183():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.side == other.side and
            self.markers == other.markers and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.side,
                    self.markers,
                    self.refs,
                ))
    def __init__(self, side, markers, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('side', side)
        _setattr('markers', markers)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _184():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.value == other.value and
            self.side == other.side and
            self.refs == other.refs and
            self.unitless == other.unitless
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.value,
                    self.side,
                    self.refs,
                    self.unitless,
                ))
    def __init__(self, value, side, refs=attr_dict['refs'].default, unitless=attr_dict['unitless'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('value', value)
        _setattr('side', side)
        _setattr('refs', refs)
        _setattr('unitless', unitless)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _185():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.victory == other.victory and
            self.side == other.side and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.victory,
                    self.side,
                    self.refs,
                ))
    def __init__(self, victory, side, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('victory', victory)
        _setattr('side', side)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _186():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.names == other.names and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.names,
                    self.span,
                ))
    def __init__(self, names, span):
        _setattr = _cached_setattr_get(self)
        _setattr('names', names)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _187():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.all == other.all and
            self.chosen == other.chosen and
            self.span == other.span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.all,
                    self.chosen,
                    self.span,
                ))
    def __init__(self, all, chosen=attr_dict['chosen'].default, span=attr_dict['span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('all', all)
        _setattr('chosen', chosen)
        _setattr('span', span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _188():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.size == other.size and
            self.orientation == other.orientation and
            self.span == other.span and
            self.size_span == other.size_span and
            self.orientation_span == other.orientation_span
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.size,
                    self.orientation,
                    self.span,
                    self.size_span,
                    self.orientation_span,
                ))
    def __init__(self, size, orientation, span=attr_dict['span'].default, size_span=attr_dict['size_span'].default, orientation_span=attr_dict['orientation_span'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('size', size)
        _setattr('orientation', orientation)
        _setattr('span', span)
        _setattr('size_span', size_span)
        _setattr('orientation_span', orientation_span)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _189():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.item == other.item and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.item,
                    self.refs,
                ))
    def __init__(self, item, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('item', item)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _190():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.placement == other.placement and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.placement,
                    self.refs,
                ))
    def __init__(self, placement, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('placement', placement)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


def _191():
    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return  (
            self.place == other.place and
            self.refs == other.refs
        )
    def __hash__(self):
            return hash((
                    __attrs_type_hash,
                    self.place,
                    self.refs,
                ))
    def __init__(self, place, refs=attr_dict['refs'].default):
        _setattr = _cached_setattr_get(self)
        _setattr('place', place)
        _setattr('refs', refs)

    return {'__eq__': __eq__, '__hash__': __hash__, '__init__': __init__}


METHODS = {
    '<attrs generated methods dsl.model.Num>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n            ))\ndef __init__(self, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('span', span)\n", _0),
    '<attrs generated methods dsl.model.RatioLit>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.attack == other.attack and\n        self.defense == other.defense\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.attack,\n                self.defense,\n            ))\ndef __init__(self, attack, defense, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('attack', attack)\n    _setattr('defense', defense)\n    _setattr('span', span)\n", _1),
    '<attrs generated methods dsl.model.DiceLit>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.count == other.count and\n        self.sides == other.sides\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.count,\n                self.sides,\n            ))\ndef __init__(self, count, sides, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('count', count)\n    _setattr('sides', sides)\n    _setattr('span', span)\n", _2),
    '<attrs generated methods dsl.model.Text>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n            ))\ndef __init__(self, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('span', span)\n", _3),
    '<attrs generated methods dsl.model.Bool>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n            ))\ndef __init__(self, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('span', span)\n", _4),
    '<attrs generated methods dsl.model.NoneLit>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return True\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n            ))\ndef __init__(self, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('span', span)\n", _5),
    '<attrs generated methods dsl.model.Name>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n            ))\ndef __init__(self, name, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('span', span)\n", _6),
    '<attrs generated methods dsl.model.Arg>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.value,\n            ))\ndef __init__(self, name, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('value', value)\n    _setattr('span', span)\n", _7),
    '<attrs generated methods dsl.model.Call>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.func == other.func and\n        self.args == other.args\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.func,\n                self.args,\n            ))\ndef __init__(self, func, args, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('func', func)\n    _setattr('args', args)\n    _setattr('span', span)\n", _8),
    '<attrs generated methods dsl.model.MethodCall>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.target == other.target and\n        self.method == other.method and\n        self.args == other.args\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.target,\n                self.method,\n                self.args,\n            ))\ndef __init__(self, target, method, args, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('target', target)\n    _setattr('method', method)\n    _setattr('args', args)\n    _setattr('span', span)\n", _9),
    '<attrs generated methods dsl.model.FieldOf>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.target == other.target and\n        self.name == other.name\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.target,\n                self.name,\n            ))\ndef __init__(self, target, name, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('target', target)\n    _setattr('name', name)\n    _setattr('span', span)\n", _10),
    '<attrs generated methods dsl.model.BinOp>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.left == other.left and\n        self.right == other.right\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.left,\n                self.right,\n            ))\ndef __init__(self, op, left, right, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('left', left)\n    _setattr('right', right)\n    _setattr('span', span)\n", _11),
    '<attrs generated methods dsl.model.Compare>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.left == other.left and\n        self.right == other.right\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.left,\n                self.right,\n            ))\ndef __init__(self, op, left, right, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('left', left)\n    _setattr('right', right)\n    _setattr('span', span)\n", _12),
    '<attrs generated methods dsl.model.Is>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.left == other.left and\n        self.value == other.value and\n        self.negate == other.negate\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.left,\n                self.value,\n                self.negate,\n            ))\ndef __init__(self, left, value, negate, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('left', left)\n    _setattr('value', value)\n    _setattr('negate', negate)\n    _setattr('span', span)\n", _13),
    '<attrs generated methods dsl.model.In>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.left == other.left and\n        self.options == other.options and\n        self.negate == other.negate and\n        self.over == other.over\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.left,\n                self.options,\n                self.negate,\n                self.over,\n            ))\ndef __init__(self, left, options, negate=attr_dict['negate'].default, span=attr_dict['span'].default, over=attr_dict['over'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('left', left)\n    _setattr('options', options)\n    _setattr('negate', negate)\n    _setattr('span', span)\n    _setattr('over', over)\n", _14),
    '<attrs generated methods dsl.model.Not>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.operand == other.operand\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.operand,\n            ))\ndef __init__(self, operand, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('operand', operand)\n    _setattr('span', span)\n", _15),
    '<attrs generated methods dsl.model.Logic>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.operands == other.operands\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.operands,\n            ))\ndef __init__(self, op, operands, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('operands', operands)\n    _setattr('span', span)\n", _16),
    '<attrs generated methods dsl.model.If>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.condition == other.condition and\n        self.then == other.then and\n        self.otherwise == other.otherwise\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.condition,\n                self.then,\n                self.otherwise,\n            ))\ndef __init__(self, condition, then, otherwise, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('condition', condition)\n    _setattr('then', then)\n    _setattr('otherwise', otherwise)\n    _setattr('span', span)\n", _17),
    '<attrs generated methods dsl.model.Neg>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.operand == other.operand\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.operand,\n            ))\ndef __init__(self, operand, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('operand', operand)\n    _setattr('span', span)\n", _18),
    '<attrs generated methods dsl.model.Aggregate>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.body == other.body and\n        self.var == other.var and\n        self.source == other.source and\n        self.where == other.where\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.body,\n                self.var,\n                self.source,\n                self.where,\n            ))\ndef __init__(self, op, body, var, source, where=attr_dict['where'].default, op_span=attr_dict['op_span'].default, var_span=attr_dict['var_span'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('body', body)\n    _setattr('var', var)\n    _setattr('source', source)\n    _setattr('where', where)\n    _setattr('op_span', op_span)\n    _setattr('var_span', var_span)\n    _setattr('span', span)\n", _19),
    '<attrs generated methods dsl.model.ListLit>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.items == other.items\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.items,\n            ))\ndef __init__(self, items, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('items', items)\n    _setattr('span', span)\n", _20),
    '<attrs generated methods dsl.model.Note>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.text == other.text\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.text,\n            ))\ndef __init__(self, kind, text, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('text', text)\n    _setattr('span', span)\n", _21),
    '<attrs generated methods dsl.model.Ref>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.target == other.target\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.target,\n            ))\ndef __init__(self, target, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('target', target)\n    _setattr('span', span)\n", _22),
    '<attrs generated methods dsl.model.SideDecl>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.neutral == other.neutral\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.neutral,\n            ))\ndef __init__(self, id, title, neutral=attr_dict['neutral'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('neutral', neutral)\n    _setattr('span', span)\n", _23),
    '<attrs generated methods dsl.model.External>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.first == other.first and\n        self.last == other.last\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.first,\n                self.last,\n            ))\ndef __init__(self, id, title, first, last, span=attr_dict['span'].default, covers_span=attr_dict['covers_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('first', first)\n    _setattr('last', last)\n    _setattr('span', span)\n    _setattr('covers_span', covers_span)\n", _24),
    '<attrs generated methods dsl.model.BookHeader>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.series == other.series and\n        self.source == other.source and\n        self.scale == other.scale and\n        self.turn == other.turn and\n        self.credits == other.credits and\n        self.sides == other.sides and\n        self.dice == other.dice and\n        self.externals == other.externals and\n        self.notes == other.notes and\n        self.twice == other.twice\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.series,\n                self.source,\n                self.scale,\n                self.turn,\n                self.credits,\n                self.sides,\n                self.dice,\n                self.externals,\n                self.notes,\n                self.twice,\n            ))\ndef __init__(self, id, title=attr_dict['title'].default, series=attr_dict['series'].default, source=attr_dict['source'].default, scale=attr_dict['scale'].default, turn=attr_dict['turn'].default, credits=attr_dict['credits'].default, sides=attr_dict['sides'].default, dice=attr_dict['dice'].default, externals=attr_dict['externals'].default, notes=attr_dict['notes'].default, span=attr_dict['span'].default, twice=attr_dict['twice'].default, turn_span=attr_dict['turn_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('series', series)\n    _setattr('source', source)\n    _setattr('scale', scale)\n    _setattr('turn', turn)\n    _setattr('credits', credits)\n    _setattr('sides', sides)\n    _setattr('dice', dice)\n    _setattr('externals', externals)\n    _setattr('notes', notes)\n    _setattr('span', span)\n    _setattr('twice', twice)\n    _setattr('turn_span', turn_span)\n", _25),
    '<attrs generated methods dsl.model.Clause>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.says == other.says and\n        self.parent == other.parent and\n        self.optional == other.optional and\n        self.tags == other.tags and\n        self.refs == other.refs and\n        self.notes == other.notes and\n        self.file == other.file and\n        self.twice == other.twice\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.says,\n                self.parent,\n                self.optional,\n                self.tags,\n                self.refs,\n                self.notes,\n                self.file,\n                self.twice,\n            ))\ndef __init__(self, id, title, says=attr_dict['says'].default, parent=attr_dict['parent'].default, optional=attr_dict['optional'].default, tags=attr_dict['tags'].default, refs=attr_dict['refs'].default, notes=attr_dict['notes'].default, file=attr_dict['file'].default, end_line=attr_dict['end_line'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('says', says)\n    _setattr('parent', parent)\n    _setattr('optional', optional)\n    _setattr('tags', tags)\n    _setattr('refs', refs)\n    _setattr('notes', notes)\n    _setattr('file', file)\n    _setattr('end_line', end_line)\n    _setattr('twice', twice)\n    _setattr('span', span)\n", _26),
    '<attrs generated methods dsl.model.Term>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.says == other.says and\n        self.clause == other.clause and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.says,\n                self.clause,\n                self.refs,\n            ))\ndef __init__(self, id, title, says=attr_dict['says'].default, clause=attr_dict['clause'].default, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('says', says)\n    _setattr('clause', clause)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _27),
    '<attrs generated methods dsl.model.EnumValue>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n            ))\ndef __init__(self, id, title, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('span', span)\n", _28),
    '<attrs generated methods dsl.model.Enum>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.values == other.values and\n        self.clause == other.clause\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.values,\n                self.clause,\n            ))\ndef __init__(self, id, title, values, clause=attr_dict['clause'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('values', values)\n    _setattr('clause', clause)\n    _setattr('span', span)\n", _29),
    '<attrs generated methods dsl.model.Fact>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.type == other.type and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.default == other.default and\n        self.at_most == other.at_most\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.type,\n                self.title,\n                self.clause,\n                self.default,\n                self.at_most,\n            ))\ndef __init__(self, id, type, title=attr_dict['title'].default, clause=attr_dict['clause'].default, default=attr_dict['default'].default, type_span=attr_dict['type_span'].default, span=attr_dict['span'].default, at_most=attr_dict['at_most'].default, at_most_span=attr_dict['at_most_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('type', type)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('default', default)\n    _setattr('type_span', type_span)\n    _setattr('span', span)\n    _setattr('at_most', at_most)\n    _setattr('at_most_span', at_most_span)\n", _30),
    '<attrs generated methods dsl.model.RecordField>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.type == other.type and\n        self.title == other.title and\n        self.default == other.default\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.type,\n                self.title,\n                self.default,\n            ))\ndef __init__(self, name, type, title=attr_dict['title'].default, default=attr_dict['default'].default, type_span=attr_dict['type_span'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('type', type)\n    _setattr('title', title)\n    _setattr('default', default)\n    _setattr('type_span', type_span)\n    _setattr('span', span)\n", _31),
    '<attrs generated methods dsl.model.Record>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.fields == other.fields and\n        self.clause == other.clause\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.fields,\n                self.clause,\n            ))\ndef __init__(self, id, title, fields, clause=attr_dict['clause'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('fields', fields)\n    _setattr('clause', clause)\n    _setattr('span', span)\n", _32),
    '<attrs generated methods dsl.model.Constant>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.value == other.value and\n        self.printed == other.printed and\n        self.unit == other.unit and\n        self.title == other.title and\n        self.clause == other.clause\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.value,\n                self.printed,\n                self.unit,\n                self.title,\n                self.clause,\n            ))\ndef __init__(self, id, value, printed, unit=attr_dict['unit'].default, title=attr_dict['title'].default, clause=attr_dict['clause'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('value', value)\n    _setattr('printed', printed)\n    _setattr('unit', unit)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('span', span)\n", _33),
    '<attrs generated methods dsl.model.Cell>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.marks == other.marks\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.marks,\n            ))\ndef __init__(self, text, marks=attr_dict['marks'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('marks', marks)\n    _setattr('span', span)\n", _34),
    '<attrs generated methods dsl.model.GridRow>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.cells == other.cells and\n        self.separator == other.separator and\n        self.group == other.group\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.cells,\n                self.separator,\n                self.group,\n            ))\ndef __init__(self, cells, separator=attr_dict['separator'].default, group=attr_dict['group'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('cells', cells)\n    _setattr('separator', separator)\n    _setattr('group', group)\n    _setattr('span', span)\n", _35),
    '<attrs generated methods dsl.model.EdgeAction>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.value,\n            ))\ndef __init__(self, kind, value=attr_dict['value'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('value', value)\n    _setattr('span', span)\n", _36),
    '<attrs generated methods dsl.model.Edge>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.where == other.where and\n        self.bound == other.bound and\n        self.actions == other.actions and\n        self.clause == other.clause and\n        self.inferred == other.inferred and\n        self.inferred_where == other.inferred_where and\n        self.inferred_bound == other.inferred_bound\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.where,\n                self.bound,\n                self.actions,\n                self.clause,\n                self.inferred,\n                self.inferred_where,\n                self.inferred_bound,\n            ))\ndef __init__(self, where, bound, actions, clause=attr_dict['clause'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, inferred_where=attr_dict['inferred_where'].default, inferred_bound=attr_dict['inferred_bound'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('where', where)\n    _setattr('bound', bound)\n    _setattr('actions', actions)\n    _setattr('clause', clause)\n    _setattr('span', span)\n    _setattr('inferred', inferred)\n    _setattr('inferred_where', inferred_where)\n    _setattr('inferred_bound', inferred_bound)\n", _37),
    '<attrs generated methods dsl.model.CellReading>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.row == other.row and\n        self.column == other.column and\n        self.text == other.text\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.row,\n                self.column,\n                self.text,\n            ))\ndef __init__(self, row, column, text, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('row', row)\n    _setattr('column', column)\n    _setattr('text', text)\n    _setattr('span', span)\n", _38),
    '<attrs generated methods dsl.model.Table>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.missing == other.missing and\n        self.missing_text == other.missing_text and\n        self.roll == other.roll and\n        self.rows_kind == other.rows_kind and\n        self.columns_kind == other.columns_kind and\n        self.header_by == other.header_by and\n        self.results == other.results and\n        self.edges == other.edges and\n        self.grid == other.grid and\n        self.footnotes == other.footnotes and\n        self.column_results == other.column_results and\n        self.notes == other.notes and\n        self.refs == other.refs and\n        self.twice == other.twice and\n        self.cell_readings == other.cell_readings and\n        self.columns_label == other.columns_label\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.missing,\n                self.missing_text,\n                self.roll,\n                self.rows_kind,\n                self.columns_kind,\n                self.header_by,\n                self.results,\n                self.edges,\n                self.grid,\n                self.footnotes,\n                self.column_results,\n                self.notes,\n                self.refs,\n                self.twice,\n                self.cell_readings,\n                self.columns_label,\n            ))\ndef __init__(self, id, title, clause=attr_dict['clause'].default, missing=attr_dict['missing'].default, missing_text=attr_dict['missing_text'].default, roll=attr_dict['roll'].default, rows_kind=attr_dict['rows_kind'].default, columns_kind=attr_dict['columns_kind'].default, header_by=attr_dict['header_by'].default, results=attr_dict['results'].default, edges=attr_dict['edges'].default, grid=attr_dict['grid'].default, footnotes=attr_dict['footnotes'].default, column_results=attr_dict['column_results'].default, notes=attr_dict['notes'].default, refs=attr_dict['refs'].default, decl_spans=attr_dict['decl_spans'].default, span=attr_dict['span'].default, twice=attr_dict['twice'].default, cell_readings=attr_dict['cell_readings'].default, columns_label=attr_dict['columns_label'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('missing', missing)\n    _setattr('missing_text', missing_text)\n    _setattr('roll', roll)\n    _setattr('rows_kind', rows_kind)\n    _setattr('columns_kind', columns_kind)\n    _setattr('header_by', header_by)\n    _setattr('results', results)\n    _setattr('edges', edges)\n    _setattr('grid', grid)\n    _setattr('footnotes', footnotes)\n    _setattr('column_results', column_results)\n    _setattr('notes', notes)\n    _setattr('refs', refs)\n    _setattr('decl_spans', decl_spans)\n    _setattr('span', span)\n    _setattr('twice', twice)\n    _setattr('cell_readings', cell_readings)\n    _setattr('columns_label', columns_label)\n", _39),
    '<attrs generated methods dsl.model.FixedField>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.value,\n            ))\ndef __init__(self, name, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('value', value)\n    _setattr('span', span)\n", _40),
    '<attrs generated methods dsl.model.Pattern>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.kind == other.kind and\n        self.meaning == other.meaning and\n        self.fixed == other.fixed and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.kind,\n                self.meaning,\n                self.fixed,\n                self.inferred,\n            ))\ndef __init__(self, text, kind, meaning=attr_dict['meaning'].default, span=attr_dict['span'].default, fixed=attr_dict['fixed'].default, inferred=attr_dict['inferred'].default, inferred_span=attr_dict['inferred_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('kind', kind)\n    _setattr('meaning', meaning)\n    _setattr('span', span)\n    _setattr('fixed', fixed)\n    _setattr('inferred', inferred)\n    _setattr('inferred_span', inferred_span)\n", _41),
    '<attrs generated methods dsl.model.Results>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.split == other.split and\n        self.patterns == other.patterns and\n        self.blank == other.blank and\n        self.marks == other.marks and\n        self.notes == other.notes and\n        self.twice == other.twice\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.split,\n                self.patterns,\n                self.blank,\n                self.marks,\n                self.notes,\n                self.twice,\n            ))\ndef __init__(self, id, title=attr_dict['title'].default, clause=attr_dict['clause'].default, split=attr_dict['split'].default, patterns=attr_dict['patterns'].default, blank=attr_dict['blank'].default, marks=attr_dict['marks'].default, notes=attr_dict['notes'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default, split_span=attr_dict['split_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('split', split)\n    _setattr('patterns', patterns)\n    _setattr('blank', blank)\n    _setattr('marks', marks)\n    _setattr('notes', notes)\n    _setattr('twice', twice)\n    _setattr('span', span)\n    _setattr('split_span', split_span)\n", _42),
    '<attrs generated methods dsl.model.Param>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.type == other.type and\n        self.keys_of == other.keys_of and\n        self.axis == other.axis and\n        self.dice == other.dice\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.type,\n                self.keys_of,\n                self.axis,\n                self.dice,\n            ))\ndef __init__(self, name, type=attr_dict['type'].default, span=attr_dict['span'].default, keys_of=attr_dict['keys_of'].default, axis=attr_dict['axis'].default, keys_span=attr_dict['keys_span'].default, axis_span=attr_dict['axis_span'].default, dice=attr_dict['dice'].default, type_span=attr_dict['type_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('type', type)\n    _setattr('span', span)\n    _setattr('keys_of', keys_of)\n    _setattr('axis', axis)\n    _setattr('keys_span', keys_span)\n    _setattr('axis_span', axis_span)\n    _setattr('dice', dice)\n    _setattr('type_span', type_span)\n", _43),
    '<attrs generated methods dsl.model.Reading>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.when == other.when\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.when,\n            ))\ndef __init__(self, text, when=attr_dict['when'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('when', when)\n    _setattr('span', span)\n", _44),
    '<attrs generated methods dsl.model.Formula>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.params == other.params and\n        self.body == other.body and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.returns == other.returns and\n        self.wording == other.wording and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.params,\n                self.body,\n                self.title,\n                self.clause,\n                self.returns,\n                self.wording,\n                self.inferred,\n            ))\ndef __init__(self, id, params, body, title=attr_dict['title'].default, clause=attr_dict['clause'].default, span=attr_dict['span'].default, returns=attr_dict['returns'].default, wording=attr_dict['wording'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('params', params)\n    _setattr('body', body)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('span', span)\n    _setattr('returns', returns)\n    _setattr('wording', wording)\n    _setattr('inferred', inferred)\n", _45),
    '<attrs generated methods dsl.model.Effect>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.amount == other.amount and\n        self.constant == other.constant and\n        self.sign == other.sign and\n        self.side == other.side and\n        self.rounding == other.rounding and\n        self.cell == other.cell\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.amount,\n                self.constant,\n                self.sign,\n                self.side,\n                self.rounding,\n                self.cell,\n            ))\ndef __init__(self, kind, amount=attr_dict['amount'].default, constant=attr_dict['constant'].default, sign=attr_dict['sign'].default, side=attr_dict['side'].default, rounding=attr_dict['rounding'].default, cell=attr_dict['cell'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('amount', amount)\n    _setattr('constant', constant)\n    _setattr('sign', sign)\n    _setattr('side', side)\n    _setattr('rounding', rounding)\n    _setattr('cell', cell)\n    _setattr('span', span)\n", _46),
    '<attrs generated methods dsl.model.Modifier>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.effect == other.effect and\n        self.when == other.when and\n        self.unless == other.unless and\n        self.per == other.per and\n        self.at_most == other.at_most and\n        self.on == other.on and\n        self.notes == other.notes and\n        self.scenario == other.scenario and\n        self.wording == other.wording and\n        self.twice == other.twice and\n        self.on_span == other.on_span and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.effect,\n                self.when,\n                self.unless,\n                self.per,\n                self.at_most,\n                self.on,\n                self.notes,\n                self.scenario,\n                self.wording,\n                self.twice,\n                self.on_span,\n                self.inferred,\n            ))\ndef __init__(self, id, title=attr_dict['title'].default, clause=attr_dict['clause'].default, effect=attr_dict['effect'].default, when=attr_dict['when'].default, unless=attr_dict['unless'].default, per=attr_dict['per'].default, at_most=attr_dict['at_most'].default, on=attr_dict['on'].default, notes=attr_dict['notes'].default, scenario=attr_dict['scenario'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, at_most_span=attr_dict['at_most_span'].default, on_span=attr_dict['on_span'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('effect', effect)\n    _setattr('when', when)\n    _setattr('unless', unless)\n    _setattr('per', per)\n    _setattr('at_most', at_most)\n    _setattr('on', on)\n    _setattr('notes', notes)\n    _setattr('scenario', scenario)\n    _setattr('wording', wording)\n    _setattr('twice', twice)\n    _setattr('at_most_span', at_most_span)\n    _setattr('on_span', on_span)\n    _setattr('span', span)\n    _setattr('inferred', inferred)\n", _47),
    '<attrs generated methods dsl.model.Combine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.mode == other.mode and\n        self.members == other.members and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.at_most == other.at_most\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.mode,\n                self.members,\n                self.title,\n                self.clause,\n                self.at_most,\n            ))\ndef __init__(self, id, mode, members, title=attr_dict['title'].default, clause=attr_dict['clause'].default, at_most=attr_dict['at_most'].default, member_spans=attr_dict['member_spans'].default, at_most_span=attr_dict['at_most_span'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('mode', mode)\n    _setattr('members', members)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('at_most', at_most)\n    _setattr('member_spans', member_spans)\n    _setattr('at_most_span', at_most_span)\n    _setattr('span', span)\n", _48),
    '<attrs generated methods dsl.model.Permission>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.modal == other.modal and\n        self.action == other.action and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.who == other.who and\n        self.when == other.when and\n        self.unless == other.unless and\n        self.notes == other.notes and\n        self.scenario == other.scenario and\n        self.wording == other.wording and\n        self.twice == other.twice and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.modal,\n                self.action,\n                self.title,\n                self.clause,\n                self.who,\n                self.when,\n                self.unless,\n                self.notes,\n                self.scenario,\n                self.wording,\n                self.twice,\n                self.inferred,\n            ))\ndef __init__(self, id, modal, action, title=attr_dict['title'].default, clause=attr_dict['clause'].default, who=attr_dict['who'].default, when=attr_dict['when'].default, unless=attr_dict['unless'].default, notes=attr_dict['notes'].default, scenario=attr_dict['scenario'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, who_span=attr_dict['who_span'].default, span=attr_dict['span'].default, modal_span=attr_dict['modal_span'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('modal', modal)\n    _setattr('action', action)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('who', who)\n    _setattr('when', when)\n    _setattr('unless', unless)\n    _setattr('notes', notes)\n    _setattr('scenario', scenario)\n    _setattr('wording', wording)\n    _setattr('twice', twice)\n    _setattr('who_span', who_span)\n    _setattr('span', span)\n    _setattr('modal_span', modal_span)\n    _setattr('inferred', inferred)\n", _49),
    '<attrs generated methods dsl.model.Rewrite>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.field == other.field and\n        self.kind == other.kind and\n        self.pairs == other.pairs and\n        self.side == other.side\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.field,\n                self.kind,\n                self.pairs,\n                self.side,\n            ))\ndef __init__(self, field, kind, pairs, span=attr_dict['span'].default, side=attr_dict['side'].default, side_span=attr_dict['side_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('field', field)\n    _setattr('kind', kind)\n    _setattr('pairs', pairs)\n    _setattr('span', span)\n    _setattr('side', side)\n    _setattr('side_span', side_span)\n", _50),
    '<attrs generated methods dsl.model.ExceptionRule>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.target == other.target and\n        self.target_is_clause == other.target_is_clause and\n        self.when == other.when and\n        self.unless == other.unless and\n        self.effect == other.effect and\n        self.rewrites == other.rewrites and\n        self.use == other.use and\n        self.priority == other.priority and\n        self.says == other.says and\n        self.scenario == other.scenario and\n        self.notes == other.notes and\n        self.wording == other.wording and\n        self.twice == other.twice and\n        self.always == other.always and\n        self.chooser == other.chooser and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.target,\n                self.target_is_clause,\n                self.when,\n                self.unless,\n                self.effect,\n                self.rewrites,\n                self.use,\n                self.priority,\n                self.says,\n                self.scenario,\n                self.notes,\n                self.wording,\n                self.twice,\n                self.always,\n                self.chooser,\n                self.inferred,\n            ))\ndef __init__(self, id, title=attr_dict['title'].default, clause=attr_dict['clause'].default, target=attr_dict['target'].default, target_is_clause=attr_dict['target_is_clause'].default, when=attr_dict['when'].default, unless=attr_dict['unless'].default, effect=attr_dict['effect'].default, rewrites=attr_dict['rewrites'].default, use=attr_dict['use'].default, priority=attr_dict['priority'].default, says=attr_dict['says'].default, scenario=attr_dict['scenario'].default, notes=attr_dict['notes'].default, target_span=attr_dict['target_span'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default, always=attr_dict['always'].default, chooser=attr_dict['chooser'].default, chooser_span=attr_dict['chooser_span'].default, inferred=attr_dict['inferred'].default, effect_span=attr_dict['effect_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('target', target)\n    _setattr('target_is_clause', target_is_clause)\n    _setattr('when', when)\n    _setattr('unless', unless)\n    _setattr('effect', effect)\n    _setattr('rewrites', rewrites)\n    _setattr('use', use)\n    _setattr('priority', priority)\n    _setattr('says', says)\n    _setattr('scenario', scenario)\n    _setattr('notes', notes)\n    _setattr('target_span', target_span)\n    _setattr('wording', wording)\n    _setattr('twice', twice)\n    _setattr('span', span)\n    _setattr('always', always)\n    _setattr('chooser', chooser)\n    _setattr('chooser_span', chooser_span)\n    _setattr('inferred', inferred)\n    _setattr('effect_span', effect_span)\n", _51),
    '<attrs generated methods dsl.model.Step>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.id == other.id and\n        self.title == other.title and\n        self.ref == other.ref and\n        self.who == other.who and\n        self.when == other.when and\n        self.repeat == other.repeat and\n        self.says == other.says and\n        self.notes == other.notes and\n        self.children == other.children and\n        self.wording == other.wording and\n        self.twice == other.twice and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.id,\n                self.title,\n                self.ref,\n                self.who,\n                self.when,\n                self.repeat,\n                self.says,\n                self.notes,\n                self.children,\n                self.wording,\n                self.twice,\n                self.inferred,\n            ))\ndef __init__(self, kind, id, title, ref=attr_dict['ref'].default, who=attr_dict['who'].default, when=attr_dict['when'].default, repeat=attr_dict['repeat'].default, says=attr_dict['says'].default, notes=attr_dict['notes'].default, children=attr_dict['children'].default, wording=attr_dict['wording'].default, twice=attr_dict['twice'].default, who_spans=attr_dict['who_spans'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('ref', ref)\n    _setattr('who', who)\n    _setattr('when', when)\n    _setattr('repeat', repeat)\n    _setattr('says', says)\n    _setattr('notes', notes)\n    _setattr('children', children)\n    _setattr('wording', wording)\n    _setattr('twice', twice)\n    _setattr('who_spans', who_spans)\n    _setattr('span', span)\n    _setattr('inferred', inferred)\n", _52),
    '<attrs generated methods dsl.model.Sequence>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.steps == other.steps and\n        self.clause == other.clause and\n        self.notes == other.notes\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.steps,\n                self.clause,\n                self.notes,\n            ))\ndef __init__(self, id, title, steps, clause=attr_dict['clause'].default, notes=attr_dict['notes'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('steps', steps)\n    _setattr('clause', clause)\n    _setattr('notes', notes)\n    _setattr('span', span)\n", _53),
    '<attrs generated methods dsl.model.Place>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.value == other.value and\n        self.name == other.name\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.value,\n                self.name,\n            ))\ndef __init__(self, kind, value, name=attr_dict['name'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('value', value)\n    _setattr('name', name)\n    _setattr('span', span)\n", _54),
    '<attrs generated methods dsl.model.Placement>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.places == other.places and\n        self.radius == other.radius and\n        self.text == other.text and\n        self.one_of == other.one_of\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.places,\n                self.radius,\n                self.text,\n                self.one_of,\n            ))\ndef __init__(self, kind, places=attr_dict['places'].default, radius=attr_dict['radius'].default, text=attr_dict['text'].default, one_of=attr_dict['one_of'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('places', places)\n    _setattr('radius', radius)\n    _setattr('text', text)\n    _setattr('one_of', one_of)\n", _55),
    '<attrs generated methods dsl.model.Setup>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.formation == other.formation and\n        self.placement == other.placement and\n        self.units == other.units and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.formation,\n                self.placement,\n                self.units,\n                self.inferred,\n            ))\ndef __init__(self, side, formation, placement, units, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('formation', formation)\n    _setattr('placement', placement)\n    _setattr('units', units)\n    _setattr('span', span)\n    _setattr('inferred', inferred)\n", _56),
    '<attrs generated methods dsl.model.Removal>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.turn == other.turn and\n        self.units == other.units and\n        self.destination == other.destination and\n        self.remark == other.remark and\n        self.inferred == other.inferred and\n        self.relocation == other.relocation\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.turn,\n                self.units,\n                self.destination,\n                self.remark,\n                self.inferred,\n                self.relocation,\n            ))\ndef __init__(self, side, turn, units, destination=attr_dict['destination'].default, remark=attr_dict['remark'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, relocation=attr_dict['relocation'].default, turn_span=attr_dict['turn_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('turn', turn)\n    _setattr('units', units)\n    _setattr('destination', destination)\n    _setattr('remark', remark)\n    _setattr('span', span)\n    _setattr('inferred', inferred)\n    _setattr('relocation', relocation)\n    _setattr('turn_span', turn_span)\n", _57),
    '<attrs generated methods dsl.model.Calendar>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.fact == other.fact and\n        self.by == other.by and\n        self.values == other.values\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.fact,\n                self.by,\n                self.values,\n            ))\ndef __init__(self, fact, by, values, value_spans=attr_dict['value_spans'].default, span=attr_dict['span'].default, by_span=attr_dict['by_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('fact', fact)\n    _setattr('by', by)\n    _setattr('values', values)\n    _setattr('value_spans', value_spans)\n    _setattr('span', span)\n    _setattr('by_span', by_span)\n", _58),
    '<attrs generated methods dsl.model.TurnAmount>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.turn == other.turn and\n        self.side == other.side and\n        self.amount == other.amount and\n        self.unit == other.unit and\n        self.title == other.title\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.turn,\n                self.side,\n                self.amount,\n                self.unit,\n                self.title,\n            ))\ndef __init__(self, turn, side, amount, unit=attr_dict['unit'].default, title=attr_dict['title'].default, span=attr_dict['span'].default, turn_span=attr_dict['turn_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('turn', turn)\n    _setattr('side', side)\n    _setattr('amount', amount)\n    _setattr('unit', unit)\n    _setattr('title', title)\n    _setattr('span', span)\n    _setattr('turn_span', turn_span)\n", _59),
    '<attrs generated methods dsl.model.Reinforcement>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.turn == other.turn and\n        self.segment == other.segment and\n        self.placement == other.placement and\n        self.units == other.units and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.turn,\n                self.segment,\n                self.placement,\n                self.units,\n                self.inferred,\n            ))\ndef __init__(self, side, turn, segment, placement, units, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, turn_span=attr_dict['turn_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('turn', turn)\n    _setattr('segment', segment)\n    _setattr('placement', placement)\n    _setattr('units', units)\n    _setattr('span', span)\n    _setattr('inferred', inferred)\n    _setattr('turn_span', turn_span)\n", _60),
    '<attrs generated methods dsl.model.Support>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.first_turn == other.first_turn and\n        self.last_turn == other.last_turn and\n        self.count == other.count and\n        self.kind == other.kind and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.first_turn,\n                self.last_turn,\n                self.count,\n                self.kind,\n                self.inferred,\n            ))\ndef __init__(self, side, first_turn, last_turn, count, kind=attr_dict['kind'].default, span=attr_dict['span'].default, inferred=attr_dict['inferred'].default, turn_span=attr_dict['turn_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('first_turn', first_turn)\n    _setattr('last_turn', last_turn)\n    _setattr('count', count)\n    _setattr('kind', kind)\n    _setattr('span', span)\n    _setattr('inferred', inferred)\n    _setattr('turn_span', turn_span)\n", _61),
    '<attrs generated methods dsl.model.Victory>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.text == other.text\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.text,\n            ))\ndef __init__(self, side, text, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('text', text)\n    _setattr('span', span)\n", _62),
    '<attrs generated methods dsl.model.Skip>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.path == other.path and\n        self.when == other.when\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.path,\n                self.when,\n            ))\ndef __init__(self, path, when=attr_dict['when'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('path', path)\n    _setattr('when', when)\n    _setattr('span', span)\n", _63),
    '<attrs generated methods dsl.model.Scenario>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.first_turn == other.first_turn and\n        self.last_turn == other.last_turn and\n        self.area == other.area and\n        self.first_side == other.first_side and\n        self.setup_order == other.setup_order and\n        self.starts == other.starts and\n        self.markers == other.markers and\n        self.setups == other.setups and\n        self.supports == other.supports and\n        self.reinforcements == other.reinforcements and\n        self.removals == other.removals and\n        self.amounts == other.amounts and\n        self.calendars == other.calendars and\n        self.victories == other.victories and\n        self.skips == other.skips and\n        self.options == other.options and\n        self.all_options == other.all_options and\n        self.says == other.says and\n        self.notes == other.notes and\n        self.twice == other.twice\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.first_turn,\n                self.last_turn,\n                self.area,\n                self.first_side,\n                self.setup_order,\n                self.starts,\n                self.markers,\n                self.setups,\n                self.supports,\n                self.reinforcements,\n                self.removals,\n                self.amounts,\n                self.calendars,\n                self.victories,\n                self.skips,\n                self.options,\n                self.all_options,\n                self.says,\n                self.notes,\n                self.twice,\n            ))\ndef __init__(self, id, title, clause=attr_dict['clause'].default, first_turn=attr_dict['first_turn'].default, last_turn=attr_dict['last_turn'].default, area=attr_dict['area'].default, first_side=attr_dict['first_side'].default, setup_order=attr_dict['setup_order'].default, starts=attr_dict['starts'].default, markers=attr_dict['markers'].default, setups=attr_dict['setups'].default, supports=attr_dict['supports'].default, reinforcements=attr_dict['reinforcements'].default, removals=attr_dict['removals'].default, amounts=attr_dict['amounts'].default, calendars=attr_dict['calendars'].default, victories=attr_dict['victories'].default, skips=attr_dict['skips'].default, options=attr_dict['options'].default, all_options=attr_dict['all_options'].default, says=attr_dict['says'].default, notes=attr_dict['notes'].default, side_spans=attr_dict['side_spans'].default, turns_span=attr_dict['turns_span'].default, first_span=attr_dict['first_span'].default, all_options_span=attr_dict['all_options_span'].default, unitless=attr_dict['unitless'].default, twice=attr_dict['twice'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('first_turn', first_turn)\n    _setattr('last_turn', last_turn)\n    _setattr('area', area)\n    _setattr('first_side', first_side)\n    _setattr('setup_order', setup_order)\n    _setattr('starts', starts)\n    _setattr('markers', markers)\n    _setattr('setups', setups)\n    _setattr('supports', supports)\n    _setattr('reinforcements', reinforcements)\n    _setattr('removals', removals)\n    _setattr('amounts', amounts)\n    _setattr('calendars', calendars)\n    _setattr('victories', victories)\n    _setattr('skips', skips)\n    _setattr('options', options)\n    _setattr('all_options', all_options)\n    _setattr('says', says)\n    _setattr('notes', notes)\n    _setattr('side_spans', side_spans)\n    _setattr('turns_span', turns_span)\n    _setattr('first_span', first_span)\n    _setattr('all_options_span', all_options_span)\n    _setattr('unitless', unitless)\n    _setattr('twice', twice)\n    _setattr('span', span)\n", _64),
    '<attrs generated methods dsl.model.Example>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.title == other.title and\n        self.checks == other.checks and\n        self.clause == other.clause and\n        self.index == other.index and\n        self.scenario == other.scenario and\n        self.printed == other.printed\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.title,\n                self.checks,\n                self.clause,\n                self.index,\n                self.scenario,\n                self.printed,\n            ))\ndef __init__(self, title, checks, clause=attr_dict['clause'].default, index=attr_dict['index'].default, scenario=attr_dict['scenario'].default, span=attr_dict['span'].default, printed=attr_dict['printed'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('title', title)\n    _setattr('checks', checks)\n    _setattr('clause', clause)\n    _setattr('index', index)\n    _setattr('scenario', scenario)\n    _setattr('span', span)\n    _setattr('printed', printed)\n", _65),
    '<attrs generated methods dsl.model.AidItem>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.value,\n            ))\ndef __init__(self, kind, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('value', value)\n    _setattr('span', span)\n", _66),
    '<attrs generated methods dsl.model.Aid>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.size == other.size and\n        self.orientation == other.orientation and\n        self.items == other.items and\n        self.twice == other.twice and\n        self.size_span == other.size_span and\n        self.orientation_span == other.orientation_span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.size,\n                self.orientation,\n                self.items,\n                self.twice,\n                self.size_span,\n                self.orientation_span,\n            ))\ndef __init__(self, id, title, size=attr_dict['size'].default, orientation=attr_dict['orientation'].default, items=attr_dict['items'].default, span=attr_dict['span'].default, twice=attr_dict['twice'].default, size_span=attr_dict['size_span'].default, orientation_span=attr_dict['orientation_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('size', size)\n    _setattr('orientation', orientation)\n    _setattr('items', items)\n    _setattr('span', span)\n    _setattr('twice', twice)\n    _setattr('size_span', size_span)\n    _setattr('orientation_span', orientation_span)\n", _67),
    '<attrs generated methods dsl.model.Book>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.header == other.header and\n        self.clauses == other.clauses and\n        self.terms == other.terms and\n        self.enums == other.enums and\n        self.facts == other.facts and\n        self.constants == other.constants and\n        self.tables == other.tables and\n        self.results == other.results and\n        self.records == other.records and\n        self.formulas == other.formulas and\n        self.modifiers == other.modifiers and\n        self.combines == other.combines and\n        self.permissions == other.permissions and\n        self.exceptions == other.exceptions and\n        self.sequences == other.sequences and\n        self.scenarios == other.scenarios and\n        self.examples == other.examples and\n        self.aids == other.aids and\n        self.cited == other.cited and\n        self.owned == other.owned and\n        self.files == other.files\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.header,\n                self.clauses,\n                self.terms,\n                self.enums,\n                self.facts,\n                self.constants,\n                self.tables,\n                self.results,\n                self.records,\n                self.formulas,\n                self.modifiers,\n                self.combines,\n                self.permissions,\n                self.exceptions,\n                self.sequences,\n                self.scenarios,\n                self.examples,\n                self.aids,\n                self.cited,\n                self.owned,\n                self.files,\n            ))\ndef __init__(self, header, clauses=attr_dict['clauses'].default, terms=attr_dict['terms'].default, enums=attr_dict['enums'].default, facts=attr_dict['facts'].default, constants=attr_dict['constants'].default, tables=attr_dict['tables'].default, results=attr_dict['results'].default, records=attr_dict['records'].default, formulas=attr_dict['formulas'].default, modifiers=attr_dict['modifiers'].default, combines=attr_dict['combines'].default, permissions=attr_dict['permissions'].default, exceptions=attr_dict['exceptions'].default, sequences=attr_dict['sequences'].default, scenarios=attr_dict['scenarios'].default, examples=attr_dict['examples'].default, aids=attr_dict['aids'].default, cited=attr_dict['cited'].default, owned=attr_dict['owned'].default, files=attr_dict['files'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('header', header)\n    _setattr('clauses', clauses)\n    _setattr('terms', terms)\n    _setattr('enums', enums)\n    _setattr('facts', facts)\n    _setattr('constants', constants)\n    _setattr('tables', tables)\n    _setattr('results', results)\n    _setattr('records', records)\n    _setattr('formulas', formulas)\n    _setattr('modifiers', modifiers)\n    _setattr('combines', combines)\n    _setattr('permissions', permissions)\n    _setattr('exceptions', exceptions)\n    _setattr('sequences', sequences)\n    _setattr('scenarios', scenarios)\n    _setattr('examples', examples)\n    _setattr('aids', aids)\n    _setattr('cited', cited)\n    _setattr('owned', owned)\n    _setattr('files', files)\n", _68),
    '<attrs generated methods dsl.ir.Lit>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n                self.type,\n            ))\ndef __init__(self, value, type):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('type', type)\n", _69),
    '<attrs generated methods dsl.ir.Ref>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.name == other.name and\n        self.type == other.type and\n        self.enum == other.enum and\n        self.clause == other.clause\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.name,\n                self.type,\n                self.enum,\n                self.clause,\n            ))\ndef __init__(self, kind, name, type, enum=attr_dict['enum'].default, clause=attr_dict['clause'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('name', name)\n    _setattr('type', type)\n    _setattr('enum', enum)\n    _setattr('clause', clause)\n", _70),
    '<attrs generated methods dsl.ir.Unary>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.operand == other.operand and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.operand,\n                self.type,\n            ))\ndef __init__(self, op, operand, type):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('operand', operand)\n    _setattr('type', type)\n", _71),
    '<attrs generated methods dsl.ir.Binary>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.left == other.left and\n        self.right == other.right and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.left,\n                self.right,\n                self.type,\n            ))\ndef __init__(self, op, left, right, type=attr_dict['type'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('left', left)\n    _setattr('right', right)\n    _setattr('type', type)\n", _72),
    '<attrs generated methods dsl.ir.Compare>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.left == other.left and\n        self.right == other.right and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.left,\n                self.right,\n                self.type,\n            ))\ndef __init__(self, op, left, right, type=attr_dict['type'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('left', left)\n    _setattr('right', right)\n    _setattr('type', type)\n", _73),
    '<attrs generated methods dsl.ir.Member>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.left == other.left and\n        self.options == other.options and\n        self.negate == other.negate and\n        self.type == other.type and\n        self.over == other.over\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.left,\n                self.options,\n                self.negate,\n                self.type,\n                self.over,\n            ))\ndef __init__(self, left, options, negate=attr_dict['negate'].default, type=attr_dict['type'].default, over=attr_dict['over'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('left', left)\n    _setattr('options', options)\n    _setattr('negate', negate)\n    _setattr('type', type)\n    _setattr('over', over)\n", _74),
    '<attrs generated methods dsl.ir.Logic>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.operands == other.operands and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.operands,\n                self.type,\n            ))\ndef __init__(self, op, operands, type=attr_dict['type'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('operands', operands)\n    _setattr('type', type)\n", _75),
    '<attrs generated methods dsl.ir.Cond>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.condition == other.condition and\n        self.then == other.then and\n        self.otherwise == other.otherwise and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.condition,\n                self.then,\n                self.otherwise,\n                self.type,\n            ))\ndef __init__(self, condition, then, otherwise, type):\n    _setattr = _cached_setattr_get(self)\n    _setattr('condition', condition)\n    _setattr('then', then)\n    _setattr('otherwise', otherwise)\n    _setattr('type', type)\n", _76),
    '<attrs generated methods dsl.ir.Field>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.target == other.target and\n        self.name == other.name and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.target,\n                self.name,\n                self.type,\n            ))\ndef __init__(self, target, name, type):\n    _setattr = _cached_setattr_get(self)\n    _setattr('target', target)\n    _setattr('name', name)\n    _setattr('type', type)\n", _77),
    '<attrs generated methods dsl.ir.ItemField>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.target == other.target and\n        self.name == other.name and\n        self.record == other.record and\n        self.type == other.type and\n        self.default == other.default\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.target,\n                self.name,\n                self.record,\n                self.type,\n                self.default,\n            ))\ndef __init__(self, target, name, record, type, default=attr_dict['default'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('target', target)\n    _setattr('name', name)\n    _setattr('record', record)\n    _setattr('type', type)\n    _setattr('default', default)\n", _78),
    '<attrs generated methods dsl.ir.Arg>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.value,\n            ))\ndef __init__(self, name, value):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('value', value)\n", _79),
    '<attrs generated methods dsl.ir.Call>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.name == other.name and\n        self.type == other.type and\n        self.args == other.args and\n        self.params == other.params and\n        self.facts == other.facts and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.name,\n                self.type,\n                self.args,\n                self.params,\n                self.facts,\n                self.value,\n            ))\ndef __init__(self, kind, name, type, args=attr_dict['args'].default, params=attr_dict['params'].default, facts=attr_dict['facts'].default, value=attr_dict['value'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('name', name)\n    _setattr('type', type)\n    _setattr('args', args)\n    _setattr('params', params)\n    _setattr('facts', facts)\n    _setattr('value', value)\n", _80),
    '<attrs generated methods dsl.ir.Lookup>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.table == other.table and\n        self.method == other.method and\n        self.type == other.type and\n        self.positional == other.positional and\n        self.args == other.args and\n        self.facts == other.facts\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.table,\n                self.method,\n                self.type,\n                self.positional,\n                self.args,\n                self.facts,\n            ))\ndef __init__(self, table, method, type, positional=attr_dict['positional'].default, args=attr_dict['args'].default, facts=attr_dict['facts'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('table', table)\n    _setattr('method', method)\n    _setattr('type', type)\n    _setattr('positional', positional)\n    _setattr('args', args)\n    _setattr('facts', facts)\n", _81),
    '<attrs generated methods dsl.ir.Aggregate>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.op == other.op and\n        self.var == other.var and\n        self.source == other.source and\n        self.body == other.body and\n        self.where == other.where and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.op,\n                self.var,\n                self.source,\n                self.body,\n                self.where,\n                self.type,\n            ))\ndef __init__(self, op, var, source, body, where=attr_dict['where'].default, type=attr_dict['type'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('op', op)\n    _setattr('var', var)\n    _setattr('source', source)\n    _setattr('body', body)\n    _setattr('where', where)\n    _setattr('type', type)\n", _82),
    '<attrs generated methods dsl.ir.Items>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.items == other.items and\n        self.type == other.type\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.items,\n                self.type,\n            ))\ndef __init__(self, items, type):\n    _setattr = _cached_setattr_get(self)\n    _setattr('items', items)\n    _setattr('type', type)\n", _83),
    '<attrs generated methods dsl.ir.Note>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.text == other.text\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.text,\n            ))\ndef __init__(self, kind, text):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('text', text)\n", _84),
    '<attrs generated methods dsl.ir.Side>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.neutral == other.neutral\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.neutral,\n            ))\ndef __init__(self, id, title, neutral=attr_dict['neutral'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('neutral', neutral)\n", _85),
    '<attrs generated methods dsl.ir.External>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.first == other.first and\n        self.last == other.last\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.first,\n                self.last,\n            ))\ndef __init__(self, id, title, first, last):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('first', first)\n    _setattr('last', last)\n", _86),
    '<attrs generated methods dsl.ir.Clause>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.says == other.says and\n        self.kind == other.kind and\n        self.parent == other.parent and\n        self.optional == other.optional and\n        self.source == other.source and\n        self.refs == other.refs and\n        self.referenced_by == other.referenced_by and\n        self.exceptions == other.exceptions and\n        self.tags == other.tags and\n        self.notes == other.notes and\n        self.doubts == other.doubts and\n        self.remarks == other.remarks\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.says,\n                self.kind,\n                self.parent,\n                self.optional,\n                self.source,\n                self.refs,\n                self.referenced_by,\n                self.exceptions,\n                self.tags,\n                self.notes,\n                self.doubts,\n                self.remarks,\n            ))\ndef __init__(self, id, title, says, kind, parent, optional, source, refs=attr_dict['refs'].default, referenced_by=attr_dict['referenced_by'].default, exceptions=attr_dict['exceptions'].default, tags=attr_dict['tags'].default, notes=attr_dict['notes'].default, doubts=attr_dict['doubts'].default, remarks=attr_dict['remarks'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('says', says)\n    _setattr('kind', kind)\n    _setattr('parent', parent)\n    _setattr('optional', optional)\n    _setattr('source', source)\n    _setattr('refs', refs)\n    _setattr('referenced_by', referenced_by)\n    _setattr('exceptions', exceptions)\n    _setattr('tags', tags)\n    _setattr('notes', notes)\n    _setattr('doubts', doubts)\n    _setattr('remarks', remarks)\n", _87),
    '<attrs generated methods dsl.ir.Term>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.says == other.says and\n        self.clause == other.clause\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.says,\n                self.clause,\n            ))\ndef __init__(self, id, title, says, clause):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('says', says)\n    _setattr('clause', clause)\n", _88),
    '<attrs generated methods dsl.ir.EnumValue>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n            ))\ndef __init__(self, id, title):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n", _89),
    '<attrs generated methods dsl.ir.Enum>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.values == other.values and\n        self.clause == other.clause\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.values,\n                self.clause,\n            ))\ndef __init__(self, id, title, values, clause=attr_dict['clause'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('values', values)\n    _setattr('clause', clause)\n", _90),
    '<attrs generated methods dsl.ir.Fact>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.type == other.type and\n        self.value_type == other.value_type and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.default == other.default and\n        self.at_most == other.at_most\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.type,\n                self.value_type,\n                self.title,\n                self.clause,\n                self.default,\n                self.at_most,\n            ))\ndef __init__(self, id, type, value_type, title, clause, default=attr_dict['default'].default, at_most=attr_dict['at_most'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('type', type)\n    _setattr('value_type', value_type)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('default', default)\n    _setattr('at_most', at_most)\n", _91),
    '<attrs generated methods dsl.ir.Constant>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.value == other.value and\n        self.printed == other.printed and\n        self.unit == other.unit and\n        self.title == other.title and\n        self.clause == other.clause\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.value,\n                self.printed,\n                self.unit,\n                self.title,\n                self.clause,\n            ))\ndef __init__(self, id, value, printed, unit, title, clause):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('value', value)\n    _setattr('printed', printed)\n    _setattr('unit', unit)\n    _setattr('title', title)\n    _setattr('clause', clause)\n", _92),
    '<attrs generated methods dsl.ir.RecordField>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.type == other.type and\n        self.value_type == other.value_type and\n        self.title == other.title and\n        self.default == other.default\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.type,\n                self.value_type,\n                self.title,\n                self.default,\n            ))\ndef __init__(self, name, type, value_type, title=attr_dict['title'].default, default=attr_dict['default'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('type', type)\n    _setattr('value_type', value_type)\n    _setattr('title', title)\n    _setattr('default', default)\n", _93),
    '<attrs generated methods dsl.ir.Record>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.fields == other.fields\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.fields,\n            ))\ndef __init__(self, id, title, clause, fields):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('fields', fields)\n", _94),
    '<attrs generated methods dsl.ir.Pattern>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.pattern == other.pattern and\n        self.kind == other.kind and\n        self.meaning == other.meaning and\n        self.fields == other.fields and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.pattern,\n                self.kind,\n                self.meaning,\n                self.fields,\n                self.inferred,\n            ))\ndef __init__(self, pattern, kind, meaning, fields=attr_dict['fields'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('pattern', pattern)\n    _setattr('kind', kind)\n    _setattr('meaning', meaning)\n    _setattr('fields', fields)\n    _setattr('inferred', inferred)\n", _95),
    '<attrs generated methods dsl.ir.Vocabulary>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.split == other.split and\n        self.patterns == other.patterns and\n        self.blank == other.blank and\n        self.marks == other.marks and\n        self.remarks == other.remarks\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.split,\n                self.patterns,\n                self.blank,\n                self.marks,\n                self.remarks,\n            ))\ndef __init__(self, id, title, clause, split, patterns, blank=attr_dict['blank'].default, marks=attr_dict['marks'].default, remarks=attr_dict['remarks'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('split', split)\n    _setattr('patterns', patterns)\n    _setattr('blank', blank)\n    _setattr('marks', marks)\n    _setattr('remarks', remarks)\n", _96),
    '<attrs generated methods dsl.ir.Effect>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.fields == other.fields\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.fields,\n            ))\ndef __init__(self, kind, fields=attr_dict['fields'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('fields', fields)\n", _97),
    '<attrs generated methods dsl.ir.Edge>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.where == other.where and\n        self.clause == other.clause and\n        self.bound == other.bound and\n        self.clamp == other.clamp and\n        self.drm_per_column == other.drm_per_column and\n        self.result == other.result and\n        self.effects == other.effects and\n        self.missing == other.missing and\n        self.forbid == other.forbid and\n        self.inferred == other.inferred and\n        self.inferred_bound == other.inferred_bound\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.where,\n                self.clause,\n                self.bound,\n                self.clamp,\n                self.drm_per_column,\n                self.result,\n                self.effects,\n                self.missing,\n                self.forbid,\n                self.inferred,\n                self.inferred_bound,\n            ))\ndef __init__(self, where, clause, bound=attr_dict['bound'].default, clamp=attr_dict['clamp'].default, drm_per_column=attr_dict['drm_per_column'].default, result=attr_dict['result'].default, effects=attr_dict['effects'].default, missing=attr_dict['missing'].default, forbid=attr_dict['forbid'].default, inferred=attr_dict['inferred'].default, inferred_bound=attr_dict['inferred_bound'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('where', where)\n    _setattr('clause', clause)\n    _setattr('bound', bound)\n    _setattr('clamp', clamp)\n    _setattr('drm_per_column', drm_per_column)\n    _setattr('result', result)\n    _setattr('effects', effects)\n    _setattr('missing', missing)\n    _setattr('forbid', forbid)\n    _setattr('inferred', inferred)\n    _setattr('inferred_bound', inferred_bound)\n", _98),
    '<attrs generated methods dsl.ir.HeaderRow>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.label == other.label and\n        self.values == other.values and\n        self.columns == other.columns and\n        self.column_positions == other.column_positions and\n        self.column_ranges == other.column_ranges\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.label,\n                self.values,\n                self.columns,\n                self.column_positions,\n                self.column_ranges,\n            ))\ndef __init__(self, label, values, columns, column_positions=attr_dict['column_positions'].default, column_ranges=attr_dict['column_ranges'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('label', label)\n    _setattr('values', values)\n    _setattr('columns', columns)\n    _setattr('column_positions', column_positions)\n    _setattr('column_ranges', column_ranges)\n", _99),
    '<attrs generated methods dsl.ir.CellReading>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.row == other.row and\n        self.column == other.column and\n        self.text == other.text and\n        self.pattern == other.pattern\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.row,\n                self.column,\n                self.text,\n                self.pattern,\n            ))\ndef __init__(self, row, column, text, pattern=attr_dict['pattern'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('row', row)\n    _setattr('column', column)\n    _setattr('text', text)\n    _setattr('pattern', pattern)\n", _100),
    '<attrs generated methods dsl.ir.Table>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.missing == other.missing and\n        self.missing_text == other.missing_text and\n        self.dice == other.dice and\n        self.row_kind == other.row_kind and\n        self.column_kind == other.column_kind and\n        self.corner == other.corner and\n        self.results == other.results and\n        self.rows == other.rows and\n        self.row_ranges == other.row_ranges and\n        self.columns == other.columns and\n        self.column_positions == other.column_positions and\n        self.column_ranges == other.column_ranges and\n        self.cells == other.cells and\n        self.effects == other.effects and\n        self.marks == other.marks and\n        self.row_marks == other.row_marks and\n        self.row_groups == other.row_groups and\n        self.edges == other.edges and\n        self.header_by == other.header_by and\n        self.header_rows == other.header_rows and\n        self.column_results == other.column_results and\n        self.footnotes == other.footnotes and\n        self.notes == other.notes and\n        self.doubts == other.doubts and\n        self.remarks == other.remarks and\n        self.row_keys == other.row_keys and\n        self.cell_readings == other.cell_readings and\n        self.columns_label == other.columns_label\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.missing,\n                self.missing_text,\n                self.dice,\n                self.row_kind,\n                self.column_kind,\n                self.corner,\n                self.results,\n                self.rows,\n                self.row_ranges,\n                self.columns,\n                self.column_positions,\n                self.column_ranges,\n                self.cells,\n                self.effects,\n                self.marks,\n                self.row_marks,\n                self.row_groups,\n                self.edges,\n                self.header_by,\n                self.header_rows,\n                self.column_results,\n                self.footnotes,\n                self.notes,\n                self.doubts,\n                self.remarks,\n                self.row_keys,\n                self.cell_readings,\n                self.columns_label,\n            ))\ndef __init__(self, id, title, clause, missing, missing_text, dice, row_kind, column_kind, corner, results, rows, row_ranges, columns, column_positions, column_ranges, cells, effects, marks, row_marks, row_groups, edges, header_by=attr_dict['header_by'].default, header_rows=attr_dict['header_rows'].default, column_results=attr_dict['column_results'].default, footnotes=attr_dict['footnotes'].default, notes=attr_dict['notes'].default, doubts=attr_dict['doubts'].default, remarks=attr_dict['remarks'].default, row_keys=attr_dict['row_keys'].default, cell_readings=attr_dict['cell_readings'].default, columns_label=attr_dict['columns_label'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('missing', missing)\n    _setattr('missing_text', missing_text)\n    _setattr('dice', dice)\n    _setattr('row_kind', row_kind)\n    _setattr('column_kind', column_kind)\n    _setattr('corner', corner)\n    _setattr('results', results)\n    _setattr('rows', rows)\n    _setattr('row_ranges', row_ranges)\n    _setattr('columns', columns)\n    _setattr('column_positions', column_positions)\n    _setattr('column_ranges', column_ranges)\n    _setattr('cells', cells)\n    _setattr('effects', effects)\n    _setattr('marks', marks)\n    _setattr('row_marks', row_marks)\n    _setattr('row_groups', row_groups)\n    _setattr('edges', edges)\n    _setattr('header_by', header_by)\n    _setattr('header_rows', header_rows)\n    _setattr('column_results', column_results)\n    _setattr('footnotes', footnotes)\n    _setattr('notes', notes)\n    _setattr('doubts', doubts)\n    _setattr('remarks', remarks)\n    _setattr('row_keys', row_keys)\n    _setattr('cell_readings', cell_readings)\n    _setattr('columns_label', columns_label)\n", _101),
    '<attrs generated methods dsl.ir.Param>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.type == other.type and\n        self.table == other.table and\n        self.axis == other.axis and\n        self.dice == other.dice\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.type,\n                self.table,\n                self.axis,\n                self.dice,\n            ))\ndef __init__(self, name, type, table=attr_dict['table'].default, axis=attr_dict['axis'].default, dice=attr_dict['dice'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('type', type)\n    _setattr('table', table)\n    _setattr('axis', axis)\n    _setattr('dice', dice)\n", _102),
    '<attrs generated methods dsl.ir.Applies>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.option == other.option and\n        self.scenario == other.scenario and\n        self.condition == other.condition and\n        self.wording == other.wording\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.option,\n                self.scenario,\n                self.condition,\n                self.wording,\n            ))\ndef __init__(self, option=attr_dict['option'].default, scenario=attr_dict['scenario'].default, condition=attr_dict['condition'].default, wording=attr_dict['wording'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('option', option)\n    _setattr('scenario', scenario)\n    _setattr('condition', condition)\n    _setattr('wording', wording)\n", _103),
    '<attrs generated methods dsl.ir.Reading>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.when == other.when\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.when,\n            ))\ndef __init__(self, text, when=attr_dict['when'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('when', when)\n", _104),
    '<attrs generated methods dsl.ir.Formula>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.params == other.params and\n        self.body == other.body and\n        self.type == other.type and\n        self.applies == other.applies and\n        self.wording == other.wording and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.params,\n                self.body,\n                self.type,\n                self.applies,\n                self.wording,\n                self.inferred,\n            ))\ndef __init__(self, id, title, clause, params, body, type, applies=attr_dict['applies'].default, wording=attr_dict['wording'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('params', params)\n    _setattr('body', body)\n    _setattr('type', type)\n    _setattr('applies', applies)\n    _setattr('wording', wording)\n    _setattr('inferred', inferred)\n", _105),
    '<attrs generated methods dsl.ir.Modifier>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.effect == other.effect and\n        self.amount == other.amount and\n        self.factor == other.factor and\n        self.rounding == other.rounding and\n        self.side == other.side and\n        self.per == other.per and\n        self.at_most == other.at_most and\n        self.on == other.on and\n        self.applies == other.applies and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.effect,\n                self.amount,\n                self.factor,\n                self.rounding,\n                self.side,\n                self.per,\n                self.at_most,\n                self.on,\n                self.applies,\n                self.inferred,\n            ))\ndef __init__(self, id, title, clause, effect, amount=attr_dict['amount'].default, factor=attr_dict['factor'].default, rounding=attr_dict['rounding'].default, side=attr_dict['side'].default, per=attr_dict['per'].default, at_most=attr_dict['at_most'].default, on=attr_dict['on'].default, applies=attr_dict['applies'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('effect', effect)\n    _setattr('amount', amount)\n    _setattr('factor', factor)\n    _setattr('rounding', rounding)\n    _setattr('side', side)\n    _setattr('per', per)\n    _setattr('at_most', at_most)\n    _setattr('on', on)\n    _setattr('applies', applies)\n    _setattr('inferred', inferred)\n", _106),
    '<attrs generated methods dsl.ir.Combine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.mode == other.mode and\n        self.members == other.members and\n        self.at_most == other.at_most\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.mode,\n                self.members,\n                self.at_most,\n            ))\ndef __init__(self, id, title, clause, mode, members, at_most=attr_dict['at_most'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('mode', mode)\n    _setattr('members', members)\n    _setattr('at_most', at_most)\n", _107),
    '<attrs generated methods dsl.ir.Permission>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.modal == other.modal and\n        self.action == other.action and\n        self.who == other.who and\n        self.applies == other.applies and\n        self.unless == other.unless and\n        self.unless_wording == other.unless_wording and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.modal,\n                self.action,\n                self.who,\n                self.applies,\n                self.unless,\n                self.unless_wording,\n                self.inferred,\n            ))\ndef __init__(self, id, title, clause, modal, action, who=attr_dict['who'].default, applies=attr_dict['applies'].default, unless=attr_dict['unless'].default, unless_wording=attr_dict['unless_wording'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('modal', modal)\n    _setattr('action', action)\n    _setattr('who', who)\n    _setattr('applies', applies)\n    _setattr('unless', unless)\n    _setattr('unless_wording', unless_wording)\n    _setattr('inferred', inferred)\n", _108),
    '<attrs generated methods dsl.ir.Rewrite>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.field == other.field and\n        self.kind == other.kind and\n        self.pairs == other.pairs and\n        self.side == other.side\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.field,\n                self.kind,\n                self.pairs,\n                self.side,\n            ))\ndef __init__(self, field, kind, pairs, side=attr_dict['side'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('field', field)\n    _setattr('kind', kind)\n    _setattr('pairs', pairs)\n    _setattr('side', side)\n", _109),
    '<attrs generated methods dsl.ir.Exception_>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.target == other.target and\n        self.target_kind == other.target_kind and\n        self.effect == other.effect and\n        self.level == other.level and\n        self.priority == other.priority and\n        self.says == other.says and\n        self.rewrites == other.rewrites and\n        self.use == other.use and\n        self.applies == other.applies and\n        self.always == other.always and\n        self.chooser == other.chooser and\n        self.choice == other.choice and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.target,\n                self.target_kind,\n                self.effect,\n                self.level,\n                self.priority,\n                self.says,\n                self.rewrites,\n                self.use,\n                self.applies,\n                self.always,\n                self.chooser,\n                self.choice,\n                self.inferred,\n            ))\ndef __init__(self, id, title, clause, target, target_kind, effect, level, priority, says=attr_dict['says'].default, rewrites=attr_dict['rewrites'].default, use=attr_dict['use'].default, applies=attr_dict['applies'].default, always=attr_dict['always'].default, chooser=attr_dict['chooser'].default, choice=attr_dict['choice'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('target', target)\n    _setattr('target_kind', target_kind)\n    _setattr('effect', effect)\n    _setattr('level', level)\n    _setattr('priority', priority)\n    _setattr('says', says)\n    _setattr('rewrites', rewrites)\n    _setattr('use', use)\n    _setattr('applies', applies)\n    _setattr('always', always)\n    _setattr('chooser', chooser)\n    _setattr('choice', choice)\n    _setattr('inferred', inferred)\n", _110),
    '<attrs generated methods dsl.ir.Step>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.who == other.who and\n        self.repeat == other.repeat and\n        self.applies == other.applies and\n        self.steps == other.steps and\n        self.says == other.says and\n        self.inferred == other.inferred and\n        self.notes == other.notes\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.id,\n                self.title,\n                self.clause,\n                self.who,\n                self.repeat,\n                self.applies,\n                self.steps,\n                self.says,\n                self.inferred,\n                self.notes,\n            ))\ndef __init__(self, kind, id, title, clause=attr_dict['clause'].default, who=attr_dict['who'].default, repeat=attr_dict['repeat'].default, applies=attr_dict['applies'].default, steps=attr_dict['steps'].default, says=attr_dict['says'].default, inferred=attr_dict['inferred'].default, notes=attr_dict['notes'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('who', who)\n    _setattr('repeat', repeat)\n    _setattr('applies', applies)\n    _setattr('steps', steps)\n    _setattr('says', says)\n    _setattr('inferred', inferred)\n    _setattr('notes', notes)\n", _111),
    '<attrs generated methods dsl.ir.Skip>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.scenario == other.scenario and\n        self.path == other.path and\n        self.condition == other.condition\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.scenario,\n                self.path,\n                self.condition,\n            ))\ndef __init__(self, scenario, path, condition=attr_dict['condition'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('scenario', scenario)\n    _setattr('path', path)\n    _setattr('condition', condition)\n", _112),
    '<attrs generated methods dsl.ir.Sequence>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.steps == other.steps and\n        self.skips == other.skips\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.steps,\n                self.skips,\n            ))\ndef __init__(self, id, title, clause, steps, skips=attr_dict['skips'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('steps', steps)\n    _setattr('skips', skips)\n", _113),
    '<attrs generated methods dsl.ir.Place>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.value == other.value and\n        self.name == other.name\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.value,\n                self.name,\n            ))\ndef __init__(self, kind, value, name=attr_dict['name'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('value', value)\n    _setattr('name', name)\n", _114),
    '<attrs generated methods dsl.ir.Placement>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.places == other.places and\n        self.radius == other.radius and\n        self.text == other.text and\n        self.one_of == other.one_of\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.places,\n                self.radius,\n                self.text,\n                self.one_of,\n            ))\ndef __init__(self, kind, places=attr_dict['places'].default, radius=attr_dict['radius'].default, text=attr_dict['text'].default, one_of=attr_dict['one_of'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('places', places)\n    _setattr('radius', radius)\n    _setattr('text', text)\n    _setattr('one_of', one_of)\n", _115),
    '<attrs generated methods dsl.ir.Setup>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.formation == other.formation and\n        self.placement == other.placement and\n        self.units == other.units and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.formation,\n                self.placement,\n                self.units,\n                self.inferred,\n            ))\ndef __init__(self, side, formation, placement, units, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('formation', formation)\n    _setattr('placement', placement)\n    _setattr('units', units)\n    _setattr('inferred', inferred)\n", _116),
    '<attrs generated methods dsl.ir.Reinforcement>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.turn == other.turn and\n        self.segment == other.segment and\n        self.placement == other.placement and\n        self.units == other.units and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.turn,\n                self.segment,\n                self.placement,\n                self.units,\n                self.inferred,\n            ))\ndef __init__(self, side, turn, segment, placement, units, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('turn', turn)\n    _setattr('segment', segment)\n    _setattr('placement', placement)\n    _setattr('units', units)\n    _setattr('inferred', inferred)\n", _117),
    '<attrs generated methods dsl.ir.Removal>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.turn == other.turn and\n        self.units == other.units and\n        self.destination == other.destination and\n        self.remark == other.remark and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.turn,\n                self.units,\n                self.destination,\n                self.remark,\n                self.inferred,\n            ))\ndef __init__(self, side, turn, units, destination=attr_dict['destination'].default, remark=attr_dict['remark'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('turn', turn)\n    _setattr('units', units)\n    _setattr('destination', destination)\n    _setattr('remark', remark)\n    _setattr('inferred', inferred)\n", _118),
    '<attrs generated methods dsl.ir.Calendar>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.fact == other.fact and\n        self.by == other.by and\n        self.values == other.values\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.fact,\n                self.by,\n                self.values,\n            ))\ndef __init__(self, fact, by, values):\n    _setattr = _cached_setattr_get(self)\n    _setattr('fact', fact)\n    _setattr('by', by)\n    _setattr('values', values)\n", _119),
    '<attrs generated methods dsl.ir.TurnAmount>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.turn == other.turn and\n        self.side == other.side and\n        self.amount == other.amount and\n        self.unit == other.unit and\n        self.title == other.title\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.turn,\n                self.side,\n                self.amount,\n                self.unit,\n                self.title,\n            ))\ndef __init__(self, turn, side, amount, unit=attr_dict['unit'].default, title=attr_dict['title'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('turn', turn)\n    _setattr('side', side)\n    _setattr('amount', amount)\n    _setattr('unit', unit)\n    _setattr('title', title)\n", _120),
    '<attrs generated methods dsl.ir.Support>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.first_turn == other.first_turn and\n        self.last_turn == other.last_turn and\n        self.count == other.count and\n        self.kind == other.kind and\n        self.inferred == other.inferred\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.first_turn,\n                self.last_turn,\n                self.count,\n                self.kind,\n                self.inferred,\n            ))\ndef __init__(self, side, first_turn, last_turn, count, kind=attr_dict['kind'].default, inferred=attr_dict['inferred'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('first_turn', first_turn)\n    _setattr('last_turn', last_turn)\n    _setattr('count', count)\n    _setattr('kind', kind)\n    _setattr('inferred', inferred)\n", _121),
    '<attrs generated methods dsl.ir.Start>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.amount == other.amount and\n        self.unit == other.unit and\n        self.title == other.title\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.amount,\n                self.unit,\n                self.title,\n            ))\ndef __init__(self, side, amount, unit, title):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('amount', amount)\n    _setattr('unit', unit)\n    _setattr('title', title)\n", _122),
    '<attrs generated methods dsl.ir.Scenario>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.clause == other.clause and\n        self.first_turn == other.first_turn and\n        self.last_turn == other.last_turn and\n        self.area == other.area and\n        self.first_side == other.first_side and\n        self.setup_order == other.setup_order and\n        self.starts == other.starts and\n        self.markers == other.markers and\n        self.setups == other.setups and\n        self.supports == other.supports and\n        self.reinforcements == other.reinforcements and\n        self.victory == other.victory and\n        self.options == other.options and\n        self.all_options == other.all_options and\n        self.exceptions == other.exceptions and\n        self.says == other.says and\n        self.notes == other.notes and\n        self.doubts == other.doubts and\n        self.removals == other.removals and\n        self.amounts == other.amounts and\n        self.calendars == other.calendars\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.clause,\n                self.first_turn,\n                self.last_turn,\n                self.area,\n                self.first_side,\n                self.setup_order,\n                self.starts,\n                self.markers,\n                self.setups,\n                self.supports,\n                self.reinforcements,\n                self.victory,\n                self.options,\n                self.all_options,\n                self.exceptions,\n                self.says,\n                self.notes,\n                self.doubts,\n                self.removals,\n                self.amounts,\n                self.calendars,\n            ))\ndef __init__(self, id, title, clause, first_turn, last_turn, area=attr_dict['area'].default, first_side=attr_dict['first_side'].default, setup_order=attr_dict['setup_order'].default, starts=attr_dict['starts'].default, markers=attr_dict['markers'].default, setups=attr_dict['setups'].default, supports=attr_dict['supports'].default, reinforcements=attr_dict['reinforcements'].default, victory=attr_dict['victory'].default, options=attr_dict['options'].default, all_options=attr_dict['all_options'].default, exceptions=attr_dict['exceptions'].default, says=attr_dict['says'].default, notes=attr_dict['notes'].default, doubts=attr_dict['doubts'].default, removals=attr_dict['removals'].default, amounts=attr_dict['amounts'].default, calendars=attr_dict['calendars'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('clause', clause)\n    _setattr('first_turn', first_turn)\n    _setattr('last_turn', last_turn)\n    _setattr('area', area)\n    _setattr('first_side', first_side)\n    _setattr('setup_order', setup_order)\n    _setattr('starts', starts)\n    _setattr('markers', markers)\n    _setattr('setups', setups)\n    _setattr('supports', supports)\n    _setattr('reinforcements', reinforcements)\n    _setattr('victory', victory)\n    _setattr('options', options)\n    _setattr('all_options', all_options)\n    _setattr('exceptions', exceptions)\n    _setattr('says', says)\n    _setattr('notes', notes)\n    _setattr('doubts', doubts)\n    _setattr('removals', removals)\n    _setattr('amounts', amounts)\n    _setattr('calendars', calendars)\n", _123),
    '<attrs generated methods dsl.ir.Example>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.index == other.index and\n        self.clause == other.clause and\n        self.title == other.title and\n        self.line == other.line and\n        self.checks == other.checks and\n        self.scenario == other.scenario and\n        self.option == other.option and\n        self.written == other.written and\n        self.printed == other.printed\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.index,\n                self.clause,\n                self.title,\n                self.line,\n                self.checks,\n                self.scenario,\n                self.option,\n                self.written,\n                self.printed,\n            ))\ndef __init__(self, index, clause, title, line, checks, scenario=attr_dict['scenario'].default, option=attr_dict['option'].default, written=attr_dict['written'].default, printed=attr_dict['printed'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('index', index)\n    _setattr('clause', clause)\n    _setattr('title', title)\n    _setattr('line', line)\n    _setattr('checks', checks)\n    _setattr('scenario', scenario)\n    _setattr('option', option)\n    _setattr('written', written)\n    _setattr('printed', printed)\n", _124),
    '<attrs generated methods dsl.ir.AidItem>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.value,\n            ))\ndef __init__(self, kind, value):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('value', value)\n", _125),
    '<attrs generated methods dsl.ir.Aid>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.size == other.size and\n        self.orientation == other.orientation and\n        self.items == other.items\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.size,\n                self.orientation,\n                self.items,\n            ))\ndef __init__(self, id, title, size, orientation, items):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('size', size)\n    _setattr('orientation', orientation)\n    _setattr('items', items)\n", _126),
    '<attrs generated methods dsl.ir.Book>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.id == other.id and\n        self.title == other.title and\n        self.series == other.series and\n        self.source == other.source and\n        self.scale == other.scale and\n        self.credits == other.credits and\n        self.sides == other.sides and\n        self.dice == other.dice and\n        self.externals == other.externals and\n        self.files == other.files and\n        self.notes == other.notes and\n        self.turn_fact == other.turn_fact and\n        self.clauses == other.clauses and\n        self.terms == other.terms and\n        self.enums == other.enums and\n        self.facts == other.facts and\n        self.constants == other.constants and\n        self.records == other.records and\n        self.vocabularies == other.vocabularies and\n        self.tables == other.tables and\n        self.formulas == other.formulas and\n        self.modifiers == other.modifiers and\n        self.combines == other.combines and\n        self.permissions == other.permissions and\n        self.exceptions == other.exceptions and\n        self.sequences == other.sequences and\n        self.scenarios == other.scenarios and\n        self.examples == other.examples and\n        self.aids == other.aids and\n        self.remarks == other.remarks\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.id,\n                self.title,\n                self.series,\n                self.source,\n                self.scale,\n                self.credits,\n                self.sides,\n                self.dice,\n                self.externals,\n                self.files,\n                self.notes,\n                self.turn_fact,\n                self.clauses,\n                self.terms,\n                self.enums,\n                self.facts,\n                self.constants,\n                self.records,\n                self.vocabularies,\n                self.tables,\n                self.formulas,\n                self.modifiers,\n                self.combines,\n                self.permissions,\n                self.exceptions,\n                self.sequences,\n                self.scenarios,\n                self.examples,\n                self.aids,\n                self.remarks,\n            ))\ndef __init__(self, id, title, series, source, scale, credits, sides, dice, externals, files, notes=attr_dict['notes'].default, turn_fact=attr_dict['turn_fact'].default, clauses=attr_dict['clauses'].default, terms=attr_dict['terms'].default, enums=attr_dict['enums'].default, facts=attr_dict['facts'].default, constants=attr_dict['constants'].default, records=attr_dict['records'].default, vocabularies=attr_dict['vocabularies'].default, tables=attr_dict['tables'].default, formulas=attr_dict['formulas'].default, modifiers=attr_dict['modifiers'].default, combines=attr_dict['combines'].default, permissions=attr_dict['permissions'].default, exceptions=attr_dict['exceptions'].default, sequences=attr_dict['sequences'].default, scenarios=attr_dict['scenarios'].default, examples=attr_dict['examples'].default, aids=attr_dict['aids'].default, remarks=attr_dict['remarks'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('id', id)\n    _setattr('title', title)\n    _setattr('series', series)\n    _setattr('source', source)\n    _setattr('scale', scale)\n    _setattr('credits', credits)\n    _setattr('sides', sides)\n    _setattr('dice', dice)\n    _setattr('externals', externals)\n    _setattr('files', files)\n    _setattr('notes', notes)\n    _setattr('turn_fact', turn_fact)\n    _setattr('clauses', clauses)\n    _setattr('terms', terms)\n    _setattr('enums', enums)\n    _setattr('facts', facts)\n    _setattr('constants', constants)\n    _setattr('records', records)\n    _setattr('vocabularies', vocabularies)\n    _setattr('tables', tables)\n    _setattr('formulas', formulas)\n    _setattr('modifiers', modifiers)\n    _setattr('combines', combines)\n    _setattr('permissions', permissions)\n    _setattr('exceptions', exceptions)\n    _setattr('sequences', sequences)\n    _setattr('scenarios', scenarios)\n    _setattr('examples', examples)\n    _setattr('aids', aids)\n    _setattr('remarks', remarks)\n", _127),
    '<attrs generated methods dsl.pieces.Prose>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.refs == other.refs and\n        self.marked == other.marked\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.refs,\n                self.marked,\n            ))\ndef __init__(self, text, refs=attr_dict['refs'].default, marked=attr_dict['marked'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('marked', marked)\n", _128),
    '<attrs generated methods dsl.pieces.Says>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _129),
    '<attrs generated methods dsl.pieces.NoteLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.note == other.note and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.note,\n                self.refs,\n            ))\ndef __init__(self, note, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('note', note)\n    _setattr('refs', refs)\n", _130),
    '<attrs generated methods dsl.pieces.See>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.refs,\n            ))\ndef __init__(self, refs):\n    _setattr = _cached_setattr_get(self)\n    _setattr('refs', refs)\n", _131),
    '<attrs generated methods dsl.pieces.OptionalMark>': ('def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return True\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n            ))\ndef __init__(self, ):\n    _setattr = _cached_setattr_get(self)\n', _132),
    '<attrs generated methods dsl.pieces.PrintedMark>': ('def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return True\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n            ))\ndef __init__(self, ):\n    _setattr = _cached_setattr_get(self)\n', _133),
    '<attrs generated methods dsl.pieces.Tag>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.value == other.value\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.value,\n            ))\ndef __init__(self, name, value=attr_dict['value'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('value', value)\n", _134),
    '<attrs generated methods dsl.pieces.Tags>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.tags == other.tags\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.tags,\n            ))\ndef __init__(self, tags):\n    _setattr = _cached_setattr_get(self)\n    _setattr('tags', tags)\n", _135),
    '<attrs generated methods dsl.pieces.BookField>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.text == other.text and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.text,\n                self.span,\n            ))\ndef __init__(self, name, text, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('text', text)\n    _setattr('span', span)\n", _136),
    '<attrs generated methods dsl.pieces.Credit>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.role == other.role and\n        self.name == other.name\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.role,\n                self.name,\n            ))\ndef __init__(self, role, name):\n    _setattr = _cached_setattr_get(self)\n    _setattr('role', role)\n    _setattr('name', name)\n", _137),
    '<attrs generated methods dsl.pieces.Dice>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.dice == other.dice and\n        self.spans == other.spans\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.dice,\n                self.spans,\n            ))\ndef __init__(self, dice, spans=attr_dict['spans'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('dice', dice)\n    _setattr('spans', spans)\n", _138),
    '<attrs generated methods dsl.pieces.EnumValueLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n                self.refs,\n            ))\ndef __init__(self, value, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('refs', refs)\n", _139),
    '<attrs generated methods dsl.pieces.TypeName>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.span,\n            ))\ndef __init__(self, name, span):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('span', span)\n", _140),
    '<attrs generated methods dsl.pieces.Default>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.expr == other.expr\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.expr,\n            ))\ndef __init__(self, expr):\n    _setattr = _cached_setattr_get(self)\n    _setattr('expr', expr)\n", _141),
    '<attrs generated methods dsl.pieces.ConstValue>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value and\n        self.printed == other.printed and\n        self.unit == other.unit\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n                self.printed,\n                self.unit,\n            ))\ndef __init__(self, value, printed, unit=attr_dict['unit'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('printed', printed)\n    _setattr('unit', unit)\n", _142),
    '<attrs generated methods dsl.pieces.Setting>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.field == other.field and\n        self.value == other.value and\n        self.declared == other.declared and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.field,\n                self.value,\n                self.declared,\n                self.span,\n            ))\ndef __init__(self, field, value, declared, span):\n    _setattr = _cached_setattr_get(self)\n    _setattr('field', field)\n    _setattr('value', value)\n    _setattr('declared', declared)\n    _setattr('span', span)\n", _143),
    '<attrs generated methods dsl.pieces.Settings>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.settings == other.settings\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.settings,\n            ))\ndef __init__(self, settings):\n    _setattr = _cached_setattr_get(self)\n    _setattr('settings', settings)\n", _144),
    '<attrs generated methods dsl.pieces.Missing>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n            ))\ndef __init__(self, text):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n", _145),
    '<attrs generated methods dsl.pieces.EdgeRule>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.edge == other.edge and\n        self.ref == other.ref and\n        self.cited == other.cited\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.edge,\n                self.ref,\n                self.cited,\n            ))\ndef __init__(self, edge, ref, cited=attr_dict['cited'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('edge', edge)\n    _setattr('ref', ref)\n    _setattr('cited', cited)\n", _146),
    '<attrs generated methods dsl.pieces.Inferred>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.refs == other.refs and\n        self.where == other.where and\n        self.bound == other.bound\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.refs,\n                self.where,\n                self.bound,\n            ))\ndef __init__(self, text, refs=attr_dict['refs'].default, where=attr_dict['where'].default, bound=attr_dict['bound'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('where', where)\n    _setattr('bound', bound)\n", _147),
    '<attrs generated methods dsl.pieces.ReadingLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.reading == other.reading and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.reading,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, reading, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('reading', reading)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _148),
    '<attrs generated methods dsl.pieces.CellReadingLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.reading == other.reading and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.reading,\n                self.refs,\n            ))\ndef __init__(self, reading, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('reading', reading)\n    _setattr('refs', refs)\n", _149),
    '<attrs generated methods dsl.pieces.LineReading>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _150),
    '<attrs generated methods dsl.pieces.ForbidAction>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.action == other.action and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.action,\n                self.refs,\n            ))\ndef __init__(self, action, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('action', action)\n    _setattr('refs', refs)\n", _151),
    '<attrs generated methods dsl.pieces.ColumnResults>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.label == other.label and\n        self.label_span == other.label_span and\n        self.results == other.results and\n        self.results_span == other.results_span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.label,\n                self.label_span,\n                self.results,\n                self.results_span,\n            ))\ndef __init__(self, label, label_span, results, results_span):\n    _setattr = _cached_setattr_get(self)\n    _setattr('label', label)\n    _setattr('label_span', label_span)\n    _setattr('results', results)\n    _setattr('results_span', results_span)\n", _152),
    '<attrs generated methods dsl.pieces.Footnote>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.number == other.number and\n        self.text == other.text and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.number,\n                self.text,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, number, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('number', number)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _153),
    '<attrs generated methods dsl.pieces.Split>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.span,\n            ))\ndef __init__(self, text, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('span', span)\n", _154),
    '<attrs generated methods dsl.pieces.PatternLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.pattern == other.pattern and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.pattern,\n                self.refs,\n            ))\ndef __init__(self, pattern, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('pattern', pattern)\n    _setattr('refs', refs)\n", _155),
    '<attrs generated methods dsl.pieces.FixedFields>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.fields == other.fields\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.fields,\n            ))\ndef __init__(self, fields):\n    _setattr = _cached_setattr_get(self)\n    _setattr('fields', fields)\n", _156),
    '<attrs generated methods dsl.pieces.BlankLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.pattern == other.pattern and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.pattern,\n                self.refs,\n            ))\ndef __init__(self, pattern, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('pattern', pattern)\n    _setattr('refs', refs)\n", _157),
    '<attrs generated methods dsl.pieces.Mark>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.key == other.key and\n        self.text == other.text and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.key,\n                self.text,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, key, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('key', key)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _158),
    '<attrs generated methods dsl.pieces.Guard>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.expr == other.expr and\n        self.wording == other.wording and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.expr,\n                self.wording,\n                self.refs,\n            ))\ndef __init__(self, kind, expr, wording=attr_dict['wording'].default, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('expr', expr)\n    _setattr('wording', wording)\n    _setattr('refs', refs)\n", _159),
    '<attrs generated methods dsl.pieces.Wording>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.refs,\n            ))\ndef __init__(self, text, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('refs', refs)\n", _160),
    '<attrs generated methods dsl.pieces.HeaderLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n                self.refs,\n            ))\ndef __init__(self, value, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('refs', refs)\n", _161),
    '<attrs generated methods dsl.pieces.AtMost>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n                self.span,\n            ))\ndef __init__(self, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('span', span)\n", _162),
    '<attrs generated methods dsl.pieces.On>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.span,\n            ))\ndef __init__(self, name, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('span', span)\n", _163),
    '<attrs generated methods dsl.pieces.Who>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.span,\n            ))\ndef __init__(self, name, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('span', span)\n", _164),
    '<attrs generated methods dsl.pieces.Modality>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.modal == other.modal and\n        self.action == other.action and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.modal,\n                self.action,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, modal, action, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('modal', modal)\n    _setattr('action', action)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _165),
    '<attrs generated methods dsl.pieces.Override>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.target == other.target and\n        self.is_clause == other.is_clause and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.target,\n                self.is_clause,\n                self.span,\n            ))\ndef __init__(self, target, is_clause, span):\n    _setattr = _cached_setattr_get(self)\n    _setattr('target', target)\n    _setattr('is_clause', is_clause)\n    _setattr('span', span)\n", _166),
    '<attrs generated methods dsl.pieces.ExcEffect>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.kind == other.kind and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.kind,\n                self.span,\n            ))\ndef __init__(self, kind, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('kind', kind)\n    _setattr('span', span)\n", _167),
    '<attrs generated methods dsl.pieces.RewritePair>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.old == other.old and\n        self.new == other.new\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.old,\n                self.new,\n            ))\ndef __init__(self, old, new):\n    _setattr = _cached_setattr_get(self)\n    _setattr('old', old)\n    _setattr('new', new)\n", _168),
    '<attrs generated methods dsl.pieces.Use>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.expr == other.expr\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.expr,\n            ))\ndef __init__(self, expr):\n    _setattr = _cached_setattr_get(self)\n    _setattr('expr', expr)\n", _169),
    '<attrs generated methods dsl.pieces.Priority>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n                self.span,\n            ))\ndef __init__(self, value, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('span', span)\n", _170),
    '<attrs generated methods dsl.pieces.AppliesAlways>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.span,\n            ))\ndef __init__(self, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('span', span)\n", _171),
    '<attrs generated methods dsl.pieces.ChosenBy>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.span,\n            ))\ndef __init__(self, name, span):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('span', span)\n", _172),
    '<attrs generated methods dsl.pieces.StepLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.step == other.step and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.step,\n                self.refs,\n            ))\ndef __init__(self, step, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('step', step)\n    _setattr('refs', refs)\n", _173),
    '<attrs generated methods dsl.pieces.StepWho>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.sides == other.sides and\n        self.spans == other.spans\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.sides,\n                self.spans,\n            ))\ndef __init__(self, sides, spans=attr_dict['spans'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('sides', sides)\n    _setattr('spans', spans)\n", _174),
    '<attrs generated methods dsl.pieces.Repeat>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _175),
    '<attrs generated methods dsl.pieces.SideName>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.name == other.name and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.name,\n                self.span,\n            ))\ndef __init__(self, name, span):\n    _setattr = _cached_setattr_get(self)\n    _setattr('name', name)\n    _setattr('span', span)\n", _176),
    '<attrs generated methods dsl.pieces.Turns>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.first == other.first and\n        self.last == other.last and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.first,\n                self.last,\n                self.span,\n            ))\ndef __init__(self, first, last, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('first', first)\n    _setattr('last', last)\n    _setattr('span', span)\n", _177),
    '<attrs generated methods dsl.pieces.Area>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.text == other.text and\n        self.refs == other.refs and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.text,\n                self.refs,\n                self.span,\n            ))\ndef __init__(self, text, refs=attr_dict['refs'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('span', span)\n", _178),
    '<attrs generated methods dsl.pieces.FirstSide>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.span,\n            ))\ndef __init__(self, side, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('span', span)\n", _179),
    '<attrs generated methods dsl.pieces.SetupOrder>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.sides == other.sides and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.sides,\n                self.span,\n            ))\ndef __init__(self, sides, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('sides', sides)\n    _setattr('span', span)\n", _180),
    '<attrs generated methods dsl.pieces.Start>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.amount == other.amount and\n        self.unit == other.unit and\n        self.text == other.text and\n        self.refs == other.refs and\n        self.unitless == other.unitless\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.amount,\n                self.unit,\n                self.text,\n                self.refs,\n                self.unitless,\n            ))\ndef __init__(self, side, amount, unit, text, refs=attr_dict['refs'].default, unitless=attr_dict['unitless'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('amount', amount)\n    _setattr('unit', unit)\n    _setattr('text', text)\n    _setattr('refs', refs)\n    _setattr('unitless', unitless)\n", _181),
    '<attrs generated methods dsl.pieces.Marker>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.key == other.key and\n        self.text == other.text and\n        self.span == other.span and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.key,\n                self.text,\n                self.span,\n                self.refs,\n            ))\ndef __init__(self, key, text, span=attr_dict['span'].default, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('key', key)\n    _setattr('text', text)\n    _setattr('span', span)\n    _setattr('refs', refs)\n", _182),
    '<attrs generated methods dsl.pieces.Markers>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.side == other.side and\n        self.markers == other.markers and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.side,\n                self.markers,\n                self.refs,\n            ))\ndef __init__(self, side, markers, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('side', side)\n    _setattr('markers', markers)\n    _setattr('refs', refs)\n", _183),
    '<attrs generated methods dsl.pieces.SideLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.value == other.value and\n        self.side == other.side and\n        self.refs == other.refs and\n        self.unitless == other.unitless\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.value,\n                self.side,\n                self.refs,\n                self.unitless,\n            ))\ndef __init__(self, value, side, refs=attr_dict['refs'].default, unitless=attr_dict['unitless'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('value', value)\n    _setattr('side', side)\n    _setattr('refs', refs)\n    _setattr('unitless', unitless)\n", _184),
    '<attrs generated methods dsl.pieces.VictoryLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.victory == other.victory and\n        self.side == other.side and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.victory,\n                self.side,\n                self.refs,\n            ))\ndef __init__(self, victory, side, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('victory', victory)\n    _setattr('side', side)\n    _setattr('refs', refs)\n", _185),
    '<attrs generated methods dsl.pieces.StepPath>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.names == other.names and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.names,\n                self.span,\n            ))\ndef __init__(self, names, span):\n    _setattr = _cached_setattr_get(self)\n    _setattr('names', names)\n    _setattr('span', span)\n", _186),
    '<attrs generated methods dsl.pieces.Options>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.all == other.all and\n        self.chosen == other.chosen and\n        self.span == other.span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.all,\n                self.chosen,\n                self.span,\n            ))\ndef __init__(self, all, chosen=attr_dict['chosen'].default, span=attr_dict['span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('all', all)\n    _setattr('chosen', chosen)\n    _setattr('span', span)\n", _187),
    '<attrs generated methods dsl.pieces.Page>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.size == other.size and\n        self.orientation == other.orientation and\n        self.span == other.span and\n        self.size_span == other.size_span and\n        self.orientation_span == other.orientation_span\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.size,\n                self.orientation,\n                self.span,\n                self.size_span,\n                self.orientation_span,\n            ))\ndef __init__(self, size, orientation, span=attr_dict['span'].default, size_span=attr_dict['size_span'].default, orientation_span=attr_dict['orientation_span'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('size', size)\n    _setattr('orientation', orientation)\n    _setattr('span', span)\n    _setattr('size_span', size_span)\n    _setattr('orientation_span', orientation_span)\n", _188),
    '<attrs generated methods dsl.pieces.AidLine>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.item == other.item and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.item,\n                self.refs,\n            ))\ndef __init__(self, item, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('item', item)\n    _setattr('refs', refs)\n", _189),
    '<attrs generated methods dsl.pieces.Placed>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.placement == other.placement and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.placement,\n                self.refs,\n            ))\ndef __init__(self, placement, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('placement', placement)\n    _setattr('refs', refs)\n", _190),
    '<attrs generated methods dsl.pieces.NamedHex>': ("def __eq__(self, other):\n    if other.__class__ is not self.__class__:\n        return NotImplemented\n    return  (\n        self.place == other.place and\n        self.refs == other.refs\n    )\ndef __hash__(self):\n        return hash((\n                __attrs_type_hash,\n                self.place,\n                self.refs,\n            ))\ndef __init__(self, place, refs=attr_dict['refs'].default):\n    _setattr = _cached_setattr_get(self)\n    _setattr('place', place)\n    _setattr('refs', refs)\n", _191),
}
