// Promotions: content/promotions/<id>.yaml loaded (dates, order, languages,
// where Markdown warnings point) and emitted (promotions.ts, the bodies'
// modules, rich-text.ts, catalogue.json's promotions).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "content/catalogue_emitter.h"
#include "content/catalogue_loader.h"
#include "content/promotion_loader.h"
#include "testing/base_fixture.h"

namespace lobbykit {
namespace {

const char* const kMinimal = R"(banner: spring-boost.png
start: 2026-11-01T00:00:00Z
end: 2026-12-01T00:00:00Z
applicable: false
order: 5
text:
  en:
    title: Minimal
    summary: The least a promotion has.
    body: Body.
)";

TEST(PromotionTime, ReadsUtcDatesAndTimes) {
  EXPECT_EQ(parse_utc_time("1970-01-01T00:00:00Z"), 0);
  EXPECT_EQ(parse_utc_time("2026-03-01T00:00:00Z"), 1772323200);
  EXPECT_EQ(parse_utc_time("2026-05-31T23:59:59Z"), 1780271999);
  EXPECT_EQ(parse_utc_time("2028-02-29T12:30:45Z"), 1835440245);
}

TEST(PromotionTime, RefusesWhatIsNotACalendarTimeInUtc) {
  for (const char* text :
       {"2027-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-13-01T00:00:00Z",
        "2026-00-10T00:00:00Z", "2026-11-00T00:00:00Z", "2026-11-01T24:00:00Z",
        "2026-11-01T00:60:00Z", "2026-11-01T00:00:60Z", "2026-11-01T00:00:00z",
        "2026-11-01T00:00:00", "2026-11-01 00:00:00Z", "2026-11-01", "2026-11-01T00:00:00+02:00",
        "2026-11-01T00:00:00.5Z", "1969-12-31T23:59:59Z", "２026-11-01T00:00:00Z", ""}) {
    EXPECT_FALSE(parse_utc_time(text)) << text;
  }
}

Catalogue load(const MemoryFileSystem& fs, Diagnostics& diagnostics) {
  return load_catalogue(fs, "repo", diagnostics);
}

TEST(PromotionLoader, ReadsTheBaseRepositorysPromotionEnglishFirst) {
  Diagnostics diagnostics;
  Catalogue catalogue = load(testing::base_repository(), diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_EQ(catalogue.promotions.size(), 1u);
  const Promotion& p = catalogue.promotions[0];
  EXPECT_EQ(p.id, "spring-boost");
  EXPECT_EQ(p.banner.path, "content/promotions/spring-boost.png");
  EXPECT_EQ(p.start_seconds, 1772323200);
  EXPECT_EQ(p.end_seconds, 1780271999);
  EXPECT_TRUE(p.applicable);
  EXPECT_EQ(p.order, 10);
  ASSERT_EQ(p.texts.size(), 3u);
  EXPECT_EQ(p.texts[0].language, "en");
  EXPECT_EQ(p.texts[1].language, "ar");
  EXPECT_EQ(p.texts[0].title, "Spring boost");
  EXPECT_EQ(p.texts[0].terms.size(), 1u);
  EXPECT_TRUE(p.texts[1].terms.empty());
}

TEST(PromotionLoader, ListsByOrderThenId) {
  auto fs = testing::base_repository();
  std::string later = kMinimal;
  later.replace(later.find("order: 5"), 8, "order: 10");
  fs.add_file("repo/content/promotions/b-later.yaml", later);
  fs.add_file("repo/content/promotions/a-tie.yaml", later);
  fs.add_file("repo/content/promotions/z-first.yaml", kMinimal);
  Diagnostics diagnostics;
  Catalogue catalogue = load(fs, diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  std::vector<std::string> ids;
  for (const auto& p : catalogue.promotions) ids.push_back(p.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"z-first", "a-tie", "b-later", "spring-boost"}));
}

/// The diagnostics of the base repository with `file` added as
/// content/promotions/<name>.yaml, formatted.
std::string diagnostics_of(const std::string& name, const std::string& file) {
  auto fs = testing::base_repository();
  fs.add_file("repo/content/promotions/" + name + ".yaml", file);
  Diagnostics diagnostics;
  load(fs, diagnostics);
  diagnostics.sort();
  return format_text(diagnostics);
}

TEST(PromotionLoader, PointsMarkdownWarningsIntoALiteralBlock) {
  std::string file = kMinimal;
  file.replace(file.find("    body: Body.\n"), 16,
               "    body: |\n      # Head\n\n      See [x](javascript:alert(1)).\n");
  EXPECT_EQ(diagnostics_of("unsafe", file),
            "content/promotions/unsafe.yaml:13:11: warning: link 'javascript:alert(1)' has the "
            "scheme 'javascript:', which is not allowed: its text is kept without the link\n"
            "          See [x](javascript:alert(1)).\n"
            "              ^\n"
            "  hint: link to an https:// (or http://) address, or to an app route such as "
            "'#/pages/Wallet/Wallet'\n"
            "0 errors, 1 warning\n");
}

TEST(PromotionLoader, PointsAWarningInAOneLineBodyAtTheBody) {
  std::string file = kMinimal;
  file.replace(file.find("Body."), 5, "\"<b>x</b>\"");
  const std::string out = diagnostics_of("inline", file);
  EXPECT_NE(out.find("content/promotions/inline.yaml:10:11: warning: raw HTML '<b>'"),
            std::string::npos)
      << out;
}

TEST(PromotionLoader, RefusesAnIdThatIsNotLowercaseWordsAndHyphens) {
  const std::string out = diagnostics_of("Spring_Sale", kMinimal);
  EXPECT_NE(out.find("content/promotions/Spring_Sale.yaml: error: promotion id 'Spring_Sale'"),
            std::string::npos)
      << out;
}

TEST(PromotionLoader, RefusesATitleOfTwoLinesAndASummaryTooLong) {
  std::string file = kMinimal;
  file.replace(file.find("title: Minimal"), 14, "title: |\n      Two\n      lines");
  file.replace(file.find("summary: The least a promotion has."), 35,
               "summary: " + std::string(201, 'x'));
  const std::string out = diagnostics_of("lengths", file);
  EXPECT_NE(out.find("error: the title must be one line"), std::string::npos) << out;
  EXPECT_NE(out.find("error: the summary is 201 characters long, more than 200"), std::string::npos)
      << out;
  std::string ok = kMinimal;
  ok.replace(ok.find("summary: The least a promotion has."), 35,
             "summary: " + std::string(200, 'x'));
  EXPECT_EQ(diagnostics_of("lengths", ok), "0 errors, 0 warnings\n");
}

TEST(PromotionLoader, CountsTitleLengthInCharactersNotBytes) {
  std::string file = kMinimal;
  std::string title;
  for (int i = 0; i < 80; ++i) title += "字";
  file.replace(file.find("title: Minimal"), 14, "title: " + title);
  EXPECT_EQ(diagnostics_of("wide", file), "0 errors, 0 warnings\n");
}

/// The files the emitter stages for `fs`, every image published as it is.
std::map<std::string, std::string> emitted(const MemoryFileSystem& fs) {
  Diagnostics diagnostics;
  Catalogue catalogue = load_catalogue(fs, "repo", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  static const PublishedImage as_it_is{256, 128};
  OutputTree out;
  emit_catalogue(
      catalogue, [](const ImageRef&) -> const PublishedImage& { return as_it_is; }, fs, "repo",
      out);
  return out.contents();
}

TEST(PromotionEmitter, WritesCataloguePromotionsInSecondsSinceTheEpoch) {
  const auto files = emitted(testing::base_repository());
  auto catalogue = nlohmann::ordered_json::parse(files.at("catalogue.json"));
  EXPECT_EQ(catalogue["promotions"].dump(),
            R"([{"id":"spring-boost","start":1772323200,"end":1780271999,"applicable":true}])");
  auto schema = nlohmann::ordered_json::parse(files.at("schema/catalogue.schema.json"));
  EXPECT_TRUE(schema["$defs"].contains("CataloguePromotion")) << schema["$defs"].dump();
}

TEST(PromotionEmitter, WritesRichTextAsTheSafeTreeTypes) {
  const auto files = emitted(testing::base_repository());
  EXPECT_EQ(files.at("rich-text.ts"), R"(// generated by lobbykit, do not edit
export type RichInline =
  | { readonly t: 'text'; readonly v: string }
  | { readonly t: 'em' | 'strong'; readonly c: readonly RichInline[] }
  | { readonly t: 'code'; readonly v: string }
  | { readonly t: 'link'; readonly href: string; readonly c: readonly RichInline[] } // href: http: or https: absolute URL, or an app route '#/...'
  | { readonly t: 'br' };
export type RichBlock =
  | { readonly t: 'p'; readonly c: readonly RichInline[] }
  | { readonly t: 'h'; readonly level: 2 | 3 | 4; readonly c: readonly RichInline[] } // Markdown # and ## -> 2, ### -> 3, deeper -> 4
  | { readonly t: 'ul'; readonly items: readonly (readonly RichBlock[])[] }
  | { readonly t: 'ol'; readonly start: number; readonly items: readonly (readonly RichBlock[])[] }
  | { readonly t: 'quote'; readonly c: readonly RichBlock[] }
  | { readonly t: 'pre'; readonly v: string }
  | { readonly t: 'hr' };
)");
}

TEST(PromotionEmitter, WritesThePromotionList) {
  const auto files = emitted(testing::base_repository());
  const std::string& module = files.at("promotions.ts");
  const std::string declarations = R"(// generated by lobbykit, do not edit
import type { Image } from './image';
import type { LocaleTag } from './locales';

export interface PromotionText {
  readonly title: string;
  readonly summary: string;
}

export interface Promotion {
  /** content/promotions/<id>.yaml. */
  readonly id: string;
  /** List order, lower first (ties by id). */
  readonly order: number;
  /** ISO 8601 UTC, e.g. "2026-11-01T00:00:00Z". */
  readonly start: string;
  /** ISO 8601 UTC; after `start`. */
  readonly end: string;
  /** Players apply for it (/apply/activity); false: informational. */
  readonly applicable: boolean;
  /** WebP with srcset and blurhash. */
  readonly banner: Image;
  /** The languages written; 'en' always; any other locale shows 'en'. */
  readonly text: { readonly en: PromotionText } & Readonly<Partial<Record<LocaleTag, PromotionText>>>;
}

)";
  ASSERT_TRUE(module.starts_with(declarations)) << module;
  const std::string prefix = "export const promotions: readonly Promotion[] = ";
  const std::string data = module.substr(declarations.size());
  ASSERT_TRUE(data.starts_with(prefix)) << data;
  auto list =
      nlohmann::ordered_json::parse(data.substr(prefix.size(), data.size() - prefix.size() - 2));
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0]["id"], "spring-boost");
  EXPECT_EQ(list[0]["order"], 10);
  EXPECT_EQ(list[0]["start"], "2026-03-01T00:00:00Z");
  EXPECT_EQ(list[0]["end"], "2026-05-31T23:59:59Z");
  EXPECT_EQ(list[0]["applicable"], true);
  EXPECT_EQ(list[0]["banner"]["width"], 256);
  EXPECT_TRUE(
      list[0]["banner"]["src"].get<std::string>().starts_with("media/promotions/spring-boost."));
  EXPECT_EQ(list[0]["text"].dump(),
            R"({"en":{"title":"Spring boost","summary":"25% extra on every deposit in spring."},)"
            R"("ar":{"title":"دفعة الربيع","summary":"25% إضافية على كل إيداع في الربيع."},)"
            R"("ja":{"title":"スプリングブースト","summary":"春の入金すべてに25%を上乗せ。"}})");
}

TEST(PromotionEmitter, WritesOneBodyModulePerPromotion) {
  const auto files = emitted(testing::base_repository());
  const std::string& module = files.at("promotion-bodies/spring-boost.ts");
  const std::string declarations = R"(// generated by lobbykit, do not edit
import type { LocaleTag } from '../locales';
import type { RichBlock } from '../rich-text';

export interface PromotionBody {
  readonly body: readonly RichBlock[];
  readonly terms: readonly RichBlock[];
}

export const bodies: { readonly en: PromotionBody } & Readonly<Partial<Record<LocaleTag, PromotionBody>>> = )";
  ASSERT_TRUE(module.starts_with(declarations)) << module;
  auto bodies = nlohmann::ordered_json::parse(
      module.substr(declarations.size(), module.size() - declarations.size() - 2));
  EXPECT_EQ(
      bodies["en"]["terms"].dump(),
      R"([{"t":"ol","start":1,"items":[[{"t":"p","c":[{"t":"text","v":"One bonus a day."}]}],)"
      R"([{"t":"p","c":[{"t":"text","v":"Wager it 10 times."}]}]]}])");
  EXPECT_EQ(bodies["en"]["body"][3].dump(),
            R"({"t":"p","c":[{"t":"text","v":"See your "},)"
            R"({"t":"link","href":"#/pages/Wallet/Wallet","c":[{"t":"text","v":"wallet"}]},)"
            R"({"t":"text","v":" or "},)"
            R"({"t":"link","href":"https://example.com/rules","c":[{"t":"text","v":"the rules"}]},)"
            R"({"t":"text","v":"."}]})");
  EXPECT_EQ(
      bodies["ja"]["body"][1].dump(),
      R"({"t":"p","c":[{"t":"text","v":"春に入金すると"},{"t":"strong","c":[{"t":"text","v":"25%を上乗せ"}]},{"t":"text","v":"します。"}]})");
  EXPECT_EQ(bodies["ar"]["terms"].dump(), "[]");
}

TEST(PromotionEmitter, WithoutPromotionsTheListIsEmptyAndNoBodyIsWritten) {
  auto fs = testing::base_repository();
  fs.remove_file("repo/content/promotions/spring-boost.yaml");
  fs.remove_file("repo/content/promotions/spring-boost.png");
  const auto files = emitted(fs);
  EXPECT_NE(files.at("promotions.ts").find("export const promotions: readonly Promotion[] = [];\n"),
            std::string::npos);
  EXPECT_TRUE(files.count("rich-text.ts"));
  for (const auto& [path, bytes] : files) EXPECT_FALSE(path.starts_with("promotion-bodies/"));
  auto catalogue = nlohmann::ordered_json::parse(files.at("catalogue.json"));
  EXPECT_EQ(catalogue["promotions"].dump(), "[]");
}

}  // namespace
}  // namespace lobbykit
