extension Inventory {
    /// How many of `item` it holds (hints are kept by the player, outside every inventory: 0).
    public func count(of item: ShopItem) -> Int {
        switch item {
        case .jump: jumps
        case .demolish: demolishes
        case .time: times
        case .hint: 0
        }
    }

    /// This inventory with one more of `item` (unchanged for a hint).
    public func holding(_ item: ShopItem) -> Inventory {
        var inventory = self
        switch item {
        case .jump: inventory.jumps += 1
        case .demolish: inventory.demolishes += 1
        case .time: inventory.times += 1
        case .hint: break
        }
        return inventory
    }
}
