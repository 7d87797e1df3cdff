// Each folder under tests/fixtures/check/ is one class of bad input: its
// `overlay/` is copied over the valid repository in tests/fixtures/base/
// (paths listed in an optional `delete` file are removed first), and
// `expected.txt` holds the exact diagnostics `lobbykit check` must print.
// An optional `arguments` file gives options to put before the command, one
// a line (`--werror` for a case whose diagnostic is a warning). Every case
// must exit 1 and leave no output behind.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "testing/run_program.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const fs::path kFixtures = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures";

std::vector<std::string> fixture_names() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(kFixtures / "check"))
    names.push_back(entry.path().filename());
  std::sort(names.begin(), names.end());
  return names;
}

/// A copy of the base repository with one fixture applied.
void prepare(const fs::path& repository, const std::string& fixture) {
  testing::copy_tree(kFixtures / "base", repository);
  fs::path case_folder = kFixtures / "check" / fixture;
  if (fs::exists(case_folder / "delete")) {
    std::istringstream lines(testing::read_file(case_folder / "delete"));
    for (std::string line; std::getline(lines, line);) {
      if (!line.empty()) fs::remove_all(repository / line);
    }
  }
  if (fs::exists(case_folder / "overlay")) testing::copy_tree(case_folder / "overlay", repository);
}

/// `--root <repository>`, then the case's own options.
std::vector<std::string> options(const fs::path& repository, const std::string& fixture) {
  std::vector<std::string> out = {"--root", repository.string()};
  const fs::path arguments = kFixtures / "check" / fixture / "arguments";
  if (fs::exists(arguments)) {
    std::istringstream lines(testing::read_file(arguments));
    for (std::string line; std::getline(lines, line);) {
      if (!line.empty()) out.push_back(line);
    }
  }
  return out;
}

class CheckFixture : public ::testing::TestWithParam<std::string> {};

TEST_P(CheckFixture, PrintsTheExpectedDiagnosticsAndWritesNothing) {
  testing::TemporaryFolder folder;
  const fs::path repository = folder.path() / "repo";
  prepare(repository, GetParam());
  const std::string expected =
      testing::read_file(kFixtures / "check" / GetParam() / "expected.txt");

  std::vector<std::string> arguments = options(repository, GetParam());
  arguments.push_back("check");
  auto check = testing::run_lobbykit(arguments);
  EXPECT_EQ(check.exit_code, 1);
  EXPECT_EQ(check.err, expected);

  const fs::path out = folder.path() / "out";
  arguments.back() = "build";
  arguments.insert(arguments.end(), {"--out", out.string()});
  auto build = testing::run_lobbykit(arguments);
  EXPECT_EQ(build.exit_code, 1);
  EXPECT_EQ(build.err, expected);
  EXPECT_FALSE(fs::exists(out)) << "a failed build must not write anything";
}

INSTANTIATE_TEST_SUITE_P(Fixtures, CheckFixture, ::testing::ValuesIn(fixture_names()),
                         [](const auto& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(CheckBase, TheBaseFixtureIsClean) {
  auto check = testing::run_lobbykit({"--root", (kFixtures / "base").string(), "check"});
  EXPECT_EQ(check.exit_code, 0) << check.err;
  EXPECT_EQ(check.err, "");
  EXPECT_NE(
      check.out.find("3 games, 2 vendors, 3 categories, 2 currencies, 21 avatars, 1 bank list"),
      std::string::npos)
      << check.out;
}

TEST(CheckBase, JsonFormatPrintsDiagnosticsOnStdout) {
  testing::TemporaryFolder folder;
  prepare(folder.path() / "repo", "unknown-vendor");
  auto check = testing::run_lobbykit(
      {"--root", (folder.path() / "repo").string(), "--format", "json", "check"});
  EXPECT_EQ(check.exit_code, 1);
  EXPECT_EQ(check.out.rfind("{\n  \"errors\": 1,", 0), 0u) << check.out;
  EXPECT_NE(check.out.find("\"hint\": \"did you mean 'alpha-studio'?\""), std::string::npos)
      << check.out;
}

TEST(CheckBase, WarningsFailOnlyWithWerror) {
  testing::TemporaryFolder folder;
  const fs::path repository = folder.path() / "repo";
  testing::copy_tree(kFixtures / "base", repository);
  testing::write_file(repository / "content/games/beta-works/unused.png",
                      testing::read_file(repository / "content/games/beta-works/goal-rush.png"));
  auto relaxed = testing::run_lobbykit({"--root", repository.string(), "check"});
  EXPECT_EQ(relaxed.exit_code, 0);
  EXPECT_EQ(relaxed.err,
            "content/games/beta-works/unused.png: warning: image is not used by any content file\n"
            "  hint: delete it, or reference it\n0 errors, 1 warning\n");
  auto strict = testing::run_lobbykit({"--root", repository.string(), "--werror", "check"});
  EXPECT_EQ(strict.exit_code, 1);
}

TEST(CommandLine, UsageMistakesExitWithTwo) {
  EXPECT_EQ(testing::run_lobbykit({}).exit_code, 2);
  EXPECT_EQ(testing::run_lobbykit({"frobnicate"}).exit_code, 2);
  EXPECT_EQ(testing::run_lobbykit({"build"}).exit_code, 2);  // --out is required
  EXPECT_EQ(testing::run_lobbykit({"--root", "/nonexistent/lobbykit", "check"}).exit_code, 2);
  EXPECT_EQ(testing::run_lobbykit({"--format", "xml", "check"}).exit_code, 2);
}

TEST(CommandLine, EverySubcommandHasHelp) {
  for (const char* command : {"check", "build", "schema"}) {
    auto help = testing::run_lobbykit({command, "--help"});
    EXPECT_EQ(help.exit_code, 0) << command;
    EXPECT_NE(help.out.find("Usage:"), std::string::npos) << command;
  }
}

}  // namespace
}  // namespace lobbykit
