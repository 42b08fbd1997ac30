import GameEngine
import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the level a command is about: `--level N` from the campaign (or `--levels FILE`), or a
/// level made on the spot from `--seed S` and friends.
enum LevelSource {
    typealias Limits = LevelSpec.Limits

    /// The options that name a level: `--level N`, `--code CODE`, or `--seed S` and the shape.
    enum Options {
        static let level = Option.integer("level", "N", in: 1...LevelFile.maximumLevels, "a campaign level by number")
        static let seed = Option.seed("seed", "S", "make a level from this seed instead")
        static let code = Option.text(
            "code", "CODE", "the level a code stands for (MZ4-…, MZ5-… or MZ6-…, shown on the pause line and the summary)")
        static let size = Option.size(
            "size", "WxH", maximumSide: Limits.side.upperBound, maximumCells: 65_536,
            "seeded level size, \(Limits.side.lowerBound) to \(Limits.side.upperBound) per side (default 16x10, or the mask's)")
        static let algorithm = Option.algorithm("algorithm", "A", "seeded level algorithm (default recursive-backtracker)")
        static let ice = Option.fraction("ice", "F", in: Limits.ice, "seeded level share of ice, 0 to \(Limits.ice.upperBound.formatted)")
        static let mud = Option.fraction(
            "mud", "F", in: Limits.mud,
            "seeded level share of mud, 0 to \(Limits.mud.upperBound.formatted) (ice and mud \(Limits.terrain.formatted) at most)")
        static let braid = Option.fraction(
            "braid", "F", in: Limits.braid, "seeded level share of dead ends removed, 0 to \(Limits.braid.upperBound.formatted)")
        static let crates = Option.integer(
            "crates", "N", in: Limits.crates, "seeded level crates, 0 to \(Limits.crates.upperBound) (default 2)")
        static let mask = Option.text(
            "mask", "NAME", "seeded level shape: a shipped mask (its size is the level's)", completion: .words(MaskCatalog.names))

        /// The options that shape a seeded level, refused beside `--level` and `--code`.
        static let seeded: [any CommandOption] = [size, algorithm, ice, mud, braid, crates, mask]
    }

    /// Every option that names a level, in the order help lists them.
    static let options: [any CommandOption] = [Options.level, Options.seed, Options.code] + Options.seeded

    /// The campaign file: `--levels FILE` if given, else the shipped one.
    static func campaign(_ args: ParsedArguments) throws(CommandError) -> (file: LevelFile, name: String) {
        if let path = try args.value(CommonOptions.levels) {
            return (try read(path), path)
        }
        do {
            return (try Campaign.load(), "the shipped levels.json")
        } catch {
            throw CommandError(.dataError, "the shipped levels.json is broken: \(error.description)")
        }
    }

    /// The campaign and whose progress it plays: the shipped one's unless `--levels FILE`
    /// names another campaign (docs/formats.md, "save.json": a custom campaign's progress is kept apart).
    static func campaignWithIdentity(_ args: ParsedArguments) throws(CommandError) -> (file: LevelFile, identity: CampaignIdentity) {
        let (file, _) = try campaign(args)
        guard args.has(CommonOptions.levels) else { return (file, .shipped) }
        return (file, CampaignIdentity(of: file, shipped: try? Campaign.load()))
    }

    /// `spec` (from a code) named after the campaign level it builds, if it is one of `campaign`'s
    /// (the summary shows every campaign level's code): the same code, so the same level.
    /// - Complexity: O(levels).
    static func named(_ spec: LevelSpec, in campaign: LevelFile) -> LevelSpec {
        guard let code = LevelCode.code(for: spec),
            let level = campaign.levels.first(where: { LevelCode.code(for: $0) == code })
        else { return spec }
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
        if let n = try args.value(Options.level) {
            if args.has(Options.seed) { throw .usage("give either --level or --seed to '\(command)', not both") }
            if let extra = args.first(of: Options.seeded) {
                throw .usage("--\(extra.spec.name) only applies to a seeded level (--seed), not to --level")
            }
            let (file, name) = try campaign(args)
            guard n <= file.levels.count else {
                throw .usage("there is no level \(n); \(name) has levels 1 to \(file.levels.count)")
            }
            return file.levels[n - 1]
        }
        if let code = try args.value(Options.code) {
            if args.has(Options.seed) { throw .usage("give either --code or --seed to '\(command)', not both") }
            if let extra = args.first(of: Options.seeded) {
                throw .usage("--\(extra.spec.name) does not go with --code: the code holds the whole level")
            }
            let spec: LevelSpec
            do { spec = try LevelCode.spec(from: code) } catch {
                throw .usage("--code '\(code.escapingControlCharacters(limit: 80))': \(error.description)")
            }
            // A file that cannot be read is said by the command that plays it; a name is a nicety.
            return (try? campaign(args)).map { named(spec, in: $0.file) } ?? spec
        }
        guard let seed = try args.value(Options.seed) else {
            throw .usage("'\(command)' needs --level N, --seed S or --code CODE")
        }
        let algorithm = try args.value(Options.algorithm) ?? .recursiveBacktracker
        let shape = try mask(args)
        let size = try args.value(Options.size) ?? shape.map { ($0.width, $0.height) } ?? (16, 10)
        var spec = LevelSpec(id: 0, name: "Seed \(seed)", seed: seed, width: size.width, height: size.height, algorithm: algorithm)
        spec.mask = shape?.name
        spec.ice = try args.value(Options.ice) ?? 0
        spec.mud = try args.value(Options.mud) ?? 0
        spec.braid = try args.value(Options.braid) ?? 0
        spec.crates = try args.value(Options.crates) ?? 2
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
        guard let name = try args.value(Options.mask) else { return nil }
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
            throw CommandError(
                spec.id == 0 ? .usage : .dataError, "\(what) cannot be won: its budget \(level.budget) is below its par \(level.par)")
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
