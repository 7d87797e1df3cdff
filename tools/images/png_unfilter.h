// PNG's five row filters undone (PNG spec, section 9): the step of PNG
// decoding that Debian's libpng runs as plain byte loops. Its Paeth loop
// branches on the pixels, so a photograph mispredicts most bytes; here
// Paeth runs a pixel at a time in vector lanes, without branches.
#pragma once

#include <cstddef>
#include <cstdint>

namespace lobbykit {

/// Rebuilds one row: `filtered` holds the row's bytes as stored (the filter
/// byte taken off), `row` gets the pixels' bytes (the two do not overlap).
/// `previous` is the row above, already rebuilt, or null for the first row
/// (all zero). `pixel_bytes` is bytes per complete pixel, 1 to 8. Returns
/// false for an unknown filter type (above 4), leaving `row` unwritten.
bool unfilter_png_row(std::uint8_t filter, const std::uint8_t* filtered, std::uint8_t* row,
                      const std::uint8_t* previous, std::size_t row_bytes, std::size_t pixel_bytes);

/// Rebuilds `count` consecutive rows: `filtered` holds them as stored, each
/// its filter byte and then its bytes; `rows` gets them, `row_bytes` apart.
/// Two Paeth rows in a row are rebuilt together (a wavefront: twice the
/// work per step of the row's chain). `previous` as above. Returns false at
/// the first unknown filter type.
bool unfilter_png_rows(const std::uint8_t* filtered, std::size_t count, std::uint8_t* rows,
                       const std::uint8_t* previous, std::size_t row_bytes,
                       std::size_t pixel_bytes);

}  // namespace lobbykit
