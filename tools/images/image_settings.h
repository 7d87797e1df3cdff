// The `images:` section of content/site.yaml: how every kind of raster image
// the site shows is made into thumbnails.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "images/thumbnail.h"

namespace lobbykit {

/// One kind of image: its 1x box in CSS pixels and the densities made.
struct ImageRole {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::vector<int> densities;
};

struct ImageSettings {
  WebpOptions webp;
  std::uint64_t max_pixels = 50'000'000;
  std::uint64_t cache_limit_bytes = 512ull << 20;
  int blurhash_x = 4;
  int blurhash_y = 3;
  ImageRole game_card;
  ImageRole vendor_logo;
  ImageRole avatar;
  /// A promotion's banner: 2:1, cropped where the art shows the most.
  ImageRole promotion_banner{640, 320, {1, 2}};
};

/// Reads the settings from the site document (validated by its schema).
ImageSettings image_settings(const nlohmann::ordered_json& site);

/// The spec of one image of `role`, before its focal point is set.
ThumbnailSpec thumbnail_spec(const ImageSettings& settings, const ImageRole& role, Fit fit);

}  // namespace lobbykit
