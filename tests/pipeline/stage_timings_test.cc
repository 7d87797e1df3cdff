#include "pipeline/stage_timings.h"

#include <gtest/gtest.h>

#include <thread>

#include "testing/run_program.h"
#include "testing/temporary_folder.h"

namespace lobbykit {
namespace {

TEST(StageTimings, EachStageRunsFromThePreviousOne) {
  StageTimings timings;
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  timings.end_stage("sleeping");
  volatile double sink = 0;
  auto busy_until = std::chrono::steady_clock::now() + std::chrono::milliseconds(20);
  while (std::chrono::steady_clock::now() < busy_until) sink = sink + 1;
  timings.end_stage("spinning");

  ASSERT_EQ(timings.stages().size(), 2u);
  const auto& sleeping = timings.stages()[0];
  const auto& spinning = timings.stages()[1];
  EXPECT_EQ(sleeping.name, "sleeping");
  EXPECT_GE(sleeping.wall_ms, 20);
  EXPECT_LT(sleeping.cpu_ms, sleeping.wall_ms / 2) << "a sleep uses no CPU";
  EXPECT_GE(spinning.wall_ms, 20);
  EXPECT_GT(spinning.cpu_ms, 1) << "a busy loop does";

  std::string table = timings.table();
  EXPECT_NE(table.find("sleeping"), std::string::npos) << table;
  EXPECT_NE(table.find("spinning"), std::string::npos) << table;
  EXPECT_NE(table.find("total"), std::string::npos) << table;
}

TEST(StageTimings, BuildPrintsThemOnlyWhenAsked) {
  const std::string base = std::string(LOBBYKIT_SOURCE_DIR) + "/tests/fixtures/base";
  testing::TemporaryFolder folder;
  auto quiet =
      testing::run_lobbykit({"--root", base, "build", "--out", (folder.path() / "a").string()});
  ASSERT_EQ(quiet.exit_code, 0) << quiet.err;
  EXPECT_EQ(quiet.out.find("wall ms"), std::string::npos) << quiet.out;

  auto timed = testing::run_lobbykit(
      {"--root", base, "build", "--out", (folder.path() / "b").string(), "--timings"});
  ASSERT_EQ(timed.exit_code, 0) << timed.err;
  for (const char* stage : {"check content/", "check themes/", "check i18n/", "images", "emit",
                            "write output", "total"})
    EXPECT_NE(timed.out.find(stage), std::string::npos) << stage << " in\n" << timed.out;
}

}  // namespace
}  // namespace lobbykit
