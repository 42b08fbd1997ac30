/// An option that takes no value (`--solve`): given or not.
struct Flag: CommandOption {
    let spec: OptionSpec

    /// A flag `--name` with its help line.
    init(_ name: String, _ help: String) {
        spec = OptionSpec(name: name, valueName: nil, help: help, completion: .none)
    }
}
