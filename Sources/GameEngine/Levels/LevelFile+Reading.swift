#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MazeKit

extension LevelFile {
    /// The largest levels file accepted, so a huge file is refused before it is parsed.
    public static let maximumBytes = 4 * 1024 * 1024
    /// The most levels a file may hold.
    public static let maximumLevels = 10_000
    /// The sides a level may have.
    public static let sideRange = 2...256

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
        let reader = FieldReader(fields: top, place: nil)
        try reader.refuseUnknown(["formatVersion", "generatorVersion", "shop", "levels"])
        let format = try reader.integer("formatVersion", in: 1...1_000)
        guard format == LevelFile.formatVersion else {
            throw .file(field: "formatVersion", problem: "is \(format), but this mz reads format \(LevelFile.formatVersion); use a matching mz")
        }
        let generator = try reader.integer("generatorVersion", in: 1...1_000)
        guard generator == LevelSpec.currentGeneratorVersion else {
            throw .file(field: "generatorVersion", problem: "is \(generator), but this mz builds levels with generator \(LevelSpec.currentGeneratorVersion); its pars and fingerprints would not match")
        }
        let shopReader = FieldReader(fields: try reader.object("shop"), place: nil, prefix: "shop.")
        try shopReader.refuseUnknown(["jump", "demolish"])
        shop = ShopPrices(jump: try shopReader.integer("jump", in: 0...1_000_000), demolish: try shopReader.integer("demolish", in: 0...1_000_000))
        let entries = try reader.array("levels")
        guard !entries.isEmpty, entries.count <= LevelFile.maximumLevels else {
            throw .file(field: "levels", problem: "must hold 1 to \(LevelFile.maximumLevels) levels, found \(entries.count)")
        }
        var specs: [LevelSpec] = []
        specs.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            specs.append(try LevelFile.readLevel(entry, place: "levels[\(index)]", expectedID: index + 1, generatorVersion: generator))
        }
        levels = specs
        generatorVersion = generator
    }

    /// The fields a level may have.
    static let levelFields = [
        "id", "name", "seed", "width", "height", "algorithm", "mask", "braid", "ice", "mud", "crates",
        "crateDepth", "gems", "ledges", "slack", "budget", "start", "exit", "par", "fingerprint",
    ]

    /// Reads one level object. `expectedID` is its place in a campaign file; a replay's level
    /// may instead be a seeded one with id 0.
    static func readLevel(_ value: JSONValue, place: String, expectedID: Int?, generatorVersion: Int) throws(LevelFileError) -> LevelSpec {
        guard case let .object(fields) = value else {
            throw .level(level: place, field: "(entry)", problem: "must be an object, found \(value.kind)")
        }
        var reader = FieldReader(fields: fields, place: place)
        let id = try reader.integer("id", in: (expectedID == nil ? 0 : 1)...maximumLevels)
        if let expectedID, id != expectedID {
            throw .level(level: "level \(id)", field: "id", problem: "is \(id) but the level is number \(expectedID) in the file; ids must run 1, 2, 3, …")
        }
        reader.place = "level \(id)"
        try reader.refuseUnknown(levelFields)
        let name = try reader.string("name")
        guard !name.isEmpty, name.count <= 40 else {
            throw .level(level: "level \(id)", field: "name", problem: "must be 1 to 40 characters, found \(name.count)")
        }
        guard !name.unicodeScalars.contains(where: \.isControlCharacter) else {
            throw .level(level: "level \(id)", field: "name", problem: "must not hold control characters, found \"\(name.escapingControlCharacters())\"")
        }
        let algorithmName = try reader.string("algorithm")
        guard let algorithm = Algorithm(rawValue: algorithmName) else {
            let hint = Algorithm.suggestion(for: algorithmName).map { "; did you mean '\($0.name)'?" } ?? ""
            throw .level(level: "level \(id)", field: "algorithm", problem: "names no algorithm: '\(algorithmName)'\(hint)")
        }
        var spec = LevelSpec(
            id: id, name: name, seed: try reader.seed("seed"),
            width: try reader.integer("width", in: sideRange), height: try reader.integer("height", in: sideRange),
            algorithm: algorithm)
        spec.generatorVersion = generatorVersion
        if let mask = try reader.optionalString("mask") {
            guard MaskCatalog.text(named: mask) != nil else {
                let hint = closestName(to: mask, among: MaskCatalog.names).map { "; did you mean '\($0)'?" } ?? ""
                throw .level(level: "level \(id)", field: "mask", problem: "names no shipped mask: '\(mask)'\(hint)")
            }
            guard algorithm.supportsMasks else {
                throw .level(level: "level \(id)", field: "mask", problem: "cannot be used with \(algorithm.name), which cannot honour masks")
            }
            if let shape = try? MaskCatalog.mask(named: mask), shape.width != spec.width || shape.height != spec.height {
                throw .level(level: "level \(id)", field: "width", problem: "and height are \(spec.width)x\(spec.height) but the \(mask) mask is \(shape.width)x\(shape.height); they must match")
            }
            spec.mask = mask
        }
        spec.braid = try reader.optionalNumber("braid", in: 0...1) ?? 0
        spec.ice = try reader.optionalNumber("ice", in: 0...0.6) ?? 0
        spec.mud = try reader.optionalNumber("mud", in: 0...0.6) ?? 0
        guard spec.ice + spec.mud <= 0.8 else {
            throw .level(level: "level \(id)", field: "mud", problem: "plus ice must be at most 0.8, found \(spec.ice + spec.mud)")
        }
        spec.crates = try reader.optionalInteger("crates", in: 0...LevelFile.maximumCrates) ?? 0
        spec.crateDepth = try reader.optionalInteger("crateDepth", in: 1...100) ?? 1
        spec.gems = try reader.optionalInteger("gems", in: 0...LevelFile.maximumGems) ?? 0
        spec.ledges = try reader.optionalInteger("ledges", in: 0...LevelFile.maximumCrates) ?? 0
        spec.slack = try reader.optionalNumber("slack", in: 0...10) ?? 0.5
        spec.budget = try reader.optionalInteger("budget", in: 1...LevelFile.maximumBudget)
        spec.start = try reader.optionalPoint("start")
        spec.exit = try reader.optionalPoint("exit")
        spec.storedPar = try reader.optionalInteger("par", in: 0...LevelFile.maximumBudget)
        if let fingerprint = try reader.optionalString("fingerprint") {
            guard fingerprint.count == 16, fingerprint.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                throw .level(level: "level \(id)", field: "fingerprint", problem: "must be 16 lower-case hex digits, found '\(fingerprint)'")
            }
            spec.storedFingerprint = fingerprint
        }
        return spec
    }
}
