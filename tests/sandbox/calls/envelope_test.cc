#include "sandbox/calls/envelope.h"

#include <gtest/gtest.h>

namespace lobbykit::sandbox {
namespace {

TEST(Envelope, OkAndErrorAnswers) {
  EXPECT_EQ(answer_ok({{"a", 1}}).body, R"({"code":0,"data":{"a":1},"msg":"ok"})");
  CallResponse error = answer_error(CallCode::kNotFound, "unknown call '/x'");
  EXPECT_EQ(error.http_status, 404);
  EXPECT_EQ(error.body, R"({"code":404,"data":null,"msg":"unknown call '/x'"})");
}

// The defect: "unknown call '<path>'" quotes the raw target, and Beast lets
// bytes 0x80-0xFF through; dump() threw type_error 316 out of the server.
TEST(Envelope, BytesThatAreNotUtf8AreWrittenAsReplacementCharacters) {
  CallResponse error = answer_error(CallCode::kNotFound, "unknown call '/\xc3('");
  EXPECT_EQ(error.body, "{\"code\":404,\"data\":null,\"msg\":\"unknown call '/\xef\xbf\xbd('\"}");
}

}  // namespace
}  // namespace lobbykit::sandbox
