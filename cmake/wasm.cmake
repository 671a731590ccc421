# Dependencies of the WebAssembly build (BM_WASM; docs/web.md). emscripten compiles against its
# own system root, so the host's header-only libraries come through include folders of their
# own in the build directory: one link to nlohmann/ (nlohmann_json) and one to xxhash.h
# (header-only, XXH_INLINE_ALL), never -I/usr/include, whose C library headers are the host's.
if(NOT EMSCRIPTEN)
  message(FATAL_ERROR "BM_WASM needs emscripten's toolchain: cmake --preset wasm")
endif()
# The host (Debian: nlohmann-json3-dev, libxxhash-dev) installs them under its include folder.
find_path(BM_NLOHMANN_HOST_DIR nlohmann/json.hpp PATHS /usr/local/include /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
find_path(BM_XXHASH_HOST_DIR xxhash.h PATHS /usr/local/include /usr/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
set(BM_WASM_INCLUDE "${CMAKE_BINARY_DIR}/wasm-include")
file(MAKE_DIRECTORY "${BM_WASM_INCLUDE}/nlohmann-only" "${BM_WASM_INCLUDE}/xxhash-only")
file(CREATE_LINK "${BM_NLOHMANN_HOST_DIR}/nlohmann" "${BM_WASM_INCLUDE}/nlohmann-only/nlohmann" COPY_ON_ERROR SYMBOLIC)
file(CREATE_LINK "${BM_XXHASH_HOST_DIR}/xxhash.h" "${BM_WASM_INCLUDE}/xxhash-only/xxhash.h" COPY_ON_ERROR SYMBOLIC)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
                      INTERFACE_INCLUDE_DIRECTORIES "${BM_WASM_INCLUDE}/nlohmann-only")
# engine/CMakeLists.txt's find_path(BM_XXHASH_INCLUDE_DIR) keeps a value already set.
set(BM_XXHASH_INCLUDE_DIR "${BM_WASM_INCLUDE}/xxhash-only" CACHE PATH "xxhash.h's folder (wasm: a link)" FORCE)
# C++ exceptions carry the engine's errors (InputError, IllegalAction) as in the native build.
# WebAssembly's own exception handling (Node 17+, every current browser), not -fexceptions's
# JavaScript emulation, which routes every call that may unwind through a JavaScript trampoline:
# validate ran at 1/10 of native speed with it (docs/figures/wasm.md).
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)
# emcc runs Node for its JavaScript passes; a Node that is not Debian's finds Debian's acorn
# here (docs/web.md).
if(EXISTS /usr/share/nodejs/acorn)
  set(CMAKE_CXX_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
endif()
