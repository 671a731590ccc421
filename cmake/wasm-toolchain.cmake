# The wasm preset's toolchain (docs/web.md): emscripten's own CMake platform file, found next
# to em++ (Debian's emscripten package, or an emsdk on PATH), so the preset names no path.
find_program(BM_EMXX em++)
if(NOT BM_EMXX)
  message(FATAL_ERROR "the wasm preset needs em++ (Debian package emscripten; tools/setup.sh installs it)")
endif()
get_filename_component(BM_EMXX_REAL "${BM_EMXX}" REALPATH)
get_filename_component(BM_EMSCRIPTEN_ROOT "${BM_EMXX_REAL}" DIRECTORY)
include("${BM_EMSCRIPTEN_ROOT}/cmake/Modules/Platform/Emscripten.cmake")
