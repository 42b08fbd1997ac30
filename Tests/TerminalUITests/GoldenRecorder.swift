import Foundation
import Testing

/// Re-records screen goldens in place: with `MZ_UPDATE_GOLDEN=1` in the environment, a golden
/// that differs from the frame drawn is rewritten in its test's source file (the multi-line
/// literal after the `UI.expectScreen(` call) and the test passes; run the tests again without
/// it to check, and read the diff before committing. A change to the screens touches dozens of
/// goldens at once; copying frames out of test logs by hand was the slow part of every such change.
///
/// A literal is rewritten only when its text is the golden the test passed (so a golden built
/// by a helper, whose call site holds no literal, is left to fail). Edits to one file are
/// applied in one process, lines shifted by the edits above them, under a lock: the tests run
/// in parallel.
enum GoldenRecorder {
    static let isOn = ProcessInfo.processInfo.environment["MZ_UPDATE_GOLDEN"] == "1"

    private static let lock = NSLock()
    /// Per file, the line count each rewrite changed, by the line (as compiled) it began after.
    nonisolated(unsafe) private static var shifts: [String: [(line: Int, delta: Int)]] = [:]

    /// Rewrites the `index`th multi-line literal (0: the frame, 1: its styles) after the call at
    /// `location` from `expected` to `actual`; whether it did.
    static func record(_ actual: String, replacing expected: String, literal index: Int, at location: SourceLocation) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let path = location.filePath
        guard var lines = try? String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n") else { return false }
        let shift = (shifts[path] ?? []).filter { $0.line < location.line }.reduce(0) { $0 + $1.delta }
        var i = location.line - 1 + shift
        var found = -1
        var opener = -1
        // The literals open on a line ending in `"""` and close on one starting with it.
        while i < lines.count, found < index {
            let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("\"\"\"") && !trimmed.hasPrefix("\"\"\"") || trimmed == "\"\"\"" {
                found += 1
                opener = i
                i += 1
                while i < lines.count, !lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") { i += 1 }
            }
            i += 1
        }
        guard found == index, opener >= 0 else { return false }
        var closer = opener + 1
        while closer < lines.count, !lines[closer].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") { closer += 1 }
        guard closer < lines.count else { return false }
        let indent = String(lines[closer].prefix { $0 == " " })
        let raw = lines[opener].hasSuffix("#\"\"\"")
        // A frame holding a literal's delimiters would not compile: left to fail.
        if actual.contains("\"\"\"") || (raw && actual.contains("\\#")) { return false }
        func escape(_ s: String) -> String { raw ? s : s.replacingOccurrences(of: "\\", with: "\\\\") }
        let current = lines[(opener + 1)..<closer].map { $0.hasPrefix(indent) ? String($0.dropFirst(indent.count)) : "" }
        guard current == expected.components(separatedBy: "\n").map(escape) else { return false }
        let replacement = actual.components(separatedBy: "\n").map { $0.isEmpty ? "" : indent + escape($0) }
        lines.replaceSubrange((opener + 1)..<closer, with: replacement)
        guard (try? lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return false }
        shifts[path, default: []].append((location.line, replacement.count - (closer - opener - 1)))
        return true
    }
}
