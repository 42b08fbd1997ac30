import GameEngine
import Testing

@testable import MZCommands
@testable import TerminalUI

@Suite struct PlayCommandTests {
    /// `mz play --level N` on a locked level names the levels open and the one to clear, whose
    /// command works (issue 12: it pointed at something impossible).
    @Test(arguments: [
        (1, 30, "level 30 is locked: only level 1 is open; clear level 1 to open level 2 (mz play --level 1)"),
        (1, 2, "level 2 is locked: only level 1 is open; clear level 1 to open it (mz play --level 1)"),
        (3, 30, "level 30 is locked: levels 1 to 3 are open; clear level 3 to open level 4 (mz play --level 3)"),
        (3, 4, "level 4 is locked: levels 1 to 3 are open; clear level 3 to open it (mz play --level 3)"),
    ])
    func aLockedLevelSaysWhichLevelsAreOpenAndWhichToClear(unlocked: Int, level: Int, message: String) {
        var progress = PlayerProgress()
        progress.unlockedLevel = unlocked
        #expect(!progress.isUnlocked(level) && progress.isUnlocked(unlocked))
        #expect(PlayCommand.locked(level, progress: progress) == .usage(message))
    }

    /// `mz help play` lists the keys from the game's key table, every one of a level's.
    @Test func helpPlayListsEveryKeyOfTheKeyTable() {
        let run = mz("help play")
        #expect(run.status == 0 && run.out.contains(KeyMap.playKeys(wrappedTo: 92)), "\(run.out)")
        let text = run.out.replacing("\n", with: " ")
        for binding in KeyMap.play {
            #expect(text.contains("\(binding.name): \(binding.help)"), "mz help play leaves out \(binding.name)")
        }
    }
}
