#include "content/music_emitter.h"

#include "codegen/typescript.h"

namespace lobbykit {

namespace {

using Json = nlohmann::ordered_json;

constexpr std::string_view kTypes =
    "import type { LocaleTag } from './locales';\n"
    "\n"
    "export type MusicCodec = 'opus' | 'vorbis' | 'mp3' | 'aac';\n"
    "\n"
    "export interface MusicTrack {\n"
    "  readonly id: string;\n"
    "  /** relative to the site root: media/music/<id>.<contenthash>.<ext> */\n"
    "  readonly src: string;\n"
    "  /** MIME type for <audio>/<source type>, e.g. 'audio/ogg; codecs=opus', 'audio/mpeg', "
    "'audio/aac' */\n"
    "  readonly mime: string;\n"
    "  readonly codec: MusicCodec;\n"
    "  readonly durationMs: number;\n"
    "  readonly bytes: number;\n"
    "  readonly artist: string;\n"
    "  /** 'en' always; any other locale shows 'en' */\n"
    "  readonly title: { readonly en: string } & Readonly<Partial<Record<LocaleTag, string>>>;\n"
    "}\n"
    "\n";

}  // namespace

std::string music_media_path(const MusicTrack& track) {
  return "media/music/" + track.id + "." + track.hash.substr(0, 10) + "." +
         std::string(audio_codec_extension(track.audio.codec));
}

void emit_music(const std::vector<MusicTrack>& tracks, OutputTree& out) {
  Json list = Json::array();
  for (const auto& track : tracks) {
    Json titles = Json::object();
    for (const auto& title : track.titles) titles[title.language] = title.text;
    const std::string path = music_media_path(track);
    list.push_back({{"id", track.id},
                    {"src", path},
                    {"mime", audio_codec_mime(track.audio.codec)},
                    {"codec", audio_codec_name(track.audio.codec)},
                    {"durationMs", track.audio.duration_ms},
                    {"bytes", track.bytes.size()},
                    {"artist", track.artist},
                    {"title", std::move(titles)}});
    out.add(path, track.bytes, track.hash);
  }
  out.add("music.ts", typescript::notice() + std::string(kTypes) +
                          typescript::const_declaration("tracks", "readonly MusicTrack[]", list));
}

}  // namespace lobbykit
