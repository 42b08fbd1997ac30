import Foundation

/// How long the `mz` binary beside mz-bench takes to start, print `mz --version` and exit: a
/// whole process, spawned and waited for (the aim is 20 ms: docs/design.md, "Performance gates"; docs/performance.md, "Start-up").
struct StartupResult: Codable {
    /// Milliseconds from spawning `mz --version` to reaping it, median; `nil` when there is no
    /// `mz` beside mz-bench (build it first: `swift build -c release --product mz
    /// --static-swift-stdlib`).
    var versionMilliseconds: Double?
    /// Runs timed.
    var runs: Int

    static let versionTarget = 20.0

    var meetsTargets: Bool { (versionMilliseconds ?? 0) <= Self.versionTarget }
}

enum StartupBenchmark {
    /// The `mz` of the same build folder as this mz-bench (`.build/release/mz`).
    static var mzBinary: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("mz").path
    }

    static func measure(quick: Bool) -> StartupResult {
        let binary = mzBinary
        guard FileManager.default.isExecutableFile(atPath: binary) else { return StartupResult(versionMilliseconds: nil, runs: 0) }
        let runs = quick ? 5 : 31
        // One run first, not counted: the binary's pages come into the page cache.
        guard spawnAndWait(binary, ["--version"]) != nil else { return StartupResult(versionMilliseconds: nil, runs: 0) }
        var samples: [Double] = []
        for _ in 0..<runs {
            guard let milliseconds = spawnAndWait(binary, ["--version"]) else { return StartupResult(versionMilliseconds: nil, runs: 0) }
            samples.append(milliseconds)
        }
        return StartupResult(versionMilliseconds: median(samples), runs: runs)
    }

    /// Spawns `path arguments` with its output to /dev/null and waits for it; the wall time in
    /// milliseconds, or `nil` when it cannot start or exits with another status than 0.
    /// posix_spawn and waitpid directly: Foundation's `Process` adds its own bookkeeping and a
    /// run loop to every child.
    static func spawnAndWait(_ path: String, _ arguments: [String]) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        // A normal exit with status 0: the low seven bits are the signal (none), the next eight the status.
        return status == 0 ? elapsed : nil
    }
}
