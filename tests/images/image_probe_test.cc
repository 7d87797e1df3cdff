#include "images/image_probe.h"

#include <gtest/gtest.h>
#include <zlib.h>

namespace lobbykit {
namespace {

std::string be32(std::uint32_t v) { return {char(v >> 24), char(v >> 16), char(v >> 8), char(v)}; }

std::string png_header(std::uint32_t width, std::uint32_t height, int depth, int colour) {
  std::string chunk =
      "IHDR" + be32(width) + be32(height) + char(depth) + char(colour) + '\0' + '\0' + '\0';
  auto crc =
      crc32(0, reinterpret_cast<const Bytef*>(chunk.data()), static_cast<uInt>(chunk.size()));
  return std::string("\x89PNG\r\n\x1a\n", 8) + be32(13) + chunk +
         be32(static_cast<std::uint32_t>(crc));
}

TEST(ImageProbe, ReadsPngSize) {
  auto result = probe_image(png_header(640, 480, 8, 6), true);
  ASSERT_TRUE(result.info) << result.error;
  EXPECT_EQ(result.info->format, ImageFormat::kPng);
  EXPECT_EQ(result.info->width, 640u);
  EXPECT_EQ(result.info->height, 480u);
}

TEST(ImageProbe, RefusesAPalettePngClaimingSixteenBits) {
  auto result = probe_image(png_header(4, 4, 16, 3), true);
  EXPECT_FALSE(result.info);
  EXPECT_EQ(result.error, "the PNG header combines colour type 3 with bit depth 16");
}

TEST(ImageProbe, RefusesACorruptPngHeader) {
  std::string bytes = png_header(4, 4, 8, 2);
  bytes[17] ^= 1;  // inside the width, so the CRC no longer matches
  EXPECT_EQ(probe_image(bytes, true).error, "the PNG header is corrupt (checksum mismatch)");
  EXPECT_EQ(probe_image(bytes.substr(0, 20), true).error, "the file ends inside the PNG header");
}

TEST(ImageProbe, ReadsJpegFrameHeaderAfterOtherSegments) {
  std::string jpeg("\xFF\xD8", 2);
  jpeg += std::string("\xFF\xE1\x00\x04\x00\x00", 6);  // an APP1 segment
  jpeg += std::string("\xFF\xC2\x00\x0B\x08\x01\xE0\x02\x80\x01\x01\x11\x00",
                      13);  // progressive SOF 640x480
  auto result = probe_image(jpeg, true);
  ASSERT_TRUE(result.info) << result.error;
  EXPECT_EQ(result.info->format, ImageFormat::kJpeg);
  EXPECT_EQ(result.info->width, 640u);
  EXPECT_EQ(result.info->height, 480u);
}

TEST(ImageProbe, TruncatedJpegNeedsMoreOrFails) {
  std::string jpeg("\xFF\xD8\xFF\xE1\x40\x00", 6);
  EXPECT_TRUE(probe_image(jpeg, false).needs_more);
  EXPECT_EQ(probe_image(jpeg, true).error, "the file ends before the JPEG frame header");
}

TEST(ImageProbe, ReadsWebpVp8x) {
  std::string webp = "RIFF" + std::string(4, '\0') + "WEBPVP8X" + std::string(4, '\0') +
                     std::string(4, '\0') + std::string("\x7f\x02\x00\xdf\x01\x00", 6);
  auto result = probe_image(webp, true);
  ASSERT_TRUE(result.info) << result.error;
  EXPECT_EQ(result.info->width, 640u);
  EXPECT_EQ(result.info->height, 480u);
}

TEST(ImageProbe, SniffsSvgAndRefusesOtherBytes) {
  EXPECT_EQ(sniff_format("<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
            ImageFormat::kSvg);
  EXPECT_EQ(probe_image("hello world", true).error,
            "the bytes are not a PNG, JPEG, WebP or SVG image");
  EXPECT_EQ(probe_image("", true).error, "the file is empty");
}

TEST(ImageProbe, GivesAnSvgItsViewBoxSizeElseItsWidthAndHeight) {
  auto size = [](const std::string& svg) {
    auto result = probe_image(svg, true);
    EXPECT_TRUE(result.info) << result.error;
    return result.info
               ? std::to_string(result.info->width) + "x" + std::to_string(result.info->height)
               : "";
  };
  EXPECT_EQ(size("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"48\" height=\"48\" "
                 "viewBox=\"0 0 24 24\"><path/></svg>"),
            "24x24");
  EXPECT_EQ(size("<?xml version=\"1.0\"?>\n<svg viewBox='0,0,31.6,12.2'/>"), "32x12");
  EXPECT_EQ(size("<svg stroke-width=\"2\" width=\"40px\" height=\"20\"></svg>"), "40x20");
  EXPECT_EQ(size("<svg viewBox=\"0 0 0 0\" width=\"16\" height=\"8\"/>"), "16x8");
  EXPECT_EQ(size("<svg width=\"100%\" height=\"100%\"/>"), "0x0");
  EXPECT_EQ(size("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"), "0x0");
}

TEST(ImageProbe, ExtensionsMapToFormats) {
  EXPECT_EQ(format_from_extension("a/b.PNG"), ImageFormat::kPng);
  EXPECT_EQ(format_from_extension("b.jpeg"), ImageFormat::kJpeg);
  EXPECT_EQ(format_from_extension("b.jpg"), ImageFormat::kJpeg);
  EXPECT_EQ(format_from_extension("b.gif"), ImageFormat::kUnknown);
}

std::string png_chunk(const std::string& type, const std::string& data, std::uint32_t length) {
  auto crc = crc32(0, reinterpret_cast<const Bytef*>((type + data).data()),
                   static_cast<uInt>(type.size() + data.size()));
  return be32(length) + type + data + be32(static_cast<std::uint32_t>(crc));
}

TEST(ImageProbe, RefusesAPngChunkThatHidesTheImageData) {
  // A 2 GiB eXIf in a small file: no decoder can reach the image data.
  const std::string head = png_header(4, 4, 8, 2);
  const std::string idat = png_chunk("IDAT", "", 0);
  EXPECT_EQ(probe_image(head + png_chunk("eXIf", "MM", 0x80000000u) + idat, true).error,
            "the PNG chunk 'eXIf' claims 2147483648 bytes, more than a chunk may hold");
  EXPECT_EQ(probe_image(head + png_chunk("eXIf", "MM", 0x7fff0000u) + idat, true).error,
            "the file ends inside the PNG chunk 'eXIf', which claims 2147418112 bytes: the file "
            "is truncated or the chunk's length is corrupt");
  EXPECT_EQ(probe_image(head + png_chunk("e\x01If", "MM", 2) + idat, true).error,
            "the PNG chunk structure is corrupt");
  // A prefix may end inside a long chunk: more of the file is needed.
  EXPECT_TRUE(probe_image(head + png_chunk("iCCP", "x", 70000), false).needs_more);
  // After the image data, a chunk cannot hide it: the decoder's concern.
  EXPECT_TRUE(probe_image(head + idat + png_chunk("eXIf", "MM", 0x80000000u), true).info);
  EXPECT_TRUE(probe_image(head + png_chunk("tEXt", std::string("a\0b", 3), 3) + idat, true).info);
}

TEST(ImageProbe, APrefixTooShortForTheHeaderNeedsMore) {
  const std::string png = png_header(4, 4, 8, 2);
  EXPECT_TRUE(probe_image(png.substr(0, 20), false).needs_more);
  EXPECT_TRUE(probe_image(std::string("RIFF\0\0\0\0WEBPVP8 ", 16), false).needs_more);
  EXPECT_TRUE(probe_image("<svg width='4' height='4'", false).needs_more);
  EXPECT_EQ(probe_image("<svg width='4' height='4'", true).info->width, 0u);
}

std::string jpeg_with(const std::string& segments) {
  return std::string("\xFF\xD8", 2) + segments +
         std::string("\xFF\xC0\x00\x0B\x08\x00\x10\x00\x20\x01\x01\x11\x00", 13);
}

TEST(ImageProbe, ReadsJpegMarkersAsLibjpegDoes) {
  // RST and TEM markers have no length; libjpeg passes over them.
  auto result = probe_image(jpeg_with(std::string("\xFF\xD0\xFF\x01", 4)), true);
  ASSERT_TRUE(result.info) << result.error;
  EXPECT_EQ(result.info->width, 32u);
  EXPECT_EQ(result.info->height, 16u);
  // A segment length under 2, or a second SOI: the decoder refuses it too.
  EXPECT_EQ(probe_image(jpeg_with(std::string("\xFF\xE3\x00\x00", 4)), true).error,
            "the JPEG marker structure is corrupt");
  EXPECT_EQ(probe_image(jpeg_with(std::string("\xFF\xD8\x00\x04\x00\x00", 6)), true).error,
            "the JPEG marker structure is corrupt");
}

TEST(ImageProbe, RefusesJpegFramesLibjpegCannotDecode) {
  std::string lossless = jpeg_with("");
  lossless[3] = '\xC3';
  EXPECT_EQ(probe_image(lossless, true).error,
            "the JPEG is lossless or hierarchical, which is not supported");
  std::string twelve_bit = jpeg_with("");
  twelve_bit[6] = 12;
  EXPECT_EQ(probe_image(twelve_bit, true).error,
            "the JPEG has 12-bit samples; only 8-bit ones are supported");
}

}  // namespace
}  // namespace lobbykit
