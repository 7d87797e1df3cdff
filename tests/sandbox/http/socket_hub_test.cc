#include "sandbox/http/socket_hub.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <thread>

#include "recording_connection.h"

namespace lobbykit::sandbox::http {
namespace {

using testing::RecordingConnection;

TEST(SocketHub, PushReachesEverySocketOfThePlayerOnly) {
  SocketHub hub;
  auto phone = std::make_shared<RecordingConnection>();
  auto laptop = std::make_shared<RecordingConnection>();
  auto other = std::make_shared<RecordingConnection>();
  hub.add(7, "phone-token", phone);
  hub.add(7, "laptop-token", laptop);
  hub.add(8, "other-token", other);

  hub.push(7, 53, {{"addBalance", 500}});
  EXPECT_EQ(phone->messages(), std::vector<std::string>{R"({"cmd":53,"data":{"addBalance":500}})"});
  EXPECT_EQ(laptop->messages(), phone->messages());
  EXPECT_TRUE(other->messages().empty());
}

TEST(SocketHub, ExceptTokenSkipsTheSocketsSignedInWithIt) {
  SocketHub hub;
  auto phone = std::make_shared<RecordingConnection>();
  auto laptop = std::make_shared<RecordingConnection>();
  hub.add(7, "phone-token", phone);
  hub.add(7, "laptop-token", laptop);

  hub.push(7, 51, nullptr, "laptop-token");
  EXPECT_EQ(phone->messages(), std::vector<std::string>{R"({"cmd":51,"data":null})"});
  EXPECT_TRUE(laptop->messages().empty());
}

TEST(SocketHub, SocketsThatAreGoneAreDropped) {
  SocketHub hub;
  auto kept = std::make_shared<RecordingConnection>();
  auto gone = std::make_shared<RecordingConnection>();
  hub.add(7, "a", kept);
  hub.add(7, "b", gone);
  EXPECT_EQ(hub.connection_count(7), 2u);
  gone.reset();
  EXPECT_EQ(hub.connection_count(7), 1u);
  hub.push(7, 54, nullptr);
  EXPECT_EQ(kept->messages().size(), 1u);

  hub.remove(kept.get());
  EXPECT_EQ(hub.connection_count(7), 0u);
  hub.push(7, 54, nullptr);
  EXPECT_EQ(kept->messages().size(), 1u);
}

TEST(SocketHub, ASocketSignedInAgainMovesToItsNewPlayer) {
  SocketHub hub;
  auto socket = std::make_shared<RecordingConnection>();
  hub.add(7, "a", socket);
  hub.add(8, "b", socket);
  EXPECT_EQ(hub.connection_count(7), 0u);
  EXPECT_EQ(hub.connection_count(8), 1u);
}

TEST(SocketHub, PushesFromManyThreadsAllArrive) {
  SocketHub hub;
  auto socket = std::make_shared<RecordingConnection>();
  hub.add(7, "a", socket);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&hub] {
      for (int i = 0; i < 250; ++i) hub.push(7, 58, {{"count", i}});
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(socket->messages().size(), 1000u);
}

}  // namespace
}  // namespace lobbykit::sandbox::http
