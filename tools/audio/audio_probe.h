// Reading what an audio file is from its bytes, never its name: Ogg Opus,
// Ogg Vorbis, MP3 (MPEG-1/2/2.5 layer III) or AAC in ADTS frames, and how
// long it plays. Every read is bounds-checked against the buffer, which the
// caller caps at kMaxAudioBytes; the frame and page walks only move forward,
// so a hostile file costs at most one pass over its bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit {

enum class AudioCodec { kOpus, kVorbis, kMp3, kAac };

/// The largest audio file the toolchain reads: a lobby's background track
/// is a few minutes of compressed audio, far below this.
inline constexpr std::size_t kMaxAudioBytes = 16 * 1024 * 1024;

struct AudioInfo {
  AudioCodec codec = AudioCodec::kOpus;
  std::int64_t duration_ms = 0;  ///< rounded to the nearest millisecond
  int sample_rate = 0;           ///< Hz; Opus always decodes at 48000
  int channels = 0;
};

struct AudioProbe {
  std::optional<AudioInfo> info;  ///< set on success
  /// The codec its bytes were recognised as, also when they then turned out
  /// damaged; nullopt when they are not audio the toolchain reads.
  std::optional<AudioCodec> codec;
  std::string error;  ///< why the bytes are not usable audio ("" on success)
  std::string hint;   ///< what to do about it (may be empty)
};

/// Identifies the audio in `bytes` and reads its duration. On failure the
/// error is a sentence without the file's name: "it starts with 'Hello'",
/// "the Ogg stream ends without its last page (the file is cut short)".
/// REQUIRES: bytes.size() <= kMaxAudioBytes (larger input is refused).
AudioProbe probe_audio(std::string_view bytes);

/// "opus", "vorbis", "mp3", "aac": the codec's name in music.ts.
std::string_view audio_codec_name(AudioCodec codec);
/// "Ogg Opus", "Ogg Vorbis", "MP3", "AAC (ADTS)": for messages.
std::string_view audio_codec_title(AudioCodec codec);
/// The MIME type for <audio>/<source type>: 'audio/ogg; codecs=opus'.
std::string_view audio_codec_mime(AudioCodec codec);
/// The extension the build gives the published file, without a dot.
std::string_view audio_codec_extension(AudioCodec codec);
/// Every extension (lowercase, without a dot) a file of `codec` may carry.
std::vector<std::string_view> audio_codec_extensions(AudioCodec codec);

/// The file's first bytes for a message: "'Hello, wor...'" when they are
/// text, "bytes 89 50 4e 47 0d 0a 1a 0a" otherwise, "no bytes" when empty.
std::string describe_start(std::string_view bytes);

}  // namespace lobbykit
