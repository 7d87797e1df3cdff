#include "images/thumbnail.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "images/blurhash.h"
#include "images/image_decode.h"
#include "images/image_error.h"
#include "images/image_probe.h"
#include "images/smart_crop.h"
#include "images/srgb.h"

namespace lobbykit {

namespace {

/// Long side of the copy the BlurHash is computed from: the app's 24x32 canvas.
constexpr std::uint32_t kBlurhashSide = 32;

std::uint32_t at_least_one(double size) {
  return std::max<std::uint32_t>(1, static_cast<std::uint32_t>(std::lround(size)));
}

void check_header(std::string_view source, const ThumbnailSpec& spec) {
  ProbeResult probe = probe_image(source, true);
  if (!probe.info) throw ImageError(probe.error);
  check_thumbnail_header(*probe.info, spec);
}

/// How the source is decoded: shrunk while decoding (JPEG) as far as the
/// largest variant allows.
DecodeRequest decode_request(const ThumbnailSpec& spec) {
  const int largest = *std::max_element(spec.densities.begin(), spec.densities.end());
  return {spec.max_pixels, [&spec, largest](std::uint32_t width, std::uint32_t height) {
            VariantLayout layout = layout_variant(width, height, spec, largest);
            return shrink_on_load(
                std::min(layout.window.width / layout.width, layout.window.height / layout.height));
          }};
}

}  // namespace

void check_thumbnail_header(const ImageInfo& info, const ThumbnailSpec& spec) {
  if (info.format == ImageFormat::kSvg)
    throw ImageError("an SVG image cannot be decoded to pixels");
  check_pixel_limit(info.width, info.height, {spec.max_pixels, {}});
  if (info.width < 2 || info.height < 2) {
    throw ImageError(fmt::format(
        "the image is {}x{} pixels; a thumbnail source needs at least 2 in each direction",
        info.width, info.height));
  }
}

void verify_thumbnail_source(std::string_view source, const ThumbnailSpec& spec) {
  check_header(source, spec);
  decode_image(source, decode_request(spec));
}

CropWindow cover_window(std::uint32_t width, std::uint32_t height, double aspect, double focus_x,
                        double focus_y) {
  const double w = width, h = height;
  if (w / h > aspect) {
    const double crop = h * aspect;
    return {std::clamp(focus_x * w - crop / 2, 0.0, w - crop), 0, crop, h};
  }
  const double crop = w / aspect;
  return {0, std::clamp(focus_y * h - crop / 2, 0.0, h - crop), w, crop};
}

double cover_crop_loss(std::uint32_t width, std::uint32_t height, double aspect) {
  const CropWindow window = cover_window(width, height, aspect, 0.5, 0.5);
  return std::max(1 - window.width / width, 1 - window.height / height);
}

VariantLayout layout_variant(std::uint32_t width, std::uint32_t height, const ThumbnailSpec& spec,
                             int density) {
  if (spec.fit == Fit::kCover) {
    return {
        cover_window(width, height, double(spec.width) / spec.height, spec.focus_x, spec.focus_y),
        spec.width * density, spec.height * density};
  }
  const double scale = std::min(double(spec.width) / width, double(spec.height) / height);
  return {{0, 0, double(width), double(height)},
          at_least_one(width * scale) * density,
          at_least_one(height * scale) * density};
}

int shrink_on_load(double reduction) {
  if (reduction >= 16) return 8;
  if (reduction >= 8) return 4;
  if (reduction >= 4) return 2;
  return 1;
}

EncodedThumbnails render_thumbnails(std::string_view source, const ThumbnailSpec& spec) {
  check_header(source, spec);
  const int largest = *std::max_element(spec.densities.begin(), spec.densities.end());
  const DecodeRequest request = decode_request(spec);
  // The largest variant comes from the source; each smaller one from it (a
  // clean reduce of at least 2x), so the source is converted only once.
  LinearImage biggest;
  {
    Pixels8 decoded = decode_image(source, request);
    VariantLayout layout = layout_variant(decoded.width, decoded.height, spec, largest);
    if (spec.fit == Fit::kCover && spec.crop == CoverCrop::kAttention)
      layout.window = smart_crop_window(decoded, double(spec.width) / spec.height);
    biggest = resample_lanczos(decoded, layout.window, layout.width, layout.height);
  }
  std::vector<int> densities = spec.densities;
  std::sort(densities.begin(), densities.end());
  densities.erase(std::unique(densities.begin(), densities.end()), densities.end());

  std::vector<ImageVariant> variants;
  std::vector<std::string> webp;
  std::string blurhash;
  LinearImage smaller;
  for (int density : densities) {
    const LinearImage* image = &biggest;
    if (density != largest) {
      std::uint32_t width = biggest.width / largest * density,
                    height = biggest.height / largest * density;
      smaller = resample_lanczos(biggest, whole(biggest), width, height, kSmallerDensity);
      image = &smaller;
    }
    webp.push_back(encode_webp(srgb::encode(*image), spec.webp));
    variants.push_back(encoded_variant(density, image->width, image->height, webp.back()));
    if (variants.size() == 1) {
      // the BlurHash copy is made from the smallest variant, the cheapest start
      double scale = double(kBlurhashSide) / std::max(image->width, image->height);
      LinearImage tiny = resample_lanczos(*image, whole(*image), at_least_one(image->width * scale),
                                          at_least_one(image->height * scale));
      blurhash = blurhash_encode(srgb::encode(tiny), spec.blurhash_x, spec.blurhash_y);
    }
  }
  return {RenderedImage::make(blurhash, variants), std::move(webp)};
}

}  // namespace lobbykit
