// Each folder under tests/fixtures/images/hostile/ is one hostile source
// image in a copy of the base fixture (overlay/, and `delete` for files
// removed first). `lobbykit check` passes (it reads headers only) where the
// header is sound; `build` must print expected.txt exactly, exit 1 and write
// nothing.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "testing/run_program.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const fs::path kFixtures = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures";

std::vector<std::string> cases() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(kFixtures / "images/hostile"))
    names.push_back(entry.path().filename());
  std::sort(names.begin(), names.end());
  return names;
}

class HostileInput : public ::testing::TestWithParam<std::string> {};

TEST_P(HostileInput, BuildNamesTheImageAndItsLineAndWritesNothing) {
  testing::TemporaryFolder folder;
  const fs::path repository = folder.path() / "repo", out = folder.path() / "out";
  const fs::path case_folder = kFixtures / "images/hostile" / GetParam();
  testing::copy_tree(kFixtures / "base", repository);
  std::istringstream deleted(testing::read_file(case_folder / "delete"));
  for (std::string line; std::getline(deleted, line);) fs::remove_all(repository / line);
  testing::copy_tree(case_folder / "overlay", repository);

  auto build = testing::run_lobbykit({"--root", repository.string(), "build", "--out", out.string(),
                                      "--cache", (folder.path() / "cache").string()});
  EXPECT_EQ(build.exit_code, 1);
  EXPECT_EQ(build.err, testing::read_file(case_folder / "expected.txt"));
  EXPECT_FALSE(fs::exists(out)) << "a failed build must not write anything";
}

INSTANTIATE_TEST_SUITE_P(Cases, HostileInput, ::testing::ValuesIn(cases()), [](const auto& info) {
  std::string name = info.param;
  std::replace(name.begin(), name.end(), '-', '_');
  return name;
});

TEST(HostileInput, MaxPixelsOnTheCommandLineOverridesSiteYaml) {
  testing::TemporaryFolder folder;
  auto build = testing::run_lobbykit({"--root", (kFixtures / "base").string(), "build", "--out",
                                      (folder.path() / "out").string(), "--max-pixels", "100"});
  EXPECT_EQ(build.exit_code, 1);
  EXPECT_NE(build.err.find("content/games/alpha-studio/lucky-seven.yaml:8:12: error: image "
                           "'lucky-seven.png' cannot be "
                           "used: the image is 12x16 pixels, more than the limit of 100 pixels"),
            std::string::npos)
      << build.err;
}

}  // namespace
}  // namespace lobbykit
