import GameEngine
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `mz` and `mz play`: the terminal game (docs/design.md, "Command line" and "The terminal").
enum PlayCommand {
    static let spec = CommandSpec(
        name: "play", summary: "play a campaign level or a seeded level in the terminal",
        usage: [
            "mz play [--level N | --code CODE | --seed S [--size WxH] [--algorithm A] [--ice F] [--mud F] [--braid F] [--crates N] [--mask NAME]]"
        ],
        options: LevelSource.options,
        // The keys are the game's own table (TerminalUI's `KeyMap`), as its help screen lists them.
        details: """
            'mz' alone opens the campaign at the title screen.
            \(MapLegend.text(wrappedTo: 92))\
            \(KeyMap.playKeys(wrappedTo: 92))\
            Progress is saved in $MZ_HOME, $XDG_DATA_HOME/mz or ~/.local/share/mz (or --save FILE);
            every attempt is recorded under replays/ there.

            """,
        exitCodes: "exit codes: 0 ok, 64 no terminal or bad arguments, 65 a save from a newer mz.\n", run: run)

    /// `mz` with no command: the campaign from the title screen.
    static func campaign(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        try requireTerminal()
        var (app, loop) = try openGame(args, console, opening: .title)
        return try loop.run(&app, console: console)
    }

    static func run(_ args: ParsedArguments, _ console: Console) throws(CommandError) -> Int32 {
        let practice = args.has(LevelSource.Options.seed) || args.has(LevelSource.Options.code)
        // What the arguments name is checked first: a typo in a code is the news, not the terminal.
        let level = practice ? try LevelSource.buildPlayable(try LevelSource.spec(args, command: "mz play")) : nil
        let number = practice ? nil : try args.value(LevelSource.Options.level)
        if number != nil {
            // A level that cannot be built or won is refused here, with its reason.
            _ = try LevelSource.buildPlayable(try LevelSource.spec(args, command: "mz play"))
        }
        try requireTerminal()
        let opening: Opening = level.map { .practice($0) } ?? number.map { .level($0) } ?? .title
        var (app, loop) = try openGame(args, console, opening: opening)
        if let number, !app.progress.isUnlocked(number) { throw locked(number, progress: app.progress) }
        return try loop.run(&app, console: console)
    }

    /// Why level `n` cannot be played yet: which levels are open, and the one to clear next,
    /// which opens the level after it (levels open one at a time: docs/rules.md, "Coins, stars and progress").
    static func locked(_ n: Int, progress: PlayerProgress) -> CommandError {
        let last = progress.unlockedLevel
        let open = last == 1 ? "only level 1 is open" : "levels 1 to \(last) are open"
        let opened = n == last + 1 ? "it" : "level \(last + 1)"
        return .usage("level \(n) is locked: \(open); clear level \(last) to open \(opened) (mz play --level \(last))")
    }
}
