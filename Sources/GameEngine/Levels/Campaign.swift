#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The shipped campaign: `levels.json`, embedded at build time.
public enum Campaign {
    /// The shipped levels file's text, if the build embedded one.
    public static var text: String? { BundledResources.text(at: "levels.json") }

    /// The shipped campaign, read and checked.
    /// - Throws: `LevelFileError` if the shipped file is broken (a test guards against that).
    public static func load() throws(LevelFileError) -> LevelFile {
        guard let text else { throw .file(field: "(file)", problem: "is missing from this build: levels.json was not embedded") }
        return try LevelFile(data: Data(text.utf8))
    }
}
