# The CMake side of tests/time_scale.h, shared by the command-line tests: scaled_seconds (VAR
# SECONDS) sets VAR to SECONDS times the environment's AMEND_TEST_TIME_SCALE (a whole number; 1
# when unset or not one), so that a wall-clock limit (`--time`, `--budget`) that holds in a
# release build still holds in a sanitizer build, which runs several times slower.
function(scaled_seconds var seconds)
  set(scale 1)
  if("$ENV{AMEND_TEST_TIME_SCALE}" MATCHES "^[1-9][0-9]*$")
    set(scale $ENV{AMEND_TEST_TIME_SCALE})
  endif()
  math(EXPR scaled "${seconds} * ${scale}")
  set(${var} ${scaled} PARENT_SCOPE)
endfunction()
