extension Int {
    /// The number with its noun, singular for one: `1.counted("gem")` is `1 gem`, `0.counted("gem")`
    /// `0 gems` (`plural` for a noun that is not made with an `s`).
    public func counted(_ noun: String, plural: String? = nil) -> String {
        "\(self) \(self == 1 ? noun : plural ?? noun + "s")"
    }
}
