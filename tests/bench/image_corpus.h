// The benchmark's image corpus: photographic sources of realistic sizes
// (1000 to 3000 pixels on the long side, JPEG and PNG), made from the
// photographs a Debian wallpaper package ships by cropping, scaling,
// mirroring and recolouring each one differently. Generated, never committed.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "images/pixels.h"

namespace lobbykit::bench {

/// A JPEG (4:2:0, optimised Huffman tables) or PNG of RGB pixels.
std::string encode_jpeg(const Pixels8& rgb, int quality, bool progressive);
std::string encode_png(const Pixels8& rgb);

/// Long sides of the benchmark's sources (the default) and of the scale
/// run's small ones.
struct SourceSides {
  double shortest = 1000;
  double longest = 3000;
};

/// Writes `count` images named img-NNNN.jpg / img-NNNN.png into `out` from
/// the JPEG and PNG photographs in `photos`; deterministic for a given input.
/// Returns the file names written, in order.
std::vector<std::string> make_image_corpus(const std::vector<std::filesystem::path>& photos,
                                           const std::filesystem::path& out, int count,
                                           unsigned jobs, SourceSides sides = {});

}  // namespace lobbykit::bench
