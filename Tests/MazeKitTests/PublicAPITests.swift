import Foundation
import Testing

/// MazeKit's public API is what its documentation (Sources/MazeKit/MazeKit.docc) presents: types
/// and their members. Helpers the package shares between its own modules are `package`, so they
/// never reach a client's autocompletion or the docs.
@Suite struct PublicAPITests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/MazeKit")

    @Test func noFreeFunctionOrGlobalIsPublic() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var leaks: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.hasPrefix("public func ") || line.hasPrefix("public var ") || line.hasPrefix("public let ") {
                leaks.append("\(file.lastPathComponent): \(line)")
            }
        }
        #expect(leaks.isEmpty, "top-level public declarations: \(leaks)")
    }

    @Test func theDocumentationCatalogHasItsArticlesAndPictures() throws {
        let catalog = Self.sources.appendingPathComponent("MazeKit.docc")
        for article in ["MazeKit.md", "GettingStarted.md", "Algorithms.md"] {
            #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent(article).path), "\(article)")
        }
        let algorithms = try String(contentsOf: catalog.appendingPathComponent("Algorithms.md"), encoding: .utf8)
        for name in [
            "binary-tree", "sidewinder", "aldous-broder", "wilson", "hunt-and-kill", "recursive-backtracker",
            "kruskal", "simplified-prim", "true-prim", "growing-tree", "eller", "recursive-division",
        ] {
            #expect(algorithms.contains("](\(name))"), "no picture of \(name) in Algorithms.md")
            #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Resources/\(name).svg").path), "\(name).svg")
        }
    }
}
