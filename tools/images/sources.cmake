target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/image_probe.cc)
