// `lobbykit serve`: the sandbox operator (calls, socket, admin) and the built
// app on one loopback port.
#pragma once

#include <filesystem>
#include <string>

#include "sandbox/http/headers_file.h"

namespace CLI {
class App;
}

namespace lobbykit::sandbox::http {

struct ServeOptions {
  unsigned short port = 8080;       ///< 0: any free port
  std::filesystem::path database;   ///< the SQLite file (created and seeded if missing)
  std::filesystem::path site;       ///< the built app (app/dist)
  std::filesystem::path catalogue;  ///< empty: <root>/build/generated/catalogue.json
  std::string admin_token;          ///< empty: the admin command is off
  std::string telegram_bot_token;   ///< empty: Telegram sign-in is off
};

/// Declares serve's options (with environment-variable fallbacks) on `app`.
void add_serve_options(CLI::App& app, ServeOptions& options);

/// The headers of `<site>/_headers` (headers_file.h); with none, a one-line
/// warning on standard error and no headers. Throws FatalError for a bad file.
HeadersFile site_headers(const std::filesystem::path& site);

/// Opens the service, binds 127.0.0.1, prints `listening on
/// http://127.0.0.1:PORT/` (flushed) and serves until SIGINT or SIGTERM.
/// Throws FatalError when the site, database or catalogue cannot be used.
int run_serve(const ServeOptions& options, const std::filesystem::path& root);

}  // namespace lobbykit::sandbox::http
