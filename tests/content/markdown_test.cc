// The Markdown compiler: every node kind CommonMark makes, what becomes text
// (raw HTML, images, links the app must not follow), and where it warns.
#include "content/markdown.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace lobbykit {
namespace {

using Json = nlohmann::ordered_json;

/// The compiled tree as JSON text, as rich-text.ts holds it.
std::string tree(std::string_view markdown) {
  return rich_text_json(compile_markdown(markdown).blocks).dump();
}

std::vector<std::string> warnings(std::string_view markdown) {
  std::vector<std::string> out;
  for (const auto& note : compile_markdown(markdown).warnings)
    out.push_back(std::to_string(note.line) + ":" + std::to_string(note.column) + " " +
                  note.message);
  return out;
}

TEST(Markdown, CompilesAParagraphWithEmphasisStrongCodeAndBreaks) {
  EXPECT_EQ(tree("Plain *em* **strong** `x < y`\nsoft  \nhard"),
            R"([{"t":"p","c":[{"t":"text","v":"Plain "},{"t":"em","c":[{"t":"text","v":"em"}]},)"
            R"({"t":"text","v":" "},{"t":"strong","c":[{"t":"text","v":"strong"}]},)"
            R"({"t":"text","v":" "},{"t":"code","v":"x < y"},{"t":"text","v":"\nsoft"},)"
            R"({"t":"br"},{"t":"text","v":"hard"}]}])");
  EXPECT_TRUE(warnings("Plain *em* **strong** `x < y`").empty());
}

TEST(Markdown, JoinsTheTextLibcmarkSplitsAtPossibleMarkup) {
  EXPECT_EQ(tree("a [b * c ] d_e"), R"([{"t":"p","c":[{"t":"text","v":"a [b * c ] d_e"}]}])");
}

TEST(Markdown, MapsHeadingLevelsToTwoThreeAndFour) {
  EXPECT_EQ(tree("# one\n## two\n### three\n#### four\n##### five\n###### six\nSetext\n==="),
            R"([{"t":"h","level":2,"c":[{"t":"text","v":"one"}]},)"
            R"({"t":"h","level":2,"c":[{"t":"text","v":"two"}]},)"
            R"({"t":"h","level":3,"c":[{"t":"text","v":"three"}]},)"
            R"({"t":"h","level":4,"c":[{"t":"text","v":"four"}]},)"
            R"({"t":"h","level":4,"c":[{"t":"text","v":"five"}]},)"
            R"({"t":"h","level":4,"c":[{"t":"text","v":"six"}]},)"
            R"({"t":"h","level":2,"c":[{"t":"text","v":"Setext"}]}])");
}

TEST(Markdown, CompilesListsNestedListsAndTheirStart) {
  EXPECT_EQ(tree("- a\n  - b\n- c\n\n3. x\n4. y"),
            R"([{"t":"ul","items":[[{"t":"p","c":[{"t":"text","v":"a"}]},)"
            R"({"t":"ul","items":[[{"t":"p","c":[{"t":"text","v":"b"}]}]]}],)"
            R"([{"t":"p","c":[{"t":"text","v":"c"}]}]]},)"
            R"({"t":"ol","start":3,"items":[[{"t":"p","c":[{"t":"text","v":"x"}]}],)"
            R"([{"t":"p","c":[{"t":"text","v":"y"}]}]]}])");
  EXPECT_EQ(tree("1) one"),
            R"([{"t":"ol","start":1,"items":[[{"t":"p","c":[{"t":"text","v":"one"}]}]]}])");
}

TEST(Markdown, CompilesQuotesCodeBlocksAndRules) {
  EXPECT_EQ(tree("> quoted\n> > deeper\n\n```js\nalert(1)\n```\n\n    indented\n\n***"),
            R"([{"t":"quote","c":[{"t":"p","c":[{"t":"text","v":"quoted"}]},)"
            R"({"t":"quote","c":[{"t":"p","c":[{"t":"text","v":"deeper"}]}]}]},)"
            R"({"t":"pre","v":"alert(1)\n"},{"t":"pre","v":"indented\n"},{"t":"hr"}])");
}

TEST(Markdown, KeepsHttpHttpsAndAppRouteLinks) {
  EXPECT_EQ(tree("[a](https://example.com/x?y=1#z) [b](HTTP://example.com) [c](#/pages/Wallet/Wallet)"),
            R"([{"t":"p","c":[{"t":"link","href":"https://example.com/x?y=1#z","c":[{"t":"text","v":"a"}]},)"
            R"({"t":"text","v":" "},{"t":"link","href":"HTTP://example.com","c":[{"t":"text","v":"b"}]},)"
            R"({"t":"text","v":" "},{"t":"link","href":"#/pages/Wallet/Wallet","c":[{"t":"text","v":"c"}]}]}])");
  EXPECT_EQ(tree("[**bold** link](https://example.com)"),
            R"([{"t":"p","c":[{"t":"link","href":"https://example.com","c":[)"
            R"({"t":"strong","c":[{"t":"text","v":"bold"}]},{"t":"text","v":" link"}]}]}])");
}

TEST(Markdown, KeepsAnHttpsAutolinkAndAnEmptyLinkShowsItsAddress) {
  EXPECT_EQ(tree("<https://example.com/a>"),
            R"([{"t":"p","c":[{"t":"link","href":"https://example.com/a","c":[{"t":"text","v":"https://example.com/a"}]}]}])");
  EXPECT_EQ(tree("[](https://example.com)"),
            R"([{"t":"p","c":[{"t":"link","href":"https://example.com","c":[{"t":"text","v":"https://example.com"}]}]}])");
}

TEST(Markdown, ABlockOfRawHtmlIsItsSourceAsText) {
  EXPECT_EQ(tree("<script>alert(1)</script>"),
            R"([{"t":"p","c":[{"t":"text","v":"<script>alert(1)</script>"}]}])");
  EXPECT_EQ(tree("<div onclick=\"alert(1)\">\nhi\n</div>"),
            R"([{"t":"p","c":[{"t":"text","v":"<div onclick=\"alert(1)\">\nhi\n</div>"}]}])");
  EXPECT_EQ(warnings("text\n\n<script>alert(1)</script>"),
            std::vector<std::string>{"3:1 raw HTML is shown as text, not applied"});
}

TEST(Markdown, InlineRawHtmlIsItsSourceAsText) {
  EXPECT_EQ(tree("a <script>alert(1)</script> b"),
            R"([{"t":"p","c":[{"t":"text","v":"a <script>alert(1)</script> b"}]}])");
  EXPECT_EQ(tree("x <img src=x onerror=alert(1)> y"),
            R"([{"t":"p","c":[{"t":"text","v":"x <img src=x onerror=alert(1)> y"}]}])");
  EXPECT_EQ(warnings("x <img src=x onerror=alert(1)>"),
            std::vector<std::string>{
                "1:3 raw HTML '<img src=x onerror=alert(1)>' is shown as text, not applied"});
  EXPECT_EQ(tree("<img src=x onerror=alert(1)>"),
            R"([{"t":"p","c":[{"t":"text","v":"<img src=x onerror=alert(1)>"}]}])");
}

TEST(Markdown, AnImageBecomesItsAltText) {
  EXPECT_EQ(tree("see ![a *red* dot](https://example.com/dot.png \"t\") here"),
            R"([{"t":"p","c":[{"t":"text","v":"see a red dot here"}]}])");
  EXPECT_EQ(tree("![x](javascript:alert(1))"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(tree("![](https://example.com/a.png)"), R"([{"t":"p","c":[]}])");
  EXPECT_EQ(warnings("see ![dot](a.png)").size(), 1u);
}

TEST(Markdown, AJavascriptLinkKeepsItsTextAndLosesTheLink) {
  EXPECT_EQ(tree("[x](javascript:alert(1))"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(warnings("[x](javascript:alert(1))"),
            std::vector<std::string>{"1:1 link 'javascript:alert(1)' has the scheme "
                                     "'javascript:', which is not allowed: its text is kept "
                                     "without the link"});
  EXPECT_EQ(tree("[x](JaVaScRiPt:alert(1))"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(tree("**[bold *x*](vbscript:msgbox)**"),
            R"([{"t":"p","c":[{"t":"strong","c":[{"t":"text","v":"bold "},{"t":"em","c":[{"t":"text","v":"x"}]}]}]}])");
}

TEST(Markdown, EntityEncodedAndEscapedSchemesAreDecodedBeforeTheCheck) {
  EXPECT_EQ(tree("[x](&#106;avascript:alert(1))"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(tree("[x](&#x6A;avascript&colon;alert(1))"),
            R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(tree("[x](java\\script:alert(1))"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(tree("[x](<java\tscript:alert(1)>)"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(tree("[x](<  javascript:alert(1)>)"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
  EXPECT_EQ(tree("[x](<https://a.example/&#10;b>)"), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])");
}

TEST(Markdown, DataMailtoRelativeAndProtocolRelativeLinksLoseTheLink) {
  for (const char* markdown :
       {"[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", "[x](mailto:a@b.c)",
        "[x](//evil.example)", "[x](/pages/Wallet)", "[x](wallet.html)", "[x](https:evil.example)",
        "[x](https:///evil.example)", "[x](#top)", "[x]()"}) {
    EXPECT_EQ(tree(markdown), R"([{"t":"p","c":[{"t":"text","v":"x"}]}])") << markdown;
    EXPECT_EQ(warnings(markdown).size(), 1u) << markdown;
  }
  EXPECT_EQ(tree("<mailto:a@b.c> <a@b.c>"),
            R"([{"t":"p","c":[{"t":"text","v":"mailto:a@b.c a@b.c"}]}])");
  EXPECT_EQ(tree("<javascript:alert(1)>"),
            R"([{"t":"p","c":[{"t":"text","v":"javascript:alert(1)"}]}])");
}

TEST(Markdown, ReferenceLinksAreCheckedAsInlineOnes) {
  EXPECT_EQ(tree("[ok][a] [bad][b]\n\n[a]: https://example.com\n[b]: javascript:alert(1)"),
            R"([{"t":"p","c":[{"t":"link","href":"https://example.com","c":[{"t":"text","v":"ok"}]},)"
            R"({"t":"text","v":" bad"}]}])");
}

TEST(Markdown, WarnsAtTheLineAndColumnOfWhatItDrops) {
  EXPECT_EQ(warnings("# Title\n\nSee [x](javascript:y) and <b>z</b>."),
            (std::vector<std::string>{
                "3:5 link 'javascript:y' has the scheme 'javascript:', which is not allowed: its "
                "text is kept without the link",
                "3:26 raw HTML '<b>' is shown as text, not applied",
                "3:30 raw HTML '</b>' is shown as text, not applied"}));
}

TEST(Markdown, EscapesControlCharactersItQuotes) {
  auto notes = warnings("[x](<a\x01:b>)");
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("a\\x01:b"), std::string::npos) << notes[0];
}

TEST(Markdown, RefusesTextNestedTooDeep) {
  std::string deep(kMaxMarkdownNesting + 5, '>');
  CompiledMarkdown compiled = compile_markdown(deep + " x");
  ASSERT_TRUE(compiled.error);
  EXPECT_TRUE(compiled.blocks.empty());
  std::string fine(kMaxMarkdownNesting - 3, '>');
  EXPECT_FALSE(compile_markdown(fine + " x").error);
}

TEST(Markdown, AnEmptyTextIsNoBlocks) { EXPECT_EQ(tree(""), "[]"); }

TEST(SafeHref, AcceptsOnlyHttpHttpsWithAHostAndAppRoutes) {
  for (const char* href : {"https://example.com", "http://example.com/a", "HTTPS://EXAMPLE.COM",
                           "https://example.com:8443/a?b#c", "#/pages/Wallet/Wallet", "#/"}) {
    EXPECT_EQ(unsafe_href_reason(href), "") << href;
  }
  for (const char* href :
       {"javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:x", "data:text/html,x",
        "mailto:a@b.c", "file:///etc/passwd", "//evil.example", "/relative", "relative",
        "https:evil.example", "https://", "https:///x", "https://?x", " https://example.com",
        "https://exa mple.com", "java\tscript:alert(1)", "https://a\x7f", "https:\\\\evil.example",
        "#top", "", "1http://x", "#\n/x"}) {
    EXPECT_NE(unsafe_href_reason(href), "") << href;
  }
}

}  // namespace
}  // namespace lobbykit
