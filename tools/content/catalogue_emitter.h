// Turning the catalogue into what the app and the sandbox server import:
// typed TypeScript modules, one JSON document, and content-hashed media.
#pragma once

#include <filesystem>
#include <functional>

#include "codegen/output_tree.h"
#include "codegen/published_image.h"
#include "content/model.h"
#include "core/file_system.h"

namespace lobbykit {

/// Stages into `out`:
///   site.ts, image.ts, categories.ts, vendors.ts, games.ts, currencies.ts,
///   avatars.ts, banks.ts, vip.ts  typed modules (`as const` data or typed arrays)
///   promotions.ts, rich-text.ts, promotion-bodies/<id>.ts  (content/promotion_emitter.h)
///   pages.ts, page-bodies/<id>/<locale>.ts  (content/page_emitter.h)
///   catalogue.json        the same data for the server
///   schema/catalogue.schema.json  catalogue.json's JSON Schema
/// The modules' interfaces, catalogue.json's fields and its schema all come
/// from the records of codegen/catalogue_contract.h.
///   media/...             every referenced image, named by content hash: the
///                         WebP variants of images that have thumbnails
///                         (PublishedImage::rendered()), the others as they are
/// `images` gives what is published for each image reference (the
/// pipeline's image step makes it). Reads image bytes from `fs` under `root`.
/// games.ts and catalogue.json, which grow with the games, are staged as
/// writers (OutputTree::add_streamed) that read `catalogue` and `images` when
/// `out` is committed. REQUIRES: `catalogue`, and what `images` refers to,
/// outlive the commit of `out`.
using PublishedImageLookup = std::function<PublishedImage(const ImageRef&)>;
void emit_catalogue(const Catalogue& catalogue, const PublishedImageLookup& images,
                    const FileSystem& fs, const std::filesystem::path& root, OutputTree& out);

/// Where an image is published: "media/games/a/b.<hash>.png" for
/// "content/games/a/b.png" with the given bytes.
std::string media_path(const std::string& content_path, std::string_view bytes);

/// Where a thumbnail variant is published: "media/games/a/b.180x240.<hash>.webp"
/// for a variant of "content/games/a/b.png". `webp_hash` is content_hash of
/// the variant's bytes (at least 10 digits; the name keeps the first 10).
std::string thumbnail_media_path(const std::string& content_path, const ImageVariant& variant,
                                 std::string_view webp_hash);

}  // namespace lobbykit
