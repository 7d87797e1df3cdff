#include "synthetic_catalogue.h"

#include <fmt/format.h>
#include <zlib.h>

#include <array>
#include <fstream>

namespace fs = std::filesystem;

namespace lobbykit::bench {

namespace {

void write(const fs::path& path, const std::string& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << bytes;
}

std::string be32(std::uint32_t v) { return {char(v >> 24), char(v >> 16), char(v >> 8), char(v)}; }

std::string chunk(const std::string& type, const std::string& data) {
  std::string body = type + data;
  auto crc = crc32(0, reinterpret_cast<const Bytef*>(body.data()), static_cast<uInt>(body.size()));
  return be32(static_cast<std::uint32_t>(data.size())) + body +
         be32(static_cast<std::uint32_t>(crc));
}

// A 30x40 RGB PNG whose colour depends on `seed`, so every file differs.
std::string small_png(int seed) {
  std::string raw;
  for (int y = 0; y < 40; ++y) {
    raw += '\0';
    for (int x = 0; x < 30; ++x) raw += {char(seed * 7 + x), char(seed * 13 + y), char(seed)};
  }
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  std::string packed(size, '\0');
  compress(reinterpret_cast<Bytef*>(packed.data()), &size,
           reinterpret_cast<const Bytef*>(raw.data()), static_cast<uLong>(raw.size()));
  packed.resize(size);
  return std::string("\x89PNG\r\n\x1a\n", 8) +
         chunk("IHDR", be32(30) + be32(40) + std::string("\x08\x02\0\0\0", 5)) +
         chunk("IDAT", packed) + chunk("IEND", "");
}

constexpr std::array<const char*, 10> kCategories = {
    "slots", "sports", "live", "fishing", "cards", "mini", "bingo", "lottery", "poker", "arcade"};

}  // namespace

void write_synthetic_repository(const fs::path& root, int games, int vendors) {
  const fs::path base = fs::path(LOBBYKIT_SOURCE_DIR) / "tests/fixtures/base";
  fs::create_directories(root / "content");
  for (const char* kept : {"site.yaml", "currencies.yaml", "avatars", "banks", "icons"}) {
    fs::copy(base / "content" / kept, root / "content" / kept, fs::copy_options::recursive);
  }
  for (const char* part : {"i18n", "themes"})
    fs::copy(base / part, root / part, fs::copy_options::recursive);
  // Every category's label key must be in the locales (the pipeline's
  // cross-part check): the base locales name only slots and sports.
  std::string labels;
  for (const char* id : kCategories) {
    if (std::string_view(id) != "slots" && std::string_view(id) != "sports")
      labels += fmt::format("    {0}: {0}\n", id);
  }
  for (const char* tag : {"en", "ja", "ar"}) {
    const fs::path locale = root / "i18n" / fmt::format("{}.yaml", tag);
    std::ifstream in(locale, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    in.close();
    text.replace(text.find("\n  category:\n") + 13, 0, labels);
    write(locale, text);
  }
  std::string categories = "categories:\n";
  for (const char* id : kCategories) {
    categories += fmt::format(
        "  - id: {0}\n    name: {0}\n    labelKey: category.{0}\n    icon: icons/slots.svg\n", id);
  }
  write(root / "content/categories.yaml", categories);
  for (int v = 0; v < vendors; ++v) {
    write(root / fmt::format("content/vendors/vendor-{}.yaml", v),
          fmt::format("id: vendor-{0}\nname: Vendor {0}\nlogo: logos/vendor-{0}.png\n", v));
    write(root / fmt::format("content/vendors/logos/vendor-{}.png", v), small_png(v));
  }
  for (int g = 0; g < games; ++g) {
    int vendor = g % vendors;
    fs::path folder = root / fmt::format("content/games/vendor-{}", vendor);
    write(folder / fmt::format("game-{}.yaml", g),
          fmt::format(
              "id: game-{0}\nname: Game Number {0}\nvendor: vendor-{1}\ncategory: {2}\nhot: {3}\n"
              "tags: [generated, batch-{4}]\nlaunchId: V{1}-{0}\nthumbnail: game-{0}.png\n"
              "focus: {{x: 0.5, y: 0.4}}\n",
              g, vendor, kCategories[static_cast<std::size_t>(g) % kCategories.size()],
              g % 5 == 0 ? "true" : "false", g % 17));
    write(folder / fmt::format("game-{}.png", g), small_png(g));
  }
}

}  // namespace lobbykit::bench
