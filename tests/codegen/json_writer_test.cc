// JsonWriter writes what nlohmann's dump(2) writes, piece by piece.
#include "codegen/json_writer.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "testing/counting_sink.h"

namespace lobbykit {
namespace {

using Json = nlohmann::ordered_json;

using testing::CountingSink;

std::string written(const Json& value) {
  StringSink sink;
  JsonWriter json(sink);
  json.value(value);
  json.flush();
  return sink.bytes;
}

TEST(JsonWriter, WritesAValueAsDumpWithTwoSpacesWould) {
  const Json values[] = {
      Json::parse(R"({"id": "a", "n": 1, "x": 0.5, "big": 18446744073709551615, "neg": -3,
                      "ok": true, "none": null, "tags": ["a", "b"], "empty": {}, "list": [],
                      "deep": {"a": [{"b": []}, {}, [1, [2, {}]]]}})"),
      Json::array(),
      Json::object(),
      Json("text with \"quotes\", \\, \n, \u00e9, \u0001"),
      Json(1.0),
      Json::parse(R"([[], [[]], {"": {"": ""}}])"),
      Json::parse(R"({"k\"ey\n": "v", "\u062a": "\u0627\u0644"})")};
  for (const Json& value : values) EXPECT_EQ(written(value), value.dump(2)) << value.dump();
}

TEST(JsonWriter, AnArrayWrittenItemByItemIsTheArrayDumped) {
  Json games = Json::array();
  CountingSink sink;
  JsonWriter json(sink);
  json.text("export const games = ");
  json.begin_array();
  for (int i = 0; i < 2000; ++i) {  // well past the writer's buffer
    Json game = {{"id", "game-" + std::to_string(i)}, {"tags", {"a", "b"}}, {"thumb", {{"w", i}}}};
    json.value(game);
    games.push_back(std::move(game));
  }
  json.end_array();
  json.text(";\n");
  json.flush();
  EXPECT_EQ(sink.bytes, "export const games = " + games.dump(2) + ";\n");
  EXPECT_GT(sink.pieces, 1) << "handed on as it goes, not held whole";
}

TEST(JsonWriter, MembersWrittenOneByOneAreTheObjectDumped) {
  const Json expected = Json::parse(R"({"site": {"name": "x"}, "categories": [
      {"id": "slots", "games": ["a", "b"]}, {"id": "lobby", "games": []}], "empty": {}})");
  StringSink sink;
  JsonWriter json(sink);
  json.begin_object();
  json.key("site");
  json.value(expected["site"]);
  json.key("categories");
  json.begin_array();
  for (const auto& category : expected["categories"]) {
    json.begin_object();
    json.key("id");
    json.value(category["id"]);
    json.key("games");
    json.begin_array();
    for (const auto& game : category["games"]) json.value(game);
    json.end_array();
    json.end_object();
  }
  json.end_array();
  json.key("empty");
  json.begin_object();
  json.end_object();
  json.end_object();
  json.flush();
  EXPECT_EQ(sink.bytes, expected.dump(2));
}

}  // namespace
}  // namespace lobbykit
