// Golden vectors: each expected `parsedOptions` is what
// @formatjs/icu-skeleton-parser 2.1 computes for the same skeleton.
#include "i18n/number_skeleton.h"

#include <gtest/gtest.h>

namespace lobbykit::i18n {
namespace {

std::string options(std::string_view skeleton) {
  ArgumentStyle style;
  auto problem = parse_number_skeleton(skeleton, style);
  return problem ? "error: " + problem->message : style.parsed_options.dump();
}

TEST(NumberSkeleton, MatchesFormatJsParsedOptions) {
  const std::pair<std::string_view, std::string_view> vectors[] = {
      {"currency/EUR", R"({"style":"currency","currency":"EUR"})"},
      {"percent .00", R"({"style":"percent","minimumFractionDigits":2,"maximumFractionDigits":2})"},
      {"compact-short", R"({"notation":"compact","compactDisplay":"short"})"},
      {"K", R"({"notation":"compact","compactDisplay":"short"})"},
      {".##", R"({"maximumFractionDigits":2})"},
      {".0#", R"({"minimumFractionDigits":1,"maximumFractionDigits":2})"},
      {".00*", R"({"minimumFractionDigits":2})"},
      {".00/w",
       R"({"minimumFractionDigits":2,"maximumFractionDigits":2,"trailingZeroDisplay":"stripIfInteger"})"},
      {"@@#", R"({"minimumSignificantDigits":2,"maximumSignificantDigits":3})"},
      {"@@", R"({"minimumSignificantDigits":2,"maximumSignificantDigits":2})"},
      {"@+", R"({"minimumSignificantDigits":1})"},
      {"group-off sign-always", R"({"useGrouping":false,"signDisplay":"always"})"},
      {",_ +!", R"({"useGrouping":false,"signDisplay":"always"})"},
      {"scale/100", R"({"scale":100})"},
      {"unit/kilometer unit-width-short",
       R"({"style":"unit","unit":"kilometer","currencyDisplay":"code","unitDisplay":"short"})"},
      {"measure-unit/length-meter", R"({"style":"unit","unit":"meter"})"},
      {"precision-integer", R"({"maximumFractionDigits":0})"},
      {"%x100", R"({"style":"percent","scale":100})"},
      {"000", R"({"minimumIntegerDigits":3})"},
      {"rounding-mode-half-even", R"({"roundingMode":"halfEven"})"},
      {".00/@@r",
       R"({"minimumFractionDigits":2,"maximumFractionDigits":2,"roundingPriority":"morePrecision","minimumSignificantDigits":2,"maximumSignificantDigits":2})"},
      {"sign-accounting-always", R"({"signDisplay":"always","currencySign":"accounting"})"},
  };
  for (const auto& [skeleton, expected] : vectors)
    EXPECT_EQ(options(skeleton), expected) << skeleton;
}

TEST(NumberSkeleton, KeepsTheTokensAsWritten) {
  ArgumentStyle style;
  ASSERT_FALSE(parse_number_skeleton("currency/USD  .00", style));
  EXPECT_EQ(style.kind, ArgumentStyle::Kind::kNumberSkeleton);
  EXPECT_EQ(style.written(), "::currency/USD  .00");
  ASSERT_EQ(style.tokens.size(), 2u);
  EXPECT_EQ(style.tokens[0].stem, "currency");
  EXPECT_EQ(style.tokens[0].options, std::vector<std::string>{"USD"});
  EXPECT_TRUE(style.tokens[1].options.empty());
}

TEST(NumberSkeleton, RefusesWhatTheRuntimeWouldIgnore) {
  EXPECT_EQ(options("currency"),
            "error: number skeleton stem 'currency' takes exactly one option, like 'currency/x'");
  EXPECT_EQ(options("percent/x"), "error: number skeleton stem 'percent' takes no option");
  EXPECT_EQ(options("scientific"), "error: unsupported number skeleton stem 'scientific'");
  EXPECT_EQ(options("scale/lots"), "error: scale 'lots' is not a number");
  EXPECT_EQ(options("currency//USD"), "error: invalid number skeleton");
  EXPECT_EQ(options(""), "error: invalid number skeleton");
}

}  // namespace
}  // namespace lobbykit::i18n
