// The JSON precondition guard (bm/core/json_assert.hpp) is active in every build of the project:
// an unchecked const lookup of a missing key throws, never reads past the end of the object map.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

namespace {

using nlohmann::json;

TEST(JsonAssert, MissingKeyOnConstObjectThrows) {
  const json j = json::parse(R"({"present": 1})");
  EXPECT_EQ(j["present"].get<int>(), 1);
  EXPECT_THROW((void)j["absent"], std::logic_error);
}

TEST(JsonAssert, NestedMissingKeyThrows) {
  const json j = json::parse(R"({"state": {"round": 3}})");
  EXPECT_EQ(j["state"]["round"].get<int>(), 3);
  EXPECT_THROW((void)j["state"]["phase"], std::logic_error);
}

}  // namespace
