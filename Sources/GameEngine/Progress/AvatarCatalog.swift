#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The shipped avatars, in file order, from `Resources/avatars.json` (embedded at build time).
public enum AvatarCatalog {
    /// Every avatar.
    ///
    /// The file is part of the program, not input: if it is missing or broken, the build is
    /// wrong, and the first use stops mz with the reason (a test reads it on every run).
    public static let all: [Avatar] = {
        guard let text = BundledResources.text(at: path) else {
            preconditionFailure("\(path) is not embedded in this build")
        }
        do { return try read(Data(text.utf8)) } catch {
            preconditionFailure("\(path) is broken: \(error)")
        }
    }()

    /// The embedded file's path.
    static let path = "Resources/avatars.json"

    /// The colours an avatar may name (TerminalUI's `Colour`, without its default).
    static let colours = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Reads an avatars file (format 1): `avatars`, each with an `id` (unique), `name`, one
    /// character `glyph`, one of the eight `colour` names, `rare` and `unlock`
    /// (`{"kind": "start"}`, `{"kind": "prize", "level": N}`, `{"kind": "gems", "count": N}` or
    /// `{"kind": "coins", "price": N}`, N from 1 to `Economy.purseLimit`, or
    /// `{"kind": "treasury", "number": N}`, N from 1 to `Treasury.count`, or
    /// `{"kind": "planned", "count": N}` or `{"kind": "dareStreak", "count": N}`, N from 1 to
    /// `LevelFile.maximumLevels`).
    /// - Throws: `AvatarFileError` naming the first field found wrong.
    public static func read(_ data: Data) throws(AvatarFileError) -> [Avatar] {
        let root: JSONValue
        do { root = try JSONValue.parse(data) } catch { throw .notJSON(error.message) }
        guard case let .object(fields) = root else { throw .field(field: "(top level)", problem: "must be an object, found \(root.kind)") }
        let reader = FieldReader<AvatarFileError>(fields: fields, place: nil)
        try reader.refuseUnknown(["formatVersion", "avatars"])
        _ = try reader.integer("formatVersion", in: 1...1)
        let avatars = try reader.list("avatars", limit: 1_000) { value, field throws(AvatarFileError) in
            let entry = try reader.element(value, field)
            try entry.refuseUnknown(["id", "name", "glyph", "colour", "rare", "unlock"])
            let glyph = try entry.string("glyph")
            guard glyph.count == 1 else {
                throw entry.fail("glyph", "must be one character, found \"\(glyph.escapingControlCharacters(limit: 20))\"")
            }
            let colour = try entry.string("colour")
            guard colours.contains(colour) else {
                let found = colour.escapingControlCharacters(limit: 20)
                throw entry.fail("colour", "must be one of \(colours.joined(separator: ", ")), found \"\(found)\"")
            }
            return Avatar(
                id: try entry.string("id"), name: try entry.string("name"), glyph: glyph, colour: colour,
                rare: try entry.bool("rare"), unlock: try unlock(try entry.nested("unlock")))
        }
        for (i, avatar) in avatars.enumerated() where avatars[..<i].contains(where: { $0.id == avatar.id }) {
            throw reader.fail("avatars[\(i)].id", "is \"\(avatar.id.escapingControlCharacters(limit: 40))\", the id of an avatar before it")
        }
        return avatars
    }

    /// An avatar's `unlock`.
    static func unlock(_ reader: FieldReader<AvatarFileError>) throws(AvatarFileError) -> Avatar.Unlock {
        switch try reader.string("kind") {
        case "start":
            try reader.refuseUnknown(["kind"])
            return .start
        case "prize":
            try reader.refuseUnknown(["kind", "level"])
            return .prize(level: try reader.integer("level", in: 1...LevelFile.maximumLevels))
        case "gems":
            try reader.refuseUnknown(["kind", "count"])
            return .gems(count: try reader.integer("count", in: 1...LevelFile.maximumGems * LevelFile.maximumLevels))
        case "coins":
            try reader.refuseUnknown(["kind", "price"])
            // A price past the purse could never be paid.
            return .coins(price: try reader.integer("price", in: 1...Economy.purseLimit))
        case "treasury":
            try reader.refuseUnknown(["kind", "number"])
            return .treasury(number: try reader.integer("number", in: Treasury.numbers))
        case "planned":
            try reader.refuseUnknown(["kind", "count"])
            return .planned(count: try reader.integer("count", in: 1...LevelFile.maximumLevels))
        case "dareStreak":
            try reader.refuseUnknown(["kind", "count"])
            return .dareStreak(count: try reader.integer("count", in: 1...LevelFile.maximumLevels))
        case let other:
            let found = other.escapingControlCharacters(limit: 40)
            throw reader.fail("kind", "must be start, prize, gems, coins, treasury, planned or dareStreak, found \"\(found)\"")
        }
    }

    /// The avatar with `id`, if any.
    public static func avatar(_ id: String) -> Avatar? { all.first { $0.id == id } }

    /// The avatars sold for coins, cheapest first (then in file order).
    public static var forSale: [Avatar] {
        all.filter { $0.price != nil }.enumerated().sorted { ($0.1.price ?? 0, $0.0) < ($1.1.price ?? 0, $1.0) }.map(\.1)
    }

    /// The prize avatar for first clearing `level`, if any.
    public static func prize(for level: Int) -> Avatar? {
        all.first { $0.unlock == .prize(level: level) }
    }
}
