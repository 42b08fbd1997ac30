import GameEngine

// A daily result in words, for the summary, the title, notices, the card printed on leaving and
// `mz stats`: the engine keeps the values, this side words them.
extension DailyResult {
    /// `57 moves (par 52)`, `out of moves (par 52)` or `gave up after 12 moves (par 52)`.
    public var movesText: String {
        switch outcome {
        case .won: "\(moves) moves (par \(par))"
        case .failed: "out of moves (par \(par))"
        case .abandoned: "gave up after \(moves) move\(moves == 1 ? "" : "s") (par \(par))"
        }
    }

    /// `57 moves, par 52, 2 stars`: the result as a clause of a sentence.
    public var shortText: String {
        switch outcome {
        case .won: "\(moves) moves, par \(par), \(stars) star\(stars == 1 ? "" : "s")"
        case .failed: "out of moves, par \(par)"
        case .abandoned: "gave up after \(moves) move\(moves == 1 ? "" : "s"), par \(par)"
        }
    }

    /// The card to paste: the date and the score (stars, then the coins of the crates taken),
    /// how it went, the level's code. `streak` is the current streak after this result (left
    /// out when 0).
    ///
    ///     mz daily 2026-11-30 ★★☆ 14 coins
    ///     57 moves (par 52) · crates 2/3 · streak 3
    ///     MZ4-…
    public func card(code: String?, streak: Int, glyphs: Glyphs) -> [String] {
        var parts = [movesText, "crates \(cratesTaken)/\(crates)"]
        if gems > 0 { parts.append("gem\(gems == 1 ? "" : "s") \(gemsTaken)/\(gems)") }
        if streak > 0 { parts.append("streak \(streak)") }
        let score = "mz daily \(date) \(glyphs.stars(stars)) \(coins) coin\(coins == 1 ? "" : "s")"
        return [score, parts.joined(separator: " · ")] + (code.map { [$0] } ?? [])
    }
}
