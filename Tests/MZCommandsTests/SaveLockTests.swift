import Foundation
import GameEngine
import TerminalUI
import Testing

@testable import MZCommands

/// The lock beside the save (issue 20, bug 5): gone after a session ends cleanly, harmless
/// when a killed one left it, and never a file of someone else's that is removed.
@Suite struct SaveLockTests {
    static func lock(_ save: String) throws -> SaveLock {
        guard case let .locked(lock) = try SaveLock.acquire(file: save, shownAs: save) else {
            throw CommandError(.ioError, "no lock on \(save)")
        }
        return lock
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    @Test func aSessionThatEndsLeavesNoLockFileBehind() throws {
        let (dir, save) = try SaveSafetyTests.folderWithSave()
        defer { try? FileManager.default.removeItem(at: dir) }
        var opened: (App, GameLoop)? = try SaveSafetyTests.openGame(save)
        #expect(Self.exists(save + ".lock"))
        if var (app, game) = opened {
            let terminal = MemoryTerminal(width: 80, height: 24, keys: [.character("q"), .character("y")])
            #expect(game.run(&app, on: terminal, signal: { nil }) == 0)
        }
        opened = nil
        _ = opened
        #expect(!Self.exists(save + ".lock"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["save.json"])
    }

    @Test func aLockFileLeftByAKilledSessionIsTakenOverAndThenRemoved() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        // What a killed mz leaves: its pid, and no lock (the kernel dropped it with the process).
        try "999999\n".write(toFile: save + ".lock", atomically: false, encoding: .utf8)
        var lock: SaveLock? = try Self.lock(save)
        #expect(try String(contentsOfFile: save + ".lock", encoding: .utf8) == "\(getpid())\n")
        lock = nil
        _ = lock
        #expect(!Self.exists(save + ".lock"))
    }

    @Test func aLockFileThatIsNotMzsIsLockedButKept() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        try "someone's notes\n".write(toFile: save + ".lock", atomically: false, encoding: .utf8)
        var lock: SaveLock? = try Self.lock(save)
        lock = nil
        _ = lock
        #expect(try String(contentsOfFile: save + ".lock", encoding: .utf8) == "someone's notes\n")
    }

    @Test func aLockFileReplacedWhileHeldIsNotRemoved() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        var lock: SaveLock? = try Self.lock(save)
        // Another file now stands at the path (as if another session had taken over): it stays.
        let other = dir.appendingPathComponent("other").path
        try "\(getpid())\n".write(toFile: other, atomically: false, encoding: .utf8)
        #expect(rename(other, save + ".lock") == 0)
        lock = nil
        _ = lock
        #expect(try String(contentsOfFile: save + ".lock", encoding: .utf8) == "\(getpid())\n")
        // And it locks as any lock file does, then goes with the session that wrote into it.
        lock = try Self.lock(save)
        lock = nil
        _ = lock
        #expect(!Self.exists(save + ".lock"))
    }
}
