#include "schema/schema.h"

#include <gtest/gtest.h>

#include "core/yaml_reader.h"
#include "core/yaml_subset_reader.h"
#include "schema/to_json.h"

namespace lobbykit::schema {
namespace {

NodePtr game_like() {
  return object("game", {
                            required("id", text("id", Format::kId)),
                            required("hot", boolean("hot")),
                            required("count", integer("count", 1, 21)),
                            optional("kind", one_of("kind", {"slots", "sports"})),
                            optional("tags", list("tags", text("tag", Format::kId), 0, true)),
                        });
}

std::string errors_in(const SourceFile& file, const YamlNode& root) {
  Diagnostics diagnostics;
  validate(root, *game_like(), file, diagnostics);
  std::string messages;
  for (const auto& d : diagnostics.all()) {
    messages +=
        std::to_string(d.location.line) + ":" + std::to_string(d.location.column) + " " + d.message;
    if (!d.hint.empty()) messages += " [" + d.hint + "]";
    messages += "\n";
  }
  return messages;
}

/// The errors in `yaml`, the same (text and position) whichever reader read it.
std::string errors_for(const std::string& yaml) {
  SourceFile file("f.yaml", yaml);
  Diagnostics diagnostics;
  auto root = read_yaml_with_yaml_cpp(file, diagnostics);
  EXPECT_TRUE(root && diagnostics.all().empty()) << format_text(diagnostics);
  if (!root) return "<not YAML>";
  std::string messages = errors_in(file, *root);
  if (auto fast = read_yaml_subset(yaml)) {
    EXPECT_EQ(errors_in(file, *fast), messages);
  }
  return messages;
}

TEST(Schema, AcceptsAValidDocument) {
  EXPECT_EQ(errors_for("id: a-b\nhot: true\ncount: 3\nkind: slots\ntags: [x, y]\n"), "");
}

TEST(Schema, ReportsUnknownFieldsWithASuggestion) {
  EXPECT_EQ(errors_for("id: a\nhot: true\ncount: 3\ntagz: [x]\n"),
            "4:1 unknown field 'tagz' [did you mean 'tags'?]\n");
}

TEST(Schema, ListsAllowedFieldsWhenNothingIsClose) {
  EXPECT_EQ(errors_for("id: a\nhot: true\ncount: 3\nzzzzzz: 1\n"),
            "4:1 unknown field 'zzzzzz' [allowed fields: id, hot, count, kind, tags]\n");
}

TEST(Schema, ReportsMissingRequiredFieldsAtTheMapping) {
  EXPECT_EQ(errors_for("id: a\n"),
            "1:1 missing required field 'hot'\n1:1 missing required field 'count'\n");
}

TEST(Schema, ReportsWrongTypes) {
  EXPECT_EQ(errors_for("id: a\nhot: yes\ncount: \"3\"\n"),
            "2:6 expected true or false, found 'yes'\n3:8 expected a whole number, found '3'\n");
  EXPECT_EQ(errors_for("id: [a]\nhot: true\ncount: 2.5\n"),
            "1:5 expected text, found a list\n3:8 expected a whole number, found '2.5'\n");
}

TEST(Schema, ReportsRangesFormatsEnumsAndRepeats) {
  EXPECT_EQ(errors_for("id: Bad_Id\nhot: false\ncount: 22\nkind: slot\ntags: [x, x]\n"),
            "1:5 'Bad_Id' is not a valid id [use lowercase letters, digits and single hyphens, "
            "like 'dragon-fortune']\n"
            "3:8 22 is out of range: must be from 1 to 21\n"
            "4:7 'slot' is not an accepted value [did you mean 'slots'?]\n"
            "5:11 'x' is listed twice\n");
}

TEST(Schema, FormatsAcceptAndRefuse) {
  EXPECT_TRUE(matches_format("dragon-fortune-2", Format::kId));
  EXPECT_FALSE(matches_format("dragon--fortune", Format::kId));
  EXPECT_TRUE(matches_format("firstDeposit", Format::kCamelName));
  EXPECT_TRUE(matches_format("spin3", Format::kCamelName));
  EXPECT_FALSE(matches_format("FirstDeposit", Format::kCamelName));
  EXPECT_FALSE(matches_format("first-deposit", Format::kCamelName));
  EXPECT_FALSE(matches_format("3spins", Format::kCamelName));
  EXPECT_FALSE(matches_format("", Format::kCamelName));
  EXPECT_TRUE(matches_format("BDT_BKASH", Format::kUpperId));
  EXPECT_FALSE(matches_format("bdt_bkash", Format::kUpperId));
  EXPECT_TRUE(matches_format("USDT", Format::kCurrencyCode));
  EXPECT_TRUE(matches_format("BD", Format::kRegionCode));
  EXPECT_FALSE(matches_format("BGD", Format::kRegionCode));
  EXPECT_TRUE(matches_format("category.slots", Format::kTranslationKey));
  EXPECT_TRUE(matches_format("paymentMethod.bank-transfer", Format::kTranslationKey));
  EXPECT_FALSE(matches_format("category..slots", Format::kTranslationKey));
  EXPECT_FALSE(matches_format("category slots", Format::kTranslationKey));
  EXPECT_TRUE(matches_format("logos/a.png", Format::kRelativePath));
  EXPECT_FALSE(matches_format("/etc/passwd", Format::kRelativePath));
  EXPECT_TRUE(matches_format("wss://play.example/ws", Format::kUrl));
  EXPECT_TRUE(matches_format("/api", Format::kUrl));
  EXPECT_FALSE(matches_format("ftp://x", Format::kUrl));
  EXPECT_TRUE(matches_format("1.4.0", Format::kVersion));
  EXPECT_FALSE(matches_format("1.4", Format::kVersion));
}

TEST(Schema, ADecimalRefusesMoreDecimalsThanItAllows) {
  auto amount = object("reward", {required("amount", decimal("amount", 2, 0))});
  auto errors = [&](const std::string& yaml) {
    SourceFile file("f.yaml", yaml);
    Diagnostics diagnostics;
    auto root = read_yaml(file, diagnostics);
    validate(*root, *amount, file, diagnostics);
    std::string out;
    for (const auto& d : diagnostics.all()) out += d.message + " [" + d.hint + "]\n";
    return out;
  };
  EXPECT_EQ(errors("amount: 12.50\n"), "");
  EXPECT_EQ(errors("amount: 7\n"), "");
  EXPECT_EQ(errors("amount: 0.125e1\n"), "");
  EXPECT_EQ(errors("amount: 12.505\n"),
            "12.505 has more than 2 decimals [write at most 2 digits after the point, like "
            "12.50]\n");
  EXPECT_EQ(errors("amount: -1\n"), "-1 is out of range: must be at least 0 []\n");
}

TEST(Schema, CountsTheDecimalPlacesANumberWrites) {
  EXPECT_EQ(decimal_places("5"), 0);
  EXPECT_EQ(decimal_places("12.50"), 1);
  EXPECT_EQ(decimal_places("12.05"), 2);
  EXPECT_EQ(decimal_places("-0.001"), 3);
  EXPECT_EQ(decimal_places("1e-3"), 3);
  EXPECT_EQ(decimal_places("1.25E+1"), 1);
  EXPECT_EQ(decimal_places("1.5e2"), 0);
}

TEST(Schema, ConvertsToTypedJsonInSchemaOrder) {
  SourceFile file("f.yaml", "tags: [a]\ncount: 3\nhot: true\nid: x\n");
  Diagnostics diagnostics;
  auto root = read_yaml(file, diagnostics);
  ASSERT_TRUE(validate(*root, *game_like(), file, diagnostics));
  EXPECT_EQ(to_json(*root, *game_like()).dump(), R"({"id":"x","hot":true,"count":3,"tags":["a"]})");
}

}  // namespace
}  // namespace lobbykit::schema
