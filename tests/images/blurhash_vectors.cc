// Prints BlurHash test vectors as JSON lines {width, height, x, y, rgba
// (base64), hash} for tests/images/blurhash_npm.mjs, which checks every hash
// against the npm encoder. Vectors: seeded noise, gradients, flat colours,
// images whose AC factors are all negative, every component count, and the
// thumbnails of the decoder fixtures.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "images/blurhash.h"
#include "images/image_decode.h"
#include "images/resample.h"
#include "images/srgb.h"

namespace fs = std::filesystem;
using lobbykit::Pixels8;

namespace {

std::string base64(const lobbykit::PixelBytes& bytes) {
  static const char* digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    std::uint32_t n = std::uint32_t(bytes[i]) << 16;
    if (i + 1 < bytes.size()) n |= std::uint32_t(bytes[i + 1]) << 8;
    if (i + 2 < bytes.size()) n |= bytes[i + 2];
    out += digits[(n >> 18) & 63];
    out += digits[(n >> 12) & 63];
    out += i + 1 < bytes.size() ? digits[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? digits[n & 63] : '=';
  }
  return out;
}

Pixels8 to_rgba(const Pixels8& image) {
  Pixels8 out{image.width, image.height, 4, {}};
  for (std::size_t i = 0; i < std::size_t(image.width) * image.height; ++i) {
    const std::uint8_t* p = &image.data[i * image.channels];
    if (image.channels == 1) out.data.insert(out.data.end(), {p[0], p[0], p[0], 255});
    if (image.channels == 3) out.data.insert(out.data.end(), {p[0], p[1], p[2], 255});
    if (image.channels == 4) out.data.insert(out.data.end(), p, p + 4);
  }
  return out;
}

void emit(const Pixels8& rgba, int x, int y) {
  std::cout << "{\"width\":" << rgba.width << ",\"height\":" << rgba.height << ",\"x\":" << x
            << ",\"y\":" << y << ",\"rgba\":\"" << base64(rgba.data) << "\",\"hash\":\""
            << lobbykit::blurhash_encode(rgba, x, y) << "\"}\n";
}

Pixels8 filled(std::uint32_t w, std::uint32_t h, auto colour) {
  Pixels8 image{w, h, 4, lobbykit::PixelBytes(std::size_t(w) * h * 4, 0)};
  for (std::uint32_t y = 0; y < h; ++y) {
    for (std::uint32_t x = 0; x < w; ++x) {
      auto c = colour(x, y);
      for (int k = 0; k < 4; ++k) image.data[(y * w + x) * 4 + k] = c[k];
    }
  }
  return image;
}

}  // namespace

int main(int argc, char** argv) {
  std::uint32_t seed = 2024;
  auto random = [&] {
    seed = seed * 1664525 + 1013904223;
    return static_cast<std::uint8_t>(seed >> 24);
  };
  for (int x = 1; x <= 9; ++x) {
    for (int y = 1; y <= 9; ++y) {
      emit(filled(24, 32,
                  [&](auto, auto) {
                    return std::array<std::uint8_t, 4>{random(), random(), random(), 255};
                  }),
           x, y);
    }
  }
  for (auto [w, h] : {std::pair{1u, 1u}, {2u, 3u}, {32u, 24u}, {17u, 5u}}) {
    emit(filled(w, h,
                [&](auto x, auto y) {
                  return std::array<std::uint8_t, 4>{std::uint8_t(x * 255 / std::max(1u, w - 1)),
                                                     std::uint8_t(y * 40), std::uint8_t(200 - x),
                                                     255};
                }),
         4, 3);
  }
  for (std::uint8_t v : {0, 1, 127, 128, 254, 255}) {
    emit(filled(8, 8, [&](auto, auto) { return std::array<std::uint8_t, 4>{v, v, v, 255}; }), 4, 3);
  }
  // bright on the left and top only: every AC factor is negative, where the
  // C encoder (maximum of |value|) and the npm one (signed maximum) part ways
  emit(filled(24, 32,
              [](auto x, auto y) {
                std::uint8_t v = x < 12 && y < 16 ? 255 : 0;
                return std::array<std::uint8_t, 4>{v, v, v, 255};
              }),
       2, 2);
  // the decoder fixtures, reduced as the pipeline reduces them
  if (argc > 1) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(argv[1])) {
      if (entry.path().extension() != ".rgba") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
      std::ifstream in(file, std::ios::binary);
      std::stringstream bytes;
      bytes << in.rdbuf();
      Pixels8 image = lobbykit::decode_image(bytes.str(), {});
      auto tiny =
          lobbykit::srgb::encode(lobbykit::resample_lanczos(image, lobbykit::whole(image), 24, 16));
      emit(to_rgba(tiny), 4, 3);
    }
  }
  return 0;
}
