// See fix_presentation.h: the markers' icons (the words are in fix_words.cpp, widget-free).
#include "fix_presentation.h"

#include <QApplication>
#include <QStyle>

namespace amend::ui {

QIcon fixNatureIcon(repair::FixNature nature)
{
    switch (nature) {
    case repair::FixNature::WeakensPostcondition:
    case repair::FixNature::AddsPrecondition: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case repair::FixNature::ChangesOtherObject:
    case repair::FixNature::DeletesStatement: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    case repair::FixNature::GuardOnly:
    case repair::FixNature::ConstantCondition:
    case repair::FixNature::ConstantReplacement: return QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
    case repair::FixNature::Edit: break;
    }
    return {};
}

}  // namespace amend::ui
