/// One rule measured on a whole campaign: its figure in words and whether it is met.
public struct DesignVerdict: Sendable, Hashable {
    public var rule: DesignRule
    /// The measured figures, one phrase (e.g. "median slack 62% of par (≤ 35%)").
    public var figure: String
    public var passed: Bool
    /// What the measure approximates or leaves unjudged, if anything.
    public var note: String?
}
