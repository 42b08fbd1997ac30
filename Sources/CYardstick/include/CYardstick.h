// The yardstick of docs/design.md, "Performance gates": plain, tight C versions of the twelve maze generators on a flat byte
// array, for mz-bench to time beside MazeKit. Only mz-bench links this; MazeKit does not.
#ifndef CYARDSTICK_H
#define CYARDSTICK_H

#include <stdint.h>

/// The twelve algorithms (values of `mz_yardstick_generate`'s `algorithm`).
enum {
    MZ_YARDSTICK_RECURSIVE_BACKTRACKER = 0,
    MZ_YARDSTICK_KRUSKAL = 1,
    MZ_YARDSTICK_SIMPLIFIED_PRIM = 2,
    MZ_YARDSTICK_GROWING_TREE = 3,
    MZ_YARDSTICK_BINARY_TREE = 4,
    MZ_YARDSTICK_SIDEWINDER = 5,
    MZ_YARDSTICK_ALDOUS_BRODER = 6,
    MZ_YARDSTICK_WILSON = 7,
    MZ_YARDSTICK_HUNT_AND_KILL = 8,
    MZ_YARDSTICK_TRUE_PRIM = 9,
    MZ_YARDSTICK_ELLER = 10,
    MZ_YARDSTICK_RECURSIVE_DIVISION = 11,
};

/// Carves a perfect maze into `passages` (width * height bytes, zeroed by the caller; bits
/// N=1 E=2 S=4 W=8). Returns 0, or -1 if working memory could not be allocated.
int mz_yardstick_generate(int algorithm, uint8_t *passages, int width, int height, uint64_t seed);

// The solvers' yardstick (this header is the module's umbrella, so it brings that one in).
#include "CYardstickSolvers.h"

#endif
