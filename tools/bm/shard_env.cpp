#include "tools/bm/shard_env.hpp"

#include <cerrno>
#include <cstdlib>

#include "bm/core/error.hpp"
#include "bm/core/text_escape.hpp"

namespace bm::cli {

namespace {

constexpr long long kMaxShards = 1000000;  // as --shard i/n

// The variable as a whole number in lo..hi; `set` false when it is unset (or empty).
long long env_number(const std::function<const char*(const char*)>& env, const char* name, long long lo, long long hi,
                     bool& set) {
  const char* v = env(name);
  set = v && *v;
  if (!set) return 0;
  errno = 0;
  char* end = nullptr;
  const long long n = std::strtoll(v, &end, 10);
  if (errno != 0 || *end != '\0' || end == v)
    throw InputError(std::string("--shard auto: ") + name + "='" + terminal_escape_line(v) + "' is not a whole number");
  if (n < lo || n > hi)
    throw InputError(std::string("--shard auto: ") + name + "=" + v + " is out of range (" + std::to_string(lo) + ".." +
                     std::to_string(hi) + ")");
  return n;
}

std::string where(int index, int count, const std::string& how) {
  return "shard " + std::to_string(index) + "/" + std::to_string(count) + " from " + how;
}

ShardChoice from_kubernetes(const std::function<const char*(const char*)>& env, int shards_option) {
  bool set = false;
  const long long index = env_number(env, "JOB_COMPLETION_INDEX", 0, kMaxShards - 1, set);
  const std::string how = "JOB_COMPLETION_INDEX=" + std::to_string(index) + " (Kubernetes Indexed Job)";
  if (shards_option == 0)
    throw InputError("--shard auto: " + how +
                     " gives the index only: add --shards N, the Job's completions (docs/scaling.md)");
  if (index >= shards_option)
    throw InputError("--shard auto: " + how + " but --shards " + std::to_string(shards_option) +
                     ": the index must be below the count (is --shards the Job's completions?)");
  ShardChoice c{static_cast<int>(index), shards_option, ""};
  c.source = where(c.index, c.count, how + ", --shards " + std::to_string(shards_option));
  return c;
}

ShardChoice from_slurm(const std::function<const char*(const char*)>& env, int shards_option) {
  bool set = false, has_count = false, has_min = false, has_step = false;
  const long long id = env_number(env, "SLURM_ARRAY_TASK_ID", 0, 1LL << 40, set);
  const long long count = env_number(env, "SLURM_ARRAY_TASK_COUNT", 1, kMaxShards, has_count);
  const long long min = env_number(env, "SLURM_ARRAY_TASK_MIN", 0, 1LL << 40, has_min);
  const long long step = env_number(env, "SLURM_ARRAY_TASK_STEP", 1, 1LL << 40, has_step);
  if (!has_count && shards_option == 0)
    throw InputError("--shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not: add --shards N");
  if (has_count && shards_option != 0 && count != shards_option)
    throw InputError("--shard auto: SLURM_ARRAY_TASK_COUNT=" + std::to_string(count) + " but --shards " +
                     std::to_string(shards_option) + " (leave --shards out under Slurm)");
  const long long n = has_count ? count : shards_option;
  const long long offset = id - (has_min ? min : 0);
  const long long stride = has_step ? step : 1;
  std::string how = "SLURM_ARRAY_TASK_ID=" + std::to_string(id);
  if (has_min) how += ", SLURM_ARRAY_TASK_MIN=" + std::to_string(min);
  if (has_step) how += ", SLURM_ARRAY_TASK_STEP=" + std::to_string(step);
  how += has_count ? ", SLURM_ARRAY_TASK_COUNT=" + std::to_string(count) : ", --shards " + std::to_string(n);
  if (offset < 0 || offset % stride != 0 || offset / stride >= n)
    throw InputError("--shard auto: " + how + ": not a task of a contiguous array 0..COUNT-1 (use --array=0-" +
                     std::to_string(n - 1) + " or MIN-MAX with an optional :STEP)");
  ShardChoice c{static_cast<int>(offset / stride), static_cast<int>(n), ""};
  c.source = where(c.index, c.count, how + " (Slurm job array)");
  return c;
}

}  // namespace

ShardChoice shard_from_environment(const std::function<const char*(const char*)>& env, int shards_option) {
  if (shards_option < 0 || shards_option > kMaxShards)
    throw InputError("--shards " + std::to_string(shards_option) + ": must be 1..1000000");
  const char* k8s = env("JOB_COMPLETION_INDEX");
  const char* slurm = env("SLURM_ARRAY_TASK_ID");
  const bool has_k8s = k8s && *k8s, has_slurm = slurm && *slurm;
  if (has_k8s && has_slurm)
    throw InputError(
        "--shard auto: both JOB_COMPLETION_INDEX (Kubernetes) and SLURM_ARRAY_TASK_ID (Slurm) are set: cannot tell "
        "which scheduler started this task; give --shard i/n");
  if (has_k8s) return from_kubernetes(env, shards_option);
  if (has_slurm) return from_slurm(env, shards_option);
  throw InputError(
      "--shard auto: no scheduler index in the environment: neither JOB_COMPLETION_INDEX (Kubernetes Indexed Job) "
      "nor SLURM_ARRAY_TASK_ID (Slurm job array) is set; give --shard i/n instead (docs/scaling.md)");
}

}  // namespace bm::cli
