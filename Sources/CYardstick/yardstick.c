// Tight C versions of MazeKit's twelve generators, written the way a C programmer would write them
// from the book: a flat byte array, neighbour tests on the passage bytes, int arrays for the
// working sets, xoshiro256** for randomness. Same algorithms, not the same mazes (MazeKit
// draws its random numbers differently). They are the yardstick of docs/design.md, "Performance gates".
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

static int binary_tree(uint8_t *p, int w, int h, rng_t *r) {
    uint64_t bits = 0;
    int left = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int cell = y * w + x;
            if (y == 0 && x == w - 1) continue;
            int north;
            if (y == 0) north = 0;
            else if (x == w - 1) north = 1;
            else {
                if (!left) { bits = next(r); left = 64; }
                north = bits & 1; bits >>= 1; left--;
            }
            link(p, w, cell, north ? 0 : 1);
        }
    return 0;
}

static int sidewinder(uint8_t *p, int w, int h, rng_t *r) {
    uint64_t bits = 0;
    int left = 0;
    for (int y = 0; y < h; y++) {
        int runStart = 0;
        for (int x = 0; x < w; x++) {
            int cell = y * w + x, close;
            if (y == 0) close = x == w - 1;
            else if (x == w - 1) close = 1;
            else {
                if (!left) { bits = next(r); left = 64; }
                close = bits & 1; bits >>= 1; left--;
            }
            if (!close) { link(p, w, cell, 1); continue; }
            if (y > 0) link(p, w, y * w + runStart + below(r, x - runStart + 1), 0);
            runStart = x + 1;
        }
    }
    return 0;
}

/// A random direction with a neighbour inside the grid.
static inline int walk_direction(rng_t *r, int w, int h, int x, int y) {
    for (;;) {
        int d = next(r) & 3;
        int nx = x + dx[d], ny = y + dy[d];
        if (nx >= 0 && nx < w && ny >= 0 && ny < h) return d;
    }
}

static int aldous_broder(uint8_t *p, int w, int h, rng_t *r) {
    int cell = below(r, w * h), x = cell % w, y = cell / w, unvisited = w * h - 1;
    p[cell] |= PLANTED;
    while (unvisited) {
        int d = walk_direction(r, w, h, x, y);
        int nx = x + dx[d], ny = y + dy[d], n = ny * w + nx;
        if (!p[n]) { link(p, w, cell, d); unvisited--; }
        x = nx; y = ny; cell = n;
    }
    for (int i = 0; i < w * h; i++) p[i] &= 0x0F;
    return 0;
}

static int wilson(uint8_t *p, int w, int h, rng_t *r) {
    size_t n = (size_t)w * h;
    uint8_t *exits = malloc(n);
    if (!exits) return -1;
    int root = below(r, w * h);
    p[root] |= PLANTED;
    for (int first = 0; first < (int)n; first++) {
        if (p[first]) continue;
        int cell = first, x = first % w, y = first / w;
        while (!p[cell]) {  // walk, remembering the last exit of each cell
            int d = walk_direction(r, w, h, x, y);
            exits[cell] = (uint8_t)d;
            x += dx[d]; y += dy[d]; cell = y * w + x;
        }
        for (cell = first;;) {  // carve the loop-erased path, up to the tree
            int d = exits[cell], n = cell + dy[d] * w + dx[d], reached = p[n] != 0;
            link(p, w, cell, d);
            cell = n;
            if (reached) break;
        }
    }
    for (size_t i = 0; i < n; i++) p[i] &= 0x0F;
    free(exits);
    return 0;
}

/// Hunt-and-kill with the book's row-major hunt, resumed from the first row that may still
/// hold an unvisited cell (a full rescan from the top would be quadratic).
static int hunt_and_kill(uint8_t *p, int w, int h, rng_t *r) {
    int cell = below(r, w * h), x = cell % w, y = cell / w, row = 0;
    p[cell] |= PLANTED;
    for (;;) {
        int m = unvisited(p, w, h, x, y);
        if (m) {
            int d = pick(r, m);
            link(p, w, cell, d);
            x += dx[d]; y += dy[d]; cell = y * w + x;
            continue;
        }
        int found = 0, leadingFull = 1;
        for (int ry = row; ry < h && !found; ry++) {
            int any = 0;
            for (int cx = 0; cx < w; cx++) {
                int c = ry * w + cx;
                if (p[c]) continue;
                any = 1;
                int visited = 0;
                if (ry > 0 && p[c - w]) visited |= 1;
                if (cx < w - 1 && p[c + 1]) visited |= 2;
                if (ry < h - 1 && p[c + w]) visited |= 4;
                if (cx > 0 && p[c - 1]) visited |= 8;
                if (!visited) continue;
                link(p, w, c, pick(r, visited));
                x = cx; y = ry; cell = c; found = 1;
                break;
            }
            if (any) leadingFull = 0;
            if (leadingFull) row = ry + 1;
        }
        if (!found) break;
    }
    for (int i = 0; i < w * h; i++) p[i] &= 0x0F;
    return 0;
}

/// True Prim with the book's random cell costs 0..99: a FIFO list per cost, cheapest first.
static int true_prim(uint8_t *p, int w, int h, rng_t *r) {
    size_t n = (size_t)w * h;
    uint8_t *cost = malloc(n);
    int32_t *head = calloc(100, sizeof(int32_t)), *tail = calloc(100, sizeof(int32_t));
    int32_t *next_in = malloc(sizeof(int32_t) * n);
    if (!cost || !head || !tail || !next_in) { free(cost); free(head); free(tail); free(next_in); return -1; }
    for (size_t i = 0; i < n; i++) cost[i] = (uint8_t)below(r, 100);
    for (int b = 0; b < 100; b++) head[b] = tail[b] = -1;
    int start = below(r, w * h), live = 1;
    p[start] |= PLANTED;
    next_in[start] = -1; head[cost[start]] = tail[cost[start]] = start;
    while (live) {
        int b = 0;
        while (head[b] < 0) b++;
        int cell = head[b], x = cell % w, y = cell / w;
        int m = unvisited(p, w, h, x, y);
        if (!m) { head[b] = next_in[cell]; if (head[b] < 0) tail[b] = -1; live--; continue; }
        int best = -1, bestCost = 256;
        for (int d = 0; d < 4; d++) {
            if (!(m >> d & 1)) continue;
            int nc = cost[cell + dy[d] * w + dx[d]];
            if (nc < bestCost) { bestCost = nc; best = d; }
        }
        link(p, w, cell, best);
        int nn = cell + dy[best] * w + dx[best];
        next_in[nn] = -1;
        if (tail[bestCost] < 0) head[bestCost] = nn; else next_in[tail[bestCost]] = nn;
        tail[bestCost] = nn;
        live++;
    }
    p[start] &= 0x0F;
    free(cost); free(head); free(tail); free(next_in);
    return 0;
}

/// Eller: sets named by a column, kept as lists of columns; a merge relabels the smaller set.
static int eller(uint8_t *p, int w, int h, rng_t *r) {
    int32_t *label = malloc(sizeof(int32_t) * w), *head = malloc(sizeof(int32_t) * w);
    int32_t *nxt = malloc(sizeof(int32_t) * w), *size = malloc(sizeof(int32_t) * w);
    int32_t *seen = malloc(sizeof(int32_t) * w), *newLabel = malloc(sizeof(int32_t) * w);
    uint8_t *down = calloc(w, 1);
    if (!label || !head || !nxt || !size || !seen || !newLabel || !down) {
        free(label); free(head); free(nxt); free(size); free(seen); free(newLabel); free(down);
        return -1;
    }
    for (int x = 0; x < w; x++) { label[x] = head[x] = x; nxt[x] = -1; size[x] = 1; seen[x] = -1; }
    uint64_t bits = 0;
    int left = 0;
    for (int y = 0; y < h; y++) {
        int last = y == h - 1;
        for (int x = 1; x < w; x++) {  // join east across sets
            if (label[x - 1] == label[x]) continue;
            if (!last) {
                if (!left) { bits = next(r); left = 64; }
                int join = bits & 1; bits >>= 1; left--;
                if (!join) continue;
            }
            link(p, w, y * w + x - 1, 1);
            int keep = label[x - 1], gone = label[x];
            if (size[keep] < size[gone]) { int t = keep; keep = gone; gone = t; }
            int m = head[gone], tailOfGone = m;
            for (; m >= 0; m = nxt[m]) { label[m] = keep; tailOfGone = m; }
            nxt[tailOfGone] = head[keep]; head[keep] = head[gone]; size[keep] += size[gone];
        }
        if (last) break;
        for (int x = 0; x < w; x++) {  // each set opens south once, then 1 in 3 of the rest
            int s = label[x];
            if (seen[s] == y) continue;
            seen[s] = y;
            int chosen = size[s] == 1 ? 0 : (int)below(r, size[s]), k = 0;
            for (int m = head[s]; m >= 0; m = nxt[m], k++)
                if (k == chosen || below(r, 3) == 0) { down[m] = 1; link(p, w, y * w + m, 2); }
        }
        for (int x = 0; x < w; x++) newLabel[x] = -1;  // next row: sets that went down, others alone
        for (int x = 0; x < w; x++) {
            int s = label[x];
            if (down[x]) { if (newLabel[s] < 0) newLabel[s] = x; label[x] = newLabel[s] + w; }
            else label[x] = x + w;
        }
        for (int x = 0; x < w; x++) { label[x] -= w; head[x] = -1; size[x] = 0; down[x] = 0; }
        for (int x = w - 1; x >= 0; x--) { int s = label[x]; nxt[x] = head[s]; head[s] = x; size[s]++; }
    }
    free(label); free(head); free(nxt); free(size); free(seen); free(newLabel); free(down);
    return 0;
}

typedef struct { int x, y, w, h; } room_t;

static int recursive_division(uint8_t *p, int w, int h, rng_t *r) {
    room_t *stack = malloc(sizeof(room_t) * ((size_t)w + h + 2) * 2);
    if (!stack) return -1;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            int cell = y * w + x;
            if (x < w - 1) link(p, w, cell, 1);
            if (y < h - 1) link(p, w, cell, 2);
        }
    int top = 0;
    stack[top++] = (room_t){0, 0, w, h};
    while (top) {
        room_t room = stack[--top];
        if (room.w < 2 || room.h < 2) continue;
        if (room.h > room.w) {
            int southOf = below(r, room.h - 1), gap = below(r, room.w), row = room.y + southOf;
            for (int x = 0; x < room.w; x++)
                if (x != gap) { int c = row * w + room.x + x; p[c] &= ~4; p[c + w] &= ~1; }
            stack[top++] = (room_t){room.x, row + 1, room.w, room.h - southOf - 1};
            stack[top++] = (room_t){room.x, room.y, room.w, southOf + 1};
        } else {
            int eastOf = below(r, room.w - 1), gap = below(r, room.h), col = room.x + eastOf;
            for (int y = 0; y < room.h; y++)
                if (y != gap) { int c = (room.y + y) * w + col; p[c] &= ~2; p[c + 1] &= ~8; }
            stack[top++] = (room_t){col + 1, room.y, room.w - eastOf - 1, room.h};
            stack[top++] = (room_t){room.x, room.y, eastOf + 1, room.h};
        }
    }
    free(stack);
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
    case MZ_YARDSTICK_BINARY_TREE: return binary_tree(passages, width, height, &r);
    case MZ_YARDSTICK_SIDEWINDER: return sidewinder(passages, width, height, &r);
    case MZ_YARDSTICK_ALDOUS_BRODER: return aldous_broder(passages, width, height, &r);
    case MZ_YARDSTICK_WILSON: return wilson(passages, width, height, &r);
    case MZ_YARDSTICK_HUNT_AND_KILL: return hunt_and_kill(passages, width, height, &r);
    case MZ_YARDSTICK_TRUE_PRIM: return true_prim(passages, width, height, &r);
    case MZ_YARDSTICK_ELLER: return eller(passages, width, height, &r);
    case MZ_YARDSTICK_RECURSIVE_DIVISION: return recursive_division(passages, width, height, &r);
    default: return -1;
    }
}
