// What Swift cannot say by itself, for MazeKit's hot loops. Header-only and `static inline`,
// so the Swift compiler inlines it: no call is ever made.
#ifndef CMAZEKITSUPPORT_H
#define CMAZEKITSUPPORT_H

/// Asks the processor to start loading the cache line holding `address`, to be read soon.
/// A hint only: it never faults, even for an address outside any buffer.
static inline __attribute__((always_inline)) void mz_prefetch(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
