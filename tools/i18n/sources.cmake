find_package(ICU REQUIRED COMPONENTS uc i18n)
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/bidi_isolation.cc
  ${CMAKE_CURRENT_LIST_DIR}/code_points.cc
  ${CMAKE_CURRENT_LIST_DIR}/date_skeleton.cc
  ${CMAKE_CURRENT_LIST_DIR}/formatjs_ast.cc
  ${CMAKE_CURRENT_LIST_DIR}/icu_cross_check.cc
  ${CMAKE_CURRENT_LIST_DIR}/locale_facts.cc
  ${CMAKE_CURRENT_LIST_DIR}/locale_file.cc
  ${CMAKE_CURRENT_LIST_DIR}/locale_schema.cc
  ${CMAKE_CURRENT_LIST_DIR}/message_ast.cc
  ${CMAKE_CURRENT_LIST_DIR}/message_parser.cc
  ${CMAKE_CURRENT_LIST_DIR}/message_printer.cc
  ${CMAKE_CURRENT_LIST_DIR}/message_signature.cc
  ${CMAKE_CURRENT_LIST_DIR}/number_skeleton.cc
  ${CMAKE_CURRENT_LIST_DIR}/plural_checks.cc
  ${CMAKE_CURRENT_LIST_DIR}/pseudo_locale.cc
  ${CMAKE_CURRENT_LIST_DIR}/scalar_position.cc
  ${CMAKE_CURRENT_LIST_DIR}/translations.cc
  ${CMAKE_CURRENT_LIST_DIR}/translations_emitter.cc
  ${CMAKE_CURRENT_LIST_DIR}/translations_loader.cc
  ${CMAKE_CURRENT_LIST_DIR}/untranslated_text.cc)
target_link_libraries(lobbykit_core PUBLIC ICU::uc ICU::i18n)
