#include "audio/audio_probe.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace lobbykit {

namespace {

using Bytes = std::string_view;

/// Longer than any lobby track: a larger claim comes from a lying header.
constexpr std::int64_t kMaxDurationMs = 6LL * 3600 * 1000;
/// Zero bytes tolerated between an ID3v2 tag and the first frame.
constexpr std::size_t kMaxPadding = 64 * 1024;
/// ID3v2 tags read one after another before the audio (some taggers stack them).
constexpr int kMaxId3Tags = 4;

std::uint8_t at(Bytes b, std::size_t i) { return static_cast<std::uint8_t>(b[i]); }

/// Whether [offset, offset + count) lies inside `b`, without overflow.
bool has(Bytes b, std::size_t offset, std::size_t count) {
  return offset <= b.size() && count <= b.size() - offset;
}

bool starts_with_at(Bytes b, std::size_t offset, Bytes magic) {
  return has(b, offset, magic.size()) && b.substr(offset, magic.size()) == magic;
}

std::uint16_t le16(Bytes b, std::size_t i) {
  return static_cast<std::uint16_t>(at(b, i) | (at(b, i + 1) << 8));
}
std::uint32_t le32(Bytes b, std::size_t i) {
  return static_cast<std::uint32_t>(at(b, i)) | (static_cast<std::uint32_t>(at(b, i + 1)) << 8) |
         (static_cast<std::uint32_t>(at(b, i + 2)) << 16) |
         (static_cast<std::uint32_t>(at(b, i + 3)) << 24);
}
std::uint64_t le64(Bytes b, std::size_t i) {
  return static_cast<std::uint64_t>(le32(b, i)) |
         (static_cast<std::uint64_t>(le32(b, i + 4)) << 32);
}
std::uint32_t be32(Bytes b, std::size_t i) {
  return (static_cast<std::uint32_t>(at(b, i)) << 24) |
         (static_cast<std::uint32_t>(at(b, i + 1)) << 16) |
         (static_cast<std::uint32_t>(at(b, i + 2)) << 8) | static_cast<std::uint32_t>(at(b, i + 3));
}

AudioProbe failure(std::optional<AudioCodec> codec, std::string error, std::string hint = {}) {
  AudioProbe probe;
  probe.codec = codec;
  probe.error = std::move(error);
  probe.hint = std::move(hint);
  return probe;
}

AudioProbe success(AudioCodec codec, std::uint64_t samples, int sample_rate, int channels) {
  if (samples == 0) {
    return failure(codec, "it holds no audio (a duration of 0)",
                   "encode the track again from its source");
  }
  // samples < 2^62 and sample_rate <= 96000: the product fits in 64 bits
  // only below ~1.9e14 samples, so compare in seconds first.
  if (samples / static_cast<std::uint64_t>(sample_rate) >
      static_cast<std::uint64_t>(kMaxDurationMs / 1000)) {
    return failure(codec,
                   fmt::format("its header claims {} hours of audio, which no lobby track is "
                               "(a lying or damaged header)",
                               samples / static_cast<std::uint64_t>(sample_rate) / 3600),
                   "encode the track again from its source");
  }
  AudioProbe probe;
  probe.codec = codec;
  const auto rate = static_cast<std::uint64_t>(sample_rate);
  probe.info = AudioInfo{codec, static_cast<std::int64_t>((samples * 1000 + rate / 2) / rate),
                         sample_rate, channels};
  return probe;
}

// ---------------------------------------------------------------- Ogg

/// The Ogg page checksum: CRC-32, polynomial 0x04c11db7, not reflected,
/// initial value 0, over the page with its checksum field zeroed.
constexpr std::array<std::uint32_t, 256> kOggCrcTable = [] {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t r = i << 24;
    for (int bit = 0; bit < 8; ++bit) r = (r & 0x80000000U) ? (r << 1) ^ 0x04c11db7U : r << 1;
    table[i] = r;
  }
  return table;
}();

std::uint32_t ogg_crc(Bytes page) {
  std::uint32_t crc = 0;
  for (std::size_t i = 0; i < page.size(); ++i) {
    const std::uint8_t byte = (i >= 22 && i < 26) ? 0 : at(page, i);
    crc = (crc << 8) ^ kOggCrcTable[((crc >> 24) ^ byte) & 0xff];
  }
  return crc;
}

struct OggPage {
  std::uint8_t flags = 0;  ///< 1 continued, 2 first of its stream, 4 last of its stream
  std::uint64_t granule = 0;
  std::uint32_t serial = 0;
  Bytes body;
  std::size_t length = 0;  ///< header, segment table and body
};

constexpr std::uint64_t kNoGranule = ~std::uint64_t{0};

/// The page at `offset`, or an error sentence.
std::optional<OggPage> read_ogg_page(Bytes b, std::size_t offset, std::string& error) {
  if (!starts_with_at(b, offset, "OggS")) {
    error = fmt::format("the bytes at {} are not an Ogg page", offset);
    return std::nullopt;
  }
  if (!has(b, offset, 27)) {
    error = fmt::format("the Ogg page at byte {} is cut short (the file is truncated)", offset);
    return std::nullopt;
  }
  if (at(b, offset + 4) != 0) {
    error = fmt::format("the Ogg page at byte {} has version {}, not 0", offset, at(b, offset + 4));
    return std::nullopt;
  }
  const std::size_t segments = at(b, offset + 26);
  std::size_t body_length = 0;
  if (has(b, offset + 27, segments)) {
    for (std::size_t i = 0; i < segments; ++i) body_length += at(b, offset + 27 + i);
  }
  const std::size_t header_length = 27 + segments;
  if (!has(b, offset, header_length) || !has(b, offset + header_length, body_length)) {
    error = fmt::format("the Ogg page at byte {} is cut short (the file is truncated)", offset);
    return std::nullopt;
  }
  OggPage page;
  page.flags = at(b, offset + 5);
  page.granule = le64(b, offset + 6);
  page.serial = le32(b, offset + 14);
  page.body = b.substr(offset + header_length, body_length);
  page.length = header_length + body_length;
  if (ogg_crc(b.substr(offset, page.length)) != le32(b, offset + 22)) {
    error = fmt::format("the Ogg page at byte {} fails its checksum (the file is damaged)", offset);
    return std::nullopt;
  }
  return page;
}

AudioProbe probe_ogg(Bytes b) {
  std::string error;
  auto first = read_ogg_page(b, 0, error);
  if (!first) return failure(std::nullopt, "it starts like an Ogg file, but " + error);
  const Bytes head = first->body;
  std::optional<AudioCodec> codec;
  int sample_rate = 0;
  int channels = 0;
  std::uint64_t pre_skip = 0;
  if (head.starts_with("OpusHead")) {
    codec = AudioCodec::kOpus;
    if (head.size() < 19) return failure(codec, "its OpusHead packet is shorter than 19 bytes");
    if ((at(head, 8) & 0xf0) != 0) {
      return failure(codec, fmt::format("its OpusHead has version {}, not 1", at(head, 8)));
    }
    channels = at(head, 9);
    pre_skip = le16(head, 10);
    sample_rate = 48000;  // Opus granule positions count 48 kHz samples, whatever the input rate
  } else if (head.starts_with(Bytes("\x01vorbis", 7))) {
    codec = AudioCodec::kVorbis;
    if (head.size() < 30) return failure(codec, "its Vorbis identification packet is too short");
    if (le32(head, 7) != 0) return failure(codec, "its Vorbis version is not 0");
    channels = at(head, 11);
    sample_rate = static_cast<int>(std::min<std::uint32_t>(le32(head, 12), 1'000'000));
    if (sample_rate == 0) return failure(codec, "its Vorbis header gives a sample rate of 0");
  } else {
    return failure(std::nullopt,
                   "it is an Ogg file, but neither Opus nor Vorbis (its first packet starts with " +
                       describe_start(head) + ")",
                   "encode the track as Opus (opusenc) or Vorbis (oggenc)");
  }
  if ((first->flags & 0x02) == 0) {
    return failure(codec, "its first Ogg page is not marked as the start of a stream");
  }
  if (channels == 0) return failure(codec, "its header gives 0 channels");
  const std::uint32_t serial = first->serial;
  std::uint64_t last_granule = 0;
  bool ended = false;
  for (std::size_t offset = 0; offset < b.size();) {
    auto page = read_ogg_page(b, offset, error);
    if (!page) return failure(codec, error, "encode or copy the track again");
    if (page->serial == serial) {
      if (ended) return failure(codec, fmt::format("its stream goes on after its last page"));
      if (page->granule != kNoGranule) last_granule = page->granule;
      ended = (page->flags & 0x04) != 0;
    }
    offset += page->length;
  }
  if (!ended) {
    return failure(codec, "the Ogg stream ends without its last page (the file is cut short)",
                   "encode or copy the track again");
  }
  if (last_granule <= pre_skip) return failure(codec, "it holds no audio (a duration of 0)");
  return success(*codec, last_granule - pre_skip, sample_rate, channels);
}

// ---------------------------------------------------------------- MPEG and ADTS

bool is_adts_sync(Bytes b, std::size_t i) {
  return has(b, i, 2) && at(b, i) == 0xff && (at(b, i + 1) & 0xf6) == 0xf0;
}
bool is_mpeg_sync(Bytes b, std::size_t i) {
  return has(b, i, 2) && at(b, i) == 0xff && (at(b, i + 1) & 0xe0) == 0xe0 &&
         (at(b, i + 1) & 0x06) != 0;
}

struct Frame {
  std::size_t length = 0;
  int samples = 0;
  int sample_rate = 0;
  int channels = 0;
  int side_info = 0;  ///< MPEG layer III: bytes of side information after the header
  int layer = 3;
};

/// The MPEG audio frame header at `i`, or nullopt if the four bytes are not
/// a valid one (reserved version, layer, bitrate, sample rate or emphasis).
std::optional<Frame> mpeg_frame(Bytes b, std::size_t i) {
  if (!has(b, i, 4) || !is_mpeg_sync(b, i)) return std::nullopt;
  const int version = (at(b, i + 1) >> 3) & 3;  // 0: 2.5, 1: reserved, 2: 2, 3: 1
  const int layer_bits = (at(b, i + 1) >> 1) & 3;
  const int bitrate_index = at(b, i + 2) >> 4;
  const int rate_index = (at(b, i + 2) >> 2) & 3;
  const int padding = (at(b, i + 2) >> 1) & 1;
  const int mode = at(b, i + 3) >> 6;
  if (version == 1 || layer_bits == 0 || bitrate_index == 0 || bitrate_index == 15 ||
      rate_index == 3 || (at(b, i + 3) & 3) == 2) {
    return std::nullopt;
  }
  Frame frame;
  frame.layer = 4 - layer_bits;
  const bool mpeg1 = version == 3;
  constexpr int kRates[3][3] = {{11025, 12000, 8000}, {22050, 24000, 16000}, {44100, 48000, 32000}};
  frame.sample_rate = kRates[version == 0 ? 0 : version - 1][rate_index];
  frame.channels = mode == 3 ? 1 : 2;
  if (frame.layer != 3) return frame;  // refused by the caller: not MP3
  constexpr int kMpeg1Kbps[15] = {0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320};
  constexpr int kMpeg2Kbps[15] = {0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160};
  const int kbps = mpeg1 ? kMpeg1Kbps[bitrate_index] : kMpeg2Kbps[bitrate_index];
  const int length = (mpeg1 ? 144000 : 72000) * kbps / frame.sample_rate + padding;  // < 2^31
  frame.length = static_cast<std::size_t>(length);
  frame.samples = mpeg1 ? 1152 : 576;
  frame.side_info = mpeg1 ? (frame.channels == 1 ? 17 : 32) : (frame.channels == 1 ? 9 : 17);
  return frame;
}

/// The MP3 (layer III) frame header at `i`, or nullopt.
std::optional<Frame> mp3_frame(Bytes b, std::size_t i) {
  auto frame = mpeg_frame(b, i);
  if (frame && frame->layer != 3) return std::nullopt;
  return frame;
}

/// The ADTS header at `i`, or nullopt.
std::optional<Frame> adts_frame(Bytes b, std::size_t i) {
  if (!has(b, i, 7) || !is_adts_sync(b, i)) return std::nullopt;
  constexpr int kRates[13] = {96000, 88200, 64000, 48000, 44100, 32000, 24000,
                              22050, 16000, 12000, 11025, 8000,  7350};
  const int rate_index = (at(b, i + 2) >> 2) & 0xf;
  if (rate_index >= 13) return std::nullopt;
  const std::size_t header = (at(b, i + 1) & 1) ? 7 : 9;
  Frame frame;
  frame.length = (static_cast<std::size_t>(at(b, i + 3) & 3) << 11) |
                 (static_cast<std::size_t>(at(b, i + 4)) << 3) |
                 (static_cast<std::size_t>(at(b, i + 5)) >> 5);
  if (frame.length < header) return std::nullopt;
  frame.sample_rate = kRates[rate_index];
  frame.channels = ((at(b, i + 2) & 1) << 2) | (at(b, i + 3) >> 6);
  frame.samples = 1024 * ((at(b, i + 6) & 3) + 1);
  return frame;
}

/// Whether the audio ends at `i`: an ID3v1 tag, an APE tag, Lyrics3, or
/// zero padding fills the rest.
bool is_trailer(Bytes b, std::size_t i) {
  if (starts_with_at(b, i, "TAG") && b.size() - i == 128) return true;
  if (starts_with_at(b, i, "APETAGEX") || starts_with_at(b, i, "LYRICSBEGIN")) return true;
  return b.substr(i).find_first_not_of('\0') == Bytes::npos;
}

/// Walks the frames from `start` to the end, with `read` parsing each header.
AudioProbe walk_frames(Bytes b, std::size_t start, AudioCodec codec,
                       std::optional<Frame> (*read)(Bytes, std::size_t),
                       std::uint64_t* frame_count = nullptr) {
  const auto first = read(b, start);
  std::uint64_t samples = 0;
  std::uint64_t frames = 0;
  std::size_t offset = start;
  while (offset < b.size()) {
    if (frames > 0 && is_trailer(b, offset)) break;
    const auto frame = read(b, offset);
    if (!frame) {
      return failure(codec,
                     fmt::format("the frames break off at byte {}: what follows is not a "
                                 "valid {} frame",
                                 offset, audio_codec_title(codec)),
                     "encode or copy the track again");
    }
    if (frame->sample_rate != first->sample_rate) {
      return failure(codec,
                     fmt::format("the frame at byte {} changes the sample rate from {} to {} "
                                 "Hz",
                                 offset, first->sample_rate, frame->sample_rate));
    }
    if (!has(b, offset, frame->length)) {
      return failure(
          codec, fmt::format("the frame at byte {} is cut short (the file is truncated)", offset),
          "encode or copy the track again");
    }
    samples += static_cast<std::uint64_t>(frame->samples);
    ++frames;
    offset += frame->length;
  }
  if (frame_count) *frame_count = frames;
  return success(codec, samples, first->sample_rate, first->channels);
}

AudioProbe probe_mp3(Bytes b, std::size_t start) {
  const AudioCodec codec = AudioCodec::kMp3;
  const auto first = mpeg_frame(b, start);
  if (!first) {
    return failure(
        std::nullopt,
        fmt::format("it has an MPEG frame sync at byte {} but not a valid frame header", start));
  }
  if (first->layer != 3) {
    return failure(std::nullopt,
                   fmt::format("it is MPEG layer {} audio, not MP3 (layer III)",
                               first->layer == 1 ? "I" : "II"),
                   "encode the track as MP3 (lame) or Opus (opusenc)");
  }
  // A VBR file says how many frames it has in its first frame (Xing/Info
  // by LAME, VBRI by Fraunhofer); that frame is silent and not counted.
  std::optional<std::uint64_t> declared;
  std::string_view header;
  const std::size_t xing = start + 4 + static_cast<std::size_t>(first->side_info);
  const std::size_t vbri = start + 4 + 32;
  if ((starts_with_at(b, xing, "Xing") || starts_with_at(b, xing, "Info")) && has(b, xing, 12) &&
      (be32(b, xing + 4) & 1)) {
    declared = be32(b, xing + 8);
    header = b.substr(xing, 4);
  } else if (starts_with_at(b, vbri, "VBRI") && has(b, vbri, 18)) {
    declared = be32(b, vbri + 14);
    header = "VBRI";
  }
  std::uint64_t walked = 0;
  AudioProbe probe = walk_frames(b, start, codec, mp3_frame, &walked);
  if (!probe.info || !declared) return probe;
  const std::uint64_t audio_frames = walked - 1;
  if (*declared + 1 < audio_frames || *declared > audio_frames + 1) {
    return failure(codec,
                   fmt::format("its {} header counts {} frames, but the file holds {} (a lying or "
                               "damaged header)",
                               header, *declared, audio_frames),
                   "encode the track again from its source");
  }
  return success(codec, *declared * static_cast<std::uint64_t>(first->samples), first->sample_rate,
                 first->channels);
}

/// Skips ID3v2 tags (and zero padding after them); returns where the audio
/// starts, or sets `error`.
std::size_t skip_id3v2(Bytes b, std::string& error) {
  std::size_t offset = 0;
  for (int tag = 0; tag < kMaxId3Tags && starts_with_at(b, offset, "ID3"); ++tag) {
    if (!has(b, offset, 10)) {
      error = "its ID3v2 tag is cut short";
      return 0;
    }
    std::size_t size = 0;
    for (std::size_t i = 6; i < 10; ++i) {
      if (at(b, offset + i) & 0x80) {
        error = "its ID3v2 tag's size is not a syncsafe integer (a damaged tag)";
        return 0;
      }
      size = (size << 7) | at(b, offset + i);
    }
    const std::size_t total = 10 + size + ((at(b, offset + 5) & 0x10) ? 10 : 0);
    if (!has(b, offset, total)) {
      error = fmt::format("its ID3v2 tag claims {} bytes, more than the file holds", total);
      return 0;
    }
    offset += total;
  }
  const std::size_t padding_end = std::min(b.size(), offset + kMaxPadding);
  while (offset < padding_end && b[offset] == '\0') ++offset;
  return offset;
}

}  // namespace

AudioProbe probe_audio(std::string_view bytes) {
  if (bytes.empty()) {
    return failure(std::nullopt, "the file is empty", "copy the track again, or encode it anew");
  }
  if (bytes.size() > kMaxAudioBytes) {
    return failure(std::nullopt,
                   fmt::format("it is {} bytes long, more than the {} MiB a track may be",
                               bytes.size(), kMaxAudioBytes / (1024 * 1024)),
                   "encode it at a lower bitrate, or shorten it");
  }
  if (bytes.starts_with("OggS")) return probe_ogg(bytes);
  if (bytes.starts_with("fLaC")) {
    return failure(std::nullopt, "it is FLAC (lossless, too large for a web page)",
                   "encode it as Opus: opusenc in.flac out.opus");
  }
  if (bytes.starts_with("RIFF") && starts_with_at(bytes, 8, "WAVE")) {
    return failure(std::nullopt, "it is WAV (uncompressed, too large for a web page)",
                   "encode it as Opus: opusenc in.wav out.opus");
  }
  if (starts_with_at(bytes, 4, "ftyp")) {
    return failure(std::nullopt, "it is an MP4 (.m4a) container, which is not read",
                   "copy its AAC out as ADTS (ffmpeg -i in.m4a -c copy out.aac), or use Opus");
  }
  std::string error;
  const std::size_t start = skip_id3v2(bytes, error);
  if (!error.empty()) return failure(std::nullopt, error);
  if (start >= bytes.size()) {
    return failure(std::nullopt, "it holds an ID3 tag and no audio after it");
  }
  if (is_adts_sync(bytes, start)) {
    if (!adts_frame(bytes, start)) {
      return failure(std::nullopt,
                     fmt::format("it has an ADTS sync at byte {} but not a valid header", start));
    }
    return walk_frames(bytes, start, AudioCodec::kAac, adts_frame);
  }
  if (is_mpeg_sync(bytes, start)) return probe_mp3(bytes, start);
  return failure(std::nullopt, "it starts with " + describe_start(bytes),
                 "use Ogg Opus, Ogg Vorbis, MP3 or AAC (ADTS)");
}

std::string_view audio_codec_name(AudioCodec codec) {
  switch (codec) {
    case AudioCodec::kOpus:
      return "opus";
    case AudioCodec::kVorbis:
      return "vorbis";
    case AudioCodec::kMp3:
      return "mp3";
    case AudioCodec::kAac:
      return "aac";
  }
  return "";
}

std::string_view audio_codec_title(AudioCodec codec) {
  switch (codec) {
    case AudioCodec::kOpus:
      return "Ogg Opus";
    case AudioCodec::kVorbis:
      return "Ogg Vorbis";
    case AudioCodec::kMp3:
      return "MP3";
    case AudioCodec::kAac:
      return "AAC (ADTS)";
  }
  return "";
}

std::string_view audio_codec_mime(AudioCodec codec) {
  switch (codec) {
    case AudioCodec::kOpus:
      return "audio/ogg; codecs=opus";
    case AudioCodec::kVorbis:
      return "audio/ogg; codecs=vorbis";
    case AudioCodec::kMp3:
      return "audio/mpeg";
    case AudioCodec::kAac:
      return "audio/aac";
  }
  return "";
}

std::string_view audio_codec_extension(AudioCodec codec) {
  switch (codec) {
    case AudioCodec::kOpus:
      return "opus";
    case AudioCodec::kVorbis:
      return "ogg";
    case AudioCodec::kMp3:
      return "mp3";
    case AudioCodec::kAac:
      return "aac";
  }
  return "";
}

std::vector<std::string_view> audio_codec_extensions(AudioCodec codec) {
  switch (codec) {
    case AudioCodec::kOpus:
      return {"opus", "ogg", "oga"};
    case AudioCodec::kVorbis:
      return {"ogg", "oga"};
    case AudioCodec::kMp3:
      return {"mp3"};
    case AudioCodec::kAac:
      return {"aac"};
  }
  return {};
}

std::string describe_start(std::string_view bytes) {
  if (bytes.empty()) return "no bytes";
  constexpr std::size_t kShown = 12;
  const Bytes shown = bytes.substr(0, kShown);
  const bool text = std::all_of(shown.begin(), shown.end(), [](char c) {
    return (c >= 0x20 && c < 0x7f) || c == '\n' || c == '\r' || c == '\t';
  });
  if (text) {
    std::string out = "'";
    for (char c : shown) out += (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
    return out + (bytes.size() > kShown ? "...'" : "'");
  }
  std::string out = "bytes";
  for (std::size_t i = 0; i < std::min<std::size_t>(bytes.size(), 8); ++i)
    out += fmt::format(" {:02x}", at(bytes, i));
  return out;
}

}  // namespace lobbykit
