#include "i18n/message_signature.h"

#include <fmt/format.h>

#include "core/did_you_mean.h"

namespace lobbykit::i18n {

namespace {

std::string form_of(const Element& element) {
  switch (element.type) {
    case ElementType::kNumber:
    case ElementType::kDate:
    case ElementType::kTime: {
      std::string type = element.type == ElementType::kNumber ? "number"
                         : element.type == ElementType::kDate ? "date"
                                                              : "time";
      std::string style = element.style.written();
      return style.empty() ? type : type + ", " + style;
    }
    case ElementType::kSelect:
      return "select";
    case ElementType::kPlural:
      return element.ordinal ? "selectordinal" : "plural";
    default:
      return "";
  }
}

std::string shown(const std::string& name, const std::string& form) {
  if (form.empty()) return "{" + name + "}";
  bool has_cases = form == "select" || form == "plural" || form == "selectordinal";
  return "{" + name + ", " + form + (has_cases ? ", ...}" : "}");
}

std::string shown_all(const std::string& name, const std::set<std::string>& forms) {
  std::vector<std::string> parts;
  for (const auto& form : forms) parts.push_back(shown(name, form));
  return fmt::format("{}", fmt::join(parts, " and "));
}

std::vector<std::string> names_of(const std::map<std::string, std::set<std::string>>& forms) {
  std::vector<std::string> out;
  for (const auto& [name, _] : forms) out.push_back(name);
  return out;
}

}  // namespace

Signature signature_of(const Elements& elements) {
  Signature out;
  for_each_element(elements, [&](const Element& element) {
    switch (element.type) {
      case ElementType::kLiteral:
      case ElementType::kPound:
        return;
      case ElementType::kTag:
        out.tags.emplace(element.value, element.at);
        return;
      case ElementType::kSelect:
        for (const auto& option : element.options)
          out.select_cases[element.value].emplace(option.selector, option.at);
        break;
      case ElementType::kPlural:
        out.plural_offsets.emplace(element.value, element.plural_offset);
        break;
      default:
        break;
    }
    out.forms[element.value].insert(form_of(element));
    out.first_use.emplace(element.value, element.at);
  });
  for (auto& [name, forms] : out.forms) {
    if (forms.count("plural") || forms.count("selectordinal")) {
      forms.erase("");
      forms.erase("number");
    }
  }
  return out;
}

std::vector<MessageProblem> compare_signatures(const Signature& english,
                                               const Signature& translation) {
  std::vector<MessageProblem> problems;
  for (const auto& [name, forms] : english.forms) {
    auto it = translation.forms.find(name);
    if (it == translation.forms.end()) {
      problems.push_back({fmt::format("missing argument '{}' of the English message", name),
                          fmt::format("English uses {}", shown_all(name, forms)), 0});
    } else if (it->second != forms) {
      problems.push_back({fmt::format("argument '{}' is {} here but {} in English", name,
                                      shown_all(name, it->second), shown_all(name, forms)),
                          "keep each argument's type and style as in English",
                          translation.first_use.at(name)});
    }
  }
  for (const auto& [name, forms] : translation.forms) {
    if (english.forms.count(name)) continue;
    std::string hint = did_you_mean(name, names_of(english.forms));
    problems.push_back(
        {fmt::format("argument '{}' is not in the English message", name),
         hint.empty() ? "arguments keep their English names; translate only the text" : hint,
         translation.first_use.at(name)});
  }
  for (const auto& [name, cases] : english.select_cases) {
    auto it = translation.select_cases.find(name);
    if (it == translation.select_cases.end()) continue;  // reported as a form mismatch
    for (const auto& [selector, _] : cases) {
      if (!it->second.count(selector)) {
        problems.push_back(
            {fmt::format("select '{}' lacks the case '{}' of the English message", name, selector),
             {},
             translation.first_use.at(name)});
      }
    }
    for (const auto& [selector, at] : it->second) {
      if (!cases.count(selector)) {
        problems.push_back(
            {fmt::format("select '{}' has a case '{}' that English does not have", name, selector),
             "select cases are values the app passes: keep the English ones", at});
      }
    }
  }
  for (const auto& [name, offset] : english.plural_offsets) {
    auto it = translation.plural_offsets.find(name);
    if (it != translation.plural_offsets.end() && it->second != offset) {
      problems.push_back({fmt::format("plural '{}' has offset {} here but {} in English", name,
                                      it->second, offset),
                          {},
                          translation.first_use.at(name)});
    }
  }
  for (const auto& [tag, _] : english.tags) {
    if (!translation.tags.count(tag)) {
      problems.push_back({fmt::format("missing tag '<{}>' of the English message", tag),
                          fmt::format("wrap the matching words in <{0}>...</{0}>", tag), 0});
    }
  }
  for (const auto& [tag, at] : translation.tags) {
    if (!english.tags.count(tag)) {
      problems.push_back({fmt::format("tag '<{}>' is not in the English message", tag),
                          "keep the English tags", at});
    }
  }
  return problems;
}

std::map<std::string, std::string> typescript_parameters(const Signature& signature) {
  std::map<std::string, std::string> out;
  for (const auto& [name, forms] : signature.forms) {
    bool number = false, date = false, select = false;
    for (const auto& form : forms) {
      number |= form == "plural" || form == "selectordinal" || form.starts_with("number");
      date |= form.starts_with("date") || form.starts_with("time");
      select |= form == "select";
    }
    out[name] = number ? "number" : date ? "Date | number" : select ? "string" : "string | number";
  }
  for (const auto& [tag, _] : signature.tags) out.emplace(tag, "TagFormatter");
  return out;
}

}  // namespace lobbykit::i18n
