/// The result of trying to buy an avatar for coins (`PlayerProgress.buy(avatar:)`).
public enum AvatarPurchase: Sendable, Hashable {
    /// Bought, owned from now on, for `price` coins.
    case bought(id: String, price: Int)
    /// Too few coins: it costs `price`, the player has `coins`.
    case refused(id: String, price: Int, coins: Int)
    /// Not sold for coins (unknown, or unlocked another way), or owned already.
    case notForSale(id: String)
}
