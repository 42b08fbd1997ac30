import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LevelFile {
    /// The largest levels file accepted, so a huge file is refused before it is parsed.
    public static let maximumBytes = 4 * 1024 * 1024
    /// The most levels a file may hold.
    public static let maximumLevels = 10_000
    /// The most cells (width × height, summed over its levels) a file may hold, so that
    /// building and validating the largest file a user can write takes seconds, not hours:
    /// sixteen 256×256 levels, or the shipped campaign fifty times over.
    public static let maximumCells = 1 << 20
    /// The sides a level may have.
    public static let sideRange = LevelSpec.Limits.side

    /// Reads and checks a levels file.
    /// - Throws: `LevelFileError` naming the level id and field of the first problem: unknown
    ///   fields, wrong types, out-of-range values, a wrong format or generator version.
    public init(data: Data) throws(LevelFileError) {
        guard data.count <= LevelFile.maximumBytes else {
            throw .file(field: "(size)", problem: "is \(data.count) bytes, more than the \(LevelFile.maximumBytes)-byte limit")
        }
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch { throw .notJSON(error.message) }
        guard case let .object(top) = root else { throw .file(field: "(top level)", problem: "must be an object, found \(root.kind)") }
        let reader = FieldReader<LevelFileError>(fields: top, place: nil)
        // The mark is optional: files from before it are recognised by their fields alone.
        if let mark = top[FileKind.markField], mark != .string(FileKind.levels.mark) {
            var found = mark.kind
            if case let .string(text) = mark {
                found =
                    "\"\(text.escapingControlCharacters(limit: 40))\"" + (FileKind(rawValue: text).map { ", the mark of \($0.name)" } ?? "")
            }
            throw .file(field: FileKind.markField, problem: "must be \"\(FileKind.levels.mark)\", found \(found)")
        }
        try reader.refuseUnknown(LevelFile.topFields)
        let format = try reader.integer("formatVersion", in: 1...1_000)
        guard format == LevelFile.formatVersion else {
            throw .file(
                field: "formatVersion", problem: "is \(format), but this mz reads format \(LevelFile.formatVersion); use a matching mz")
        }
        let generator = try reader.integer("generatorVersion", in: 1...1_000)
        guard generator == LevelSpec.currentGeneratorVersion else {
            throw .file(
                field: "generatorVersion",
                problem:
                    "is \(generator), but this mz builds levels with generator \(LevelSpec.currentGeneratorVersion); its pars and fingerprints would not match"
            )
        }
        let shopReader = FieldReader<LevelFileError>(fields: try reader.object("shop"), place: nil, prefix: "shop.")
        try shopReader.refuseUnknown(["jump", "demolish", "time"])
        shop = ShopPrices(
            jump: try shopReader.integer("jump", in: 0...1_000_000), demolish: try shopReader.integer("demolish", in: 0...1_000_000),
            time: try shopReader.optionalInteger("time", in: 0...1_000_000) ?? Economy.timePrice)
        let entries = try reader.array("levels")
        guard !entries.isEmpty, entries.count <= LevelFile.maximumLevels else {
            throw .file(field: "levels", problem: "must hold 1 to \(LevelFile.maximumLevels) levels, found \(entries.count)")
        }
        var specs: [LevelSpec] = []
        specs.reserveCapacity(entries.count)
        var cells = 0
        for (index, entry) in entries.enumerated() {
            let spec = try LevelFile.readLevel(
                entry, place: "levels[\(index)]", expectedID: index + 1, generatorVersion: generator, failing: LevelFileError.self)
            cells += spec.width * spec.height
            guard cells <= LevelFile.maximumCells else {
                throw .file(
                    field: "levels",
                    problem:
                        "holds more than the \(LevelFile.maximumCells) cells a levels file may (width × height summed; level \(spec.id) brings it to \(cells)); split it into smaller files"
                )
            }
            specs.append(spec)
        }
        levels = specs
        generatorVersion = generator
    }

    /// The fields of the file's top-level object (`format`, the mark, is optional).
    static let topFields = [FileKind.markField, "formatVersion", "generatorVersion", "shop", "levels"]

    /// The fields a level may have.
    static let levelFields = [
        "id", "name", "seed", "width", "height", "algorithm", "mask", "braid", "ice", "mud", "crates",
        "crateDepth", "gems", "ledges", "gates", "portals", "belts", "tunnels", "mirrors", "trapdoors", "springs", "chasms",
        "doors", "timed", "kind", "slack", "budget", "start", "exit", "par",
        "fingerprint",
    ]

    /// Reads one level object, failing with the error of the file it is in (a levels file's,
    /// a replay's). `expectedID` is its place in a campaign file; a replay's level may instead
    /// be a seeded one with id 0.
    static func readLevel<Failure: FieldFailure>(
        _ value: JSONValue, place: String, expectedID: Int?, generatorVersion: Int, failing: Failure.Type
    ) throws(Failure) -> LevelSpec {
        guard case let .object(fields) = value else {
            throw .field("(entry)", place: place, problem: "must be an object, found \(value.kind)")
        }
        var reader = FieldReader<Failure>(fields: fields, place: place)
        let id = try reader.integer("id", in: (expectedID == nil ? 0 : 1)...maximumLevels)
        reader.place = "level \(id)"
        if let expectedID, id != expectedID {
            throw reader.fail("id", "is \(id) but the level is number \(expectedID) in the file; ids must run 1, 2, 3, …")
        }
        try reader.refuseUnknown(levelFields)
        let name = try reader.string("name")
        let algorithmName = try reader.string("algorithm")
        guard let algorithm = Algorithm(rawValue: algorithmName) else {
            let hint = Algorithm.suggestion(for: algorithmName).map { "; did you mean '\($0.name)'?" } ?? ""
            throw reader.fail("algorithm", "names no algorithm: '\(algorithmName)'\(hint)")
        }
        // Only the types are read here; the ranges are the spec's own (LevelSpec.rangeProblem),
        // the same for files, replays, codes and flags.
        let any = Int.min...Int.max, anyNumber = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        var spec = LevelSpec(
            id: id, name: name, seed: try reader.seed("seed"),
            width: try reader.integer("width", in: any), height: try reader.integer("height", in: any),
            algorithm: algorithm)
        spec.generatorVersion = generatorVersion
        spec.mask = try reader.optionalString("mask")
        spec.braid = try reader.optionalNumber("braid", in: anyNumber) ?? 0
        spec.ice = try reader.optionalNumber("ice", in: anyNumber) ?? 0
        spec.mud = try reader.optionalNumber("mud", in: anyNumber) ?? 0
        spec.crates = try reader.optionalInteger("crates", in: any) ?? 0
        spec.crateDepth = try reader.optionalInteger("crateDepth", in: any) ?? 1
        spec.gems = try reader.optionalInteger("gems", in: any) ?? 0
        spec.ledges = try reader.optionalInteger("ledges", in: any) ?? 0
        spec.gates = try reader.optionalInteger("gates", in: any) ?? 0
        spec.portals = try reader.optionalInteger("portals", in: any) ?? 0
        spec.belts = try reader.optionalInteger("belts", in: any) ?? 0
        spec.tunnels = try reader.optionalInteger("tunnels", in: any) ?? 0
        spec.mirrors = try reader.optionalInteger("mirrors", in: any) ?? 0
        spec.trapdoors = try reader.optionalInteger("trapdoors", in: any) ?? 0
        spec.springs = try reader.optionalInteger("springs", in: any) ?? 0
        spec.chasms = try reader.optionalInteger("chasms", in: any) ?? 0
        spec.doors = try reader.optionalInteger("doors", in: any) ?? 0
        spec.timed = try reader.optionalInteger("timed", in: any) ?? 0
        if let kind = try reader.optionalString("kind") {
            guard let known = LevelKind(rawValue: kind) else {
                let names = LevelKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw reader.fail("kind", "names no kind of level: '\(kind.escapingControlCharacters())' (one of \(names))")
            }
            spec.kind = known
        }
        spec.slack = try reader.optionalNumber("slack", in: anyNumber) ?? 0.5
        spec.budget = try reader.optionalInteger("budget", in: any)
        if let problem = spec.rangeProblem() {
            throw reader.fail(problem.field.rawValue, problem.problem)
        }
        spec.start = try reader.optionalPoint("start")
        spec.exit = try reader.optionalPoint("exit")
        spec.storedPar = try reader.optionalInteger("par", in: 0...LevelFile.maximumBudget)
        if let fingerprint = try reader.optionalString("fingerprint") {
            guard fingerprint.count == 16, fingerprint.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                throw reader.fail("fingerprint", "must be 16 lower-case hex digits, found '\(fingerprint)'")
            }
            spec.storedFingerprint = fingerprint
        }
        return spec
    }
}
