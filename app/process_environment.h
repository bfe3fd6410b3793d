// The process's environment as the engine takes it (project::Environment, for `$VARIABLE' in
// .ecf locations): the engine reads no environment variable itself, the two executables pass
// this down (app/cli/cli_common.cpp, app/gui/main.cpp).
#pragma once

#include "project/ecf_location.h"

#include <QByteArray>

#include <optional>
#include <string>

namespace amend {

inline project::Environment processEnvironment()
{
    return [](const std::string& name) -> std::optional<std::string> {
        const QByteArray value = qgetenv(name.c_str());
        if (value.isNull()) return std::nullopt;
        return value.toStdString();
    };
}

}  // namespace amend
