#include "cli/folder_watcher.h"

#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/fatal_error.h"

namespace fs = std::filesystem;

namespace lobbykit {

namespace {

constexpr std::uint32_t kChanges = IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM |
                                   IN_MOVED_TO | IN_DELETE_SELF | IN_ATTRIB;
constexpr int kQuietMilliseconds = 100;

}  // namespace

FolderWatcher::FolderWatcher(const std::vector<fs::path>& roots) {
  descriptor_ = inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
  if (descriptor_ < 0)
    throw FatalError(std::string("cannot watch for changes: ") + std::strerror(errno));
  for (const fs::path& root : roots) watch_tree(root);
}

FolderWatcher::~FolderWatcher() {
  if (descriptor_ >= 0) close(descriptor_);
}

void FolderWatcher::watch_tree(const fs::path& folder) {
  int watch = inotify_add_watch(descriptor_, folder.c_str(), kChanges | IN_ONLYDIR);
  if (watch < 0) return;  // gone already, or not a folder
  folders_[watch] = folder;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(folder, error)) {
    if (entry.is_directory(error) && !entry.is_symlink(error)) watch_tree(entry.path());
  }
}

bool FolderWatcher::drain() {
  alignas(inotify_event) char buffer[64 * 1024];
  bool changed = false;
  while (true) {
    ssize_t length = read(descriptor_, buffer, sizeof buffer);
    if (length <= 0) return changed;
    for (char* at = buffer; at < buffer + length;) {
      const auto* event = reinterpret_cast<const inotify_event*>(at);
      at += sizeof(inotify_event) + event->len;
      changed = true;
      if ((event->mask & IN_ISDIR) && (event->mask & (IN_CREATE | IN_MOVED_TO)) && event->len) {
        auto folder = folders_.find(event->wd);
        if (folder != folders_.end()) watch_tree(folder->second / event->name);
      }
    }
  }
}

void FolderWatcher::wait_for_change() {
  pollfd wait{descriptor_, POLLIN, 0};
  while (true) {
    poll(&wait, 1, -1);
    if (drain()) break;
  }
  // then wait for quiet
  while (poll(&wait, 1, kQuietMilliseconds) > 0) drain();
}

}  // namespace lobbykit
