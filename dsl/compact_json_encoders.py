"""The compact JSON encoders of the typed model, as `compact_json_gen` builds them: written by
`python -m dsl.compact_json_gen --write`; do not edit. Fed by: nothing; `compact_json` imports
this module when KEY is its key for the model and the generator as they are, and binds the
constants (CONSTS: their recipes) and the names the code reads before it runs."""
KEY = '8ab50069465208b5e4e482d1a25fcbd5247d91641582d8a3273d105cc24b287a'
CONSTS = {'Num_7': ('class', 'dsl.model', 'Num'),
 'RatioLit_8': ('class', 'dsl.model', 'RatioLit'),
 'plain_9': ('plain', ('int',)),
 'plain_10': ('plain', ('int',)),
 'DiceLit_11': ('class', 'dsl.model', 'DiceLit'),
 'plain_12': ('plain', ('int',)),
 'plain_13': ('plain', ('int',)),
 'Text_14': ('class', 'dsl.model', 'Text'),
 'plain_15': ('plain', ('str',)),
 'Bool_16': ('class', 'dsl.model', 'Bool'),
 'plain_17': ('plain', ('bool',)),
 'NoneLit_18': ('class', 'dsl.model', 'NoneLit'),
 'Name_19': ('class', 'dsl.model', 'Name'),
 'plain_20': ('plain', ('str',)),
 'Arg_21': ('class', 'dsl.model', 'Arg'),
 'plain_22': ('plain', ('NoneType', 'str')),
 'union_23': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Call_24': ('class', 'dsl.model', 'Call'),
 'plain_25': ('plain', ('str',)),
 'MethodCall_26': ('class', 'dsl.model', 'MethodCall'),
 'union_27': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'FieldOf_28': ('class', 'dsl.model', 'FieldOf'),
 'union_29': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'BinOp_30': ('class', 'dsl.model', 'BinOp'),
 'plain_31': ('plain', ('str',)),
 'union_32': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Compare_33': ('class', 'dsl.model', 'Compare'),
 'plain_34': ('plain', ('str',)),
 'union_35': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Is_36': ('class', 'dsl.model', 'Is'),
 'union_37': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'In_38': ('class', 'dsl.model', 'In'),
 'union_39': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Not_40': ('class', 'dsl.model', 'Not'),
 'union_41': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Logic_42': ('class', 'dsl.model', 'Logic'),
 'plain_43': ('plain', ('str',)),
 'union_44': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'If_45': ('class', 'dsl.model', 'If'),
 'union_46': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Neg_47': ('class', 'dsl.model', 'Neg'),
 'union_48': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Aggregate_49': ('class', 'dsl.model', 'Aggregate'),
 'plain_50': ('plain', ('str',)),
 'union_51': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'ListLit_52': ('class', 'dsl.model', 'ListLit'),
 'plain_53': ('plain', ('str',)),
 'union_54': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_55': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_56': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_57': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_58': ('plain', ('bool',)),
 'union_59': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_60': ('plain', ('bool',)),
 'union_61': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_62': ('union',
              (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
               ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
               ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
               ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
               ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
               ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
               ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_63': ('plain', ('str',)),
 'plain_64': ('plain', ('str',)),
 'Note_65': ('class', 'dsl.model', 'Note'),
 'plain_66': ('plain', ('str',)),
 'plain_67': ('plain', ('str',)),
 'Ref_68': ('class', 'dsl.model', 'Ref'),
 'plain_69': ('plain', ('str',)),
 'SideDecl_70': ('class', 'dsl.model', 'SideDecl'),
 'plain_71': ('plain', ('str',)),
 'plain_72': ('plain', ('str',)),
 'plain_73': ('plain', ('bool',)),
 'External_74': ('class', 'dsl.model', 'External'),
 'plain_75': ('plain', ('str',)),
 'plain_76': ('plain', ('str',)),
 'plain_77': ('plain', ('int',)),
 'plain_78': ('plain', ('int',)),
 'BookHeader_79': ('class', 'dsl.model', 'BookHeader'),
 'plain_80': ('plain', ('str',)),
 'plain_81': ('plain', ('str',)),
 'plain_82': ('plain', ('str',)),
 'plain_83': ('plain', ('str',)),
 'plain_84': ('plain', ('str',)),
 'plain_85': ('plain', ('str',)),
 'plain_86': ('plain', ('str',)),
 'plain_87': ('plain', ('str',)),
 'plain_88': ('plain', ('str',)),
 'Clause_89': ('class', 'dsl.model', 'Clause'),
 'plain_90': ('plain', ('str',)),
 'plain_91': ('plain', ('str',)),
 'plain_92': ('plain', ('str',)),
 'plain_93': ('plain', ('NoneType', 'str')),
 'plain_94': ('plain', ('bool',)),
 'plain_95': ('plain', ('str',)),
 'plain_96': ('plain', ('int',)),
 'Term_97': ('class', 'dsl.model', 'Term'),
 'plain_98': ('plain', ('str',)),
 'plain_99': ('plain', ('str',)),
 'plain_100': ('plain', ('str',)),
 'plain_101': ('plain', ('NoneType', 'str')),
 'EnumValue_102': ('class', 'dsl.model', 'EnumValue'),
 'plain_103': ('plain', ('str',)),
 'plain_104': ('plain', ('str',)),
 'Enum_105': ('class', 'dsl.model', 'Enum'),
 'plain_106': ('plain', ('str',)),
 'plain_107': ('plain', ('str',)),
 'plain_108': ('plain', ('NoneType', 'str')),
 'Fact_109': ('class', 'dsl.model', 'Fact'),
 'plain_110': ('plain', ('str',)),
 'plain_111': ('plain', ('str',)),
 'plain_112': ('plain', ('str',)),
 'plain_113': ('plain', ('NoneType', 'str')),
 'union_114': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_115': ('plain', ('NoneType', 'int', 'str')),
 'RecordField_116': ('class', 'dsl.model', 'RecordField'),
 'plain_117': ('plain', ('str',)),
 'plain_118': ('plain', ('str',)),
 'plain_119': ('plain', ('str',)),
 'union_120': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Record_121': ('class', 'dsl.model', 'Record'),
 'plain_122': ('plain', ('str',)),
 'plain_123': ('plain', ('str',)),
 'plain_124': ('plain', ('NoneType', 'str')),
 'Constant_125': ('class', 'dsl.model', 'Constant'),
 'plain_126': ('plain', ('str',)),
 'plain_127': ('plain', ('str',)),
 'plain_128': ('plain', ('str',)),
 'plain_129': ('plain', ('str',)),
 'plain_130': ('plain', ('NoneType', 'str')),
 'Cell_131': ('class', 'dsl.model', 'Cell'),
 'plain_132': ('plain', ('str',)),
 'GridRow_133': ('class', 'dsl.model', 'GridRow'),
 'plain_134': ('plain', ('bool',)),
 'plain_135': ('plain', ('str',)),
 'EdgeAction_136': ('class', 'dsl.model', 'EdgeAction'),
 'plain_137': ('plain', ('str',)),
 'Edge_138': ('class', 'dsl.model', 'Edge'),
 'plain_139': ('plain', ('str',)),
 'plain_140': ('plain', ('NoneType', 'int')),
 'plain_141': ('plain', ('NoneType', 'str')),
 'plain_142': ('plain', ('NoneType', 'str')),
 'plain_143': ('plain', ('str',)),
 'plain_144': ('plain', ('NoneType', 'int')),
 'CellReading_145': ('class', 'dsl.model', 'CellReading'),
 'plain_146': ('plain', ('str',)),
 'plain_147': ('plain', ('str',)),
 'plain_148': ('plain', ('str',)),
 'Table_149': ('class', 'dsl.model', 'Table'),
 'plain_150': ('plain', ('str',)),
 'plain_151': ('plain', ('str',)),
 'plain_152': ('plain', ('NoneType', 'str')),
 'plain_153': ('plain', ('bool',)),
 'plain_154': ('plain', ('str',)),
 'plain_155': ('plain', ('str',)),
 'plain_156': ('plain', ('str',)),
 'plain_157': ('plain', ('str',)),
 'plain_158': ('plain', ('str',)),
 'plain_159': ('plain', ('str',)),
 'plain_160': ('plain', ('str',)),
 'FixedField_161': ('class', 'dsl.model', 'FixedField'),
 'plain_162': ('plain', ('str',)),
 'plain_163': ('plain', ('str',)),
 'Pattern_164': ('class', 'dsl.model', 'Pattern'),
 'plain_165': ('plain', ('str',)),
 'plain_166': ('plain', ('str',)),
 'plain_167': ('plain', ('str',)),
 'plain_168': ('plain', ('NoneType', 'str')),
 'Results_169': ('class', 'dsl.model', 'Results'),
 'plain_170': ('plain', ('str',)),
 'plain_171': ('plain', ('str',)),
 'plain_172': ('plain', ('NoneType', 'str')),
 'plain_173': ('plain', ('str',)),
 'Param_174': ('class', 'dsl.model', 'Param'),
 'plain_175': ('plain', ('str',)),
 'plain_176': ('plain', ('str',)),
 'plain_177': ('plain', ('str',)),
 'plain_178': ('plain', ('str',)),
 'plain_179': ('plain', ('str',)),
 'Reading_180': ('class', 'dsl.model', 'Reading'),
 'plain_181': ('plain', ('str',)),
 'union_182': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Formula_183': ('class', 'dsl.model', 'Formula'),
 'plain_184': ('plain', ('str',)),
 'union_185': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_186': ('plain', ('str',)),
 'plain_187': ('plain', ('NoneType', 'str')),
 'plain_188': ('plain', ('str',)),
 'plain_189': ('plain', ('str',)),
 'Effect_190': ('class', 'dsl.model', 'Effect'),
 'plain_191': ('plain', ('str',)),
 'plain_192': ('plain', ('str',)),
 'plain_193': ('plain', ('int',)),
 'plain_194': ('plain', ('str',)),
 'plain_195': ('plain', ('str',)),
 'union_196': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Modifier_197': ('class', 'dsl.model', 'Modifier'),
 'plain_198': ('plain', ('str',)),
 'plain_199': ('plain', ('str',)),
 'plain_200': ('plain', ('NoneType', 'str')),
 'union_201': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_202': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_203': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_204': ('plain', ('NoneType', 'int', 'str')),
 'plain_205': ('plain', ('str',)),
 'plain_206': ('plain', ('str',)),
 'Combine_207': ('class', 'dsl.model', 'Combine'),
 'plain_208': ('plain', ('str',)),
 'plain_209': ('plain', ('str',)),
 'plain_210': ('plain', ('str',)),
 'plain_211': ('plain', ('NoneType', 'str')),
 'plain_212': ('plain', ('NoneType', 'int', 'str')),
 'Permission_213': ('class', 'dsl.model', 'Permission'),
 'plain_214': ('plain', ('str',)),
 'plain_215': ('plain', ('str',)),
 'plain_216': ('plain', ('str',)),
 'plain_217': ('plain', ('str',)),
 'plain_218': ('plain', ('NoneType', 'str')),
 'plain_219': ('plain', ('str',)),
 'union_220': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_221': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_222': ('plain', ('str',)),
 'Rewrite_223': ('class', 'dsl.model', 'Rewrite'),
 'plain_224': ('plain', ('str',)),
 'plain_225': ('plain', ('str',)),
 'plain_226': ('plain', ('str',)),
 'ExceptionRule_227': ('class', 'dsl.model', 'ExceptionRule'),
 'plain_228': ('plain', ('str',)),
 'plain_229': ('plain', ('str',)),
 'plain_230': ('plain', ('NoneType', 'str')),
 'plain_231': ('plain', ('str',)),
 'plain_232': ('plain', ('bool',)),
 'union_233': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_234': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_235': ('plain', ('str',)),
 'union_236': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_237': ('plain', ('int',)),
 'plain_238': ('plain', ('str',)),
 'plain_239': ('plain', ('str',)),
 'plain_240': ('plain', ('bool',)),
 'plain_241': ('plain', ('str',)),
 'Step_242': ('class', 'dsl.model', 'Step'),
 'plain_243': ('plain', ('str',)),
 'plain_244': ('plain', ('str',)),
 'plain_245': ('plain', ('str',)),
 'union_246': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_247': ('plain', ('str',)),
 'plain_248': ('plain', ('str',)),
 'plain_249': ('plain', ('NoneType', 'str')),
 'Sequence_250': ('class', 'dsl.model', 'Sequence'),
 'plain_251': ('plain', ('str',)),
 'plain_252': ('plain', ('str',)),
 'plain_253': ('plain', ('NoneType', 'str')),
 'Place_254': ('class', 'dsl.model', 'Place'),
 'plain_255': ('plain', ('str',)),
 'plain_256': ('plain', ('str',)),
 'plain_257': ('plain', ('str',)),
 'Placement_258': ('class', 'dsl.model', 'Placement'),
 'plain_259': ('plain', ('str',)),
 'plain_260': ('plain', ('int',)),
 'plain_261': ('plain', ('str',)),
 'plain_262': ('plain', ('bool',)),
 'Setup_263': ('class', 'dsl.model', 'Setup'),
 'plain_264': ('plain', ('str',)),
 'plain_265': ('plain', ('str',)),
 'plain_266': ('plain', ('str',)),
 'plain_267': ('plain', ('NoneType', 'str')),
 'Removal_268': ('class', 'dsl.model', 'Removal'),
 'plain_269': ('plain', ('str',)),
 'plain_270': ('plain', ('int',)),
 'plain_271': ('plain', ('str',)),
 'plain_272': ('plain', ('str',)),
 'plain_273': ('plain', ('str',)),
 'plain_274': ('plain', ('NoneType', 'str')),
 'plain_275': ('plain', ('bool',)),
 'Calendar_276': ('class', 'dsl.model', 'Calendar'),
 'plain_277': ('plain', ('str',)),
 'plain_278': ('plain', ('str',)),
 'TurnAmount_279': ('class', 'dsl.model', 'TurnAmount'),
 'plain_280': ('plain', ('int',)),
 'plain_281': ('plain', ('str',)),
 'plain_282': ('plain', ('str',)),
 'plain_283': ('plain', ('str',)),
 'Reinforcement_284': ('class', 'dsl.model', 'Reinforcement'),
 'plain_285': ('plain', ('str',)),
 'plain_286': ('plain', ('int',)),
 'plain_287': ('plain', ('NoneType', 'int')),
 'plain_288': ('plain', ('str',)),
 'plain_289': ('plain', ('NoneType', 'str')),
 'Support_290': ('class', 'dsl.model', 'Support'),
 'plain_291': ('plain', ('str',)),
 'plain_292': ('plain', ('int',)),
 'plain_293': ('plain', ('int',)),
 'plain_294': ('plain', ('int',)),
 'plain_295': ('plain', ('str',)),
 'plain_296': ('plain', ('NoneType', 'str')),
 'Victory_297': ('class', 'dsl.model', 'Victory'),
 'plain_298': ('plain', ('str',)),
 'plain_299': ('plain', ('str',)),
 'Skip_300': ('class', 'dsl.model', 'Skip'),
 'union_301': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Scenario_302': ('class', 'dsl.model', 'Scenario'),
 'plain_303': ('plain', ('str',)),
 'plain_304': ('plain', ('str',)),
 'plain_305': ('plain', ('NoneType', 'str')),
 'plain_306': ('plain', ('NoneType', 'int')),
 'plain_307': ('plain', ('NoneType', 'int')),
 'plain_308': ('plain', ('str',)),
 'plain_309': ('plain', ('str',)),
 'plain_310': ('plain', ('str',)),
 'plain_311': ('plain', ('str',)),
 'plain_312': ('plain', ('str',)),
 'plain_313': ('plain', ('str',)),
 'plain_314': ('plain', ('str',)),
 'plain_315': ('plain', ('str',)),
 'plain_316': ('plain', ('bool',)),
 'plain_317': ('plain', ('str',)),
 'plain_318': ('plain', ('str',)),
 'plain_319': ('plain', ('str',)),
 'Example_320': ('class', 'dsl.model', 'Example'),
 'plain_321': ('plain', ('str',)),
 'plain_322': ('plain', ('NoneType', 'str')),
 'plain_323': ('plain', ('int',)),
 'plain_324': ('plain', ('str',)),
 'plain_325': ('plain', ('bool',)),
 'AidItem_326': ('class', 'dsl.model', 'AidItem'),
 'plain_327': ('plain', ('str',)),
 'plain_328': ('plain', ('str',)),
 'Aid_329': ('class', 'dsl.model', 'Aid'),
 'plain_330': ('plain', ('str',)),
 'plain_331': ('plain', ('str',)),
 'plain_332': ('plain', ('str',)),
 'plain_333': ('plain', ('str',)),
 'Book_334': ('class', 'dsl.model', 'Book'),
 'plain_335': ('plain', ('NoneType', 'str')),
 'Diagnostic_336': ('class', 'dsl.diagnostics', 'Diagnostic'),
 'plain_337': ('plain', ('str',)),
 'plain_338': ('plain', ('str',)),
 'plain_339': ('plain', ('str',)),
 'plain_340': ('plain', ('str',)),
 'FileModel_341': ('class', 'dsl.builder', 'FileModel')}
NAMES = ('E0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10', 'E11', 'E12', 'E13', 'E14',
 'E15', 'E16', 'E18', 'E19', 'E20', 'E21', 'E22', 'E23', 'E24', 'E25', 'E26', 'E30', 'E31', 'E32',
 'E33', 'E34', 'E35', 'E36', 'E37', 'E38', 'E39', 'E40', 'E41', 'E42', 'E43', 'E44', 'E45', 'E46',
 'E47', 'E48', 'E49', 'E50', 'E51', 'E52', 'E54', 'E55', 'E56', 'E57', 'E58', 'E59', 'E60', 'E61',
 'E62', 'E63', 'E64', 'E65', 'E66', 'E67', 'E68', 'E69', 'E73', 'E74', 'E75', 'E76', 'E78', 'E79')
UNIONS = ('union_23', 'union_27', 'union_29', 'union_32', 'union_35', 'union_37', 'union_39', 'union_41',
 'union_44', 'union_46', 'union_48', 'union_51', 'union_54', 'union_55', 'union_56', 'union_57',
 'union_59', 'union_61', 'union_62', 'union_114', 'union_120', 'union_182', 'union_185',
 'union_196', 'union_201', 'union_202', 'union_203', 'union_220', 'union_221', 'union_233',
 'union_234', 'union_236', 'union_246', 'union_301')


def E0(x):
    if x.__class__ is not Num_7:
        REFUSE(x, 'Num')
    return [0, ANY_OUT(x.value), SPAN_OUT(x.span)]

def E1(x):
    if x.__class__ is not RatioLit_8:
        REFUSE(x, 'RatioLit')
    return [1, _e1 if (_e1 := x.attack).__class__ in plain_9 else REFUSE(_e1), _e2 if (_e2 := x.defense).__class__ in plain_10 else REFUSE(_e2), SPAN_OUT(x.span)]

def E2(x):
    if x.__class__ is not DiceLit_11:
        REFUSE(x, 'DiceLit')
    return [2, _e3 if (_e3 := x.count).__class__ in plain_12 else REFUSE(_e3), _e4 if (_e4 := x.sides).__class__ in plain_13 else REFUSE(_e4), SPAN_OUT(x.span)]

def E3(x):
    if x.__class__ is not Text_14:
        REFUSE(x, 'Text')
    return [3, _e5 if (_e5 := x.value).__class__ in plain_15 else REFUSE(_e5), SPAN_OUT(x.span)]

def E4(x):
    if x.__class__ is not Bool_16:
        REFUSE(x, 'Bool')
    return [4, _e6 if (_e6 := x.value).__class__ in plain_17 else REFUSE(_e6), SPAN_OUT(x.span)]

def E5(x):
    if x.__class__ is not NoneLit_18:
        REFUSE(x, 'NoneLit')
    return [5, SPAN_OUT(x.span)]

def E6(x):
    if x.__class__ is not Name_19:
        REFUSE(x, 'Name')
    return [6, _e7 if (_e7 := x.name).__class__ in plain_20 else REFUSE(_e7), SPAN_OUT(x.span)]

def E8(x):
    if x.__class__ is not Call_24:
        REFUSE(x, 'Call')
    return [7, _e10 if (_e10 := x.func).__class__ in plain_25 else REFUSE(_e10), (list(map(E7, _e11)) if _e11 else 0) if (_e11 := x.args).__class__ is tuple else REFUSE(_e11), SPAN_OUT(x.span)]

def E21(x):
    if x.__class__ is not ListLit_52:
        REFUSE(x, 'ListLit')
    return [19, (list(map(E17, _e28)) if _e28 else 0) if (_e28 := x.items).__class__ is tuple else REFUSE(_e28), SPAN_OUT(x.span)]

def E20(x):
    if x.__class__ is not Aggregate_49:
        REFUSE(x, 'Aggregate')
    return [18, _e26 if (_e26 := x.op).__class__ in plain_50 else REFUSE(_e26), union_51.get((_e27 := x.body).__class__, REFUSE)(_e27), _e29 if (_e29 := x.var).__class__ in plain_53 else REFUSE(_e29), union_54.get((_e30 := x.source).__class__, REFUSE)(_e30), None if (_e31 := x.where) is None else union_55.get((_e32 := _e31).__class__, REFUSE)(_e32), SPAN_OUT(x.op_span), SPAN_OUT(x.var_span), SPAN_OUT(x.span)]

def E19(x):
    if x.__class__ is not Neg_47:
        REFUSE(x, 'Neg')
    return [17, union_48.get((_e25 := x.operand).__class__, REFUSE)(_e25), SPAN_OUT(x.span)]

def E18(x):
    if x.__class__ is not If_45:
        REFUSE(x, 'If')
    return [16, union_46.get((_e24 := x.condition).__class__, REFUSE)(_e24), union_56.get((_e33 := x.then).__class__, REFUSE)(_e33), union_57.get((_e34 := x.otherwise).__class__, REFUSE)(_e34), SPAN_OUT(x.span)]

def E17(x):
    return union_44.get((_e23 := x).__class__, REFUSE)(_e23)

def E16(x):
    if x.__class__ is not Logic_42:
        REFUSE(x, 'Logic')
    return [15, _e21 if (_e21 := x.op).__class__ in plain_43 else REFUSE(_e21), (list(map(E17, _e22)) if _e22 else 0) if (_e22 := x.operands).__class__ is tuple else REFUSE(_e22), SPAN_OUT(x.span)]

def E15(x):
    if x.__class__ is not Not_40:
        REFUSE(x, 'Not')
    return [14, union_41.get((_e20 := x.operand).__class__, REFUSE)(_e20), SPAN_OUT(x.span)]

def E14(x):
    if x.__class__ is not In_38:
        REFUSE(x, 'In')
    return [13, union_39.get((_e19 := x.left).__class__, REFUSE)(_e19), (list(map(E17, _e35)) if _e35 else 0) if (_e35 := x.options).__class__ is tuple else REFUSE(_e35), _e36 if (_e36 := x.negate).__class__ in plain_58 else REFUSE(_e36), SPAN_OUT(x.span), None if (_e37 := x.over) is None else E6(_e37)]

def E13(x):
    if x.__class__ is not Is_36:
        REFUSE(x, 'Is')
    return [12, union_37.get((_e18 := x.left).__class__, REFUSE)(_e18), union_59.get((_e38 := x.value).__class__, REFUSE)(_e38), _e39 if (_e39 := x.negate).__class__ in plain_60 else REFUSE(_e39), SPAN_OUT(x.span)]

def E12(x):
    if x.__class__ is not Compare_33:
        REFUSE(x, 'Compare')
    return [11, _e16 if (_e16 := x.op).__class__ in plain_34 else REFUSE(_e16), union_35.get((_e17 := x.left).__class__, REFUSE)(_e17), union_61.get((_e40 := x.right).__class__, REFUSE)(_e40), SPAN_OUT(x.span)]

def E11(x):
    if x.__class__ is not BinOp_30:
        REFUSE(x, 'BinOp')
    return [10, _e14 if (_e14 := x.op).__class__ in plain_31 else REFUSE(_e14), union_32.get((_e15 := x.left).__class__, REFUSE)(_e15), union_62.get((_e41 := x.right).__class__, REFUSE)(_e41), SPAN_OUT(x.span)]

def E10(x):
    if x.__class__ is not FieldOf_28:
        REFUSE(x, 'FieldOf')
    return [9, union_29.get((_e13 := x.target).__class__, REFUSE)(_e13), _e42 if (_e42 := x.name).__class__ in plain_63 else REFUSE(_e42), SPAN_OUT(x.span)]

def E9(x):
    if x.__class__ is not MethodCall_26:
        REFUSE(x, 'MethodCall')
    return [8, union_27.get((_e12 := x.target).__class__, REFUSE)(_e12), _e43 if (_e43 := x.method).__class__ in plain_64 else REFUSE(_e43), (list(map(E7, _e44)) if _e44 else 0) if (_e44 := x.args).__class__ is tuple else REFUSE(_e44), SPAN_OUT(x.span)]

def E7(x):
    if x.__class__ is not Arg_21:
        REFUSE(x, 'Arg')
    return [_e8 if (_e8 := x.name).__class__ in plain_22 else REFUSE(_e8), union_23.get((_e9 := x.value).__class__, REFUSE)(_e9), SPAN_OUT(x.span)]

def E22(x):
    if x.__class__ is not Note_65:
        REFUSE(x, 'Note')
    return [_e45 if (_e45 := x.kind).__class__ in plain_66 else REFUSE(_e45), _e46 if (_e46 := x.text).__class__ in plain_67 else REFUSE(_e46), SPAN_OUT(x.span)]

def E23(x):
    if x.__class__ is not Ref_68:
        REFUSE(x, 'Ref')
    return [_e47 if (_e47 := x.target).__class__ in plain_69 else REFUSE(_e47), SPAN_OUT(x.span)]

def E24(x):
    if x.__class__ is not SideDecl_70:
        REFUSE(x, 'SideDecl')
    return [_e48 if (_e48 := x.id).__class__ in plain_71 else REFUSE(_e48), _e49 if (_e49 := x.title).__class__ in plain_72 else REFUSE(_e49), _e50 if (_e50 := x.neutral).__class__ in plain_73 else REFUSE(_e50), SPAN_OUT(x.span)]

def E25(x):
    if x.__class__ is not External_74:
        REFUSE(x, 'External')
    return [_e51 if (_e51 := x.id).__class__ in plain_75 else REFUSE(_e51), _e52 if (_e52 := x.title).__class__ in plain_76 else REFUSE(_e52), _e53 if (_e53 := x.first).__class__ in plain_77 else REFUSE(_e53), _e54 if (_e54 := x.last).__class__ in plain_78 else REFUSE(_e54), SPAN_OUT(x.span), SPAN_OUT(x.covers_span)]

def E27(x):
    return [_e62 if (_e62 := _e61[0]).__class__ in plain_85 else REFUSE(_e62), _e63 if (_e63 := _e61[1]).__class__ in plain_86 else REFUSE(_e63)] if (_e61 := x).__class__ is tuple and len(_e61) == 2 else REFUSE(_e61)

def E28(x):
    return _e66 if (_e66 := x).__class__ in plain_87 else REFUSE(_e66)

def E29(x):
    return [_e71 if (_e71 := _e70[0]).__class__ in plain_88 else REFUSE(_e71), SPAN_OUT(_e70[1])] if (_e70 := x).__class__ is tuple and len(_e70) == 2 else REFUSE(_e70)

def E26(x):
    if x.__class__ is not BookHeader_79:
        REFUSE(x, 'BookHeader')
    return [_e55 if (_e55 := x.id).__class__ in plain_80 else REFUSE(_e55), _e56 if (_e56 := x.title).__class__ in plain_81 else REFUSE(_e56), _e57 if (_e57 := x.series).__class__ in plain_82 else REFUSE(_e57), _e58 if (_e58 := x.source).__class__ in plain_83 else REFUSE(_e58), _e59 if (_e59 := x.scale).__class__ in plain_84 else REFUSE(_e59), (list(map(E27, _e60)) if _e60 else 0) if (_e60 := x.credits).__class__ is tuple else REFUSE(_e60), (list(map(E24, _e64)) if _e64 else 0) if (_e64 := x.sides).__class__ is tuple else REFUSE(_e64), (list(map(E28, _e65)) if _e65 else 0) if (_e65 := x.dice).__class__ is tuple else REFUSE(_e65), (list(map(E25, _e67)) if _e67 else 0) if (_e67 := x.externals).__class__ is tuple else REFUSE(_e67), (list(map(E22, _e68)) if _e68 else 0) if (_e68 := x.notes).__class__ is tuple else REFUSE(_e68), SPAN_OUT(x.span), (list(map(E29, _e69)) if _e69 else 0) if (_e69 := x.twice).__class__ is tuple else REFUSE(_e69)]

def E30(x):
    if x.__class__ is not Clause_89:
        REFUSE(x, 'Clause')
    return [_e72 if (_e72 := x.id).__class__ in plain_90 else REFUSE(_e72), _e73 if (_e73 := x.title).__class__ in plain_91 else REFUSE(_e73), _e74 if (_e74 := x.says).__class__ in plain_92 else REFUSE(_e74), _e75 if (_e75 := x.parent).__class__ in plain_93 else REFUSE(_e75), _e76 if (_e76 := x.optional).__class__ in plain_94 else REFUSE(_e76), (list(map(E27, _e77)) if _e77 else 0) if (_e77 := x.tags).__class__ is tuple else REFUSE(_e77), (list(map(E23, _e78)) if _e78 else 0) if (_e78 := x.refs).__class__ is tuple else REFUSE(_e78), (list(map(E22, _e79)) if _e79 else 0) if (_e79 := x.notes).__class__ is tuple else REFUSE(_e79), _e80 if (_e80 := x.file).__class__ in plain_95 else REFUSE(_e80), _e81 if (_e81 := x.end_line).__class__ in plain_96 else REFUSE(_e81), (list(map(E29, _e82)) if _e82 else 0) if (_e82 := x.twice).__class__ is tuple else REFUSE(_e82), SPAN_OUT(x.span)]

def E31(x):
    if x.__class__ is not Term_97:
        REFUSE(x, 'Term')
    return [_e83 if (_e83 := x.id).__class__ in plain_98 else REFUSE(_e83), _e84 if (_e84 := x.title).__class__ in plain_99 else REFUSE(_e84), _e85 if (_e85 := x.says).__class__ in plain_100 else REFUSE(_e85), _e86 if (_e86 := x.clause).__class__ in plain_101 else REFUSE(_e86), (list(map(E23, _e87)) if _e87 else 0) if (_e87 := x.refs).__class__ is tuple else REFUSE(_e87), SPAN_OUT(x.span)]

def E32(x):
    if x.__class__ is not EnumValue_102:
        REFUSE(x, 'EnumValue')
    return [_e88 if (_e88 := x.id).__class__ in plain_103 else REFUSE(_e88), _e89 if (_e89 := x.title).__class__ in plain_104 else REFUSE(_e89), SPAN_OUT(x.span)]

def E33(x):
    if x.__class__ is not Enum_105:
        REFUSE(x, 'Enum')
    return [_e90 if (_e90 := x.id).__class__ in plain_106 else REFUSE(_e90), _e91 if (_e91 := x.title).__class__ in plain_107 else REFUSE(_e91), (list(map(E32, _e92)) if _e92 else 0) if (_e92 := x.values).__class__ is tuple else REFUSE(_e92), _e93 if (_e93 := x.clause).__class__ in plain_108 else REFUSE(_e93), SPAN_OUT(x.span)]

def E34(x):
    if x.__class__ is not Fact_109:
        REFUSE(x, 'Fact')
    return [_e94 if (_e94 := x.id).__class__ in plain_110 else REFUSE(_e94), _e95 if (_e95 := x.type).__class__ in plain_111 else REFUSE(_e95), _e96 if (_e96 := x.title).__class__ in plain_112 else REFUSE(_e96), _e97 if (_e97 := x.clause).__class__ in plain_113 else REFUSE(_e97), None if (_e98 := x.default) is None else union_114.get((_e99 := _e98).__class__, REFUSE)(_e99), SPAN_OUT(x.type_span), SPAN_OUT(x.span), _e100 if (_e100 := x.at_most).__class__ in plain_115 else REFUSE(_e100), None if (_e101 := x.at_most_span) is None else SPAN_OUT(_e101)]

def E35(x):
    if x.__class__ is not RecordField_116:
        REFUSE(x, 'RecordField')
    return [_e102 if (_e102 := x.name).__class__ in plain_117 else REFUSE(_e102), _e103 if (_e103 := x.type).__class__ in plain_118 else REFUSE(_e103), _e104 if (_e104 := x.title).__class__ in plain_119 else REFUSE(_e104), None if (_e105 := x.default) is None else union_120.get((_e106 := _e105).__class__, REFUSE)(_e106), SPAN_OUT(x.type_span), SPAN_OUT(x.span)]

def E36(x):
    if x.__class__ is not Record_121:
        REFUSE(x, 'Record')
    return [_e107 if (_e107 := x.id).__class__ in plain_122 else REFUSE(_e107), _e108 if (_e108 := x.title).__class__ in plain_123 else REFUSE(_e108), (list(map(E35, _e109)) if _e109 else 0) if (_e109 := x.fields).__class__ is tuple else REFUSE(_e109), _e110 if (_e110 := x.clause).__class__ in plain_124 else REFUSE(_e110), SPAN_OUT(x.span)]

def E37(x):
    if x.__class__ is not Constant_125:
        REFUSE(x, 'Constant')
    return [_e111 if (_e111 := x.id).__class__ in plain_126 else REFUSE(_e111), ANY_OUT(x.value), _e112 if (_e112 := x.printed).__class__ in plain_127 else REFUSE(_e112), _e113 if (_e113 := x.unit).__class__ in plain_128 else REFUSE(_e113), _e114 if (_e114 := x.title).__class__ in plain_129 else REFUSE(_e114), _e115 if (_e115 := x.clause).__class__ in plain_130 else REFUSE(_e115), SPAN_OUT(x.span)]

def E38(x):
    if x.__class__ is not Cell_131:
        REFUSE(x, 'Cell')
    return [_e116 if (_e116 := x.text).__class__ in plain_132 else REFUSE(_e116), (list(map(E28, _e117)) if _e117 else 0) if (_e117 := x.marks).__class__ is tuple else REFUSE(_e117), SPAN_OUT(x.span)]

def E39(x):
    if x.__class__ is not GridRow_133:
        REFUSE(x, 'GridRow')
    return [(list(map(E38, _e118)) if _e118 else 0) if (_e118 := x.cells).__class__ is tuple else REFUSE(_e118), _e119 if (_e119 := x.separator).__class__ in plain_134 else REFUSE(_e119), _e120 if (_e120 := x.group).__class__ in plain_135 else REFUSE(_e120), SPAN_OUT(x.span)]

def E40(x):
    if x.__class__ is not EdgeAction_136:
        REFUSE(x, 'EdgeAction')
    return [_e121 if (_e121 := x.kind).__class__ in plain_137 else REFUSE(_e121), ANY_OUT(x.value), SPAN_OUT(x.span)]

def E41(x):
    if x.__class__ is not Edge_138:
        REFUSE(x, 'Edge')
    return [_e122 if (_e122 := x.where).__class__ in plain_139 else REFUSE(_e122), _e123 if (_e123 := x.bound).__class__ in plain_140 else REFUSE(_e123), (list(map(E40, _e124)) if _e124 else 0) if (_e124 := x.actions).__class__ is tuple else REFUSE(_e124), _e125 if (_e125 := x.clause).__class__ in plain_141 else REFUSE(_e125), SPAN_OUT(x.span), _e126 if (_e126 := x.inferred).__class__ in plain_142 else REFUSE(_e126), _e127 if (_e127 := x.inferred_where).__class__ in plain_143 else REFUSE(_e127), _e128 if (_e128 := x.inferred_bound).__class__ in plain_144 else REFUSE(_e128)]

def E42(x):
    if x.__class__ is not CellReading_145:
        REFUSE(x, 'CellReading')
    return [_e129 if (_e129 := x.row).__class__ in plain_146 else REFUSE(_e129), _e130 if (_e130 := x.column).__class__ in plain_147 else REFUSE(_e130), _e131 if (_e131 := x.text).__class__ in plain_148 else REFUSE(_e131), SPAN_OUT(x.span)]

def E43(x):
    if x.__class__ is not Table_149:
        REFUSE(x, 'Table')
    return [_e132 if (_e132 := x.id).__class__ in plain_150 else REFUSE(_e132), _e133 if (_e133 := x.title).__class__ in plain_151 else REFUSE(_e133), _e134 if (_e134 := x.clause).__class__ in plain_152 else REFUSE(_e134), _e135 if (_e135 := x.missing).__class__ in plain_153 else REFUSE(_e135), _e136 if (_e136 := x.missing_text).__class__ in plain_154 else REFUSE(_e136), _e137 if (_e137 := x.roll).__class__ in plain_155 else REFUSE(_e137), _e138 if (_e138 := x.rows_kind).__class__ in plain_156 else REFUSE(_e138), _e139 if (_e139 := x.columns_kind).__class__ in plain_157 else REFUSE(_e139), _e140 if (_e140 := x.header_by).__class__ in plain_158 else REFUSE(_e140), _e141 if (_e141 := x.results).__class__ in plain_159 else REFUSE(_e141), (list(map(E41, _e142)) if _e142 else 0) if (_e142 := x.edges).__class__ is tuple else REFUSE(_e142), (list(map(E39, _e143)) if _e143 else 0) if (_e143 := x.grid).__class__ is tuple else REFUSE(_e143), (list(map(E27, _e144)) if _e144 else 0) if (_e144 := x.footnotes).__class__ is tuple else REFUSE(_e144), (list(map(E27, _e145)) if _e145 else 0) if (_e145 := x.column_results).__class__ is tuple else REFUSE(_e145), (list(map(E22, _e146)) if _e146 else 0) if (_e146 := x.notes).__class__ is tuple else REFUSE(_e146), (list(map(E23, _e147)) if _e147 else 0) if (_e147 := x.refs).__class__ is tuple else REFUSE(_e147), (list(map(E29, _e148)) if _e148 else 0) if (_e148 := x.decl_spans).__class__ is tuple else REFUSE(_e148), SPAN_OUT(x.span), (list(map(E29, _e149)) if _e149 else 0) if (_e149 := x.twice).__class__ is tuple else REFUSE(_e149), (list(map(E42, _e150)) if _e150 else 0) if (_e150 := x.cell_readings).__class__ is tuple else REFUSE(_e150), _e151 if (_e151 := x.columns_label).__class__ in plain_160 else REFUSE(_e151)]

def E44(x):
    if x.__class__ is not FixedField_161:
        REFUSE(x, 'FixedField')
    return [_e152 if (_e152 := x.name).__class__ in plain_162 else REFUSE(_e152), _e153 if (_e153 := x.value).__class__ in plain_163 else REFUSE(_e153), SPAN_OUT(x.span)]

def E45(x):
    if x.__class__ is not Pattern_164:
        REFUSE(x, 'Pattern')
    return [_e154 if (_e154 := x.text).__class__ in plain_165 else REFUSE(_e154), _e155 if (_e155 := x.kind).__class__ in plain_166 else REFUSE(_e155), _e156 if (_e156 := x.meaning).__class__ in plain_167 else REFUSE(_e156), SPAN_OUT(x.span), (list(map(E44, _e157)) if _e157 else 0) if (_e157 := x.fixed).__class__ is tuple else REFUSE(_e157), _e158 if (_e158 := x.inferred).__class__ in plain_168 else REFUSE(_e158), SPAN_OUT(x.inferred_span)]

def E46(x):
    if x.__class__ is not Results_169:
        REFUSE(x, 'Results')
    return [_e159 if (_e159 := x.id).__class__ in plain_170 else REFUSE(_e159), _e160 if (_e160 := x.title).__class__ in plain_171 else REFUSE(_e160), _e161 if (_e161 := x.clause).__class__ in plain_172 else REFUSE(_e161), _e162 if (_e162 := x.split).__class__ in plain_173 else REFUSE(_e162), (list(map(E45, _e163)) if _e163 else 0) if (_e163 := x.patterns).__class__ is tuple else REFUSE(_e163), None if (_e164 := x.blank) is None else E45(_e164), (list(map(E27, _e165)) if _e165 else 0) if (_e165 := x.marks).__class__ is tuple else REFUSE(_e165), (list(map(E22, _e166)) if _e166 else 0) if (_e166 := x.notes).__class__ is tuple else REFUSE(_e166), (list(map(E29, _e167)) if _e167 else 0) if (_e167 := x.twice).__class__ is tuple else REFUSE(_e167), SPAN_OUT(x.span), None if (_e168 := x.split_span) is None else SPAN_OUT(_e168)]

def E47(x):
    if x.__class__ is not Param_174:
        REFUSE(x, 'Param')
    return [_e169 if (_e169 := x.name).__class__ in plain_175 else REFUSE(_e169), _e170 if (_e170 := x.type).__class__ in plain_176 else REFUSE(_e170), SPAN_OUT(x.span), _e171 if (_e171 := x.keys_of).__class__ in plain_177 else REFUSE(_e171), _e172 if (_e172 := x.axis).__class__ in plain_178 else REFUSE(_e172), SPAN_OUT(x.keys_span), SPAN_OUT(x.axis_span), _e173 if (_e173 := x.dice).__class__ in plain_179 else REFUSE(_e173), SPAN_OUT(x.type_span)]

def E48(x):
    if x.__class__ is not Reading_180:
        REFUSE(x, 'Reading')
    return [_e174 if (_e174 := x.text).__class__ in plain_181 else REFUSE(_e174), None if (_e175 := x.when) is None else union_182.get((_e176 := _e175).__class__, REFUSE)(_e176), SPAN_OUT(x.span)]

def E49(x):
    if x.__class__ is not Formula_183:
        REFUSE(x, 'Formula')
    return [_e177 if (_e177 := x.id).__class__ in plain_184 else REFUSE(_e177), (list(map(E47, _e178)) if _e178 else 0) if (_e178 := x.params).__class__ is tuple else REFUSE(_e178), union_185.get((_e179 := x.body).__class__, REFUSE)(_e179), _e180 if (_e180 := x.title).__class__ in plain_186 else REFUSE(_e180), _e181 if (_e181 := x.clause).__class__ in plain_187 else REFUSE(_e181), SPAN_OUT(x.span), _e182 if (_e182 := x.returns).__class__ in plain_188 else REFUSE(_e182), _e183 if (_e183 := x.wording).__class__ in plain_189 else REFUSE(_e183), None if (_e184 := x.inferred) is None else E48(_e184)]

def E50(x):
    if x.__class__ is not Effect_190:
        REFUSE(x, 'Effect')
    return [_e185 if (_e185 := x.kind).__class__ in plain_191 else REFUSE(_e185), ANY_OUT(x.amount), _e186 if (_e186 := x.constant).__class__ in plain_192 else REFUSE(_e186), _e187 if (_e187 := x.sign).__class__ in plain_193 else REFUSE(_e187), _e188 if (_e188 := x.side).__class__ in plain_194 else REFUSE(_e188), _e189 if (_e189 := x.rounding).__class__ in plain_195 else REFUSE(_e189), None if (_e190 := x.cell) is None else union_196.get((_e191 := _e190).__class__, REFUSE)(_e191), SPAN_OUT(x.span)]

def E51(x):
    if x.__class__ is not Modifier_197:
        REFUSE(x, 'Modifier')
    return [_e192 if (_e192 := x.id).__class__ in plain_198 else REFUSE(_e192), _e193 if (_e193 := x.title).__class__ in plain_199 else REFUSE(_e193), _e194 if (_e194 := x.clause).__class__ in plain_200 else REFUSE(_e194), None if (_e195 := x.effect) is None else E50(_e195), None if (_e196 := x.when) is None else union_201.get((_e197 := _e196).__class__, REFUSE)(_e197), None if (_e198 := x.unless) is None else union_202.get((_e199 := _e198).__class__, REFUSE)(_e199), None if (_e200 := x.per) is None else union_203.get((_e201 := _e200).__class__, REFUSE)(_e201), _e202 if (_e202 := x.at_most).__class__ in plain_204 else REFUSE(_e202), _e203 if (_e203 := x.on).__class__ in plain_205 else REFUSE(_e203), (list(map(E22, _e204)) if _e204 else 0) if (_e204 := x.notes).__class__ is tuple else REFUSE(_e204), _e205 if (_e205 := x.scenario).__class__ in plain_206 else REFUSE(_e205), (list(map(E27, _e206)) if _e206 else 0) if (_e206 := x.wording).__class__ is tuple else REFUSE(_e206), (list(map(E29, _e207)) if _e207 else 0) if (_e207 := x.twice).__class__ is tuple else REFUSE(_e207), None if (_e208 := x.at_most_span) is None else SPAN_OUT(_e208), None if (_e209 := x.on_span) is None else SPAN_OUT(_e209), SPAN_OUT(x.span), None if (_e210 := x.inferred) is None else E48(_e210)]

def E53(x):
    return SPAN_OUT(x)

def E52(x):
    if x.__class__ is not Combine_207:
        REFUSE(x, 'Combine')
    return [_e211 if (_e211 := x.id).__class__ in plain_208 else REFUSE(_e211), _e212 if (_e212 := x.mode).__class__ in plain_209 else REFUSE(_e212), (list(map(E28, _e213)) if _e213 else 0) if (_e213 := x.members).__class__ is tuple else REFUSE(_e213), _e214 if (_e214 := x.title).__class__ in plain_210 else REFUSE(_e214), _e215 if (_e215 := x.clause).__class__ in plain_211 else REFUSE(_e215), _e216 if (_e216 := x.at_most).__class__ in plain_212 else REFUSE(_e216), (list(map(E53, _e217)) if _e217 else 0) if (_e217 := x.member_spans).__class__ is tuple else REFUSE(_e217), None if (_e218 := x.at_most_span) is None else SPAN_OUT(_e218), SPAN_OUT(x.span)]

def E54(x):
    if x.__class__ is not Permission_213:
        REFUSE(x, 'Permission')
    return [_e219 if (_e219 := x.id).__class__ in plain_214 else REFUSE(_e219), _e220 if (_e220 := x.modal).__class__ in plain_215 else REFUSE(_e220), _e221 if (_e221 := x.action).__class__ in plain_216 else REFUSE(_e221), _e222 if (_e222 := x.title).__class__ in plain_217 else REFUSE(_e222), _e223 if (_e223 := x.clause).__class__ in plain_218 else REFUSE(_e223), _e224 if (_e224 := x.who).__class__ in plain_219 else REFUSE(_e224), None if (_e225 := x.when) is None else union_220.get((_e226 := _e225).__class__, REFUSE)(_e226), None if (_e227 := x.unless) is None else union_221.get((_e228 := _e227).__class__, REFUSE)(_e228), (list(map(E22, _e229)) if _e229 else 0) if (_e229 := x.notes).__class__ is tuple else REFUSE(_e229), _e230 if (_e230 := x.scenario).__class__ in plain_222 else REFUSE(_e230), (list(map(E27, _e231)) if _e231 else 0) if (_e231 := x.wording).__class__ is tuple else REFUSE(_e231), (list(map(E29, _e232)) if _e232 else 0) if (_e232 := x.twice).__class__ is tuple else REFUSE(_e232), None if (_e233 := x.who_span) is None else SPAN_OUT(_e233), SPAN_OUT(x.span), None if (_e234 := x.modal_span) is None else SPAN_OUT(_e234), None if (_e235 := x.inferred) is None else E48(_e235)]

def E55(x):
    if x.__class__ is not Rewrite_223:
        REFUSE(x, 'Rewrite')
    return [_e236 if (_e236 := x.field).__class__ in plain_224 else REFUSE(_e236), _e237 if (_e237 := x.kind).__class__ in plain_225 else REFUSE(_e237), (list(map(E27, _e238)) if _e238 else 0) if (_e238 := x.pairs).__class__ is tuple else REFUSE(_e238), SPAN_OUT(x.span), _e239 if (_e239 := x.side).__class__ in plain_226 else REFUSE(_e239), SPAN_OUT(x.side_span)]

def E56(x):
    if x.__class__ is not ExceptionRule_227:
        REFUSE(x, 'ExceptionRule')
    return [_e240 if (_e240 := x.id).__class__ in plain_228 else REFUSE(_e240), _e241 if (_e241 := x.title).__class__ in plain_229 else REFUSE(_e241), _e242 if (_e242 := x.clause).__class__ in plain_230 else REFUSE(_e242), _e243 if (_e243 := x.target).__class__ in plain_231 else REFUSE(_e243), _e244 if (_e244 := x.target_is_clause).__class__ in plain_232 else REFUSE(_e244), None if (_e245 := x.when) is None else union_233.get((_e246 := _e245).__class__, REFUSE)(_e246), None if (_e247 := x.unless) is None else union_234.get((_e248 := _e247).__class__, REFUSE)(_e248), _e249 if (_e249 := x.effect).__class__ in plain_235 else REFUSE(_e249), (list(map(E55, _e250)) if _e250 else 0) if (_e250 := x.rewrites).__class__ is tuple else REFUSE(_e250), None if (_e251 := x.use) is None else union_236.get((_e252 := _e251).__class__, REFUSE)(_e252), _e253 if (_e253 := x.priority).__class__ in plain_237 else REFUSE(_e253), _e254 if (_e254 := x.says).__class__ in plain_238 else REFUSE(_e254), _e255 if (_e255 := x.scenario).__class__ in plain_239 else REFUSE(_e255), (list(map(E22, _e256)) if _e256 else 0) if (_e256 := x.notes).__class__ is tuple else REFUSE(_e256), SPAN_OUT(x.target_span), (list(map(E27, _e257)) if _e257 else 0) if (_e257 := x.wording).__class__ is tuple else REFUSE(_e257), (list(map(E29, _e258)) if _e258 else 0) if (_e258 := x.twice).__class__ is tuple else REFUSE(_e258), SPAN_OUT(x.span), _e259 if (_e259 := x.always).__class__ in plain_240 else REFUSE(_e259), _e260 if (_e260 := x.chooser).__class__ in plain_241 else REFUSE(_e260), SPAN_OUT(x.chooser_span), None if (_e261 := x.inferred) is None else E48(_e261), None if (_e262 := x.effect_span) is None else SPAN_OUT(_e262)]

def E57(x):
    if x.__class__ is not Step_242:
        REFUSE(x, 'Step')
    return [_e263 if (_e263 := x.kind).__class__ in plain_243 else REFUSE(_e263), _e264 if (_e264 := x.id).__class__ in plain_244 else REFUSE(_e264), _e265 if (_e265 := x.title).__class__ in plain_245 else REFUSE(_e265), None if (_e266 := x.ref) is None else E23(_e266), (list(map(E28, _e267)) if _e267 else 0) if (_e267 := x.who).__class__ is tuple else REFUSE(_e267), None if (_e268 := x.when) is None else union_246.get((_e269 := _e268).__class__, REFUSE)(_e269), _e270 if (_e270 := x.repeat).__class__ in plain_247 else REFUSE(_e270), _e271 if (_e271 := x.says).__class__ in plain_248 else REFUSE(_e271), (list(map(E22, _e272)) if _e272 else 0) if (_e272 := x.notes).__class__ is tuple else REFUSE(_e272), (list(map(E57, _e273)) if _e273 else 0) if (_e273 := x.children).__class__ is tuple else REFUSE(_e273), (list(map(E27, _e274)) if _e274 else 0) if (_e274 := x.wording).__class__ is tuple else REFUSE(_e274), (list(map(E29, _e275)) if _e275 else 0) if (_e275 := x.twice).__class__ is tuple else REFUSE(_e275), (list(map(E53, _e276)) if _e276 else 0) if (_e276 := x.who_spans).__class__ is tuple else REFUSE(_e276), SPAN_OUT(x.span), _e277 if (_e277 := x.inferred).__class__ in plain_249 else REFUSE(_e277)]

def E58(x):
    if x.__class__ is not Sequence_250:
        REFUSE(x, 'Sequence')
    return [_e278 if (_e278 := x.id).__class__ in plain_251 else REFUSE(_e278), _e279 if (_e279 := x.title).__class__ in plain_252 else REFUSE(_e279), (list(map(E57, _e280)) if _e280 else 0) if (_e280 := x.steps).__class__ is tuple else REFUSE(_e280), _e281 if (_e281 := x.clause).__class__ in plain_253 else REFUSE(_e281), (list(map(E22, _e282)) if _e282 else 0) if (_e282 := x.notes).__class__ is tuple else REFUSE(_e282), SPAN_OUT(x.span)]

def E59(x):
    if x.__class__ is not Place_254:
        REFUSE(x, 'Place')
    return [_e283 if (_e283 := x.kind).__class__ in plain_255 else REFUSE(_e283), _e284 if (_e284 := x.value).__class__ in plain_256 else REFUSE(_e284), _e285 if (_e285 := x.name).__class__ in plain_257 else REFUSE(_e285), SPAN_OUT(x.span)]

def E60(x):
    if x.__class__ is not Placement_258:
        REFUSE(x, 'Placement')
    return [_e286 if (_e286 := x.kind).__class__ in plain_259 else REFUSE(_e286), (list(map(E59, _e287)) if _e287 else 0) if (_e287 := x.places).__class__ is tuple else REFUSE(_e287), _e288 if (_e288 := x.radius).__class__ in plain_260 else REFUSE(_e288), _e289 if (_e289 := x.text).__class__ in plain_261 else REFUSE(_e289), _e290 if (_e290 := x.one_of).__class__ in plain_262 else REFUSE(_e290)]

def E61(x):
    if x.__class__ is not Setup_263:
        REFUSE(x, 'Setup')
    return [_e291 if (_e291 := x.side).__class__ in plain_264 else REFUSE(_e291), _e292 if (_e292 := x.formation).__class__ in plain_265 else REFUSE(_e292), E60(x.placement), _e293 if (_e293 := x.units).__class__ in plain_266 else REFUSE(_e293), SPAN_OUT(x.span), _e294 if (_e294 := x.inferred).__class__ in plain_267 else REFUSE(_e294)]

def E62(x):
    if x.__class__ is not Removal_268:
        REFUSE(x, 'Removal')
    return [_e295 if (_e295 := x.side).__class__ in plain_269 else REFUSE(_e295), _e296 if (_e296 := x.turn).__class__ in plain_270 else REFUSE(_e296), _e297 if (_e297 := x.units).__class__ in plain_271 else REFUSE(_e297), _e298 if (_e298 := x.destination).__class__ in plain_272 else REFUSE(_e298), _e299 if (_e299 := x.remark).__class__ in plain_273 else REFUSE(_e299), SPAN_OUT(x.span), _e300 if (_e300 := x.inferred).__class__ in plain_274 else REFUSE(_e300), _e301 if (_e301 := x.relocation).__class__ in plain_275 else REFUSE(_e301), None if (_e302 := x.turn_span) is None else SPAN_OUT(_e302)]

def E63(x):
    if x.__class__ is not Calendar_276:
        REFUSE(x, 'Calendar')
    return [_e303 if (_e303 := x.fact).__class__ in plain_277 else REFUSE(_e303), _e304 if (_e304 := x.by).__class__ in plain_278 else REFUSE(_e304), (list(map(E28, _e305)) if _e305 else 0) if (_e305 := x.values).__class__ is tuple else REFUSE(_e305), (list(map(E53, _e306)) if _e306 else 0) if (_e306 := x.value_spans).__class__ is tuple else REFUSE(_e306), SPAN_OUT(x.span), SPAN_OUT(x.by_span)]

def E64(x):
    if x.__class__ is not TurnAmount_279:
        REFUSE(x, 'TurnAmount')
    return [_e307 if (_e307 := x.turn).__class__ in plain_280 else REFUSE(_e307), _e308 if (_e308 := x.side).__class__ in plain_281 else REFUSE(_e308), ANY_OUT(x.amount), _e309 if (_e309 := x.unit).__class__ in plain_282 else REFUSE(_e309), _e310 if (_e310 := x.title).__class__ in plain_283 else REFUSE(_e310), SPAN_OUT(x.span), None if (_e311 := x.turn_span) is None else SPAN_OUT(_e311)]

def E65(x):
    if x.__class__ is not Reinforcement_284:
        REFUSE(x, 'Reinforcement')
    return [_e312 if (_e312 := x.side).__class__ in plain_285 else REFUSE(_e312), _e313 if (_e313 := x.turn).__class__ in plain_286 else REFUSE(_e313), _e314 if (_e314 := x.segment).__class__ in plain_287 else REFUSE(_e314), E60(x.placement), _e315 if (_e315 := x.units).__class__ in plain_288 else REFUSE(_e315), SPAN_OUT(x.span), _e316 if (_e316 := x.inferred).__class__ in plain_289 else REFUSE(_e316), None if (_e317 := x.turn_span) is None else SPAN_OUT(_e317)]

def E66(x):
    if x.__class__ is not Support_290:
        REFUSE(x, 'Support')
    return [_e318 if (_e318 := x.side).__class__ in plain_291 else REFUSE(_e318), _e319 if (_e319 := x.first_turn).__class__ in plain_292 else REFUSE(_e319), _e320 if (_e320 := x.last_turn).__class__ in plain_293 else REFUSE(_e320), _e321 if (_e321 := x.count).__class__ in plain_294 else REFUSE(_e321), _e322 if (_e322 := x.kind).__class__ in plain_295 else REFUSE(_e322), SPAN_OUT(x.span), _e323 if (_e323 := x.inferred).__class__ in plain_296 else REFUSE(_e323), None if (_e324 := x.turn_span) is None else SPAN_OUT(_e324)]

def E67(x):
    if x.__class__ is not Victory_297:
        REFUSE(x, 'Victory')
    return [_e325 if (_e325 := x.side).__class__ in plain_298 else REFUSE(_e325), _e326 if (_e326 := x.text).__class__ in plain_299 else REFUSE(_e326), SPAN_OUT(x.span)]

def E68(x):
    if x.__class__ is not Skip_300:
        REFUSE(x, 'Skip')
    return [(list(map(E28, _e327)) if _e327 else 0) if (_e327 := x.path).__class__ is tuple else REFUSE(_e327), None if (_e328 := x.when) is None else union_301.get((_e329 := _e328).__class__, REFUSE)(_e329), SPAN_OUT(x.span)]

def E70(x):
    return [_e340 if (_e340 := _e339[0]).__class__ in plain_310 else REFUSE(_e340), ANY_OUT(_e339[1]), _e341 if (_e341 := _e339[2]).__class__ in plain_311 else REFUSE(_e341), _e342 if (_e342 := _e339[3]).__class__ in plain_312 else REFUSE(_e342)] if (_e339 := x).__class__ is tuple and len(_e339) == 4 else REFUSE(_e339)

def E71(x):
    return [_e345 if (_e345 := _e344[0]).__class__ in plain_313 else REFUSE(_e345), _e346 if (_e346 := _e344[1]).__class__ in plain_314 else REFUSE(_e346), _e347 if (_e347 := _e344[2]).__class__ in plain_315 else REFUSE(_e347)] if (_e344 := x).__class__ is tuple and len(_e344) == 3 else REFUSE(_e344)

def E72(x):
    return [_e366 if (_e366 := _e365[0]).__class__ in plain_318 else REFUSE(_e366), _e367 if (_e367 := _e365[1]).__class__ in plain_319 else REFUSE(_e367), SPAN_OUT(_e365[2])] if (_e365 := x).__class__ is tuple and len(_e365) == 3 else REFUSE(_e365)

def E69(x):
    if x.__class__ is not Scenario_302:
        REFUSE(x, 'Scenario')
    return [_e330 if (_e330 := x.id).__class__ in plain_303 else REFUSE(_e330), _e331 if (_e331 := x.title).__class__ in plain_304 else REFUSE(_e331), _e332 if (_e332 := x.clause).__class__ in plain_305 else REFUSE(_e332), _e333 if (_e333 := x.first_turn).__class__ in plain_306 else REFUSE(_e333), _e334 if (_e334 := x.last_turn).__class__ in plain_307 else REFUSE(_e334), _e335 if (_e335 := x.area).__class__ in plain_308 else REFUSE(_e335), _e336 if (_e336 := x.first_side).__class__ in plain_309 else REFUSE(_e336), (list(map(E28, _e337)) if _e337 else 0) if (_e337 := x.setup_order).__class__ is tuple else REFUSE(_e337), (list(map(E70, _e338)) if _e338 else 0) if (_e338 := x.starts).__class__ is tuple else REFUSE(_e338), (list(map(E71, _e343)) if _e343 else 0) if (_e343 := x.markers).__class__ is tuple else REFUSE(_e343), (list(map(E61, _e348)) if _e348 else 0) if (_e348 := x.setups).__class__ is tuple else REFUSE(_e348), (list(map(E66, _e349)) if _e349 else 0) if (_e349 := x.supports).__class__ is tuple else REFUSE(_e349), (list(map(E65, _e350)) if _e350 else 0) if (_e350 := x.reinforcements).__class__ is tuple else REFUSE(_e350), (list(map(E62, _e351)) if _e351 else 0) if (_e351 := x.removals).__class__ is tuple else REFUSE(_e351), (list(map(E64, _e352)) if _e352 else 0) if (_e352 := x.amounts).__class__ is tuple else REFUSE(_e352), (list(map(E63, _e353)) if _e353 else 0) if (_e353 := x.calendars).__class__ is tuple else REFUSE(_e353), (list(map(E67, _e354)) if _e354 else 0) if (_e354 := x.victories).__class__ is tuple else REFUSE(_e354), (list(map(E68, _e355)) if _e355 else 0) if (_e355 := x.skips).__class__ is tuple else REFUSE(_e355), (list(map(E23, _e356)) if _e356 else 0) if (_e356 := x.options).__class__ is tuple else REFUSE(_e356), _e357 if (_e357 := x.all_options).__class__ in plain_316 else REFUSE(_e357), _e358 if (_e358 := x.says).__class__ in plain_317 else REFUSE(_e358), (list(map(E22, _e359)) if _e359 else 0) if (_e359 := x.notes).__class__ is tuple else REFUSE(_e359), (list(map(E29, _e360)) if _e360 else 0) if (_e360 := x.side_spans).__class__ is tuple else REFUSE(_e360), None if (_e361 := x.turns_span) is None else SPAN_OUT(_e361), None if (_e362 := x.first_span) is None else SPAN_OUT(_e362), None if (_e363 := x.all_options_span) is None else SPAN_OUT(_e363), (list(map(E72, _e364)) if _e364 else 0) if (_e364 := x.unitless).__class__ is tuple else REFUSE(_e364), (list(map(E29, _e368)) if _e368 else 0) if (_e368 := x.twice).__class__ is tuple else REFUSE(_e368), SPAN_OUT(x.span)]

def E73(x):
    if x.__class__ is not Example_320:
        REFUSE(x, 'Example')
    return [_e369 if (_e369 := x.title).__class__ in plain_321 else REFUSE(_e369), (list(map(E17, _e370)) if _e370 else 0) if (_e370 := x.checks).__class__ is tuple else REFUSE(_e370), _e371 if (_e371 := x.clause).__class__ in plain_322 else REFUSE(_e371), _e372 if (_e372 := x.index).__class__ in plain_323 else REFUSE(_e372), _e373 if (_e373 := x.scenario).__class__ in plain_324 else REFUSE(_e373), SPAN_OUT(x.span), _e374 if (_e374 := x.printed).__class__ in plain_325 else REFUSE(_e374)]

def E74(x):
    if x.__class__ is not AidItem_326:
        REFUSE(x, 'AidItem')
    return [_e375 if (_e375 := x.kind).__class__ in plain_327 else REFUSE(_e375), _e376 if (_e376 := x.value).__class__ in plain_328 else REFUSE(_e376), SPAN_OUT(x.span)]

def E75(x):
    if x.__class__ is not Aid_329:
        REFUSE(x, 'Aid')
    return [_e377 if (_e377 := x.id).__class__ in plain_330 else REFUSE(_e377), _e378 if (_e378 := x.title).__class__ in plain_331 else REFUSE(_e378), _e379 if (_e379 := x.size).__class__ in plain_332 else REFUSE(_e379), _e380 if (_e380 := x.orientation).__class__ in plain_333 else REFUSE(_e380), (list(map(E74, _e381)) if _e381 else 0) if (_e381 := x.items).__class__ is tuple else REFUSE(_e381), SPAN_OUT(x.span), (list(map(E29, _e382)) if _e382 else 0) if (_e382 := x.twice).__class__ is tuple else REFUSE(_e382), None if (_e383 := x.size_span) is None else SPAN_OUT(_e383), None if (_e384 := x.orientation_span) is None else SPAN_OUT(_e384)]

def E77(x):
    return [_e404 if (_e404 := _e403[0]).__class__ in plain_335 else REFUSE(_e404), E23(_e403[1])] if (_e403 := x).__class__ is tuple and len(_e403) == 2 else REFUSE(_e403)

def E76(x):
    if x.__class__ is not Book_334:
        REFUSE(x, 'Book')
    return [E26(x.header), (list(map(E30, _e385)) if _e385 else 0) if (_e385 := x.clauses).__class__ is tuple else REFUSE(_e385), (list(map(E31, _e386)) if _e386 else 0) if (_e386 := x.terms).__class__ is tuple else REFUSE(_e386), (list(map(E33, _e387)) if _e387 else 0) if (_e387 := x.enums).__class__ is tuple else REFUSE(_e387), (list(map(E34, _e388)) if _e388 else 0) if (_e388 := x.facts).__class__ is tuple else REFUSE(_e388), (list(map(E37, _e389)) if _e389 else 0) if (_e389 := x.constants).__class__ is tuple else REFUSE(_e389), (list(map(E43, _e390)) if _e390 else 0) if (_e390 := x.tables).__class__ is tuple else REFUSE(_e390), (list(map(E46, _e391)) if _e391 else 0) if (_e391 := x.results).__class__ is tuple else REFUSE(_e391), (list(map(E36, _e392)) if _e392 else 0) if (_e392 := x.records).__class__ is tuple else REFUSE(_e392), (list(map(E49, _e393)) if _e393 else 0) if (_e393 := x.formulas).__class__ is tuple else REFUSE(_e393), (list(map(E51, _e394)) if _e394 else 0) if (_e394 := x.modifiers).__class__ is tuple else REFUSE(_e394), (list(map(E52, _e395)) if _e395 else 0) if (_e395 := x.combines).__class__ is tuple else REFUSE(_e395), (list(map(E54, _e396)) if _e396 else 0) if (_e396 := x.permissions).__class__ is tuple else REFUSE(_e396), (list(map(E56, _e397)) if _e397 else 0) if (_e397 := x.exceptions).__class__ is tuple else REFUSE(_e397), (list(map(E58, _e398)) if _e398 else 0) if (_e398 := x.sequences).__class__ is tuple else REFUSE(_e398), (list(map(E69, _e399)) if _e399 else 0) if (_e399 := x.scenarios).__class__ is tuple else REFUSE(_e399), (list(map(E73, _e400)) if _e400 else 0) if (_e400 := x.examples).__class__ is tuple else REFUSE(_e400), (list(map(E75, _e401)) if _e401 else 0) if (_e401 := x.aids).__class__ is tuple else REFUSE(_e401), (list(map(E77, _e402)) if _e402 else 0) if (_e402 := x.cited).__class__ is tuple else REFUSE(_e402), (list(map(E23, _e405)) if _e405 else 0) if (_e405 := x.owned).__class__ is tuple else REFUSE(_e405), (list(map(E28, _e406)) if _e406 else 0) if (_e406 := x.files).__class__ is tuple else REFUSE(_e406)]

def E78(x):
    if x.__class__ is not Diagnostic_336:
        REFUSE(x, 'Diagnostic')
    return [_e407 if (_e407 := x.code).__class__ in plain_337 else REFUSE(_e407), _e408 if (_e408 := x.message).__class__ in plain_338 else REFUSE(_e408), None if (_e409 := x.span) is None else SPAN_OUT(_e409), _e410 if (_e410 := x.hint).__class__ in plain_339 else REFUSE(_e410), _e411 if (_e411 := x.severity).__class__ in plain_340 else REFUSE(_e411)]

def E79(x):
    if x.__class__ is not FileModel_341:
        REFUSE(x, 'FileModel')
    return [(list(map(E26, _e412)) if _e412 else 0) if (_e412 := x.headers).__class__ is tuple else REFUSE(_e412), (list(map(E30, _e413)) if _e413 else 0) if (_e413 := x.clauses).__class__ is tuple else REFUSE(_e413), (list(map(E31, _e414)) if _e414 else 0) if (_e414 := x.terms).__class__ is tuple else REFUSE(_e414), (list(map(E33, _e415)) if _e415 else 0) if (_e415 := x.enums).__class__ is tuple else REFUSE(_e415), (list(map(E34, _e416)) if _e416 else 0) if (_e416 := x.facts).__class__ is tuple else REFUSE(_e416), (list(map(E37, _e417)) if _e417 else 0) if (_e417 := x.constants).__class__ is tuple else REFUSE(_e417), (list(map(E43, _e418)) if _e418 else 0) if (_e418 := x.tables).__class__ is tuple else REFUSE(_e418), (list(map(E46, _e419)) if _e419 else 0) if (_e419 := x.results).__class__ is tuple else REFUSE(_e419), (list(map(E36, _e420)) if _e420 else 0) if (_e420 := x.records).__class__ is tuple else REFUSE(_e420), (list(map(E49, _e421)) if _e421 else 0) if (_e421 := x.formulas).__class__ is tuple else REFUSE(_e421), (list(map(E51, _e422)) if _e422 else 0) if (_e422 := x.modifiers).__class__ is tuple else REFUSE(_e422), (list(map(E52, _e423)) if _e423 else 0) if (_e423 := x.combines).__class__ is tuple else REFUSE(_e423), (list(map(E54, _e424)) if _e424 else 0) if (_e424 := x.permissions).__class__ is tuple else REFUSE(_e424), (list(map(E56, _e425)) if _e425 else 0) if (_e425 := x.exceptions).__class__ is tuple else REFUSE(_e425), (list(map(E58, _e426)) if _e426 else 0) if (_e426 := x.sequences).__class__ is tuple else REFUSE(_e426), (list(map(E69, _e427)) if _e427 else 0) if (_e427 := x.scenarios).__class__ is tuple else REFUSE(_e427), (list(map(E73, _e428)) if _e428 else 0) if (_e428 := x.examples).__class__ is tuple else REFUSE(_e428), (list(map(E75, _e429)) if _e429 else 0) if (_e429 := x.aids).__class__ is tuple else REFUSE(_e429), (list(map(E77, _e430)) if _e430 else 0) if (_e430 := x.cited).__class__ is tuple else REFUSE(_e430), (list(map(E23, _e431)) if _e431 else 0) if (_e431 := x.owned).__class__ is tuple else REFUSE(_e431), (list(map(E78, _e432)) if _e432 else 0) if (_e432 := x.diagnostics).__class__ is tuple else REFUSE(_e432)]
