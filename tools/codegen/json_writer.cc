#include "codegen/json_writer.h"

namespace lobbykit {

namespace {

constexpr std::size_t kFlushBytes = 1 << 16;

}  // namespace

// nlohmann's pretty printer: "{}" and "[]" when empty; otherwise the bracket,
// each member on its own line indented one level deeper, separated by ",",
// and the closing bracket on its own line at the container's indent.
void JsonWriter::next_line() {
  Level& level = levels_.back();
  buffer_.append(level.members++ == 0 ? "\n" : ",\n");
  buffer_.append(2 * levels_.size(), ' ');
}

void JsonWriter::start_value() {
  if (!levels_.empty() && !levels_.back().object) next_line();
}

void JsonWriter::open(Level level, char bracket) {
  start_value();
  buffer_.push_back(bracket);
  levels_.push_back(level);
}

void JsonWriter::close(char bracket) {
  const std::size_t members = levels_.back().members;
  levels_.pop_back();
  if (members > 0) {
    buffer_.push_back('\n');
    buffer_.append(2 * levels_.size(), ' ');
  }
  buffer_.push_back(bracket);
  flush_if_full();
}

void JsonWriter::begin_object() { open(Level{true}, '{'); }
void JsonWriter::end_object() { close('}'); }
void JsonWriter::begin_array() { open(Level{false}, '['); }
void JsonWriter::end_array() { close(']'); }

void JsonWriter::key(std::string_view name) {
  next_line();
  buffer_.append(nlohmann::ordered_json(std::string(name)).dump());
  buffer_.append(": ");
}

void JsonWriter::value(const nlohmann::ordered_json& value) {
  if (value.is_object()) {
    begin_object();
    for (auto it = value.begin(); it != value.end(); ++it) {
      key(it.key());
      this->value(it.value());
    }
    end_object();
  } else if (value.is_array()) {
    begin_array();
    for (const auto& item : value) this->value(item);
    end_array();
  } else {
    start_value();
    buffer_.append(value.dump());
    flush_if_full();
  }
}

void JsonWriter::text(std::string_view text) {
  buffer_.append(text);
  flush_if_full();
}

void JsonWriter::flush() {
  if (!buffer_.empty()) sink_.append(buffer_);
  buffer_.clear();
}

void JsonWriter::flush_if_full() {
  if (buffer_.size() >= kFlushBytes) flush();
}

}  // namespace lobbykit
