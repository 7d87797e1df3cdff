#include "images/jpeg_decode.h"

// clang-format off
#include <cstdio>  // jpeglib.h needs FILE
#include <jpeglib.h>
#include <jerror.h>
// clang-format on

#include <algorithm>
#include <csetjmp>
#include <cstdlib>
#include <vector>

#include "images/exif_orientation.h"
#include "images/image_error.h"

namespace lobbykit {

namespace {

// libjpeg reports errors by calling error_exit, which must not return; the
// usual way out is longjmp. Everything the decoder owns lives in this struct,
// in the caller's frame, so nothing with a destructor is jumped over.
struct JpegSession {
  jpeg_decompress_struct cinfo{};
  jpeg_error_mgr errors{};
  std::jmp_buf jump{};
  char message[JMSG_LENGTH_MAX] = {};
  bool created = false;
  CodecOutput out;

  ~JpegSession() {
    if (created) jpeg_destroy_decompress(&cinfo);
  }
};

JpegSession& session_of(j_common_ptr cinfo) {
  return *static_cast<JpegSession*>(cinfo->client_data);
}

[[noreturn]] void on_error(j_common_ptr cinfo) {
  JpegSession& session = session_of(cinfo);
  (*cinfo->err->format_message)(cinfo, session.message);
  std::longjmp(session.jump, 1);
}

void on_message(j_common_ptr cinfo, int level) {
  if (level < 0) on_error(cinfo);  // a warning: corrupt or truncated data
}

int exif_orientation_of(j_decompress_ptr cinfo) {
  for (jpeg_saved_marker_ptr marker = cinfo->marker_list; marker; marker = marker->next) {
    if (marker->marker == JPEG_APP0 + 1) {
      int orientation =
          exif_orientation({reinterpret_cast<const char*>(marker->data), marker->data_length});
      if (orientation != 1) return orientation;
    }
  }
  return 1;
}

// The memory libjpeg may use for a picture of `max_pixels`: a progressive
// file keeps all its coefficients, at most four components of two bytes per
// pixel, besides its tables and row buffers.
long memory_limit(std::uint64_t max_pixels) {
  constexpr std::uint64_t kTables = 16 << 20;
  return static_cast<long>(std::min<std::uint64_t>(max_pixels, std::uint64_t{1} << 40) * 8 +
                           kTables);
}

// Returns false on a libjpeg error (message in session.message). Throws
// ImageError if libjpeg reads another size than the probe.
bool run(JpegSession& s, std::string_view bytes, const ImageInfo& header,
         const DecodeRequest& request) {
  s.cinfo.err = jpeg_std_error(&s.errors);
  s.errors.error_exit = on_error;
  s.errors.emit_message = on_message;
  s.cinfo.client_data = &s;
  if (setjmp(s.jump)) return false;
  jpeg_create_decompress(&s.cinfo);
  s.created = true;
  s.cinfo.mem->max_memory_to_use = memory_limit(request.max_pixels);
  jpeg_mem_src(&s.cinfo, reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
  jpeg_save_markers(&s.cinfo, JPEG_APP0 + 1, 0xFFFF);
  jpeg_save_markers(&s.cinfo, JPEG_APP0 + 2, 0xFFFF);
  jpeg_read_header(&s.cinfo, TRUE);

  // the size was checked against the limit from the probe's header
  check_same_size(header, s.cinfo.image_width, s.cinfo.image_height);
  const std::uint64_t width = s.cinfo.image_width, height = s.cinfo.image_height;
  s.out.orientation = exif_orientation_of(&s.cinfo);
  JOCTET* icc = nullptr;
  unsigned int icc_length = 0;
  if (jpeg_read_icc_profile(&s.cinfo, &icc, &icc_length)) {
    s.out.icc.assign(reinterpret_cast<const char*>(icc), icc_length);
    std::free(icc);
  }
  switch (s.cinfo.jpeg_color_space) {
    case JCS_CMYK:
    case JCS_YCCK:
      s.cinfo.out_color_space = JCS_CMYK;
      s.out.model = s.cinfo.saw_Adobe_marker ? ColourModel::kCmykInverted : ColourModel::kCmyk;
      break;
    case JCS_GRAYSCALE:
      s.cinfo.out_color_space = JCS_GRAYSCALE;
      break;
    default:
      s.cinfo.out_color_space = JCS_RGB;
  }
  bool turned = s.out.orientation >= 5;  // 5 to 8 swap width and height
  int shrink = request.shrink_for
                   ? request.shrink_for(static_cast<std::uint32_t>(turned ? height : width),
                                        static_cast<std::uint32_t>(turned ? width : height))
                   : 1;
  s.cinfo.scale_num = 1;
  s.cinfo.scale_denom = static_cast<unsigned int>(shrink);
  jpeg_start_decompress(&s.cinfo);

  Pixels8& pixels = s.out.pixels;
  pixels.width = s.cinfo.output_width;
  pixels.height = s.cinfo.output_height;
  pixels.channels = s.cinfo.output_components;
  pixels.data.resize(pixels.stride() * pixels.height);
  while (s.cinfo.output_scanline < s.cinfo.output_height) {
    JSAMPROW rows[4];
    int count = 0;
    for (; count < 4 && s.cinfo.output_scanline + count < s.cinfo.output_height; ++count) {
      rows[count] = pixels.data.data() + (s.cinfo.output_scanline + count) * pixels.stride();
    }
    jpeg_read_scanlines(&s.cinfo, rows, static_cast<JDIMENSION>(count));
  }
  jpeg_finish_decompress(&s.cinfo);
  return true;
}

}  // namespace

CodecOutput decode_jpeg(std::string_view bytes, const DecodeRequest& request) {
  const ImageInfo header = checked_header(bytes, request);
  JpegSession session;
  if (!run(session, bytes, header, request)) {
    if (session.errors.msg_code == JWRN_JPEG_EOF) throw ImageError("the JPEG file is truncated");
    throw ImageError(std::string("the JPEG data is corrupt (") + session.message + ")");
  }
  return std::move(session.out);
}

}  // namespace lobbykit
