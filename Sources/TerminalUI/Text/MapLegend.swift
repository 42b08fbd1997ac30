/// How to play, in one paragraph that also says what every mark on the map means: the help
/// screen's "How to play" and `mz help play` say it alike (docs/rules.md, "Moving" and
/// "Fixtures").
public enum MapLegend {
    /// The paragraph, naming the marks as `glyphs` draws them.
    public static func sentence(glyphs: Glyphs) -> String {
        "Reach E before your moves run out (par: the fewest possible; a wall costs nothing). Ice (~) slides you on to a wall or solid ground; mud (%) costs 2 moves. Crates ($7) hold the coins shown ($0: paid before), one on a ledge (&) needs a Jump or a Time; gems (\(glyphs.gem)) unlock rare avatars. A gate (\(glyphs.gate(.east))) lets you through one way, a portal (A) leads to the other (A), a belt (\(String(repeating: String(Character(glyphs.belt(.east))), count: 3))) carries you on, a tunnel (\(glyphs.tunnel(.east)) \(glyphs.tunnel(.south)) in two walls) goes under a corridor. Beating your best cashes in unused moves; the fewest moves for what you took earn 3 stars and a bonus."
    }

    /// The paragraph for the command line, wrapped to `width` columns, each line ending in a
    /// newline, with the ASCII marks after it (what `--ascii` and an 8-bit terminal draw).
    public static func text(wrappedTo width: Int) -> String {
        let ascii = Glyphs(ascii: true)
        let note =
            "With --ascii: gem \(ascii.gem), gates \(ascii.gate(.east)) \(ascii.gate(.west)) \(ascii.gate(.north)) \(ascii.gate(.south)), belts \(ascii.belt(.east))\(ascii.belt(.east))\(ascii.belt(.east)), tunnels \(ascii.tunnel(.east)) and \(ascii.tunnel(.south))."
        return (sentence(glyphs: Glyphs(ascii: false)) + " " + note).wrapped(toWidth: width).map { $0 + "\n" }.joined()
    }
}
