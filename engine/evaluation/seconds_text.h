// Seconds as bench's reports and messages print them: fixed decimals, no unit (the caller adds " s").
#pragma once

#include <QString>

#include <string>

namespace amend::evaluation {

inline std::string secondsText(double seconds, int decimals)
{
    return QString::number(seconds, 'f', decimals).toStdString();
}

}  // namespace amend::evaluation
