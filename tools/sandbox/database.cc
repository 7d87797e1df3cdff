#include "sandbox/database.h"

#include <string>

#include "core/fatal_error.h"

namespace lobbykit::sandbox {

namespace {

[[noreturn]] void fail(sqlite3* db, std::string_view what) {
  throw FatalError(std::string(what) + ": " + (db ? sqlite3_errmsg(db) : "out of memory"));
}

}  // namespace

Database::Database(const std::filesystem::path& path) {
  if (sqlite3_open_v2(path.c_str(), &db_,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string message = "cannot open database '" + path.string() + "'";
    if (db_) sqlite3_close(db_);
    db_ = nullptr;
    throw FatalError(message);
  }
  // A writer waits for another rather than failing at once.
  sqlite3_busy_timeout(db_, 10'000);
  execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
}

Database::~Database() { sqlite3_close(db_); }

void Database::execute(std::string_view sql) {
  char* error = nullptr;
  if (sqlite3_exec(db_, std::string(sql).c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
    std::string message = error ? error : "unknown error";
    sqlite3_free(error);
    throw FatalError("database error: " + message);
  }
}

Statement Database::prepare(std::string_view sql) { return Statement(*this, sql); }

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }

Statement::Statement(Database& db, std::string_view sql) : db_(db.handle()) {
  if (sqlite3_prepare_v2(db_, sql.data(), static_cast<int>(sql.size()), &statement_, nullptr) !=
      SQLITE_OK) {
    fail(db_, "cannot prepare statement");
  }
}

Statement::~Statement() { sqlite3_finalize(statement_); }

Statement::Statement(Statement&& other) noexcept : db_(other.db_), statement_(other.statement_) {
  other.statement_ = nullptr;
}

Statement& Statement::bind(int index, const SqlValue& value) {
  int result = std::visit(
      [&](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, std::nullptr_t>)
          return sqlite3_bind_null(statement_, index);
        else if constexpr (std::is_same_v<T, std::int64_t>)
          return sqlite3_bind_int64(statement_, index, v);
        else if constexpr (std::is_same_v<T, double>)
          return sqlite3_bind_double(statement_, index, v);
        else
          return sqlite3_bind_text(statement_, index, v.data(), static_cast<int>(v.size()),
                                   SQLITE_TRANSIENT);
      },
      value);
  if (result != SQLITE_OK) fail(db_, "cannot bind parameter");
  return *this;
}

bool Statement::step() {
  int result = sqlite3_step(statement_);
  if (result == SQLITE_ROW) return true;
  if (result == SQLITE_DONE) return false;
  fail(db_, "statement failed");
}

void Statement::run() {
  while (step()) {
  }
}

std::int64_t Statement::integer(int column) const {
  return sqlite3_column_int64(statement_, column);
}
double Statement::real(int column) const { return sqlite3_column_double(statement_, column); }
bool Statement::is_null(int column) const {
  return sqlite3_column_type(statement_, column) == SQLITE_NULL;
}

std::string Statement::text(int column) const {
  const auto* bytes = sqlite3_column_text(statement_, column);
  return bytes ? std::string(reinterpret_cast<const char*>(bytes),
                             static_cast<std::size_t>(sqlite3_column_bytes(statement_, column)))
               : std::string();
}

Transaction::Transaction(Database& db) : db_(db) { db_.execute("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!done_) {
    try {
      db_.execute("ROLLBACK");
    } catch (...) {  // NOLINT(bugprone-empty-catch): a destructor must not throw
    }
  }
}

void Transaction::commit() {
  db_.execute("COMMIT");
  done_ = true;
}

}  // namespace lobbykit::sandbox
