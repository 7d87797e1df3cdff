// The image benchmark's helper program, run by tests/bench/image_bench.sh:
//
//   lobbykit_image_bench corpus PHOTOS OUT COUNT [SHORTEST LONGEST]
//       makes the corpus (see image_corpus.h) from the photographs in PHOTOS,
//       long sides from SHORTEST to LONGEST pixels (default 1000 to 3000)
//   lobbykit_image_bench compare CORPUS SAMPLE tool=SECONDS:FOLDER...
//       checks every tool made every output at the same size, adds up their
//       bytes, and measures quality (SSIM against a float linear-light
//       Lanczos-3 reference resize, on every SAMPLE-th source), then prints
//       the table. A tool's outputs are <folder>/<stem>_<w>x<h>.webp. An
//       argument floor=SECONDS (no folder) adds how far above it each tool is.
//   lobbykit_image_bench floor CORPUS FOLDER [OUT]
//       times the codecs alone on two workers, as the tools ran: each source
//       decoded at the shrink-on-load scale Lobbykit uses, and the pixels of
//       FOLDER's thumbnails (decoded beforehand, untimed) encoded again at
//       the same WebP settings. Prints the seconds, wall and CPU (user and
//       system, both workers). With OUT, also the files
//       every tool must touch, inside the clock: each source read from disk
//       and its two WebP files written into OUT (an empty folder).
#include <sys/resource.h>
#include <webp/decode.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "image_corpus.h"
#include "images/image_decode.h"
#include "images/thumbnail.h"
#include "images/webp_encode.h"
#include "reference_resize.h"

namespace fs = std::filesystem;
using namespace lobbykit;

namespace {

constexpr std::uint32_t kSizes[][2] = {{180, 240}, {360, 480}};

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

std::vector<fs::path> files_in(const fs::path& folder, bool recursive) {
  std::vector<fs::path> out;
  auto add = [&](const fs::directory_entry& entry) {
    std::string ext = entry.path().extension().string();
    if (entry.is_regular_file() && (ext == ".jpg" || ext == ".jpeg" || ext == ".png"))
      out.push_back(entry.path());
  };
  if (recursive) {
    for (const auto& entry : fs::recursive_directory_iterator(folder)) add(entry);
  } else {
    for (const auto& entry : fs::directory_iterator(folder)) add(entry);
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// Mean SSIM over R, G and B (Gaussian window, sigma 1.5, as Wang et al.).
double ssim(const Pixels8& a, const Pixels8& b) {
  const int w = int(a.width), h = int(a.height);
  static const std::vector<double> kernel = [] {
    std::vector<double> k(11);
    double sum = 0;
    for (int i = 0; i < 11; ++i) sum += k[i] = std::exp(-(i - 5) * (i - 5) / (2 * 1.5 * 1.5));
    for (double& v : k) v /= sum;
    return k;
  }();
  auto blur = [&](const std::vector<double>& in) {
    std::vector<double> across(in.size()), out(in.size());
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        double s = 0;
        for (int k = -5; k <= 5; ++k) s += kernel[k + 5] * in[y * w + std::clamp(x + k, 0, w - 1)];
        across[y * w + x] = s;
      }
    }
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        double s = 0;
        for (int k = -5; k <= 5; ++k)
          s += kernel[k + 5] * across[std::clamp(y + k, 0, h - 1) * w + x];
        out[y * w + x] = s;
      }
    }
    return out;
  };
  const double c1 = 6.5025, c2 = 58.5225;
  double total = 0;
  for (int c = 0; c < 3; ++c) {
    std::vector<double> x(w * h), y(w * h), xx(w * h), yy(w * h), xy(w * h);
    for (int i = 0; i < w * h; ++i) {
      x[i] = a.data[i * a.channels + c];
      y[i] = b.data[i * b.channels + c];
      xx[i] = x[i] * x[i];
      yy[i] = y[i] * y[i];
      xy[i] = x[i] * y[i];
    }
    auto mx = blur(x), my = blur(y), sxx = blur(xx), syy = blur(yy), sxy = blur(xy);
    double sum = 0;
    for (int i = 0; i < w * h; ++i) {
      double vx = sxx[i] - mx[i] * mx[i], vy = syy[i] - my[i] * my[i], cov = sxy[i] - mx[i] * my[i];
      sum += ((2 * mx[i] * my[i] + c1) * (2 * cov + c2)) /
             ((mx[i] * mx[i] + my[i] * my[i] + c1) * (vx + vy + c2));
    }
    total += sum / (w * h);
  }
  return total / 3;
}

Pixels8 decode_webp_rgb(const std::string& bytes) {
  int w = 0, h = 0;
  std::uint8_t* rgb =
      WebPDecodeRGB(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), &w, &h);
  if (!rgb) throw std::runtime_error("an output is not a readable WebP");
  Pixels8 out{std::uint32_t(w), std::uint32_t(h), 3, PixelBytes(rgb, rgb + std::size_t(w) * h * 3)};
  WebPFree(rgb);
  return out;
}

struct Tool {
  std::string name;
  double seconds = 0;
  fs::path folder;
  std::uint64_t bytes = 0;
  std::size_t outputs = 0;
  double ssim_sum = 0;
  std::size_t ssim_count = 0;
  std::vector<std::string> problems;
};

/// A tool's output for a source: <folder>/<stem>_<w>x<h>.webp (see the top).
fs::path output_file(const fs::path& folder, const std::string& stem,
                     const std::uint32_t (&size)[2]) {
  return folder / (stem + "_" + std::to_string(size[0]) + "x" + std::to_string(size[1]) + ".webp");
}

/// User and system seconds of every thread of this process so far.
double process_cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

/// The floor every tool pays: decode and encode only, or with `out` the
/// files too (see the top).
int floor_seconds(const fs::path& corpus, const fs::path& folder, const fs::path& out) {
  struct Job {
    fs::path path;
    std::string source;
    std::vector<Pixels8> outputs;
  };
  const bool with_files = !out.empty();
  std::vector<Job> jobs;
  for (const fs::path& source : files_in(corpus, false)) {
    Job job{source, with_files ? std::string() : read_bytes(source), {}};
    for (const auto& size : kSizes) {
      job.outputs.push_back(
          decode_webp_rgb(read_bytes(output_file(folder, source.stem().string(), size))));
    }
    jobs.push_back(std::move(job));
  }
  ThumbnailSpec spec;  // the bench repository's: 180x240 at 1x and 2x, cropped at the centre
  spec.width = kSizes[0][0];
  spec.height = kSizes[0][1];
  spec.densities = {1, 2};
  DecodeRequest request;
  request.shrink_for = [&spec](std::uint32_t width, std::uint32_t height) {
    const VariantLayout layout = layout_variant(width, height, spec, 2);
    return shrink_on_load(
        std::min(layout.window.width / layout.width, layout.window.height / layout.height));
  };
  std::atomic<std::size_t> next{0};
  std::atomic<std::size_t> bytes{0};
  auto work = [&] {
    for (std::size_t i = next++; i < jobs.size(); i = next++) {
      const Job& job = jobs[i];
      Pixels8 decoded = decode_image(with_files ? read_bytes(job.path) : job.source, request);
      std::size_t made = decoded.data.size();
      for (std::size_t size = 0; size < job.outputs.size(); ++size) {
        std::string webp = encode_webp(job.outputs[size], {});
        made += webp.size();
        if (with_files) {
          const fs::path file = output_file(out, job.path.stem().string(), kSizes[size]);
          std::ofstream stream(file, std::ios::binary);
          stream.write(webp.data(), static_cast<std::streamsize>(webp.size()));
          if (!stream) throw std::runtime_error("cannot write " + file.string());
        }
      }
      bytes += made;  // kept, so no work is optimised away
    }
  };
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = process_cpu_seconds();
  std::thread first(work), second(work);
  first.join();
  second.join();
  const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
  std::printf("%.2f %.2f\n", seconds.count(), process_cpu_seconds() - cpu_start);
  return bytes > 0 ? 0 : 1;
}

int compare(const fs::path& corpus, int sample, std::vector<Tool> tools, double floor) {
  std::vector<fs::path> sources = files_in(corpus, false);
  std::mutex mutex;
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < sources.size(); i = next++) {
      const std::string stem = sources[i].stem().string();
      const bool measured = sample > 0 && i % std::size_t(sample) == 0;
      Pixels8 source;
      if (measured) source = decode_image(read_bytes(sources[i]), {});
      for (const auto& size : kSizes) {
        Pixels8 reference;
        if (measured) {
          reference = testing::reference_resize(
              source,
              cover_window(source.width, source.height, double(size[0]) / size[1], 0.5, 0.5),
              size[0], size[1]);
        }
        for (Tool& tool : tools) {
          fs::path file = output_file(tool.folder, stem, size);
          std::string bytes = read_bytes(file);
          int w = 0, h = 0;
          bool ok = WebPGetInfo(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(),
                                &w, &h) &&
                    w == int(size[0]) && h == int(size[1]);
          double quality = ok && measured ? ssim(decode_webp_rgb(bytes), reference) : 0;
          std::lock_guard lock(mutex);
          if (!ok) {
            tool.problems.push_back(file.string() + " missing or not " + std::to_string(size[0]) +
                                    "x" + std::to_string(size[1]));
            continue;
          }
          tool.bytes += bytes.size();
          ++tool.outputs;
          if (measured) {
            tool.ssim_sum += quality;
            ++tool.ssim_count;
          }
        }
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::max(1u, std::thread::hardware_concurrency()); ++t)
    threads.emplace_back(work);
  for (auto& thread : threads) thread.join();

  const double base_rate = sources.size() / tools.front().seconds;
  std::printf(
      "\n%zu sources (%s), outputs %ux%u and %ux%u, WebP quality 80 effort 4, two workers per "
      "tool\n",
      sources.size(), corpus.string().c_str(), kSizes[0][0], kSizes[0][1], kSizes[1][0],
      kSizes[1][1]);
  std::printf(
      "quality: mean SSIM (RGB) against a float linear-light Lanczos-3 reference, every %d-th "
      "source\n\n",
      sample);
  if (floor > 0) {
    std::printf(
        "floor: the codecs alone (decode at the shrink-on-load scale, encode the final pixels at "
        "the same settings) take %.1f s; 'over the floor' is a tool's time beyond it\n\n",
        floor);
  }
  std::printf(
      "| tool | seconds | images/s | Lobbykit is | over the floor | output bytes | SSIM | DSSIM "
      "|\n|---|---|---|---|---|---|---|---|\n");
  int status = 0;
  for (const Tool& tool : tools) {
    double rate = sources.size() / tool.seconds,
           mean = tool.ssim_count ? tool.ssim_sum / tool.ssim_count : 0;
    const std::string over =
        floor > 0 ? std::to_string(int(std::lround(100 * (tool.seconds / floor - 1)))) + "%" : "-";
    std::printf("| %s | %.1f | %.1f | %.2fx | %s | %llu | %.5f | %.5f |\n", tool.name.c_str(),
                tool.seconds, rate, base_rate / rate, over.c_str(),
                static_cast<unsigned long long>(tool.bytes), mean, mean > 0 ? 1 / mean - 1 : 0);
    for (const auto& problem : tool.problems)
      std::fprintf(stderr, "%s: %s\n", tool.name.c_str(), problem.c_str());
    if (tool.outputs != sources.size() * 2) status = 1;
  }
  std::printf("\noutput dimensions: %s\n",
              status ? "MISMATCH (see above)" : "identical for every tool");
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if ((args.size() == 4 || args.size() == 6) && args[0] == "corpus") {
      auto photos = files_in(args[1], true);
      bench::SourceSides sides;
      if (args.size() == 6) sides = {std::stod(args[4]), std::stod(args[5])};
      auto names = bench::make_image_corpus(photos, args[2], std::stoi(args[3]),
                                            std::thread::hardware_concurrency(), sides);
      std::printf("%zu corpus images from %zu photographs in %s\n", names.size(), photos.size(),
                  args[2].c_str());
      return 0;
    }
    if ((args.size() == 3 || args.size() == 4) && args[0] == "floor")
      return floor_seconds(args[1], args[2], args.size() == 4 ? fs::path(args[3]) : fs::path());
    if (args.size() >= 4 && args[0] == "compare") {
      std::vector<Tool> tools;
      double floor = 0;
      for (std::size_t i = 3; i < args.size(); ++i) {
        auto equals = args[i].find('='), colon = args[i].find(':');
        if (args[i].rfind("floor=", 0) == 0) {
          floor = std::stod(args[i].substr(6));
          continue;
        }
        tools.push_back({args[i].substr(0, equals),
                         std::stod(args[i].substr(equals + 1, colon - equals - 1)),
                         args[i].substr(colon + 1)});
      }
      return compare(args[1], std::stoi(args[2]), tools, floor);
    }
  } catch (const std::exception& error) {
    std::fprintf(stderr, "lobbykit_image_bench: %s\n", error.what());
    return 2;
  }
  std::fprintf(stderr,
               "usage: lobbykit_image_bench corpus PHOTOS OUT COUNT [SHORTEST LONGEST] | compare "
               "CORPUS SAMPLE "
               "tool=SECONDS:FOLDER... [floor=SECONDS] | floor CORPUS FOLDER [OUT]\n");
  return 2;
}
