#include "core/spill_file.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <vector>

#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

namespace fs = std::filesystem;

/// Entries of many sizes: empty, with a NUL and newlines, one longer than
/// a block, and enough to fill several blocks.
std::vector<std::string> sample_entries() {
  std::vector<std::string> entries = {"", std::string("a\0b\n", 4),
                                      std::string(SpillFile::kBlockBytes * 2 + 3, 'x')};
  for (int i = 0; i < 20000; ++i) entries.push_back("repo/content/games/g" + std::to_string(i));
  return entries;
}

std::vector<std::string> read_back(const SpillFile& spill) {
  std::vector<std::string> entries;
  spill.for_each([&entries](std::string_view entry) { entries.emplace_back(entry); });
  return entries;
}

std::size_t files_in(const fs::path& folder) {
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder)) ++files;
  return files;
}

TEST(SpillFile, GivesBackEveryEntryInOrderHoldingABlockAtMost) {
  testing::TemporaryFolder folder;
  SpillFile spill(folder.path());
  ASSERT_TRUE(spill.on_disk());
  const std::vector<std::string> entries = sample_entries();
  for (const std::string& entry : entries) {
    spill.append(entry);
    ASSERT_LT(spill.buffered_bytes(), SpillFile::kBlockBytes) << "written as each block fills";
  }
  EXPECT_EQ(spill.size(), entries.size());
  EXPECT_EQ(read_back(spill), entries);
  EXPECT_EQ(read_back(spill), entries) << "read back as often as asked";
}

TEST(SpillFile, LeavesNoFileBehindEvenWhileOpen) {
  // A build that crashes while recording must leave nothing next to its
  // record that a later one could take for a record or have to clean up.
  testing::TemporaryFolder folder;
  {
    SpillFile spill(folder.path());
    ASSERT_TRUE(spill.on_disk());
    for (const std::string& entry : sample_entries()) spill.append(entry);
    EXPECT_EQ(files_in(folder.path()), 0u);
  }
  EXPECT_EQ(files_in(folder.path()), 0u);
}

TEST(SpillFile, KeepsTheEntriesInMemoryWhenNoFileCanBeMade) {
  testing::TemporaryFolder folder;
  SpillFile spill(folder.path() / "missing");
  EXPECT_FALSE(spill.on_disk());
  const std::vector<std::string> entries = sample_entries();
  for (const std::string& entry : entries) spill.append(entry);
  EXPECT_EQ(read_back(spill), entries);
}

TEST(SpillFile, KeepsTheEntriesInMemoryOnceTheFileTakesNoMore) {
  // A disk that fills while the build runs, as a file size limit does.
  testing::TemporaryFolder folder;
  SpillFile spill(folder.path());
  ASSERT_TRUE(spill.on_disk());
  rlimit old_limit{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &old_limit), 0);
  const auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
  rlimit limit = old_limit;
  limit.rlim_cur = SpillFile::kBlockBytes * 3 + 100;  // within a block's writing
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
  const std::vector<std::string> entries = sample_entries();
  for (const std::string& entry : entries) spill.append(entry);
  ::setrlimit(RLIMIT_FSIZE, &old_limit);
  std::signal(SIGXFSZ, old_handler);
  EXPECT_GT(spill.buffered_bytes(), SpillFile::kBlockBytes) << "the rest held in memory";
  EXPECT_EQ(read_back(spill), entries);
}

}  // namespace
}  // namespace lobbykit
