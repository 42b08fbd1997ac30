#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A character the player can wear: data from `Resources/avatars.json`.
public struct Avatar: Sendable, Hashable, Decodable {
    /// How an avatar is unlocked.
    public enum Unlock: Sendable, Hashable {
        /// Owned from the start.
        case start
        /// The prize for first clearing this (10th, 20th, …) level.
        case prize(level: Int)
        /// Found gems, in total, reach this count.
        case gems(count: Int)
    }

    /// Stable identifier stored in saves.
    public var id: String
    /// Display name.
    public var name: String
    /// The character drawn for the player.
    public var glyph: String
    /// A colour name: black, red, green, yellow, blue, magenta, cyan, white.
    public var colour: String
    /// Rare avatars come only from gems.
    public var rare: Bool
    /// The unlock rule.
    public var unlock: Unlock

    enum CodingKeys: String, CodingKey { case id, name, glyph, colour, rare, unlock }
    enum UnlockKeys: String, CodingKey { case kind, level, count }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        glyph = try c.decode(String.self, forKey: .glyph)
        colour = try c.decode(String.self, forKey: .colour)
        rare = try c.decode(Bool.self, forKey: .rare)
        let u = try c.nestedContainer(keyedBy: UnlockKeys.self, forKey: .unlock)
        switch try u.decode(String.self, forKey: .kind) {
        case "start": unlock = .start
        case "prize": unlock = .prize(level: try u.decode(Int.self, forKey: .level))
        case "gems": unlock = .gems(count: try u.decode(Int.self, forKey: .count))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: u, debugDescription: "unknown unlock kind '\(other)'")
        }
    }
}

/// The shipped avatars, in file order.
public enum AvatarCatalog {
    private struct File: Decodable {
        var formatVersion: Int
        var avatars: [Avatar]
    }

    /// Every avatar; empty only if the embedded file is broken (a test guards against that).
    public static let all: [Avatar] = {
        guard let text = BundledResources.text(at: "Resources/avatars.json"),
              let file = try? JSONDecoder().decode(File.self, from: Data(text.utf8)) else { return [] }
        return file.avatars
    }()

    /// The avatar with `id`, if any.
    public static func avatar(_ id: String) -> Avatar? { all.first { $0.id == id } }

    /// The prize avatar for first clearing `level`, if any.
    public static func prize(for level: Int) -> Avatar? {
        all.first { $0.unlock == .prize(level: level) }
    }
}
