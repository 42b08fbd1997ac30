import GameEngine

/// How to play, in one paragraph that also says what every mark on the map means: the help
/// screen's "How to play" and `mz help play` say it alike (docs/rules.md, "Moving" and
/// "Fixtures").
public enum MapLegend {
    /// The paragraph, naming the marks as `glyphs` draws them: every mark, or with `met`, only
    /// those of the mechanics whose tip the player has seen, and a word that the rest are
    /// explained on the way (play-testers found the whole list "a dense wall of text" at level 1).
    public static func sentence(glyphs: Glyphs, met: ((Tip) -> Bool)? = nil) -> String {
        let knows = { (tip: Tip) in met?(tip) ?? true }
        var parts = ["Reach E before your moves run out (par: the fewest)."]
        let terrain = [
            knows(.ice) ? "Ice (~) slides you to a wall or off the ice" : nil, knows(.mud) ? "mud (%) costs 2 every time" : nil,
        ]
        .compactMap { $0 }
        if !terrain.isEmpty { parts.append(terrain.joined(separator: "; ") + ".") }
        if knows(.crates) {
            let marks = [
                "$0: paid before", "~7 on ice, %7 on mud", knows(.ledges) ? "&7 fits with one Jump" : nil,
                knows(.timed) ? "T-5: gone in 5 moves" : nil, "$++: 100+",
            ].compactMap { $0 }
            parts.append(
                "Crates ($7) hold the coins shown (\(marks.joined(separator: "; ")))"
                    + (knows(.gems) ? "; a gem (\(glyphs.gem)) gives a Jump." : "."))
        } else if knows(.gems) {
            parts.append("A gem (\(glyphs.gem)) gives a Jump.")
        }
        let fixtures: [(Tip, String)] = [
            (.gates, "gates (\(glyphs.gate(.east))) pass one way"), (.portals, "portals (A) lead to their twin"),
            (.belts, "belts (\(String(repeating: String(Character(glyphs.belt(.east))), count: 3))) carry"),
            (.tunnels, "tunnels (\(glyphs.tunnel(.east)) \(glyphs.tunnel(.south))) go under"),
            (.mirrors, "mirrors (\(glyphs.mirror(.rising)) \(glyphs.mirror(.falling))) turn"), (.trapdoors, "trapdoors [1] drop to _1_"),
            (.springs, "springs {\(glyphs.spring)} throw you to a wall"),
            (.chasms, "chasms (\(String(repeating: String(Character(glyphs.chasm)), count: 3))) are flown over, never walked"),
            (.doors, "locked doors (\(glyphs.door)) all open once you take the key (\(glyphs.key))"),
        ]
        let known = fixtures.filter { knows($0.0) }.map(\.1)
        if let first = known.first {
            parts.append(([first.prefix(1).uppercased() + first.dropFirst()] + known.dropFirst()).joined(separator: ", ") + ".")
        }
        parts.append("3 stars: the fewest moves for the crates and gems you took. Beating your best pays unused moves.")
        let unmet = [Tip.ice, .mud, .crates, .gems, .ledges, .timed] + fixtures.map(\.0)
        if unmet.contains(where: { !knows($0) }) { parts.append("Other marks are explained when you first meet them.") }
        return parts.joined(separator: " ")
    }

    /// The paragraph for the command line, wrapped to `width` columns, each line ending in a
    /// newline, with the ASCII marks after it (what `--ascii` and an 8-bit terminal draw).
    public static func text(wrappedTo width: Int) -> String {
        let ascii = Glyphs(ascii: true)
        let note =
            "With --ascii: gem \(ascii.gem), gates \(ascii.gate(.east)) \(ascii.gate(.west)) \(ascii.gate(.north)) \(ascii.gate(.south)), belts \(ascii.belt(.east))\(ascii.belt(.east))\(ascii.belt(.east)), tunnels \(ascii.tunnel(.east)) and \(ascii.tunnel(.south)), mirrors \(ascii.mirror(.rising)) and \(ascii.mirror(.falling)), chasms \(String(repeating: String(Character(ascii.chasm)), count: 3)), doors \(ascii.door), and a spring o on the overview."
        return (sentence(glyphs: Glyphs(ascii: false)) + " " + note).wrapped(toWidth: width).map { $0 + "\n" }.joined()
    }
}
