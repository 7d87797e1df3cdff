# Builds the repository's content into OUT_DIR, then type-checks
# tests/typescript/consumer.ts against it with the TypeScript compiler.
execute_process(COMMAND ${LOBBYKIT} --root ${SOURCE_DIR} build --out ${OUT_DIR} RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "lobbykit build failed")
endif()
set(tsc ${SOURCE_DIR}/tests/node_modules/.bin/tsc)
if(NOT EXISTS ${tsc})
  message(FATAL_ERROR "TypeScript is not installed: run 'npm ci' in tests/ (./kit test does)")
endif()
# The generated folder lives in the build tree, so the alias is set here.
set(config ${OUT_DIR}/../tsconfig.consumer.json)
file(WRITE ${config} "{\"extends\": \"${SOURCE_DIR}/tests/typescript/tsconfig.json\", \"compilerOptions\": {\"paths\": {\"@content/*\": [\"${OUT_DIR}/*\"]}}, \"files\": [\"${SOURCE_DIR}/tests/typescript/consumer.ts\"]}\n")
execute_process(COMMAND ${tsc} -p ${config}
  RESULT_VARIABLE checked)
if(NOT checked EQUAL 0)
  message(FATAL_ERROR "the typed output does not type-check")
endif()
