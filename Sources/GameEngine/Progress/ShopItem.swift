/// What the shop sells.
public enum ShopItem: String, Sendable, Hashable, CaseIterable {
    case jump, demolish
    /// More moves for one attempt (`Economy.timeMoves(for:)`), never cashed in.
    case time
    /// Marks a cheapest route to the exit from where the player stands (kept out of the
    /// attempt: it changes nothing in the rules, so replays never see it).
    case hint

    /// Its price in `prices`.
    public func price(in prices: ShopPrices) -> Int {
        switch self {
        case .jump: prices.jump
        case .demolish: prices.demolish
        case .time: prices.time
        case .hint: Economy.hintPrice
        }
    }
}
