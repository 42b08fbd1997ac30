/// Options every command accepts, and `mz` alone, even where they have no effect.
enum CommonOptions {
    static let help = Flag("help", "show help for this command")
    static let save = Option.file("save", "use FILE as the save file")
    static let levels = Option.file("levels", "use FILE instead of the shipped levels.json")
    static let ascii = Flag("ascii", "draw with ASCII only")
    static let noColor = Flag("no-color", "no colours (as does the NO_COLOR environment variable)")
    static let noAnimation = Flag("no-animation", "no animations")

    /// Every common option, in the order the completion scripts list them.
    static let all: [any CommandOption] = [help, save, levels, ascii, noColor, noAnimation]
    static var specs: [OptionSpec] { all.map(\.spec) }

    /// Only `mz` alone takes it.
    static let version = Flag("version", "print the version")
}
