"""The compact JSON decoders of the typed model, as `compact_json_gen` builds them: written by
`python -m dsl.compact_json_gen --write`; do not edit. Fed by: nothing; `compact_json` imports
this module when KEY is its key for the model and the generator as they are, and binds the
constants (CONSTS: their recipes) and the names the code reads before it runs."""
KEY = '074f2b9f319230f7fa36835a7270695fbef3d5c0f06d1fcb521aed445b73b610'
CONSTS = {'Num_7': ('class', 'dsl.model', 'Num'),
 'set_Num_value_8': ('setter', 'dsl.model', 'Num', 'value'),
 'set_Num_span_9': ('setter', 'dsl.model', 'Num', 'span'),
 'RatioLit_10': ('class', 'dsl.model', 'RatioLit'),
 'set_RatioLit_attack_11': ('setter', 'dsl.model', 'RatioLit', 'attack'),
 'set_RatioLit_defense_12': ('setter', 'dsl.model', 'RatioLit', 'defense'),
 'set_RatioLit_span_13': ('setter', 'dsl.model', 'RatioLit', 'span'),
 'DiceLit_14': ('class', 'dsl.model', 'DiceLit'),
 'set_DiceLit_count_15': ('setter', 'dsl.model', 'DiceLit', 'count'),
 'set_DiceLit_sides_16': ('setter', 'dsl.model', 'DiceLit', 'sides'),
 'set_DiceLit_span_17': ('setter', 'dsl.model', 'DiceLit', 'span'),
 'Text_18': ('class', 'dsl.model', 'Text'),
 'set_Text_value_19': ('setter', 'dsl.model', 'Text', 'value'),
 'set_Text_span_20': ('setter', 'dsl.model', 'Text', 'span'),
 'Bool_21': ('class', 'dsl.model', 'Bool'),
 'set_Bool_value_22': ('setter', 'dsl.model', 'Bool', 'value'),
 'set_Bool_span_23': ('setter', 'dsl.model', 'Bool', 'span'),
 'NoneLit_24': ('class', 'dsl.model', 'NoneLit'),
 'set_NoneLit_span_25': ('setter', 'dsl.model', 'NoneLit', 'span'),
 'Name_26': ('class', 'dsl.model', 'Name'),
 'set_Name_name_27': ('setter', 'dsl.model', 'Name', 'name'),
 'set_Name_span_28': ('setter', 'dsl.model', 'Name', 'span'),
 'Arg_29': ('class', 'dsl.model', 'Arg'),
 'set_Arg_name_30': ('setter', 'dsl.model', 'Arg', 'name'),
 'set_Arg_value_31': ('setter', 'dsl.model', 'Arg', 'value'),
 'set_Arg_span_32': ('setter', 'dsl.model', 'Arg', 'span'),
 'Call_33': ('class', 'dsl.model', 'Call'),
 'set_Call_func_34': ('setter', 'dsl.model', 'Call', 'func'),
 'set_Call_args_35': ('setter', 'dsl.model', 'Call', 'args'),
 'set_Call_span_36': ('setter', 'dsl.model', 'Call', 'span'),
 'MethodCall_37': ('class', 'dsl.model', 'MethodCall'),
 'set_MethodCall_target_38': ('setter', 'dsl.model', 'MethodCall', 'target'),
 'set_MethodCall_method_39': ('setter', 'dsl.model', 'MethodCall', 'method'),
 'set_MethodCall_args_40': ('setter', 'dsl.model', 'MethodCall', 'args'),
 'set_MethodCall_span_41': ('setter', 'dsl.model', 'MethodCall', 'span'),
 'FieldOf_42': ('class', 'dsl.model', 'FieldOf'),
 'set_FieldOf_target_43': ('setter', 'dsl.model', 'FieldOf', 'target'),
 'set_FieldOf_name_44': ('setter', 'dsl.model', 'FieldOf', 'name'),
 'set_FieldOf_span_45': ('setter', 'dsl.model', 'FieldOf', 'span'),
 'BinOp_46': ('class', 'dsl.model', 'BinOp'),
 'set_BinOp_op_47': ('setter', 'dsl.model', 'BinOp', 'op'),
 'set_BinOp_left_48': ('setter', 'dsl.model', 'BinOp', 'left'),
 'set_BinOp_right_49': ('setter', 'dsl.model', 'BinOp', 'right'),
 'set_BinOp_span_50': ('setter', 'dsl.model', 'BinOp', 'span'),
 'Compare_51': ('class', 'dsl.model', 'Compare'),
 'set_Compare_op_52': ('setter', 'dsl.model', 'Compare', 'op'),
 'set_Compare_left_53': ('setter', 'dsl.model', 'Compare', 'left'),
 'set_Compare_right_54': ('setter', 'dsl.model', 'Compare', 'right'),
 'set_Compare_span_55': ('setter', 'dsl.model', 'Compare', 'span'),
 'Is_56': ('class', 'dsl.model', 'Is'),
 'set_Is_left_57': ('setter', 'dsl.model', 'Is', 'left'),
 'set_Is_value_58': ('setter', 'dsl.model', 'Is', 'value'),
 'set_Is_negate_59': ('setter', 'dsl.model', 'Is', 'negate'),
 'set_Is_span_60': ('setter', 'dsl.model', 'Is', 'span'),
 'In_61': ('class', 'dsl.model', 'In'),
 'set_In_left_62': ('setter', 'dsl.model', 'In', 'left'),
 'set_In_options_63': ('setter', 'dsl.model', 'In', 'options'),
 'set_In_negate_64': ('setter', 'dsl.model', 'In', 'negate'),
 'set_In_span_65': ('setter', 'dsl.model', 'In', 'span'),
 'set_In_over_66': ('setter', 'dsl.model', 'In', 'over'),
 'Not_67': ('class', 'dsl.model', 'Not'),
 'set_Not_operand_68': ('setter', 'dsl.model', 'Not', 'operand'),
 'set_Not_span_69': ('setter', 'dsl.model', 'Not', 'span'),
 'Logic_70': ('class', 'dsl.model', 'Logic'),
 'set_Logic_op_71': ('setter', 'dsl.model', 'Logic', 'op'),
 'set_Logic_operands_72': ('setter', 'dsl.model', 'Logic', 'operands'),
 'set_Logic_span_73': ('setter', 'dsl.model', 'Logic', 'span'),
 'If_74': ('class', 'dsl.model', 'If'),
 'set_If_condition_75': ('setter', 'dsl.model', 'If', 'condition'),
 'set_If_then_76': ('setter', 'dsl.model', 'If', 'then'),
 'set_If_otherwise_77': ('setter', 'dsl.model', 'If', 'otherwise'),
 'set_If_span_78': ('setter', 'dsl.model', 'If', 'span'),
 'Neg_79': ('class', 'dsl.model', 'Neg'),
 'set_Neg_operand_80': ('setter', 'dsl.model', 'Neg', 'operand'),
 'set_Neg_span_81': ('setter', 'dsl.model', 'Neg', 'span'),
 'Aggregate_82': ('class', 'dsl.model', 'Aggregate'),
 'set_Aggregate_op_83': ('setter', 'dsl.model', 'Aggregate', 'op'),
 'set_Aggregate_body_84': ('setter', 'dsl.model', 'Aggregate', 'body'),
 'set_Aggregate_var_85': ('setter', 'dsl.model', 'Aggregate', 'var'),
 'set_Aggregate_source_86': ('setter', 'dsl.model', 'Aggregate', 'source'),
 'set_Aggregate_where_87': ('setter', 'dsl.model', 'Aggregate', 'where'),
 'set_Aggregate_op_span_88': ('setter', 'dsl.model', 'Aggregate', 'op_span'),
 'set_Aggregate_var_span_89': ('setter', 'dsl.model', 'Aggregate', 'var_span'),
 'set_Aggregate_span_90': ('setter', 'dsl.model', 'Aggregate', 'span'),
 'ListLit_91': ('class', 'dsl.model', 'ListLit'),
 'set_ListLit_items_92': ('setter', 'dsl.model', 'ListLit', 'items'),
 'set_ListLit_span_93': ('setter', 'dsl.model', 'ListLit', 'span'),
 'Note_94': ('class', 'dsl.model', 'Note'),
 'set_Note_kind_95': ('setter', 'dsl.model', 'Note', 'kind'),
 'set_Note_text_96': ('setter', 'dsl.model', 'Note', 'text'),
 'set_Note_span_97': ('setter', 'dsl.model', 'Note', 'span'),
 'Ref_98': ('class', 'dsl.model', 'Ref'),
 'set_Ref_target_99': ('setter', 'dsl.model', 'Ref', 'target'),
 'set_Ref_span_100': ('setter', 'dsl.model', 'Ref', 'span'),
 'SideDecl_101': ('class', 'dsl.model', 'SideDecl'),
 'set_SideDecl_id_102': ('setter', 'dsl.model', 'SideDecl', 'id'),
 'set_SideDecl_title_103': ('setter', 'dsl.model', 'SideDecl', 'title'),
 'set_SideDecl_neutral_104': ('setter', 'dsl.model', 'SideDecl', 'neutral'),
 'set_SideDecl_span_105': ('setter', 'dsl.model', 'SideDecl', 'span'),
 'External_106': ('class', 'dsl.model', 'External'),
 'set_External_id_107': ('setter', 'dsl.model', 'External', 'id'),
 'set_External_title_108': ('setter', 'dsl.model', 'External', 'title'),
 'set_External_first_109': ('setter', 'dsl.model', 'External', 'first'),
 'set_External_last_110': ('setter', 'dsl.model', 'External', 'last'),
 'set_External_span_111': ('setter', 'dsl.model', 'External', 'span'),
 'set_External_covers_span_112': ('setter', 'dsl.model', 'External', 'covers_span'),
 'BookHeader_113': ('class', 'dsl.model', 'BookHeader'),
 'set_BookHeader_id_114': ('setter', 'dsl.model', 'BookHeader', 'id'),
 'set_BookHeader_title_115': ('setter', 'dsl.model', 'BookHeader', 'title'),
 'set_BookHeader_series_116': ('setter', 'dsl.model', 'BookHeader', 'series'),
 'set_BookHeader_source_117': ('setter', 'dsl.model', 'BookHeader', 'source'),
 'set_BookHeader_scale_118': ('setter', 'dsl.model', 'BookHeader', 'scale'),
 'set_BookHeader_turn_119': ('setter', 'dsl.model', 'BookHeader', 'turn'),
 'set_BookHeader_credits_120': ('setter', 'dsl.model', 'BookHeader', 'credits'),
 'set_BookHeader_sides_121': ('setter', 'dsl.model', 'BookHeader', 'sides'),
 'set_BookHeader_dice_122': ('setter', 'dsl.model', 'BookHeader', 'dice'),
 'set_BookHeader_externals_123': ('setter', 'dsl.model', 'BookHeader', 'externals'),
 'set_BookHeader_notes_124': ('setter', 'dsl.model', 'BookHeader', 'notes'),
 'set_BookHeader_span_125': ('setter', 'dsl.model', 'BookHeader', 'span'),
 'set_BookHeader_twice_126': ('setter', 'dsl.model', 'BookHeader', 'twice'),
 'set_BookHeader_turn_span_127': ('setter', 'dsl.model', 'BookHeader', 'turn_span'),
 'Clause_128': ('class', 'dsl.model', 'Clause'),
 'set_Clause_id_129': ('setter', 'dsl.model', 'Clause', 'id'),
 'set_Clause_title_130': ('setter', 'dsl.model', 'Clause', 'title'),
 'set_Clause_says_131': ('setter', 'dsl.model', 'Clause', 'says'),
 'set_Clause_parent_132': ('setter', 'dsl.model', 'Clause', 'parent'),
 'set_Clause_optional_133': ('setter', 'dsl.model', 'Clause', 'optional'),
 'set_Clause_tags_134': ('setter', 'dsl.model', 'Clause', 'tags'),
 'set_Clause_refs_135': ('setter', 'dsl.model', 'Clause', 'refs'),
 'set_Clause_notes_136': ('setter', 'dsl.model', 'Clause', 'notes'),
 'set_Clause_file_137': ('setter', 'dsl.model', 'Clause', 'file'),
 'set_Clause_end_line_138': ('setter', 'dsl.model', 'Clause', 'end_line'),
 'set_Clause_twice_139': ('setter', 'dsl.model', 'Clause', 'twice'),
 'set_Clause_span_140': ('setter', 'dsl.model', 'Clause', 'span'),
 'Term_141': ('class', 'dsl.model', 'Term'),
 'set_Term_id_142': ('setter', 'dsl.model', 'Term', 'id'),
 'set_Term_title_143': ('setter', 'dsl.model', 'Term', 'title'),
 'set_Term_says_144': ('setter', 'dsl.model', 'Term', 'says'),
 'set_Term_clause_145': ('setter', 'dsl.model', 'Term', 'clause'),
 'set_Term_refs_146': ('setter', 'dsl.model', 'Term', 'refs'),
 'set_Term_span_147': ('setter', 'dsl.model', 'Term', 'span'),
 'EnumValue_148': ('class', 'dsl.model', 'EnumValue'),
 'set_EnumValue_id_149': ('setter', 'dsl.model', 'EnumValue', 'id'),
 'set_EnumValue_title_150': ('setter', 'dsl.model', 'EnumValue', 'title'),
 'set_EnumValue_span_151': ('setter', 'dsl.model', 'EnumValue', 'span'),
 'Enum_152': ('class', 'dsl.model', 'Enum'),
 'set_Enum_id_153': ('setter', 'dsl.model', 'Enum', 'id'),
 'set_Enum_title_154': ('setter', 'dsl.model', 'Enum', 'title'),
 'set_Enum_values_155': ('setter', 'dsl.model', 'Enum', 'values'),
 'set_Enum_clause_156': ('setter', 'dsl.model', 'Enum', 'clause'),
 'set_Enum_span_157': ('setter', 'dsl.model', 'Enum', 'span'),
 'Fact_158': ('class', 'dsl.model', 'Fact'),
 'set_Fact_id_159': ('setter', 'dsl.model', 'Fact', 'id'),
 'set_Fact_type_160': ('setter', 'dsl.model', 'Fact', 'type'),
 'set_Fact_title_161': ('setter', 'dsl.model', 'Fact', 'title'),
 'set_Fact_clause_162': ('setter', 'dsl.model', 'Fact', 'clause'),
 'set_Fact_default_163': ('setter', 'dsl.model', 'Fact', 'default'),
 'set_Fact_type_span_164': ('setter', 'dsl.model', 'Fact', 'type_span'),
 'set_Fact_span_165': ('setter', 'dsl.model', 'Fact', 'span'),
 'set_Fact_at_most_166': ('setter', 'dsl.model', 'Fact', 'at_most'),
 'set_Fact_at_most_span_167': ('setter', 'dsl.model', 'Fact', 'at_most_span'),
 'RecordField_168': ('class', 'dsl.model', 'RecordField'),
 'set_RecordField_name_169': ('setter', 'dsl.model', 'RecordField', 'name'),
 'set_RecordField_type_170': ('setter', 'dsl.model', 'RecordField', 'type'),
 'set_RecordField_title_171': ('setter', 'dsl.model', 'RecordField', 'title'),
 'set_RecordField_default_172': ('setter', 'dsl.model', 'RecordField', 'default'),
 'set_RecordField_type_span_173': ('setter', 'dsl.model', 'RecordField', 'type_span'),
 'set_RecordField_span_174': ('setter', 'dsl.model', 'RecordField', 'span'),
 'Record_175': ('class', 'dsl.model', 'Record'),
 'set_Record_id_176': ('setter', 'dsl.model', 'Record', 'id'),
 'set_Record_title_177': ('setter', 'dsl.model', 'Record', 'title'),
 'set_Record_fields_178': ('setter', 'dsl.model', 'Record', 'fields'),
 'set_Record_clause_179': ('setter', 'dsl.model', 'Record', 'clause'),
 'set_Record_span_180': ('setter', 'dsl.model', 'Record', 'span'),
 'Constant_181': ('class', 'dsl.model', 'Constant'),
 'set_Constant_id_182': ('setter', 'dsl.model', 'Constant', 'id'),
 'set_Constant_value_183': ('setter', 'dsl.model', 'Constant', 'value'),
 'set_Constant_printed_184': ('setter', 'dsl.model', 'Constant', 'printed'),
 'set_Constant_unit_185': ('setter', 'dsl.model', 'Constant', 'unit'),
 'set_Constant_title_186': ('setter', 'dsl.model', 'Constant', 'title'),
 'set_Constant_clause_187': ('setter', 'dsl.model', 'Constant', 'clause'),
 'set_Constant_span_188': ('setter', 'dsl.model', 'Constant', 'span'),
 'Cell_189': ('class', 'dsl.model', 'Cell'),
 'set_Cell_text_190': ('setter', 'dsl.model', 'Cell', 'text'),
 'set_Cell_marks_191': ('setter', 'dsl.model', 'Cell', 'marks'),
 'set_Cell_span_192': ('setter', 'dsl.model', 'Cell', 'span'),
 'GridRow_193': ('class', 'dsl.model', 'GridRow'),
 'set_GridRow_cells_194': ('setter', 'dsl.model', 'GridRow', 'cells'),
 'set_GridRow_separator_195': ('setter', 'dsl.model', 'GridRow', 'separator'),
 'set_GridRow_group_196': ('setter', 'dsl.model', 'GridRow', 'group'),
 'set_GridRow_span_197': ('setter', 'dsl.model', 'GridRow', 'span'),
 'EdgeAction_198': ('class', 'dsl.model', 'EdgeAction'),
 'set_EdgeAction_kind_199': ('setter', 'dsl.model', 'EdgeAction', 'kind'),
 'set_EdgeAction_value_200': ('setter', 'dsl.model', 'EdgeAction', 'value'),
 'set_EdgeAction_span_201': ('setter', 'dsl.model', 'EdgeAction', 'span'),
 'Edge_202': ('class', 'dsl.model', 'Edge'),
 'set_Edge_where_203': ('setter', 'dsl.model', 'Edge', 'where'),
 'set_Edge_bound_204': ('setter', 'dsl.model', 'Edge', 'bound'),
 'set_Edge_actions_205': ('setter', 'dsl.model', 'Edge', 'actions'),
 'set_Edge_clause_206': ('setter', 'dsl.model', 'Edge', 'clause'),
 'set_Edge_span_207': ('setter', 'dsl.model', 'Edge', 'span'),
 'set_Edge_inferred_208': ('setter', 'dsl.model', 'Edge', 'inferred'),
 'set_Edge_inferred_where_209': ('setter', 'dsl.model', 'Edge', 'inferred_where'),
 'set_Edge_inferred_bound_210': ('setter', 'dsl.model', 'Edge', 'inferred_bound'),
 'CellReading_211': ('class', 'dsl.model', 'CellReading'),
 'set_CellReading_row_212': ('setter', 'dsl.model', 'CellReading', 'row'),
 'set_CellReading_column_213': ('setter', 'dsl.model', 'CellReading', 'column'),
 'set_CellReading_text_214': ('setter', 'dsl.model', 'CellReading', 'text'),
 'set_CellReading_span_215': ('setter', 'dsl.model', 'CellReading', 'span'),
 'Table_216': ('class', 'dsl.model', 'Table'),
 'set_Table_id_217': ('setter', 'dsl.model', 'Table', 'id'),
 'set_Table_title_218': ('setter', 'dsl.model', 'Table', 'title'),
 'set_Table_clause_219': ('setter', 'dsl.model', 'Table', 'clause'),
 'set_Table_missing_220': ('setter', 'dsl.model', 'Table', 'missing'),
 'set_Table_missing_text_221': ('setter', 'dsl.model', 'Table', 'missing_text'),
 'set_Table_roll_222': ('setter', 'dsl.model', 'Table', 'roll'),
 'set_Table_rows_kind_223': ('setter', 'dsl.model', 'Table', 'rows_kind'),
 'set_Table_columns_kind_224': ('setter', 'dsl.model', 'Table', 'columns_kind'),
 'set_Table_header_by_225': ('setter', 'dsl.model', 'Table', 'header_by'),
 'set_Table_results_226': ('setter', 'dsl.model', 'Table', 'results'),
 'set_Table_edges_227': ('setter', 'dsl.model', 'Table', 'edges'),
 'set_Table_grid_228': ('setter', 'dsl.model', 'Table', 'grid'),
 'set_Table_footnotes_229': ('setter', 'dsl.model', 'Table', 'footnotes'),
 'set_Table_column_results_230': ('setter', 'dsl.model', 'Table', 'column_results'),
 'set_Table_notes_231': ('setter', 'dsl.model', 'Table', 'notes'),
 'set_Table_refs_232': ('setter', 'dsl.model', 'Table', 'refs'),
 'set_Table_decl_spans_233': ('setter', 'dsl.model', 'Table', 'decl_spans'),
 'set_Table_span_234': ('setter', 'dsl.model', 'Table', 'span'),
 'set_Table_twice_235': ('setter', 'dsl.model', 'Table', 'twice'),
 'set_Table_cell_readings_236': ('setter', 'dsl.model', 'Table', 'cell_readings'),
 'set_Table_columns_label_237': ('setter', 'dsl.model', 'Table', 'columns_label'),
 'FixedField_238': ('class', 'dsl.model', 'FixedField'),
 'set_FixedField_name_239': ('setter', 'dsl.model', 'FixedField', 'name'),
 'set_FixedField_value_240': ('setter', 'dsl.model', 'FixedField', 'value'),
 'set_FixedField_span_241': ('setter', 'dsl.model', 'FixedField', 'span'),
 'Pattern_242': ('class', 'dsl.model', 'Pattern'),
 'set_Pattern_text_243': ('setter', 'dsl.model', 'Pattern', 'text'),
 'set_Pattern_kind_244': ('setter', 'dsl.model', 'Pattern', 'kind'),
 'set_Pattern_meaning_245': ('setter', 'dsl.model', 'Pattern', 'meaning'),
 'set_Pattern_span_246': ('setter', 'dsl.model', 'Pattern', 'span'),
 'set_Pattern_fixed_247': ('setter', 'dsl.model', 'Pattern', 'fixed'),
 'set_Pattern_inferred_248': ('setter', 'dsl.model', 'Pattern', 'inferred'),
 'set_Pattern_inferred_span_249': ('setter', 'dsl.model', 'Pattern', 'inferred_span'),
 'Results_250': ('class', 'dsl.model', 'Results'),
 'set_Results_id_251': ('setter', 'dsl.model', 'Results', 'id'),
 'set_Results_title_252': ('setter', 'dsl.model', 'Results', 'title'),
 'set_Results_clause_253': ('setter', 'dsl.model', 'Results', 'clause'),
 'set_Results_split_254': ('setter', 'dsl.model', 'Results', 'split'),
 'set_Results_patterns_255': ('setter', 'dsl.model', 'Results', 'patterns'),
 'set_Results_blank_256': ('setter', 'dsl.model', 'Results', 'blank'),
 'set_Results_marks_257': ('setter', 'dsl.model', 'Results', 'marks'),
 'set_Results_notes_258': ('setter', 'dsl.model', 'Results', 'notes'),
 'set_Results_twice_259': ('setter', 'dsl.model', 'Results', 'twice'),
 'set_Results_span_260': ('setter', 'dsl.model', 'Results', 'span'),
 'set_Results_split_span_261': ('setter', 'dsl.model', 'Results', 'split_span'),
 'Param_262': ('class', 'dsl.model', 'Param'),
 'set_Param_name_263': ('setter', 'dsl.model', 'Param', 'name'),
 'set_Param_type_264': ('setter', 'dsl.model', 'Param', 'type'),
 'set_Param_span_265': ('setter', 'dsl.model', 'Param', 'span'),
 'set_Param_keys_of_266': ('setter', 'dsl.model', 'Param', 'keys_of'),
 'set_Param_axis_267': ('setter', 'dsl.model', 'Param', 'axis'),
 'set_Param_keys_span_268': ('setter', 'dsl.model', 'Param', 'keys_span'),
 'set_Param_axis_span_269': ('setter', 'dsl.model', 'Param', 'axis_span'),
 'set_Param_dice_270': ('setter', 'dsl.model', 'Param', 'dice'),
 'set_Param_type_span_271': ('setter', 'dsl.model', 'Param', 'type_span'),
 'Reading_272': ('class', 'dsl.model', 'Reading'),
 'set_Reading_text_273': ('setter', 'dsl.model', 'Reading', 'text'),
 'set_Reading_when_274': ('setter', 'dsl.model', 'Reading', 'when'),
 'set_Reading_span_275': ('setter', 'dsl.model', 'Reading', 'span'),
 'Formula_276': ('class', 'dsl.model', 'Formula'),
 'set_Formula_id_277': ('setter', 'dsl.model', 'Formula', 'id'),
 'set_Formula_params_278': ('setter', 'dsl.model', 'Formula', 'params'),
 'set_Formula_body_279': ('setter', 'dsl.model', 'Formula', 'body'),
 'set_Formula_title_280': ('setter', 'dsl.model', 'Formula', 'title'),
 'set_Formula_clause_281': ('setter', 'dsl.model', 'Formula', 'clause'),
 'set_Formula_span_282': ('setter', 'dsl.model', 'Formula', 'span'),
 'set_Formula_returns_283': ('setter', 'dsl.model', 'Formula', 'returns'),
 'set_Formula_wording_284': ('setter', 'dsl.model', 'Formula', 'wording'),
 'set_Formula_inferred_285': ('setter', 'dsl.model', 'Formula', 'inferred'),
 'Effect_286': ('class', 'dsl.model', 'Effect'),
 'set_Effect_kind_287': ('setter', 'dsl.model', 'Effect', 'kind'),
 'set_Effect_amount_288': ('setter', 'dsl.model', 'Effect', 'amount'),
 'set_Effect_constant_289': ('setter', 'dsl.model', 'Effect', 'constant'),
 'set_Effect_sign_290': ('setter', 'dsl.model', 'Effect', 'sign'),
 'set_Effect_side_291': ('setter', 'dsl.model', 'Effect', 'side'),
 'set_Effect_rounding_292': ('setter', 'dsl.model', 'Effect', 'rounding'),
 'set_Effect_cell_293': ('setter', 'dsl.model', 'Effect', 'cell'),
 'set_Effect_span_294': ('setter', 'dsl.model', 'Effect', 'span'),
 'Modifier_295': ('class', 'dsl.model', 'Modifier'),
 'set_Modifier_id_296': ('setter', 'dsl.model', 'Modifier', 'id'),
 'set_Modifier_title_297': ('setter', 'dsl.model', 'Modifier', 'title'),
 'set_Modifier_clause_298': ('setter', 'dsl.model', 'Modifier', 'clause'),
 'set_Modifier_effect_299': ('setter', 'dsl.model', 'Modifier', 'effect'),
 'set_Modifier_when_300': ('setter', 'dsl.model', 'Modifier', 'when'),
 'set_Modifier_unless_301': ('setter', 'dsl.model', 'Modifier', 'unless'),
 'set_Modifier_per_302': ('setter', 'dsl.model', 'Modifier', 'per'),
 'set_Modifier_at_most_303': ('setter', 'dsl.model', 'Modifier', 'at_most'),
 'set_Modifier_on_304': ('setter', 'dsl.model', 'Modifier', 'on'),
 'set_Modifier_notes_305': ('setter', 'dsl.model', 'Modifier', 'notes'),
 'set_Modifier_scenario_306': ('setter', 'dsl.model', 'Modifier', 'scenario'),
 'set_Modifier_wording_307': ('setter', 'dsl.model', 'Modifier', 'wording'),
 'set_Modifier_twice_308': ('setter', 'dsl.model', 'Modifier', 'twice'),
 'set_Modifier_at_most_span_309': ('setter', 'dsl.model', 'Modifier', 'at_most_span'),
 'set_Modifier_on_span_310': ('setter', 'dsl.model', 'Modifier', 'on_span'),
 'set_Modifier_span_311': ('setter', 'dsl.model', 'Modifier', 'span'),
 'set_Modifier_inferred_312': ('setter', 'dsl.model', 'Modifier', 'inferred'),
 'Combine_313': ('class', 'dsl.model', 'Combine'),
 'set_Combine_id_314': ('setter', 'dsl.model', 'Combine', 'id'),
 'set_Combine_mode_315': ('setter', 'dsl.model', 'Combine', 'mode'),
 'set_Combine_members_316': ('setter', 'dsl.model', 'Combine', 'members'),
 'set_Combine_title_317': ('setter', 'dsl.model', 'Combine', 'title'),
 'set_Combine_clause_318': ('setter', 'dsl.model', 'Combine', 'clause'),
 'set_Combine_at_most_319': ('setter', 'dsl.model', 'Combine', 'at_most'),
 'set_Combine_member_spans_320': ('setter', 'dsl.model', 'Combine', 'member_spans'),
 'set_Combine_at_most_span_321': ('setter', 'dsl.model', 'Combine', 'at_most_span'),
 'set_Combine_span_322': ('setter', 'dsl.model', 'Combine', 'span'),
 'Permission_323': ('class', 'dsl.model', 'Permission'),
 'set_Permission_id_324': ('setter', 'dsl.model', 'Permission', 'id'),
 'set_Permission_modal_325': ('setter', 'dsl.model', 'Permission', 'modal'),
 'set_Permission_action_326': ('setter', 'dsl.model', 'Permission', 'action'),
 'set_Permission_title_327': ('setter', 'dsl.model', 'Permission', 'title'),
 'set_Permission_clause_328': ('setter', 'dsl.model', 'Permission', 'clause'),
 'set_Permission_who_329': ('setter', 'dsl.model', 'Permission', 'who'),
 'set_Permission_when_330': ('setter', 'dsl.model', 'Permission', 'when'),
 'set_Permission_unless_331': ('setter', 'dsl.model', 'Permission', 'unless'),
 'set_Permission_notes_332': ('setter', 'dsl.model', 'Permission', 'notes'),
 'set_Permission_scenario_333': ('setter', 'dsl.model', 'Permission', 'scenario'),
 'set_Permission_wording_334': ('setter', 'dsl.model', 'Permission', 'wording'),
 'set_Permission_twice_335': ('setter', 'dsl.model', 'Permission', 'twice'),
 'set_Permission_who_span_336': ('setter', 'dsl.model', 'Permission', 'who_span'),
 'set_Permission_span_337': ('setter', 'dsl.model', 'Permission', 'span'),
 'set_Permission_modal_span_338': ('setter', 'dsl.model', 'Permission', 'modal_span'),
 'set_Permission_inferred_339': ('setter', 'dsl.model', 'Permission', 'inferred'),
 'Rewrite_340': ('class', 'dsl.model', 'Rewrite'),
 'set_Rewrite_field_341': ('setter', 'dsl.model', 'Rewrite', 'field'),
 'set_Rewrite_kind_342': ('setter', 'dsl.model', 'Rewrite', 'kind'),
 'set_Rewrite_pairs_343': ('setter', 'dsl.model', 'Rewrite', 'pairs'),
 'set_Rewrite_span_344': ('setter', 'dsl.model', 'Rewrite', 'span'),
 'set_Rewrite_side_345': ('setter', 'dsl.model', 'Rewrite', 'side'),
 'set_Rewrite_side_span_346': ('setter', 'dsl.model', 'Rewrite', 'side_span'),
 'ExceptionRule_347': ('class', 'dsl.model', 'ExceptionRule'),
 'set_ExceptionRule_id_348': ('setter', 'dsl.model', 'ExceptionRule', 'id'),
 'set_ExceptionRule_title_349': ('setter', 'dsl.model', 'ExceptionRule', 'title'),
 'set_ExceptionRule_clause_350': ('setter', 'dsl.model', 'ExceptionRule', 'clause'),
 'set_ExceptionRule_target_351': ('setter', 'dsl.model', 'ExceptionRule', 'target'),
 'set_ExceptionRule_target_is_clause_352': ('setter', 'dsl.model', 'ExceptionRule',
                                            'target_is_clause'),
 'set_ExceptionRule_when_353': ('setter', 'dsl.model', 'ExceptionRule', 'when'),
 'set_ExceptionRule_unless_354': ('setter', 'dsl.model', 'ExceptionRule', 'unless'),
 'set_ExceptionRule_effect_355': ('setter', 'dsl.model', 'ExceptionRule', 'effect'),
 'set_ExceptionRule_rewrites_356': ('setter', 'dsl.model', 'ExceptionRule', 'rewrites'),
 'set_ExceptionRule_use_357': ('setter', 'dsl.model', 'ExceptionRule', 'use'),
 'set_ExceptionRule_priority_358': ('setter', 'dsl.model', 'ExceptionRule', 'priority'),
 'set_ExceptionRule_says_359': ('setter', 'dsl.model', 'ExceptionRule', 'says'),
 'set_ExceptionRule_scenario_360': ('setter', 'dsl.model', 'ExceptionRule', 'scenario'),
 'set_ExceptionRule_notes_361': ('setter', 'dsl.model', 'ExceptionRule', 'notes'),
 'set_ExceptionRule_target_span_362': ('setter', 'dsl.model', 'ExceptionRule', 'target_span'),
 'set_ExceptionRule_wording_363': ('setter', 'dsl.model', 'ExceptionRule', 'wording'),
 'set_ExceptionRule_twice_364': ('setter', 'dsl.model', 'ExceptionRule', 'twice'),
 'set_ExceptionRule_span_365': ('setter', 'dsl.model', 'ExceptionRule', 'span'),
 'set_ExceptionRule_always_366': ('setter', 'dsl.model', 'ExceptionRule', 'always'),
 'set_ExceptionRule_chooser_367': ('setter', 'dsl.model', 'ExceptionRule', 'chooser'),
 'set_ExceptionRule_chooser_span_368': ('setter', 'dsl.model', 'ExceptionRule', 'chooser_span'),
 'set_ExceptionRule_inferred_369': ('setter', 'dsl.model', 'ExceptionRule', 'inferred'),
 'set_ExceptionRule_effect_span_370': ('setter', 'dsl.model', 'ExceptionRule', 'effect_span'),
 'Step_371': ('class', 'dsl.model', 'Step'),
 'set_Step_kind_372': ('setter', 'dsl.model', 'Step', 'kind'),
 'set_Step_id_373': ('setter', 'dsl.model', 'Step', 'id'),
 'set_Step_title_374': ('setter', 'dsl.model', 'Step', 'title'),
 'set_Step_ref_375': ('setter', 'dsl.model', 'Step', 'ref'),
 'set_Step_who_376': ('setter', 'dsl.model', 'Step', 'who'),
 'set_Step_when_377': ('setter', 'dsl.model', 'Step', 'when'),
 'set_Step_repeat_378': ('setter', 'dsl.model', 'Step', 'repeat'),
 'set_Step_says_379': ('setter', 'dsl.model', 'Step', 'says'),
 'set_Step_notes_380': ('setter', 'dsl.model', 'Step', 'notes'),
 'set_Step_children_381': ('setter', 'dsl.model', 'Step', 'children'),
 'set_Step_wording_382': ('setter', 'dsl.model', 'Step', 'wording'),
 'set_Step_twice_383': ('setter', 'dsl.model', 'Step', 'twice'),
 'set_Step_who_spans_384': ('setter', 'dsl.model', 'Step', 'who_spans'),
 'set_Step_span_385': ('setter', 'dsl.model', 'Step', 'span'),
 'set_Step_inferred_386': ('setter', 'dsl.model', 'Step', 'inferred'),
 'Sequence_387': ('class', 'dsl.model', 'Sequence'),
 'set_Sequence_id_388': ('setter', 'dsl.model', 'Sequence', 'id'),
 'set_Sequence_title_389': ('setter', 'dsl.model', 'Sequence', 'title'),
 'set_Sequence_steps_390': ('setter', 'dsl.model', 'Sequence', 'steps'),
 'set_Sequence_clause_391': ('setter', 'dsl.model', 'Sequence', 'clause'),
 'set_Sequence_notes_392': ('setter', 'dsl.model', 'Sequence', 'notes'),
 'set_Sequence_span_393': ('setter', 'dsl.model', 'Sequence', 'span'),
 'Place_394': ('class', 'dsl.model', 'Place'),
 'set_Place_kind_395': ('setter', 'dsl.model', 'Place', 'kind'),
 'set_Place_value_396': ('setter', 'dsl.model', 'Place', 'value'),
 'set_Place_name_397': ('setter', 'dsl.model', 'Place', 'name'),
 'set_Place_span_398': ('setter', 'dsl.model', 'Place', 'span'),
 'Placement_399': ('class', 'dsl.model', 'Placement'),
 'set_Placement_kind_400': ('setter', 'dsl.model', 'Placement', 'kind'),
 'set_Placement_places_401': ('setter', 'dsl.model', 'Placement', 'places'),
 'set_Placement_radius_402': ('setter', 'dsl.model', 'Placement', 'radius'),
 'set_Placement_text_403': ('setter', 'dsl.model', 'Placement', 'text'),
 'set_Placement_one_of_404': ('setter', 'dsl.model', 'Placement', 'one_of'),
 'Setup_405': ('class', 'dsl.model', 'Setup'),
 'set_Setup_side_406': ('setter', 'dsl.model', 'Setup', 'side'),
 'set_Setup_formation_407': ('setter', 'dsl.model', 'Setup', 'formation'),
 'set_Setup_placement_408': ('setter', 'dsl.model', 'Setup', 'placement'),
 'set_Setup_units_409': ('setter', 'dsl.model', 'Setup', 'units'),
 'set_Setup_span_410': ('setter', 'dsl.model', 'Setup', 'span'),
 'set_Setup_inferred_411': ('setter', 'dsl.model', 'Setup', 'inferred'),
 'Removal_412': ('class', 'dsl.model', 'Removal'),
 'set_Removal_side_413': ('setter', 'dsl.model', 'Removal', 'side'),
 'set_Removal_turn_414': ('setter', 'dsl.model', 'Removal', 'turn'),
 'set_Removal_units_415': ('setter', 'dsl.model', 'Removal', 'units'),
 'set_Removal_destination_416': ('setter', 'dsl.model', 'Removal', 'destination'),
 'set_Removal_remark_417': ('setter', 'dsl.model', 'Removal', 'remark'),
 'set_Removal_span_418': ('setter', 'dsl.model', 'Removal', 'span'),
 'set_Removal_inferred_419': ('setter', 'dsl.model', 'Removal', 'inferred'),
 'set_Removal_relocation_420': ('setter', 'dsl.model', 'Removal', 'relocation'),
 'set_Removal_turn_span_421': ('setter', 'dsl.model', 'Removal', 'turn_span'),
 'Calendar_422': ('class', 'dsl.model', 'Calendar'),
 'set_Calendar_fact_423': ('setter', 'dsl.model', 'Calendar', 'fact'),
 'set_Calendar_by_424': ('setter', 'dsl.model', 'Calendar', 'by'),
 'set_Calendar_values_425': ('setter', 'dsl.model', 'Calendar', 'values'),
 'set_Calendar_value_spans_426': ('setter', 'dsl.model', 'Calendar', 'value_spans'),
 'set_Calendar_span_427': ('setter', 'dsl.model', 'Calendar', 'span'),
 'set_Calendar_by_span_428': ('setter', 'dsl.model', 'Calendar', 'by_span'),
 'TurnAmount_429': ('class', 'dsl.model', 'TurnAmount'),
 'set_TurnAmount_turn_430': ('setter', 'dsl.model', 'TurnAmount', 'turn'),
 'set_TurnAmount_side_431': ('setter', 'dsl.model', 'TurnAmount', 'side'),
 'set_TurnAmount_amount_432': ('setter', 'dsl.model', 'TurnAmount', 'amount'),
 'set_TurnAmount_unit_433': ('setter', 'dsl.model', 'TurnAmount', 'unit'),
 'set_TurnAmount_title_434': ('setter', 'dsl.model', 'TurnAmount', 'title'),
 'set_TurnAmount_span_435': ('setter', 'dsl.model', 'TurnAmount', 'span'),
 'set_TurnAmount_turn_span_436': ('setter', 'dsl.model', 'TurnAmount', 'turn_span'),
 'Reinforcement_437': ('class', 'dsl.model', 'Reinforcement'),
 'set_Reinforcement_side_438': ('setter', 'dsl.model', 'Reinforcement', 'side'),
 'set_Reinforcement_turn_439': ('setter', 'dsl.model', 'Reinforcement', 'turn'),
 'set_Reinforcement_segment_440': ('setter', 'dsl.model', 'Reinforcement', 'segment'),
 'set_Reinforcement_placement_441': ('setter', 'dsl.model', 'Reinforcement', 'placement'),
 'set_Reinforcement_units_442': ('setter', 'dsl.model', 'Reinforcement', 'units'),
 'set_Reinforcement_span_443': ('setter', 'dsl.model', 'Reinforcement', 'span'),
 'set_Reinforcement_inferred_444': ('setter', 'dsl.model', 'Reinforcement', 'inferred'),
 'set_Reinforcement_turn_span_445': ('setter', 'dsl.model', 'Reinforcement', 'turn_span'),
 'Support_446': ('class', 'dsl.model', 'Support'),
 'set_Support_side_447': ('setter', 'dsl.model', 'Support', 'side'),
 'set_Support_first_turn_448': ('setter', 'dsl.model', 'Support', 'first_turn'),
 'set_Support_last_turn_449': ('setter', 'dsl.model', 'Support', 'last_turn'),
 'set_Support_count_450': ('setter', 'dsl.model', 'Support', 'count'),
 'set_Support_kind_451': ('setter', 'dsl.model', 'Support', 'kind'),
 'set_Support_span_452': ('setter', 'dsl.model', 'Support', 'span'),
 'set_Support_inferred_453': ('setter', 'dsl.model', 'Support', 'inferred'),
 'set_Support_turn_span_454': ('setter', 'dsl.model', 'Support', 'turn_span'),
 'Victory_455': ('class', 'dsl.model', 'Victory'),
 'set_Victory_side_456': ('setter', 'dsl.model', 'Victory', 'side'),
 'set_Victory_text_457': ('setter', 'dsl.model', 'Victory', 'text'),
 'set_Victory_span_458': ('setter', 'dsl.model', 'Victory', 'span'),
 'Skip_459': ('class', 'dsl.model', 'Skip'),
 'set_Skip_path_460': ('setter', 'dsl.model', 'Skip', 'path'),
 'set_Skip_when_461': ('setter', 'dsl.model', 'Skip', 'when'),
 'set_Skip_span_462': ('setter', 'dsl.model', 'Skip', 'span'),
 'Scenario_463': ('class', 'dsl.model', 'Scenario'),
 'set_Scenario_id_464': ('setter', 'dsl.model', 'Scenario', 'id'),
 'set_Scenario_title_465': ('setter', 'dsl.model', 'Scenario', 'title'),
 'set_Scenario_clause_466': ('setter', 'dsl.model', 'Scenario', 'clause'),
 'set_Scenario_first_turn_467': ('setter', 'dsl.model', 'Scenario', 'first_turn'),
 'set_Scenario_last_turn_468': ('setter', 'dsl.model', 'Scenario', 'last_turn'),
 'set_Scenario_area_469': ('setter', 'dsl.model', 'Scenario', 'area'),
 'set_Scenario_first_side_470': ('setter', 'dsl.model', 'Scenario', 'first_side'),
 'set_Scenario_setup_order_471': ('setter', 'dsl.model', 'Scenario', 'setup_order'),
 'set_Scenario_starts_472': ('setter', 'dsl.model', 'Scenario', 'starts'),
 'set_Scenario_markers_473': ('setter', 'dsl.model', 'Scenario', 'markers'),
 'set_Scenario_setups_474': ('setter', 'dsl.model', 'Scenario', 'setups'),
 'set_Scenario_supports_475': ('setter', 'dsl.model', 'Scenario', 'supports'),
 'set_Scenario_reinforcements_476': ('setter', 'dsl.model', 'Scenario', 'reinforcements'),
 'set_Scenario_removals_477': ('setter', 'dsl.model', 'Scenario', 'removals'),
 'set_Scenario_amounts_478': ('setter', 'dsl.model', 'Scenario', 'amounts'),
 'set_Scenario_calendars_479': ('setter', 'dsl.model', 'Scenario', 'calendars'),
 'set_Scenario_victories_480': ('setter', 'dsl.model', 'Scenario', 'victories'),
 'set_Scenario_skips_481': ('setter', 'dsl.model', 'Scenario', 'skips'),
 'set_Scenario_options_482': ('setter', 'dsl.model', 'Scenario', 'options'),
 'set_Scenario_all_options_483': ('setter', 'dsl.model', 'Scenario', 'all_options'),
 'set_Scenario_says_484': ('setter', 'dsl.model', 'Scenario', 'says'),
 'set_Scenario_notes_485': ('setter', 'dsl.model', 'Scenario', 'notes'),
 'set_Scenario_side_spans_486': ('setter', 'dsl.model', 'Scenario', 'side_spans'),
 'set_Scenario_turns_span_487': ('setter', 'dsl.model', 'Scenario', 'turns_span'),
 'set_Scenario_first_span_488': ('setter', 'dsl.model', 'Scenario', 'first_span'),
 'set_Scenario_all_options_span_489': ('setter', 'dsl.model', 'Scenario', 'all_options_span'),
 'set_Scenario_unitless_490': ('setter', 'dsl.model', 'Scenario', 'unitless'),
 'set_Scenario_twice_491': ('setter', 'dsl.model', 'Scenario', 'twice'),
 'set_Scenario_span_492': ('setter', 'dsl.model', 'Scenario', 'span'),
 'Example_493': ('class', 'dsl.model', 'Example'),
 'set_Example_title_494': ('setter', 'dsl.model', 'Example', 'title'),
 'set_Example_checks_495': ('setter', 'dsl.model', 'Example', 'checks'),
 'set_Example_clause_496': ('setter', 'dsl.model', 'Example', 'clause'),
 'set_Example_index_497': ('setter', 'dsl.model', 'Example', 'index'),
 'set_Example_scenario_498': ('setter', 'dsl.model', 'Example', 'scenario'),
 'set_Example_span_499': ('setter', 'dsl.model', 'Example', 'span'),
 'set_Example_printed_500': ('setter', 'dsl.model', 'Example', 'printed'),
 'AidItem_501': ('class', 'dsl.model', 'AidItem'),
 'set_AidItem_kind_502': ('setter', 'dsl.model', 'AidItem', 'kind'),
 'set_AidItem_value_503': ('setter', 'dsl.model', 'AidItem', 'value'),
 'set_AidItem_span_504': ('setter', 'dsl.model', 'AidItem', 'span'),
 'Aid_505': ('class', 'dsl.model', 'Aid'),
 'set_Aid_id_506': ('setter', 'dsl.model', 'Aid', 'id'),
 'set_Aid_title_507': ('setter', 'dsl.model', 'Aid', 'title'),
 'set_Aid_size_508': ('setter', 'dsl.model', 'Aid', 'size'),
 'set_Aid_orientation_509': ('setter', 'dsl.model', 'Aid', 'orientation'),
 'set_Aid_items_510': ('setter', 'dsl.model', 'Aid', 'items'),
 'set_Aid_span_511': ('setter', 'dsl.model', 'Aid', 'span'),
 'set_Aid_twice_512': ('setter', 'dsl.model', 'Aid', 'twice'),
 'set_Aid_size_span_513': ('setter', 'dsl.model', 'Aid', 'size_span'),
 'set_Aid_orientation_span_514': ('setter', 'dsl.model', 'Aid', 'orientation_span'),
 'Book_515': ('class', 'dsl.model', 'Book'),
 'set_Book_header_516': ('setter', 'dsl.model', 'Book', 'header'),
 'set_Book_clauses_517': ('setter', 'dsl.model', 'Book', 'clauses'),
 'set_Book_terms_518': ('setter', 'dsl.model', 'Book', 'terms'),
 'set_Book_enums_519': ('setter', 'dsl.model', 'Book', 'enums'),
 'set_Book_facts_520': ('setter', 'dsl.model', 'Book', 'facts'),
 'set_Book_constants_521': ('setter', 'dsl.model', 'Book', 'constants'),
 'set_Book_tables_522': ('setter', 'dsl.model', 'Book', 'tables'),
 'set_Book_results_523': ('setter', 'dsl.model', 'Book', 'results'),
 'set_Book_records_524': ('setter', 'dsl.model', 'Book', 'records'),
 'set_Book_formulas_525': ('setter', 'dsl.model', 'Book', 'formulas'),
 'set_Book_modifiers_526': ('setter', 'dsl.model', 'Book', 'modifiers'),
 'set_Book_combines_527': ('setter', 'dsl.model', 'Book', 'combines'),
 'set_Book_permissions_528': ('setter', 'dsl.model', 'Book', 'permissions'),
 'set_Book_exceptions_529': ('setter', 'dsl.model', 'Book', 'exceptions'),
 'set_Book_sequences_530': ('setter', 'dsl.model', 'Book', 'sequences'),
 'set_Book_scenarios_531': ('setter', 'dsl.model', 'Book', 'scenarios'),
 'set_Book_examples_532': ('setter', 'dsl.model', 'Book', 'examples'),
 'set_Book_aids_533': ('setter', 'dsl.model', 'Book', 'aids'),
 'set_Book_cited_534': ('setter', 'dsl.model', 'Book', 'cited'),
 'set_Book_owned_535': ('setter', 'dsl.model', 'Book', 'owned'),
 'set_Book_files_536': ('setter', 'dsl.model', 'Book', 'files'),
 'Witness_537': ('class', 'dsl.diagnostics', 'Witness'),
 'set_Witness_values_538': ('setter', 'dsl.diagnostics', 'Witness', 'values'),
 'set_Witness_possibly_539': ('setter', 'dsl.diagnostics', 'Witness', 'possibly'),
 'set_Witness_lookup_540': ('setter', 'dsl.diagnostics', 'Witness', 'lookup'),
 'set_Witness_example_541': ('setter', 'dsl.diagnostics', 'Witness', 'example'),
 'set_Witness_clause_542': ('setter', 'dsl.diagnostics', 'Witness', 'clause'),
 'Diagnostic_543': ('class', 'dsl.diagnostics', 'Diagnostic'),
 'set_Diagnostic_code_544': ('setter', 'dsl.diagnostics', 'Diagnostic', 'code'),
 'set_Diagnostic_message_545': ('setter', 'dsl.diagnostics', 'Diagnostic', 'message'),
 'set_Diagnostic_span_546': ('setter', 'dsl.diagnostics', 'Diagnostic', 'span'),
 'set_Diagnostic_hint_547': ('setter', 'dsl.diagnostics', 'Diagnostic', 'hint'),
 'set_Diagnostic_severity_548': ('setter', 'dsl.diagnostics', 'Diagnostic', 'severity'),
 'set_Diagnostic_witness_549': ('setter', 'dsl.diagnostics', 'Diagnostic', 'witness'),
 'FileModel_550': ('class', 'dsl.builder', 'FileModel'),
 'set_FileModel_headers_551': ('setter', 'dsl.builder', 'FileModel', 'headers'),
 'set_FileModel_clauses_552': ('setter', 'dsl.builder', 'FileModel', 'clauses'),
 'set_FileModel_terms_553': ('setter', 'dsl.builder', 'FileModel', 'terms'),
 'set_FileModel_enums_554': ('setter', 'dsl.builder', 'FileModel', 'enums'),
 'set_FileModel_facts_555': ('setter', 'dsl.builder', 'FileModel', 'facts'),
 'set_FileModel_constants_556': ('setter', 'dsl.builder', 'FileModel', 'constants'),
 'set_FileModel_tables_557': ('setter', 'dsl.builder', 'FileModel', 'tables'),
 'set_FileModel_results_558': ('setter', 'dsl.builder', 'FileModel', 'results'),
 'set_FileModel_records_559': ('setter', 'dsl.builder', 'FileModel', 'records'),
 'set_FileModel_formulas_560': ('setter', 'dsl.builder', 'FileModel', 'formulas'),
 'set_FileModel_modifiers_561': ('setter', 'dsl.builder', 'FileModel', 'modifiers'),
 'set_FileModel_combines_562': ('setter', 'dsl.builder', 'FileModel', 'combines'),
 'set_FileModel_permissions_563': ('setter', 'dsl.builder', 'FileModel', 'permissions'),
 'set_FileModel_exceptions_564': ('setter', 'dsl.builder', 'FileModel', 'exceptions'),
 'set_FileModel_sequences_565': ('setter', 'dsl.builder', 'FileModel', 'sequences'),
 'set_FileModel_scenarios_566': ('setter', 'dsl.builder', 'FileModel', 'scenarios'),
 'set_FileModel_examples_567': ('setter', 'dsl.builder', 'FileModel', 'examples'),
 'set_FileModel_aids_568': ('setter', 'dsl.builder', 'FileModel', 'aids'),
 'set_FileModel_cited_569': ('setter', 'dsl.builder', 'FileModel', 'cited'),
 'set_FileModel_owned_570': ('setter', 'dsl.builder', 'FileModel', 'owned'),
 'set_FileModel_diagnostics_571': ('setter', 'dsl.builder', 'FileModel', 'diagnostics')}
NAMES = ('D0', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10', 'D11', 'D12', 'D13', 'D14',
 'D16', 'D17', 'D18', 'D19', 'D20', 'D21', 'D22', 'D23', 'D24', 'D25', 'D26', 'D29', 'D30', 'D31',
 'D32', 'D33', 'D34', 'D35', 'D36', 'D37', 'D38', 'D39', 'D40', 'D41', 'D42', 'D43', 'D44', 'D45',
 'D46', 'D47', 'D48', 'D49', 'D50', 'D51', 'D53', 'D54', 'D55', 'D56', 'D57', 'D58', 'D59', 'D60',
 'D61', 'D62', 'D63', 'D64', 'D65', 'D66', 'D67', 'D68', 'D72', 'D73', 'D74', 'D75', 'D77', 'D78',
 'D79')
UNIONS = ()
SCHEMA = ((('class', 'dsl.model', 'Num', True, True, (('value', 1), ('span', 2))), ('any',), ('span',),
  ('class', 'dsl.model', 'RatioLit', True, True, (('attack', 4), ('defense', 4), ('span', 2))),
  ('plain', ('int',)),
  ('class', 'dsl.model', 'DiceLit', True, True, (('count', 4), ('sides', 4), ('span', 2))),
  ('class', 'dsl.model', 'Text', True, True, (('value', 7), ('span', 2))), ('plain', ('str',)),
  ('class', 'dsl.model', 'Bool', True, True, (('value', 9), ('span', 2))), ('plain', ('bool',)),
  ('class', 'dsl.model', 'NoneLit', True, True, (('span', 2),)),
  ('class', 'dsl.model', 'Name', True, True, (('name', 7), ('span', 2))),
  ('class', 'dsl.model', 'Arg', False, True, (('name', 13), ('value', 14), ('span', 2))),
  ('plain', ('NoneType', 'str')), ('union',),
  ('class', 'dsl.model', 'Call', True, True, (('func', 7), ('args', 16), ('span', 2))),
  ('tuple_of', 12),
  ('class', 'dsl.model', 'MethodCall', True, True,
   (('target', 14), ('method', 7), ('args', 16), ('span', 2))),
  ('class', 'dsl.model', 'FieldOf', True, True, (('target', 14), ('name', 7), ('span', 2))),
  ('class', 'dsl.model', 'BinOp', True, True,
   (('op', 7), ('left', 14), ('right', 14), ('span', 2))),
  ('class', 'dsl.model', 'Compare', True, True,
   (('op', 7), ('left', 14), ('right', 14), ('span', 2))),
  ('class', 'dsl.model', 'Is', True, True,
   (('left', 14), ('value', 14), ('negate', 9), ('span', 2))),
  ('class', 'dsl.model', 'In', True, True,
   (('left', 14), ('options', 23), ('negate', 9), ('span', 2), ('over', 24))),
  ('tuple_of', 14), ('optional', 11),
  ('class', 'dsl.model', 'Not', True, True, (('operand', 14), ('span', 2))),
  ('class', 'dsl.model', 'Logic', True, True, (('op', 7), ('operands', 23), ('span', 2))),
  ('class', 'dsl.model', 'If', True, True,
   (('condition', 14), ('then', 14), ('otherwise', 14), ('span', 2))),
  ('class', 'dsl.model', 'Neg', True, True, (('operand', 14), ('span', 2))),
  ('class', 'dsl.model', 'Aggregate', True, True,
   (('op', 7), ('body', 14), ('var', 7), ('source', 14), ('where', 30), ('op_span', 2),
    ('var_span', 2), ('span', 2))),
  ('optional', 14), ('class', 'dsl.model', 'ListLit', True, True, (('items', 23), ('span', 2))),
  ('class', 'dsl.model', 'Note', False, True, (('kind', 7), ('text', 7), ('span', 2))),
  ('class', 'dsl.model', 'Ref', False, True, (('target', 7), ('span', 2))),
  ('class', 'dsl.model', 'SideDecl', False, True,
   (('id', 7), ('title', 7), ('neutral', 9), ('span', 2))),
  ('class', 'dsl.model', 'External', False, True,
   (('id', 7), ('title', 7), ('first', 4), ('last', 4), ('span', 2), ('covers_span', 2))),
  ('class', 'dsl.model', 'BookHeader', False, True,
   (('id', 7), ('title', 7), ('series', 7), ('source', 7), ('scale', 7), ('turn', 7),
    ('credits', 37), ('sides', 39), ('dice', 40), ('externals', 41), ('notes', 42), ('span', 2),
    ('twice', 43), ('turn_span', 45))),
  ('tuple_of', 38), ('fixed', (7, 7)), ('tuple_of', 34), ('tuple_of', 7), ('tuple_of', 35),
  ('tuple_of', 32), ('tuple_of', 44), ('fixed', (7, 2)), ('optional', 2),
  ('class', 'dsl.model', 'Clause', False, True,
   (('id', 7), ('title', 7), ('says', 7), ('parent', 13), ('optional', 9), ('tags', 37),
    ('refs', 47), ('notes', 42), ('file', 7), ('end_line', 4), ('twice', 43), ('span', 2))),
  ('tuple_of', 33),
  ('class', 'dsl.model', 'Term', False, True,
   (('id', 7), ('title', 7), ('says', 7), ('clause', 13), ('refs', 47), ('span', 2))),
  ('class', 'dsl.model', 'EnumValue', False, True, (('id', 7), ('title', 7), ('span', 2))),
  ('class', 'dsl.model', 'Enum', False, True,
   (('id', 7), ('title', 7), ('values', 51), ('clause', 13), ('span', 2))),
  ('tuple_of', 49),
  ('class', 'dsl.model', 'Fact', False, True,
   (('id', 7), ('type', 7), ('title', 7), ('clause', 13), ('default', 30), ('type_span', 2),
    ('span', 2), ('at_most', 53), ('at_most_span', 45))),
  ('plain', ('NoneType', 'int', 'str')),
  ('class', 'dsl.model', 'RecordField', False, True,
   (('name', 7), ('type', 7), ('title', 7), ('default', 30), ('type_span', 2), ('span', 2))),
  ('class', 'dsl.model', 'Record', False, True,
   (('id', 7), ('title', 7), ('fields', 56), ('clause', 13), ('span', 2))),
  ('tuple_of', 54),
  ('class', 'dsl.model', 'Constant', False, True,
   (('id', 7), ('value', 58), ('printed', 7), ('unit', 7), ('title', 7), ('clause', 13),
    ('span', 2))),
  ('any',), ('class', 'dsl.model', 'Cell', False, True, (('text', 7), ('marks', 40), ('span', 2))),
  ('class', 'dsl.model', 'GridRow', False, True,
   (('cells', 61), ('separator', 9), ('group', 7), ('span', 2))),
  ('tuple_of', 59),
  ('class', 'dsl.model', 'EdgeAction', False, True, (('kind', 7), ('value', 58), ('span', 2))),
  ('class', 'dsl.model', 'Edge', False, True,
   (('where', 7), ('bound', 64), ('actions', 65), ('clause', 13), ('span', 2), ('inferred', 13),
    ('inferred_where', 7), ('inferred_bound', 64))),
  ('plain', ('NoneType', 'int')), ('tuple_of', 62),
  ('class', 'dsl.model', 'CellReading', False, True,
   (('row', 7), ('column', 7), ('text', 7), ('span', 2))),
  ('class', 'dsl.model', 'Table', False, True,
   (('id', 7), ('title', 7), ('clause', 13), ('missing', 9), ('missing_text', 7), ('roll', 7),
    ('rows_kind', 7), ('columns_kind', 7), ('header_by', 7), ('results', 7), ('edges', 68),
    ('grid', 69), ('footnotes', 37), ('column_results', 37), ('notes', 42), ('refs', 47),
    ('decl_spans', 43), ('span', 2), ('twice', 43), ('cell_readings', 70), ('columns_label', 7))),
  ('tuple_of', 63), ('tuple_of', 60), ('tuple_of', 66),
  ('class', 'dsl.model', 'FixedField', False, True, (('name', 7), ('value', 7), ('span', 2))),
  ('class', 'dsl.model', 'Pattern', False, True,
   (('text', 7), ('kind', 7), ('meaning', 7), ('span', 2), ('fixed', 73), ('inferred', 13),
    ('inferred_span', 2))),
  ('tuple_of', 71),
  ('class', 'dsl.model', 'Results', False, True,
   (('id', 7), ('title', 7), ('clause', 13), ('split', 7), ('patterns', 75), ('blank', 76),
    ('marks', 37), ('notes', 42), ('twice', 43), ('span', 2), ('split_span', 45))),
  ('tuple_of', 72), ('optional', 72),
  ('class', 'dsl.model', 'Param', False, True,
   (('name', 7), ('type', 7), ('span', 2), ('keys_of', 7), ('axis', 7), ('keys_span', 2),
    ('axis_span', 2), ('dice', 7), ('type_span', 2))),
  ('class', 'dsl.model', 'Reading', False, True, (('text', 7), ('when', 30), ('span', 2))),
  ('class', 'dsl.model', 'Formula', False, True,
   (('id', 7), ('params', 80), ('body', 14), ('title', 7), ('clause', 13), ('span', 2),
    ('returns', 7), ('wording', 7), ('inferred', 81))),
  ('tuple_of', 77), ('optional', 78),
  ('class', 'dsl.model', 'Effect', False, True,
   (('kind', 7), ('amount', 58), ('constant', 7), ('sign', 4), ('side', 7), ('rounding', 7),
    ('cell', 30), ('span', 2))),
  ('class', 'dsl.model', 'Modifier', False, True,
   (('id', 7), ('title', 7), ('clause', 13), ('effect', 84), ('when', 30), ('unless', 30),
    ('per', 30), ('at_most', 53), ('on', 7), ('notes', 42), ('scenario', 7), ('wording', 37),
    ('twice', 43), ('at_most_span', 45), ('on_span', 45), ('span', 2), ('inferred', 81))),
  ('optional', 82),
  ('class', 'dsl.model', 'Combine', False, True,
   (('id', 7), ('mode', 7), ('members', 40), ('title', 7), ('clause', 13), ('at_most', 53),
    ('member_spans', 86), ('at_most_span', 45), ('span', 2))),
  ('tuple_of', 2),
  ('class', 'dsl.model', 'Permission', False, True,
   (('id', 7), ('modal', 7), ('action', 7), ('title', 7), ('clause', 13), ('who', 7), ('when', 30),
    ('unless', 30), ('notes', 42), ('scenario', 7), ('wording', 37), ('twice', 43),
    ('who_span', 45), ('span', 2), ('modal_span', 45), ('inferred', 81))),
  ('class', 'dsl.model', 'Rewrite', False, True,
   (('field', 7), ('kind', 7), ('pairs', 37), ('span', 2), ('side', 7), ('side_span', 2))),
  ('class', 'dsl.model', 'ExceptionRule', False, True,
   (('id', 7), ('title', 7), ('clause', 13), ('target', 7), ('target_is_clause', 9), ('when', 30),
    ('unless', 30), ('effect', 7), ('rewrites', 90), ('use', 30), ('priority', 4), ('says', 7),
    ('scenario', 7), ('notes', 42), ('target_span', 2), ('wording', 37), ('twice', 43), ('span', 2),
    ('always', 9), ('chooser', 7), ('chooser_span', 2), ('inferred', 81), ('effect_span', 45))),
  ('tuple_of', 88),
  ('class', 'dsl.model', 'Step', False, True,
   (('kind', 7), ('id', 7), ('title', 7), ('ref', 92), ('who', 40), ('when', 30), ('repeat', 7),
    ('says', 7), ('notes', 42), ('children', 93), ('wording', 37), ('twice', 43), ('who_spans', 86),
    ('span', 2), ('inferred', 13))),
  ('optional', 33), ('tuple_of', 91),
  ('class', 'dsl.model', 'Sequence', False, True,
   (('id', 7), ('title', 7), ('steps', 93), ('clause', 13), ('notes', 42), ('span', 2))),
  ('class', 'dsl.model', 'Place', False, True,
   (('kind', 7), ('value', 7), ('name', 7), ('span', 2))),
  ('class', 'dsl.model', 'Placement', False, True,
   (('kind', 7), ('places', 97), ('radius', 4), ('text', 7), ('one_of', 9))),
  ('tuple_of', 95),
  ('class', 'dsl.model', 'Setup', False, True,
   (('side', 7), ('formation', 7), ('placement', 96), ('units', 7), ('span', 2), ('inferred', 13))),
  ('class', 'dsl.model', 'Removal', False, True,
   (('side', 7), ('turn', 4), ('units', 7), ('destination', 7), ('remark', 7), ('span', 2),
    ('inferred', 13), ('relocation', 9), ('turn_span', 45))),
  ('class', 'dsl.model', 'Calendar', False, True,
   (('fact', 7), ('by', 7), ('values', 40), ('value_spans', 86), ('span', 2), ('by_span', 2))),
  ('class', 'dsl.model', 'TurnAmount', False, True,
   (('turn', 4), ('side', 7), ('amount', 58), ('unit', 7), ('title', 7), ('span', 2),
    ('turn_span', 45))),
  ('class', 'dsl.model', 'Reinforcement', False, True,
   (('side', 7), ('turn', 4), ('segment', 64), ('placement', 96), ('units', 7), ('span', 2),
    ('inferred', 13), ('turn_span', 45))),
  ('class', 'dsl.model', 'Support', False, True,
   (('side', 7), ('first_turn', 4), ('last_turn', 4), ('count', 4), ('kind', 7), ('span', 2),
    ('inferred', 13), ('turn_span', 45))),
  ('class', 'dsl.model', 'Victory', False, True, (('side', 7), ('text', 7), ('span', 2))),
  ('class', 'dsl.model', 'Skip', False, True, (('path', 40), ('when', 30), ('span', 2))),
  ('class', 'dsl.model', 'Scenario', False, True,
   (('id', 7), ('title', 7), ('clause', 13), ('first_turn', 64), ('last_turn', 64), ('area', 7),
    ('first_side', 7), ('setup_order', 40), ('starts', 107), ('markers', 109), ('setups', 111),
    ('supports', 112), ('reinforcements', 113), ('removals', 114), ('amounts', 115),
    ('calendars', 116), ('victories', 117), ('skips', 118), ('options', 47), ('all_options', 9),
    ('says', 7), ('notes', 42), ('side_spans', 43), ('turns_span', 45), ('first_span', 45),
    ('all_options_span', 45), ('unitless', 119), ('twice', 43), ('span', 2))),
  ('tuple_of', 108), ('fixed', (7, 58, 7, 7)), ('tuple_of', 110), ('fixed', (7, 7, 7)),
  ('tuple_of', 98), ('tuple_of', 103), ('tuple_of', 102), ('tuple_of', 99), ('tuple_of', 101),
  ('tuple_of', 100), ('tuple_of', 104), ('tuple_of', 105), ('tuple_of', 120), ('fixed', (7, 7, 2)),
  ('class', 'dsl.model', 'Example', False, True,
   (('title', 7), ('checks', 23), ('clause', 13), ('index', 4), ('scenario', 7), ('span', 2),
    ('printed', 9))),
  ('class', 'dsl.model', 'AidItem', False, True, (('kind', 7), ('value', 7), ('span', 2))),
  ('class', 'dsl.model', 'Aid', False, True,
   (('id', 7), ('title', 7), ('size', 7), ('orientation', 7), ('items', 124), ('span', 2),
    ('twice', 43), ('size_span', 45), ('orientation_span', 45))),
  ('tuple_of', 122),
  ('class', 'dsl.model', 'Book', False, True,
   (('header', 36), ('clauses', 126), ('terms', 127), ('enums', 128), ('facts', 129),
    ('constants', 130), ('tables', 131), ('results', 132), ('records', 133), ('formulas', 134),
    ('modifiers', 135), ('combines', 136), ('permissions', 137), ('exceptions', 138),
    ('sequences', 139), ('scenarios', 140), ('examples', 141), ('aids', 142), ('cited', 143),
    ('owned', 47), ('files', 40))),
  ('tuple_of', 46), ('tuple_of', 48), ('tuple_of', 50), ('tuple_of', 52), ('tuple_of', 57),
  ('tuple_of', 67), ('tuple_of', 74), ('tuple_of', 55), ('tuple_of', 79), ('tuple_of', 83),
  ('tuple_of', 85), ('tuple_of', 87), ('tuple_of', 89), ('tuple_of', 94), ('tuple_of', 106),
  ('tuple_of', 121), ('tuple_of', 123), ('tuple_of', 144), ('fixed', (13, 33)),
  ('class', 'dsl.diagnostics', 'Witness', False, True,
   (('values', 37), ('possibly', 9), ('lookup', 7), ('example', 7), ('clause', 7))),
  ('class', 'dsl.diagnostics', 'Diagnostic', False, True,
   (('code', 7), ('message', 7), ('span', 45), ('hint', 7), ('severity', 7), ('witness', 147))),
  ('optional', 145),
  ('class', 'dsl.builder', 'FileModel', False, True,
   (('headers', 149), ('clauses', 126), ('terms', 127), ('enums', 128), ('facts', 129),
    ('constants', 130), ('tables', 131), ('results', 132), ('records', 133), ('formulas', 134),
    ('modifiers', 135), ('combines', 136), ('permissions', 137), ('exceptions', 138),
    ('sequences', 139), ('scenarios', 140), ('examples', 141), ('aids', 142), ('cited', 143),
    ('owned', 47), ('diagnostics', 150))),
  ('tuple_of', 36), ('tuple_of', 146)),
 (0, 3, 5, 6, 8, 10, 11, 12, 15, 17, 18, 19, 20, 21, 22, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 36,
  46, 48, 49, 50, 52, 54, 55, 57, 59, 60, 62, 63, 66, 67, 71, 72, 74, 77, 78, 79, 82, 83, 85, 87,
  88, 89, 91, 94, 95, 96, 98, 99, 100, 101, 102, 103, 104, 105, 106, 121, 122, 123, 125, 145, 146,
  148))


def D0(v):
    tag, f0, f1 = v
    o = NEW(Num_7)
    set_Num_value_8(o, _t1 if (_t1 := f0).__class__ in SCALARS else ANY(_t1))
    set_Num_span_9(o, S[f1])
    return o

def D1(v):
    tag, f0, f1, f2 = v
    o = NEW(RatioLit_10)
    set_RatioLit_attack_11(o, f0)
    set_RatioLit_defense_12(o, f1)
    set_RatioLit_span_13(o, S[f2])
    return o

def D2(v):
    tag, f0, f1, f2 = v
    o = NEW(DiceLit_14)
    set_DiceLit_count_15(o, f0)
    set_DiceLit_sides_16(o, f1)
    set_DiceLit_span_17(o, S[f2])
    return o

def D3(v):
    tag, f0, f1 = v
    o = NEW(Text_18)
    set_Text_value_19(o, f0)
    set_Text_span_20(o, S[f1])
    return o

def D4(v):
    tag, f0, f1 = v
    o = NEW(Bool_21)
    set_Bool_value_22(o, f0)
    set_Bool_span_23(o, S[f1])
    return o

def D5(v):
    tag, f0 = v
    o = NEW(NoneLit_24)
    set_NoneLit_span_25(o, S[f0])
    return o

def D6(v):
    tag, f0, f1 = v
    o = NEW(Name_26)
    set_Name_name_27(o, f0)
    set_Name_span_28(o, S[f1])
    return o

def D7(v):
    f0, f1, f2 = v
    o = NEW(Arg_29)
    set_Arg_name_30(o, f0)
    set_Arg_value_31(o, TAGGED_DEC[(_t2 := f1)[0]](_t2))
    set_Arg_span_32(o, S[f2])
    return o

def D8(v):
    tag, f0, f1, f2 = v
    o = NEW(Call_33)
    set_Call_func_34(o, f0)
    set_Call_args_35(o, tuple(map(D7, _t3)) if (_t3 := f1) else ())
    set_Call_span_36(o, S[f2])
    return o

def D9(v):
    tag, f0, f1, f2, f3 = v
    o = NEW(MethodCall_37)
    set_MethodCall_target_38(o, TAGGED_DEC[(_t4 := f0)[0]](_t4))
    set_MethodCall_method_39(o, f1)
    set_MethodCall_args_40(o, tuple(map(D7, _t5)) if (_t5 := f2) else ())
    set_MethodCall_span_41(o, S[f3])
    return o

def D10(v):
    tag, f0, f1, f2 = v
    o = NEW(FieldOf_42)
    set_FieldOf_target_43(o, TAGGED_DEC[(_t6 := f0)[0]](_t6))
    set_FieldOf_name_44(o, f1)
    set_FieldOf_span_45(o, S[f2])
    return o

def D11(v):
    tag, f0, f1, f2, f3 = v
    o = NEW(BinOp_46)
    set_BinOp_op_47(o, f0)
    set_BinOp_left_48(o, TAGGED_DEC[(_t7 := f1)[0]](_t7))
    set_BinOp_right_49(o, TAGGED_DEC[(_t8 := f2)[0]](_t8))
    set_BinOp_span_50(o, S[f3])
    return o

def D12(v):
    tag, f0, f1, f2, f3 = v
    o = NEW(Compare_51)
    set_Compare_op_52(o, f0)
    set_Compare_left_53(o, TAGGED_DEC[(_t9 := f1)[0]](_t9))
    set_Compare_right_54(o, TAGGED_DEC[(_t10 := f2)[0]](_t10))
    set_Compare_span_55(o, S[f3])
    return o

def D13(v):
    tag, f0, f1, f2, f3 = v
    o = NEW(Is_56)
    set_Is_left_57(o, TAGGED_DEC[(_t11 := f0)[0]](_t11))
    set_Is_value_58(o, TAGGED_DEC[(_t12 := f1)[0]](_t12))
    set_Is_negate_59(o, f2)
    set_Is_span_60(o, S[f3])
    return o

def D15(v):
    return TAGGED_DEC[(_t15 := v)[0]](_t15)

def D14(v):
    tag, f0, f1, f2, f3, f4 = v
    o = NEW(In_61)
    set_In_left_62(o, TAGGED_DEC[(_t13 := f0)[0]](_t13))
    set_In_options_63(o, tuple(map(D15, _t14)) if (_t14 := f1) else ())
    set_In_negate_64(o, f2)
    set_In_span_65(o, S[f3])
    set_In_over_66(o, None if (_t16 := f4) is None else D6(_t16))
    return o

def D16(v):
    tag, f0, f1 = v
    o = NEW(Not_67)
    set_Not_operand_68(o, TAGGED_DEC[(_t17 := f0)[0]](_t17))
    set_Not_span_69(o, S[f1])
    return o

def D17(v):
    tag, f0, f1, f2 = v
    o = NEW(Logic_70)
    set_Logic_op_71(o, f0)
    set_Logic_operands_72(o, tuple(map(D15, _t18)) if (_t18 := f1) else ())
    set_Logic_span_73(o, S[f2])
    return o

def D18(v):
    tag, f0, f1, f2, f3 = v
    o = NEW(If_74)
    set_If_condition_75(o, TAGGED_DEC[(_t19 := f0)[0]](_t19))
    set_If_then_76(o, TAGGED_DEC[(_t20 := f1)[0]](_t20))
    set_If_otherwise_77(o, TAGGED_DEC[(_t21 := f2)[0]](_t21))
    set_If_span_78(o, S[f3])
    return o

def D19(v):
    tag, f0, f1 = v
    o = NEW(Neg_79)
    set_Neg_operand_80(o, TAGGED_DEC[(_t22 := f0)[0]](_t22))
    set_Neg_span_81(o, S[f1])
    return o

def D20(v):
    tag, f0, f1, f2, f3, f4, f5, f6, f7 = v
    o = NEW(Aggregate_82)
    set_Aggregate_op_83(o, f0)
    set_Aggregate_body_84(o, TAGGED_DEC[(_t23 := f1)[0]](_t23))
    set_Aggregate_var_85(o, f2)
    set_Aggregate_source_86(o, TAGGED_DEC[(_t24 := f3)[0]](_t24))
    set_Aggregate_where_87(o, None if (_t25 := f4) is None else TAGGED_DEC[(_t26 := _t25)[0]](_t26))
    set_Aggregate_op_span_88(o, S[f5])
    set_Aggregate_var_span_89(o, S[f6])
    set_Aggregate_span_90(o, S[f7])
    return o

def D21(v):
    tag, f0, f1 = v
    o = NEW(ListLit_91)
    set_ListLit_items_92(o, tuple(map(D15, _t27)) if (_t27 := f0) else ())
    set_ListLit_span_93(o, S[f1])
    return o

def D22(v):
    f0, f1, f2 = v
    o = NEW(Note_94)
    set_Note_kind_95(o, f0)
    set_Note_text_96(o, f1)
    set_Note_span_97(o, S[f2])
    return o

def D23(v):
    f0, f1 = v
    o = NEW(Ref_98)
    set_Ref_target_99(o, f0)
    set_Ref_span_100(o, S[f1])
    return o

def D24(v):
    f0, f1, f2, f3 = v
    o = NEW(SideDecl_101)
    set_SideDecl_id_102(o, f0)
    set_SideDecl_title_103(o, f1)
    set_SideDecl_neutral_104(o, f2)
    set_SideDecl_span_105(o, S[f3])
    return o

def D25(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(External_106)
    set_External_id_107(o, f0)
    set_External_title_108(o, f1)
    set_External_first_109(o, f2)
    set_External_last_110(o, f3)
    set_External_span_111(o, S[f4])
    set_External_covers_span_112(o, S[f5])
    return o

def D27(v):
    return ((_t29 := v), (_t29[0], _t29[1]))[1]

def D28(v):
    return ((_t35 := v), (_t35[0], S[_t35[1]]))[1]

def D26(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13 = v
    o = NEW(BookHeader_113)
    set_BookHeader_id_114(o, f0)
    set_BookHeader_title_115(o, f1)
    set_BookHeader_series_116(o, f2)
    set_BookHeader_source_117(o, f3)
    set_BookHeader_scale_118(o, f4)
    set_BookHeader_turn_119(o, f5)
    set_BookHeader_credits_120(o, tuple(map(D27, _t28)) if (_t28 := f6) else ())
    set_BookHeader_sides_121(o, tuple(map(D24, _t30)) if (_t30 := f7) else ())
    set_BookHeader_dice_122(o, tuple(_t31) if (_t31 := f8) else ())
    set_BookHeader_externals_123(o, tuple(map(D25, _t32)) if (_t32 := f9) else ())
    set_BookHeader_notes_124(o, tuple(map(D22, _t33)) if (_t33 := f10) else ())
    set_BookHeader_span_125(o, S[f11])
    set_BookHeader_twice_126(o, tuple(map(D28, _t34)) if (_t34 := f12) else ())
    set_BookHeader_turn_span_127(o, None if (_t36 := f13) is None else S[_t36])
    return o

def D29(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11 = v
    o = NEW(Clause_128)
    set_Clause_id_129(o, f0)
    set_Clause_title_130(o, f1)
    set_Clause_says_131(o, f2)
    set_Clause_parent_132(o, f3)
    set_Clause_optional_133(o, f4)
    set_Clause_tags_134(o, tuple(map(D27, _t37)) if (_t37 := f5) else ())
    set_Clause_refs_135(o, tuple(map(D23, _t38)) if (_t38 := f6) else ())
    set_Clause_notes_136(o, tuple(map(D22, _t39)) if (_t39 := f7) else ())
    set_Clause_file_137(o, f8)
    set_Clause_end_line_138(o, f9)
    set_Clause_twice_139(o, tuple(map(D28, _t40)) if (_t40 := f10) else ())
    set_Clause_span_140(o, S[f11])
    return o

def D30(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(Term_141)
    set_Term_id_142(o, f0)
    set_Term_title_143(o, f1)
    set_Term_says_144(o, f2)
    set_Term_clause_145(o, f3)
    set_Term_refs_146(o, tuple(map(D23, _t41)) if (_t41 := f4) else ())
    set_Term_span_147(o, S[f5])
    return o

def D31(v):
    f0, f1, f2 = v
    o = NEW(EnumValue_148)
    set_EnumValue_id_149(o, f0)
    set_EnumValue_title_150(o, f1)
    set_EnumValue_span_151(o, S[f2])
    return o

def D32(v):
    f0, f1, f2, f3, f4 = v
    o = NEW(Enum_152)
    set_Enum_id_153(o, f0)
    set_Enum_title_154(o, f1)
    set_Enum_values_155(o, tuple(map(D31, _t42)) if (_t42 := f2) else ())
    set_Enum_clause_156(o, f3)
    set_Enum_span_157(o, S[f4])
    return o

def D33(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8 = v
    o = NEW(Fact_158)
    set_Fact_id_159(o, f0)
    set_Fact_type_160(o, f1)
    set_Fact_title_161(o, f2)
    set_Fact_clause_162(o, f3)
    set_Fact_default_163(o, None if (_t43 := f4) is None else TAGGED_DEC[(_t44 := _t43)[0]](_t44))
    set_Fact_type_span_164(o, S[f5])
    set_Fact_span_165(o, S[f6])
    set_Fact_at_most_166(o, f7)
    set_Fact_at_most_span_167(o, None if (_t45 := f8) is None else S[_t45])
    return o

def D34(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(RecordField_168)
    set_RecordField_name_169(o, f0)
    set_RecordField_type_170(o, f1)
    set_RecordField_title_171(o, f2)
    set_RecordField_default_172(o, None if (_t46 := f3) is None else TAGGED_DEC[(_t47 := _t46)[0]](_t47))
    set_RecordField_type_span_173(o, S[f4])
    set_RecordField_span_174(o, S[f5])
    return o

def D35(v):
    f0, f1, f2, f3, f4 = v
    o = NEW(Record_175)
    set_Record_id_176(o, f0)
    set_Record_title_177(o, f1)
    set_Record_fields_178(o, tuple(map(D34, _t48)) if (_t48 := f2) else ())
    set_Record_clause_179(o, f3)
    set_Record_span_180(o, S[f4])
    return o

def D36(v):
    f0, f1, f2, f3, f4, f5, f6 = v
    o = NEW(Constant_181)
    set_Constant_id_182(o, f0)
    set_Constant_value_183(o, _t49 if (_t49 := f1).__class__ in SCALARS else ANY(_t49))
    set_Constant_printed_184(o, f2)
    set_Constant_unit_185(o, f3)
    set_Constant_title_186(o, f4)
    set_Constant_clause_187(o, f5)
    set_Constant_span_188(o, S[f6])
    return o

def D37(v):
    f0, f1, f2 = v
    o = NEW(Cell_189)
    set_Cell_text_190(o, f0)
    set_Cell_marks_191(o, tuple(_t50) if (_t50 := f1) else ())
    set_Cell_span_192(o, S[f2])
    return o

def D38(v):
    f0, f1, f2, f3 = v
    o = NEW(GridRow_193)
    set_GridRow_cells_194(o, tuple(map(D37, _t51)) if (_t51 := f0) else ())
    set_GridRow_separator_195(o, f1)
    set_GridRow_group_196(o, f2)
    set_GridRow_span_197(o, S[f3])
    return o

def D39(v):
    f0, f1, f2 = v
    o = NEW(EdgeAction_198)
    set_EdgeAction_kind_199(o, f0)
    set_EdgeAction_value_200(o, _t52 if (_t52 := f1).__class__ in SCALARS else ANY(_t52))
    set_EdgeAction_span_201(o, S[f2])
    return o

def D40(v):
    f0, f1, f2, f3, f4, f5, f6, f7 = v
    o = NEW(Edge_202)
    set_Edge_where_203(o, f0)
    set_Edge_bound_204(o, f1)
    set_Edge_actions_205(o, tuple(map(D39, _t53)) if (_t53 := f2) else ())
    set_Edge_clause_206(o, f3)
    set_Edge_span_207(o, S[f4])
    set_Edge_inferred_208(o, f5)
    set_Edge_inferred_where_209(o, f6)
    set_Edge_inferred_bound_210(o, f7)
    return o

def D41(v):
    f0, f1, f2, f3 = v
    o = NEW(CellReading_211)
    set_CellReading_row_212(o, f0)
    set_CellReading_column_213(o, f1)
    set_CellReading_text_214(o, f2)
    set_CellReading_span_215(o, S[f3])
    return o

def D42(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20 = v
    o = NEW(Table_216)
    set_Table_id_217(o, f0)
    set_Table_title_218(o, f1)
    set_Table_clause_219(o, f2)
    set_Table_missing_220(o, f3)
    set_Table_missing_text_221(o, f4)
    set_Table_roll_222(o, f5)
    set_Table_rows_kind_223(o, f6)
    set_Table_columns_kind_224(o, f7)
    set_Table_header_by_225(o, f8)
    set_Table_results_226(o, f9)
    set_Table_edges_227(o, tuple(map(D40, _t54)) if (_t54 := f10) else ())
    set_Table_grid_228(o, tuple(map(D38, _t55)) if (_t55 := f11) else ())
    set_Table_footnotes_229(o, tuple(map(D27, _t56)) if (_t56 := f12) else ())
    set_Table_column_results_230(o, tuple(map(D27, _t57)) if (_t57 := f13) else ())
    set_Table_notes_231(o, tuple(map(D22, _t58)) if (_t58 := f14) else ())
    set_Table_refs_232(o, tuple(map(D23, _t59)) if (_t59 := f15) else ())
    set_Table_decl_spans_233(o, tuple(map(D28, _t60)) if (_t60 := f16) else ())
    set_Table_span_234(o, S[f17])
    set_Table_twice_235(o, tuple(map(D28, _t61)) if (_t61 := f18) else ())
    set_Table_cell_readings_236(o, tuple(map(D41, _t62)) if (_t62 := f19) else ())
    set_Table_columns_label_237(o, f20)
    return o

def D43(v):
    f0, f1, f2 = v
    o = NEW(FixedField_238)
    set_FixedField_name_239(o, f0)
    set_FixedField_value_240(o, f1)
    set_FixedField_span_241(o, S[f2])
    return o

def D44(v):
    f0, f1, f2, f3, f4, f5, f6 = v
    o = NEW(Pattern_242)
    set_Pattern_text_243(o, f0)
    set_Pattern_kind_244(o, f1)
    set_Pattern_meaning_245(o, f2)
    set_Pattern_span_246(o, S[f3])
    set_Pattern_fixed_247(o, tuple(map(D43, _t63)) if (_t63 := f4) else ())
    set_Pattern_inferred_248(o, f5)
    set_Pattern_inferred_span_249(o, S[f6])
    return o

def D45(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10 = v
    o = NEW(Results_250)
    set_Results_id_251(o, f0)
    set_Results_title_252(o, f1)
    set_Results_clause_253(o, f2)
    set_Results_split_254(o, f3)
    set_Results_patterns_255(o, tuple(map(D44, _t64)) if (_t64 := f4) else ())
    set_Results_blank_256(o, None if (_t65 := f5) is None else D44(_t65))
    set_Results_marks_257(o, tuple(map(D27, _t66)) if (_t66 := f6) else ())
    set_Results_notes_258(o, tuple(map(D22, _t67)) if (_t67 := f7) else ())
    set_Results_twice_259(o, tuple(map(D28, _t68)) if (_t68 := f8) else ())
    set_Results_span_260(o, S[f9])
    set_Results_split_span_261(o, None if (_t69 := f10) is None else S[_t69])
    return o

def D46(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8 = v
    o = NEW(Param_262)
    set_Param_name_263(o, f0)
    set_Param_type_264(o, f1)
    set_Param_span_265(o, S[f2])
    set_Param_keys_of_266(o, f3)
    set_Param_axis_267(o, f4)
    set_Param_keys_span_268(o, S[f5])
    set_Param_axis_span_269(o, S[f6])
    set_Param_dice_270(o, f7)
    set_Param_type_span_271(o, S[f8])
    return o

def D47(v):
    f0, f1, f2 = v
    o = NEW(Reading_272)
    set_Reading_text_273(o, f0)
    set_Reading_when_274(o, None if (_t70 := f1) is None else TAGGED_DEC[(_t71 := _t70)[0]](_t71))
    set_Reading_span_275(o, S[f2])
    return o

def D48(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8 = v
    o = NEW(Formula_276)
    set_Formula_id_277(o, f0)
    set_Formula_params_278(o, tuple(map(D46, _t72)) if (_t72 := f1) else ())
    set_Formula_body_279(o, TAGGED_DEC[(_t73 := f2)[0]](_t73))
    set_Formula_title_280(o, f3)
    set_Formula_clause_281(o, f4)
    set_Formula_span_282(o, S[f5])
    set_Formula_returns_283(o, f6)
    set_Formula_wording_284(o, f7)
    set_Formula_inferred_285(o, None if (_t74 := f8) is None else D47(_t74))
    return o

def D49(v):
    f0, f1, f2, f3, f4, f5, f6, f7 = v
    o = NEW(Effect_286)
    set_Effect_kind_287(o, f0)
    set_Effect_amount_288(o, _t75 if (_t75 := f1).__class__ in SCALARS else ANY(_t75))
    set_Effect_constant_289(o, f2)
    set_Effect_sign_290(o, f3)
    set_Effect_side_291(o, f4)
    set_Effect_rounding_292(o, f5)
    set_Effect_cell_293(o, None if (_t76 := f6) is None else TAGGED_DEC[(_t77 := _t76)[0]](_t77))
    set_Effect_span_294(o, S[f7])
    return o

def D50(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16 = v
    o = NEW(Modifier_295)
    set_Modifier_id_296(o, f0)
    set_Modifier_title_297(o, f1)
    set_Modifier_clause_298(o, f2)
    set_Modifier_effect_299(o, None if (_t78 := f3) is None else D49(_t78))
    set_Modifier_when_300(o, None if (_t79 := f4) is None else TAGGED_DEC[(_t80 := _t79)[0]](_t80))
    set_Modifier_unless_301(o, None if (_t81 := f5) is None else TAGGED_DEC[(_t82 := _t81)[0]](_t82))
    set_Modifier_per_302(o, None if (_t83 := f6) is None else TAGGED_DEC[(_t84 := _t83)[0]](_t84))
    set_Modifier_at_most_303(o, f7)
    set_Modifier_on_304(o, f8)
    set_Modifier_notes_305(o, tuple(map(D22, _t85)) if (_t85 := f9) else ())
    set_Modifier_scenario_306(o, f10)
    set_Modifier_wording_307(o, tuple(map(D27, _t86)) if (_t86 := f11) else ())
    set_Modifier_twice_308(o, tuple(map(D28, _t87)) if (_t87 := f12) else ())
    set_Modifier_at_most_span_309(o, None if (_t88 := f13) is None else S[_t88])
    set_Modifier_on_span_310(o, None if (_t89 := f14) is None else S[_t89])
    set_Modifier_span_311(o, S[f15])
    set_Modifier_inferred_312(o, None if (_t90 := f16) is None else D47(_t90))
    return o

def D52(v):
    return S[v]

def D51(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8 = v
    o = NEW(Combine_313)
    set_Combine_id_314(o, f0)
    set_Combine_mode_315(o, f1)
    set_Combine_members_316(o, tuple(_t91) if (_t91 := f2) else ())
    set_Combine_title_317(o, f3)
    set_Combine_clause_318(o, f4)
    set_Combine_at_most_319(o, f5)
    set_Combine_member_spans_320(o, tuple(map(D52, _t92)) if (_t92 := f6) else ())
    set_Combine_at_most_span_321(o, None if (_t93 := f7) is None else S[_t93])
    set_Combine_span_322(o, S[f8])
    return o

def D53(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15 = v
    o = NEW(Permission_323)
    set_Permission_id_324(o, f0)
    set_Permission_modal_325(o, f1)
    set_Permission_action_326(o, f2)
    set_Permission_title_327(o, f3)
    set_Permission_clause_328(o, f4)
    set_Permission_who_329(o, f5)
    set_Permission_when_330(o, None if (_t94 := f6) is None else TAGGED_DEC[(_t95 := _t94)[0]](_t95))
    set_Permission_unless_331(o, None if (_t96 := f7) is None else TAGGED_DEC[(_t97 := _t96)[0]](_t97))
    set_Permission_notes_332(o, tuple(map(D22, _t98)) if (_t98 := f8) else ())
    set_Permission_scenario_333(o, f9)
    set_Permission_wording_334(o, tuple(map(D27, _t99)) if (_t99 := f10) else ())
    set_Permission_twice_335(o, tuple(map(D28, _t100)) if (_t100 := f11) else ())
    set_Permission_who_span_336(o, None if (_t101 := f12) is None else S[_t101])
    set_Permission_span_337(o, S[f13])
    set_Permission_modal_span_338(o, None if (_t102 := f14) is None else S[_t102])
    set_Permission_inferred_339(o, None if (_t103 := f15) is None else D47(_t103))
    return o

def D54(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(Rewrite_340)
    set_Rewrite_field_341(o, f0)
    set_Rewrite_kind_342(o, f1)
    set_Rewrite_pairs_343(o, tuple(map(D27, _t104)) if (_t104 := f2) else ())
    set_Rewrite_span_344(o, S[f3])
    set_Rewrite_side_345(o, f4)
    set_Rewrite_side_span_346(o, S[f5])
    return o

def D55(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22 = v
    o = NEW(ExceptionRule_347)
    set_ExceptionRule_id_348(o, f0)
    set_ExceptionRule_title_349(o, f1)
    set_ExceptionRule_clause_350(o, f2)
    set_ExceptionRule_target_351(o, f3)
    set_ExceptionRule_target_is_clause_352(o, f4)
    set_ExceptionRule_when_353(o, None if (_t105 := f5) is None else TAGGED_DEC[(_t106 := _t105)[0]](_t106))
    set_ExceptionRule_unless_354(o, None if (_t107 := f6) is None else TAGGED_DEC[(_t108 := _t107)[0]](_t108))
    set_ExceptionRule_effect_355(o, f7)
    set_ExceptionRule_rewrites_356(o, tuple(map(D54, _t109)) if (_t109 := f8) else ())
    set_ExceptionRule_use_357(o, None if (_t110 := f9) is None else TAGGED_DEC[(_t111 := _t110)[0]](_t111))
    set_ExceptionRule_priority_358(o, f10)
    set_ExceptionRule_says_359(o, f11)
    set_ExceptionRule_scenario_360(o, f12)
    set_ExceptionRule_notes_361(o, tuple(map(D22, _t112)) if (_t112 := f13) else ())
    set_ExceptionRule_target_span_362(o, S[f14])
    set_ExceptionRule_wording_363(o, tuple(map(D27, _t113)) if (_t113 := f15) else ())
    set_ExceptionRule_twice_364(o, tuple(map(D28, _t114)) if (_t114 := f16) else ())
    set_ExceptionRule_span_365(o, S[f17])
    set_ExceptionRule_always_366(o, f18)
    set_ExceptionRule_chooser_367(o, f19)
    set_ExceptionRule_chooser_span_368(o, S[f20])
    set_ExceptionRule_inferred_369(o, None if (_t115 := f21) is None else D47(_t115))
    set_ExceptionRule_effect_span_370(o, None if (_t116 := f22) is None else S[_t116])
    return o

def D56(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14 = v
    o = NEW(Step_371)
    set_Step_kind_372(o, f0)
    set_Step_id_373(o, f1)
    set_Step_title_374(o, f2)
    set_Step_ref_375(o, None if (_t117 := f3) is None else D23(_t117))
    set_Step_who_376(o, tuple(_t118) if (_t118 := f4) else ())
    set_Step_when_377(o, None if (_t119 := f5) is None else TAGGED_DEC[(_t120 := _t119)[0]](_t120))
    set_Step_repeat_378(o, f6)
    set_Step_says_379(o, f7)
    set_Step_notes_380(o, tuple(map(D22, _t121)) if (_t121 := f8) else ())
    set_Step_children_381(o, tuple(map(D56, _t122)) if (_t122 := f9) else ())
    set_Step_wording_382(o, tuple(map(D27, _t123)) if (_t123 := f10) else ())
    set_Step_twice_383(o, tuple(map(D28, _t124)) if (_t124 := f11) else ())
    set_Step_who_spans_384(o, tuple(map(D52, _t125)) if (_t125 := f12) else ())
    set_Step_span_385(o, S[f13])
    set_Step_inferred_386(o, f14)
    return o

def D57(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(Sequence_387)
    set_Sequence_id_388(o, f0)
    set_Sequence_title_389(o, f1)
    set_Sequence_steps_390(o, tuple(map(D56, _t126)) if (_t126 := f2) else ())
    set_Sequence_clause_391(o, f3)
    set_Sequence_notes_392(o, tuple(map(D22, _t127)) if (_t127 := f4) else ())
    set_Sequence_span_393(o, S[f5])
    return o

def D58(v):
    f0, f1, f2, f3 = v
    o = NEW(Place_394)
    set_Place_kind_395(o, f0)
    set_Place_value_396(o, f1)
    set_Place_name_397(o, f2)
    set_Place_span_398(o, S[f3])
    return o

def D59(v):
    f0, f1, f2, f3, f4 = v
    o = NEW(Placement_399)
    set_Placement_kind_400(o, f0)
    set_Placement_places_401(o, tuple(map(D58, _t128)) if (_t128 := f1) else ())
    set_Placement_radius_402(o, f2)
    set_Placement_text_403(o, f3)
    set_Placement_one_of_404(o, f4)
    return o

def D60(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(Setup_405)
    set_Setup_side_406(o, f0)
    set_Setup_formation_407(o, f1)
    set_Setup_placement_408(o, D59(f2))
    set_Setup_units_409(o, f3)
    set_Setup_span_410(o, S[f4])
    set_Setup_inferred_411(o, f5)
    return o

def D61(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8 = v
    o = NEW(Removal_412)
    set_Removal_side_413(o, f0)
    set_Removal_turn_414(o, f1)
    set_Removal_units_415(o, f2)
    set_Removal_destination_416(o, f3)
    set_Removal_remark_417(o, f4)
    set_Removal_span_418(o, S[f5])
    set_Removal_inferred_419(o, f6)
    set_Removal_relocation_420(o, f7)
    set_Removal_turn_span_421(o, None if (_t129 := f8) is None else S[_t129])
    return o

def D62(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(Calendar_422)
    set_Calendar_fact_423(o, f0)
    set_Calendar_by_424(o, f1)
    set_Calendar_values_425(o, tuple(_t130) if (_t130 := f2) else ())
    set_Calendar_value_spans_426(o, tuple(map(D52, _t131)) if (_t131 := f3) else ())
    set_Calendar_span_427(o, S[f4])
    set_Calendar_by_span_428(o, S[f5])
    return o

def D63(v):
    f0, f1, f2, f3, f4, f5, f6 = v
    o = NEW(TurnAmount_429)
    set_TurnAmount_turn_430(o, f0)
    set_TurnAmount_side_431(o, f1)
    set_TurnAmount_amount_432(o, _t132 if (_t132 := f2).__class__ in SCALARS else ANY(_t132))
    set_TurnAmount_unit_433(o, f3)
    set_TurnAmount_title_434(o, f4)
    set_TurnAmount_span_435(o, S[f5])
    set_TurnAmount_turn_span_436(o, None if (_t133 := f6) is None else S[_t133])
    return o

def D64(v):
    f0, f1, f2, f3, f4, f5, f6, f7 = v
    o = NEW(Reinforcement_437)
    set_Reinforcement_side_438(o, f0)
    set_Reinforcement_turn_439(o, f1)
    set_Reinforcement_segment_440(o, f2)
    set_Reinforcement_placement_441(o, D59(f3))
    set_Reinforcement_units_442(o, f4)
    set_Reinforcement_span_443(o, S[f5])
    set_Reinforcement_inferred_444(o, f6)
    set_Reinforcement_turn_span_445(o, None if (_t134 := f7) is None else S[_t134])
    return o

def D65(v):
    f0, f1, f2, f3, f4, f5, f6, f7 = v
    o = NEW(Support_446)
    set_Support_side_447(o, f0)
    set_Support_first_turn_448(o, f1)
    set_Support_last_turn_449(o, f2)
    set_Support_count_450(o, f3)
    set_Support_kind_451(o, f4)
    set_Support_span_452(o, S[f5])
    set_Support_inferred_453(o, f6)
    set_Support_turn_span_454(o, None if (_t135 := f7) is None else S[_t135])
    return o

def D66(v):
    f0, f1, f2 = v
    o = NEW(Victory_455)
    set_Victory_side_456(o, f0)
    set_Victory_text_457(o, f1)
    set_Victory_span_458(o, S[f2])
    return o

def D67(v):
    f0, f1, f2 = v
    o = NEW(Skip_459)
    set_Skip_path_460(o, tuple(_t136) if (_t136 := f0) else ())
    set_Skip_when_461(o, None if (_t137 := f1) is None else TAGGED_DEC[(_t138 := _t137)[0]](_t138))
    set_Skip_span_462(o, S[f2])
    return o

def D69(v):
    return ((_t141 := v), (_t141[0], _t142 if (_t142 := _t141[1]).__class__ in SCALARS else ANY(_t142), _t141[2], _t141[3]))[1]

def D70(v):
    return ((_t144 := v), (_t144[0], _t144[1], _t144[2]))[1]

def D71(v):
    return ((_t160 := v), (_t160[0], _t160[1], S[_t160[2]]))[1]

def D68(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28 = v
    o = NEW(Scenario_463)
    set_Scenario_id_464(o, f0)
    set_Scenario_title_465(o, f1)
    set_Scenario_clause_466(o, f2)
    set_Scenario_first_turn_467(o, f3)
    set_Scenario_last_turn_468(o, f4)
    set_Scenario_area_469(o, f5)
    set_Scenario_first_side_470(o, f6)
    set_Scenario_setup_order_471(o, tuple(_t139) if (_t139 := f7) else ())
    set_Scenario_starts_472(o, tuple(map(D69, _t140)) if (_t140 := f8) else ())
    set_Scenario_markers_473(o, tuple(map(D70, _t143)) if (_t143 := f9) else ())
    set_Scenario_setups_474(o, tuple(map(D60, _t145)) if (_t145 := f10) else ())
    set_Scenario_supports_475(o, tuple(map(D65, _t146)) if (_t146 := f11) else ())
    set_Scenario_reinforcements_476(o, tuple(map(D64, _t147)) if (_t147 := f12) else ())
    set_Scenario_removals_477(o, tuple(map(D61, _t148)) if (_t148 := f13) else ())
    set_Scenario_amounts_478(o, tuple(map(D63, _t149)) if (_t149 := f14) else ())
    set_Scenario_calendars_479(o, tuple(map(D62, _t150)) if (_t150 := f15) else ())
    set_Scenario_victories_480(o, tuple(map(D66, _t151)) if (_t151 := f16) else ())
    set_Scenario_skips_481(o, tuple(map(D67, _t152)) if (_t152 := f17) else ())
    set_Scenario_options_482(o, tuple(map(D23, _t153)) if (_t153 := f18) else ())
    set_Scenario_all_options_483(o, f19)
    set_Scenario_says_484(o, f20)
    set_Scenario_notes_485(o, tuple(map(D22, _t154)) if (_t154 := f21) else ())
    set_Scenario_side_spans_486(o, tuple(map(D28, _t155)) if (_t155 := f22) else ())
    set_Scenario_turns_span_487(o, None if (_t156 := f23) is None else S[_t156])
    set_Scenario_first_span_488(o, None if (_t157 := f24) is None else S[_t157])
    set_Scenario_all_options_span_489(o, None if (_t158 := f25) is None else S[_t158])
    set_Scenario_unitless_490(o, tuple(map(D71, _t159)) if (_t159 := f26) else ())
    set_Scenario_twice_491(o, tuple(map(D28, _t161)) if (_t161 := f27) else ())
    set_Scenario_span_492(o, S[f28])
    return o

def D72(v):
    f0, f1, f2, f3, f4, f5, f6 = v
    o = NEW(Example_493)
    set_Example_title_494(o, f0)
    set_Example_checks_495(o, tuple(map(D15, _t162)) if (_t162 := f1) else ())
    set_Example_clause_496(o, f2)
    set_Example_index_497(o, f3)
    set_Example_scenario_498(o, f4)
    set_Example_span_499(o, S[f5])
    set_Example_printed_500(o, f6)
    return o

def D73(v):
    f0, f1, f2 = v
    o = NEW(AidItem_501)
    set_AidItem_kind_502(o, f0)
    set_AidItem_value_503(o, f1)
    set_AidItem_span_504(o, S[f2])
    return o

def D74(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8 = v
    o = NEW(Aid_505)
    set_Aid_id_506(o, f0)
    set_Aid_title_507(o, f1)
    set_Aid_size_508(o, f2)
    set_Aid_orientation_509(o, f3)
    set_Aid_items_510(o, tuple(map(D73, _t163)) if (_t163 := f4) else ())
    set_Aid_span_511(o, S[f5])
    set_Aid_twice_512(o, tuple(map(D28, _t164)) if (_t164 := f6) else ())
    set_Aid_size_span_513(o, None if (_t165 := f7) is None else S[_t165])
    set_Aid_orientation_span_514(o, None if (_t166 := f8) is None else S[_t166])
    return o

def D76(v):
    return ((_t185 := v), (_t185[0], D23(_t185[1])))[1]

def D75(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20 = v
    o = NEW(Book_515)
    set_Book_header_516(o, D26(f0))
    set_Book_clauses_517(o, tuple(map(D29, _t167)) if (_t167 := f1) else ())
    set_Book_terms_518(o, tuple(map(D30, _t168)) if (_t168 := f2) else ())
    set_Book_enums_519(o, tuple(map(D32, _t169)) if (_t169 := f3) else ())
    set_Book_facts_520(o, tuple(map(D33, _t170)) if (_t170 := f4) else ())
    set_Book_constants_521(o, tuple(map(D36, _t171)) if (_t171 := f5) else ())
    set_Book_tables_522(o, tuple(map(D42, _t172)) if (_t172 := f6) else ())
    set_Book_results_523(o, tuple(map(D45, _t173)) if (_t173 := f7) else ())
    set_Book_records_524(o, tuple(map(D35, _t174)) if (_t174 := f8) else ())
    set_Book_formulas_525(o, tuple(map(D48, _t175)) if (_t175 := f9) else ())
    set_Book_modifiers_526(o, tuple(map(D50, _t176)) if (_t176 := f10) else ())
    set_Book_combines_527(o, tuple(map(D51, _t177)) if (_t177 := f11) else ())
    set_Book_permissions_528(o, tuple(map(D53, _t178)) if (_t178 := f12) else ())
    set_Book_exceptions_529(o, tuple(map(D55, _t179)) if (_t179 := f13) else ())
    set_Book_sequences_530(o, tuple(map(D57, _t180)) if (_t180 := f14) else ())
    set_Book_scenarios_531(o, tuple(map(D68, _t181)) if (_t181 := f15) else ())
    set_Book_examples_532(o, tuple(map(D72, _t182)) if (_t182 := f16) else ())
    set_Book_aids_533(o, tuple(map(D74, _t183)) if (_t183 := f17) else ())
    set_Book_cited_534(o, tuple(map(D76, _t184)) if (_t184 := f18) else ())
    set_Book_owned_535(o, tuple(map(D23, _t186)) if (_t186 := f19) else ())
    set_Book_files_536(o, tuple(_t187) if (_t187 := f20) else ())
    return o

def D77(v):
    f0, f1, f2, f3, f4 = v
    o = NEW(Witness_537)
    set_Witness_values_538(o, tuple(map(D27, _t188)) if (_t188 := f0) else ())
    set_Witness_possibly_539(o, f1)
    set_Witness_lookup_540(o, f2)
    set_Witness_example_541(o, f3)
    set_Witness_clause_542(o, f4)
    return o

def D78(v):
    f0, f1, f2, f3, f4, f5 = v
    o = NEW(Diagnostic_543)
    set_Diagnostic_code_544(o, f0)
    set_Diagnostic_message_545(o, f1)
    set_Diagnostic_span_546(o, None if (_t189 := f2) is None else S[_t189])
    set_Diagnostic_hint_547(o, f3)
    set_Diagnostic_severity_548(o, f4)
    set_Diagnostic_witness_549(o, None if (_t190 := f5) is None else D77(_t190))
    return o

def D79(v):
    f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20 = v
    o = NEW(FileModel_550)
    set_FileModel_headers_551(o, tuple(map(D26, _t191)) if (_t191 := f0) else ())
    set_FileModel_clauses_552(o, tuple(map(D29, _t192)) if (_t192 := f1) else ())
    set_FileModel_terms_553(o, tuple(map(D30, _t193)) if (_t193 := f2) else ())
    set_FileModel_enums_554(o, tuple(map(D32, _t194)) if (_t194 := f3) else ())
    set_FileModel_facts_555(o, tuple(map(D33, _t195)) if (_t195 := f4) else ())
    set_FileModel_constants_556(o, tuple(map(D36, _t196)) if (_t196 := f5) else ())
    set_FileModel_tables_557(o, tuple(map(D42, _t197)) if (_t197 := f6) else ())
    set_FileModel_results_558(o, tuple(map(D45, _t198)) if (_t198 := f7) else ())
    set_FileModel_records_559(o, tuple(map(D35, _t199)) if (_t199 := f8) else ())
    set_FileModel_formulas_560(o, tuple(map(D48, _t200)) if (_t200 := f9) else ())
    set_FileModel_modifiers_561(o, tuple(map(D50, _t201)) if (_t201 := f10) else ())
    set_FileModel_combines_562(o, tuple(map(D51, _t202)) if (_t202 := f11) else ())
    set_FileModel_permissions_563(o, tuple(map(D53, _t203)) if (_t203 := f12) else ())
    set_FileModel_exceptions_564(o, tuple(map(D55, _t204)) if (_t204 := f13) else ())
    set_FileModel_sequences_565(o, tuple(map(D57, _t205)) if (_t205 := f14) else ())
    set_FileModel_scenarios_566(o, tuple(map(D68, _t206)) if (_t206 := f15) else ())
    set_FileModel_examples_567(o, tuple(map(D72, _t207)) if (_t207 := f16) else ())
    set_FileModel_aids_568(o, tuple(map(D74, _t208)) if (_t208 := f17) else ())
    set_FileModel_cited_569(o, tuple(map(D76, _t209)) if (_t209 := f18) else ())
    set_FileModel_owned_570(o, tuple(map(D23, _t210)) if (_t210 := f19) else ())
    set_FileModel_diagnostics_571(o, tuple(map(D78, _t211)) if (_t211 := f20) else ())
    return o
