import GameEngine
import MazeKit

/// An option that takes a value, read as `Value` (`--seed S` as a `UInt64`): the value's
/// check and its error sentence are part of the option, so every command that declares
/// `--seed` refuses a bad one the same way.
struct Option<Value>: CommandOption {
    let spec: OptionSpec
    /// Reads the raw text given for the option named in the spec.
    /// - Throws: `CommandError.usage` naming the option, the value and what it may be.
    let read: @Sendable (_ raw: String, _ name: String) throws(CommandError) -> Value

    init(
        _ name: String, _ valueName: String, _ help: String, completion: CompletionValues = .none,
        read: @escaping @Sendable (_ raw: String, _ name: String) throws(CommandError) -> Value
    ) {
        spec = OptionSpec(name: name, valueName: valueName, help: help, completion: completion)
        self.read = read
    }
}

// MARK: - The kinds of value

extension Option where Value == String {
    /// Free text, checked by the command (`--date`, `--inputs`, `--code`).
    static func text(_ name: String, _ valueName: String, _ help: String, completion: CompletionValues = .none) -> Option {
        Option(name, valueName, help, completion: completion) { raw, _ in raw }
    }

    /// A path (`--save FILE`): shells offer files.
    static func file(_ name: String, _ help: String) -> Option {
        Option(name, "FILE", help, completion: .files) { raw, _ in raw }
    }

    /// One of `choices` (`--format json`), with a "did you mean" for a typo.
    static func choice(_ name: String, _ valueName: String, among choices: [String], _ help: String) -> Option {
        Option(name, valueName, help, completion: .words(choices)) { raw, name throws(CommandError) in
            guard choices.contains(raw) else {
                let hint =
                    closestName(to: raw, among: choices).map { "; did you mean '\($0)'?" }
                    ?? "; choose one of \(choices.joined(separator: ", "))"
                throw .usage("unknown value '\(raw)' for '--\(name)'\(hint)")
            }
            return raw
        }
    }
}

extension Option where Value == Int {
    /// A whole number within `range`.
    static func integer(_ name: String, _ valueName: String, in range: ClosedRange<Int>, _ help: String) -> Option {
        Option(name, valueName, help) { raw, name throws(CommandError) in
            guard let value = Int(raw), range.contains(value) else {
                throw .usage("option '--\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(raw)'")
            }
            return value
        }
    }
}

extension Option where Value == Double {
    /// A finite number within `range`.
    static func fraction(_ name: String, _ valueName: String, in range: ClosedRange<Double>, _ help: String) -> Option {
        Option(name, valueName, help) { raw, name throws(CommandError) in
            guard let value = Double(raw), value.isFinite, range.contains(value) else {
                throw .usage(
                    "option '--\(name)' must be a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted), got '\(raw)'")
            }
            return value
        }
    }
}

extension Option where Value == UInt64 {
    /// An unsigned 64-bit seed.
    static func seed(_ name: String, _ valueName: String, _ help: String) -> Option {
        Option(name, valueName, help) { raw, name throws(CommandError) in
            guard let value = UInt64(raw) else {
                throw .usage("option '--\(name)' must be a whole number from 0 to \(UInt64.max), got '\(raw)'")
            }
            return value
        }
    }
}

extension Option where Value == (width: Int, height: Int) {
    /// `WxH` (or `WXH`), each side within `1...maximumSide` and the area within `maximumCells`.
    static func size(_ name: String, _ valueName: String, maximumSide: Int, maximumCells: Int, _ help: String) -> Option {
        Option(name, valueName, help) { raw, name throws(CommandError) in
            let parts = raw.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
                throw .usage("option '--\(name)' must look like WxH (for example 20x10), got '\(raw)'")
            }
            guard w >= 1, h >= 1 else {
                throw .usage("option '--\(name)' must have both sides at least 1, got '\(raw)'")
            }
            let area = w.multipliedReportingOverflow(by: h)
            guard w <= maximumSide, h <= maximumSide, !area.overflow, area.partialValue <= maximumCells else {
                throw .usage("option '--\(name)' \(raw) is too large; the limit is \(maximumSide) per side and \(maximumCells) cells")
            }
            return (w, h)
        }
    }
}

extension Option where Value == Algorithm {
    /// One of the twelve algorithms by name, with a "did you mean" for a typo; shells offer the
    /// names.
    static func algorithm(_ name: String, _ valueName: String, _ help: String) -> Option {
        Option(name, valueName, help, completion: .words(Algorithm.allCases.map(\.name))) { raw, _ throws(CommandError) in
            guard let algorithm = Algorithm(rawValue: raw) else {
                let hint =
                    Algorithm.suggestion(for: raw).map { "; did you mean '\($0.name)'?" }
                    ?? "; choose one of \(Algorithm.allCases.map(\.name).joined(separator: ", "))"
                throw .usage("unknown algorithm '\(raw)'\(hint)")
            }
            return algorithm
        }
    }
}

extension Double {
    /// The number without a trailing `.0` when whole (1 rather than 1.0).
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
