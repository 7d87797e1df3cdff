#include "images/png_decode.h"

#include <png.h>
#include <zlib.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <vector>

#include "images/exif_orientation.h"
#include "images/image_error.h"
#include "images/png_unfilter.h"
#include "images/zlib_stream.h"

namespace lobbykit {

namespace {

std::uint32_t big_endian32(std::string_view b, std::size_t at) {
  return (std::uint32_t(std::uint8_t(b[at])) << 24) |
         (std::uint32_t(std::uint8_t(b[at + 1])) << 16) |
         (std::uint32_t(std::uint8_t(b[at + 2])) << 8) | std::uint32_t(std::uint8_t(b[at + 3]));
}

constexpr std::size_t kMaxProfileBytes = 16 << 20;

// iCCP holds "name\0", a compression byte and a zlib stream.
std::string inflate_profile(std::string_view chunk) {
  auto name_end = chunk.find('\0');
  if (name_end == std::string_view::npos || name_end + 2 > chunk.size()) return {};
  std::string_view stream = chunk.substr(name_end + 2);
  z_stream z{};
  if (inflateInit(&z) != Z_OK) return {};
  std::string out(64 * 1024, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(stream.data()));
  z.avail_in = static_cast<uInt>(stream.size());
  int status = Z_OK;
  while (status == Z_OK) {
    if (z.total_out == out.size()) {
      if (out.size() >= kMaxProfileBytes) break;
      out.resize(out.size() * 2);
    }
    z.next_out = reinterpret_cast<Bytef*>(out.data() + z.total_out);
    z.avail_out = static_cast<uInt>(out.size() - z.total_out);
    status = inflate(&z, Z_NO_FLUSH);
  }
  out.resize(status == Z_STREAM_END ? z.total_out : 0);
  inflateEnd(&z);
  return out;
}

/// A whole chunk of the file: its type, its data, and where the next starts.
struct Chunk {
  std::string_view type, data;
  std::size_t next = 0;
};

/// The chunk starting at `at`, or nullopt past the last whole one.
std::optional<Chunk> chunk_at(std::string_view b, std::size_t at) {
  if (at + 12 > b.size()) return std::nullopt;
  const std::uint32_t length = big_endian32(b, at);
  if (length > b.size() - at - 12) return std::nullopt;
  return Chunk{b.substr(at + 4, 4), b.substr(at + 8, length), at + 12 + std::size_t(length)};
}

/// The image data: every IDAT chunk's payload, in order, each chunk's CRC
/// checked (libpng checks them too; zlib's Adler-32 is skipped, as there).
/// Empty if a CRC is wrong.
std::vector<std::string_view> idat_payloads(std::string_view b, std::string& problem) {
  std::vector<std::string_view> out;
  // a truncated chunk ends the walk: the rows run short
  for (auto chunk = chunk_at(b, 8); chunk; chunk = chunk_at(b, chunk->next)) {
    if (chunk->type == "IDAT") {
      const auto* typed = reinterpret_cast<const Bytef*>(chunk->type.data());
      const std::size_t crc_at = chunk->next - 4;
      if (crc32(0, typed, static_cast<uInt>(chunk->data.size() + 4)) != big_endian32(b, crc_at)) {
        problem = "IDAT: CRC error";
        return {};
      }
      out.push_back(chunk->data);
    } else if (!out.empty() || chunk->type == "IEND") {
      break;  // the image data is one run of IDAT chunks
    }
  }
  return out;
}

/// Whether libpng's reading transforms leave the stored samples as they are:
/// 8-bit grey, RGB or RGBA, not interlaced, no tRNS, and a gamma libpng does
/// not convert (none given, sRGB, or within a percent of sRGB's 1/2.2, well
/// inside libpng's own 5% threshold). Such rows are rebuilt by read_rows.
bool samples_as_stored(png_structp png, png_infop info) {
  const int colour = png_get_color_type(png, info);
  if (png_get_bit_depth(png, info) != 8 ||
      png_get_interlace_type(png, info) != PNG_INTERLACE_NONE ||
      png_get_valid(png, info, PNG_INFO_tRNS) != 0 ||
      (colour != PNG_COLOR_TYPE_GRAY && colour != PNG_COLOR_TYPE_RGB &&
       colour != PNG_COLOR_TYPE_RGB_ALPHA)) {
    return false;
  }
  double gamma = 0;
  if (png_get_valid(png, info, PNG_INFO_sRGB) != 0 || png_get_gAMA(png, info, &gamma) == 0)
    return true;
  return std::abs(gamma * 2.2 - 1) < 0.01;
}

/// Inflates the image data a batch of rows at a time (each its filter byte
/// and bytes) and undoes their filters into `pixels` (sized, stride = the
/// stored row). Returns an error message, or empty on success; "truncated"
/// if the data runs out before the last row.
std::string read_rows(std::string_view bytes, Pixels8& pixels) {
  std::string problem;
  std::vector<std::string_view> payloads = idat_payloads(bytes, problem);
  if (!problem.empty()) return problem;
  ZlibStream stream(std::move(payloads));
  const std::size_t stride = pixels.stride(), stored = 1 + stride;
  // about 64 KB a batch: few inflate calls, and the batch stays in cache
  const std::size_t batch = std::max<std::size_t>(2, (64 << 10) / stored);
  std::vector<std::uint8_t> filtered(batch * stored);
  const std::uint8_t* previous = nullptr;
  for (std::uint32_t y = 0; y < pixels.height;) {
    const std::size_t rows = std::min<std::size_t>(batch, pixels.height - y);
    problem = stream.read(filtered.data(), rows * stored);
    if (!problem.empty()) return problem;
    std::uint8_t* out = pixels.data.data() + std::size_t{y} * stride;
    if (!unfilter_png_rows(filtered.data(), rows, out, previous, stride, pixels.channels))
      return "bad adaptive filter value";
    previous = out + (rows - 1) * stride;
    y += static_cast<std::uint32_t>(rows);
  }
  return "";
}

// The simplified API does not expose these chunks, so walk the chunk list.
void read_metadata_chunks(std::string_view b, CodecOutput& out) {
  bool has_srgb_chunk = false;
  std::string icc;
  for (auto chunk = chunk_at(b, 8); chunk; chunk = chunk_at(b, chunk->next)) {
    if (chunk->type == "iCCP") icc = inflate_profile(chunk->data);
    if (chunk->type == "sRGB") has_srgb_chunk = true;
    if (chunk->type == "eXIf") out.orientation = exif_orientation(chunk->data);
    if (chunk->type == "IEND") break;
  }
  if (!has_srgb_chunk) out.icc = std::move(icc);
}

// libpng reports errors by calling the error function, which must not
// return: it longjmps out of run(). Everything libpng owns lives here, in the
// caller's frame, so nothing with a destructor is jumped over.
struct PngSession {
  explicit PngSession(std::string_view bytes) : bytes(bytes) {}
  PngSession(const PngSession&) = delete;
  PngSession& operator=(const PngSession&) = delete;
  ~PngSession() { png_destroy_read_struct(&png, info ? &info : nullptr, nullptr); }

  std::string_view bytes;
  std::size_t read = 0;
  png_structp png = nullptr;
  png_infop info = nullptr;
  std::string message;
};

[[noreturn]] void on_error(png_structp png, png_const_charp message) {
  static_cast<PngSession*>(png_get_error_ptr(png))->message = message;
  png_longjmp(png, 1);
}

void on_warning(png_structp, png_const_charp) {}  // benign, as the simplified API treats them

void read_from_memory(png_structp png, png_bytep data, std::size_t length) {
  auto& session = *static_cast<PngSession*>(png_get_io_ptr(png));
  if (length > session.bytes.size() - session.read) png_error(png, "read beyond end of data");
  std::memcpy(data, session.bytes.data() + session.read, length);
  session.read += length;
}

// The largest ancillary chunk libpng may hold in memory (an iCCP profile,
// a text): the profiles of real images are a few kilobytes, rarely a megabyte.
constexpr png_alloc_size_t kMaxChunkBytes = 8 << 20;

// The chunks libpng need not read: their data is not used (eXIf and iCCP
// are read by read_metadata_chunks), and each is a parser fewer.
constexpr png_byte kUnusedChunks[] = {
    'e', 'X', 'I', 'f', '\0', 'h', 'I', 'S', 'T', '\0', 'i', 'T', 'X', 't', '\0',
    'o', 'F', 'F', 's', '\0', 'p', 'C', 'A', 'L', '\0', 'p', 'H', 'Y', 's', '\0',
    's', 'C', 'A', 'L', '\0', 's', 'P', 'L', 'T', '\0', 't', 'E', 'X', 't', '\0',
    't', 'I', 'M', 'E', '\0', 'z', 'T', 'X', 't', '\0', 'b', 'K', 'G', 'D', '\0'};

// Returns false on a libpng error (message in session.message). Throws
// ImageError if libpng reads another size than the probe.
bool run(PngSession& s, const ImageInfo& header, const DecodeRequest& request, CodecOutput& out) {
  s.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &s, on_error, on_warning);
  if (!s.png) return (s.message = "out of memory"), false;
  s.info = png_create_info_struct(s.png);
  if (!s.info) return (s.message = "out of memory"), false;
  if (setjmp(png_jmpbuf(s.png))) return false;
  // Memory is bounded before libpng reads a byte: no side longer than the
  // pixel limit allows, no ancillary chunk over kMaxChunkBytes.
  const auto side =
      static_cast<png_uint_32>(std::min<std::uint64_t>(request.max_pixels, 0x7fffffff));
  png_set_user_limits(s.png, side, side);
  png_set_chunk_malloc_max(s.png, kMaxChunkBytes);
  png_set_chunk_cache_max(s.png, 128);
  png_set_keep_unknown_chunks(s.png, PNG_HANDLE_CHUNK_NEVER, nullptr, 0);
  png_set_keep_unknown_chunks(s.png, PNG_HANDLE_CHUNK_NEVER, kUnusedChunks,
                              static_cast<int>(sizeof kUnusedChunks / 5));
  // Each chunk's CRC still proves its bytes; zlib's Adler-32 over the same
  // bytes once inflated proves nothing more, and costs a tenth of decoding
  // (libspng's decoders, libvips' and OpenCV's among them, skip it too).
  png_set_option(s.png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  png_set_read_fn(s.png, &s, read_from_memory);
  png_read_info(s.png, s.info);
  check_same_size(header, png_get_image_width(s.png, s.info), png_get_image_height(s.png, s.info));
  const bool as_stored = samples_as_stored(s.png, s.info);  // before the transforms change the info

  // Every colour type and depth to 8-bit grey, RGB or RGBA, as libpng's
  // simplified API reads them: gamma from gAMA or the ICC profile, else
  // sRGB (16-bit samples too), converted to sRGB; straight alpha.
  const int colour = png_get_color_type(s.png, s.info);
  const bool alpha =
      (colour & PNG_COLOR_MASK_ALPHA) || png_get_valid(s.png, s.info, PNG_INFO_tRNS) != 0;
  const bool coloured = (colour & PNG_COLOR_MASK_COLOR) != 0;
  png_set_expand(s.png);
  if (alpha && !coloured) png_set_gray_to_rgb(s.png);
  png_set_scale_16(s.png);
  png_set_alpha_mode(s.png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
  const int passes = png_set_interlace_handling(s.png);
  png_read_update_info(s.png, s.info);

  Pixels8& pixels = out.pixels;
  pixels.width = header.width;
  pixels.height = header.height;
  pixels.channels = alpha ? 4 : coloured ? 3 : 1;
  if (png_get_rowbytes(s.png, s.info) != pixels.stride() || png_get_bit_depth(s.png, s.info) != 8)
    png_error(s.png, "unexpected row layout");
  pixels.data.resize(pixels.stride() * pixels.height);
  if (as_stored) {
    s.message = read_rows(s.bytes, pixels);
    return s.message.empty();
  }
  for (int pass = 0; pass < passes; ++pass) {
    for (std::uint32_t y = 0; y < pixels.height; ++y)
      png_read_row(s.png, pixels.data.data() + std::size_t{y} * pixels.stride(), nullptr);
  }
  return true;
}

}  // namespace

CodecOutput decode_png(std::string_view bytes, const DecodeRequest& request) {
  const ImageInfo header = checked_header(bytes, request);
  PngSession session(bytes);
  CodecOutput out;
  if (!run(session, header, request, out)) {
    const std::string_view message = session.message;
    if (message == "truncated" || message.find("Not enough image data") != std::string_view::npos ||
        message.find("end of data") != std::string_view::npos) {
      throw ImageError("the PNG file is truncated");
    }
    throw ImageError("the PNG data is corrupt (" + std::string(message) + ")");
  }
  read_metadata_chunks(bytes, out);
  return out;
}

}  // namespace lobbykit
