#include "image_corpus.h"

// clang-format off
#include <cstdio>
#include <jpeglib.h>
// clang-format on
#include <png.h>

#include <atomic>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "images/image_decode.h"
#include "images/resample.h"
#include "images/srgb.h"

namespace fs = std::filesystem;

namespace lobbykit::bench {

namespace {

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

}  // namespace

std::string encode_jpeg(const Pixels8& rgb, int quality, bool progressive) {
  jpeg_compress_struct cinfo{};
  jpeg_error_mgr errors{};
  cinfo.err = jpeg_std_error(&errors);
  jpeg_create_compress(&cinfo);
  unsigned char* buffer = nullptr;
  unsigned long size = 0;
  jpeg_mem_dest(&cinfo, &buffer, &size);
  cinfo.image_width = rgb.width;
  cinfo.image_height = rgb.height;
  cinfo.input_components = 3;
  cinfo.in_color_space = JCS_RGB;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality, TRUE);
  cinfo.optimize_coding = TRUE;
  if (progressive) jpeg_simple_progression(&cinfo);
  jpeg_start_compress(&cinfo, TRUE);
  while (cinfo.next_scanline < cinfo.image_height) {
    JSAMPROW row =
        const_cast<JSAMPROW>(rgb.data.data() + std::size_t(cinfo.next_scanline) * rgb.stride());
    jpeg_write_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_compress(&cinfo);
  std::string out(reinterpret_cast<char*>(buffer), size);
  jpeg_destroy_compress(&cinfo);
  std::free(buffer);
  return out;
}

std::string encode_png(const Pixels8& rgb) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  image.width = rgb.width;
  image.height = rgb.height;
  image.format = PNG_FORMAT_RGB;
  std::string out(PNG_IMAGE_PNG_SIZE_MAX(image), '\0');
  png_alloc_size_t size = out.size();
  if (!png_image_write_to_memory(&image, out.data(), &size, 0, rgb.data.data(), 0, nullptr)) {
    throw std::runtime_error(std::string("PNG encoding failed: ") + image.message);
  }
  out.resize(size);
  return out;
}

namespace {

/// Hue rotation, saturation and brightness as one 3x3 matrix on RGB.
void recolour(Pixels8& rgb, double hue, double saturation, double brightness, bool mirror) {
  const double c = std::cos(hue), s = std::sin(hue);
  // rotation about the grey axis (Rodrigues), then saturation about grey
  double m[3][3];
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      double rotate = (i == j ? c : 0) + (1 - c) / 3 +
                      ((j - i + 3) % 3 == 1   ? -1
                       : (j - i + 3) % 3 == 2 ? 1
                                              : 0) *
                          s / std::sqrt(3.0);
      m[i][j] = brightness * (saturation * rotate + (1 - saturation) / 3);
    }
  }
  for (std::uint32_t y = 0; y < rgb.height; ++y) {
    std::uint8_t* row = rgb.data.data() + y * rgb.stride();
    if (mirror) {
      for (std::uint32_t x = 0; x < rgb.width / 2; ++x) {
        for (int k = 0; k < 3; ++k) std::swap(row[x * 3 + k], row[(rgb.width - 1 - x) * 3 + k]);
      }
    }
    for (std::uint32_t x = 0; x < rgb.width; ++x) {
      std::uint8_t* p = row + x * 3;
      double in[3] = {double(p[0]), double(p[1]), double(p[2])};
      for (int i = 0; i < 3; ++i) {
        p[i] = static_cast<std::uint8_t>(
            std::clamp(m[i][0] * in[0] + m[i][1] * in[1] + m[i][2] * in[2], 0.0, 255.0));
      }
    }
  }
}

}  // namespace

std::vector<std::string> make_image_corpus(const std::vector<fs::path>& photos, const fs::path& out,
                                           int count, unsigned jobs, SourceSides sides) {
  if (photos.empty()) throw std::runtime_error("no photographs to make the corpus from");
  std::vector<Pixels8> decoded;
  for (const auto& photo : photos) decoded.push_back(decode_image(read_bytes(photo), {}));
  fs::create_directories(out);
  std::vector<std::string> names(count);
  std::atomic<int> next{0};
  auto work = [&] {
    for (int i = next++; i < count; i = next++) {
      bool png = i % 4 == 3;  // a quarter PNG, as artwork exported losslessly
      char name[32];
      std::snprintf(name, sizeof name, "img-%04d.%s", i, png ? "png" : "jpg");
      names[std::size_t(i)] = name;
      if (fs::exists(out / name)) continue;  // made by an earlier, interrupted run
      std::mt19937 random(static_cast<std::uint32_t>(i) * 2654435761u);
      auto uniform = [&](double low, double high) {
        return std::uniform_real_distribution<double>(low, high)(random);
      };
      const Pixels8& photo = decoded[std::size_t(i) % decoded.size()];
      // a crop of a random aspect ratio (landscape and portrait) and size
      static constexpr double kAspects[] = {4.0 / 3, 3.0 / 2, 16.0 / 9, 1.0, 3.0 / 4, 2.0 / 3};
      double aspect = kAspects[random() % 6];
      double fraction = uniform(0.5, 1.0);
      double crop_w = photo.width * fraction, crop_h = crop_w / aspect;
      if (crop_h > photo.height * fraction) {
        crop_h = photo.height * fraction;
        crop_w = crop_h * aspect;
      }
      CropWindow window{uniform(0, photo.width - crop_w), uniform(0, photo.height - crop_h), crop_w,
                        crop_h};
      double long_side = uniform(sides.shortest, sides.longest);
      auto width =
          static_cast<std::uint32_t>(std::lround(aspect >= 1 ? long_side : long_side * aspect));
      auto height =
          static_cast<std::uint32_t>(std::lround(aspect >= 1 ? long_side / aspect : long_side));
      Pixels8 image = srgb::encode(resample_lanczos(photo, window, width, height));
      recolour(image, uniform(-0.6, 0.6), uniform(0.7, 1.3), uniform(0.85, 1.15), random() % 2);
      std::string bytes =
          png ? encode_png(image) : encode_jpeg(image, 82 + int(random() % 12), random() % 6 == 0);
      fs::path partial = out / (std::string(name) + ".partial");
      std::ofstream(partial, std::ios::binary) << bytes;
      fs::rename(partial, out / name);
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::max(1u, jobs); ++t) threads.emplace_back(work);
  for (auto& thread : threads) thread.join();
  return names;
}

}  // namespace lobbykit::bench
