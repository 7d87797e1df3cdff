// Database: a small RAII layer over SQLite for the sandbox server. One
// connection per thread; WAL, foreign keys and a busy time-out always on.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace lobbykit::sandbox {

/// A value bound to or read from a statement.
using SqlValue = std::variant<std::nullptr_t, std::int64_t, double, std::string>;

class Statement;

class Database {
 public:
  /// Opens (creating if needed) the file at `path`. Throws FatalError on failure.
  explicit Database(const std::filesystem::path& path);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  /// Runs one or more statements that return no rows.
  void execute(std::string_view sql);
  Statement prepare(std::string_view sql);
  [[nodiscard]] std::int64_t last_insert_id() const;
  [[nodiscard]] sqlite3* handle() const { return db_; }

 private:
  sqlite3* db_ = nullptr;
};

class Statement {
 public:
  Statement(Database& db, std::string_view sql);
  ~Statement();
  Statement(Statement&& other) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  /// Binds `value` to the 1-based parameter `index`.
  Statement& bind(int index, const SqlValue& value);
  /// Steps once: true if a row is available.
  bool step();
  /// Steps to completion (for statements without rows).
  void run();

  [[nodiscard]] std::int64_t integer(int column) const;
  [[nodiscard]] double real(int column) const;
  [[nodiscard]] std::string text(int column) const;
  [[nodiscard]] bool is_null(int column) const;

 private:
  sqlite3* db_;
  sqlite3_stmt* statement_ = nullptr;
};

/// BEGIN IMMEDIATE ... COMMIT; rolls back if not committed (an exception).
/// IMMEDIATE takes the write lock up front, so two writers never deadlock
/// upgrading a read lock.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

}  // namespace lobbykit::sandbox
