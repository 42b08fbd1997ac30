/// What the shop sells.
public enum ShopItem: String, Sendable, Hashable, CaseIterable {
    case jump, demolish
    /// More moves for one attempt (`Economy.timeMoves(for:)`), never cashed in.
    case time
    /// Marks a cheapest route to the exit from where the player stands (kept out of the
    /// attempt: it changes nothing in the rules, so replays never see it).
    case hint
    /// A pass kept for good: every campaign level's best plan (its coins and moves, not its
    /// way) is scouted free, as the level begins while it is on, when asked while it is off
    /// (`ScoutPass`; docs/rules.md, "Scout pass"). Bought once.
    case scoutPass
    /// A pass kept for good: every campaign level is surveyed free (`SessionIntent.survey`:
    /// the moves from the player to the look cursor and on to the exit). Bought once.
    /// Play-testers of 48 rounds called
    /// reading a large map "the real work" and held thousands of coins with nothing to buy;
    /// the one who bought surveys level by level found they "changed how I played".
    case surveyPass

    /// Whether it is bought once and kept for good (the scout and survey passes).
    public var isPass: Bool { self == .scoutPass || self == .surveyPass }

    /// Its price in `prices`.
    public func price(in prices: ShopPrices) -> Int {
        switch self {
        case .jump: prices.jump
        case .demolish: prices.demolish
        case .time: prices.time
        case .hint: Economy.hintPrice
        case .scoutPass: Economy.scoutPassPrice
        case .surveyPass: Economy.surveyPassPrice
        }
    }
}
