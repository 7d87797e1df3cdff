#include "i18n/date_skeleton.h"

#include <fmt/format.h>

#include <array>

namespace lobbykit::i18n {

namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kSupportedFields = "GyMLdEahHKkjJmsz";

/// FormatJS's getBestPattern: each run of 'j' becomes the hour symbol
/// (prepended to everything so far, as FormatJS does) plus day-period 'a's
/// for 12-hour locales; 'J' becomes 'H'.
std::string resolve_hour_fields(std::string_view skeleton, char hour_symbol) {
  std::string out;
  for (std::size_t i = 0; i < skeleton.size(); ++i) {
    char c = skeleton[i];
    if (c == 'j') {
      int extra = 0;
      while (i + 1 < skeleton.size() && skeleton[i + 1] == 'j') ++extra, ++i;
      int hour_length = 1 + (extra & 1);
      int day_period_length = extra < 2 ? 1 : 3 + (extra >> 1);
      if (hour_symbol == 'H' || hour_symbol == 'k') day_period_length = 0;
      out.append(static_cast<std::size_t>(day_period_length), 'a');
      out.insert(0, static_cast<std::size_t>(hour_length), hour_symbol);
    } else if (c == 'J') {
      out += 'H';
    } else {
      out += c;
    }
  }
  return out;
}

/// One alternative of FormatJS's DATE_TIME_REGEX: a run of letters from
/// `letters`, at most `longest` long.
struct FieldClass {
  std::string_view letters;
  std::size_t longest;
};

constexpr std::array<FieldClass, 10> kFieldClasses = {{
    {"Eec", 6},
    {"G", 5},
    {"yYur", std::string_view::npos},
    {"ML", 5},
    {"d", 2},
    {"abB", 5},
    {"hkHK", 2},
    {"m", 2},
    {"s", 2},
    {"zZOvVxX", 4},
}};

const char* pick(const std::vector<const char*>& values, std::size_t length) {
  return values[std::min(length, values.size()) - 1];
}

void apply_field(char first, std::size_t length, Json& out) {
  switch (first) {
    case 'G':
      out["era"] = length == 4 ? "long" : length == 5 ? "narrow" : "short";
      break;
    case 'y':
      out["year"] = length == 2 ? "2-digit" : "numeric";
      break;
    case 'M':
    case 'L':
      out["month"] = pick({"numeric", "2-digit", "short", "long", "narrow"}, length);
      break;
    case 'd':
      out["day"] = pick({"numeric", "2-digit"}, length);
      break;
    case 'E':
      out["weekday"] = length == 4 ? "long" : length == 5 ? "narrow" : "short";
      break;
    case 'a':
      out["hour12"] = true;
      break;
    case 'h':
    case 'H':
    case 'K':
    case 'k': {
      static constexpr std::string_view kCycles[] = {"h12", "h23", "h11", "h24"};
      out["hourCycle"] = kCycles[std::string_view("hHKk").find(first)];
      out["hour"] = pick({"numeric", "2-digit"}, length);
      break;
    }
    case 'm':
      out["minute"] = pick({"numeric", "2-digit"}, length);
      break;
    case 's':
      out["second"] = pick({"numeric", "2-digit"}, length);
      break;
    case 'z':
      out["timeZoneName"] = length < 4 ? "short" : "long";
      break;
    default:
      break;
  }
}

}  // namespace

std::optional<MessageProblem> parse_date_skeleton(std::string_view skeleton, char hour_symbol,
                                                  ArgumentStyle& style) {
  if (skeleton.empty())
    return MessageProblem{"expected a date-time skeleton after '::'", "like '::yMMMd' or '::jm'"};
  for (char c : skeleton) {
    if (kSupportedFields.find(c) == std::string_view::npos) {
      bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
      return MessageProblem{letter ? fmt::format("unsupported date-time skeleton field '{}'", c)
                                   : fmt::format("unexpected '{}' in a date-time skeleton", c),
                            "use the fields G y M d E a h H j m s z, like '::yMMMd' or '::jm'"};
    }
  }
  std::string pattern = resolve_hour_fields(skeleton, hour_symbol);
  Json options = Json::object();
  for (std::size_t i = 0; i < pattern.size();) {
    const FieldClass* field = nullptr;
    for (const auto& candidate : kFieldClasses) {
      if (candidate.letters.find(pattern[i]) != std::string_view::npos) field = &candidate;
    }
    std::size_t length = 1;
    while (i + length < pattern.size() && length < field->longest &&
           field->letters.find(pattern[i + length]) != std::string_view::npos) {
      ++length;
    }
    apply_field(pattern[i], length, options);
    i += length;
  }
  style.kind = ArgumentStyle::Kind::kDateSkeleton;
  style.text = std::string(skeleton);
  style.pattern = std::move(pattern);
  style.parsed_options = std::move(options);
  return std::nullopt;
}

}  // namespace lobbykit::i18n
