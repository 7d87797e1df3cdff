#include "codegen/output_manifest.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <string>

#include "core/fatal_error.h"

namespace lobbykit {

namespace {

constexpr std::string_view kWhitespace = " \t\n\r\f\v";

}  // namespace

OutputManifest::OutputManifest(std::string_view text) : text_(text) {
  if (text.size() > std::numeric_limits<std::uint32_t>::max())
    throw FatalError("the output manifest is too large to read (over 4 GiB)");
  std::optional<std::string_view> hash;
  for (std::size_t at = text.find_first_not_of(kWhitespace); at != std::string_view::npos;) {
    const std::size_t end = std::min(text.find_first_of(kWhitespace, at), text.size());
    const std::string_view word = text.substr(at, end - at);
    if (!hash) {
      hash = word;
    } else {
      entries_.push_back({static_cast<std::uint32_t>(hash->data() - text.data()),
                          static_cast<std::uint32_t>(hash->size()), static_cast<std::uint32_t>(at),
                          static_cast<std::uint32_t>(word.size())});
      hash.reset();
    }
    at = text.find_first_not_of(kWhitespace, end);
  }
  auto by_path = [this](const Entry& a, const Entry& b) {
    return text_.substr(a.path_at, a.path_size) < text_.substr(b.path_at, b.path_size);
  };
  // A build writes it sorted; one edited by hand may not be. Stable, so
  // that of a path listed twice the last line stays last.
  if (!std::is_sorted(entries_.begin(), entries_.end(), by_path))
    std::stable_sort(entries_.begin(), entries_.end(), by_path);
  auto same_path = [&by_path](const Entry& a, const Entry& b) {
    return !by_path(a, b) && !by_path(b, a);
  };
  // keep the last of each run of one path
  std::size_t kept = 0;
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    if (i + 1 < entries_.size() && same_path(entries_[i], entries_[i + 1])) continue;
    entries_[kept++] = entries_[i];
  }
  entries_.resize(kept);
  entries_.shrink_to_fit();
}

ManifestText stream_output_manifest(
    const FileSystem& fs, const std::filesystem::path& file,
    const std::function<void(std::string_view hash, std::string_view path)>& visit) {
  std::string line;  // the part of a line that the last piece ended in
  std::string last_path;
  bool as_written = true;
  // A line as append_manifest_line writes it: two words and one space, and
  // its path after the last line's.
  auto take_line = [&](std::string_view text) {
    const std::size_t space = text.find(' ');
    if (space == 0 || space == std::string_view::npos || space + 1 == text.size() ||
        text.find_first_of(kWhitespace, space + 1) != std::string_view::npos ||
        text.substr(0, space).find_first_of(kWhitespace) != std::string_view::npos) {
      return false;
    }
    const std::string_view path = text.substr(space + 1);
    if (!last_path.empty() && path <= last_path) return false;
    visit(text.substr(0, space), path);
    last_path = path;
    return true;
  };
  std::optional<FileStamp> unused;
  const bool found = fs.read_pieces(
      file, 64 << 10,
      [&](std::string_view piece) {
        while (as_written && !piece.empty()) {
          const std::size_t end = piece.find('\n');
          if (end == std::string_view::npos) {
            line.append(piece);
            return;
          }
          std::string_view whole = piece.substr(0, end);
          if (!line.empty()) whole = line.append(whole);
          as_written = take_line(whole);
          line.clear();
          piece.remove_prefix(end + 1);
        }
      },
      unused);
  if (!found) return ManifestText::kAbsent;
  return as_written && line.empty() ? ManifestText::kAsWritten : ManifestText::kNotAsWritten;
}

void append_manifest_line(std::string& text, std::string_view hash, std::string_view path) {
  text.append(hash).append(1, ' ').append(path).append(1, '\n');
}

}  // namespace lobbykit
