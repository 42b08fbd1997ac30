import GameEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
    import Glibc
#else
    import Foundation
#endif

/// Loads and writes the save file (docs/formats.md, "save.json"): atomically, never losing the old file, and never
/// touching anything at the path that is not an mz save.
public struct SaveStore: Sendable {
    /// The save file's path as given.
    public let path: String

    /// The save named by `--save FILE`, or `save.json` in the data folder.
    init(_ args: ParsedArguments, environment: [String: String]) throws(CommandError) {
        if let file = try args.value(CommonOptions.save) {
            path = file
        } else {
            path = try DataFolder.path(environment) + "/save.json"
        }
    }

    /// A store for the save at `path`.
    public init(path: String) { self.path = path }

    /// The file the save lives in: `path`, or the file a symbolic link there points to (the
    /// save is written through the link, as editors do, so the link stays a link). A link to a
    /// file not made yet (or moved aside) points where the save will be written.
    /// - Throws: `CommandError` (66) for a link into a missing folder or a loop of links, which
    ///   mz will not replace.
    public func target() throws(CommandError) -> String {
        var file = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return file }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(file, &buffer, buffer.count - 1)
            guard n > 0 else { break }
            let destination = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            file = destination.hasPrefix("/") ? destination : FileAccess.folder(of: file) + "/" + destination
            var folder = stat()
            guard stat(FileAccess.folder(of: file).isEmpty ? "." : FileAccess.folder(of: file), &folder) == 0,
                folder.st_mode & S_IFMT == S_IFDIR
            else { break }
        }
        throw CommandError(
            .noInput,
            "the save '\(path)' is a symbolic link that leads nowhere a save can be written; mz will not replace the link (point it at a file, or pass --save with another path)"
        )
    }

    /// Reads the save. A missing save is a new game. A damaged save of ours is moved aside to
    /// `save.json.corrupt-<time>` and play starts afresh, with `notice` telling the player.
    /// - Throws: `CommandError` when the path holds something that is not an mz save (a
    ///   directory, a FIFO, someone's text or JSON, a levels file, a file too large to be a
    ///   save: 65/66, left exactly as it was), a save from a newer mz (65, untouched), or an
    ///   unreadable file (66/74).
    /// - Parameter movingAside: `false` to check the save without changing anything: a damaged
    ///   save of ours then reads as a new game and stays where it is.
    /// - Parameter today: the clock's day, when it gives one: a daily result dated after it
    ///   makes the save damaged.
    public func load(now: Date = Date(), movingAside: Bool = true, today: DailyDate? = nil) throws(CommandError) -> (
        document: SaveDocument, notice: String?
    ) {
        let (file, contents) = try contents(today: today)
        switch contents {
        case nil: return (SaveDocument(), nil)
        case let .success(document)?: return (document, nil)
        case let .failure(reason)?:
            guard movingAside else { return (SaveDocument(), nil) }
            let aside = try moveAside(file, now: now)
            return (SaveDocument(), "The save \(path) could not be used: \(reason). It was moved to \(aside) and a new game begins.")
        }
    }

    /// Reads the save without changing anything, for commands that only report on it.
    /// - Throws: `CommandError` as `load` does, and for a damaged save of ours (65), saying
    ///   what is wrong and where; it stays where it is.
    public func readUnchanged(today: DailyDate? = nil) throws(CommandError) -> SaveDocument {
        switch try contents(today: today).contents {
        case nil: return SaveDocument()
        case let .success(document)?: return document
        case let .failure(reason)?:
            throw CommandError(
                .dataError,
                "the save '\(path)' is damaged (\(reason.message)); it is left as it is (mz moves a damaged save aside when it starts)")
        }
    }

    /// A damaged save of ours: what is wrong with it, and where.
    struct Damage: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The file the save is in and what it holds: `nil` when there is none, else the save or
    /// what is wrong with it when it is a damaged save of ours.
    /// - Throws: `CommandError` for anything that is not an mz save, a save from a newer mz and
    ///   a file that cannot be read, all left as they are.
    private func contents(today: DailyDate?) throws(CommandError) -> (file: String, contents: Result<SaveDocument, Damage>?) {
        let file = try target()
        let data: Data
        do {
            data = try FileAccess.contents(at: file, limit: SaveFile.maximumBytes)
        } catch .missing {
            return (file, nil)
        } catch let .notAFile(kind) {
            throw CommandError(
                .noInput, "the save '\(path)' is \(kind), not a save file; mz leaves it as it is (pass --save with a file's path)")
        } catch let .tooLarge(size, limit) {
            throw CommandError(
                .dataError,
                "the save '\(path)' is \(size) bytes, more than a save's \(limit)-byte limit, so it is not an mz save; mz leaves it as it is (move it, or pass --save with another path)"
            )
        } catch {
            throw error.commandError(what: "the save", path: path)
        }
        do {
            return (file, .success(try SaveFile.read(data, today: today)))
        } catch {
            switch error {
            case let .corrupt(reason): return (file, .failure(Damage(message: reason)))
            case let .notASave(reason):
                throw CommandError(
                    .dataError, "the file '\(path)' is not an mz save (\(reason)); mz leaves it as it is (pass --save with another path)")
            case .newerFormat: throw CommandError(.dataError, "the save '\(path)' \(error.description)")
            }
        }
    }

    /// Renames a damaged save to `NAME.corrupt-<time>` (or `-2`, `-3`, … if taken) in its folder.
    private func moveAside(_ file: String, now: Date) throws(CommandError) -> String {
        let base = file + ".corrupt-" + DataFolder.stamp(now)
        var aside = base
        var n = 1
        while access(aside, F_OK) == 0 {
            n += 1
            aside = "\(base)-\(n)"
        }
        guard rename(file, aside) == 0 else {
            throw CommandError(.ioError, "the save '\(path)' is damaged and could not be moved aside: \(FileAccess.reason(errno))")
        }
        return aside
    }

    /// Writes the save atomically; the previous save survives any failure.
    /// - Throws: `CommandError` (74), the old save unchanged.
    public func save(_ document: SaveDocument) throws(CommandError) {
        let text = SaveFile.json(document)
        // Never write a save this mz would refuse to read back: it would be lost at the next start.
        do { _ = try SaveFile.read(Data(text.utf8)) } catch {
            throw CommandError(
                .ioError, "the save was not written because it would not read back (\(error.description)); the old save is unchanged")
        }
        let file = try target()
        let folder = FileAccess.folder(of: file)
        if !folder.isEmpty { try DataFolder.ensure(folder) }
        try AtomicFile.write(text, to: file)
    }
}
