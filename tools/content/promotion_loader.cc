#include "content/promotion_loader.h"

#include <fmt/format.h>

#include "content/content_schemas.h"
#include "content/localised_text.h"
#include "core/yaml_reader.h"
#include "core/yaml_tree.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

constexpr std::string_view kTimeHint = "write a UTC date and time: 2026-11-01T00:00:00Z";

/// Days from 1970-01-01 to the given civil date (H. Hinnant's days_from_civil).
std::int64_t days_from_civil(std::int64_t year, unsigned month, unsigned day) {
  year -= month <= 2 ? 1 : 0;
  const std::int64_t era = (year >= 0 ? year : year - 399) / 400;
  const auto year_of_era = static_cast<unsigned>(year - era * 400);
  const unsigned day_of_year = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
  const unsigned day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  return era * 146097 + static_cast<std::int64_t>(day_of_era) - 719468;
}

bool is_leap(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

/// The digits at [from, from + count) as a number, or -1.
int digits(std::string_view text, std::size_t from, std::size_t count) {
  int value = 0;
  for (std::size_t i = from; i < from + count; ++i) {
    if (text[i] < '0' || text[i] > '9') return -1;
    value = value * 10 + (text[i] - '0');
  }
  return value;
}

class PromotionReader {
 public:
  PromotionReader(const SourceFile& source, ImageResolver& images, Diagnostics& diagnostics)
      : source_(source), images_(images), diagnostics_(diagnostics), text_(source, diagnostics) {}

  std::optional<Promotion> read(const YamlNode& root) {
    Promotion promotion;
    promotion.id = fs::path(source_.path().str()).stem().string();
    if (!schema::matches_format(promotion.id, schema::Format::kId)) {
      fail({source_.path(), 0, 0},
           fmt::format("promotion id '{}' (the file's name) is not lowercase words and hyphens",
                       promotion.id),
           "rename the file, like 'welcome-week.yaml'");
    }
    const YamlNode& banner = *root.find("banner");
    auto resolved =
        images_.resolve(source_, banner.scalar, location_of(source_, banner), diagnostics_);
    if (resolved) {
      promotion.banner = *resolved;
    } else {
      ok_ = false;
    }
    const YamlNode& start = *root.find("start");
    const YamlNode& end = *root.find("end");
    auto start_seconds = time(start);
    auto end_seconds = time(end);
    if (start_seconds && end_seconds && *start_seconds >= *end_seconds) {
      fail(location_of(source_, end),
           fmt::format("the promotion ends ({}) {} it starts ({})", end.scalar,
                       *start_seconds == *end_seconds ? "when" : "before", start.scalar),
           "the end must come after the start");
    }
    promotion.start = start.scalar;
    promotion.end = end.scalar;
    promotion.start_seconds = start_seconds.value_or(0);
    promotion.end_seconds = end_seconds.value_or(0);
    promotion.applicable = root.find("applicable")->scalar == "true";
    promotion.order = std::stoi(root.find("order")->scalar);
    read_texts(root, promotion);
    if (!ok_ || !text_.ok()) return std::nullopt;
    return promotion;
  }

 private:
  void fail(SourceLocation at, std::string message, std::string hint = {}) {
    diagnostics_.add(
        source_.diagnostic(Severity::kError, std::move(at), std::move(message), std::move(hint)));
    ok_ = false;
  }

  std::optional<std::int64_t> time(const YamlNode& node) {
    auto seconds = parse_utc_time(node.scalar);
    if (!seconds) {
      fail(location_of(source_, node), fmt::format("'{}' is not a UTC date and time", node.scalar),
           std::string(kTimeHint));
    }
    return seconds;
  }

  void read_texts(const YamlNode& root, Promotion& promotion) {
    constexpr std::string_view kTooLong = "shorten it: the list shows it whole";
    promotion.texts = text_.read<PromotionText>(
        root, "promotion", "title, summary and body", promotion.text_at,
        [&](const YamlNode& value, PromotionText& out) {
          out.title = text_.plain(value, "title", kPromotionTitleMaxLength, kTooLong);
          out.summary = text_.plain(value, "summary", kPromotionSummaryMaxLength, kTooLong);
          out.body = text_.markdown(*value.find("body"));
          if (const YamlNode* terms = value.find("terms")) out.terms = text_.markdown(*terms);
        });
  }

  const SourceFile& source_;
  ImageResolver& images_;
  Diagnostics& diagnostics_;
  LocalisedTextReader text_;
  bool ok_ = true;
};

}  // namespace

std::optional<std::int64_t> parse_utc_time(std::string_view text) {
  // YYYY-MM-DDTHH:MM:SSZ
  if (text.size() != 20 || text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':' ||
      text[16] != ':' || text[19] != 'Z') {
    return std::nullopt;
  }
  const int year = digits(text, 0, 4);
  const int month = digits(text, 5, 2);
  const int day = digits(text, 8, 2);
  const int hour = digits(text, 11, 2);
  const int minute = digits(text, 14, 2);
  const int second = digits(text, 17, 2);
  if (year < 1970 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 ||
      minute > 59 || second < 0 || second > 59) {
    return std::nullopt;
  }
  constexpr int kMonthLengths[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const int days_in_month = kMonthLengths[month - 1] + (month == 2 && is_leap(year) ? 1 : 0);
  if (day > days_in_month) return std::nullopt;
  return days_from_civil(year, static_cast<unsigned>(month), static_cast<unsigned>(day)) * 86400 +
         hour * 3600 + minute * 60 + second;
}

std::optional<Promotion> load_promotion(const FileSystem& fs, const ContentTree& tree,
                                        const std::string& path, ImageResolver& images,
                                        Diagnostics& diagnostics) {
  auto text = fs.read(tree.root / path);
  if (!text) {
    diagnostics.error({path, 0, 0}, "cannot read the file");
    return std::nullopt;
  }
  SourceFile source(path, std::move(*text));
  auto root = read_yaml(source, diagnostics);
  if (!root || !schema::validate(*root, *promotion_kind().root, source, diagnostics)) {
    return std::nullopt;
  }
  return PromotionReader(source, images, diagnostics).read(*root);
}

}  // namespace lobbykit
