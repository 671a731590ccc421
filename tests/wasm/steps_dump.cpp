// steps_dump LOG...: the replay viewer's steps of each log (steps/steps.hpp), one JSON text a
// line ("ERROR message" where it fails), as the WebAssembly referee's steps() writes them
// (wasm/bindings.cpp: the log's name as given, the default replay options).
// tests/wasm/equality.js compares the two byte for byte (the viewer shows what
// native bm says). A test tool, not part of bm; it lives here, not in tests/steps/, whose files
// are all bm_tests' sources (this one has a main of its own).
#include <iostream>
#include <string>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/replay/replay.hpp"
#include "bm/steps/steps.hpp"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: steps_dump LOG...\n";
    return 2;
  }
  for (int k = 1; k < argc; ++k) {
    const std::string name = argv[k];
    try {
      const std::string text = bm::read_text_file(name, bm::ReadLimits{bm::kMaxLogFile, bm::kMaxLogLine});
      std::cout << bm::steps::replay_steps(text, name, bm::ReplayOptions{})
                       .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                << "\n";
    } catch (const std::exception& e) {
      // The module's steps() fails with the same message (wasm/bindings.cpp's guarded()).
      std::cout << "ERROR " << e.what() << "\n";
    }
  }
  return 0;
}
