# Installing bm like a library (README.md "Install").
#
#   cmake --install build --prefix PREFIX   installs
#     bin/bm                                 the program (the built-in data is compiled in)
#     lib/libbm_engine.a, libbm_replay.a, libbm_checker.a
#                                            the engine (rules, cards, board, game, log, play),
#                                            the log replayer/validator and the invariant checker:
#                                            the three libraries with public headers
#     include/bm/<layer>/*.hpp               their public headers (engine/include, replay/include,
#                                            checker/include); the engine's private headers stay out
#     share/bash-completion/completions/bm, share/zsh/vendor-completions/_bm,
#     share/fish/vendor_completions.d/bm.fish, share/man/man1/bm.1, bm-COMMAND.1
#                                            completions and man pages from bm's help texts
#     lib/cmake/bm/                          bmConfig.cmake: find_package(bm CONFIG) gives bm::engine,
#                                            bm::replay, bm::checker (nlohmann_json and Threads found
#                                            with find_dependency)
#   cpack -G DEB                              bm_<version>_amd64.deb with all of it under /usr
#
# Not installed: the CLI's own libraries (bm_cli, bm_serve), the visualizer libraries (their
# headers are not part of the API), the fuzz targets, the benchmarks, the tests and bm-mutant.
include(CMakePackageConfigHelpers)

install(TARGETS bm RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The replay viewer page `bm viz --html` fills in (docs/web.md#the-replay-viewer), when the wasm
# build wrote one: -DBM_VIEWER_PAGE=build-wasm/viewer/bm-viewer.html installs it as
# share/bm/bm-viewer.html, where bm looks for it (../share/bm/ beside the executable).
set(BM_VIEWER_PAGE "" CACHE FILEPATH "the replay viewer page to install (build-wasm/viewer/bm-viewer.html)")
if(BM_VIEWER_PAGE)
  install(FILES ${BM_VIEWER_PAGE} DESTINATION ${CMAKE_INSTALL_DATADIR}/bm)
endif()
# The shell completions and man pages generated from bm's help texts (tools/bm/CMakeLists.txt).
if(NOT CMAKE_CROSSCOMPILING)
  set(BM_SHELL_DIR ${PROJECT_BINARY_DIR}/tools/bm/share)
  install(FILES ${BM_SHELL_DIR}/bm.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME bm)
  install(FILES ${BM_SHELL_DIR}/_bm DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
  install(FILES ${BM_SHELL_DIR}/bm.fish DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)
  install(DIRECTORY ${BM_SHELL_DIR}/man1 DESTINATION ${CMAKE_INSTALL_MANDIR} FILES_MATCHING PATTERN "*.1")
endif()
install(TARGETS bm_engine bm_replay bm_checker
        EXPORT bmTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
foreach(dir engine/include/bm replay/include/bm checker/include/bm)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.hpp")
endforeach()

set(BM_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/bm)
install(EXPORT bmTargets NAMESPACE bm:: DESTINATION ${BM_CMAKE_DIR} FILE bmTargets.cmake)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/bmConfig.cmake.in ${PROJECT_BINARY_DIR}/bmConfig.cmake
                              INSTALL_DESTINATION ${BM_CMAKE_DIR})
# 0.x: a minor version may change the API, so only the same major.minor is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/bmConfigVersion.cmake VERSION ${PROJECT_VERSION}
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/bmConfig.cmake ${PROJECT_BINARY_DIR}/bmConfigVersion.cmake
        DESTINATION ${BM_CMAKE_DIR})

# The Debian package: bm_<version>_amd64.deb (cpack -G DEB, run from the build directory).
# Depends: the Debian packages of the shared libraries bm links, and of Graphviz's libgvc, which bm
# loads itself when it first draws (viz/render.cpp); tests/install/deb_test.sh checks that every
# library the binary links or loads belongs to one of them.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME bm)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "bm maintainers <bm@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Boss Monster reference rules engine and verification toolkit")
set(CPACK_PACKAGE_DESCRIPTION
    "bm plays Boss Monster games deterministically, records them as action logs, re-executes and validates logs (also other front ends'), serves the engine over stdio (bm serve) and checks the rules' invariants. Also the engine library, its headers and a CMake package (find_package(bm CONFIG)).")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6, libstdc++6, libgcc-s1, libboost-program-options${Boost_VERSION_MAJOR}.${Boost_VERSION_MINOR}.${Boost_VERSION_PATCH}, libgvc6, libcgraph6")
if(BM_SIMDJSON)
  string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", libsimdjson14")
endif()
# Only to build against the library: its headers include nlohmann/json.hpp.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "nlohmann-json3-dev")
include(CPack)
