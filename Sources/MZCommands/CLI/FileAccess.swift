import Foundation

/// Reading outside files with the checks every reader needs: missing, a directory, too large,
/// not text. Each failure is one sentence with the path and the SPEC exit code.
enum FileAccess {
    /// The largest file mz reads; bigger ones are refused before being read.
    static let maximumBytes = 16 * 1024 * 1024

    /// The UTF-8 text of the file at `path`, described as `what` in messages ("mask file").
    static func text(at path: String, what: String) throws(CommandError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandError(.noInput, "\(what) '\(path)' does not exist")
        }
        guard !isDirectory.boolValue else {
            throw CommandError(.noInput, "\(what) '\(path)' is a directory, not a file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumBytes else {
            throw CommandError(.dataError, "\(what) '\(path)' is \(size) bytes, more than the \(maximumBytes)-byte limit")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandError(.noInput, "\(what) '\(path)' cannot be opened for reading (check its permissions)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw CommandError(.ioError, "\(what) '\(path)' could not be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumBytes else {
            throw CommandError(.dataError, "\(what) '\(path)' is more than the \(maximumBytes)-byte limit")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError(.dataError, "\(what) '\(path)' is not UTF-8 text")
        }
        return text
    }
}
