/// The result of trying to buy in the shop.
public enum Purchase: Sendable, Hashable {
    case bought(ShopItem, price: Int)
    case refused(ShopItem, price: Int, coins: Int)
}
