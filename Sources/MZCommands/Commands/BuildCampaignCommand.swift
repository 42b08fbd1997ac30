import GameEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `mz build-campaign`: regenerates the campaign file from `CampaignBlueprint.shipped`, searching
/// seeds and sizes until each level meets its design rules (docs/rules.md, "Design figures"), and prints what it built.
enum BuildCampaignCommand {
    enum Options {
        static let out = Option.file("out", "where to write the campaign (default levels.json); an existing file must be an mz levels file")
    }

    static let spec = CommandSpec(
        name: "build-campaign", summary: "rebuild levels.json from the campaign design (for maintainers)",
        usage: ["mz build-campaign [--out FILE]"], options: [Options.out],
        details: """
            Builds every level of the campaign design (Sources/GameEngine/Campaign), searching
            seeds and sizes until each meets its design rules, prints a line per level and the
            design figures per band, and writes the campaign file (docs/campaign.md).

            """, run: run)

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) {
        let path = try args.value(Options.out) ?? "levels.json"
        try refuseStrangers(at: path)
        let builder = CampaignBuilder(design: .shipped)
        let outcomes = builder.build()
        console.out(report(outcomes))
        try AtomicFile.write(builder.file(outcomes).json, to: path)
        console.out("wrote \(outcomes.count.counted("level")) to \(path)\n")
    }

    /// An existing file at `path` is replaced only when it is an mz levels file (marked, or
    /// shaped like one from before the mark, or such a file damaged): mz never replaces what is
    /// not its own (docs/formats.md, "Whose file it is").
    static func refuseStrangers(at path: String) throws(CommandError) {
        let data: Data
        do { data = try FileAccess.contents(at: path, limit: LevelFile.maximumBytes) } catch {
            switch error {
            case .missing: return
            case let .notAFile(kind):
                throw CommandError(
                    .noInput, "'\(path)' is \(kind), not a levels file; mz leaves it as it is (pass --out with a file's path)")
            case let .tooLarge(size, limit):
                throw CommandError(
                    .dataError,
                    "'\(path)' is \(size) bytes, more than a levels file's \(limit)-byte limit, so it is not an mz levels file; mz leaves it as it is (pass --out with another path)"
                )
            default: throw error.commandError(what: "the campaign file", path: path)
            }
        }
        if case let .foreign(reason) = FileKind.levels.recognise(data) {
            throw CommandError(
                .dataError, "'\(path)' is not an mz levels file (\(reason)); mz leaves it as it is (pass --out with another path)")
        }
    }

    /// One line per level, then the rules missed.
    static func report(_ outcomes: [CampaignBuilder.Outcome]) -> String {
        var out = "  id  name                     size    par budget spare crates gems tries missed\n"
        for o in outcomes {
            let l = o.level
            let size = "\(l.maze.width)x\(l.maze.height)"
            out += String(o.spec.id).leftPadded(4) + "  " + l.name.padded(24) + " " + size.padded(7)
            out += String(l.par).leftPadded(4) + String(l.budget).leftPadded(7) + String(l.budget - l.par).leftPadded(6)
            out += String(l.crates.count).leftPadded(7) + String(l.gems.count).leftPadded(5) + String(o.tries).leftPadded(6)
            out += "  " + (o.missed.isEmpty ? "-" : o.missed.joined(separator: ",")) + "\n"
        }
        let missing = outcomes.filter { !$0.missed.isEmpty }.count
        out += "\(outcomes.count - missing) of \(outcomes.count) levels meet every rule of their plan\n\n"
        return out + bandTable(outcomes)
    }

    /// The design figures per band of ten, as a Markdown table (docs/campaign.md shows it).
    static func bandTable(_ outcomes: [CampaignBuilder.Outcome]) -> String {
        var out =
            "| levels | par | spare moves (median % of par) | crates (on ledges) | coins in crates | gems | all items fit | wrong turn > spare | terrain picks the route |\n"
        out += "|---|---|---|---|---|---|---|---|---|\n"
        for band in stride(from: 0, to: outcomes.count, by: 10) {
            let levels = outcomes[band..<min(outcomes.count, band + 10)].map(\.level)
            let pars = levels.map(\.par)
            let spares = levels.map { 100 * ($0.budget - $0.par) / max(1, $0.par) }.sorted()
            var allFit = 0, wrongTurns = 0, terrain = 0
            for level in levels {
                let graph = MoveGraph(level)
                let items = level.crates.filter { !$0.needsJump }.map(\.cell) + level.gems
                if let treasure = graph.itemPar(from: level.start, items: items)?.treasurePar, treasure <= level.budget { allFit += 1 }
                if (graph.worstWrongTurn(from: level.start)?.cost ?? 0) > level.budget - level.par { wrongTurns += 1 }
                if graph.routeChoice(from: level.start)?.terrainChoosesRoute == true { terrain += 1 }
            }
            out += "| \(band + 1)–\(band + levels.count) | \(pars.min() ?? 0)–\(pars.max() ?? 0) | \(spares[spares.count / 2]) % "
            out +=
                "| \(levels.map(\.crates.count).reduce(0, +)) (\(levels.map { $0.crates.filter(\.needsJump).count }.reduce(0, +))) | \(levels.flatMap(\.crates).map(\.coins).reduce(0, +)) "
            out += "| \(levels.map(\.gems.count).reduce(0, +)) | \(allFit) | \(wrongTurns) | \(terrain) |\n"
        }
        return out
    }
}

extension String {
    func padded(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}
