# The rules catalog of `bm rules explain` (issue 22 §3): docs/rules/*.md and every place that
# cites a rule ID (code, tests, scenarios), gathered at build time by a small generator. The
# glob re-runs it when a source changes; it rewrites its output only when the catalog changes.
# Library bm_rules_catalog (rules_catalog.hpp): the catalog for bm (rules explain) and for the
# replay viewer's steps (steps/, issue 33 §2), which the WebAssembly build also compiles: there
# the generator is built with em++ and runs under node (the toolchain's emulator) with the
# real file system (NODERAWFS; SINGLE_FILE: the loader of emscripten 3.1.6 cannot fetch a
# .wasm file path under Node 20).
add_executable(bm_rules_catalog_gen ${PROJECT_SOURCE_DIR}/tools/bm/rules_catalog_gen.cpp)
target_include_directories(bm_rules_catalog_gen PRIVATE ${PROJECT_SOURCE_DIR})
target_link_libraries(bm_rules_catalog_gen PRIVATE bm_engine nlohmann_json::nlohmann_json)
target_compile_options(bm_rules_catalog_gen PRIVATE ${BM_WARNING_FLAGS})
if(EMSCRIPTEN)
  target_link_options(bm_rules_catalog_gen PRIVATE -sNODERAWFS=1 -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1)
endif()
file(GLOB_RECURSE BM_RULE_CITERS CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/docs/rules/*.md ${PROJECT_SOURCE_DIR}/corpus/scenarios/*.jsonl
     ${PROJECT_SOURCE_DIR}/engine/*.[ch]pp ${PROJECT_SOURCE_DIR}/replay/*.[ch]pp ${PROJECT_SOURCE_DIR}/checker/*.[ch]pp
     ${PROJECT_SOURCE_DIR}/viz/*.[ch]pp ${PROJECT_SOURCE_DIR}/fuzz/*.[ch]pp ${PROJECT_SOURCE_DIR}/tools/*.[ch]pp
     ${PROJECT_SOURCE_DIR}/tests/*.[ch]pp ${PROJECT_SOURCE_DIR}/tests/*.py ${PROJECT_SOURCE_DIR}/tests/*.sh)
set(BM_RULES_CATALOG ${CMAKE_CURRENT_BINARY_DIR}/rules_catalog_data.cpp)
add_custom_command(
  OUTPUT ${BM_RULES_CATALOG}
  COMMAND bm_rules_catalog_gen ${PROJECT_SOURCE_DIR} ${BM_RULES_CATALOG}
  DEPENDS bm_rules_catalog_gen ${BM_RULE_CITERS}
  COMMENT "Gathering the rules catalog")
# One long string literal: clang's -Wpedantic (em++, the clang builds) warns past 65536 bytes.
set_source_files_properties(${BM_RULES_CATALOG} PROPERTIES COMPILE_OPTIONS -Wno-overlength-strings)
add_library(bm_rules_catalog STATIC ${BM_RULES_CATALOG} ${PROJECT_SOURCE_DIR}/tools/bm/rules_catalog.cpp)
target_include_directories(bm_rules_catalog PUBLIC ${PROJECT_SOURCE_DIR})
target_link_libraries(bm_rules_catalog PUBLIC bm_engine nlohmann_json::nlohmann_json)
target_compile_options(bm_rules_catalog PRIVATE ${BM_WARNING_FLAGS})
