# Builds the repository at REPOSITORY into OUT_DIR, then runs
# formatjs_equivalence.mjs on the output (in UTC, so dates format the same
# everywhere).
execute_process(COMMAND ${LOBBYKIT} --root ${REPOSITORY} build --out ${OUT_DIR} RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "lobbykit build failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env TZ=UTC node ${SOURCE_DIR}/tests/i18n/formatjs_equivalence.mjs ${OUT_DIR} ${REPOSITORY}
  RESULT_VARIABLE compared)
if(NOT compared EQUAL 0)
  message(FATAL_ERROR "the compiled messages differ from what FormatJS makes of their sources")
endif()
