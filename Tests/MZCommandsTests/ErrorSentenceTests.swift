import Foundation
import Testing

@testable import MZCommands

/// Every error that reaches the user reads as a sentence, never as a Swift value such as
/// `notAFile(kind: "a directory")` (issue 19).
@Suite struct ErrorSentenceTests {
    @Test func buildCampaignIntoAFolderSaysSoInASentence() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = mz(["build-campaign", "--out", dir.path])
        #expect(run.status == 66)
        #expect(
            run.err
                == "mz: error: '\(dir.path)' is a directory, not a levels file; mz leaves it as it is (pass --out with a file's path)\n",
            "\(run.err)")
    }

    @Test(arguments: [
        (FileAccess.Failure.missing, "nothing is there"),
        (.notAFile(kind: "a directory"), "it is a directory, not a file"),
        (.tooLarge(size: 10, limit: 5), "it is 10 bytes, more than the 5-byte limit"),
        (.unreadable("permission denied"), "it cannot be opened for reading (permission denied)"),
        (.readFailed("input/output error"), "it could not be read: input/output error"),
    ])
    func aFileFailureDescribesItselfAsASentence(failure: FileAccess.Failure, sentence: String) {
        #expect("\(failure)" == sentence)
    }

    /// Foundation's words were "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
    @Test func aDataFolderUnderAFileSaysWhyItCannotBeCreated() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("file").path
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        #expect(throws: CommandError(.ioError, "cannot create the data folder '\(file)/x/mz': not a directory")) {
            try DataFolder.ensure(file + "/x/mz")
        }
    }

    @Test func aMissingDataFolderIsCreatedWithTheFoldersAboveIt() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.path + "/a/b/mz"
        try DataFolder.ensure(folder)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
    }
}
