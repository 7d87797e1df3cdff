#include "pipeline/build_record.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "testing/counting_sink.h"

namespace lobbykit {
namespace {

using namespace std::chrono_literals;

const auto kNow = std::chrono::system_clock::now();
const InputStamps kNoInputs;

/// Inputs in a given order, a path maybe more than once, as a build's
/// recorder hands them on.
InputSource in_order(const std::vector<std::pair<std::string, std::optional<FileStamp>>>& inputs) {
  return [&inputs](const InputVisitor& visit) {
    for (const auto& [path, stamp] : inputs) visit(path, stamp);
  };
}

class BuildRecordTest : public ::testing::Test {
 protected:
  void SetUp() override {
    memory_.add_file("repo/content/site.yaml", "title: x\n");
    memory_.add_file("out/games.ts", "export {};\n");
    memory_.add_file("out/media/a.webp", "RIFF");
    memory_.add_file("out/.lobbykit-manifest", "11 games.ts\n22 media/a.webp\n");
  }

  BuildRecord make() const {
    auto record =
        make_build_record("program 1 2 3\nroot repo\n", input_source(some_inputs_),
                          {FileStamp{5, 6, 7}, {FileStamp{11, 2, 8}, FileStamp{4, 3, 9}}}, kNow);
    EXPECT_TRUE(record);
    return record.value_or(BuildRecord{"", input_source(some_inputs_), {}});
  }

  const InputStamps some_inputs_ = {{"repo/content/site.yaml", FileStamp{9, 1, 7}},
                                    {"repo/content/gone.yaml", std::nullopt}};

  MemoryFileSystem memory_;
};

TEST_F(BuildRecordTest, SurvivesTheRoundTripThroughText) {
  BuildRecord record = make();
  EXPECT_EQ(record.outputs.size(), 3u) << "two listed files and the manifest";
  std::string text = format_build_record(record);
  auto parsed = parse_build_record(text);
  ASSERT_TRUE(parsed) << text;
  EXPECT_EQ(parsed->identity, record.identity);
  EXPECT_EQ(parsed->inputs.size(), 2u);
  EXPECT_FALSE(parsed->inputs.at("repo/content/gone.yaml"));
  EXPECT_EQ(parsed->inputs.at("repo/content/site.yaml")->mtime_ns, 1);
  EXPECT_EQ(parsed->outputs, record.outputs);
  EXPECT_EQ(format_build_record(parsed->view()), text);
  EXPECT_EQ(text.find("games.ts"), std::string::npos) << "the manifest has the outputs' paths";
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
  std::string no_manifest = text;
  no_manifest.erase(no_manifest.find("manifest 5 6 7\n"), 15);
  EXPECT_FALSE(parse_build_record(no_manifest)) << "lines no longer counted by the trailer";
}

TEST_F(BuildRecordTest, RefusesOutputsWithoutTheirManifestOrWithPaths) {
  auto record = [](const std::string& outputs) {
    const auto lines = static_cast<std::size_t>(std::count(outputs.begin(), outputs.end(), '\n'));
    return "lobbykit-stamp-record 1 build-record-2\nidentity id\n" + outputs + "end " +
           std::to_string(lines + 1) + "\n";
  };
  ASSERT_TRUE(parse_build_record(record("manifest 5 6 7\nlisted 1 2 3\n")));
  EXPECT_FALSE(parse_build_record(record("listed 1 2 3\n"))) << "no manifest";
  EXPECT_FALSE(parse_build_record(record("manifest 5 6 7\nmanifest 5 6 7\n"))) << "two";
  EXPECT_FALSE(parse_build_record(record("manifest 5 6 7\nlisted 1 2 3 games.ts\n")));
  EXPECT_FALSE(parse_build_record(record("manifest 5 6 7\nlisted -\n"))) << "an absent output";
  EXPECT_FALSE(parse_build_record(record("manifest 5 6 7\noutput 1 2 3 games.ts\n")));
}

TEST_F(BuildRecordTest, ARecordOfTheFormatThatListedOutputsByPathIsRefused) {
  // what a build before outputs went by their place in the manifest left
  EXPECT_FALSE(parse_build_record(
      "lobbykit-stamp-record 1 build-record\nidentity id\ninput 9 1 7 repo/content/site.yaml\n"
      "output 11 2 8 games.ts\nend 3\n"));
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
  const OutputStamps outputs{*memory_.stamp("out/.lobbykit-manifest"),
                             {*memory_.stamp("out/games.ts"), *memory_.stamp("out/media/a.webp")}};
  auto record = make_build_record("id\n", input_source(inputs), outputs, kNow);
  ASSERT_TRUE(record);
  save_build_record(memory_, "out", *record);
  const std::optional<RecordedBuild> holds = check_build_record(memory_, "out", "id\n");
  ASSERT_TRUE(holds);
  EXPECT_EQ(holds->inputs, 2u);
  EXPECT_EQ(holds->outputs, 3u) << "the manifest and the two files it lists";
  EXPECT_FALSE(check_build_record(memory_, "out", "other\n")) << "another program or options";
  EXPECT_FALSE(check_build_record(memory_, "out", "id\nmore\n"));
  EXPECT_FALSE(check_build_record(memory_, "out", "")) << "no identity is none either";

  // whether the record still holds once `change` is made to a copy of the files
  auto holds_after = [&](const std::function<void(MemoryFileSystem&)>& change) {
    MemoryFileSystem changed = memory_;
    change(changed);
    return check_build_record(changed, "out", "id\n").has_value();
  };
  EXPECT_FALSE(holds_after([](auto& fs) { fs.add_file("repo/content/site.yaml", "title: xy\n"); }))
      << "an input changed";
  EXPECT_FALSE(holds_after([](auto& fs) { fs.add_file("repo/content/gone.yaml", ""); }))
      << "an absent input appeared";
  EXPECT_FALSE(holds_after([](auto& fs) { fs.remove_file("out/games.ts"); }))
      << "an output removed";
  EXPECT_FALSE(holds_after([](auto& fs) { fs.add_file("out/media/a.webp", "RIFF, other"); }))
      << "an output changed";
  EXPECT_FALSE(holds_after([](auto& fs) {
    fs.add_file("out/.lobbykit-manifest", "11 games.ts\n");
  })) << "the manifest changed";
  EXPECT_FALSE(holds_after([](auto& fs) { fs.remove_file("out/.lobbykit-manifest"); }))
      << "the manifest removed";
  EXPECT_FALSE(holds_after([](auto& fs) { forget_build_record(fs, "out"); }))
      << "the record removed";
}

TEST_F(BuildRecordTest, InputsAreWrittenInTheOrderTheyCome) {
  const std::vector<std::pair<std::string, std::optional<FileStamp>>> inputs = {
      {"repo/z.yaml", FileStamp{1, 1, 1}}, {"repo/a.yaml", std::nullopt}};
  auto record = make_build_record("id\n", in_order(inputs), {}, kNow);
  ASSERT_TRUE(record);
  const std::string text = format_build_record(*record);
  EXPECT_LT(text.find("repo/z.yaml"), text.find("repo/a.yaml")) << text;
}

TEST_F(BuildRecordTest, AnInputRecordedTwiceHoldsOnlyWhileBothItsStampsDo) {
  // A path the recorder noted again, later in the build (its recent paths
  // had moved on), with the stamp of each look.
  const std::optional<FileStamp> site = memory_.stamp("repo/content/site.yaml");
  const FileStamp earlier{site->size - 1, site->mtime_ns, site->inode};
  const OutputStamps outputs{*memory_.stamp("out/.lobbykit-manifest"),
                             {*memory_.stamp("out/games.ts"), *memory_.stamp("out/media/a.webp")}};
  auto holds_with = [&](const std::optional<FileStamp>& first) {
    const std::vector<std::pair<std::string, std::optional<FileStamp>>> inputs = {
        {"repo/content/site.yaml", first}, {"repo/content/site.yaml", site}};
    auto record = make_build_record("id\n", in_order(inputs), outputs, kNow);
    if (!record) return false;
    MemoryFileSystem fs = memory_;
    save_build_record(fs, "out", *record);
    return check_build_record(fs, "out", "id\n").has_value();
  };
  EXPECT_TRUE(holds_with(site));
  EXPECT_FALSE(holds_with(earlier)) << "changed while the build ran";
  EXPECT_FALSE(holds_with(std::nullopt)) << "made while the build ran";
}

TEST_F(BuildRecordTest, ARecordCutShortOrOfAnotherFormHoldsNothing) {
  const OutputStamps outputs{*memory_.stamp("out/.lobbykit-manifest"),
                             {*memory_.stamp("out/games.ts"), *memory_.stamp("out/media/a.webp")}};
  InputStamps inputs;
  for (int i = 0; i < 5000; ++i) {  // some pieces' worth of lines
    const std::string path = "repo/content/games/game-" + std::to_string(i) + ".yaml";
    memory_.add_file(path, "id: x\n");
    inputs.emplace(path, memory_.stamp(path));
  }
  auto record = make_build_record("id\n", input_source(inputs), outputs, kNow);
  ASSERT_TRUE(record);
  const std::string text = format_build_record(*record);
  ASSERT_GT(text.size(), std::size_t{128} << 10);
  auto holds_with = [&](const std::string& record_text) {
    MemoryFileSystem fs = memory_;
    fs.add_file("out/.lobbykit-build-record", record_text);
    return check_build_record(fs, "out", "id\n").has_value();
  };
  EXPECT_TRUE(holds_with(text));
  EXPECT_FALSE(holds_with(text.substr(0, text.size() / 2))) << "cut in the inputs";
  EXPECT_FALSE(holds_with(text.substr(0, text.size() - 1))) << "the trailer cut";
  std::string no_manifest = text;
  const std::size_t manifest = no_manifest.find("\nmanifest ");
  no_manifest.replace(manifest + 1, 8, "nofest  ");
  EXPECT_FALSE(holds_with(no_manifest)) << "a line of no known kind";
  std::string empty_path = text;
  const std::size_t input = empty_path.find(" repo/content/games/game-0.yaml\n");
  empty_path.erase(input + 1, 30);
  EXPECT_FALSE(holds_with(empty_path));
}

TEST_F(BuildRecordTest, IsNotUpToDateWhenTheManifestListsOtherFilesThanTheRecord) {
  const FileStamp manifest = *memory_.stamp("out/.lobbykit-manifest");
  const FileStamp games = *memory_.stamp("out/games.ts");
  const FileStamp webp = *memory_.stamp("out/media/a.webp");
  auto up_to_date = [&](std::vector<FileStamp> listed) {
    auto record =
        make_build_record("id\n", input_source(kNoInputs), {manifest, std::move(listed)}, kNow);
    if (!record) return false;
    MemoryFileSystem fs = memory_;
    save_build_record(fs, "out", *record);
    return check_build_record(fs, "out", "id\n").has_value();
  };
  EXPECT_TRUE(up_to_date({games, webp}));
  EXPECT_FALSE(up_to_date({games})) << "one file fewer";
  EXPECT_FALSE(up_to_date({games, webp, webp})) << "one more";
  EXPECT_FALSE(up_to_date({webp, games})) << "another order";
  MemoryFileSystem edited = memory_;  // a manifest no build wrote, with the stamp recorded
  edited.add_file("out/.lobbykit-manifest", "11  games.ts\n22 media/a.webp\n");
  auto record = make_build_record("id\n", input_source(kNoInputs),
                                  {*edited.stamp("out/.lobbykit-manifest"), {games, webp}}, kNow);
  ASSERT_TRUE(record);
  save_build_record(edited, "out", *record);
  EXPECT_FALSE(check_build_record(edited, "out", "id\n"));
}

TEST_F(BuildRecordTest, YoungInputsAndInputPathsWithNewlinesAreNotRecorded) {
  const std::int64_t now_ns =
      std::chrono::duration_cast<std::chrono::nanoseconds>(kNow.time_since_epoch()).count();
  const std::int64_t second = 1'000'000'000;
  InputStamps settled = {{"a", FileStamp{1, now_ns - 3 * second, 1}}};
  InputStamps young = {{"a", FileStamp{1, now_ns - second, 1}}};
  const InputStamps newline = {{"a\nb", std::nullopt}};
  EXPECT_TRUE(make_build_record("id\n", input_source(settled), {}, kNow));
  EXPECT_FALSE(make_build_record("id\n", input_source(young), {}, kNow));
  EXPECT_FALSE(make_build_record("id\n", input_source(newline), {}, kNow));
}

using testing::CountingSink;

TEST_F(BuildRecordTest, ALargeRecordIsWrittenInPiecesThatMakeItsText) {
  InputStamps inputs;
  OutputStamps outputs;
  for (std::uint64_t i = 0; i < 5000; ++i) {
    inputs.emplace("repo/content/games/g" + std::to_string(i) + ".yaml", FileStamp{i, 1, i});
    outputs.listed.push_back(FileStamp{i, 2, i});
  }
  auto record = make_build_record("program 1 2 3\n", input_source(inputs), outputs, kNow);
  ASSERT_TRUE(record);
  CountingSink sink;
  write_build_record(sink, *record);
  EXPECT_GT(sink.pieces, 10) << "handed on as it is made, not held whole";
  EXPECT_EQ(sink.bytes, format_build_record(*record));
  auto parsed = parse_build_record(sink.bytes);
  ASSERT_TRUE(parsed);
  EXPECT_EQ(parsed->inputs, inputs);
  EXPECT_EQ(parsed->outputs, record->outputs);
}

TEST_F(BuildRecordTest, SavedAndForgottenInTheOutputFolder) {
  const BuildRecord record = make();
  save_build_record(memory_, "out", record);
  const auto saved = memory_.read("out/.lobbykit-build-record");
  ASSERT_TRUE(saved);
  EXPECT_EQ(*saved, format_build_record(record));
  forget_build_record(memory_, "out");
  EXPECT_FALSE(memory_.read("out/.lobbykit-build-record"));
}

}  // namespace
}  // namespace lobbykit
