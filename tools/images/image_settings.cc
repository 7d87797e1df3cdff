#include "images/image_settings.h"

namespace lobbykit {

namespace {

ImageRole role(const nlohmann::ordered_json& node) {
  return {node.at("width").get<std::uint32_t>(), node.at("height").get<std::uint32_t>(),
          node.at("densities").get<std::vector<int>>()};
}

}  // namespace

ImageSettings image_settings(const nlohmann::ordered_json& site) {
  const auto& images = site.at("images");
  ImageSettings settings;
  settings.webp = {images.at("quality").get<int>(), images.at("effort").get<int>(),
                   images.value("filterStrength", WebpOptions{}.filter_strength)};
  settings.max_pixels = images.at("maxPixels").get<std::uint64_t>();
  settings.cache_limit_bytes = images.at("cacheLimitMb").get<std::uint64_t>() << 20;
  settings.blurhash_x = site.at("blurhash").at("componentsX").get<int>();
  settings.blurhash_y = site.at("blurhash").at("componentsY").get<int>();
  settings.game_card = role(images.at("gameCard"));
  settings.vendor_logo = role(images.at("vendorLogo"));
  settings.avatar = role(images.at("avatar"));
  if (images.contains("promotionBanner"))
    settings.promotion_banner = role(images.at("promotionBanner"));
  return settings;
}

ThumbnailSpec thumbnail_spec(const ImageSettings& settings, const ImageRole& role, Fit fit) {
  ThumbnailSpec spec;
  spec.width = role.width;
  spec.height = role.height;
  spec.densities = role.densities;
  spec.fit = fit;
  spec.webp = settings.webp;
  spec.blurhash_x = settings.blurhash_x;
  spec.blurhash_y = settings.blurhash_y;
  spec.max_pixels = settings.max_pixels;
  return spec;
}

}  // namespace lobbykit
