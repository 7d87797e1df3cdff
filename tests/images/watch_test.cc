// `lobbykit build --watch` as a user runs it: a background process that
// rebuilds when a content file changes and says how long it took.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

/// Polls `file` until it holds `count` copies of `text` or time runs out.
bool wait_for(const fs::path& file, const std::string& text, int count) {
  for (int i = 0; i < 300; ++i) {
    std::string log = fs::exists(file) ? testing::read_file(file) : "";
    int seen = 0;
    for (auto at = log.find(text); at != std::string::npos; at = log.find(text, at + 1)) ++seen;
    if (seen >= count) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return false;
}

TEST(Watch, RebuildsWhatChangedAndPrintsTheTime) {
  testing::TemporaryFolder folder;
  const fs::path repository = folder.path() / "repo", log = folder.path() / "log";
  testing::copy_tree(fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/base", repository);
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    FILE* out = std::freopen(log.c_str(), "w", stdout);
    if (!out) _exit(127);
    execl(LOBBYKIT_BINARY, LOBBYKIT_BINARY, "--root", repository.c_str(), "build", "--out",
          (folder.path() / "out").c_str(), "--cache", (folder.path() / "cache").c_str(), "--watch", nullptr);
    _exit(127);
  }
  bool watching = wait_for(log, "watching content/", 1);
  if (watching) {
    fs::copy_file(repository / "content/games/beta-works/goal-rush.png",
                  repository / "content/games/alpha-studio/lucky-seven.png", fs::copy_options::overwrite_existing);
  }
  bool rebuilt = watching && wait_for(log, "watching content/", 2);
  kill(child, SIGTERM);
  waitpid(child, nullptr, 0);
  ASSERT_TRUE(rebuilt) << testing::read_file(log);
  std::string output = testing::read_file(log);
  EXPECT_NE(output.find("(1 made, 5 from the cache)"), std::string::npos) << output;
  EXPECT_NE(output.find("lobbykit build --watch: rebuilt in "), std::string::npos) << output;
}

}  // namespace
}  // namespace lobbykit
