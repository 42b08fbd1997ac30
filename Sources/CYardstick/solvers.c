// Tight C versions of MazeKit's solvers, written the way a C programmer would write them: a
// flat byte array of passages, an int32 FIFO queue, neighbours by index arithmetic on the open
// bits (no bounds tests: the passages never leave the grid). They are the yardstick of
// docs/performance.md ("Solvers"), as yardstick.c is for the generators.
#include "CYardstickSolvers.h"
#include <stdlib.h>
#include <string.h>

int32_t *mz_yardstick_distances(const uint8_t *p, int w, int h, int root) {
    size_t n = (size_t)w * h;
    int32_t *dist = malloc(sizeof(int32_t) * n), *queue = malloc(sizeof(int32_t) * n);
    if (!dist || !queue) { free(dist); free(queue); return NULL; }
    memset(dist, 0xFF, sizeof(int32_t) * n);
    size_t head = 0, tail = 0;
    dist[root] = 0;
    queue[tail++] = root;
    while (head < tail) {
        int32_t cell = queue[head++], next = dist[cell] + 1;
        uint8_t open = p[cell];
        if ((open & 1) && dist[cell - w] < 0) { dist[cell - w] = next; queue[tail++] = cell - w; }
        if ((open & 2) && dist[cell + 1] < 0) { dist[cell + 1] = next; queue[tail++] = cell + 1; }
        if ((open & 4) && dist[cell + w] < 0) { dist[cell + w] = next; queue[tail++] = cell + w; }
        if ((open & 8) && dist[cell - 1] < 0) { dist[cell - 1] = next; queue[tail++] = cell - 1; }
    }
    free(queue);
    return dist;
}

/// One bucket of the circular queue: a growable stack of cells.
typedef struct { int32_t *cells; int count, capacity; } bucket_t;

static inline int push(bucket_t *b, int32_t cell) {
    if (b->count == b->capacity) {
        int capacity = b->capacity ? b->capacity * 2 : 64;
        int32_t *cells = realloc(b->cells, sizeof(int32_t) * (size_t)capacity);
        if (!cells) return -1;
        b->cells = cells;
        b->capacity = capacity;
    }
    b->cells[b->count++] = cell;
    return 0;
}

int32_t *mz_yardstick_weighted_distances(const uint8_t *p, const uint8_t *cost, int w, int h, int root) {
    size_t n = (size_t)w * h;
    int32_t *dist = malloc(sizeof(int32_t) * n);
    // Costs are below 256, so every pending entry lies within 256 of the one being settled.
    bucket_t buckets[256];
    memset(buckets, 0, sizeof buckets);
    if (!dist) return NULL;
    memset(dist, 0xFF, sizeof(int32_t) * n);
    dist[root] = 0;
    int failed = push(&buckets[0], root);
    size_t pending = 1;
    for (int32_t d = 0; pending && !failed; d++) {
        bucket_t *b = &buckets[d & 255];
        while (b->count) {
            int32_t cell = b->cells[--b->count];
            pending--;
            if (dist[cell] != d) continue;  // stale: the cell was reached more cheaply since
            uint8_t open = p[cell];
#define RELAX(bit, neighbour) \
            if (open & (bit)) { \
                int32_t n = (neighbour), candidate = d + cost[n]; \
                if (dist[n] < 0 || candidate < dist[n]) { \
                    dist[n] = candidate; \
                    failed |= push(&buckets[candidate & 255], n); \
                    pending++; \
                } \
            }
            RELAX(1, cell - w) RELAX(2, cell + 1) RELAX(4, cell + w) RELAX(8, cell - 1)
#undef RELAX
        }
    }
    for (int i = 0; i < 256; i++) free(buckets[i].cells);
    if (failed) { free(dist); return NULL; }
    return dist;
}

/// A breadth-first sweep from `root` over `visited` (zeroed, one byte a cell) with `queue`
/// (room for every cell). Returns the depth; `*farthest` is the lowest-index cell at it.
static int sweep(const uint8_t *p, int w, int root, uint8_t *visited, int32_t *queue, int32_t *farthest) {
    size_t head = 0, tail = 0, ring = 0;  // queue[ring..<tail] is the deepest ring so far
    int depth = -1;
    visited[root] = 1;
    queue[tail++] = root;
    while (head < tail) {
        ring = head;
        depth++;
        for (size_t end = tail; head < end; head++) {
            int32_t cell = queue[head];
            uint8_t open = p[cell];
            if ((open & 1) && !visited[cell - w]) { visited[cell - w] = 1; queue[tail++] = cell - w; }
            if ((open & 2) && !visited[cell + 1]) { visited[cell + 1] = 1; queue[tail++] = cell + 1; }
            if ((open & 4) && !visited[cell + w]) { visited[cell + w] = 1; queue[tail++] = cell + w; }
            if ((open & 8) && !visited[cell - 1]) { visited[cell - 1] = 1; queue[tail++] = cell - 1; }
        }
    }
    int32_t best = queue[ring];
    for (size_t i = ring + 1; i < tail; i++) if (queue[i] < best) best = queue[i];
    *farthest = best;
    return depth;
}

int mz_yardstick_longest_path(const uint8_t *p, int w, int h, int32_t *start, int32_t *end) {
    size_t n = (size_t)w * h;
    uint8_t *visited = calloc(n, 1);
    int32_t *queue = malloc(sizeof(int32_t) * n);
    if (!visited || !queue) { free(visited); free(queue); return -1; }
    int32_t first = 0;
    while ((size_t)first < n - 1 && !p[first]) first++;
    if (!p[first]) first = 0;
    int32_t a, b;
    sweep(p, w, first, visited, queue, &a);
    memset(visited, 0, n);
    int length = sweep(p, w, a, visited, queue, &b);
    free(visited);
    free(queue);
    *start = a;
    *end = b;
    return length;
}

int mz_yardstick_statistics(const uint8_t *p, int w, int h, mz_yardstick_statistics_t *out) {
    size_t n = (size_t)w * h;
    size_t count[256] = {0};
    for (size_t i = 0; i < n; i++) count[p[i]]++;
    memset(out, 0, sizeof *out);
    for (int bits = 0; bits < 256; bits++) {
        int sides = __builtin_popcount(bits);
        if (sides == 1) out->dead_ends += (int)count[bits];
        else if (sides == 2 && (bits == 5 || bits == 10)) out->straight_corridors += (int)count[bits];
        else if (sides == 2) out->turns += (int)count[bits];
        else if (sides >= 3) out->junctions += (int)count[bits];
    }
    int32_t a, b;
    out->longest_path = mz_yardstick_longest_path(p, w, h, &a, &b);
    return out->longest_path < 0 ? -1 : 0;
}
