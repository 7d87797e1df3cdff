#include "i18n/locale_file.h"

#include <gtest/gtest.h>

namespace lobbykit::i18n {
namespace {

LocaleFile read(const std::string& tag, const std::string& body, Diagnostics& diagnostics) {
  MemoryFileSystem fs;
  fs.add_file("repo/i18n/" + tag + ".yaml",
              "locale: " + tag + "\nname: N\nenglishName: E\nflag: F\n" + body);
  return read_locale_file(fs, "repo", "i18n/" + tag + ".yaml", diagnostics);
}

TEST(LocaleFile, FlattensGroupsIntoDottedKeysInDocumentOrder) {
  Diagnostics diagnostics;
  auto file =
      read("en",
           "messages:\n  nav:\n    home: Home\n  wallet:\n    title:\n      message: Wallet\n"
           "      description: Page title\n      brand: true\n",
           diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_EQ(file.messages.size(), 2u);
  EXPECT_EQ(file.messages[0].key, "nav.home");
  EXPECT_EQ(file.messages[0].value->scalar, "Home");
  EXPECT_EQ(file.messages[1].key, "wallet.title");
  EXPECT_EQ(file.messages[1].description, "Page title");
  EXPECT_TRUE(file.messages[1].brand);
  EXPECT_TRUE(file.groups.count("wallet"));
  EXPECT_TRUE(file.header_valid);
  EXPECT_EQ(file.facts->tag, "en");
}

TEST(LocaleFile, OnlyEnglishDescribesMessages) {
  Diagnostics diagnostics;
  auto file = read("de", "messages:\n  nav:\n    home:\n      message: Start\n", diagnostics);
  ASSERT_EQ(diagnostics.error_count(), 1u);
  EXPECT_EQ(diagnostics.all()[0].message,
            "message 'nav.home' is described here; only en.yaml describes messages");
  ASSERT_EQ(file.messages.size(), 1u);
  EXPECT_TRUE(file.messages[0].broken);
}

TEST(LocaleFile, ReportsEmptyValuesBadKeysAndHeaderMistakes) {
  Diagnostics diagnostics;
  MemoryFileSystem fs;
  fs.add_file("repo/i18n/fr.yaml",
              "locale: fr\nname: Français\nenglishname: French\nflag: F\n"
              "messages:\n  a:\n  b: ''\n  c d: x\n  e: [1]\n");
  auto file = read_locale_file(fs, "repo", "i18n/fr.yaml", diagnostics);
  std::vector<std::string> messages;
  for (const auto& d : diagnostics.all())
    messages.push_back(std::to_string(d.location.line) + " " + d.message);
  EXPECT_EQ(messages,
            (std::vector<std::string>{
                "3 unknown field 'englishname'", "1 missing required field 'englishName'",
                "6 empty message 'a'", "7 empty message 'b'", "8 'c d' is not a valid message key",
                "9 expected a message or a group of messages, found a list"}));
  EXPECT_FALSE(file.header_valid);
  EXPECT_TRUE(file.has_messages);
}

TEST(LocaleFile, TheTagIsTheFileNameAndMustBeALocale) {
  Diagnostics diagnostics;
  MemoryFileSystem fs;
  fs.add_file("repo/i18n/english.yaml",
              "locale: english\nname: N\nenglishName: E\nflag: F\nmessages: {a: b}\n");
  auto file = read_locale_file(fs, "repo", "i18n/english.yaml", diagnostics);
  ASSERT_EQ(diagnostics.error_count(), 1u);
  EXPECT_EQ(diagnostics.all()[0].message,
            "the file name is not a locale: 'english' is not a language ICU knows");
  EXPECT_FALSE(file.facts);
}

TEST(LocaleFile, ReadsYamlOutsideTheFastSubsetWithYamlCpp) {
  Diagnostics diagnostics;
  // An anchor and an alias: only yaml-cpp reads them.
  auto file =
      read("de", "messages:\n  nav:\n    home: &home Start\n    start: *home\n", diagnostics);
  EXPECT_FALSE(diagnostics.has_errors()) << format_text(diagnostics);
  ASSERT_EQ(file.messages.size(), 2u);
  EXPECT_EQ(file.messages[1].key, "nav.start");
  EXPECT_EQ(file.messages[1].value->scalar, "Start");
  EXPECT_TRUE(file.header_valid);
}

TEST(LocaleFile, AProblemFoundOnTheFastPathIsReportedWhereYamlCppPlacesIt) {
  Diagnostics diagnostics;
  auto file = read("de", "messages:\n  nav:\n    home:\n      message: Start\n    back: Zurück\n",
                   diagnostics);
  ASSERT_EQ(diagnostics.all().size(), 1u);
  EXPECT_EQ(diagnostics.all()[0].location.line, 8);
  EXPECT_EQ(diagnostics.all()[0].location.column, 7);
  // Nothing read on the fast path is kept twice.
  ASSERT_EQ(file.messages.size(), 2u);
  EXPECT_EQ(file.messages[1].value->scalar, "Zurück");
  EXPECT_EQ(file.messages[1].key_node->line, 8);
}

}  // namespace
}  // namespace lobbykit::i18n
