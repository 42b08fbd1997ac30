/// How to play, in one paragraph that also says what every mark on the map means: the help
/// screen's "How to play" and `mz help play` say it alike (docs/rules.md, "Moving" and
/// "Fixtures").
public enum MapLegend {
    /// The paragraph, naming the marks as `glyphs` draws them.
    public static func sentence(glyphs: Glyphs) -> String {
        "Reach E before your moves run out (par: the fewest). Ice (~) slides you to a wall or solid ground; mud (%) costs 2. Crates ($7) hold the coins shown ($0: paid before; ~7 on ice, %7 on mud; & on a ledge; $++: 100+); gems (\(glyphs.gem)) unlock avatars. Gates (\(glyphs.gate(.east))) pass one way, portals (A) lead to their twin, belts (\(String(repeating: String(Character(glyphs.belt(.east))), count: 3))) carry, tunnels (\(glyphs.tunnel(.east)) \(glyphs.tunnel(.south))) go under, mirrors (\(glyphs.mirror(.rising)) \(glyphs.mirror(.falling))) turn, trapdoors [1] drop to _1_. Beat your best to cash in unused moves; the fewest for what you took: 3 stars."
    }

    /// The paragraph for the command line, wrapped to `width` columns, each line ending in a
    /// newline, with the ASCII marks after it (what `--ascii` and an 8-bit terminal draw).
    public static func text(wrappedTo width: Int) -> String {
        let ascii = Glyphs(ascii: true)
        let note =
            "With --ascii: gem \(ascii.gem), gates \(ascii.gate(.east)) \(ascii.gate(.west)) \(ascii.gate(.north)) \(ascii.gate(.south)), belts \(ascii.belt(.east))\(ascii.belt(.east))\(ascii.belt(.east)), tunnels \(ascii.tunnel(.east)) and \(ascii.tunnel(.south)), mirrors \(ascii.mirror(.rising)) and \(ascii.mirror(.falling))."
        return (sentence(glyphs: Glyphs(ascii: false)) + " " + note).wrapped(toWidth: width).map { $0 + "\n" }.joined()
    }
}
