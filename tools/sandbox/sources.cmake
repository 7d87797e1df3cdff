find_package(SQLite3 REQUIRED)
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/database.cc
  ${CMAKE_CURRENT_LIST_DIR}/migrations.cc
  ${CMAKE_CURRENT_LIST_DIR}/wallet.cc)
target_link_libraries(lobbykit_core PUBLIC SQLite::SQLite3)
