# Runs tests/lsp/nvim/fix_best_score.lua in a headless Neovim on a fresh copy of the best_score
# example (WORK_DIR); the script quits with a non-zero status on failure.
if(NOT NVIM)
  message(FATAL_ERROR "nvim not found: .ci/install-deps installs Debian's neovim")
endif()
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
file(COPY ${SOURCE_DIR}/resources/examples/best_score/best_score.e DESTINATION ${WORK_DIR})
execute_process(COMMAND ${NVIM} --headless --clean -n -c "luafile ${SCRIPT}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT result EQUAL 0)
  message(FATAL_ERROR "Neovim flow failed (exit ${result})")
endif()
if(NOT err MATCHES "PASS: ")
  message(FATAL_ERROR "Neovim ended without the script's verdict")
endif()
