#include "images/webp_decode.h"

#include <webp/decode.h>
#include <webp/demux.h>

#include "images/exif_orientation.h"
#include "images/image_error.h"

namespace lobbykit {

namespace {

void read_metadata_chunks(std::string_view bytes, CodecOutput& out) {
  WebPData data{reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()};
  WebPDemuxer* demuxer = WebPDemux(&data);
  if (!demuxer) return;
  WebPChunkIterator chunk;
  if (WebPDemuxGetChunk(demuxer, "ICCP", 1, &chunk)) {
    out.icc.assign(reinterpret_cast<const char*>(chunk.chunk.bytes), chunk.chunk.size);
  }
  WebPDemuxReleaseChunkIterator(&chunk);
  if (WebPDemuxGetChunk(demuxer, "EXIF", 1, &chunk)) {
    out.orientation =
        exif_orientation({reinterpret_cast<const char*>(chunk.chunk.bytes), chunk.chunk.size});
  }
  WebPDemuxReleaseChunkIterator(&chunk);
  WebPDemuxDelete(demuxer);
}

}  // namespace

CodecOutput decode_webp(std::string_view bytes, const DecodeRequest& request) {
  const ImageInfo header = checked_header(bytes, request);
  const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
  WebPBitstreamFeatures features;
  VP8StatusCode status = WebPGetFeatures(data, bytes.size(), &features);
  if (status == VP8_STATUS_NOT_ENOUGH_DATA) throw ImageError("the WebP file is truncated");
  if (status != VP8_STATUS_OK) throw ImageError("the WebP data is corrupt");
  if (features.has_animation) throw ImageError("animated WebP images are not supported");
  // within the limit, as the probe's header is, before libwebp allocates a pixel
  check_same_size(header, std::uint32_t(features.width), std::uint32_t(features.height));
  CodecOutput out;
  read_metadata_chunks(bytes, out);
  Pixels8& pixels = out.pixels;
  pixels.width = std::uint32_t(features.width);
  pixels.height = std::uint32_t(features.height);
  pixels.channels = features.has_alpha ? 4 : 3;
  pixels.data.resize(pixels.stride() * pixels.height);
  auto stride = static_cast<int>(pixels.stride());
  const std::uint8_t* decoded =
      features.has_alpha
          ? WebPDecodeRGBAInto(data, bytes.size(), pixels.data.data(), pixels.data.size(), stride)
          : WebPDecodeRGBInto(data, bytes.size(), pixels.data.data(), pixels.data.size(), stride);
  if (!decoded) throw ImageError("the WebP data is corrupt or truncated");
  return out;
}

}  // namespace lobbykit
