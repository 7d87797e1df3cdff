// OpenApiDocument: tools/sandbox/contract/openapi.yaml read for tests, with a
// small JSON Schema checker covering the keywords the document uses ($ref,
// allOf, oneOf, type, const, enum, properties, required, additionalProperties,
// items, minimum, maximum, minLength, maxLength, pattern).
#pragma once

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace lobbykit::sandbox {

class OpenApiDocument {
 public:
  explicit OpenApiDocument(const std::filesystem::path& path);

  [[nodiscard]] std::set<std::string> paths() const;
  /// HTTP 503: every call's answer while the sandbox is in maintenance.
  static constexpr int kMaintenanceStatus = 503;

  /// The problems of `answer` (the envelope) against the 200 schema of
  /// `path` when `http_status` is 200, the MaintenanceEnvelope when it is
  /// 503 (any call), else against its default schema.
  [[nodiscard]] std::vector<std::string> check_answer(const std::string& path, int http_status,
                                                      const nlohmann::json& answer) const;
  /// The problems of `body` against the request schema of `path`.
  [[nodiscard]] std::vector<std::string> check_request(const std::string& path,
                                                       const nlohmann::json& body) const;
  [[nodiscard]] const nlohmann::json& root() const { return root_; }

 private:
  void check(const nlohmann::json& schema, const nlohmann::json& value, const std::string& where,
             std::vector<std::string>& problems) const;
  [[nodiscard]] const nlohmann::json& resolve(const nlohmann::json& schema) const;
  nlohmann::json root_;
};

}  // namespace lobbykit::sandbox
