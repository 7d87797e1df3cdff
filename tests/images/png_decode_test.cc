#include "images/png_decode.h"

#include <gtest/gtest.h>
#include <png.h>
#include <zlib.h>

#include <random>
#include <string>
#include <vector>

#include "images/image_error.h"

namespace lobbykit {
namespace {

/// The pixels of a test picture: ramps and noise, `channels` 1, 3 or 4.
Pixels8 picture(std::uint32_t width, std::uint32_t height, int channels, unsigned seed) {
  std::mt19937 random(seed);
  Pixels8 out{width, height, channels, PixelBytes(std::size_t(width) * height * channels)};
  for (std::size_t i = 0; i < out.data.size(); ++i)
    out.data[i] = static_cast<std::uint8_t>(i % 7 * 30 + random() % 12);
  return out;
}

struct WriteOptions {
  int filters = PNG_ALL_FILTERS;  ///< PNG_FILTER_* flags the encoder may choose from
  double gamma = 0;               ///< a gAMA chunk's value if set
  bool srgb_chunk = false;
  std::size_t idat_bytes = 8192;  ///< the largest IDAT chunk
};

void append(png_structp png, png_bytep data, std::size_t length) {
  static_cast<std::string*>(png_get_io_ptr(png))->append(reinterpret_cast<char*>(data), length);
}

/// `pixels` as a PNG written by libpng with the given filters and chunks.
std::string png_file(const Pixels8& pixels, const WriteOptions& options) {
  std::string out;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    ADD_FAILURE() << "libpng could not write the test file";
    return {};
  }
  png_set_write_fn(png, &out, append, nullptr);
  const int colour = pixels.channels == 1   ? PNG_COLOR_TYPE_GRAY
                     : pixels.channels == 3 ? PNG_COLOR_TYPE_RGB
                                            : PNG_COLOR_TYPE_RGB_ALPHA;
  png_set_IHDR(png, info, pixels.width, pixels.height, 8, colour, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
  png_set_compression_buffer_size(png, options.idat_bytes);
  if (options.gamma > 0) png_set_gAMA(png, info, options.gamma);
  if (options.srgb_chunk) png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_write_info(png, info);
  for (std::uint32_t y = 0; y < pixels.height; ++y)
    png_write_row(png, pixels.data.data() + std::size_t(y) * pixels.stride());
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return out;
}

std::string big_endian(std::uint32_t value) {
  return {char(value >> 24), char(value >> 16), char(value >> 8), char(value)};
}

std::string chunk(std::string_view type, std::string_view data) {
  const std::string typed = std::string(type) + std::string(data);
  const auto crc = crc32(0, reinterpret_cast<const Bytef*>(typed.data()), uInt(typed.size()));
  return big_endian(std::uint32_t(data.size())) + typed + big_endian(std::uint32_t(crc));
}

/// An 8-bit RGB PNG put together by hand: `rows` (each a filter byte and
/// the row's bytes) deflated, then split into IDAT chunks of `split` bytes,
/// an empty one among them.
std::string handmade_png(std::uint32_t width, std::uint32_t height, const std::string& rows,
                         std::size_t split) {
  std::string deflated(compressBound(uLong(rows.size())), '\0');
  uLongf size = deflated.size();
  compress(reinterpret_cast<Bytef*>(deflated.data()), &size,
           reinterpret_cast<const Bytef*>(rows.data()), uLong(rows.size()));
  deflated.resize(size);
  std::string out = "\x89PNG\r\n\x1a\n";
  out += chunk("IHDR", big_endian(width) + big_endian(height) + std::string("\x08\x02\0\0\0", 5));
  for (std::size_t at = 0; at < deflated.size(); at += split) {
    out += chunk("IDAT", deflated.substr(at, split));
    if (at == 0) out += chunk("IDAT", "");
  }
  return out + chunk("IEND", "");
}

std::string error_of(const std::string& bytes) {
  try {
    decode_png(bytes, {});
  } catch (const ImageError& error) {
    return error.what();
  }
  return "no error";
}

TEST(PngDecode, EveryFilterOfGreyRgbAndRgbaComesBackAsWritten) {
  for (int channels : {1, 3, 4}) {
    for (int filters : {PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_AVG,
                        PNG_FILTER_PAETH, PNG_ALL_FILTERS}) {
      for (std::uint32_t width : {1u, 2u, 37u}) {
        const Pixels8 pixels =
            picture(width, 23, channels, unsigned(channels * 1000 + filters + width));
        // small IDAT chunks: rows straddle chunk boundaries
        const CodecOutput decoded = decode_png(png_file(pixels, {filters, 0, false, 61}), {});
        ASSERT_EQ(decoded.pixels.channels, channels);
        EXPECT_EQ(decoded.pixels.data, pixels.data)
            << channels << " channels, filters " << filters << ", width " << width;
      }
    }
  }
}

TEST(PngDecode, AGammaLibpngConvertsIsStillConverted) {
  Pixels8 grey{4, 4, 1, PixelBytes(16, 128)};
  // gamma 1.0 (linear samples): mid-grey 128 is sRGB 188 (libpng's tables give 186)
  const CodecOutput linear = decode_png(png_file(grey, {PNG_ALL_FILTERS, 1.0, false, 8192}), {});
  EXPECT_NEAR(linear.pixels.data[0], 188, 3);
  // sRGB's own gamma, or an sRGB chunk: the samples as stored
  for (const WriteOptions& options : {WriteOptions{PNG_ALL_FILTERS, 1 / 2.2, false, 8192},
                                      WriteOptions{PNG_ALL_FILTERS, 0, true, 8192}}) {
    EXPECT_EQ(decode_png(png_file(grey, options), {}).pixels.data, grey.data);
  }
}

TEST(PngDecode, RowsSplitAcrossManyIdatChunksAndAnEmptyOneDecode) {
  std::string rows;
  for (int y = 0; y < 3; ++y)
    rows += std::string(1, char(y % 2 ? 4 : 1)) + std::string(15, char(3 + y));
  const CodecOutput decoded = decode_png(handmade_png(5, 3, rows, 3), {});
  // row 0 Sub: 3, 6, 9...; row 1 Paeth over it; row 2 Sub again
  EXPECT_EQ(decoded.pixels.data[3], 6);
  EXPECT_EQ(decoded.pixels.data.size(), 45u);
}

TEST(PngDecode, AnUnknownFilterTypeIsCorruptData) {
  std::string rows;
  for (int y = 0; y < 3; ++y) rows += std::string(1, char(y == 1 ? 9 : 0)) + std::string(15, 'x');
  EXPECT_EQ(error_of(handmade_png(5, 3, rows, 1000)),
            "the PNG data is corrupt (bad adaptive filter value)");
}

TEST(PngDecode, TooFewRowsAreATruncatedFile) {
  const std::string rows = std::string(1, '\0') + std::string(15, 'x');  // 1 row of 3
  EXPECT_EQ(error_of(handmade_png(5, 3, rows, 1000)), "the PNG file is truncated");
}

TEST(PngDecode, ADamagedIdatChunkFailsItsCrc) {
  const Pixels8 pixels = picture(16, 16, 3, 5);
  std::string bytes = png_file(pixels, {PNG_ALL_FILTERS, 0, false, 8192});
  const std::size_t idat = bytes.find("IDAT");
  ASSERT_NE(idat, std::string::npos);
  bytes[idat + 10] = char(bytes[idat + 10] ^ 0x40);
  EXPECT_EQ(error_of(bytes), "the PNG data is corrupt (IDAT: CRC error)");
}

}  // namespace
}  // namespace lobbykit
