#include "pipeline/image_step.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>
#include <numeric>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "core/fatal_error.h"
#include "core/row_index.h"
#include "images/image_settings.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

/// A cover crop that leaves out more than this share of a source's width or
/// height, placed by the automatic crop, is worth a warning.
constexpr double kCropLossWarned = 1.0 / 3;

/// "3:4" for a 180x240 box.
std::string proportions(std::uint32_t width, std::uint32_t height) {
  const std::uint32_t divisor = std::gcd(width, height);
  return fmt::format("{}:{}", width / divisor, height / divisor);
}

/// Warns at the game's `thumbnail` when its art, with no `focus`, loses so
/// much to the card's crop that the automatic choice may cut what matters.
/// The size is the header's, before any EXIF orientation is applied.
void warn_of_heavy_crop(const Game& game, const ThumbnailSpec& spec, const ImageResult& result,
                        Diagnostics& diagnostics) {
  if (!result.usable || result.info.format == ImageFormat::kSvg) return;
  const ImageInfo& info = result.info;
  const double loss = cover_crop_loss(info.width, info.height, double(spec.width) / spec.height);
  if (loss <= kCropLossWarned + 1e-9) return;  // exactly a third (1:2 art) is not warned of
  const bool wide = double(info.width) / info.height > double(spec.width) / spec.height;
  const std::string box = proportions(spec.width, spec.height);
  diagnostics.warning(
      game.thumbnail.named_at,
      fmt::format("the card's {} crop of '{}' ({}x{}) leaves out {}% of its {}; without a focus "
                  "the crop is placed by the image's content, and may cut a title or subject",
                  box, game.thumbnail.written, info.width, info.height, std::lround(loss * 100),
                  wide ? "width" : "height"),
      fmt::format("give `focus: {{x, y}}` (the point to keep, as fractions of the image) or art "
                  "in the card's {} proportions",
                  box));
}

}  // namespace

/// Gathers the catalogue's image references into jobs: one per distinct
/// (image, thumbnail spec), in the order the catalogue names them.
class ImageJobList {
 public:
  /// Room for `references` images named, so the list of a large catalogue
  /// is not grown (and copied) by doubling.
  explicit ImageJobList(std::size_t references) {
    jobs_.reserve(references);
    job_identities_.reserve(references);
    listed_mentions_.reserve(references);
  }

  /// The jobs refer to `ref`'s strings. REQUIRES: `ref` outlives the jobs.
  void add(const ImageRef& ref, const std::optional<ThumbnailSpec>& spec) {
    if (ref.path.empty()) return;  // content already reported why it is unusable
    std::string spec_identity = spec ? thumbnail_spec_identity(*spec) : "as is";
    const std::string* identity = &*identities_.insert(spec_identity).first;
    const auto job_hash = [&](std::uint32_t job) {
      return key_hash(jobs_[job].path, job_identities_[job]);
    };
    const std::size_t hash = key_hash(ref.path, identity);
    std::optional<std::uint32_t> job = index_.find(hash, [&](std::uint32_t row) {
      return job_identities_[row] == identity && jobs_[row].path == ref.path;
    });
    if (!job) {
      job = index_.push_back(hash, job_hash);
      jobs_.push_back({ref.path, spec ? shared(*spec, spec_identity) : nullptr, {}});
      job_identities_.push_back(identity);
    }
    listed_mentions_.emplace_back(*job, ImageMention{&ref.named_at, ref.written});
  }

  /// Once every image is added: the index that found the same image named
  /// twice is needed no more, and goes before the images are made; each
  /// job's mentions are put together, in the order added.
  void end_listing() {
    index_ = RowIndex();
    std::vector<const std::string*>().swap(job_identities_);
    std::unordered_set<std::string>().swap(identities_);
    std::unordered_map<std::string, const ThumbnailSpec*>().swap(spec_by_identity_);
    std::stable_sort(listed_mentions_.begin(), listed_mentions_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::uint32_t> counts(jobs_.size());
    mentions_.reserve(listed_mentions_.size());
    for (const auto& [job, mention] : listed_mentions_) {
      ++counts[job];
      mentions_.push_back(mention);
    }
    std::vector<std::pair<std::uint32_t, ImageMention>>().swap(listed_mentions_);
    std::size_t first = 0;
    for (std::size_t job = 0; job < jobs_.size(); ++job) {
      jobs_[job].mentions = std::span(mentions_).subspan(first, counts[job]);
      first += counts[job];
    }
  }

  /// Once the images are made: each mention's place, to find a reference's
  /// job by. Of two mentions of one place, the first job's is found.
  void index_places() {
    auto& places = published_.mentions_;
    places.reserve(mentions_.size());
    for (std::uint32_t job = 0; job < jobs_.size(); ++job) {
      for (const ImageMention& mention : jobs_[job].mentions)
        places.push_back({mention.at->path, mention.at->line, mention.at->column, job});
    }
    std::stable_sort(places.begin(), places.end(),
                     [&](const PublishedImages::Mention& a, const PublishedImages::Mention& b) {
                       return std::tie(a.path, a.line, a.column) <
                              std::tie(b.path, b.line, b.column);
                     });
  }

  [[nodiscard]] const std::vector<ImageJob>& jobs() const { return jobs_; }

  /// The job that `ref` became. REQUIRES: `ref` was added with a path.
  [[nodiscard]] std::size_t job_of(const ImageRef& ref) const {
    const PublishedImages::Mention* mention = published_.mention_at(ref.named_at);
    if (!mention) throw FatalError("internal error: no image job for '" + ref.path + "'");
    return mention->job;
  }

  /// The published images, from the stage's results (one per job).
  PublishedImages publish(const std::vector<ImageResult>& results) {
    published_.images_.reserve(results.size());
    for (const ImageResult& result : results) published_.add(result.info, result.webp);
    return std::move(published_);
  }

 private:
  /// The one copy of `spec`, whose thumbnail_spec_identity is `identity`,
  /// that the jobs share: a site has a few, or one for each game's focus.
  const ThumbnailSpec* shared(const ThumbnailSpec& spec, std::string identity) {
    // what the identity leaves out (it changes no output) still tells specs apart
    identity += fmt::format(" crop{} max{}", static_cast<int>(spec.crop), spec.max_pixels);
    auto [it, inserted] = spec_by_identity_.emplace(std::move(identity), nullptr);
    if (inserted) it->second = &specs_.emplace_back(spec);
    return it->second;
  }

  // A job is an image and a spec's identity: the catalogue's own path and
  // one copy of each identity (a site has a few), where a key of the two
  // joined made a string of some 200 bytes a game. The jobs are found by a
  // RowIndex of their numbers: an unordered_map's node, with the key and
  // its cached hash, was some 70 bytes a job while listing.
  static std::size_t key_hash(std::string_view path, const std::string* identity) {
    return text_hash(path) * 31 + std::hash<const std::string*>()(identity);
  }
  std::unordered_set<std::string> identities_;      ///< node-based: a key's pointer stays
  RowIndex index_;                                  ///< of jobs_, while listing
  std::vector<const std::string*> job_identities_;  ///< of jobs_, in identities_, while listing
  std::deque<ThumbnailSpec> specs_;                 ///< never moved: the jobs point into it
  std::unordered_map<std::string, const ThumbnailSpec*> spec_by_identity_;
  std::vector<ImageJob> jobs_;
  /// While listing: each mention with its job's number, in the order added.
  std::vector<std::pair<std::uint32_t, ImageMention>> listed_mentions_;
  std::vector<ImageMention> mentions_;  ///< by job: what the jobs' spans view
  PublishedImages published_;
};

const PublishedImages::Mention* PublishedImages::mention_at(const SourceLocation& at) const {
  const auto place = std::tie(at.path, at.line, at.column);
  auto it = std::lower_bound(mentions_.begin(), mentions_.end(), place,
                             [&](const Mention& mention, const auto& wanted) {
                               return std::tie(mention.path, mention.line, mention.column) < wanted;
                             });
  if (it == mentions_.end() || std::tie(it->path, it->line, it->column) != place) return nullptr;
  return &*it;
}

void PublishedImages::add(const ImageInfo& info, const StoredWebp& webp) {
  Image image{info.width, info.height};
  if (webp) {
    // a build's images share one store, or have one each: keep each once in a row
    if (stores_.empty() || stores_.back() != webp.store) stores_.push_back(webp.store);
    if (webp.image > std::numeric_limits<std::uint32_t>::max())
      throw FatalError("internal error: an image's place in its store is past 2^32");
    image.store = static_cast<std::uint32_t>(stores_.size());
    image.image = static_cast<std::uint32_t>(webp.image);
  }
  images_.push_back(image);
}

PublishedImage PublishedImages::operator()(const ImageRef& ref) const {
  const Mention* mention = mention_at(ref.named_at);
  if (!mention) throw FatalError("internal error: no published image for '" + ref.path + "'");
  const Image& image = images_.at(mention->job);
  if (image.store == 0) return {image.width, image.height};
  return {image.width, image.height, {stores_[image.store - 1], image.image}};
}

ImageStepResult run_image_step(const Catalogue& catalogue, FileSystem& fs, const fs::path& root,
                               const ImageStepOptions& options, Diagnostics& diagnostics) {
  // Without a valid site.yaml there are no thumbnail settings: every image
  // is then checked as one published as it is (its header only).
  std::optional<ImageSettings> settings;
  if (catalogue.site.is_object()) {
    settings = image_settings(catalogue.site);
    if (options.max_pixels) settings->max_pixels = *options.max_pixels;
  }
  auto spec_for = [&](const ImageRole ImageSettings::*role,
                      Fit fit) -> std::optional<ThumbnailSpec> {
    if (!settings) return std::nullopt;
    return thumbnail_spec(*settings, (*settings).*role, fit);
  };

  ImageJobList list(catalogue.categories.size() + catalogue.games.size() +
                    catalogue.vendors.size() + catalogue.currencies.size() +
                    catalogue.avatars.size() + catalogue.promotions.size());
  for (const auto& category : catalogue.categories) list.add(category.icon, std::nullopt);
  for (const auto& game : catalogue.games) {
    auto spec = spec_for(&ImageSettings::game_card, Fit::kCover);
    if (spec && game.focus) {
      spec->focus_x = game.focus->x;
      spec->focus_y = game.focus->y;
    } else if (spec) {
      spec->crop = CoverCrop::kAttention;
    }
    list.add(game.thumbnail, spec);
  }
  for (const auto& vendor : catalogue.vendors)
    list.add(vendor.logo, spec_for(&ImageSettings::vendor_logo, Fit::kContain));
  for (const auto& currency : catalogue.currencies) list.add(currency.icon, std::nullopt);
  for (const auto& avatar : catalogue.avatars)
    list.add(avatar.image, spec_for(&ImageSettings::avatar, Fit::kCover));
  for (const auto& promotion : catalogue.promotions) {
    auto spec = spec_for(&ImageSettings::promotion_banner, Fit::kCover);
    if (spec) spec->crop = CoverCrop::kAttention;
    list.add(promotion.banner, spec);
  }
  list.end_listing();

  ImageStageOptions stage;
  stage.check = options.check;
  stage.cache = options.cache;
  if (settings) stage.cache_limit_bytes = settings->cache_limit_bytes;
  stage.jobs = options.jobs;
  stage.progress = options.progress;
  ImageStageOutput output = run_image_stage(list.jobs(), fs, root, stage, diagnostics);
  list.index_places();
  for (const auto& game : catalogue.games) {
    if (game.focus || game.thumbnail.path.empty()) continue;
    const std::size_t job = list.job_of(game.thumbnail);
    if (const auto& spec = list.jobs()[job].thumbnail)
      warn_of_heavy_crop(game, *spec, output.results[job], diagnostics);
  }
  return {list.publish(output.results), output.stats};
}

}  // namespace lobbykit
