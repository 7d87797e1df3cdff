// probe_audio on crafted byte buffers: each format recognised by its bytes
// with the duration its frames or pages give, and every damaged, truncated,
// lying or empty input refused with a sentence (ASan checks that nothing is
// read past the buffer).
#include "audio/audio_probe.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

namespace lobbykit {
namespace {

using ::testing::HasSubstr;

// ---------------------------------------------------------------- builders

void put_le(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out += static_cast<char>(i < 8 ? (value >> (8 * i)) & 0xff : 0);
}
void put_be(std::string& out, std::uint32_t value) {
  for (int i = 3; i >= 0; --i) out += static_cast<char>((value >> (8 * i)) & 0xff);
}

std::uint32_t ogg_crc(const std::string& page) {
  std::uint32_t crc = 0;
  for (unsigned char byte : page) {
    crc ^= static_cast<std::uint32_t>(byte) << 24;
    for (int bit = 0; bit < 8; ++bit)
      crc = (crc & 0x80000000U) ? (crc << 1) ^ 0x04c11db7U : crc << 1;
  }
  return crc;
}

/// One Ogg page holding `body` (< 255 * 255 bytes) with a correct checksum.
std::string ogg_page(std::uint8_t flags, std::uint64_t granule, const std::string& body,
                     std::uint32_t serial = 7, std::uint32_t sequence = 0) {
  std::string page = "OggS";
  page += '\0';
  page += static_cast<char>(flags);
  put_le(page, granule, 8);
  put_le(page, serial, 4);
  put_le(page, sequence, 4);
  put_le(page, 0, 4);  // checksum, set below
  std::string lacing;
  std::size_t left = body.size();
  do {
    const std::size_t segment = std::min<std::size_t>(left, 255);
    lacing += static_cast<char>(segment);
    left -= segment;
    if (segment < 255) break;
  } while (true);
  page += static_cast<char>(lacing.size());
  page += lacing + body;
  const std::uint32_t crc = ogg_crc(page);
  for (int i = 0; i < 4; ++i) page[22 + i] = static_cast<char>((crc >> (8 * i)) & 0xff);
  return page;
}

std::string opus_head(std::uint16_t pre_skip = 312, std::uint8_t channels = 2) {
  std::string head = "OpusHead";
  head += '\x01';
  head += static_cast<char>(channels);
  put_le(head, pre_skip, 2);
  put_le(head, 48000, 4);
  put_le(head, 0, 2);
  head += '\0';
  return head;
}

std::string vorbis_head(std::uint32_t rate = 44100) {
  std::string head("\x01vorbis", 7);
  put_le(head, 0, 4);
  head += '\x02';
  put_le(head, rate, 4);
  put_le(head, 0, 12);
  head += '\xb8';
  head += '\x01';
  return head;
}

/// A complete Ogg Opus file whose last page's granule is `granule`.
std::string ogg_opus(std::uint64_t granule, std::uint16_t pre_skip = 312) {
  return ogg_page(0x02, 0, opus_head(pre_skip)) +
         ogg_page(0x00, 0, "OpusTags" + std::string(8, '\0'), 7, 1) +
         ogg_page(0x00, granule / 2, std::string(100, 'a'), 7, 2) +
         ogg_page(0x04, granule, std::string(100, 'b'), 7, 3);
}

/// An MPEG-1 layer III frame at 128 kbit/s, 44.1 kHz, stereo: 417 bytes.
std::string mp3_frame(const std::string& payload = {}) {
  std::string frame = {'\xff', '\xfb', '\x90', '\x00'};
  frame += payload;
  frame.resize(417, '\0');
  return frame;
}

/// LAME's Info frame declaring `frames` frames.
std::string info_frame(std::uint32_t frames) {
  std::string payload(32, '\0');  // side information of MPEG-1 stereo
  payload += "Info";
  put_be(payload, 1);  // flags: the frame count is present
  put_be(payload, frames);
  return mp3_frame(payload);
}

std::string id3v2(std::size_t size) {
  std::string tag = "ID3";
  tag += '\x04';
  tag += '\0';
  tag += '\0';
  for (int shift = 21; shift >= 0; shift -= 7) tag += static_cast<char>((size >> shift) & 0x7f);
  return tag + std::string(size, '\0');
}

/// An ADTS frame (AAC LC, 44.1 kHz, stereo, no CRC) of `length` bytes.
std::string adts_frame(std::size_t length = 200) {
  std::string frame = {'\xff', '\xf1', static_cast<char>(0x50), static_cast<char>(0x80)};
  frame[3] = static_cast<char>(0x80 | ((length >> 11) & 3));
  frame += static_cast<char>((length >> 3) & 0xff);
  frame += static_cast<char>(((length & 7) << 5) | 0x1f);
  frame += '\xfc';
  frame.resize(length, '\0');
  return frame;
}

std::string repeat(const std::string& part, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += part;
  return out;
}

// ---------------------------------------------------------------- recognised

TEST(AudioProbe, OggOpusDurationIsTheLastGranuleLessThePreSkip) {
  const auto probe = probe_audio(ogg_opus(48000 * 3 + 312));
  ASSERT_TRUE(probe.info) << probe.error;
  EXPECT_EQ(probe.info->codec, AudioCodec::kOpus);
  EXPECT_EQ(probe.info->duration_ms, 3000);
  EXPECT_EQ(probe.info->sample_rate, 48000);
  EXPECT_EQ(probe.info->channels, 2);
}

TEST(AudioProbe, OggVorbisDurationIsTheLastGranuleOverTheSampleRate) {
  const std::string file = ogg_page(0x02, 0, vorbis_head(44100)) +
                           ogg_page(0x04, 44100 * 2 + 22050, std::string(50, 'v'), 7, 1);
  const auto probe = probe_audio(file);
  ASSERT_TRUE(probe.info) << probe.error;
  EXPECT_EQ(probe.info->codec, AudioCodec::kVorbis);
  EXPECT_EQ(probe.info->duration_ms, 2500);
}

TEST(AudioProbe, Mp3WithoutAVbrHeaderIsTimedByWalkingItsFrames) {
  const auto probe = probe_audio(repeat(mp3_frame(), 100));
  ASSERT_TRUE(probe.info) << probe.error;
  EXPECT_EQ(probe.info->codec, AudioCodec::kMp3);
  EXPECT_EQ(probe.info->duration_ms, (100 * 1152 * 1000 + 22050) / 44100);
}

TEST(AudioProbe, Mp3AfterAnId3TagAndWithAnId3v1TrailerIsRead) {
  std::string trailer = "TAG" + std::string(125, ' ');
  const auto probe = probe_audio(id3v2(300) + repeat(mp3_frame(), 10) + trailer);
  ASSERT_TRUE(probe.info) << probe.error;
  EXPECT_EQ(probe.info->duration_ms, (10 * 1152 * 1000 + 22050) / 44100);
}

TEST(AudioProbe, Mp3WithAnInfoFrameIsTimedByItsFrameCount) {
  const auto probe = probe_audio(info_frame(50) + repeat(mp3_frame(), 50));
  ASSERT_TRUE(probe.info) << probe.error;
  EXPECT_EQ(probe.info->duration_ms, (50 * 1152 * 1000 + 22050) / 44100);
}

TEST(AudioProbe, AdtsDurationIsFramesTimes1024OverTheSampleRate) {
  const auto probe = probe_audio(repeat(adts_frame(), 441));
  ASSERT_TRUE(probe.info) << probe.error;
  EXPECT_EQ(probe.info->codec, AudioCodec::kAac);
  EXPECT_EQ(probe.info->duration_ms, (441 * 1024 * 1000 + 22050) / 44100);
  EXPECT_EQ(probe.info->channels, 2);
}

// ---------------------------------------------------------------- refused

TEST(AudioProbe, AnEmptyFileIsRefused) {
  const auto probe = probe_audio("");
  EXPECT_FALSE(probe.info);
  EXPECT_FALSE(probe.codec);
  EXPECT_EQ(probe.error, "the file is empty");
}

TEST(AudioProbe, TextIsNotAudioAndTheMessageQuotesItsStart) {
  const auto probe = probe_audio("Hello, world! This is not a song.\n");
  EXPECT_FALSE(probe.codec);
  EXPECT_EQ(probe.error, "it starts with 'Hello, world...'");
}

TEST(AudioProbe, BinaryThatIsNotAudioIsShownAsBytes) {
  const auto probe = probe_audio(std::string("\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR", 16));
  EXPECT_FALSE(probe.codec);
  EXPECT_EQ(probe.error, "it starts with bytes 89 50 4e 47 0d 0a 1a 0a");
}

TEST(AudioProbe, WavFlacAndMp4AreNamedWithAHint) {
  std::string wav = "RIFF" + std::string(4, '\0') + "WAVEfmt ";
  EXPECT_THAT(probe_audio(wav).error, HasSubstr("WAV"));
  EXPECT_THAT(probe_audio("fLaC\0\0\0\x22").hint, HasSubstr("opusenc"));
  EXPECT_THAT(probe_audio(std::string("\0\0\0\x20"
                                      "ftypM4A ",
                                      12))
                  .error,
              HasSubstr("MP4"));
}

TEST(AudioProbe, EveryPrefixOfAValidFileIsRefusedWithoutAnOverRead) {
  const std::string files[] = {ogg_opus(48000 * 2 + 312), info_frame(5) + repeat(mp3_frame(), 5),
                               repeat(adts_frame(), 5), id3v2(40) + repeat(mp3_frame(), 3)};
  for (const auto& file : files) {
    for (std::size_t length = 1; length < file.size(); ++length) {
      const auto probe = probe_audio(std::string_view(file).substr(0, length));
      // A cut at a frame boundary of MP3 or ADTS is a shorter, valid file.
      if (probe.info) {
        EXPECT_LT(probe.info->duration_ms, 10000);
        continue;
      }
      EXPECT_FALSE(probe.error.empty()) << length;
    }
  }
}

TEST(AudioProbe, AnOggFileCutShortIsTruncated) {
  const std::string file = ogg_opus(48000 + 312);
  const auto probe = probe_audio(file.substr(0, file.size() - 10));
  EXPECT_EQ(probe.codec, AudioCodec::kOpus);
  EXPECT_THAT(probe.error, HasSubstr("is cut short (the file is truncated)"));
}

TEST(AudioProbe, AnOggFileWithoutItsLastPageIsCutShort) {
  const std::string file = ogg_page(0x02, 0, opus_head()) + ogg_page(0x00, 96000, "x", 7, 1);
  const auto probe = probe_audio(file);
  EXPECT_EQ(probe.error, "the Ogg stream ends without its last page (the file is cut short)");
}

TEST(AudioProbe, AnOggPageWithABadChecksumIsDamaged) {
  std::string file = ogg_opus(48000 + 312);
  file[file.size() - 1] ^= 0x55;
  EXPECT_THAT(probe_audio(file).error, HasSubstr("fails its checksum"));
}

TEST(AudioProbe, AnOggPageWhoseSegmentTableLiesIsTruncated) {
  std::string file = ogg_page(0x02, 0, opus_head());
  file[26] = static_cast<char>(200);  // 200 lacing values, which the file does not hold
  EXPECT_THAT(probe_audio(file).error, HasSubstr("cut short"));
}

TEST(AudioProbe, AGranuleOfCenturiesIsALyingHeader) {
  const auto probe = probe_audio(ogg_opus(std::uint64_t{1} << 50));
  EXPECT_FALSE(probe.info);
  EXPECT_THAT(probe.error, HasSubstr("lying or damaged header"));
}

TEST(AudioProbe, AnOpusStreamWithNoSamplesPastThePreSkipHoldsNoAudio) {
  EXPECT_THAT(probe_audio(ogg_opus(100, 312)).error, HasSubstr("no audio"));
}

TEST(AudioProbe, OggThatIsNeitherOpusNorVorbisIsRefused) {
  const auto probe = probe_audio(ogg_page(0x06, 0,
                                          "\x7f"
                                          "FLAC\x01\x00"));
  EXPECT_FALSE(probe.codec);
  EXPECT_THAT(probe.error, HasSubstr("neither Opus nor Vorbis"));
}

TEST(AudioProbe, AnInfoFrameThatCountsMoreFramesThanThereAreIsALie) {
  const auto probe = probe_audio(info_frame(5000) + repeat(mp3_frame(), 50));
  EXPECT_EQ(probe.codec, AudioCodec::kMp3);
  EXPECT_THAT(probe.error, HasSubstr("counts 5000 frames, but the file holds 50"));
}

TEST(AudioProbe, AnMp3CutInsideAFrameIsTruncated) {
  const std::string file = repeat(mp3_frame(), 4);
  EXPECT_THAT(probe_audio(file.substr(0, file.size() - 100)).error,
              HasSubstr("the frame at byte 1251 is cut short"));
}

TEST(AudioProbe, GarbageBetweenMp3FramesIsRefused) {
  const std::string file = repeat(mp3_frame(), 3) + "garbage!" + repeat(mp3_frame(), 3);
  EXPECT_THAT(probe_audio(file).error, HasSubstr("the frames break off at byte 1251"));
}

TEST(AudioProbe, AnId3TagLongerThanTheFileIsRefused) {
  std::string file = id3v2(10).substr(0, 6) + std::string("\x7f\x7f\x7f\x7f", 4) + mp3_frame();
  EXPECT_THAT(probe_audio(file).error, HasSubstr("more than the file holds"));
}

TEST(AudioProbe, AnId3TagWithANonSyncsafeSizeIsRefused) {
  std::string file = id3v2(10);
  file[9] = '\x80';
  EXPECT_THAT(probe_audio(file).error, HasSubstr("syncsafe"));
}

TEST(AudioProbe, LayerTwoIsNotMp3) {
  std::string frame = {'\xff', '\xfd', '\x90', '\x00'};
  frame.resize(417, '\0');
  EXPECT_THAT(probe_audio(frame).error, HasSubstr("layer II audio, not MP3"));
}

TEST(AudioProbe, AnAdtsFrameLengthShorterThanItsHeaderIsRefused) {
  std::string frame = adts_frame(200);
  frame[4] = 0;
  frame[5] = 0;
  EXPECT_THAT(probe_audio(frame).error, HasSubstr("not a valid header"));
}

TEST(AudioProbe, MoreThanTheCapIsRefusedUnread) {
  const std::string big(kMaxAudioBytes + 1, '\0');
  EXPECT_THAT(probe_audio(big).error, HasSubstr("more than the 16 MiB"));
}

// ---------------------------------------------------------------- the demo tracks

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream out;
  out << in.rdbuf();
  return out.str();
}

TEST(AudioProbe, TheDemoTracksAreReadWithTheLengthsTheScriptMadeThem) {
  const std::string music = std::string(LOBBYKIT_SOURCE_DIR) + "/content/music/";
  const auto opus = probe_audio(read_file(music + "morning-tide.opus"));
  ASSERT_TRUE(opus.info) << opus.error;
  EXPECT_EQ(opus.info->codec, AudioCodec::kOpus);
  EXPECT_NEAR(static_cast<double>(opus.info->duration_ms), 32000, 50);
  const auto mp3 = probe_audio(read_file(music + "golden-hour.mp3"));
  ASSERT_TRUE(mp3.info) << mp3.error;
  EXPECT_EQ(mp3.info->codec, AudioCodec::kMp3);
  // LAME adds its encoder delay and pads the last frame: up to two frames more.
  EXPECT_NEAR(static_cast<double>(mp3.info->duration_ms), 26000, 100);
}

}  // namespace
}  // namespace lobbykit
