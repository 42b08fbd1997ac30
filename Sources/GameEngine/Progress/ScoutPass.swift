/// The scout pass, once bought (`ShopItem.scoutPass`; docs/rules.md, "Scout pass"): how it tells
/// the best plans. Written in the save as its raw value.
public enum ScoutPass: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every campaign level's best plan is told as the level begins (in the HUD).
    case on
    /// A level's best plan is told only when asked (`c`), free: a play-tester who had every
    /// target told found the levels "executing a known answer", so the player chooses.
    case off

    /// The other setting.
    public var switched: ScoutPass { self == .on ? .off : .on }
}
