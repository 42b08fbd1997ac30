/// The screens a screen may open.
public enum Destination: Sendable, Hashable {
    /// The title, with its cursor where the player left it.
    case title
    /// Level select, its cursor on a level (1…).
    case levelSelect(cursor: Int)
    case shop, avatars, stats, lab
    /// The treasuries, their cursor on treasury `cursor` (1…).
    case treasuries(cursor: Int)
}
