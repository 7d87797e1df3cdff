target_sources(lobbykit_core PRIVATE ${CMAKE_CURRENT_LIST_DIR}/audio_probe.cc)
