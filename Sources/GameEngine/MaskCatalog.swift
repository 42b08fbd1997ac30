import MazeKit

/// The masks shipped in `Resources/masks/`, embedded at build time and looked up by name.
public enum MaskCatalog {
    /// Names of every shipped mask, sorted.
    public static var names: [String] {
        BundledResources.files.compactMap { file in
            guard file.path.hasPrefix(prefix), file.path.hasSuffix(".txt") else { return nil }
            return String(file.path.dropFirst(prefix.count).dropLast(4))
        }
    }

    /// The ASCII art of the mask called `name`, or `nil` if there is none.
    public static func text(named name: String) -> String? {
        BundledResources.text(at: prefix + name + ".txt")
    }

    /// The parsed mask called `name`, or `nil` if there is none.
    /// - Throws: `MaskError` if the shipped art is invalid (a test checks that none is).
    public static func mask(named name: String) throws(MaskError) -> Mask? {
        guard let text = text(named: name) else { return nil }
        return try Mask(parsing: text)
    }

    private static let prefix = "Resources/masks/"
}
