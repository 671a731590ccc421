# Writes OUT: a C++ file defining `bm::embedded::<NAME>` (const char* const) with IN's text.
file(READ "${IN}" content)
string(LENGTH "${content}" len)
# Split into raw-string chunks (compilers limit a single literal's length).
set(body "")
set(pos 0)
while(pos LESS len)
  string(SUBSTRING "${content}" ${pos} 8000 chunk)
  string(APPEND body "R\"BMJSON(${chunk})BMJSON\"\n")
  math(EXPR pos "${pos} + 8000")
endwhile()
file(WRITE "${OUT}.tmp" "// Generated from ${IN}; do not edit.\nnamespace bm::embedded {\nextern const char* const ${NAME};\nconst char* const ${NAME} =\n${body};\n}\n")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
