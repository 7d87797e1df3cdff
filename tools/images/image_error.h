// ImageError: why the bytes of one image cannot become thumbnails. Thrown by
// the codecs and the pipeline, and turned into a diagnostic at the content
// line that names the image (see image_stage.h); never seen by the user raw.
#pragma once

#include <stdexcept>
#include <string>

namespace lobbykit {

class ImageError : public std::runtime_error {
 public:
  /// `message` completes "image 'x' cannot be used: ...", lowercase, no period.
  explicit ImageError(const std::string& message, std::string hint = {})
      : std::runtime_error(message), hint_(std::move(hint)) {}

  /// What the editor can do about it; may be empty.
  [[nodiscard]] const std::string& hint() const { return hint_; }

 private:
  std::string hint_;
};

}  // namespace lobbykit
