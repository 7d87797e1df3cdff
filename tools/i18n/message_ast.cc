#include "i18n/message_ast.h"

namespace lobbykit::i18n {

std::string ArgumentStyle::written() const {
  switch (kind) {
    case Kind::kNone:
      return {};
    case Kind::kNamed:
      return text;
    case Kind::kNumberSkeleton:
    case Kind::kDateSkeleton:
      return "::" + text;
  }
  return {};
}

}  // namespace lobbykit::i18n
