find_package(SQLite3 REQUIRED)
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/database.cc
  ${CMAKE_CURRENT_LIST_DIR}/migrations.cc
  ${CMAKE_CURRENT_LIST_DIR}/wallet.cc)
target_link_libraries(lobbykit_core PUBLIC SQLite::SQLite3)
# The calls (logic behind service.h), one file per feature.
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/calls/sandbox_service.cc)
# The transport (tools/sandbox/http/): Beast confined to beast_server.cc.
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/http/beast_server.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/header_values.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/mime_type.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/request_router.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/serve_command.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/site_path.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/socket_hub.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/socket_session.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/static_site.cc)
