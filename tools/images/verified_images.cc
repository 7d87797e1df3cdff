#include "images/verified_images.h"

#include <array>

#include "core/stamp_record.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

constexpr std::string_view kRecordKind = "verified-images";
constexpr std::string_view kFileName = "verified";

std::optional<ImageFormat> format_named(std::string_view name) {
  for (ImageFormat format :
       {ImageFormat::kPng, ImageFormat::kJpeg, ImageFormat::kWebp, ImageFormat::kSvg}) {
    if (format_name(format) == name) return format;
  }
  return std::nullopt;
}

std::string format_record(const std::map<std::string, KnownSource>& sources,
                          const std::set<std::string>& verified) {
  StampRecordWriter writer(kRecordKind);
  writer.reserve(160 * sources.size() + 48 * verified.size());
  // source <stamp> <hash> <format> <width> <height> <path>
  for (const auto& [path, known] : sources) {
    writer.line("source")
        .stamp(known.stamp)
        .field(known.hash)
        .field(format_name(known.info.format))
        .number(std::uint64_t{known.info.width})
        .number(std::uint64_t{known.info.height})
        .last(path);
  }
  for (const auto& key : verified) writer.line("verified").field(key);
  return writer.finish();
}

}  // namespace

VerifiedImages::VerifiedImages(const FileSystem& fs, fs::path folder) : folder_(std::move(folder)) {
  auto text = fs.read(folder_ / kFileName);
  auto reader = text ? StampRecordReader::open(*text, kRecordKind) : std::nullopt;
  if (!reader) return;
  std::optional<FileStamp> stamp;
  while (reader->next_line()) {
    if (reader->tag() == "verified") {
      if (auto key = reader->field()) verified_.emplace(*key);
      continue;
    }
    if (reader->tag() != "source") continue;
    KnownSource known;
    auto hash = std::optional<std::string_view>();
    auto format = std::optional<std::string_view>();
    std::optional<ImageFormat> parsed;
    if (reader->stamp(stamp) && stamp && (hash = reader->field()) && (format = reader->field()) &&
        (parsed = format_named(*format)) && reader->number(known.info.width) &&
        reader->number(known.info.height)) {
      known.stamp = *stamp;
      known.hash = std::string(*hash);
      known.info.format = *parsed;
      sources_[std::string(reader->rest())] = std::move(known);
    }
  }
}

const KnownSource* VerifiedImages::source(const std::string& path, const FileStamp& stamp) const {
  auto it = sources_.find(path);
  return it != sources_.end() && it->second.stamp == stamp ? &it->second : nullptr;
}

void VerifiedImages::save(FileSystem& fs, std::map<std::string, KnownSource> sources,
                          std::set<std::string> verified) {
  if (verified == verified_ && sources.size() == sources_.size() &&
      std::equal(
          sources.begin(), sources.end(), sources_.begin(), [](const auto& a, const auto& b) {
            return a.first == b.first && a.second.stamp == b.second.stamp &&
                   a.second.hash == b.second.hash && a.second.info.format == b.second.info.format &&
                   a.second.info.width == b.second.info.width &&
                   a.second.info.height == b.second.info.height;
          })) {
    return;  // nothing new: a warm check writes nothing
  }
  fs.write_atomic(folder_ / kFileName, format_record(sources, verified));
  sources_ = std::move(sources);
  verified_ = std::move(verified);
}

}  // namespace lobbykit
