#!/usr/bin/env python3
"""Make the demo playlist: content/music/*.opus and *.mp3 and content/music.yaml.

Three short, quiet loops for the lobby's music player, synthesised here
(additive sine voices with soft envelopes, a slow chord cycle and an
arpeggio; deterministic) as 16-bit PCM and encoded by Debian's encoders:
opusenc (opus-tools) for two tracks and lame for one, so the toolchain and
the player see two codecs. Each file stays under 120 KB. Needs Python 3
(stdlib only), opusenc and lame:
    apt-get install opus-tools lame
    python3 tools/demo/make_demo_music.py
Run from the repository root. The audio is committed; builds do not run this.
"""

import math
import os
import struct
import subprocess
import sys
import wave

RATE = 48000
OUT = os.path.join("content", "music")

# A4 = 440 Hz; MIDI note numbers.
def hz(note):
    return 440.0 * 2 ** ((note - 69) / 12)


def voice(buffer, start, length, freq, gain, attack=0.02, release=0.6, partials=(1.0, 0.35, 0.12)):
    """Adds a note: a few harmonics under an attack/exponential-release envelope."""
    first = int(start * RATE)
    count = int(length * RATE)
    omega = [2 * math.pi * freq * (i + 1) / RATE for i in range(len(partials))]
    attack_n = max(1, int(attack * RATE))
    for n in range(count):
        index = first + n
        if index >= len(buffer):
            break
        if n < attack_n:
            env = n / attack_n
        else:
            env = math.exp(-(n - attack_n) / (release * RATE))
        sample = 0.0
        for w, p in zip(omega, partials):
            sample += p * math.sin(w * n)
        buffer[index] += gain * env * sample


def pad(buffer, start, length, notes, gain):
    """A soft chord that swells in and out over `length` seconds."""
    first = int(start * RATE)
    count = int(length * RATE)
    omegas = [2 * math.pi * hz(note) / RATE for note in notes]
    for n in range(count):
        index = first + n
        if index >= len(buffer):
            break
        env = math.sin(math.pi * n / count) ** 2
        sample = sum(math.sin(w * n) + 0.2 * math.sin(2 * w * n + 0.3) for w in omegas)
        buffer[index] += gain * env * sample / len(omegas)


def render(seconds, tempo, chords, pattern, arp_gain, pad_gain, bass_gain, release):
    buffer = [0.0] * int(seconds * RATE)
    beat = 60.0 / tempo
    bar = 4 * beat
    bars = int(seconds / bar)
    for b in range(bars):
        chord = chords[b % len(chords)]
        t0 = b * bar
        pad(buffer, t0, bar * 1.3, chord, pad_gain)
        voice(buffer, t0, bar, hz(chord[0] - 12), bass_gain, attack=0.05, release=1.2,
              partials=(1.0, 0.2))
        for step, degree in enumerate(pattern):
            note = chord[degree % len(chord)] + 12 * (degree // len(chord))
            voice(buffer, t0 + step * beat / 2, beat * 2, hz(note + 12), arp_gain,
                  release=release)
    # fade in and out, and a gentle limiter
    fade = int(1.5 * RATE)
    for n in range(fade):
        buffer[n] *= n / fade
        buffer[-1 - n] *= n / fade
    peak = max(abs(s) for s in buffer) or 1.0
    scale = 0.7 / peak
    return [math.tanh(s * scale * 1.2) / math.tanh(1.2) * 0.8 for s in buffer]


def write_wav(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32767))
                                 for s in samples))


TRACKS = [
    {
        "id": "morning-tide",
        "codec": "opus",
        "seconds": 32,
        "tempo": 84,
        # Cmaj7, Am7, Fmaj7, G6
        "chords": [[60, 64, 67, 71], [57, 60, 64, 67], [53, 57, 60, 64], [55, 59, 62, 64]],
        "pattern": [0, 1, 2, 3, 2, 1, 0, 2],
        "release": 0.5,
    },
    {
        "id": "golden-hour",
        "codec": "mp3",
        "seconds": 26,
        "tempo": 96,
        # Dmaj, Bm, G, A
        "chords": [[62, 66, 69], [59, 62, 66], [55, 59, 62], [57, 61, 64]],
        "pattern": [0, 2, 1, 2, 0, 2, 1, 3],
        "release": 0.35,
    },
    {
        "id": "night-lights",
        "codec": "opus",
        "seconds": 36,
        "tempo": 70,
        # Am9, Fmaj7, Cmaj7, Em7
        "chords": [[57, 60, 64, 71], [53, 57, 60, 64], [48, 52, 55, 59], [52, 55, 59, 62]],
        "pattern": [0, 2, 3, 1, 4, 2, 3, 1],
        "release": 0.8,
    },
]

TITLES = {
    "morning-tide": {
        "en": "Morning Tide", "ar": "مدّ الصباح", "bn": "ভোরের জোয়ার", "de": "Morgenflut",
        "el": "Πρωινή παλίρροια", "es": "Marea matinal", "fi": "Aamun vuorovesi",
        "fr": "Marée du matin", "hi": "सुबह का ज्वार", "id": "Pasang Pagi", "it": "Marea del mattino",
        "ja": "朝の潮", "ko": "아침 물결", "ms": "Air Pasang Pagi", "nl": "Ochtendtij",
        "pl": "Poranny przypływ", "pt": "Maré da manhã", "ru": "Утренний прилив",
        "th": "กระแสน้ำยามเช้า", "tl": "Alon ng Umaga", "tr": "Sabah Gelgiti",
        "uk": "Ранковий приплив", "ur": "صبح کا جوار", "vi": "Thủy triều buổi sáng",
        "zh": "晨潮", "zh-HK": "晨潮",
    },
    "golden-hour": {
        "en": "Golden Hour", "ar": "الساعة الذهبية", "bn": "সোনালি প্রহর", "de": "Goldene Stunde",
        "el": "Χρυσή ώρα", "es": "Hora dorada", "fi": "Kultainen tunti", "fr": "Heure dorée",
        "hi": "सुनहरा पल", "id": "Jam Emas", "it": "Ora d'oro", "ja": "ゴールデンアワー",
        "ko": "황금빛 시간", "ms": "Waktu Keemasan", "nl": "Gouden uur", "pl": "Złota godzina",
        "pt": "Hora dourada", "ru": "Золотой час", "th": "ชั่วโมงสีทอง", "tl": "Gintong Oras",
        "tr": "Altın Saat", "uk": "Золота година", "ur": "سنہری گھڑی", "vi": "Giờ vàng",
        "zh": "黄金时刻", "zh-HK": "黃金時刻",
    },
    "night-lights": {
        "en": "Night Lights", "ar": "أضواء الليل", "bn": "রাতের আলো", "de": "Lichter der Nacht",
        "el": "Νυχτερινά φώτα", "es": "Luces de la noche", "fi": "Yön valot",
        "fr": "Lumières de la nuit", "hi": "रात की रोशनी", "id": "Cahaya Malam",
        "it": "Luci della notte", "ja": "夜の灯り", "ko": "밤의 불빛", "ms": "Cahaya Malam",
        "nl": "Nachtlichten", "pl": "Nocne światła", "pt": "Luzes da noite", "ru": "Ночные огни",
        "th": "แสงไฟยามค่ำคืน", "tl": "Mga Ilaw sa Gabi", "tr": "Gece Işıkları",
        "uk": "Нічні вогні", "ur": "رات کی روشنیاں", "vi": "Ánh đèn đêm", "zh": "夜之灯火",
        "zh-HK": "夜之燈火",
    },
}

ARTIST = "Lobbykit Demo Band"
MAX_BYTES = 120 * 1024


def encode(track, wav_path):
    if track["codec"] == "opus":
        path = os.path.join(OUT, track["id"] + ".opus")
        subprocess.run(["opusenc", "--quiet", "--bitrate", "20", "--cvbr", "--serial", "2026",
                        "--discard-comments", "--discard-pictures", wav_path, path], check=True)
    else:
        path = os.path.join(OUT, track["id"] + ".mp3")
        # 24 kHz mono (MPEG-2 layer III) at 32 kbit/s, with LAME's Info frame.
        subprocess.run(["lame", "--quiet", "-m", "m", "--resample", "24", "-b", "32",
                        "--noreplaygain", "--tt", TITLES[track["id"]]["en"], "--ta", ARTIST,
                        wav_path, path], check=True)
    return path


def main():
    os.makedirs(OUT, exist_ok=True)
    lines = ["# The music player's playlist, in play order (docs/content.md, \"Music\").",
             "# Made by tools/demo/make_demo_music.py.", "tracks:"]
    for track in TRACKS:
        samples = render(track["seconds"], track["tempo"], track["chords"], track["pattern"],
                         arp_gain=0.35, pad_gain=0.25, bass_gain=0.3, release=track["release"])
        wav_path = os.path.join(OUT, track["id"] + ".wav")
        write_wav(wav_path, samples)
        try:
            path = encode(track, wav_path)
        finally:
            os.remove(wav_path)
        size = os.path.getsize(path)
        if size > MAX_BYTES:
            sys.exit(f"{path} is {size} bytes, more than {MAX_BYTES}")
        print(f"{path}: {size} bytes, {track['seconds']} s")
        lines.append(f"  - id: {track['id']}")
        lines.append(f"    file: music/{os.path.basename(path)}")
        lines.append(f"    artist: {ARTIST}")
        lines.append("    title:")
        for language, title in TITLES[track["id"]].items():
            quoted = title.replace("'", "''")
            lines.append(f"      {language}: '{quoted}'")
    with open(os.path.join("content", "music.yaml"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
