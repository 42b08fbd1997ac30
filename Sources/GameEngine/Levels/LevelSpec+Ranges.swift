import MazeKit

extension LevelSpec {
    /// The ranges every level keeps, whichever way it is made: a levels file, a replay, a level
    /// code or the command line's flags (docs/formats.md, "Limits"). Whatever passes them can be
    /// written to a replay and read back.
    public enum Limits {
        /// Columns and rows.
        public static let side = 2...256
        /// The share of dead ends removed.
        public static let braid = 0.0...1.0
        /// The share of cells made ice.
        public static let ice = 0.0...0.6
        /// The share of cells made mud.
        public static let mud = 0.0...0.6
        /// The most ice and mud together, so enough floor is left to move on.
        public static let terrain = 0.8
        /// Crates of coins in plain reach.
        public static let crates = 0...50
        /// The least distance of a crate from the shortest path.
        public static let crateDepth = 1...100
        /// Gems.
        public static let gems = 0...10
        /// Crates on ledges (counted apart from `crates`).
        public static let ledges = 0...50
        /// Gates, portal pairs, belt cells, tunnels, mirrors, trapdoors, springs and chasms.
        public static let fixtures = 0...50
        /// Doors (one key opens them all).
        public static let doors = 0...4
        /// Timed crates (of the crates, not more): one or two, since their deadlines are searched
        /// with the question (`LevelBuilder.timedQuestion`).
        public static let timed = 0...2
        /// Spare moves as a share of par.
        public static let slack = 0.0...10.0
        /// A fixed budget: at least one move, at most the most moves a level may have.
        public static let budget = 1...1_000_000
        /// Characters (graphemes) of a name.
        public static let nameCharacters = 1...40
        /// UTF-8 bytes of a name: 40 characters may be built of any number of combining marks,
        /// and every replay of the level carries its name.
        public static let nameBytes = 160
    }

    /// A field of a spec that has a range, by its name in a levels file.
    public enum Field: String, Sendable, CaseIterable {
        case name, width, height, mask, braid, ice, mud, crates, crateDepth, gems, ledges
        case gates, portals, belts, tunnels, mirrors, trapdoors, springs, chasms, doors, timed, slack, budget
    }

    /// A field outside its range: which, and what is wrong with it.
    public struct RangeProblem: Error, Sendable, Equatable {
        /// The field at fault.
        public var field: Field
        /// What is wrong, as words that follow the field's name: `must be from 0.0 to 0.6, found 0.7`.
        public var problem: String

        /// Creates a problem.
        public init(field: Field, problem: String) {
            self.field = field
            self.problem = problem
        }
    }

    /// The first field of this spec outside the `Limits`, in the order a levels file lists
    /// them, or `nil` when every field is within its range. Every way of making a level calls
    /// this (the levels-file and replay reader, the code decoder, the flags), and
    /// `LevelBuilder.build` checks all but the name, so no level is built outside the ranges.
    /// - Parameter naming: how the caller's user writes a field that a problem mentions besides
    ///   its own (`ice` in a file, `'--ice'` on the command line).
    /// - Complexity: O(name length), plus reading the mask's shape when one is named.
    public func rangeProblem(naming: (Field) -> String = { $0.rawValue }) -> RangeProblem? {
        nameProblem() ?? buildingRangeProblem(naming: naming)
    }

    /// The name's problem: more bytes or characters than `Limits` allow, or control characters.
    func nameProblem() -> RangeProblem? {
        let bytes = name.utf8.count
        guard bytes <= Limits.nameBytes else {
            return RangeProblem(field: .name, problem: "must be at most \(Limits.nameBytes) bytes of UTF-8, found \(bytes)")
        }
        guard Limits.nameCharacters.contains(name.count) else {
            return RangeProblem(
                field: .name,
                problem:
                    "must be \(Limits.nameCharacters.lowerBound) to \(Limits.nameCharacters.upperBound) characters, found \(name.count)")
        }
        guard !name.unicodeScalars.contains(where: \.isControlCharacter) else {
            return RangeProblem(field: .name, problem: "must not hold control characters, found \"\(name.escapingControlCharacters())\"")
        }
        return nil
    }

    /// `rangeProblem(naming:)` for every field that the level's building reads: all but the
    /// name (which a code does not hold and the campaign builder sets last).
    /// - Complexity: O(1), plus reading the mask's shape when one is named.
    public func buildingRangeProblem(naming: (Field) -> String = { $0.rawValue }) -> RangeProblem? {
        if let problem = Self.outside(.width, width, Limits.side) ?? Self.outside(.height, height, Limits.side) { return problem }
        if let mask, let problem = maskProblem(mask) { return problem }
        for (field, value, range) in [(Field.braid, braid, Limits.braid), (.ice, ice, Limits.ice), (.mud, mud, Limits.mud)] {
            guard value.isFinite, range.contains(value) else {
                return RangeProblem(field: field, problem: "must be from \(range.lowerBound) to \(range.upperBound), found \(value)")
            }
        }
        // (A hair of slack for the sum's rounding: 0.6 + 0.2 written in a file is 0.8.)
        guard ice + mud <= Limits.terrain + 1e-9 else {
            return RangeProblem(field: .mud, problem: "plus \(naming(.ice)) must be at most \(Limits.terrain), found \(mud) + \(ice)")
        }
        let counts: [(Field, Int, ClosedRange<Int>)] = [
            (.crates, crates, Limits.crates), (.crateDepth, crateDepth, Limits.crateDepth), (.gems, gems, Limits.gems),
            (.ledges, ledges, Limits.ledges), (.gates, gates, Limits.fixtures), (.portals, portals, Limits.fixtures),
            (.belts, belts, Limits.fixtures), (.tunnels, tunnels, Limits.fixtures), (.mirrors, mirrors, Limits.fixtures),
            (.trapdoors, trapdoors, Limits.fixtures), (.springs, springs, Limits.fixtures), (.chasms, chasms, Limits.fixtures),
            (.doors, doors, Limits.doors), (.timed, timed, Limits.timed),
        ]
        for (field, value, range) in counts {
            if let problem = Self.outside(field, value, range) { return problem }
        }
        guard timed <= crates else { return RangeProblem(field: .timed, problem: "must be at most the crates (\(crates)), found \(timed)") }
        guard slack.isFinite, Limits.slack.contains(slack) else {
            return RangeProblem(
                field: .slack, problem: "must be from \(Limits.slack.lowerBound) to \(Limits.slack.upperBound), found \(slack)")
        }
        if let budget, let problem = Self.outside(.budget, budget, Limits.budget) { return problem }
        // The cost caps (how much work a level of this size may ask of the builder and the
        // solvers) belong here too, after the plain ranges, so every way in meets them.
        return nil
    }

    private static func outside(_ field: Field, _ value: Int, _ range: ClosedRange<Int>) -> RangeProblem? {
        range.contains(value)
            ? nil : RangeProblem(field: field, problem: "must be from \(range.lowerBound) to \(range.upperBound), found \(value)")
    }

    /// A mask must be shipped, go with an algorithm that honours masks and have the spec's size.
    private func maskProblem(_ mask: String) -> RangeProblem? {
        guard MaskCatalog.text(named: mask) != nil else {
            let hint = closestName(to: mask, among: MaskCatalog.names).map { "; did you mean '\($0)'?" } ?? ""
            return RangeProblem(field: .mask, problem: "names no shipped mask: '\(mask.escapingControlCharacters(limit: 40))'\(hint)")
        }
        guard algorithm.supportsMasks else {
            return RangeProblem(field: .mask, problem: "cannot be used with \(algorithm.name), which cannot honour masks")
        }
        if let shape = try? MaskCatalog.mask(named: mask), shape.width != width || shape.height != height {
            return RangeProblem(
                field: .width,
                problem: "and height are \(width)x\(height) but the \(mask) mask is \(shape.width)x\(shape.height); they must match")
        }
        return nil
    }
}
