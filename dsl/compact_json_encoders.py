"""The compact JSON encoders of the typed model, as `compact_json_gen` builds them: written by
`python -m dsl.compact_json_gen --write`; do not edit. Fed by: nothing; `compact_json` imports
this module when KEY is its key for the model and the generator as they are, and binds the
constants (CONSTS: their recipes) and the names the code reads before it runs."""
KEY = 'fff63ec5b7b04e1ac074de0d68d020f9e53e7ff7da6c42f9dff0fc71cd677407'
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
 'RecordField_115': ('class', 'dsl.model', 'RecordField'),
 'plain_116': ('plain', ('str',)),
 'plain_117': ('plain', ('str',)),
 'plain_118': ('plain', ('str',)),
 'union_119': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Record_120': ('class', 'dsl.model', 'Record'),
 'plain_121': ('plain', ('str',)),
 'plain_122': ('plain', ('str',)),
 'plain_123': ('plain', ('NoneType', 'str')),
 'Constant_124': ('class', 'dsl.model', 'Constant'),
 'plain_125': ('plain', ('str',)),
 'plain_126': ('plain', ('str',)),
 'plain_127': ('plain', ('str',)),
 'plain_128': ('plain', ('str',)),
 'plain_129': ('plain', ('NoneType', 'str')),
 'Cell_130': ('class', 'dsl.model', 'Cell'),
 'plain_131': ('plain', ('str',)),
 'GridRow_132': ('class', 'dsl.model', 'GridRow'),
 'plain_133': ('plain', ('bool',)),
 'plain_134': ('plain', ('str',)),
 'EdgeAction_135': ('class', 'dsl.model', 'EdgeAction'),
 'plain_136': ('plain', ('str',)),
 'Edge_137': ('class', 'dsl.model', 'Edge'),
 'plain_138': ('plain', ('str',)),
 'plain_139': ('plain', ('NoneType', 'int')),
 'plain_140': ('plain', ('NoneType', 'str')),
 'plain_141': ('plain', ('NoneType', 'str')),
 'plain_142': ('plain', ('str',)),
 'plain_143': ('plain', ('NoneType', 'int')),
 'CellReading_144': ('class', 'dsl.model', 'CellReading'),
 'plain_145': ('plain', ('str',)),
 'plain_146': ('plain', ('str',)),
 'plain_147': ('plain', ('str',)),
 'Table_148': ('class', 'dsl.model', 'Table'),
 'plain_149': ('plain', ('str',)),
 'plain_150': ('plain', ('str',)),
 'plain_151': ('plain', ('NoneType', 'str')),
 'plain_152': ('plain', ('bool',)),
 'plain_153': ('plain', ('str',)),
 'plain_154': ('plain', ('str',)),
 'plain_155': ('plain', ('str',)),
 'plain_156': ('plain', ('str',)),
 'plain_157': ('plain', ('str',)),
 'plain_158': ('plain', ('str',)),
 'plain_159': ('plain', ('str',)),
 'FixedField_160': ('class', 'dsl.model', 'FixedField'),
 'plain_161': ('plain', ('str',)),
 'plain_162': ('plain', ('str',)),
 'Pattern_163': ('class', 'dsl.model', 'Pattern'),
 'plain_164': ('plain', ('str',)),
 'plain_165': ('plain', ('str',)),
 'plain_166': ('plain', ('str',)),
 'plain_167': ('plain', ('NoneType', 'str')),
 'Results_168': ('class', 'dsl.model', 'Results'),
 'plain_169': ('plain', ('str',)),
 'plain_170': ('plain', ('str',)),
 'plain_171': ('plain', ('NoneType', 'str')),
 'plain_172': ('plain', ('str',)),
 'Param_173': ('class', 'dsl.model', 'Param'),
 'plain_174': ('plain', ('str',)),
 'plain_175': ('plain', ('str',)),
 'plain_176': ('plain', ('str',)),
 'plain_177': ('plain', ('str',)),
 'Reading_178': ('class', 'dsl.model', 'Reading'),
 'plain_179': ('plain', ('str',)),
 'union_180': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Formula_181': ('class', 'dsl.model', 'Formula'),
 'plain_182': ('plain', ('str',)),
 'union_183': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_184': ('plain', ('str',)),
 'plain_185': ('plain', ('NoneType', 'str')),
 'plain_186': ('plain', ('str',)),
 'plain_187': ('plain', ('str',)),
 'Effect_188': ('class', 'dsl.model', 'Effect'),
 'plain_189': ('plain', ('str',)),
 'plain_190': ('plain', ('str',)),
 'plain_191': ('plain', ('int',)),
 'plain_192': ('plain', ('str',)),
 'plain_193': ('plain', ('str',)),
 'union_194': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Modifier_195': ('class', 'dsl.model', 'Modifier'),
 'plain_196': ('plain', ('str',)),
 'plain_197': ('plain', ('str',)),
 'plain_198': ('plain', ('NoneType', 'str')),
 'union_199': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_200': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_201': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_202': ('plain', ('NoneType', 'int', 'str')),
 'plain_203': ('plain', ('str',)),
 'plain_204': ('plain', ('str',)),
 'Combine_205': ('class', 'dsl.model', 'Combine'),
 'plain_206': ('plain', ('str',)),
 'plain_207': ('plain', ('str',)),
 'plain_208': ('plain', ('str',)),
 'plain_209': ('plain', ('NoneType', 'str')),
 'plain_210': ('plain', ('NoneType', 'int', 'str')),
 'Permission_211': ('class', 'dsl.model', 'Permission'),
 'plain_212': ('plain', ('str',)),
 'plain_213': ('plain', ('str',)),
 'plain_214': ('plain', ('str',)),
 'plain_215': ('plain', ('str',)),
 'plain_216': ('plain', ('NoneType', 'str')),
 'plain_217': ('plain', ('str',)),
 'union_218': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_219': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_220': ('plain', ('str',)),
 'Rewrite_221': ('class', 'dsl.model', 'Rewrite'),
 'plain_222': ('plain', ('str',)),
 'plain_223': ('plain', ('str',)),
 'plain_224': ('plain', ('str',)),
 'ExceptionRule_225': ('class', 'dsl.model', 'ExceptionRule'),
 'plain_226': ('plain', ('str',)),
 'plain_227': ('plain', ('str',)),
 'plain_228': ('plain', ('NoneType', 'str')),
 'plain_229': ('plain', ('str',)),
 'plain_230': ('plain', ('bool',)),
 'union_231': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_232': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_233': ('plain', ('str',)),
 'union_234': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_235': ('plain', ('int',)),
 'plain_236': ('plain', ('str',)),
 'plain_237': ('plain', ('str',)),
 'plain_238': ('plain', ('bool',)),
 'plain_239': ('plain', ('str',)),
 'Step_240': ('class', 'dsl.model', 'Step'),
 'plain_241': ('plain', ('str',)),
 'plain_242': ('plain', ('str',)),
 'plain_243': ('plain', ('str',)),
 'union_244': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_245': ('plain', ('str',)),
 'plain_246': ('plain', ('str',)),
 'plain_247': ('plain', ('NoneType', 'str')),
 'Sequence_248': ('class', 'dsl.model', 'Sequence'),
 'plain_249': ('plain', ('str',)),
 'plain_250': ('plain', ('str',)),
 'plain_251': ('plain', ('NoneType', 'str')),
 'Place_252': ('class', 'dsl.model', 'Place'),
 'plain_253': ('plain', ('str',)),
 'plain_254': ('plain', ('str',)),
 'plain_255': ('plain', ('str',)),
 'Placement_256': ('class', 'dsl.model', 'Placement'),
 'plain_257': ('plain', ('str',)),
 'plain_258': ('plain', ('int',)),
 'plain_259': ('plain', ('str',)),
 'plain_260': ('plain', ('bool',)),
 'Setup_261': ('class', 'dsl.model', 'Setup'),
 'plain_262': ('plain', ('str',)),
 'plain_263': ('plain', ('str',)),
 'plain_264': ('plain', ('str',)),
 'plain_265': ('plain', ('NoneType', 'str')),
 'Removal_266': ('class', 'dsl.model', 'Removal'),
 'plain_267': ('plain', ('str',)),
 'plain_268': ('plain', ('int',)),
 'plain_269': ('plain', ('str',)),
 'plain_270': ('plain', ('str',)),
 'plain_271': ('plain', ('str',)),
 'plain_272': ('plain', ('NoneType', 'str')),
 'plain_273': ('plain', ('bool',)),
 'Calendar_274': ('class', 'dsl.model', 'Calendar'),
 'plain_275': ('plain', ('str',)),
 'plain_276': ('plain', ('str',)),
 'TurnAmount_277': ('class', 'dsl.model', 'TurnAmount'),
 'plain_278': ('plain', ('int',)),
 'plain_279': ('plain', ('str',)),
 'plain_280': ('plain', ('str',)),
 'plain_281': ('plain', ('str',)),
 'Reinforcement_282': ('class', 'dsl.model', 'Reinforcement'),
 'plain_283': ('plain', ('str',)),
 'plain_284': ('plain', ('int',)),
 'plain_285': ('plain', ('NoneType', 'int')),
 'plain_286': ('plain', ('str',)),
 'plain_287': ('plain', ('NoneType', 'str')),
 'Support_288': ('class', 'dsl.model', 'Support'),
 'plain_289': ('plain', ('str',)),
 'plain_290': ('plain', ('int',)),
 'plain_291': ('plain', ('int',)),
 'plain_292': ('plain', ('int',)),
 'plain_293': ('plain', ('str',)),
 'plain_294': ('plain', ('NoneType', 'str')),
 'Victory_295': ('class', 'dsl.model', 'Victory'),
 'plain_296': ('plain', ('str',)),
 'plain_297': ('plain', ('str',)),
 'Skip_298': ('class', 'dsl.model', 'Skip'),
 'union_299': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Scenario_300': ('class', 'dsl.model', 'Scenario'),
 'plain_301': ('plain', ('str',)),
 'plain_302': ('plain', ('str',)),
 'plain_303': ('plain', ('NoneType', 'str')),
 'plain_304': ('plain', ('NoneType', 'int')),
 'plain_305': ('plain', ('NoneType', 'int')),
 'plain_306': ('plain', ('str',)),
 'plain_307': ('plain', ('str',)),
 'plain_308': ('plain', ('str',)),
 'plain_309': ('plain', ('str',)),
 'plain_310': ('plain', ('str',)),
 'plain_311': ('plain', ('str',)),
 'plain_312': ('plain', ('str',)),
 'plain_313': ('plain', ('str',)),
 'plain_314': ('plain', ('bool',)),
 'plain_315': ('plain', ('str',)),
 'plain_316': ('plain', ('str',)),
 'plain_317': ('plain', ('str',)),
 'Example_318': ('class', 'dsl.model', 'Example'),
 'plain_319': ('plain', ('str',)),
 'plain_320': ('plain', ('NoneType', 'str')),
 'plain_321': ('plain', ('int',)),
 'plain_322': ('plain', ('str',)),
 'AidItem_323': ('class', 'dsl.model', 'AidItem'),
 'plain_324': ('plain', ('str',)),
 'plain_325': ('plain', ('str',)),
 'Aid_326': ('class', 'dsl.model', 'Aid'),
 'plain_327': ('plain', ('str',)),
 'plain_328': ('plain', ('str',)),
 'plain_329': ('plain', ('str',)),
 'plain_330': ('plain', ('str',)),
 'Book_331': ('class', 'dsl.model', 'Book'),
 'plain_332': ('plain', ('NoneType', 'str')),
 'Diagnostic_333': ('class', 'dsl.diagnostics', 'Diagnostic'),
 'plain_334': ('plain', ('str',)),
 'plain_335': ('plain', ('str',)),
 'plain_336': ('plain', ('str',)),
 'plain_337': ('plain', ('str',)),
 'FileModel_338': ('class', 'dsl.builder', 'FileModel')}
NAMES = ('E0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10', 'E11', 'E12', 'E13', 'E14',
 'E15', 'E16', 'E18', 'E19', 'E20', 'E21', 'E22', 'E23', 'E24', 'E25', 'E26', 'E30', 'E31', 'E32',
 'E33', 'E34', 'E35', 'E36', 'E37', 'E38', 'E39', 'E40', 'E41', 'E42', 'E43', 'E44', 'E45', 'E46',
 'E47', 'E48', 'E49', 'E50', 'E51', 'E52', 'E54', 'E55', 'E56', 'E57', 'E58', 'E59', 'E60', 'E61',
 'E62', 'E63', 'E64', 'E65', 'E66', 'E67', 'E68', 'E69', 'E73', 'E74', 'E75', 'E76', 'E78', 'E79')
UNIONS = ('union_23', 'union_27', 'union_29', 'union_32', 'union_35', 'union_37', 'union_39', 'union_41',
 'union_44', 'union_46', 'union_48', 'union_51', 'union_54', 'union_55', 'union_56', 'union_57',
 'union_59', 'union_61', 'union_62', 'union_114', 'union_119', 'union_180', 'union_183',
 'union_194', 'union_199', 'union_200', 'union_201', 'union_218', 'union_219', 'union_231',
 'union_232', 'union_234', 'union_244', 'union_299')


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
    return [_e94 if (_e94 := x.id).__class__ in plain_110 else REFUSE(_e94), _e95 if (_e95 := x.type).__class__ in plain_111 else REFUSE(_e95), _e96 if (_e96 := x.title).__class__ in plain_112 else REFUSE(_e96), _e97 if (_e97 := x.clause).__class__ in plain_113 else REFUSE(_e97), None if (_e98 := x.default) is None else union_114.get((_e99 := _e98).__class__, REFUSE)(_e99), SPAN_OUT(x.type_span), SPAN_OUT(x.span)]

def E35(x):
    if x.__class__ is not RecordField_115:
        REFUSE(x, 'RecordField')
    return [_e100 if (_e100 := x.name).__class__ in plain_116 else REFUSE(_e100), _e101 if (_e101 := x.type).__class__ in plain_117 else REFUSE(_e101), _e102 if (_e102 := x.title).__class__ in plain_118 else REFUSE(_e102), None if (_e103 := x.default) is None else union_119.get((_e104 := _e103).__class__, REFUSE)(_e104), SPAN_OUT(x.type_span), SPAN_OUT(x.span)]

def E36(x):
    if x.__class__ is not Record_120:
        REFUSE(x, 'Record')
    return [_e105 if (_e105 := x.id).__class__ in plain_121 else REFUSE(_e105), _e106 if (_e106 := x.title).__class__ in plain_122 else REFUSE(_e106), (list(map(E35, _e107)) if _e107 else 0) if (_e107 := x.fields).__class__ is tuple else REFUSE(_e107), _e108 if (_e108 := x.clause).__class__ in plain_123 else REFUSE(_e108), SPAN_OUT(x.span)]

def E37(x):
    if x.__class__ is not Constant_124:
        REFUSE(x, 'Constant')
    return [_e109 if (_e109 := x.id).__class__ in plain_125 else REFUSE(_e109), ANY_OUT(x.value), _e110 if (_e110 := x.printed).__class__ in plain_126 else REFUSE(_e110), _e111 if (_e111 := x.unit).__class__ in plain_127 else REFUSE(_e111), _e112 if (_e112 := x.title).__class__ in plain_128 else REFUSE(_e112), _e113 if (_e113 := x.clause).__class__ in plain_129 else REFUSE(_e113), SPAN_OUT(x.span)]

def E38(x):
    if x.__class__ is not Cell_130:
        REFUSE(x, 'Cell')
    return [_e114 if (_e114 := x.text).__class__ in plain_131 else REFUSE(_e114), (list(map(E28, _e115)) if _e115 else 0) if (_e115 := x.marks).__class__ is tuple else REFUSE(_e115), SPAN_OUT(x.span)]

def E39(x):
    if x.__class__ is not GridRow_132:
        REFUSE(x, 'GridRow')
    return [(list(map(E38, _e116)) if _e116 else 0) if (_e116 := x.cells).__class__ is tuple else REFUSE(_e116), _e117 if (_e117 := x.separator).__class__ in plain_133 else REFUSE(_e117), _e118 if (_e118 := x.group).__class__ in plain_134 else REFUSE(_e118), SPAN_OUT(x.span)]

def E40(x):
    if x.__class__ is not EdgeAction_135:
        REFUSE(x, 'EdgeAction')
    return [_e119 if (_e119 := x.kind).__class__ in plain_136 else REFUSE(_e119), ANY_OUT(x.value), SPAN_OUT(x.span)]

def E41(x):
    if x.__class__ is not Edge_137:
        REFUSE(x, 'Edge')
    return [_e120 if (_e120 := x.where).__class__ in plain_138 else REFUSE(_e120), _e121 if (_e121 := x.bound).__class__ in plain_139 else REFUSE(_e121), (list(map(E40, _e122)) if _e122 else 0) if (_e122 := x.actions).__class__ is tuple else REFUSE(_e122), _e123 if (_e123 := x.clause).__class__ in plain_140 else REFUSE(_e123), SPAN_OUT(x.span), _e124 if (_e124 := x.inferred).__class__ in plain_141 else REFUSE(_e124), _e125 if (_e125 := x.inferred_where).__class__ in plain_142 else REFUSE(_e125), _e126 if (_e126 := x.inferred_bound).__class__ in plain_143 else REFUSE(_e126)]

def E42(x):
    if x.__class__ is not CellReading_144:
        REFUSE(x, 'CellReading')
    return [_e127 if (_e127 := x.row).__class__ in plain_145 else REFUSE(_e127), _e128 if (_e128 := x.column).__class__ in plain_146 else REFUSE(_e128), _e129 if (_e129 := x.text).__class__ in plain_147 else REFUSE(_e129), SPAN_OUT(x.span)]

def E43(x):
    if x.__class__ is not Table_148:
        REFUSE(x, 'Table')
    return [_e130 if (_e130 := x.id).__class__ in plain_149 else REFUSE(_e130), _e131 if (_e131 := x.title).__class__ in plain_150 else REFUSE(_e131), _e132 if (_e132 := x.clause).__class__ in plain_151 else REFUSE(_e132), _e133 if (_e133 := x.missing).__class__ in plain_152 else REFUSE(_e133), _e134 if (_e134 := x.missing_text).__class__ in plain_153 else REFUSE(_e134), _e135 if (_e135 := x.roll).__class__ in plain_154 else REFUSE(_e135), _e136 if (_e136 := x.rows_kind).__class__ in plain_155 else REFUSE(_e136), _e137 if (_e137 := x.columns_kind).__class__ in plain_156 else REFUSE(_e137), _e138 if (_e138 := x.header_by).__class__ in plain_157 else REFUSE(_e138), _e139 if (_e139 := x.results).__class__ in plain_158 else REFUSE(_e139), (list(map(E41, _e140)) if _e140 else 0) if (_e140 := x.edges).__class__ is tuple else REFUSE(_e140), (list(map(E39, _e141)) if _e141 else 0) if (_e141 := x.grid).__class__ is tuple else REFUSE(_e141), (list(map(E27, _e142)) if _e142 else 0) if (_e142 := x.footnotes).__class__ is tuple else REFUSE(_e142), (list(map(E27, _e143)) if _e143 else 0) if (_e143 := x.column_results).__class__ is tuple else REFUSE(_e143), (list(map(E22, _e144)) if _e144 else 0) if (_e144 := x.notes).__class__ is tuple else REFUSE(_e144), (list(map(E23, _e145)) if _e145 else 0) if (_e145 := x.refs).__class__ is tuple else REFUSE(_e145), (list(map(E29, _e146)) if _e146 else 0) if (_e146 := x.decl_spans).__class__ is tuple else REFUSE(_e146), SPAN_OUT(x.span), (list(map(E29, _e147)) if _e147 else 0) if (_e147 := x.twice).__class__ is tuple else REFUSE(_e147), (list(map(E42, _e148)) if _e148 else 0) if (_e148 := x.cell_readings).__class__ is tuple else REFUSE(_e148), _e149 if (_e149 := x.columns_label).__class__ in plain_159 else REFUSE(_e149)]

def E44(x):
    if x.__class__ is not FixedField_160:
        REFUSE(x, 'FixedField')
    return [_e150 if (_e150 := x.name).__class__ in plain_161 else REFUSE(_e150), _e151 if (_e151 := x.value).__class__ in plain_162 else REFUSE(_e151), SPAN_OUT(x.span)]

def E45(x):
    if x.__class__ is not Pattern_163:
        REFUSE(x, 'Pattern')
    return [_e152 if (_e152 := x.text).__class__ in plain_164 else REFUSE(_e152), _e153 if (_e153 := x.kind).__class__ in plain_165 else REFUSE(_e153), _e154 if (_e154 := x.meaning).__class__ in plain_166 else REFUSE(_e154), SPAN_OUT(x.span), (list(map(E44, _e155)) if _e155 else 0) if (_e155 := x.fixed).__class__ is tuple else REFUSE(_e155), _e156 if (_e156 := x.inferred).__class__ in plain_167 else REFUSE(_e156), SPAN_OUT(x.inferred_span)]

def E46(x):
    if x.__class__ is not Results_168:
        REFUSE(x, 'Results')
    return [_e157 if (_e157 := x.id).__class__ in plain_169 else REFUSE(_e157), _e158 if (_e158 := x.title).__class__ in plain_170 else REFUSE(_e158), _e159 if (_e159 := x.clause).__class__ in plain_171 else REFUSE(_e159), _e160 if (_e160 := x.split).__class__ in plain_172 else REFUSE(_e160), (list(map(E45, _e161)) if _e161 else 0) if (_e161 := x.patterns).__class__ is tuple else REFUSE(_e161), None if (_e162 := x.blank) is None else E45(_e162), (list(map(E27, _e163)) if _e163 else 0) if (_e163 := x.marks).__class__ is tuple else REFUSE(_e163), (list(map(E22, _e164)) if _e164 else 0) if (_e164 := x.notes).__class__ is tuple else REFUSE(_e164), (list(map(E29, _e165)) if _e165 else 0) if (_e165 := x.twice).__class__ is tuple else REFUSE(_e165), SPAN_OUT(x.span), None if (_e166 := x.split_span) is None else SPAN_OUT(_e166)]

def E47(x):
    if x.__class__ is not Param_173:
        REFUSE(x, 'Param')
    return [_e167 if (_e167 := x.name).__class__ in plain_174 else REFUSE(_e167), _e168 if (_e168 := x.type).__class__ in plain_175 else REFUSE(_e168), SPAN_OUT(x.span), _e169 if (_e169 := x.keys_of).__class__ in plain_176 else REFUSE(_e169), _e170 if (_e170 := x.axis).__class__ in plain_177 else REFUSE(_e170), SPAN_OUT(x.keys_span), SPAN_OUT(x.axis_span)]

def E48(x):
    if x.__class__ is not Reading_178:
        REFUSE(x, 'Reading')
    return [_e171 if (_e171 := x.text).__class__ in plain_179 else REFUSE(_e171), None if (_e172 := x.when) is None else union_180.get((_e173 := _e172).__class__, REFUSE)(_e173), SPAN_OUT(x.span)]

def E49(x):
    if x.__class__ is not Formula_181:
        REFUSE(x, 'Formula')
    return [_e174 if (_e174 := x.id).__class__ in plain_182 else REFUSE(_e174), (list(map(E47, _e175)) if _e175 else 0) if (_e175 := x.params).__class__ is tuple else REFUSE(_e175), union_183.get((_e176 := x.body).__class__, REFUSE)(_e176), _e177 if (_e177 := x.title).__class__ in plain_184 else REFUSE(_e177), _e178 if (_e178 := x.clause).__class__ in plain_185 else REFUSE(_e178), SPAN_OUT(x.span), _e179 if (_e179 := x.returns).__class__ in plain_186 else REFUSE(_e179), _e180 if (_e180 := x.wording).__class__ in plain_187 else REFUSE(_e180), None if (_e181 := x.inferred) is None else E48(_e181)]

def E50(x):
    if x.__class__ is not Effect_188:
        REFUSE(x, 'Effect')
    return [_e182 if (_e182 := x.kind).__class__ in plain_189 else REFUSE(_e182), ANY_OUT(x.amount), _e183 if (_e183 := x.constant).__class__ in plain_190 else REFUSE(_e183), _e184 if (_e184 := x.sign).__class__ in plain_191 else REFUSE(_e184), _e185 if (_e185 := x.side).__class__ in plain_192 else REFUSE(_e185), _e186 if (_e186 := x.rounding).__class__ in plain_193 else REFUSE(_e186), None if (_e187 := x.cell) is None else union_194.get((_e188 := _e187).__class__, REFUSE)(_e188), SPAN_OUT(x.span)]

def E51(x):
    if x.__class__ is not Modifier_195:
        REFUSE(x, 'Modifier')
    return [_e189 if (_e189 := x.id).__class__ in plain_196 else REFUSE(_e189), _e190 if (_e190 := x.title).__class__ in plain_197 else REFUSE(_e190), _e191 if (_e191 := x.clause).__class__ in plain_198 else REFUSE(_e191), None if (_e192 := x.effect) is None else E50(_e192), None if (_e193 := x.when) is None else union_199.get((_e194 := _e193).__class__, REFUSE)(_e194), None if (_e195 := x.unless) is None else union_200.get((_e196 := _e195).__class__, REFUSE)(_e196), None if (_e197 := x.per) is None else union_201.get((_e198 := _e197).__class__, REFUSE)(_e198), _e199 if (_e199 := x.at_most).__class__ in plain_202 else REFUSE(_e199), _e200 if (_e200 := x.on).__class__ in plain_203 else REFUSE(_e200), (list(map(E22, _e201)) if _e201 else 0) if (_e201 := x.notes).__class__ is tuple else REFUSE(_e201), _e202 if (_e202 := x.scenario).__class__ in plain_204 else REFUSE(_e202), (list(map(E27, _e203)) if _e203 else 0) if (_e203 := x.wording).__class__ is tuple else REFUSE(_e203), (list(map(E29, _e204)) if _e204 else 0) if (_e204 := x.twice).__class__ is tuple else REFUSE(_e204), None if (_e205 := x.at_most_span) is None else SPAN_OUT(_e205), None if (_e206 := x.on_span) is None else SPAN_OUT(_e206), SPAN_OUT(x.span), None if (_e207 := x.inferred) is None else E48(_e207)]

def E53(x):
    return SPAN_OUT(x)

def E52(x):
    if x.__class__ is not Combine_205:
        REFUSE(x, 'Combine')
    return [_e208 if (_e208 := x.id).__class__ in plain_206 else REFUSE(_e208), _e209 if (_e209 := x.mode).__class__ in plain_207 else REFUSE(_e209), (list(map(E28, _e210)) if _e210 else 0) if (_e210 := x.members).__class__ is tuple else REFUSE(_e210), _e211 if (_e211 := x.title).__class__ in plain_208 else REFUSE(_e211), _e212 if (_e212 := x.clause).__class__ in plain_209 else REFUSE(_e212), _e213 if (_e213 := x.at_most).__class__ in plain_210 else REFUSE(_e213), (list(map(E53, _e214)) if _e214 else 0) if (_e214 := x.member_spans).__class__ is tuple else REFUSE(_e214), None if (_e215 := x.at_most_span) is None else SPAN_OUT(_e215), SPAN_OUT(x.span)]

def E54(x):
    if x.__class__ is not Permission_211:
        REFUSE(x, 'Permission')
    return [_e216 if (_e216 := x.id).__class__ in plain_212 else REFUSE(_e216), _e217 if (_e217 := x.modal).__class__ in plain_213 else REFUSE(_e217), _e218 if (_e218 := x.action).__class__ in plain_214 else REFUSE(_e218), _e219 if (_e219 := x.title).__class__ in plain_215 else REFUSE(_e219), _e220 if (_e220 := x.clause).__class__ in plain_216 else REFUSE(_e220), _e221 if (_e221 := x.who).__class__ in plain_217 else REFUSE(_e221), None if (_e222 := x.when) is None else union_218.get((_e223 := _e222).__class__, REFUSE)(_e223), None if (_e224 := x.unless) is None else union_219.get((_e225 := _e224).__class__, REFUSE)(_e225), (list(map(E22, _e226)) if _e226 else 0) if (_e226 := x.notes).__class__ is tuple else REFUSE(_e226), _e227 if (_e227 := x.scenario).__class__ in plain_220 else REFUSE(_e227), (list(map(E27, _e228)) if _e228 else 0) if (_e228 := x.wording).__class__ is tuple else REFUSE(_e228), (list(map(E29, _e229)) if _e229 else 0) if (_e229 := x.twice).__class__ is tuple else REFUSE(_e229), None if (_e230 := x.who_span) is None else SPAN_OUT(_e230), SPAN_OUT(x.span), None if (_e231 := x.modal_span) is None else SPAN_OUT(_e231), None if (_e232 := x.inferred) is None else E48(_e232)]

def E55(x):
    if x.__class__ is not Rewrite_221:
        REFUSE(x, 'Rewrite')
    return [_e233 if (_e233 := x.field).__class__ in plain_222 else REFUSE(_e233), _e234 if (_e234 := x.kind).__class__ in plain_223 else REFUSE(_e234), (list(map(E27, _e235)) if _e235 else 0) if (_e235 := x.pairs).__class__ is tuple else REFUSE(_e235), SPAN_OUT(x.span), _e236 if (_e236 := x.side).__class__ in plain_224 else REFUSE(_e236), SPAN_OUT(x.side_span)]

def E56(x):
    if x.__class__ is not ExceptionRule_225:
        REFUSE(x, 'ExceptionRule')
    return [_e237 if (_e237 := x.id).__class__ in plain_226 else REFUSE(_e237), _e238 if (_e238 := x.title).__class__ in plain_227 else REFUSE(_e238), _e239 if (_e239 := x.clause).__class__ in plain_228 else REFUSE(_e239), _e240 if (_e240 := x.target).__class__ in plain_229 else REFUSE(_e240), _e241 if (_e241 := x.target_is_clause).__class__ in plain_230 else REFUSE(_e241), None if (_e242 := x.when) is None else union_231.get((_e243 := _e242).__class__, REFUSE)(_e243), None if (_e244 := x.unless) is None else union_232.get((_e245 := _e244).__class__, REFUSE)(_e245), _e246 if (_e246 := x.effect).__class__ in plain_233 else REFUSE(_e246), (list(map(E55, _e247)) if _e247 else 0) if (_e247 := x.rewrites).__class__ is tuple else REFUSE(_e247), None if (_e248 := x.use) is None else union_234.get((_e249 := _e248).__class__, REFUSE)(_e249), _e250 if (_e250 := x.priority).__class__ in plain_235 else REFUSE(_e250), _e251 if (_e251 := x.says).__class__ in plain_236 else REFUSE(_e251), _e252 if (_e252 := x.scenario).__class__ in plain_237 else REFUSE(_e252), (list(map(E22, _e253)) if _e253 else 0) if (_e253 := x.notes).__class__ is tuple else REFUSE(_e253), SPAN_OUT(x.target_span), (list(map(E27, _e254)) if _e254 else 0) if (_e254 := x.wording).__class__ is tuple else REFUSE(_e254), (list(map(E29, _e255)) if _e255 else 0) if (_e255 := x.twice).__class__ is tuple else REFUSE(_e255), SPAN_OUT(x.span), _e256 if (_e256 := x.always).__class__ in plain_238 else REFUSE(_e256), _e257 if (_e257 := x.chooser).__class__ in plain_239 else REFUSE(_e257), SPAN_OUT(x.chooser_span), None if (_e258 := x.inferred) is None else E48(_e258), None if (_e259 := x.effect_span) is None else SPAN_OUT(_e259)]

def E57(x):
    if x.__class__ is not Step_240:
        REFUSE(x, 'Step')
    return [_e260 if (_e260 := x.kind).__class__ in plain_241 else REFUSE(_e260), _e261 if (_e261 := x.id).__class__ in plain_242 else REFUSE(_e261), _e262 if (_e262 := x.title).__class__ in plain_243 else REFUSE(_e262), None if (_e263 := x.ref) is None else E23(_e263), (list(map(E28, _e264)) if _e264 else 0) if (_e264 := x.who).__class__ is tuple else REFUSE(_e264), None if (_e265 := x.when) is None else union_244.get((_e266 := _e265).__class__, REFUSE)(_e266), _e267 if (_e267 := x.repeat).__class__ in plain_245 else REFUSE(_e267), _e268 if (_e268 := x.says).__class__ in plain_246 else REFUSE(_e268), (list(map(E22, _e269)) if _e269 else 0) if (_e269 := x.notes).__class__ is tuple else REFUSE(_e269), (list(map(E57, _e270)) if _e270 else 0) if (_e270 := x.children).__class__ is tuple else REFUSE(_e270), (list(map(E27, _e271)) if _e271 else 0) if (_e271 := x.wording).__class__ is tuple else REFUSE(_e271), (list(map(E29, _e272)) if _e272 else 0) if (_e272 := x.twice).__class__ is tuple else REFUSE(_e272), (list(map(E53, _e273)) if _e273 else 0) if (_e273 := x.who_spans).__class__ is tuple else REFUSE(_e273), SPAN_OUT(x.span), _e274 if (_e274 := x.inferred).__class__ in plain_247 else REFUSE(_e274)]

def E58(x):
    if x.__class__ is not Sequence_248:
        REFUSE(x, 'Sequence')
    return [_e275 if (_e275 := x.id).__class__ in plain_249 else REFUSE(_e275), _e276 if (_e276 := x.title).__class__ in plain_250 else REFUSE(_e276), (list(map(E57, _e277)) if _e277 else 0) if (_e277 := x.steps).__class__ is tuple else REFUSE(_e277), _e278 if (_e278 := x.clause).__class__ in plain_251 else REFUSE(_e278), (list(map(E22, _e279)) if _e279 else 0) if (_e279 := x.notes).__class__ is tuple else REFUSE(_e279), SPAN_OUT(x.span)]

def E59(x):
    if x.__class__ is not Place_252:
        REFUSE(x, 'Place')
    return [_e280 if (_e280 := x.kind).__class__ in plain_253 else REFUSE(_e280), _e281 if (_e281 := x.value).__class__ in plain_254 else REFUSE(_e281), _e282 if (_e282 := x.name).__class__ in plain_255 else REFUSE(_e282), SPAN_OUT(x.span)]

def E60(x):
    if x.__class__ is not Placement_256:
        REFUSE(x, 'Placement')
    return [_e283 if (_e283 := x.kind).__class__ in plain_257 else REFUSE(_e283), (list(map(E59, _e284)) if _e284 else 0) if (_e284 := x.places).__class__ is tuple else REFUSE(_e284), _e285 if (_e285 := x.radius).__class__ in plain_258 else REFUSE(_e285), _e286 if (_e286 := x.text).__class__ in plain_259 else REFUSE(_e286), _e287 if (_e287 := x.one_of).__class__ in plain_260 else REFUSE(_e287)]

def E61(x):
    if x.__class__ is not Setup_261:
        REFUSE(x, 'Setup')
    return [_e288 if (_e288 := x.side).__class__ in plain_262 else REFUSE(_e288), _e289 if (_e289 := x.formation).__class__ in plain_263 else REFUSE(_e289), E60(x.placement), _e290 if (_e290 := x.units).__class__ in plain_264 else REFUSE(_e290), SPAN_OUT(x.span), _e291 if (_e291 := x.inferred).__class__ in plain_265 else REFUSE(_e291)]

def E62(x):
    if x.__class__ is not Removal_266:
        REFUSE(x, 'Removal')
    return [_e292 if (_e292 := x.side).__class__ in plain_267 else REFUSE(_e292), _e293 if (_e293 := x.turn).__class__ in plain_268 else REFUSE(_e293), _e294 if (_e294 := x.units).__class__ in plain_269 else REFUSE(_e294), _e295 if (_e295 := x.destination).__class__ in plain_270 else REFUSE(_e295), _e296 if (_e296 := x.remark).__class__ in plain_271 else REFUSE(_e296), SPAN_OUT(x.span), _e297 if (_e297 := x.inferred).__class__ in plain_272 else REFUSE(_e297), _e298 if (_e298 := x.relocation).__class__ in plain_273 else REFUSE(_e298)]

def E63(x):
    if x.__class__ is not Calendar_274:
        REFUSE(x, 'Calendar')
    return [_e299 if (_e299 := x.fact).__class__ in plain_275 else REFUSE(_e299), _e300 if (_e300 := x.by).__class__ in plain_276 else REFUSE(_e300), (list(map(E28, _e301)) if _e301 else 0) if (_e301 := x.values).__class__ is tuple else REFUSE(_e301), (list(map(E53, _e302)) if _e302 else 0) if (_e302 := x.value_spans).__class__ is tuple else REFUSE(_e302), SPAN_OUT(x.span), SPAN_OUT(x.by_span)]

def E64(x):
    if x.__class__ is not TurnAmount_277:
        REFUSE(x, 'TurnAmount')
    return [_e303 if (_e303 := x.turn).__class__ in plain_278 else REFUSE(_e303), _e304 if (_e304 := x.side).__class__ in plain_279 else REFUSE(_e304), ANY_OUT(x.amount), _e305 if (_e305 := x.unit).__class__ in plain_280 else REFUSE(_e305), _e306 if (_e306 := x.title).__class__ in plain_281 else REFUSE(_e306), SPAN_OUT(x.span)]

def E65(x):
    if x.__class__ is not Reinforcement_282:
        REFUSE(x, 'Reinforcement')
    return [_e307 if (_e307 := x.side).__class__ in plain_283 else REFUSE(_e307), _e308 if (_e308 := x.turn).__class__ in plain_284 else REFUSE(_e308), _e309 if (_e309 := x.segment).__class__ in plain_285 else REFUSE(_e309), E60(x.placement), _e310 if (_e310 := x.units).__class__ in plain_286 else REFUSE(_e310), SPAN_OUT(x.span), _e311 if (_e311 := x.inferred).__class__ in plain_287 else REFUSE(_e311)]

def E66(x):
    if x.__class__ is not Support_288:
        REFUSE(x, 'Support')
    return [_e312 if (_e312 := x.side).__class__ in plain_289 else REFUSE(_e312), _e313 if (_e313 := x.first_turn).__class__ in plain_290 else REFUSE(_e313), _e314 if (_e314 := x.last_turn).__class__ in plain_291 else REFUSE(_e314), _e315 if (_e315 := x.count).__class__ in plain_292 else REFUSE(_e315), _e316 if (_e316 := x.kind).__class__ in plain_293 else REFUSE(_e316), SPAN_OUT(x.span), _e317 if (_e317 := x.inferred).__class__ in plain_294 else REFUSE(_e317)]

def E67(x):
    if x.__class__ is not Victory_295:
        REFUSE(x, 'Victory')
    return [_e318 if (_e318 := x.side).__class__ in plain_296 else REFUSE(_e318), _e319 if (_e319 := x.text).__class__ in plain_297 else REFUSE(_e319), SPAN_OUT(x.span)]

def E68(x):
    if x.__class__ is not Skip_298:
        REFUSE(x, 'Skip')
    return [(list(map(E28, _e320)) if _e320 else 0) if (_e320 := x.path).__class__ is tuple else REFUSE(_e320), None if (_e321 := x.when) is None else union_299.get((_e322 := _e321).__class__, REFUSE)(_e322), SPAN_OUT(x.span)]

def E70(x):
    return [_e333 if (_e333 := _e332[0]).__class__ in plain_308 else REFUSE(_e333), ANY_OUT(_e332[1]), _e334 if (_e334 := _e332[2]).__class__ in plain_309 else REFUSE(_e334), _e335 if (_e335 := _e332[3]).__class__ in plain_310 else REFUSE(_e335)] if (_e332 := x).__class__ is tuple and len(_e332) == 4 else REFUSE(_e332)

def E71(x):
    return [_e338 if (_e338 := _e337[0]).__class__ in plain_311 else REFUSE(_e338), _e339 if (_e339 := _e337[1]).__class__ in plain_312 else REFUSE(_e339), _e340 if (_e340 := _e337[2]).__class__ in plain_313 else REFUSE(_e340)] if (_e337 := x).__class__ is tuple and len(_e337) == 3 else REFUSE(_e337)

def E72(x):
    return [_e358 if (_e358 := _e357[0]).__class__ in plain_316 else REFUSE(_e358), _e359 if (_e359 := _e357[1]).__class__ in plain_317 else REFUSE(_e359), SPAN_OUT(_e357[2])] if (_e357 := x).__class__ is tuple and len(_e357) == 3 else REFUSE(_e357)

def E69(x):
    if x.__class__ is not Scenario_300:
        REFUSE(x, 'Scenario')
    return [_e323 if (_e323 := x.id).__class__ in plain_301 else REFUSE(_e323), _e324 if (_e324 := x.title).__class__ in plain_302 else REFUSE(_e324), _e325 if (_e325 := x.clause).__class__ in plain_303 else REFUSE(_e325), _e326 if (_e326 := x.first_turn).__class__ in plain_304 else REFUSE(_e326), _e327 if (_e327 := x.last_turn).__class__ in plain_305 else REFUSE(_e327), _e328 if (_e328 := x.area).__class__ in plain_306 else REFUSE(_e328), _e329 if (_e329 := x.first_side).__class__ in plain_307 else REFUSE(_e329), (list(map(E28, _e330)) if _e330 else 0) if (_e330 := x.setup_order).__class__ is tuple else REFUSE(_e330), (list(map(E70, _e331)) if _e331 else 0) if (_e331 := x.starts).__class__ is tuple else REFUSE(_e331), (list(map(E71, _e336)) if _e336 else 0) if (_e336 := x.markers).__class__ is tuple else REFUSE(_e336), (list(map(E61, _e341)) if _e341 else 0) if (_e341 := x.setups).__class__ is tuple else REFUSE(_e341), (list(map(E66, _e342)) if _e342 else 0) if (_e342 := x.supports).__class__ is tuple else REFUSE(_e342), (list(map(E65, _e343)) if _e343 else 0) if (_e343 := x.reinforcements).__class__ is tuple else REFUSE(_e343), (list(map(E62, _e344)) if _e344 else 0) if (_e344 := x.removals).__class__ is tuple else REFUSE(_e344), (list(map(E64, _e345)) if _e345 else 0) if (_e345 := x.amounts).__class__ is tuple else REFUSE(_e345), (list(map(E63, _e346)) if _e346 else 0) if (_e346 := x.calendars).__class__ is tuple else REFUSE(_e346), (list(map(E67, _e347)) if _e347 else 0) if (_e347 := x.victories).__class__ is tuple else REFUSE(_e347), (list(map(E68, _e348)) if _e348 else 0) if (_e348 := x.skips).__class__ is tuple else REFUSE(_e348), (list(map(E23, _e349)) if _e349 else 0) if (_e349 := x.options).__class__ is tuple else REFUSE(_e349), _e350 if (_e350 := x.all_options).__class__ in plain_314 else REFUSE(_e350), _e351 if (_e351 := x.says).__class__ in plain_315 else REFUSE(_e351), (list(map(E22, _e352)) if _e352 else 0) if (_e352 := x.notes).__class__ is tuple else REFUSE(_e352), (list(map(E29, _e353)) if _e353 else 0) if (_e353 := x.side_spans).__class__ is tuple else REFUSE(_e353), None if (_e354 := x.turns_span) is None else SPAN_OUT(_e354), None if (_e355 := x.first_span) is None else SPAN_OUT(_e355), (list(map(E72, _e356)) if _e356 else 0) if (_e356 := x.unitless).__class__ is tuple else REFUSE(_e356), (list(map(E29, _e360)) if _e360 else 0) if (_e360 := x.twice).__class__ is tuple else REFUSE(_e360), SPAN_OUT(x.span)]

def E73(x):
    if x.__class__ is not Example_318:
        REFUSE(x, 'Example')
    return [_e361 if (_e361 := x.title).__class__ in plain_319 else REFUSE(_e361), (list(map(E17, _e362)) if _e362 else 0) if (_e362 := x.checks).__class__ is tuple else REFUSE(_e362), _e363 if (_e363 := x.clause).__class__ in plain_320 else REFUSE(_e363), _e364 if (_e364 := x.index).__class__ in plain_321 else REFUSE(_e364), _e365 if (_e365 := x.scenario).__class__ in plain_322 else REFUSE(_e365), SPAN_OUT(x.span)]

def E74(x):
    if x.__class__ is not AidItem_323:
        REFUSE(x, 'AidItem')
    return [_e366 if (_e366 := x.kind).__class__ in plain_324 else REFUSE(_e366), _e367 if (_e367 := x.value).__class__ in plain_325 else REFUSE(_e367), SPAN_OUT(x.span)]

def E75(x):
    if x.__class__ is not Aid_326:
        REFUSE(x, 'Aid')
    return [_e368 if (_e368 := x.id).__class__ in plain_327 else REFUSE(_e368), _e369 if (_e369 := x.title).__class__ in plain_328 else REFUSE(_e369), _e370 if (_e370 := x.size).__class__ in plain_329 else REFUSE(_e370), _e371 if (_e371 := x.orientation).__class__ in plain_330 else REFUSE(_e371), (list(map(E74, _e372)) if _e372 else 0) if (_e372 := x.items).__class__ is tuple else REFUSE(_e372), SPAN_OUT(x.span), (list(map(E29, _e373)) if _e373 else 0) if (_e373 := x.twice).__class__ is tuple else REFUSE(_e373), None if (_e374 := x.size_span) is None else SPAN_OUT(_e374), None if (_e375 := x.orientation_span) is None else SPAN_OUT(_e375)]

def E77(x):
    return [_e395 if (_e395 := _e394[0]).__class__ in plain_332 else REFUSE(_e395), E23(_e394[1])] if (_e394 := x).__class__ is tuple and len(_e394) == 2 else REFUSE(_e394)

def E76(x):
    if x.__class__ is not Book_331:
        REFUSE(x, 'Book')
    return [E26(x.header), (list(map(E30, _e376)) if _e376 else 0) if (_e376 := x.clauses).__class__ is tuple else REFUSE(_e376), (list(map(E31, _e377)) if _e377 else 0) if (_e377 := x.terms).__class__ is tuple else REFUSE(_e377), (list(map(E33, _e378)) if _e378 else 0) if (_e378 := x.enums).__class__ is tuple else REFUSE(_e378), (list(map(E34, _e379)) if _e379 else 0) if (_e379 := x.facts).__class__ is tuple else REFUSE(_e379), (list(map(E37, _e380)) if _e380 else 0) if (_e380 := x.constants).__class__ is tuple else REFUSE(_e380), (list(map(E43, _e381)) if _e381 else 0) if (_e381 := x.tables).__class__ is tuple else REFUSE(_e381), (list(map(E46, _e382)) if _e382 else 0) if (_e382 := x.results).__class__ is tuple else REFUSE(_e382), (list(map(E36, _e383)) if _e383 else 0) if (_e383 := x.records).__class__ is tuple else REFUSE(_e383), (list(map(E49, _e384)) if _e384 else 0) if (_e384 := x.formulas).__class__ is tuple else REFUSE(_e384), (list(map(E51, _e385)) if _e385 else 0) if (_e385 := x.modifiers).__class__ is tuple else REFUSE(_e385), (list(map(E52, _e386)) if _e386 else 0) if (_e386 := x.combines).__class__ is tuple else REFUSE(_e386), (list(map(E54, _e387)) if _e387 else 0) if (_e387 := x.permissions).__class__ is tuple else REFUSE(_e387), (list(map(E56, _e388)) if _e388 else 0) if (_e388 := x.exceptions).__class__ is tuple else REFUSE(_e388), (list(map(E58, _e389)) if _e389 else 0) if (_e389 := x.sequences).__class__ is tuple else REFUSE(_e389), (list(map(E69, _e390)) if _e390 else 0) if (_e390 := x.scenarios).__class__ is tuple else REFUSE(_e390), (list(map(E73, _e391)) if _e391 else 0) if (_e391 := x.examples).__class__ is tuple else REFUSE(_e391), (list(map(E75, _e392)) if _e392 else 0) if (_e392 := x.aids).__class__ is tuple else REFUSE(_e392), (list(map(E77, _e393)) if _e393 else 0) if (_e393 := x.cited).__class__ is tuple else REFUSE(_e393), (list(map(E28, _e396)) if _e396 else 0) if (_e396 := x.files).__class__ is tuple else REFUSE(_e396)]

def E78(x):
    if x.__class__ is not Diagnostic_333:
        REFUSE(x, 'Diagnostic')
    return [_e397 if (_e397 := x.code).__class__ in plain_334 else REFUSE(_e397), _e398 if (_e398 := x.message).__class__ in plain_335 else REFUSE(_e398), None if (_e399 := x.span) is None else SPAN_OUT(_e399), _e400 if (_e400 := x.hint).__class__ in plain_336 else REFUSE(_e400), _e401 if (_e401 := x.severity).__class__ in plain_337 else REFUSE(_e401)]

def E79(x):
    if x.__class__ is not FileModel_338:
        REFUSE(x, 'FileModel')
    return [(list(map(E26, _e402)) if _e402 else 0) if (_e402 := x.headers).__class__ is tuple else REFUSE(_e402), (list(map(E30, _e403)) if _e403 else 0) if (_e403 := x.clauses).__class__ is tuple else REFUSE(_e403), (list(map(E31, _e404)) if _e404 else 0) if (_e404 := x.terms).__class__ is tuple else REFUSE(_e404), (list(map(E33, _e405)) if _e405 else 0) if (_e405 := x.enums).__class__ is tuple else REFUSE(_e405), (list(map(E34, _e406)) if _e406 else 0) if (_e406 := x.facts).__class__ is tuple else REFUSE(_e406), (list(map(E37, _e407)) if _e407 else 0) if (_e407 := x.constants).__class__ is tuple else REFUSE(_e407), (list(map(E43, _e408)) if _e408 else 0) if (_e408 := x.tables).__class__ is tuple else REFUSE(_e408), (list(map(E46, _e409)) if _e409 else 0) if (_e409 := x.results).__class__ is tuple else REFUSE(_e409), (list(map(E36, _e410)) if _e410 else 0) if (_e410 := x.records).__class__ is tuple else REFUSE(_e410), (list(map(E49, _e411)) if _e411 else 0) if (_e411 := x.formulas).__class__ is tuple else REFUSE(_e411), (list(map(E51, _e412)) if _e412 else 0) if (_e412 := x.modifiers).__class__ is tuple else REFUSE(_e412), (list(map(E52, _e413)) if _e413 else 0) if (_e413 := x.combines).__class__ is tuple else REFUSE(_e413), (list(map(E54, _e414)) if _e414 else 0) if (_e414 := x.permissions).__class__ is tuple else REFUSE(_e414), (list(map(E56, _e415)) if _e415 else 0) if (_e415 := x.exceptions).__class__ is tuple else REFUSE(_e415), (list(map(E58, _e416)) if _e416 else 0) if (_e416 := x.sequences).__class__ is tuple else REFUSE(_e416), (list(map(E69, _e417)) if _e417 else 0) if (_e417 := x.scenarios).__class__ is tuple else REFUSE(_e417), (list(map(E73, _e418)) if _e418 else 0) if (_e418 := x.examples).__class__ is tuple else REFUSE(_e418), (list(map(E75, _e419)) if _e419 else 0) if (_e419 := x.aids).__class__ is tuple else REFUSE(_e419), (list(map(E77, _e420)) if _e420 else 0) if (_e420 := x.cited).__class__ is tuple else REFUSE(_e420), (list(map(E78, _e421)) if _e421 else 0) if (_e421 := x.diagnostics).__class__ is tuple else REFUSE(_e421)]
