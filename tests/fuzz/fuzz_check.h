// The invariants a fuzz target asserts. A broken invariant prints what broke
// and aborts, which libFuzzer (and replay_main.cc) reports as a crash with the input.
#pragma once

#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition, what)                                                           \
  do {                                                                                        \
    if (!(condition)) {                                                                       \
      std::fprintf(stderr, "%s:%d: invariant broken: %s\n  (%s)\n", __FILE__, __LINE__, what, \
                   #condition);                                                               \
      std::abort();                                                                           \
    }                                                                                         \
  } while (false)
