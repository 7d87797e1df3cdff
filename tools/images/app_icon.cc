#include "images/app_icon.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "images/image_decode.h"
#include "images/image_probe.h"
#include "images/png_encode.h"
#include "images/resample.h"
#include "images/srgb.h"

namespace lobbykit {

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/// `art` (premultiplied linear RGBA, or opaque RGB) laid at (x, y) over a
/// `size` square of `background`: opaque.
LinearImage over_background(const LinearImage& art, std::uint32_t size, std::uint32_t x,
                            std::uint32_t y, Rgb8 background) {
  const auto& linear = srgb::to_linear_table();
  const float fill[3] = {linear[background.r], linear[background.g], linear[background.b]};
  LinearImage out;
  out.width = out.height = size;
  out.has_alpha = false;
  out.floats.resize(std::size_t(size) * size * 3);
  for (std::size_t i = 0; i < std::size_t(size) * size; ++i)
    std::copy_n(fill, 3, out.floats.data() + i * 3);
  const int channels = art.channels();
  for (std::uint32_t row = 0; row < art.height; ++row) {
    const float* in = art.row(row);
    float* to = out.floats.data() + (std::size_t(y + row) * size + x) * 3;
    for (std::uint32_t column = 0; column < art.width; ++column, in += channels, to += 3) {
      const float keep = channels == 4 ? 1 - std::clamp(in[3], 0.0F, 1.0F) : 0.0F;
      for (int c = 0; c < 3; ++c) to[c] = in[c] + to[c] * keep;
    }
  }
  return out;
}

std::string png_of(const LinearImage& image) { return encode_png(srgb::encode(image)); }

}  // namespace

std::optional<Rgb8> parse_hex_colour(std::string_view text) {
  if (text.size() != 7 || text[0] != '#') return std::nullopt;
  int value[6];
  for (int i = 0; i < 6; ++i) {
    value[i] = hex_digit(text[i + 1]);
    if (value[i] < 0) return std::nullopt;
  }
  return Rgb8{std::uint8_t(value[0] * 16 + value[1]), std::uint8_t(value[2] * 16 + value[3]),
              std::uint8_t(value[4] * 16 + value[5])};
}

Pixels8 decode_app_icon(std::string_view bytes) {
  const ImageFormat format = sniff_format(bytes);
  if (format != ImageFormat::kPng) {
    throw ImageError(
        format == ImageFormat::kUnknown
            ? std::string("the app icon is not a PNG file")
            : fmt::format("the app icon is not a PNG file: its bytes are {}", format_name(format)),
        "export the icon as PNG (square, at least 512x512 px)");
  }
  ProbeResult probe = probe_image(bytes, true);
  if (!probe.info) {
    throw ImageError(fmt::format("the app icon cannot be read: {}", probe.error),
                     "export the icon again as PNG");
  }
  const ImageInfo& info = *probe.info;
  if (info.width != info.height) {
    throw ImageError(fmt::format("the app icon is {}x{} px, not square", info.width, info.height),
                     fmt::format("crop or pad it to a square of at least {} px", kAppIconMinSize));
  }
  if (info.width < kAppIconMinSize) {
    throw ImageError(fmt::format("the app icon is {}x{} px, smaller than {}x{}", info.width,
                                 info.height, kAppIconMinSize, kAppIconMinSize),
                     fmt::format("export it at {} px or more (1024 is best): it is rendered at "
                                 "{} px and would be blurred",
                                 kAppIconMinSize, kAppIconMinSize));
  }
  try {
    return decode_image(bytes, DecodeRequest{});
  } catch (const ImageError& error) {
    throw ImageError(std::string("the app icon cannot be used: ") + error.what(), error.hint());
  }
}

std::optional<ImageError> check_app_icon(std::string_view bytes) {
  try {
    decode_app_icon(bytes);
  } catch (const ImageError& error) {
    return error;
  }
  return std::nullopt;
}

AppIcons render_app_icons(std::string_view bytes, Rgb8 background) {
  return render_app_icons(decode_image(bytes, DecodeRequest{}), background);
}

AppIcons render_app_icons(const Pixels8& source, Rgb8 background) {
  const CropWindow all = whole(source);
  AppIcons icons;
  icons.any192 = png_of(resample_lanczos(source, all, 192, 192));
  icons.any512 = png_of(resample_lanczos(source, all, 512, 512));
  constexpr std::uint32_t kMaskable = 512;
  const auto safe = static_cast<std::uint32_t>(std::lround(kMaskable * kMaskableSafeZone));
  const std::uint32_t margin = (kMaskable - safe) / 2;
  icons.maskable512 = png_of(over_background(resample_lanczos(source, all, safe, safe), kMaskable,
                                             margin, margin, background));
  icons.apple180 =
      png_of(over_background(resample_lanczos(source, all, 180, 180), 180, 0, 0, background));
  return icons;
}

}  // namespace lobbykit
