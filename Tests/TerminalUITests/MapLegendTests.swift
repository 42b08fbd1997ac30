import GameEngine
import Testing

@testable import TerminalUI

/// The help's map legend names only what the player has met (a play-tester: "a dense wall of
/// text" at level 1), and everything for the command line.
@Suite struct MapLegendTests {
    let glyphs = Glyphs(ascii: false)

    @Test func everythingWithoutASave() {
        let all = MapLegend.sentence(glyphs: glyphs)
        #expect(all.contains("Ice (~)") && all.contains("&7 fits with one Jump") && all.contains("trapdoors [1] drop to _1_"))
        #expect(!all.contains("Other marks"))
        #expect(all.contains("chasms (░░░) are flown over, never walked, locked doors (▒) all open once you take the key (k)."))
        #expect(MapLegend.text(wrappedTo: 1000).contains("chasms :::, doors #, and a spring o on the overview."))
    }

    @Test func onlyTheMechanicsMetAndAWordForTheRest() {
        let seen: [Tip] = [.ice, .crates, .portals, .belts]
        let some = MapLegend.sentence(glyphs: glyphs, met: { seen.contains($0) })
        #expect(
            some
                == "Reach E before your moves run out (par: the fewest). Ice (~) slides you to a wall or off the ice."
                + " Crates ($7) hold the coins shown ($0: paid before; ~7 on ice, %7 on mud; $++: 100+)."
                + " Portals (A) lead to their twin, belts (→→→) carry."
                + " 3 stars: the fewest moves for the crates and gems you took. Beating your best pays unused moves."
                + " Other marks are explained when you first meet them.")
        let every = MapLegend.sentence(glyphs: glyphs, met: { _ in true })
        #expect(every == MapLegend.sentence(glyphs: glyphs))
    }
}
