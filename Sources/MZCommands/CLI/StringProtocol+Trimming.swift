extension StringProtocol {
    /// The text without white space (spaces, tabs, line breaks) at either end.
    ///
    /// On the standard library rather than Foundation's `trimmingCharacters(in:)`, which would
    /// link ICU into the release binary (docs/formats.md, "Limits").
    var trimmed: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<end])
    }
}
