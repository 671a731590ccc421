// Graphviz calls (libcgraph, libgvc). Graphviz's error state and its context are global; bm
// calls it from one thread only.
//
// Graphviz is loaded when a call first needs it (dlopen), not linked: linked, its libraries (gvc,
// cgraph, cdt, pathplan, ltdl, expat, z) were loaded and relocated at every start of every bm
// process, about 1.5-2 ms of CPU each, though only `bm viz`, `bm replay --viz` and the log fuzzer call it
// (docs/decisions.md). The headers still give every function's type; the build names the library
// (BM_GVC_SONAME, from pkg-config's libgvc).
#include "bm/viz/render.hpp"

#include <dlfcn.h>

#include <cstring>
#include <stdexcept>
#include <string>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include "bm/core/error.hpp"

namespace bm::viz {

namespace {

// The Graphviz functions bm calls, found in the library loaded once per process and never
// unloaded (its context lives until exit, below).
struct Graphviz {
  decltype(&agseterrf) seterrf;
  decltype(&agreseterrors) reseterrors;
  decltype(&agerrors) errors;
  decltype(&agmemread) memread;
  decltype(&agclose) close;
  decltype(&gvContext) context;
  decltype(&gvLayout) layout;
  decltype(&gvRenderData) render_data;
  decltype(&gvFreeRenderData) free_render_data;
  decltype(&gvFreeLayout) free_layout;
};

template <class F>
void find(void* lib, const char* name, F& out) {
  void* p = dlsym(lib, name);
  if (!p) throw std::runtime_error(std::string("Graphviz (" BM_GVC_SONAME ") has no ") + name);
  static_assert(sizeof(out) == sizeof(p));
  std::memcpy(&out, &p, sizeof(out));  // a function's address as dlsym gives it
}

Graphviz load() {
  void* lib = dlopen(BM_GVC_SONAME, RTLD_NOW | RTLD_GLOBAL);
  if (!lib) {
    const char* why = dlerror();
    throw std::runtime_error(std::string("cannot load Graphviz (" BM_GVC_SONAME "): ") + (why ? why : "dlopen failed") +
                             "; install its libraries (Debian: libgvc6), or write DOT text (-o FILE.dot)");
  }
  Graphviz g{};
  find(lib, "agseterrf", g.seterrf);
  find(lib, "agreseterrors", g.reseterrors);
  find(lib, "agerrors", g.errors);
  find(lib, "agmemread", g.memread);
  find(lib, "agclose", g.close);
  find(lib, "gvContext", g.context);
  find(lib, "gvLayout", g.layout);
  find(lib, "gvRenderData", g.render_data);
  find(lib, "gvFreeRenderData", g.free_render_data);
  find(lib, "gvFreeLayout", g.free_layout);
  return g;
}

// Loaded at the first call; a failed load throws and is tried again at the next.
const Graphviz& gv() {
  static const Graphviz g = load();
  return g;
}

std::string& messages() {
  static std::string m;
  return m;
}

int collect(char* msg) {
  if (messages().size() < 4096) messages() += msg;
  return 0;
}

// Routes Graphviz's messages (normally printed to stderr) into messages() for one call.
struct Capture {
  agusererrf old;
  Capture() : old(gv().seterrf(collect)) {
    messages().clear();
    gv().reseterrors();
  }
  ~Capture() { gv().seterrf(old); }
};

// One Graphviz context for the whole process, never freed: Graphviz 2.42 caches fonts across
// contexts (textspan_size), so freeing a context and creating another reads freed memory
// (AddressSanitizer caught it on the second rendering in one process). Kept until exit; its
// allocations are suppressed for LeakSanitizer (tools/lsan.supp).
GVC_t* context() {
  static GVC_t* const gvc = gv().context();
  return gvc;
}

}  // namespace

std::string dot_parse_error(const std::string& dot) {
  Capture cap;
  Agraph_t* g = gv().memread(dot.c_str());
  if (!g) return messages().empty() ? std::string("Graphviz could not parse the DOT text") : messages();
  gv().close(g);
  if (gv().errors() >= AGERR) return messages();
  return "";
}

std::string render_dot(const std::string& dot, const std::string& format) {
  if (format != "svg" && format != "png" && format != "pdf")
    throw InputError("--format " + format + ": Graphviz renders svg, png or pdf here (dot is written as text)");
  Capture cap;
  Agraph_t* g = gv().memread(dot.c_str());
  if (!g) throw std::runtime_error("Graphviz could not parse the DOT text: " + messages());
  GVC_t* gvc = context();
  std::string out;
  std::string err;
  if (gv().layout(gvc, g, "dot") != 0) {
    err = "layout failed: " + messages();
  } else {
    char* data = nullptr;
    unsigned int len = 0;
    if (gv().render_data(gvc, g, format.c_str(), &data, &len) != 0 || !data)
      err = "rendering " + format + " failed: " + messages();
    else out.assign(data, len);
    if (data) gv().free_render_data(data);
    gv().free_layout(gvc, g);
  }
  if (err.empty() && gv().errors() >= AGERR) err = "Graphviz reported errors: " + messages();
  gv().close(g);
  if (!err.empty()) throw std::runtime_error(err);
  return out;
}

}  // namespace bm::viz
