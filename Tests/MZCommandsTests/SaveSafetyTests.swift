import Foundation
import GameEngine
import MazeKit
import TerminalUI
import Testing

@testable import MZCommands

/// Issue 11: files and saves never betray the player. Each test failed on the main before it.
@Suite struct SaveSafetyTests {
    /// A folder with a save holding `coins`, for one test.
    static func folderWithSave(coins: Int = 5) throws -> (dir: URL, save: String) {
        let dir = try temporaryDirectory()
        let save = dir.appendingPathComponent("save.json").path
        var progress = PlayerProgress()
        progress.coins = coins
        try SaveStore(path: save).save(SaveDocument(shipped: progress))
        return (dir, save)
    }

    /// Opens a session as `mz --save PATH [extra]` does, without a terminal; one not `writing`
    /// as `mz lab` does (it only reads the save).
    static func openGame(_ save: String, _ extra: [String] = [], writing: Bool = true) throws(CommandError) -> (App, GameLoop) {
        let args = try ParsedArguments(["--save", save] + extra, command: "mz", options: CommonOptions.specs)
        let opening: Opening = writing ? .title : .lab(LabScene(algorithm: .recursiveBacktracker, width: 4, height: 4, seed: 1))
        return try PlayCommand.openGame(args, Console(out: { _ in }, err: { _ in }), opening: opening)
    }

    /// Everything under `dir`: names, kinds and contents, to show nothing changed.
    static func snapshot(_ dir: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted().map { name in
            let path = dir.appendingPathComponent(name).path
            var status = stat()
            lstat(path, &status)
            let body = status.st_mode & S_IFMT == S_IFREG ? (try? String(contentsOfFile: path, encoding: .utf8)) ?? "?" : ""
            return "\(name) \(status.st_mode) \(body)"
        }
    }

    // MARK: - 1. Only a save of ours is ever moved aside

    @Test func aDirectoryFifoDeviceOrStrangersFileGivenAsTheSaveIsRefusedAndLeftAsItWas() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let docs = dir.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: false)
        try "chapter one".write(to: docs.appendingPathComponent("book.txt"), atomically: true, encoding: .utf8)
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let notes = dir.appendingPathComponent("notes.txt").path
        try "buy milk\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let config = dir.appendingPathComponent("config.json").path
        try "{\"editor.fontSize\": 12}".write(toFile: config, atomically: true, encoding: .utf8)
        let link = dir.appendingPathComponent("link-to-docs").path
        #expect(symlink(docs.path, link) == 0)
        let before = try Self.snapshot(dir)
        let cases: [(String, CommandError)] = [
            (
                docs.path,
                CommandError(
                    .noInput,
                    "the save '\(docs.path)' is a directory, not a save file; mz leaves it as it is (pass --save with a file's path)")
            ),
            (
                fifo,
                CommandError(
                    .noInput, "the save '\(fifo)' is a FIFO, not a save file; mz leaves it as it is (pass --save with a file's path)")
            ),
            (
                link,
                CommandError(
                    .noInput, "the save '\(link)' is a directory, not a save file; mz leaves it as it is (pass --save with a file's path)")
            ),
            (
                "/dev/null",
                CommandError(
                    .noInput,
                    "the save '/dev/null' is a character device, not a save file; mz leaves it as it is (pass --save with a file's path)")
            ),
            (
                notes,
                CommandError(
                    .dataError,
                    "the file '\(notes)' is not an mz save (it is not valid JSON (unexpected character 'b' at line 1, column 1)); mz leaves it as it is (pass --save with another path)"
                )
            ),
        ]
        for (path, expected) in cases {
            do {
                _ = try Self.openGame(path)
                Issue.record("\(path) was accepted")
            } catch {
                #expect(error.code == expected.code, "\(path)")
                if path != notes {
                    #expect(error == expected)
                } else {
                    #expect(error.message.hasPrefix("the file '\(notes)' is not an mz save ("))
                }
            }
        }
        do {
            _ = try Self.openGame(config)
            Issue.record("a config file was accepted")
        } catch {
            #expect(
                error
                    == CommandError(
                        .dataError,
                        "the file '\(config)' is not an mz save (it has no \"format\": \"mz-save\" and is not a save of an older format: saves have no field 'editor.fontSize'); mz leaves it as it is (pass --save with another path)"
                    ))
        }
        #expect(try Self.snapshot(dir) == before)
    }

    // MARK: - 2. Bounded reads

    @Test func aHugeSaveIsRefusedUnreadAndLeftAlone() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let fd = open(save, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 3 << 30) == 0)  // 3 GiB, sparse: costs no disk
        close(fd)
        #expect(
            throws: CommandError(
                .dataError,
                "the save '\(save)' is 3221225472 bytes, more than a save's 4194304-byte limit, so it is not an mz save; mz leaves it as it is (move it, or pass --save with another path)"
            )
        ) {
            try SaveStore(path: save).load()
        }
        var status = stat()
        stat(save, &status)
        #expect(status.st_size == 3 << 30)
    }

    /// The real binary under a 1 GiB address-space limit: reading a 3 GiB file whole would fail.
    @Test(
        arguments: [
            (["level", "--level", "1", "--levels"], "levels file", 4 * 1024 * 1024),
            (["replay", "--headless"], "replay file", 8 * 1024 * 1024),
            (["generate", "--algorithm", "wilson", "--mask"], "mask file", 16 * 1024 * 1024 + 64 * 1024),
        ] as [([String], String, Int)])
    func everyReaderRefusesAHugeFileInBoundedMemory(command: [String], what: String, limit: Int) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let huge = dir.appendingPathComponent("huge.json").path
        let fd = open(huge, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 3 << 30) == 0)
        close(fd)
        let line = ([try mzExecutable().path] + command + [huge]).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "ulimit -v 1048576; exec \(line)"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(message == "mz: error: \(what) '\(huge)' is 3221225472 bytes, more than the \(limit)-byte limit\n")
    }

    // The limit guards against a hang (an open that blocks on the FIFO would wait forever),
    // not a time: the refusal is instant, but on a loaded two-core machine a started test can
    // wait its turn for a minute and more (a CI run beside four play-testers took 105 s).
    @Test(.timeLimit(.minutes(10))) func aFifoIsRefusedWithoutBlocking() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("levels.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = mz(["level", "--level", "1", "--levels", fifo])
        #expect(run.status == 66)
        #expect(run.err == "mz: error: levels file '\(fifo)' is a FIFO, not a file\n")
    }

    // MARK: - 4 and 5. Campaigns of other sizes, kept apart

    @Test func aSaveFromALongerCampaignIsFittedAndSaysSo() throws {
        let (dir, save) = try Self.folderWithSave()
        defer { try? FileManager.default.removeItem(at: dir) }
        var progress = PlayerProgress()
        progress.unlockedLevel = 10_000
        progress.attempt = SavedAttempt(level: 101, inputs: "rr", inventory: Inventory())
        try SaveStore(path: save).save(SaveDocument(shipped: progress))
        var (app, _) = try Self.openGame(save)
        #expect(app.progress.unlockedLevel == 100 && app.progress.attempt == nil)
        #expect(
            app.notice
                == "This campaign has 100 levels: level 10000 was unlocked but this campaign has 100; levels up to 100 are open; the unfinished attempt at level 101 is not in this campaign and was dropped."
        )
        // Level select opens on the first level not won and reaches the last one, not past it.
        _ = app.handle(.down)
        _ = app.handle(.enter)
        for _ in 0..<12 { _ = app.handle(.down) }
        let frame = app.render(width: 80, height: 24).lines.joined(separator: "\n")
        #expect(frame.contains("100. ") && frame.contains("levels 11-100 of 100"), "\(frame)")
    }

    @Test func aCustomCampaignKeepsItsProgressApartFromTheShippedOne() throws {
        let (dir, save) = try Self.folderWithSave(coins: 5)
        defer { try? FileManager.default.removeItem(at: dir) }
        let custom = dir.appendingPathComponent("one.json").path
        var file = try Campaign.load()
        file.levels = [file.levels[0]]
        file.levels[0].budget = 1_000_000
        file.levels[0].storedPar = nil
        file.levels[0].storedFingerprint = nil
        try file.json.write(toFile: custom, atomically: true, encoding: .utf8)
        var (app, loop) = try Self.openGame(save, ["--levels", custom])
        #expect(app.progress == PlayerProgress())  // not the shipped campaign's 5 coins
        // Win the custom level from the title (Continue) by its solution, and quit.
        _ = app.handle(.enter)
        let level = try LevelBuilder.build(file.levels[0])
        var keys: [Key] = []
        for d in MoveGraph(level).solve(from: level.start).moves {
            keys.append(d == .north ? .up : d == .south ? .down : d == .east ? .right : .left)
        }
        for key in keys { loop.perform(app.handle(key), &app) }
        #expect(app.progress.coins == Economy.purseLimit)  // a million unused moves fill the purse
        loop.perform([.session(.save)], &app)
        let document = try SaveFile.read(Data(contentsOf: URL(fileURLWithPath: save)))
        #expect(document.shipped.coins == 5 && document.shipped.record(1).bestMoves == nil)
        let key = CampaignIdentity(of: file, shipped: try Campaign.load())
        #expect(document.progress(in: key).coins == app.progress.coins)
        // The shipped campaign, opened again, still has its own 5 coins.
        #expect(try Self.openGame(save, writing: false).0.progress.coins == 5)
    }

    // MARK: - 6. One session per save; quitting unchanged writes nothing

    @Test func aSecondSessionOnTheSameSaveIsToldWhoHoldsIt() throws {
        let (dir, save) = try Self.folderWithSave()
        defer { try? FileManager.default.removeItem(at: dir) }
        var first: (App, GameLoop)? = try Self.openGame(save)
        #expect(
            throws: CommandError(
                .tempFail,
                "the save '\(save)' is in use by another mz (pid \(getpid())); quit that one first, or pass --save with another file")
        ) {
            try Self.openGame(save)
        }
        _ = try Self.openGame(save, writing: false)  // the lab and the replay viewer only read it
        first = nil
        _ = first
        _ = try Self.openGame(save)  // released when the first session ends
    }

    @Test func quittingFromTheTitleWithoutAChangeWritesNothing() throws {
        let (dir, save) = try Self.folderWithSave()
        defer { try? FileManager.default.removeItem(at: dir) }
        var before = stat()
        stat(save, &before)
        var (app, loop) = try Self.openGame(save)
        let terminal = MemoryTerminal(width: 80, height: 24, keys: [.down, .up, .character("q"), .character("y")])
        #expect(loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil }) == 0)
        #expect(loop.writes == 0)
        var after = stat()
        stat(save, &after)
        #expect(
            after.st_ino == before.st_ino && after.st_mtim.tv_sec == before.st_mtim.tv_sec
                && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    }

    @Test func withoutALockNothingIsWrittenAndThePlayerIsToldTwice() throws {
        let (dir, save) = try Self.folderWithSave(coins: 5)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(atPath: save + ".lock", withIntermediateDirectories: false)
        var (app, loop) = try Self.openGame(save)
        #expect(app.notice == "Progress will not be saved: cannot create '\(save).lock': is a directory.")
        let terminal = MemoryTerminal(
            width: 200, height: 30,
            keys: [.enter, .character("q"), .character("y"), .character("q"), .character("y"), .character("q"), .character("y")])
        #expect(loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil }) == 0)
        let err = Capture()
        #expect(loop.finish(0, console: Console(out: { _ in }, err: err.append)) == 74)
        #expect(err.value == "mz: error: your progress could not be saved: cannot create '\(save).lock': is a directory\n")
        #expect(
            try SaveStore(path: save).load().document.shipped
                == {
                    var p = PlayerProgress()
                    p.coins = 5
                    return p
                }())
    }

    @Test func aSaveFullOfCampaignsRefusesANewOneAndKeepsTheOthers() throws {
        let (dir, save) = try Self.folderWithSave(coins: 5)
        defer { try? FileManager.default.removeItem(at: dir) }
        var document = try SaveStore(path: save).load().document
        for i in 0..<SaveDocument.maximumCampaigns {
            document.campaigns["levels-" + String(format: "%016x", i)] = PlayerProgress()
        }
        try SaveStore(path: save).save(document)
        let custom = dir.appendingPathComponent("one.json").path
        var file = try Campaign.load()
        file.levels = [file.levels[0]]
        try file.json.write(toFile: custom, atomically: true, encoding: .utf8)
        var (app, loop) = try Self.openGame(save, ["--levels", custom])
        _ = app.handle(.enter)
        loop.perform([.session(.save)], &app)
        #expect(
            loop.saveFailure
                == "the save already holds the progress of 100 other campaigns, the most it keeps; play this one with another --save file")
        #expect(try SaveStore(path: save).load().document == document)
    }

    // MARK: - 7. A failed save is never silent

    @Test func aSaveThatCannotBeWrittenIsShownOnScreenThenOnStderrWithExit74() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let home = dir.appendingPathComponent("mz-home")
        try "not a folder".write(to: home, atomically: true, encoding: .utf8)
        let save = home.appendingPathComponent("save.json").path
        var (app, loop) = try Self.openGame(save)
        #expect(app.notice?.hasPrefix("Progress will not be saved: the data folder '\(home.path)' is a file, not a folder") == true)
        // Continue (level 1), one move, then quit: every save fails. The first quit stays to
        // say so on screen; the second leaves, and stderr says it last, with exit 74.
        let terminal = MemoryTerminal(
            width: 200, height: 30, keys: [.enter, .right, .left, .character("q"), .character("y"), .character("q"), .character("y")])
        #expect(loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil }) == 128 + 15)
        let shown = terminal.frames.last?.lines.joined(separator: "\n") ?? ""
        #expect(
            shown.contains("Could not save: the data folder '\(home.path)' is a file, not a folder. Quit again to leave without saving."),
            "\(shown)")
        terminal.script = [.key(.character("q")), .key(.character("y"))]
        #expect(loop.run(&app, on: terminal, signal: { nil }) == 0)
        let err = Capture()
        let status = loop.finish(0, console: Console(out: { _ in }, err: err.append))
        #expect(status == 74)
        #expect(err.value == "mz: error: your progress could not be saved: the data folder '\(home.path)' is a file, not a folder\n")
        #expect(try String(contentsOf: home, encoding: .utf8) == "not a folder")
    }

    // MARK: - 8. The temporary file

    @Test func aPlantedLinkAtTheOldTemporaryNameIsNeverFollowed() throws {
        let (dir, save) = try Self.folderWithSave()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt").path
        try "precious".write(toFile: victim, atomically: true, encoding: .utf8)
        #expect(symlink(victim, dir.appendingPathComponent(".save.json.tmp-\(getpid())").path) == 0)
        var progress = PlayerProgress()
        progress.coins = 6
        try SaveStore(path: save).save(SaveDocument(shipped: progress))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(try SaveStore(path: save).load().document.shipped.coins == 6)
    }

    @Test func aPrivateSaveStaysPrivate() throws {
        let (dir, save) = try Self.folderWithSave()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(chmod(save, 0o600) == 0)
        try SaveStore(path: save).save(SaveDocument())
        var status = stat()
        stat(save, &status)
        #expect(status.st_mode & 0o777 == 0o600)
    }

    @Test func aSymlinkedSaveIsWrittenThroughAndStaysALink() throws {
        let (dir, real) = try Self.folderWithSave(coins: 3)
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("linked.json").path
        #expect(symlink(real, link) == 0)
        var document = try SaveStore(path: link).load().document
        #expect(document.shipped.coins == 3)
        document.shipped.coins = 4
        try SaveStore(path: link).save(document)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try SaveStore(path: real).load().document.shipped.coins == 4)
        // A link to a file not made yet is written through too; it stays a link.
        let dangling = dir.appendingPathComponent("dangling.json").path
        #expect(symlink("later.json", dangling) == 0)
        try SaveStore(path: dangling).save(document)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "later.json")
        #expect(try SaveStore(path: dir.appendingPathComponent("later.json").path).load().document.shipped.coins == 4)
        // A link into a folder that does not exist is refused, not replaced by a file.
        let nowhere = dir.appendingPathComponent("nowhere.json").path
        #expect(symlink("/nonexistent-folder/save.json", nowhere) == 0)
        #expect(
            throws: CommandError(
                .noInput,
                "the save '\(nowhere)' is a symbolic link that leads nowhere a save can be written; mz will not replace the link (point it at a file, or pass --save with another path)"
            )
        ) {
            try SaveStore(path: nowhere).save(document)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: nowhere) == "/nonexistent-folder/save.json")
    }

    @Test func aDamagedSaveBehindALinkIsMovedAsideAndTheLinkKeepsWorking() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let real = dir.appendingPathComponent("real.json").path
        try "{\"formatVersion\": 3, \"coi".write(toFile: real, atomically: true, encoding: .utf8)
        let link = dir.appendingPathComponent("save.json").path
        #expect(symlink(real, link) == 0)
        var (app, loop) = try Self.openGame(link)
        #expect(app.notice?.contains("It was moved to \(real).corrupt-") == true)
        let terminal = MemoryTerminal(
            width: 80, height: 24, keys: [.enter, .character("q"), .character("y"), .character("q"), .character("y")])
        #expect(loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 15 : nil }) == 0)
        #expect(loop.finish(0, console: Console(out: { _ in }, err: { _ in })) == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try SaveStore(path: real).load().document.shipped.attempt?.level == 1)
    }

    // MARK: - 11. A burst of keys costs one save, not one per key

    @Test func aBurstOfKeysIsSavedOncePerFrameNotOncePerKey() throws {
        let (dir, save) = try Self.folderWithSave()
        defer { try? FileManager.default.removeItem(at: dir) }
        var (app, loop) = try Self.openGame(save, ["--no-animation"])
        // Real moves, back and forth, within the budget, then bumps into a wall (free) to 4,000 keys.
        let level = try LevelBuilder.build(try Campaign.load().levels[0])
        let out = try #require(MoveGraph(level).solve(from: level.start).moves.first)
        let wall = try #require(Direction.ordered.first { !level.maze.isOpen(level.start, $0) })
        func key(_ d: Direction) -> Key { d == .north ? .up : d == .south ? .down : d == .east ? .right : .left }
        let pairs = Array(repeating: [key(out), key(out.opposite)], count: level.budget / 4).flatMap { $0 }
        let burst = pairs + Array(repeating: key(wall), count: 4_000 - pairs.count)
        let terminal = MemoryTerminal(width: 80, height: 24, keys: [.enter] + burst)
        _ = loop.run(&app, on: terminal, signal: { terminal.isExhausted ? 1 : nil })
        #expect(loop.writes <= burst.count / GameLoop.keysPerFrame + 3, "\(loop.writes) saves")
        let saved = try SaveFile.read(Data(contentsOf: URL(fileURLWithPath: save))).shipped
        // Every move made is in the save; bumps into walls change nothing and are not kept.
        var state = GameState(level: level)
        var kept: [Action] = []
        for key in burst {
            let action = Action.move(key == .right ? .east : key == .left ? .west : key == .up ? .north : .south)
            let events = state.apply(action)
            if !events.contains(where: { if case .refused = $0 { true } else if case .bumpedWall = $0 { true } else { false } }) {
                kept.append(action)
            }
        }
        #expect(saved.attempt == SavedAttempt(level: 1, inputs: Inputs.format(kept), inventory: Inventory()))
    }
}
