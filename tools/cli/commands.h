// The `lobbykit` command line: one table of subcommands.
#pragma once

namespace lobbykit {

/// Parses arguments and runs a subcommand. Exit status: 0 clean, 1 content
/// errors (or warnings with --werror), 2 usage or I/O errors.
int run_command_line(int argc, char** argv);

}  // namespace lobbykit
