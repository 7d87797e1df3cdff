// PNG's five row filters undone (PNG spec, section 9): the step of PNG
// decoding that Debian's libpng runs as plain byte loops. Its Paeth loop
// branches on the pixels, so a photograph mispredicts most bytes; the
// reconstruction here selects without branches.
#pragma once

#include <cstddef>
#include <cstdint>

namespace lobbykit {

/// Rebuilds one row in place: `row` holds the filtered bytes as stored (the
/// filter byte already taken off) and gets the pixels' bytes. `previous` is
/// the row above, already rebuilt, or null for the first row (all zero).
/// `pixel_bytes` is bytes per complete pixel, 1 to 8. Returns false for an
/// unknown filter type (above 4), leaving `row` as it was.
bool unfilter_png_row(std::uint8_t filter, std::uint8_t* row, const std::uint8_t* previous,
                      std::size_t row_bytes, std::size_t pixel_bytes);

}  // namespace lobbykit
