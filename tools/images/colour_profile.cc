#include "images/colour_profile.h"

#include <fmt/format.h>
#include <lcms2.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>

#include "images/image_error.h"

namespace lobbykit {

namespace {

struct ProfileCloser {
  void operator()(void* profile) const { cmsCloseProfile(profile); }
};
struct TransformDeleter {
  void operator()(void* transform) const { cmsDeleteTransform(transform); }
};
using Profile = std::unique_ptr<void, ProfileCloser>;
using Transform = std::unique_ptr<void, TransformDeleter>;

// The profile's colour-space signature as the raw 32-bit value of the file:
// cmsColorSpaceSignature cannot hold every value a file may carry, so
// storing an unknown one in it is undefined behaviour.
std::uint32_t colour_space(cmsHPROFILE profile) {
  return static_cast<std::uint32_t>(cmsGetColorSpace(profile));
}

// The colour spaces of the ICC specification (section 7.2.6) and lcms2's
// multichannel ones.
bool is_colour_space(std::uint32_t signature) {
  static constexpr cmsColorSpaceSignature kColourSpaces[] = {
      cmsSigXYZData,     cmsSigLabData,     cmsSigLuvData,     cmsSigYCbCrData,   cmsSigYxyData,
      cmsSigRgbData,     cmsSigGrayData,    cmsSigHsvData,     cmsSigHlsData,     cmsSigCmykData,
      cmsSigCmyData,     cmsSigLuvKData,    cmsSigMCH1Data,    cmsSigMCH2Data,    cmsSigMCH3Data,
      cmsSigMCH4Data,    cmsSigMCH5Data,    cmsSigMCH6Data,    cmsSigMCH7Data,    cmsSigMCH8Data,
      cmsSigMCH9Data,    cmsSigMCHAData,    cmsSigMCHBData,    cmsSigMCHCData,    cmsSigMCHDData,
      cmsSigMCHEData,    cmsSigMCHFData,    cmsSig1colorData,  cmsSig2colorData,  cmsSig3colorData,
      cmsSig4colorData,  cmsSig5colorData,  cmsSig6colorData,  cmsSig7colorData,  cmsSig8colorData,
      cmsSig9colorData,  cmsSig10colorData, cmsSig11colorData, cmsSig12colorData, cmsSig13colorData,
      cmsSig14colorData, cmsSig15colorData};
  return std::ranges::any_of(kColourSpaces, [signature](cmsColorSpaceSignature known) {
    return static_cast<std::uint32_t>(known) == signature;
  });
}

// A profile that names no colour space at all is corrupt, and the colours
// its author meant cannot be known: refused, as corrupt pixel data is (a
// profile of another colour space than the pixels' is only mismatched, and
// ignored).
Profile open_profile(const std::string& icc) {
  Profile profile(
      icc.empty() ? nullptr
                  : cmsOpenProfileFromMem(icc.data(), static_cast<cmsUInt32Number>(icc.size())));
  if (profile && !is_colour_space(colour_space(profile.get()))) {
    throw ImageError(
        fmt::format("the embedded ICC profile names an unknown colour space (signature {:#010x})",
                    colour_space(profile.get())),
        "export the image again with an sRGB profile");
  }
  return profile;
}

// Most cameras and editors embed sRGB itself; converting it would only cost time.
bool is_srgb(cmsHPROFILE profile) {
  char description[256] = {};
  cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", description, sizeof description);
  return std::string_view(description).starts_with("sRGB");
}

Transform to_srgb_transform(cmsHPROFILE from, cmsUInt32Number in_format, cmsUInt32Number out_format,
                            cmsUInt32Number flags = 0) {
  Profile srgb(cmsCreate_sRGBProfile());
  return Transform(cmsCreateTransform(from, in_format, srgb.get(), out_format,
                                      INTENT_RELATIVE_COLORIMETRIC,
                                      flags | cmsFLAGS_BLACKPOINTCOMPENSATION));
}

Pixels8 rgb_like(const Pixels8& source, int channels) {
  Pixels8 out;
  out.width = source.width;
  out.height = source.height;
  out.channels = channels;
  out.data.resize(out.stride() * out.height);
  return out;
}

Pixels8 cmyk_to_srgb(const CodecOutput& decoded) {
  const Pixels8& cmyk = decoded.pixels;
  Pixels8 out = rgb_like(cmyk, 3);
  const bool inverted = decoded.model == ColourModel::kCmykInverted;
  Profile profile = open_profile(decoded.icc);
  if (profile && colour_space(profile.get()) == cmsSigCmykData) {
    if (Transform transform = to_srgb_transform(
            profile.get(), inverted ? TYPE_CMYK_8_REV : TYPE_CMYK_8, TYPE_RGB_8)) {
      cmsDoTransform(transform.get(), cmyk.data.data(), out.data.data(), cmyk.width * cmyk.height);
      return out;
    }
  }
  const std::size_t pixels = std::size_t(cmyk.width) * cmyk.height;
  for (std::size_t i = 0; i < pixels; ++i) {
    const std::uint8_t* ink = &cmyk.data[i * 4];
    // white minus ink: (1 - c)(1 - k) per channel; Adobe stores 1 - ink already
    int k = inverted ? ink[3] : 255 - ink[3];
    for (int c = 0; c < 3; ++c) {
      int paper = inverted ? ink[c] : 255 - ink[c];
      out.data[i * 3 + c] = static_cast<std::uint8_t>((paper * k + 127) / 255);
    }
  }
  return out;
}

}  // namespace

Pixels8 to_srgb(CodecOutput decoded) {
  if (decoded.model != ColourModel::kStraight) return cmyk_to_srgb(decoded);
  Pixels8& pixels = decoded.pixels;
  Profile profile = open_profile(decoded.icc);
  if (!profile || is_srgb(profile.get())) return std::move(pixels);
  // Any other colour space does not describe these pixels: the profile is
  // ignored and the pixels taken as sRGB.
  const std::uint32_t space = colour_space(profile.get());
  const cmsUInt32Number count = pixels.width * pixels.height;
  if (space == cmsSigRgbData && pixels.channels >= 3) {
    const bool alpha = pixels.channels == 4;
    cmsUInt32Number format = alpha ? TYPE_RGBA_8 : TYPE_RGB_8;
    if (Transform transform =
            to_srgb_transform(profile.get(), format, format, alpha ? cmsFLAGS_COPY_ALPHA : 0)) {
      cmsDoTransform(transform.get(), pixels.data.data(), pixels.data.data(), count);
    }
  } else if (space == cmsSigGrayData && pixels.channels == 1) {
    if (Transform transform = to_srgb_transform(profile.get(), TYPE_GRAY_8, TYPE_RGB_8)) {
      Pixels8 out = rgb_like(pixels, 3);
      cmsDoTransform(transform.get(), pixels.data.data(), out.data.data(), count);
      return out;
    }
  }
  return std::move(pixels);
}

}  // namespace lobbykit
