#include "images/image_stage.h"

#include <chrono>
#include <map>
#include <mutex>
#include <set>

#include "codegen/held_webp_store.h"
#include "core/fatal_error.h"
#include "core/source_fingerprint.h"
#include "core/worker_pool.h"
#include "images/cached_webp_store.h"
#include "images/image_error.h"
#include "images/verified_images.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

using Clock = std::chrono::steady_clock;

std::string display_name(const ImageMention& mention, std::string_view path) {
  // as the content file wrote it: relative to that file's folder
  return fs::path(path)
      .lexically_relative(fs::path(mention.at->path.str()).parent_path())
      .generic_string();
}

/// What one worker learnt, merged when the stage ends.
struct WorkerLog {
  Diagnostics diagnostics;
  std::map<std::string, KnownSource> sources;  ///< kDecode: by absolute path
  std::set<std::string> verified;              ///< kDecode: keys that decoded or were vouched for
  std::size_t rendered = 0;
  std::size_t decoded = 0;
};

/// The state every worker shares: the file system, the caches, the records.
class Stage {
 public:
  /// `jobs`: how many the stage runs, so the store is never grown (and copied) while it fills.
  Stage(FileSystem& fs, const fs::path& root, const ImageStageOptions& options, std::size_t jobs)
      : fs_(fs),
        root_(root),
        absolute_root_(fs::absolute(root).lexically_normal()),
        options_(options),
        jobs_(jobs) {
    if (!options.cache) return;
    if (options.check == ImageCheck::kDecode) verified_.emplace(fs, *options.cache);
    if (options.check == ImageCheck::kRender) cache();  // its index is written even with no job
  }

  void run(const ImageJob& job, ImageResult& result, WorkerLog& log) {
    Source source{root_ / job.path, {}, {}, {}};
    if (!read_header(job, source, log)) return;
    result.info = source.info;
    if (!job.thumbnail || source.info.format == ImageFormat::kSvg) {
      result.usable = true;
      return;
    }
    try {
      check_thumbnail_header(source.info, *job.thumbnail);
      if (options_.check == ImageCheck::kDecode) decode(job, source, log);
      if (options_.check == ImageCheck::kRender) render(job, source, result, log);
      result.usable = true;
    } catch (const ImageError& error) {
      const ImageMention& first = job.mentions.front();
      log.diagnostics.error(
          *first.at,
          "image '" + display_name(first, job.path) + "' cannot be used: " + error.what(),
          error.hint());
    }
  }

  /// Writes what kDecode verified beside the cache, and the cache's index,
  /// and gives the store the records of the thumbnails made.
  CacheStats finish(std::vector<WorkerLog>& logs) {
    if (verified_) {
      std::map<std::string, KnownSource> sources;
      std::set<std::string> verified;
      for (WorkerLog& log : logs) {
        sources.merge(log.sources);
        verified.merge(log.verified);
      }
      verified_->save(fs_, std::move(sources), std::move(verified));
    }
    if (!cache_ || options_.check != ImageCheck::kRender) return {};
    CacheStats stats = cache_->finish();
    webp_store_->fill_records([&](const ThumbnailKey& key) { return cache_->record(key); });
    return stats;
  }

 private:
  struct Source {
    fs::path file;
    ImageInfo info;
    std::optional<std::string> bytes;  ///< the whole file, once read
    std::optional<std::string> hash;   ///< source_fingerprint of the bytes, once known
  };

  /// What cache_->finish() and the stamp keys name the source by: what
  /// fs::absolute(file).lexically_normal() gives (job paths are lexically
  /// normal, without '..'), without a getcwd per image.
  std::string absolute(const ImageJob& job) const { return (absolute_root_ / job.path).string(); }

  ThumbnailCache& cache() {
    std::call_once(cache_opened_, [&] {
      cache_.emplace(fs_, *options_.cache, options_.cache_limit_bytes);
      webp_store_ = std::make_shared<CachedWebpStore>(fs_, cache_->folder(), root_, jobs_);
    });
    return *cache_;
  }

  /// Reads and checks the header; on failure reports it at every mention.
  bool read_header(const ImageJob& job, Source& source, WorkerLog& log) {
    std::string problem;
    if (!probe(job, source, problem, log)) {
      for (const ImageMention& mention : job.mentions) {
        log.diagnostics.error(*mention.at,
                              "image '" + std::string(mention.written) + "' " + problem);
      }
      return false;
    }
    const ImageFormat claimed = format_from_extension(job.path);
    if (source.info.format == claimed) return true;
    for (const ImageMention& mention : job.mentions) {
      log.diagnostics.error(*mention.at,
                            "image '" + std::string(mention.written) + "' is named as " +
                                std::string(format_name(claimed)) + " but its bytes are " +
                                std::string(format_name(source.info.format)),
                            "rename the file or convert it");
    }
    return false;
  }

  /// Sets source.info, or `problem` (to follow "image 'x' ").
  bool probe(const ImageJob& job, Source& source, std::string& problem, WorkerLog& log) {
    if (verified_) {
      // kDecode: an unchanged source is known by its stamp; any other is
      // read whole, as it will be decoded or hashed anyway
      const std::string key = absolute(job);
      std::optional<FileStamp> stamp = fs_.stamp(source.file);
      if (stamp) {
        if (const KnownSource* known = verified_->source(key, *stamp)) {
          source.info = known->info;
          source.hash = known->hash;
          log.sources[key] = *known;
          return true;
        }
      }
      source.bytes = fs_.read_prefix_stamped(source.file, SIZE_MAX, stamp);
      if (!source.bytes) return (problem = "is not a regular file"), false;
      ProbeResult probe = probe_image(*source.bytes, true);
      if (!probe.info) return (problem = "is not a readable image: " + probe.error), false;
      source.info = *probe.info;
      source.hash = source_fingerprint(*source.bytes);
      if (stamp) log.sources[key] = {*stamp, *source.hash, source.info};
      return true;
    }
    // The header is enough (a source is hashed later only if the thumbnail
    // cache's stat record does not match): read kImageProbePrefix bytes, and
    // 16 times more each time the probe needs more. A prefix's verdict is
    // the whole file's (fuzz target image_probe), so an error stops it too.
    ProbeResult probe;
    for (std::size_t prefix = kImageProbePrefix;; prefix *= 16) {
      auto bytes = fs_.read_prefix(source.file, prefix);
      if (!bytes) return (problem = "is not a regular file"), false;
      const bool complete = bytes->size() < prefix;
      probe = probe_image(*bytes, complete);
      if (!probe.needs_more || complete) break;
    }
    if (!probe.info) return (problem = "is not a readable image: " + probe.error), false;
    source.info = *probe.info;
    return true;
  }

  /// kDecode: decodes the source as render_thumbnails would, unless the
  /// record of earlier checks or the thumbnail cache vouches for its bytes.
  void decode(const ImageJob& job, Source& source, WorkerLog& log) {
    if (!verified_) {  // no cache: nothing vouches, nothing is remembered
      ++log.decoded;
      verify_thumbnail_source(read_thumbnail_source(fs_, source.file, job.path), *job.thumbnail);
      return;
    }
    const ThumbnailKey key = thumbnail_cache_key(*source.hash, *job.thumbnail);
    if (!verified_->verified(key.hex()) && !cache().holds(key)) {
      if (!source.bytes) source.bytes = read_thumbnail_source(fs_, source.file, job.path);
      ++log.decoded;
      verify_thumbnail_source(*source.bytes, *job.thumbnail);
    }
    log.verified.insert(key.hex());
  }

  /// kRender: the thumbnails, from the cache or made (and cached). Once
  /// cached, their bytes are read back only when the output is written:
  /// held here, 20,000 sources held 600 MB of them.
  void render(const ImageJob& job, Source& source, ImageResult& result, WorkerLog& log) {
    const ThumbnailSpec& spec = *job.thumbnail;
    std::optional<ThumbnailKey> key;
    if (options_.cache) {
      ThumbnailCache& thumbnails = cache();
      auto stamp = fs_.stamp(source.file);
      const std::string stamp_key = absolute(job);
      std::optional<std::string> source_hash =
          stamp ? thumbnails.known_source_hash(stamp_key, *stamp) : std::nullopt;
      if (!source_hash) {
        source.bytes = read_thumbnail_source(fs_, source.file, job.path);
        source_hash = source_fingerprint(*source.bytes);
        if (stamp) thumbnails.remember_source(stamp_key, *stamp, *source_hash);
      }
      key = thumbnail_cache_key(*source_hash, spec);
      if (auto cached = thumbnails.load(*key)) return left_in_cache(job, *key, cached, result);
    }
    if (!source.bytes) source.bytes = read_thumbnail_source(fs_, source.file, job.path);
    EncodedThumbnails made = render_thumbnails(*source.bytes, spec);
    ++log.rendered;
    if (!key) {
      result.webp = held_webp(made.record, std::move(made.webp));
      return;
    }
    cache().store(*key, made);
    // its record comes from the index the cache writes when the stage ends:
    // 20,000 records held while the images were made were 1.7 MB of the peak
    left_in_cache(job, *key, nullptr, result);
  }

  /// An entry's place in the store, with the record the cache holds of it
  /// (or null: the one its index will hold).
  void left_in_cache(const ImageJob& job, const ThumbnailKey& key, RenderedImageRef record,
                     ImageResult& result) {
    result.webp = {webp_store_, webp_store_->add(key, job.path, *job.thumbnail, std::move(record))};
  }

  FileSystem& fs_;
  const fs::path& root_;
  const fs::path absolute_root_;
  const ImageStageOptions& options_;
  const std::size_t jobs_;
  std::optional<VerifiedImages> verified_;
  std::once_flag cache_opened_;
  std::optional<ThumbnailCache> cache_;
  std::shared_ptr<CachedWebpStore> webp_store_;  ///< where the cached images' bytes are read back
};

}  // namespace

ImageStageOutput run_image_stage(const std::vector<ImageJob>& jobs, FileSystem& fs,
                                 const fs::path& root, const ImageStageOptions& options,
                                 Diagnostics& diagnostics) {
  const auto start = Clock::now();
  auto seconds = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  Stage stage(fs, root, options, jobs.size());
  ImageStageOutput out;
  out.results.resize(jobs.size());

  // The pool hands each worker the next job as it finishes one, so at most
  // pool.size() sources are in memory at once.
  WorkerPool pool(options.jobs);
  if (options.progress) {
    pool.report_progress([&](std::size_t done, std::size_t total) {
      options.progress({done, total, seconds()});
    });
  }
  std::vector<WorkerLog> logs(pool.size());
  pool.run(jobs.size(), [&](std::size_t index, unsigned worker) {
    stage.run(jobs[index], out.results[index], logs[worker]);
  });

  for (WorkerLog& log : logs) {
    diagnostics.merge(std::move(log.diagnostics));
    out.stats.rendered += log.rendered;
    out.stats.decoded += log.decoded;
  }
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    out.stats.images += jobs[i].thumbnail && out.results[i].usable &&
                        out.results[i].info.format != ImageFormat::kSvg;
  }
  out.stats.cache = stage.finish(logs);
  out.stats.seconds = seconds();
  return out;
}

}  // namespace lobbykit
