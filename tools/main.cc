// The lobbykit program: all logic lives in lobbykit_core.
#include "cli/commands.h"

int main(int argc, char** argv) { return lobbykit::run_command_line(argc, argv); }
