/// A rectangle of the screen, in columns and rows.
struct Area: Sendable, Hashable {
    var x: Int, y: Int, width: Int, height: Int

    /// Creates an area.
    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The last row.
    var bottom: Int { y + height - 1 }
}
