import GameEngine
import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Resolves `--mask NAME|FILE`: a shipped mask by name, else a file of ASCII art.
enum MaskSource {
    static func load(_ value: String) throws(CommandError) -> Mask {
        if let text = MaskCatalog.text(named: value) {
            do { return try Mask(parsing: text) } catch {
                throw CommandError(.dataError, "shipped mask '\(value)' is invalid: \(error.description)")
            }
        }
        let looksLikePath = value.contains("/") || value.contains(".") || FileManager.default.fileExists(atPath: value)
        guard looksLikePath else {
            let names = MaskCatalog.names
            let hint = closestName(to: value, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw .usage("unknown mask '\(value)'; \(hint)shipped masks are \(names.joined(separator: ", ")), or give a file path")
        }
        let text = try FileAccess.text(at: value, what: "mask file", limit: FileAccess.maskBytes)
        do { return try Mask(parsing: text) } catch {
            throw CommandError(.dataError, "mask file '\(value)': \(error.description)")
        }
    }
}
