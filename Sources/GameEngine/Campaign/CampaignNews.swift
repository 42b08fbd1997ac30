/// Where a campaign brings something new: the levels whose spec holds a mechanic no level
/// before it holds (ice, mud, loops, crates, gems, ledges, each fixture and timed crates). The summary tells
/// a player who unlocks a level how far the next one is (play-testers past level 40 said they
/// would go on for the late mechanics, "the best part", and did not know any were coming).
/// Read from the specs alone, so any campaign file has its news, without building a level.
public enum CampaignNews {
    /// The mechanics `spec` holds, by name (`Mechanic` raw values and the item kinds).
    static func mechanics(of spec: LevelSpec) -> [String] {
        let held: [(String, Bool)] = [
            ("loops", spec.braid > 0), ("ice", spec.ice > 0), ("mud", spec.mud > 0), ("crates", spec.crates > 0),
            ("gems", spec.gems > 0), ("ledges", spec.ledges > 0), ("gates", spec.gates > 0), ("portals", spec.portals > 0),
            ("belts", spec.belts > 0), ("tunnels", spec.tunnels > 0), ("mirrors", spec.mirrors > 0),
            ("trapdoors", spec.trapdoors > 0), ("springs", spec.springs > 0),
            ("chasms", spec.chasms > 0), ("doors", spec.doors > 0), ("timed", spec.timed > 0),
        ]
        return held.filter(\.1).map(\.0)
    }

    /// The fixtures `spec` holds, by name, in the order they arrive (gates, portals, belts,
    /// tunnels, mirrors, trapdoors, springs, chasms; not timed crates, a clock on crates).
    public static func fixtures(of spec: LevelSpec) -> [String] {
        let fixtures = Mechanic.added.filter { $0 != .timed }.map(\.rawValue)
        return mechanics(of: spec).filter(fixtures.contains)
    }

    /// The ids of the levels of `levels` (in campaign order) that bring something new.
    public static func arrivals(in levels: [LevelSpec]) -> [Int] {
        var met: [String] = []
        var ids: [Int] = []
        for spec in levels {
            let new = mechanics(of: spec).filter { !met.contains($0) }
            if !new.isEmpty, spec.id != levels.first?.id { ids.append(spec.id) }
            met += new
        }
        return ids
    }

    /// The first level after `id` that brings something new, or `nil` (none left).
    public static func nextArrival(after id: Int, in levels: [LevelSpec]) -> Int? {
        arrivals(in: levels).first { $0 > id }
    }
}
