#include "server_process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace lobbykit::sandbox::http::testing {

namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

ServerProcess::ServerProcess(const std::vector<std::string>& arguments,
                             const std::filesystem::path& log) {
  std::string log_path = log.string();
  std::size_t already = read_text(log).size();
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log_path.c_str(), O_WRONLY | O_CREAT | O_APPEND,
                                   0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::vector<std::string> all = {LOBBYKIT_BINARY, "serve", "--port", "0"};
  all.insert(all.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (auto& argument : all) argv.push_back(argument.data());
  argv.push_back(nullptr);
  int spawned = posix_spawn(&pid_, LOBBYKIT_BINARY, &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawned != 0) throw std::runtime_error("cannot run " + std::string(LOBBYKIT_BINARY));

  static const std::regex listening(R"(listening on http://127\.0\.0\.1:(\d+)/)");
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (std::chrono::steady_clock::now() < deadline) {
    std::string output = read_text(log).substr(already);
    std::smatch match;
    if (std::regex_search(output, match, listening)) {
      port_ = static_cast<unsigned short>(std::stoi(match[1]));
      return;
    }
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      throw std::runtime_error("lobbykit serve exited before listening:\n" + output);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  kill_and_wait(SIGKILL);
  throw std::runtime_error("lobbykit serve did not say it was listening within 60 s");
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) kill_and_wait(SIGKILL);
}

int ServerProcess::kill_and_wait(int signal) {
  ::kill(pid_, signal);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  return status;
}

}  // namespace lobbykit::sandbox::http::testing
