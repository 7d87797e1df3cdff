find_package(SQLite3 REQUIRED)
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/bounded_json.cc
  ${CMAKE_CURRENT_LIST_DIR}/database.cc
  ${CMAKE_CURRENT_LIST_DIR}/migrations.cc
  ${CMAKE_CURRENT_LIST_DIR}/catalogue.cc
  ${CMAKE_CURRENT_LIST_DIR}/game_wallet.cc
  ${CMAKE_CURRENT_LIST_DIR}/idempotent_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/ledger.cc
  ${CMAKE_CURRENT_LIST_DIR}/login_throttle.cc
  ${CMAKE_CURRENT_LIST_DIR}/mailbox.cc
  ${CMAKE_CURRENT_LIST_DIR}/password_hash.cc
  ${CMAKE_CURRENT_LIST_DIR}/payment_limits.cc
  ${CMAKE_CURRENT_LIST_DIR}/players.cc
  ${CMAKE_CURRENT_LIST_DIR}/rewards.cc
  ${CMAKE_CURRENT_LIST_DIR}/seed.cc
  ${CMAKE_CURRENT_LIST_DIR}/sessions.cc
  ${CMAKE_CURRENT_LIST_DIR}/task_centre.cc
  ${CMAKE_CURRENT_LIST_DIR}/telegram_init_data.cc
  ${CMAKE_CURRENT_LIST_DIR}/verification_codes.cc

  ${CMAKE_CURRENT_LIST_DIR}/vip_levels.cc)
target_link_libraries(lobbykit_core PUBLIC SQLite::SQLite3)
# The calls (logic behind service.h), one file per feature.
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/calls/account_fields.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/admin_event.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/admin_ledger.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/auth.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/call_table.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/contact_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/envelope.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/fund_password.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/game_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/lobby_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/mail_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/password_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/payment_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/player_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/profile_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/rebate_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/request_fields.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/reward_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/sandbox_service.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/task_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/transaction_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/vault_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/vip_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/wallet_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/withdraw_calls.cc)
# The transport (tools/sandbox/http/): Beast confined to beast_server.cc.
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/http/beast_server.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/header_values.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/mime_type.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/request_router.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/sandbox_pages.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/serve_command.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/site_path.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/socket_hub.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/socket_session.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/static_site.cc)
# Issue 20 (wt-rewards-sb): the welcome bonus, referrals, activity applications.
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/welcome_packet.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/activity_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/deposit_credit.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/referral_calls.cc)
# Issue 21 (wt-sandbox): maintenance, tracking, the _headers file.
target_sources(lobbykit_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/maintenance.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/maintenance_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/calls/tracking_calls.cc
  ${CMAKE_CURRENT_LIST_DIR}/http/headers_file.cc)
