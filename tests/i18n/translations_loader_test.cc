// The loader on in-memory locale files: what it accepts, and each class of
// problem with its exact place.
#include "i18n/translations_loader.h"

#include <gtest/gtest.h>

namespace lobbykit::i18n {
namespace {

std::string locale_file(const std::string& tag, const std::string& messages) {
  return "locale: " + tag + "\nname: N\nenglishName: E\nflag: F\nmessages:\n" + messages;
}

const std::string kEnglish =
    "  nav:\n    home: Home\n  games:\n    count: '{n, plural, one {# game} other {# games}}'\n"
    "  app:\n    name:\n      message: Lucky Lobby\n      brand: true\n";

/// "line:column message" for each diagnostic, in order.
std::vector<std::string> lines(const Diagnostics& diagnostics) {
  std::vector<std::string> out;
  for (const auto& d : diagnostics.all()) {
    out.push_back(std::string(d.location.path.str()) + ":" + std::to_string(d.location.line) + ":" +
                  std::to_string(d.location.column) +
                  (d.severity == Severity::kWarning ? " warning: " : " ") + d.message);
  }
  return out;
}

struct Loaded {
  Translations translations;
  Diagnostics diagnostics;
};

Loaded load(const std::map<std::string, std::string>& files) {
  MemoryFileSystem fs;
  for (const auto& [path, text] : files) fs.add_file("repo/" + path, text);
  Loaded out;
  out.translations = load_translations(fs, "repo", out.diagnostics);
  out.diagnostics.sort();
  return out;
}

using Lines = std::vector<std::string>;

TEST(TranslationsLoader, LoadsLocalesSortedWithMessagesSortedByKey) {
  auto loaded = load({{"i18n/en.yaml", locale_file("en", kEnglish)},
                      {"i18n/de.yaml", locale_file("de",
                                                   "  nav:\n    home: Start\n  games:\n    count: "
                                                   "'{n, plural, one {# Spiel} other {# Spiele}}'\n"
                                                   "  app:\n    name: Lucky Lobby\n")}});
  EXPECT_EQ(lines(loaded.diagnostics), Lines{});
  ASSERT_EQ(loaded.translations.locales.size(), 2u);
  EXPECT_EQ(loaded.translations.locales[0].facts.tag, "de");
  const Locale* english = loaded.translations.source();
  ASSERT_NE(english, nullptr);
  ASSERT_EQ(english->messages.size(), 3u);
  EXPECT_EQ(english->messages[0].key, "app.name");
  EXPECT_TRUE(english->messages[0].brand);
  EXPECT_EQ(english->messages[1].ast.size(), 1u);
  EXPECT_EQ(describe(loaded.translations), "2 locales (3 keys each)");
}

TEST(TranslationsLoader, EnglishIsRequired) {
  auto loaded = load({{"i18n/de.yaml", locale_file("de", "  a: b\n")}});
  EXPECT_EQ(lines(loaded.diagnostics), Lines{"i18n/en.yaml:0:0 missing the English messages"});
}

TEST(TranslationsLoader, ThePseudoLocaleCannotBeWritten) {
  auto loaded = load({{"i18n/en.yaml", locale_file("en", kEnglish)},
                      {"i18n/en-XA.yaml", locale_file("en-XA", kEnglish)}});
  EXPECT_EQ(lines(loaded.diagnostics),
            Lines{"i18n/en-XA.yaml:0:0 'en-XA' is the generated pseudo-locale"});
}

TEST(TranslationsLoader, ReportsKeysMissingOrExtraWhereTheyBelong) {
  auto loaded =
      load({{"i18n/en.yaml", locale_file("en", kEnglish)},
            {"i18n/de.yaml",
             locale_file("de", "  nav:\n    hom: Start\n  app:\n    name: Lucky Lobby\n")}});
  EXPECT_EQ(lines(loaded.diagnostics),
            (Lines{"i18n/de.yaml:5:1 missing message 'games.count'",
                   "i18n/de.yaml:6:3 missing message 'nav.home'",
                   "i18n/de.yaml:7:5 message 'nav.hom' is not in English"}));
  EXPECT_EQ(loaded.diagnostics.all()[2].hint, "did you mean 'nav.home'?");
  EXPECT_EQ(describe(loaded.translations), "2 locales (3 keys in en; de has 2)");
}

TEST(TranslationsLoader, PointsAtTheFaultInsideTheMessage) {
  auto loaded =
      load({{"i18n/en.yaml", locale_file("en", kEnglish)},
            {"i18n/ru.yaml", locale_file("ru",
                                         "  nav:\n    home: 'Дом {'\n  games:\n    count: "
                                         "'Игр: {n, plural, one {#} other {#}}'\n"
                                         "  app:\n    name: Lucky Lobby\n")}});
  EXPECT_EQ(lines(loaded.diagnostics),
            (Lines{"i18n/ru.yaml:7:16 argument is not closed",
                   "i18n/ru.yaml:9:18 plural 'n' lacks the 'few' and 'many' cases Russian needs"}));
}

TEST(TranslationsLoader, WarnsAboutUntranslatedTextUnlessItIsABrand) {
  const std::string messages =
      "  a: Game history\n  b: OK\n  c: Bonus\n  d:\n    message: Vault Pro\n    brand: true\n";
  const std::string translated = "  a: Game history\n  b: OK\n  c: Bonus\n  d: Vault Pro\n";
  auto loaded = load({{"i18n/en.yaml", locale_file("en", messages)},
                      {"i18n/fr.yaml", locale_file("fr", translated)},
                      {"i18n/ja.yaml", locale_file("ja", translated)}});
  EXPECT_EQ(lines(loaded.diagnostics),
            (Lines{"i18n/fr.yaml:6:6 warning: message 'a' is the same as in English",
                   "i18n/ja.yaml:6:6 warning: message 'a' is the same as in English",
                   "i18n/ja.yaml:8:6 warning: message 'c' is the same as in English"}));
  EXPECT_FALSE(loaded.diagnostics.has_errors());
}

TEST(TranslationsLoader, ComparesArgumentsWithEnglish) {
  auto loaded = load(
      {{"i18n/en.yaml", locale_file("en", "  a: '{amount, number, ::currency/USD} for {name}'\n")},
       {"i18n/de.yaml", locale_file("de", "  a: '{amount, number} für {nom}'\n")}});
  EXPECT_EQ(lines(loaded.diagnostics),
            (Lines{"i18n/de.yaml:6:7 argument 'amount' is {amount, number} here but "
                   "{amount, number, ::currency/USD} in English",
                   "i18n/de.yaml:6:7 missing argument 'name' of the English message",
                   "i18n/de.yaml:6:28 argument 'nom' is not in the English message"}));
}

TEST(TranslationsLoader, AFileThatIsNotAMappingDoesNotCascade) {
  auto loaded =
      load({{"i18n/en.yaml", locale_file("en", kEnglish)}, {"i18n/de.yaml", "just text\n"}});
  EXPECT_EQ(lines(loaded.diagnostics),
            Lines{"i18n/de.yaml:1:1 expected a mapping, found 'just text'"});
}

}  // namespace
}  // namespace lobbykit::i18n
