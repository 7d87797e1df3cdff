// The repository as the toolchain sees it: every part loaded and validated
// on its own, and everything it emits. pipeline.h runs these as stages.
#pragma once

#include <filesystem>

#include "codegen/output_tree.h"
#include "content/catalogue_emitter.h"
#include "content/model.h"
#include "core/diagnostics.h"
#include "core/file_system.h"
#include "i18n/translations.h"
#include "pipeline/stage_timings.h"
#include "themes/theme_model.h"

namespace lobbykit {

struct Repository {
  std::filesystem::path root;
  Catalogue catalogue;
  ThemeSet themes;
  i18n::Translations translations;
};

/// Loads and validates every part, reporting all problems at once (unsorted,
/// without source lines: the pipeline finishes them once, at the end). Each
/// part's loading is a stage of `timings`, if given.
Repository load_repository(const FileSystem& fs, const std::filesystem::path& root,
                           Diagnostics& diagnostics, StageTimings* timings = nullptr);

/// Stages every output file, with `images` published for the catalogue's
/// images (pipeline/image_step.h). REQUIRES: loading reported no errors;
/// `repository` and what `images` refers to outlive the commit of `out` (the
/// files that grow with the games are written from them then).
void emit_repository(const Repository& repository, const PublishedImageLookup& images,
                     const FileSystem& fs, OutputTree& out);

/// Stages one JSON Schema per kind of content file: `<kind>.schema.json`.
void emit_schemas(OutputTree& out);

/// One line saying what was read, e.g. "160 games, 12 vendors, ...".
std::string describe(const Repository& repository);

}  // namespace lobbykit
