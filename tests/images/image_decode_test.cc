#include "images/image_decode.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <cmath>
#include <filesystem>

#include "images/image_error.h"
#include "images/image_probe.h"
#include "testing/temporary_folder.h"

namespace fs = std::filesystem;

namespace lobbykit {
namespace {

const fs::path kInputs = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/images/inputs";

std::vector<std::uint8_t> as_rgba(const Pixels8& image) {
  std::vector<std::uint8_t> out;
  for (std::size_t i = 0; i < std::size_t(image.width) * image.height; ++i) {
    const std::uint8_t* p = &image.data[i * image.channels];
    if (image.channels == 1) out.insert(out.end(), {p[0], p[0], p[0], 255});
    if (image.channels == 3) out.insert(out.end(), {p[0], p[1], p[2], 255});
    if (image.channels == 4) out.insert(out.end(), p, p + 4);
  }
  return out;
}

struct Fixture {
  std::string file;
  double mean_tolerance;  ///< mean absolute difference per sample
  int max_tolerance;      ///< largest difference of any sample
};
void PrintTo(const Fixture& fixture, std::ostream* out) { *out << fixture.file; }

/// What a fixture must decode to: the picture it was made from (.rgba beside it).
std::string expected_name(const std::string& file) {
  return file.ends_with(".jpg") && file.starts_with("icc-")
             ? file + ".rgba"
             : fs::path(file).stem().string() + ".rgba";
}

class DecodeFixture : public ::testing::TestWithParam<Fixture> {};

TEST_P(DecodeFixture, DecodesToThePictureItWasMadeFrom) {
  const Fixture& f = GetParam();
  Pixels8 image = decode_image(testing::read_file(kInputs / f.file), {});
  std::string expected = testing::read_file(kInputs / expected_name(f.file));
  ASSERT_EQ(std::size_t(image.width) * image.height * 4, expected.size())
      << image.width << "x" << image.height;
  EXPECT_EQ(image.width, 48u);
  EXPECT_EQ(image.height, 32u);
  auto rgba = as_rgba(image);
  double total = 0;
  int worst = 0;
  std::size_t counted = 0;
  for (std::size_t i = 0; i < rgba.size(); ++i) {
    if (i % 4 != 3 && std::uint8_t(expected[i - i % 4 + 3]) == 0)
      continue;  // colour under full transparency
    int difference = std::abs(int(rgba[i]) - int(std::uint8_t(expected[i])));
    total += difference;
    worst = std::max(worst, difference);
    ++counted;
  }
  EXPECT_LE(total / counted, f.mean_tolerance);
  EXPECT_LE(worst, f.max_tolerance);
}

std::vector<Fixture> fixtures() {
  std::vector<Fixture> out;
  for (const auto& entry : fs::directory_iterator(kInputs)) {
    std::string name = entry.path().filename();
    if (name.ends_with(".rgba")) continue;
    if (name.ends_with(".jpg")) {
      out.push_back({name, 4.0, 60});  // lossy: small on average, larger at the corner marks' edges
    } else if (name.starts_with("icc-")) {
      out.push_back(
          {name, 1.0, 12});  // through 8-bit Adobe RGB and back: dark saturated values move most
    } else {
      out.push_back({name, 0.1, 1});  // lossless: 16-bit samples may round either way
    }
  }
  std::sort(out.begin(), out.end(), [](auto& a, auto& b) { return a.file < b.file; });
  return out;
}

INSTANTIATE_TEST_SUITE_P(Inputs, DecodeFixture, ::testing::ValuesIn(fixtures()),
                         [](const auto& info) {
                           std::string name = info.param.file;
                           for (char& c : name) {
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

TEST(Decode, EveryInputKindHasAFixture) {
  auto all = fixtures();
  for (const char* kind : {"png-grey-1bit.png",       "png-grey-2bit.png",
                           "png-grey-4bit.png",       "png-grey-8bit.png",
                           "png-grey-16bit.png",      "png-rgb-8bit.png",
                           "png-rgb-16bit.png",       "png-palette-1bit.png",
                           "png-palette-2bit.png",    "png-palette-4bit.png",
                           "png-palette-8bit.png",    "png-palette-trns.png",
                           "png-grey-alpha-8bit.png", "png-grey-alpha-16bit.png",
                           "png-rgba-8bit.png",       "png-rgba-16bit.png",
                           "png-interlaced.png",      "jpeg-baseline.jpg",
                           "jpeg-progressive.jpg",    "jpeg-grey.jpg",
                           "jpeg-cmyk.jpg",           "jpeg-orientation-8.jpg",
                           "webp-lossless.webp",      "webp-alpha.webp",
                           "icc-adobe-rgb.png",       "icc-adobe-rgb.jpg"}) {
    EXPECT_TRUE(std::any_of(all.begin(), all.end(), [&](auto& f) { return f.file == kind; }))
        << kind;
  }
}

double mean_difference(const Pixels8& image, const std::string& expected) {
  auto rgba = as_rgba(image);
  double total = 0;
  for (std::size_t i = 0; i < rgba.size(); ++i)
    total += std::abs(int(rgba[i]) - int(std::uint8_t(expected[i])));
  return total / rgba.size();
}

TEST(Decode, AnIccProfileIsApplied) {
  // the same pixels with the profile's chunk renamed to one nobody reads
  std::string tagged = testing::read_file(kInputs / "icc-adobe-rgb.png");
  std::string untagged = tagged;
  std::size_t chunk = untagged.find("iCCP");
  ASSERT_NE(chunk, std::string::npos);
  untagged[chunk] = 'x';
  std::uint32_t length = (std::uint32_t(std::uint8_t(untagged[chunk - 4])) << 24) |
                         (std::uint32_t(std::uint8_t(untagged[chunk - 3])) << 16) |
                         (std::uint32_t(std::uint8_t(untagged[chunk - 2])) << 8) |
                         std::uint8_t(untagged[chunk - 1]);
  auto crc = static_cast<std::uint32_t>(
      crc32(0, reinterpret_cast<const Bytef*>(&untagged[chunk]), length + 4));
  for (int i = 0; i < 4; ++i) untagged[chunk + 4 + length + i] = char(crc >> (24 - 8 * i));
  std::string expected = testing::read_file(kInputs / "icc-adobe-rgb.rgba");
  EXPECT_LE(mean_difference(decode_image(tagged, {}), expected), 1.0);
  EXPECT_GE(mean_difference(decode_image(untagged, {}), expected), 5.0);  // Adobe RGB read as sRGB
}

TEST(Decode, JpegShrinksWhileDecoding) {
  DecodeRequest request;
  std::uint32_t asked_width = 0;
  request.shrink_for = [&](std::uint32_t width, std::uint32_t) {
    asked_width = width;
    return 4;
  };
  Pixels8 image = decode_image(testing::read_file(kInputs / "jpeg-orientation-6.jpg"), request);
  EXPECT_EQ(asked_width, 48u);  // the displayed width, after orientation
  EXPECT_EQ(image.width, 12u);
  EXPECT_EQ(image.height, 8u);
}

TEST(Decode, RefusesAnOversizedImageFromItsHeader) {
  DecodeRequest request;
  request.max_pixels = 1000;
  try {
    decode_image(testing::read_file(kInputs / "jpeg-baseline.jpg"), request);
    FAIL() << "no error";
  } catch (const ImageError& error) {
    EXPECT_STREQ(error.what(), "the image is 48x32 pixels, more than the limit of 1000 pixels");
    EXPECT_EQ(error.hint(), "scale it down, or raise images.maxPixels in site.yaml");
  }
}

TEST(Decode, TruncatedFilesAreErrorsNotGreyFiller) {
  for (const char* name : {"png-rgb-8bit.png", "jpeg-baseline.jpg", "webp-lossless.webp"}) {
    std::string bytes = testing::read_file(kInputs / name);
    EXPECT_THROW(decode_image(bytes.substr(0, bytes.size() * 2 / 3), {}), ImageError) << name;
  }
}

TEST(Decode, RefusesWhatTheProbeRefusesWithTheProbesWords) {
  // An APP3 segment of length 0 after SOI: libjpeg skips it, the probe
  // calls the structure corrupt; check and build must say one thing.
  std::string bytes = testing::read_file(kInputs / "jpeg-baseline.jpg");
  bytes.insert(2, std::string("\xFF\xE3\x00\x00", 4));
  ASSERT_EQ(probe_image(bytes, true).error, "the JPEG marker structure is corrupt");
  try {
    decode_image(bytes, {});
    FAIL() << "no error";
  } catch (const ImageError& error) {
    EXPECT_STREQ(error.what(), "the JPEG marker structure is corrupt");
  }
}

TEST(Decode, RefusesAnOversizedPngBeforeLibpngReadsIt) {
  // Only a header: libpng would fail on the missing data; the limit comes first.
  std::string bytes = testing::read_file(kInputs / "png-rgb-8bit.png").substr(0, 33);
  for (int i = 0; i < 4; ++i) bytes[16 + i] = bytes[20 + i] = i == 1 ? '\x01' : '\0';  // 65536^2
  const std::string chunk = bytes.substr(12, 17);
  const auto crc = static_cast<std::uint32_t>(
      crc32(0, reinterpret_cast<const Bytef*>(chunk.data()), static_cast<uInt>(chunk.size())));
  for (int i = 0; i < 4; ++i) bytes[29 + i] = char(crc >> (24 - 8 * i));
  try {
    decode_image(bytes, {});
    FAIL() << "no error";
  } catch (const ImageError& error) {
    EXPECT_STREQ(error.what(),
                 "the image is 65536x65536 pixels, more than the limit of 50000000 pixels");
  }
}

TEST(Decode, DecodersReadTheProbesSize) {
  for (const auto& entry : fs::directory_iterator(kInputs)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".rgba") continue;
    const std::string bytes = testing::read_file(entry.path());
    const ProbeResult probe = probe_image(bytes, true);
    ASSERT_TRUE(probe.info) << name;
    const Pixels8 image = decode_image(bytes, {});
    const bool turned = name.starts_with("jpeg-orientation-") && name[17] >= '5';
    EXPECT_EQ(turned ? image.height : image.width, probe.info->width) << name;
    EXPECT_EQ(turned ? image.width : image.height, probe.info->height) << name;
  }
}

}  // namespace
}  // namespace lobbykit
