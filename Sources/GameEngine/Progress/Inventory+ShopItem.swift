extension Inventory {
    /// How many of `item` it holds (hints and the passes are kept by the player, outside
    /// every inventory: 0).
    public func count(of item: ShopItem) -> Int {
        switch item {
        case .jump: jumps
        case .demolish: demolishes
        case .time: times
        case .hint, .scoutPass, .surveyPass: 0
        }
    }

    /// This inventory with one more of `item` (unchanged for a hint or a pass).
    public func holding(_ item: ShopItem) -> Inventory {
        var inventory = self
        switch item {
        case .jump: inventory.jumps += 1
        case .demolish: inventory.demolishes += 1
        case .time: inventory.times += 1
        case .hint, .scoutPass, .surveyPass: break
        }
        return inventory
    }
}
