// One source image to its thumbnails: decode (shrinking a JPEG while it
// decodes), crop or fit, resample in linear light, encode WebP per density,
// and compute the BlurHash from a small copy.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "images/encoded_thumbnails.h"
#include "images/image_probe.h"
#include "images/pixels.h"
#include "images/resample.h"
#include "images/webp_encode.h"

namespace lobbykit {

enum class Fit {
  kCover,    ///< fill the box exactly, cropping (game cards, avatars)
  kContain,  ///< the whole image inside the box, aspect kept (vendor logos)
};

/// Where a kCover crop is placed.
enum class CoverCrop {
  kFocus,      ///< around focus_x, focus_y (the centre unless the content gives a point)
  kAttention,  ///< where the image shows the most (smart_crop_window); the focus is ignored
};

struct ThumbnailSpec {
  std::uint32_t width = 0;  ///< the 1x box, CSS pixels
  std::uint32_t height = 0;
  std::vector<int> densities = {1, 2};
  Fit fit = Fit::kCover;
  CoverCrop crop = CoverCrop::kFocus;
  double focus_x = 0.5;  ///< kFocus: the point a cover crop keeps, as fractions of the image
  double focus_y = 0.5;
  WebpOptions webp;
  int blurhash_x = 4;  ///< BlurHash components
  int blurhash_y = 3;
  std::uint64_t max_pixels = 50'000'000;

  bool operator==(const ThumbnailSpec&) const = default;
};

/// The largest window of a width x height image with the aspect ratio
/// `aspect` (width / height), centred on the focal point as far as the
/// image's edges allow.
CropWindow cover_window(std::uint32_t width, std::uint32_t height, double aspect, double focus_x,
                        double focus_y);

/// Where a variant comes from and how big it is.
struct VariantLayout {
  CropWindow window;
  std::uint32_t width = 0;
  std::uint32_t height = 0;
};

/// How much of a width x height source a cover crop to `aspect` leaves
/// out: the share of its width (or of its height, for art taller than
/// `aspect`), from 0 (nothing) towards 1.
double cover_crop_loss(std::uint32_t width, std::uint32_t height, double aspect);

/// The layout of `density` for a width x height source. For CoverCrop::kAttention
/// the window is the centred one: its size is right, and render_thumbnails
/// moves it once the pixels are known.
VariantLayout layout_variant(std::uint32_t width, std::uint32_t height, const ThumbnailSpec& spec,
                             int density);

/// The libvips rule for JPEG shrink-on-load: the largest of 1, 2, 4 and 8
/// that still leaves at least a factor of 2 for the Lanczos reduce.
int shrink_on_load(double reduction);

/// What render_thumbnails refuses from the header alone: an SVG, more
/// pixels than spec.max_pixels, a width or height of 1. Throws ImageError.
void check_thumbnail_header(const ImageInfo& info, const ThumbnailSpec& spec);

/// Decodes `source` in full as render_thumbnails does, without making
/// anything: throws the ImageError render_thumbnails would for bytes that
/// cannot be decoded. REQUIRES: as render_thumbnails.
void verify_thumbnail_source(std::string_view source, const ThumbnailSpec& spec);

/// Every variant, with its bytes, and the BlurHash. REQUIRES: spec has a box and densities.
/// Throws ImageError for unreadable, oversized (checked from the header) or
/// degenerate (width or height 1) images.
EncodedThumbnails render_thumbnails(std::string_view source, const ThumbnailSpec& spec);

}  // namespace lobbykit
