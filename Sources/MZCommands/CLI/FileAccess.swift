import MazeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// Reading outside files with the checks every reader needs (docs/design.md, "Files"): the file is opened
/// first, then checked with `fstat` on the open descriptor (no race with a swap of the path),
/// refused unless it is a regular file, refused unread when larger than the reader's limit,
/// and read to at most that limit + 1 bytes. Memory stays bounded whatever is at the path:
/// a 3 GiB file, a FIFO (opened without blocking), a device.
enum FileAccess {
    /// The largest mask file: MazeKit's largest mask with a `\r\n` after each of its rows,
    /// and room for trailing blank lines. 16 MiB + 64 KiB.
    static let maskBytes = Maze.maximumCellCount + 4 * Maze.maximumSide

    /// Why a file could not be read. Its `description` is a phrase about the file ("it is a
    /// directory, not a file"); `commandError(what:path:)` makes the whole sentence.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// Nothing is at the path (or a folder on the way is a file).
        case missing
        /// Something is there but it is not a regular file: "a directory", "a FIFO", …
        case notAFile(kind: String)
        /// A regular file larger than the reader accepts.
        case tooLarge(size: Int, limit: Int)
        /// It cannot be opened: the reason (permission denied, a symbolic link loop, …).
        case unreadable(String)
        /// Reading failed part way.
        case readFailed(String)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Throws: `Failure` saying what is wrong; nothing at the path is changed.
    static func contents(at path: String, limit: Int) throws(Failure) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .missing
            default: throw .unreadable(reason(errno))
            }
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .unreadable(reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(kind: kind(of: status.st_mode)) }
        guard status.st_size <= limit else { throw .tooLarge(size: Int(status.st_size), limit: limit) }
        // The size may change after fstat: read to at most limit + 1 bytes and check again.
        var buffer = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == buffer.count {
                guard buffer.count <= limit else { break }
                buffer.append(contentsOf: repeatElement(0, count: min(max(buffer.count, 4096), limit + 1 - buffer.count)))
            }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .readFailed(reason(errno))
            }
            if n == 0 { break }
            filled += n
        }
        guard filled <= limit else { throw .tooLarge(size: filled, limit: limit) }
        return Data(buffer[0..<filled])
    }

    /// The system's words for an `errno` value, in lower case to sit inside a sentence.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The folder part of `path`: `a/b` for `a/b/c`, `/` for `/c`, and "" for a bare name
    /// (the caller then means the current folder). Repeated and trailing slashes are ignored.
    /// Written on the standard library: Foundation's `NSString.deletingLastPathComponent`,
    /// used before, links ICU into the release binary (docs/formats.md, "Limits") and traps on
    /// a one-letter name.
    static func folder(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let absolute = path.hasPrefix("/")
        guard !parts.isEmpty else { return absolute ? "/" : "" }
        parts.removeLast()
        if parts.isEmpty { return absolute ? "/" : "" }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// "a directory", "a FIFO", … for a file type from `stat`.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        case S_IFREG: "a file"
        default: "not a regular file"
        }
    }

    /// The bytes of the file at `path`, described as `what` in messages ("levels file").
    /// - Throws: `CommandError` with its exit code (docs/design.md, "Command line"): 66 missing or not a file, 65 too
    ///   large, 74 a read error.
    static func data(at path: String, what: String, limit: Int) throws(CommandError) -> Data {
        do {
            return try contents(at: path, limit: limit)
        } catch {
            throw error.commandError(what: what, path: path)
        }
    }

    /// The UTF-8 text of the file at `path`; see `data(at:what:limit:)`.
    static func text(at path: String, what: String, limit: Int) throws(CommandError) -> String {
        let data = try data(at: path, what: what, limit: limit)
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError(.dataError, "\(what) '\(path)' is not UTF-8 text")
        }
        return text
    }
}

extension FileAccess.Failure {
    /// What is wrong with the file, as words that follow its name.
    var description: String {
        switch self {
        case .missing: "nothing is there"
        case let .notAFile(kind): "it is \(kind), not a file"
        case let .tooLarge(size, limit): "it is \(size) bytes, more than the \(limit)-byte limit"
        case let .unreadable(reason): "it cannot be opened for reading (\(reason))"
        case let .readFailed(reason): "it could not be read: \(reason)"
        }
    }

    /// The failure as one sentence about the `what` at `path`, with its exit code.
    func commandError(what: String, path: String) -> CommandError {
        switch self {
        case .missing: CommandError(.noInput, "\(what) '\(path)' does not exist")
        case let .notAFile(kind): CommandError(.noInput, "\(what) '\(path)' is \(kind), not a file")
        case let .tooLarge(size, limit): CommandError(.dataError, "\(what) '\(path)' is \(size) bytes, more than the \(limit)-byte limit")
        case let .unreadable(reason): CommandError(.noInput, "\(what) '\(path)' cannot be opened for reading (\(reason))")
        case let .readFailed(reason): CommandError(.ioError, "\(what) '\(path)' could not be read: \(reason)")
        }
    }
}
