#include "codegen/output_stamps.h"

#include <array>
#include <string_view>

#include "core/fatal_error.h"
#include "core/stamp_bytes.h"

namespace lobbykit {

void ListedStamps::push_back(const FileStamp& stamp) {
  if (!spill_) {
    held_.push_back(stamp);
    return;
  }
  std::array<char, kStampBytes> bytes{};
  write_stamp_bytes(stamp, bytes.data());
  spill_->append(std::string_view(bytes.data(), bytes.size()));
}

void ListedStamps::for_each(const std::function<void(const FileStamp&)>& consume) const {
  if (!spill_) {
    for (const FileStamp& stamp : held_) consume(stamp);
    return;
  }
  spill_->for_each([&consume](std::string_view entry) {
    if (entry.size() != kStampBytes) throw FatalError("internal error: a spilled stamp cut short");
    consume(read_stamp_bytes(entry.data()));
  });
}

std::vector<FileStamp> ListedStamps::all() const {
  if (!spill_) return held_;
  std::vector<FileStamp> out;
  out.reserve(size());
  for_each([&out](const FileStamp& stamp) { out.push_back(stamp); });
  return out;
}

}  // namespace lobbykit
