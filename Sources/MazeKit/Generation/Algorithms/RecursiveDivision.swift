/// Recursive division: open the whole grid, then split each room with a wall that has one gap,
/// until rooms are one cell wide.
///
/// Source: *Mazes for Programmers*, chapter 12 (without the optional rooms, so the maze stays
/// perfect). A room taller than wide is split horizontally, otherwise vertically. An explicit
/// stack replaces recursion: a skewed split can nest as deep as the grid is wide.
/// - Complexity: O(cells): every wall segment is put up once.
enum RecursiveDivision {
    private struct Room { var x, y, width, height: Int }

    static func carve<O: GenerationObserver, L: CellLayout>(_ c: inout Carver<O, L>, _ rng: inout SeededRandom) {
        // Open every inner wall.
        let w = c.width, h = c.height
        for y in 0..<h {
            for x in 0..<w {
                let cell = y &* w &+ x
                if x < w - 1 { c.link(cell, .east) }
                if y < h - 1 { c.link(cell, .south) }
            }
        }
        c.observer.endStep()
        var rooms = [Room(x: 0, y: 0, width: w, height: h)]
        while let room = rooms.popLast() {
            guard room.width > 1 && room.height > 1 else { continue }
            if O.isRecording {
                for y in room.y..<(room.y + room.height) {
                    for x in room.x..<(room.x + room.width) { c.observer.evaluating(y * w + x) }
                }
            }
            if room.height > room.width {
                let southOf = rng.below(room.height - 1)
                let gap = rng.below(room.width)
                let wallRow = room.y + southOf
                for x in 0..<room.width where x != gap {
                    c.unlink(wallRow * w + room.x + x, .south)
                }
                c.observer.focused(wallRow * w + room.x + gap)
                // Pushed second-first so the first half is divided first, as the book recurses.
                rooms.append(Room(x: room.x, y: wallRow + 1, width: room.width, height: room.height - southOf - 1))
                rooms.append(Room(x: room.x, y: room.y, width: room.width, height: southOf + 1))
            } else {
                let eastOf = rng.below(room.width - 1)
                let gap = rng.below(room.height)
                let wallColumn = room.x + eastOf
                for y in 0..<room.height where y != gap {
                    c.unlink((room.y + y) * w + wallColumn, .east)
                }
                c.observer.focused((room.y + gap) * w + wallColumn)
                rooms.append(Room(x: wallColumn + 1, y: room.y, width: room.width - eastOf - 1, height: room.height))
                rooms.append(Room(x: room.x, y: room.y, width: eastOf + 1, height: room.height))
            }
            c.observer.settledAll()
            c.observer.endStep()
        }
    }
}
