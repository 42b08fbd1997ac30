#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Any JSON value, read without losing integer precision (seeds are 64-bit), so readers can
/// check fields one by one and report exactly which is wrong.
///
/// Whole numbers that fit 64 bits are `.unsigned` (0 or more) or `.signed` (negative); every
/// other number is a finite `.double`. Objects are unordered: readers that list keys sort them.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case unsigned(UInt64)
    case signed(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The deepest nesting of arrays and objects accepted: `[[1]]` is 2 deep.
    ///
    /// mz's own files are at most 3 deep; the limit keeps the parser's recursion, and so its
    /// stack, small whatever the input, and refuses deeper text as soon as it is seen.
    public static let maximumDepth = 64

    /// The most arrays and objects one text may hold, counted together.
    ///
    /// Each non-empty one is a heap allocation of 64 bytes or more however short its text:
    /// `[[[…]]]` costs 32 bytes of memory per byte read, and 8 MiB of it took over a second and
    /// 280 MB. mz's largest file, 10,000 levels each with a start and an exit, holds 30,004.
    public static let maximumContainers = 100_000

    /// Parses JSON text (RFC 8259, UTF-8, an optional byte order mark).
    ///
    /// Strict: no comments, trailing commas, leading zeros, `NaN`, raw control characters in
    /// strings, lone surrogates, invalid UTF-8 or duplicate keys. Nesting deeper than
    /// `maximumDepth`, more than `maximumContainers` arrays and objects, and numbers beyond
    /// the range of a Double are refused.
    /// - Throws: `JSONSyntaxError`, one line naming the problem and its line and column.
    /// - Complexity: O(n) in the size of `data`, whatever its nesting.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(JSONSyntaxError) -> JSONValue in
                var parser = JSONParser(bytes: bytes)
                return try parser.parseDocument()
            }
        }
        return try result.get()
    }

    /// The value as a whole number, if it is one.
    public var integer: Int? {
        switch self {
        case let .unsigned(v): v <= UInt64(Int.max) ? Int(v) : nil
        case let .signed(v): Int(v)
        case let .double(v): v == v.rounded() && abs(v) < 9e15 ? Int(v) : nil
        default: nil
        }
    }

    /// The value as a number.
    public var number: Double? {
        switch self {
        case let .unsigned(v): Double(v)
        case let .signed(v): Double(v)
        case let .double(v): v
        default: nil
        }
    }

    /// A short name of the value's type, for messages ("a string", "an array").
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .unsigned, .signed, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
