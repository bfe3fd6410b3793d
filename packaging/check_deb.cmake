# ctest packaging/deb (run as `cmake -P`): builds the Debian package with `cpack -G DEB`, checks
# with `dpkg-deb -c` that it holds the binaries, the desktop file, the icon and the AppStream
# metainfo, and that the packaged amend-gui starts (extracted, offscreen, rendering a screenshot).
# Variables: BUILD_DIR (the configured and built tree), WORK_DIR (scratch).
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
execute_process(COMMAND cpack -G DEB --config ${BUILD_DIR}/CPackConfig.cmake -B ${WORK_DIR}
                WORKING_DIRECTORY ${WORK_DIR} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cpack failed (${rc}):\n${out}\n${err}")
endif()
file(GLOB debs ${WORK_DIR}/*.deb)
list(LENGTH debs count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one .deb in ${WORK_DIR}, found: ${debs}")
endif()
execute_process(COMMAND dpkg-deb -c ${debs} RESULT_VARIABLE rc OUTPUT_VARIABLE listing)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dpkg-deb -c failed (${rc})")
endif()
foreach(expected ./usr/bin/amend-gui ./usr/bin/amend ./usr/share/applications/amend.desktop
                 ./usr/share/icons/hicolor/256x256/apps/amend.png ./usr/share/icons/hicolor/48x48/apps/amend.png
                 ./usr/share/metainfo/amend.metainfo.xml)
  string(FIND "${listing}" " ${expected}\n" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${expected} is not in the package:\n${listing}")
  endif()
endforeach()
execute_process(COMMAND dpkg-deb -f ${debs} Depends OUTPUT_VARIABLE depends)
foreach(lib libqt6widgets6 libqscintilla2-qt6 libz3)
  string(FIND "${depends}" "${lib}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the package does not depend on ${lib}: ${depends}")
  endif()
endforeach()
# The packaged program starts and draws its window.
execute_process(COMMAND dpkg-deb -x ${debs} ${WORK_DIR}/root RESULT_VARIABLE rc)
execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=${WORK_DIR}/config
                        XDG_DATA_HOME=${WORK_DIR}/data XDG_RUNTIME_DIR=${WORK_DIR}
                        ${WORK_DIR}/root/usr/bin/amend-gui --example sorted_set --screenshot ${WORK_DIR}/started.png
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0 OR NOT EXISTS ${WORK_DIR}/started.png)
  message(FATAL_ERROR "the packaged amend-gui did not start (${rc}):\n${out}\n${err}")
endif()
message(STATUS "package ${debs} checked")
