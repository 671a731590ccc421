#include "bm/core/file_write.hpp"

#include <cstdio>
#include <fstream>

#include "bm/core/error.hpp"

namespace bm {

void write_file_atomic(const std::string& path, const std::string& text, const std::string& what) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) throw InputError(what + " '" + path + "': cannot write " + tmp);
    f << text;
    f.flush();
    if (!f) throw InputError(what + " '" + path + "': write failed");
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) throw InputError(what + " '" + path + "': cannot replace this file");
}

}  // namespace bm
