"""The compact JSON encoders of the typed model, as `compact_json_gen` builds them: written by
`python -m dsl.compact_json_gen --write`; do not edit. Fed by: nothing; `compact_json` imports
this module when KEY is its key for the model and the generator as they are, and binds the
constants (CONSTS: their recipes) and the names the code reads before it runs."""
KEY = '074f2b9f319230f7fa36835a7270695fbef3d5c0f06d1fcb521aed445b73b610'
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
 'plain_89': ('plain', ('str',)),
 'Clause_90': ('class', 'dsl.model', 'Clause'),
 'plain_91': ('plain', ('str',)),
 'plain_92': ('plain', ('str',)),
 'plain_93': ('plain', ('str',)),
 'plain_94': ('plain', ('NoneType', 'str')),
 'plain_95': ('plain', ('bool',)),
 'plain_96': ('plain', ('str',)),
 'plain_97': ('plain', ('int',)),
 'Term_98': ('class', 'dsl.model', 'Term'),
 'plain_99': ('plain', ('str',)),
 'plain_100': ('plain', ('str',)),
 'plain_101': ('plain', ('str',)),
 'plain_102': ('plain', ('NoneType', 'str')),
 'EnumValue_103': ('class', 'dsl.model', 'EnumValue'),
 'plain_104': ('plain', ('str',)),
 'plain_105': ('plain', ('str',)),
 'Enum_106': ('class', 'dsl.model', 'Enum'),
 'plain_107': ('plain', ('str',)),
 'plain_108': ('plain', ('str',)),
 'plain_109': ('plain', ('NoneType', 'str')),
 'Fact_110': ('class', 'dsl.model', 'Fact'),
 'plain_111': ('plain', ('str',)),
 'plain_112': ('plain', ('str',)),
 'plain_113': ('plain', ('str',)),
 'plain_114': ('plain', ('NoneType', 'str')),
 'union_115': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_116': ('plain', ('NoneType', 'int', 'str')),
 'RecordField_117': ('class', 'dsl.model', 'RecordField'),
 'plain_118': ('plain', ('str',)),
 'plain_119': ('plain', ('str',)),
 'plain_120': ('plain', ('str',)),
 'union_121': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Record_122': ('class', 'dsl.model', 'Record'),
 'plain_123': ('plain', ('str',)),
 'plain_124': ('plain', ('str',)),
 'plain_125': ('plain', ('NoneType', 'str')),
 'Constant_126': ('class', 'dsl.model', 'Constant'),
 'plain_127': ('plain', ('str',)),
 'plain_128': ('plain', ('str',)),
 'plain_129': ('plain', ('str',)),
 'plain_130': ('plain', ('str',)),
 'plain_131': ('plain', ('NoneType', 'str')),
 'Cell_132': ('class', 'dsl.model', 'Cell'),
 'plain_133': ('plain', ('str',)),
 'GridRow_134': ('class', 'dsl.model', 'GridRow'),
 'plain_135': ('plain', ('bool',)),
 'plain_136': ('plain', ('str',)),
 'EdgeAction_137': ('class', 'dsl.model', 'EdgeAction'),
 'plain_138': ('plain', ('str',)),
 'Edge_139': ('class', 'dsl.model', 'Edge'),
 'plain_140': ('plain', ('str',)),
 'plain_141': ('plain', ('NoneType', 'int')),
 'plain_142': ('plain', ('NoneType', 'str')),
 'plain_143': ('plain', ('NoneType', 'str')),
 'plain_144': ('plain', ('str',)),
 'plain_145': ('plain', ('NoneType', 'int')),
 'CellReading_146': ('class', 'dsl.model', 'CellReading'),
 'plain_147': ('plain', ('str',)),
 'plain_148': ('plain', ('str',)),
 'plain_149': ('plain', ('str',)),
 'Table_150': ('class', 'dsl.model', 'Table'),
 'plain_151': ('plain', ('str',)),
 'plain_152': ('plain', ('str',)),
 'plain_153': ('plain', ('NoneType', 'str')),
 'plain_154': ('plain', ('bool',)),
 'plain_155': ('plain', ('str',)),
 'plain_156': ('plain', ('str',)),
 'plain_157': ('plain', ('str',)),
 'plain_158': ('plain', ('str',)),
 'plain_159': ('plain', ('str',)),
 'plain_160': ('plain', ('str',)),
 'plain_161': ('plain', ('str',)),
 'FixedField_162': ('class', 'dsl.model', 'FixedField'),
 'plain_163': ('plain', ('str',)),
 'plain_164': ('plain', ('str',)),
 'Pattern_165': ('class', 'dsl.model', 'Pattern'),
 'plain_166': ('plain', ('str',)),
 'plain_167': ('plain', ('str',)),
 'plain_168': ('plain', ('str',)),
 'plain_169': ('plain', ('NoneType', 'str')),
 'Results_170': ('class', 'dsl.model', 'Results'),
 'plain_171': ('plain', ('str',)),
 'plain_172': ('plain', ('str',)),
 'plain_173': ('plain', ('NoneType', 'str')),
 'plain_174': ('plain', ('str',)),
 'Param_175': ('class', 'dsl.model', 'Param'),
 'plain_176': ('plain', ('str',)),
 'plain_177': ('plain', ('str',)),
 'plain_178': ('plain', ('str',)),
 'plain_179': ('plain', ('str',)),
 'plain_180': ('plain', ('str',)),
 'Reading_181': ('class', 'dsl.model', 'Reading'),
 'plain_182': ('plain', ('str',)),
 'union_183': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Formula_184': ('class', 'dsl.model', 'Formula'),
 'plain_185': ('plain', ('str',)),
 'union_186': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_187': ('plain', ('str',)),
 'plain_188': ('plain', ('NoneType', 'str')),
 'plain_189': ('plain', ('str',)),
 'plain_190': ('plain', ('str',)),
 'Effect_191': ('class', 'dsl.model', 'Effect'),
 'plain_192': ('plain', ('str',)),
 'plain_193': ('plain', ('str',)),
 'plain_194': ('plain', ('int',)),
 'plain_195': ('plain', ('str',)),
 'plain_196': ('plain', ('str',)),
 'union_197': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Modifier_198': ('class', 'dsl.model', 'Modifier'),
 'plain_199': ('plain', ('str',)),
 'plain_200': ('plain', ('str',)),
 'plain_201': ('plain', ('NoneType', 'str')),
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
 'union_204': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_205': ('plain', ('NoneType', 'int', 'str')),
 'plain_206': ('plain', ('str',)),
 'plain_207': ('plain', ('str',)),
 'Combine_208': ('class', 'dsl.model', 'Combine'),
 'plain_209': ('plain', ('str',)),
 'plain_210': ('plain', ('str',)),
 'plain_211': ('plain', ('str',)),
 'plain_212': ('plain', ('NoneType', 'str')),
 'plain_213': ('plain', ('NoneType', 'int', 'str')),
 'Permission_214': ('class', 'dsl.model', 'Permission'),
 'plain_215': ('plain', ('str',)),
 'plain_216': ('plain', ('str',)),
 'plain_217': ('plain', ('str',)),
 'plain_218': ('plain', ('str',)),
 'plain_219': ('plain', ('NoneType', 'str')),
 'plain_220': ('plain', ('str',)),
 'union_221': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_222': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_223': ('plain', ('str',)),
 'Rewrite_224': ('class', 'dsl.model', 'Rewrite'),
 'plain_225': ('plain', ('str',)),
 'plain_226': ('plain', ('str',)),
 'plain_227': ('plain', ('str',)),
 'ExceptionRule_228': ('class', 'dsl.model', 'ExceptionRule'),
 'plain_229': ('plain', ('str',)),
 'plain_230': ('plain', ('str',)),
 'plain_231': ('plain', ('NoneType', 'str')),
 'plain_232': ('plain', ('str',)),
 'plain_233': ('plain', ('bool',)),
 'union_234': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'union_235': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_236': ('plain', ('str',)),
 'union_237': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_238': ('plain', ('int',)),
 'plain_239': ('plain', ('str',)),
 'plain_240': ('plain', ('str',)),
 'plain_241': ('plain', ('bool',)),
 'plain_242': ('plain', ('str',)),
 'Step_243': ('class', 'dsl.model', 'Step'),
 'plain_244': ('plain', ('str',)),
 'plain_245': ('plain', ('str',)),
 'plain_246': ('plain', ('str',)),
 'union_247': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'plain_248': ('plain', ('str',)),
 'plain_249': ('plain', ('str',)),
 'plain_250': ('plain', ('NoneType', 'str')),
 'Sequence_251': ('class', 'dsl.model', 'Sequence'),
 'plain_252': ('plain', ('str',)),
 'plain_253': ('plain', ('str',)),
 'plain_254': ('plain', ('NoneType', 'str')),
 'Place_255': ('class', 'dsl.model', 'Place'),
 'plain_256': ('plain', ('str',)),
 'plain_257': ('plain', ('str',)),
 'plain_258': ('plain', ('str',)),
 'Placement_259': ('class', 'dsl.model', 'Placement'),
 'plain_260': ('plain', ('str',)),
 'plain_261': ('plain', ('int',)),
 'plain_262': ('plain', ('str',)),
 'plain_263': ('plain', ('bool',)),
 'Setup_264': ('class', 'dsl.model', 'Setup'),
 'plain_265': ('plain', ('str',)),
 'plain_266': ('plain', ('str',)),
 'plain_267': ('plain', ('str',)),
 'plain_268': ('plain', ('NoneType', 'str')),
 'Removal_269': ('class', 'dsl.model', 'Removal'),
 'plain_270': ('plain', ('str',)),
 'plain_271': ('plain', ('int',)),
 'plain_272': ('plain', ('str',)),
 'plain_273': ('plain', ('str',)),
 'plain_274': ('plain', ('str',)),
 'plain_275': ('plain', ('NoneType', 'str')),
 'plain_276': ('plain', ('bool',)),
 'Calendar_277': ('class', 'dsl.model', 'Calendar'),
 'plain_278': ('plain', ('str',)),
 'plain_279': ('plain', ('str',)),
 'TurnAmount_280': ('class', 'dsl.model', 'TurnAmount'),
 'plain_281': ('plain', ('int',)),
 'plain_282': ('plain', ('str',)),
 'plain_283': ('plain', ('str',)),
 'plain_284': ('plain', ('str',)),
 'Reinforcement_285': ('class', 'dsl.model', 'Reinforcement'),
 'plain_286': ('plain', ('str',)),
 'plain_287': ('plain', ('int',)),
 'plain_288': ('plain', ('NoneType', 'int')),
 'plain_289': ('plain', ('str',)),
 'plain_290': ('plain', ('NoneType', 'str')),
 'Support_291': ('class', 'dsl.model', 'Support'),
 'plain_292': ('plain', ('str',)),
 'plain_293': ('plain', ('int',)),
 'plain_294': ('plain', ('int',)),
 'plain_295': ('plain', ('int',)),
 'plain_296': ('plain', ('str',)),
 'plain_297': ('plain', ('NoneType', 'str')),
 'Victory_298': ('class', 'dsl.model', 'Victory'),
 'plain_299': ('plain', ('str',)),
 'plain_300': ('plain', ('str',)),
 'Skip_301': ('class', 'dsl.model', 'Skip'),
 'union_302': ('union',
               (('dsl.model', 'Num'), ('dsl.model', 'RatioLit'), ('dsl.model', 'DiceLit'),
                ('dsl.model', 'Text'), ('dsl.model', 'Bool'), ('dsl.model', 'NoneLit'),
                ('dsl.model', 'Name'), ('dsl.model', 'Call'), ('dsl.model', 'MethodCall'),
                ('dsl.model', 'FieldOf'), ('dsl.model', 'BinOp'), ('dsl.model', 'Compare'),
                ('dsl.model', 'Is'), ('dsl.model', 'In'), ('dsl.model', 'Not'),
                ('dsl.model', 'Logic'), ('dsl.model', 'If'), ('dsl.model', 'Neg'),
                ('dsl.model', 'Aggregate'), ('dsl.model', 'ListLit'))),
 'Scenario_303': ('class', 'dsl.model', 'Scenario'),
 'plain_304': ('plain', ('str',)),
 'plain_305': ('plain', ('str',)),
 'plain_306': ('plain', ('NoneType', 'str')),
 'plain_307': ('plain', ('NoneType', 'int')),
 'plain_308': ('plain', ('NoneType', 'int')),
 'plain_309': ('plain', ('str',)),
 'plain_310': ('plain', ('str',)),
 'plain_311': ('plain', ('str',)),
 'plain_312': ('plain', ('str',)),
 'plain_313': ('plain', ('str',)),
 'plain_314': ('plain', ('str',)),
 'plain_315': ('plain', ('str',)),
 'plain_316': ('plain', ('str',)),
 'plain_317': ('plain', ('bool',)),
 'plain_318': ('plain', ('str',)),
 'plain_319': ('plain', ('str',)),
 'plain_320': ('plain', ('str',)),
 'Example_321': ('class', 'dsl.model', 'Example'),
 'plain_322': ('plain', ('str',)),
 'plain_323': ('plain', ('NoneType', 'str')),
 'plain_324': ('plain', ('int',)),
 'plain_325': ('plain', ('str',)),
 'plain_326': ('plain', ('bool',)),
 'AidItem_327': ('class', 'dsl.model', 'AidItem'),
 'plain_328': ('plain', ('str',)),
 'plain_329': ('plain', ('str',)),
 'Aid_330': ('class', 'dsl.model', 'Aid'),
 'plain_331': ('plain', ('str',)),
 'plain_332': ('plain', ('str',)),
 'plain_333': ('plain', ('str',)),
 'plain_334': ('plain', ('str',)),
 'Book_335': ('class', 'dsl.model', 'Book'),
 'plain_336': ('plain', ('NoneType', 'str')),
 'Witness_337': ('class', 'dsl.diagnostics', 'Witness'),
 'plain_338': ('plain', ('bool',)),
 'plain_339': ('plain', ('str',)),
 'plain_340': ('plain', ('str',)),
 'plain_341': ('plain', ('str',)),
 'Diagnostic_342': ('class', 'dsl.diagnostics', 'Diagnostic'),
 'plain_343': ('plain', ('str',)),
 'plain_344': ('plain', ('str',)),
 'plain_345': ('plain', ('str',)),
 'plain_346': ('plain', ('str',)),
 'FileModel_347': ('class', 'dsl.builder', 'FileModel')}
NAMES = ('E0', 'E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10', 'E11', 'E12', 'E13', 'E14',
 'E15', 'E16', 'E18', 'E19', 'E20', 'E21', 'E22', 'E23', 'E24', 'E25', 'E26', 'E30', 'E31', 'E32',
 'E33', 'E34', 'E35', 'E36', 'E37', 'E38', 'E39', 'E40', 'E41', 'E42', 'E43', 'E44', 'E45', 'E46',
 'E47', 'E48', 'E49', 'E50', 'E51', 'E52', 'E54', 'E55', 'E56', 'E57', 'E58', 'E59', 'E60', 'E61',
 'E62', 'E63', 'E64', 'E65', 'E66', 'E67', 'E68', 'E69', 'E73', 'E74', 'E75', 'E76', 'E78', 'E79',
 'E80')
UNIONS = ('union_23', 'union_27', 'union_29', 'union_32', 'union_35', 'union_37', 'union_39', 'union_41',
 'union_44', 'union_46', 'union_48', 'union_51', 'union_54', 'union_55', 'union_56', 'union_57',
 'union_59', 'union_61', 'union_62', 'union_115', 'union_121', 'union_183', 'union_186',
 'union_197', 'union_202', 'union_203', 'union_204', 'union_221', 'union_222', 'union_234',
 'union_235', 'union_237', 'union_247', 'union_302')


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
    return [_e63 if (_e63 := _e62[0]).__class__ in plain_86 else REFUSE(_e63), _e64 if (_e64 := _e62[1]).__class__ in plain_87 else REFUSE(_e64)] if (_e62 := x).__class__ is tuple and len(_e62) == 2 else REFUSE(_e62)

def E28(x):
    return _e67 if (_e67 := x).__class__ in plain_88 else REFUSE(_e67)

def E29(x):
    return [_e72 if (_e72 := _e71[0]).__class__ in plain_89 else REFUSE(_e72), SPAN_OUT(_e71[1])] if (_e71 := x).__class__ is tuple and len(_e71) == 2 else REFUSE(_e71)

def E26(x):
    if x.__class__ is not BookHeader_79:
        REFUSE(x, 'BookHeader')
    return [_e55 if (_e55 := x.id).__class__ in plain_80 else REFUSE(_e55), _e56 if (_e56 := x.title).__class__ in plain_81 else REFUSE(_e56), _e57 if (_e57 := x.series).__class__ in plain_82 else REFUSE(_e57), _e58 if (_e58 := x.source).__class__ in plain_83 else REFUSE(_e58), _e59 if (_e59 := x.scale).__class__ in plain_84 else REFUSE(_e59), _e60 if (_e60 := x.turn).__class__ in plain_85 else REFUSE(_e60), (list(map(E27, _e61)) if _e61 else 0) if (_e61 := x.credits).__class__ is tuple else REFUSE(_e61), (list(map(E24, _e65)) if _e65 else 0) if (_e65 := x.sides).__class__ is tuple else REFUSE(_e65), (list(map(E28, _e66)) if _e66 else 0) if (_e66 := x.dice).__class__ is tuple else REFUSE(_e66), (list(map(E25, _e68)) if _e68 else 0) if (_e68 := x.externals).__class__ is tuple else REFUSE(_e68), (list(map(E22, _e69)) if _e69 else 0) if (_e69 := x.notes).__class__ is tuple else REFUSE(_e69), SPAN_OUT(x.span), (list(map(E29, _e70)) if _e70 else 0) if (_e70 := x.twice).__class__ is tuple else REFUSE(_e70), None if (_e73 := x.turn_span) is None else SPAN_OUT(_e73)]

def E30(x):
    if x.__class__ is not Clause_90:
        REFUSE(x, 'Clause')
    return [_e74 if (_e74 := x.id).__class__ in plain_91 else REFUSE(_e74), _e75 if (_e75 := x.title).__class__ in plain_92 else REFUSE(_e75), _e76 if (_e76 := x.says).__class__ in plain_93 else REFUSE(_e76), _e77 if (_e77 := x.parent).__class__ in plain_94 else REFUSE(_e77), _e78 if (_e78 := x.optional).__class__ in plain_95 else REFUSE(_e78), (list(map(E27, _e79)) if _e79 else 0) if (_e79 := x.tags).__class__ is tuple else REFUSE(_e79), (list(map(E23, _e80)) if _e80 else 0) if (_e80 := x.refs).__class__ is tuple else REFUSE(_e80), (list(map(E22, _e81)) if _e81 else 0) if (_e81 := x.notes).__class__ is tuple else REFUSE(_e81), _e82 if (_e82 := x.file).__class__ in plain_96 else REFUSE(_e82), _e83 if (_e83 := x.end_line).__class__ in plain_97 else REFUSE(_e83), (list(map(E29, _e84)) if _e84 else 0) if (_e84 := x.twice).__class__ is tuple else REFUSE(_e84), SPAN_OUT(x.span)]

def E31(x):
    if x.__class__ is not Term_98:
        REFUSE(x, 'Term')
    return [_e85 if (_e85 := x.id).__class__ in plain_99 else REFUSE(_e85), _e86 if (_e86 := x.title).__class__ in plain_100 else REFUSE(_e86), _e87 if (_e87 := x.says).__class__ in plain_101 else REFUSE(_e87), _e88 if (_e88 := x.clause).__class__ in plain_102 else REFUSE(_e88), (list(map(E23, _e89)) if _e89 else 0) if (_e89 := x.refs).__class__ is tuple else REFUSE(_e89), SPAN_OUT(x.span)]

def E32(x):
    if x.__class__ is not EnumValue_103:
        REFUSE(x, 'EnumValue')
    return [_e90 if (_e90 := x.id).__class__ in plain_104 else REFUSE(_e90), _e91 if (_e91 := x.title).__class__ in plain_105 else REFUSE(_e91), SPAN_OUT(x.span)]

def E33(x):
    if x.__class__ is not Enum_106:
        REFUSE(x, 'Enum')
    return [_e92 if (_e92 := x.id).__class__ in plain_107 else REFUSE(_e92), _e93 if (_e93 := x.title).__class__ in plain_108 else REFUSE(_e93), (list(map(E32, _e94)) if _e94 else 0) if (_e94 := x.values).__class__ is tuple else REFUSE(_e94), _e95 if (_e95 := x.clause).__class__ in plain_109 else REFUSE(_e95), SPAN_OUT(x.span)]

def E34(x):
    if x.__class__ is not Fact_110:
        REFUSE(x, 'Fact')
    return [_e96 if (_e96 := x.id).__class__ in plain_111 else REFUSE(_e96), _e97 if (_e97 := x.type).__class__ in plain_112 else REFUSE(_e97), _e98 if (_e98 := x.title).__class__ in plain_113 else REFUSE(_e98), _e99 if (_e99 := x.clause).__class__ in plain_114 else REFUSE(_e99), None if (_e100 := x.default) is None else union_115.get((_e101 := _e100).__class__, REFUSE)(_e101), SPAN_OUT(x.type_span), SPAN_OUT(x.span), _e102 if (_e102 := x.at_most).__class__ in plain_116 else REFUSE(_e102), None if (_e103 := x.at_most_span) is None else SPAN_OUT(_e103)]

def E35(x):
    if x.__class__ is not RecordField_117:
        REFUSE(x, 'RecordField')
    return [_e104 if (_e104 := x.name).__class__ in plain_118 else REFUSE(_e104), _e105 if (_e105 := x.type).__class__ in plain_119 else REFUSE(_e105), _e106 if (_e106 := x.title).__class__ in plain_120 else REFUSE(_e106), None if (_e107 := x.default) is None else union_121.get((_e108 := _e107).__class__, REFUSE)(_e108), SPAN_OUT(x.type_span), SPAN_OUT(x.span)]

def E36(x):
    if x.__class__ is not Record_122:
        REFUSE(x, 'Record')
    return [_e109 if (_e109 := x.id).__class__ in plain_123 else REFUSE(_e109), _e110 if (_e110 := x.title).__class__ in plain_124 else REFUSE(_e110), (list(map(E35, _e111)) if _e111 else 0) if (_e111 := x.fields).__class__ is tuple else REFUSE(_e111), _e112 if (_e112 := x.clause).__class__ in plain_125 else REFUSE(_e112), SPAN_OUT(x.span)]

def E37(x):
    if x.__class__ is not Constant_126:
        REFUSE(x, 'Constant')
    return [_e113 if (_e113 := x.id).__class__ in plain_127 else REFUSE(_e113), ANY_OUT(x.value), _e114 if (_e114 := x.printed).__class__ in plain_128 else REFUSE(_e114), _e115 if (_e115 := x.unit).__class__ in plain_129 else REFUSE(_e115), _e116 if (_e116 := x.title).__class__ in plain_130 else REFUSE(_e116), _e117 if (_e117 := x.clause).__class__ in plain_131 else REFUSE(_e117), SPAN_OUT(x.span)]

def E38(x):
    if x.__class__ is not Cell_132:
        REFUSE(x, 'Cell')
    return [_e118 if (_e118 := x.text).__class__ in plain_133 else REFUSE(_e118), (list(map(E28, _e119)) if _e119 else 0) if (_e119 := x.marks).__class__ is tuple else REFUSE(_e119), SPAN_OUT(x.span)]

def E39(x):
    if x.__class__ is not GridRow_134:
        REFUSE(x, 'GridRow')
    return [(list(map(E38, _e120)) if _e120 else 0) if (_e120 := x.cells).__class__ is tuple else REFUSE(_e120), _e121 if (_e121 := x.separator).__class__ in plain_135 else REFUSE(_e121), _e122 if (_e122 := x.group).__class__ in plain_136 else REFUSE(_e122), SPAN_OUT(x.span)]

def E40(x):
    if x.__class__ is not EdgeAction_137:
        REFUSE(x, 'EdgeAction')
    return [_e123 if (_e123 := x.kind).__class__ in plain_138 else REFUSE(_e123), ANY_OUT(x.value), SPAN_OUT(x.span)]

def E41(x):
    if x.__class__ is not Edge_139:
        REFUSE(x, 'Edge')
    return [_e124 if (_e124 := x.where).__class__ in plain_140 else REFUSE(_e124), _e125 if (_e125 := x.bound).__class__ in plain_141 else REFUSE(_e125), (list(map(E40, _e126)) if _e126 else 0) if (_e126 := x.actions).__class__ is tuple else REFUSE(_e126), _e127 if (_e127 := x.clause).__class__ in plain_142 else REFUSE(_e127), SPAN_OUT(x.span), _e128 if (_e128 := x.inferred).__class__ in plain_143 else REFUSE(_e128), _e129 if (_e129 := x.inferred_where).__class__ in plain_144 else REFUSE(_e129), _e130 if (_e130 := x.inferred_bound).__class__ in plain_145 else REFUSE(_e130)]

def E42(x):
    if x.__class__ is not CellReading_146:
        REFUSE(x, 'CellReading')
    return [_e131 if (_e131 := x.row).__class__ in plain_147 else REFUSE(_e131), _e132 if (_e132 := x.column).__class__ in plain_148 else REFUSE(_e132), _e133 if (_e133 := x.text).__class__ in plain_149 else REFUSE(_e133), SPAN_OUT(x.span)]

def E43(x):
    if x.__class__ is not Table_150:
        REFUSE(x, 'Table')
    return [_e134 if (_e134 := x.id).__class__ in plain_151 else REFUSE(_e134), _e135 if (_e135 := x.title).__class__ in plain_152 else REFUSE(_e135), _e136 if (_e136 := x.clause).__class__ in plain_153 else REFUSE(_e136), _e137 if (_e137 := x.missing).__class__ in plain_154 else REFUSE(_e137), _e138 if (_e138 := x.missing_text).__class__ in plain_155 else REFUSE(_e138), _e139 if (_e139 := x.roll).__class__ in plain_156 else REFUSE(_e139), _e140 if (_e140 := x.rows_kind).__class__ in plain_157 else REFUSE(_e140), _e141 if (_e141 := x.columns_kind).__class__ in plain_158 else REFUSE(_e141), _e142 if (_e142 := x.header_by).__class__ in plain_159 else REFUSE(_e142), _e143 if (_e143 := x.results).__class__ in plain_160 else REFUSE(_e143), (list(map(E41, _e144)) if _e144 else 0) if (_e144 := x.edges).__class__ is tuple else REFUSE(_e144), (list(map(E39, _e145)) if _e145 else 0) if (_e145 := x.grid).__class__ is tuple else REFUSE(_e145), (list(map(E27, _e146)) if _e146 else 0) if (_e146 := x.footnotes).__class__ is tuple else REFUSE(_e146), (list(map(E27, _e147)) if _e147 else 0) if (_e147 := x.column_results).__class__ is tuple else REFUSE(_e147), (list(map(E22, _e148)) if _e148 else 0) if (_e148 := x.notes).__class__ is tuple else REFUSE(_e148), (list(map(E23, _e149)) if _e149 else 0) if (_e149 := x.refs).__class__ is tuple else REFUSE(_e149), (list(map(E29, _e150)) if _e150 else 0) if (_e150 := x.decl_spans).__class__ is tuple else REFUSE(_e150), SPAN_OUT(x.span), (list(map(E29, _e151)) if _e151 else 0) if (_e151 := x.twice).__class__ is tuple else REFUSE(_e151), (list(map(E42, _e152)) if _e152 else 0) if (_e152 := x.cell_readings).__class__ is tuple else REFUSE(_e152), _e153 if (_e153 := x.columns_label).__class__ in plain_161 else REFUSE(_e153)]

def E44(x):
    if x.__class__ is not FixedField_162:
        REFUSE(x, 'FixedField')
    return [_e154 if (_e154 := x.name).__class__ in plain_163 else REFUSE(_e154), _e155 if (_e155 := x.value).__class__ in plain_164 else REFUSE(_e155), SPAN_OUT(x.span)]

def E45(x):
    if x.__class__ is not Pattern_165:
        REFUSE(x, 'Pattern')
    return [_e156 if (_e156 := x.text).__class__ in plain_166 else REFUSE(_e156), _e157 if (_e157 := x.kind).__class__ in plain_167 else REFUSE(_e157), _e158 if (_e158 := x.meaning).__class__ in plain_168 else REFUSE(_e158), SPAN_OUT(x.span), (list(map(E44, _e159)) if _e159 else 0) if (_e159 := x.fixed).__class__ is tuple else REFUSE(_e159), _e160 if (_e160 := x.inferred).__class__ in plain_169 else REFUSE(_e160), SPAN_OUT(x.inferred_span)]

def E46(x):
    if x.__class__ is not Results_170:
        REFUSE(x, 'Results')
    return [_e161 if (_e161 := x.id).__class__ in plain_171 else REFUSE(_e161), _e162 if (_e162 := x.title).__class__ in plain_172 else REFUSE(_e162), _e163 if (_e163 := x.clause).__class__ in plain_173 else REFUSE(_e163), _e164 if (_e164 := x.split).__class__ in plain_174 else REFUSE(_e164), (list(map(E45, _e165)) if _e165 else 0) if (_e165 := x.patterns).__class__ is tuple else REFUSE(_e165), None if (_e166 := x.blank) is None else E45(_e166), (list(map(E27, _e167)) if _e167 else 0) if (_e167 := x.marks).__class__ is tuple else REFUSE(_e167), (list(map(E22, _e168)) if _e168 else 0) if (_e168 := x.notes).__class__ is tuple else REFUSE(_e168), (list(map(E29, _e169)) if _e169 else 0) if (_e169 := x.twice).__class__ is tuple else REFUSE(_e169), SPAN_OUT(x.span), None if (_e170 := x.split_span) is None else SPAN_OUT(_e170)]

def E47(x):
    if x.__class__ is not Param_175:
        REFUSE(x, 'Param')
    return [_e171 if (_e171 := x.name).__class__ in plain_176 else REFUSE(_e171), _e172 if (_e172 := x.type).__class__ in plain_177 else REFUSE(_e172), SPAN_OUT(x.span), _e173 if (_e173 := x.keys_of).__class__ in plain_178 else REFUSE(_e173), _e174 if (_e174 := x.axis).__class__ in plain_179 else REFUSE(_e174), SPAN_OUT(x.keys_span), SPAN_OUT(x.axis_span), _e175 if (_e175 := x.dice).__class__ in plain_180 else REFUSE(_e175), SPAN_OUT(x.type_span)]

def E48(x):
    if x.__class__ is not Reading_181:
        REFUSE(x, 'Reading')
    return [_e176 if (_e176 := x.text).__class__ in plain_182 else REFUSE(_e176), None if (_e177 := x.when) is None else union_183.get((_e178 := _e177).__class__, REFUSE)(_e178), SPAN_OUT(x.span)]

def E49(x):
    if x.__class__ is not Formula_184:
        REFUSE(x, 'Formula')
    return [_e179 if (_e179 := x.id).__class__ in plain_185 else REFUSE(_e179), (list(map(E47, _e180)) if _e180 else 0) if (_e180 := x.params).__class__ is tuple else REFUSE(_e180), union_186.get((_e181 := x.body).__class__, REFUSE)(_e181), _e182 if (_e182 := x.title).__class__ in plain_187 else REFUSE(_e182), _e183 if (_e183 := x.clause).__class__ in plain_188 else REFUSE(_e183), SPAN_OUT(x.span), _e184 if (_e184 := x.returns).__class__ in plain_189 else REFUSE(_e184), _e185 if (_e185 := x.wording).__class__ in plain_190 else REFUSE(_e185), None if (_e186 := x.inferred) is None else E48(_e186)]

def E50(x):
    if x.__class__ is not Effect_191:
        REFUSE(x, 'Effect')
    return [_e187 if (_e187 := x.kind).__class__ in plain_192 else REFUSE(_e187), ANY_OUT(x.amount), _e188 if (_e188 := x.constant).__class__ in plain_193 else REFUSE(_e188), _e189 if (_e189 := x.sign).__class__ in plain_194 else REFUSE(_e189), _e190 if (_e190 := x.side).__class__ in plain_195 else REFUSE(_e190), _e191 if (_e191 := x.rounding).__class__ in plain_196 else REFUSE(_e191), None if (_e192 := x.cell) is None else union_197.get((_e193 := _e192).__class__, REFUSE)(_e193), SPAN_OUT(x.span)]

def E51(x):
    if x.__class__ is not Modifier_198:
        REFUSE(x, 'Modifier')
    return [_e194 if (_e194 := x.id).__class__ in plain_199 else REFUSE(_e194), _e195 if (_e195 := x.title).__class__ in plain_200 else REFUSE(_e195), _e196 if (_e196 := x.clause).__class__ in plain_201 else REFUSE(_e196), None if (_e197 := x.effect) is None else E50(_e197), None if (_e198 := x.when) is None else union_202.get((_e199 := _e198).__class__, REFUSE)(_e199), None if (_e200 := x.unless) is None else union_203.get((_e201 := _e200).__class__, REFUSE)(_e201), None if (_e202 := x.per) is None else union_204.get((_e203 := _e202).__class__, REFUSE)(_e203), _e204 if (_e204 := x.at_most).__class__ in plain_205 else REFUSE(_e204), _e205 if (_e205 := x.on).__class__ in plain_206 else REFUSE(_e205), (list(map(E22, _e206)) if _e206 else 0) if (_e206 := x.notes).__class__ is tuple else REFUSE(_e206), _e207 if (_e207 := x.scenario).__class__ in plain_207 else REFUSE(_e207), (list(map(E27, _e208)) if _e208 else 0) if (_e208 := x.wording).__class__ is tuple else REFUSE(_e208), (list(map(E29, _e209)) if _e209 else 0) if (_e209 := x.twice).__class__ is tuple else REFUSE(_e209), None if (_e210 := x.at_most_span) is None else SPAN_OUT(_e210), None if (_e211 := x.on_span) is None else SPAN_OUT(_e211), SPAN_OUT(x.span), None if (_e212 := x.inferred) is None else E48(_e212)]

def E53(x):
    return SPAN_OUT(x)

def E52(x):
    if x.__class__ is not Combine_208:
        REFUSE(x, 'Combine')
    return [_e213 if (_e213 := x.id).__class__ in plain_209 else REFUSE(_e213), _e214 if (_e214 := x.mode).__class__ in plain_210 else REFUSE(_e214), (list(map(E28, _e215)) if _e215 else 0) if (_e215 := x.members).__class__ is tuple else REFUSE(_e215), _e216 if (_e216 := x.title).__class__ in plain_211 else REFUSE(_e216), _e217 if (_e217 := x.clause).__class__ in plain_212 else REFUSE(_e217), _e218 if (_e218 := x.at_most).__class__ in plain_213 else REFUSE(_e218), (list(map(E53, _e219)) if _e219 else 0) if (_e219 := x.member_spans).__class__ is tuple else REFUSE(_e219), None if (_e220 := x.at_most_span) is None else SPAN_OUT(_e220), SPAN_OUT(x.span)]

def E54(x):
    if x.__class__ is not Permission_214:
        REFUSE(x, 'Permission')
    return [_e221 if (_e221 := x.id).__class__ in plain_215 else REFUSE(_e221), _e222 if (_e222 := x.modal).__class__ in plain_216 else REFUSE(_e222), _e223 if (_e223 := x.action).__class__ in plain_217 else REFUSE(_e223), _e224 if (_e224 := x.title).__class__ in plain_218 else REFUSE(_e224), _e225 if (_e225 := x.clause).__class__ in plain_219 else REFUSE(_e225), _e226 if (_e226 := x.who).__class__ in plain_220 else REFUSE(_e226), None if (_e227 := x.when) is None else union_221.get((_e228 := _e227).__class__, REFUSE)(_e228), None if (_e229 := x.unless) is None else union_222.get((_e230 := _e229).__class__, REFUSE)(_e230), (list(map(E22, _e231)) if _e231 else 0) if (_e231 := x.notes).__class__ is tuple else REFUSE(_e231), _e232 if (_e232 := x.scenario).__class__ in plain_223 else REFUSE(_e232), (list(map(E27, _e233)) if _e233 else 0) if (_e233 := x.wording).__class__ is tuple else REFUSE(_e233), (list(map(E29, _e234)) if _e234 else 0) if (_e234 := x.twice).__class__ is tuple else REFUSE(_e234), None if (_e235 := x.who_span) is None else SPAN_OUT(_e235), SPAN_OUT(x.span), None if (_e236 := x.modal_span) is None else SPAN_OUT(_e236), None if (_e237 := x.inferred) is None else E48(_e237)]

def E55(x):
    if x.__class__ is not Rewrite_224:
        REFUSE(x, 'Rewrite')
    return [_e238 if (_e238 := x.field).__class__ in plain_225 else REFUSE(_e238), _e239 if (_e239 := x.kind).__class__ in plain_226 else REFUSE(_e239), (list(map(E27, _e240)) if _e240 else 0) if (_e240 := x.pairs).__class__ is tuple else REFUSE(_e240), SPAN_OUT(x.span), _e241 if (_e241 := x.side).__class__ in plain_227 else REFUSE(_e241), SPAN_OUT(x.side_span)]

def E56(x):
    if x.__class__ is not ExceptionRule_228:
        REFUSE(x, 'ExceptionRule')
    return [_e242 if (_e242 := x.id).__class__ in plain_229 else REFUSE(_e242), _e243 if (_e243 := x.title).__class__ in plain_230 else REFUSE(_e243), _e244 if (_e244 := x.clause).__class__ in plain_231 else REFUSE(_e244), _e245 if (_e245 := x.target).__class__ in plain_232 else REFUSE(_e245), _e246 if (_e246 := x.target_is_clause).__class__ in plain_233 else REFUSE(_e246), None if (_e247 := x.when) is None else union_234.get((_e248 := _e247).__class__, REFUSE)(_e248), None if (_e249 := x.unless) is None else union_235.get((_e250 := _e249).__class__, REFUSE)(_e250), _e251 if (_e251 := x.effect).__class__ in plain_236 else REFUSE(_e251), (list(map(E55, _e252)) if _e252 else 0) if (_e252 := x.rewrites).__class__ is tuple else REFUSE(_e252), None if (_e253 := x.use) is None else union_237.get((_e254 := _e253).__class__, REFUSE)(_e254), _e255 if (_e255 := x.priority).__class__ in plain_238 else REFUSE(_e255), _e256 if (_e256 := x.says).__class__ in plain_239 else REFUSE(_e256), _e257 if (_e257 := x.scenario).__class__ in plain_240 else REFUSE(_e257), (list(map(E22, _e258)) if _e258 else 0) if (_e258 := x.notes).__class__ is tuple else REFUSE(_e258), SPAN_OUT(x.target_span), (list(map(E27, _e259)) if _e259 else 0) if (_e259 := x.wording).__class__ is tuple else REFUSE(_e259), (list(map(E29, _e260)) if _e260 else 0) if (_e260 := x.twice).__class__ is tuple else REFUSE(_e260), SPAN_OUT(x.span), _e261 if (_e261 := x.always).__class__ in plain_241 else REFUSE(_e261), _e262 if (_e262 := x.chooser).__class__ in plain_242 else REFUSE(_e262), SPAN_OUT(x.chooser_span), None if (_e263 := x.inferred) is None else E48(_e263), None if (_e264 := x.effect_span) is None else SPAN_OUT(_e264)]

def E57(x):
    if x.__class__ is not Step_243:
        REFUSE(x, 'Step')
    return [_e265 if (_e265 := x.kind).__class__ in plain_244 else REFUSE(_e265), _e266 if (_e266 := x.id).__class__ in plain_245 else REFUSE(_e266), _e267 if (_e267 := x.title).__class__ in plain_246 else REFUSE(_e267), None if (_e268 := x.ref) is None else E23(_e268), (list(map(E28, _e269)) if _e269 else 0) if (_e269 := x.who).__class__ is tuple else REFUSE(_e269), None if (_e270 := x.when) is None else union_247.get((_e271 := _e270).__class__, REFUSE)(_e271), _e272 if (_e272 := x.repeat).__class__ in plain_248 else REFUSE(_e272), _e273 if (_e273 := x.says).__class__ in plain_249 else REFUSE(_e273), (list(map(E22, _e274)) if _e274 else 0) if (_e274 := x.notes).__class__ is tuple else REFUSE(_e274), (list(map(E57, _e275)) if _e275 else 0) if (_e275 := x.children).__class__ is tuple else REFUSE(_e275), (list(map(E27, _e276)) if _e276 else 0) if (_e276 := x.wording).__class__ is tuple else REFUSE(_e276), (list(map(E29, _e277)) if _e277 else 0) if (_e277 := x.twice).__class__ is tuple else REFUSE(_e277), (list(map(E53, _e278)) if _e278 else 0) if (_e278 := x.who_spans).__class__ is tuple else REFUSE(_e278), SPAN_OUT(x.span), _e279 if (_e279 := x.inferred).__class__ in plain_250 else REFUSE(_e279)]

def E58(x):
    if x.__class__ is not Sequence_251:
        REFUSE(x, 'Sequence')
    return [_e280 if (_e280 := x.id).__class__ in plain_252 else REFUSE(_e280), _e281 if (_e281 := x.title).__class__ in plain_253 else REFUSE(_e281), (list(map(E57, _e282)) if _e282 else 0) if (_e282 := x.steps).__class__ is tuple else REFUSE(_e282), _e283 if (_e283 := x.clause).__class__ in plain_254 else REFUSE(_e283), (list(map(E22, _e284)) if _e284 else 0) if (_e284 := x.notes).__class__ is tuple else REFUSE(_e284), SPAN_OUT(x.span)]

def E59(x):
    if x.__class__ is not Place_255:
        REFUSE(x, 'Place')
    return [_e285 if (_e285 := x.kind).__class__ in plain_256 else REFUSE(_e285), _e286 if (_e286 := x.value).__class__ in plain_257 else REFUSE(_e286), _e287 if (_e287 := x.name).__class__ in plain_258 else REFUSE(_e287), SPAN_OUT(x.span)]

def E60(x):
    if x.__class__ is not Placement_259:
        REFUSE(x, 'Placement')
    return [_e288 if (_e288 := x.kind).__class__ in plain_260 else REFUSE(_e288), (list(map(E59, _e289)) if _e289 else 0) if (_e289 := x.places).__class__ is tuple else REFUSE(_e289), _e290 if (_e290 := x.radius).__class__ in plain_261 else REFUSE(_e290), _e291 if (_e291 := x.text).__class__ in plain_262 else REFUSE(_e291), _e292 if (_e292 := x.one_of).__class__ in plain_263 else REFUSE(_e292)]

def E61(x):
    if x.__class__ is not Setup_264:
        REFUSE(x, 'Setup')
    return [_e293 if (_e293 := x.side).__class__ in plain_265 else REFUSE(_e293), _e294 if (_e294 := x.formation).__class__ in plain_266 else REFUSE(_e294), E60(x.placement), _e295 if (_e295 := x.units).__class__ in plain_267 else REFUSE(_e295), SPAN_OUT(x.span), _e296 if (_e296 := x.inferred).__class__ in plain_268 else REFUSE(_e296)]

def E62(x):
    if x.__class__ is not Removal_269:
        REFUSE(x, 'Removal')
    return [_e297 if (_e297 := x.side).__class__ in plain_270 else REFUSE(_e297), _e298 if (_e298 := x.turn).__class__ in plain_271 else REFUSE(_e298), _e299 if (_e299 := x.units).__class__ in plain_272 else REFUSE(_e299), _e300 if (_e300 := x.destination).__class__ in plain_273 else REFUSE(_e300), _e301 if (_e301 := x.remark).__class__ in plain_274 else REFUSE(_e301), SPAN_OUT(x.span), _e302 if (_e302 := x.inferred).__class__ in plain_275 else REFUSE(_e302), _e303 if (_e303 := x.relocation).__class__ in plain_276 else REFUSE(_e303), None if (_e304 := x.turn_span) is None else SPAN_OUT(_e304)]

def E63(x):
    if x.__class__ is not Calendar_277:
        REFUSE(x, 'Calendar')
    return [_e305 if (_e305 := x.fact).__class__ in plain_278 else REFUSE(_e305), _e306 if (_e306 := x.by).__class__ in plain_279 else REFUSE(_e306), (list(map(E28, _e307)) if _e307 else 0) if (_e307 := x.values).__class__ is tuple else REFUSE(_e307), (list(map(E53, _e308)) if _e308 else 0) if (_e308 := x.value_spans).__class__ is tuple else REFUSE(_e308), SPAN_OUT(x.span), SPAN_OUT(x.by_span)]

def E64(x):
    if x.__class__ is not TurnAmount_280:
        REFUSE(x, 'TurnAmount')
    return [_e309 if (_e309 := x.turn).__class__ in plain_281 else REFUSE(_e309), _e310 if (_e310 := x.side).__class__ in plain_282 else REFUSE(_e310), ANY_OUT(x.amount), _e311 if (_e311 := x.unit).__class__ in plain_283 else REFUSE(_e311), _e312 if (_e312 := x.title).__class__ in plain_284 else REFUSE(_e312), SPAN_OUT(x.span), None if (_e313 := x.turn_span) is None else SPAN_OUT(_e313)]

def E65(x):
    if x.__class__ is not Reinforcement_285:
        REFUSE(x, 'Reinforcement')
    return [_e314 if (_e314 := x.side).__class__ in plain_286 else REFUSE(_e314), _e315 if (_e315 := x.turn).__class__ in plain_287 else REFUSE(_e315), _e316 if (_e316 := x.segment).__class__ in plain_288 else REFUSE(_e316), E60(x.placement), _e317 if (_e317 := x.units).__class__ in plain_289 else REFUSE(_e317), SPAN_OUT(x.span), _e318 if (_e318 := x.inferred).__class__ in plain_290 else REFUSE(_e318), None if (_e319 := x.turn_span) is None else SPAN_OUT(_e319)]

def E66(x):
    if x.__class__ is not Support_291:
        REFUSE(x, 'Support')
    return [_e320 if (_e320 := x.side).__class__ in plain_292 else REFUSE(_e320), _e321 if (_e321 := x.first_turn).__class__ in plain_293 else REFUSE(_e321), _e322 if (_e322 := x.last_turn).__class__ in plain_294 else REFUSE(_e322), _e323 if (_e323 := x.count).__class__ in plain_295 else REFUSE(_e323), _e324 if (_e324 := x.kind).__class__ in plain_296 else REFUSE(_e324), SPAN_OUT(x.span), _e325 if (_e325 := x.inferred).__class__ in plain_297 else REFUSE(_e325), None if (_e326 := x.turn_span) is None else SPAN_OUT(_e326)]

def E67(x):
    if x.__class__ is not Victory_298:
        REFUSE(x, 'Victory')
    return [_e327 if (_e327 := x.side).__class__ in plain_299 else REFUSE(_e327), _e328 if (_e328 := x.text).__class__ in plain_300 else REFUSE(_e328), SPAN_OUT(x.span)]

def E68(x):
    if x.__class__ is not Skip_301:
        REFUSE(x, 'Skip')
    return [(list(map(E28, _e329)) if _e329 else 0) if (_e329 := x.path).__class__ is tuple else REFUSE(_e329), None if (_e330 := x.when) is None else union_302.get((_e331 := _e330).__class__, REFUSE)(_e331), SPAN_OUT(x.span)]

def E70(x):
    return [_e342 if (_e342 := _e341[0]).__class__ in plain_311 else REFUSE(_e342), ANY_OUT(_e341[1]), _e343 if (_e343 := _e341[2]).__class__ in plain_312 else REFUSE(_e343), _e344 if (_e344 := _e341[3]).__class__ in plain_313 else REFUSE(_e344)] if (_e341 := x).__class__ is tuple and len(_e341) == 4 else REFUSE(_e341)

def E71(x):
    return [_e347 if (_e347 := _e346[0]).__class__ in plain_314 else REFUSE(_e347), _e348 if (_e348 := _e346[1]).__class__ in plain_315 else REFUSE(_e348), _e349 if (_e349 := _e346[2]).__class__ in plain_316 else REFUSE(_e349)] if (_e346 := x).__class__ is tuple and len(_e346) == 3 else REFUSE(_e346)

def E72(x):
    return [_e368 if (_e368 := _e367[0]).__class__ in plain_319 else REFUSE(_e368), _e369 if (_e369 := _e367[1]).__class__ in plain_320 else REFUSE(_e369), SPAN_OUT(_e367[2])] if (_e367 := x).__class__ is tuple and len(_e367) == 3 else REFUSE(_e367)

def E69(x):
    if x.__class__ is not Scenario_303:
        REFUSE(x, 'Scenario')
    return [_e332 if (_e332 := x.id).__class__ in plain_304 else REFUSE(_e332), _e333 if (_e333 := x.title).__class__ in plain_305 else REFUSE(_e333), _e334 if (_e334 := x.clause).__class__ in plain_306 else REFUSE(_e334), _e335 if (_e335 := x.first_turn).__class__ in plain_307 else REFUSE(_e335), _e336 if (_e336 := x.last_turn).__class__ in plain_308 else REFUSE(_e336), _e337 if (_e337 := x.area).__class__ in plain_309 else REFUSE(_e337), _e338 if (_e338 := x.first_side).__class__ in plain_310 else REFUSE(_e338), (list(map(E28, _e339)) if _e339 else 0) if (_e339 := x.setup_order).__class__ is tuple else REFUSE(_e339), (list(map(E70, _e340)) if _e340 else 0) if (_e340 := x.starts).__class__ is tuple else REFUSE(_e340), (list(map(E71, _e345)) if _e345 else 0) if (_e345 := x.markers).__class__ is tuple else REFUSE(_e345), (list(map(E61, _e350)) if _e350 else 0) if (_e350 := x.setups).__class__ is tuple else REFUSE(_e350), (list(map(E66, _e351)) if _e351 else 0) if (_e351 := x.supports).__class__ is tuple else REFUSE(_e351), (list(map(E65, _e352)) if _e352 else 0) if (_e352 := x.reinforcements).__class__ is tuple else REFUSE(_e352), (list(map(E62, _e353)) if _e353 else 0) if (_e353 := x.removals).__class__ is tuple else REFUSE(_e353), (list(map(E64, _e354)) if _e354 else 0) if (_e354 := x.amounts).__class__ is tuple else REFUSE(_e354), (list(map(E63, _e355)) if _e355 else 0) if (_e355 := x.calendars).__class__ is tuple else REFUSE(_e355), (list(map(E67, _e356)) if _e356 else 0) if (_e356 := x.victories).__class__ is tuple else REFUSE(_e356), (list(map(E68, _e357)) if _e357 else 0) if (_e357 := x.skips).__class__ is tuple else REFUSE(_e357), (list(map(E23, _e358)) if _e358 else 0) if (_e358 := x.options).__class__ is tuple else REFUSE(_e358), _e359 if (_e359 := x.all_options).__class__ in plain_317 else REFUSE(_e359), _e360 if (_e360 := x.says).__class__ in plain_318 else REFUSE(_e360), (list(map(E22, _e361)) if _e361 else 0) if (_e361 := x.notes).__class__ is tuple else REFUSE(_e361), (list(map(E29, _e362)) if _e362 else 0) if (_e362 := x.side_spans).__class__ is tuple else REFUSE(_e362), None if (_e363 := x.turns_span) is None else SPAN_OUT(_e363), None if (_e364 := x.first_span) is None else SPAN_OUT(_e364), None if (_e365 := x.all_options_span) is None else SPAN_OUT(_e365), (list(map(E72, _e366)) if _e366 else 0) if (_e366 := x.unitless).__class__ is tuple else REFUSE(_e366), (list(map(E29, _e370)) if _e370 else 0) if (_e370 := x.twice).__class__ is tuple else REFUSE(_e370), SPAN_OUT(x.span)]

def E73(x):
    if x.__class__ is not Example_321:
        REFUSE(x, 'Example')
    return [_e371 if (_e371 := x.title).__class__ in plain_322 else REFUSE(_e371), (list(map(E17, _e372)) if _e372 else 0) if (_e372 := x.checks).__class__ is tuple else REFUSE(_e372), _e373 if (_e373 := x.clause).__class__ in plain_323 else REFUSE(_e373), _e374 if (_e374 := x.index).__class__ in plain_324 else REFUSE(_e374), _e375 if (_e375 := x.scenario).__class__ in plain_325 else REFUSE(_e375), SPAN_OUT(x.span), _e376 if (_e376 := x.printed).__class__ in plain_326 else REFUSE(_e376)]

def E74(x):
    if x.__class__ is not AidItem_327:
        REFUSE(x, 'AidItem')
    return [_e377 if (_e377 := x.kind).__class__ in plain_328 else REFUSE(_e377), _e378 if (_e378 := x.value).__class__ in plain_329 else REFUSE(_e378), SPAN_OUT(x.span)]

def E75(x):
    if x.__class__ is not Aid_330:
        REFUSE(x, 'Aid')
    return [_e379 if (_e379 := x.id).__class__ in plain_331 else REFUSE(_e379), _e380 if (_e380 := x.title).__class__ in plain_332 else REFUSE(_e380), _e381 if (_e381 := x.size).__class__ in plain_333 else REFUSE(_e381), _e382 if (_e382 := x.orientation).__class__ in plain_334 else REFUSE(_e382), (list(map(E74, _e383)) if _e383 else 0) if (_e383 := x.items).__class__ is tuple else REFUSE(_e383), SPAN_OUT(x.span), (list(map(E29, _e384)) if _e384 else 0) if (_e384 := x.twice).__class__ is tuple else REFUSE(_e384), None if (_e385 := x.size_span) is None else SPAN_OUT(_e385), None if (_e386 := x.orientation_span) is None else SPAN_OUT(_e386)]

def E77(x):
    return [_e406 if (_e406 := _e405[0]).__class__ in plain_336 else REFUSE(_e406), E23(_e405[1])] if (_e405 := x).__class__ is tuple and len(_e405) == 2 else REFUSE(_e405)

def E76(x):
    if x.__class__ is not Book_335:
        REFUSE(x, 'Book')
    return [E26(x.header), (list(map(E30, _e387)) if _e387 else 0) if (_e387 := x.clauses).__class__ is tuple else REFUSE(_e387), (list(map(E31, _e388)) if _e388 else 0) if (_e388 := x.terms).__class__ is tuple else REFUSE(_e388), (list(map(E33, _e389)) if _e389 else 0) if (_e389 := x.enums).__class__ is tuple else REFUSE(_e389), (list(map(E34, _e390)) if _e390 else 0) if (_e390 := x.facts).__class__ is tuple else REFUSE(_e390), (list(map(E37, _e391)) if _e391 else 0) if (_e391 := x.constants).__class__ is tuple else REFUSE(_e391), (list(map(E43, _e392)) if _e392 else 0) if (_e392 := x.tables).__class__ is tuple else REFUSE(_e392), (list(map(E46, _e393)) if _e393 else 0) if (_e393 := x.results).__class__ is tuple else REFUSE(_e393), (list(map(E36, _e394)) if _e394 else 0) if (_e394 := x.records).__class__ is tuple else REFUSE(_e394), (list(map(E49, _e395)) if _e395 else 0) if (_e395 := x.formulas).__class__ is tuple else REFUSE(_e395), (list(map(E51, _e396)) if _e396 else 0) if (_e396 := x.modifiers).__class__ is tuple else REFUSE(_e396), (list(map(E52, _e397)) if _e397 else 0) if (_e397 := x.combines).__class__ is tuple else REFUSE(_e397), (list(map(E54, _e398)) if _e398 else 0) if (_e398 := x.permissions).__class__ is tuple else REFUSE(_e398), (list(map(E56, _e399)) if _e399 else 0) if (_e399 := x.exceptions).__class__ is tuple else REFUSE(_e399), (list(map(E58, _e400)) if _e400 else 0) if (_e400 := x.sequences).__class__ is tuple else REFUSE(_e400), (list(map(E69, _e401)) if _e401 else 0) if (_e401 := x.scenarios).__class__ is tuple else REFUSE(_e401), (list(map(E73, _e402)) if _e402 else 0) if (_e402 := x.examples).__class__ is tuple else REFUSE(_e402), (list(map(E75, _e403)) if _e403 else 0) if (_e403 := x.aids).__class__ is tuple else REFUSE(_e403), (list(map(E77, _e404)) if _e404 else 0) if (_e404 := x.cited).__class__ is tuple else REFUSE(_e404), (list(map(E23, _e407)) if _e407 else 0) if (_e407 := x.owned).__class__ is tuple else REFUSE(_e407), (list(map(E28, _e408)) if _e408 else 0) if (_e408 := x.files).__class__ is tuple else REFUSE(_e408)]

def E78(x):
    if x.__class__ is not Witness_337:
        REFUSE(x, 'Witness')
    return [(list(map(E27, _e409)) if _e409 else 0) if (_e409 := x.values).__class__ is tuple else REFUSE(_e409), _e410 if (_e410 := x.possibly).__class__ in plain_338 else REFUSE(_e410), _e411 if (_e411 := x.lookup).__class__ in plain_339 else REFUSE(_e411), _e412 if (_e412 := x.example).__class__ in plain_340 else REFUSE(_e412), _e413 if (_e413 := x.clause).__class__ in plain_341 else REFUSE(_e413)]

def E79(x):
    if x.__class__ is not Diagnostic_342:
        REFUSE(x, 'Diagnostic')
    return [_e414 if (_e414 := x.code).__class__ in plain_343 else REFUSE(_e414), _e415 if (_e415 := x.message).__class__ in plain_344 else REFUSE(_e415), None if (_e416 := x.span) is None else SPAN_OUT(_e416), _e417 if (_e417 := x.hint).__class__ in plain_345 else REFUSE(_e417), _e418 if (_e418 := x.severity).__class__ in plain_346 else REFUSE(_e418), None if (_e419 := x.witness) is None else E78(_e419)]

def E80(x):
    if x.__class__ is not FileModel_347:
        REFUSE(x, 'FileModel')
    return [(list(map(E26, _e420)) if _e420 else 0) if (_e420 := x.headers).__class__ is tuple else REFUSE(_e420), (list(map(E30, _e421)) if _e421 else 0) if (_e421 := x.clauses).__class__ is tuple else REFUSE(_e421), (list(map(E31, _e422)) if _e422 else 0) if (_e422 := x.terms).__class__ is tuple else REFUSE(_e422), (list(map(E33, _e423)) if _e423 else 0) if (_e423 := x.enums).__class__ is tuple else REFUSE(_e423), (list(map(E34, _e424)) if _e424 else 0) if (_e424 := x.facts).__class__ is tuple else REFUSE(_e424), (list(map(E37, _e425)) if _e425 else 0) if (_e425 := x.constants).__class__ is tuple else REFUSE(_e425), (list(map(E43, _e426)) if _e426 else 0) if (_e426 := x.tables).__class__ is tuple else REFUSE(_e426), (list(map(E46, _e427)) if _e427 else 0) if (_e427 := x.results).__class__ is tuple else REFUSE(_e427), (list(map(E36, _e428)) if _e428 else 0) if (_e428 := x.records).__class__ is tuple else REFUSE(_e428), (list(map(E49, _e429)) if _e429 else 0) if (_e429 := x.formulas).__class__ is tuple else REFUSE(_e429), (list(map(E51, _e430)) if _e430 else 0) if (_e430 := x.modifiers).__class__ is tuple else REFUSE(_e430), (list(map(E52, _e431)) if _e431 else 0) if (_e431 := x.combines).__class__ is tuple else REFUSE(_e431), (list(map(E54, _e432)) if _e432 else 0) if (_e432 := x.permissions).__class__ is tuple else REFUSE(_e432), (list(map(E56, _e433)) if _e433 else 0) if (_e433 := x.exceptions).__class__ is tuple else REFUSE(_e433), (list(map(E58, _e434)) if _e434 else 0) if (_e434 := x.sequences).__class__ is tuple else REFUSE(_e434), (list(map(E69, _e435)) if _e435 else 0) if (_e435 := x.scenarios).__class__ is tuple else REFUSE(_e435), (list(map(E73, _e436)) if _e436 else 0) if (_e436 := x.examples).__class__ is tuple else REFUSE(_e436), (list(map(E75, _e437)) if _e437 else 0) if (_e437 := x.aids).__class__ is tuple else REFUSE(_e437), (list(map(E77, _e438)) if _e438 else 0) if (_e438 := x.cited).__class__ is tuple else REFUSE(_e438), (list(map(E23, _e439)) if _e439 else 0) if (_e439 := x.owned).__class__ is tuple else REFUSE(_e439), (list(map(E79, _e440)) if _e440 else 0) if (_e440 := x.diagnostics).__class__ is tuple else REFUSE(_e440)]
