// The parser against the FormatJS grammar: each expected AST below is what
// @formatjs/icu-messageformat-parser 3 returns for the same message (given a
// 12-hour locale), written as compact JSON.
#include "i18n/message_parser.h"

#include <gtest/gtest.h>

#include "i18n/formatjs_ast.h"

namespace lobbykit::i18n {
namespace {

std::string ast(std::string_view message, char hour_symbol = 'h') {
  ParseResult result = parse_message(message, [=] { return hour_symbol; });
  if (result.error)
    return "error at " + std::to_string(result.error->at) + ": " + result.error->message;
  return to_formatjs_json(result.elements).dump();
}

MessageProblem error(std::string_view message) {
  ParseResult result = parse_message(message, [] { return 'h'; });
  EXPECT_TRUE(result.error.has_value()) << message;
  return result.error.value_or(MessageProblem{});
}

TEST(MessageParser, PlainTextIsOneLiteral) {
  EXPECT_EQ(ast("Home"), R"([{"type":0,"value":"Home"}])");
  EXPECT_EQ(ast(""), "[]");
  EXPECT_EQ(ast("50% } # off"), R"([{"type":0,"value":"50% } # off"}])");
}

TEST(MessageParser, ApostrophesQuoteOnlyBeforeSyntaxCharacters) {
  EXPECT_EQ(ast("it's l'ami"), R"([{"type":0,"value":"it's l'ami"}])");
  EXPECT_EQ(ast("it''s"), R"([{"type":0,"value":"it's"}])");
  EXPECT_EQ(ast("type '{code}' now"), R"([{"type":0,"value":"type {code} now"}])");
  EXPECT_EQ(ast("'<b>' is bold"), R"([{"type":0,"value":"<b> is bold"}])");
  EXPECT_EQ(ast("'{unclosed"), R"([{"type":0,"value":"{unclosed"}])");
  // '# is literal text outside a plural, a quoted # inside one.
  EXPECT_EQ(ast("'#1"), R"([{"type":0,"value":"'#1"}])");
  EXPECT_EQ(
      ast("{n, plural, other {'#' #}}"),
      R"([{"type":6,"value":"n","options":{"other":{"value":[{"type":0,"value":"# "},{"type":7}]}},"offset":0,"pluralType":"cardinal"}])");
}

TEST(MessageParser, SimpleAndFormattedArguments) {
  EXPECT_EQ(ast("Hi { name }!"),
            R"([{"type":0,"value":"Hi "},{"type":1,"value":"name"},{"type":0,"value":"!"}])");
  EXPECT_EQ(ast("{n, number}"), R"([{"type":2,"value":"n","style":null}])");
  EXPECT_EQ(ast("{n, number, percent }"), R"([{"type":2,"value":"n","style":"percent"}])");
  EXPECT_EQ(ast("{d, date, long}"), R"([{"type":3,"value":"d","style":"long"}])");
  EXPECT_EQ(ast("{t, time}"), R"([{"type":4,"value":"t","style":null}])");
  EXPECT_EQ(
      ast("{a, number, ::currency/USD}"),
      R"([{"type":2,"value":"a","style":{"type":0,"tokens":[{"stem":"currency","options":["USD"]}],"parsedOptions":{"style":"currency","currency":"USD"}}}])");
}

TEST(MessageParser, DateSkeletonsResolveTheLocalesHourSymbol) {
  EXPECT_EQ(
      ast("{t, time, ::jm}", 'h'),
      R"([{"type":4,"value":"t","style":{"type":1,"pattern":"ham","parsedOptions":{"hourCycle":"h12","hour":"numeric","hour12":true,"minute":"numeric"}}}])");
  EXPECT_EQ(
      ast("{t, time, ::jm}", 'H'),
      R"([{"type":4,"value":"t","style":{"type":1,"pattern":"Hm","parsedOptions":{"hourCycle":"h23","hour":"numeric","minute":"numeric"}}}])");
}

TEST(MessageParser, PluralsWithOffsetExactMatchesAndPound) {
  EXPECT_EQ(
      ast("{n, plural, offset:1 =0 {none} one {# more} other {# more}}"),
      R"([{"type":6,"value":"n","options":{"=0":{"value":[{"type":0,"value":"none"}]},"one":{"value":[{"type":7},{"type":0,"value":" more"}]},"other":{"value":[{"type":7},{"type":0,"value":" more"}]}},"offset":1,"pluralType":"cardinal"}])");
  EXPECT_EQ(
      ast("{n,selectordinal,one{#st}other{#th}}"),
      R"([{"type":6,"value":"n","options":{"one":{"value":[{"type":7},{"type":0,"value":"st"}]},"other":{"value":[{"type":7},{"type":0,"value":"th"}]}},"offset":0,"pluralType":"ordinal"}])");
}

TEST(MessageParser, PoundIsLiteralInASelectInsideAPluralAsInFormatJs) {
  EXPECT_EQ(
      ast("{n, plural, other {{g, select, other {#}}}}"),
      R"([{"type":6,"value":"n","options":{"other":{"value":[{"type":5,"value":"g","options":{"other":{"value":[{"type":0,"value":"#"}]}}}]}},"offset":0,"pluralType":"cardinal"}])");
}

TEST(MessageParser, TagsNestAndSelfClosingTagsStayText) {
  EXPECT_EQ(
      ast("<b>{name}</b> wins<br/>now"),
      R"([{"type":8,"value":"b","children":[{"type":1,"value":"name"}]},{"type":0,"value":" wins"},{"type":0,"value":"<br/>"},{"type":0,"value":"now"}])");
  EXPECT_EQ(ast("a < b"), R"([{"type":0,"value":"a < b"}])");
}

TEST(MessageParser, ErrorsSayWhatAndWhere) {
  auto unclosed = error("Bonus {rate, number, ::percent today");
  EXPECT_EQ(unclosed.message, "argument 'rate' is not closed");
  EXPECT_EQ(unclosed.at, 6);
  auto unknown = error("{rate, percent}");
  EXPECT_EQ(unknown.message, "unknown argument type 'percent'");
  EXPECT_EQ(unknown.at, 7);
  EXPECT_EQ(unknown.hint, "'percent' is a number style: write {rate, number, percent}");
  auto duplicate = error("{g, select, a {x} a {y} other {z}}");
  EXPECT_EQ(duplicate.message, "duplicate case 'a' in select 'g'");
  EXPECT_EQ(duplicate.at, 18);
  auto no_other = error("x {n, plural, one {#}}");
  EXPECT_EQ(no_other.message, "plural 'n' has no 'other' case");
  EXPECT_EQ(no_other.at, 2);
  EXPECT_EQ(error("<b>bold</i>").message, "closing tag '</i>' does not match '<b>'");
  EXPECT_EQ(error("<b>bold").message, "tag '<b>' is not closed");
  EXPECT_EQ(error("x </b>").message, "closing tag without an opening tag");
  EXPECT_EQ(error("{}").message, "empty argument '{}'");
  EXPECT_EQ(error("{a b}").message, "expected ',' or '}' after argument 'a'");
  EXPECT_EQ(error("{n, number, currency}").hint,
            "name the currency with a skeleton: ::currency/USD");
  EXPECT_EQ(error("{n, number, ::bogus}").message, "unsupported number skeleton stem 'bogus'");
  EXPECT_EQ(error("{n, plural, =x {a} other {b}}").message, "expected a whole number after '='");
  EXPECT_EQ(error("{n, plural}").message, "expected ',' and cases after 'n, plural'");
}

TEST(MessageParser, PositionsCountCodePoints) {
  // 😀 is two UTF-16 units and four UTF-8 bytes, but one position.
  EXPECT_EQ(error("😀é {x!}").at, 5);
}

std::string nested_tags(int depth) {
  std::string open;
  std::string close;
  for (int i = 0; i < depth; ++i) {
    open += "<a>";
    close += "</a>";
  }
  return open + "x" + close;
}

std::string nested_cases(int depth) {
  std::string open;
  std::string close;
  for (int i = 0; i < depth; ++i) {
    open += "{s, select, other {";
    close += "}}";
  }
  return open + "x" + close;
}

TEST(MessageParser, NestingIsLimited) {
  EXPECT_FALSE(parse_message(nested_tags(kMaxMessageNesting), [] { return 'h'; }).error);
  EXPECT_FALSE(parse_message(nested_cases(kMaxMessageNesting), [] { return 'h'; }).error);
  MessageProblem tags = error(nested_tags(kMaxMessageNesting + 1));
  EXPECT_EQ(tags.message, "tags and cases are nested more than 64 levels");
  EXPECT_EQ(tags.at, 3 * kMaxMessageNesting);  // the 65th '<a>'
  MessageProblem cases = error(nested_cases(kMaxMessageNesting + 1));
  EXPECT_EQ(cases.message, "tags and cases are nested more than 64 levels");
  // Tags inside cases count together.
  EXPECT_TRUE(
      parse_message("{s, select, other {" + nested_tags(64) + "}}", [] { return 'h'; }).error);
  // Far past the limit fails the same way instead of overflowing the stack.
  EXPECT_EQ(error(nested_tags(20000)).at, 3 * kMaxMessageNesting);
}

}  // namespace
}  // namespace lobbykit::i18n
