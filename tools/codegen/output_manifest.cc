#include "codegen/output_manifest.h"

#include <algorithm>
#include <limits>

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

std::optional<std::string_view> OutputManifest::hash_of(std::string_view path) const {
  auto found = std::lower_bound(entries_.begin(), entries_.end(), path,
                                [this](const Entry& entry, std::string_view wanted) {
                                  return text_.substr(entry.path_at, entry.path_size) < wanted;
                                });
  if (found == entries_.end() || text_.substr(found->path_at, found->path_size) != path)
    return std::nullopt;
  return text_.substr(found->hash_at, found->hash_size);
}

void append_manifest_line(std::string& text, std::string_view hash, std::string_view path) {
  text.append(hash).append(1, ' ').append(path).append(1, '\n');
}

}  // namespace lobbykit
