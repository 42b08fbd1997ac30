// The yardstick of MazeKit's solvers: plain, tight C searches over the same passage bytes
// (bits N=1 E=2 S=4 W=8, row-major), for mz-bench to time beside `Maze.distances(from:)`,
// `weightedDistances(from:cost:)`, `longestPath()` and `statistics`. Only mz-bench and the
// tests link this; MazeKit does not.
#ifndef CYARDSTICK_SOLVERS_H
#define CYARDSTICK_SOLVERS_H

#include <stdint.h>

/// Breadth-first passage counts from `root` to every cell, -1 for a cell not reached.
/// Returns a malloc'ed array of `width * height` distances (the caller frees it), or NULL if
/// memory could not be allocated.
int32_t *mz_yardstick_distances(const uint8_t *passages, int width, int height, int root);

/// Least total entry cost from `root` to every cell (entering a cell costs `cost[cell]`,
/// 1..255; the root's own is not paid), -1 for a cell not reached: Dijkstra with a circular
/// bucket queue (Dial). Returns a malloc'ed array as `mz_yardstick_distances` does, or NULL.
int32_t *mz_yardstick_weighted_distances(const uint8_t *passages, const uint8_t *cost, int width, int height, int root);

/// The longest path by two breadth-first sweeps: from the first cell with a passage (cell 0 if
/// none) to the farthest cell, then from there to the farthest again; each sweep ends at the
/// farthest cell with the lowest index. Writes the ends, returns the length, or -1 if memory
/// could not be allocated.
int mz_yardstick_longest_path(const uint8_t *passages, int width, int height, int32_t *start, int32_t *end);

/// Shape figures of a maze of `cells` enabled cells, as `MazeStatistics` counts them.
typedef struct {
    int dead_ends, junctions, straight_corridors, turns, longest_path;
} mz_yardstick_statistics_t;

/// Counts dead ends, junctions, straight corridor pieces and turns, and the longest path.
/// Returns 0, or -1 if memory could not be allocated.
int mz_yardstick_statistics(const uint8_t *passages, int width, int height, mz_yardstick_statistics_t *out);

#endif
