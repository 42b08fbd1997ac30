// Tight C versions of four MazeKit generators, written the way a C programmer would write them
// from the book: a flat byte array, neighbour tests on the passage bytes, int arrays for the
// working sets, xoshiro256** for randomness. Same algorithms, not the same mazes (MazeKit
// draws its random numbers differently). They are the yardstick of SPEC §11.
#include "CYardstick.h"
#include <stdlib.h>
#include <string.h>

typedef struct { uint64_t s[4]; } rng_t;

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t splitmix(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void seed_rng(rng_t *r, uint64_t seed) {
    for (int i = 0; i < 4; i++) r->s[i] = splitmix(&seed);
}

static inline uint64_t next(rng_t *r) {
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3]; s[2] ^= t; s[3] = rotl(s[3], 45);
    return result;
}

/// Unbiased integer in [0, n) (Lemire).
static inline uint32_t below(rng_t *r, uint32_t n) {
    uint64_t m = (uint64_t)(uint32_t)next(r) * n;
    if ((uint32_t)m < n) {
        uint32_t threshold = -n % n;
        while ((uint32_t)m < threshold) m = (uint64_t)(uint32_t)next(r) * n;
    }
    return (uint32_t)(m >> 32);
}

static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};

/// The unvisited neighbours of (x, y) as a mask of directions 0..3 (N E S W).
static inline int unvisited(const uint8_t *p, int w, int h, int x, int y) {
    int cell = y * w + x, m = 0;
    if (y > 0 && !p[cell - w]) m |= 1;
    if (x < w - 1 && !p[cell + 1]) m |= 2;
    if (y < h - 1 && !p[cell + w]) m |= 4;
    if (x > 0 && !p[cell - 1]) m |= 8;
    return m;
}

/// A random set bit of `m` (not empty), as a direction 0..3.
static inline int pick(rng_t *r, int m) {
    int k = below(r, __builtin_popcount(m));
    while (k--) m &= m - 1;
    return __builtin_ctz(m);
}

static inline void link(uint8_t *p, int w, int cell, int d) {
    static const int back[4] = {4, 8, 1, 2};
    p[cell] |= 1 << d;
    p[cell + dy[d] * w + dx[d]] |= back[d];
}

#define PLANTED 0x40
/// Cells in lists are kept as packed coordinates, so no step divides.
#define PACK(x, y) ((int32_t)((y) << 16 | (x)))

static int backtracker(uint8_t *p, int w, int h, rng_t *r) {
    int32_t *stack = malloc(sizeof(int32_t) * (size_t)w * h);
    if (!stack) return -1;
    int top = 0, start = below(r, w * h);
    p[start] |= PLANTED;
    stack[top++] = PACK(start % w, start / w);
    while (top) {
        int x = stack[top - 1] & 0xFFFF, y = stack[top - 1] >> 16, cell = y * w + x;
        int m = unvisited(p, w, h, x, y);
        if (!m) { top--; continue; }
        int d = pick(r, m);
        link(p, w, cell, d);
        stack[top++] = PACK(x + dx[d], y + dy[d]);
    }
    p[start] &= 0x0F;
    free(stack);
    return 0;
}

static int find(int32_t *parent, int e) {
    while (parent[e] >= 0 && parent[parent[e]] >= 0) { parent[e] = parent[parent[e]]; e = parent[e]; }
    return parent[e] >= 0 ? parent[e] : e;
}

static int kruskal(uint8_t *p, int w, int h, rng_t *r) {
    size_t n = (size_t)w * h;
    int32_t *walls = malloc(sizeof(int32_t) * 2 * n), *parent = malloc(sizeof(int32_t) * n);
    if (!walls || !parent) { free(walls); free(parent); return -1; }
    int count = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int cell = y * w + x;
            if (x < w - 1) walls[count++] = cell * 2;
            if (y < h - 1) walls[count++] = cell * 2 + 1;
        }
    for (int i = count - 1; i > 0; i--) {  // Fisher–Yates
        int j = below(r, i + 1), t = walls[i];
        walls[i] = walls[j]; walls[j] = t;
    }
    for (size_t i = 0; i < n; i++) parent[i] = -1;  // roots hold -size
    int joins = (int)n - 1;
    for (int i = 0; i < count && joins > 0; i++) {
        int cell = walls[i] >> 1, south = walls[i] & 1;
        int a = find(parent, cell), b = find(parent, south ? cell + w : cell + 1);
        if (a == b) continue;
        if (parent[a] > parent[b]) { int t = a; a = b; b = t; }
        parent[a] += parent[b];
        parent[b] = a;
        link(p, w, cell, south ? 2 : 1);
        joins--;
    }
    free(walls); free(parent);
    return 0;
}

static int simplified_prim(uint8_t *p, int w, int h, rng_t *r) {
    int32_t *active = malloc(sizeof(int32_t) * (size_t)w * h);
    if (!active) return -1;
    int count = 0, start = below(r, w * h);
    p[start] |= PLANTED;
    active[count++] = PACK(start % w, start / w);
    while (count) {
        int slot = below(r, count), x = active[slot] & 0xFFFF, y = active[slot] >> 16, cell = y * w + x;
        int m = unvisited(p, w, h, x, y);
        if (!m) { active[slot] = active[--count]; continue; }
        int d = pick(r, m);
        link(p, w, cell, d);
        active[count++] = PACK(x + dx[d], y + dy[d]);
    }
    p[start] &= 0x0F;
    free(active);
    return 0;
}

/// Growing tree, newest or random half and half, "newest" exact: `order` keeps insertion order
/// (slot in `members`, or -1 once removed), `members` the live cells for uniform picks.
static int growing_tree(uint8_t *p, int w, int h, rng_t *r) {
    size_t n = (size_t)w * h;
    int32_t *order = malloc(sizeof(int32_t) * n);
    int64_t *members = malloc(sizeof(int64_t) * n);
    if (!order || !members) { free(order); free(members); return -1; }
    int top = 0, live = 0, start = below(r, w * h);
    p[start] |= PLANTED;
    order[top] = live; members[live++] = (int64_t)top << 32 | PACK(start % w, start / w); top++;
    while (live) {
        int slot;
        if (next(r) & 1) {
            while (order[top - 1] < 0) top--;
            slot = order[top - 1];
        } else {
            slot = below(r, live);
        }
        int64_t entry = members[slot];
        int x = (int)(entry & 0xFFFF), y = (int)((uint32_t)entry >> 16), cell = y * w + x;
        int m = unvisited(p, w, h, x, y);
        if (!m) {
            order[entry >> 32] = -1;
            int64_t moved = members[--live];
            if (slot != live) { members[slot] = moved; order[moved >> 32] = slot; }
            continue;
        }
        int d = pick(r, m);
        link(p, w, cell, d);
        order[top] = live; members[live++] = (int64_t)top << 32 | PACK(x + dx[d], y + dy[d]); top++;
    }
    p[start] &= 0x0F;
    free(order); free(members);
    return 0;
}

int mz_yardstick_generate(int algorithm, uint8_t *passages, int width, int height, uint64_t seed) {
    rng_t r;
    seed_rng(&r, seed);
    switch (algorithm) {
    case MZ_YARDSTICK_RECURSIVE_BACKTRACKER: return backtracker(passages, width, height, &r);
    case MZ_YARDSTICK_KRUSKAL: return kruskal(passages, width, height, &r);
    case MZ_YARDSTICK_SIMPLIFIED_PRIM: return simplified_prim(passages, width, height, &r);
    case MZ_YARDSTICK_GROWING_TREE: return growing_tree(passages, width, height, &r);
    default: return -1;
    }
}
