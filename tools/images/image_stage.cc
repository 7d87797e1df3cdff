#include "images/image_stage.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>

#include "core/content_hash.h"
#include "core/fatal_error.h"
#include "core/worker_pool.h"
#include "images/image_error.h"
#include "images/image_settings.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

using Clock = std::chrono::steady_clock;

/// One distinct (source, spec) pair and every reference that shows it.
struct Job {
  std::string path;
  ThumbnailSpec spec;
  std::vector<ImageRef*> refs;
  std::shared_ptr<const RenderedImage> result;
  std::optional<ImageError> error;
  bool rendered = false;
};

class JobList {
 public:
  void add(ImageRef& ref, const ThumbnailSpec& spec) {
    if (ref.path.empty() || ref.info.format == ImageFormat::kSvg) return;
    std::string identity = ref.path + '\n' + thumbnail_spec_identity(spec);
    auto [it, inserted] = index_.emplace(identity, jobs_.size());
    if (inserted) jobs_.push_back({ref.path, spec, {}, nullptr, std::nullopt, false});
    jobs_[it->second].refs.push_back(&ref);
  }
  std::vector<Job>& jobs() { return jobs_; }

 private:
  std::map<std::string, std::size_t> index_;
  std::vector<Job> jobs_;
};

std::string display_name(const ImageRef& ref) {
  // as the content file wrote it: relative to that file's folder
  return fs::path(ref.path)
      .lexically_relative(fs::path(ref.named_at.path).parent_path())
      .generic_string();
}

std::string read_source(const FileSystem& fs, const fs::path& source, const std::string& path) {
  auto bytes = fs.read(source);
  if (!bytes) throw FatalError("cannot read '" + path + "' while making thumbnails");
  return std::move(*bytes);
}

/// For a cache hit whose WebP bytes stayed on disk: reads them when the
/// output needs them, from the entry, or, if the entry was damaged since the
/// index vouched for it, by making the thumbnails again from the source.
std::function<std::string(std::size_t)> webp_loader(const FileSystem& fs, fs::path cache,
                                                    std::string key, fs::path source,
                                                    const Job& job, const RenderedImage& expected) {
  std::vector<std::string> hashes;
  for (const auto& variant : expected.variants) hashes.push_back(variant.hash);
  auto loaded = std::make_shared<std::optional<RenderedImage>>();  // both variants from one read
  return [&fs, cache = std::move(cache), key = std::move(key), source = std::move(source),
          path = job.path, spec = job.spec, hashes = std::move(hashes),
          loaded](std::size_t index) -> std::string {
    if (!*loaded) *loaded = read_cache_entry(fs, cache, key);
    if (!*loaded) {
      try {
        *loaded = render_thumbnails(read_source(fs, source, path), spec);
      } catch (const ImageError& error) {
        throw FatalError("cannot make the thumbnails of '" + path + "' again: " + error.what());
      }
    }
    const auto& variants = (*loaded)->variants;
    if (index >= variants.size() || variants[index].hash != hashes[index]) {
      throw FatalError("the thumbnails of '" + path +
                       "' no longer match the cache's index; build again");
    }
    return variants[index].webp;
  };
}

class Worker {
 public:
  Worker(FileSystem& fs, const fs::path& root, ThumbnailCache* cache)
      : fs_(fs),
        root_(root),
        absolute_root_(fs::absolute(root).lexically_normal()),
        cache_(cache) {}

  void run(Job& job) {
    try {
      const fs::path source = root_ / job.path;
      std::optional<std::string> bytes;
      std::optional<std::string> key;
      if (cache_) {
        auto stamp = fs_.stamp(source);
        // what fs::absolute(source).lexically_normal() gives (job.path is
        // lexically normal, without '..'), without a getcwd per image
        const std::string stamp_key = (absolute_root_ / job.path).string();
        std::optional<std::string> source_hash =
            stamp ? cache_->known_source_hash(stamp_key, *stamp) : std::nullopt;
        if (!source_hash) {
          bytes = read_source(fs_, source, job.path);
          source_hash = content_hash(*bytes, 40);
          if (stamp) cache_->remember_source(stamp_key, *stamp, *source_hash);
        }
        key = thumbnail_cache_key(*source_hash, job.spec);
        if (auto cached = cache_->load(*key)) {
          if (!cached->variants.empty() && cached->variants.front().webp.empty())
            cached->load_webp = webp_loader(fs_, cache_->folder(), *key, source, job, *cached);
          job.result = std::make_shared<const RenderedImage>(std::move(*cached));
          return;
        }
      }
      if (!bytes) bytes = read_source(fs_, source, job.path);
      auto rendered = std::make_shared<const RenderedImage>(render_thumbnails(*bytes, job.spec));
      job.rendered = true;
      if (cache_) cache_->store(*key, *rendered);
      job.result = std::move(rendered);
    } catch (const ImageError& error) {
      job.error = error;
    }
  }

 private:
  FileSystem& fs_;
  const fs::path& root_;
  const fs::path absolute_root_;
  ThumbnailCache* cache_;
};

}  // namespace

ImageStageStats render_catalogue_images(Catalogue& catalogue, FileSystem& fs, const fs::path& root,
                                        const ImageStageOptions& options,
                                        Diagnostics& diagnostics) {
  const auto start = Clock::now();
  ImageSettings settings = image_settings(catalogue.site);
  if (options.max_pixels) settings.max_pixels = *options.max_pixels;

  JobList list;
  for (auto& game : catalogue.games) {
    ThumbnailSpec spec = thumbnail_spec(settings, settings.game_card, Fit::kCover);
    if (game.focus) {
      spec.focus_x = game.focus->x;
      spec.focus_y = game.focus->y;
    }
    list.add(game.thumbnail, spec);
  }
  for (auto& vendor : catalogue.vendors) {
    list.add(vendor.logo, thumbnail_spec(settings, settings.vendor_logo, Fit::kContain));
  }
  for (auto& avatar : catalogue.avatars)
    list.add(avatar.image, thumbnail_spec(settings, settings.avatar, Fit::kCover));
  std::vector<Job>& jobs = list.jobs();

  std::optional<ThumbnailCache> cache;
  if (options.cache) cache.emplace(fs, *options.cache, settings.cache_limit_bytes);

  // The pool hands each worker the next job as it finishes one, so at most
  // pool.size() sources are in memory at once.
  WorkerPool pool(options.jobs);
  auto seconds = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  if (options.progress) {
    pool.report_progress([&](std::size_t done, std::size_t total) {
      options.progress({done, total, seconds()});
    });
  }
  std::vector<std::optional<Worker>> workers(pool.size());
  pool.run(jobs.size(), [&](std::size_t index, unsigned worker) {
    if (!workers[worker]) workers[worker].emplace(fs, root, cache ? &*cache : nullptr);
    workers[worker]->run(jobs[index]);
  });

  ImageStageStats stats;
  stats.images = jobs.size();
  for (Job& job : jobs) {
    if (job.error) {
      const ImageRef& first = *job.refs.front();
      diagnostics.error(first.named_at,
                        "image '" + display_name(first) + "' cannot be used: " + job.error->what(),
                        job.error->hint());
      continue;
    }
    stats.rendered += job.rendered;
    for (ImageRef* ref : job.refs) ref->rendered = job.result;
  }
  if (cache) stats.cache = cache->finish();
  stats.seconds = seconds();
  return stats;
}

}  // namespace lobbykit
