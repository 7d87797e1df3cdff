#include "images/cached_webp_store.h"

#include <utility>

#include "core/fatal_error.h"
#include "images/image_error.h"

namespace fs = std::filesystem;

namespace lobbykit {

std::string read_thumbnail_source(const FileSystem& fs, const fs::path& file,
                                  std::string_view path) {
  auto bytes = fs.read(file);
  if (!bytes) throw FatalError("cannot read '" + std::string(path) + "' while making thumbnails");
  return std::move(*bytes);
}

CachedWebpStore::CachedWebpStore(const FileSystem& fs, fs::path cache, fs::path root,
                                 std::size_t images)
    : fs_(fs), cache_(std::move(cache)), root_(std::move(root)) {
  images_.reserve(images);
}

std::size_t CachedWebpStore::add(const ThumbnailKey& key, std::string_view path,
                                 const ThumbnailSpec& spec, RenderedImageRef record) {
  std::string identity = thumbnail_spec_identity(spec);
  std::lock_guard lock(mutex_);
  auto [known, added] =
      spec_numbers_.emplace(std::move(identity), static_cast<std::uint32_t>(specs_.size()));
  if (added) specs_.push_back(spec);
  images_.push_back({key, known->second, std::move(record), path});
  return images_.size() - 1;
}

void CachedWebpStore::fill_records(
    const std::function<RenderedImageRef(const ThumbnailKey&)>& record_of) {
  std::lock_guard lock(mutex_);
  for (Image& image : images_) {
    if (image.record) continue;
    image.record = record_of(image.key);
    if (!image.record) {
      throw FatalError("internal error: the thumbnail cache has no record of '" +
                       std::string(image.path) + "'");
    }
  }
}

EncodedThumbnails CachedWebpStore::read(std::size_t image) const {
  const Image& wanted = images_[image];
  if (auto entry = read_cache_entry(fs_, cache_, wanted.key)) return std::move(*entry);
  const std::string_view path = wanted.path;
  const std::string source = read_thumbnail_source(fs_, root_ / path, path);
  try {
    return render_thumbnails(source, specs_[wanted.spec]);
  } catch (const ImageError& error) {
    throw FatalError("cannot make the thumbnails of '" + std::string(path) +
                     "' again: " + error.what());
  }
}

std::string CachedWebpStore::load(std::size_t image, std::size_t index) const {
  std::lock_guard lock(mutex_);
  const Image& wanted = images_.at(image);
  if (!last_read_ || last_read_->first != image) last_read_.emplace(image, read(image));
  EncodedThumbnails& read = last_read_->second;
  const auto variants = read.record->variants();
  const auto expected = wanted.record->variants();
  if (index >= variants.size() || index >= expected.size() ||
      variants[index].hash != expected[index].hash) {
    throw FatalError("the thumbnails of '" + std::string(wanted.path) +
                     "' no longer match the cache's index; build again");
  }
  std::string webp = std::move(read.webp.at(index));
  if (index + 1 == variants.size()) last_read_.reset();
  return webp;
}

const RenderedImage& CachedWebpStore::record(std::size_t image) const {
  std::lock_guard lock(mutex_);
  return *images_.at(image).record;
}

}  // namespace lobbykit
