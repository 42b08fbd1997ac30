/// The game design rules, in the order docs/design.md ("Design rules") gives them.
public enum DesignRule: String, Sendable, Hashable, CaseIterable {
    case items, choice, tension, terrain
    case cratesPay = "crates-pay"
    case gems, curve
    case powerUps = "power-ups"
    case planning, variety, fit, play

    /// The rules measured and reported but not yet failing a run (`mz validate` on the shipped
    /// campaign, `--strict-design`): the four added last, until the campaign rebuilt for them
    /// ships. Emptying this list makes every rule gate.
    public static let pending: [DesignRule] = [.planning, .variety, .fit, .play]

    /// Whether missing it fails a strict run (see `pending`).
    public var gates: Bool { !Self.pending.contains(self) }
}
