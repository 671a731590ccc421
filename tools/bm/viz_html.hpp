#pragma once
// bm viz LOG --html -o page.html (docs/web.md#the-replay-viewer): the replay
// viewer page with the log inside, one self-contained file.
#include <string>

namespace bm::cli {

// The viewer page bm-viewer.html (the wasm build writes it: clients/viewer/bundle.mjs): `flag`
// (--viewer FILE) when given, else $BM_VIEWER, else bm-viewer.html next to the bm executable,
// else ../share/bm/bm-viewer.html beside it (cmake --install). Throws InputError saying how
// to build it when none is there.
std::string find_viewer_page(const std::string& flag);

// The viewer page with `log_text` embedded as the log it opens (its name `log_name`): the
// page's one `<script id="bm-log" type="application/json">` element holds {"name", "text"},
// every '<' written \u003c so the log cannot end the element. Throws InputError when `page` is
// not a viewer page.
std::string page_with_log(const std::string& page, const std::string& log_text, const std::string& log_name);

}  // namespace bm::cli
