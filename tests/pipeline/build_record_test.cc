#include "pipeline/build_record.h"

#include <gtest/gtest.h>

#include "testing/counting_sink.h"

namespace lobbykit {
namespace {

using namespace std::chrono_literals;

const auto kNow = std::chrono::system_clock::now();

class BuildRecordTest : public ::testing::Test {
 protected:
  void SetUp() override {
    memory_.add_file("repo/content/site.yaml", "title: x\n");
    memory_.add_file("out/games.ts", "export {};\n");
  }

  static BuildRecord make() {
    InputStamps inputs = {{"repo/content/site.yaml", FileStamp{9, 1, 7}},
                          {"repo/content/gone.yaml", std::nullopt}};
    auto record = make_build_record(
        "program 1 2 3\nroot repo\n", inputs,
        {{"games.ts", FileStamp{11, 2, 8}}, {"media/a 1.webp", FileStamp{4, 3, 9}}}, kNow);
    EXPECT_TRUE(record);
    return record.value_or(BuildRecord{});
  }

  MemoryFileSystem memory_;
};

TEST_F(BuildRecordTest, SurvivesTheRoundTripThroughText) {
  BuildRecord record = make();
  ASSERT_EQ(record.outputs.size(), 2u);
  EXPECT_EQ(record.outputs.path(1), "media/a 1.webp");
  EXPECT_EQ(record.outputs.stamp(1).size, 4u);
  std::string text = format_build_record(record);
  auto parsed = parse_build_record(text);
  ASSERT_TRUE(parsed) << text;
  EXPECT_EQ(parsed->identity, record.identity);
  EXPECT_EQ(parsed->inputs.size(), 2u);
  EXPECT_FALSE(parsed->inputs.at("repo/content/gone.yaml"));
  EXPECT_EQ(parsed->inputs.at("repo/content/site.yaml")->mtime_ns, 1);
  EXPECT_EQ(format_build_record(*parsed), text);
}

TEST_F(BuildRecordTest, AnythingButAWholeRecordIsRejected) {
  const std::string text = format_build_record(make());
  EXPECT_FALSE(parse_build_record(""));
  EXPECT_FALSE(parse_build_record(text.substr(0, text.size() - 1)))
      << "no final newline: cut short";
  EXPECT_FALSE(parse_build_record(text.substr(0, text.size() / 2)));
  EXPECT_FALSE(parse_build_record(text + "9 9 9 extra\n"));
  std::string bad_number = text;
  bad_number.replace(bad_number.find("9 1 7"), 5, "9 x 7");
  EXPECT_FALSE(parse_build_record(bad_number));
  std::string other_kind = text;
  other_kind.replace(0, other_kind.find('\n'), "lobbykit-stamp-record 1 thumbnail-index");
  EXPECT_FALSE(parse_build_record(other_kind));
}

TEST_F(BuildRecordTest, ARecordInTheFormatBeforeTheSharedStampRecordIsRefused) {
  // what a build before the shared format left: read as no record (a full build)
  EXPECT_FALSE(parse_build_record(
      "lobbykit build record 1\nidentity 1\nid\ninputs 1\n9 1 7 repo/content/site.yaml\n"
      "outputs 1\n11 2 8 games.ts\n"));
}

TEST_F(BuildRecordTest, IsUpToDateOnlyWhileEveryStampHolds) {
  InputStamps inputs = {{"repo/content/site.yaml", memory_.stamp("repo/content/site.yaml")},
                        {"repo/content/gone.yaml", std::nullopt}};
  auto record =
      make_build_record("id\n", inputs, {{"games.ts", *memory_.stamp("out/games.ts")}}, kNow);
  ASSERT_TRUE(record);
  EXPECT_TRUE(is_up_to_date(*record, "id\n", memory_, "out"));
  EXPECT_FALSE(is_up_to_date(*record, "other\n", memory_, "out")) << "another program or options";

  MemoryFileSystem input_changed = memory_;
  input_changed.add_file("repo/content/site.yaml", "title: xy\n");
  EXPECT_FALSE(is_up_to_date(*record, "id\n", input_changed, "out"));
  MemoryFileSystem absent_appeared = memory_;
  absent_appeared.add_file("repo/content/gone.yaml", "");
  EXPECT_FALSE(is_up_to_date(*record, "id\n", absent_appeared, "out"));
  MemoryFileSystem output_removed = memory_;
  output_removed.remove_file("out/games.ts");
  EXPECT_FALSE(is_up_to_date(*record, "id\n", output_removed, "out"));
}

TEST_F(BuildRecordTest, YoungInputsAndPathsWithNewlinesAreNotRecorded) {
  const std::int64_t now_ns =
      std::chrono::duration_cast<std::chrono::nanoseconds>(kNow.time_since_epoch()).count();
  const std::int64_t second = 1'000'000'000;
  InputStamps settled = {{"a", FileStamp{1, now_ns - 3 * second, 1}}};
  InputStamps young = {{"a", FileStamp{1, now_ns - second, 1}}};
  EXPECT_TRUE(make_build_record("id\n", settled, {}, kNow));
  EXPECT_FALSE(make_build_record("id\n", young, {}, kNow));
  EXPECT_FALSE(make_build_record("id\n", {{"a\nb", std::nullopt}}, {}, kNow));
  EXPECT_FALSE(make_build_record("id\n", settled, {{"games\n.ts", FileStamp{}}}, kNow));
}

using testing::CountingSink;

TEST_F(BuildRecordTest, ALargeRecordIsWrittenInPiecesThatMakeItsText) {
  InputStamps inputs;
  PathStamps outputs;
  for (std::uint64_t i = 0; i < 5000; ++i) {
    inputs.emplace("repo/content/games/g" + std::to_string(i) + ".yaml", FileStamp{i, 1, i});
    outputs.push_back("media/games/g" + std::to_string(i) + ".webp", FileStamp{i, 2, i});
  }
  auto record = make_build_record("program 1 2 3\n", inputs, outputs, kNow);
  ASSERT_TRUE(record);
  CountingSink sink;
  write_build_record(sink, *record);
  EXPECT_GT(sink.pieces, 10) << "handed on as it is made, not held whole";
  EXPECT_EQ(sink.bytes, format_build_record(*record));
  auto parsed = parse_build_record(sink.bytes);
  ASSERT_TRUE(parsed);
  EXPECT_EQ(parsed->inputs, record->inputs);
  EXPECT_EQ(parsed->outputs, record->outputs);
}

TEST_F(BuildRecordTest, SavedLoadedAndForgottenInTheOutputFolder) {
  save_build_record(memory_, "out", make());
  auto loaded = load_build_record(memory_, "out");
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded->outputs.size(), 2u);
  forget_build_record(memory_, "out");
  EXPECT_FALSE(load_build_record(memory_, "out"));
}

}  // namespace
}  // namespace lobbykit
