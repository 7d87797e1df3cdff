#include "sandbox/http/serve_command.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <system_error>

#include "core/fatal_error.h"
#include "sandbox/calls/sandbox_service.h"
#include "sandbox/http/beast_server.h"
#include "sandbox/http/headers_file.h"
#include "sandbox/http/request_router.h"
#include "sandbox/http/socket_hub.h"
#include "sandbox/http/static_site.h"

namespace fs = std::filesystem;

namespace lobbykit::sandbox::http {

void add_serve_options(CLI::App& app, ServeOptions& options) {
  app.add_option("--port", options.port,
                 "TCP port on 127.0.0.1; 0 picks a free one (default: 8080)")
      ->envname("PORT");
  app.add_option("--db", options.database,
                 "SQLite file of the sandbox; created and seeded if missing")
      ->required()
      ->type_name("FILE");
  app.add_option("--site", options.site, "The built app to serve (app/dist)")
      ->required()
      ->check(CLI::ExistingDirectory)
      ->type_name("DIR");
  app.add_option("--catalogue", options.catalogue,
                 "The catalogue the lobby calls answer from (default: "
                 "<root>/build/generated/catalogue.json)")
      ->check(CLI::ExistingFile)
      ->type_name("FILE");
  app.add_option("--admin-token", options.admin_token,
                 "Token of POST /admin/event (loopback only); unset turns the admin command off")
      ->envname("LOBBYKIT_ADMIN_TOKEN")
      ->type_name("TOKEN");
  app.add_option("--telegram-bot-token", options.telegram_bot_token,
                 "Bot token that verifies Telegram Mini App sign-in; unset turns it off")
      ->envname("LOBBYKIT_TELEGRAM_BOT_TOKEN")
      ->type_name("TOKEN");
}

HeadersFile site_headers(const fs::path& site) {
  fs::path file = site / "_headers";
  if (std::error_code error; !fs::exists(file, error)) {
    std::cerr << "lobbykit serve: warning: no " << file.string()
              << ": the site's files are served without its headers" << std::endl;
    return {};
  }
  return HeadersFile::read(file);
}

int run_serve(const ServeOptions& options, const fs::path& root) {
  ServiceConfig config;
  config.database = options.database;
  config.catalogue = options.catalogue.empty() ? root / "build" / "generated" / "catalogue.json"
                                               : options.catalogue;
  config.admin_token = options.admin_token;
  config.telegram_bot_token = options.telegram_bot_token;
  if (std::error_code error; !fs::is_regular_file(config.catalogue, error)) {
    throw FatalError("no catalogue at " + config.catalogue.string() +
                     " (run lobbykit build --out build/generated)");
  }
  std::unique_ptr<Service> service = open_sandbox_service(config);
  SocketHub hub;
  service->set_player_events(&hub);
  StaticSite site(options.site);
  RequestRouter router(*service, site, site_headers(options.site));
  ServerConfig server_config;
  server_config.port = options.port;
  server_config.stop_on_signals = true;
  BeastServer server(server_config, router, hub);
  std::cout << "listening on http://127.0.0.1:" << server.port() << "/" << std::endl;
  server.run();
  std::cout << "lobbykit serve: stopped" << std::endl;
  return 0;
}

}  // namespace lobbykit::sandbox::http
