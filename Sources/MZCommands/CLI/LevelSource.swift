#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameEngine
import MazeKit

/// Finds the level a command is about: `--level N` from the campaign (or `--levels FILE`), or a
/// level made on the spot from `--seed S` and friends.
enum LevelSource {
    /// Options for a seeded level (SPEC §9, `mz play --seed …`).
    static let seededSpecs: [OptionSpec] = [
        .value("level", "N", "a campaign level by number"),
        .value("seed", "S", "make a level from this seed instead"),
        .value("code", "CODE", "the level a code stands for (MZ1-…, shown on the pause line and the summary)"),
        .value("size", "WxH", "seeded level size, 2 to \(LevelFile.sideRange.upperBound) per side (default 16x10)"),
        .value("algorithm", "A", "seeded level algorithm (default recursive-backtracker)"),
        .value("ice", "F", "seeded level share of ice, 0 to 0.6"),
        .value("mud", "F", "seeded level share of mud, 0 to 0.6"),
        .value("braid", "F", "seeded level share of dead ends removed, 0 to 1"),
        .value("crates", "N", "seeded level crates, 0 to 50 (default 2)"),
        .value("mask", "NAME", "seeded level shape: a shipped mask"),
    ]

    /// The campaign file: `--levels FILE` if given, else the shipped one.
    static func campaign(_ args: ParsedArguments) throws(CommandError) -> (file: LevelFile, name: String) {
        if let path = args.string("levels") {
            return (try read(path), path)
        }
        do {
            return (try Campaign.load(), "the shipped levels.json")
        } catch {
            throw CommandError(.dataError, "the shipped levels.json is broken: \(error.description)")
        }
    }

    /// The campaign and whose progress it plays: the shipped one's unless `--levels FILE`
    /// names another campaign (SPEC §8: a custom campaign's progress is kept apart).
    static func campaignWithIdentity(_ args: ParsedArguments) throws(CommandError) -> (file: LevelFile, identity: CampaignIdentity) {
        let (file, _) = try campaign(args)
        guard args.has("levels") else { return (file, .shipped) }
        return (file, CampaignIdentity(of: file, shipped: try? Campaign.load()))
    }

    /// Reads and checks a levels file at `path`.
    static func read(_ path: String) throws(CommandError) -> LevelFile {
        let text = try FileAccess.text(at: path, what: "levels file", limit: LevelFile.maximumBytes)
        do {
            return try LevelFile(data: Data(text.utf8))
        } catch {
            throw CommandError(.dataError, "\(path): \(error.description)")
        }
    }

    /// The spec named by `--level N` or built from `--seed S …`.
    static func spec(_ args: ParsedArguments, command: String) throws(CommandError) -> LevelSpec {
        let seeded = ["size", "algorithm", "ice", "mud", "braid", "crates", "mask"]
        if let n = try args.integer("level", in: 1...LevelFile.maximumLevels) {
            if args.has("seed") { throw .usage("give either --level or --seed to '\(command)', not both") }
            if let extra = seeded.first(where: args.has) {
                throw .usage("--\(extra) only applies to a seeded level (--seed), not to --level")
            }
            let (file, name) = try campaign(args)
            guard n <= file.levels.count else {
                throw .usage("there is no level \(n); \(name) has levels 1 to \(file.levels.count)")
            }
            return file.levels[n - 1]
        }
        if let code = args.string("code") {
            if args.has("seed") { throw .usage("give either --code or --seed to '\(command)', not both") }
            if let extra = seeded.first(where: args.has) { throw .usage("--\(extra) does not go with --code: the code holds the whole level") }
            do { return try LevelCode.spec(from: code) } catch {
                throw .usage("--code '\(code.escapingControlCharacters(limit: 80))': \(error.description)")
            }
        }
        guard let seed = try args.seed("seed") else {
            throw .usage("'\(command)' needs --level N, --seed S or --code CODE")
        }
        let algorithm = try args.algorithm("algorithm") ?? .recursiveBacktracker
        let size = try args.size("size", maximumSide: LevelFile.sideRange.upperBound, maximumCells: 65_536) ?? (16, 10)
        guard size.width >= 2 || size.height >= 2 else { throw .usage("a level needs at least two cells; --size 1x1 is too small") }
        var spec = LevelSpec(id: 0, name: "Seed \(seed)", seed: seed, width: size.width, height: size.height, algorithm: algorithm)
        spec.ice = try args.fraction("ice", in: 0...0.6) ?? 0
        spec.mud = try args.fraction("mud", in: 0...0.6) ?? 0
        spec.braid = try args.fraction("braid", in: 0...1) ?? 0
        spec.crates = try args.integer("crates", in: 0...50) ?? 2
        if let mask = args.string("mask") {
            guard MaskCatalog.text(named: mask) != nil else {
                let hint = closestName(to: mask, among: MaskCatalog.names).map { "did you mean '\($0)'? " } ?? ""
                throw .usage("unknown mask '\(mask)'; \(hint)shipped masks are \(MaskCatalog.names.joined(separator: ", "))")
            }
            spec.mask = mask
        }
        return spec
    }

    /// Builds `spec`, mapping a failure to a data error (campaign) or usage error (seeded).
    static func build(_ spec: LevelSpec) throws(CommandError) -> Level {
        do {
            return try LevelBuilder.build(spec)
        } catch {
            throw CommandError(spec.id == 0 ? .usage : .dataError, error.description)
        }
    }
}
