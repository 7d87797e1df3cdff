# Builds the repository at CONTENT_ROOT into OUT_DIR, then type-checks the
# TypeScript file CONSUMER against that output (imported as @content/*).
# Used by every type-check test: tests/CMakeLists.txt, tests/i18n/CMakeLists.txt.
execute_process(COMMAND ${LOBBYKIT} --root ${CONTENT_ROOT} build --out ${OUT_DIR} RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "lobbykit build failed")
endif()
set(tsc ${SOURCE_DIR}/tests/node_modules/.bin/tsc)
if(NOT EXISTS ${tsc})
  message(FATAL_ERROR "TypeScript is not installed: run 'npm ci' in tests/ (./kit test does)")
endif()
# The generated folder lives in the build tree, so the alias is set here.
set(config ${OUT_DIR}.tsconfig.json)
file(WRITE ${config} "{\"extends\": \"${SOURCE_DIR}/tests/typescript/tsconfig.json\", \"compilerOptions\": {\"paths\": {\"@content/*\": [\"${OUT_DIR}/*\"]}}, \"files\": [\"${CONSUMER}\"]}\n")
execute_process(COMMAND ${tsc} -p ${config} RESULT_VARIABLE checked)
if(NOT checked EQUAL 0)
  message(FATAL_ERROR "${CONSUMER} does not type-check against the generated output")
endif()
