// Graphviz calls (libcgraph, libgvc). Graphviz's error state and its context are global; bm
// calls it from one thread only.
#include "bm/viz/render.hpp"

#include <stdexcept>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include "bm/core/error.hpp"

namespace bm::viz {

namespace {

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
  Capture() : old(agseterrf(collect)) {
    messages().clear();
    agreseterrors();
  }
  ~Capture() { agseterrf(old); }
};

// One Graphviz context for the whole process, never freed: Graphviz 2.42 caches fonts across
// contexts (textspan_size), so freeing a context and creating another reads freed memory
// (AddressSanitizer caught it on the second rendering in one process). Kept until exit; its
// allocations are suppressed for LeakSanitizer (tools/lsan.supp).
GVC_t* context() {
  static GVC_t* const gvc = gvContext();
  return gvc;
}

}  // namespace

std::string dot_parse_error(const std::string& dot) {
  Capture cap;
  Agraph_t* g = agmemread(dot.c_str());
  if (!g) return messages().empty() ? std::string("Graphviz could not parse the DOT text") : messages();
  agclose(g);
  if (agerrors() >= AGERR) return messages();
  return "";
}

std::string render_dot(const std::string& dot, const std::string& format) {
  if (format != "svg" && format != "png" && format != "pdf")
    throw InputError("--format " + format + ": Graphviz renders svg, png or pdf here (dot is written as text)");
  Capture cap;
  Agraph_t* g = agmemread(dot.c_str());
  if (!g) throw std::runtime_error("Graphviz could not parse the DOT text: " + messages());
  GVC_t* gvc = context();
  std::string out;
  std::string err;
  if (gvLayout(gvc, g, "dot") != 0) {
    err = "layout failed: " + messages();
  } else {
    char* data = nullptr;
    unsigned int len = 0;
    if (gvRenderData(gvc, g, format.c_str(), &data, &len) != 0 || !data)
      err = "rendering " + format + " failed: " + messages();
    else out.assign(data, len);
    if (data) gvFreeRenderData(data);
    gvFreeLayout(gvc, g);
  }
  if (err.empty() && agerrors() >= AGERR) err = "Graphviz reported errors: " + messages();
  agclose(g);
  if (!err.empty()) throw std::runtime_error(err);
  return out;
}

}  // namespace bm::viz
