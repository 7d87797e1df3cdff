// JsonWriter: pretty-printed JSON written piece by piece into a ByteSink, the
// same bytes as nlohmann's dump(2) of the whole value, for generated files
// too large to hold as one DOM or one string (games.ts, catalogue.json): a
// caller opens an array, writes its items one at a time, and closes it.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/file_system.h"

namespace lobbykit {

class JsonWriter {
 public:
  /// Writes into `sink`, buffering up to some kilobytes: call `flush` at the
  /// end.
  explicit JsonWriter(ByteSink& sink) : sink_(sink) {}

  /// An object or array, closed by the matching end_ call; in between come
  /// its members (`key`, then a value) or items (values).
  void begin_object();
  void end_object();
  void begin_array();
  void end_array();

  /// The name of the next member. REQUIRES: in an object; a value follows.
  void key(std::string_view name);

  /// A whole value, as dump(2) writes it at this place.
  void value(const nlohmann::ordered_json& value);

  /// Text outside the JSON, as it is (a TypeScript declaration around it).
  void text(std::string_view text);

  /// Hands what is buffered to the sink.
  void flush();

 private:
  struct Level {
    bool object = false;
    std::size_t members = 0;
  };

  /// Where a value starts: in an array, after a line break and the indent.
  void start_value();
  void next_line();
  void open(Level level, char bracket);
  void close(char bracket);
  void flush_if_full();

  ByteSink& sink_;
  std::string buffer_;
  std::vector<Level> levels_;
};

}  // namespace lobbykit
