// Server-side paging of the history lists (SPEC §2 pagination widget: page
// size 10, choices 10, 20 and 50): one way to read it, one answer shape.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>

#include "sandbox/calls/call_error.h"
#include "sandbox/calls/request_fields.h"

namespace lobbykit::sandbox {

struct Page {
  std::int64_t number = 1;  ///< from 1
  std::int64_t size = 10;   ///< 10, 20 or 50
  [[nodiscard]] std::int64_t offset() const { return (number - 1) * size; }
};

/// `page` (default 1) and `pageSize` (default 10; only 10, 20 or 50).
inline Page read_page(const RequestFields& fields) {
  Page page;
  page.number = fields.optional_integer("page", 1, 1'000'000).value_or(1);
  page.size = fields.optional_integer("pageSize", 10, 50).value_or(10);
  if (page.size != 10 && page.size != 20 && page.size != 50)
    throw CallError(CallCode::kBadRequest, "field 'pageSize' must be 10, 20 or 50");
  return page;
}

/// The answer of a paged list: {list, total, page, pageSize}.
inline nlohmann::json paged(nlohmann::json list, std::int64_t total, const Page& page) {
  return {
      {"list", std::move(list)}, {"total", total}, {"page", page.number}, {"pageSize", page.size}};
}

}  // namespace lobbykit::sandbox
