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
    typealias Limits = LevelSpec.Limits

    /// Options for a seeded level (SPEC §9, `mz play --seed …`).
    static let seededSpecs: [OptionSpec] = [
        .value("level", "N", "a campaign level by number"),
        .value("seed", "S", "make a level from this seed instead"),
        .value("code", "CODE", "the level a code stands for (MZ2-…, shown on the pause line and the summary)"),
        .value("size", "WxH", "seeded level size, \(Limits.side.lowerBound) to \(Limits.side.upperBound) per side (default 16x10, or the mask's)"),
        .value("algorithm", "A", "seeded level algorithm (default recursive-backtracker)"),
        .value("ice", "F", "seeded level share of ice, 0 to \(Limits.ice.upperBound.formatted)"),
        .value("mud", "F", "seeded level share of mud, 0 to \(Limits.mud.upperBound.formatted) (ice and mud \(Limits.terrain.formatted) at most)"),
        .value("braid", "F", "seeded level share of dead ends removed, 0 to \(Limits.braid.upperBound.formatted)"),
        .value("crates", "N", "seeded level crates, 0 to \(Limits.crates.upperBound) (default 2)"),
        .value("mask", "NAME", "seeded level shape: a shipped mask (its size is the level's)"),
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

    /// `spec` (from a code) named after the campaign level it builds, if it is one of `campaign`'s
    /// (the summary shows every campaign level's code): the same code, so the same level.
    /// - Complexity: O(levels).
    static func named(_ spec: LevelSpec, in campaign: LevelFile) -> LevelSpec {
        guard let code = LevelCode.code(for: spec),
              let level = campaign.levels.first(where: { LevelCode.code(for: $0) == code }) else { return spec }
        var named = spec
        named.name = level.name
        return named
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
            let spec: LevelSpec
            do { spec = try LevelCode.spec(from: code) } catch {
                throw .usage("--code '\(code.escapingControlCharacters(limit: 80))': \(error.description)")
            }
            // A file that cannot be read is said by the command that plays it; a name is a nicety.
            return (try? campaign(args)).map { named(spec, in: $0.file) } ?? spec
        }
        guard let seed = try args.seed("seed") else {
            throw .usage("'\(command)' needs --level N, --seed S or --code CODE")
        }
        let algorithm = try args.algorithm("algorithm") ?? .recursiveBacktracker
        let shape = try mask(args)
        let size = try args.size("size", maximumSide: Limits.side.upperBound, maximumCells: 65_536)
            ?? shape.map { ($0.width, $0.height) } ?? (16, 10)
        var spec = LevelSpec(id: 0, name: "Seed \(seed)", seed: seed, width: size.width, height: size.height, algorithm: algorithm)
        spec.mask = shape?.name
        spec.ice = try args.fraction("ice", in: Limits.ice) ?? 0
        spec.mud = try args.fraction("mud", in: Limits.mud) ?? 0
        spec.braid = try args.fraction("braid", in: Limits.braid) ?? 0
        spec.crates = try args.integer("crates", in: Limits.crates) ?? 2
        // The flags parse within their own ranges; the spec's ranges (the same for files,
        // codes and replays) then judge the whole, ice and mud together, the mask's size.
        if let problem = spec.rangeProblem(naming: { "'\(flag($0))'" }) {
            switch problem.field {
            case .width, .height:
                throw .usage("option '--size' \(spec.width)x\(spec.height): the \(problem.field.rawValue) \(problem.problem)")
            default:
                throw .usage("option '\(flag(problem.field))' \(problem.problem)")
            }
        }
        return spec
    }

    /// The shipped mask `--mask` names, and its size, if given.
    private static func mask(_ args: ParsedArguments) throws(CommandError) -> (name: String, width: Int, height: Int)? {
        guard let name = args.string("mask") else { return nil }
        guard MaskCatalog.text(named: name) != nil, let shape = try? MaskCatalog.mask(named: name) else {
            let hint = closestName(to: name, among: MaskCatalog.names).map { "did you mean '\($0)'? " } ?? ""
            throw .usage("unknown mask '\(name)'; \(hint)shipped masks are \(MaskCatalog.names.joined(separator: ", "))")
        }
        return (name, shape.width, shape.height)
    }

    /// The flag that sets `field` of a seeded level.
    static func flag(_ field: LevelSpec.Field) -> String {
        switch field {
        case .width, .height: "--size"
        default: "--\(field.rawValue)"
        }
    }

    /// Builds `spec` to be played: as `build`, and refused when its budget is below par, since
    /// no run could win it (a fixed budget in a code or a file can be; `mz level` still shows
    /// such a level, and `mz validate` fails it).
    static func buildPlayable(_ spec: LevelSpec) throws(CommandError) -> Level {
        let level = try build(spec)
        guard level.budget >= level.par else {
            let what = spec.id == 0 ? "the level" : "level \(spec.id)"
            throw CommandError(spec.id == 0 ? .usage : .dataError, "\(what) cannot be won: its budget \(level.budget) is below its par \(level.par)")
        }
        return level
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
