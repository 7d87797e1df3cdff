#include "core/shared_text.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "core/diagnostics.h"
#include "core/source_file.h"

namespace lobbykit {
namespace {

TEST(SharedText, CopiesShareOneBlockOfText) {
  const SharedText path("content/games/alpha-studio/a-long-game-name.yaml");
  const SharedText copy = path;
  EXPECT_EQ(copy.str().data(), path.str().data()) << "a copy is not a second string";
  EXPECT_EQ(copy, path);
  EXPECT_EQ(copy, "content/games/alpha-studio/a-long-game-name.yaml");
  EXPECT_EQ(sizeof(SharedText), sizeof(void*));
}

TEST(SharedText, EveryLocationOfAFileSharesItsPath) {
  const SourceFile file("content/games/alpha-studio/a-long-game-name.yaml", "id: a\nname: b\n");
  const SourceLocation first = file.location(0, 0);
  const SourceLocation second = file.location(1, 2);
  EXPECT_EQ(first.path.str().data(), second.path.str().data());
  EXPECT_EQ(second.path, file.path());
  EXPECT_EQ(second.line, 2);
  EXPECT_EQ(second.column, 3);
}

TEST(SharedText, ASourceFileSharesThePathItIsGiven) {
  const SharedText path("content/games/alpha-studio/a-long-game-name.yaml");
  const SourceFile file(path, "id: a\n");
  EXPECT_EQ(file.path().str().data(), path.str().data());
  EXPECT_EQ(file.location(0, 0).path.str().data(), path.str().data());
}

TEST(SharedText, ComparesAndPrintsAsItsText) {
  const SharedText a("a.yaml"), b("b.yaml"), empty;
  EXPECT_LT(a, b);
  EXPECT_NE(a, b);
  EXPECT_EQ(a, SharedText(std::string("a.yaml"))) << "equal text, two blocks";
  EXPECT_TRUE(empty.empty());
  EXPECT_EQ(empty, "");
  EXPECT_EQ(fmt::format("{}:{}", a, 3), "a.yaml:3");
}

TEST(SharedText, KeepsEveryByteAndEndsItsTextWithANul) {
  const std::string text("a\0b/with-a-nul-inside-past-fifteen-bytes", 40);
  const SharedText shared(text);
  EXPECT_EQ(shared.size(), 40u);
  EXPECT_EQ(shared.str(), text);
  EXPECT_EQ(shared.c_str()[40], '\0');
  EXPECT_EQ(std::string_view(SharedText("x").c_str()), "x");
  EXPECT_STREQ(SharedText().c_str(), "");
  EXPECT_TRUE(SharedText(std::string()).empty()) << "no block for no text";
}

TEST(SharedText, AssignedMovedAndDroppedLeavesNoBlockBehind) {
  // ASan reports a block freed twice or never
  SharedText a("content/first-path-longer-than-fifteen.yaml");
  SharedText b("content/second-path-longer-than-fifteen.yaml");
  a = b;
  EXPECT_EQ(a.str().data(), b.str().data());
  SharedText c = std::move(a);
  // NOLINTNEXTLINE(bugprone-use-after-move): a moved-from text is empty
  EXPECT_TRUE(a.empty());
  a = c;
  b = SharedText();
  EXPECT_EQ(a, c);
  EXPECT_TRUE(b.empty());
}

TEST(SharedText, CopiedAndDroppedOnSeveralThreadsAtOnce) {
  const SharedText path("content/games/alpha-studio/shared-by-every-worker.yaml");
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&path] {
      for (int i = 0; i < 10000; ++i) {
        SharedText copy = path;
        SharedText another = copy;
        if (another.size() != path.size()) std::abort();
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(path, "content/games/alpha-studio/shared-by-every-worker.yaml");
}

}  // namespace
}  // namespace lobbykit
