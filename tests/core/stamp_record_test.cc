#include "core/stamp_record.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace lobbykit {
namespace {

std::string sample() {
  StampRecordWriter writer("sample");
  writer.line("build").number(std::uint64_t{7});
  writer.line("input").stamp(FileStamp{12, -5, 99}).last("content/a b.yaml");
  writer.line("input").stamp(std::nullopt).last("content/gone.yaml");
  writer.line("key").field("abc").field("def");
  return writer.finish();
}

TEST(StampRecord, WritesOneLinePerCallAndATrailerCountingThem) {
  EXPECT_EQ(sample(),
            "lobbykit-stamp-record 1 sample\n"
            "build 7\n"
            "input 12 -5 99 content/a b.yaml\n"
            "input - content/gone.yaml\n"
            "key abc def\n"
            "end 4\n");
}

TEST(StampRecord, ADrainedRecordIsTheSameTextInPieces) {
  StampRecordWriter writer("sample");
  StringSink sink;
  writer.line("build").number(std::uint64_t{7});
  writer.drain_into(sink);
  EXPECT_EQ(sink.bytes, "lobbykit-stamp-record 1 sample\nbuild 7");
  writer.line("input").stamp(FileStamp{12, -5, 99}).last("content/a b.yaml");
  writer.line("input").stamp(std::nullopt);
  writer.drain_into(sink);  // mid-line: the pieces are bytes, not lines
  writer.last("content/gone.yaml");
  writer.line("key").field("abc").field("def");
  sink.bytes += writer.finish();
  EXPECT_EQ(sink.bytes, sample()) << "the trailer counts the drained lines too";
}

TEST(StampRecord, DrainIfOverHandsOnOnlyPastTheSizeGiven) {
  StampRecordWriter writer("sample"), whole("sample");
  StringSink sink;
  std::size_t drains = 0;
  for (int i = 0; i < 100; ++i) {
    for (StampRecordWriter* w : {&writer, &whole}) w->line("key").field(std::to_string(i));
    const std::size_t before = sink.bytes.size();
    writer.drain_if_over(sink, 100);
    drains += sink.bytes.size() != before ? 1 : 0;
  }
  sink.bytes += writer.finish();
  EXPECT_EQ(sink.bytes, whole.finish());
  EXPECT_GT(drains, 5u);
  EXPECT_LT(drains, 100u) << "not a piece per line";
}

TEST(StampRecord, ReadsBackWhatWasWritten) {
  const std::string text = sample();
  auto reader = StampRecordReader::open(text, "sample");
  ASSERT_TRUE(reader);

  ASSERT_TRUE(reader->next_line());
  EXPECT_EQ(reader->tag(), "build");
  std::uint64_t build = 0;
  EXPECT_TRUE(reader->number(build));
  EXPECT_EQ(build, 7u);
  EXPECT_TRUE(reader->line_done());

  std::optional<FileStamp> stamp;
  ASSERT_TRUE(reader->next_line());
  EXPECT_EQ(reader->tag(), "input");
  EXPECT_TRUE(reader->stamp(stamp));
  EXPECT_EQ(stamp, (FileStamp{12, -5, 99}));
  EXPECT_EQ(reader->rest(), "content/a b.yaml");

  ASSERT_TRUE(reader->next_line());
  EXPECT_TRUE(reader->stamp(stamp));
  EXPECT_FALSE(stamp);
  EXPECT_EQ(reader->rest(), "content/gone.yaml");

  ASSERT_TRUE(reader->next_line());
  EXPECT_EQ(reader->field(), "abc");
  EXPECT_EQ(reader->field(), "def");
  EXPECT_FALSE(reader->field());

  EXPECT_FALSE(reader->next_line());
}

TEST(StampRecord, AnEmptyRecordIsWhole) {
  std::string text = StampRecordWriter("sample").finish();
  EXPECT_EQ(text, "lobbykit-stamp-record 1 sample\nend 0\n");
  auto reader = StampRecordReader::open(text, "sample");
  ASSERT_TRUE(reader);
  EXPECT_FALSE(reader->next_line());
}

TEST(StampRecord, RefusesAnotherKindAnOldFormatOrACutRecord) {
  const std::string text = sample();
  EXPECT_FALSE(StampRecordReader::open(text, "other"));
  EXPECT_FALSE(StampRecordReader::open("lobbykit build record 1\nidentity 0\ninputs 0\noutputs 0\n",
                                       "sample"));
  EXPECT_FALSE(StampRecordReader::open("lobbykit-thumbnail-index 3\nbuild 1\n", "sample"));
  EXPECT_FALSE(StampRecordReader::open("lobbykit-stamp-record 2 sample\nend 0\n", "sample"));
  // cut anywhere: the trailer is missing or counts other lines
  for (std::size_t size = 0; size < text.size(); ++size)
    EXPECT_FALSE(StampRecordReader::open(text.substr(0, size), "sample")) << size;
  // a line lost from the middle
  std::string without_line = text;
  without_line.erase(without_line.find("key abc def\n"), 12);
  EXPECT_FALSE(StampRecordReader::open(without_line, "sample"));
}

// What a stream of `text` cut into pieces of `piece` bytes hands on: each
// line as "tag|rest", and whether it called the record whole.
std::pair<std::vector<std::string>, bool> streamed(std::string_view text, std::size_t piece) {
  std::vector<std::string> lines;
  StampRecordStream stream("sample", [&](StampRecordReader& line) {
    lines.push_back(std::string(line.tag()) + "|" + std::string(line.rest()));
  });
  for (std::size_t start = 0; start < text.size(); start += piece)
    stream.feed(text.substr(start, piece));
  return {lines, stream.finish()};
}

TEST(StampRecordStream, HandsOnTheSameLinesInPiecesOfAnySize) {
  const std::string text = sample();
  std::vector<std::string> whole;
  auto reader = StampRecordReader::open(text, "sample");
  ASSERT_TRUE(reader);
  while (reader->next_line())
    whole.push_back(std::string(reader->tag()) + "|" + std::string(reader->rest()));
  for (std::size_t piece : {1u, 2u, 7u, 31u, 4096u}) {
    auto [lines, ok] = streamed(text, piece);
    EXPECT_TRUE(ok) << piece;
    EXPECT_EQ(lines, whole) << "pieces of " << piece << " bytes";
  }
  EXPECT_EQ(whole.size(), 4u) << "not the header, not the trailer";
}

TEST(StampRecordStream, RefusesWhatOpenRefuses) {
  const std::string text = sample();
  for (std::size_t size = 0; size < text.size(); ++size)
    EXPECT_FALSE(streamed(text.substr(0, size), 5).second) << "cut at " << size;
  std::string without_line = text;
  without_line.erase(without_line.find("key abc def\n"), 12);
  EXPECT_FALSE(streamed(without_line, 5).second) << "a line lost from the middle";
  EXPECT_FALSE(streamed("lobbykit-stamp-record 1 other\nend 0\n", 5).second) << "another kind";
  EXPECT_FALSE(streamed("lobbykit-stamp-record 2 sample\nend 0\n", 5).second) << "another format";
  EXPECT_FALSE(streamed(text + "build 8\n", 5).second) << "a line after the trailer";
  auto [lines, ok] = streamed("lobbykit-stamp-record 1 other\nbuild 1\nend 1\n", 3);
  EXPECT_TRUE(lines.empty()) << "nothing of another kind is handed on";
  EXPECT_TRUE(streamed(StampRecordWriter("sample").finish(), 4).second) << "an empty record";
}

TEST(StampRecord, MalformedFieldsAreReportedNotGuessed) {
  const std::string text = "lobbykit-stamp-record 1 sample\ninput 12 x 3 path\nbuild\nend 2\n";
  auto reader = StampRecordReader::open(text, "sample");
  ASSERT_TRUE(reader);
  ASSERT_TRUE(reader->next_line());
  std::optional<FileStamp> stamp;
  EXPECT_FALSE(reader->stamp(stamp));
  ASSERT_TRUE(reader->next_line());
  EXPECT_EQ(reader->tag(), "build");
  std::uint64_t number = 0;
  EXPECT_FALSE(reader->number(number));
}

}  // namespace
}  // namespace lobbykit
