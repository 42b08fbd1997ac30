/// A character the player can wear: data from `Resources/avatars.json` (`AvatarCatalog`).
public struct Avatar: Sendable, Hashable {
    /// How an avatar is unlocked.
    public enum Unlock: Sendable, Hashable {
        /// Owned from the start.
        case start
        /// The prize for first clearing this (10th, 20th, …) level.
        case prize(level: Int)
        /// Found gems, in total, reach this count.
        case gems(count: Int)
        /// Bought for this many coins (avatars screen; never in the daily), at most
        /// `Economy.purseLimit` so the purse can always hold the price.
        case coins(price: Int)
        /// The first win of this treasury (`Treasury`).
        case treasury(number: Int)
        /// Campaign levels planned to perfection (`LevelRecord.planned`), in total, reach this
        /// count: the best plan is the game's real puzzle, and a tester of session 20 found
        /// "nothing rewarded finding the best plan except the small ✓ line".
        case planned(count: Int)
        /// Dares won in a row (`PlayerProgress.bestDareStreak`) reach this count: a run of
        /// dares is a stake the purse cannot take away (session 22's testers filled theirs).
        case dareStreak(count: Int)
    }

    /// Stable identifier stored in saves.
    public var id: String
    /// Display name.
    public var name: String
    /// The character drawn for the player.
    public var glyph: String
    /// A colour name: black, red, green, yellow, blue, magenta, cyan, white.
    public var colour: String
    /// Rare avatars come only from gems, treasuries, levels planned to perfection and dares
    /// won in a row.
    public var rare: Bool
    /// The unlock rule.
    public var unlock: Unlock

    /// The coins it is bought for, or `nil` when it is not for sale.
    public var price: Int? {
        if case let .coins(price) = unlock { price } else { nil }
    }
}
