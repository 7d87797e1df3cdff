// The fast subset reader against yaml-cpp: the same tree (kinds, keys in
// order, items, values, styles and positions) for every scalar style and
// one-line flow collection, for every locale and content file of the
// repository and of the fixtures, and nullopt (so the caller falls back to
// yaml-cpp) for everything outside the subset.
#include "core/yaml_subset_reader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "core/file_system.h"
#include "core/yaml_reader.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

void expect_same_tree(const YamlNode& fast, const YamlNode& exact, const std::string& where) {
  EXPECT_EQ(first_difference(fast, exact), "") << where;
}

/// `text` read by yaml-cpp (read_yaml's fallback); a test failure if it
/// refuses the text.
YamlNode exact_tree(const std::string& text) {
  Diagnostics diagnostics;
  auto tree = read_yaml_with_yaml_cpp(SourceFile("f.yaml", text), diagnostics);
  if (!tree || !diagnostics.all().empty()) {
    ADD_FAILURE() << "yaml-cpp refuses what the fast reader read:\n"
                  << text << format_text(diagnostics);
    return {};
  }
  return std::move(*tree);
}

/// Reads `text` with both readers and compares the trees.
void expect_as_yaml_cpp(const std::string& text) {
  auto fast = read_yaml_subset(text);
  ASSERT_TRUE(fast) << "outside the subset:\n" << text;
  expect_same_tree(*fast, exact_tree(text), "\n" + text);
}

/// The value of key `k` read by the fast reader.
std::string value_of(const std::string& text) {
  auto fast = read_yaml_subset(text);
  if (!fast) return "<outside>";
  const YamlNode* value = fast->find("k");
  return value ? value->scalar : "<no k>";
}

TEST(YamlSubsetReader, NestedMappingsKeepKeyOrderAndPositions) {
  expect_as_yaml_cpp("b: 1\na:\n  z: é ü\n  y:\n    deep: x\n  x: w\nc: 3\n");
  expect_as_yaml_cpp("# comment\n\nroot:   # trailing comment\n  # inside\n\n  k: v\n");
  expect_as_yaml_cpp("\"yes\": \"Yes\"\n'no': 'No'\nplain key: v\n");
}

TEST(YamlSubsetReader, PlainScalars) {
  expect_as_yaml_cpp("k: héllo {x} wörld   \n");
  expect_as_yaml_cpp("k: value # a comment\nj: a#b c\n");
  expect_as_yaml_cpp("k: http://example.test/a:b\nj: -5\nl: true\n");
  expect_as_yaml_cpp("k: one   \n  two\n\n  three\n\n\n   four\nj: x\n");
  expect_as_yaml_cpp("g:\n  k: one\n    two\n  j: x\n");
  EXPECT_EQ(value_of("k: one\n  two\n\n  three\n"), "one two\nthree");
}

TEST(YamlSubsetReader, SingleQuotedScalars) {
  expect_as_yaml_cpp("k: 'it''s {x}'\n");
  expect_as_yaml_cpp("k: ''\n");
  expect_as_yaml_cpp("k: 'one  \n   two\n\n  three '   # comment\n");
  EXPECT_EQ(value_of("k: 'it''s'\n"), "it's");
}

TEST(YamlSubsetReader, DoubleQuotedScalarsAndEscapes) {
  expect_as_yaml_cpp("k: \"{count, plural, one {# game} other {# games}}\"\n");
  expect_as_yaml_cpp("k: \"a\\\"b\\\\c\\/d\\ne\\tf\\0g\\ h\"\n");
  expect_as_yaml_cpp("k: \"\\a\\b\\v\\f\\r\\e\\L\\P\"\n");
  expect_as_yaml_cpp("k: \"one  \n   two\\t  \n\n  three\"\n");
  expect_as_yaml_cpp("k: \"joined \\\n    here\"\n");
  EXPECT_EQ(value_of("k: \"a\\nb\"\n"), "a\nb");
  EXPECT_EQ(value_of("k: \"joined \\\n    here\"\n"), "joined here");
}

TEST(YamlSubsetReader, LiteralBlockScalars) {
  expect_as_yaml_cpp("k: |\n  first\n    indented\n\n  last\nj: x\n");
  expect_as_yaml_cpp("k: |-\n  first\n  last\n\n\nj: x\n");
  expect_as_yaml_cpp("g:\n  k: | # comment\n    # not a comment\n  j: x\n");
  EXPECT_EQ(value_of("k: |\n  a\n   b\n"), "a\n b\n");
}

TEST(YamlSubsetReader, FoldedBlockScalars) {
  expect_as_yaml_cpp("k: >\n  first\n  second\n\n  third\nj: x\n");
  expect_as_yaml_cpp("k: >-\n  first\n  second\n\n\n  third\n");
  EXPECT_EQ(value_of("k: >-\n  a\n  b\n\n  c\n"), "a b\nc");
}

TEST(YamlSubsetReader, OneLineFlowSequences) {
  expect_as_yaml_cpp("tags: [bubbles, puzzle]\nj: x\n");
  expect_as_yaml_cpp("k: []\nj: [ a ]\nl: [-5, a b  ,c]   # comment\n");
  expect_as_yaml_cpp("k: [\"a, b\", 'it''s', \"\\t\"]\n");
  expect_as_yaml_cpp("g:\n  k: [true, 1.5, é]\n  j: x\n");
  auto fast = read_yaml_subset("k: [a,  'b c']\n");
  ASSERT_TRUE(fast);
  const YamlNode* list = fast->find("k");
  ASSERT_TRUE(list);
  ASSERT_EQ(list->items.size(), 2u);
  EXPECT_EQ(list->items[1].scalar, "b c");
  EXPECT_FALSE(list->items[1].plain);
}

TEST(YamlSubsetReader, OneLineFlowMappings) {
  expect_as_yaml_cpp("focus: {x: 0.52, y: 0.44}\nj: x\n");
  expect_as_yaml_cpp("k: {}\nj: { \"a\": 'b' ,c : d }\n");
  EXPECT_EQ(value_of("k: {x: 1}\n"), "");  // a mapping has no scalar
  auto fast = read_yaml_subset("focus: {x: 0.6, y: 0.4}\n");
  ASSERT_TRUE(fast);
  const YamlNode* focus = fast->find("focus");
  ASSERT_TRUE(focus && focus->is_mapping());
  ASSERT_TRUE(focus->find("y"));
  EXPECT_EQ(focus->find("y")->scalar, "0.4");
}

/// Flow collections the reader leaves to yaml-cpp, valid YAML or not.
TEST(YamlSubsetReader, FallsBackOnHarderFlowCollections) {
  for (const char* text : {
           "k: [a,\n  b]\n",     // spans lines
           "k: [a, [b]]\n",      // nested sequence
           "k: [{a: b}]\n",      // nested mapping
           "k: {a: [b]}\n",      // nested sequence in a mapping
           "k: [a, b,]\n",       // trailing comma
           "k: [a, , b]\n",      // empty entry
           "k: [a: b]\n",        // single-pair mapping in a sequence
           "k: [a:b]\n",         // ':' inside a plain scalar
           "k: [a#b]\n",         // '#' inside a plain scalar
           "k: [~, null]\n",     // null items
           "k: {a: }\n",         // null value
           "k: {a:1}\n",         // no blank after ':'
           "k: {a: 1, a: 2}\n",  // duplicate key
           "k: [&x a, *x]\n",    // anchor, alias
           "k: [!!str a]\n",     // tag
           "k: ['a\n  b']\n",    // quoted scalar over two lines
           "k: [a] b\n",         // text after the collection
           "k: [a\n",            // unclosed
           "k: {a: b\n",         // unclosed
           "[a, b]\n",           // flow root
           "{a: b}: c\n",        // flow key
       }) {
    EXPECT_FALSE(read_yaml_subset(text)) << text;
  }
}

/// What the fuzzer found the two readers read differently (issue 24): each
/// is refused, so yaml-cpp reads it.
TEST(YamlSubsetReader, RefusesWhatYamlCppReadsDifferently) {
  using namespace std::string_literals;
  for (const std::string& text : {
           "k: a\x01"
           "b\n"s,        // C0 control in a plain scalar
           "k: a\0b\n"s,  // NUL
           "k: |\n  a\x7f"
           "b\n"s,  // DEL in a block scalar
           "k: \"a\xC2\x85"
           "b\"\n"s,  // NEL, a line break in YAML 1.1
           "k: a\xE2\x80\xA8"
           "b\n"s,  // line separator
           "k: a\xEF\xBB\xBF"
           "b\n"s,                            // byte order mark inside
           std::string(1025, 'k') + ": v\n",  // implicit key over 1024 characters
           "m: {" + std::string(1025, 'k') + ": v}\n",
           "k: |\n  a\n... b: c\n"s,  // "... " ends the document for yaml-cpp
       }) {
    EXPECT_FALSE(read_yaml_subset(text)) << text;
  }
  expect_as_yaml_cpp(std::string(1024, 'k') + ": v\n");
}

/// Random one-line flow collections from the characters that matter to
/// YAML: whatever the fast reader accepts, yaml-cpp reads as the same tree.
TEST(YamlSubsetReader, RandomFlowCollectionsReadAsYamlCpp) {
  const std::vector<std::string> pieces = {
      "a",  "b c", " ",   " ", ", ", ",", ":", ": ", "#",   " #",   "'",    "''",
      "\"", "\\",  "\\n", "-", "- ", "?", "!", "&",  "*",   "|",    ">",    "%",
      "@",  "`",   "~",   "[", "]",  "{", "}", "é",  "1.5", "true", "null", "x: y"};
  std::uint32_t state = 12345;
  auto next = [&] {
    state = state * 1664525u + 1013904223u;
    return state >> 8;
  };
  int accepted = 0;
  for (int round = 0; round < 4000; ++round) {
    std::string inside;
    for (std::uint32_t i = 0, n = 1 + next() % 6; i < n; ++i)
      inside += pieces[next() % pieces.size()];
    const std::string text =
        (round % 2 ? "k: [" + inside + "]" : "k: {" + inside + "}") + "\nj: x\n";
    auto fast = read_yaml_subset(text);
    if (!fast) continue;
    ++accepted;
    expect_same_tree(*fast, exact_tree(text), text);
  }
  EXPECT_GE(accepted, 200);
}

TEST(YamlSubsetReader, NonAsciiTextKeepsByteColumns) {
  expect_as_yaml_cpp("ключ: \"значение\"\nk: 日本語 テキスト\n");
}

/// Constructs outside the subset, or invalid YAML: nullopt, so the caller
/// reads the file with yaml-cpp and its diagnostics.
TEST(YamlSubsetReader, FallsBackOutsideTheSubset) {
  for (const char* text : {
           "\xEF\xBB\xBFk: v\n",      // byte order mark
           "k: v\r\nj: w\r\n",        // CRLF
           "k:\n\tj: v\n",            // tab
           "k: v",                    // no final line break
           "k: \xC3\x28\n",           // invalid UTF-8
           "---\nk: v\n",             // document marker
           "%YAML 1.2\n---\nk: v\n",  // directive
           "k: &a v\nj: *a\n",        // anchor, alias
           "k: !!str v\n",            // tag
           "k:\n  - a\n",             // block sequence
           "? k\n: v\n",              // complex key
           "k:\nj: v\n",              // null value
           "k: ~\n",                  // null value
           "k: v\nk: w\n",            // duplicate key
           "\"k\": v\nk: w\n",        // duplicate key, differently quoted
           "k: \"\\u00e9\"\n",        // unicode escape
           "k: \"\\q\"\n",            // unknown escape
           "k: \"\\N\"\n",            // yaml-cpp writes \N and \_ as one byte
           "k: |2\n  v\n",            // indentation indicator
           "k: |+\n  v\n",            // keep chomping
           "k: |\n\n  v\n",           // leading blank line
           "k: >\n  a\n    b\n",      // more-indented folded line
           "k: a # c\n  more\n",      // continuation after a comment
           "k: a: b\n",               // mapping value inside a plain scalar
           "k: \"open\n",             // unclosed quote
           "k: \"a\" b\n",            // text after a quoted scalar
           "  k: v\n",                // indented root
           "k: v\n  j: w\n",          // bad indentation
           "- a\n",                   // sequence root
           "# only a comment\n",      // no mapping
       }) {
    EXPECT_FALSE(read_yaml_subset(text)) << text;
  }
}

/// Reads `path` with both readers: the same tree, or nullopt from the fast
/// one. Returns whether the fast reader read it.
bool read_as_yaml_cpp(const fs::path& path) {
  DiskFileSystem disk;
  const std::string text = *disk.read(path);
  auto fast = read_yaml_subset(text);
  if (!fast) return false;
  expect_same_tree(*fast, exact_tree(text), path.string());
  return true;
}

/// The YAML files under `folder`, in a stable order.
std::vector<fs::path> yaml_files_under(const fs::path& folder) {
  std::vector<fs::path> out;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    if (entry.is_regular_file() && entry.path().extension() == ".yaml") out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// Every content file of the repository and of the fixtures (the check
/// fixtures' bad input included): the fast tree is yaml-cpp's wherever the
/// fast reader reads the file. Every game and vendor file of the repository
/// is inside the subset: those are the many files a build reads. Of the
/// fixtures, at least half of those not written as lists of entries are
/// (the list kinds, currencies, avatars, categories, banks and vip.yaml, use
/// block sequences, which are outside the subset).
TEST(YamlSubsetReader, ReadsEveryContentFileAsYamlCpp) {
  const fs::path source = LOBBYKIT_SOURCE_DIR;
  std::size_t games = 0;
  for (const auto& path : yaml_files_under(source / "content")) {
    const std::string kind = path.parent_path().parent_path().filename().string();
    const bool must_be_inside = kind == "games" || path.parent_path().filename() == "vendors";
    games += kind == "games";
    const bool read = read_as_yaml_cpp(path);
    EXPECT_TRUE(read || !must_be_inside) << path << " is outside the subset";
  }
  EXPECT_GE(games, 100u);
  std::size_t fixtures = 0, read = 0;
  for (const auto& path : yaml_files_under(source / "tests" / "fixtures")) {
    if (path.parent_path().filename() == "i18n") continue;  // the locale test's
    const std::string name = path.filename().string();
    const bool list = name == "currencies.yaml" || name == "avatars.yaml" ||
                      name == "categories.yaml" || name == "vip.yaml" ||
                      path.parent_path().filename() == "banks";
    const bool read_fast = read_as_yaml_cpp(path);
    if (list) continue;
    ++fixtures;
    read += read_fast;
  }
  EXPECT_GE(fixtures, 30u);
  EXPECT_GE(read, fixtures / 2);
}

/// Every locale file in the repository and in the fixtures: the fast tree is
/// yaml-cpp's. The repository's own files must all be inside the subset (or
/// validating them would be slow again).
TEST(YamlSubsetReader, ReadsEveryLocaleFileAsYamlCpp) {
  const fs::path source = LOBBYKIT_SOURCE_DIR;
  std::vector<fs::path> repository;
  std::vector<fs::path> fixtures;
  for (const auto& entry : fs::directory_iterator(source / "i18n")) {
    if (entry.path().extension() == ".yaml") repository.push_back(entry.path());
  }
  for (const auto& entry : fs::recursive_directory_iterator(source / "tests" / "fixtures")) {
    if (entry.path().extension() == ".yaml" && entry.path().parent_path().filename() == "i18n") {
      fixtures.push_back(entry.path());
    }
  }
  ASSERT_GE(repository.size(), 26u);
  ASSERT_GE(fixtures.size(), 10u);
  DiskFileSystem disk;
  std::size_t outside = 0;
  auto check = [&](const fs::path& path, bool must_be_inside) {
    const std::string text = *disk.read(path);
    auto fast = read_yaml_subset(text);
    if (!fast) {
      EXPECT_FALSE(must_be_inside) << path << " is outside the subset";
      ++outside;
      return;
    }
    expect_same_tree(*fast, exact_tree(text), path.string());
  };
  for (const auto& path : repository) check(path, true);
  for (const auto& path : fixtures) check(path, false);
  // i18n-duplicate-key and yaml-nesting-too-deep (nested past the subset
  // reader's hand-over depth) are the fixtures yaml-cpp must read.
  EXPECT_EQ(outside, 2u);
}

}  // namespace
}  // namespace lobbykit
