// Profiles from files are hostile input: the colour-space signature is raw
// bytes, and an unknown one must not be stored in lcms2's enum; it is refused.
#include "images/colour_profile.h"

#include <gtest/gtest.h>
#include <lcms2.h>

#include <string>

#include "images/image_error.h"

namespace lobbykit {
namespace {

/// An RGB profile (not sRGB: its description is lcms2's "RGB built-in")
/// whose header claims colour space `signature` (bytes 16..19, big-endian).
std::string rgb_profile_claiming(std::uint32_t signature) {
  cmsCIExyY white{0.3127, 0.3290, 1.0};
  cmsCIExyYTRIPLE primaries{{0.64, 0.33, 1.0}, {0.21, 0.71, 1.0}, {0.15, 0.06, 1.0}};
  cmsToneCurve* gamma = cmsBuildGamma(nullptr, 2.2);
  cmsToneCurve* curves[3] = {gamma, gamma, gamma};
  cmsHPROFILE profile = cmsCreateRGBProfile(&white, &primaries, curves);
  cmsFreeToneCurve(gamma);
  cmsUInt32Number size = 0;
  cmsSaveProfileToMem(profile, nullptr, &size);
  std::string bytes(size, '\0');
  cmsSaveProfileToMem(profile, bytes.data(), &size);
  cmsCloseProfile(profile);
  for (int i = 0; i < 4; ++i)
    bytes[16 + i] = static_cast<char>((signature >> (8 * (3 - i))) & 0xFF);
  return bytes;
}

CodecOutput one_pixel(std::string icc) {
  CodecOutput out;
  out.pixels.width = 1;
  out.pixels.height = 1;
  out.pixels.channels = 3;
  out.pixels.data = {200, 100, 50};
  out.icc = std::move(icc);
  return out;
}

TEST(ColourProfile, AnUnknownColourSpaceIsRefused) {
  // Not a cmsColorSpaceSignature (before, UBSan stopped on the enum load),
  // nor any colour space: the profile is corrupt, the colours unknowable.
  try {
    to_srgb(one_pixel(rgb_profile_claiming(0xFFFFFFFFu)));
    FAIL() << "no error";
  } catch (const ImageError& error) {
    EXPECT_STREQ(error.what(),
                 "the embedded ICC profile names an unknown colour space (signature 0xffffffff)");
    EXPECT_EQ(error.hint(), "export the image again with an sRGB profile");
  }
}

TEST(ColourProfile, AProfileOfAnotherColourSpaceIsIgnored) {
  // CMYK is a colour space, not these pixels': they are taken as sRGB.
  Pixels8 pixels = to_srgb(one_pixel(rgb_profile_claiming(cmsSigCmykData)));
  EXPECT_EQ(pixels.channels, 3);
  EXPECT_EQ(pixels.data, (PixelBytes{200, 100, 50}));
}

TEST(ColourProfile, AnRgbProfileStillConverts) {
  Pixels8 pixels = to_srgb(one_pixel(rgb_profile_claiming(cmsSigRgbData)));
  EXPECT_EQ(pixels.channels, 3);
  EXPECT_NE(pixels.data, (PixelBytes{200, 100, 50}));
}

}  // namespace
}  // namespace lobbykit
