// Google Benchmark kernels of the thumbnail pipeline, on a synthetic
// photograph-like 2400x1600 source: decode (with and without JPEG
// shrink-on-load), the Lanczos-3 reduce (vectorised, and forced to scalar
// code to show what the vectors buy), WebP encode, BlurHash, the automatic
// crop, and a card's whole set with a crop by focus and by attention.
#include <benchmark/benchmark.h>
#include <hwy/targets.h>

#include <cmath>

#include "image_corpus.h"
#include "images/blurhash.h"
#include "images/image_decode.h"
#include "images/resample.h"
#include "images/resample_kernels.h"
#include "images/smart_crop.h"
#include "images/srgb.h"
#include "images/thumbnail.h"
#include "images/webp_encode.h"

namespace lobbykit {
namespace {

/// Smooth shapes, gradients and fine noise: costs what a photograph costs.
const Pixels8& photo() {
  static const Pixels8 image = [] {
    Pixels8 out{2400, 1600, 3, PixelBytes(2400 * 1600 * 3, 0)};
    std::uint32_t seed = 7;
    for (std::uint32_t y = 0; y < out.height; ++y) {
      for (std::uint32_t x = 0; x < out.width; ++x) {
        seed = seed * 1664525 + 1013904223;
        double noise = ((seed >> 24) - 128) / 16.0;
        double wave = 60 * std::sin(x / 37.0) * std::cos(y / 53.0) + 40 * std::sin((x + y) / 211.0);
        std::uint8_t* p = &out.data[(std::size_t(y) * out.width + x) * 3];
        p[0] = static_cast<std::uint8_t>(std::clamp(128 + wave + noise, 0.0, 255.0));
        p[1] = static_cast<std::uint8_t>(
            std::clamp(100 + 0.7 * wave + 80.0 * y / out.height + noise, 0.0, 255.0));
        p[2] = static_cast<std::uint8_t>(
            std::clamp(90 - wave + 100.0 * x / out.width + noise, 0.0, 255.0));
      }
    }
    return out;
  }();
  return image;
}

const std::string& photo_jpeg() {
  static const std::string bytes = bench::encode_jpeg(photo(), 88, false);
  return bytes;
}
const std::string& photo_png() {
  static const std::string bytes = bench::encode_png(photo());
  return bytes;
}

void BM_DecodeJpeg(benchmark::State& state) {
  DecodeRequest request;
  const int shrink = static_cast<int>(state.range(0));
  request.shrink_for = [shrink](std::uint32_t, std::uint32_t) { return shrink; };
  photo_jpeg();  // made once, outside the timing
  for (auto _ : state) benchmark::DoNotOptimize(decode_image(photo_jpeg(), request));
  state.SetLabel("2400x1600, shrink 1/" + std::to_string(shrink));
}
BENCHMARK(BM_DecodeJpeg)->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_DecodePng(benchmark::State& state) {
  photo_png();
  for (auto _ : state) benchmark::DoNotOptimize(decode_image(photo_png(), {}));
  state.SetLabel("2400x1600");
}
BENCHMARK(BM_DecodePng)->Unit(benchmark::kMillisecond);

void resample_card(benchmark::State& state) {
  const Pixels8& source = photo();
  CropWindow window = cover_window(source.width, source.height, 0.75, 0.5, 0.5);
  for (auto _ : state) benchmark::DoNotOptimize(resample_lanczos(source, window, 360, 480));
  state.SetLabel(std::string("1200x1600 crop to 360x480, ") + kernels::target_name());
  state.counters["Mpx/s"] = benchmark::Counter(
      double(window.width * window.height) * state.iterations() / 1e6, benchmark::Counter::kIsRate);
}

void BM_Resample(benchmark::State& state) { resample_card(state); }
BENCHMARK(BM_Resample)->Unit(benchmark::kMillisecond);

void BM_ResampleScalar(benchmark::State& state) {
  hwy::SetSupportedTargetsForTest(HWY_SCALAR);
  resample_card(state);
  hwy::SetSupportedTargetsForTest(0);
}
BENCHMARK(BM_ResampleScalar)->Unit(benchmark::kMillisecond);

// The same with AVX2 at most, on a CPU that has AVX-512 (whose gathers cost
// more on some CPUs): the dispatcher's choice against the next one down.
void BM_ResampleAvx2(benchmark::State& state) {
  hwy::SetSupportedTargetsForTest(HWY_AVX2 | HWY_SSE4 | HWY_SSSE3 | HWY_SCALAR);
  resample_card(state);
  hwy::SetSupportedTargetsForTest(0);
}
BENCHMARK(BM_ResampleAvx2)->Unit(benchmark::kMillisecond);

void BM_EncodeWebp(benchmark::State& state) {
  Pixels8 card =
      srgb::encode(resample_lanczos(photo(), cover_window(2400, 1600, 0.75, 0.5, 0.5), 360, 480));
  for (auto _ : state) benchmark::DoNotOptimize(encode_webp(card, {80, 4}));
  state.SetLabel("360x480, quality 80, effort 4");
}
BENCHMARK(BM_EncodeWebp)->Unit(benchmark::kMillisecond);

void BM_Blurhash(benchmark::State& state) {
  Pixels8 tiny =
      srgb::encode(resample_lanczos(photo(), cover_window(2400, 1600, 0.75, 0.5, 0.5), 24, 32));
  for (auto _ : state) benchmark::DoNotOptimize(blurhash_encode(tiny, 4, 3));
  state.SetLabel("24x32, 4x3 components");
}
BENCHMARK(BM_Blurhash)->Unit(benchmark::kMicrosecond);

void BM_SmartCrop(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(smart_crop_window(photo(), 0.75));
  state.SetLabel("2400x1600 to 3:4");
}
BENCHMARK(BM_SmartCrop)->Unit(benchmark::kMillisecond);

/// Arg 0: cropped around the focus (the centre); 1: by attention.
void BM_Thumbnails(benchmark::State& state) {
  ThumbnailSpec spec;
  spec.width = 180;
  spec.height = 240;
  if (state.range(0) == 1) spec.crop = CoverCrop::kAttention;
  photo_jpeg();
  for (auto _ : state) benchmark::DoNotOptimize(render_thumbnails(photo_jpeg(), spec));
  state.SetLabel(std::string("2400x1600 JPEG to 180x240 and 360x480 WebP + BlurHash, ") +
                 (state.range(0) == 1 ? "crop by attention" : "crop by focus"));
}
BENCHMARK(BM_Thumbnails)->ArgName("attention")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace lobbykit

BENCHMARK_MAIN();
