import Foundation
import GameEngine
import Testing

@testable import MZCommands

/// The real `mz` binary in a real terminal: tmux (docs/design.md, "The terminal"; issue 5). tmux must be installed;
/// these tests fail, not skip, without it (`.ci/run` installs it).
struct Tmux {
    let socket = "mz-test-\(UUID().uuidString.prefix(8))"
    let session = "mz"

    /// Runs a tmux command. Output is captured only when asked: the server that the first
    /// command forks would otherwise inherit the pipe and keep it open forever.
    @discardableResult
    func run(_ arguments: [String], capture: Bool = true) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket] + arguments
        let out = Pipe()
        process.standardOutput = capture ? out : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = capture ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError(.ioError, "tmux \(arguments.joined(separator: " ")) failed (is tmux installed?)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts `command` (run by sh) in a detached window.
    ///
    /// The tmux server forked here would inherit every descriptor of the test process,
    /// including the ones Foundation's `Process` uses to notice a child's exit; then any
    /// `waitUntilExit` in the suite would wait for the server. So bash closes everything above
    /// stderr before tmux starts.
    func start(_ command: String, width: Int = 100, height: Int = 30) throws {
        let quoted = (command + "; echo EXIT=$?; sleep 60").replacingOccurrences(of: "'", with: "'\\''")
        let script =
            "for fd in $(ls /proc/$$/fd); do [ \"$fd\" -gt 2 ] && eval \"exec $fd>&-\" 2>/dev/null; done; "
            + "exec tmux -L \(socket) new-session -d -x \(width) -y \(height) -s \(session) sh -c '\(quoted)'"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandError(.ioError, "tmux new-session failed with status \(process.terminationStatus) (is tmux installed?)")
        }
    }

    func keys(_ keys: String...) throws { try run(["send-keys", "-t", session] + keys, capture: false) }

    func screen(escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p", "-t", session] + (escapes ? ["-e"] : []))
    }

    /// Waits until the screen contains `text`; returns the screen.
    @discardableResult
    func wait(for text: String, seconds: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = (try? screen()) ?? "(no tmux session)"
            if last.contains(text) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw CommandError(.failed, "timed out waiting for '\(text)'; the screen was:\n\(last)")
    }

    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"], capture: false)
    }

    /// Ends the server and everything in it, and removes its socket. The server inherits the
    /// test process's blocked signal mask and then may not finish `kill-server` on its own, so
    /// its pid and the panes' are killed outright; a server killed so leaves its socket file
    /// behind (thousands had piled up in /tmp/tmux-0 over a day of test runs), which is ours
    /// to remove: this test's own, by the path the server gives.
    func kill() {
        let pids = ((try? run(["list-panes", "-a", "-F", "#{pane_pid}"])) ?? "") + ((try? run(["display-message", "-p", "#{pid}"])) ?? "")
        let path = ((try? run(["display-message", "-p", "#{socket_path}"])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? run(["kill-server"], capture: false)
        for pid in pids.split(separator: "\n").compactMap({ Int32($0) }) {
            Foundation.kill(-pid, SIGKILL)  // the pane's process group: sh and mz
            Foundation.kill(pid, SIGKILL)
        }
        if path.hasSuffix("/" + socket) { try? FileManager.default.removeItem(atPath: path) }
    }
}

@Suite(.serialized) struct EndToEndTests {
    /// Level 1's budget and par (its moves all cost 1: no ice or mud before level 3).
    static let (budget, par): (Int, Int) = {
        guard let level = try? LevelBuilder.build(try Campaign.load().levels[0]) else { return (0, 0) }
        return (level.budget, level.par)
    }()

    static func command(_ arguments: String, save: String, environment: String = "") throws -> String {
        "cd /tmp && env LANG=C.UTF-8 TERM=xterm-256color \(environment) '\(try mzExecutable().path)' --save '\(save)' \(arguments)"
    }

    static func solutionKeys(_ id: Int) throws -> [String] {
        let level = try LevelBuilder.build(try Campaign.load().levels[id - 1])
        return MoveGraph(level).solve(from: level.start).moves.map { d -> String in
            switch d {
            case .north: "Up"
            case .south: "Down"
            case .west: "Left"
            case .east: "Right"
            }
        }
    }

    @Test func aNewPlayerWinsLevelOneWithThreeStarsAndTheSaveIsUpdated() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("--no-animation", save: save))
        try tmux.wait(for: "Play level 1")
        try tmux.keys("Enter")
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        for key in try Self.solutionKeys(1) { try tmux.keys(key) }
        // Waited for by the key bar, the last row ncurses writes: a capture taken under load once
        // held "LEVEL COMPLETE" over the map still, before the rest of the frame was written.
        let summary = try tmux.wait(for: "Enter next level")
        #expect(summary.contains("★★★"))
        #expect(summary.contains("Moves \(Self.par)   Par \(Self.par)"))
        try tmux.keys("q")
        try tmux.wait(for: "Play level 2")
        try tmux.keys("q")
        try tmux.wait(for: "Quit mz?")
        try tmux.keys("y")
        try tmux.wait(for: "EXIT=0")
        let progress = try SaveFile.read(try Data(contentsOf: URL(fileURLWithPath: save))).shipped
        #expect(
            progress.record(1).stars == 3 && progress.coins == (Self.budget - Self.par) / Economy.movesPerCashInCoin + Economy.perfectBonus
                && progress.unlockedLevel == 2)
        let replays = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("replays").path)
        #expect(replays.count == 1 && replays[0].hasSuffix("level1-won.json"))
    }

    /// Undo at 80×24: a move taken back costs nothing, the win is at par, and the one replay
    /// kept is the run as won, which `mz replay --headless` verifies.
    @Test func aMoveUndoneCostsNothingAndTheReplayVerifies() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("--no-animation", save: save), width: 80, height: 24)
        try tmux.wait(for: "Play level 1")
        try tmux.keys("Enter")
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        let route = try Self.solutionKeys(1)
        try tmux.keys(route[0], route[1])
        try tmux.wait(for: "Moves left \(Self.budget - 2)/\(Self.budget)")
        try tmux.keys("u")
        try tmux.keys("u")
        // Waited for by the message line, the last row ncurses writes: a capture taken as the HUD
        // changed once held the first undo's message still (a race in the test, not the game).
        let undone = try tmux.wait(for: "Undone: the last move; \(Self.budget) moves left")
        #expect(undone.contains("Moves left \(Self.budget)/\(Self.budget)"))
        for key in route { try tmux.keys(key) }
        let summary = try tmux.wait(for: "Enter next level")
        #expect(summary.contains("★★★") && summary.contains("Moves \(Self.par)   Par \(Self.par)"))
        try tmux.keys("q")
        try tmux.wait(for: "Play level 2")
        try tmux.keys("q")
        try tmux.wait(for: "Quit mz?")
        try tmux.keys("y")
        try tmux.wait(for: "EXIT=0")
        let folder = dir.appendingPathComponent("replays")
        let replays = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(replays.count == 1)
        let path = folder.appendingPathComponent(try #require(replays.first)).path
        let replay = try Replay(data: try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(replay.inputs.count == Self.par)
        let check = mz(["replay", "--headless", path])
        #expect(check.status == 0, "\(check.err)")
    }

    @Test func resizingMidLevelKeepsThePlayGoingAndTooSmallAsksForMore() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("play --level 1", save: dir.appendingPathComponent("save.json").path))
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        let keys = try Self.solutionKeys(1)
        try tmux.keys(keys[0])
        try tmux.wait(for: "Moves left \(Self.budget - 1)/\(Self.budget)")
        try tmux.resize(width: 70, height: 22)
        try tmux.keys(keys[1])
        let after = try tmux.wait(for: "Moves left \(Self.budget - 2)/\(Self.budget)")
        #expect(after.split(separator: "\n").first?.count ?? 0 <= 70)
        try tmux.resize(width: 50, height: 15)
        try tmux.wait(for: "resize to at least 60x20")
        try tmux.wait(for: "(now 50x15)")
        try tmux.resize(width: 100, height: 30)
        try tmux.wait(for: "Moves left \(Self.budget - 2)/\(Self.budget)")
        try tmux.keys("q")
        try tmux.wait(for: "Save and quit")
        try tmux.keys("y")
        try tmux.wait(for: "Continue level 1")
    }

    /// The too-small screen says how to leave, and `q` leaves from it, saving the attempt.
    @Test func qLeavesFromTheTooSmallScreen() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("play --level 1", save: save))
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        try tmux.keys(try Self.solutionKeys(1)[0])
        try tmux.wait(for: "Moves left \(Self.budget - 1)/\(Self.budget)")
        try tmux.resize(width: 50, height: 15)
        try tmux.wait(for: "q or Ctrl-C quits")
        try tmux.keys("q")
        try tmux.wait(for: "EXIT=0")
        let progress = try SaveFile.read(try Data(contentsOf: URL(fileURLWithPath: save))).shipped
        #expect(progress.attempt?.inputs.count == 1)
    }

    @Test func ctrlCLeavesTheTerminalSane() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let tmux = Tmux()
        defer { tmux.kill() }
        let stty = dir.appendingPathComponent("stty.txt").path
        // Like an interactive shell, the wrapping sh ignores Ctrl-C; mz installs its own handler.
        try tmux.start(
            "trap '' INT; " + (try Self.command("play --level 1", save: save)) + "; status=$?; stty -a > '\(stty)'; (exit $status)")
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        try tmux.keys(try Self.solutionKeys(1)[0])
        try tmux.wait(for: "Moves left \(Self.budget - 1)/\(Self.budget)")
        try tmux.keys("C-c")
        let screen = try tmux.wait(for: "EXIT=")
        #expect(screen.contains("EXIT=130"), "\(screen)")
        let settings = try String(contentsOfFile: stty, encoding: .utf8).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        #expect(settings.contains("icanon") && settings.contains("echo"), "\(settings)")
        #expect(!settings.contains("-icanon") && !settings.contains("-echo"))
        // The attempt was saved on the way out.
        let progress = try SaveFile.read(try Data(contentsOf: URL(fileURLWithPath: save))).shipped
        #expect(progress.attempt?.inputs.count == 1)
    }

    /// Ctrl-\ (SIGQUIT) ends the game like SIGTERM: saved, the terminal restored, exit 131,
    /// and no crash report from the runtime over the screen.
    @Test func ctrlBackslashQuitsLikeSigtermWithoutACrashReport() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let tmux = Tmux()
        defer { tmux.kill() }
        let stty = dir.appendingPathComponent("stty.txt").path
        // Like an interactive shell, the wrapping sh ignores Ctrl-\; mz installs its own handler.
        try tmux.start(
            "trap '' QUIT; " + (try Self.command("play --level 1", save: save)) + "; status=$?; stty -a > '\(stty)'; (exit $status)")
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        try tmux.keys(try Self.solutionKeys(1)[0])
        try tmux.wait(for: "Moves left \(Self.budget - 1)/\(Self.budget)")
        try tmux.keys("C-\\")
        let screen = try tmux.wait(for: "EXIT=")
        #expect(screen.contains("EXIT=131"), "\(screen)")
        #expect(!screen.contains("crashed") && !screen.contains("Backtrac"), "\(screen)")
        let settings = try String(contentsOfFile: stty, encoding: .utf8).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        #expect(settings.contains("icanon") && settings.contains("echo"), "\(settings)")
        let progress = try SaveFile.read(try Data(contentsOf: URL(fileURLWithPath: save))).shipped
        #expect(progress.attempt?.inputs.count == 1)
    }

    @Test func hangingUpMidLevelSavesTheAttempt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("play --level 1", save: save))
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        let keys = try Self.solutionKeys(1)
        try tmux.keys(keys[0])
        try tmux.keys(keys[1])
        try tmux.wait(for: "Moves left \(Self.budget - 2)/\(Self.budget)")
        // SIGHUP to mz itself (the pane's shell's child), as when the terminal goes away.
        let shell = try tmux.run(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let mzPID = try #require(children.split(separator: " ").compactMap { Int32($0) }.first)
        kill(mzPID, SIGHUP)
        try tmux.wait(for: "EXIT=129")
        let progress = try SaveFile.read(try Data(contentsOf: URL(fileURLWithPath: save))).shipped
        #expect(progress.attempt?.level == 1 && progress.attempt?.inputs.count == 2)
    }

    @Test func noColorAndAsciiShowNoColourAndNoBoxDrawing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(
            try Self.command("play --level 1 --ascii", save: dir.appendingPathComponent("save.json").path, environment: "NO_COLOR=1"))
        try tmux.wait(for: "Moves left \(Self.budget)/\(Self.budget)")
        let plain = try tmux.screen()
        #expect(plain.unicodeScalars.allSatisfy { $0.isASCII }, "box drawing found")
        #expect(plain.contains("+---"))  // a wall run (drawn twice as long in a zoomed window)
        // Colour-setting SGR parameters (30–37, 40–47, 90–97, 100–107, 38/48); resets are fine.
        let styled = try tmux.screen(escapes: true)
        var colours: [Int] = []
        for sequence in styled.components(separatedBy: "\u{1B}[").dropFirst() {
            guard let end = sequence.firstIndex(of: "m") else { continue }
            for parameter in sequence[..<end].split(separator: ";") {
                guard let value = Int(parameter) else { continue }
                let setsColour = (30...37).contains(value) || (40...47).contains(value) || (90...107).contains(value)
                if setsColour || value == 38 || value == 48 { colours.append(value) }
            }
        }
        #expect(colours.isEmpty, "colour parameters drawn: \(colours)")
    }

    @Test func theLabBuildsAMazeAndSwitchesAlgorithm() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("lab --algorithm wilson --size 20x10 --seed 3", save: dir.appendingPathComponent("save.json").path))
        try tmux.wait(for: "Lab: wilson 20x10 seed 3")
        try tmux.keys("Enter")  // finish: the maze, the flood, then the solution
        _ = try tmux.wait(for: "solved:")
        // The frame is written top to bottom: a capture can catch its header before its grid
        // (a busy CI machine did), so the path is waited for, not read off that capture.
        let solved = try tmux.wait(for: "•")
        #expect(solved.contains("solved:"), "the solution path without its header:\n\(solved)")
        #expect(solved.contains("┼") || solved.contains("├") || solved.contains("┬"), "no box-drawn maze:\n\(solved)")
        try tmux.keys("Right")
        try tmux.wait(for: "Lab: hunt-and-kill 20x10")
        try tmux.keys("q")
        try tmux.wait(for: "EXIT=0")
    }

    @Test func theReplayViewerPlaysARecordedRunToItsEnd() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let replay = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GameEngineTests/Replays/level1-won.json").path
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("replay '\(replay)'", save: dir.appendingPathComponent("save.json").path))
        try tmux.wait(for: "Replay of level 1")
        try tmux.wait(for: "input 0/\(Self.par)")
        try tmux.keys("Enter")  // jump to the end
        let end = try tmux.wait(for: "Recorded result: won in \(Self.par) moves")
        #expect(end.contains("input \(Self.par)/\(Self.par)"), "\(end)")
        try tmux.keys("Left")  // one step back
        try tmux.wait(for: "input \(Self.par - 1)/\(Self.par)")
        try tmux.keys("q")
        try tmux.wait(for: "EXIT=0")
    }

    /// Issue 19, the real binary on a full disk: the first move of today's counted daily cannot
    /// be saved, so the game ends at once saying why (74), and the day's try is still to play.
    @Test(.enabled(if: getuid() == 0, "mounting a tmpfs needs root (CI runs as root)"))
    func aDailyOnAFullDiskIsNotStarted() throws {
        guard case let (disk, store, _)? = try FaultTests.saveOnTmpfs(sizeKB: 64, coins: 5, test: "full-disk daily in a terminal") else {
            return
        }
        defer { FaultTests.unmount(disk) }
        let filler = disk.appendingPathComponent("filler")
        FaultTests.run(["dd", "if=/dev/zero", "of=\(filler.path)", "bs=1k"])
        let today = DailyDate(secondsSince1970: Date().timeIntervalSince1970)
        let level = DailyChallenge.level(for: today)
        let first = try #require(MoveGraph(level).solve(from: level.start).moves.first)
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("daily --no-animation", save: store.path), width: 250, height: 24)
        try tmux.wait(for: "First try counts")
        try tmux.keys(first == .north ? "Up" : first == .south ? "Down" : first == .east ? "Right" : "Left")
        let after = try tmux.wait(for: "EXIT=")
        #expect(
            after.contains(
                "mz: error: the daily challenge of \(today) was not started: its first move could not be saved (could not write '\(store.path)': no space left on device"
            ), "\(after)")
        #expect(after.contains("EXIT=74"), "\(after)")
        #expect(!after.contains("mz daily \(today)"))  // no card
        try FileManager.default.removeItem(at: filler)
        #expect(try store.load().document.shipped.daily.results.isEmpty)
    }

    /// Issue 19: a replay whose checkpoint was flipped, or whose recorded moves were edited,
    /// played to its end in the viewer and exited 0. The viewer stops at the first divergence
    /// with `--headless`'s sentence and exits 1 saying it.
    @Test(arguments: ["checkpoint", "movesUsed"])
    func theReplayViewerStopsAtADivergenceAndExits1(edit: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GameEngineTests/Replays/level1-won.json")
        var replay = try Replay(data: Data(contentsOf: original))
        let sentence: String
        if edit == "checkpoint" {
            replay.checkpoints[10] ^= 0x100
            sentence = "the replay diverges at input 11 (\(replay.inputs[10].notation))"
        } else {
            replay.result.movesUsed += 2
            sentence = "the result differs: recorded won in \(Self.par + 2) moves"
        }
        let path = dir.appendingPathComponent("edited.json").path
        try replay.json.write(toFile: path, atomically: true, encoding: .utf8)
        let headless = mz(["replay", "--headless", path])
        #expect(headless.status == 1 && headless.err.hasPrefix("mz: error: \(path): \(sentence)"), "\(headless.err)")
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("replay '\(path)'", save: dir.appendingPathComponent("save.json").path), width: 250)
        try tmux.wait(for: "Replay of level 1")
        try tmux.keys("Enter")  // to the end: it stops at the divergence
        let stopped = try tmux.wait(for: "Stopped: \(sentence)")
        #expect(stopped.contains(edit == "checkpoint" ? "input 11/\(Self.par)" : "input \(Self.par)/\(Self.par)"), "\(stopped)")
        #expect(!stopped.contains("Recorded result"))
        try tmux.keys("q")
        let after = try tmux.wait(for: "EXIT=")
        #expect(after.contains("mz: error: \(path): \(sentence)"), "\(after)")
        #expect(after.contains("EXIT=1"), "\(after)")
    }

    /// `dumb` has no cursor addressing (ncurses would draw every frame on one line) and an
    /// unknown type has no terminfo entry: both are refused before ncurses takes the terminal,
    /// with exit 64, the modes as they were and nothing on the screen but the message.
    @Test(arguments: [
        ("dumb", "the terminal type 'dumb' cannot move the cursor; set TERM (e.g. TERM=xterm-256color), or use the headless commands"),
        (
            "mz-no-such-terminal",
            "the terminal type 'mz-no-such-terminal' is unknown or unset; set TERM (e.g. TERM=xterm-256color), or use the headless commands"
        ),
    ])
    func aTerminalThatCannotPlaceTheCursorIsRefusedAndLeftAsItWas(term: String, message: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmux = Tmux()
        defer { tmux.kill() }
        let before = dir.appendingPathComponent("before.txt").path, after = dir.appendingPathComponent("after.txt").path
        let mz = try Self.command("play --level 1", save: dir.appendingPathComponent("save.json").path, environment: "TERM=\(term)")
        // Wide enough that the message is on one line of the pane.
        try tmux.start("stty -g > '\(before)'; \(mz); status=$?; stty -g > '\(after)'; (exit $status)", width: 250)
        let screen = try tmux.wait(for: "EXIT=")
        let lines = screen.split(separator: "\n")
        #expect(lines.first?.hasPrefix("mz: error: \(message)") == true, "\(screen)")
        #expect(lines.dropFirst().first == "EXIT=64", "\(screen)")
        #expect(try String(contentsOfFile: after, encoding: .utf8) == String(contentsOfFile: before, encoding: .utf8))
    }

    @Test func aLockedLevelIsRefusedWithTheLevelToClear() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("play --level 30", save: dir.appendingPathComponent("save.json").path), width: 250)
        let screen = try tmux.wait(for: "EXIT=")
        let lines = screen.split(separator: "\n")
        #expect(
            lines.first == "mz: error: level 30 is locked: only level 1 is open; clear level 1 to open level 2 (mz play --level 1)",
            "\(screen)")
        #expect(lines.dropFirst().first == "EXIT=64", "\(screen)")
    }

    @Test func playWithoutATerminalExits64() throws {
        let (status, _, err) = try runBinary(["play", "--level", "1"], stdin: FileHandle(forReadingAtPath: "/dev/null"))
        #expect(status == 64)
        #expect(err.hasPrefix("mz: error: the game needs a terminal"))
        #expect(err.contains("mz replay --headless"))
    }

    /// A new player's daily in a real terminal at 80×24: the par route to the summary, whose
    /// card is printed again on leaving, then the save holds the day's result and the proof
    /// file re-checks it.
    @Test func aDailyIsPlayedToItsCardAndItsProofChecks() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let save = dir.appendingPathComponent("save.json").path
        let today = DailyDate(secondsSince1970: Date().timeIntervalSince1970)
        let level = DailyChallenge.level(for: today)
        let code = try #require(LevelCode.code(for: level.spec))
        let route = MoveGraph(level).solve(from: level.start).moves.map { d -> String in
            switch d {
            case .north: "Up"
            case .south: "Down"
            case .west: "Left"
            case .east: "Right"
            }
        }
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(try Self.command("daily --no-animation", save: save), width: 80, height: 24)
        try tmux.wait(for: "First try counts")
        try tmux.run(["send-keys", "-t", tmux.session] + route, capture: false)
        let summary = try tmux.wait(for: "DAILY COMPLETE")
        // The day's level decides whether the card counts gems (a day with one failed this test).
        let gems = level.gems.isEmpty ? "" : " · gem\(level.gems.count == 1 ? "" : "s") 0/\(level.gems.count)"
        for line in [
            "mz daily \(today) ★★★ 0 coins", "\(level.par) moves (par \(level.par)) · crates 0/\(level.crates.count)\(gems) · streak 1",
            code,
        ] {
            #expect(summary.contains(line), "\(line) not in:\n\(summary)")
        }
        try tmux.keys("q")
        let after = try tmux.wait(for: "EXIT=")
        let proof = dir.appendingPathComponent("replays/daily-\(today).json").path
        #expect(after.contains("mz daily \(today) ★★★ 0 coins\n\(level.par) moves (par \(level.par))"), "\(after)")
        // The path is longer than the pane is wide: tmux wraps it.
        #expect(after.replacingOccurrences(of: "\n", with: "").contains("proof: mz replay --headless \(proof)"), "\(after)")
        #expect(after.contains("EXIT=0"), "\(after)")
        let saved = try SaveFile.read(Data(contentsOf: URL(fileURLWithPath: save)))
        #expect(saved.shipped.daily.result(on: today)?.moves == level.par)
        let check = mz(["replay", "--headless", proof])
        #expect(
            check.status == 0
                && check.out.hasSuffix("it is the counted attempt at the daily challenge of \(today), the same level for everyone\n"),
            "\(check.out)\(check.err)")
    }
}
