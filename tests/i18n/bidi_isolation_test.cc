#include "i18n/bidi_isolation.h"

#include <gtest/gtest.h>

#include "i18n/formatjs_ast.h"
#include "i18n/message_parser.h"

namespace lobbykit::i18n {
namespace {

const std::string kFsi(kFirstStrongIsolate);
const std::string kPdi(kPopDirectionalIsolate);

std::string isolated(std::string_view message) {
  return to_formatjs_json(isolate_placeholders(parse_message(message, [] { return 'h'; }).elements))
      .dump();
}

TEST(BidiIsolation, WrapsPlaceholdersAndMergesTheMarksIntoTheText) {
  EXPECT_EQ(isolated("تشغيل {game} الآن"),
            R"([{"type":0,"value":"تشغيل )" + kFsi +
                R"("},{"type":1,"value":"game"},{"type":0,"value":")" + kPdi + R"( الآن"}])");
}

TEST(BidiIsolation, ReachesIntoCasesAndTagsButNotAroundThem) {
  EXPECT_EQ(isolated("{n, plural, other {# لعبة}}"),
            R"([{"type":6,"value":"n","options":{"other":{"value":[{"type":0,"value":")" + kFsi +
                R"("},{"type":7},{"type":0,"value":")" + kPdi +
                R"( لعبة"}]}},"offset":0,"pluralType":"cardinal"}])");
  EXPECT_EQ(isolated("<b>{x, number}</b>"),
            R"([{"type":8,"value":"b","children":[{"type":0,"value":")" + kFsi +
                R"("},{"type":2,"value":"x","style":null},{"type":0,"value":")" + kPdi +
                R"("}]}])");
}

TEST(BidiIsolation, MergeLiteralsJoinsRuns) {
  Elements elements = merge_literals({{.type = ElementType::kLiteral, .value = "a"},
                                      {.type = ElementType::kLiteral, .value = "b"},
                                      {.type = ElementType::kPound},
                                      {.type = ElementType::kLiteral, .value = "c"}});
  EXPECT_EQ(to_formatjs_json(elements).dump(),
            R"([{"type":0,"value":"ab"},{"type":7},{"type":0,"value":"c"}])");
}

}  // namespace
}  // namespace lobbykit::i18n
