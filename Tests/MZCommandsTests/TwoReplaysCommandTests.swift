import Foundation
import GameEngine
import Testing

@testable import MZCommands

/// `mz replay --headless A B`: both checked, both results printed, exit as for one file.
@Suite struct TwoReplaysCommandTests {
    static func committed(_ name: String) -> String { ReplayCommandTests.folder.appendingPathComponent(name).path }

    /// What `mz replay --headless` prints for one file.
    static func alone(_ path: String) -> String { mz(["replay", "--headless", path]).out }

    @Test func bothResultsArePrintedAndBothMatch() {
        let (a, b) = (Self.committed("level1-won.json"), Self.committed("level1-failed.json"))
        let run = mz(["replay", "--headless", a, b])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "A: \(a)\n" + Self.alone(a) + "B: \(b)\n" + Self.alone(b))
        #expect(run.err.isEmpty)
    }

    @Test func aDivergingSecondFileExits1AndNamesIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = Self.committed("level1-won.json")
        let original = try String(contentsOfFile: a, encoding: .utf8)
        let replay = try Replay(data: Data(original.utf8))
        var inputs = Array(Inputs.format(replay.inputs))
        inputs[4] = inputs[4] == "l" ? "r" : "l"
        let b = dir.appendingPathComponent("edited.json").path
        try original.replacingOccurrences(of: "\"inputs\": \"\(Inputs.format(replay.inputs))\"", with: "\"inputs\": \"\(String(inputs))\"")
            .write(toFile: b, atomically: true, encoding: .utf8)
        let run = mz(["replay", "--headless", a, b])
        #expect(run.status == 1)
        // Both results are printed; the one that matches says so.
        #expect(run.out.hasPrefix("A: \(a)\n" + Self.alone(a) + "B: \(b)\n"))
        #expect(!run.out.hasSuffix("the replay matches its record\n"))
        #expect(run.err == "mz: error: \(b): the replay diverges at input 5 (\(inputs[4]))\n")
        // In either order, and both named when both diverge.
        #expect(mz(["replay", "--headless", b, a]).status == 1)
        let both = mz(["replay", "--headless", b, b])
        #expect(
            both.err
                == "mz: error: \(b): the replay diverges at input 5 (\(inputs[4])); \(b): the replay diverges at input 5 (\(inputs[4]))\n")
    }

    @Test func aBadSecondFileGetsTheSameSentenceAsAFirst() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = Self.committed("level1-won.json")
        let broken = dir.appendingPathComponent("broken.json").path
        try "{\"format\": \"mz-replay\"".write(toFile: broken, atomically: true, encoding: .utf8)
        let missing = dir.appendingPathComponent("none.json").path
        for bad in [broken, missing] {
            let first = mz(["replay", "--headless", bad])
            let second = mz(["replay", "--headless", a, bad])
            #expect(second.status == first.status && second.err == first.err, "\(second.err)")
            #expect(second.err.contains(bad) && second.out.isEmpty)  // nothing printed before the refusal
        }
        #expect(mz(["replay", "--headless", broken]).status == 65 && mz(["replay", "--headless", missing]).status == 66)
        let three = mz(["replay", "--headless", a, a, a])
        #expect(three.status == 64 && three.err == "mz: error: 'mz replay' takes one replay FILE, or two to show side by side, got 3\n")
    }
}
