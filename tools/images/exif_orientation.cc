#include "images/exif_orientation.h"

#include <libexif/exif-data.h>

#include <string>

namespace lobbykit {

int exif_orientation(std::string_view exif) {
  static constexpr std::string_view kHeader("Exif\0\0", 6);
  // libexif wants the APP1 form; PNG and WebP store the TIFF part alone
  std::string block =
      exif.starts_with(kHeader) ? std::string(exif) : std::string(kHeader) + std::string(exif);
  ExifData* data = exif_data_new();
  if (!data) return 1;
  exif_data_unset_option(data, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION);
  exif_data_load_data(data, reinterpret_cast<const unsigned char*>(block.data()),
                      static_cast<unsigned int>(block.size()));
  int orientation = 1;
  if (ExifEntry* entry = exif_data_get_entry(data, EXIF_TAG_ORIENTATION);
      entry && entry->format == EXIF_FORMAT_SHORT && entry->components == 1 && entry->size >= 2) {
    int value = exif_get_short(entry->data, exif_data_get_byte_order(data));
    if (value >= 1 && value <= 8) orientation = value;
  }
  exif_data_unref(data);
  return orientation;
}

}  // namespace lobbykit
