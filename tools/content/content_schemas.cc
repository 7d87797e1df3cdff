#include "content/content_schemas.h"

namespace lobbykit {

using namespace schema;

namespace {

NodePtr milliseconds(std::string description) {
  return integer(std::move(description) + " (milliseconds)", 0);
}
NodePtr pixels(std::string description) {
  return integer(std::move(description) + " (CSS pixels)", 1);
}
NodePtr image_path(std::string description) {
  return text(std::move(description) + "; relative to this file's folder", Format::kRelativePath);
}

NodePtr image_role(std::string description) {
  return object(std::move(description),
                {
                    required("width", pixels("Width at 1x")),
                    required("height", pixels("Height at 1x")),
                    required("densities", list("Pixel densities made, e.g. [1, 2] for 1x and 2x",
                                               integer("Density", 1, 4), 1, true)),
                });
}

NodePtr environment() {
  return object(
      "Where the app reaches the operator in one environment",
      {
          required(
              "apiBaseUrl",
              text("Base URL of the operator API (calls are POSTed to base + path)", Format::kUrl)),
          required("socketUrl", text("URL of the operator's websocket", Format::kUrl)),
          optional("imageDomain",
                   text("Where game images are served from, if not the site itself", Format::kUrl)),
      });
}

NodePtr site_root() {
  return object(
      "Site constants: operator, versions, endpoints and the numbers of SPEC §9",
      {
          required("operatorId",
                   integer("Operator id, sent as operatorId and used to pick endpoints", 1)),
          required("appVersion", text("App version shown in About", Format::kVersion)),
          required("appVersionCode", integer("Numeric app version", 1)),
          required("areaCode", integer("Default telephone area code", 1, 999)),
          required("defaultCurrency",
                   text("Currency abbr shown to a new player", Format::kCurrencyCode)),
          required("defaultTheme", text("Theme a first visit uses", Format::kText)),
          required("defaultLanguage",
                   text("Language used when nothing else matches", Format::kText)),
          required("defaultChannelId", integer("Channel id sent when none is given", 0)),
          required("environments",
                   object("Endpoints per environment; base URLs are configuration, not code",
                          {
                              required("development", environment()),
                              required("production", environment()),
                          })),
          required(
              "layout",
              object("Layout sizes",
                     {
                         required("desktopBreakpoint",
                                  pixels("Width from which the desktop layout and sidebar show")),
                         required("sidebarWidth", pixels("Sidebar width")),
                         required("topBarHeight", pixels("Top bar height at every width")),
                         required("navHeight", pixels("Navigation height")),
                         required("navHeightWithInstallBanner",
                                  pixels("Navigation height while the install banner shows")),
                         required("drawerMaxWidth", pixels("Largest drawer width")),
                         required("gridColumns", integer("Columns of the layout grid", 1)),
                         required("gridBreakpoints", list("Grid breakpoints (CSS pixels)",
                                                          integer("Breakpoint", 1), 1, true)),
                     })),
          required(
              "socket",
              object(
                  "Websocket timing",
                  {
                      required("keepaliveMs", milliseconds("Interval between keepalive messages")),
                      required("reconnectMs",
                               milliseconds("Delay before reconnecting after an error or close")),
                  })),
          required(
              "app",
              object(
                  "The installable app: what the web app manifest says",
                  {
                      required("name", text("Full name, shown when installed")),
                      required("shortName", text("Name under the home-screen icon (12 characters "
                                                 "or fewer shows whole)")),
                      required("description", text("One sentence on what the app is")),
                      required("themeColour",
                               text("Colour of the browser's bars", Format::kHexColour)),
                      required("backgroundColour",
                               text("Splash-screen background while the app starts; also fills "
                                    "the maskable icon's safe-zone margin",
                                    Format::kHexColour)),
                      required("icon", image_path("Square app icon, PNG, at least 512 px; "
                                                  "rendered at 192 and 512 px and as a maskable "
                                                  "512 px icon")),
                  })),
          required(
              "security",
              object("How the site is served: the Content-Security-Policy's sources",
                     {
                         required("gameOrigins",
                                  list("Origins of the game servers the lobby frames (frame-src); "
                                       "the site's own origin is always allowed",
                                       text("Origin", Format::kOrigin), 0, true)),
                         required("supportOrigins",
                                  list("Origins of the live-support chat (frame-src)",
                                       text("Origin", Format::kOrigin), 0, true)),
                     })),
          required(
              "tracking",
              object("Player-action tracking (SPEC §7: click_deposit, click_login_btn, "
                     "click_register_btn)",
                     {
                         required("sink", text("Where each event is posted as JSON "
                                               "{event, userId?, at}; the sandbox's /api/track "
                                               "records them",
                                               Format::kUrl)),
                     })),
          required("installPrompt",
                   object("App install banner",
                          {
                              required("suppressMs",
                                       milliseconds("How long a dismissed banner stays hidden")),
                          })),
          required(
              "wheel",
              object("Prize wheel",
                     {
                         required("turns", integer("Full turns per spin", 1)),
                         required("durationMs", milliseconds("Length of a spin")),
                         required("startDelayMs", milliseconds("Delay before rotation starts")),
                         required("doneDelayMs",
                                  milliseconds("Delay between the stop and the done event")),
                         required("size", pixels("Default wheel size")),
                     })),
          required(
              "verificationTimer",
              object("Verification-code timer",
                     {
                         required("seconds", integer("Seconds before a code can be resent", 1)),
                     })),
          required("pagination",
                   object(
                       "Pagination",
                       {
                           required("pageSize", integer("Default page size", 1)),
                           required("pageSizeChoices", list("Page sizes a player can choose",
                                                            integer("Page size", 1), 1, true)),
                           required("pageButtons", integer("Page-number buttons shown at most", 1)),
                       })),
          required("input",
                   object("Text input",
                          {
                              required("maxLength", integer("Longest text a field accepts", 1)),
                          })),
          required(
              "timing",
              object(
                  "Animation and feedback timing",
                  {
                      required("countUpMs", milliseconds("Count-up animation")),
                      required("countdownTickMs", milliseconds("Countdown tick")),
                      required("buttonThrottleMs", milliseconds("Repeat presses ignored within")),
                      required("popupAnimationMs", milliseconds("Popup open and close animation")),
                      required("toastMs", milliseconds("Default toast duration")),
                      required("messagePopupMs", milliseconds("Message popup duration")),
                      required("bonusFlashMs", milliseconds("Bonus box flash")),
                      required("balanceRefreshAnimationMs",
                               milliseconds("Balance refresh icon animation")),
                      required("recoverDelayMs",
                               milliseconds("Delay before the one-tap recover call")),
                      required("signedInActionDelayMs",
                               milliseconds("Delay before a signed-in sidebar action")),
                  })),
          required("timeouts",
                   object("Network and page-load time-outs",
                          {
                              required("networkMs",
                                       milliseconds("A call not answered within this is rejected")),
                              required("loadingIndicatorDelayMs",
                                       milliseconds("A call's loading indicator shows after")),
                              required("pageLoadDelayMs",
                                       milliseconds("A page's loading view shows after")),
                              required("pageLoadTimeoutMs",
                                       milliseconds("A page's error view shows after")),
                              required("chunkLoadTimeoutMs",
                                       milliseconds("A script chunk fails to load after")),
                          })),
          required(
              "balance",
              object("Balances",
                     {
                         required("minorUnitsPerUnit",
                                  integer("Minor units in one unit (balances are integers)", 1)),
                         required("decimals",
                                  integer("Decimals shown when a currency does not say", 0, 8)),
                     })),
          required(
              "blurhash",
              object("BlurHash placeholders",
                     {
                         required("canvasWidth",
                                  pixels("Width of the canvas a placeholder is decoded into")),
                         required("canvasHeight", pixels("Height of that canvas")),
                         required("maxDecodesPerFrame",
                                  integer("Placeholder decodes per animation frame at most", 1)),
                         required("componentsX", integer("Horizontal components", 1, 9)),
                         required("componentsY", integer("Vertical components", 1, 9)),
                     })),
          required(
              "images",
              object(
                  "How game thumbnails, vendor logos and avatars are made into WebP thumbnails",
                  {
                      required("quality", integer("WebP quality", 0, 100)),
                      required("effort",
                               integer("WebP effort (libwebp method): 0 fast to 6 small", 0, 6)),
                      optional("filterStrength",
                               integer("WebP deblocking filter strength (libwebp filter_strength): "
                                       "0 off to 100, default 80",
                                       0, 100)),
                      required(
                          "maxPixels",
                          integer(
                              "Largest source image accepted, in pixels (checked from its header)",
                              1)),
                      required("cacheLimitMb", integer("Size of the thumbnail cache folder before "
                                                       "old entries are evicted (MiB)",
                                                       1)),
                      required("gameCard", image_role("Game card thumbnail (cropped to fill, "
                                                      "around the game's focal point)")),
                      required("vendorLogo",
                               image_role("Vendor logo (fitted inside, never cropped)")),
                      required("avatar", image_role("Avatar (cropped to fill, centred)")),
                      optional("promotionBanner",
                               image_role("Promotion banner (cropped to fill where the art "
                                          "shows the most); default 640x320 at 1x and 2x")),
                  })),
          required(
              "platforms",
              object(
                  "Platform codes of a player's account",
                  {
                      required("hideLiveSupport", list("Platforms on which Live Support is hidden",
                                                       integer("Platform", 0), 0, true)),
                      required(
                          "icons",
                          list("Currency icon per platform",
                               object("A group of platforms sharing an icon",
                                      {
                                          required("platforms",
                                                   list("Platform codes", integer("Platform", 0), 1,
                                                        true)),
                                          required("icon", one_of("Icon name",
                                                                  {"coins", "yuan", "gold-coin"})),
                                      }))),
                      required("defaultIcon", one_of("Icon for every other platform",
                                                     {"coins", "yuan", "gold-coin"})),
                  })),
      });
}

NodePtr categories_root() {
  return object(
      "Game categories, in side-menu order",
      {
          required("categories",
                   list("Categories",
                        object("A category",
                               {
                                   required("id", text("Unique id", Format::kId)),
                                   required("name", text("Name in the catalogue")),
                                   required("labelKey", text("Translation key of its label",
                                                             Format::kTranslationKey)),
                                   required("icon", image_path("Icon (SVG or PNG)")),
                                   optional("lobby", boolean("The Lobby pseudo-category: has no "
                                                             "games, skipped by the side menu")),
                               }),
                        1)),
      });
}

NodePtr vendor_root() {
  return object("A game vendor (studio)", {
                                              required("id", text("Unique id", Format::kId)),
                                              required("name", text("Display name")),
                                              required("logo", image_path("Logo image")),
                                          });
}

NodePtr game_root() {
  return object(
      "A game",
      {
          required("id", text("Unique id", Format::kId)),
          required("name", text("Display name")),
          required("vendor", text("Vendor id", Format::kId)),
          required("category", text("Category id", Format::kId)),
          required("hot", boolean("Listed among the hot games")),
          optional("tags", list("Search and filter tags", text("Tag", Format::kId), 0, true)),
          required("launchId", text("The id the vendor launches the game by")),
          required("thumbnail", image_path("Source artwork (PNG, JPEG or WebP)")),
          optional("focus", object("Focal point kept when the artwork is cropped",
                                   {
                                       required("x", number("From the left edge, 0 to 1", 0, 1)),
                                       required("y", number("From the top edge, 0 to 1", 0, 1)),
                                   })),
      });
}

NodePtr currencies_root() {
  return object(
      "Currencies, the default one first",
      {
          required(
              "currencies",
              list("Currencies",
                   object("A currency",
                          {
                              required("id", integer("Unique id", 1)),
                              required("abbr", text("Code", Format::kCurrencyCode)),
                              required("mark", text("Symbol shown beside amounts")),
                              required("name", text("Name in the catalogue")),
                              required("nameKey", text("Translation key of its name",
                                                       Format::kTranslationKey)),
                              required("type",
                                       integer("Type: 1 ordinary; 999, 444 and 555 special", 0)),
                              required("digits", integer("Decimals shown", 0, 8)),
                              required("rate", number("Value of one unit in the default currency "
                                                      "(converted = amount / rate)",
                                                      0)),
                              required("icon", image_path("Icon")),
                              required("methods",
                                       list("Deposit methods, by their id in paymentMethods",
                                            text("Method", Format::kId), 1, true)),
                          }),
                   1)),
          required("paymentMethods",
                   list("Deposit methods that currencies name in their methods",
                        object("A deposit method",
                               {
                                   required("id", text("Unique id", Format::kId)),
                                   required("labelKey", text("Translation key of its label",
                                                             Format::kTranslationKey)),
                               }),
                        1)),
      });
}

NodePtr avatars_root() {
  return object(
      "Player avatars 1 to 21",
      {
          required("avatars", list("Avatars",
                                   object("An avatar",
                                          {
                                              required("id", integer("Avatar id (headId)", 1, 21)),
                                              required("image", image_path("Image")),
                                          }),
                                   1)),
      });
}

NodePtr banks_root() {
  return object(
      "The banks and wallets of one region",
      {
          required("region", text("ISO 3166-1 alpha-2 code", Format::kRegionCode)),
          required("name", text("Region name")),
          required("currency", text("Currency abbr", Format::kCurrencyCode)),
          required(
              "banks",
              list("Banks",
                   object("A bank or wallet",
                          {
                              required("bankCode", text("Code, unique in this list")),
                              required("bankName", text("Name")),
                              optional("bankType", text("Kind of institution", Format::kUpperId)),
                              optional("status", integer("1 available, 0 unavailable", 0, 1)),
                          }),
                   1)),
      });
}

NodePtr reward(std::string description) {
  return decimal(
      std::move(description) + ", in the reward currency (major units, at most 2 decimals)", 2, 0,
      1'000'000'000);
}

NodePtr vip_root() {
  return object(
      "The VIP club: its levels from VIP 0, the perks each gives and its rewards",
      {
          required("currency", text("Currency abbr of every reward, and what VIP points count "
                                    "(one point per whole unit staked, converted by the rates "
                                    "of currencies.yaml)",
                                    Format::kCurrencyCode)),
          required(
              "perks",
              list("Perks the levels give",
                   object("A perk",
                          {
                              required("id", text("Unique id", Format::kId)),
                              required("titleKey", text("Translation key of its title",
                                                        Format::kTranslationKey)),
                              required("descriptionKey", text("Translation key of what it gives",
                                                              Format::kTranslationKey)),
                          }))),
          required(
              "levels",
              list("Levels, from VIP 0 (0 points) up, each needing more points than the last",
                   object("A level",
                          {
                              required("level", integer("Level number: 0, 1, 2, ...", 0, 100)),
                              required("points", integer("VIP points that reach it", 0)),
                              required("nameKey", text("Translation key of its name",
                                                       Format::kTranslationKey)),
                              required("perks", list("Perks it gives, by their id in perks",
                                                     text("Perk", Format::kId), 0, true)),
                              required("levelUpReward",
                                       reward("Credited once when a player first reaches it")),
                              required("birthdayReward",
                                       reward("Credited on a player's birthday at this level")),
                              optional("rebate",
                                       map("Betting rebate: percent of each real stake given "
                                           "back, by category id of categories.yaml (an "
                                           "unlisted category is 0)",
                                           decimal("Percent of the stake (at most 2 decimals)", 2,
                                                   0, 100),
                                           0)),
                          }),
                   1)),
      });
}

NodePtr utc_time(std::string description) {
  return text(std::move(description) + ", in UTC: 2026-11-01T00:00:00Z");
}

NodePtr promotion_text() {
  return object(
      "The promotion in one language",
      {
          required("title", text("Plain text, 1 to 80 characters")),
          required("summary", text("Plain text, 1 to 200 characters: what the list shows")),
          required("body", text("CommonMark: headings, paragraphs, lists, quotes, **bold**, "
                                "*italic*, `code` and links to https:// addresses or app routes "
                                "('#/...'); raw HTML and images are shown as text")),
          optional("terms", text("The terms, in CommonMark as the body")),
      });
}

NodePtr promotion_root() {
  return object(
      "A promotion of the Bonus tab; its id is the file's name",
      {
          required("banner", image_path("Banner artwork (PNG, JPEG or WebP), best 2:1 and at "
                                        "least 1280x640; cropped to 2:1")),
          required("start", utc_time("When it starts")),
          required("end", utc_time("When it ends (after the start)")),
          required("applicable",
                   boolean("Players apply for it (/apply/activity); false: informational")),
          required("order", integer("List order, lower first (ties by id)")),
          required("text", map("Its text per language (a language of i18n/); 'en' is required",
                               promotion_text())),
      });
}

NodePtr content_page_root() {
  return object(
      "A content page of the app (faq, about); its id is the file's name",
      {
          required(
              "text",
              map("Its text per language (a language of i18n/); 'en' is required",
                  object("The page in one language",
                         {
                             required("title", text("Plain text, 1 to 80 characters: the "
                                                    "page's heading")),
                             required("body", text("CommonMark, as a promotion's body: "
                                                   "headings, paragraphs, lists, quotes, "
                                                   "**bold**, *italic*, `code` and links to "
                                                   "https:// addresses or app routes ('#/...')")),
                         }))),
      });
}

NodePtr tasks_root() {
  return object(
      "The task centre: what a player does to earn each task's reward",
      {
          required("taskCentre", boolean("Whether the task centre is on until an operator "
                                         "switches it (the default of /general/reward's switch)")),
          required("currency",
                   text("Currency abbr of every reward, and the one stake goals count in",
                        Format::kCurrencyCode)),
          required(
              "tasks",
              list("The tasks, in the order the app lists them",
                   object("A task",
                          {
                              required("id", integer("Unique, stable id (the rewardId claims "
                                                     "name; never reuse one)",
                                                     1, 1'000'000)),
                              required("key", text("Unique key: the /general/reward entry",
                                                   Format::kCamelName)),
                              required("kind", one_of("What counts towards the goal",
                                                      {"deposit", "stake", "signin", "spin",
                                                       "bind-mobile", "profile"})),
                              required("goal", number("A count of deposits, sign-ins or spins; "
                                                      "an amount of currency for stake (at "
                                                      "most 2 decimals); 1 for bind-mobile "
                                                      "and profile",
                                                      std::nullopt, 1'000'000'000)),
                              required("reward", decimal("Credited once when the player claims "
                                                         "it, in currency (more than 0, at most "
                                                         "2 decimals)",
                                                         2, std::nullopt, 1'000'000'000)),
                              required("novice", boolean("Listed in the bonus box's novice-task "
                                                         "panel")),
                              required("titleKey", text("Translation key of its title",
                                                        Format::kTranslationKey)),
                              required("descriptionKey", text("Translation key of what to do",
                                                              Format::kTranslationKey)),
                          }))),
      });
}

NodePtr music_root() {
  return object(
      "The music player's playlist, in the order it plays",
      {
          required(
              "tracks",
              list("The tracks, in play order",
                   object("A track",
                          {
                              required("id", text("Unique, stable id; the published file is "
                                                  "named after it",
                                                  Format::kId)),
                              required("file", text("The audio file, relative to this file's "
                                                    "folder: Ogg Opus (.opus), Ogg Vorbis (.ogg), "
                                                    "MP3 (.mp3) or AAC in ADTS frames (.aac), at "
                                                    "most 16 MiB; read by its bytes, not its name",
                                                    Format::kRelativePath)),
                              required("artist", text("Who made it, as the player shows it "
                                                      "(plain text, 1 to 80 characters)")),
                              required("title",
                                       map("Its title per language (a language of i18n/), plain "
                                           "text, 1 to 80 characters; 'en' is required",
                                           text("The title in this language"))),
                          }),
                   1)),
      });
}

}  // namespace

const ContentKind& site_kind() {
  static const ContentKind kind{"site", "Lobbykit site constants", site_root()};
  return kind;
}
const ContentKind& categories_kind() {
  static const ContentKind kind{"categories", "Lobbykit game categories", categories_root()};
  return kind;
}
const ContentKind& vendor_kind() {
  static const ContentKind kind{"vendor", "Lobbykit game vendor", vendor_root()};
  return kind;
}
const ContentKind& game_kind() {
  static const ContentKind kind{"game", "Lobbykit game", game_root()};
  return kind;
}
const ContentKind& currencies_kind() {
  static const ContentKind kind{"currencies", "Lobbykit currencies", currencies_root()};
  return kind;
}
const ContentKind& avatars_kind() {
  static const ContentKind kind{"avatars", "Lobbykit avatars", avatars_root()};
  return kind;
}
const ContentKind& banks_kind() {
  static const ContentKind kind{"banks", "Lobbykit bank list", banks_root()};
  return kind;
}

const ContentKind& vip_kind() {
  static const ContentKind kind{"vip", "Lobbykit VIP club", vip_root()};
  return kind;
}

const ContentKind& promotion_kind() {
  static const ContentKind kind{"promotion", "Lobbykit promotion", promotion_root()};
  return kind;
}

const ContentKind& tasks_kind() {
  static const ContentKind kind{"tasks", "Lobbykit task centre", tasks_root()};
  return kind;
}

const ContentKind& music_kind() {
  static const ContentKind kind{"music", "Lobbykit music playlist", music_root()};
  return kind;
}

const ContentKind& content_page_kind() {
  static const ContentKind kind{"page", "Lobbykit content page", content_page_root()};
  return kind;
}

std::vector<const ContentKind*> all_content_kinds() {
  return {&site_kind(),       &categories_kind(), &vendor_kind(),       &game_kind(),
          &currencies_kind(), &avatars_kind(),    &banks_kind(),        &vip_kind(),
          &tasks_kind(),      &promotion_kind(),  &content_page_kind(), &music_kind()};
}

}  // namespace lobbykit
