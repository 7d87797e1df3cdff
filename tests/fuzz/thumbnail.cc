// The whole thumbnail path (images/thumbnail.h) on one source: probe,
// decode, orient, colour-convert, crop, resample, WebP encode and BlurHash,
// into a small box (16x12 at 1x and 2x) so each run is fast. The fit and
// crop are picked from the input's length.
//   - check (verify_thumbnail_source) and build (render_thumbnails) agree:
//     both refuse a source, or both take it;
//   - each variant has the size asked: the box times its density for a
//     cover, inside the box and touching it for a contain, 2x twice 1x;
//   - each variant's bytes are a WebP of that size; the BlurHash has 4x3
//     components (28 characters);
//   - the same source gives the same bytes twice.
#include "images/thumbnail.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "image_fuzz.h"

namespace {

using namespace lobbykit;

ThumbnailSpec fuzz_spec(std::size_t size) {
  ThumbnailSpec spec;
  spec.width = 16;
  spec.height = 12;
  spec.densities = {1, 2};
  spec.fit = size % 3 == 0 ? Fit::kContain : Fit::kCover;
  spec.crop = size % 3 == 1 ? CoverCrop::kAttention : CoverCrop::kFocus;
  spec.webp.effort = 0;  // the fastest; determinism and sizes do not depend on it
  spec.max_pixels = fuzz::kFuzzMaxPixels;
  return spec;
}

std::optional<EncodedThumbnails> rendered(std::string_view source, const ThumbnailSpec& spec) {
  try {
    return render_thumbnails(source, spec);
  } catch (const ImageError&) {
    return std::nullopt;
  }
}

bool verified(std::string_view source, const ThumbnailSpec& spec) {
  try {
    verify_thumbnail_source(source, spec);
    return true;
  } catch (const ImageError&) {
    return false;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view source(reinterpret_cast<const char*>(data), size);
  const ThumbnailSpec spec = fuzz_spec(size);
  const std::optional<EncodedThumbnails> image = rendered(source, spec);
  FUZZ_CHECK(image.has_value() == verified(source, spec),
             "check and build agree on whether a source can be used");
  if (!image) return 0;

  const auto variants = image->record->variants();
  FUZZ_CHECK(variants.size() == 2 && image->webp.size() == 2, "one variant per density");
  const ImageVariant &small = variants[0], &large = variants[1];
  FUZZ_CHECK(small.density == 1 && large.density == 2, "variants ascend by density");
  FUZZ_CHECK(large.width == 2 * small.width && large.height == 2 * small.height,
             "the 2x variant is twice the 1x");
  if (spec.fit == Fit::kCover) {
    FUZZ_CHECK(small.width == spec.width && small.height == spec.height, "a cover fills the box");
  } else {
    FUZZ_CHECK(small.width <= spec.width && small.height <= spec.height,
               "a contain fits in the box");
    FUZZ_CHECK(small.width == spec.width || small.height == spec.height,
               "a contain touches the box");
  }
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const ImageVariant& variant = variants[i];
    const ProbeResult probe = probe_image(image->webp[i], true);
    FUZZ_CHECK(probe.info && probe.info->format == ImageFormat::kWebp &&
                   probe.info->width == variant.width && probe.info->height == variant.height,
               "a variant is a WebP of its size");
    FUZZ_CHECK(variant.size == image->webp[i].size(), "a variant's size is its bytes'");
  }
  FUZZ_CHECK(image->record->blurhash().size() == 28, "a 4x3 BlurHash has 28 characters");

  const std::optional<EncodedThumbnails> again = rendered(source, spec);
  FUZZ_CHECK(
      again && again->record->blurhash() == image->record->blurhash() && again->webp == image->webp,
      "the same source gives the same bytes");
  return 0;
}
