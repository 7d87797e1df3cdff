#include "i18n/message_signature.h"

#include <gtest/gtest.h>

#include "i18n/message_parser.h"

namespace lobbykit::i18n {
namespace {

Signature of(std::string_view message) {
  auto parsed = parse_message(message, [] { return 'h'; });
  EXPECT_FALSE(parsed.error) << message;
  return signature_of(parsed.elements);
}

std::vector<std::string> differences(std::string_view english, std::string_view translation) {
  std::vector<std::string> out;
  for (const auto& problem : compare_signatures(of(english), of(translation))) {
    out.push_back(std::to_string(problem.at) + " " + problem.message);
  }
  return out;
}

using Lines = std::vector<std::string>;

TEST(MessageSignature, SameArgumentsInAnotherOrderMatch) {
  EXPECT_EQ(differences("{game} by {vendor}", "{vendor}の{game}"), Lines{});
  // {n} and {n, number} inside a plural of n show the same number as #.
  EXPECT_EQ(differences("{n, plural, one {# game} other {# games}}",
                        "{n, plural, other {{n, number} 件}}"),
            Lines{});
}

TEST(MessageSignature, ReportsNamesTypesAndStyles) {
  EXPECT_EQ(differences("Hi {name}", "Hallo {nom}"),
            (Lines{"0 missing argument 'name' of the English message",
                   "6 argument 'nom' is not in the English message"}));
  EXPECT_EQ(differences("{a, number, ::currency/USD}", "x {a, number}"),
            Lines{"2 argument 'a' is {a, number} here but {a, number, ::currency/USD} in English"});
  EXPECT_EQ(differences("{d, date, ::yMMMd}", "{d, time, ::yMMMd}"),
            Lines{"0 argument 'd' is {d, time, ::yMMMd} here but {d, date, ::yMMMd} in English"});
  EXPECT_EQ(
      differences("{n, plural, other {#}}", "{n, selectordinal, other {#}}"),
      Lines{"0 argument 'n' is {n, selectordinal, ...} here but {n, plural, ...} in English"});
}

TEST(MessageSignature, ReportsSelectCasesOffsetsAndTags) {
  EXPECT_EQ(differences("{g, select, a {x} b {y} other {z}}", "{g, select, a {x} c {y} other {z}}"),
            (Lines{"0 select 'g' lacks the case 'b' of the English message",
                   "18 select 'g' has a case 'c' that English does not have"}));
  EXPECT_EQ(differences("{n, plural, offset:1 other {#}}", "{n, plural, other {#}}"),
            Lines{"0 plural 'n' has offset 0 here but 1 in English"});
  EXPECT_EQ(differences("<b>x</b>", "<i>x</i>"),
            (Lines{"0 missing tag '<b>' of the English message",
                   "0 tag '<i>' is not in the English message"}));
}

TEST(MessageSignature, TypescriptParameterTypes) {
  auto parameters = typescript_parameters(of(
      "<b>{name}</b> {n, plural, other {#}} {d, date, short} {g, select, other {}} {a, number}"));
  EXPECT_EQ(parameters, (std::map<std::string, std::string>{{"a", "number"},
                                                            {"b", "TagFormatter"},
                                                            {"d", "Date | number"},
                                                            {"g", "string"},
                                                            {"n", "number"},
                                                            {"name", "string | number"}}));
  EXPECT_TRUE(typescript_parameters(of("Home")).empty());
}

}  // namespace
}  // namespace lobbykit::i18n
