// Words and file names read as class names (see class_name_words.h).
#include "sema/class_name_words.h"

#include <cctype>

namespace amend::sema {

namespace {

char upper(char c)
{
    return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
}

}  // namespace

bool anyUpperCaseWord(std::string_view text, const std::function<bool(const std::string&)>& visit)
{
    for (std::size_t i = 0; i < text.size();) {
        if (!std::isalpha(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        std::string word;
        for (; i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_'); ++i) word += upper(text[i]);
        if (visit(word)) return true;
    }
    return false;
}

std::string classNameOfFile(std::string_view path)
{
    const std::size_t slash = path.rfind('/');
    std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    if (name.size() >= 2 && name.substr(name.size() - 2) == ".e") name.remove_suffix(2);
    std::string out;
    for (char c : name) out += upper(c);
    return out;
}

}  // namespace amend::sema
