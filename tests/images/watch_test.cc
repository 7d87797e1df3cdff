// `lobbykit build --watch` as a user runs it: a background process that
// rebuilds when a content, translation or theme file changes and says how
// long it took.
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

/// A `lobbykit build --watch` in the background, its stdout in `log_`.
class Watch : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::copy_tree(fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/base", repository_);
    child_ = fork();
    ASSERT_GE(child_, 0);
    if (child_ == 0) {
      FILE* out = std::freopen(log_.c_str(), "w", stdout);
      if (!out) _exit(127);
      execl(LOBBYKIT_BINARY, LOBBYKIT_BINARY, "--root", repository_.c_str(), "build", "--out",
            out_.c_str(), "--cache", (folder_.path() / "cache").c_str(), "--watch", nullptr);
      _exit(127);
    }
  }

  void TearDown() override {
    if (child_ > 0) {
      kill(child_, SIGTERM);
      waitpid(child_, nullptr, 0);
    }
  }

  /// Waits for the first build, runs `change`, and waits for the rebuild.
  template <typename Change>
  bool rebuilt_after(Change change) {
    if (!wait_for(log_, kWatching, 1)) return false;
    change();
    return wait_for(log_, kWatching, 2);
  }

  static constexpr const char* kWatching = "watching content/, i18n/ and themes/";
  testing::TemporaryFolder folder_;
  const fs::path repository_ = folder_.path() / "repo", log_ = folder_.path() / "log",
                 out_ = folder_.path() / "out";
  pid_t child_ = -1;
};

TEST_F(Watch, RebuildsWhatChangedAndPrintsTheTime) {
  bool rebuilt = rebuilt_after([&] {
    fs::copy_file(repository_ / "content/games/beta-works/goal-rush.png",
                  repository_ / "content/games/alpha-studio/lucky-seven.png",
                  fs::copy_options::overwrite_existing);
  });
  ASSERT_TRUE(rebuilt) << testing::read_file(log_);
  std::string output = testing::read_file(log_);
  EXPECT_NE(output.find("(1 made, 6 from the cache)"), std::string::npos) << output;
  EXPECT_NE(output.find("lobbykit build --watch: rebuilt in "), std::string::npos) << output;
}

TEST_F(Watch, ATranslatorsEditIsRebuiltToo) {
  const fs::path english = repository_ / "i18n/en.yaml";
  bool rebuilt = rebuilt_after([&] {
    std::string text = testing::read_file(english);
    text.replace(text.find("home: Home"), 10, "home: Start");
    testing::write_file(english, text);
  });
  ASSERT_TRUE(rebuilt) << testing::read_file(log_);
  std::string messages;
  for (const auto& entry : fs::directory_iterator(out_ / "i18n")) {
    if (entry.path().filename().string().starts_with("en."))
      messages = testing::read_file(entry.path());
  }
  EXPECT_NE(messages.find("\"Start\""), std::string::npos) << messages;
}

}  // namespace
}  // namespace lobbykit
