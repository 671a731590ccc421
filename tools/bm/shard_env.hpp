#pragma once
// `bm check --shard auto` (docs/scaling.md): the shard index and count from the
// environment a cluster scheduler gives each task of a job array.
//   Kubernetes Indexed Job  JOB_COMPLETION_INDEX (0-based); the count is --shards N (the Job's
//                           completions: Kubernetes does not put it in the environment)
//   Slurm job array         SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT; the index is
//                           (ID - SLURM_ARRAY_TASK_MIN) / SLURM_ARRAY_TASK_STEP when those are set
// Anything missing, unreadable or out of range is an InputError naming the variable.
#include <functional>
#include <string>

namespace bm::cli {

struct ShardChoice {
  int index = 0;
  int count = 1;
  std::string source;  // how it was found, e.g. "JOB_COMPLETION_INDEX=3 (Kubernetes Indexed Job), --shards 8"
};

// `env` reads one variable (null: not set); `shards_option` is --shards (0: not given).
ShardChoice shard_from_environment(const std::function<const char*(const char*)>& env, int shards_option);

}  // namespace bm::cli
