import MazeKit

/// One option a command accepts.
public struct OptionSpec: Sendable {
    /// The long name without dashes (`size` for `--size`).
    public var name: String
    /// What the value looks like (`WxH`), or `nil` for a flag that takes none.
    public var valueName: String?
    /// One line for `--help`.
    public var help: String

    /// Creates an option that takes a value.
    public static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help)
    }

    /// Creates a flag.
    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }
}

/// The options and operands found on a command line, checked against a command's specs.
///
/// Accepts `--name value`, `--name=value`, `-h`, and `--` to end options. Each option may be
/// given once. Lookups are by name; nothing here iterates a dictionary in an order that matters.
public struct ParsedArguments: Sendable {
    /// The command these belong to, for messages (`mz generate`).
    public let command: String
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// Arguments that are not options, in order.
    public private(set) var operands: [String] = []

    /// Parses `arguments` for `command` against `specs`.
    /// - Throws: `CommandError.usage` for an unknown option (with a suggestion), a missing value,
    ///   a value given to a flag, or an option given twice.
    public init(_ arguments: [String], command: String, specs: [OptionSpec]) throws(CommandError) {
        self.command = command
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                operands.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" { flags.insert("help"); continue }
            guard argument.hasPrefix("--") else {
                throw .usage("unknown option '\(argument)' for '\(command)'; options are long, like --help")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                let hint = closestName(to: name, among: specs.map(\.name)).map { "; did you mean '--\($0)'?" }
                    ?? "; see '\(command) --help'"
                throw .usage("unknown option '--\(name)' for '\(command)'\(hint)")
            }
            guard values[name] == nil, !flags.contains(name) else {
                throw .usage("option '--\(name)' is given more than once")
            }
            if let valueName = spec.valueName {
                if let inlineValue {
                    values[name] = inlineValue
                } else if i < arguments.count, !(arguments[i].hasPrefix("--") && arguments[i].count > 2) {
                    // (`--date --save F` is a forgotten value, not a date named `--save`.)
                    values[name] = arguments[i]
                    i += 1
                } else {
                    throw .usage("option '--\(name)' needs a value (\(valueName))")
                }
            } else {
                if inlineValue != nil { throw .usage("option '--\(name)' takes no value") }
                flags.insert(name)
            }
        }
    }

    /// Whether the flag `name` was given.
    public func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    /// The raw value of option `name`, if given.
    public func string(_ name: String) -> String? { values[name] }

    /// The value of `name` as an integer within `range`.
    /// - Throws: `CommandError.usage` naming the option, the value and the range.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let raw = values[name] else { return nil }
        guard let value = Int(raw), range.contains(value) else {
            throw .usage("option '--\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(raw)'")
        }
        return value
    }

    /// The value of `name` as a fraction within `range`.
    public func fraction(_ name: String, in range: ClosedRange<Double>) throws(CommandError) -> Double? {
        guard let raw = values[name] else { return nil }
        guard let value = Double(raw), value.isFinite, range.contains(value) else {
            throw .usage("option '--\(name)' must be a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted), got '\(raw)'")
        }
        return value
    }

    /// The value of `name` as an unsigned 64-bit seed.
    public func seed(_ name: String) throws(CommandError) -> UInt64? {
        guard let raw = values[name] else { return nil }
        guard let value = UInt64(raw) else {
            throw .usage("option '--\(name)' must be a whole number from 0 to \(UInt64.max), got '\(raw)'")
        }
        return value
    }

    /// The value of `name` as `WxH`, each side within `1...maximumSide` and the area within
    /// `maximumCells`.
    public func size(_ name: String, maximumSide: Int, maximumCells: Int) throws(CommandError) -> (width: Int, height: Int)? {
        guard let raw = values[name] else { return nil }
        let parts = raw.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw .usage("option '--\(name)' must look like WxH (for example 20x10), got '\(raw)'")
        }
        guard w >= 1, h >= 1 else {
            throw .usage("option '--\(name)' must have both sides at least 1, got '\(raw)'")
        }
        guard w <= maximumSide, h <= maximumSide, w.multipliedReportingOverflow(by: h).partialValue <= maximumCells,
              !w.multipliedReportingOverflow(by: h).overflow else {
            throw .usage("option '--\(name)' \(raw) is too large; the limit is \(maximumSide) per side and \(maximumCells) cells")
        }
        return (w, h)
    }

    /// The value of `name` as one of the twelve algorithms, with a "did you mean" for a typo.
    public func algorithm(_ name: String) throws(CommandError) -> Algorithm? {
        guard let raw = values[name] else { return nil }
        guard let algorithm = Algorithm(rawValue: raw) else {
            let hint = Algorithm.suggestion(for: raw).map { "; did you mean '\($0.name)'?" }
                ?? "; choose one of \(Algorithm.allCases.map(\.name).joined(separator: ", "))"
            throw .usage("unknown algorithm '\(raw)'\(hint)")
        }
        return algorithm
    }

    /// The value of `name`, which must be one of `choices`.
    public func choice(_ name: String, among choices: [String]) throws(CommandError) -> String? {
        guard let raw = values[name] else { return nil }
        guard choices.contains(raw) else {
            let hint = closestName(to: raw, among: choices).map { "; did you mean '\($0)'?" }
                ?? "; choose one of \(choices.joined(separator: ", "))"
            throw .usage("unknown value '\(raw)' for '--\(name)'\(hint)")
        }
        return raw
    }
}

extension Double {
    /// The number without a trailing `.0` when whole (1 rather than 1.0).
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
