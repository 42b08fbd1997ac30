// Test support for the fault tests: writes the save at PATH over and over with the game's own
// SaveStore, each time with different progress, until killed.
//
// usage: save-stress PATH
import Foundation
import GameEngine
import MZCommands

guard CommandLine.arguments.count == 2 else {
    try? FileHandle.standardError.write(contentsOf: Data("usage: save-stress PATH\n".utf8))
    exit(64)
}
let store = SaveStore(path: CommandLine.arguments[1])
var progress = PlayerProgress()
var round = 0
while true {
    round += 1
    progress.coins = round
    progress.ledger.append(LedgerEntry(level: 1, outcome: .won, movesUsed: round % 50, par: 20, coins: round))
    if progress.ledger.count > PlayerProgress.ledgerLimit { progress.ledger.removeFirst() }
    do { try store.save(SaveDocument(shipped: progress)) } catch {
        try? FileHandle.standardError.write(contentsOf: Data("save-stress: \(error.message)\n".utf8))
        exit(74)
    }
}
