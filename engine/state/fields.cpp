// The payload field catalogs of state/state.hpp (BM_TASK_FIELDS, BM_DECISION_FIELDS).
#include <iterator>

#include "bm/state/state.hpp"

namespace bm {

namespace {

#define BM_FIELD_ROW(name, i, type) FieldInfo{#name, i, FieldType::type},
constexpr FieldInfo kTaskFields[] = {BM_TASK_FIELDS(BM_FIELD_ROW)};
constexpr FieldInfo kDecisionFields[] = {BM_DECISION_FIELDS(BM_FIELD_ROW)};
#undef BM_FIELD_ROW

template <std::size_t N, int Payload>
constexpr bool in_payload(const FieldInfo (&rows)[N]) {
  for (const FieldInfo& f : rows)
    if (f.index < 0 || f.index >= Payload) return false;
  return true;
}
static_assert(in_payload<std::size(kTaskFields), Task::kPayload>(kTaskFields));
static_assert(in_payload<std::size(kDecisionFields), Decision::kPayload>(kDecisionFields));

}  // namespace

std::span<const FieldInfo> task_fields() { return kTaskFields; }
std::span<const FieldInfo> decision_fields() { return kDecisionFields; }

const FieldInfo* find_field(std::span<const FieldInfo> rows, std::string_view name) {
  for (const FieldInfo& f : rows)
    if (name == f.name) return &f;
  return nullptr;
}

}  // namespace bm
