target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/color_space.cc
  ${CMAKE_CURRENT_LIST_DIR}/contrast.cc
  ${CMAKE_CURRENT_LIST_DIR}/contrast_report.cc
  ${CMAKE_CURRENT_LIST_DIR}/css_variable.cc
  ${CMAKE_CURRENT_LIST_DIR}/design_token_color.cc
  ${CMAKE_CURRENT_LIST_DIR}/design_tokens.cc
  ${CMAKE_CURRENT_LIST_DIR}/theme_emitter.cc
  ${CMAKE_CURRENT_LIST_DIR}/theme_index.cc
  ${CMAKE_CURRENT_LIST_DIR}/theme_loader.cc
  ${CMAKE_CURRENT_LIST_DIR}/token_resolver.cc)
