// Golden vectors from @formatjs/icu-skeleton-parser's parseDateTimeSkeleton,
// and 'j' resolved as the parser's getBestPattern does.
#include "i18n/date_skeleton.h"

#include <gtest/gtest.h>

namespace lobbykit::i18n {
namespace {

std::string options(std::string_view skeleton, char hour_symbol = 'h') {
  ArgumentStyle style;
  auto problem = parse_date_skeleton(skeleton, hour_symbol, style);
  return problem ? "error: " + problem->message : style.pattern + " " + style.parsed_options.dump();
}

TEST(DateSkeleton, MatchesFormatJsParsedOptions) {
  const std::pair<std::string_view, std::string_view> vectors[] = {
      {"yMMMd", R"(yMMMd {"year":"numeric","month":"short","day":"numeric"})"},
      {"EEEE", R"(EEEE {"weekday":"long"})"},
      {"yyMMMMd", R"(yyMMMMd {"year":"2-digit","month":"long","day":"numeric"})"},
      {"GGGGy", R"(GGGGy {"era":"long","year":"numeric"})"},
      {"Hms", R"(Hms {"hourCycle":"h23","hour":"numeric","minute":"numeric","second":"numeric"})"},
      {"hhmmss",
       R"(hhmmss {"hourCycle":"h12","hour":"2-digit","minute":"2-digit","second":"2-digit"})"},
      {"zzzz", R"(zzzz {"timeZoneName":"long"})"},
      {"MMMMMd", R"(MMMMMd {"month":"narrow","day":"numeric"})"},
      {"LLL", R"(LLL {"month":"short"})"},
  };
  for (const auto& [skeleton, expected] : vectors)
    EXPECT_EQ(options(skeleton), expected) << skeleton;
}

TEST(DateSkeleton, ResolvesJLikeFormatJsGetBestPattern) {
  EXPECT_EQ(options("jm", 'h'),
            R"(ham {"hourCycle":"h12","hour":"numeric","hour12":true,"minute":"numeric"})");
  EXPECT_EQ(options("jm", 'H'), R"(Hm {"hourCycle":"h23","hour":"numeric","minute":"numeric"})");
  // The hour goes in front of everything before it, as FormatJS does.
  EXPECT_EQ(
      options("MMMdjjmm", 'h'),
      R"(hhMMMdamm {"hourCycle":"h12","hour":"2-digit","month":"short","day":"numeric","hour12":true,"minute":"2-digit"})");
  EXPECT_EQ(options("Jm", 'h'), R"(Hm {"hourCycle":"h23","hour":"numeric","minute":"numeric"})");
}

TEST(DateSkeleton, RefusesFieldsTheRuntimeRejects) {
  EXPECT_EQ(options("yw"), "error: unsupported date-time skeleton field 'w'");
  EXPECT_EQ(options("y-M"), "error: unexpected '-' in a date-time skeleton");
  EXPECT_EQ(options(""), "error: expected a date-time skeleton after '::'");
}

}  // namespace
}  // namespace lobbykit::i18n
