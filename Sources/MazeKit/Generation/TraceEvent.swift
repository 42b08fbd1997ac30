/// A generator event packed into 32 bits: kind (3 bits), direction (4 bits), cell (24 bits).
struct TraceEvent {
    enum Kind: UInt32 { case link, unlink, evaluate, settle, focus, endStep }
    var kind: Kind
    var direction: Direction
    var cell: Int

    init(_ kind: Kind, _ cell: Int, _ direction: Direction = .north) {
        self.kind = kind
        self.cell = cell
        self.direction = direction
    }

    init(packed: UInt32) {
        kind = Kind(rawValue: packed >> 28) ?? .endStep
        direction = Direction(rawValue: UInt8((packed >> 24) & 0xF)) ?? .north
        cell = Int(packed & 0xFF_FFFF)
    }

    var packed: UInt32 {
        kind.rawValue << 28 | UInt32(direction.rawValue) << 24 | UInt32(truncatingIfNeeded: cell)
    }
}
