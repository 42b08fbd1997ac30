/// The variety and fit rules (docs/rules.md, "Design figures": variety, fit).
extension DesignReport {
    /// One mechanic across the campaign.
    public struct MechanicFigures: Sendable, Hashable {
        public var mechanic: Mechanic
        /// The first level holding it, if any.
        public var arrival: Int?
        /// Levels holding it, and those where it changes the plan (added mechanics only).
        public var levels: Int
        public var changing: Int

        /// Whether its first level puts it in the player's way (added mechanics only): every par
        /// route there uses it, or, for timed crates (a clock on no route), it changes that
        /// level's plan.
        public var onTheWayFirst: Bool

        /// Whether it changes the plan on at least half the levels holding it.
        public var changesPlans: Bool { levels > 0 && 2 * changing >= levels }
    }

    /// The last level the arrival rule looks at: something new arrives at least every
    /// `arrivalGap` levels up to it.
    public static let arrivalHorizon = 85
    /// The most levels in a row without an arrival.
    public static let arrivalGap = 12

    /// Per mechanic, in `Mechanic` order: where it arrives, how often it appears and changes
    /// the plan.
    public var mechanicFigures: [MechanicFigures] {
        Mechanic.allCases.map { mechanic in
            let holding = levels.filter { $0.mechanics.contains(mechanic) }
            return MechanicFigures(
                mechanic: mechanic, arrival: holding.first?.id, levels: holding.count,
                changing: holding.filter { $0.planChangers.contains(mechanic) }.count,
                onTheWayFirst: holding.first.map { first in
                    mechanic == .timed ? first.planChangers.contains(mechanic) : first.onTheWay.contains(mechanic)
                } ?? false)
        }
    }

    /// The levels (ids, ascending) where a mechanic arrives, with what arrives there.
    public var arrivals: [(level: Int, mechanics: [Mechanic])] {
        let firsts = mechanicFigures.compactMap { f in f.arrival.map { ($0, f.mechanic) } }
        return Set(firsts.map(\.0)).sorted().map { id in (id, firsts.filter { $0.0 == id }.map(\.1)) }
    }

    /// The longest run of levels from the first level to `arrivalHorizon` (or the last level,
    /// if sooner) with no arrival, counting the first level as one: the gaps between
    /// consecutive arrivals and from the last to the level after the horizon.
    public var longestArrivalGap: (levels: Int, after: Int) {
        guard let first = levels.first?.id, let last = levels.last?.id else { return (0, 0) }
        let horizon = min(Self.arrivalHorizon, last)
        let points = ([first] + arrivals.map(\.level)).filter { $0 <= horizon }
        let sorted = Set(points).sorted() + [horizon + 1]
        return zip(sorted, sorted.dropFirst()).map { ($1 - $0, $0) }.max { $0.0 < $1.0 } ?? (0, first)
    }

    /// The kinds of level per band of ten (by id), each band's distinct kinds in level order.
    public var kindsPerBand: [(first: Int, kinds: [LevelKind])] {
        var bands: [(first: Int, kinds: [LevelKind])] = []
        for level in levels {
            let first = (level.id - 1) / 10 * 10 + 1
            if bands.last?.first != first { bands.append((first, [])) }
            if !bands[bands.count - 1].kinds.contains(level.kind) { bands[bands.count - 1].kinds.append(level.kind) }
        }
        return bands
    }

    /// 10th levels whose kind another level of their band shares.
    public var tenthsSharingTheirKind: [Int] {
        levels.filter { $0.id % 10 == 0 }.compactMap { tenth in
            levels.contains { $0.id != tenth.id && ($0.id - 1) / 10 == (tenth.id - 1) / 10 && $0.kind == tenth.kind } ? tenth.id : nil
        }
    }

    // MARK: - Verdicts

    var varietyVerdict: DesignVerdict {
        let added = mechanicFigures.filter { !$0.mechanic.isBasic && $0.levels > 0 }
        let changing = added.filter(\.changesPlans)
        let together = arrivals.filter { $0.mechanics.count > 1 }.map(\.level)
        let untipped = added.filter { !$0.mechanic.hasTip }.map(\.mechanic.rawValue)
        // A mechanic's first level is its first impression: every par route there uses it.
        let aside = added.filter { !$0.onTheWayFirst }.map(\.mechanic.rawValue)
        let gap = longestArrivalGap
        let late = kindsPerBand.filter { $0.first >= 31 }
        let narrow = late.filter { $0.kinds.count < 4 }.map(\.first)
        let sharing = tenthsSharingTheirKind
        let described = added.map { "\($0.mechanic.rawValue) from \($0.arrival ?? 0), changes the plan on \($0.changing)/\($0.levels)" }
        let lastArrival = arrivals.last.map { "level \($0.level)" } ?? "none"
        return DesignVerdict(
            rule: .variety,
            figure:
                "\(changing.count) added mechanics change the plan on ≥ 50% of their levels (need ≥ 4)"
                + (described.isEmpty ? "" : ": " + described.joined(separator: "; "))
                + "; longest run without something new \(gap.levels) levels from level \(gap.after) (need ≤ \(Self.arrivalGap) up to \(Self.arrivalHorizon)), last arrival \(lastArrival)"
                + "; levels introducing two at once: \(together.count)" + Self.list(together)
                + (untipped.isEmpty ? "" : "; no tip for " + untipped.joined(separator: ", "))
                + "; \(added.count - aside.count) of \(added.count) on every par route of their first level (timed crates: changing its plan)"
                + (aside.isEmpty ? "" : " (not " + aside.joined(separator: ", ") + ")")
                + "; \(late.count - narrow.count) of \(late.count) bands from 31 mix ≥ 4 kinds"
                + (narrow.isEmpty ? "" : " (bands from " + narrow.map(String.init).joined(separator: ", ") + " do not)")
                + "; 10th levels sharing their band's kind: \(sharing.count)" + Self.list(sharing),
            passed: changing.count >= 4 && gap.levels <= Self.arrivalGap && together.isEmpty && untipped.isEmpty && aside.isEmpty
                && !late.isEmpty
                && narrow.isEmpty && sharing.isEmpty,
            note: "kinds are named from each level's figures (LevelKind.classified) until levels name their own")
    }

    var fitVerdict: DesignVerdict {
        let cut = levels.filter { !PlayField.showsWhole(width: $0.width, height: $0.height) }.map(\.id)
        let largest = PlayField.largestWhole
        let daily = DailyChallenge.fitsBaseline
        return DesignVerdict(
            rule: .fit,
            figure:
                "\(levels.count - cut.count) of \(levels.count) levels are seen whole at \(PlayField.baseline.width)×\(PlayField.baseline.height) (at most \(largest.width)×\(largest.height) cells)"
                + Self.list(cut) + "; the daily " + (daily ? "fits" : "does NOT fit")
                + " (mazes of at most \(DailyChallenge.largest.width)×\(DailyChallenge.largest.height))",
            passed: !levels.isEmpty && cut.isEmpty && daily)
    }
}
