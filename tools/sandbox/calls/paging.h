// Server-side paging of the history lists (SPEC §2 pagination widget: page
// size 10, choices 10, 20 and 50): one way to read it, one answer shape.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "sandbox/calls/call_error.h"
#include "sandbox/calls/request_fields.h"
#include "sandbox/database.h"

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

/// One page of a history list, newest first, as `paged` answers it.
/// `select_from` is "SELECT <columns> FROM <table and joins>", `count_from`
/// the same FROM clause for the total, and `where` the WHERE clause, whose
/// `parameters` are ?1..?n; rows are ordered by `order_by` descending, each
/// made into JSON by `row_to_json(Statement&)`.
template <typename RowToJson>
nlohmann::json paged_rows(Database& db, std::string_view select_from, std::string_view count_from,
                          std::string_view where, const std::vector<SqlValue>& parameters,
                          std::string_view order_by, const Page& page, RowToJson row_to_json) {
  auto bind_where = [&](Statement& statement) {
    for (std::size_t i = 0; i < parameters.size(); ++i)
      statement.bind(static_cast<int>(i) + 1, parameters[i]);
  };
  auto count = db.prepare("SELECT count(*) " + std::string(count_from) + ' ' + std::string(where));
  bind_where(count);
  count.step();
  const std::int64_t total = count.integer(0);
  const int limit = static_cast<int>(parameters.size()) + 1;
  auto rows = db.prepare(std::string(select_from) + ' ' + std::string(where) + " ORDER BY " +
                         std::string(order_by) + " DESC LIMIT ?" + std::to_string(limit) +
                         " OFFSET ?" + std::to_string(limit + 1));
  bind_where(rows);
  rows.bind(limit, page.size).bind(limit + 1, page.offset());
  nlohmann::json list = nlohmann::json::array();
  while (rows.step()) list.push_back(row_to_json(rows));
  return paged(std::move(list), total, page);
}

}  // namespace lobbykit::sandbox
