/// The game design rules, in the order docs/design.md ("Design rules") gives them.
public enum DesignRule: String, Sendable, Hashable, CaseIterable {
    case items, choice, tension, terrain
    case cratesPay = "crates-pay"
    case gems, curve
    case powerUps = "power-ups"
}
