#include "images/zlib_stream.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace lobbykit {
namespace {

/// Bytes like a PNG's filtered rows: runs and noise, so every kind of
/// deflate block and long matches occur.
std::string rows_like(std::size_t size, unsigned seed) {
  std::mt19937 random(seed);
  std::string out;
  while (out.size() < size) {
    if (random() % 3 == 0) {
      out.append(random() % 300, char(random()));
    } else {
      for (unsigned n = random() % 200; n > 0; --n) out += char(random() % 16);
    }
  }
  out.resize(size);
  return out;
}

std::string zlib_compress(const std::string& data, int level) {
  uLongf size = compressBound(uLong(data.size()));
  std::string out(size, '\0');
  compress2(reinterpret_cast<Bytef*>(out.data()), &size,
            reinterpret_cast<const Bytef*>(data.data()), uLong(data.size()), level);
  out.resize(size);
  return out;
}

/// `stream` cut into pieces of `piece` bytes, an empty piece after the first.
std::vector<std::string_view> pieces_of(std::string_view stream, std::size_t piece) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0; at < stream.size(); at += piece) {
    out.push_back(stream.substr(at, piece));
    if (at == 0) out.push_back({});
  }
  return out;
}

/// Reads `size` bytes in reads of `step`; "" and the bytes, or the problem.
std::pair<std::string, std::string> read_all(ZlibStream& stream, std::size_t size,
                                             std::size_t step) {
  std::string out(size, '\0');
  for (std::size_t at = 0; at < size; at += step) {
    const std::size_t now = std::min(step, size - at);
    std::string problem = stream.read(reinterpret_cast<std::uint8_t*>(out.data() + at), now);
    if (!problem.empty()) return {problem, {}};
  }
  return {"", out};
}

TEST(ZlibStream, GivesBackWhatZlibCompressedHoweverCutAndRead) {
  const std::string data = rows_like(100'000, 1);
  for (int level : {1, 6, 9}) {
    const std::string compressed = zlib_compress(data, level);
    for (std::size_t piece :
         {std::size_t{1}, std::size_t{7}, std::size_t{8192}, compressed.size()}) {
      for (std::size_t step : {std::size_t{13}, std::size_t{65536}, data.size()}) {
        ZlibStream stream(pieces_of(compressed, piece));
        const auto [problem, bytes] = read_all(stream, data.size(), step);
        EXPECT_EQ(problem, "") << "level " << level << ", pieces of " << piece << ", reads of "
                               << step;
        EXPECT_TRUE(bytes == data) << "level " << level << ", pieces of " << piece;
      }
    }
  }
}

// The inflater may hold bytes it had no room for when its input ends: they
// still come out (a third of the race corpus' PNGs ended this way).
TEST(ZlibStream, BytesHeldPastTheLastPieceComeOut) {
  const std::string data = rows_like(100'000, 2);
  const std::string compressed = zlib_compress(data, 9);
  for (std::size_t step : {std::size_t{1}, std::size_t{13}, std::size_t{100}, std::size_t{4096}}) {
    ZlibStream stream({compressed});
    const auto [problem, bytes] = read_all(stream, data.size(), step);
    EXPECT_EQ(problem, "") << "reads of " << step;
    EXPECT_TRUE(bytes == data) << "reads of " << step;
  }
}

TEST(ZlibStream, AStreamCutShortIsTruncated) {
  const std::string data = rows_like(50'000, 3);
  const std::string compressed = zlib_compress(data, 6);
  const std::string cut = compressed.substr(0, compressed.size() / 2);
  ZlibStream stream(pieces_of(cut, 1000));
  EXPECT_EQ(read_all(stream, data.size(), 4096).first, "truncated");
  // and so it stays
  std::uint8_t byte = 0;
  EXPECT_EQ(stream.read(&byte, 1), "truncated");
}

TEST(ZlibStream, AskingPastTheStreamsEndIsTruncated) {
  const std::string data = rows_like(10'000, 4);
  const std::string compressed = zlib_compress(data, 6);
  ZlibStream stream({compressed});
  std::string out(data.size() + 1, '\0');
  EXPECT_EQ(stream.read(reinterpret_cast<std::uint8_t*>(out.data()), out.size()), "truncated");
}

TEST(ZlibStream, NoPiecesOrHalfAHeaderIsTruncated) {
  std::uint8_t byte = 0;
  ZlibStream none({});
  EXPECT_EQ(none.read(&byte, 1), "truncated");
  ZlibStream half({std::string_view("\x78", 1)});
  EXPECT_EQ(half.read(&byte, 1), "truncated");
}

TEST(ZlibStream, AWrongHeaderIsNamed) {
  std::uint8_t byte = 0;
  const std::string compressed = zlib_compress("abc", 6);
  std::string bad_check = compressed;
  bad_check[1] = char(bad_check[1] ^ 1);
  EXPECT_EQ(ZlibStream({bad_check}).read(&byte, 1), "incorrect header check");
  // method 7, its check made right
  EXPECT_EQ(ZlibStream({std::string_view("\x77\x01", 2)}).read(&byte, 1),
            "unknown compression method");
  // FDICT set (0x78 0xbb is a multiple of 31)
  EXPECT_EQ(ZlibStream({std::string_view("\x78\xbb\0\0\0\0", 6)}).read(&byte, 1),
            "a preset dictionary is not allowed");
}

TEST(ZlibStream, AReservedBlockTypeIsCorrupt) {
  // a valid header, then a final block of type 3, which deflate reserves
  std::uint8_t byte = 0;
  ZlibStream stream({std::string_view("\x78\x9c\x07\x00\x00\x00", 6)});
  EXPECT_EQ(stream.read(&byte, 1), "invalid deflate block");
}

}  // namespace
}  // namespace lobbykit
